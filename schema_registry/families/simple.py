"""Simple serializers: one fixed binary format each, no configuration.

Flink: ``SimpleTypeSerializerSnapshot``. The snapshot body is empty (version 3; version
2 carried the serializer class name as a UTF string). Resolution: the old snapshot
must be a simple one of the same serializer class → AS_IS, anything else INCOMPATIBLE.
Int → Long is incompatible: there is no widening.
"""

from __future__ import annotations

from typing import Literal

from .._base import AS_IS, INCOMPATIBLE, Resolution, SnapshotBase

_BASE = "org.apache.flink.api.common.typeutils.base."
_ARRAY = _BASE + "array."

#: name → Flink snapshot class. The name is what reports show and what the Python
#: job API calls the type; the class is what Flink writes into the savepoint.
SIMPLE_SERIALIZERS: dict[str, str] = {
    "Boolean": _BASE + "BooleanSerializer$BooleanSerializerSnapshot",
    "Byte": _BASE + "ByteSerializer$ByteSerializerSnapshot",
    "Short": _BASE + "ShortSerializer$ShortSerializerSnapshot",
    "Int": _BASE + "IntSerializer$IntSerializerSnapshot",
    "Long": _BASE + "LongSerializer$LongSerializerSnapshot",
    "Float": _BASE + "FloatSerializer$FloatSerializerSnapshot",
    "Double": _BASE + "DoubleSerializer$DoubleSerializerSnapshot",
    "Char": _BASE + "CharSerializer$CharSerializerSnapshot",
    "String": _BASE + "StringSerializer$StringSerializerSnapshot",
    "Void": _BASE + "VoidSerializer$VoidSerializerSnapshot",
    "BigInteger": _BASE + "BigIntSerializer$BigIntSerializerSnapshot",
    "BigDecimal": _BASE + "BigDecSerializer$BigDecSerializerSnapshot",
    "Date": _BASE + "DateSerializer$DateSerializerSnapshot",
    "SqlDate": _BASE + "SqlDateSerializer$SqlDateSerializerSnapshot",
    "SqlTime": _BASE + "SqlTimeSerializer$SqlTimeSerializerSnapshot",
    "SqlTimestamp": _BASE + "SqlTimestampSerializer$SqlTimestampSerializerSnapshot",
    "Instant": _BASE + "InstantSerializer$InstantSerializerSnapshot",
    "LocalDate": _BASE + "LocalDateSerializer$LocalDateSerializerSnapshot",
    "LocalTime": _BASE + "LocalTimeSerializer$LocalTimeSerializerSnapshot",
    "LocalDateTime": _BASE + "LocalDateTimeSerializer$LocalDateTimeSerializerSnapshot",
    "BooleanValue": _BASE + "BooleanValueSerializer$BooleanValueSerializerSnapshot",
    "ByteValue": _BASE + "ByteValueSerializer$ByteValueSerializerSnapshot",
    "ShortValue": _BASE + "ShortValueSerializer$ShortValueSerializerSnapshot",
    "IntValue": _BASE + "IntValueSerializer$IntValueSerializerSnapshot",
    "LongValue": _BASE + "LongValueSerializer$LongValueSerializerSnapshot",
    "FloatValue": _BASE + "FloatValueSerializer$FloatValueSerializerSnapshot",
    "DoubleValue": _BASE + "DoubleValueSerializer$DoubleValueSerializerSnapshot",
    "CharValue": _BASE + "CharValueSerializer$CharValueSerializerSnapshot",
    "StringValue": _BASE + "StringValueSerializer$StringValueSerializerSnapshot",
    "NullValue": _BASE + "NullValueSerializer$NullValueSerializerSnapshot",
    "boolean[]": _ARRAY + "BooleanPrimitiveArraySerializer$BooleanPrimitiveArraySerializerSnapshot",
    "byte[]": _ARRAY + "BytePrimitiveArraySerializer$BytePrimitiveArraySerializerSnapshot",
    "short[]": _ARRAY + "ShortPrimitiveArraySerializer$ShortPrimitiveArraySerializerSnapshot",
    "int[]": _ARRAY + "IntPrimitiveArraySerializer$IntPrimitiveArraySerializerSnapshot",
    "long[]": _ARRAY + "LongPrimitiveArraySerializer$LongPrimitiveArraySerializerSnapshot",
    "float[]": _ARRAY + "FloatPrimitiveArraySerializer$FloatPrimitiveArraySerializerSnapshot",
    "double[]": _ARRAY + "DoublePrimitiveArraySerializer$DoublePrimitiveArraySerializerSnapshot",
    "char[]": _ARRAY + "CharPrimitiveArraySerializer$CharPrimitiveArraySerializerSnapshot",
    "String[]": _ARRAY + "StringArraySerializer$StringArraySerializerSnapshot",
    "Tuple0": "org.apache.flink.api.java.typeutils.runtime.Tuple0SerializerSnapshot",
    # State-internal serializers: namespaces of keyed state and timers.
    "VoidNamespace": "org.apache.flink.runtime.state.VoidNamespaceSerializer$VoidNamespaceSerializerSnapshot",
    "TimeWindow": "org.apache.flink.streaming.api.windowing.windows.TimeWindow$Serializer$TimeWindowSerializerSnapshot",
    "GlobalWindow": "org.apache.flink.streaming.api.windowing.windows.GlobalWindow$Serializer$GlobalWindowSerializerSnapshot",
    # The table runtime's windows (flink-table-runtime): the namespace of PyFlink's window state and
    # timers (flink-python's PythonTypeUtils gives a Python TimeWindowSerializer, CountWindowSerializer
    # or GlobalWindowSerializer these); other classes than the streaming API's TimeWindow, so Flink
    # never resolves one against the other.
    "TableTimeWindow": "org.apache.flink.table.runtime.operators.window.TimeWindow$Serializer$TimeWindowSerializerSnapshot",
    "TableCountWindow": "org.apache.flink.table.runtime.operators.window.CountWindow$Serializer$CountWindowSerializerSnapshot",
    "TableGlobalWindow": "org.apache.flink.table.runtime.operators.window.GlobalWindow$Serializer$GlobalWindowSerializerSnapshot",
    # flink-python: the map keys of PyFlink's map and broadcast states (the Python coder's bytes).
    "ByteArrayWrapper": "org.apache.flink.streaming.api.utils.ByteArrayWrapperSerializer$ByteArrayWrapperSerializerSnapshot",
    # Java serialization: a simple snapshot; its values are read structurally only (we
    # never Java-deserialize bytes from a savepoint), see schema_registry._javaser.
    "JavaSerialized": "org.apache.flink.runtime.state.JavaSerializer$JavaSerializerSnapshot",
    # The table runtime's StringData (Flink SQL strings; :mod:`.rowdata` has the other
    # internal-data serializers).
    "StringData": "org.apache.flink.table.runtime.typeutils.StringDataSerializer$StringDataSerializerSnapshot",
    # The table runtime's placeholder for data views backed by state: one zero byte, null.
    "TableNull": "org.apache.flink.table.dataview.NullSerializer$NullSerializerSnapshot",
    # Flink 2.1+.
    "Bitmap": _BASE + "BitmapSerializer$BitmapSerializerSnapshot",
    "Variant": _BASE + "VariantSerializer$VariantSerializerSnapshot",
    # Scala API (Flink 1.x package; 2.x moved it, see SIMPLE_ALIASES).
    "ScalaUnit": "org.apache.flink.api.scala.typeutils.UnitSerializer$UnitSerializerSnapshot",
    "ScalaNothing": "org.apache.flink.api.scala.typeutils.NothingSerializerSnapshot",
    # Kafka's legacy FlinkKafkaProducer (Flink 1.x connector) operator state.
    "KafkaTransactionState": "org.apache.flink.streaming.connectors.kafka.FlinkKafkaProducer$TransactionStateSerializer$TransactionStateSerializerSnapshot",
    "KafkaTransactionContext": "org.apache.flink.streaming.connectors.kafka.FlinkKafkaProducer$ContextStateSerializer$ContextStateSerializerSnapshot",
}

