"""The checker's verdict on every SQL scenario equals what Flink 2.3 did with it.

Flink is the judge (``tests/fidelity/sql/outcomes/``, recorded by ``make fidelity-record`` from
plain Flink SQL scripts, see ``tests/fidelity/sql/README.md``). Each scenario is checked in the
modes a user runs the checker in:

* ``sql``: ``check v1.sql v2.sql`` (the scenarios planned from their scripts);
* ``plan``: ``check v1.plan.json v2.plan.json`` (the scenarios executed from compiled plans; the
  plans are the ones ``COMPILE PLAN`` wrote when Flink recorded the scenario,
  ``tests/fidelity/sql/plans/``);
* ``savepoint``: ``check <v1 savepoint> v2.sql --old-query v1.sql`` (or the plans, for a plan
  scenario): the savepoint holds the state, the query that took it says what the state means.

The scripts and plans name their input directory ``${input}``; the test gives them an empty
directory of its own (the checker may run the job to discover its state: Flink's file source
fails on a directory that does not exist).

Flink's outcome → the checker's verdict (as ``test_pyflink_verdicts.py``):

* restore failed ⇔ ``incompatible``, with an error finding on the operator Flink named;
* restored as is ⇔ ``compatible``; a state migrated ⇔ ``migration-required``;
* restored dropping state ⇔ ``state-loss``: naming each operator Flink dropped
  (allowNonRestoredState), or, where Flink restored the state and v2 never read it (v2 printed
  what it prints with no state: dedup first → last), with an error on the operator that holds it;
* restored, state misread (``restored-state-misread``: Flink took the old state and the restored
  v2 printed other results than v2 from scratch over the same input: SUM's accumulator read by
  MAX, swapped aggregates, a key moved to a column of the same type, a changed window; or its
  changelog retracts rows the sink never received: a Top-N's raised limit) ⇔ ``state-loss``
  (Flink restores and the state is silently wrong), with an error finding on an operator that
  holds keyed state (the aggregate, join, window, dedup or Top-N whose state means something
  else to v2).

A savepoint checked without its query gets SQL_STATE_MEANING_UNCHECKED instead (tested below).
"""

from __future__ import annotations

import json
import os
import shutil
from functools import lru_cache
from pathlib import Path

import pytest

import flink_compat.graph
from flink_compat.compat.check import check
from flink_compat.compat.findings import Level
from flink_compat.compat.policy import Policy

from . import bridge_runs
from ._support import CONFUSION, checker_class, operators_named_by, operators_of_finding

HERE = Path(__file__).resolve().parent
SQL = HERE / "sql"
OUTCOMES = SQL / "outcomes"
SAVEPOINTS = SQL / "savepoints"
PLANS = SQL / "plans"
#: The loads' bridge runs (planning and discovery on Flink), recorded by what decides them
#: (bridge_runs.py): Flink plans and runs a side again only when its script or plan, Flink, the
#: bridge or the JVM changed; the checker reads and judges every recording each time.
BRIDGE_RUNS = SQL / "bridge-runs"
#: How the scripts and plans name the directory their file sources read.
INPUT_PLACEHOLDER = "${input}"


def sql_loader_available() -> bool:
    """``graph.loader.load`` takes a ``.sql`` script (checked on the graph package's own files: an
    editable install may resolve the module from another checkout)."""
    return (Path(flink_compat.graph.__file__).parent / "sql.py").is_file()


#: The checker-vs-Flink tests also need a JDK (``java`` marker: the checker plans the SQL with Flink).
needs_sql_loader = pytest.mark.skipif(
    not sql_loader_available(),
    reason="graph.loader.load(<script>.sql | <plan>.json) needs the SQL loader (helper sqlload, issue 15)",
)

#: Flink's outcome → the checker's answer (the terms of test_verdicts.py's confusion table).
EXPECTED = {
    "failed": "incompatible",
    "restored-with-migration": "migration-required",
    "restored-as-is": "compatible",
    "restored-state-dropped": "state-dropped",
    "restored-state-misread": "state-dropped",
}


def scenario_names() -> list[str]:
    return sorted(p.stem for p in OUTCOMES.glob("*.json"))


