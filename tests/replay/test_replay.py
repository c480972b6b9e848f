"""The Spark replay on savepoints written by real Flink 2.3 (tests/fixtures/savepoints) and on
Flink-written Avro state (the shared corpus): confirmations, failing entries, operator
state, faults, the export, and that the savepoint is never written to."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.policy import Policy
from flink_compat.compat.replay import ReplayError, join, replay, replay_local
from flink_compat.graph.types import Types
from flink_compat.schema_registry.families.enum import EnumSnapshot
from tests.conftest import CORPUS

from .conftest import expected_keyed, fixture, graph_of, tree_digest, with_state, write_manifest

pytestmark = pytest.mark.spark

POJO_V1 = "pojo-v1-hashmap-canonical-inline-p1"
POJO_V2 = "pojo-v2-field-added-hashmap-canonical-inline-p1"
SERIALIZERS = "serializers-hashmap-canonical-inline-p1"
OPERATOR_STATE = "operator-state-hashmap-canonical-files-p2"
KEYED_FILES = "keyed-hashmap-canonical-files-p2"


def _states(report) -> dict:
    return {(s.operator, s.state): s for s in report.states}


def test_pojo_field_addition_is_confirmed_and_joins_the_verdict(spark, tmp_path):
    new = write_manifest(graph_of(POJO_V2), tmp_path / "v2.json")
    report = replay(fixture(POJO_V1), str(new), spark=spark)
    states = _states(report)
    for key, (entries, key_groups) in expected_keyed(POJO_V1).items():
        got = states[key]
        assert (got.entries, got.key_groups, got.migrated, got.failed) == (entries, key_groups, entries, 0), key
        assert got.outcome == "confirmed"
    assert report.failed == 0 and report.master == "local[2,2]"

    from flink_compat.graph.loader import load

    old_graph, new_graph = load(fixture(POJO_V1)), load(new)
    verdict = join(check(old_graph, new_graph), report)
    assert verdict.verdict == "migration-required" and not verdict.failed
    customer = next(s for op in verdict.operators for s in op.states if s.name == "customer")
    assert customer.status == "migration-required"
    assert any(r.startswith("replay: all 4 entries migrated") for r in customer.reasons)
    assert {s.status for s in verdict.replay.states if s.state == "customer"} == {"migration-required"}
    # the JSON and text reports carry it
    from flink_compat.reports import render

    data = json.loads(render(verdict, "json"))
    assert data["replay"]["states"][0]["outcome"] and data["replay"]["failed"] == 0
    assert "Replay of" in render(verdict, "text")


class _RecordingProgress:
    def __init__(self):
        self.events = []

    def phase(self, text):
        self.events.append(("phase", text))

    def __call__(self, done, total, states_done, states, entries):
        self.events.append(("tasks", done, total))


def test_progress_tells_each_phase_and_the_summary_gives_wall_time(spark, tmp_path):
    from flink_compat.compat.replay._progress import summary

    new = write_manifest(graph_of(POJO_V2), tmp_path / "v2.json")
    progress = _RecordingProgress()
    report = replay(fixture(POJO_V1), str(new), spark=spark, progress=progress)
    phases = [e[1] for e in progress.events if e[0] == "phase"]
    assert phases[0].startswith("planning") and "tasks planned" in phases[1]
    first_tasks = next(i for i, e in enumerate(progress.events) if e[0] == "tasks")
    assert first_tasks > 1  # the phases came before the first task report
    assert progress.events[-1] == ("tasks", report.tasks, report.tasks)
    assert report.wall_seconds >= report.seconds > 0
    assert f"in {report.wall_seconds:.1f} s wall" in summary(report)


def test_in_process_replay_gives_the_same_counts(spark, tmp_path):
    new = graph_of(KEYED_FILES)
    on_spark = replay(fixture(KEYED_FILES), new, spark=spark)
    local = replay_local(fixture(KEYED_FILES), new)
    strip = lambda r: {(s.operator, s.state): (s.entries, s.bytes, s.key_groups, s.migrated, s.failed) for s in r.states}  # noqa: E731
    assert strip(on_spark) == strip(local)
    for key, (entries, key_groups) in expected_keyed(KEYED_FILES).items():
        assert strip(on_spark)[key][:1] == (entries,) and strip(on_spark)[key][2] == key_groups, key


def test_failing_entries_are_counted_with_samples(spark, tmp_path):
    graph = graph_of(SERIALIZERS)
    graph = with_state(graph, "serializers", "enum",
                       value_serializer=EnumSnapshot(enum_class="flinkcompat.fixtures.model.Color", constants=("RED", "GREEN")))
    graph = with_state(graph, "serializers", "int", value_serializer=Types.LONG)
    new = write_manifest(graph, tmp_path / "new.json")
    report = replay(fixture(SERIALIZERS), str(new), spark=spark)
    states = _states(report)
    enum = states[("serializers", "enum")]
    assert (enum.entries, enum.migrated, enum.failed, enum.outcome) == (5, 4, 1, "failed")  # one key holds BLUE
    assert enum.samples[0].value == "BLUE" and "BLUE" in enum.samples[0].error and enum.samples[0].key
    ints = states[("serializers", "int")]
    assert (ints.entries, ints.failed, len(ints.samples)) == (5, 5, 3)  # at most 3 samples per state
    assert states[("serializers", "kryo")].outcome == "not-verified"
    assert states[("serializers", "pojo")].outcome == "confirmed"

    from flink_compat.graph.loader import load

    verdict = join(check(load(fixture(SERIALIZERS)), load(new)), report)
    by_name = {s.name: s for op in verdict.operators for s in op.states}
    assert by_name["enum"].status == "incompatible"
    assert any("1 of 5 entries cannot be migrated" in r for r in by_name["enum"].reasons)
    assert verdict.verdict == "incompatible" and verdict.failed


def test_a_migration_whose_entries_fail_becomes_incompatible():
    """The join, on a replay report that contradicts a migration-required state."""
    from flink_compat.compat.verdict import ReplayReport, ReplaySample, StateReplay
    from flink_compat.graph.loader import load

    verdict = check(load(fixture(POJO_V1)), load(fixture(POJO_V2)))
    assert verdict.verdict == "migration-required"
    op_id = "340cc430c22d2c1931c0a6ba59e7aa1b"
    bad = StateReplay(operator_id=op_id, operator="customers", state="customer", kind="VALUE", outcome="failed",
                      entries=4, migrated=3, failed=1,
                      samples=(ReplaySample(key=3, value={"id": 7}, error="MigrationError: boom"),))
    joined = join(verdict, ReplayReport(savepoint="sp", master="local", states=(bad,)))
    assert joined.verdict == "incompatible" and joined.failed and joined.exit_code == 1
    finding = next(f for f in joined.findings if f.rule == "STATE_REPLAY_FAILED")
    assert finding.state == "customer" and "1 of 4 entries" in finding.message and "boom" in finding.reasons[0]
    assert joined.counts["error"] == 1
    ignored = Policy.model_validate({"ignore": [{"rule": "STATE_REPLAY_FAILED", "operator": "customers",
                                                 "state": "customer", "reason": "known"}]})
    assert not join(verdict, ReplayReport(savepoint="sp", master="local", states=(bad,)), ignored).failed


def test_entries_pyflink_misreads_make_a_compatible_state_misread():
    """The join, on a replay report whose entries of a state PyFlink reads as other values (a
    fixed-width coder) contradict the check: the state is misread, the verdict state-loss."""
    from flink_compat.compat.verdict import ReplayReport, ReplaySample, StateReplay
    from flink_compat.graph.loader import load

    verdict = check(load(fixture(POJO_V1)), load(fixture(POJO_V1)))
    assert verdict.verdict == "compatible"
    op_id = "340cc430c22d2c1931c0a6ba59e7aa1b"
    misread = StateReplay(operator_id=op_id, operator="customers", state="customer", kind="VALUE",
                          outcome="misread", entries=4, migrated=2, failed=2,
                          samples=(ReplaySample(key=3, value=b"\x00", error="PythonStateMisread: is no value"),))
    joined = join(verdict, ReplayReport(savepoint="sp", master="local", states=(misread,)))
    assert (joined.verdict, joined.failed, joined.exit_code) == ("state-loss", True, 1)
    (finding,) = [f for f in joined.findings if f.rule == "STATE_REPLAY_MISREAD"]
    assert "2 of 4 entries" in finding.message and "is no value" in finding.reasons[0]
    (row,) = [s for op in joined.operators for s in op.states if s.name == "customer"]
    assert row.status == "misread" and any("read as other values" in r for r in row.reasons)
    assert not [f for f in joined.findings if f.rule == "STATE_REPLAY_FAILED"]


def test_operator_union_and_broadcast_state(spark, tmp_path):
    graph = graph_of(OPERATOR_STATE)
    report = replay(fixture(OPERATOR_STATE), graph, spark=spark)
    states = _states(report)
    assert (states[("buffering-map", "buffered")].entries, states[("buffering-map", "buffered")].migrated) == (10, 10)
    assert states[("buffering-map", "summary")].entries == 4  # union: 2 elements on each of 2 subtasks
    assert states[("buffering-map", "summary")].kind == "OPERATOR_LIST"
    rules = states[("rule-applier", "rules")]
    assert (rules.kind, rules.entries, rules.outcome) == ("BROADCAST", 6, "confirmed")  # 3 rules on 2 subtasks
    # the broadcast value becomes a String: every entry breaks
    changed = with_state(graph, "rule-applier", "rules", value_serializer=Types.STRING)
    broken = _states(replay(fixture(OPERATOR_STATE), changed, spark=spark))[("rule-applier", "rules")]
    assert (broken.entries, broken.failed, broken.outcome) == (6, 6, "failed")
    assert broken.samples[0].key in ("rule-0", "rule-1", "rule-2") and broken.samples[0].subtask in (0, 1)


def test_a_task_that_fails_once_is_retried_and_totals_stay_exact(spark):
    graph = graph_of(KEYED_FILES)
    clean = replay(fixture(KEYED_FILES), graph, spark=spark)
    faulty = replay(fixture(KEYED_FILES), graph, spark=spark, fault="replay:fail-once:0,replay:fail-once:3")
    counts = lambda r: [(s.operator, s.state, s.entries, s.bytes, s.key_groups, s.migrated) for s in r.states]  # noqa: E731
    assert counts(faulty) == counts(clean) and faulty.entries == clean.entries > 0
    with pytest.raises(ReplayError, match="injected fault in replay task 1"):
        replay(fixture(KEYED_FILES), graph, spark=spark, fault="replay:fail:1")


def test_export_writes_parquet_and_never_touches_the_savepoint(spark, tmp_path):
    sp = tmp_path / "sp"
    import shutil

    shutil.copytree(fixture(KEYED_FILES), sp)
    before = tree_digest(sp)
    out = tmp_path / "export"
    report = replay(sp, graph_of(KEYED_FILES), spark=spark, export=str(out))
    assert tree_digest(sp) == before  # read only: sizes, mtimes and bytes unchanged
    assert report.export.endswith("/export") and out.is_dir()
    df = spark.read.parquet(str(out))
    assert df.count() == report.entries
    assert [f.name for f in df.schema.fields] == ["operator_uid", "operator_id", "state", "kind", "subtask", "key_group",
                                                  "key", "namespace", "user_key", "value"]
    row = df.where("state = 'last-value' AND key = '0'").collect()[0]
    assert json.loads(row.value) == 18 and row.operator_uid == "all-kinds"  # keys i%6, last i = 18 for key 0
    assert df.where("state = 'count-by-bucket'").where("user_key IS NULL").count() == 0
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".export.tmp")]
    with pytest.raises(ReplayError, match="exists already"):
        replay(sp, graph_of(KEYED_FILES), spark=spark, export=str(out))


def test_an_interrupted_export_leaves_nothing_under_dir(spark, tmp_path):
    out = tmp_path / "export"
    with pytest.raises(ReplayError, match="injected fault in export task 2"):
        replay(fixture(KEYED_FILES), graph_of(KEYED_FILES), spark=spark, export=str(out), fault="export:fail:2")
    assert not out.exists()
    assert list(tmp_path.iterdir()) == []  # the hidden staging directory is gone too


# ---------------------------------------------------------------------------- Avro


def _avro_savepoint(tmp_path: Path, case: Path) -> Path:
    """A canonical savepoint of ValueState<GenericRecord> whose serializer snapshot and values
    are the bytes Flink wrote (corpus ``serializer-snapshot`` and ``test-data``), framed as
    Flink's FullSnapshotAsyncWriter does (tests/savepoint/flinkwriter)."""
    from tests.savepoint import flinkwriter as fw

    snapshot, value = (case / "serializer-snapshot").read_bytes(), (case / "test-data").read_bytes()
    meta = fw.keyed_meta([fw.value_state("address", value=snapshot)])
    groups = {kg: [(0, fw.kg_prefix(kg, 128) + struct.pack(">q", kg) + b"\x00", value)] for kg in range(0, 128, 4)}  # 32 keys
    stream, offsets = fw.canonical_stream(meta, groups, 0, 128)
    sp = tmp_path / "avro-sp"
    sp.mkdir()
    (sp / "state-0").write_bytes(stream)
    handle = fw.key_groups(0, offsets, fw.relative("state-0", len(stream)))
    oid = bytes.fromhex("2147cd5db8c4630af0735d302021d9e7")
    md = fw.metadata(6, [fw.operator(6, oid, 1, 128, {0: fw.subtask(6, managed_keyed=handle)}, uid="addresses")])
    (sp / "_metadata").write_bytes(md)
    return sp