#: Other snapshot classes of the same serializers (moved or duplicated classes): class → name.
#: Flink compares serializer classes, so an alias never resolves AS_IS against its original.
SIMPLE_ALIASES: dict[str, str] = {
    "org.apache.flink.queryablestate.client.VoidNamespaceSerializer$VoidNamespaceSerializerSnapshot": "VoidNamespace",
    "org.apache.flink.table.api.typeutils.UnitSerializer$UnitSerializerSnapshot": "ScalaUnit",
    "org.apache.flink.table.api.typeutils.NothingSerializerSnapshot": "ScalaNothing",
    "org.apache.flink.streaming.connectors.kafka.FlinkKafkaProducer011$TransactionStateSerializer$TransactionStateSerializerSnapshot": "KafkaTransactionState",
    "org.apache.flink.streaming.connectors.kafka.FlinkKafkaProducer011$ContextStateSerializer$ContextStateSerializerSnapshot": "KafkaTransactionContext",
}

NAME_OF_CLASS: dict[str, str] = {cls: name for name, cls in SIMPLE_SERIALIZERS.items()}
NAME_OF_CLASS.update(SIMPLE_ALIASES)

#: SimpleTypeSerializerSnapshot.CURRENT_VERSION
CURRENT_VERSION = 3


class SimpleSnapshot(SnapshotBase):
    family: Literal["simple"] = "simple"
    version: int = CURRENT_VERSION

    @classmethod
    def named(cls, name: str) -> "SimpleSnapshot":
        try:
            return cls(snapshot_class=SIMPLE_SERIALIZERS[name])
        except KeyError:
            raise ValueError(f"unknown simple serializer {name!r}") from None

    @property
    def name(self) -> str:
        return NAME_OF_CLASS.get(self.snapshot_class, self.snapshot_class)

    def label(self) -> str:
        return self.name

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, SimpleSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.snapshot_class == self.snapshot_class:
            return Resolution(AS_IS)
        return Resolution.of(INCOMPATIBLE, f"type changed from {old.label()} to {self.label()}")


# =========================================================================================
# Binary snapshot format: SimpleTypeSerializerSnapshot
# =========================================================================================
def _read_simple(inp, class_name: str, version: int) -> SimpleSnapshot:
    # SimpleTypeSerializerSnapshot.readSnapshot: version 3 has an empty body, version 2 a
    # UTF string (the serializer class name, ignored by Flink).
    if version == 2:
        inp.read_utf("serializer class name of a version 2 simple snapshot")
    elif version != CURRENT_VERSION:
        raise inp.error(f"simple serializer snapshot {class_name} has version {version}; Flink reads 2 and 3")
    return SimpleSnapshot(snapshot_class=class_name, version=version)


def _write_simple(out, snap: SimpleSnapshot) -> None:
    out.write_int(CURRENT_VERSION)


