"""Hostile names in every report format (issue 23, "Reports").

State and operator names, uids, file paths, SQL text, policy reasons and replay samples come
from the jobs, their savepoints and their repositories. Here they hold an OSC window title
(``ESC ] 0 ; pwned BEL``), a CSI colour, a line feed followed by ``::error`` (a workflow
command to a GitHub runner when a line starts with it), a CR, rich markup, a C1 CSI, DEL
and a line separator; one name starts with ``::error`` itself. In every format no control
character reaches the output raw (but the format's own line breaks, and the text report's
own colours), and no line is a workflow command but the ``github`` format's own.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.policy import Ignore, Policy
from flink_compat.compat.verdict import ReplayReport, ReplaySample, StateReplay, TransitiveVerdict
from flink_compat.graph.model import from_manifest
from flink_compat.reports import FORMATS, render
from tests.hostile.bounded_cli import run_cli

HOSTILE = "\x1b]0;pwned\x07\x1b[31mred\n::error file=x::pwned\r[bold]x[/bold]\x9b2J\x7f\u2028::warning::y"
COMMAND = "::error file=x::pwned"  # a whole name that is a command
LONG = "org.apache.flink.api.common.typeutils.base.LongSerializer$LongSerializerSnapshot"
INT = "org.apache.flink.api.common.typeutils.base.IntSerializer$IntSerializerSnapshot"
STATEMENT = f"-- {HOSTILE}\nINSERT INTO sink\n{COMMAND}\nSELECT k, COUNT(*) FROM src GROUP BY k"


def _state(name: str, serializer: str) -> dict:
    return {"name": name, "kind": "VALUE", "declared_at": {"file": f"jobs/{HOSTILE}.py", "line": 3},
            "value_serializer": {"snapshot_class": serializer, "version": 3, "family": "simple"}}


def manifest(serializer: str, removed: bool) -> dict:
    """A SQL-flavoured job whose every name is hostile; ``removed``: with a second stateful
    operator (the new side drops it: a finding that quotes its name and its state's)."""
    operators = [{
        "id": "0" * 32, "uid": f"u{HOSTILE}", "name": f"n{HOSTILE}", "kind": f"k{HOSTILE}",
        "declared_at": {"file": f"jobs/{HOSTILE}.py", "line": 2},
        "states": [_state(f"s{HOSTILE}", serializer), _state(COMMAND, LONG)],
        "sql": {"description": f"GroupAggregate(groupBy=[k{HOSTILE}], select=[k, COUNT(*) AS {COMMAND}])",
                "statements": [1]},
    }]
    if removed:
        operators.append({"id": "1" * 32, "uid": COMMAND, "name": f"g{HOSTILE}", "states": [_state(f"t{HOSTILE}", LONG)]})
    return {"name": f"j{HOSTILE}", "flink_version": "2.3", "location": f"{HOSTILE}.json", "operators": operators,
            "sql": {"source": "script", "statements": [{"line": 1, "text": STATEMENT}]}}


def hostile_verdict():
    policy = Policy(ignore=(
        Ignore(rule="STATE_SERIALIZER_INCOMPATIBLE", reason=f"because {HOSTILE}"),
        Ignore(rule="STATEFUL_OPERATOR_REMOVED", operator=f"nothing {HOSTILE}", reason="stale"),
    ))
    verdict = check(from_manifest(manifest(LONG, removed=True)), from_manifest(manifest(INT, removed=False)), policy)
    sample = ReplaySample(key=HOSTILE, value=HOSTILE, error=HOSTILE)
    replay = ReplayReport(savepoint=HOSTILE, master=HOSTILE, states=(
        StateReplay(operator_id="0" * 32, operator=COMMAND, state=HOSTILE, kind="VALUE", outcome="failed", failed=1,
                    samples=(sample,)),
    ))
    return verdict.model_copy(update={"replay": replay})


@pytest.fixture(scope="module")
def verdict():
    v = hostile_verdict()
    # what the test needs to reach every place a name is shown
    assert "STATEFUL_OPERATOR_REMOVED" in {f.rule for f in v.findings if not f.ignored}
    assert [f.rule for f in v.findings if f.ignored] == ["STATE_SERIALIZER_INCOMPATIBLE"]
    assert v.policy_warnings and HOSTILE in v.policy_warnings[0]
    return v


#: Every control character (the rule of reports/_text.py, written out again here).
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
#: The text report's own colours (``color=True``): SGR sequences.
_SGR = re.compile(r"\x1b\[[0-9;]*m")
#: A line GitHub's runner takes for a workflow command (it trims the line first).
_COMMAND_LINE = re.compile(r"::|##\[")
_OWN_COMMAND = re.compile(r"::(error|warning|notice)( [^:\n]*)?::[^\n]*")


def assert_harmless(report: str, fmt: str) -> None:
    raw = sorted({repr(c) for c in _CONTROL.findall(_SGR.sub("", report) if fmt == "text" else report)} - {"'\\n'"})
    assert not raw, f"raw control characters in the {fmt} report: {raw}"
    for line in report.splitlines():  # every line break Python knows: more than the runner's
        if fmt == "github":
            assert _OWN_COMMAND.fullmatch(line), line
        else:
            assert not _COMMAND_LINE.match(line.strip()), f"a workflow command in the {fmt} report: {line!r}"


REPORTS = [(fmt, options) for fmt in FORMATS if fmt != "text" for options in ({},)] + [
    ("text", {}), ("text", {"color": True}), ("text", {"width": 40}), ("text", {"show_all": True})]


@pytest.mark.parametrize("fmt, options", REPORTS, ids=[f"{f}{'-' + '-'.join(o) if o else ''}" for f, o in REPORTS])
def test_every_format_renders_hostile_names_harmlessly(verdict, fmt, options):
    assert_harmless(render(verdict, fmt, **options), fmt)


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_transitive_report_too(verdict, fmt):
    assert_harmless(render(TransitiveVerdict.of([verdict, verdict]), fmt), fmt)


def test_text_shows_controls_as_escapes_and_no_markup(verdict):
    text = render(verdict, "text", width=400, color=True)
    assert "\\x1b]0;pwned\\x07\\x1b[31mred\\n::error file=x::pwned\\r[bold]x[/bold]\\x9b2J\\x7f\\u2028" in text
    assert "\x1b]" not in text  # no OSC: the only escapes are the report's own colours


def test_github_commands_lose_esc_and_bel_and_escape_line_breaks(verdict):
    lines = render(verdict, "github").splitlines()
    assert len(lines) == len([f for f in verdict.findings if not f.ignored])
    line = next(line for line in lines if "STATEFUL_OPERATOR_REMOVED" in line)
    assert line.startswith("::error file=jobs/]0;pwned[31mred%0A%3A%3Aerror file=x%3A%3Apwned%0D[bold]x[/bold]")


def _strings(value):
    if isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)
    elif isinstance(value, str):
        yield value


