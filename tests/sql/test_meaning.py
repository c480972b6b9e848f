"""What a SQL operator's state means, read from the planner's descriptions (compat/sql_meaning.py).

The descriptions are Flink 2.3's, as its planner printed them for the fidelity scenarios
(tests/fidelity/sql/): there Flink restored the changed queries and v2 read the state with
another meaning, or restored them correctly. The graphs are built here without a JVM; the
fidelity suite checks the same on the graphs Flink plans.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from flink_compat.compat.check import check
from flink_compat.compat.findings import Level
from flink_compat.compat.sql_meaning import Lineage, meaning, split_alias, substitute, without_casts
from flink_compat.graph.model import Edge, JobGraph, Operator, SqlJob, SqlOperator, State, StateKind
from flink_compat.graph.sql_description import parse_description, split_top_level

SCAN = "TableSourceScan(table=[[default_catalog, default_database, events, project=[{cols}], metadata=[]]], fields=[{cols}])"
USERS = "TableSourceScan(table=[[default_catalog, default_database, users]], fields=[uid, name, tier])"


def _id(n: int) -> str:
    return f"{n:032x}"


def job(*chain: str, join: tuple[tuple[str, ...], tuple[str, ...]] | None = None) -> JobGraph:
    """A SQL job: a chain of operators described as the planner does, the last one stateful (a
    ``*`` in front marks any other stateful one); or ``join``: two chains into a stateful join
    (the last entry of ``chain``), then the rest."""
    ops, edges = [], []

    def add(description: str, stateful: bool) -> str:
        op_id = _id(len(ops) + 1)
        states = (State(name="state", kind=StateKind.VALUE),) if stateful else ()
        ops.append(Operator(id=op_id, name=description.split("(")[0], states=states,
                            sql=SqlOperator(description=description.lstrip("*"))))
        return op_id

    def add_chain(descriptions, previous=None, input_index=0):
        for i, d in enumerate(descriptions):
            current = add(d, d.startswith("*") or (i == len(descriptions) - 1 and not join))
            if previous is not None:
                edges.append(Edge(source=previous, target=current, input_index=input_index if i == 0 else 0))
            previous = current
        return previous

    if join is None:
        add_chain(chain)
    else:
        left, right = add_chain(join[0]), add_chain(join[1])
        joined = add(chain[0], True)
        edges += [Edge(source=left, target=joined, input_index=1), Edge(source=right, target=joined, input_index=2)]
        add_chain(chain[1:], joined)
    return JobGraph(name="sql", operators=tuple(ops), edges=tuple(edges), sql=SqlJob(source="script"))


def aggregate(key_from: str = "k", select: str = "k, COUNT(*) AS cnt, SUM(amount) AS total", calc: str = "k, amount"):
    return job(SCAN.format(cols=f"{key_from}, amount, price, ts"), "WatermarkAssigner(rowtime=[ts], watermark=[ts])",
               f"Calc(select=[{calc}])", f"GroupAggregate(groupBy=[{select.split(',')[0]}], select=[{select}])")


def joined(left_key: str):
    return job(f"Join(joinType=[InnerJoin], where=[({left_key} = uid)], select=[id, {left_key}, uid, name, tier], "
               "leftInputSpec=[NoUniqueKey], rightInputSpec=[NoUniqueKey])",
               "Calc(select=[id, name, tier])",
               join=((SCAN.format(cols=f"id, {left_key}, ts"), f"Calc(select=[id, {left_key}])"), (USERS,)))


def window(size: str, select: str = "k, SUM(sum$0) AS total, start('w$) AS window_start, end('w$) AS window_end",
           local: str = "k, SUM(amount) AS sum$0, slice_end('w$) AS $slice_end"):
    return job(SCAN.format(cols="k, amount, ts"), "WatermarkAssigner(rowtime=[ts], watermark=[ts])",
               f"LocalWindowAggregate(groupBy=[k], window=[TUMBLE(time_col=[ts], size=[{size}])], select=[{local}])",
               f"GlobalWindowAggregate(groupBy=[k], window=[TUMBLE(slice_end=[$slice_end], size=[{size}])], "
               f"select=[{select}])")


def dedup(keep: str):
    return job(SCAN.format(cols="id, k, amount, ts"), "Calc(select=[id, k, amount, ts])",
               f"Deduplicate(keep=[{keep}], key=[k], order=[ROWTIME], outputInsertOnly=[{str(keep == 'FirstRow').lower()}])")


def top_n(end: int, order: str = "amount DESC"):
    return job(SCAN.format(cols="id, k, amount, ts"), "Calc(select=[id, k, amount])",
               f"Rank(strategy=[AppendFastStrategy], rankType=[ROW_NUMBER], rankRange=[rankStart=1, rankEnd={end}], "
               f"partitionBy=[k], orderBy=[{order}], select=[id, k, amount, rn])")


#: (case, old, new, what the SQL_STATE_MEANING_CHANGED error says, or None: no such error)
CASES = [
    ("identical", aggregate(), aggregate(), None),
    ("SUM becomes MAX", aggregate(), aggregate(select="k, COUNT(*) AS cnt, MAX(amount) AS total"),
     "the aggregate's accumulator row changes: SUM(amount) becomes MAX(amount)"),
    ("aggregates swapped",
     aggregate(select="k, SUM(amount) AS a, SUM(price) AS p", calc="k, amount, price"),
     aggregate(select="k, SUM(price) AS p, SUM(amount) AS a", calc="k, price, amount"),
     "the aggregates change order, from [SUM(amount), SUM(price)] to [SUM(price), SUM(amount)]"),
    ("an aggregate added", aggregate(),
     aggregate(select="k, COUNT(*) AS cnt, SUM(amount) AS total, MAX(price) AS top", calc="k, amount, price"),
     "the aggregate's accumulator row gains MAX(price)"),
    ("an aggregate renamed", aggregate(), aggregate(select="k, COUNT(*) AS n, SUM(amount) AS amount_sum"), None),
    ("the GROUP BY key moved to a column of its type",
     aggregate("g", "grp, COUNT(*) AS cnt, SUM(amount) AS total", "g AS grp, amount"),
     aggregate("h", "grp, COUNT(*) AS cnt, SUM(amount) AS total", "h AS grp, amount"),
     "the GROUP BY key changes from [g] to [h]"),
    ("the GROUP BY key renamed", aggregate(), aggregate(select="key, COUNT(*) AS cnt, SUM(amount) AS total",
                                                       calc="k AS key, amount"), None),
    # the key's type changes (INT → BIGINT): KEY_SERIALIZER_CHANGED's to report, not a new meaning
    ("the GROUP BY key widened by a cast",
     aggregate("g", "grp, COUNT(*) AS cnt, SUM(amount) AS total", "g AS grp, amount"),
     aggregate("g", "grp, COUNT(*) AS cnt, SUM(amount) AS total", "CAST(g AS BIGINT) AS grp, amount"), None),
    ("a filter and a projection added", aggregate(),
     job(SCAN.format(cols="k, amount, price, ts"), "WatermarkAssigner(rowtime=[ts], watermark=[ts])",
         "Calc(select=[k, amount], where=[(amount <> 14)])",
         "GroupAggregate(groupBy=[k], select=[k, COUNT(*) AS cnt, SUM(amount) AS total])",
         "Calc(select=[k, cnt, total, UPPER(k) AS k_upper])"), None),
    ("the join key moved", joined("g"), joined("h"), "the join key changes from [g = uid] to [h = uid]"),
    ("the window size changed", window("5 s"), window("10 s"),
     "the window changes from [TUMBLE(slice_end=[$slice_end], size=[5 s])] to "
     "[TUMBLE(slice_end=[$slice_end], size=[10 s])]"),
    ("a window aggregate added (two-phase: the local call)", window("5 s"),
     window("5 s", "k, SUM(sum$0) AS total, COUNT(count1$1) AS cnt, start('w$) AS window_start, end('w$) AS window_end",
            "k, SUM(amount) AS sum$0, COUNT(*) AS count1$1, slice_end('w$) AS $slice_end"),
     "the aggregate's accumulator row gains COUNT(*)"),
    ("a window property added", window("5 s"),
     window("5 s", "k, SUM(sum$0) AS total, start('w$) AS window_start, end('w$) AS window_end, "
                   "rowtime('w$) AS window_time"), None),
    ("dedup first to last", dedup("FirstRow"), dedup("LastRow"),
     "the dedup keeps the last row of each key instead of the first"),
    ("a Top-N order reversed", top_n(3), top_n(3, "amount ASC"), "the ORDER BY changes from [amount DESC] to [amount ASC]"),
]


@pytest.mark.parametrize("old, new, says", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_state_meaning(old, new, says):
    verdict = check(old, new)
    errors = [f for f in verdict.findings if f.rule == "SQL_STATE_MEANING_CHANGED"]
    if says is None:
        assert errors == [] and verdict.verdict == "compatible", [f.message for f in verdict.findings]
    else:
        assert len(errors) == 1 and errors[0].level is Level.ERROR
        assert says in errors[0].message
        assert errors[0].operator_id == old.operators[-1].id or errors[0].operator_id in {
            op.id for op in old.operators if op.is_stateful}
        # Flink restores and the new query reads the state as something else: silent state loss
        assert verdict.verdict == "state-loss"


def test_a_raised_top_n_limit_is_state_loss():
    # Flink restores the old limit's rows and retracts rows of the new ranks it never emitted
    # (tests/fidelity/sql: topn-limit-changed, restored-state-misread)
    verdict = check(top_n(2), top_n(3))
    (error,) = [f for f in verdict.findings if f.rule == "SQL_TOP_N_LIMIT_RAISED"]
    assert error.level is Level.ERROR and "from 2 to 3" in error.message
    assert not [f for f in verdict.findings if f.rule == "SQL_STATE_MEANING_CHANGED"]
    assert verdict.verdict == "state-loss"
    assert not [f for f in check(top_n(3), top_n(2)).findings if f.rule == "SQL_TOP_N_LIMIT_RAISED"]


def test_lineage_traces_names_to_the_sources_columns():
    graph = aggregate("h", "grp, COUNT(*) AS cnt, SUM(x) AS total", "h AS grp, (amount * 2) AS x")
    lineage = Lineage(graph)
    assert lineage.fields(graph.operators[-1]) == [("grp", "h"), ("cnt", "COUNT(*)"), ("total", "SUM((amount * 2))")]
    assert meaning(lineage, graph.operators[-1])["groupBy"].value == ("h",)


def test_a_join_traces_each_side():
    graph = joined("g")
    lineage = Lineage(graph)
    join_op = next(op for op in graph.operators if op.sql.description.startswith("Join"))
    assert meaning(lineage, join_op)["joinKey"].value == ("g = uid",)
    assert [name for name, _ in lineage.fields(join_op)] == ["id", "g", "uid", "name", "tier"]


@pytest.mark.parametrize("text, expected", [
    ("GroupAggregate(groupBy=[k], select=[k, SUM(amount) AS s])", ("GroupAggregate", {"groupBy": "k", "select": "k, SUM(amount) AS s"})),
    ("GlobalWindowAggregate(groupBy=[k], window=[TUMBLE(slice_end=[$slice_end], size=[5 s])], select=[k])",
     ("GlobalWindowAggregate", {"groupBy": "k", "window": "TUMBLE(slice_end=[$slice_end], size=[5 s])", "select": "k"})),
    ("Calc(select=[k], where=[(name = 'a, b]')])", ("Calc", {"select": "k", "where": "(name = 'a, b]')"})),
    ("totals[6]: Writer", (None, {})),
    (None, (None, {})),
])
def test_parse_description(text, expected):
    assert parse_description(text) == expected


@pytest.mark.parametrize("item, expected", [
    ("SUM(amount) AS total", ("SUM(amount)", "total")),
    ("CAST(g AS BIGINT) AS grp", ("CAST(g AS BIGINT)", "grp")),
    ("CAST(g AS BIGINT)", ("CAST(g AS BIGINT)", "CAST(g AS BIGINT)")),
    ("k", ("k", "k")),
])
def test_split_alias(item, expected):
    assert split_alias(item) == expected


def test_substitute_and_casts():
    assert substitute("SUM(x)", {"x": "a + b"}) == "SUM((a + b))"
    assert substitute("SUM(x) + y", {"x": "amount", "y": "COUNT(*)"}) == "SUM(amount) + COUNT(*)"
    assert substitute("start('w$)", {"w$": "nope"}) == "start('w$)"
    assert without_casts("CAST(CAST(g AS INTEGER) AS BIGINT)") == "g"
    assert without_casts("CAST(g AS DECIMAL(10, 2))") == "g"


_ATOM = st.from_regex(r"[A-Za-z_$][\w$]{0,5}( [<>=] [0-9]{1,3})?", fullmatch=True)


def _nested(children):
    return st.one_of(
        st.builds(lambda f, xs: f"{f}({', '.join(xs)})", st.sampled_from(["SUM", "CAST", "f"]), st.lists(children, max_size=3)),
        st.builds(lambda n, xs: f"{n}=[{', '.join(xs)}]", st.sampled_from(["size", "time_col"]), st.lists(children, max_size=3)),
        st.builds(lambda s: f"'{s}'", st.from_regex(r"[a-z ,\]\[()]{0,6}", fullmatch=True)),
    )


@given(st.lists(st.recursive(_ATOM, _nested, max_leaves=8), min_size=1, max_size=6))
def test_split_top_level_inverts_a_join(items):
    """Whatever an item nests (calls, bracketed arguments, quoted commas), the split finds the
    items that were joined."""
    assert split_top_level(", ".join(items)) == items


@pytest.mark.java
def test_check_a_savepoint_against_the_query_that_took_it(tmp_path, flink_home):
    """The user's command on real Flink data: the savepoint Flink 2.3 took of ``SUM(amount)``, the
    edited query with ``MAX(amount)``; Flink restores it and misreads the state
    (tests/fidelity/sql/outcomes/agg-sum-to-max.json). With the query that took it the check
    fails with the state-meaning error; without it, it warns that it could not see it."""
    import json
    from pathlib import Path

    from tests.compat.test_cli import run

    fidelity = Path(__file__).resolve().parents[1] / "fidelity" / "sql"
    for table in ("events", "users"):
        (tmp_path / "input" / table).mkdir(parents=True)
    for side in ("v1", "v2"):
        text = (fidelity / "agg-sum-to-max" / f"{side}.sql").read_text(encoding="utf-8")
        (tmp_path / f"{side}.sql").write_text(text.replace("${input}", str(tmp_path / "input")), encoding="utf-8")
    savepoint = fidelity / "savepoints" / "agg-sum-to-max" / "v1"

    code, out, err = run("check", savepoint, tmp_path / "v2.sql", "--old-query", tmp_path / "v1.sql",
                         "--flink-home", flink_home, "--format", "json", timeout=600)
    assert code == 1, err
    findings = {f["rule"]: f for f in json.loads(out)["findings"]}
    assert "SUM(amount) becomes MAX(amount)" in findings["SQL_STATE_MEANING_CHANGED"]["message"]
    assert json.loads(out)["verdict"] == "state-loss"

    code, out, err = run("check", savepoint, tmp_path / "v2.sql", "--flink-home", flink_home, "--format", "json",
                         timeout=600)
    assert code == 0, err
    rules = {f["rule"] for f in json.loads(out)["findings"]}
    assert "SQL_STATE_MEANING_UNCHECKED" in rules and "SQL_STATE_MEANING_CHANGED" not in rules


def test_a_savepoint_checked_with_its_query():
    """The savepoint (no SQL: OperatorIDs and state) with the query that took it: the state's
    meaning is the query's, and the report's old side shows the query's descriptions."""
    query = aggregate()
    savepoint = query.model_copy(update={
        "origin": "savepoint", "sql": None, "edges": (),
        "operators": tuple(op.model_copy(update={"sql": None}) for op in query.operators)})
    new = aggregate(select="k, COUNT(*) AS cnt, MAX(amount) AS total")

    verdict = check(savepoint, new, old_query=query)
    (error,) = [f for f in verdict.findings if f.rule == "SQL_STATE_MEANING_CHANGED"]
    assert "SUM(amount) becomes MAX(amount)" in error.message
    assert [n.sql.description for n in verdict.old.nodes] == [op.sql.description for op in query.operators]

    alone = check(savepoint, new)
    assert {f.rule for f in alone.findings} >= {"SQL_STATE_MEANING_UNCHECKED"}
    assert not [f for f in alone.findings if f.rule == "SQL_STATE_MEANING_CHANGED"]
    assert all(n.sql is None for n in alone.old.nodes)
