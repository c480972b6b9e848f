"""POJOs (and, since Flink 1.19, Java records) serialized field by field.

Flink: ``PojoSerializerSnapshot`` (version 2). The body holds the POJO class, every
field (declaring class + name) with its serializer snapshot, the registered subclasses
with theirs, and the subclasses met at runtime that were not registered.

Resolution (``PojoSerializerSnapshot.resolveSchemaCompatibility``):

* another POJO class (a rename or a package move) → INCOMPATIBLE;
* a subclass of the old snapshot that cannot be loaded any more → INCOMPATIBLE;
* a field present in both whose serializer is incompatible → INCOMPATIBLE;
* fields added or removed, or a nested migration → AFTER_MIGRATION (new fields start
  with their Java default, removed ones are dropped);
* registration order of subclasses not a prefix of the new order, subclasses that were
  not registered, or a nested reconfiguration → RECONFIGURED;
* otherwise AS_IS.

Fields are matched by declaring class and name, as Java's reflection does.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from .._base import (
    AS_IS,
    INCOMPATIBLE,
    MIGRATION,
    RECONFIGURED,
    UNKNOWN,
    Resolution,
    SnapshotBase,
    combine,
    short_class,
)

POJO_CLASS = "org.apache.flink.api.java.typeutils.runtime.PojoSerializerSnapshot"


class PojoField(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    #: The class that declares the field (a superclass for inherited fields).
    declaring_class: str
    serializer: "Snapshot"


class PojoSubclass(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    class_name: str
    serializer: "Snapshot"


class PojoSnapshot(SnapshotBase):
    family: Literal["pojo"] = "pojo"
    snapshot_class: str = POJO_CLASS
    version: int = 2
    pojo_class: str
    fields: tuple[PojoField, ...]
    registered_subclasses: tuple[PojoSubclass, ...] = ()
    non_registered_subclasses: tuple[PojoSubclass, ...] = ()

    def label(self) -> str:
        return f"POJO {short_class(self.pojo_class)}"

    def children(self):
        kids = [(f"field {f.name}", f.serializer) for f in self.fields]
        kids += [(f"subclass {short_class(s.class_name)}", s.serializer) for s in self.registered_subclasses]
        kids += [
            (f"unregistered subclass {short_class(s.class_name)}", s.serializer)
            for s in self.non_registered_subclasses
        ]
        return tuple(kids)

    def _known_classes(self) -> set[str]:
        return {s.class_name for s in (*self.registered_subclasses, *self.non_registered_subclasses)}

    def resolve_against(self, old) -> Resolution:
        from ..snapshot import resolve

        if not isinstance(old, PojoSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.pojo_class != self.pojo_class:
            return Resolution.of(
                INCOMPATIBLE,
                f"POJO class changed from {old.pojo_class} to {self.pojo_class}; Flink matches "
                "POJO state by its fully qualified class name",
            )

        parts: list[Resolution] = []

        # Subclasses of the old snapshot must still be loadable. We only see the classes
        # the new job declares; one it no longer mentions may or may not be on the classpath.
        known = self._known_classes()
        for sub in (*old.registered_subclasses, *old.non_registered_subclasses):
            if sub.class_name not in known:
                parts.append(
                    Resolution.of(
                        UNKNOWN,
                        f"subclass {sub.class_name} of the old state is not declared by the new job; "
                        "Flink fails the restore if the class can no longer be loaded",
                    )
                )

        new_fields = {(f.declaring_class, f.name): f for f in self.fields}
        old_keys = {(f.declaring_class, f.name) for f in old.fields}
        for f in old.fields:
            match = new_fields.get((f.declaring_class, f.name))
            if match is None:
                parts.append(
                    Resolution.of(MIGRATION, f"field {f.name} ({f.serializer.label()}) removed")
                )
            else:
                parts.append(resolve(f.serializer, match.serializer).under(f"field {f.name}"))
        for key, f in new_fields.items():
            if key not in old_keys:
                parts.append(
                    Resolution.of(
                        MIGRATION,
                        f"field {f.name} ({f.serializer.label()}) added; restored entries get the "
                        "Java default value",
                    )
                )

        new_registered = {s.class_name: s for s in self.registered_subclasses}
        for sub in old.registered_subclasses:
            match = new_registered.get(sub.class_name)
            if match is not None:
                parts.append(
                    resolve(sub.serializer, match.serializer).under(
                        f"subclass {short_class(sub.class_name)}"
                    )
                )

        old_order = [s.class_name for s in old.registered_subclasses]
        new_order = [s.class_name for s in self.registered_subclasses]
        if new_order[: len(old_order)] != old_order:
            parts.append(
                Resolution.of(
                    RECONFIGURED,
                    "registered subclasses are not the old registrations followed by new ones",
                )
            )
        if old.non_registered_subclasses:
            parts.append(
                Resolution.of(
                    RECONFIGURED,
                    "the old state holds non-registered subclasses: "
                    + ", ".join(short_class(s.class_name) for s in old.non_registered_subclasses),
                )
            )
        if not parts:
            return Resolution(AS_IS)
        return combine(parts)
