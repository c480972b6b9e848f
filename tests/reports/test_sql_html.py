"""The HTML report of a SQL job: the plan, each operator beside the query text it runs.

The graphs are ``flink-compat graph`` of tests/fidelity/sql/group-key-changed's two scripts
(``${input}`` filled in), saved under tests/reports/sql: no JVM here, and the golden is stable.
"""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.loader import load
from flink_compat.graph.model import from_manifest
from flink_compat.reports import render
from flink_compat.reports._view import description_lines, sql_plan, text_diff
from tests.conftest import ROOT, assert_golden

from .test_report_schema import _problems, validator  # noqa: F401 - the fixture

SQL_GRAPHS = ROOT / "tests" / "reports" / "sql"


def sql_verdict(name: str = "group-key-changed"):
    return check(load(SQL_GRAPHS / name / "v1.json"), load(SQL_GRAPHS / name / "v2.json"))


def plan_fragment(page: str) -> str:
    """The plan's part of a page: its heading to the end of its table."""
    start = page.index('<h3 class="plan-heading"')
    return page[start:page.index("</table>", start) + len("</table>")] + "\n"


def test_golden_sql_plan():
    page = render(sql_verdict(), "html")
    assert_golden("group-key-changed_v1__group-key-changed_v2.plan.html", plan_fragment(page))


def test_the_plan_pairs_old_and_new_and_marks_what_changed():
    rows = sql_plan(sql_verdict())
    assert [r.kind for r in rows] == ["TableSourceScan", "WatermarkAssigner", "Calc", "GroupAggregate", "Sink"]
    agg = rows[3]
    assert agg.status == "matched" and agg.tone == "error"  # the key type changes
    assert (agg.new.exec_node_id, agg.new.exec_node_type, agg.new.exec_node_version) == (
        5, "stream-exec-group-aggregate", 1)
    assert agg.new.inputs == ["Calc[3] (hash)"]
    assert [t for t, changed in agg.old.description if changed] == ["k", "k"]
    assert [t for t, changed in agg.new.description if changed] == ["grp", "grp"]
    assert not agg.same_text and not agg.same_statements
    # the INSERT each side's operator comes from, the words that changed marked
    (statement, runs), = agg.new.statements
    assert statement.line == 17 and statement.text.startswith("INSERT INTO totals\nSELECT h AS grp")
    assert [t for t, changed in runs if changed] == ["h", "AS", "grp", "h"]
    watermarks = rows[1]
    assert watermarks.same_text and watermarks.old.description == [("WatermarkAssigner(rowtime=[ts], watermark=[ts])", False)]


def test_every_operator_of_either_side_has_a_row():
    old = json.loads((SQL_GRAPHS / "group-key-changed" / "v1.json").read_text())
    new = json.loads(json.dumps(old))
    calc = next(op for op in new["operators"] if op["name"] == "Calc[3]")
    calc["id"] = "0" * 32  # another operator in the new job: the old Calc is gone, this one added
    calc["sql"]["description"] = "Calc(select=[k, amount], where=[(amount > 0)])"
    for edge in new["edges"]:
        for end in ("source", "target"):
            if edge[end] == old["operators"][2]["id"]:
                edge[end] = calc["id"]
    agg = next(op for op in new["operators"] if op["name"] == "GroupAggregate[5]")
    agg["sql"]["exec_node_version"] = 2  # as a plan compiled by a later Flink could have it
    rows = sql_plan(check(from_manifest(old), from_manifest(new)))
    assert [(r.kind, r.status) for r in rows] == [
        ("TableSourceScan", "matched"), ("WatermarkAssigner", "matched"), ("Calc", "removed"), ("Calc", "added"),
        ("GroupAggregate", "matched"), ("Sink", "matched")]
    removed, added = rows[2], rows[3]
    assert removed.new is None and removed.old.description == [("Calc(select=[k, amount])", False)]
    assert added.old is None and added.new.inputs == ["WatermarkAssigner[2]"]
    assert rows[4].exec_nodes == [("stream-exec-group-aggregate", 1), ("stream-exec-group-aggregate", 2)]
    assert rows[4].exec_node_ids == [5] and rows[5].exec_nodes == [("stream-exec-sink", 2)]


def test_the_json_report_carries_what_the_planner_said(validator):
    data = json.loads(render(sql_verdict(), "json"))
    assert not _problems(validator, data)
    assert data["new"]["sql"]["statements"][0]["line"] == 17
    agg = next(n for n in data["new"]["nodes"] if n["name"] == "GroupAggregate[5]")
    assert agg["sql"]["description"] == "GroupAggregate(groupBy=[grp], select=[grp, COUNT(*) AS cnt, SUM(amount) AS total])"
    assert agg["sql"]["statements"] == [17]


def test_a_job_that_is_not_sql_has_no_plan(removed_operator_verdict):
    assert sql_plan(removed_operator_verdict) == []
    assert 'class="plan-heading"' not in render(removed_operator_verdict, "html")