READERS = {cls: _read_simple for cls in NAME_OF_CLASS}
WRITERS = {SimpleSnapshot: _write_simple}


# =========================================================================================
# Value codecs
# =========================================================================================
import struct as _struct  # noqa: E402
from datetime import date as _date, datetime as _datetime, time as _time, timedelta as _timedelta, timezone as _tz  # noqa: E402
from decimal import Decimal as _Decimal  # noqa: E402
from typing import NamedTuple as _NamedTuple  # noqa: E402

from .._io import decode_modified_utf8 as _dec_mutf8, encode_modified_utf8 as _enc_mutf8  # noqa: E402
from ..codecs import Codec, FormatError, eof, undecodable  # noqa: E402

_S_BYTE = _struct.Struct(">b")
_S_SHORT = _struct.Struct(">h")
_S_USHORT = _struct.Struct(">H")
_S_INT = _struct.Struct(">i")
_S_LONG = _struct.Struct(">q")
_S_FLOAT = _struct.Struct(">f")
_S_DOUBLE = _struct.Struct(">d")
_S_LONG_INT = _struct.Struct(">qi")
_S_2LONG = _struct.Struct(">qq")
_S_2INT = _struct.Struct(">ii")
_S_DATE = _struct.Struct(">ibb")
_S_TIME = _struct.Struct(">bbbi")

_LONG_MIN = -(1 << 63)
_INT_MIN = -(1 << 31)
_EPOCH = _datetime(1970, 1, 1, tzinfo=_tz.utc)
_EPOCH_NAIVE = _datetime(1970, 1, 1)


def _err(pos: int, message: str) -> FormatError:
    return FormatError("<value>", pos, message)


class VoidNamespaceType:
    """Flink's ``VoidNamespace`` (the namespace of keyed state outside windows)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "VOID_NAMESPACE"


class GlobalWindowType:
    """Flink's ``GlobalWindow`` singleton."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "GLOBAL_WINDOW"


VOID_NAMESPACE = VoidNamespaceType()
GLOBAL_WINDOW = GlobalWindowType()


class TimeWindow(_NamedTuple):
    """Flink's ``TimeWindow``: ``start`` inclusive, ``end`` exclusive (epoch millis)."""

    start: int
    end: int


class Variant(_NamedTuple):
    """Flink 2.1+ ``Variant`` in its binary form."""

    value: bytes
    metadata: bytes


class KafkaTransactionState(_NamedTuple):
    """``FlinkKafkaProducer.KafkaTransactionState`` (legacy Kafka producer state)."""

    transactional_id: str | None
    producer_id: int
    epoch: int


class _Nanoseconds:
    """What NanoDatetime and NanoTime share: a ``nanosecond`` below the microsecond that
    takes part in equality, hashing and repr. ``_plain`` is the standard class compared with."""

    _plain: type

    def __new__(cls, *args, nanosecond: int = 0, **kwargs):
        self = super().__new__(cls, *args, **kwargs)
        self.nanosecond = nanosecond
        return self

    def __eq__(self, other):
        if isinstance(other, self._plain):
            return super().__eq__(other) and self.nanosecond == getattr(other, "nanosecond", 0)
        return NotImplemented

    def __hash__(self):
        return hash((super().__hash__(), self.nanosecond))

    def __repr__(self) -> str:
        return f"{super().__repr__()[:-1]}, nanosecond={self.nanosecond})"


class NanoDatetime(_Nanoseconds, _datetime):
    """A ``datetime`` that also keeps the nanoseconds below the microsecond (0..999).

    Java's ``Timestamp``, ``Instant`` and ``LocalDateTime`` have nanosecond precision;
    values whose nanoseconds are not whole microseconds decode to this subclass so that
    encoding gives back the same bytes.
    """

    __slots__ = ("nanosecond",)
    _plain = _datetime


class NanoTime(_Nanoseconds, _time):
    """A ``time`` that also keeps the nanoseconds below the microsecond (see NanoDatetime)."""

    __slots__ = ("nanosecond",)
    _plain = _time


def _sub_micro(value) -> int:
    return getattr(value, "nanosecond", 0)


# -- fixed-width -------------------------------------------------------------------------
def _fixed(st: _struct.Struct, label: str, wrap=None, unwrap=None) -> Codec:
    unpack, pack, size = st.unpack_from, st.pack, st.size

    if wrap is None:
        def decode(buf, pos):
            return unpack(buf, pos)[0], pos + size

        def encode(value, out):
            out += pack(value)
    else:
        def decode(buf, pos):
            return wrap(unpack(buf, pos)[0]), pos + size

        def encode(value, out):
            out += pack(unwrap(value))

    def skip(buf, pos):
        end = pos + size
        if end > len(buf):
            raise eof(pos, label)
        return end

    return Codec(decode, skip, encode, label, size)


def _dec_bool(buf, pos):
    return buf[pos] != 0, pos + 1


def _enc_bool(value, out):
    out.append(1 if value else 0)


def _skip_n(n: int, label: str):
    def skip(buf, pos):
        end = pos + n
        if end > len(buf):
            raise eof(pos, label)
        return end

    return skip


BOOLEAN = Codec(_dec_bool, _skip_n(1, "boolean"), _enc_bool, "Boolean", 1)
BYTE = _fixed(_S_BYTE, "Byte")
SHORT = _fixed(_S_SHORT, "Short")
INT = _fixed(_S_INT, "Int")
LONG = _fixed(_S_LONG, "Long")
FLOAT = _fixed(_S_FLOAT, "Float")
DOUBLE = _fixed(_S_DOUBLE, "Double")
CHAR = _fixed(_S_USHORT, "Char", chr, ord)


