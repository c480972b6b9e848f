"""Writing canonical savepoints: the inverse of the reader, byte for byte.

Follows the same sources of truth as the reader (Flink 2.3):

* ``_metadata``: ``MetadataV2V3SerializerBase`` / ``MetadataV{4,5,6}Serializer``: magic,
  version, checkpoint id, master states, operator states (format 5+: name and uid first),
  subtask states with their handles, then (format 4+) the Java-serialized
  ``CheckpointProperties``, copied as the input carried it (never re-serialized);
* keyed state streams: ``KeyedBackendSerializationProxy`` then the canonical key-grouped
  entries of ``FullSnapshotAsyncWriter`` (see ``keyed.py``), one snappy framed stream per
  key group when the proxy says compressed;
* operator state streams: ``OperatorBackendSerializationProxy`` then the elements of list
  states and the ``int n | n × (key | value)`` of broadcast states
  (``DefaultOperatorStateBackendSnapshotStrategy``);
* serializer snapshots: ``schema_registry.binary.write_snapshot`` (the families' writers).

Only what a canonical savepoint holds is written: key-groups savepoint handles (type 7),
operator stream handles (type 4), inline byte streams (type 1) and files relative to
``_metadata`` (type 6). Anything else raises :class:`ValueError`: a savepoint holding it
is not rewritten (the caller refuses it before writing).
"""

from __future__ import annotations

from typing import Iterable, Optional

import cramjam

from flink_compat.schema_registry._io import DataOutput
from flink_compat.schema_registry.binary import write_snapshot

from ._snappy import STREAM_IDENTIFIER
from .keyed import END_OF_KEY_GROUP_MARK, key_group_prefix_bytes
from .metadata import (
    BYTE_STREAM_STATE_HANDLE,
    MAGIC,
    MASTER_STATE_MAGIC,
    NULL_HANDLE,
    PARTITIONABLE_OPERATOR_STATE_HANDLE,
    RELATIVE_STREAM_STATE_HANDLE,
    SAVEPOINT_KEY_GROUPS_HANDLE,
)
from .models import (
    BACKEND_STATE_TYPES,
    DISTRIBUTION_MODES,
    CheckpointMetadata,
    KeyedBackendMeta,
    OperatorBackendMeta,
    StateMetaInfo,
)

#: Metadata format versions this writer produces (Flink 2.0-2.2: 5, 2.3: 6; 1.16-1.20: 4;
#: 1.11-1.15: 3, which Flink 2.x still reads: no CheckpointProperties).
WRITABLE_VERSIONS = (3, 4, 5, 6)
#: KeyedBackendSerializationProxy.VERSION (Flink 1.7+).
KEYED_PROXY_VERSION = 6
#: OperatorBackendSerializationProxy.VERSION (Flink 1.11+).
OPERATOR_PROXY_VERSION = 6


# ---------------------------------------------------------------------------------------
#  backend meta information


def write_state_meta_info(out: DataOutput, st: StateMetaInfo) -> None:
    """``StateMetaInfoSnapshotReadersWriters.CurrentWriterImpl``."""
    out.write_utf(st.name)
    out.write_int(BACKEND_STATE_TYPES.index(st.backend_type))
    out.write_int(len(st.options))
    for k, v in st.options.items():
        out.write_utf(k)
        out.write_utf(v)
    out.write_int(len(st.serializers))
    for k, snap in st.serializers.items():
        out.write_utf(k)
        out.write_bytes(write_snapshot(snap))


def keyed_meta_bytes(meta: KeyedBackendMeta) -> bytes:
    """``KeyedBackendSerializationProxy.write``."""
    out = DataOutput()
    out.write_int(KEYED_PROXY_VERSION)
    out.write_boolean(meta.compressed)
    out.write_bytes(write_snapshot(meta.key_serializer))
    out.write_short(len(meta.states))
    for st in meta.states:
        write_state_meta_info(out, st)
    return out.getvalue()


def operator_meta_bytes(meta: OperatorBackendMeta) -> bytes:
    """``OperatorBackendSerializationProxy.write``, in the proxy version of ``meta``:
    version 5 (written until Flink 1.16) has no compression flag."""
    out = DataOutput()
    out.write_int(meta.version)
    if meta.version >= OPERATOR_PROXY_VERSION:
        out.write_boolean(meta.compressed)
    elif meta.compressed or meta.version != 5:
        raise ValueError(f"operator backend meta version {meta.version} is not written")
    for group in (meta.operator_states, meta.broadcast_states):
        out.write_short(len(group))
        for st in group:
            write_state_meta_info(out, st)
    return out.getvalue()


