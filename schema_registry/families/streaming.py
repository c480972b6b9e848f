"""DataStream operator internals: stream records, co-group unions, interval-join buffers,
two-phase-commit sink state.

Flink (all ``CompositeTypeSerializerSnapshot``s):

* ``StreamElementSerializer$StreamElementSerializerSnapshot`` (outer version 2): the
  record type. Values: a tag byte (0 record with timestamp, 1 without, 2 watermark, 3
  latency marker, 4 watermark status, 5 record attributes, 6 internal watermark).
* ``CoGroupedStreams$UnionSerializerSnapshot`` (2): the two input types; values a tag
  byte (1 first input, else second) then the value.
* ``IntervalJoinOperator$BufferEntrySerializerSnapshot`` (2): the element type; values a
  boolean "has been joined" then the element.
* ``TwoPhaseCommitSinkFunction$StateSerializerSnapshot`` (outer 4 writes a boolean
  "supports a null pending transaction"; 3 implies it; older imply none): transaction and
  context types.

Resolution is the composite rule; the two-phase-commit state also needs migration when
the null-transaction flag changes (as Flink's outer compatibility says).
"""

from __future__ import annotations

import struct
from typing import Any, Literal, NamedTuple, Optional

from .. import binary
from .._base import INCOMPATIBLE, MIGRATION, CompositeSnapshot, Resolution
from ..codecs import Codec, FormatError, codec_for, eof

STREAM_ELEMENT_CLASS = (
    "org.apache.flink.streaming.runtime.streamrecord.StreamElementSerializer$StreamElementSerializerSnapshot"
)
UNION_CLASS = "org.apache.flink.streaming.api.datastream.CoGroupedStreams$UnionSerializerSnapshot"
BUFFER_ENTRY_CLASS = "org.apache.flink.streaming.api.operators.co.IntervalJoinOperator$BufferEntrySerializerSnapshot"
TWO_PHASE_COMMIT_CLASS = (
    "org.apache.flink.streaming.api.functions.sink.TwoPhaseCommitSinkFunction$StateSerializerSnapshot"
)
#: Flink 2.0 moved the class to the ``legacy`` package.
TWO_PHASE_COMMIT_CLASS_2 = (
    "org.apache.flink.streaming.api.functions.sink.legacy.TwoPhaseCommitSinkFunction$StateSerializerSnapshot"
)


class StreamElementSnapshot(CompositeSnapshot):
    family: Literal["stream_element"] = "stream_element"
    snapshot_class: str = STREAM_ELEMENT_CLASS
    version: int = 3
    element: "Snapshot"

    def label(self) -> str:
        return f"StreamElement<{self.element.label()}>"

    def nested(self):
        return (("element", self.element),)


class UnionSnapshot(CompositeSnapshot):
    family: Literal["cogroup_union"] = "cogroup_union"
    snapshot_class: str = UNION_CLASS
    version: int = 3
    one: "Snapshot"
    two: "Snapshot"

    def label(self) -> str:
        return f"TaggedUnion<{self.one.label()}, {self.two.label()}>"

    def nested(self):
        return (("one", self.one), ("two", self.two))


class BufferEntrySnapshot(CompositeSnapshot):
    family: Literal["buffer_entry"] = "buffer_entry"
    snapshot_class: str = BUFFER_ENTRY_CLASS
    version: int = 3
    element: "Snapshot"

    def label(self) -> str:
        return f"BufferEntry<{self.element.label()}>"

    def nested(self):
        return (("element", self.element),)


class TwoPhaseCommitStateSnapshot(CompositeSnapshot):
    family: Literal["two_phase_commit_state"] = "two_phase_commit_state"
    snapshot_class: str = TWO_PHASE_COMMIT_CLASS
    version: int = 3
    transaction: "Snapshot"
    context: "Snapshot"
    supports_null_transaction: bool = True

    def label(self) -> str:
        return f"TwoPhaseCommitState<{self.transaction.label()}, {self.context.label()}>"

    def nested(self):
        return (("transaction", self.transaction), ("context", self.context))

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, TwoPhaseCommitStateSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.supports_null_transaction != self.supports_null_transaction:
            return Resolution.of(MIGRATION, "support for a null pending transaction changed")
        return Resolution.as_is()


# -- binary format -------------------------------------------------------------------------------
def _one(model, field):
    def read(inp, cls, version):
        _, _, nested = binary.read_composite(inp, version, arity=1, what=model.__name__)
        return model(snapshot_class=cls, version=version, **{field: nested[0]})

    return read


