"""The table runtime's internal-data serializers: Flink SQL's state (``RowData`` and its fields).

(The table runtime's serializers around them, ``SortedMap``, ``External`` and ``WindowKey``, are
in :mod:`.table`.)

Snapshot classes (``org.apache.flink.table.runtime.typeutils``; Flink 2.3 read with
``javap``, same as the 2.0 source) and their ``resolveSchemaCompatibility``:

* ``RowDataSerializer$RowDataSerializerSnapshot`` (3): int n, n Java-serialized
  ``LogicalType`` streams, the nested serializers' snapshots
  (``NestedSerializersSnapshotDelegate``). INCOMPATIBLE unless the old snapshot is one too
  and ``Arrays.equals(types, old.types)`` (see :mod:`.logical_types` for what equals
  compares); then the nested snapshots resolve as a composite's do (worst wins,
  RECONFIGURED when one needs it).
* ``BinaryRowDataSerializer$BinaryRowDataSerializerSnapshot`` (3): int numFields; AS_IS iff
  the same number of fields.
* ``DecimalDataSerializer$DecimalSerializerSnapshot`` (3): int precision, int scale; AS_IS
  iff both equal.
* ``TimestampDataSerializer$TimestampDataSerializerSnapshot`` (1): int precision; AS_IS iff
  equal.
* ``ArrayDataSerializer$ArrayDataSerializerSnapshot`` (3): the element's ``LogicalType`` and
  the element serializer, both Java-serialized; AS_IS iff both are ``equals`` (a serializer is
  compared as its class's ``equals`` does, :data:`SERIALIZER_EQUALS`).
* ``MapDataSerializer$MapDataSerializerSnapshot`` (3): key type, value type, key serializer,
  value serializer, all Java-serialized; AS_IS iff all four are ``equals`` (as for arrays).
* ``RawValueDataSerializer$RawValueDataSerializerSnapshot`` (composite, outer version 0,
  one nested serializer); values: int size, then what the nested serializer wrote.
* ``StringDataSerializer$StringDataSerializerSnapshot`` and
  ``NullSerializer$NullSerializerSnapshot`` (data views' placeholders, one zero byte) are
  ``SimpleTypeSerializerSnapshot``s (:mod:`.simple`, names ``StringData``, ``TableNull``).

Values (``DataOutputView``, big-endian framing; the binary formats inside are Flink's
``MemorySegment`` layout, little-endian on every platform Flink runs on):

* ``RowDataSerializer``/``BinaryRowDataSerializer``: int size, then a ``BinaryRowData``:
  a null bit set of ``((arity + 63 + 8) / 64) * 8`` bytes whose first byte is the row kind
  and whose bit ``8 + i`` (bit ``k & 7`` of byte ``k >> 3``) says field i is null; one
  8-byte slot per field; then the variable-length part. A slot holds a fixed-size value
  (boolean, tinyint, smallint, int/date/time, bigint, float, double, a compact decimal's
  unscaled long (precision <= 18), a compact timestamp's epoch millis (precision <= 3)),
  or ``offset << 32 | size`` of bytes in the variable part (offsets from the row's start),
  or, for strings and byte strings of at most 7 bytes, the bytes themselves with
  ``0x80 | length`` in the slot's last byte. A non-compact timestamp's slot is
  ``offset << 32 | nanoOfMillisecond`` with the millis (long) at the offset; a
  non-compact decimal's bytes are the unscaled value's two's complement (big-endian).
* ``BinaryArrayData``: int n, null bits in ``((n + 31) / 32) * 4`` bytes, n elements of
  ``calculateFixLengthPartSize`` bytes (1, 2, 4 or 8), the variable part (offsets from
  the array's start). ``BinaryMapData``: int size of the key array, the key array, the
  value array.
* ``ArrayDataSerializer``/``MapDataSerializer``: int size and that binary form.
  ``DecimalDataSerializer``: long unscaled (compact) or int length + bytes.
  ``TimestampDataSerializer``: long millis (compact) or long millis + int nanos-of-milli.
  ``StringDataSerializer``: int length + UTF-8 bytes.

Python values: a row is a :class:`~.row.Row` (kind, fields), STRING ``str``, BYTES
``bytes``, DECIMAL ``decimal.Decimal`` (its scale), TIMESTAMP/TIMESTAMP_LTZ a naive
``datetime`` (UTC wall clock of the epoch millis; :class:`~.simple.NanoDatetime` below the
microsecond), DATE ``date``, TIME ``time``, ARRAY ``list``, MAP/MULTISET ``dict``, RAW the
value its own serializer (the ``RawValueDataSerializer``'s nested one) reads, or its bytes
when that serializer's values cannot be read.
"""

from __future__ import annotations

import struct
from datetime import date as _date
from datetime import time as _time
from datetime import timedelta as _timedelta
from decimal import Decimal
from typing import Literal

from pydantic import BaseModel, ConfigDict

from .. import binary
from .._base import INCOMPATIBLE, CompositeSnapshot, Resolution, SnapshotBase, combine, different_class
from .._io import FormatError
from .._javaser import read_stream
from ..codecs import Codec, codec_for, eof
from .logical_types import LogicalType, read_logical_type, structural
from .row import ROW_KINDS, Row

