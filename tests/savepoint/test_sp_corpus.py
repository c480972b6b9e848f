"""Conformance on real Flink data: the shared corpus (Flink 1.15-1.20 savepoints and
checkpoints, hashmap and RocksDB, canonical and native). Skipped when the corpus is absent.

What the corpus jobs stored (``flink-corpus/README.md``):

* ``new-stateful-udf-migration-itcase-*``: keyed operators with ValueState ``state-name``
  holding value i for key ``Tuple1(i)``, i = 0..3 (the timely operators in namespace i);
  a union and a split source list state ``source-state`` with the four dragon strings;
  timers per key in the timely operators.
* ``operatorstate/{complexKeyed,nonKeyed}-*``: operators ``first``/``second``/``third``
  whose subtask i stores ``"<name>i"`` (ListCheckpointed, Java-serialized strings), and
  a window with ListState ``values`` = [x] for key x = 0..9.
"""

from __future__ import annotations

import re
from collections import defaultdict
from pathlib import Path

import mmh3
import pytest

from flink_compat import savepoint
from flink_compat.savepoint import FormatError
from flink_compat.schema_registry._javaser import decode_java_serialized
from flink_compat.savepoint.decode import decode_keyed, decode_operator
from flink_compat.savepoint.inspect import inspect_savepoint, render_inspect

from .conftest import CORPUS, corpus_metadata_files

pytestmark = pytest.mark.corpus

DRAGONS = {"Here be dragons!", "Here be more dragons!", "Here be yet more dragons!", "Here be the mostest dragons!"}
MIGRATION_UIDS = [
    "CheckpointingSource1",
    "CheckpointingSource2",
    "CheckpointingKeyedStateFlatMap1",
    "CheckpointingKeyedStateFlatMap2",
    "CheckpointingTimelyStatefulOperator1",
    "CheckpointingTimelyStatefulOperator2",
]
UID_HASHES = {u: mmh3.hash_bytes(u.encode()).hex() for u in MIGRATION_UIDS + ["window", "first", "second", "third"]}

FILES = corpus_metadata_files()
if not FILES:
    pytestmark = [pytest.mark.corpus, pytest.mark.skip(reason=f"Flink corpus not found at {CORPUS}")]
    FILES = [Path("missing")]


def _id(p: Path) -> str:
    return p.parent.name if p.name == "_metadata" else str(p)


def _flink_version(path: Path) -> str:
    m = re.search(r"flink(\d\.\d+)", str(path))
    return m.group(1) if m else "?"


@pytest.mark.parametrize("path", FILES, ids=_id)
def test_every_corpus_metadata_reads(path):
    with savepoint.open(path.parent, uid_hashes=UID_HASHES) as sp:
        assert sp.version in (3, 4)
        assert sp.operators
        for op in sp.operators:
            assert len(op.operator_id) == 32
            # every keyed and operator backend meta information reads
            if op.has_keyed_state:
                meta = op.keyed_meta
                assert meta is not None and meta.states
                for s in meta.states:
                    assert s.kind in ("VALUE", "LIST", "MAP", "REDUCING", "AGGREGATING", "PRIORITY_QUEUE"), s
            if op.has_operator_state:
                assert op.operator_meta is not None
            # every framable entry frames and decodes
            for _ in decode_keyed(op):
                pass
            for _ in decode_operator(op):
                pass


MIGRATION = [p for p in FILES if "new-stateful-udf-migration" in str(p)]