@pytest.mark.parametrize("text,laid_out", [
    ("GroupAggregate(groupBy=[k], select=[k, COUNT(*) AS cnt, SUM(amount) AS total])",
     "GroupAggregate(\n    groupBy=[k],\n    select=[k, COUNT(*) AS cnt, SUM(amount) AS total]\n)"),
    # a comma in a string literal, or nested, does not split
    ("Calc(select=[k, amount], where=[(k = 'a, b, c, d, e, f, g, h, i, j, k')])",
     "Calc(\n    select=[k, amount],\n    where=[(k = 'a, b, c, d, e, f, g, h, i, j, k')]\n)"),
    ("Calc(select=[k])", "Calc(select=[k])"),  # short: one line
    ("totals[6]: Writer", "totals[6]: Writer"),  # no Kind(...)
    ("ConstraintEnforcer[NotNullEnforcer(fields=[k, a_rather_long_field_name, another_long_one])]",
     "ConstraintEnforcer[NotNullEnforcer(fields=[k, a_rather_long_field_name, another_long_one])]"),
    ("Weird(a=[x], b=[y])(c=[z], d=[w], e=[and some more text to be long])",
     "Weird(a=[x], b=[y])(c=[z], d=[w], e=[and some more text to be long])"),  # the first ( closes early
])
def test_description_lines_only_lay_out(text, laid_out):
    assert description_lines(text) == laid_out
    # the planner's text, character for character, once the layout is taken out
    assert laid_out.replace("(\n    ", "(").replace(",\n    ", ", ").replace("\n)", ")") == text


def test_text_diff_marks_the_words_that_differ():
    old, new = text_diff("HopWindow(size=[5 s])", "HopWindow(size=[10 s])")
    assert [t for t, changed in old if changed] == ["5"] and [t for t, changed in new if changed] == ["10"]
    assert "".join(t for t, _ in old) == "HopWindow(size=[5 s])"
    assert text_diff("same", "same") == ([("same", False)], [("same", False)])
    assert text_diff(None, "only new") == ([], [("only new", False)])


# ------------------------------------------------------------------ hostile input

#: What a planner's description, a statement or a name could hold that HTML must not read as markup.
HOSTILE = "</code></pre><script>alert('x')</script><img src=x onerror=\"alert(1)\"> a < b && c > 'd' \"e\""


def hostile_verdict():
    data = json.loads((SQL_GRAPHS / "group-key-changed" / "v2.json").read_text())
    for op in data["operators"]:
        op["name"] = f"{op['name']} {HOSTILE}"
        op["sql"]["description"] = f"Calc(select=[k, amount], where=[{HOSTILE}], more=[{HOSTILE}])"
    statement = data["sql"]["statements"][0]
    statement["text"] = f"-- {HOSTILE}\nINSERT INTO totals SELECT '{HOSTILE}';"
    return check(from_manifest(json.loads((SQL_GRAPHS / "group-key-changed" / "v1.json").read_text())),
                 from_manifest(data))


class _Elements(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def test_hostile_sql_text_is_escaped():
    page = render(hostile_verdict(), "html")
    parser = _Elements()
    parser.feed(page)
    assert [t for t, _ in parser.tags].count("script") == 1  # the report's own
    assert not [t for t, _ in parser.tags if t == "img"]
    assert not [a for _, a in parser.tags if any(k.startswith("on") for k in a)]
    assert "alert('x')" not in page.replace("alert(&#39;x&#39;)", "")
    assert "&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;" in page
    assert "a &lt; b &amp;&amp; c &gt; &#39;d&#39; &#34;e&#34;" in page


def test_an_old_side_not_planned_from_sql():
    """A savepoint (or a manifest) against a SQL script: the plan shows the new side's SQL only."""
    old = json.loads((SQL_GRAPHS / "group-key-changed" / "v1.json").read_text())
    del old["sql"]
    for op in old["operators"]:
        del op["sql"]
    verdict = check(from_manifest(old), load(SQL_GRAPHS / "group-key-changed" / "v2.json"))
    rows = sql_plan(verdict)
    assert len(rows) == 5 and all(r.old.node.sql is None and r.old.description == [] for r in rows)
    assert rows[3].new.description[0][0].startswith("GroupAggregate(\n    groupBy=[grp]")
    assert render(verdict, "html").count("not planned from SQL") == 5


def test_each_check_of_a_transitive_report_has_its_plan():
    from flink_compat.compat.verdict import TransitiveVerdict

    page = render(TransitiveVerdict.of([sql_verdict(), sql_verdict()]), "html")
    ids = re.findall(r'\bid="([^"]+)"', page)
    assert len(ids) == len(set(ids))
    assert {f"c{i}-plan-c27dcf7b54ef6bfd6cff02ca8870b681" for i in (1, 2)} <= set(ids)
    assert page.count('<h4 class="plan-heading"') == 2
    assert 'href="#c2-plan-c27dcf7b54ef6bfd6cff02ca8870b681"' in page  # the check's topology links to its plan
