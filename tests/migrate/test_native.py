"""Native savepoints and retained checkpoints are rewritten into canonical savepoints:
RocksDB's (full and incremental) with the same key and value bytes, key group by key
group; the hashmap backend's converted as Flink converts them; with every stream the
output needs inside it. Flink 2.3 restoring them (into RocksDB and into the hashmap
backend), and Flink's own conversion of heap state, are in ``test_on_flink.py``."""

from __future__ import annotations

import glob
import hashlib
import json
import os
import tempfile

import pytest

from flink_compat import savepoint
from flink_compat.compat.check import check
from flink_compat.cli import main
from flink_compat.compat.migrate import plan
from flink_compat.graph.loader import load
from flink_compat.graph.model import to_manifest
from flink_compat.savepoint.decode import decode_keyed
from flink_compat.savepoint.rewrite import identity, rewrite
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from tests.conftest import SAVEPOINT_FIXTURES
from tests.migrate.test_migrate import _with_state

pytest.importorskip("rocksdict")

NATIVE = sorted(p for p in SAVEPOINT_FIXTURES.iterdir() if p.is_dir() and "-canonical-" not in p.name)
SERIALIZERS = SAVEPOINT_FIXTURES / "serializers-rocksdb-native-files-p1"
KEYED = SAVEPOINT_FIXTURES / "keyed-rocksdb-native-files-p1"


def _entries(directory) -> list:
    """Every keyed entry (as bytes, sorted: RocksDB gives them state by state) and every
    operator entry, per operator."""
    out = []
    with savepoint.open(str(directory)) as sp:
        for op in sp.operators:
            keyed = sorted((e.key_group, e.state, bytes(e.key), bytes(e.value)) for e in op.iter_keyed_entries(split=False))
            operator = sorted((e.subtask, e.state, e.mode, e.key, e.value) for e in op.iter_operator_entries())
            out.append((op.operator_id, op.max_parallelism, keyed, operator))
    return out


def _tree(directory) -> dict:
    """Every file under ``directory`` with its bytes' digest and modification time."""
    out = {}
    for root, _dirs, files in os.walk(directory):
        for f in files:
            p = os.path.join(root, f)
            with open(p, "rb") as fh:
                out[p] = (hashlib.sha256(fh.read()).hexdigest(), os.stat(p).st_mtime_ns)
    return out


#: The reader's RocksDB instances go to a temporary directory of each test's own (another process
#: makes its own meanwhile in the machine's).
pytestmark = pytest.mark.usefixtures("private_tmp")


def _rocksdb_instances() -> set:
    return set(glob.glob(os.path.join(tempfile.gettempdir(), "flink-compat-rocksdb-*")))


@pytest.mark.parametrize("fixture", NATIVE, ids=lambda p: p.name)
def test_native_state_is_rewritten_canonical_with_the_same_entries(fixture, tmp_path):
    before, instances = _tree(fixture), _rocksdb_instances()
    out = tmp_path / "out"
    with savepoint.open(str(fixture)) as sp:
        rewrite(sp, identity(sp), str(out))
        was = sp.metadata.properties
    assert _entries(out) == _entries(fixture)
    with savepoint.open(str(out)) as sp:
        props = sp.metadata.properties
        # a native savepoint becomes a canonical one; a checkpoint keeps its properties
        if was.is_savepoint:
            assert (props.format_type, props.snapshot_type) == ("CANONICAL", was.snapshot_type)
        else:
            assert props == was
        for op in sp.operators:
            for i, h in op.keyed_handles():
                assert h.kind == "key_groups" and h.savepoint and op.keyed_layout(i) == "canonical"
    # self-contained: every file the output names is inside it, nothing else is there
    with open(out / "_metadata", "rb") as f:
        metadata = f.read()
    for name in os.listdir(out):
        assert name == "_metadata" or name.encode() in metadata, name
    assert str(fixture).encode() not in metadata
    assert _tree(fixture) == before, "the input was modified"
    assert _rocksdb_instances() == instances, "a temporary RocksDB instance was left behind"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out"]


def test_widened_value_of_a_native_savepoint_restores_as_is(tmp_path):
    graph = load(str(SERIALIZERS))
    new = _with_state(graph, "serializers", "int", value_serializer=SimpleSnapshot.named("Long"))
    out = tmp_path / "out"
    with savepoint.open(str(SERIALIZERS)) as sp:
        rewrite(sp, plan(sp, new).rewrite, str(out))

    def values(d, state):
        with savepoint.open(str(d)) as sp:
            return {(e.key, e.namespace): e.value for e in decode_keyed(sp.operator("serializers"), states=[state])}

    assert values(out, "int") == values(SERIALIZERS, "int") and len(values(out, "int")) == 5
    assert values(out, "tuple2") == values(SERIALIZERS, "tuple2")
    assert check(load(str(out)), new).verdict == "compatible"
    assert check(load(str(SERIALIZERS)), new).verdict != "compatible"


