"""Java enums.

Flink: ``EnumSerializer.EnumSerializerSnapshot`` (body: the enum class and its constant
names in ordinal order; values are written as the index into that list). Resolution:
another class → INCOMPATIBLE; the same constants in the same order → AS_IS; constants
added or reordered → RECONFIGURED (the old order is kept and new constants appended). A
constant that no longer exists makes Flink fail while reading the old snapshot
("Probably because an enum value was removed"), so it is INCOMPATIBLE.
"""

from __future__ import annotations

from typing import Literal

from .._base import AS_IS, INCOMPATIBLE, RECONFIGURED, Resolution, SnapshotBase, short_class

ENUM_CLASS = "org.apache.flink.api.common.typeutils.base.EnumSerializer$EnumSerializerSnapshot"


class EnumSnapshot(SnapshotBase):
    family: Literal["enum"] = "enum"
    snapshot_class: str = ENUM_CLASS
    version: int = 3
    enum_class: str
    constants: tuple[str, ...]

    def label(self) -> str:
        return f"Enum {short_class(self.enum_class)}"

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, EnumSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.enum_class != self.enum_class:
            return Resolution.of(
                INCOMPATIBLE, f"enum class changed from {old.enum_class} to {self.enum_class}"
            )
        removed = [c for c in old.constants if c not in self.constants]
        if removed:
            return Resolution.of(
                INCOMPATIBLE,
                f"enum constant(s) removed: {', '.join(removed)}; Flink cannot read the old "
                "snapshot",
            )
        if old.constants == self.constants:
            return Resolution(AS_IS)
        added = [c for c in self.constants if c not in old.constants]
        what = f"constant(s) added: {', '.join(added)}" if added else "constants reordered"
        return Resolution.of(
            RECONFIGURED, f"{what}; Flink keeps the old ordinals and appends new constants"
        )