@lru_cache(maxsize=None)
def outcome(name: str) -> dict:
    return json.loads((OUTCOMES / f"{name}.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def scenario(name: str) -> dict:
    return json.loads((SQL / name / "scenario.json").read_text(encoding="utf-8"))


def is_plan(name: str) -> bool:
    return scenario(name).get("mode") == "plan"


def modes_of(name: str) -> tuple[str, ...]:
    return ("plan", "savepoint") if is_plan(name) else ("sql", "savepoint")


def side_file(name: str, side: str) -> Path:
    """The file a user hands the checker for a side: the compiled plan (plan scenarios) or the script."""
    if is_plan(name):
        return PLANS / name / f"{side}.plan.json"
    return SQL / (scenario(name).get("sql_from") or name) / f"{side}.sql"


@pytest.fixture(scope="session")
def sql_loader(tmp_path_factory):
    """``get(name, side)``: the graph of a scenario side (``v1``/``v2``: its script or plan, the
    input directory filled in) or, ``savepoint``, of its v1 savepoint; each loaded once."""
    from flink_compat.graph import sql as sql_module
    from flink_compat.graph.loader import load

    if not (shutil.which("java") and shutil.which("javac")):
        (pytest.fail if os.environ.get("CI") else pytest.skip)("needs a JDK 17 (java, javac)")
    input_dir = tmp_path_factory.mktemp("input")
    for table in ("events", "users"):
        (input_dir / table).mkdir()
    files = tmp_path_factory.mktemp("sides")
    loaded = {}
    recorder = bridge_runs.ProgramRecorder(sql_module.run_bridge_program, BRIDGE_RUNS, {
        "@@INPUT@@": input_dir, "@@SIDES@@": files, "@@CHECKOUT@@": HERE.parents[1]})
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("FLINK_COMPAT_CACHE", str(tmp_path_factory.mktemp("flink-compat-cache")))
        mp.setattr(sql_module, "run_bridge_program", recorder)

        def get(name: str, side: str):
            if (name, side) not in loaded:
                if side == "savepoint":
                    loaded[name, side] = load(str(SAVEPOINTS / name / "v1"))
                else:
                    src = side_file(name, side)
                    dst = files / name / src.name
                    dst.parent.mkdir(exist_ok=True)
                    dst.write_text(src.read_text(encoding="utf-8").replace(INPUT_PLACEHOLDER, str(input_dir)),
                                   encoding="utf-8")
                    with recorder.loading():
                        loaded[name, side] = load(str(dst), timeout=300)
            return loaded[name, side]

        yield get
    # Every side of every scenario loaded: the recordings none used are stale.
    if {key for key in loaded if key[1] != "savepoint"} >= {(n, s) for n in scenario_names() for s in ("v1", "v2")}:
        recorder.prune()
    print(f"\nSQL loads: {recorder.ran} on Flink (recorded in {BRIDGE_RUNS.relative_to(HERE.parents[1])}/: "
          f"commit them), {recorder.replayed} from recordings")


def _cases():
    for name in scenario_names():
        for mode in modes_of(name):
            reason = (scenario(name).get("known_disagreement") or {}).get(mode)
            # strict: a checker that learns to see it turns this into a failure to update
            marks = [pytest.mark.xfail(strict=True, reason=f"known disagreement: {reason}")] if reason else []
            yield pytest.param(mode, name, id=f"{mode}:{name}", marks=marks)


def state_ignored(name: str) -> bool:
    """Flink restored every state and v2 never read it (it printed what it prints with no state)."""
    o = outcome(name)
    return o["flink_verdict"] == "restored-state-dropped" and not o["dropped_operators"]


def keyed_operators(name: str) -> set[str]:
    """The v1 operators with keyed state (aggregates, joins, windows, dedup, Top-N: not the source)."""
    return {op["operator_id"] for op in outcome(name)["v1_savepoint"] if op["key_serializer"]}


def verdict_of(sql_loader, mode: str, name: str):
    o = outcome(name)
    policy = Policy(allow_non_restored_state=o["v2"]["allow_non_restored_state"])
    if mode == "savepoint":
        old, old_query = sql_loader(name, "savepoint"), sql_loader(name, "v1")
    else:
        old, old_query = sql_loader(name, "v1"), None
    return check(old, sql_loader(name, "v2"), policy, old_query=old_query), policy


@pytest.mark.parametrize("mode,name", list(_cases()))
@pytest.mark.java
@needs_sql_loader
def test_verdict_matches_flink(sql_loader, mode, name):
    o = outcome(name)
    verdict, policy = verdict_of(sql_loader, mode, name)
    flink = o["flink_verdict"]
    expected, checker = EXPECTED[flink], checker_class(verdict, policy)
    CONFUSION.add(f"sql-{mode}", name, expected, checker)
    findings = [f"{f.rule} {f.operator}/{f.state}: {f.message}" for f in verdict.findings if f.level is not Level.INFO]
    assert checker == expected, (
        f"Flink: {flink}" + (f" ({o['failure']['root_exception_message']})" if o["failure"] else "")
        + f"; checker: {verdict.verdict}\n  " + "\n  ".join(findings)
    )
    errors = [f for f in verdict.findings if not f.ignored and f.level is Level.ERROR]
    if flink == "failed":
        for named in operators_named_by(o["failure"]):
            assert any(operators_of_finding(verdict, f) & named for f in errors), (
                f"Flink named operator(s) {sorted(named)}; the checker's errors are about "
                f"{[(f.rule, sorted(operators_of_finding(verdict, f))) for f in errors]}"
            )
    if flink == "restored-state-dropped":
        dropped = {d["operator_id"] for d in o["dropped_operators"]}
        for op in dropped:
            assert any(op in operators_of_finding(verdict, f) for f in errors), f"no error names {op}: {findings}"
        assert {f.operator_id for f in errors if f.rule == "STATEFUL_OPERATOR_REMOVED"} <= dropped
    if flink == "restored-state-misread" or state_ignored(name):
        # the state-semantics finding: on the operator whose state v2 reads as something else (or,
        # restored and never read, e.g. dedup first -> last, ignores)
        keyed = keyed_operators(name)
        assert any(operators_of_finding(verdict, f) & keyed for f in errors), (
            f"no error on a stateful SQL operator {sorted(keyed)}; the checker: {findings}\n"
            f"Flink restored and v2 printed other rows than from scratch: {o['sql']['comparison']['differences']}"
        )


#: Flink's per-state compatibility (restored scenarios) → the checker's state status, as in
#: test_verdicts.py.
STATUS = {
    "COMPATIBLE_AS_IS": {"compatible-as-is"},
    "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER": {"compatible-reconfigured", "compatible-as-is"},
    "COMPATIBLE_AFTER_MIGRATION": {"migration-required"},
}
COMPATIBILITY_ORDER = ["COMPATIBLE_AS_IS", "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER", "COMPATIBLE_AFTER_MIGRATION"]


def _restored_as_flink_reads_them():
    """Restored scenarios whose results were right: there Flink's serializer verdict per state is
    the whole story (a misread state is Flink's COMPATIBLE_AS_IS and the checker's error; so is a
    state v2 ignores, e.g. dedup first → last: Flink carries the old dedup's states over as they
    are, never registered, and the checker calls them not declared by v2)."""
    for case in _cases():
        name = case.values[1]
        o = outcome(name)
        if o["outcome"] == "RESTORED" and o["flink_verdict"] != "restored-state-misread" and not state_ignored(name):
            yield case


@pytest.mark.parametrize("mode,name", list(_restored_as_flink_reads_them()))
@pytest.mark.java
@needs_sql_loader
def test_state_status_matches_flink(sql_loader, mode, name):
    """Per restored state: what Flink's StateSerializerProvider decided equals the checker's state
    status (RowData serializers, TTL, timers, the source's split state)."""
    o = outcome(name)
    verdict, _ = verdict_of(sql_loader, mode, name)
    reports = {(op.id, s.name): s for op in verdict.operators for s in op.states}
    new_ids = {op["operator_id"] for op in o["v2_operators"]}
    for s in o["states"]:
        flink = STATUS[max(s["compatibility"].values(), key=COMPATIBILITY_ORDER.index)]
        candidates = [k for k in reports if k[1] == s["state"] and (k[0] == s["operator_id"] or k[0] in new_ids)]
        assert candidates, f"the checker reports no state {s['state']} of {s['uid'] or s['operator_id']}"
        statuses = {reports[k].status for k in candidates}
        assert statuses & flink, f"{s['uid']}/{s['state']}: Flink {s['compatibility']} ({flink}), checker {statuses}"


def test_every_scenario_recorded():
    """Every scenario has Flink's outcome, its v1 savepoint and, executed from plans, the plans
    COMPILE PLAN wrote; each outcome's verdict is one this test maps (no JVM needed)."""
    names = sorted(p.name for p in SQL.iterdir() if (p / "scenario.json").is_file())
    assert names == scenario_names(), "scenarios and outcomes differ: make fidelity-record FIDELITY_ONLY=..."
    for name in names:
        assert (SAVEPOINTS / name / "v1" / "_metadata").is_file(), name
        assert outcome(name)["flink_verdict"] in EXPECTED, name
        assert outcome(name)["sql"]["mode"] == scenario(name).get("mode", "sql"), name
        for side in ("v1", "v2"):
            assert side_file(name, side).is_file(), f"{name}: no {side_file(name, side)}"


@pytest.mark.java
@needs_sql_loader
def test_a_savepoint_without_its_query_says_its_meaning_is_unchecked(sql_loader):
    """SUM → MAX: the savepoint alone has an INT accumulator either way. Without the query that
    took it the checker cannot tell, and says so (a warning naming the aggregate)."""
    verdict = check(sql_loader("agg-sum-to-max", "savepoint"), sql_loader("agg-sum-to-max", "v2"), Policy())
    unchecked = [f for f in verdict.findings if f.rule == "SQL_STATE_MEANING_UNCHECKED"]
    assert len(unchecked) == 1 and unchecked[0].level is Level.WARNING
    assert "GroupAggregate" in unchecked[0].message and "--old-query" in unchecked[0].message
    assert not [f for f in verdict.findings if f.rule == "SQL_STATE_MEANING_CHANGED"]


@pytest.mark.java
@needs_sql_loader
def test_an_old_query_that_did_not_take_the_savepoint_is_refused(sql_loader):
    """The join scenario's query plans none of the aggregate's operators: lending its meaning to
    the aggregate's savepoint would judge the wrong query."""
    from flink_compat.graph.errors import LoadError

    with pytest.raises(LoadError, match="plans no operator .* not the query that took the savepoint"):
        check(sql_loader("agg-sum-to-max", "savepoint"), sql_loader("agg-sum-to-max", "v2"), Policy(),
              old_query=sql_loader("join-key-moved", "v1"))
    with pytest.raises(LoadError, match="the old side is not a savepoint"):
        check(sql_loader("agg-sum-to-max", "v1"), sql_loader("agg-sum-to-max", "v2"), Policy(),
              old_query=sql_loader("agg-sum-to-max", "v1"))
