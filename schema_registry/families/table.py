"""Table-runtime serializers that appear in DataStream-state savepoints.

Flink (``CompositeTypeSerializerSnapshot``s):

* ``LinkedListSerializer$LinkedListSerializerSnapshot`` (outer version 3 writes a boolean
  "has null mask"; 2 implies it; older imply none). Values: int size, the null mask
  (MaskUtils: one bit per element, most significant first) when present, the non-null
  elements. A change of the flag needs migration (Flink's outer compatibility).
* ``ListViewSerializerSnapshot`` / ``MapViewSerializerSnapshot`` (1): one nested
  serializer, the list or map serializer; values are the list's or map's.
* ``NullAwareMapSerializerSnapshot`` (1): key and value; values: int size, per entry a
  boolean "key is null", the key, a boolean "value is null", the value.
"""

from __future__ import annotations

import struct
from typing import Literal

from .. import binary
from .._base import INCOMPATIBLE, MIGRATION, CompositeSnapshot, Resolution
from ..codecs import Codec, codec_for, eof

LINKED_LIST_CLASS = "org.apache.flink.table.runtime.typeutils.LinkedListSerializer$LinkedListSerializerSnapshot"
LIST_VIEW_CLASS = "org.apache.flink.table.dataview.ListViewSerializerSnapshot"
MAP_VIEW_CLASS = "org.apache.flink.table.dataview.MapViewSerializerSnapshot"
NULL_AWARE_MAP_CLASS = "org.apache.flink.table.dataview.NullAwareMapSerializerSnapshot"


