"""Collections: List, ArrayList, Map and generic (object) arrays.

Flink: ``ListSerializerSnapshot``, ``ArrayListSerializerSnapshot`` (operator state
internals), ``MapSerializerSnapshot`` and ``GenericArraySerializerSnapshot``; all
``CompositeTypeSerializerSnapshot``s. List and Map have no outer configuration, so
(as in Flink) only the number of nested serializers and their own compatibility
count. A generic array also records its component class, which must not change.
"""

from __future__ import annotations

from typing import Literal

from .._base import INCOMPATIBLE, CompositeSnapshot, Resolution, short_class

COMPOSITE_VERSION = 3  # CompositeTypeSerializerSnapshot.VERSION

LIST_CLASS = "org.apache.flink.api.common.typeutils.base.ListSerializerSnapshot"
ARRAY_LIST_CLASS = "org.apache.flink.runtime.state.ArrayListSerializerSnapshot"
MAP_CLASS = "org.apache.flink.api.common.typeutils.base.MapSerializerSnapshot"
GENERIC_ARRAY_CLASS = "org.apache.flink.api.common.typeutils.base.GenericArraySerializerSnapshot"


class ListSnapshot(CompositeSnapshot):
    family: Literal["list"] = "list"
    snapshot_class: str = LIST_CLASS
    version: int = COMPOSITE_VERSION
    element: "Snapshot"

    def label(self) -> str:
        outer = "ArrayList" if self.snapshot_class == ARRAY_LIST_CLASS else "List"
        return f"{outer}<{self.element.label()}>"

    def nested(self):
        return (("element", self.element),)


class MapSnapshot(CompositeSnapshot):
    family: Literal["map"] = "map"
    snapshot_class: str = MAP_CLASS
    version: int = COMPOSITE_VERSION
    key: "Snapshot"
    value: "Snapshot"

    def label(self) -> str:
        return f"Map<{self.key.label()}, {self.value.label()}>"

    def nested(self):
        return (("key", self.key), ("value", self.value))


class GenericArraySnapshot(CompositeSnapshot):
    family: Literal["generic_array"] = "generic_array"
    snapshot_class: str = GENERIC_ARRAY_CLASS
    version: int = COMPOSITE_VERSION
    component_class: str
    element: "Snapshot"

    def label(self) -> str:
        return f"{short_class(self.component_class)}[]"

    def classes_read(self) -> tuple[str, ...]:
        return (self.snapshot_class, self.component_class)

    def nested(self):
        return (("element", self.element),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, GenericArraySnapshot):
            return Resolution.of(INCOMPATIBLE, f"{old.label()} is not an array")
        if old.component_class != self.component_class:
            return Resolution.of(
                INCOMPATIBLE,
                f"array component class changed from {old.component_class} to {self.component_class}",
            )
        return Resolution.as_is()


SET_CLASS = "org.apache.flink.api.common.typeutils.base.SetSerializerSnapshot"


class SetSnapshot(CompositeSnapshot):
    """``Set<T>`` (Flink 2.1+ ``SetSerializerSnapshot``): one nested element serializer."""

    family: Literal["set"] = "set"
    snapshot_class: str = SET_CLASS
    version: int = COMPOSITE_VERSION
    element: "Snapshot"

    def label(self) -> str:
        return f"Set<{self.element.label()}>"

    def nested(self):
        return (("element", self.element),)


# =========================================================================================
# Binary snapshot format (CompositeTypeSerializerSnapshot; outer version 1, no outer part
# except the generic array's component class)
# =========================================================================================
from .. import binary  # noqa: E402


def _read_list(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=1, what="list")
    return ListSnapshot(snapshot_class=cls, version=version, element=nested[0])


def _read_set(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=1, what="set")
    return SetSnapshot(snapshot_class=cls, version=version, element=nested[0])


def _read_map(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=2, what="map")
    return MapSnapshot(snapshot_class=cls, version=version, key=nested[0], value=nested[1])


def _read_generic_array(inp, cls, version):
    _, component, nested = binary.read_composite(
        inp, version, lambda i, _v: i.read_utf("array component class"), arity=1, what="generic array"
    )
    return GenericArraySnapshot(snapshot_class=cls, version=version, component_class=component, element=nested[0])


READERS = {
    LIST_CLASS: _read_list,
    ARRAY_LIST_CLASS: _read_list,
    SET_CLASS: _read_set,
    MAP_CLASS: _read_map,
    GENERIC_ARRAY_CLASS: _read_generic_array,
}
WRITERS = {
    ListSnapshot: lambda out, s: binary.write_composite(out, 1, [s.element]),
    SetSnapshot: lambda out, s: binary.write_composite(out, 1, [s.element]),
    MapSnapshot: lambda out, s: binary.write_composite(out, 1, [s.key, s.value]),
    GenericArraySnapshot: lambda out, s: binary.write_composite(
        out, 1, [s.element], lambda o: o.write_utf(s.component_class)
    ),
}


# =========================================================================================
# Value codecs
# =========================================================================================
import struct as _struct  # noqa: E402

from ..codecs import Codec, FormatError, codec_for, eof  # noqa: E402

_INT = _struct.Struct(">i")
#: Elements that take no bytes (NullValue) are capped so a corrupt count cannot exhaust memory.
MAX_EMPTY_ELEMENTS = 1 << 20


