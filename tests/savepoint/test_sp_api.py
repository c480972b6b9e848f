"""The high-level API on savepoints written like Flink writes them: key-group ranges and
splits, compressed and 2-byte-prefix streams, variable-size keys, segment and absolute
file handles, remote filesystems (fsspec) read in small chunks."""

from __future__ import annotations

import pickle
import shutil
import struct

import fsspec
import pytest

from flink_compat import savepoint
from flink_compat.savepoint import FormatError
from flink_compat.savepoint.decode import decode_keyed

from . import flinkwriter as fw
from .conftest import FIXTURES

OID = bytes.fromhex("2147cd5db8c4630af0735d302021d9e7")


def long_entries(kgs, per_kg, max_p, state_id=0, with_map=False):
    """key group → [(state id, key, value)]: Long keys, VoidNamespace, Long values."""
    groups = {}
    for kg in kgs:
        entries = []
        for i in range(per_kg):
            key = fw.kg_prefix(kg, max_p) + struct.pack(">q", kg * 1000 + i) + b"\x00"
            entries.append((state_id, key, struct.pack(">q", i * 7)))
        if with_map:
            for i in range(per_kg):
                key = fw.kg_prefix(kg, max_p) + struct.pack(">q", kg * 1000 + i) + b"\x00" + fw.utf("uk")[0:0] + b"\x00\x02uk"[1:]
                entries.append((state_id + 1, key, b"\x00" + struct.pack(">q", -i)))
        groups[kg] = entries
    return groups


def write_savepoint(tmp_path, stream: bytes, start_kg: int, offsets, max_p: int, parallelism: int = 1, handle=None):
    (tmp_path / "state-0").write_bytes(stream)
    kg = handle or fw.key_groups(start_kg, offsets, fw.relative("state-0", len(stream)))
    md = fw.metadata(6, [fw.operator(6, OID, parallelism, max_p, {0: fw.subtask(6, managed_keyed=kg)}, uid="op")])
    (tmp_path / "_metadata").write_bytes(md)
    return tmp_path


@pytest.mark.parametrize("max_p, compressed", [(128, False), (128, True), (4096, False), (4096, True)])
def test_canonical_stream_key_groups_prefixes_and_compression(tmp_path, max_p, compressed):
    kgs = range(90, 128) if max_p == 128 else range(100, 140)
    meta = fw.keyed_meta([fw.value_state("v")], compressed=compressed)
    groups = long_entries([k for k in kgs if k % 3], 500 if compressed else 50, max_p)  # every third empty
    stream, offsets = fw.canonical_stream(meta, groups, kgs.start, len(kgs), compressed)
    write_savepoint(tmp_path, stream, kgs.start, offsets, max_p)
    with savepoint.open(tmp_path) as sp:
        op = sp.operator("op")
        assert op.keyed_meta.compressed == compressed
        got = [(d.key_group, d.key, d.value) for d in decode_keyed(op)]
        want = [(kg, struct.unpack(">q", k[len(fw.kg_prefix(kg, max_p)) : -1])[0], struct.unpack(">q", v)[0]) for kg in sorted(groups) for _, k, v in groups[kg]]
        assert got == want
        # start at a key group: nothing before it is read
        part = [d.key_group for d in decode_keyed(op, key_groups=range(120, 140))]
        assert part and min(part) >= 120 and part == [w[0] for w in want if w[0] >= 120]


def test_splits_cover_everything_and_pickle(tmp_path):
    meta = fw.keyed_meta([fw.value_state("v")])
    groups = long_entries(range(0, 128), 3, 128)
    stream, offsets = fw.canonical_stream(meta, groups, 0, 128)
    write_savepoint(tmp_path, stream, 0, offsets, 128)
    with savepoint.open(tmp_path) as sp:
        op = sp.operator("op")
        splits = op.keyed_splits(max_key_groups=10)
        assert len(splits) == 13 and splits[0].key_group_start == 0 and splits[-1].key_group_end == 127
        everything = list(op.iter_keyed_entries())
        by_split = [e for s in splits for e in s.entries(sp)]
        assert by_split == everything
        again = pickle.loads(pickle.dumps(splits[3]))
        assert list(again.entries()) == list(splits[3].entries(sp))  # reopens the savepoint