_TU = "org.apache.flink.table.runtime.typeutils."
ROW_DATA_CLASS = _TU + "RowDataSerializer$RowDataSerializerSnapshot"
BINARY_ROW_CLASS = _TU + "BinaryRowDataSerializer$BinaryRowDataSerializerSnapshot"
DECIMAL_CLASS = _TU + "DecimalDataSerializer$DecimalSerializerSnapshot"
TIMESTAMP_CLASS = _TU + "TimestampDataSerializer$TimestampDataSerializerSnapshot"
ARRAY_CLASS = _TU + "ArrayDataSerializer$ArrayDataSerializerSnapshot"
MAP_CLASS = _TU + "MapDataSerializer$MapDataSerializerSnapshot"
RAW_VALUE_CLASS = _TU + "RawValueDataSerializer$RawValueDataSerializerSnapshot"
#: Comparators whose ``equals`` is known: class → the fields it compares.
COMPARATOR_EQUALS = {
    "org.apache.flink.table.runtime.operators.rank.ComparableRecordComparator": (
        "compareKeyPositions", "compareKeyTypes", "compareOrders", "nullsIsLast"),
}
#: Serializers Java-serialized into snapshots (array/map elements) whose ``equals`` is known
#: (Flink 2.3, ``javap``): class → the fields it compares. ``RowDataSerializer`` compares its
#: field serializers only, ``ArrayDataSerializer``/``MapDataSerializer`` their logical types only.
#: Other classes compare on every serialized field (logical types by ``LogicalType.equals``);
#: the singletons have none, so they compare by class, as ``TypeSerializerSingleton`` does.
SERIALIZER_EQUALS = {
    _TU + "RowDataSerializer": ("fieldSerializers",),
    _TU + "ArrayDataSerializer": ("eleType",),
    _TU + "MapDataSerializer": ("keyType", "valueType"),
    _TU + "DecimalDataSerializer": ("precision", "scale"),
    _TU + "TimestampDataSerializer": ("precision",),
    _TU + "RawValueDataSerializer": ("serializer",),
    _TU + "BinaryRowDataSerializer": ("numFields",),
    _TU + "ExternalSerializer": ("dataType", "internalSerializer", "isInternalInput"),
}

#: DecimalData.MAX_COMPACT_PRECISION / TimestampData's compact precision.
MAX_COMPACT_DECIMAL_PRECISION = 18
MAX_COMPACT_TIMESTAMP_PRECISION = 3
#: Largest field count of a row we decode (Flink rows are far narrower).
MAX_ARITY = 1 << 16


def _incompatible(message: str) -> Resolution:
    return Resolution.of(INCOMPATIBLE, message)


class RowDataSnapshot(SnapshotBase):
    """``RowDataSerializerSnapshot``: the row's field types and their serializers' snapshots."""

    family: Literal["rowdata"] = "rowdata"
    snapshot_class: str = ROW_DATA_CLASS
    version: int = 3
    types: tuple[LogicalType, ...]
    fields: tuple["Snapshot", ...]
    #: The Java serialization streams of ``types`` as read (hex), to write them back.
    types_java: tuple[str, ...] | None = None

    family_title = "Flink SQL row (RowData)"

    def label(self) -> str:
        return "RowData<" + ", ".join(t.summary for t in self.types) + ">"

    def children(self):
        return tuple((f"f{i}", f) for i, f in enumerate(self.fields))

    def resolve_against(self, old) -> Resolution:
        from ..snapshot import resolve

        if not isinstance(old, RowDataSnapshot):
            return different_class(old, self)
        if len(old.types) != len(self.types):
            return _incompatible(f"the row has {len(self.types)} fields, the old row {len(old.types)}: "
                                 f"{old.label()} → {self.label()}")
        for i, (o, n) in enumerate(zip(old.types, self.types)):
            if not n.java_equals(o):
                detail = f"{o.summary} → {n.summary}" if o.summary != n.summary else f"{o.summary} ({_why(o, n)})"
                return Resolution.of(INCOMPATIBLE, f"field {i} changed: {detail}", f"f{i}")
        if len(old.fields) != len(self.fields):
            return _incompatible(f"{len(old.fields)} nested serializers, now {len(self.fields)}")
        return combine(resolve(o, n).under(f"f{i}") for i, (o, n) in enumerate(zip(old.fields, self.fields)))


def _why(o: LogicalType, n: LogicalType) -> str:
    return "a field name, description or class of a nested type differs" if o.type_class == n.type_class else (
        f"{o.type_class} → {n.type_class}"
    )


class BinaryRowDataSnapshot(SnapshotBase):
    family: Literal["binary_row"] = "binary_row"
    snapshot_class: str = BINARY_ROW_CLASS
    version: int = 3
    num_fields: int

    family_title = "Flink SQL binary row (BinaryRowData)"

    def label(self) -> str:
        return f"BinaryRowData({self.num_fields} fields)"

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, BinaryRowDataSnapshot):
            return different_class(old, self)
        if old.num_fields != self.num_fields:
            return _incompatible(f"binary row fields changed from {old.num_fields} to {self.num_fields}")
        return Resolution.as_is()


class DecimalDataSnapshot(SnapshotBase):
    family: Literal["decimal_data"] = "decimal_data"
    snapshot_class: str = DECIMAL_CLASS
    version: int = 3
    precision: int
    scale: int

    family_title = "Flink SQL DECIMAL (DecimalData)"

    def label(self) -> str:
        return f"DECIMAL({self.precision}, {self.scale})"

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, DecimalDataSnapshot):
            return different_class(old, self)
        if (old.precision, old.scale) != (self.precision, self.scale):
            return _incompatible(f"{old.label()} → {self.label()}")
        return Resolution.as_is()


class TimestampDataSnapshot(SnapshotBase):
    family: Literal["timestamp_data"] = "timestamp_data"
    snapshot_class: str = TIMESTAMP_CLASS
    version: int = 1
    precision: int

    family_title = "Flink SQL TIMESTAMP (TimestampData)"

    def label(self) -> str:
        return f"TimestampData({self.precision})"

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, TimestampDataSnapshot):
            return different_class(old, self)
        if old.precision != self.precision:
            return _incompatible(f"timestamp precision changed from {old.precision} to {self.precision}")
        return Resolution.as_is()


