"""Flink's binary VALUE formats: decode, skip and encode state values.

:func:`codec_for` turns a serializer snapshot into a :class:`Codec` that reads values
exactly as the serializer that wrote the snapshot writes them. The codec of each family
lives in the family's file (``CODECS`` there: model class → builder); this module only
dispatches, fastavro style. Codecs are built once per snapshot (cached) from
precompiled closures over ``struct.unpack_from``; decoding allocates nothing but the
result.

A codec has three functions over a buffer (``bytes``, ``memoryview``, ``mmap``) whose
length is the bound of the readable bytes:

* ``decode(buf, pos) -> (value, new_pos)``
* ``skip(buf, pos) -> new_pos`` (discards a value without building it)
* ``encode(value, out: bytearray)`` appends Flink's bytes for ``value``

These raw functions are the fast path: besides :class:`FormatError` they may raise the
low-level errors in :data:`LOW_LEVEL_ERRORS` (truncated input and the like), which
:meth:`Codec.read` and :func:`as_format_error` turn into a :class:`FormatError` naming the
type and the position. A loop over many values can catch them once around the loop.

Python representation of values (see each family's file for details):

=====================================  ==============================================
Flink type                             Python value
=====================================  ==============================================
boolean/byte/short/int/long            ``bool`` / ``int``
float/double                           ``float``
char                                   ``str`` of one UTF-16 code unit
String, StringValue                    ``str`` (``None`` for null where Flink allows it)
BigInteger / BigDecimal                ``int`` / ``decimal.Decimal`` (exact scale)
Date, java.sql.Date, java.sql.Time     ``datetime`` (UTC, millisecond precision)
java.sql.Timestamp, Instant            ``datetime`` (UTC); :class:`~.families.simple.NanoDatetime`
                                       when nanoseconds are not whole microseconds
LocalDate / LocalTime / LocalDateTime  ``date`` / ``time`` / naive ``datetime`` (nanos as above)
byte[] / char[]                        ``bytes`` / ``str``
other primitive arrays, String[]       ``list``
Tuple / Scala case class               ``tuple``
Row                                    :class:`~.families.row.Row` (kind, fields)
POJO                                   :class:`~.families.pojo.PojoValue` (a dict of
                                       fields in snapshot order, plus ``pojo_class``)
List / ArrayList / array / Set         ``list``
Map                                    ``dict`` (a list of pairs if a key is unhashable)
Either (Java and Scala)                :class:`~.families.either.Left` / ``Right``
Nullable                               the value or ``None``
Enum                                   the constant name (``str``)
Avro                                   fastavro's records (``dict``)
TTL                                    :class:`~.families.ttl.TtlValue`
Timer                                  :class:`~.families.timers.Timer`
TimeWindow / GlobalWindow              :class:`~.families.simple.TimeWindow` / ``GLOBAL_WINDOW``
VoidNamespace                          ``VOID_NAMESPACE``
Flink SQL RowData                      :class:`~.families.row.Row` (kind, fields) by logical
                                       type: STRING ``str``, DECIMAL ``Decimal``, TIMESTAMP(_LTZ)
                                       naive ``datetime``, DATE ``date``, ARRAY ``list``, MAP
                                       ``dict``, RAW its serializer's value (see families.rowdata)
StringData, DecimalData, TimestampData ``str``, ``Decimal``, naive ``datetime``
BinaryRowData (no field types)         the row's ``bytes``
Java-serialized values                 plain data read structurally (``str``, numbers,
                                       :class:`~._javaser.JavaObject`)
Kryo                                   :class:`~.families.kryo.KryoValue` (class tag and
                                       raw bytes; only as a whole buffer, see there), or
                                       :class:`~.families.kryo.KryoObject` when the class's
                                       fields are declared
=====================================  ==============================================
"""

from __future__ import annotations

import struct
from functools import lru_cache
from typing import Any, Callable

from ._io import DataInput, FormatError

#: Exceptions the raw ``decode``/``skip`` functions may raise on bad bytes.
LOW_LEVEL_ERRORS = (
    struct.error,
    IndexError,
    ValueError,
    KeyError,
    TypeError,
    OverflowError,
    UnicodeError,
    RecursionError,
    MemoryError,
)


class CannotDecode(FormatError):
    """A value format that cannot be read without the user's code (Kryo, custom serializers)."""


