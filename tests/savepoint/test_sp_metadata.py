"""The ``_metadata`` reader on bytes written like Flink writes them, every handle kind."""

from __future__ import annotations

import pytest

from flink_compat.savepoint import FormatError, read_metadata_buffer
from flink_compat.savepoint.metadata import operator_id_hex

from . import flinkwriter as fw

OID = bytes.fromhex("d5c8b168c6cbfe8c507a10f88b325243")


def read(data: bytes, directory: str = "/sp"):
    return read_metadata_buffer(data, "/sp/_metadata", directory)


@pytest.mark.parametrize("version", [2, 3, 4, 5, 6])
def test_every_format_version_reads_operators_and_subtasks(version):
    kg = fw.key_groups(0, [10, 0, 30], fw.relative("f1", 99))
    op = fw.operator(
        version,
        OID,
        2,
        128,
        {0: fw.subtask(version, managed_op=fw.operator_handle({"s": (1, [5, 9])}, fw.byte_stream(b"x" * 12)), managed_keyed=kg), 1: fw.subtask(version)},
        name="my-op",
        uid="my-uid",
    )
    md = read(fw.metadata(version, [op], checkpoint_id=7, masters=[fw.master_state("m", 1, b"abc")]))
    assert md.version == version and md.checkpoint_id == 7
    assert [(m.name, m.version, m.data) for m in md.master_states] == [("m", 1, b"abc")]
    (o,) = md.operators
    assert o.operator_id == "d5c8b168c6cbfe8c507a10f88b325243"
    assert (o.parallelism, o.max_parallelism) == (2, 128)
    assert (o.name, o.uid) == (("my-op", "my-uid") if version >= 5 else (None, None))
    s0 = o.subtasks[0]
    h = s0.managed_keyed_state
    assert h.kind == "key_groups" and h.savepoint and h.offsets == [10, 0, 30]
    assert h.delegate.kind == "relative_file" and h.delegate.path == "/sp/f1" and h.delegate.size == 99
    oh = s0.managed_operator_state
    assert oh.states["s"].mode == "UNION" and oh.states["s"].offsets == [5, 9]
    assert oh.delegate.data == b"x" * 12
    assert o.subtasks[1].is_empty()


def test_operator_id_is_printed_like_flink():
    assert operator_id_hex(bytes(range(8)), bytes(range(8, 16))) == "000102030405060708090a0b0c0d0e0f"


def test_finished_subtasks_and_fully_finished_operators():
    ops = [
        fw.operator(4, OID, 2, 4, {0: None, 1: fw.subtask(4)}),
        fw.operator(4, bytes(16), 3, 4, {}, fully_finished=True),
    ]
    md = read(fw.metadata(4, ops))
    a, b = md.operators
    assert [(s.index, s.finished) for s in a.subtasks] == [(0, True), (1, False)]
    assert b.fully_finished and b.subtasks == []


def test_all_stream_handle_kinds():
    delegates = [
        fw.byte_stream(b"hello", "n"),
        fw.file_handle("file:/tmp/x/chk-1/abc", 5),
        fw.relative("rel", 5),
        fw.segment("file:/tmp/merged", 100, 20, scope=1, logical="lfid"),
        fw.EMPTY_SEGMENT,
        fw.key_groups(2, [7], fw.byte_stream(b"n"), code=3),  # KeyGroupsStateHandle as a stream handle
    ]
    ops = [fw.operator(6, bytes([i]) * 16, 1, 128, {0: fw.subtask(6, managed_op=fw.operator_handle({"s": (0, [0])}, d))}) for i, d in enumerate(delegates)]
    md = read(fw.metadata(6, ops))
    kinds = [o.subtasks[0].managed_operator_state.delegate for o in md.operators]
    assert [k.kind for k in kinds] == ["byte_stream", "file", "relative_file", "segment_file", "empty_segment_file", "key_groups"]
    assert kinds[0].data == b"hello" and kinds[0].handle_name == "n"
    assert kinds[1].path == "file:/tmp/x/chk-1/abc"
    seg = kinds[3]
    assert (seg.path, seg.start, seg.size, seg.scope, seg.logical_file_id) == ("file:/tmp/merged", 100, 20, "SHARED", "lfid")
    assert kinds[5].start_key_group == 2 and kinds[5].offsets == [7]


