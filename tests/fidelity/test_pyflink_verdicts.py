"""The checker's verdict on every PyFlink scenario equals what PyFlink 2.3 did with it.

Flink is the judge (``tests/fidelity/pyflink/outcomes/``, recorded by ``make fidelity-record``
from real PyFlink programs, see ``tests/fidelity/pyflink/README.md``). Each scenario is checked
twice, as ``test_verdicts.py`` checks the Java ones: the v2 program against the v1 savepoint, and
against the v1 program. The programs are loaded by the checker's own loader
(``graph.loader.load("…/job.py")``: PyFlink builds the graph, the Python state is discovered).

Flink's outcome → the checker's verdict:

* restore failed ⇔ ``incompatible``, with an error finding on the operator Flink named;
* restored as is ⇔ ``compatible``; a state migrated ⇔ ``migration-required``;
* restored dropping state (allowNonRestoredState) ⇔ ``state-loss``, with an error naming each
  dropped operator (``STATEFUL_OPERATOR_REMOVED``, or ``UID_CHANGED`` when the new job has a
  look-alike under another uid) and ``STATEFUL_OPERATOR_REMOVED`` for no other;
* Python's own failure: Flink keeps Python state as bytes and restores them as is whatever the
  Python type, so a Python type change restores, and then v2's Python code fails at its first read
  (``restored-state-unreadable`` ⇔ ``incompatible``, ``PYTHON_STATE_TYPE_CHANGED``) or reads
  other values than v1 wrote without an error (``restored-state-misread`` ⇔ ``state-loss``,
  ``PYTHON_STATE_TYPE_MISREAD``, as in the Java and SQL suites: Flink restored, and the state is
  silently wrong); the finding is on the state (``python-state-<name>``) of the operator that
  holds it, and that state's row is ``misread``;
* a state PyFlink names anew each time it opens (``KeyedStream.reduce``: ``_reduce_state`` + a
  random UUID; v2 reads nothing where v1 wrote, ``restored-state-misread``) ⇔ ``state-loss``, with
  ``STATE_NAME_CHANGES_EACH_OPEN`` on the old state (its name differs in every run, Flink's and the
  checker's loads alike: compared by its prefix);
* a window changed under its uid (the output oracle, as the Java suite's: the restored v2 printed
  other windows than v2 restored from its own savepoint; ``restored-state-lost`` when exactly
  what v2 prints with no state) ⇔ ``state-loss``, with ``WINDOW_CHANGED`` on the window operator;
* restored and misread for another reason (``key_by`` moved to another field of the same type:
  every record reads another key's state) ⇔ ``state-loss``, with an error on the operator
  (``KEY_SELECTOR_CHANGED``).

With the savepoint as the old side a Python type change is in no snapshot (the bytes' serializer
is ``byte[]``): the checker must find it in the savepoint's bytes, decoded with the new program's
coder. Where the bytes decode as the new type without error, only the values tell: ints read as
floats are integers' bit patterns (``value-int-to-float``). A scenario the checker cannot see
declares a ``known_disagreement`` for its mode in its ``scenario.json``, a strict xfail (counted in
the confusion table) that turns into a failure to update when the checker learns to see it.
"""

from __future__ import annotations

import concurrent.futures
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
from ._support import CONFUSION, checker_class, operators_of_finding

pytestmark = [
    pytest.mark.java,
    pytest.mark.skipif(
        # the graph package's own file: an editable install may resolve the module elsewhere
        not (Path(flink_compat.graph.__file__).parent / "pyflink.py").is_file(),
        reason="graph.loader.load(<program>.py) needs the PyFlink program loader (graph/pyflink.py, branch pyflink)",
    ),
]

