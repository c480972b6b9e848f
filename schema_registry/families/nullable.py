"""``NullableSerializer``: a null flag in front of another serializer's bytes.

Flink: ``NullableSerializer.NullableSerializerSnapshot``, a composite with one outer
field, the length of the null padding (non-zero for fixed-length inner types when
padding was asked for). A different padding is INCOMPATIBLE.
"""

from __future__ import annotations

from typing import Literal

from .._base import INCOMPATIBLE, CompositeSnapshot, Resolution

NULLABLE_CLASS = "org.apache.flink.api.java.typeutils.runtime.NullableSerializer$NullableSerializerSnapshot"


class NullableSnapshot(CompositeSnapshot):
    family: Literal["nullable"] = "nullable"
    snapshot_class: str = NULLABLE_CLASS
    version: int = 3
    padding: int = 0
    inner: "Snapshot"

    def label(self) -> str:
        return f"Nullable<{self.inner.label()}>"

    def nested(self):
        return (("inner", self.inner),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, NullableSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.padding != self.padding:
            return Resolution.of(
                INCOMPATIBLE, f"null padding changed from {old.padding} to {self.padding} bytes"
            )
        return Resolution.as_is()