def test_variable_size_keys_and_namespaces_split_with_codecs(tmp_path):
    """String key + String namespace: both variable-sized, so Flink appends their lengths."""
    ns = fw.simple_snapshot(fw.STRING)
    meta = fw.keyed_meta(
        [fw.value_state("v", ns=ns), fw.value_state("m", ns=ns, kind="MAP", value=_map_snapshot())],
        key=fw.simple_snapshot(fw.STRING),
    )

    def s(text):  # StringSerializer: varint (len + 1), then chars
        raw = text.encode()
        return bytes([len(raw) + 1]) + raw

    k = s("key-1")
    n = s("window-a")
    v_key = b"\x05" + k + bytes([len(k)]) + n + bytes([len(n)])
    m_key = b"\x05" + k + bytes([len(k)]) + n + bytes([len(n)]) + s("uk")
    groups = {5: [(0, v_key, struct.pack(">q", 9)), (1, m_key, b"\x00" + struct.pack(">q", 3)), (1, m_key[:-3] + s("un"), b"\x01")]}
    stream, offsets = fw.canonical_stream(meta, groups, 0, 8)
    write_savepoint(tmp_path, stream, 0, offsets, 128)
    with savepoint.open(tmp_path) as sp:
        op = sp.operator("op")
        raw = list(op.iter_keyed_entries())
        assert raw[0].key == k and raw[0].namespace == n and raw[0].user_key is None
        assert raw[1].user_key == s("uk")
        got = [(d.state, d.key, d.namespace, d.user_key, d.value) for d in decode_keyed(op)]
        assert got == [("v", "key-1", "window-a", None, 9), ("m", "key-1", "window-a", "uk", 3), ("m", "key-1", "window-a", "un", None)]
        unsplit = list(op.iter_keyed_entries(split=False))
        assert unsplit[0].key == v_key[1:] and unsplit[0].namespace is None


def _map_snapshot() -> bytes:
    # MapSerializerSnapshot: CompositeTypeSerializerSnapshot (magic, outer version), nested delegate
    nested = fw.i32(1333245) + fw.i32(1) + fw.i32(2)
    nested += fw.utf(fw.STRING) + fw.i32(3) + fw.utf(fw.LONG) + fw.i32(3)
    return fw.i32(2) + fw.utf("org.apache.flink.api.common.typeutils.base.MapSerializerSnapshot") + fw.i32(3) + fw.i32(911108) + fw.i32(1) + nested


def test_unknown_serializer_snapshot_is_delimited_by_the_rest(tmp_path):
    """A custom serializer's snapshot has no length: the meta reader finds where it ends."""
    custom = fw.custom_snapshot("com.example.MySerializer$Snapshot", b"\x00\x00\x00\x02\x00\x04abcd\x7f")
    meta = fw.keyed_meta([fw.value_state("a", value=custom), fw.value_state("b")])
    groups = long_entries([1], 2, 128)
    stream, offsets = fw.canonical_stream(meta, groups, 0, 4)
    write_savepoint(tmp_path, stream, 0, offsets, 128)
    with savepoint.open(tmp_path) as sp:
        states = sp.operator("op").keyed_meta.states
        assert [s.name for s in states] == ["a", "b"]
        a = states[0].value_serializer
        assert a.family == "opaque" and a.snapshot_class == "com.example.MySerializer$Snapshot"
        assert bytes.fromhex(a.body_hex) == b"\x00\x00\x00\x02\x00\x04abcd\x7f"
        assert states[1].value_serializer.label() == "Long"


def test_segment_handles_read_relative_to_the_segment(tmp_path):
    meta = fw.keyed_meta([fw.value_state("v")])
    groups = long_entries([0, 1], 2, 128)
    stream, offsets = fw.canonical_stream(meta, groups, 0, 2)
    merged = b"GARBAGE-BEFORE" + stream + b"AFTER"
    (tmp_path / "merged").write_bytes(merged)
    handle = fw.key_groups(0, offsets, fw.segment(str(tmp_path / "merged"), 14, len(stream)))
    md = fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: fw.subtask(6, managed_keyed=handle)}, uid="op")])
    (tmp_path / "_metadata").write_bytes(md)
    with savepoint.open(tmp_path) as sp:
        assert [d.value for d in decode_keyed(sp.operator("op"))] == [0, 7, 0, 7]