@pytest.mark.corpus
@pytest.mark.parametrize("flavour", ["generic", "specific"])
def test_avro_schema_change_is_confirmed(spark, tmp_path, flavour):
    case = CORPUS / f"flink-formats/flink-avro/src/test/resources/{flavour}-avro-serializer-1.20"
    if not case.is_dir():
        pytest.skip(f"Flink corpus not found at {CORPUS} (set FLINK_CORPUS)")
    sp = _avro_savepoint(tmp_path, case)
    from flink_compat.graph.loader import load

    old = load(sp)
    state = old.operators[0].states[0]
    schema = json.loads(state.value_serializer.avro_schema)
    for f in schema["fields"]:
        if f["name"] == "num":
            f["type"] = "long"  # promotion
    schema["fields"] = [f for f in schema["fields"] if f["name"] != "state"]  # removed
    schema["fields"].append({"name": "country", "type": ["null", "string"], "default": None})  # added
    new_serializer = state.value_serializer.model_copy(update={"avro_schema": json.dumps(schema)})
    new = with_state(old, "addresses", "address", value_serializer=new_serializer)
    verdict = check(old, new)
    assert next(s for op in verdict.operators for s in op.states).status == "migration-required"
    report = replay(sp, new, spark=spark)
    got = _states(report)[("addresses", "address")]
    if flavour == "generic":
        # Flink writes the old GenericRecord with the new schema by position: "zip" moves into
        # the removed "state"'s place, "country" takes the old "zip" (check and replay agree)
        assert {f.rule for f in verdict.findings} >= {"AVRO_GENERIC_FIELDS_SHIFTED"} and verdict.verdict == "state-loss"
        assert (got.entries, got.migrated, got.failed, got.outcome) == (32, 0, 32, "failed")
        assert 'field "country" (position 4) takes the values of the old field "zip"' in got.samples[0].error
        return
    assert (got.entries, got.migrated, got.failed, got.outcome) == (32, 32, 0, "confirmed")
    joined = join(verdict, report)
    assert joined.verdict == "migration-required"
    # a field the new schema needs without a default: every entry breaks
    broken = dict(schema, fields=[*schema["fields"], {"name": "planet", "type": "string"}])
    new2 = with_state(old, "addresses", "address",
                      value_serializer=state.value_serializer.model_copy(update={"avro_schema": json.dumps(broken)}))
    got2 = _states(replay(sp, new2, spark=spark))[("addresses", "address")]
    assert (got2.failed, got2.outcome) == (32, "failed") and "planet" in got2.samples[0].error


