"""``Either<L, R>`` of Flink's Java API.

Flink: ``JavaEitherSerializerSnapshot``, a composite of the left and right serializers.
"""

from __future__ import annotations

from typing import Literal

from .._base import CompositeSnapshot

EITHER_CLASS = "org.apache.flink.api.java.typeutils.runtime.JavaEitherSerializerSnapshot"


class EitherSnapshot(CompositeSnapshot):
    family: Literal["either"] = "either"
    snapshot_class: str = EITHER_CLASS
    version: int = 3
    left: "Snapshot"
    right: "Snapshot"

    def label(self) -> str:
        return f"Either<{self.left.label()}, {self.right.label()}>"

    def nested(self):
        return (("left", self.left), ("right", self.right))