def count_at(buf, pos, label: str, min_each: int = 1):
    """An int element count; each element needs at least ``min_each`` bytes."""
    n = _INT.unpack_from(buf, pos)[0]
    pos += 4
    if n < 0:
        raise FormatError("<value>", pos - 4, f"negative size {n} of {label}")
    if n * min_each > len(buf) - pos or (min_each == 0 and n > MAX_EMPTY_ELEMENTS):
        raise eof(pos, f"{n} elements of {label}")
    return n, pos


def _list_codec(snap) -> Codec:
    # ListSerializer / ArrayListSerializer: int size, then the elements (no nulls).
    el = codec_for(snap.element)
    dec, skp, enc = el.decode, el.skip, el.encode
    label = snap.label()
    min_each = 1 if el.size is None else el.size

    def decode(buf, pos):
        n, pos = count_at(buf, pos, label, min_each)
        out = []
        append = out.append
        for _ in range(n):
            v, pos = dec(buf, pos)
            append(v)
        return out, pos

    if el.size is not None:
        size = el.size

        def skip(buf, pos):
            n, pos = count_at(buf, pos, label, size)
            return pos + n * size
    else:
        def skip(buf, pos):
            n, pos = count_at(buf, pos, label, min_each)
            for _ in range(n):
                pos = skp(buf, pos)
            return pos

    def encode(value, out):
        out += _INT.pack(len(value))
        for v in value:
            enc(v, out)

    return Codec(decode, skip, encode, label)


def _flagged_seq_codec(snap, present_flag: int, label: str) -> Codec:
    """int size, then per element a boolean flag and the element when present.

    ``present_flag`` is the flag value that means "an element follows" (1 for generic
    arrays, whose flag is "non-null"; 0 for sets, whose flag is "is null").
    """
    el = codec_for(snap.element)
    dec, skp, enc = el.decode, el.skip, el.encode

    def decode(buf, pos):
        n, pos = count_at(buf, pos, label)
        out = []
        append = out.append
        for _ in range(n):
            flag = buf[pos]
            pos += 1
            if (flag != 0) == bool(present_flag):
                v, pos = dec(buf, pos)
                append(v)
            else:
                append(None)
        return out, pos

    def skip(buf, pos):
        n, pos = count_at(buf, pos, label)
        for _ in range(n):
            flag = buf[pos]
            pos += 1
            if (flag != 0) == bool(present_flag):
                pos = skp(buf, pos)
        return pos

    def encode(value, out):
        out += _INT.pack(len(value))
        for v in value:
            if v is None:
                out.append(1 - present_flag)
            else:
                out.append(present_flag)
                enc(v, out)

    return Codec(decode, skip, encode, label)


def _map_pairs(pairs):
    try:
        return dict(pairs)
    except TypeError:  # an unhashable key (a list, a POJO): keep the pairs
        return list(pairs)


def _map_codec(snap) -> Codec:
    # MapSerializer: int size, then per entry the key, a boolean "value is null", the value.
    kc, vc = codec_for(snap.key), codec_for(snap.value)
    kdec, kskip, kenc = kc.decode, kc.skip, kc.encode
    vdec, vskip, venc = vc.decode, vc.skip, vc.encode
    label = snap.label()

    def decode(buf, pos):
        n, pos = count_at(buf, pos, label, 1)
        pairs = []
        append = pairs.append
        for _ in range(n):
            k, pos = kdec(buf, pos)
            if buf[pos]:
                pos += 1
                append((k, None))
            else:
                v, pos = vdec(buf, pos + 1)
                append((k, v))
        return _map_pairs(pairs), pos

    def skip(buf, pos):
        n, pos = count_at(buf, pos, label, 1)
        for _ in range(n):
            pos = kskip(buf, pos)
            if buf[pos]:
                pos += 1
            else:
                pos = vskip(buf, pos + 1)
        return pos

    def encode(value, out):
        items = value.items() if isinstance(value, dict) else value
        items = list(items)
        out += _INT.pack(len(items))
        for k, v in items:
            kenc(k, out)
            if v is None:
                out.append(1)
            else:
                out.append(0)
                venc(v, out)

    return Codec(decode, skip, encode, label)


CODECS = {
    ListSnapshot: _list_codec,
    MapSnapshot: _map_codec,
    GenericArraySnapshot: lambda s: _flagged_seq_codec(s, 1, s.label()),
    SetSnapshot: lambda s: _flagged_seq_codec(s, 0, s.label()),
}


# =========================================================================================
# Value migration: element by element (nulls of arrays and sets stay null); map keys and
# values each with their serializer. A generic array of another component class is another
# type.
# =========================================================================================
def _sequence_migrator(old, new):
    from ..migrate import failing, identity, nested

    if isinstance(new, GenericArraySnapshot) and old.component_class != new.component_class:
        return failing(f"array component class changed from {old.component_class} to {new.component_class}")
    element = nested(old.element, new.element)
    if element is identity:
        return identity
    return lambda value: [None if v is None else element(v) for v in value]


def _map_migrator(old: MapSnapshot, new: MapSnapshot):
    from ..migrate import identity, nested

    key, val = nested(old.key, new.key), nested(old.value, new.value)
    if key is identity and val is identity:
        return identity

    def migrate(value):
        items = value.items() if isinstance(value, dict) else value
        return _map_pairs([(key(k), None if v is None else val(v)) for k, v in items])

    return migrate


MIGRATIONS = {
    ListSnapshot: _sequence_migrator,
    SetSnapshot: _sequence_migrator,
    GenericArraySnapshot: _sequence_migrator,
    MapSnapshot: _map_migrator,
}