def test_json_and_sarif_keep_every_name_exactly(verdict):
    # escaped as JSON escapes, which decode to the names as they are
    assert json.loads(render(verdict, "json"))["old"]["name"] == f"j{HOSTILE}"
    assert f"u{HOSTILE}" in set(_strings(json.loads(render(verdict, "sarif"))))


def test_junit_is_well_formed_and_names_its_cases_visibly(verdict):
    suite = ET.fromstring(render(verdict, "junit")).find("testsuite")
    names = {case.get("name") for case in suite.findall("testcase")}
    assert "s\\x1b]0;pwned\\x07\\x1b[31mred\\n::error file=x::pwned\\r[bold]x[/bold]\\x9b2J\\x7f\\u2028::warning::y" in names


def test_html_keeps_a_statements_lines_and_escapes_the_rest(verdict):
    page = render(verdict, "html")
    assert "INSERT INTO sink\n:\u200b:error file=x::pwned\nSELECT k" in page  # its own lines; no command
    assert "\\x1b]0;pwned\\x07" in page


# ------------------------------------------------- the reproduction, from the CLI


@pytest.fixture(scope="module")
def manifests(tmp_path_factory):
    base = tmp_path_factory.mktemp("hostile-reports")
    old, new = base / "old.json", base / "new.json"
    old.write_text(json.dumps(manifest(LONG, removed=True)), encoding="utf-8")
    new.write_text(json.dumps(manifest(INT, removed=False)), encoding="utf-8")
    return old, new


@pytest.mark.parametrize("fmt", ["text", "github"])
def test_the_check_prints_no_escape_sequence_and_no_command(manifests, fmt):
    run = run_cli("check", *manifests, "--format", fmt)
    assert run.code == 1, run.err
    assert "\x1b" not in run.out and "\x07" not in run.out and "\r" not in run.out
    assert_harmless(run.out, fmt)


def test_inspect_shows_a_savepoints_names_harmlessly():
    """``flink-compat inspect`` prints what a savepoint holds (uids, state names, values, errors)
    through rich: neither its markup nor a terminal's escapes may act on them."""
    import copy

    from flink_compat.savepoint.inspect import inspect_savepoint, render_inspect
    from tests.conftest import SAVEPOINT_FIXTURES

    data = copy.deepcopy(inspect_savepoint(str(SAVEPOINT_FIXTURES / "keyed-hashmap-canonical-inline-p1"), entries=2))
    hostile = "\x1b]0;pwned\x07[bold]x[/bold]\n::error file=x::pwned\r\x9b"
    for op in data["operators"]:
        op["uid"] = hostile
        op["errors"] = [hostile]
        for st in op["states"]:
            st["name"] = hostile
            st["samples_error"] = hostile
    for color in (False, True):
        text = render_inspect(data, color=color)
        without_own_escapes = re.sub(r"\x1b\[[0-9;]*m", "", text) if color else text
        assert not re.search("[\x00-\x08\x0b-\x1f\x7f-\x9f]", without_own_escapes), repr(text)
        assert not [line for line in text.splitlines() if line.strip().startswith("::")]
        assert "[bold]x[/bold]" in text  # shown as written, not taken for markup