def test_absolute_paths_of_a_moved_checkpoint_resolve_beside_metadata(tmp_path):
    meta = fw.keyed_meta([fw.value_state("v")])
    stream, offsets = fw.canonical_stream(meta, long_entries([3], 1, 128), 0, 4)
    (tmp_path / "abc-uuid").write_bytes(stream)
    handle = fw.key_groups(0, offsets, fw.file_handle("file:/gone/chk-7/abc-uuid", len(stream)), code=12)
    md = fw.metadata(4, [fw.operator(4, OID, 1, 128, {0: fw.subtask(4, managed_keyed=handle)})])
    (tmp_path / "_metadata").write_bytes(md)
    with savepoint.open(tmp_path / "_metadata") as sp:
        op = sp.operators[0]
        assert op.keyed_layouts() == {"canonical"}
        assert [d.value for d in decode_keyed(op)] == [0]


def test_remote_filesystem_in_small_chunks(monkeypatch):
    """memory:// through fsspec, 7-byte reads: entries and snappy chunks straddle reads."""
    monkeypatch.setattr(savepoint._fs, "REMOTE_CHUNK", 7)
    fs = fsspec.filesystem("memory")
    src = FIXTURES / "keyed-hashmap-canonical-files-p2"
    for f in src.iterdir():
        fs.pipe(f"/sp-remote/{f.name}", f.read_bytes())
    local = savepoint.open(src)
    remote = savepoint.open("memory://sp-remote")
    try:
        for a, b in zip(local.operators, remote.operators):
            assert list(decode_keyed(a)) == list(decode_keyed(b))
            assert list(a.iter_operator_entries()) == list(b.iter_operator_entries())
    finally:
        local.close()
        remote.close()


def test_remote_compressed_stream_in_small_chunks(monkeypatch, tmp_path):
    meta = fw.keyed_meta([fw.value_state("v")], compressed=True)
    groups = long_entries(range(0, 8), 3000, 128)
    stream, offsets = fw.canonical_stream(meta, groups, 0, 8, compressed=True)
    fs = fsspec.filesystem("memory")
    fs.pipe("/sp-c/state-0", stream)
    kg = fw.key_groups(0, offsets, fw.relative("state-0", len(stream)))
    fs.pipe("/sp-c/_metadata", fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: fw.subtask(6, managed_keyed=kg)}, uid="op")]))
    monkeypatch.setattr(savepoint._fs, "REMOTE_CHUNK", 1000)
    with savepoint.open("memory://sp-c") as sp:
        values = [d.value for d in decode_keyed(sp.operator("op"))]
    assert len(values) == 8 * 3000 and values[:3] == [0, 7, 14]


def test_file_uri(tmp_path):
    shutil.copytree(FIXTURES / "keyed-hashmap-canonical-inline-p1", tmp_path / "sp")
    with savepoint.open(f"file://{tmp_path}/sp") as sp:
        assert sp.operator("all-kinds").keyed_meta is not None


def test_missing_savepoint_and_metadata(tmp_path):
    with pytest.raises(FormatError, match="not found"):
        savepoint.open(tmp_path / "nope")
    with pytest.raises(FormatError, match="no _metadata"):
        savepoint.open(tmp_path)


def test_module_level_iter_keyed_entries():
    loc = FIXTURES / "keyed-hashmap-canonical-inline-p1"
    with savepoint.open(loc) as sp:
        direct = list(sp.operator("all-kinds").iter_keyed_entries(states=["sum"]))
    assert list(savepoint.iter_keyed_entries(loc, "all-kinds", states=["sum"])) == direct
    assert len(direct) == 6


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

_entry = st.tuples(st.integers(0, 2), st.binary(min_size=0, max_size=12), st.binary(min_size=0, max_size=40))


