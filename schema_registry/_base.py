"""The vocabulary every serializer family shares.

A *serializer snapshot* is what Flink writes next to every piece of state: the class
of the snapshot, its version, and a body that describes the serializer (nested
snapshots, field names, enum constants, an Avro schema, ...). Flink decides whether a
new job can read old state by asking the new snapshot to resolve itself against the
old one (``newSnapshot.resolveSchemaCompatibility(oldSnapshot)`` since Flink 1.19).

Each family mirrors that: a pydantic model per snapshot class, and a
``resolve_against(old)`` method that follows the Java implementation of that class.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Iterable

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:  # pragma: no cover
    from .snapshot import Snapshot


class Compatibility(str, enum.Enum):
    """Flink's ``TypeSerializerSchemaCompatibility`` results, plus UNKNOWN.

    UNKNOWN is ours: a serializer the registry does not know. It is never treated as
    compatible.
    """

    COMPATIBLE_AS_IS = "COMPATIBLE_AS_IS"
    COMPATIBLE_WITH_RECONFIGURED_SERIALIZER = "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER"
    COMPATIBLE_AFTER_MIGRATION = "COMPATIBLE_AFTER_MIGRATION"
    INCOMPATIBLE = "INCOMPATIBLE"
    UNKNOWN = "UNKNOWN"

    @property
    def rank(self) -> int:
        """Severity when results combine: INCOMPATIBLE wins over everything."""
        return _RANK[self]

    @property
    def is_compatible(self) -> bool:
        return self in (
            Compatibility.COMPATIBLE_AS_IS,
            Compatibility.COMPATIBLE_WITH_RECONFIGURED_SERIALIZER,
            Compatibility.COMPATIBLE_AFTER_MIGRATION,
        )


# Flink's CompositeTypeSerializerUtil: any INCOMPATIBLE nested result makes the whole
# incompatible, then AFTER_MIGRATION, then RECONFIGURED, then AS_IS. UNKNOWN sits just
# below INCOMPATIBLE: if nothing is known to break, the unknown part decides.
_RANK = {
    Compatibility.COMPATIBLE_AS_IS: 0,
    Compatibility.COMPATIBLE_WITH_RECONFIGURED_SERIALIZER: 1,
    Compatibility.COMPATIBLE_AFTER_MIGRATION: 2,
    Compatibility.UNKNOWN: 3,
    Compatibility.INCOMPATIBLE: 4,
}

AS_IS = Compatibility.COMPATIBLE_AS_IS
RECONFIGURED = Compatibility.COMPATIBLE_WITH_RECONFIGURED_SERIALIZER
MIGRATION = Compatibility.COMPATIBLE_AFTER_MIGRATION
INCOMPATIBLE = Compatibility.INCOMPATIBLE
UNKNOWN = Compatibility.UNKNOWN


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a part of a serializer resolved the way it did.

    ``path`` locates the part inside the serializer tree (``""`` for the root,
    ``"field time"``, ``"key"``, ``"element"``, ...).
    """

    compatibility: Compatibility
    message: str
    path: str = ""

    def under(self, prefix: str) -> "Reason":
        path = f"{prefix}.{self.path}" if self.path else prefix
        return Reason(self.compatibility, self.message, path)

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


@dataclass(frozen=True, slots=True)
class Resolution:
    """The outcome of resolving a new serializer snapshot against an old one."""

    compatibility: Compatibility
    reasons: tuple[Reason, ...] = field(default=())

    @staticmethod
    def as_is() -> "Resolution":
        return _AS_IS

    @staticmethod
    def of(compatibility: Compatibility, message: str, path: str = "") -> "Resolution":
        return Resolution(compatibility, (Reason(compatibility, message, path),))

    def under(self, prefix: str) -> "Resolution":
        return Resolution(self.compatibility, tuple(r.under(prefix) for r in self.reasons))

    def with_reason(self, compatibility: Compatibility, message: str) -> "Resolution":
        worst = compatibility if compatibility.rank > self.compatibility.rank else self.compatibility
        return Resolution(worst, (*self.reasons, Reason(compatibility, message)))


_AS_IS = Resolution(AS_IS)


