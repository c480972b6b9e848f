"""Generic types serialized by Kryo (Flink's fallback for types it cannot analyse).

Flink: ``KryoSerializerSnapshot`` (version 2). The body holds the type class, the Kryo
registrations (class → default / serializer class / serializer instance) and the
default serializers. Kryo has no schema evolution:

* another type class → INCOMPATIBLE;
* a registration or default serializer of the old state that cannot be restored and is
  not supplied again → INCOMPATIBLE;
* old registrations followed (only) by new ones → AS_IS; otherwise RECONFIGURED (Flink
  merges the old registrations into the new ones, keeping old ids);
* Flink 2.x moved from Kryo 2 to Kryo 5: Kryo state written by Flink 1.x cannot be read
  by 2.x. ``kryo_major`` is not in the snapshot bytes; it is derived from the Flink
  version that wrote (or will read) the state, when known.
"""

from __future__ import annotations

from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict

from .._base import AS_IS, INCOMPATIBLE, RECONFIGURED, Resolution, SnapshotBase, short_class

KRYO_CLASS = "org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializerSnapshot"


class KryoRegistration(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    class_name: str
    #: How the class is serialized: Kryo's default ("unspecified"), a serializer class,
    #: or a serializer instance (Java-serialized by Flink; we keep its class name only).
    serializer_kind: Literal["unspecified", "class", "instance"] = "unspecified"
    serializer_class: Optional[str] = None
    #: False when Flink wrote a dummy because the class or serializer was missing.
    restorable: bool = True


class KryoDefaultSerializer(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    class_name: str
    serializer_class: str
    restorable: bool = True


class KryoSnapshot(SnapshotBase):
    family: Literal["kryo"] = "kryo"
    snapshot_class: str = KRYO_CLASS
    version: int = 2
    type_class: str
    registrations: tuple[KryoRegistration, ...] = ()
    default_serializers: tuple[KryoDefaultSerializer, ...] = ()
    default_serializer_classes: tuple[KryoDefaultSerializer, ...] = ()
    #: 2 for Flink 1.x, 5 for Flink 2.x; None when unknown.
    kryo_major: Optional[int] = None

    def label(self) -> str:
        return f"Kryo {short_class(self.type_class)}"

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, KryoSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.type_class != self.type_class:
            return Resolution.of(
                INCOMPATIBLE,
                f"generic type changed from {old.type_class} to {self.type_class}; Kryo has no "
                "schema evolution",
            )
        if old.kryo_major and self.kryo_major and old.kryo_major != self.kryo_major:
            return Resolution.of(
                INCOMPATIBLE,
                f"state written with Kryo {old.kryo_major} cannot be read with Kryo "
                f"{self.kryo_major} (Flink 2.x replaced Kryo 2 by Kryo 5)",
            )
        reasons: list[Resolution] = []
        for what, old_items, new_items in (
            ("registration", old.registrations, self.registrations),
            ("default serializer", old.default_serializers, self.default_serializers),
            ("default serializer class", old.default_serializer_classes, self.default_serializer_classes),
        ):
            new_names = [i.class_name for i in new_items]
            missing = [i.class_name for i in old_items if not i.restorable and i.class_name not in new_names]
            if missing:
                return Resolution.of(
                    INCOMPATIBLE,
                    f"Kryo {what} for {', '.join(missing)} cannot be restored and is not configured "
                    "any more",
                )
            old_names = [i.class_name for i in old_items]
            if new_names[: len(old_names)] != old_names:
                dropped = [n for n in old_names if n not in new_names]
                note = (
                    f"; {', '.join(dropped)} not configured any more (kept from the savepoint; the "
                    "restore fails if those classes are gone)"
                    if dropped
                    else ""
                )
                reasons.append(
                    Resolution.of(
                        RECONFIGURED, f"Kryo {what}s changed order or were removed{note}"
                    )
                )
        if not reasons:
            return Resolution(AS_IS)
        return Resolution(RECONFIGURED, tuple(r for res in reasons for r in res.reasons))