# ---------------------------------------------------------------------------------------
#  keyed state: the canonical key-grouped stream


class KeyedStreamWriter:
    """Builds one subtask's canonical keyed state stream.

    Call :meth:`key_group` once per key group in increasing order with its entries as
    ``(state_id, composite_key, value)``, ``composite_key`` being the key bytes after the
    key-group prefix (key | namespace [| user key], or the timer); entries of one state
    must be contiguous. A key group without entries keeps offset 0, as Flink writes it.
    """

    def __init__(self, meta: KeyedBackendMeta, max_parallelism: int, start_key_group: int, num_key_groups: int, meta_bytes: Optional[bytes] = None):
        self.compressed = meta.compressed
        self.prefix = key_group_prefix_bytes(max_parallelism)
        self.start = start_key_group
        self.offsets = [0] * num_key_groups
        #: key group → offset of every group written (a part of a stream may start at 0)
        self.written: dict[int, int] = {}
        self.buf = bytearray(meta_bytes if meta_bytes is not None else keyed_meta_bytes(meta))
        self.entries = 0

    def key_group(self, kg: int, entries: Iterable[tuple[int, bytes, bytes]]) -> None:
        body = bytearray()
        prefix = kg.to_bytes(self.prefix, "big")
        flagged = bytes([prefix[0] | 0x80]) + prefix[1:]
        pending = None  # the previous entry, written once we know whether it ends its state
        for sid, key, value in entries:
            if pending is None:
                body += sid.to_bytes(2, "big")
            else:
                psid, pkey, pvalue = pending
                last = psid != sid
                _entry(body, flagged if last else prefix, pkey, pvalue)
                if last:
                    body += sid.to_bytes(2, "big")
            pending = (sid, key, value)
            self.entries += 1
        if pending is None:
            return
        _entry(body, flagged, pending[1], pending[2])
        body += END_OF_KEY_GROUP_MARK.to_bytes(2, "big")
        self.offsets[kg - self.start] = self.written[kg] = len(self.buf)
        self.buf += bytes(cramjam.snappy.compress(bytes(body))) if self.compressed else body

    def getvalue(self) -> bytes:
        return bytes(self.buf)


def _snappy_chunks(data: bytes) -> bytes:
    """The chunks of a snappy framed stream holding ``data``, without the stream identifier."""
    framed = bytes(cramjam.snappy.compress(data))
    assert framed.startswith(STREAM_IDENTIFIER)
    return framed[len(STREAM_IDENTIFIER) :]


def _entry(body: bytearray, prefix: bytes, key: bytes, value: bytes) -> None:
    body += (len(prefix) + len(key)).to_bytes(4, "big", signed=True)
    body += prefix
    body += key
    body += len(value).to_bytes(4, "big", signed=True)
    body += value


# ---------------------------------------------------------------------------------------
#  operator state


def operator_stream(meta: OperatorBackendMeta, order: list[str], lists: dict[str, list[bytes]], broadcasts: dict[str, list[tuple[bytes, bytes]]], meta_bytes: Optional[bytes] = None) -> tuple[bytes, dict[str, list[int]]]:
    """One subtask's operator state stream and the offsets of each state's elements.

    States are written in the order of the meta information (list states, then broadcast
    states), as Flink writes them. Compressed: one snappy framed stream after the meta
    information, flushed before each offset is recorded, so the chunks from one offset
    to the next decompress to exactly that element (as ``operator.py`` reads them).
    """
    buf = bytearray(meta_bytes if meta_bytes is not None else operator_meta_bytes(meta))
    if meta.compressed:
        buf += STREAM_IDENTIFIER

    def put(data) -> None:
        buf.extend(_snappy_chunks(bytes(data)) if meta.compressed else data)

    offsets: dict[str, list[int]] = {}
    for st in meta.operator_states:
        offs = offsets[st.name] = []
        for element in lists.get(st.name, []):
            offs.append(len(buf))
            put(element)
    for st in meta.broadcast_states:
        entries = broadcasts.get(st.name, [])
        offsets[st.name] = [len(buf)]
        body = bytearray(len(entries).to_bytes(4, "big", signed=True))
        for k, v in entries:
            body += k
            body += v
        put(body)
    return bytes(buf), {name: offsets[name] for name in order if name in offsets}