def _constant(value, byte: int, label: str) -> Codec:
    """One byte that Flink writes and ignores on reading (Void, VoidNamespace, GlobalWindow)."""

    def decode(buf, pos):
        buf[pos]
        return value, pos + 1

    def encode(_value, out):
        out.append(byte)

    return Codec(decode, _skip_n(1, label), encode, label, 1)


VOID = _constant(None, 0, "Void")
VOID_NAMESPACE_CODEC = _constant(VOID_NAMESPACE, 0, "VoidNamespace")
GLOBAL_WINDOW_CODEC = _constant(GLOBAL_WINDOW, 0, "GlobalWindow")
TUPLE0 = _constant((), 42, "Tuple0")
SCALA_UNIT = _constant(None, 0, "Unit")


# NullValueSerializer writes nothing; NullValue.write (through a ValueSerializer) writes a
# boolean false.
NULL_VALUE = Codec(lambda buf, pos: (None, pos), lambda buf, pos: pos, lambda v, out: None, "NullValue", 0)


def _dec_null_value_write(buf, pos):
    buf[pos]
    return None, pos + 1


NULL_VALUE_WRITE = Codec(_dec_null_value_write, _skip_n(1, "NullValue"), lambda v, out: out.append(0), "NullValue.write", 1)


def _dec_time_window(buf, pos):
    return TimeWindow(*_S_2LONG.unpack_from(buf, pos)), pos + 16


TIME_WINDOW = Codec(
    _dec_time_window, _skip_n(16, "TimeWindow"), lambda v, out: out.extend(_S_2LONG.pack(v[0], v[1])), "TimeWindow", 16
)


# -- strings: StringValue.writeString / readString -------------------------------------------
def _read_varlen(buf, pos, first):
    # Java: len = first & 0x7f; while ((curr = next) >= 0x80) len |= (curr & 0x7f) << shift ...
    n = first & 0x7F
    shift = 7
    while True:
        curr = buf[pos]
        pos += 1
        if curr < 0x80:
            return n | (curr << shift), pos
        n |= (curr & 0x7F) << shift
        shift += 7
        if shift > 28:
            raise _err(pos, "string length varint longer than 5 bytes")


def _decode_chars(buf, pos, n):
    """``n`` UTF-16 code units, each a varint; returns (str, pos)."""
    units = []
    append = units.append
    for _ in range(n):
        c = buf[pos]
        pos += 1
        if c >= 0x80:
            c &= 0x7F
            shift = 7
            while True:
                curr = buf[pos]
                pos += 1
                if curr < 0x80:
                    c |= curr << shift
                    break
                c |= (curr & 0x7F) << shift
                shift += 7
                if shift > 28:
                    raise _err(pos, "character varint longer than 5 bytes")
            c &= 0xFFFF  # Java's (char) cast
        append(c)
    return _units_to_str(units), pos


def _units_to_str(units) -> str:
    text = "".join(map(chr, units))
    if any(0xD800 <= u <= 0xDFFF for u in units):
        text = text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    return text


def _str_units(text: str):
    if text.isascii():
        return None
    raw = text.encode("utf-16-le", "surrogatepass")
    return _struct.unpack(f"<{len(raw) // 2}H", raw)


def _write_varint(n: int, out) -> None:
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def dec_string(buf, pos):
    """``StringValue.readString``: varint (length + 1, 0 = null), then varint chars."""
    b = buf[pos]
    pos += 1
    if b == 0:
        return None, pos
    if b >= 0x80:
        b, pos = _read_varlen(buf, pos, b)
    n = b - 1
    end = pos + n
    if end > len(buf):
        raise eof(pos, f"string of {n} characters")
    try:
        return str(buf[pos:end], "ascii"), end
    except UnicodeDecodeError:
        return _decode_chars(buf, pos, n)


def skip_string(buf, pos):
    b = buf[pos]
    pos += 1
    if b == 0:
        return pos
    if b >= 0x80:
        b, pos = _read_varlen(buf, pos, b)
    n = b - 1
    end = pos + n
    if end > len(buf):
        raise eof(pos, f"string of {n} characters")
    raw = buf[pos:end]
    try:
        str(raw, "ascii")
        return end
    except UnicodeDecodeError:
        pass
    for _ in range(n):
        while buf[pos] >= 0x80:
            pos += 1
        pos += 1
    return pos


def enc_string(value, out) -> None:
    if value is None:
        out.append(0)
        return
    units = _str_units(value)
    if units is None:
        _write_varint(len(value) + 1, out)
        out += value.encode("ascii")
        return
    _write_varint(len(units) + 1, out)
    for u in units:
        _write_varint(u, out)


STRING = Codec(dec_string, skip_string, enc_string, "String")


def _dec_string_value(buf, pos):
    # StringValue.read: length varint without the +1 offset, never null.
    b = buf[pos]
    pos += 1
    n = b
    if b >= 0x80:
        n, pos = _read_varlen(buf, pos, b)
    end = pos + n
    if end > len(buf):
        raise eof(pos, f"string of {n} characters")
    try:
        return str(buf[pos:end], "ascii"), end
    except UnicodeDecodeError:
        return _decode_chars(buf, pos, n)


def _skip_string_value(buf, pos):
    _value, pos = _dec_string_value(buf, pos)
    return pos