HERE = Path(__file__).resolve().parent
PYFLINK = HERE / "pyflink"
OUTCOMES = PYFLINK / "outcomes"
SAVEPOINTS = PYFLINK / "savepoints"
#: The programs' discovery runs on Flink, recorded by what decides them (bridge_runs.py): Flink
#: runs a program again only when its files, PyFlink, the bridge or the JVM changed; the checker
#: reads and judges every recording each time (the Python functions' states it opens each time).
BRIDGE_RUNS = PYFLINK / "bridge-runs"
MODES = ("savepoint", "program")
#: The verdicts of a Python state Flink restored and the new Python code could not use (or, by
#: the output oracle of a ``check_output`` scenario, did not use as v2 uses its own).
PYTHON_VERDICTS = ("restored-state-unreadable", "restored-state-misread", "restored-state-lost")
#: Flink's outcome → the checker's answer (the terms of test_verdicts.py's confusion table).
EXPECTED = {
    "failed": "incompatible",
    "restored-with-migration": "migration-required",
    "restored-as-is": "compatible",
    "restored-state-dropped": "state-dropped",
    "restored-state-unreadable": "incompatible",
    "restored-state-misread": "state-dropped",
    "restored-state-lost": "state-dropped",
}
#: The rule that names the Python state v2 could not use, by what PyFlink did with it; a misread
#: of every state of a keyed operator (a moved key) is named by KEY_SELECTOR_CHANGED instead, and
#: a window's contents v2 fired otherwise than from its own state, or never, by WINDOW_CHANGED,
#: and restored timers firing a function that no longer sets them by TIMERS_NO_LONGER_SET.
PYTHON_RULES = {"restored-state-unreadable": {"PYTHON_STATE_TYPE_CHANGED"},
                "restored-state-misread": {"PYTHON_STATE_TYPE_MISREAD", "KEY_SELECTOR_CHANGED", "WINDOW_CHANGED",
                                           "STATE_NAME_CHANGES_EACH_OPEN", "TIMERS_NO_LONGER_SET"},
                "restored-state-lost": {"WINDOW_CHANGED"}}


def scenario_names() -> list[str]:
    return sorted(p.stem for p in OUTCOMES.glob("*.json"))


