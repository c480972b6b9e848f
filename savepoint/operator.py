"""Operator state entries: list states (SPLIT_DISTRIBUTE, UNION) and broadcast states.

An operator state stream (``DefaultOperatorStateBackendSnapshotStrategy``) is::

    OperatorBackendSerializationProxy (meta.py)
    [snappy stream identifier, if compressed]
    operator list states, then broadcast states, in the order of the meta information:
      list state:      element | element | ...       (each element's offset is in the handle)
      broadcast state: int n | n × (key | value)     (one offset)

With compression, Flink flushes the snappy stream before recording each offset, so the
compressed bytes from one offset to the next decompress to exactly one element. Elements
are therefore delimited by the offsets alone; broadcast entries need the key and value
codecs to be split.
"""

from __future__ import annotations

from typing import Iterator, NamedTuple, Optional

from flink_compat.schema_registry._io import DataInput, FormatError

from . import _codecs
from ._fs import Source
from ._snappy import decompress_range
from .models import OperatorBackendMeta, OperatorStreamHandle


class OperatorEntry(NamedTuple):
    """One element of an operator list state, or one entry of a broadcast state."""

    subtask: int
    state: str
    #: SPLIT_DISTRIBUTE, UNION or BROADCAST.
    mode: str
    #: Position of the element in the subtask's list (broadcast: of the map entry).
    index: int
    #: Broadcast state: the serialized map key; None for list states.
    key: Optional[bytes]
    value: bytes


def element_ranges(handle: OperatorStreamHandle, meta: OperatorBackendMeta, end: int) -> dict[str, list[tuple[int, int]]]:
    """``[start, end)`` of every element of every state in the stream.

    An element ends where the next one (of any state, in write order) starts, the last
    at the end of the stream.
    """
    order = {s.name: i for i, s in enumerate(meta.operator_states + meta.broadcast_states)}
    items = []
    for name, part in handle.states.items():
        rank = order.get(name, len(order))
        for i, off in enumerate(part.offsets):
            items.append((off, rank, i, name))
    items.sort()
    out: dict[str, list[tuple[int, int]]] = {name: [None] * len(p.offsets) for name, p in handle.states.items()}
    for j, (off, _rank, i, name) in enumerate(items):
        nxt = items[j + 1][0] if j + 1 < len(items) else end
        out[name][i] = (off, nxt)
    return out


def iter_stream_entries(
    handle: OperatorStreamHandle,
    src: Source,
    start: int,
    end: int,
    meta: OperatorBackendMeta,
    subtask: int,
    states: Optional[set] = None,
) -> Iterator[OperatorEntry]:
    ranges = element_ranges(handle, meta, end - start)
    broadcast = {s.name: s for s in meta.broadcast_states}
    known = {s.name for s in meta.operator_states} | set(broadcast)
    buf = src.buffer()
    for name, part in handle.states.items():
        if states is not None and name not in states:
            continue
        if name not in known:
            raise FormatError(src.name, start, f"operator state {name!r} of the handle has no meta information in the stream")
        for i, (a, b) in enumerate(ranges[name]):
            if not (0 <= a <= b <= end - start):
                raise FormatError(src.name, start + a, f"element {i} of operator state {name!r} at {a}..{b} outside the stream of {end - start} bytes")
            a += start
            b += start
            if buf is not None:
                raw, ra, rb, base = buf, a, b, 0
            else:
                raw, ra, rb, base = src.read(a, b - a), 0, b - a, a
            data = decompress_range(raw, ra, rb, src.name, base) if meta.compressed else bytes(raw[ra:rb])
            if part.mode == "BROADCAST" or name in broadcast:
                yield from _broadcast_entries(data, name, subtask, broadcast.get(name), src.name, a)
            else:
                yield OperatorEntry(subtask, name, part.mode, i, None, data)


def _broadcast_entries(data: bytes, name: str, subtask: int, info, source: str, at: int) -> Iterator[OperatorEntry]:
    if info is None:
        raise FormatError(source, at, f"broadcast state {name!r} has no meta information")
    key_skip = _codecs.skipper(info.key_serializer)
    value_skip = _codecs.skipper(info.value_serializer)
    errors = _codecs.low_level_errors()
    where = f"{source} (broadcast state {name!r} at offset {at})"
    inp = DataInput(data, source=where)
    n = inp.read_count(f"entries of broadcast state {name!r}", 0)
    p = inp.pos
    for i in range(n):
        ks = p
        try:
            p = p + key_skip if key_skip.__class__ is int else key_skip(data, p)
            ke = p
            p = p + value_skip if value_skip.__class__ is int else value_skip(data, p)
        except errors as e:
            raise FormatError(where, ks, f"entry {i} of {n}: malformed or truncated ({e})") from None
        except FormatError as e:
            raise FormatError(where, ks, f"entry {i} of {n}: {e.message}") from None
        if p > len(data):
            raise FormatError(where, ks, f"entry {i} of {n} runs past the end of the state")
        yield OperatorEntry(subtask, name, "BROADCAST", i, bytes(data[ks:ke]), bytes(data[ke:p]))