def test_keyed_handle_kinds():
    handles = [
        fw.key_groups(0, [1, 2], fw.file_handle("/x", 3), code=3),
        fw.key_groups(0, [1, 2], fw.file_handle("/x", 3), code=12, handle_id="hid"),
        fw.incremental(0, 4, fw.byte_stream(b"meta"), [("000010.sst", fw.relative("a", 1))], [("CURRENT", fw.byte_stream(b"c"))]),
        fw.incremental(0, 4, fw.byte_stream(b"meta"), [], [], v2=False),
        fw.changelog(0, 4, [fw.key_groups(0, [1, 2, 3, 4], fw.relative("m", 1), code=12)], [fw.changelog_bytes(0, 4, [(-1, b"\x08meta"), (2, b"d")])]),
        fw.changelog(0, 4, [], [fw.changelog_file(0, 4, [(0, fw.relative("log", 9))])], v2=False),
        fw.changelog(0, 4, [], [fw.changelog_file(0, 4, [(5, fw.file_handle("/log", 9))], v2=False)]),
    ]
    ops = [fw.operator(6, bytes([i]) * 16, 1, 128, {0: fw.subtask(6, managed_keyed=h)}) for i, h in enumerate(handles)]
    md = read(fw.metadata(6, ops))
    got = [o.subtasks[0].managed_keyed_state for o in md.operators]
    assert [(g.kind, getattr(g, "type_code", None)) for g in got] == [
        ("key_groups", 3),
        ("key_groups", 12),
        ("incremental", 11),
        ("incremental", 5),
        ("changelog", 14),
        ("changelog", 8),
        ("changelog", 14),
    ]
    assert not got[0].savepoint and got[1].state_handle_id == "hid"
    inc = got[2]
    assert inc.checkpointed_size == 12345 and inc.num_key_groups == 4 and inc.metadata.data == b"meta"
    assert [(f.local_path, f.handle.kind) for f in inc.shared + inc.private] == [("000010.sst", "relative_file"), ("CURRENT", "byte_stream")]
    assert got[3].checkpointed_size is None and got[3].state_handle_id is None
    cl = got[4]
    assert cl.materialized[0].kind == "key_groups"
    mem = cl.non_materialized[0]
    assert mem.kind == "changelog_in_memory" and [(c.key_group, c.data) for c in mem.changes] == [(-1, b"\x08meta"), (2, b"d")]
    assert got[5].checkpoint_id == got[5].materialization_id == 3
    assert got[5].non_materialized[0].storage_identifier == "filesystem"
    assert got[6].non_materialized[0].handles_and_offsets[0][1] == 5


def test_file_merging_operator_handle():
    h = fw.operator_handle({"s": (0, [3])}, fw.segment("/merged", 0, 10), merging=True)
    md = read(fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: fw.subtask(6, managed_op=h)})]))
    oh = md.operators[0].subtasks[0].managed_operator_state
    assert oh.task_owned_dir == "/task-owned" and oh.shared_dir == "/shared" and not oh.empty
    bad = fw.operator_handle({"s": (0, [3])}, fw.file_handle("/x", 1), merging=True)
    with pytest.raises(FormatError, match="segment"):
        read(fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: fw.subtask(6, managed_op=bad)})]))


@pytest.mark.parametrize("version", [3, 4, 5])
def test_channel_state_v1_handles(version):
    sub = fw.subtask(
        version,
        inputs=[fw.channel_v1(0, (1, 2), [0, 8], fw.relative("ch", 16))],
        outputs=[fw.channel_v1(0, (3, 4), [0], fw.NULL), fw.channel_v1(0, (5, 6), [], fw.byte_stream(b"z"))],
    )
    md = read(fw.metadata(version, [fw.operator(version, OID, 1, 128, {0: sub})]))
    s = md.operators[0].subtasks[0]
    assert [(c.kind, c.info, c.offsets) for c in s.input_channel_state] == [("input_channel", (1, 2), [0, 8])]
    assert [(c.kind, c.info) for c in s.result_subpartition_state] == [("result_subpartition", (3, 4)), ("result_subpartition", (5, 6))]


def test_channel_state_v2_handles_of_format_6():
    sub = fw.subtask(
        6,
        inputs=[fw.channel_v2(1, 0, fw.relative("ch", 16), (1, 2), (0,)), fw.channel_v2(3, 0, fw.relative("m", 30))],
        outputs=[fw.channel_v2(2, 0, fw.NULL, (3, 4)), fw.channel_v2(4, 0, fw.byte_stream(b"q"))],
    )
    md = read(fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: sub})]))
    s = md.operators[0].subtasks[0]
    assert [c.kind for c in s.input_channel_state] == ["input_channel", "merged_input_channel"]
    assert [c.kind for c in s.result_subpartition_state] == ["result_subpartition", "merged_result_subpartition"]
    assert s.input_channel_state[1].serialized_channel_offsets_size == 3
    wrong = fw.subtask(6, inputs=[fw.channel_v2(2, 0, fw.NULL)])
    with pytest.raises(FormatError, match="channel state handle type 2"):
        read(fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: wrong})]))