@lru_cache(maxsize=None)
def outcome(name: str) -> dict:
    return json.loads((OUTCOMES / f"{name}.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def scenario(name: str) -> dict:
    return json.loads((PYFLINK / name / "scenario.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="session")
def pyflink_loader(request, tmp_path_factory):
    """``get(name, side)``: the graph of a scenario's program (``side`` v1/v2) or, ``savepoint``,
    of its v1 savepoint, each loaded once per session with a cache of its own. Every load the
    session's tests of this module ask for is started at once, two at a time in the order the
    tests run (a program's load is a PyFlink run of its own, about 11 s of mostly one core)."""
    from flink_compat.graph import pyflink as pyflink_module
    from flink_compat.graph.loader import load

    from .run import PYFLINK_PYTHON  # the interpreter the outcomes were recorded with (make pyflink)

    missing = [what for what, ok in (("a JDK 17 (java, javac)", shutil.which("java") and shutil.which("javac")),
                                     (f"PyFlink 2.3 ({PYFLINK_PYTHON}: make pyflink)", PYFLINK_PYTHON.exists()))
               if not ok]
    if missing:
        (pytest.fail if os.environ.get("CI") else pytest.skip)("needs " + " and ".join(missing))

    # The programs' one argument: the directory their file source watches. The graph does not
    # depend on it, but the checker runs the program to discover its state, and Flink's file
    # source fails the job on a directory that does not exist: an empty one, as before the
    # first file arrives.
    input_dir = tmp_path_factory.mktemp("input")
    args = ("--input", str(input_dir))
    loaded = {}
    recorder = bridge_runs.PyFlinkRecorder(pyflink_module.run_discovery, BRIDGE_RUNS, {
        "@@INPUT@@": input_dir, "@@CHECKOUT@@": HERE.parents[1]})
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("FLINK_COMPAT_CACHE", str(tmp_path_factory.mktemp("flink-compat-cache")))
        mp.setenv("FLINK_COMPAT_PYFLINK_PYTHON", str(PYFLINK_PYTHON))
        mp.setattr(pyflink_module, "run_discovery", recorder)

        def one(name: str, side: str):
            if side == "savepoint":
                return load(str(SAVEPOINTS / name / "v1"))
            with recorder.loading():
                return load(str(PYFLINK / name / side / "job.py"), args=args, timeout=300)

        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            for key in _loads_asked_for(request.session.items):
                loaded[key] = pool.submit(one, *key)

            def get(name: str, side: str):
                if (name, side) not in loaded:
                    loaded[name, side] = pool.submit(one, name, side)
                return loaded[name, side].result()

            yield get
            for future in loaded.values():
                future.cancel()
    # Every program of every scenario loaded: the recordings none used are stale.
    if set(loaded) >= {(n, s) for n in scenario_names() for s in ("v1", "v2")}:
        recorder.prune()
    print(f"\nPyFlink loads: {recorder.ran} on Flink (recorded in {BRIDGE_RUNS.relative_to(HERE.parents[1])}/: "
          f"commit them), {recorder.replayed} from recordings")


def _loads_asked_for(items) -> list[tuple[str, str]]:
    """(scenario, side) of every load this module's collected tests make, in their order."""
    out: dict = {}
    for item in items:
        params = getattr(getattr(item, "callspec", None), "params", {})
        if Path(item.path).resolve() != Path(__file__).resolve() or "mode" not in params:
            continue
        mode, name = params["mode"], params["name"]
        for side in ("savepoint" if mode == "savepoint" else "v1", "v2"):
            out.setdefault((name, side), None)
    return list(out)


def _cases():
    for mode in MODES:
        for name in scenario_names():
            reason = (scenario(name).get("known_disagreement") or {}).get(mode)
            # strict: a checker that learns to see it turns this into a failure to update
            marks = [pytest.mark.xfail(strict=True, reason=f"known disagreement: {reason}")] if reason else []
            yield pytest.param(mode, name, id=f"{mode}:{name}", marks=marks)


#: PyFlink's KeyedStream.reduce names its state this and a random UUID, anew each time it opens:
#: every run of a program, Flink's and the checker's loads, gives it another name.
REDUCE_STATE = "python-state-_reduce_state"


def _flink_name(state):
    """A state name as the scenario's v1 savepoint has it (a reduce's random name as the prefix)."""
    return REDUCE_STATE if state and state.startswith(REDUCE_STATE) else state


def flink_named_operators(name: str) -> list[set[str]]:
    failure = outcome(name)["failure"] or {}
    return [{i} for i in failure.get("named_operator_ids", [])]


def python_states(name: str) -> set[tuple[str, str]]:
    """(operator ID, Java state name) of every Python state the v1 savepoint holds."""
    return {(op["operator_id"], _flink_name(st["name"])) for op in outcome(name)["v1_savepoint"]
            for st in op["states"] if st["name"].startswith("python-state-")}


@pytest.mark.parametrize("mode,name", list(_cases()))
def test_verdict_matches_pyflink(pyflink_loader, mode, name):
    o = outcome(name)
    policy = Policy(allow_non_restored_state=o["v2"]["allow_non_restored_state"])
    old = pyflink_loader(name, "savepoint" if mode == "savepoint" else "v1")
    verdict = check(old, pyflink_loader(name, "v2"), policy)
    flink = o["flink_verdict"]
    expected, checker = EXPECTED[flink], checker_class(verdict, policy)
    CONFUSION.add(f"pyflink-{mode}", name, expected, checker)
    findings = [f"{f.rule} {f.operator}/{f.state}: {f.message}" for f in verdict.findings if f.level is not Level.INFO]
    assert checker == expected, (
        f"Flink: {flink}" + (f" ({o['failure']['root_exception_message']})" if o["failure"] else "")
        + f"; checker: {verdict.verdict}\n  " + "\n  ".join(findings)
    )
    errors = [f for f in verdict.findings if not f.ignored and f.level is Level.ERROR]
    if flink == "failed":
        for named in flink_named_operators(name):
            assert any(operators_of_finding(verdict, f) & named for f in errors), (
                f"Flink named operator(s) {sorted(named)}; the checker's errors are about "
                f"{[(f.rule, sorted(operators_of_finding(verdict, f))) for f in errors]}"
            )
    if flink == "restored-state-dropped":
        # each operator whose state Flink dropped is named by an error (STATEFUL_OPERATOR_REMOVED,
        # or UID_CHANGED on its look-alike with a new uid), and no other is called removed
        dropped = {d["operator_id"] for d in o["dropped_operators"]}
        for op in dropped:
            assert any(op in operators_of_finding(verdict, f) for f in errors), f"no error names {op}: {findings}"
        assert {f.operator_id for f in errors if f.rule == "STATEFUL_OPERATOR_REMOVED"} <= dropped
    if flink in PYTHON_VERDICTS:
        # the finding names the Python state whose type changed, on the operator that holds it,
        # or is an error about that whole operator (a moved key: every state of it is misread)
        states = python_states(name)
        holders = {op for op, _ in states}
        hits = [f for f in verdict.findings if not f.ignored and f.level is not Level.INFO
                and any((op, _flink_name(f.state)) in states or (f.state is None and f.level is Level.ERROR and op in holders)
                        for op in operators_of_finding(verdict, f))]
        assert hits, f"no finding on the Python state(s) {sorted(states)}; the checker: {findings}"
        assert PYTHON_RULES[flink] & {f.rule for f in hits}, f"one of {PYTHON_RULES[flink]} expected: {findings}"


#: Flink's per-state compatibility (restored scenarios) → the checker's state status, as in
#: test_verdicts.py.
STATUS = {
    "COMPATIBLE_AS_IS": {"compatible-as-is"},
    "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER": {"compatible-reconfigured", "compatible-as-is"},
    "COMPATIBLE_AFTER_MIGRATION": {"migration-required"},
}
COMPATIBILITY_ORDER = ["COMPATIBLE_AS_IS", "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER", "COMPATIBLE_AFTER_MIGRATION"]


def _restored():
    for case in _cases():
        if outcome(case.values[1])["outcome"] == "RESTORED":
            yield case


def flink_state_status(name: str, state: dict) -> set[str]:
    """The checker statuses that agree with what Flink did with one restored state: its
    serializer compatibility, except for a Python state v2 misread (the JVM restored its bytes
    as is; the program read other values from them): ``misread``."""
    misread = {f"python-state-{m['state']}" for m in outcome(name)["python"]["misread"]}
    if state["state"] in misread:
        return {"misread"}
    status = STATUS[max(state["compatibility"].values(), key=COMPATIBILITY_ORDER.index)]
    if outcome(name)["flink_verdict"] in ("restored-state-misread", "restored-state-lost"):
        # as in test_verdicts.py: Flink's serializers say as is, and v2 reads the operator's
        # state as something else (a moved key: every state of the keyed operator, its timers
        # too, is read under another key; a changed window): the checker's row may say so
        status = status | {"misread"}
    return status


@pytest.mark.parametrize("mode,name", list(_restored()))
def test_state_status_matches_pyflink(pyflink_loader, mode, name):
    """Per restored state: what Flink's StateSerializerProvider decided equals the checker's state
    status (a Python type change is ``byte[]`` to ``byte[]``, as is, to the JVM: a state the
    program then misread is ``incompatible``; the programs print each state under its name)."""
    o = outcome(name)
    old = pyflink_loader(name, "savepoint" if mode == "savepoint" else "v1")
    verdict = check(old, pyflink_loader(name, "v2"), Policy(allow_non_restored_state=o["v2"]["allow_non_restored_state"]))
    reports = {(op.id, s.name): s for op in verdict.operators for s in op.states}
    new_ids = {op["operator_id"] for op in o["v2_operators"]}
    declared = {(op.id, s.name) for op in pyflink_loader(name, "v2").operators for s in op.states
                if not s.name_changes_each_open}
    for s in o["states"]:
        flink = flink_state_status(name, s)
        if (s["operator_id"], s["state"]) not in declared:
            # as in test_verdicts.py: v2 never registers it (a merging window's set under a window
            # that no longer merges), Flink carries the old snapshot into v2's savepoint unused
            flink = {"not-declared", "lost"}
        candidates = [k for k in reports if _flink_name(k[1]) == _flink_name(s["state"])
                      and (k[0] == s["operator_id"] or k[0] in new_ids)]
        assert candidates, f"the checker reports no state {s['state']} of {s['uid'] or s['operator_id']}"
        statuses = {reports[k].status for k in candidates}
        assert statuses & flink, f"{s['uid']}/{s['state']}: Flink {s['compatibility']} ({flink}), checker {statuses}"