@pytest.mark.parametrize("path", MIGRATION, ids=_id)
def test_migration_jobs_keys_and_values(path):
    with savepoint.open(path.parent, uid_hashes=UID_HASHES) as sp:
        native = "savepoint-native" in path.parent.name or "checkpoint" in path.parent.name
        for uid in ("CheckpointingKeyedStateFlatMap1", "CheckpointingKeyedStateFlatMap2"):
            op = sp.operator(uid)
            assert op.uid == uid
            names = {s.name for s in op.keyed_meta.states}
            assert names == {"state-name"}
            st = op.keyed_meta.states[0]
            assert st.value_serializer.label() == "Long"
            assert op.keyed_meta.key_serializer is None or op.keyed_meta.key_serializer.label() == "Tuple1<Long>"
            layouts = op.keyed_layouts()
            if layouts & {"canonical", "heap", "native"}:
                got = {d.key[0]: d.value for d in decode_keyed(op)}  # keys are Tuple1<Long>
                assert got and all(k == v for k, v in got.items()), got
                assert set(got) <= {0, 1, 2, 3} and len(got) >= 3
            else:
                assert layouts <= {"changelog"}, layouts
                assert native
        for uid in ("CheckpointingTimelyStatefulOperator1", "CheckpointingTimelyStatefulOperator2"):
            op = sp.operator(uid)
            names = {s.name for s in op.keyed_meta.states}
            assert {"state-name", "_timer_state/event_timer", "_timer_state/processing_timer"} <= names
            if op.keyed_layouts() & {"canonical", "heap", "native"}:
                values = {}
                timers = defaultdict(list)
                for d in decode_keyed(op):
                    if d.state == "state-name":
                        # namespace = the key's value, value = f1 = the same number
                        assert d.namespace == d.key[0] == d.value
                        values[d.key[0]] = d.value
                    else:
                        timers[d.state].append(d.value)
                assert values and set(values) <= {0, 1, 2, 3}
                for t in timers["_timer_state/event_timer"]:
                    # event-time timer at watermark + 10, namespace = the stored value
                    assert t.namespace == t.key[0]
        for uid in ("CheckpointingSource1", "CheckpointingSource2"):
            op = sp.operator(uid)
            entries = list(decode_operator(op))
            assert {e.value for e in entries} == DRAGONS
            assert {e.state for e in entries} == {"source-state"}
        modes = {op.uid: {s.kind for s in op.operator_meta.operator_states} for op in sp.operators if op.has_operator_state}
        assert sorted(modes.values(), key=str) == [{"SPLIT_DISTRIBUTE"}, {"UNION"}]


def _java_string(b: bytes) -> str:
    value, end = decode_java_serialized(b, 0)
    assert end == len(b)
    return value


OPSTATE = [p for p in FILES if "operatorstate" in str(p)]


@pytest.mark.parametrize("path", OPSTATE, ids=_id)
def test_operatorstate_per_subtask_strings(path):
    with savepoint.open(path.parent, uid_hashes=UID_HASHES) as sp:
        names = ["first", "second"] + (["third"] if "nonKeyed" in path.parent.name else [])
        for name in names:
            op = sp.operator(name)
            got = {e.subtask: _java_string(e.value) for e in op.iter_operator_entries()}
            assert got == {i: f"{name}{i}" for i in range(4)}
        if "complexKeyed" in path.parent.name:
            op = sp.operator("window")
            values = {}
            for d in decode_keyed(op, states=["values"]):
                values[d.key[0]] = d.value
            assert values == {x: [x] for x in range(10)}


def test_compressed_rocksdb_savepoint_is_snappy_and_decodes(corpus_dir):
    d = corpus_dir / "flink-tests/src/test/resources/new-stateful-udf-migration-itcase-flink1.19-rocksdb-savepoint"
    with savepoint.open(d, uid_hashes=UID_HASHES) as sp:
        op = sp.operator("CheckpointingKeyedStateFlatMap1")
        assert op.keyed_meta.compressed
        got = sorted((d.key[0], d.value) for d in decode_keyed(op))
        assert got in ([(1, 1), (2, 2), (3, 3)], [(0, 0), (1, 1), (2, 2), (3, 3)])