def _read_union(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=2, what="union")
    return UnionSnapshot(snapshot_class=cls, version=version, one=nested[0], two=nested[1])


def _read_2pc_outer(inp, outer_version):
    if outer_version < 3:
        return False
    if outer_version == 3:
        return True
    return inp.read_boolean("supports null transaction flag")


def _read_2pc(inp, cls, version):
    _, flag, nested = binary.read_composite(inp, version, _read_2pc_outer, arity=2, what="two-phase-commit state")
    return TwoPhaseCommitStateSnapshot(
        snapshot_class=cls, version=version, transaction=nested[0], context=nested[1], supports_null_transaction=flag
    )


READERS = {
    STREAM_ELEMENT_CLASS: _one(StreamElementSnapshot, "element"),
    UNION_CLASS: _read_union,
    BUFFER_ENTRY_CLASS: _one(BufferEntrySnapshot, "element"),
    TWO_PHASE_COMMIT_CLASS: _read_2pc,
    TWO_PHASE_COMMIT_CLASS_2: _read_2pc,
}
WRITERS = {
    StreamElementSnapshot: lambda out, s: binary.write_composite(out, 2, [s.element]),
    UnionSnapshot: lambda out, s: binary.write_composite(out, 2, [s.one, s.two]),
    BufferEntrySnapshot: lambda out, s: binary.write_composite(out, 2, [s.element]),
    TwoPhaseCommitStateSnapshot: lambda out, s: _write_2pc(out, s),
}


def _write_2pc(out, s: TwoPhaseCommitStateSnapshot) -> None:
    outer = binary.layout_version([((1, 0), 2), ((1, 14), 3), ((1, 15), 4)], 4)
    if outer < 4 and s.supports_null_transaction != (outer == 3):
        raise ValueError(f"outer version {outer} cannot say supports_null_transaction={s.supports_null_transaction}")
    binary.write_composite(
        out, outer, [s.transaction, s.context],
        (lambda o: o.write_boolean(s.supports_null_transaction)) if outer >= 4 else None,
    )


# -- values --------------------------------------------------------------------------------------
class StreamRecord(NamedTuple):
    value: Any
    timestamp: Optional[int] = None


class Watermark(NamedTuple):
    timestamp: int
    subpartition: Optional[int] = None  # InternalWatermark (tag 6) only


class LatencyMarker(NamedTuple):
    marked_time: int
    operator_id_lower: int
    operator_id_upper: int
    subtask_index: int


class WatermarkStatus(NamedTuple):
    status: int


class RecordAttributes(NamedTuple):
    backlog: bool


class TaggedUnion(NamedTuple):
    """``CoGroupedStreams.TaggedUnion``: ``tag`` 1 (first input) or 2 (second)."""

    tag: int
    value: Any


class BufferEntry(NamedTuple):
    element: Any
    has_been_joined: bool


class TransactionHolder(NamedTuple):
    handle: Any
    start_time: int


class TwoPhaseCommitState(NamedTuple):
    pending_transaction: Optional[TransactionHolder]
    pending_commit_transactions: list
    context: Any  # None when absent (Optional.empty())


_Q = struct.Struct(">q")
_I = struct.Struct(">i")
_QI = struct.Struct(">qi")
_LM = struct.Struct(">qqqi")


def _stream_element_codec(s: StreamElementSnapshot) -> Codec:
    c = codec_for(s.element)
    dec, skp, enc = c.decode, c.skip, c.encode

    def decode(buf, pos):
        tag = buf[pos]
        pos += 1
        if tag == 0:
            ts = _Q.unpack_from(buf, pos)[0]
            v, pos = dec(buf, pos + 8)
            return StreamRecord(v, ts), pos
        if tag == 1:
            v, pos = dec(buf, pos)
            return StreamRecord(v, None), pos
        if tag == 2:
            return Watermark(_Q.unpack_from(buf, pos)[0]), pos + 8
        if tag == 6:
            sub, ts = struct.unpack_from(">iq", buf, pos)
            return Watermark(ts, sub), pos + 12
        if tag == 4:
            return WatermarkStatus(_I.unpack_from(buf, pos)[0]), pos + 4
        if tag == 3:
            return LatencyMarker(*_LM.unpack_from(buf, pos)), pos + 28
        if tag == 5:
            return RecordAttributes(buf[pos] != 0), pos + 1
        raise FormatError("<value>", pos - 1, f"corrupt stream element tag {tag}")

    def skip(buf, pos):
        tag = buf[pos]
        if tag == 0:
            if pos + 9 > len(buf):
                raise eof(pos, "record timestamp")
            return skp(buf, pos + 9)
        if tag == 1:
            return skp(buf, pos + 1)
        return decode(buf, pos)[1]

    def encode(value, out):
        if isinstance(value, StreamRecord):
            if value.timestamp is None:
                out.append(1)
            else:
                out.append(0)
                out += _Q.pack(value.timestamp)
            enc(value.value, out)
        elif isinstance(value, Watermark):
            if value.subpartition is None:
                out.append(2)
                out += _Q.pack(value.timestamp)
            else:
                out.append(6)
                out += struct.pack(">iq", value.subpartition, value.timestamp)
        elif isinstance(value, WatermarkStatus):
            out.append(4)
            out += _I.pack(value.status)
        elif isinstance(value, LatencyMarker):
            out.append(3)
            out += _LM.pack(*value)
        elif isinstance(value, RecordAttributes):
            out.append(5)
            out.append(1 if value.backlog else 0)
        else:
            raise ValueError(f"not a stream element: {type(value).__name__}")

    return Codec(decode, skip, encode, s.label())


