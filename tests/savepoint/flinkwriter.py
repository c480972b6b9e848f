"""Test helper: writes ``_metadata`` and state streams the way Flink's serializers do.

Mirrors ``MetadataV2V3SerializerBase`` / ``MetadataV{2..6}Serializer`` (write side),
``KeyedBackendSerializationProxy``, ``FullSnapshotAsyncWriter`` and
``HeapSnapshotStrategy``, so the reader can be tested on handle kinds and layouts no
real file in the corpus has (changelog file handles, segment handles, channel state,
2-byte key-group prefixes, large and compressed streams). Real Flink bytes remain the
reference: every layout written here also appears in a corpus or fixture test.
"""

from __future__ import annotations

import struct

import cramjam

from flink_compat.schema_registry._io import encode_modified_utf8


def utf(s: str) -> bytes:
    raw = encode_modified_utf8(s)
    return struct.pack(">H", len(raw)) + raw


def i32(v: int) -> bytes:
    return struct.pack(">i", v)


def i64(v: int) -> bytes:
    return struct.pack(">q", v)


def i16(v: int) -> bytes:
    return struct.pack(">h", v)


# -- stream handles ------------------------------------------------------------------------


def byte_stream(data: bytes, name: str = "inline") -> bytes:
    return b"\x01" + utf(name) + i32(len(data)) + data


def file_handle(path: str, size: int) -> bytes:
    return b"\x02" + i64(size) + utf(path)


def relative(path: str, size: int) -> bytes:
    return b"\x06" + utf(path) + i64(size)


def segment(path: str, start: int, size: int, scope: int = 0, logical: str = "lf-1") -> bytes:
    return b"\x0f" + i64(start) + i64(size) + i32(scope) + utf(path) + utf(logical)


EMPTY_SEGMENT = b"\x10"
NULL = b"\x00"


def key_groups(start: int, offsets: list[int], delegate: bytes, code: int = 7, handle_id: str = "h-1") -> bytes:
    out = bytes([code]) + i32(start) + i32(len(offsets)) + b"".join(i64(o) for o in offsets) + delegate
    if code == 12:
        out += utf(handle_id)
    return out


def incremental(start: int, n: int, meta: bytes, shared: list[tuple[str, bytes]], private: list[tuple[str, bytes]], v2: bool = True) -> bytes:
    out = bytes([11 if v2 else 5]) + i64(7) + utf("0b6ffe7b-92e5-4e5c-a3b0-7c3c2d1e7b85") + i32(start) + i32(n)
    if v2:
        out += i64(12345)
    out += meta
    for group in (shared, private):
        out += i32(len(group))
        for name, h in group:
            out += utf(name) + h
    if v2:
        out += utf("handle-id")
    return out


def changelog(start: int, n: int, materialized: list[bytes], non_materialized: list[bytes], v2: bool = True) -> bytes:
    out = bytes([14 if v2 else 8]) + i32(start) + i32(n) + i64(99)
    out += i32(len(materialized)) + b"".join(materialized)
    out += i32(len(non_materialized)) + b"".join(non_materialized)
    out += i64(3)
    if v2:
        out += i64(4)
    return out + utf("cl-id")


def changelog_bytes(start: int, n: int, changes: list[tuple[int, bytes]]) -> bytes:
    out = b"\x09" + i32(start) + i32(n) + i64(1) + i64(2) + i32(len(changes))
    for kg, data in changes:
        out += i32(kg) + i32(len(data)) + data
    return out + utf("mem-id")


def changelog_file(start: int, n: int, handles: list[tuple[int, bytes]], v2: bool = True) -> bytes:
    out = bytes([13 if v2 else 10]) + i32(start) + i32(n) + i32(len(handles))
    for off, h in handles:
        out += i64(off) + h
    out += i64(100) + i64(50) + utf("file-id")
    if v2:
        out += utf("filesystem")
    return out