@settings(max_examples=60, deadline=None)
@given(
    data=st.dictionaries(st.integers(0, 255), st.lists(_entry, min_size=1, max_size=30), min_size=1, max_size=6),
    max_p=st.sampled_from([128, 256, 32768]),
    compressed=st.booleans(),
)
def test_framing_returns_exactly_what_was_written(tmp_path_factory, data, max_p, compressed):
    """Any entries written in Flink's canonical layout frame back identically (raw keys)."""
    tmp = tmp_path_factory.mktemp("frame")
    data = {kg % max_p: v for kg, v in data.items()}
    groups = {}
    for kg, entries in data.items():
        entries = sorted(entries, key=lambda e: e[0])
        groups[kg] = [(sid, fw.kg_prefix(kg, max_p) + body, value) for sid, body, value in entries]
    meta = fw.keyed_meta([fw.value_state(f"s{i}", value=fw.simple_snapshot(fw.STRING)) for i in range(3)], key=fw.simple_snapshot(fw.STRING), compressed=compressed)
    stream, offsets = fw.canonical_stream(meta, groups, 0, max_p, compressed)
    write_savepoint(tmp, stream, 0, offsets, max_p)
    with savepoint.open(tmp) as sp:
        got = [(e.key_group, e.state, e.key, e.value) for e in sp.operator("op").iter_keyed_entries(split=False)]
    want = [(kg, f"s{sid}", body, value) for kg in sorted(data) for sid, body, value in sorted(data[kg], key=lambda e: e[0])]
    assert got == want


def test_unknown_composite_snapshot_keeps_its_nested_serializers(tmp_path):
    nested = fw.i32(1333245) + fw.i32(1) + fw.i32(1) + fw.utf(fw.LONG) + fw.i32(3)
    body = fw.i32(911108) + fw.i32(1) + b"outer" + nested
    custom = fw.custom_snapshot("com.example.Wrapper$Snapshot", body, version=3)
    meta = fw.keyed_meta([fw.value_state("w", value=custom)])
    stream, offsets = fw.canonical_stream(meta, long_entries([2], 1, 128), 0, 4)
    write_savepoint(tmp_path, stream, 0, offsets, 128)
    with savepoint.open(tmp_path) as sp:
        (st,) = sp.operator("op").keyed_meta.states
        snap = st.value_serializer
        assert snap.family == "opaque" and bytes.fromhex(snap.body_hex) == body
        assert [c.label() for _, c in snap.children()] == ["Long"]


def test_list_elements_split_like_rocksdb():
    from flink_compat.savepoint.decode import list_elements
    from flink_compat.schema_registry.families.simple import SimpleSnapshot

    v = struct.pack(">q", 1) + b"," + struct.pack(">q", -2)
    assert list_elements(v, SimpleSnapshot.named("Long")) == [struct.pack(">q", 1), struct.pack(">q", -2)]
    with pytest.raises(FormatError, match="delimiter"):
        list_elements(v.replace(b",", b";"), SimpleSnapshot.named("Long"))


def test_corrupt_length_on_a_remote_stream_fails_without_reading_it_all(monkeypatch):
    meta = fw.keyed_meta([fw.value_state("v")])
    stream, offsets = fw.canonical_stream(meta, long_entries([1], 2, 128), 0, 4)
    off = offsets[1]
    bad = stream[: off + 2] + fw.i32(0x7FFFFFF0) + stream[off + 6 :] + b"\x00" * 200_000
    fs = fsspec.filesystem("memory")
    fs.pipe("/sp-bad/state-0", bad)
    kg = fw.key_groups(0, offsets, fw.relative("state-0", len(bad)))
    fs.pipe("/sp-bad/_metadata", fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: fw.subtask(6, managed_keyed=kg)}, uid="op")]))
    monkeypatch.setattr(savepoint._fs, "REMOTE_CHUNK", 4096)
    read = []
    orig = savepoint._fs.FsspecSource.read

    def counting(self, offset, n):
        read.append(n)
        return orig(self, offset, n)

    monkeypatch.setattr(savepoint._fs.FsspecSource, "read", counting)
    with savepoint.open("memory://sp-bad") as sp:
        with pytest.raises(FormatError, match="state-0.*key group 1"):
            list(sp.operator("op").iter_keyed_entries())
    assert sum(read) < 50_000