def test_model_dumps_to_json():
    kg = fw.key_groups(0, [10], fw.byte_stream(b"abc"))
    md = read(fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: fw.subtask(6, managed_keyed=kg)})]))
    dumped = md.model_dump(mode="json")
    h = dumped["operators"][0]["subtasks"][0]["managed_keyed_state"]
    assert h["delegate"] == {"kind": "byte_stream", "handle_name": "inline", "size": 3, "metadata_offset": h["delegate"]["metadata_offset"]}
    assert "data" not in h["delegate"]


# -- bad input -----------------------------------------------------------------------------


def good() -> bytes:
    kg = fw.key_groups(0, [10], fw.relative("f", 10))
    return fw.metadata(4, [fw.operator(4, OID, 1, 128, {0: fw.subtask(4, managed_keyed=kg)})])


@pytest.mark.parametrize(
    "data, match",
    [
        (b"", "empty file"),
        (b"\x00\x00", "magic"),
        (b"\xca\xfe\xba\xbe\x00\x00\x00\x04", "not a Flink _metadata"),
        (fw.i32(0x4960672D) + fw.i32(1), "version 1"),
        (fw.i32(0x4960672D) + fw.i32(9), "unknown metadata format version 9"),
        (fw.i32(0x4960672D) + fw.i32(4) + fw.i64(-3), "negative checkpoint id"),
        (fw.i32(0x4960672D) + fw.i32(4) + fw.i64(1) + fw.i32(-1), "negative count"),
        (fw.i32(0x4960672D) + fw.i32(4) + fw.i64(1) + fw.i32(0) + fw.i32(1 << 30), "exceeds"),
    ],
)
def test_bad_headers(data, match):
    with pytest.raises(FormatError, match=match) as e:
        read(data)
    assert "/sp/_metadata" in str(e.value)


def test_every_truncation_is_a_format_error_naming_the_offset():
    data = good()
    for n in range(len(data)):
        with pytest.raises(FormatError) as e:
            read(data[:n])
        assert e.value.source == "/sp/_metadata"
        assert e.value.offset is not None and 0 <= e.value.offset <= n


def test_unknown_handle_types_and_bad_values():
    base = fw.i32(0x4960672D) + fw.i32(6) + fw.i64(1) + fw.i32(0) + fw.i32(1)
    head = fw.utf("") + fw.utf("") + OID + fw.i32(1) + fw.i32(128) + fw.NULL + fw.i32(1) + fw.i32(0) + fw.i32(0) + fw.i32(0)
    with pytest.raises(FormatError, match="unknown keyed state handle type 99"):
        read(base + head + b"\x63")
    with pytest.raises(FormatError, match="leaves the savepoint directory"):
        read(base + head + fw.key_groups(0, [1], fw.relative("../../etc/passwd", 1)))
    with pytest.raises(FormatError, match="key group range"):
        read(base + head + fw.key_groups(32767, [1, 2], fw.NULL))
    bad_mode = fw.operator_handle({"s": (7, [1])}, fw.NULL)
    with pytest.raises(FormatError, match="distribution mode 7"):
        read(fw.metadata(6, [fw.operator(6, OID, 1, 128, {0: fw.subtask(6, managed_op=bad_mode)})]))


def test_master_state_checks():
    ok = fw.master_state("m", 1, b"x")
    bad_magic = fw.i32(1) + ok[4:]
    with pytest.raises(FormatError, match="master state magic"):
        read(fw.metadata(4, [], masters=[bad_magic]))
    trailing = fw.i32(0xC96B1696 - (1 << 32)) + fw.i32(len(ok) - 8 + 1) + ok[8:] + b"!"
    with pytest.raises(FormatError, match="trailing bytes in master state"):
        read(fw.metadata(4, [], masters=[trailing]))


def test_checkpoint_properties_trailer_is_optional_and_never_fatal():
    md = read(fw.metadata(4, []))
    assert md.properties is not None and md.properties.error
    md = read(fw.metadata(4, [], trailer=b"\xac\xed\x00\x05\x70"))
    assert md.properties.error  # a null, not an object
    md = read(fw.metadata(4, [], trailer=b"\xac\xed\x00\x05\x73\x72" + b"\xff" * 20))
    assert md.properties.error
