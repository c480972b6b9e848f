"""Table-runtime serializers around other serializers (data views, sorted maps, external
types, window keys). The internal data formats (``RowData`` and its fields) are in
:mod:`.rowdata`.

Flink (``CompositeTypeSerializerSnapshot``s unless said otherwise):

* ``LinkedListSerializer$LinkedListSerializerSnapshot`` (outer version 3 writes a boolean
  "has null mask"; 2 implies it; older imply none). Values: int size, the null mask
  (MaskUtils: one bit per element, most significant first) when present, the non-null
  elements. A change of the flag needs migration (Flink's outer compatibility).
* ``ListViewSerializerSnapshot`` / ``MapViewSerializerSnapshot`` (1): one nested
  serializer, the list or map serializer; values are the list's or map's.
* ``NullAwareMapSerializerSnapshot`` (1): key and value; values: int size, per entry a
  boolean "key is null", the key, a boolean "value is null", the value.
* ``SortedMapSerializerSnapshot`` (3; not a composite): the ``Comparator`` Java-serialized,
  then the key and value serializers' snapshots. AS_IS iff
  ``comparator.equals(old.comparator)``, else INCOMPATIBLE; the nested serializers are
  **not** resolved (Flink does not). The comparator Flink SQL uses
  (``ComparableRecordComparator``, retracting Top-N) compares key positions, key types,
  orders and null orders; any other comparator class resolves UNKNOWN (its ``equals`` is
  not known here). Values (``AbstractMapSerializer``): int size, per entry the key, a
  boolean "value is null", the value.
* ``ExternalSerializer$ExternalSerializerSnapshot`` (outer version 1: the ``DataType``
  Java-serialized and a boolean "internal input"; one nested serializer, the internal one).
  The outer part is not compared (Flink's default outer compatibility); values are the
  internal serializer's.
* ``WindowKeySerializer$WindowKeySerializerSnapshot`` (outer version 1, no outer data; one
  nested serializer, the key's): the window (slice end) and the key of window operators'
  buffers; values: long window, then the key. Resolved as a composite.
"""

from __future__ import annotations

import struct
from typing import Any, Literal, NamedTuple

from .. import binary
from .._base import INCOMPATIBLE, MIGRATION, UNKNOWN, CompositeSnapshot, Resolution, SnapshotBase, different_class
from .._io import FormatError
from .._javaser import read_stream
from ..codecs import Codec, codec_for, eof
from .rowdata import COMPARATOR_EQUALS, JavaSerializer, java_bytes, read_java_object, structural

_LONG = struct.Struct(">q")
_TU = "org.apache.flink.table.runtime.typeutils."
SORTED_MAP_CLASS = _TU + "SortedMapSerializerSnapshot"
EXTERNAL_CLASS = _TU + "ExternalSerializer$ExternalSerializerSnapshot"
WINDOW_KEY_CLASS = _TU + "WindowKeySerializer$WindowKeySerializerSnapshot"

LINKED_LIST_CLASS = _TU + "LinkedListSerializer$LinkedListSerializerSnapshot"
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


# =========================================================================================
# SortedMap, External and WindowKey serializers (Flink SQL state)
# =========================================================================================
class SortedMapSnapshot(SnapshotBase):
    """``SortedMapSerializerSnapshot``: a comparator and the key and value serializers."""

    family: Literal["sorted_map"] = "sorted_map"
    snapshot_class: str = SORTED_MAP_CLASS
    version: int = 3
    #: The comparator: its class and what its ``equals`` compares (all fields if unknown).
    comparator: JavaSerializer
    key: "Snapshot"
    value: "Snapshot"

    family_title = "Flink SQL sorted map (SortedMap)"

    def label(self) -> str:
        return f"SortedMap<{self.key.label()}, {self.value.label()}>"

    def children(self):
        return (("key", self.key), ("value", self.value))

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, SortedMapSnapshot):
            return different_class(old, self)
        if old.comparator.serializer_class != self.comparator.serializer_class:
            return Resolution.of(INCOMPATIBLE, f"the sorted map's comparator changed from {old.comparator.short} to "
                                 f"{self.comparator.short}")
        if self.comparator.serializer_class not in COMPARATOR_EQUALS:
            return Resolution.of(UNKNOWN, f"the sorted map's comparator {self.comparator.short}: its equals is not known")
        if old.comparator.fields != self.comparator.fields:
            return Resolution.of(INCOMPATIBLE, "the sorted map's comparator changed (sort key positions, types or order)")
        return Resolution.as_is()


class ExternalSnapshot(CompositeSnapshot):
    """``ExternalSerializerSnapshot``: a table ``DataType`` over its internal serializer."""

    family: Literal["external"] = "external"
    snapshot_class: str = EXTERNAL_CLASS
    version: int = 3
    #: The DataType as text: its logical type and conversion class.
    data_type: str
    is_internal_input: bool = False
    internal: "Snapshot"
    #: The DataType's Java stream as read (hex).
    data_type_java: str | None = None

    family_title = "Flink SQL external type (ExternalSerializer)"

    def label(self) -> str:
        return f"External<{self.data_type}>"

    def nested(self):
        return (("internal", self.internal),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, ExternalSnapshot):
            return different_class(old, self)
        return Resolution.as_is()