def operator_handle(states: dict[str, tuple[int, list[int]]], delegate: bytes, merging: bool = False, empty: bool = False) -> bytes:
    out = (b"\x11" if merging else b"\x04") + i32(len(states))
    for name, (mode, offsets) in states.items():
        out += utf(name) + bytes([mode]) + i32(len(offsets)) + b"".join(i64(o) for o in offsets)
    if merging:
        out += utf("/task-owned") + utf("/shared") + (b"\x01" if empty else b"\x00")
    return out + delegate


def channel_v1(subtask: int, info: tuple[int, int], offsets: list[int], delegate: bytes) -> bytes:
    return i32(subtask) + i32(info[0]) + i32(info[1]) + i32(len(offsets)) + b"".join(i64(o) for o in offsets) + i64(10) + delegate


def channel_v2(code: int, subtask: int, delegate: bytes, info=(0, 0), offsets=(0,)) -> bytes:
    if code in (1, 2):
        return bytes([code]) + channel_v1(subtask, info, list(offsets), delegate)
    return bytes([code]) + i32(subtask) + i64(10) + delegate + i32(3) + b"abc"


# -- metadata ------------------------------------------------------------------------------


def subtask(
    version: int,
    managed_op: bytes | None = None,
    raw_op: bytes | None = None,
    managed_keyed: bytes = NULL,
    raw_keyed: bytes = NULL,
    inputs: list[bytes] = (),
    outputs: list[bytes] = (),
) -> bytes:
    out = b""
    if version == 2:
        out += i64(-1) + i32(0)
    out += (i32(1) + managed_op) if managed_op is not None else i32(0)
    out += (i32(1) + raw_op) if raw_op is not None else i32(0)
    out += managed_keyed + raw_keyed
    if version >= 3:
        out += i32(len(inputs)) + b"".join(inputs) + i32(len(outputs)) + b"".join(outputs)
    return out


def operator(
    version: int,
    operator_id: bytes,
    parallelism: int,
    max_parallelism: int,
    subtasks: dict[int, bytes | None],
    coordinator: bytes = NULL,
    name: str = "",
    uid: str = "",
    fully_finished: bool = False,
) -> bytes:
    out = b""
    if version >= 5:
        out += utf(name) + utf(uid)
    out += operator_id + i32(parallelism) + i32(max_parallelism)
    if version == 2:
        out += i32(1) + i32(len(subtasks))
        for idx, body in subtasks.items():
            out += i32(idx) + body
        return out
    out += coordinator
    if fully_finished:
        return out + i32(-1)
    out += i32(len(subtasks))
    for idx, body in subtasks.items():
        if body is None:  # finished subtask
            out += i32(-(idx + 1))
        else:
            out += i32(idx) + body
    return out


def master_state(name: str, version: int, payload: bytes) -> bytes:
    inner = i32(version) + utf(name) + i32(len(payload)) + payload
    return i32(0xC96B1696 - (1 << 32)) + i32(len(inner)) + inner


#: A Java-serialized CheckpointProperties of a canonical savepoint (written by Flink 1.20).
def metadata(version: int, operators: list[bytes], checkpoint_id: int = 42, masters: list[bytes] = (), trailer: bytes = b"") -> bytes:
    out = i32(0x4960672D) + i32(version) + i64(checkpoint_id)
    out += i32(len(masters)) + b"".join(masters)
    out += i32(len(operators)) + b"".join(operators)
    return out + trailer


# -- serializer snapshots and backend meta -------------------------------------------------

LONG = "org.apache.flink.api.common.typeutils.base.LongSerializer$LongSerializerSnapshot"
INT = "org.apache.flink.api.common.typeutils.base.IntSerializer$IntSerializerSnapshot"
STRING = "org.apache.flink.api.common.typeutils.base.StringSerializer$StringSerializerSnapshot"
VOID_NS = "org.apache.flink.runtime.state.VoidNamespaceSerializer$VoidNamespaceSerializerSnapshot"


def simple_snapshot(cls: str) -> bytes:
    return i32(2) + utf(cls) + i32(3)


def custom_snapshot(cls: str, body: bytes, version: int = 1) -> bytes:
    """A snapshot of a class no registry knows: its body has no length."""
    return i32(2) + utf(cls) + i32(version) + body