def _enc_string_value(value, out) -> None:
    units = _str_units(value)
    if units is None:
        _write_varint(len(value), out)
        out += value.encode("ascii")
        return
    _write_varint(len(units), out)
    for u in units:
        _write_varint(u, out)


STRING_VALUE = Codec(_dec_string_value, _skip_string_value, _enc_string_value, "StringValue")


def dec_utf(buf, pos):
    """``DataInput.readUTF``."""
    n = _S_USHORT.unpack_from(buf, pos)[0]
    pos += 2
    end = pos + n
    if end > len(buf):
        raise eof(pos, f"UTF string of {n} bytes")
    return _dec_mutf8(bytes(buf[pos:end])), end


def enc_utf(value: str, out) -> None:
    raw = _enc_mutf8(value)
    if len(raw) > 0xFFFF:
        raise ValueError(f"string of {len(raw)} bytes is too long for writeUTF")
    out += _S_USHORT.pack(len(raw))
    out += raw


def skip_utf(buf, pos):
    n = _S_USHORT.unpack_from(buf, pos)[0]
    end = pos + 2 + n
    if end > len(buf):
        raise eof(pos, f"UTF string of {n} bytes")
    return end


UTF = Codec(dec_utf, skip_utf, enc_utf, "UTF")


# -- BigInteger / BigDecimal ---------------------------------------------------------------
def _dec_big_int(buf, pos):
    n = _S_INT.unpack_from(buf, pos)[0]
    pos += 4
    if n < 4:
        if n == 0:
            return None, pos
        if n == 1:
            return 0, pos
        if n == 2:
            return 1, pos
        if n == 3:
            return 10, pos
        raise _err(pos - 4, f"BigInteger length {n}")
    end = pos + n - 4
    if end > len(buf):
        raise eof(pos, f"BigInteger of {n - 4} bytes")
    if n == 4:
        raise _err(pos - 4, "BigInteger of zero bytes (Java rejects it)")
    return int.from_bytes(buf[pos:end], "big", signed=True), end


def _skip_big_int(buf, pos):
    n = _S_INT.unpack_from(buf, pos)[0]
    pos += 4
    if n < 4:
        if n < 0:
            raise _err(pos - 4, f"BigInteger length {n}")
        return pos
    end = pos + n - 4
    if end > len(buf):
        raise eof(pos, f"BigInteger of {n - 4} bytes")
    return end


