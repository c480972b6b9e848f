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

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, ValueTypeSnapshot) or old.snapshot_class != self.snapshot_class:
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.type_class != self.type_class:
            return Resolution.of(
                INCOMPATIBLE, f"type class changed from {old.type_class} to {self.type_class}"
            )
        return Resolution(AS_IS)
