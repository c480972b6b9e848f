"""Values only the job's code can read, read by Flink's serializers in the sandboxed JVM.

The fixture (tests/fixtures/custom-serializers, written by real Flink 2.3 with its generate.py):
a job JAR whose states use a hand-written ``TypeSerializer`` with its own snapshot class (as a
value, a list element, a map value and a key) and a class Kryo writes with the job's own Kryo
serializer. Python frames these entries but cannot read them; ``inspect --job job.jar --entries N``
reads them with Flink's serializers restored from the savepoint's snapshots and the JAR's classes
(graph/flink_values.py, bridge/Values.java). What each state holds is what the job wrote
(``job/customser/Pipeline.java``)."""

from __future__ import annotations

import json

import pytest

from flink_compat import savepoint
from flink_compat.cli import main as cli
from flink_compat.graph.flink_values import LIST, WHOLE, Group, decode_with_flink
from tests.conftest import FIXTURES

pytestmark = pytest.mark.java

HERE = FIXTURES / "custom-serializers"
SAVEPOINT = HERE / "savepoint"
JAR = HERE / "job.jar"


def _money(cents, currency="EUR"):
    return {"@class": "customser.Money", "cents": cents, "currency": currency}


#: (operator, state) → {key: value} for the keys 0..3 of "balances" and the buckets of "by-money".
EXPECTED = {
    ("balances", "balance"): {k: _money((3 * k + 12) * 100) for k in range(4)},
    ("balances", "history"): {k: [_money(k * 100), _money((k + 4) * 100), _money((k + 8) * 100)] for k in range(4)},
    ("balances", "by-parity"): {k: ("odd" if k % 2 else "even", _money(k + 8, "USD")) for k in range(4)},
    ("balances", "position"): {k: {"@class": "customser.Point", "x": k + 8, "y": -(k + 8)} for k in range(4)},
    ("by-money", "count"): {json.dumps(_money(c)): 4 for c in (0, 100, 200)},
    ("by-money", "seen"): {json.dumps(_money(c)): ("last", 900 + c // 100 * 100) for c in (0, 100, 200)},
}


def _inspect(capsys, *args) -> tuple[int, dict]:
    code = cli(["inspect", str(SAVEPOINT), "--format", "json", "--no-progress", *args])
    return code, json.loads(capsys.readouterr().out)


def _states(data: dict) -> dict:
    return {(op["uid"], st["name"]): st for op in data["operators"] for st in op["states"]}


@pytest.mark.parametrize("layout", ["savepoint", "savepoint-heap"])
def test_the_jobs_classes_read_every_value_as_the_job_wrote_it(flink_home, capsys, layout):
    """Canonical: Python frames the entries, Flink reads what Python cannot. Heap layout (a native
    savepoint of the hashmap backend): its entries have no lengths, so Flink's serializers frame
    them too (one JVM for the handle) and inspect counts them; a map state's value is its map."""
    code = cli(["inspect", str(HERE / layout), "--format", "json", "--no-progress", "--job", str(JAR),
                "--flink", flink_home, "--entries", "10"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    states = _states(data)
    for (uid, name), expected in EXPECTED.items():
        st = states[uid, name]
        assert st["samples_by"] == "flink" and st["samples_error"] is None, st
        assert st["entries"] == len(expected)
        got = {}
        for s in st["samples"]:
            assert s["namespace"] == "VOID_NAMESPACE"
            key = s["key"] if isinstance(s["key"], int) else json.dumps(s["key"])
            if "user_key" in s:
                got[key] = (s["user_key"], s["value"])
            elif name in ("by-parity", "seen"):  # the heap layout: the whole map
                [got[key]] = s["value"].items()
            else:
                got[key] = s["value"]
        assert got == expected, (uid, name)
    assert all(not op.get("not_counted") and not op["errors"] for op in data["operators"])


def test_without_the_jar_those_values_are_named_not_failed(capsys):
    """Python alone: exit 0, each state says it needs the job's code (a key of a custom
    serializer in a map state too: its entries cannot be split, which is no corruption)."""
    code, data = _inspect(capsys, "--entries", "2")
    assert code == 0
    states = _states(data)
    for uid, name in EXPECTED:
        if name == "position":  # Kryo: its bytes shown as they are
            assert states[uid, name]["samples"][0]["value"]["data"]["bytes_hex"]
            continue
        assert "MoneySerializer$Snapshot" in states[uid, name]["samples_error"], (uid, name)
    assert all(not op["errors"] for op in data["operators"])


def test_heap_layout_entries_only_the_job_can_frame_are_not_counted_and_not_an_error(capsys):
    """A native savepoint of the hashmap backend: entries follow each other unframed, so a custom
    serializer stops the reading of its key group; that is named, and inspect exits 0."""
    code = cli(["inspect", str(HERE / "savepoint-heap"), "--format", "json", "--no-progress", "--entries", "1"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    ops = {op["uid"]: op for op in data["operators"]}
    for uid in ("balances", "by-money"):
        assert ops[uid]["keyed"]["layouts"] == ["heap"] and not ops[uid]["errors"]
        assert "MoneySerializer$Snapshot" in ops[uid]["not_counted"]


def test_a_value_flink_cannot_read_is_an_error_of_that_value_only(flink_home, monkeypatch):
    """Bad bytes fail the value, not the run; a serializer whose class is not on the class path
    (no job JAR) fails its group with Flink's reason. The JVM, which runs the job's serializers,
    is started by the sandbox's launcher, as every child that runs job code."""
    from flink_compat.graph import sandbox

    started = []
    launch = sandbox.run
    monkeypatch.setattr(sandbox, "run", lambda args, **kw: started.append(args) or launch(args, **kw))
    with savepoint.open(str(SAVEPOINT)) as sp:
        meta = sp.operator("balances").keyed_meta
        money = next(s for s in meta.states if s.name == "balance").value_serializer
        history = next(s for s in meta.states if s.name == "history").value_serializer
        entries = {e.state: e for e in sp.operator("balances").iter_keyed_entries(states=["balance", "history"])}
    good = entries["balance"].value
    element = dict(history.children())["element"]
    groups = [Group(WHOLE, (money,), [good, good[:3], good + b"\x00"]), Group(LIST, (element,), [entries["history"].value])]
    with_jar = decode_with_flink(groups, jar=JAR, flink=flink_home)
    assert with_jar[0].error is None and with_jar[0].serializers == ("customser.MoneySerializer",)
    ok, truncated, longer = with_jar[0].values
    assert ok["@class"] == "customser.Money"
    assert truncated["@error"].startswith("java.io.EOFException")
    assert longer == {"@error": "java.io.IOException: 1 bytes left after the value"}
    assert len(with_jar[1].values[0]) == 3
    assert [a[a.index("flinkcompat.bridge.Values") + 2] for a in started] == [str(JAR.resolve())]
    without = decode_with_flink(groups[:1], jar=None, flink=flink_home)
    assert without[0].error == ("cannot restore the serializer of snapshot 0: java.io.IOException: "
                                "Could not find class 'customser.MoneySerializer$Snapshot' in classpath.")
    assert without[0].values == ()


FLINK = json.loads((HERE / "flink.json").read_text())


def _check(capsys, new, flink_home) -> tuple[int, dict]:
    code = cli(["check", str(SAVEPOINT), str(new), "--flink-new", flink_home, "--format", "json"])
    return code, json.loads(capsys.readouterr().out)


def test_flink_resolves_the_custom_serializers_of_the_same_job_as_is(flink_home, capsys):
    """v1's savepoint in v1: Flink restored every state and key as is (flink.json); the checker,
    asking the serializers' own snapshot classes in Flink's JVM, says the same."""
    assert FLINK["v1"]["outcome"] == "RESTORED" and FLINK["v1"]["flink_verdict"] == "restored-as-is"
    code, report = _check(capsys, JAR, flink_home)
    assert code == 0 and report["verdict"] == "compatible"
    statuses = {(op["uid"], s["name"]): s["status"] for op in report["operators"] for s in op["states"]}
    flink = {(s["uid"], s["state"]) for s in FLINK["v1"]["states"]}
    assert set(statuses) == flink and set(statuses.values()) == {"compatible-as-is"}
    assert not {f["rule"] for f in report["findings"]} & {"STATE_SERIALIZER_UNKNOWN", "KEY_SERIALIZER_UNKNOWN"}


def test_a_custom_serializer_that_asks_for_migration_fails_as_a_key(flink_home, capsys):
    """v2's MoneySerializer snapshot asks to migrate v1's state: Flink refused the restore, as
    "by-money" is keyed by Money and keys are never migrated; the checker says it (its values
    elsewhere: migration)."""
    assert FLINK["v2"]["outcome"] == "FAILED"
    assert "new key serializer" in FLINK["v2"]["failure"]["root_exception_message"]
    code, report = _check(capsys, HERE / "job-v2.jar", flink_home)
    assert code == 1 and report["verdict"] == "incompatible"
    found = {(f["rule"], f.get("operator"), f.get("state")) for f in report["findings"]}
    assert ("KEY_TYPE_CHANGED", "by-money", None) in found
    assert {s for r, op, s in found if r == "STATE_MIGRATION_REQUIRED" and op == "balances"} == {
        "balance", "history", "by-parity"}
    key = next(f for f in report["findings"] if f["rule"] == "KEY_TYPE_CHANGED")
    assert "Flink resolved MoneySerializer$Snapshot" in " ".join(key["reasons"])


# -- the replay: every value read by Flink's serializers with the new job's JAR -------------------
def _replayed(location, job_code=None) -> dict:
    from flink_compat.compat.replay import replay_local
    from flink_compat.graph.loader import load

    report = replay_local(str(location), load(str(location)), job_code=job_code)
    return {(s.operator, s.state): s for s in report.states}


@pytest.mark.parametrize("layout", ["savepoint", "savepoint-heap"])
def test_the_replay_reads_every_value_with_the_jobs_jar(flink_home, layout):
    """With the JAR, the states Python cannot read are read whole by Flink's serializers restored
    from the savepoint's snapshots over the JAR's classes, as Flink's restore reads them: the
    canonical layout's keys of a custom serializer unsplit, the heap layout framed by them too.
    Without it they were counted only, and the keys of "by-money" and the heap layout stopped
    the replay with an internal error."""
    from flink_compat.compat.replay import JobCode

    states = _replayed(HERE / layout, JobCode(str(JAR), flink_home))
    for (uid, name), expected in EXPECTED.items():
        s = states[uid, name]
        assert (s.outcome, s.read_by_flink, s.entries, s.migrated, s.failed) == (
            "confirmed", True, len(expected), len(expected), 0), (uid, name, s)


def test_without_the_jar_the_replay_says_what_it_could_not_read():
    """No JAR: the canonical layout's values are counted, each state saying why it is not
    verified; the heap layout, which only the job's serializers frame, is unreadable, saying
    to give the JAR."""
    canonical = _replayed(SAVEPOINT)
    for key, expected in EXPECTED.items():
        s = canonical[key]
        assert (s.outcome, s.entries, s.read_by_flink) == ("not-verified", len(expected), False), (key, s)
    heap = _replayed(HERE / "savepoint-heap")
    for key in EXPECTED:
        assert heap[key].outcome == "unreadable" and "give the new job's JAR" in heap[key].note, heap[key]


def test_values_flinks_serializers_fail_on_fail_the_replay_as_they_fail_the_restore(jar_graph, scenario_jar, flink_home):
    """tests/fidelity's kryo-nested-class-field-added: v2's Detail gained a field, which Kryo's
    FieldSerializer reads from the old bytes; Flink failed the restore with an EOFException. The
    check, with the savepoint alone, cannot read the Kryo values and says unknown; the replay
    with v2's JAR reads them with Flink's own KryoSerializer and fails every entry, which the
    joined verdict makes incompatible, as Flink."""
    from flink_compat.compat.check import check
    from flink_compat.compat.replay import JobCode, join, replay_local
    from tests.fidelity._support import OUTCOMES, savepoint_dir
    from tests.fidelity._support import savepoint_graph as sp_graph

    name = "kryo-nested-class-field-added"
    outcome = json.loads((OUTCOMES / f"{name}.json").read_text())
    assert outcome["flink_verdict"] == "failed" and "EOFException" in json.dumps(outcome["failure"])
    new = jar_graph(name, "v2")
    verdict = check(sp_graph(name), new)
    [status] = [s.status for op in verdict.operators for s in op.states if s.name == "s"]
    assert status == "unknown"
    report = replay_local(str(savepoint_dir(name)), new, job_code=JobCode(str(scenario_jar(name, "v2")), flink_home))
    [s] = [r for r in report.states if r.state == "s"]
    assert (s.outcome, s.read_by_flink, s.entries, s.failed) == ("failed", True, 4, 4)
    assert all("java.io.EOFException" in x.error for x in s.samples)
    joined = join(verdict, report)
    assert joined.verdict == "incompatible" and "STATE_REPLAY_FAILED" in {f.rule for f in joined.findings}


def test_the_check_reads_kryo_values_python_cannot_with_flinks_serializer(jar_graph, scenario_jar, flink_home):
    """The same savepoint checked against v2's JAR with what the CLI gives ``check`` for a JAR as
    NEW (``flink_values``): the values Python cannot read with v2's layouts (a held class's) are
    read by Flink's own KryoSerializer over v2's classes, which fails them as Flink's restore
    does: incompatible. A Kryo state whose values it reads stays unknown (an enum's moved
    constant reads without an error: kryo-enum-field-constant-inserted, which Flink misreads)."""
    from pathlib import Path

    from flink_compat.compat.check import check
    from flink_compat.graph.flink_values import decode_with_flink
    from tests.fidelity._support import savepoint_graph as sp_graph

    def status(name):
        jar = Path(scenario_jar(name, "v2"))
        verdict = check(sp_graph(name), jar_graph(name, "v2"),
                        flink_values=lambda groups: decode_with_flink(groups, jar=jar, flink=flink_home))
        [(state, rules)] = [(s, {f.rule for f in verdict.findings if f.state == "s"})
                            for op in verdict.operators for s in op.states if s.name == "s"]
        return state.status, rules, " ".join(state.reasons)

    got, rules, reasons = status("kryo-nested-class-field-added")
    assert got == "incompatible" and "STATE_SERIALIZER_INCOMPATIBLE" in rules
    assert "4 of 4 values of state 's' read from the savepoint do not read with Flink's serializer" in reasons
    assert "java.io.EOFException" in reasons
    assert status("kryo-enum-field-constant-inserted")[0] == "unknown"


def test_the_export_writes_those_values_as_flink_reads_them(flink_home):
    """The rows ``--export`` writes (``replay._engine.export_rows``, which each Spark task runs):
    with the JAR, the values, and the keys of a custom serializer, are Flink's reading of them
    (as JSON text, as inspect shows them); without it their bytes."""
    import flink_compat.compat.replay as replay
    from flink_compat.compat.replay._engine import close_all, export_rows
    from flink_compat.graph.loader import load

    def rows(code):
        plan = replay._plan(str(SAVEPOINT), load(str(SAVEPOINT)), 4, None, code)
        try:
            return {(r[2], r[6]): (r[8], r[9]) for t in plan.tasks for r in export_rows(t, plan.states)}
        finally:
            close_all()

    read = rows(replay.JobCode(str(JAR), flink_home))
    for k, money in EXPECTED["balances", "balance"].items():
        assert json.loads(read["balance", str(k)][1]) == money
    for key, (user_key, value) in EXPECTED["by-money", "seen"].items():
        assert read["seen", json.dumps(json.loads(key), separators=(",", ":"))] == (json.dumps(user_key), str(value))
    unread = rows(None)
    assert all("bytes_hex" in value for (state, _k), (_u, value) in unread.items() if state == "balance")


# -- migrate: Flink's resolver plans the custom serializers, Flink's serializers prove them --------
def test_migrate_copies_what_flinks_resolver_reads_as_is_and_proves_it_with_flinks_serializers(
        flink_home, capsys, tmp_path):
    """With the same job as NEW, Flink resolves every custom serializer as is (flink.json's v1):
    the states are copied, and the proof reads their values with Flink's serializers over the
    JAR's classes. Without the JAR's resolver the planner refused them (exit 2): a custom
    serializer's compatibility is in its code."""
    out = tmp_path / "out"
    code = cli(["migrate", str(SAVEPOINT), str(JAR), "--flink-new", flink_home, "--out", str(out), "--no-progress"])
    printed = capsys.readouterr().out
    assert code == 0 and (out / "_metadata").is_file(), printed
    assert "22 of them, of 6 states whose values only the job's code reads, read by Flink's own serializers" in printed
    assert cli(["check", str(out), str(JAR), "--flink-new", flink_home, "--format", "json"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"] == "compatible"


def test_migrate_never_writes_values_flinks_serializers_fail_on(scenario_jar, flink_home, capsys, tmp_path):
    """tests/fidelity's custom-serializer-encoding-changed-silently: v2's serializer reads the
    old bytes otherwise while its snapshot says "as is", and Flink's restore fails reading them.
    Flink's resolver lets the state be copied; the proof reads the copy with Flink's own
    serializers, fails every value as Flink does, and nothing is written (exit 1)."""
    from tests.fidelity._support import savepoint_dir

    from .conftest import program_args

    name = "custom-serializer-encoding-changed-silently"
    out = tmp_path / "out"
    code = cli(["migrate", str(savepoint_dir(name)), str(scenario_jar(name, "v2")), "--args-new",
                " ".join(program_args(name, "v2")), "--flink-new", flink_home, "--out", str(out), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 1 and not out.exists()
    assert "4 of 4 entries do not read with Flink's own serializers over NEW's classes" in err
    assert "java.lang.NumberFormatException" in err