def _enc_big_int(value, out) -> None:
    # Flink writes the constants ZERO, ONE and TEN as 1, 2, 3. BigInteger.valueOf and
    # BigDecimal.unscaledValue() return those constants, so small values use the codes.
    if value is None:
        out += _S_INT.pack(0)
    elif value == 0:
        out += _S_INT.pack(1)
    elif value == 1:
        out += _S_INT.pack(2)
    elif value == 10:
        out += _S_INT.pack(3)
    else:
        bits = value.bit_length() if value >= 0 else (~value).bit_length()
        raw = value.to_bytes(bits // 8 + 1, "big", signed=True)
        out += _S_INT.pack(len(raw) + 4)
        out += raw


BIG_INT = Codec(_dec_big_int, _skip_big_int, _enc_big_int, "BigInteger")


def _dec_big_dec(buf, pos):
    unscaled, pos = _dec_big_int(buf, pos)
    if unscaled is None:
        return None, pos
    scale = _S_INT.unpack_from(buf, pos)[0]
    pos += 4
    sign = 1 if unscaled < 0 else 0
    digits = tuple(int(d) for d in str(abs(unscaled)))
    return _Decimal((sign, digits, -scale)), pos


def _skip_big_dec(buf, pos):
    n = _S_INT.unpack_from(buf, pos)[0]
    if n == 0:
        return pos + 4
    pos = _skip_big_int(buf, pos)
    if pos + 4 > len(buf):
        raise eof(pos, "BigDecimal scale")
    return pos + 4


def _enc_big_dec(value, out) -> None:
    if value is None:
        out += _S_INT.pack(0)
        return
    value = _Decimal(value)
    sign, digits, exponent = value.as_tuple()
    if not isinstance(exponent, int):
        raise ValueError(f"{value} has no Java BigDecimal form")
    unscaled = int("".join(map(str, digits)) or "0")
    _enc_big_int(-unscaled if sign else unscaled, out)
    out += _S_INT.pack(-exponent)


BIG_DEC = Codec(_dec_big_dec, _skip_big_dec, _enc_big_dec, "BigDecimal")


# -- dates and times -------------------------------------------------------------------------
def _millis_to_datetime(ms: int, pos: int) -> _datetime:
    try:
        return _EPOCH + _timedelta(milliseconds=ms)
    except OverflowError:
        raise _err(pos, f"epoch millis {ms} lie outside the years Python's datetime supports") from None


def _datetime_to_millis(value) -> int:
    if value.tzinfo is None:
        delta = value - _EPOCH_NAIVE
    else:
        delta = value - _EPOCH
    return (delta.days * 86400 + delta.seconds) * 1000 + delta.microseconds // 1000


def _dec_date(buf, pos):
    ms = _S_LONG.unpack_from(buf, pos)[0]
    if ms == _LONG_MIN:
        return None, pos + 8
    return _millis_to_datetime(ms, pos), pos + 8


def _enc_date(value, out) -> None:
    out += _S_LONG.pack(_LONG_MIN if value is None else _datetime_to_millis(value))


DATE = Codec(_dec_date, _skip_n(8, "Date"), _enc_date, "Date", 8)


def _seconds_nanos_to_datetime(seconds: int, nanos: int, pos: int, naive: bool = False):
    try:
        base = (_EPOCH_NAIVE if naive else _EPOCH) + _timedelta(seconds=seconds, microseconds=nanos // 1000)
    except OverflowError:
        raise _err(pos, f"epoch second {seconds} lies outside the years Python's datetime supports") from None
    sub = nanos % 1000
    if sub:
        return NanoDatetime(
            base.year, base.month, base.day, base.hour, base.minute, base.second, base.microsecond,
            tzinfo=base.tzinfo, nanosecond=sub,
        )
    return base


def _datetime_to_seconds_nanos(value):
    delta = value - (_EPOCH if value.tzinfo is not None else _EPOCH_NAIVE)
    seconds = delta.days * 86400 + delta.seconds
    return seconds, delta.microseconds * 1000 + _sub_micro(value)


def _dec_sql_timestamp(buf, pos):
    # SqlTimestampSerializer: long millis; null is Long.MIN_VALUE (then Flink reads no
    # nanos, although it wrote an int 0: a Flink quirk we mirror); else int nanos.
    ms = _S_LONG.unpack_from(buf, pos)[0]
    if ms == _LONG_MIN:
        return None, pos + 8
    nanos = _S_INT.unpack_from(buf, pos + 8)[0]
    if not 0 <= nanos <= 999_999_999:
        raise _err(pos + 8, f"Timestamp nanos {nanos} out of range")
    return _seconds_nanos_to_datetime(ms // 1000, nanos, pos), pos + 12


def _skip_sql_timestamp(buf, pos):
    ms = _S_LONG.unpack_from(buf, pos)[0]
    end = pos + (8 if ms == _LONG_MIN else 12)
    if end > len(buf):
        raise eof(pos, "Timestamp")
    return end


def _enc_sql_timestamp(value, out) -> None:
    if value is None:
        out += _S_LONG_INT.pack(_LONG_MIN, 0)
        return
    seconds, nanos = _datetime_to_seconds_nanos(value)
    out += _S_LONG_INT.pack(seconds * 1000 + nanos // 1_000_000, nanos)


SQL_TIMESTAMP = Codec(_dec_sql_timestamp, _skip_sql_timestamp, _enc_sql_timestamp, "SqlTimestamp")

_INSTANT_MAX = 31556889864403199


def _dec_instant(buf, pos):
    seconds, nanos = _S_LONG_INT.unpack_from(buf, pos)
    if seconds == _LONG_MIN and nanos == _INT_MIN:
        return None, pos + 12
    # Instant.ofEpochSecond(seconds, nanos) normalises the nanos.
    seconds += nanos // 1_000_000_000
    nanos %= 1_000_000_000
    if not -_INSTANT_MAX - 1 <= seconds <= _INSTANT_MAX:
        raise _err(pos, f"Instant epoch second {seconds} out of Java's range")
    return _seconds_nanos_to_datetime(seconds, nanos, pos), pos + 12


def _enc_instant(value, out) -> None:
    if value is None:
        out += _S_LONG_INT.pack(_LONG_MIN, _INT_MIN)
        return
    out += _S_LONG_INT.pack(*_datetime_to_seconds_nanos(value))


INSTANT = Codec(_dec_instant, _skip_n(12, "Instant"), _enc_instant, "Instant", 12)


def _dec_local_date_at(buf, pos):
    year, month, day = _S_DATE.unpack_from(buf, pos)
    if year == _INT_MIN:
        return None, pos + 6
    try:
        return _date(year, month, day), pos + 6
    except ValueError as e:
        raise _err(pos, f"LocalDate {year}-{month}-{day}: {e}") from None


def _enc_local_date(value, out) -> None:
    if value is None:
        out += _S_INT.pack(_INT_MIN) + _S_SHORT.pack(-32768)
    else:
        out += _S_DATE.pack(value.year, value.month, value.day)


LOCAL_DATE = Codec(_dec_local_date_at, _skip_n(6, "LocalDate"), _enc_local_date, "LocalDate", 6)


def _dec_local_time_at(buf, pos):
    hour, minute, second, nanos = _S_TIME.unpack_from(buf, pos)
    if hour == -128:
        return None, pos + 7
    if not (0 <= hour < 24 and 0 <= minute < 60 and 0 <= second < 60 and 0 <= nanos <= 999_999_999):
        raise _err(pos, f"LocalTime {hour}:{minute}:{second}.{nanos} out of range")
    sub = nanos % 1000
    if sub:
        return NanoTime(hour, minute, second, nanos // 1000, nanosecond=sub), pos + 7
    return _time(hour, minute, second, nanos // 1000), pos + 7


def _enc_local_time(value, out) -> None:
    if value is None:
        out += _S_TIME.pack(-128, 0, 0, 0)[:1] + _S_SHORT.pack(-32768) + _S_INT.pack(_INT_MIN)
    else:
        out += _S_TIME.pack(value.hour, value.minute, value.second, value.microsecond * 1000 + _sub_micro(value))


LOCAL_TIME = Codec(_dec_local_time_at, _skip_n(7, "LocalTime"), _enc_local_time, "LocalTime", 7)


def _dec_local_date_time(buf, pos):
    d, p = _dec_local_date_at(buf, pos)
    t, p = _dec_local_time_at(buf, p)
    if d is None and t is None:
        return None, p
    if d is None or t is None:
        raise _err(pos, "exactly one of LocalDate and LocalTime is null")
    sub = _sub_micro(t)
    if sub:
        return NanoDatetime(d.year, d.month, d.day, t.hour, t.minute, t.second, t.microsecond, nanosecond=sub), p
    return _datetime(d.year, d.month, d.day, t.hour, t.minute, t.second, t.microsecond), p


def _enc_local_date_time(value, out) -> None:
    if value is None:
        _enc_local_date(None, out)
        _enc_local_time(None, out)
    else:
        _enc_local_date(value.date(), out)
        out += _S_TIME.pack(value.hour, value.minute, value.second, value.microsecond * 1000 + _sub_micro(value))


LOCAL_DATE_TIME = Codec(_dec_local_date_time, _skip_n(13, "LocalDateTime"), _enc_local_date_time, "LocalDateTime", 13)


# -- arrays ----------------------------------------------------------------------------------
def _array_count(buf, pos, size: int, label: str):
    n = _S_INT.unpack_from(buf, pos)[0]
    pos += 4
    if n < 0:
        raise _err(pos - 4, f"negative {label} length {n}")
    if pos + n * size > len(buf):
        raise eof(pos, f"{n} elements of {label}")
    return n, pos


def _primitive_array(fmt: str, size: int, label: str) -> Codec:
    def decode(buf, pos):
        n, pos = _array_count(buf, pos, size, label)
        end = pos + n * size
        return list(_struct.unpack_from(f">{n}{fmt}", buf, pos)), end

    def skip(buf, pos):
        n, pos = _array_count(buf, pos, size, label)
        return pos + n * size

    def encode(value, out):
        out += _S_INT.pack(len(value))
        out += _struct.pack(f">{len(value)}{fmt}", *value)

    return Codec(decode, skip, encode, label)


def _dec_bytes(buf, pos):
    n, pos = _array_count(buf, pos, 1, "byte[]")
    return bytes(buf[pos : pos + n]), pos + n


def _enc_bytes(value, out):
    out += _S_INT.pack(len(value))
    out += value


def _skip_bytes(buf, pos):
    n, pos = _array_count(buf, pos, 1, "byte[]")
    return pos + n


BYTES = Codec(_dec_bytes, _skip_bytes, _enc_bytes, "byte[]")


def _dec_string_data(buf, pos):
    # StringDataSerializer: int length, the string's UTF-8 bytes (BinaryStringData).
    data, pos = _dec_bytes(buf, pos)
    return data.decode("utf-8"), pos


# NullSerializer (table data views): one byte, read and ignored; the value is null.
_SKIP_TABLE_NULL = _skip_n(1, "TableNull")
TABLE_NULL = Codec(lambda buf, pos: (None, _SKIP_TABLE_NULL(buf, pos)), _SKIP_TABLE_NULL,
                   lambda v, out: out.append(0), "TableNull", 1)

STRING_DATA = Codec(_dec_string_data, _skip_bytes, lambda v, out: _enc_bytes(v.encode("utf-8"), out), "StringData")


def _dec_bool_array(buf, pos):
    n, pos = _array_count(buf, pos, 1, "boolean[]")
    return [b != 0 for b in buf[pos : pos + n]], pos + n


def _enc_bool_array(value, out):
    out += _S_INT.pack(len(value))
    out += bytes(1 if v else 0 for v in value)


BOOL_ARRAY = Codec(_dec_bool_array, _skip_bytes, _enc_bool_array, "boolean[]")


def _dec_char_array(buf, pos):
    n, pos = _array_count(buf, pos, 2, "char[]")
    return _units_to_str(_struct.unpack_from(f">{n}H", buf, pos)), pos + 2 * n


def _enc_char_array(value, out):
    units = _struct.unpack(f"<{len(value.encode('utf-16-le', 'surrogatepass')) // 2}H", value.encode("utf-16-le", "surrogatepass")) if value else ()
    out += _S_INT.pack(len(units))
    out += _struct.pack(f">{len(units)}H", *units)


def _skip_char_array(buf, pos):
    n, pos = _array_count(buf, pos, 2, "char[]")
    return pos + 2 * n


CHAR_ARRAY = Codec(_dec_char_array, _skip_char_array, _enc_char_array, "char[]")


def _dec_string_array(buf, pos):
    n, pos = _array_count(buf, pos, 1, "String[]")
    out = []
    for _ in range(n):
        s, pos = dec_string(buf, pos)
        out.append(s)
    return out, pos


def _skip_string_array(buf, pos):
    n, pos = _array_count(buf, pos, 1, "String[]")
    for _ in range(n):
        pos = skip_string(buf, pos)
    return pos


def _enc_string_array(value, out):
    out += _S_INT.pack(len(value))
    for s in value:
        enc_string(s, out)


STRING_ARRAY = Codec(_dec_string_array, _skip_string_array, _enc_string_array, "String[]")


# -- Flink 2.1+ Bitmap and Variant, Kafka legacy producer state --------------------------------
def _dec_variant(buf, pos):
    vlen, mlen = _S_2INT.unpack_from(buf, pos)
    pos += 8
    if vlen < 0 or mlen < 0 or pos + vlen + mlen > len(buf):
        raise eof(pos, f"Variant of {vlen} + {mlen} bytes")
    return Variant(bytes(buf[pos : pos + vlen]), bytes(buf[pos + vlen : pos + vlen + mlen])), pos + vlen + mlen


def _enc_variant(value, out):
    out += _S_2INT.pack(len(value[0]), len(value[1]))
    out += value[0]
    out += value[1]


VARIANT = Codec(_dec_variant, lambda b, p: _dec_variant(b, p)[1], _enc_variant, "Variant")


def _dec_kafka_state(buf, pos):
    tid = None
    if buf[pos] != 0:
        tid, pos = dec_utf(buf, pos + 1)
    else:
        pos += 1
    producer_id, epoch = _struct.unpack_from(">qh", buf, pos)
    return KafkaTransactionState(tid, producer_id, epoch), pos + 10


def _enc_kafka_state(value, out):
    if value[0] is None:
        out.append(0)
    else:
        out.append(1)
        enc_utf(value[0], out)
    out += _struct.pack(">qh", value[1], value[2])


KAFKA_STATE = Codec(_dec_kafka_state, lambda b, p: _dec_kafka_state(b, p)[1], _enc_kafka_state, "KafkaTransactionState")


def _dec_kafka_context(buf, pos):
    n, pos = _array_count(buf, pos, 2, "KafkaTransactionContext")
    ids = []
    for _ in range(n):
        s, pos = dec_utf(buf, pos)
        ids.append(s)
    return ids, pos


def _enc_kafka_context(value, out):
    out += _S_INT.pack(len(value))
    for s in value:
        enc_utf(s, out)


KAFKA_CONTEXT = Codec(_dec_kafka_context, lambda b, p: _dec_kafka_context(b, p)[1], _enc_kafka_context, "KafkaTransactionContext")


def _java_serialized() -> Codec:
    from .._javaser import decode_java_serialized, encode_java_serialized, skip_java_serialized

    return Codec(decode_java_serialized, skip_java_serialized, encode_java_serialized, "JavaSerialized")


#: name (see SIMPLE_SERIALIZERS) → codec
SIMPLE_CODECS: dict[str, Codec] = {
    "Boolean": BOOLEAN,
    "Byte": BYTE,
    "Short": SHORT,
    "Int": INT,
    "Long": LONG,
    "Float": FLOAT,
    "Double": DOUBLE,
    "Char": CHAR,
    "String": STRING,
    "Void": VOID,
    "BigInteger": BIG_INT,
    "BigDecimal": BIG_DEC,
    "Date": DATE,
    "SqlDate": Codec(_dec_date, _skip_n(8, "SqlDate"), _enc_date, "SqlDate", 8),
    "SqlTime": Codec(_dec_date, _skip_n(8, "SqlTime"), _enc_date, "SqlTime", 8),
    "SqlTimestamp": SQL_TIMESTAMP,
    "Instant": INSTANT,
    "LocalDate": LOCAL_DATE,
    "LocalTime": LOCAL_TIME,
    "LocalDateTime": LOCAL_DATE_TIME,
    "BooleanValue": BOOLEAN,
    "ByteValue": BYTE,
    "ShortValue": SHORT,
    "IntValue": INT,
    "LongValue": LONG,
    "FloatValue": FLOAT,
    "DoubleValue": DOUBLE,
    "CharValue": CHAR,
    "StringValue": STRING_VALUE,
    "NullValue": NULL_VALUE,
    "boolean[]": BOOL_ARRAY,
    "byte[]": BYTES,
    "ByteArrayWrapper": BYTES,  # int length, then the bytes, as byte[] (ByteArrayWrapperSerializer)
    "short[]": _primitive_array("h", 2, "short[]"),
    "int[]": _primitive_array("i", 4, "int[]"),
    "long[]": _primitive_array("q", 8, "long[]"),
    "float[]": _primitive_array("f", 4, "float[]"),
    "double[]": _primitive_array("d", 8, "double[]"),
    "char[]": CHAR_ARRAY,
    "String[]": STRING_ARRAY,
    "Tuple0": TUPLE0,
    "VoidNamespace": VOID_NAMESPACE_CODEC,
    "TimeWindow": TIME_WINDOW,
    "TableTimeWindow": TIME_WINDOW,  # TimeWindow.Serializer of the table runtime: start, end (16 bytes)
    "TableCountWindow": LONG,  # CountWindow.Serializer of the table runtime: the window's id (8 bytes)
    "TableGlobalWindow": GLOBAL_WINDOW_CODEC,  # GlobalWindow.Serializer of the table runtime: one zero byte
    "GlobalWindow": GLOBAL_WINDOW_CODEC,
    "StringData": STRING_DATA,
    "TableNull": TABLE_NULL,
    "Bitmap": Codec(_dec_bytes, _skip_bytes, _enc_bytes, "Bitmap"),
    "Variant": VARIANT,
    "ScalaUnit": SCALA_UNIT,
    "KafkaTransactionState": KAFKA_STATE,
    "KafkaTransactionContext": KAFKA_CONTEXT,
}


def _simple_codec(snap: SimpleSnapshot) -> Codec:
    name = snap.name
    codec = SIMPLE_CODECS.get(name)
    if codec is not None:
        return codec
    if name == "JavaSerialized":
        return _java_serialized()
    return undecodable(snap.label(), "no value format known for this serializer")


CODECS = {SimpleSnapshot: _simple_codec}


# =========================================================================================
# Value migration (schema_registry.migrate): simple serializers have one format each and no
# evolution; another serializer class means another type, which Flink never converts.
# =========================================================================================
def _simple_migrator(old: SimpleSnapshot, new: SimpleSnapshot):
    from ..migrate import failing, identity

    if old.snapshot_class == new.snapshot_class:
        return identity
    return failing(f"type changed from {old.label()} to {new.label()}; Flink does not convert values")


MIGRATIONS = {SimpleSnapshot: _simple_migrator}
