"""Collections: List, ArrayList, Map and generic (object) arrays.

Flink: ``ListSerializerSnapshot``, ``ArrayListSerializerSnapshot`` (operator state
internals), ``MapSerializerSnapshot`` and ``GenericArraySerializerSnapshot``; all
``CompositeTypeSerializerSnapshot``s. List and Map have no outer configuration, so
(as in Flink) only the number of nested serializers and their own compatibility
count. A generic array also records its component class, which must not change.
"""

from __future__ import annotations

from typing import Literal

from .._base import INCOMPATIBLE, CompositeSnapshot, Resolution, short_class

COMPOSITE_VERSION = 3  # CompositeTypeSerializerSnapshot.VERSION

LIST_CLASS = "org.apache.flink.api.common.typeutils.base.ListSerializerSnapshot"
ARRAY_LIST_CLASS = "org.apache.flink.runtime.state.ArrayListSerializerSnapshot"
MAP_CLASS = "org.apache.flink.api.common.typeutils.base.MapSerializerSnapshot"
GENERIC_ARRAY_CLASS = "org.apache.flink.api.common.typeutils.base.GenericArraySerializerSnapshot"


class ListSnapshot(CompositeSnapshot):
    family: Literal["list"] = "list"
    snapshot_class: str = LIST_CLASS
    version: int = COMPOSITE_VERSION
    element: "Snapshot"

    def label(self) -> str:
        outer = "ArrayList" if self.snapshot_class == ARRAY_LIST_CLASS else "List"
        return f"{outer}<{self.element.label()}>"

    def nested(self):
        return (("element", self.element),)


class MapSnapshot(CompositeSnapshot):
    family: Literal["map"] = "map"
    snapshot_class: str = MAP_CLASS
    version: int = COMPOSITE_VERSION
    key: "Snapshot"
    value: "Snapshot"

    def label(self) -> str:
        return f"Map<{self.key.label()}, {self.value.label()}>"

    def nested(self):
        return (("key", self.key), ("value", self.value))


class GenericArraySnapshot(CompositeSnapshot):
    family: Literal["generic_array"] = "generic_array"
    snapshot_class: str = GENERIC_ARRAY_CLASS
    version: int = COMPOSITE_VERSION
    component_class: str
    element: "Snapshot"

    def label(self) -> str:
        return f"{short_class(self.component_class)}[]"

    def nested(self):
        return (("element", self.element),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, GenericArraySnapshot):
            return Resolution.of(INCOMPATIBLE, f"{old.label()} is not an array")
        if old.component_class != self.component_class:
            return Resolution.of(
                INCOMPATIBLE,
                f"array component class changed from {old.component_class} to {self.component_class}",
            )
        return Resolution.as_is()
