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

from .._base import AS_IS, INCOMPATIBLE, RECONFIGURED, UNKNOWN, Resolution, SnapshotBase, short_class

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
    #: The class Flink registered when it differs from ``class_name`` (e.g. Flink's
    #: ``Serializers$DummyAvroRegisteredClass`` standing in for Avro's GenericData$Array).
    registered_class: Optional[str] = None
    #: A serializer instance as Flink Java-serialized it (hex); kept to write the snapshot
    #: back unchanged, never deserialized (its class is read structurally).
    instance_hex: Optional[str] = None


class KryoDefaultSerializer(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    class_name: str
    serializer_class: str
    restorable: bool = True
    #: For default serializer instances: the Java-serialized instance (hex), never deserialized.
    instance_hex: Optional[str] = None


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
    #: The fields of the type class as a job package declares them ((name, type), sorted),
    #: which Kryo's FieldSerializer writes one after the other; None when unknown (always
    #: for a savepoint: Flink records no class layout). Not in the snapshot bytes.
    declared_fields: Optional[tuple[tuple[str, str], ...]] = None

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
        if self.declared_fields is not None:
            if old.declared_fields is None:
                # The new job says what the class looks like; the old side cannot (a savepoint
                # never records it), so whether Kryo can still read the state is unknown.
                return Resolution.of(
                    UNKNOWN,
                    f"the old side records no fields of {short_class(self.type_class)} (a savepoint never "
                    "does), so whether Kryo can read its state with the declared fields is unknown",
                )
            changed = _layout_change(dict(old.declared_fields), dict(self.declared_fields))
            if changed:
                return Resolution.of(
                    INCOMPATIBLE,
                    f"fields of {short_class(self.type_class)} changed ({changed}); Kryo cannot read "
                    "state written with another class layout",
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


# =========================================================================================
# Binary snapshot format (KryoSerializerSnapshot v2 → KryoSerializerSnapshotData):
#   UTF type class; LinkedOptionalMaps of
#   * registrations: key frame UTF name; value frame UTF registered class, int kind
#     (0 unspecified, 1 serializer class + UTF name, 2 Java-serialized serializer instance);
#   * default serializers: key frame UTF class; value frame a Java-serialized instance;
#   * default serializer classes: key frame UTF class; value frame UTF serializer class.
# An absent value (Flink could not restore it) reads as ``restorable=False``.
# Java-serialized instances are walked structurally for their class name only.
# =========================================================================================
from .. import binary  # noqa: E402
from .._io import FormatError  # noqa: E402

_KINDS = ("unspecified", "class", "instance")
_WRAPPERS = (
    "org.apache.flink.api.common.ExecutionConfig$SerializableSerializer",
    "org.apache.flink.api.common.SerializableSerializer",
)


def _java_instance_class(raw: bytes) -> str:
    """The class of a Java-serialized serializer (unwrapping Flink's SerializableSerializer)."""
    from .._javaser import JavaObject, read_stream

    try:
        value, _ = read_stream(raw, 0)
    except FormatError:
        return "?"
    if isinstance(value, JavaObject):
        inner = value.fields.get("serializer")
        if value.class_name in _WRAPPERS and isinstance(inner, JavaObject):
            return inner.class_name
        return value.class_name
    return type(value).__name__


def _read_registration(inp, name):
    registered = inp.read_utf("Kryo registered class")
    at = inp.pos
    kind = inp.read_int("Kryo registration kind")
    if not 0 <= kind < len(_KINDS):
        raise inp.error(f"Kryo registration kind {kind}", at)
    serializer_class = instance = None
    if kind == 1:
        serializer_class = inp.read_utf("Kryo serializer class")
    elif kind == 2:
        raw = inp.read_bytes(inp.remaining(), "Java-serialized Kryo serializer")
        instance = raw.hex()
        serializer_class = _java_instance_class(raw)
    return KryoRegistration(
        class_name=name,
        serializer_kind=_KINDS[kind],
        serializer_class=serializer_class,
        registered_class=registered if registered != name else None,
        instance_hex=instance,
    )


def _read_class_key(inp, _name):
    return inp.read_utf("class name")


def _read_kryo(inp, cls, version):
    type_class = inp.read_utf("Kryo type class")
    regs = []
    for name, _k, reg in binary.read_optional_map(inp, _read_class_key, _read_registration, "Kryo registrations"):
        regs.append(reg if reg is not None else KryoRegistration(class_name=name, restorable=False))
    defaults = []
    for name, _k, raw in binary.read_optional_map(
        inp, _read_class_key, lambda i, n: i.read_bytes(i.remaining(), "Java-serialized default serializer"),
        "Kryo default serializers",
    ):
        if raw is None:
            defaults.append(KryoDefaultSerializer(class_name=name, serializer_class="?", restorable=False))
        else:
            defaults.append(
                KryoDefaultSerializer(class_name=name, serializer_class=_java_instance_class(raw), instance_hex=raw.hex())
            )
    default_classes = []
    for name, _k, ser in binary.read_optional_map(
        inp, _read_class_key, lambda i, n: i.read_utf("serializer class"), "Kryo default serializer classes"
    ):
        default_classes.append(
            KryoDefaultSerializer(class_name=name, serializer_class=ser or "?", restorable=ser is not None)
        )
    return KryoSnapshot(
        snapshot_class=cls,
        version=version,
        type_class=type_class,
        registrations=tuple(regs),
        default_serializers=tuple(defaults),
        default_serializer_classes=tuple(default_classes),
    )


def _write_kryo(out, s: KryoSnapshot) -> None:
    out.write_int(2)
    out.write_utf(s.type_class)

    def write_reg(o, r: KryoRegistration):
        o.write_utf(r.registered_class or r.class_name)
        kind = _KINDS.index(r.serializer_kind)
        o.write_int(kind)
        if kind == 1:
            o.write_utf(r.serializer_class or "")
        elif kind == 2:
            if r.instance_hex is None:
                raise ValueError(f"Kryo registration of {r.class_name}: a serializer instance needs its Java bytes")
            o.write_bytes(bytes.fromhex(r.instance_hex))

    def write_name(o, name):
        o.write_utf(name)

    binary.write_optional_map(
        out, [(r.class_name, r.class_name, r if r.restorable else None) for r in s.registrations], write_name, write_reg
    )

    def write_instance(o, d: KryoDefaultSerializer):
        if d.instance_hex is None:
            raise ValueError(f"Kryo default serializer of {d.class_name} needs its Java bytes")
        o.write_bytes(bytes.fromhex(d.instance_hex))

    binary.write_optional_map(
        out, [(d.class_name, d.class_name, d if d.restorable else None) for d in s.default_serializers],
        write_name, write_instance,
    )
    binary.write_optional_map(
        out,
        [(d.class_name, d.class_name, d.serializer_class if d.restorable else None) for d in s.default_serializer_classes],
        write_name,
        write_name,
    )


READERS = {KRYO_CLASS: _read_kryo}
WRITERS = {KryoSnapshot: _write_kryo}


# =========================================================================================
# Values: Kryo's writeClassAndObject. The class is a var-int tag (0 null, 1 a class
# written by name, n ≥ 2 registration id n - 2); the object's bytes depend on Kryo's
# serializer for that class (field order and types of user classes), which we do not
# have, and carry no length. So a Kryo value is readable only as a whole buffer (e.g. a
# RocksDB value): :class:`KryoValue` with its class tag and exact bytes. A null (tag 0)
# is readable anywhere.
# =========================================================================================
from typing import NamedTuple  # noqa: E402

from ..codecs import CannotDecode, Codec  # noqa: E402


class KryoValue(NamedTuple):
    """A Kryo-serialized value: the class tag and all its bytes (tag included).

    ``registration_id`` is Kryo's id (``None`` when the class was written by name);
    ``class_name`` is the name when written by name.
    """

    registration_id: int | None
    class_name: str | None
    data: bytes


def _varint(buf, pos):
    result = 0
    shift = 0
    while True:
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            return result, pos
        shift += 7
        if shift > 28:
            raise FormatError("<value>", pos, "Kryo var-int longer than 5 bytes")


def _kryo_string(buf, pos):
    """Kryo 2/5 ``Output.writeString``: ASCII with the last byte's high bit set, or a
    UTF-8 length (char count + 1) in a var-int whose first byte has the 0x80 flag."""
    b = buf[pos]
    if b & 0x80 == 0:
        start = pos
        while buf[pos] & 0x80 == 0:
            pos += 1
        raw = bytes(buf[start:pos]) + bytes([buf[pos] & 0x7F])
        return raw.decode("ascii"), pos + 1
    n = b & 0x3F
    pos += 1
    if b & 0x40:
        shift = 6
        while True:
            c = buf[pos]
            pos += 1
            n |= (c & 0x7F) << shift
            if c < 0x80:
                break
            shift += 7
            if shift > 34:
                raise FormatError("<value>", pos, "Kryo string length too long")
    if n == 0:
        return None, pos
    chars = []
    for _ in range(n - 1):
        c = buf[pos]
        if c < 0x80:
            pos += 1
        elif c >> 5 == 0b110:
            c = ((c & 0x1F) << 6) | (buf[pos + 1] & 0x3F)
            pos += 2
        else:
            c = ((c & 0x0F) << 12) | ((buf[pos + 1] & 0x3F) << 6) | (buf[pos + 2] & 0x3F)
            pos += 3
        chars.append(chr(c))
    return "".join(chars), pos


def read_kryo_tag(buf, pos):
    """``(registration_id or None, class name or None, position after the tag)``; tag 0 → (None, None, …)."""
    tag, pos = _varint(buf, pos)
    if tag == 0:
        return None, None, pos
    if tag == 1:
        _name_id, pos = _varint(buf, pos)
        name, pos = _kryo_string(buf, pos)
        return None, name, pos
    return tag - 2, None, pos


def _kryo_codec(s: KryoSnapshot) -> Codec:
    label = s.label()

    def decode(buf, pos):
        if buf[pos] == 0:
            return None, pos + 1
        reg, name, _p = read_kryo_tag(buf, pos)
        what = f"registration id {reg}" if reg is not None else f"class {name}"
        raise CannotDecode(
            "<value>", pos,
            f"cannot decode Kryo values of {s.type_class} ({what}) inside other bytes: Kryo "
            "writes no length and the object layout belongs to Kryo's serializer of that class",
        )

    def skip(buf, pos):
        return decode(buf, pos)[1]

    def encode(value, out):
        if value is None:
            out.append(0)
        elif isinstance(value, KryoValue):
            out += value.data
        else:
            raise ValueError(f"{label}: only KryoValue (bytes read from a savepoint) or None can be written")

    def whole(data):
        if len(data) == 1 and data[0] == 0:
            return None
        reg, name, _p = read_kryo_tag(data, 0)
        return KryoValue(reg, name, bytes(data))

    return Codec(decode, skip, encode, label, whole=whole)


CODECS = {KryoSnapshot: _kryo_codec}


# -- value migration: Kryo has no schema evolution; its values are opaque bytes here ------------
def _kryo_migrator(old: KryoSnapshot, new: KryoSnapshot):
    from ..migrate import failing, unverifiable

    if old.type_class != new.type_class:
        return failing(f"generic type changed from {old.type_class} to {new.type_class}; Kryo has no schema evolution")
    return unverifiable(f"Kryo-serialized {short_class(new.type_class)}: only Kryo with the user's classes can read it")


MIGRATIONS = {KryoSnapshot: _kryo_migrator}


def _layout_change(old: dict[str, str], new: dict[str, str]) -> str:
    added = [f"{n} added" for n in new if n not in old]
    removed = [f"{n} removed" for n in old if n not in new]
    retyped = [f"{n}: {old[n]} → {new[n]}" for n in old if n in new and old[n] != new[n]]
    return ", ".join(added + removed + retyped)
