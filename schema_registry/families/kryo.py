"""Generic types serialized by Kryo (Flink's fallback for types it cannot analyse).

Flink: ``KryoSerializerSnapshot`` (version 2). The body holds the type class, the Kryo
registrations (class → default / serializer class / serializer instance) and the
default serializers. Kryo has no schema evolution:

* another type class → INCOMPATIBLE;
* a registration or default serializer of the old state that cannot be restored and is
  not supplied again → INCOMPATIBLE;
* old registrations followed (only) by new ones → AS_IS; otherwise RECONFIGURED (Flink
  merges the old registrations into the new ones, keeping old ids);
* Flink 2.x moved from Kryo 2 to Kryo 5, and its snapshot does not say which Kryo wrote the
  bytes: Flink 2.x resolves a 1.x Kryo snapshot like any other (AS_IS for the same class and
  registrations) and Kryo 5 then reads Kryo 2's bytes, misreading them or failing
  (``KRYO_STATE_ACROSS_FLINK_MAJOR``). ``kryo_major`` is not in the snapshot bytes; it is
  derived from the Flink version that wrote (or will read) the state, when known;
* the class's fields are not in the snapshot either: a job package may declare them
  (``declared_fields``). Declared on both sides, a change is INCOMPATIBLE (Kryo reads old
  bytes with the new layout); declared only on the new side, it is UNKNOWN here, and the
  check reads a savepoint's values with the declared fields (see "Values" below).
"""

from __future__ import annotations