def state_meta(name: str, backend_type: int, options: dict[str, str], serializers: dict[str, bytes]) -> bytes:
    out = utf(name) + i32(backend_type) + i32(len(options))
    for k, v in options.items():
        out += utf(k) + utf(v)
    out += i32(len(serializers))
    for k, v in serializers.items():
        out += utf(k) + v
    return out


def value_state(name: str, value: bytes = None, ns: bytes = None, kind: str = "VALUE") -> bytes:
    return state_meta(
        name,
        0,
        {"KEYED_STATE_TYPE": kind},
        {"NAMESPACE_SERIALIZER": ns or simple_snapshot(VOID_NS), "VALUE_SERIALIZER": value or simple_snapshot(LONG)},
    )


def keyed_meta(states: list[bytes], key: bytes = None, compressed: bool = False) -> bytes:
    return i32(6) + (b"\x01" if compressed else b"\x00") + (key or simple_snapshot(LONG)) + i16(len(states)) + b"".join(states)


def operator_meta(op_states: list[bytes], broadcast: list[bytes] = (), version: int = 6, compressed: bool = False) -> bytes:
    out = i32(version)
    if version >= 6:
        out += b"\x01" if compressed else b"\x00"
    return out + i16(len(op_states)) + b"".join(op_states) + i16(len(broadcast)) + b"".join(broadcast)


def list_state_meta(name: str, mode: str = "SPLIT_DISTRIBUTE", value: bytes = None) -> bytes:
    return state_meta(name, 1, {"OPERATOR_STATE_DISTRIBUTION_MODE": mode}, {"VALUE_SERIALIZER": value or simple_snapshot(LONG)})


def broadcast_state_meta(name: str, key: bytes = None, value: bytes = None) -> bytes:
    return state_meta(
        name,
        2,
        {"OPERATOR_STATE_DISTRIBUTION_MODE": "BROADCAST"},
        {"KEY_SERIALIZER": key or simple_snapshot(STRING), "VALUE_SERIALIZER": value or simple_snapshot(LONG)},
    )


# -- key-group streams ---------------------------------------------------------------------


def snappy_framed(data: bytes, block: int = 65536) -> bytes:
    """xerial SnappyFramedOutputStream: stream identifier, then chunks of at most 64 KiB."""
    out = bytearray(b"\xff\x06\x00\x00sNaPpY")
    for i in range(0, len(data), block):
        part = data[i : i + block]
        comp = bytes(cramjam.snappy.compress_raw(part))
        if len(comp) / max(1, len(part)) <= 0.85:
            kind, payload = 0, comp
        else:
            kind, payload = 1, part
        n = len(payload) + 4
        out += bytes([kind]) + n.to_bytes(3, "little") + b"\x00\x00\x00\x00" + payload
    return bytes(out)


def canonical_stream(
    meta: bytes,
    groups: dict[int, list[tuple[int, bytes, bytes]]],
    start_kg: int,
    num_kg: int,
    compressed: bool = False,
) -> tuple[bytes, list[int]]:
    """(stream, offsets) in the FullSnapshotAsyncWriter layout.

    ``groups``: key group → [(state id, key bytes incl. key-group prefix, value)] ordered
    by state id.
    """
    out = bytearray(meta)
    offsets = [0] * num_kg
    for kg in range(start_kg, start_kg + num_kg):
        entries = groups.get(kg)
        if not entries:
            continue
        offsets[kg - start_kg] = len(out)
        body = bytearray()
        sid = entries[0][0]
        body += struct.pack(">H", sid)
        for i, (s, k, v) in enumerate(entries):
            last_of_state = i + 1 == len(entries) or entries[i + 1][0] != s
            k = bytearray(k)
            if last_of_state:
                k[0] |= 0x80
            body += i32(len(k)) + k + i32(len(v)) + v
            if last_of_state:
                body += struct.pack(">H", entries[i + 1][0] if i + 1 < len(entries) else 0xFFFF)
        out += snappy_framed(bytes(body)) if compressed else body
    return bytes(out), offsets


def kg_prefix(kg: int, max_parallelism: int) -> bytes:
    return kg.to_bytes(2 if max_parallelism > 128 else 1, "big")