def test_native_savepoint_is_resharded_for_a_new_max_parallelism(tmp_path):
    from flink_compat.savepoint._keygroups import key_group_of_hash

    graph = load(str(KEYED))
    new = graph.model_copy(update={"operators": tuple(o.model_copy(update={"max_parallelism": 256}) for o in graph.operators)})
    out = tmp_path / "out"
    with savepoint.open(str(KEYED)) as sp:
        rewrite(sp, plan(sp, new).rewrite, str(out))
    by = lambda d: sorted((e.state, repr(e.key), repr(e.namespace), repr(e.user_key), repr(e.value)) for e in d)  # noqa: E731
    with savepoint.open(str(out)) as a, savepoint.open(str(KEYED)) as b:
        entries = list(decode_keyed(a.operator("all-kinds")))
        assert entries and by(entries) == by(decode_keyed(b.operator("all-kinds")))
        for e in entries:
            key = e.key if e.key is not None else e.value.key
            assert e.key_group == key_group_of_hash(key, 256)
    assert check(load(str(out)), new).verdict == "compatible"


def test_cli_migrates_a_checkpoint_root(tmp_path, capsys):
    """A job's checkpoint directory: its latest completed checkpoint is migrated."""
    root = SAVEPOINT_FIXTURES / "keyed-ttl-rocksdb-checkpoints-p2"
    manifest = tmp_path / "new.json"
    manifest.write_text(json.dumps(to_manifest(load(str(root)))))
    out = tmp_path / "out"
    assert main(["migrate", str(root), str(manifest), "--out", str(out), "--no-progress"]) == 0, capsys.readouterr().err
    assert _entries(out) == _entries(root)
    assert check(load(str(out)), load(str(root))).verdict == "compatible"


def _corpus(layout: str):
    from tests.conftest import CORPUS

    if not CORPUS.is_dir():
        return []
    out = []
    for path in sorted(CORPUS.rglob("_metadata")):
        with savepoint.open(str(path.parent)) as sp:
            if layout == "full checkpoint":  # RocksDB's full (not incremental) checkpoint: canonical streams
                handles = [h for op in sp.operators for _i, h in op.keyed_handles()]
                if any(h.kind == "key_groups" and not h.savepoint for h in handles) and \
                        {x for op in sp.operators for x in op.keyed_layouts()} == {"canonical"}:
                    out.append(path.parent)
            elif any(layout in op.keyed_layouts() for op in sp.operators):
                out.append(path.parent)
    return out


def _values(directory) -> list:
    """Every decoded keyed value per operator, a map state's by map key (the heap layout
    holds a whole map per key, the canonical one an entry per map key)."""
    out = []
    with savepoint.open(str(directory)) as sp:
        for op in sp.operators:
            values = []
            for e in decode_keyed(op):
                if e.user_key is None and isinstance(e.value, dict):
                    values += [(e.state, repr(e.key), repr(e.namespace), repr(k), repr(v)) for k, v in e.value.items()]
                elif e.value != []:  # an empty list is no entry of the canonical layout
                    values.append((e.state, repr(e.key), repr(e.namespace), repr(e.user_key), repr(e.value)))
            out.append((op.operator_id, sorted(values)))
    return out


@pytest.mark.parametrize("directory", _corpus("native"), ids=lambda p: p.name)
def test_corpus_native_state_is_rewritten_canonical_with_the_same_entries(directory, tmp_path):
    """Flink 1.16-1.20's RocksDB checkpoints and native savepoints."""
    out = tmp_path / "out"
    with savepoint.open(str(directory)) as sp:
        rewrite(sp, identity(sp), str(out))
        was = sp.metadata.properties
    assert _entries(out) == _entries(directory)
    with savepoint.open(str(out)) as sp:
        assert sp.metadata.properties.format_type == ("CANONICAL" if was.is_savepoint else None)


@pytest.mark.parametrize("directory", _corpus("full checkpoint"), ids=lambda p: p.name)
def test_corpus_full_rocksdb_checkpoint_is_rewritten_as_a_savepoint(directory, tmp_path):
    """A RocksDB checkpoint taken without incremental checkpoints (Flink 1.15's, metadata
    format 3: no properties) holds canonical streams under checkpoint handles: the same
    entries, under a savepoint's handles."""
    out = tmp_path / "out"
    with savepoint.open(str(directory)) as sp:
        rewrite(sp, identity(sp), str(out))
        version = sp.metadata.version
    assert _entries(out) == _entries(directory)
    with savepoint.open(str(out)) as sp:
        assert sp.metadata.version == version
        assert all(h.savepoint for op in sp.operators for _i, h in op.keyed_handles())


@pytest.mark.parametrize("directory", _corpus("heap"), ids=lambda p: p.name)
def test_corpus_heap_state_is_rewritten_canonical_with_the_same_values(directory, tmp_path):
    """Flink 1.15-1.20's hashmap checkpoints and native savepoints."""
    out = tmp_path / "out"
    with savepoint.open(str(directory)) as sp:
        rewrite(sp, identity(sp), str(out))
    with savepoint.open(str(out)) as sp:
        assert {layout for op in sp.operators for layout in op.keyed_layouts()} <= {"canonical"}
    assert _values(out) == _values(directory)


@pytest.mark.spark
def test_spark_rewrite_of_a_checkpoint_holds_the_same_entries(tmp_path):
    """Each Spark task opens its RocksDB instance itself (local[2], two subtasks)."""
    from flink_compat.compat.replay import spark_available

    if not spark_available():
        pytest.skip("needs PySpark")
    root = SAVEPOINT_FIXTURES / "keyed-ttl-rocksdb-checkpoints-p2"
    manifest = tmp_path / "new.json"
    manifest.write_text(json.dumps(to_manifest(load(str(root)))))
    out = tmp_path / "spark"
    assert main(["migrate", str(root), str(manifest), "--out", str(out), "--master", "local[2]", "--no-progress"]) == 0
    assert _entries(out) == _entries(root)