from typing import Callable, Literal, Optional

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
    #: The fields of the type class as a job package declares them: (name, Java type) in
    #: Kryo's order (by name), which Kryo's FieldSerializer writes one after the other;
    #: None when unknown (always for a savepoint: Flink records no class layout). Not in
    #: the snapshot bytes.
    declared_fields: Optional[tuple[tuple[str, str], ...]] = None
    #: The constants, in ordinal order, of the enums among the declared fields' types: (enum
    #: class, constants). Kryo writes an enum by its ordinal (``EnumSerializer``), so these say
    #: what old values read as. None when unknown (always for a savepoint). Not in the snapshot
    #: bytes.
    declared_enums: Optional[tuple[tuple[str, tuple[str, ...]], ...]] = None
    #: The fields, as ``declared_fields``, of the other classes a value holds that Kryo writes
    #: with its FieldSerializer (a field of class ``Inner``, a ``List<Inner>``), transitively:
    #: (class, fields). Kryo writes each with its own layout inside the outer value, so a change
    #: in one misreads old values as much as a change in the outer class. Read from a job JAR's
    #: classes; None when unknown. Not in the snapshot bytes.
    nested_fields: Optional[tuple[tuple[str, tuple[tuple[str, str], ...]], ...]] = None

    def label(self) -> str:
        return f"Kryo {short_class(self.type_class)}"

    def classes_read(self) -> tuple[str, ...]:
        # KryoSerializerSnapshotData resolves the type class; registered classes and their
        # serializers it replaces with dummies when they are gone.
        return (self.snapshot_class, self.type_class)

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, KryoSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.type_class != self.type_class:
            return Resolution.of(
                INCOMPATIBLE,
                f"generic type changed from {old.type_class} to {self.type_class}; Kryo has no "
                "schema evolution",
            )
        # Kryo 2 (Flink 1.x) → Kryo 5 (Flink 2.x) is not decided here: Flink 2.3's
        # KryoSerializerSnapshot (version 2, as in 1.x) compares the class and registrations only
        # and resolves AS_IS; the bytes are then read by Kryo 5. compat.rules
        # KRYO_STATE_ACROSS_FLINK_MAJOR reports what that does to the values.
        if self.declared_fields is not None:
            if old.declared_fields is None:
                # The new job says what the class looks like; the old side cannot (a savepoint
                # never records it), so whether Kryo can still read the state is unknown.
                return Resolution.of(
                    UNKNOWN,
                    f"the old side records no fields of {short_class(self.type_class)} (a savepoint never "
                    "does), so whether Kryo can read its state with the declared fields is unknown (name the job "
                    "that took the savepoint with --old-query: its classes say)",
                )
            for cls, changed in _layout_changes(old, self):
                held = "" if cls == self.type_class else f", held by {short_class(self.type_class)},"
                return Resolution.of(
                    INCOMPATIBLE,
                    f"fields of {short_class(cls)}{held} changed ({changed}); Kryo reads the old "
                    "bytes with the new layout: the restore fails or values are misread",
                )
            cut = enum_constants_cut(old, self)
            if cut:
                enum, gone = cut[0]
                return Resolution.of(
                    INCOMPATIBLE,
                    f"enum {short_class(enum)} lost its last constant(s) {', '.join(gone)}: Kryo writes an enum by "
                    "its ordinal and fails reading an old value that holds one",
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
# Values. Flink's KryoSerializer calls ``kryo.writeClassAndObject`` with references on
# (Kryo 5.6 in Flink 2.x, read in Kryo's source):
#   class tag    var-int: 0 null, 1 a class by name (name id, then the name), n ≥ 2 the
#                registration id n - 2;
#   reference    var-int 1: a new object (ids count the objects of this value: the
#                outer object is 0); n ≥ 2 refers to object n - 2;
#   the object   as Kryo's serializer of its class writes it. For a user class that is
#                FieldSerializer: every non-static, non-transient field (superclasses
#                included) sorted by name, one after the other, no count, no lengths.
# Without the class layout a value is opaque: a KryoValue with its class tag and bytes,
# readable only as a whole buffer. With the fields a job package declares
# (``declared_fields``) a value reads as Kryo 5 reads it, failing where Kryo fails (an
# unresolvable reference, the bytes ending, an unregistered class id): that is how a
# savepoint's values can show that the new class no longer reads them. Kryo 2.24 (Flink
# 1.x) writes the same structure, but its fixed-width numbers big-endian, and Flink 1.x
# registers chill's Scala classes below the user's ids: a snapshot's ``kryo_major``
# (a Flink 1.x savepoint's is 2) picks the reader (tests/schema_registry/
# test_kryo_conformance.py judges both against Flink 2.3's and Flink 1.20's KryoSerializer).
# =========================================================================================
import re  # noqa: E402
import struct  # noqa: E402
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


class KryoObject(dict):
    """A Kryo value read with declared fields: the fields by name, sorted as Kryo writes them."""

    __slots__ = ("kryo_class",)

    def __init__(self, kryo_class: str, fields=()):
        super().__init__(fields)
        self.kryo_class = kryo_class

    def __eq__(self, other):
        if isinstance(other, KryoObject):
            return self.kryo_class == other.kryo_class and dict.__eq__(self, other)
        return dict.__eq__(self, other)

    __hash__ = None  # type: ignore[assignment]


# -- Kryo 5 Input, exactly: var-ints stop after 5 (9) bytes; fixed widths are little-endian.
def _varint(buf, pos, optimize_positive: bool = True):
    """``Input.readVarInt``: a Java int (32 bits; zig-zag unless ``optimize_positive``)."""
    b = buf[pos]
    if b < 0x80:  # one byte: the common case
        return (b if optimize_positive else (b >> 1) ^ -(b & 1)), pos + 1
    result = 0
    for shift in (0, 7, 14, 21, 28):
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            break
    result &= 0xFFFFFFFF
    if not optimize_positive:
        result = (result >> 1) ^ -(result & 1)
        return result, pos
    return result - (1 << 32) if result & 0x80000000 else result, pos


def _varlong(buf, pos, optimize_positive: bool = False):
    """``Input.readVarLong``: up to 9 bytes, the 9th contributing all 8 bits."""
    b = buf[pos]
    if b < 0x80:
        return (b if optimize_positive else (b >> 1) ^ -(b & 1)), pos + 1
    result = 0
    for shift in (0, 7, 14, 21, 28, 35, 42, 49):
        b = buf[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        if b < 0x80:
            break
    else:
        result |= buf[pos] << 56
        pos += 1
    result &= 0xFFFFFFFFFFFFFFFF
    if not optimize_positive:
        return (result >> 1) ^ -(result & 1), pos
    return result - (1 << 64) if result >> 63 else result, pos


def _varint_flag(buf, pos):
    """``Input.readVarIntFlag``: 6 bits in the first byte (bit 7: more), then 7 bits a byte."""
    b = buf[pos]
    pos += 1
    result = b & 0x3F
    if b & 0x40:
        for shift in (6, 13, 20, 27):
            b = buf[pos]
            pos += 1
            result |= (b & 0x7F) << shift
            if b < 0x80:
                break
    result &= 0xFFFFFFFF
    return (result - (1 << 32) if result & 0x80000000 else result), pos


#: An ASCII string: bytes up to and including the first with the high bit set.
_ASCII_END = re.compile(rb"[\x00-\x7f]*[\x80-\xff]")


class _Chars:
    """``Input.chars``, the buffer Kryo decodes strings into (32 chars at first). A byte that is
    not a UTF-8 lead leaves its char as the buffer holds it from an earlier string, so the
    garbage read from bytes of another layout depends on it (Flink's restore reuses one Input
    for all values of a state; here each value starts afresh, as a single read does)."""

    __slots__ = ("units",)

    def __init__(self):
        self.units = None  # [0] * 32 once a string is read


def _kryo_string(buf, pos, chars: "_Chars | None" = None):
    """``Input.readString``: ASCII with the last byte's high bit set, or (first byte's high
    bit set) a char count + 1 and that many UTF-8 encoded UTF-16 code units; 0 is null."""
    if chars is None:
        chars = _Chars()
    units = chars.units
    if units is None:
        units = chars.units = [0] * 32
    if buf[pos] & 0x80 == 0:  # readAsciiString: the buffer doubles when full
        end = _ASCII_END.match(buf, pos)
        if end is None:
            raise IndexError("the string's last byte is missing")
        text = bytes(buf[pos:end.end()])
        text = text[:-1] + bytes((text[-1] & 0x7F,))
        n = len(text)
        while len(units) < n:
            units.extend([0] * len(units))
        units[:n] = text
        return text.decode("ascii"), end.end()
    count, pos = _varint_flag(buf, pos)
    if count == 0:
        return None, pos
    if count < 0:
        raise FormatError("<value>", pos, f"negative string length {count - 1} (Kryo: NegativeArraySizeException)")
    count -= 1
    if count > len(buf) - pos:  # every char takes a byte at least: Kryo runs out of bytes
        raise FormatError("<value>", pos, f"a string of {count} chars, {len(buf) - pos} bytes left (Kryo: buffer underflow)")
    if len(units) < count:  # readUtf8Chars: a new, zeroed buffer
        units = chars.units = [0] * count
    for i in range(count):
        c = buf[pos]
        high = c >> 4
        if high < 8:
            units[i] = c
            pos += 1
        elif high in (12, 13):
            units[i] = ((c & 0x1F) << 6) | (buf[pos + 1] & 0x3F)
            pos += 2
        elif high == 14:
            units[i] = ((c & 0x0F) << 12) | ((buf[pos + 1] & 0x3F) << 6) | (buf[pos + 2] & 0x3F)
            pos += 3
        else:  # not a UTF-8 lead byte: Kryo consumes it and leaves the char as it was
            pos += 1
    raw = struct.pack(f"<{count}H", *units[:count])
    return raw.decode("utf-16-le", "surrogatepass"), pos


def read_kryo_tag(buf, pos, chars: "_Chars | None" = None):
    """``(registration_id or None, class name or None, position after the tag)``; tag 0 → (None, None, …)."""
    tag, pos = _varint(buf, pos)
    if tag == 0:
        return None, None, pos
    if tag == 1:  # the first class by name of a value: its name id, then the name
        _name_id, pos = _varint(buf, pos)
        name, pos = _kryo_string(buf, pos, chars)
        return None, name, pos
    return tag - 2, None, pos


# -- the fields of a declared layout -------------------------------------------------------
_SHORT, _FLOAT, _DOUBLE = struct.Struct("<h"), struct.Struct("<f"), struct.Struct("<d")
STRING = "java.lang.String"


def _read_boolean(buf, pos):
    return buf[pos] == 1, pos + 1  # Input.readBoolean: only 1 is true


def _read_byte(buf, pos):
    b = buf[pos]
    return b - 256 if b > 127 else b, pos + 1


def _read_char(buf, pos):
    return chr(buf[pos] | buf[pos + 1] << 8), pos + 2


def _read_char_kryo2(buf, pos):
    if pos + 2 > len(buf):
        raise IndexError
    return chr(buf[pos] << 8 | buf[pos + 1]), pos + 2


def _fixed(fmt: struct.Struct):
    size, unpack = fmt.size, fmt.unpack_from

    def read(buf, pos):
        if pos + size > len(buf):
            raise IndexError
        return unpack(buf, pos)[0], pos + size

    return read


def _read_int(buf, pos):
    return _varint(buf, pos, False)


#: Primitive fields (Kryo's *ReflectField with variable-length encoding, the default) and
#: the serializers of their wrapper classes, which read the same bytes after a null marker.
PRIMITIVE_READERS = {
    "boolean": _read_boolean,
    "byte": _read_byte,
    "char": _read_char,
    "short": _fixed(_SHORT),
    "int": _read_int,
    "long": _varlong,
    "float": _fixed(_FLOAT),
    "double": _fixed(_DOUBLE),
}
#: The same in Kryo 2 (Flink 1.x), whose ``Output`` writes fixed-width numbers big-endian
#: (Kryo 2.24 ``Output.writeShort``, ``writeChar``, ``writeInt``, ``writeLong``, which
#: ``writeFloat`` and ``writeDouble`` use); the var-ints, booleans and bytes are Kryo 5's.
PRIMITIVE_READERS_KRYO2 = dict(
    PRIMITIVE_READERS,
    char=_read_char_kryo2,
    short=_fixed(struct.Struct(">h")),
    float=_fixed(struct.Struct(">f")),
    double=_fixed(struct.Struct(">d")),
)
WRAPPERS = {
    "java.lang.Boolean": "boolean",
    "java.lang.Byte": "byte",
    "java.lang.Character": "char",
    "java.lang.Short": "short",
    "java.lang.Integer": "int",
    "java.lang.Long": "long",
    "java.lang.Float": "float",
    "java.lang.Double": "double",
}
#: Java field types whose Kryo bytes this module reads; other fields (other classes, enums,
#: arrays, collections) make a declared layout undecodable, never misread.
READABLE_FIELD_TYPES = frozenset((*PRIMITIVE_READERS, *WRAPPERS, STRING))

#: Flink 2.x's Kryo registration ids: Kryo's own 9 (int, String, float, boolean, byte, char,
#: short, long, double: ids 0–8), FlinkChillPackageRegistrar's 12 (ids 73–84), then the
#: serializer's registrations in order from 85 (the type class first).
_KRYO_DEFAULT_IDS = frozenset(range(9)) | frozenset(range(73, 85))
#: Flink 1.x's (Kryo 2): between them, chill's Scala registrations (ids 9–72, ScalaKryoInstantiator).
_KRYO2_DEFAULT_IDS = frozenset(range(85))
FIRST_REGISTRATION_ID = 85


#: Starts the message of a value that Kryo reads into a corrupt object.
CORRUPT_REFERENCE = "a corrupt object"


def _registration_id(s: KryoSnapshot):
    """Kryo's id of the type class in Flink 2.x, or None when it is not registered (written by name)."""
    names = [r.class_name for r in s.registrations]
    return FIRST_REGISTRATION_ID + names.index(s.type_class) if s.type_class in names else None


class _Outer:
    """The object being read (reference id 0 of its value)."""

    __slots__ = ("type_class",)

    def __init__(self, type_class: str):
        self.type_class = type_class


def _wrapper_field(read):
    # Kryo.readObjectOrNull: wrappers take no references, so a var-int 0 is null and
    # anything else is "not null", followed by the value.
    def field(buf, pos, _refs, _chars):
        marker, pos = _varint(buf, pos)
        if marker == 0:
            return None, pos
        return read(buf, pos)

    return field


def _primitive_field(read):
    return lambda buf, pos, _refs, _chars: read(buf, pos)


def _string_field(buf, pos, refs, chars):
    # Kryo.readObjectOrNull with references: 0 null, 1 a new String (it gets the next
    # reference id), n ≥ 2 the object with id n - 2, which must exist.
    at = pos
    marker, pos = _varint(buf, pos)
    if marker == 0:
        return None, pos
    if marker == 1:
        slot = len(refs)
        refs.append(None)
        value, pos = _kryo_string(buf, pos, chars)
        refs[slot] = value
        return value, pos
    ref = marker - 2
    if not 0 <= ref < len(refs):
        raise FormatError("<value>", at, f"Unable to resolve reference for String with id: {ref}")
    # The object being read (id 0) is not a String, but Kryo (with Unsafe, as in Flink)
    # stores it into the field anyway; the caller reports it once the value is read.
    return refs[ref], pos


def _field_reader(java_type: str, readers: dict):
    if java_type in readers:
        return _primitive_field(readers[java_type])
    if java_type in WRAPPERS:
        return _wrapper_field(readers[WRAPPERS[java_type]])
    if java_type == STRING:
        return _string_field
    return None


def kryo_field_order(names):
    """Kryo's order of fields: ``String.compareTo`` of their names (UTF-16 code units)."""
    return sorted(names, key=lambda n: n.encode("utf-16-be", "surrogatepass"))


def _layout_decoder(s: KryoSnapshot):
    """``decode(buf, pos)`` reading values of ``s`` with its declared fields, or the reason
    it cannot (a string)."""
    # Kryo 2's FieldSerializer (Flink 1.x) writes what Kryo 5's does (fields in name order,
    # references, class tags, strings) but for the byte order of fixed-width numbers
    readers = PRIMITIVE_READERS_KRYO2 if s.kryo_major == 2 else PRIMITIVE_READERS
    unreadable = [f"{n} ({t})" for n, t in s.declared_fields if t not in READABLE_FIELD_TYPES]
    if unreadable:
        return f"declared fields of types read only by the user's code: {', '.join(unreadable)}"
    own_id = _registration_id(s)
    known_ids = (_KRYO2_DEFAULT_IDS if s.kryo_major == 2 else _KRYO_DEFAULT_IDS) | frozenset(range(FIRST_REGISTRATION_ID, FIRST_REGISTRATION_ID + len(s.registrations)))
    fields = tuple((name, _field_reader(t, readers)) for name, t in s.declared_fields)
    type_class, short = s.type_class, short_class(s.type_class)

    def decode(buf, pos):
        at = pos
        chars = _Chars()
        reg, name, pos = read_kryo_tag(buf, pos, chars)
        if name is not None:
            if name != type_class:
                raise CannotDecode("<value>", at, f"a value of class {name}, not {type_class}: its fields are not declared")
        elif reg is None:
            return None, pos
        elif reg != own_id:
            if reg in known_ids:
                raise CannotDecode("<value>", at, f"a value of another registered class (id {reg}), not {type_class}")
            raise FormatError("<value>", at, f"Encountered unregistered class ID: {reg}")
        marker_at = pos
        marker, pos = _varint(buf, pos)
        if marker != 1:  # the outer object is always new: anything else is a reference into nothing
            raise FormatError("<value>", marker_at, f"Unable to resolve reference for {short} with id: {marker - 2}")
        outer = _Outer(type_class)
        refs: list = [outer]
        out = KryoObject(type_class)
        corrupt = None
        for name, read in fields:
            field_at = pos
            try:
                value, pos = read(buf, pos, refs, chars)
            except FormatError as e:
                raise FormatError(e.source, e.offset, f"{e.message} (reading field {name} of {type_class})") from None
            except IndexError:
                raise FormatError(
                    "<value>", field_at, f"the bytes end while reading field {name} of {type_class} (Kryo: buffer underflow)"
                ) from None
            if value is outer and corrupt is None:
                corrupt = (name, field_at)
            out[name] = value
        if corrupt is not None:
            # Kryo reads on; Flink restores an object that fails with a ClassCastException
            # when the field is used.
            raise FormatError(
                "<value>", corrupt[1], f"{CORRUPT_REFERENCE}: Kryo stores the {short} itself into its String field "
                f"{corrupt[0]} (a reference into bytes of another layout); using the field fails with a "
                "ClassCastException",
            )
        return out, pos

    return decode


# -- writing (Kryo's bytes for a KryoObject; strings are never written as references) ------
def _write_varint(out: bytearray, value: int) -> None:
    value &= 0xFFFFFFFF
    while value > 0x7F:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def _write_varlong(out: bytearray, value: int) -> None:
    value = ((value << 1) ^ (value >> 63)) & 0xFFFFFFFFFFFFFFFF
    for _ in range(8):
        if value <= 0x7F:
            out.append(value)
            return
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)


def _write_string(out: bytearray, value) -> None:
    """``Output.writeString``."""
    if value is None:
        out.append(0x80)
        return
    raw = value.encode("utf-16-le", "surrogatepass")
    units = struct.unpack(f"<{len(raw) // 2}H", raw)
    if not units:
        out.append(0x81)
        return
    if 1 < len(units) <= 32 and all(u <= 127 for u in units):
        out += bytes(units[:-1]) + bytes([units[-1] | 0x80])
        return
    n = len(units) + 1  # Output.writeVarIntFlag(true, count + 1, true)
    first = (n & 0x3F) | 0x80
    if n >> 6 == 0:
        out.append(first)
    else:
        out.append(first | 0x40)
        n >>= 6
        while n > 0x7F:
            out.append((n & 0x7F) | 0x80)
            n >>= 7
        out.append(n)
    for c in units:
        if c <= 0x7F:
            out.append(c)
        elif c > 0x7FF:
            out += bytes((0xE0 | c >> 12 & 0x0F, 0x80 | c >> 6 & 0x3F, 0x80 | c & 0x3F))
        else:
            out += bytes((0xC0 | c >> 6 & 0x1F, 0x80 | c & 0x3F))


_PRIMITIVE_WRITERS = {
    "boolean": lambda out, v: out.append(1 if v else 0),
    "byte": lambda out, v: out.append(v & 0xFF),
    "char": lambda out, v: out.extend(struct.pack("<H", ord(v))),
    "short": lambda out, v: out.extend(_SHORT.pack(v)),
    "int": lambda out, v: _write_varint(out, (v << 1) ^ (v >> 31)),
    "long": _write_varlong,
    "float": lambda out, v: out.extend(_FLOAT.pack(v)),
    "double": lambda out, v: out.extend(_DOUBLE.pack(v)),
}
#: Kryo 2's (Flink 1.x): fixed-width numbers big-endian (``PRIMITIVE_READERS_KRYO2``).
_PRIMITIVE_WRITERS_KRYO2 = dict(
    _PRIMITIVE_WRITERS,
    char=lambda out, v: out.extend(struct.pack(">H", ord(v))),
    short=lambda out, v: out.extend(struct.pack(">h", v)),
    float=lambda out, v: out.extend(struct.pack(">f", v)),
    double=lambda out, v: out.extend(struct.pack(">d", v)),
)


def _layout_encoder(s: KryoSnapshot):
    own_id = _registration_id(s)
    writers = _PRIMITIVE_WRITERS_KRYO2 if s.kryo_major == 2 else _PRIMITIVE_WRITERS

    def encode(value: KryoObject, out: bytearray) -> None:
        if own_id is None:  # DefaultClassResolver.writeName: NAME + 2, name id 0, the name
            out += b"\x01\x00"
            _write_string(out, s.type_class)
        else:
            _write_varint(out, own_id + 2)
        out.append(1)  # a new object
        for name, t in s.declared_fields:
            v = value[name]
            if t in PRIMITIVE_READERS:
                writers[t](out, v)
            elif v is None:
                out.append(0)
            else:
                out.append(1)
                if t == STRING:
                    _write_string(out, v)
                else:
                    writers[WRAPPERS[t]](out, v)

    return encode


def _kryo_codec(s: KryoSnapshot) -> Codec:
    label = s.label()
    layout = _layout_decoder(s) if s.declared_fields is not None else None
    encode_fields = _layout_encoder(s) if callable(layout) else None

    def encode(value, out):
        if value is None:
            out.append(0)
        elif isinstance(value, KryoValue):
            out += value.data
        elif encode_fields is not None:
            encode_fields(value, out)
        else:
            raise ValueError(f"{label}: only KryoValue (bytes read from a savepoint) or None can be written")

    if callable(layout):
        return Codec(layout, lambda buf, pos: layout(buf, pos)[1], encode, label)

    why = layout or "Kryo writes no length and the object layout belongs to Kryo's serializer of that class"

    def decode(buf, pos):
        if buf[pos] == 0:
            return None, pos + 1
        reg, name, _p = read_kryo_tag(buf, pos)
        what = f"registration id {reg}" if reg is not None else f"class {name}"
        raise CannotDecode("<value>", pos, f"cannot decode Kryo values of {s.type_class} ({what}) inside other bytes: {why}")

    def skip(buf, pos):
        return decode(buf, pos)[1]

    def whole(data):
        if len(data) == 1 and data[0] == 0:
            return None
        reg, name, _p = read_kryo_tag(data, 0)
        return KryoValue(reg, name, bytes(data))

    return Codec(decode, skip, encode, label, whole=whole)


CODECS = {KryoSnapshot: _kryo_codec}


# -- value migration: Kryo has no schema evolution; the new class reads the old bytes or not ----
def _kryo_migrator(old: KryoSnapshot, new: KryoSnapshot):
    from ..migrate import CannotVerify, MigrationError, failing, unverifiable

    if old.type_class != new.type_class:
        return failing(f"generic type changed from {old.type_class} to {new.type_class}; Kryo has no schema evolution")
    if new.declared_fields is None or not callable(_layout_decoder(new)):
        return unverifiable(f"Kryo-serialized {short_class(new.type_class)}: only Kryo with the user's classes can read it")
    read = _kryo_codec(new).read

    def migrate(value):
        # Flink restores Kryo state by reading the old bytes with the new class.
        if not isinstance(value, KryoValue):
            return value
        try:
            return read(value.data)[0]
        except CannotDecode as e:
            raise CannotVerify(e.message) from None
        except FormatError as e:
            raise MigrationError(e.message) from None

    return migrate


MIGRATIONS = {KryoSnapshot: _kryo_migrator}

#: The serializer Flink's POJO analysis gives a field of each Java type Kryo's field reader reads
#: (a wrapper's as its primitive's).
_POJO_FIELD_SERIALIZER = {
    "boolean": "Boolean", "byte": "Byte", "char": "Char", "short": "Short", "int": "Int", "long": "Long",
    "float": "Float", "double": "Double", STRING: "String",
}


def reads_field_by_field(s: KryoSnapshot) -> bool:
    """Whether values of ``s`` are read (and written) here field by field: its fields are declared,
    all of types read without the user's code."""
    return s.declared_fields is not None and callable(_layout_decoder(s))


def _kryo_as_pojo(old: KryoSnapshot, new) -> "Callable | str":
    """A rewrite's conversion of the values of a Kryo class that became a Flink POJO (``new``: a
    POJO of the same class with the same fields, of the same types): each value read with the
    class's declared fields (``declared_fields``: what the job that took the savepoint says of
    them), the fields copied into the POJO. Flink has no such conversion (it refuses a Kryo state
    that a PojoSerializer now declares); a rewrite that makes it gives NEW values it restores as
    is. Or why not, as a string."""
    from ..migrate import CannotVerify
    from .pojo import PojoSnapshot, PojoValue, _field_keys
    from .simple import SimpleSnapshot

    if not isinstance(new, PojoSnapshot) or new.pojo_class != old.type_class:
        return f"serializer changed from {old.label()} to {new.label()}: Flink has no conversion"
    if old.declared_fields is None:
        return (f"how Kryo wrote {short_class(old.type_class)} is not known: a savepoint does not record a class's "
                "fields, the job that took it does (--old-query)")
    decoder = _layout_decoder(old)
    if not callable(decoder):
        return decoder
    kryo_types = dict(old.declared_fields)
    names = [f.name for f in new.fields]
    if len(set(names)) != len(names) or set(names) != set(kryo_types) or new.registered_subclasses:
        return (f"the POJO's fields ({', '.join(names)}) are not the Kryo class's "
                f"({', '.join(kryo_types)}): convert it with a plan, p.convert_value")
    for f in new.fields:
        java = kryo_types[f.name]
        if f.serializer != SimpleSnapshot.named(_POJO_FIELD_SERIALIZER[WRAPPERS.get(java, java)]):
            return f"field {f.name} is {java} in the Kryo class and {f.serializer.label()} in the POJO"
    keys = dict(zip(names, _field_keys(new.fields)))
    pojo_class = new.pojo_class

    def convert(value):
        if value is None:
            return None
        if not isinstance(value, KryoObject):
            raise CannotVerify(f"a value of {short_class(pojo_class)} not read field by field")
        return PojoValue(pojo_class, {keys[name]: value[name] for name in names})

    return convert


#: (old family, new family) → a rewrite's conversion (``schema_registry.migrate.crossing``).
CROSSINGS = {("kryo", "pojo"): _kryo_as_pojo}


def _layout_changes(old: "KryoSnapshot", new: "KryoSnapshot") -> list[tuple[str, str]]:
    """(class, what changed) for the outer class and each nested class both sides know."""
    out = [(new.type_class, _layout_change(dict(old.declared_fields), dict(new.declared_fields)))]
    old_nested = dict(old.nested_fields or ())
    out += [(cls, _layout_change(dict(old_nested[cls]), dict(fields)))
            for cls, fields in new.nested_fields or () if cls in old_nested]
    return [(cls, changed) for cls, changed in out if changed]


def _layout_change(old: dict[str, str], new: dict[str, str]) -> str:
    added = [f"{n} added" for n in new if n not in old]
    removed = [f"{n} removed" for n in old if n not in new]
    retyped = [f"{n}: {old[n]} → {new[n]}" for n in old if n in new and old[n] != new[n]]
    return ", ".join(added + removed + retyped)


# -- adjusting the Kryo snapshots inside a tree (what a snapshot's bytes do not say) -------------
def _update_kryo(snapshot, update):
    """``snapshot`` with ``update(node)`` applied to the dict of every Kryo snapshot inside."""
    from ..snapshot import update_family

    return update_family(snapshot, "kryo", update)


def _walk(snapshot):
    from ..snapshot import walk

    return walk(snapshot)


def with_kryo_major(snapshot, major: int):
    """Kryo snapshots do not say which Kryo wrote them; the Flink version that wrote them does."""

    def update(node):
        node["kryo_major"] = major

    return _update_kryo(snapshot, update)


def with_kryo_fields(snapshot, fields_by_class: dict, replace: bool = False, enums: Optional[dict] = None,
                     nested: Optional[dict] = None):
    """``snapshot`` whose Kryo snapshots of these classes have these declared fields, where
    they have none (or always, with ``replace``): what Kryo reads the same way. With ``enums``
    (enum class → constants), the constants of the enums among the fields' types too; with
    ``nested`` (class → the classes and enums its values hold, as ``graph.jar.kryo_fields``
    finds them), those classes' fields (from ``fields_by_class``) and enums' constants too."""

    def update(node):
        layout = kryo_layout(node["type_class"], fields_by_class, enums, nested)
        if layout is not None and (replace or node.get("declared_fields") is None):
            node.update(layout)

    return _update_kryo(snapshot, update)


def kryo_layout(cls: str, fields_by_class: dict, enums: Optional[dict] = None,
                nested: Optional[dict] = None) -> Optional[dict]:
    """What :func:`with_kryo_fields` gives a Kryo snapshot of ``cls`` (``declared_fields`` and, as
    far as ``nested`` and ``enums`` say, ``nested_fields`` and ``declared_enums``), None when
    ``fields_by_class`` does not have the class."""
    fields = fields_by_class.get(cls)
    if fields is None:
        return None
    layout: dict = {"declared_fields": fields}
    held = None if nested is None else nested.get(cls)
    if held is not None:
        layout["nested_fields"] = tuple((c, fields_by_class[c]) for c in held if fields_by_class.get(c) is not None)
    if enums is not None:
        reached = held if held is not None else dict.fromkeys(t for _, t in fields)
        layout["declared_enums"] = tuple((t, tuple(enums[t])) for t in reached if t in enums) or None
    return layout


def kryo_layouts_of(snapshots) -> dict[str, dict]:
    """Kryo type class → what a job declared of its class layout (``declared_fields``,
    ``nested_fields``, ``declared_enums``), for the Kryo snapshots inside ``snapshots`` (None
    skipped; a job's: ``graph.model.graph_snapshots``) that have it: what
    :func:`with_kryo_layouts` gives another side's snapshots."""
    return {s.type_class: {"declared_fields": s.declared_fields, "nested_fields": s.nested_fields,
                           "declared_enums": s.declared_enums}
            for snapshot in snapshots if snapshot is not None
            for _, s in _walk(snapshot) if isinstance(s, KryoSnapshot) and s.declared_fields is not None}


def with_kryo_layouts(snapshot, layouts: dict[str, dict]):
    """``snapshot`` whose Kryo snapshots without a declared layout take the one of their class in
    ``layouts`` (:func:`kryo_layouts_of`)."""

    def update(node):
        layout = layouts.get(node["type_class"])
        if layout is not None and node.get("declared_fields") is None:
            node.update(layout)

    return _update_kryo(snapshot, update)


def enum_ordinals_moved(old: "KryoSnapshot", new: "KryoSnapshot") -> list[tuple[str, list[tuple[str, str]]]]:
    """For each enum both sides declare for the class: the old constants whose ordinal names
    another constant in the new enum, as ``(old, new)`` pairs (what old values read as)."""
    out = []
    for enum, old_constants, new_constants in _common_enums(old, new):
        moved = [(o, n) for o, n in zip(old_constants, new_constants) if o != n]
        if moved:
            out.append((enum, moved))
    return out


def enum_constants_cut(old: "KryoSnapshot", new: "KryoSnapshot") -> list[tuple[str, tuple[str, ...]]]:
    """For each enum both sides declare for the class that kept its first constants and lost the
    last ones: the lost ones (Kryo fails reading their ordinals)."""
    return [(enum, o[len(n):]) for enum, o, n in _common_enums(old, new) if len(n) < len(o) and o[:len(n)] == n]


def _common_enums(old: "KryoSnapshot", new: "KryoSnapshot"):
    if old.type_class != new.type_class or old.declared_enums is None or new.declared_enums is None:
        return []
    new_enums = dict(new.declared_enums)
    return [(enum, constants, new_enums[enum]) for enum, constants in old.declared_enums if enum in new_enums]


def removed_last_fields(old: "KryoSnapshot", new: "KryoSnapshot") -> tuple[str, ...]:
    """The fields ``new`` lost when its fields are ``old``'s without the last ones (in Kryo's
    order), else ``()``. Kryo then reads the remaining fields as before and never looks at
    the bytes of the removed ones: harmless where the value ends what Flink reads."""
    if old.type_class != new.type_class or old.declared_fields is None or new.declared_fields is None:
        return ()
    kept = len(new.declared_fields)
    if kept < len(old.declared_fields) and old.declared_fields[:kept] == new.declared_fields:
        return tuple(name for name, _ in old.declared_fields[kept:])
    return ()


def unreadable_with(old: KryoSnapshot, layout: dict) -> Optional[str]:
    """Why Kryo, given the class of ``old`` as ``layout`` has it (:func:`kryo_layout`), fails
    or misreads the values written with ``old``'s declared layout; None when it reads them, or
    when ``old``'s layout is not known (a savepoint's, unless the job that took it lends it)."""
    if old.declared_fields is None:
        return None
    new = old.model_copy(update=layout)
    if removed_last_fields(old, new):
        return None
    resolution = new.resolve_against(old)
    return resolution.reasons[0].message if resolution.compatibility is INCOMPATIBLE else None
