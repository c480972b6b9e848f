"""Flink ``Row`` (DataStream rows, e.g. from ``Types.ROW``).

Flink: ``RowSerializer.RowSerializerSnapshot``, a composite over the field serializers
with one outer flag: whether the row kind (+I/-U/…) is serialized (outer version 4
writes it; version 3 implies it; older versions imply no row kind). Field names are not
part of the snapshot: renaming a field restores as is, adding one breaks the restore.
A change of the row-kind flag needs migration.
"""

from __future__ import annotations

from typing import Literal

from .._base import INCOMPATIBLE, MIGRATION, CompositeSnapshot, Resolution

ROW_CLASS = "org.apache.flink.api.java.typeutils.runtime.RowSerializer$RowSerializerSnapshot"


class RowSnapshot(CompositeSnapshot):
    family: Literal["row"] = "row"
    snapshot_class: str = ROW_CLASS
    version: int = 3
    fields: tuple["Snapshot", ...]
    supports_row_kind: bool = True

    def label(self) -> str:
        return "Row(" + ", ".join(f.label() for f in self.fields) + ")"

    def nested(self):
        return tuple((f"f{i}", f) for i, f in enumerate(self.fields))

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, RowSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to a Row")
        if old.supports_row_kind != self.supports_row_kind:
            return Resolution.of(
                MIGRATION,
                f"row kind serialization changed from {old.supports_row_kind} to {self.supports_row_kind}",
            )
        return Resolution.as_is()
