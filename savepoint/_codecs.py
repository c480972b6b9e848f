"""Value codecs from ``schema_registry.codecs``, imported lazily, plus the byte widths of
fixed-size serializers the entry scanners use to split composite keys without decoding.
"""

from __future__ import annotations

from flink_compat.schema_registry._io import FormatError


class CodecUnavailable(FormatError):
    """No value codec for a serializer: ``schema_registry.codecs`` is missing or does not
    know the serializer. Framing that needs one (heap checkpoints, composite keys of
    variable size) and decoding cannot proceed for that state. A :class:`FormatError`, so
    callers that map bad input to one error class see it too."""

    def __init__(self, message: str, source: str = "<serializer>", offset=None):
        super().__init__(source, offset, message)


def codecs_module():
    try:
        from flink_compat.schema_registry import codecs  # noqa: PLC0415 - optional, lazy
    except ImportError:
        return None
    return codecs if hasattr(codecs, "codec_for") else None


def codec_for(snapshot):
    """The codec of ``snapshot`` (``decode(buf, pos) -> (value, pos)``, ``skip(buf, pos)
    -> pos``, ``size``); raises :class:`CodecUnavailable`."""
    if snapshot is None:
        raise CodecUnavailable("no serializer snapshot")
    mod = codecs_module()
    if mod is None:
        raise CodecUnavailable("schema_registry.codecs is not installed")
    try:
        return mod.codec_for(snapshot)
    except Exception as e:  # noqa: BLE001 - the registry's own error types
        raise CodecUnavailable(f"no codec for {_label(snapshot)}: {e}") from None


def low_level_errors() -> tuple:
    """Exceptions raw codec functions may raise on bad or truncated bytes."""
    mod = codecs_module()
    errs = getattr(mod, "LOW_LEVEL_ERRORS", None) if mod is not None else None
    return tuple(errs) if errs else (IndexError, ValueError, KeyError, TypeError, OverflowError, UnicodeError, RecursionError, MemoryError, __import__("struct").error)


def cannot_decode_error():
    mod = codecs_module()
    return getattr(mod, "CannotDecode", None) if mod is not None else None


def needs_user_code(error: BaseException) -> bool:
    """Whether ``error`` says a serializer's values cannot be read without the job's code (a
    custom serializer, Kryo with the job's serializer), not that the bytes are bad."""
    cannot_decode = cannot_decode_error()
    return isinstance(error, CodecUnavailable) or (cannot_decode is not None and isinstance(error, cannot_decode))


def skipper(snapshot):
    """A fixed byte width (int) or a ``skip(buf, pos) -> pos`` function for ``snapshot``."""
    _len, width = lengths(snapshot)
    if width is not None:
        return width
    codec = codec_for(snapshot)
    if getattr(codec, "size", None) is not None:
        return codec.size
    return codec.skip


def _label(snapshot) -> str:
    try:
        return snapshot.label()
    except Exception:  # noqa: BLE001
        return getattr(snapshot, "snapshot_class", "?")


_B = "org.apache.flink.api.common.typeutils.base."

#: snapshot class → (Flink's TypeSerializer.getLength(), bytes actually written).
#: They differ for VoidNamespaceSerializer: length 0, but it writes one byte.
_FIXED: dict[str, tuple[int, int]] = {
    _B + "BooleanSerializer$BooleanSerializerSnapshot": (1, 1),
    _B + "ByteSerializer$ByteSerializerSnapshot": (1, 1),
    _B + "ShortSerializer$ShortSerializerSnapshot": (2, 2),
    _B + "IntSerializer$IntSerializerSnapshot": (4, 4),
    _B + "LongSerializer$LongSerializerSnapshot": (8, 8),
    _B + "FloatSerializer$FloatSerializerSnapshot": (4, 4),
    _B + "DoubleSerializer$DoubleSerializerSnapshot": (8, 8),
    _B + "CharSerializer$CharSerializerSnapshot": (2, 2),
    _B + "DateSerializer$DateSerializerSnapshot": (8, 8),
    _B + "SqlDateSerializer$SqlDateSerializerSnapshot": (8, 8),
    _B + "SqlTimeSerializer$SqlTimeSerializerSnapshot": (8, 8),
    _B + "SqlTimestampSerializer$SqlTimestampSerializerSnapshot": (12, 12),
    _B + "InstantSerializer$InstantSerializerSnapshot": (12, 12),
    _B + "LocalDateSerializer$LocalDateSerializerSnapshot": (6, 6),
    _B + "LocalTimeSerializer$LocalTimeSerializerSnapshot": (7, 7),
    _B + "LocalDateTimeSerializer$LocalDateTimeSerializerSnapshot": (13, 13),
    _B + "BooleanValueSerializer$BooleanValueSerializerSnapshot": (1, 1),
    _B + "ByteValueSerializer$ByteValueSerializerSnapshot": (1, 1),
    _B + "ShortValueSerializer$ShortValueSerializerSnapshot": (2, 2),
    _B + "IntValueSerializer$IntValueSerializerSnapshot": (4, 4),
    _B + "LongValueSerializer$LongValueSerializerSnapshot": (8, 8),
    _B + "FloatValueSerializer$FloatValueSerializerSnapshot": (4, 4),
    _B + "DoubleValueSerializer$DoubleValueSerializerSnapshot": (8, 8),
    _B + "CharValueSerializer$CharValueSerializerSnapshot": (2, 2),
    _B + "NullValueSerializer$NullValueSerializerSnapshot": (0, 0),
    _B + "VoidSerializer$VoidSerializerSnapshot": (1, 1),
    _B + "EnumSerializer$EnumSerializerSnapshot": (4, 4),
    "org.apache.flink.runtime.state.VoidNamespaceSerializer$VoidNamespaceSerializerSnapshot": (0, 1),
    "org.apache.flink.streaming.api.windowing.windows.TimeWindow$Serializer$TimeWindowSerializerSnapshot": (16, 16),
    "org.apache.flink.streaming.api.windowing.windows.GlobalWindow$Serializer$GlobalWindowSerializerSnapshot": (1, 1),
    # the table runtime's windows (PyFlink's window namespaces): getLength() 16, 8 and 1 (javap, Flink 2.3)
    "org.apache.flink.table.runtime.operators.window.TimeWindow$Serializer$TimeWindowSerializerSnapshot": (16, 16),
    "org.apache.flink.table.runtime.operators.window.CountWindow$Serializer$CountWindowSerializerSnapshot": (8, 8),
    "org.apache.flink.table.runtime.operators.window.GlobalWindow$Serializer$GlobalWindowSerializerSnapshot": (1, 1),
}

_TUPLE = "org.apache.flink.api.java.typeutils.runtime.TupleSerializerSnapshot"


def lengths(snapshot) -> tuple[int, int | None]:
    """(Flink's ``getLength()``, constant bytes written or None) of a serializer."""
    if snapshot is None:
        return -1, None
    cls = getattr(snapshot, "snapshot_class", None)
    fixed = _FIXED.get(cls)
    if fixed is not None:
        return fixed
    if cls == _TUPLE or getattr(snapshot, "family", None) == "tuple":
        fields = getattr(snapshot, "fields", None)
        if not fields:
            return -1, None
        total_len = 0
        total_bytes = 0
        for f in fields:
            fl, fb = lengths(f)
            if fb is None:
                return -1, None
            total_bytes += fb
            if fl > 0 and total_len >= 0:
                total_len += fl
            else:
                total_len = -1
        return total_len, total_bytes
    return -1, None