class JavaSerializer(BaseModel):
    """A serializer instance Java-serialized into a snapshot: its class and serialized fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    serializer_class: str
    #: Every serialized field, as text (compared, never executed).
    fields: str
    java: str | None = None

    @property
    def short(self) -> str:
        return self.serializer_class.rsplit(".", 1)[-1]


class ArrayDataSnapshot(SnapshotBase):
    family: Literal["array_data"] = "array_data"
    snapshot_class: str = ARRAY_CLASS
    version: int = 3
    element_type: LogicalType
    element_serializer: JavaSerializer
    element_type_java: str | None = None

    family_title = "Flink SQL ARRAY (ArrayData)"

    def label(self) -> str:
        return f"ARRAY<{self.element_type.summary}>"

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, ArrayDataSnapshot):
            return different_class(old, self)
        if not self.element_type.java_equals(old.element_type):
            return _incompatible(f"array element changed: {old.element_type.summary} → {self.element_type.summary}")
        if _serializer_key(self.element_serializer) != _serializer_key(old.element_serializer):
            return _incompatible(f"array element serializer changed: {old.element_serializer.short} → "
                                 f"{self.element_serializer.short}")
        return Resolution.as_is()


class MapDataSnapshot(SnapshotBase):
    family: Literal["map_data"] = "map_data"
    snapshot_class: str = MAP_CLASS
    version: int = 3
    key_type: LogicalType
    value_type: LogicalType
    key_serializer: JavaSerializer
    value_serializer: JavaSerializer
    #: Java streams of key type and value type as read (hex).
    types_java: tuple[str, str] | None = None

    family_title = "Flink SQL MAP (MapData)"

    def label(self) -> str:
        return f"MAP<{self.key_type.summary}, {self.value_type.summary}>"

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, MapDataSnapshot):
            return different_class(old, self)
        for part, o, n in (("key", old.key_type, self.key_type), ("value", old.value_type, self.value_type)):
            if not n.java_equals(o):
                return _incompatible(f"map {part} changed: {o.summary} → {n.summary}")
        for part, o, n in (("key", old.key_serializer, self.key_serializer),
                           ("value", old.value_serializer, self.value_serializer)):
            if _serializer_key(o) != _serializer_key(n):
                return _incompatible(f"map {part} serializer changed: {o.short} → {n.short}")
        return Resolution.as_is()


def _serializer_key(s: JavaSerializer) -> tuple[str, str]:
    return (s.serializer_class, s.fields)


class RawValueDataSnapshot(CompositeSnapshot):
    """``RawValueDataSerializerSnapshot``: a RAW value, serialized by its nested serializer."""

    family: Literal["raw_value_data"] = "raw_value_data"
    snapshot_class: str = RAW_VALUE_CLASS
    version: int = 3
    inner: "Snapshot"

    family_title = "Flink SQL RAW (RawValueData)"

    def label(self) -> str:
        return f"RAW<{self.inner.label()}>"

    def nested(self):
        return (("inner", self.inner),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, RawValueDataSnapshot):
            return different_class(old, self)
        return Resolution.as_is()


# =========================================================================================
# Binary snapshot format
# =========================================================================================
def _read_row_data(inp, cls, version):
    n = inp.read_count("RowData field types", 4)
    types, raws = [], []
    for i in range(n):
        t, raw = read_logical_type(inp, f"type of field {i}")
        types.append(t)
        raws.append(raw.hex())
    at = inp.pos
    nested = binary.read_nested_delegate(inp)
    if len(nested) != n:
        raise inp.error(f"{n} field types but {len(nested)} nested serializer snapshots", at)
    return RowDataSnapshot(snapshot_class=cls, version=version, types=tuple(types), fields=tuple(nested),
                           types_java=tuple(raws))


def read_java_object(inp, what: str) -> JavaSerializer:
    """A Java-serialized serializer or comparator; ``fields`` is the text of what its
    ``equals`` compares (:func:`equality_key`)."""
    at = inp.pos
    try:
        value, end = read_stream(inp.buf, inp.pos, inp.end)
    except FormatError as e:
        raise inp.error(f"{what}: {e.message}", at) from None
    inp.pos = end
    cls = getattr(value, "class_name", type(value).__name__)
    return JavaSerializer(serializer_class=cls, fields=repr(equality_key(value)), java=bytes(inp.buf[at:end]).hex())


def equality_key(value):
    """What Java's ``equals`` of a structurally read object compares, as a hashable value:
    the fields :data:`SERIALIZER_EQUALS`/:data:`COMPARATOR_EQUALS` name for known classes,
    ``LogicalType.equals`` for logical types, every serialized field otherwise."""
    from .._javaser import JavaObject
    from .logical_types import LOGICAL, logical_type_of

    if isinstance(value, JavaObject):
        if value.class_name.startswith(LOGICAL) and "typeRoot" in value.fields:
            from .._io import DataInput

            try:
                return logical_type_of(value, DataInput(b"", 0, 0, "<type>"), 0, "type").equals_key()
            except FormatError:
                return structural(value)
        names = SERIALIZER_EQUALS.get(value.class_name) or COMPARATOR_EQUALS.get(value.class_name)
        if names is None:
            names = sorted(value.fields)
        return (value.class_name, tuple((n, equality_key(value.fields.get(n))) for n in names))
    if isinstance(value, (list, tuple)):
        return tuple(equality_key(v) for v in value)
    return structural(value)


def _read_array(inp, cls, version):
    t, raw = read_logical_type(inp, "array element type")
    ser = read_java_object(inp, "array element serializer")
    return ArrayDataSnapshot(snapshot_class=cls, version=version, element_type=t, element_serializer=ser,
                             element_type_java=raw.hex())


def _read_map(inp, cls, version):
    kt, kraw = read_logical_type(inp, "map key type")
    vt, vraw = read_logical_type(inp, "map value type")
    ks = read_java_object(inp, "map key serializer")
    vs = read_java_object(inp, "map value serializer")
    return MapDataSnapshot(snapshot_class=cls, version=version, key_type=kt, value_type=vt, key_serializer=ks,
                           value_serializer=vs, types_java=(kraw.hex(), vraw.hex()))


def _read_raw_value(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=1, what="RAW value")
    return RawValueDataSnapshot(snapshot_class=cls, version=version, inner=nested[0])


READERS = {
    RAW_VALUE_CLASS: _read_raw_value,
    ROW_DATA_CLASS: _read_row_data,
    BINARY_ROW_CLASS: lambda inp, cls, v: BinaryRowDataSnapshot(
        snapshot_class=cls, version=v, num_fields=inp.read_int("binary row field count")),
    DECIMAL_CLASS: lambda inp, cls, v: DecimalDataSnapshot(
        snapshot_class=cls, version=v, precision=inp.read_int("decimal precision"), scale=inp.read_int("decimal scale")),
    TIMESTAMP_CLASS: lambda inp, cls, v: TimestampDataSnapshot(
        snapshot_class=cls, version=v, precision=inp.read_int("timestamp precision")),
    ARRAY_CLASS: _read_array,
    MAP_CLASS: _read_map,
}


def java_bytes(hexes, what: str) -> list[bytes]:
    if hexes is None or any(h is None for h in hexes):
        raise ValueError(f"cannot write {what}: its Java-serialized logical types are not known "
                         "(only snapshots read from Flink's bytes can be written back)")
    return [bytes.fromhex(h) for h in hexes]


def _write_row_data(out, s: RowDataSnapshot) -> None:
    raws = java_bytes(s.types_java, s.label())
    out.write_int(s.version)
    out.write_int(len(raws))
    for raw in raws:
        out.write_bytes(raw)
    binary.write_nested_delegate(out, s.fields)


def _write_array(out, s: ArrayDataSnapshot) -> None:
    raws = java_bytes((s.element_type_java, s.element_serializer.java), s.label())
    out.write_int(s.version)
    for raw in raws:
        out.write_bytes(raw)


def _write_map(out, s: MapDataSnapshot) -> None:
    raws = java_bytes((*(s.types_java or (None, None)), s.key_serializer.java, s.value_serializer.java), s.label())
    out.write_int(s.version)
    for raw in raws:
        out.write_bytes(raw)


def _write_ints(*names):
    def write(out, s):
        out.write_int(s.version)
        for name in names:
            out.write_int(getattr(s, name))

    return write


WRITERS = {
    RawValueDataSnapshot: lambda out, s: binary.write_composite(out, 0, [s.inner]),
    RowDataSnapshot: _write_row_data,
    BinaryRowDataSnapshot: _write_ints("num_fields"),
    DecimalDataSnapshot: _write_ints("precision", "scale"),
    TimestampDataSnapshot: _write_ints("precision"),
    ArrayDataSnapshot: _write_array,
    MapDataSnapshot: _write_map,
}


# =========================================================================================
# Values: Flink's binary row, array and map formats
# =========================================================================================
_BE_INT = struct.Struct(">i")
_BE_LONG = struct.Struct(">q")
_LE_BYTE = struct.Struct("<b")
_LE_SHORT = struct.Struct("<h")
_LE_INT = struct.Struct("<i")
_LE_LONG = struct.Struct("<q")
_LE_ULONG = struct.Struct("<Q")
_LE_FLOAT = struct.Struct("<f")
_LE_DOUBLE = struct.Struct("<d")
_EPOCH_DATE = _date(1970, 1, 1)
_HIGHEST_FIRST_BIT = 0x80 << 56
_MAX_FIX_PART_DATA_SIZE = 7


def row_null_bits_size(arity: int) -> int:
    """``BinaryRowData.calculateBitSetWidthInBytes``."""
    return ((arity + 63 + 8) // 64) * 8


def array_header_size(n: int) -> int:
    """``BinaryArrayData.calculateHeaderInBytes``."""
    return 4 + ((n + 31) // 32) * 4


def element_size(t: LogicalType) -> int:
    """``BinaryArrayData.calculateFixLengthPartSize``."""
    root = t.root
    if root in ("BOOLEAN", "TINYINT"):
        return 1
    if root == "SMALLINT":
        return 2
    if root in ("INTEGER", "FLOAT", "DATE", "TIME_WITHOUT_TIME_ZONE", "INTERVAL_YEAR_MONTH"):
        return 4
    return 8


def _word(n: int) -> int:
    """``roundNumberOfBytesToNearestWord``."""
    return (n + 7) & ~7


def _bad(pos: int, message: str) -> FormatError:
    return FormatError("<value>", pos, message)


def _region(buf, base: int, offset_and_size: int, limit: int, what: str) -> tuple[int, int]:
    off = offset_and_size >> 32
    size = offset_and_size & 0xFFFFFFFF
    start = base + off
    if off < 0 or size < 0 or start + size > limit:
        raise _bad(base, f"{what} at offset {off}, {size} bytes, lies outside the {limit - base} bytes it is in")
    return start, start + size


def _var_bytes(buf, base, slot, limit, what):
    """``BinarySegmentUtils.readBinary``: inlined (mark bit) or offset/size in the variable part."""
    word = _LE_ULONG.unpack_from(buf, slot)[0]
    if word & _HIGHEST_FIRST_BIT:
        n = (word >> 56) & 0x7F
        if n > _MAX_FIX_PART_DATA_SIZE:
            raise _bad(slot, f"{what} inlined with {n} bytes (at most 7 fit)")
        return bytes(buf[slot : slot + n])
    start, end = _region(buf, base, word, limit, what)
    return bytes(buf[start:end])


def _reader(t: LogicalType):
    """A function ``(buf, base, slot, limit) -> value`` for a non-null field of type ``t``."""
    root = t.root
    if root == "BOOLEAN":
        return lambda buf, base, slot, limit: buf[slot] != 0
    if root == "TINYINT":
        return lambda buf, base, slot, limit: _LE_BYTE.unpack_from(buf, slot)[0]
    if root == "SMALLINT":
        return lambda buf, base, slot, limit: _LE_SHORT.unpack_from(buf, slot)[0]
    if root in ("INTEGER", "INTERVAL_YEAR_MONTH"):
        return lambda buf, base, slot, limit: _LE_INT.unpack_from(buf, slot)[0]
    if root == "DATE":
        return lambda buf, base, slot, limit: _days_to_date(_LE_INT.unpack_from(buf, slot)[0], slot)
    if root == "TIME_WITHOUT_TIME_ZONE":
        return lambda buf, base, slot, limit: _millis_to_time(_LE_INT.unpack_from(buf, slot)[0], slot)
    if root in ("BIGINT", "INTERVAL_DAY_TIME"):
        return lambda buf, base, slot, limit: _LE_LONG.unpack_from(buf, slot)[0]
    if root == "FLOAT":
        return lambda buf, base, slot, limit: _LE_FLOAT.unpack_from(buf, slot)[0]
    if root == "DOUBLE":
        return lambda buf, base, slot, limit: _LE_DOUBLE.unpack_from(buf, slot)[0]
    if root in ("CHAR", "VARCHAR"):
        return lambda buf, base, slot, limit: _var_bytes(buf, base, slot, limit, "string").decode("utf-8")
    if root in ("BINARY", "VARBINARY", "RAW"):
        return lambda buf, base, slot, limit: _var_bytes(buf, base, slot, limit, "bytes")
    if root == "DECIMAL":
        precision, scale = t.precision or 0, t.scale or 0
        if precision <= MAX_COMPACT_DECIMAL_PRECISION:
            return lambda buf, base, slot, limit: _decimal(_LE_LONG.unpack_from(buf, slot)[0], scale)

        def read_decimal(buf, base, slot, limit):
            start, end = _region(buf, base, _LE_ULONG.unpack_from(buf, slot)[0], limit, "decimal")
            return _decimal(int.from_bytes(buf[start:end], "big", signed=True), scale)

        return read_decimal
    if root in ("TIMESTAMP_WITHOUT_TIME_ZONE", "TIMESTAMP_WITH_LOCAL_TIME_ZONE"):
        if (t.precision or 0) <= MAX_COMPACT_TIMESTAMP_PRECISION:
            return lambda buf, base, slot, limit: millis_to_datetime(_LE_LONG.unpack_from(buf, slot)[0], 0, slot)

        def read_timestamp(buf, base, slot, limit):
            word = _LE_ULONG.unpack_from(buf, slot)[0]
            nanos = word & 0xFFFFFFFF
            start = base + (word >> 32)
            if start + 8 > limit:
                raise _bad(slot, "timestamp millis lie outside the row")
            return millis_to_datetime(_LE_LONG.unpack_from(buf, start)[0], nanos, slot)

        return read_timestamp
    if root == "ARRAY" and t.element is not None:
        read_array = array_reader(t.element)

        def read_nested_array(buf, base, slot, limit):
            start, end = _region(buf, base, _LE_ULONG.unpack_from(buf, slot)[0], limit, "array")
            return read_array(buf, start, end)

        return read_nested_array
    if root in ("MAP", "MULTISET"):
        key = t.key if root == "MAP" else t.element
        value = t.value if root == "MAP" else LogicalType(type_class="IntType", root="INTEGER", nullable=False)
        if key is not None and value is not None:
            read_map = map_reader(key, value)

            def read_nested_map(buf, base, slot, limit):
                start, end = _region(buf, base, _LE_ULONG.unpack_from(buf, slot)[0], limit, "map")
                return read_map(buf, start, end)

            return read_nested_map
    if root == "ROW" and t.fields is not None:
        read_row = row_reader(tuple(f.type for f in t.fields))

        def read_nested_row(buf, base, slot, limit):
            start, end = _region(buf, base, _LE_ULONG.unpack_from(buf, slot)[0], limit, "row")
            return read_row(buf, start, end)

        return read_nested_row
    summary = t.summary

    def cannot(buf, base, slot, limit):
        from ..codecs import CannotDecode

        raise CannotDecode("<value>", slot, f"cannot decode a field of type {summary} in a binary row")

    return cannot


def unscaled_bytes(u: int) -> bytes:
    """``BigInteger.toByteArray``: the shortest big-endian two's complement (sign bit included)."""
    bits = u.bit_length() if u >= 0 else (~u).bit_length()
    return u.to_bytes(bits // 8 + 1, "big", signed=True)


def _decimal(unscaled: int, scale: int) -> Decimal:
    """``DecimalData`` of an unscaled value, exactly (``Decimal`` arithmetic would round to the
    context's 28 digits; DECIMAL goes to 38)."""
    return Decimal(f"{unscaled}E-{scale}") if scale else Decimal(unscaled)


def unscaled(value, scale: int) -> int:
    """The unscaled value of ``value`` at ``scale``, rounded HALF_UP as ``DecimalData.fromBigDecimal``
    (``BigDecimal.setScale(scale, HALF_UP)``) does; exact, whatever the digits."""
    sign, digits, exp = Decimal(value).as_tuple()
    if not isinstance(exp, int):
        raise ValueError(f"{value} is not a finite decimal")
    n = int("".join(map(str, digits)) or "0")
    shift = exp + scale
    if shift >= 0:
        n *= 10**shift
    else:
        n, rest = divmod(n, 10**-shift)
        n += 2 * rest >= 10**-shift
    return -n if sign else n


def _days_to_date(days: int, pos: int):
    try:
        return _EPOCH_DATE + _timedelta(days=days)
    except OverflowError:
        raise _bad(pos, f"epoch day {days} lies outside the years Python supports") from None


def _millis_to_time(ms: int, pos: int):
    if not 0 <= ms < 86_400_000:
        raise _bad(pos, f"time of day {ms} ms is not within a day")
    s, ms = divmod(ms, 1000)
    return _time(s // 3600, (s // 60) % 60, s % 60, ms * 1000)


def millis_to_datetime(millis: int, nano_of_milli: int, pos: int):
    """``TimestampData.fromEpochMillis(millis, nanoOfMillisecond)`` as a naive datetime."""
    from .simple import _seconds_nanos_to_datetime

    if not 0 <= nano_of_milli <= 999_999:
        raise _bad(pos, f"nano-of-millisecond {nano_of_milli} is not within 0..999999")
    seconds, ms = divmod(millis, 1000)
    return _seconds_nanos_to_datetime(seconds, ms * 1_000_000 + nano_of_milli, pos, naive=True)


def datetime_to_millis(value) -> tuple[int, int]:
    """The inverse of :func:`millis_to_datetime`: ``(epoch millis, nano of millisecond)``."""
    from .simple import _datetime_to_seconds_nanos

    seconds, nanos = _datetime_to_seconds_nanos(value)
    return seconds * 1000 + nanos // 1_000_000, nanos % 1_000_000


def _raw_reader(codec: Codec):
    """A RAW field decoded with its serializer's codec; its bytes when that is unknown."""
    from ..codecs import CannotDecode

    def read(buf, base, slot, limit):
        data = _var_bytes(buf, base, slot, limit, "RAW value")
        try:
            return codec.decode_all(data)
        except CannotDecode:
            return data

    return read


def row_reader(types: tuple[LogicalType, ...], raw_codecs: dict | None = None):
    """A function ``(buf, start, end) -> Row`` reading the ``BinaryRowData`` in ``buf[start:end]``.

    ``raw_codecs``: field index → codec of the RAW field's own serializer.
    """
    arity = len(types)
    readers = [_raw_reader(raw_codecs[i]) if raw_codecs and i in raw_codecs else _reader(t)
               for i, t in enumerate(types)]
    null_bytes = row_null_bits_size(arity)
    fixed = null_bytes + 8 * arity

    def read(buf, start, end):
        if end - start < fixed:
            raise _bad(start, f"a binary row of {arity} fields needs {fixed} bytes, it has {end - start}")
        header = buf[start]
        if header > 3:
            raise _bad(start, f"row kind byte {header} (0..3 expected)")
        out = []
        for i in range(arity):
            bit = i + 8
            if buf[start + (bit >> 3)] & (1 << (bit & 7)):
                out.append(None)
            else:
                out.append(readers[i](buf, start, start + null_bytes + 8 * i, end))
        return Row(ROW_KINDS[header], tuple(out))

    return read


def array_reader(element: LogicalType):
    """A function ``(buf, start, end) -> list`` reading the ``BinaryArrayData`` in ``buf[start:end]``."""
    read_element = _reader(element)
    size = element_size(element)

    def read(buf, start, end):
        if end - start < 4:
            raise _bad(start, "a binary array needs at least 4 bytes")
        n = _LE_INT.unpack_from(buf, start)[0]
        header = array_header_size(n) if n >= 0 else 0
        if n < 0 or start + header + n * size > end:
            raise _bad(start, f"a binary array of {n} elements does not fit in {end - start} bytes")
        first = start + header
        out = []
        for i in range(n):
            bit = i
            if buf[start + 4 + (bit >> 3)] & (1 << (bit & 7)):
                out.append(None)
            else:
                out.append(read_element(buf, start, first + i * size, end))
        return out

    return read


def map_reader(key: LogicalType, value: LogicalType):
    """A function ``(buf, start, end) -> dict`` reading the ``BinaryMapData`` in ``buf[start:end]``."""
    from .collections import _map_pairs

    read_keys, read_values = array_reader(key), array_reader(value)

    def read(buf, start, end):
        if end - start < 4:
            raise _bad(start, "a binary map needs at least 4 bytes")
        nk = _LE_INT.unpack_from(buf, start)[0]
        if nk < 0 or start + 4 + nk > end:
            raise _bad(start, f"a binary map's key array of {nk} bytes does not fit in {end - start} bytes")
        keys = read_keys(buf, start + 4, start + 4 + nk)
        values = read_values(buf, start + 4 + nk, end)
        if len(keys) != len(values):
            raise _bad(start, f"a binary map with {len(keys)} keys and {len(values)} values")
        return _map_pairs(zip(keys, values))

    return read


# -- writing (AbstractBinaryWriter / BinaryRowWriter / BinaryArrayWriter) ----------------
def _writer(t: LogicalType):
    """``(value, fixed: bytearray, slot, var: bytearray, var_base) -> None`` for a non-null value.

    ``fixed`` holds the header and slots; ``var`` the variable part, which starts at
    ``var_base`` bytes from the row's (array's) start.
    """
    root = t.root

    def put(fmt):
        return lambda v, fixed, slot, var, var_base: fmt.pack_into(fixed, slot, v)

    if root == "BOOLEAN":
        return lambda v, fixed, slot, var, var_base: fixed.__setitem__(slot, 1 if v else 0)
    if root == "TINYINT":
        return put(_LE_BYTE)
    if root == "SMALLINT":
        return put(_LE_SHORT)
    if root in ("INTEGER", "INTERVAL_YEAR_MONTH"):
        return put(_LE_INT)
    if root == "DATE":
        return lambda v, fixed, slot, var, var_base: _LE_INT.pack_into(fixed, slot, (v - _EPOCH_DATE).days)
    if root == "TIME_WITHOUT_TIME_ZONE":
        return lambda v, fixed, slot, var, var_base: _LE_INT.pack_into(
            fixed, slot, ((v.hour * 60 + v.minute) * 60 + v.second) * 1000 + v.microsecond // 1000)
    if root in ("BIGINT", "INTERVAL_DAY_TIME"):
        return put(_LE_LONG)
    if root == "FLOAT":
        return put(_LE_FLOAT)
    if root == "DOUBLE":
        return put(_LE_DOUBLE)
    if root in ("CHAR", "VARCHAR", "BINARY", "VARBINARY", "RAW"):
        text = root in ("CHAR", "VARCHAR")

        def write_bytes(v, fixed, slot, var, var_base):
            data = v.encode("utf-8") if text else bytes(v)
            _write_var_bytes(data, fixed, slot, var, var_base)

        return write_bytes
    if root == "DECIMAL":
        precision, scale = t.precision or 0, t.scale or 0
        if precision <= MAX_COMPACT_DECIMAL_PRECISION:
            return lambda v, fixed, slot, var, var_base: _LE_LONG.pack_into(fixed, slot, unscaled(v, scale))

        def write_decimal(v, fixed, slot, var, var_base):
            data = unscaled_bytes(unscaled(v, scale))
            # BinaryRowWriter reserves 16 zeroed bytes for a non-compact decimal.
            _LE_ULONG.pack_into(fixed, slot, ((var_base + len(var)) << 32) | len(data))
            var += data + bytes(16 - len(data))

        return write_decimal
    if root in ("TIMESTAMP_WITHOUT_TIME_ZONE", "TIMESTAMP_WITH_LOCAL_TIME_ZONE"):
        if (t.precision or 0) <= MAX_COMPACT_TIMESTAMP_PRECISION:
            return lambda v, fixed, slot, var, var_base: _LE_LONG.pack_into(fixed, slot, datetime_to_millis(v)[0])

        def write_timestamp(v, fixed, slot, var, var_base):
            millis, nanos = datetime_to_millis(v)
            _LE_ULONG.pack_into(fixed, slot, ((var_base + len(var)) << 32) | nanos)
            var += _LE_LONG.pack(millis)

        return write_timestamp
    if root == "ARRAY" and t.element is not None:
        enc = array_writer(t.element)
        return lambda v, fixed, slot, var, var_base: _write_var_bytes(enc(v), fixed, slot, var, var_base, inline=False)
    if root in ("MAP", "MULTISET"):
        key = t.key if root == "MAP" else t.element
        value = t.value if root == "MAP" else LogicalType(type_class="IntType", root="INTEGER", nullable=False)
        enc = map_writer(key, value)
        return lambda v, fixed, slot, var, var_base: _write_var_bytes(enc(v), fixed, slot, var, var_base, inline=False)
    if root == "ROW" and t.fields is not None:
        enc = row_writer(tuple(f.type for f in t.fields))
        return lambda v, fixed, slot, var, var_base: _write_var_bytes(enc(v), fixed, slot, var, var_base, inline=False)
    summary = t.summary

    def cannot(*_args):
        raise ValueError(f"cannot write a field of type {summary} into a binary row")

    return cannot


def _write_var_bytes(data: bytes, fixed, slot, var, var_base, inline: bool = True) -> None:
    n = len(data)
    if inline and n <= _MAX_FIX_PART_DATA_SIZE:
        # writeBytesToFixLenPart: the bytes in the slot, 0x80 | length in its last byte.
        fixed[slot : slot + 8] = data + bytes(7 - n) + bytes([0x80 | n])
        return
    _LE_ULONG.pack_into(fixed, slot, ((var_base + len(var)) << 32) | n)
    var += data + bytes(_word(n) - n)


def _raw_writer(codec: Codec):
    def write(v, fixed, slot, var, var_base):
        data = bytes(v) if isinstance(v, (bytes, bytearray)) else codec.write(v)
        _write_var_bytes(data, fixed, slot, var, var_base)

    return write


def row_writer(types: tuple[LogicalType, ...], raw_codecs: dict | None = None):
    """``Row`` (or a sequence of fields) → the ``BinaryRowData`` bytes ``BinaryRowWriter`` writes."""
    arity = len(types)
    writers = [_raw_writer(raw_codecs[i]) if raw_codecs and i in raw_codecs else _writer(t)
               for i, t in enumerate(types)]
    null_bytes = row_null_bits_size(arity)
    fixed_size = null_bytes + 8 * arity
    kinds = {k: i for i, k in enumerate(ROW_KINDS)}

    def write(value) -> bytes:
        kind, fields = (value.kind, value.fields) if isinstance(value, Row) else ("+I", tuple(value))
        if len(fields) != arity:
            raise ValueError(f"a row of {arity} fields, got {len(fields)}")
        fixed = bytearray(fixed_size)
        fixed[0] = kinds[kind]
        var = bytearray()
        for i, v in enumerate(fields):
            if v is None:
                bit = i + 8
                fixed[bit >> 3] |= 1 << (bit & 7)
            else:
                writers[i](v, fixed, null_bytes + 8 * i, var, fixed_size)
        return bytes(fixed + var)

    return write


def array_writer(element: LogicalType):
    """A list → the ``BinaryArrayData`` bytes ``BinaryArrayWriter`` writes."""
    write_element = _writer(element)
    size = element_size(element)

    def write(values) -> bytes:
        values = list(values)
        n = len(values)
        header = array_header_size(n)
        fixed_size = _word(header + size * n)
        fixed = bytearray(fixed_size)
        _LE_INT.pack_into(fixed, 0, n)
        var = bytearray()
        for i, v in enumerate(values):
            if v is None:
                fixed[4 + (i >> 3)] |= 1 << (i & 7)
            elif size == 8:
                write_element(v, fixed, header + 8 * i, var, fixed_size)
            else:
                slot = bytearray(8)
                write_element(v, slot, 0, var, fixed_size)
                fixed[header + size * i : header + size * (i + 1)] = slot[:size]
        return bytes(fixed + var)

    return write


def map_writer(key: LogicalType, value: LogicalType):
    """A dict (or pairs) → ``BinaryMapData.valueOf(keys, values)`` bytes."""
    write_keys, write_values = array_writer(key), array_writer(value)

    def write(value_map) -> bytes:
        pairs = list(value_map.items() if isinstance(value_map, dict) else value_map)
        keys = write_keys([k for k, _ in pairs])
        return _LE_INT.pack(len(keys)) + keys + write_values([v for _, v in pairs])

    return write


def _length_prefixed(read, write, label: str) -> Codec:
    """int size (big-endian) + the binary form, as Row/Array/MapDataSerializer write it."""

    def decode(buf, pos):
        n = _BE_INT.unpack_from(buf, pos)[0]
        start = pos + 4
        if n < 0 or start + n > len(buf):
            raise eof(start, f"{n} bytes of {label}")
        return read(buf, start, start + n), start + n

    def skip(buf, pos):
        n = _BE_INT.unpack_from(buf, pos)[0]
        if n < 0 or pos + 4 + n > len(buf):
            raise eof(pos + 4, f"{n} bytes of {label}")
        return pos + 4 + n

    def encode(value, out):
        data = write(value)
        out += _BE_INT.pack(len(data))
        out += data

    return Codec(decode, skip, encode, label)


def _row_data_codec(s: RowDataSnapshot) -> Codec:
    if len(s.types) > MAX_ARITY:
        raise ValueError(f"a row of {len(s.types)} fields")
    # A RAW field holds what its own serializer (the RawValueDataSerializer's nested one) wrote.
    raw = {i: codec_for(f.inner) for i, (t, f) in enumerate(zip(s.types, s.fields))
           if t.root == "RAW" and isinstance(f, RawValueDataSnapshot)}
    return _length_prefixed(row_reader(s.types, raw), row_writer(s.types, raw), s.label())


def _binary_row_codec(s: BinaryRowDataSnapshot) -> Codec:
    # Without field types only the row's bytes are known: the value is those bytes.
    return _length_prefixed(lambda buf, a, b: bytes(buf[a:b]), bytes, s.label())


def _decimal_codec(s: DecimalDataSnapshot) -> Codec:
    scale, label = s.scale, s.label()
    if s.precision <= MAX_COMPACT_DECIMAL_PRECISION:
        def decode(buf, pos):
            return _decimal(_BE_LONG.unpack_from(buf, pos)[0], scale), pos + 8

        return Codec(decode, lambda buf, pos: pos + 8,
                     lambda v, out: out.extend(_BE_LONG.pack(unscaled(v, scale))), label, 8)

    def decode_big(buf, pos):
        n = _BE_INT.unpack_from(buf, pos)[0]
        if n < 0 or pos + 4 + n > len(buf):
            raise eof(pos + 4, f"{n} bytes of {label}")
        return _decimal(int.from_bytes(buf[pos + 4 : pos + 4 + n], "big", signed=True), scale), pos + 4 + n

    def encode_big(v, out):
        u = unscaled(v, scale)
        data = unscaled_bytes(u)
        out += _BE_INT.pack(len(data)) + data

    return Codec(decode_big, lambda buf, pos: decode_big(buf, pos)[1], encode_big, label)


def _timestamp_codec(s: TimestampDataSnapshot) -> Codec:
    label = s.label()
    if s.precision <= MAX_COMPACT_TIMESTAMP_PRECISION:
        return Codec(lambda buf, pos: (millis_to_datetime(_BE_LONG.unpack_from(buf, pos)[0], 0, pos), pos + 8),
                     lambda buf, pos: pos + 8,
                     lambda v, out: out.extend(_BE_LONG.pack(datetime_to_millis(v)[0])), label, 8)

    def decode(buf, pos):
        millis = _BE_LONG.unpack_from(buf, pos)[0]
        nanos = _BE_INT.unpack_from(buf, pos + 8)[0]
        return millis_to_datetime(millis, nanos, pos), pos + 12

    def encode(v, out):
        millis, nanos = datetime_to_millis(v)
        out += _BE_LONG.pack(millis) + _BE_INT.pack(nanos)

    return Codec(decode, lambda buf, pos: pos + 12, encode, label, 12)


def _raw_value_codec(s: RawValueDataSnapshot) -> Codec:
    inner = codec_for(s.inner)
    label = s.label()

    def decode(buf, pos):
        n = _BE_INT.unpack_from(buf, pos)[0]
        start = pos + 4
        if n < 0 or start + n > len(buf):
            raise eof(start, f"{n} bytes of {label}")
        value, end = inner.decode(memoryview(buf)[: start + n], start)
        if end != start + n:
            raise _bad(end, f"{start + n - end} bytes left in a value of {label}")
        return value, start + n

    def skip(buf, pos):
        n = _BE_INT.unpack_from(buf, pos)[0]
        if n < 0 or pos + 4 + n > len(buf):
            raise eof(pos + 4, f"{n} bytes of {label}")
        return pos + 4 + n

    def encode(value, out):
        data = bytearray()
        inner.encode(value, data)
        out += _BE_INT.pack(len(data)) + data

    return Codec(decode, skip, encode, label)


CODECS = {
    RawValueDataSnapshot: _raw_value_codec,
    RowDataSnapshot: _row_data_codec,
    BinaryRowDataSnapshot: _binary_row_codec,
    DecimalDataSnapshot: _decimal_codec,
    TimestampDataSnapshot: _timestamp_codec,
    ArrayDataSnapshot: lambda s: _length_prefixed(array_reader(s.element_type), array_writer(s.element_type),
                                                  s.label()),
    MapDataSnapshot: lambda s: _length_prefixed(map_reader(s.key_type, s.value_type),
                                                map_writer(s.key_type, s.value_type), s.label()),
}