def combine(results: Iterable[Resolution]) -> Resolution:
    """Combine the results of nested serializers as Flink's composites do.

    Reasons of every part that is not AS_IS are kept, so a report can say which
    fields changed even when one of them already makes the whole incompatible.
    """
    worst = AS_IS
    reasons: list[Reason] = []
    for result in results:
        if result.compatibility.rank > worst.rank:
            worst = result.compatibility
        reasons.extend(result.reasons)
    return Resolution(worst, tuple(reasons))


def children_of(snapshot) -> dict:
    """``snapshot``'s nested snapshots by role (``element``, ``key``, ``value``, ...); {}
    for a snapshot without any, or none at all."""
    try:
        return dict(snapshot.children())
    except Exception:  # noqa: BLE001 - no snapshot, or a family that cannot list them
        return {}


class SnapshotBase(BaseModel):
    """Fields every serializer snapshot has: Flink's snapshot class and version.

    Subclasses add a ``family`` literal (the discriminator of :data:`Snapshot`) and the
    content of the snapshot body. Models are immutable and compare by value.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    snapshot_class: str
    version: int

    #: Human name of the family, used in reports.
    family_title: ClassVar[str] = ""

    def label(self) -> str:
        """A short, readable type description such as ``Tuple2<Boolean, Long>``."""
        raise NotImplementedError

    def children(self) -> tuple[tuple[str, "Snapshot"], ...]:
        """Nested snapshots with the name of their role (``field time``, ``key``, ...)."""
        return ()

    def classes_read(self) -> tuple[str, ...]:
        """The classes Flink resolves by name when it reads this snapshot (nested ones aside),
        and cannot restore without: the snapshot's own class
        (``TypeSerializerSnapshot.readVersionedSnapshot``) and, in a family whose body names the
        type's class, that class (``InstantiationUtil.resolveClassByName``)."""
        return (self.snapshot_class,)

    def children_read_strictly(self) -> tuple[tuple[str, "Snapshot"], ...]:
        """The nested snapshots whose classes Flink must resolve to read this one: all of them,
        but in a family that reads some leniently (a POJO's fields)."""
        return self.children()

    def resolve_against(self, old: "Snapshot") -> Resolution:
        """Flink's ``newSnapshot.resolveSchemaCompatibility(oldSnapshot)``."""
        raise NotImplementedError

    def __str__(self) -> str:
        return self.label()


def short_class(name: str) -> str:
    """``org.apache.flink.api.java.tuple.Tuple2`` → ``Tuple2``; keeps inner class names."""
    return name.rsplit(".", 1)[-1]


def different_class(old: SnapshotBase, new: SnapshotBase) -> Resolution:
    return Resolution.of(
        INCOMPATIBLE,
        f"serializer changed from {old.label()} to {new.label()}",
    )


class CompositeSnapshot(SnapshotBase):
    """Mirrors ``CompositeTypeSerializerSnapshot``: an outer part plus nested snapshots.

    Flink's rule: the old snapshot must be a composite too and have the same number
    of nested serializers, else INCOMPATIBLE; then the outer compatibility (a family
    hook) and the nested results combine, INCOMPATIBLE first.
    """

    def nested(self) -> tuple[tuple[str, "Snapshot"], ...]:
        raise NotImplementedError

    def children(self) -> tuple[tuple[str, "Snapshot"], ...]:
        return self.nested()

    def outer_compatibility(self, old: "CompositeSnapshot") -> Resolution:
        """Flink's default outer compatibility is AS_IS; families override it."""
        return Resolution.as_is()

    def resolve_against(self, old: "Snapshot") -> Resolution:
        from .snapshot import resolve

        if not isinstance(old, CompositeSnapshot):
            return different_class(old, self)
        old_nested, new_nested = old.nested(), self.nested()
        if len(old_nested) != len(new_nested):
            return Resolution.of(
                INCOMPATIBLE,
                f"{old.label()} has {len(old_nested)} nested serializers, "
                f"{self.label()} has {len(new_nested)}",
            )
        outer = self.outer_compatibility(old)
        parts = [outer]
        for (_, old_child), (role, new_child) in zip(old_nested, new_nested):
            parts.append(resolve(old_child, new_child).under(role))
        return combine(parts)
