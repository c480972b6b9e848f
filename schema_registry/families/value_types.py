"""Serializers chosen by a user class alone: Flink ``Value`` types, ``CopyableValue``
types and Hadoop ``Writable``s.

Flink: ``GenericTypeSerializerSnapshot`` (body: the type class name). Same serializer
kind and same class → AS_IS; anything else INCOMPATIBLE.
"""

from __future__ import annotations

from typing import Literal

from .._base import AS_IS, INCOMPATIBLE, Resolution, SnapshotBase, short_class

VALUE_CLASS = "org.apache.flink.api.java.typeutils.runtime.ValueSerializer$ValueSerializerSnapshot"
COPYABLE_VALUE_CLASS = (
    "org.apache.flink.api.java.typeutils.runtime.CopyableValueSerializer$CopyableValueSerializerSnapshot"
)
WRITABLE_CLASS = "org.apache.flink.api.java.typeutils.runtime.WritableSerializer$WritableSerializerSnapshot"

_KIND = {VALUE_CLASS: "Value", COPYABLE_VALUE_CLASS: "CopyableValue", WRITABLE_CLASS: "Writable"}


class ValueTypeSnapshot(SnapshotBase):
    family: Literal["value_type"] = "value_type"
    version: int = 2
    type_class: str

    def label(self) -> str:
        return f"{_KIND.get(self.snapshot_class, 'Value')} {short_class(self.type_class)}"

    def classes_read(self) -> tuple[str, ...]:
        return (self.snapshot_class, self.type_class)

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, ValueTypeSnapshot) or old.snapshot_class != self.snapshot_class:
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.type_class != self.type_class:
            return Resolution.of(
                INCOMPATIBLE, f"type class changed from {old.type_class} to {self.type_class}"
            )
        return Resolution(AS_IS)


# -- binary format: GenericTypeSerializerSnapshot (version 2): UTF type class ----------------
from ..codecs import Codec, undecodable  # noqa: E402


def _read_value_type(inp, cls, version):
    type_class = inp.read_utf("type class")
    return ValueTypeSnapshot(snapshot_class=cls, version=version, type_class=type_class)


def _write_value_type(out, s: ValueTypeSnapshot) -> None:
    out.write_int(2)
    out.write_utf(s.type_class)


READERS = {VALUE_CLASS: _read_value_type, COPYABLE_VALUE_CLASS: _read_value_type, WRITABLE_CLASS: _read_value_type}
WRITERS = {ValueTypeSnapshot: _write_value_type}

# Flink's own Value types: their write() formats are those of the *ValueSerializers.
_FLINK_VALUES = {
    "org.apache.flink.types.BooleanValue": "BooleanValue",
    "org.apache.flink.types.ByteValue": "ByteValue",
    "org.apache.flink.types.ShortValue": "ShortValue",
    "org.apache.flink.types.IntValue": "IntValue",
    "org.apache.flink.types.LongValue": "LongValue",
    "org.apache.flink.types.FloatValue": "FloatValue",
    "org.apache.flink.types.DoubleValue": "DoubleValue",
    "org.apache.flink.types.CharValue": "CharValue",
    "org.apache.flink.types.StringValue": "StringValue",
    "org.apache.flink.types.NullValue": "NullValue",
}


def _value_codec(s: ValueTypeSnapshot) -> Codec:
    from .simple import SIMPLE_CODECS

    name = _FLINK_VALUES.get(s.type_class)
    if name == "NullValue":
        from .simple import NULL_VALUE_WRITE

        return NULL_VALUE_WRITE
    if name is not None:
        return SIMPLE_CODECS[name]
    return undecodable(s.label(), f"the bytes are written by {s.type_class}.write(), user code we never run")


CODECS = {ValueTypeSnapshot: _value_codec}


# -- value migration: a user class alone decides the format; another class is another type -----
def _value_type_migrator(old: ValueTypeSnapshot, new: ValueTypeSnapshot):
    from ..migrate import failing, identity

    if old.snapshot_class == new.snapshot_class and old.type_class == new.type_class:
        return identity
    return failing(f"serializer changed from {old.label()} to {new.label()}")


MIGRATIONS = {ValueTypeSnapshot: _value_type_migrator}