class WindowKeySnapshot(CompositeSnapshot):
    """``WindowKeySerializerSnapshot``: a window (long) and a key, serialized by the nested serializer."""

    family: Literal["window_key"] = "window_key"
    snapshot_class: str = WINDOW_KEY_CLASS
    version: int = 3
    key: "Snapshot"

    family_title = "Flink SQL window key (WindowKey)"

    def label(self) -> str:
        return f"WindowKey<{self.key.label()}>"

    def nested(self):
        return (("key", self.key),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, WindowKeySnapshot):
            return different_class(old, self)
        return Resolution.as_is()


class WindowKey(NamedTuple):
    """``WindowKey``: the window (the slice's end, epoch millis) and the key row."""

    window: int
    key: Any


def _read_sorted_map(inp, cls, version):
    comparator = read_java_object(inp, "sorted map comparator")
    at = inp.pos
    nested = binary.read_nested_delegate(inp)
    if len(nested) != 2:
        raise inp.error(f"sorted map snapshot with {len(nested)} nested serializer snapshots, expected 2", at)
    return SortedMapSnapshot(snapshot_class=cls, version=version, comparator=comparator, key=nested[0],
                             value=nested[1])


def _read_external_outer(inp, outer_version):
    if outer_version != 1:
        raise inp.error(f"ExternalSerializer outer snapshot version {outer_version}, expected 1")
    at = inp.pos
    try:
        value, end = read_stream(inp.buf, inp.pos, inp.end)
    except FormatError as e:
        raise inp.error(f"external data type: {e.message}", at) from None
    inp.pos = end
    return data_type_text(value), bytes(inp.buf[at:end]).hex(), inp.read_boolean("internal input flag")


def data_type_text(value) -> str:
    """A ``DataType`` read from its Java stream: ``<logical type summary> (<conversion class>)``."""
    from .._javaser import JavaClass, JavaObject
    from .logical_types import logical_type_of

    if isinstance(value, JavaObject) and "logicalType" in value.fields:
        conv = value.fields.get("conversionClass")
        conv_name = conv.class_name if isinstance(conv, (JavaClass, JavaObject)) else None
        try:
            from .._io import DataInput

            t = logical_type_of(value.fields["logicalType"], DataInput(b"", 0, 0, "<data type>"), 0, "data type")
            text = t.summary
        except FormatError:
            text = structural(value.fields["logicalType"])
        return f"{text} ({conv_name})" if conv_name else text
    return structural(value)


def _read_external(inp, cls, version):
    _, outer, nested = binary.read_composite(inp, version, _read_external_outer, arity=1, what="external")
    text, raw, internal_input = outer
    return ExternalSnapshot(snapshot_class=cls, version=version, data_type=text, is_internal_input=internal_input,
                            internal=nested[0], data_type_java=raw)


def _read_window_key(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=1, what="window key")
    return WindowKeySnapshot(snapshot_class=cls, version=version, key=nested[0])


def _write_sorted_map(out, s: SortedMapSnapshot) -> None:
    (raw,) = java_bytes((s.comparator.java,), s.label())
    out.write_int(s.version)
    out.write_bytes(raw)
    binary.write_nested_delegate(out, [s.key, s.value])


def _write_external(out, s: ExternalSnapshot) -> None:
    (raw,) = java_bytes((s.data_type_java,), s.label())

    def outer(o):
        o.write_bytes(raw)
        o.write_boolean(s.is_internal_input)

    binary.write_composite(out, 1, [s.internal], outer)


def _sorted_map_codec(s: SortedMapSnapshot) -> Codec:
    # AbstractMapSerializer: the same bytes as MapSerializer.
    from .collections import MapSnapshot, _map_codec

    return _map_codec(MapSnapshot(key=s.key, value=s.value))


def _window_key_codec(s: WindowKeySnapshot) -> Codec:
    key = codec_for(s.key)

    def decode(buf, pos):
        window = _LONG.unpack_from(buf, pos)[0]
        value, pos = key.decode(buf, pos + 8)
        return WindowKey(window, value), pos

    def encode(value, out):
        out += _LONG.pack(value[0])
        key.encode(value[1], out)

    return Codec(decode, lambda buf, pos: key.skip(buf, pos + 8), encode, s.label())


READERS.update({
    WINDOW_KEY_CLASS: _read_window_key,
    SORTED_MAP_CLASS: _read_sorted_map,
    EXTERNAL_CLASS: _read_external,
})
WRITERS.update({
    WindowKeySnapshot: lambda out, s: binary.write_composite(out, 1, [s.key]),
    SortedMapSnapshot: _write_sorted_map,
    ExternalSnapshot: _write_external,
})
CODECS.update({
    WindowKeySnapshot: _window_key_codec,
    SortedMapSnapshot: _sorted_map_codec,
    ExternalSnapshot: lambda s: codec_for(s.internal),
})