def as_format_error(error: BaseException, source: str, offset: int | None, label: str) -> FormatError:
    if isinstance(error, FormatError):
        return error
    if isinstance(error, struct.error) or isinstance(error, IndexError):
        return FormatError(source, offset, f"value of {label} is truncated")
    return FormatError(source, offset, f"malformed value of {label}: {error}")


def _rewrap(e: FormatError, source: str, offset: int) -> FormatError:
    cls = type(e) if type(e) in (FormatError, CannotDecode) else FormatError
    return cls(source, offset, e.message)


def eof(pos: int, what: str) -> FormatError:
    return FormatError("<value>", pos, f"expected {what}, the bytes end first")


class Codec:
    """Decode / skip / encode one serializer's values (see the module docs)."""

    __slots__ = ("decode", "skip", "encode", "label", "size", "whole")

    def __init__(self, decode, skip, encode, label: str, size: int | None = None, whole=None):
        self.decode: Callable[[Any, int], tuple[Any, int]] = decode
        self.skip: Callable[[Any, int], int] = skip
        self.encode: Callable[[Any, bytearray], None] = encode
        self.label = label
        #: Fixed byte size of every value, or None.
        self.size = size
        #: Decodes a buffer that holds exactly one value, for formats readable only so (Kryo).
        self.whole = whole

    def __repr__(self) -> str:
        return f"Codec({self.label})"

    def read(self, buf, pos: int = 0, end: int | None = None, source: str = "<value>", base: int = 0):
        """Decode one value at ``pos``, never reading at or past ``end``; ``(value, new_pos)``.

        Raises only :class:`FormatError` (offsets are ``base + position``).
        """
        if end is not None and end != len(buf):
            buf = memoryview(buf)[:end]
        try:
            return self.decode(buf, pos)
        except FormatError as e:
            raise _rewrap(e, source, base + (e.offset if e.offset is not None else pos)) from None
        except LOW_LEVEL_ERRORS as e:
            raise as_format_error(e, source, base + pos, self.label) from None

    def read_from(self, inp: DataInput):
        """Decode one value from a :class:`DataInput` and advance it."""
        value, inp.pos = self.read(inp.buf, inp.pos, inp.end, inp.source, inp.base)
        return value

    def decode_all(self, data, source: str = "<value>"):
        """Decode a buffer that holds exactly one value (e.g. a RocksDB value)."""
        whole = self.whole
        if whole is not None:
            try:
                return whole(data)
            except FormatError:
                raise
            except LOW_LEVEL_ERRORS as e:
                raise as_format_error(e, source, 0, self.label) from None
        value, pos = self.read(data, 0, None, source)
        if pos != len(data):
            raise FormatError(source, pos, f"{len(data) - pos} bytes left after a value of {self.label}")
        return value

    def skip_from(self, buf, pos: int = 0, source: str = "<value>") -> int:
        try:
            return self.skip(buf, pos)
        except FormatError:
            raise
        except LOW_LEVEL_ERRORS as e:
            raise as_format_error(e, source, pos, self.label) from None

    def write(self, value) -> bytes:
        out = bytearray()
        self.encode(value, out)
        return bytes(out)


# ---------------------------------------------------------------------------------------
# dispatch
# ---------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _builders() -> dict:
    from . import families

    return families.dispatch_table("CODECS")


_CACHE: dict = {}


def codec_for(snapshot) -> Codec:
    """The :class:`Codec` for values written by the serializer of ``snapshot``.

    Never fails for a known family: a type whose values cannot be read (a custom
    serializer, Kryo inside another value, a user ``Value`` class) gets a codec whose
    functions raise :class:`CannotDecode` (a :class:`FormatError`) naming the class.
    """
    key = _cache_key(snapshot)
    codec = _CACHE.get(key) if key is not None else None
    if codec is None:
        builder = _builders().get(type(snapshot))
        if builder is None:
            codec = undecodable(f"{type(snapshot).__name__} {snapshot.label()}", "no value codec for this family")
        else:
            codec = builder(snapshot)
        if key is not None:
            if len(_CACHE) > 4096:
                _CACHE.clear()
            _CACHE[key] = codec
    return codec


def _cache_key(snapshot):
    try:
        return (type(snapshot), snapshot)
    except TypeError:  # pragma: no cover - unhashable model
        return None


def undecodable(label: str, why: str) -> Codec:
    """A codec for values we cannot read: every use raises :class:`CannotDecode`."""

    def fail(*_args):
        raise CannotDecode("<value>", None, f"cannot decode values of {label}: {why}")

    return Codec(fail, fail, fail, label)