class LinkedListSnapshot(CompositeSnapshot):
    family: Literal["linked_list"] = "linked_list"
    snapshot_class: str = LINKED_LIST_CLASS
    version: int = 3
    element: "Snapshot"
    has_null_mask: bool = True

    def label(self) -> str:
        return f"LinkedList<{self.element.label()}>"

    def nested(self):
        return (("element", self.element),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, LinkedListSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.has_null_mask != self.has_null_mask:
            return Resolution.of(MIGRATION, "the null mask of the linked list changed")
        return Resolution.as_is()


class ListViewSnapshot(CompositeSnapshot):
    family: Literal["list_view"] = "list_view"
    snapshot_class: str = LIST_VIEW_CLASS
    version: int = 3
    list: "Snapshot"

    def label(self) -> str:
        return f"ListView({self.list.label()})"

    def nested(self):
        return (("list", self.list),)


class MapViewSnapshot(CompositeSnapshot):
    family: Literal["map_view"] = "map_view"
    snapshot_class: str = MAP_VIEW_CLASS
    version: int = 3
    map: "Snapshot"

    def label(self) -> str:
        return f"MapView({self.map.label()})"

    def nested(self):
        return (("map", self.map),)


class NullAwareMapSnapshot(CompositeSnapshot):
    family: Literal["null_aware_map"] = "null_aware_map"
    snapshot_class: str = NULL_AWARE_MAP_CLASS
    version: int = 3
    key: "Snapshot"
    value: "Snapshot"

    def label(self) -> str:
        return f"NullAwareMap<{self.key.label()}, {self.value.label()}>"

    def nested(self):
        return (("key", self.key), ("value", self.value))


def _read_linked_list_outer(inp, outer_version):
    if outer_version < 2:
        return False
    if outer_version == 2:
        return True
    return inp.read_boolean("null mask flag")


def _read_linked_list(inp, cls, version):
    _, mask, nested = binary.read_composite(inp, version, _read_linked_list_outer, arity=1, what="linked list")
    return LinkedListSnapshot(snapshot_class=cls, version=version, element=nested[0], has_null_mask=mask)


def _reader(model, *fields):
    def read(inp, cls, version):
        _, _, nested = binary.read_composite(inp, version, arity=len(fields), what=model.__name__)
        return model(snapshot_class=cls, version=version, **dict(zip(fields, nested)))

    return read


READERS = {
    LINKED_LIST_CLASS: _read_linked_list,
    LIST_VIEW_CLASS: _reader(ListViewSnapshot, "list"),
    MAP_VIEW_CLASS: _reader(MapViewSnapshot, "map"),
    NULL_AWARE_MAP_CLASS: _reader(NullAwareMapSnapshot, "key", "value"),
}
WRITERS = {
    LinkedListSnapshot: lambda out, s: _write_linked_list(out, s),
    ListViewSnapshot: lambda out, s: binary.write_composite(out, 1, [s.list]),
    MapViewSnapshot: lambda out, s: binary.write_composite(out, 1, [s.map]),
    NullAwareMapSnapshot: lambda out, s: binary.write_composite(out, 1, [s.key, s.value]),
}



def _write_linked_list(out, s: LinkedListSnapshot) -> None:
    outer = binary.layout_version([((1, 0), 1), ((1, 14), 2), ((1, 15), 3)], 3)
    if outer < 3 and s.has_null_mask != (outer == 2):
        raise ValueError(f"outer version {outer} cannot say has_null_mask={s.has_null_mask}")
    binary.write_composite(out, outer, [s.element], (lambda o: o.write_boolean(s.has_null_mask)) if outer >= 3 else None)


_I = struct.Struct(">i")


def _linked_list_codec(s: LinkedListSnapshot) -> Codec:
    c = codec_for(s.element)
    has_mask = s.has_null_mask
    label = s.label()

    def decode(buf, pos):
        n = _I.unpack_from(buf, pos)[0]
        pos += 4
        if n < 0 or n > (len(buf) - pos) * 8:
            raise eof(pos, f"{n} elements of {label}")
        out = []
        if has_mask:
            nbytes = (n + 7) // 8
            mask = int.from_bytes(buf[pos : pos + nbytes], "big")
            pos += nbytes
            top = nbytes * 8 - 1
            for i in range(n):
                if (mask >> (top - i)) & 1:
                    out.append(None)
                else:
                    v, pos = c.decode(buf, pos)
                    out.append(v)
        else:
            for _ in range(n):
                v, pos = c.decode(buf, pos)
                out.append(v)
        return out, pos

    def encode(value, out):
        n = len(value)
        out += _I.pack(n)
        if has_mask:
            nbytes = (n + 7) // 8
            mask = 0
            for i, v in enumerate(value):
                if v is None:
                    mask |= 1 << (nbytes * 8 - 1 - i)
            out += mask.to_bytes(nbytes, "big")
        for v in value:
            if v is not None:
                c.encode(v, out)

    return Codec(decode, lambda buf, pos: decode(buf, pos)[1], encode, label)


def _null_aware_map_codec(s: NullAwareMapSnapshot) -> Codec:
    from .collections import _map_pairs

    kc, vc = codec_for(s.key), codec_for(s.value)
    label = s.label()

    def decode(buf, pos):
        n = _I.unpack_from(buf, pos)[0]
        pos += 4
        if n < 0 or 2 * n > len(buf) - pos:
            raise eof(pos, f"{n} entries of {label}")
        pairs = []
        for _ in range(n):
            k = None
            if buf[pos]:
                pos += 1
            else:
                k, pos = kc.decode(buf, pos + 1)
            v = None
            if buf[pos]:
                pos += 1
            else:
                v, pos = vc.decode(buf, pos + 1)
            pairs.append((k, v))
        return _map_pairs(pairs), pos

    def encode(value, out):
        items = list(value.items() if isinstance(value, dict) else value)
        out += _I.pack(len(items))
        for k, v in items:
            for x, c in ((k, kc), (v, vc)):
                if x is None:
                    out.append(1)
                else:
                    out.append(0)
                    c.encode(x, out)

    return Codec(decode, lambda buf, pos: decode(buf, pos)[1], encode, label)


CODECS = {
    LinkedListSnapshot: _linked_list_codec,
    ListViewSnapshot: lambda s: codec_for(s.list),
    MapViewSnapshot: lambda s: codec_for(s.map),
    NullAwareMapSnapshot: _null_aware_map_codec,
}
