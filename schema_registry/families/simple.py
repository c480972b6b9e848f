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
    # Java serialization: a simple snapshot, but its values are opaque to us (we never
    # Java-deserialize bytes from a savepoint).
    "JavaSerialized": "org.apache.flink.runtime.state.JavaSerializer$JavaSerializerSnapshot",
}

NAME_OF_CLASS: dict[str, str] = {cls: name for name, cls in SIMPLE_SERIALIZERS.items()}

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