def test_native_and_changelog_snapshots_list_their_files(corpus_dir):
    d = corpus_dir / "flink-tests/src/test/resources/new-stateful-udf-migration-itcase-flink1.20-rocksdb-savepoint-native"
    data = inspect_savepoint(d, uid_hashes=UID_HASHES)
    assert data["savepoint"]["format"] == "NATIVE" and data["savepoint"]["type"] == "savepoint"
    ops = {o["uid"]: o for o in data["operators"]}
    timely = ops["CheckpointingTimelyStatefulOperator1"]
    assert {f["kind"] for f in timely["native_files"]} >= {"sst", "MANIFEST", "CURRENT", "OPTIONS"}
    # read with RocksDB (Flink 1.20's FRocksDB files): counted as a canonical savepoint's are
    assert all(isinstance(s["entries"], int) and s["entries"] > 0 for s in timely["states"])
    cl = corpus_dir / "flink-tests/src/test/resources/new-stateful-udf-migration-itcase-flink1.17-hashmap-checkpoint"
    data = inspect_savepoint(cl, uid_hashes=UID_HASHES)
    ops = {o["uid"]: o for o in data["operators"]}
    assert ops["CheckpointingKeyedStateFlatMap1"]["keyed"]["layouts"] == ["changelog"]
    assert [s["name"] for s in ops["CheckpointingKeyedStateFlatMap1"]["states"]] == ["state-name"]


def test_unaligned_checkpoint_channel_state_parses(corpus_dir):
    d = corpus_dir / "flink-tests/src/test/resources/new-stateful-udf-migration-itcase-flink1.17-rocksdb-checkpoint"
    with savepoint.open(d) as sp:
        channel = [
            c for op in sp.metadata.operators for s in op.subtasks for c in s.input_channel_state + s.result_subpartition_state
        ]
        assert channel and all(c.kind in ("input_channel", "result_subpartition") for c in channel)


def corpus_table() -> str:
    """Per Flink version and variant: what the reader decodes."""
    rows = defaultdict(lambda: defaultdict(set))
    for path in FILES:
        if not path.exists():
            continue
        v = _flink_version(path)
        variant = re.sub(r".*flink\d\.\d+-?", "", path.parent.name) or path.parent.name
        if "operatorstate" in str(path):
            variant = "operatorstate/" + path.parent.name.split("-")[0]
        cell = rows[v][variant]
        try:
            with savepoint.open(path.parent) as sp:
                cell.add(f"v{sp.version}")
                keyed = 0
                ops = 0
                for op in sp.operators:
                    if op.has_keyed_state:
                        lay = op.keyed_layouts()
                        cell.update(lay)
                        keyed += sum(1 for _ in decode_keyed(op))
                    ops += sum(1 for _ in decode_operator(op))
                cell.add(f"{keyed} keyed")
                cell.add(f"{ops} op")
        except FormatError as e:
            cell.add(f"ERROR {e}")
    variants = sorted({k for r in rows.values() for k in r})
    lines = ["| Flink | " + " | ".join(variants) + " |", "|---" * (len(variants) + 1) + "|"]
    for v in sorted(rows, key=lambda s: [int(x) for x in s.split(".")] if s != "?" else [99]):
        cells = []
        for var in variants:
            c = rows[v].get(var)
            if not c:
                cells.append("")
                continue
            ver = sorted(x for x in c if x.startswith("v"))
            lay = sorted(x for x in c if x in ("canonical", "heap", "native", "changelog"))
            cnt = sorted(x for x in c if x.endswith(" keyed") or x.endswith(" op"))
            err = [x for x in c if x.startswith("ERROR")]
            cells.append(" ".join(ver + lay + cnt + err))
        lines.append(f"| {v} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def test_print_corpus_table(corpus_dir, capsys):
    table = corpus_table()
    assert "ERROR" not in table
    with capsys.disabled():
        print("\n" + table)


def test_inspect_renders_every_corpus_savepoint(corpus_dir):
    for path in FILES:
        data = inspect_savepoint(path.parent, uid_hashes=UID_HASHES, entries=1)
        text = render_inspect(data)
        assert data["savepoint"]["metadata"] in text.replace("\n", "")