def test_native_rocksdb_state_is_replayed(spark):
    """Native RocksDB entries go through the same iterator (read with RocksDB on the executor)."""
    name = "keyed-rocksdb-native-files-p1"
    report = replay(fixture(name), graph_of(name), spark=spark)
    native = _states(report)[("all-kinds", "last-value")]
    assert native.outcome != "unreadable" and (native.entries, native.failed) == (6, 0)


def test_new_side_as_a_python_job_package(spark, tmp_path):
    """A job package declares the new state: the v2 POJO in Flink's terms."""
    pkg = tmp_path / "job"
    pkg.mkdir()
    (pkg / "job.py").write_text(
        '''
from flink_compat.graph.api import StreamExecutionEnvironment, ValueStateDescriptor, ListStateDescriptor
from flink_compat.graph.types import Types, pojo

@pojo("flinkcompat.fixtures.model.Customer")
class Customer:
    email: Types.STRING
    id: Types.LONG
    name: Types.STRING
    tags: Types.NULLABLE(Types.LIST(Types.NULLABLE(Types.STRING)))

def build():
    env = StreamExecutionEnvironment("PojoJob")
    env.set_max_parallelism(128)
    events = env.from_source("events", Types.LONG).uid("events")
    (events.key_by(Types.LONG)
        .process("customers", Types.LONG,
                 state=[ValueStateDescriptor("customer", Types.POJO(Customer)),
                        ListStateDescriptor("customer-history", Types.POJO(Customer))])
        .uid("customers"))
    return env
''',
        encoding="utf-8",
    )
    report = replay(fixture(POJO_V1), str(pkg), spark=spark)
    states = _states(report)
    assert states[("customers", "customer")].outcome == "confirmed"
    assert states[("customers", "customer-history")].migrated == 4