def _union_codec(s: UnionSnapshot) -> Codec:
    one, two = codec_for(s.one), codec_for(s.two)

    def decode(buf, pos):
        # Flink reads tag 1 as the first input and any other tag as the second.
        if buf[pos] == 1:
            v, pos = one.decode(buf, pos + 1)
            return TaggedUnion(1, v), pos
        v, pos = two.decode(buf, pos + 1)
        return TaggedUnion(2, v), pos

    def skip(buf, pos):
        return one.skip(buf, pos + 1) if buf[pos] == 1 else two.skip(buf, pos + 1)

    def encode(value, out):
        if value.tag == 1:
            out.append(1)
            one.encode(value.value, out)
        else:
            out.append(2)
            two.encode(value.value, out)

    return Codec(decode, skip, encode, s.label())


def _buffer_entry_codec(s: BufferEntrySnapshot) -> Codec:
    c = codec_for(s.element)

    def decode(buf, pos):
        joined = buf[pos] != 0
        v, pos = c.decode(buf, pos + 1)
        return BufferEntry(v, joined), pos

    def encode(value, out):
        out.append(1 if value.has_been_joined else 0)
        c.encode(value.element, out)

    return Codec(decode, lambda buf, pos: c.skip(buf, pos + 1 + 0 * buf[pos]), encode, s.label())


def _two_phase_commit_codec(s: TwoPhaseCommitStateSnapshot) -> Codec:
    txn, ctx = codec_for(s.transaction), codec_for(s.context)
    nullable = s.supports_null_transaction

    def read_holder(buf, pos):
        h, pos = txn.decode(buf, pos)
        return TransactionHolder(h, _Q.unpack_from(buf, pos)[0]), pos + 8

    def decode(buf, pos):
        pending = None
        if not nullable or buf[pos]:
            pending, pos = read_holder(buf, pos + (1 if nullable else 0))
        else:
            pos += 1
        n = _I.unpack_from(buf, pos)[0]
        pos += 4
        if n < 0 or n > len(buf) - pos:
            raise FormatError("<value>", pos - 4, f"bad count {n} of pending commit transactions")
        commits = []
        for _ in range(n):
            h, pos = read_holder(buf, pos)
            commits.append(h)
        context = None
        if buf[pos]:
            context, pos = ctx.decode(buf, pos + 1)
        else:
            pos += 1
        return TwoPhaseCommitState(pending, commits, context), pos

    def encode(value, out):
        pending = value.pending_transaction
        if nullable:
            out.append(0 if pending is None else 1)
        elif pending is None:
            raise ValueError("this serializer does not support a null pending transaction")
        if pending is not None:
            txn.encode(pending.handle, out)
            out += _Q.pack(pending.start_time)
        out += _I.pack(len(value.pending_commit_transactions))
        for h in value.pending_commit_transactions:
            txn.encode(h.handle, out)
            out += _Q.pack(h.start_time)
        if value.context is None:
            out.append(0)
        else:
            out.append(1)
            ctx.encode(value.context, out)

    return Codec(decode, lambda buf, pos: decode(buf, pos)[1], encode, s.label())


CODECS = {
    StreamElementSnapshot: _stream_element_codec,
    UnionSnapshot: _union_codec,
    BufferEntrySnapshot: _buffer_entry_codec,
    TwoPhaseCommitStateSnapshot: _two_phase_commit_codec,
}