# ---------------------------------------------------------------------------------------
#  _metadata


class MetadataWriter:
    def __init__(self, version: int):
        if version not in WRITABLE_VERSIONS:
            raise ValueError(f"metadata format version {version} is not written (only {WRITABLE_VERSIONS})")
        self.version = version
        self.out = DataOutput()

    def stream_handle(self, h) -> None:
        out = self.out
        if h is None:
            out.write_byte(NULL_HANDLE)
        elif h.kind == "byte_stream":
            out.write_byte(BYTE_STREAM_STATE_HANDLE)
            out.write_utf(h.handle_name)
            out.write_int(len(h.data))
            out.write_bytes(h.data)
        elif h.kind == "relative_file":
            out.write_byte(RELATIVE_STREAM_STATE_HANDLE)
            out.write_utf(h.relative_path)
            out.write_long(h.size)
        else:
            raise ValueError(f"a canonical savepoint holds no {h.kind} stream handle")

    def keyed_handle(self, h) -> None:
        out = self.out
        if h is None:
            out.write_byte(NULL_HANDLE)
            return
        if h.kind != "key_groups" or not h.savepoint:
            raise ValueError(f"a canonical savepoint holds no {h.kind} keyed handle (type {getattr(h, 'type_code', '?')})")
        out.write_byte(SAVEPOINT_KEY_GROUPS_HANDLE)
        out.write_int(h.start_key_group)
        out.write_int(len(h.offsets))
        for o in h.offsets:
            out.write_long(o)
        self.stream_handle(h.delegate)

    def operator_handle(self, h) -> None:
        out = self.out
        if h.kind != "operator_stream" or h.task_owned_dir is not None:
            raise ValueError("a canonical savepoint holds only operator stream handles (type 4)")
        out.write_byte(PARTITIONABLE_OPERATOR_STATE_HANDLE)
        out.write_int(len(h.states))
        for name, part in h.states.items():
            out.write_utf(name)
            out.write_byte(DISTRIBUTION_MODES.index(part.mode))
            out.write_int(len(part.offsets))
            for o in part.offsets:
                out.write_long(o)
        self.stream_handle(h.delegate)

    def subtask(self, st) -> None:
        out = self.out
        if st.input_channel_state or st.result_subpartition_state:
            raise ValueError(f"subtask {st.index} has channel state (an unaligned checkpoint, not a savepoint)")
        for h in (st.managed_operator_state, st.raw_operator_state):
            if h is None:
                out.write_int(0)
            else:
                out.write_int(1)
                self.operator_handle(h)
        self.keyed_handle(st.managed_keyed_state)
        self.keyed_handle(st.raw_keyed_state)
        out.write_int(0)  # input channel state handles
        out.write_int(0)  # result subpartition state handles

    def operator(self, op) -> None:
        out = self.out
        if self.version >= 5:
            out.write_utf(op.name or "")
            out.write_utf(op.uid or "")
        out.write_bytes(bytes.fromhex(op.operator_id))
        out.write_int(op.parallelism)
        out.write_int(op.max_parallelism)
        self.stream_handle(op.coordinator_state)
        if op.fully_finished:
            out.write_int(-1)
            return
        out.write_int(len(op.subtasks))
        for st in op.subtasks:
            if st.finished:
                out.write_int(-st.index - 1)
            else:
                out.write_int(st.index)
                self.subtask(st)

    def master(self, m) -> None:
        body = DataOutput()
        body.write_int(m.version)
        body.write_utf(m.name)
        body.write_int(len(m.data))
        body.write_bytes(m.data)
        self.out.write_int(MASTER_STATE_MAGIC)
        self.out.write_int(len(body.buf))
        self.out.write_bytes(body.buf)


def metadata_bytes(md: CheckpointMetadata) -> bytes:
    """The ``_metadata`` of ``md``; its ``properties_bytes`` (format 4+) are copied."""
    w = MetadataWriter(md.version)
    out = w.out
    out.write_int(MAGIC)
    out.write_int(md.version)
    out.write_long(md.checkpoint_id)
    out.write_int(len(md.master_states))
    for m in md.master_states:
        w.master(m)
    out.write_int(len(md.operators))
    for op in md.operators:
        w.operator(op)
    if md.version >= 4:
        if not md.properties_bytes:
            raise ValueError("no CheckpointProperties bytes to write (format 4+ needs them)")
        out.write_bytes(md.properties_bytes)
    return out.getvalue()
