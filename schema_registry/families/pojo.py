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

from typing import Literal, Optional

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
    #: The field's Java type as the job's class declares it ("long", "java.lang.Long"). Not in a
    #: snapshot's bytes, and not what its serializer tells: one LongSerializer serves ``long``
    #: and ``Long``. A job JAR's classes say it (``graph.jar``); None where not known.
    java_type: Optional[str] = None


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

    def classes_read(self) -> tuple[str, ...]:
        return (self.snapshot_class, self.pojo_class)

    def children_read_strictly(self):
        # PojoSerializerSnapshotData reads each field, subclass and their snapshots with a
        # reader that logs what it cannot resolve and goes on without it.
        return ()

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

        pairs = restored_fields(old, self)
        for f, match in pairs:
            if match is None:
                parts.append(
                    Resolution.of(MIGRATION, f"field {f.name} ({f.serializer.label()}) removed")
                )
            else:
                parts.append(resolve(f.serializer, match.serializer).under(f"field {f.name}"))
        restored = {id(match) for _f, match in pairs if match is not None}
        for f in self.fields:
            if id(f) not in restored:
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


# =========================================================================================
# Binary snapshot format (PojoSerializerSnapshot v2 → PojoSerializerSnapshotData):
#   UTF pojo class; then three LinkedOptionalMaps of versioned snapshots:
#   fields (key frame: UTF declaring class, UTF field name), registered subclasses and
#   non-registered subclasses (key frames empty; the key name is the class name).
# A key Flink could not resolve is written absent: the field's declaring class is then "".
# A snapshot Flink could not read is written absent: it reads back as an OpaqueSnapshot
# whose class is "".
# =========================================================================================
from .. import binary  # noqa: E402
from .opaque import OpaqueSnapshot  # noqa: E402


def _absent():
    return OpaqueSnapshot(snapshot_class="", version=0)


def _is_absent(s) -> bool:
    return isinstance(s, OpaqueSnapshot) and s.snapshot_class == ""


def _read_field_key(inp, _name):
    return inp.read_utf("field declaring class"), inp.read_utf("field name")


def _read_snapshot_value(inp, _name):
    return binary._read_versioned(inp)


def _read_pojo(inp, cls, version):
    pojo_class = inp.read_utf("POJO class")
    fields = []
    for name, key, snap in binary.read_optional_map(inp, _read_field_key, _read_snapshot_value, "POJO fields"):
        declaring, fname = key if key is not None else ("", name)
        fields.append(PojoField(name=fname, declaring_class=declaring, serializer=snap if snap is not None else _absent()))
    subclasses = []
    for what in ("registered subclasses", "non-registered subclasses"):
        entries = binary.read_optional_map(inp, lambda i, n: None, _read_snapshot_value, f"POJO {what}")
        subclasses.append(
            tuple(PojoSubclass(class_name=n, serializer=s if s is not None else _absent()) for n, _k, s in entries)
        )
    return PojoSnapshot(
        snapshot_class=cls,
        version=version,
        pojo_class=pojo_class,
        fields=tuple(fields),
        registered_subclasses=subclasses[0],
        non_registered_subclasses=subclasses[1],
    )


def _write_snap_or_absent(s):
    return None if _is_absent(s) else s


def _write_pojo(out, s: PojoSnapshot) -> None:
    out.write_int(2)
    out.write_utf(s.pojo_class)

    def write_field_key(o, f):
        o.write_utf(f.declaring_class)
        o.write_utf(f.name)

    binary.write_optional_map(
        out,
        [(f.name, f if f.declaring_class else None, _write_snap_or_absent(f.serializer)) for f in s.fields],
        write_field_key,
        binary.write_versioned_snapshot,
    )
    for subs in (s.registered_subclasses, s.non_registered_subclasses):
        binary.write_optional_map(
            out,
            [(c.class_name, c, _write_snap_or_absent(c.serializer)) for c in subs],
            lambda o, _c: None,
            binary.write_versioned_snapshot,
        )


READERS = {POJO_CLASS: _read_pojo}
WRITERS = {PojoSnapshot: _write_pojo}


# =========================================================================================
# Value codec (PojoSerializer): a flags byte (1 null, 2 no subclass, 4 subclass by name,
# 8 registered subclass by tag). No subclass: per field a boolean "is null" and the value,
# in the snapshot's field order. Subclass by name: UTF class name, then the subclass
# serializer's bytes (for a POJO subclass: its own flags and fields). Registered
# subclass: a byte tag (index into the registered subclasses), then its bytes.
# =========================================================================================
from ..codecs import Codec, FormatError, codec_for  # noqa: E402

IS_NULL, NO_SUBCLASS, IS_SUBCLASS, IS_TAGGED_SUBCLASS = 1, 2, 4, 8


class PojoValue(dict):
    """A POJO: its fields by name (in the snapshot's order) and its class (``pojo_class``)."""

    __slots__ = ("pojo_class",)

    def __init__(self, pojo_class: str, fields=()):
        super().__init__(fields)
        self.pojo_class = pojo_class

    def __eq__(self, other):
        if isinstance(other, PojoValue):
            return self.pojo_class == other.pojo_class and dict.__eq__(self, other)
        return dict.__eq__(self, other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"PojoValue({self.pojo_class!r}, {dict.__repr__(self)})"


#: ``_new_pojo(PojoValue)``: an empty PojoValue without running ``__init__`` (decoders
#: and migrators fill millions of them; the caller sets ``pojo_class``).
_new_pojo = dict.__new__


def restored_field(old_field: PojoField, new: "PojoSnapshot") -> Optional[PojoField]:
    """The field of the new POJO Flink restores ``old_field`` into, or None: removed.

    Flink finds a restored field by its name in the class the old snapshot says declares it, then
    up through that class's superclasses (``PojoFieldUtils.getField``): a field moved up into a
    superclass is the same field (proven on Flink: pojo-field-moved-to-superclass), one moved down
    into a subclass is removed (pojo-field-moved-to-subclass). The new POJO's fields are declared
    by its class and that class's superclasses, so a field its class declared is found wherever
    one of them declares the name now; a field a superclass declared only in that class (where it
    sits among the others is not known)."""
    for f in new.fields:
        if f.declaring_class == old_field.declaring_class and f.name == old_field.name:
            return f
    if old_field.declaring_class == new.pojo_class:
        named = [f for f in new.fields if f.name == old_field.name]
        if len(named) == 1:
            return named[0]
    return None


def restored_fields(old: "PojoSnapshot", new: "PojoSnapshot") -> list[tuple[PojoField, Optional[PojoField]]]:
    """Each field of the old POJO and the new field Flink restores it into (None: removed;
    :func:`restored_field`). A new field that is in no pair is added."""
    return [(f, restored_field(f, new)) for f in old.fields]


def _field_keys(fields) -> list[str]:
    names = [f.name for f in fields]
    dupes = {n for n in names if names.count(n) > 1}
    return [f"{f.declaring_class}.{f.name}" if f.name in dupes else f.name for f in fields]


def _pojo_codec(s: PojoSnapshot) -> Codec:
    from .simple import dec_utf, enc_utf, skip_utf

    keys = _field_keys(s.fields)
    field_codecs = [codec_for(f.serializer) for f in s.fields]
    decs = [c.decode for c in field_codecs]
    skips = [c.skip for c in field_codecs]
    encs = [c.encode for c in field_codecs]
    plan = list(zip(keys, decs))
    pojo_class = s.pojo_class
    label = s.label()
    registered = [c.class_name for c in s.registered_subclasses]
    tag_of = {c: i for i, c in enumerate(registered)}
    sub_snaps = {c.class_name: c.serializer for c in s.registered_subclasses}
    unregistered = {c.class_name: c.serializer for c in s.non_registered_subclasses}
    cache: dict = {}
    #: field key → its primitive Java type, where declared (:attr:`PojoField.java_type`): a value
    #: with null there is one Flink's PojoSerializer cannot hold
    primitive = {key: f.java_type for key, f in zip(keys, s.fields) if f.java_type in JAVA_DEFAULTS}

    def sub_codec(name: str, pos: int) -> Codec:
        codec = cache.get(name)
        if codec is None:
            snap = sub_snaps.get(name) or unregistered.get(name)
            if snap is None:
                raise FormatError("<value>", pos, f"{label}: subclass {name} has no serializer in the snapshot")
            codec = cache[name] = codec_for(snap)
        return codec

    def decode(buf, pos):
        flags = buf[pos]
        pos += 1
        if flags == NO_SUBCLASS:
            out = _new_pojo(PojoValue)
            out.pojo_class = pojo_class
            for key, dec in plan:
                if buf[pos]:
                    out[key] = None
                    pos += 1
                else:
                    out[key], pos = dec(buf, pos + 1)
            return out, pos
        if flags == IS_NULL:
            return None, pos
        if flags == IS_TAGGED_SUBCLASS:
            tag = buf[pos]
            if tag >= len(registered):
                raise FormatError("<value>", pos, f"{label}: subclass tag {tag} but {len(registered)} registered subclasses")
            return sub_codec(registered[tag], pos).decode(buf, pos + 1)
        if flags == IS_SUBCLASS:
            name, p = dec_utf(buf, pos)
            return sub_codec(name, pos).decode(buf, p)
        raise FormatError("<value>", pos - 1, f"{label}: POJO flags {flags:#x} (Flink writes 1, 2, 4 or 8)")

    def skip(buf, pos):
        flags = buf[pos]
        pos += 1
        if flags == NO_SUBCLASS:
            for sk in skips:
                if buf[pos]:
                    pos += 1
                else:
                    pos = sk(buf, pos + 1)
            return pos
        if flags == IS_NULL:
            return pos
        if flags == IS_TAGGED_SUBCLASS:
            tag = buf[pos]
            if tag >= len(registered):
                raise FormatError("<value>", pos, f"{label}: subclass tag {tag} but {len(registered)} registered subclasses")
            return sub_codec(registered[tag], pos).skip(buf, pos + 1)
        if flags == IS_SUBCLASS:
            name, p = dec_utf(buf, pos)
            return sub_codec(name, pos).skip(buf, p)
        raise FormatError("<value>", pos - 1, f"{label}: POJO flags {flags:#x} (Flink writes 1, 2, 4 or 8)")

    def encode(value, out):
        if value is None:
            out.append(IS_NULL)
            return
        cls = getattr(value, "pojo_class", pojo_class)
        if cls == pojo_class:
            out.append(NO_SUBCLASS)
            for key, enc in zip(keys, encs):
                v = value.get(key)
                if v is None:
                    if key in primitive:
                        raise ValueError(f"{label}: field {key} is null, and the class has it as a {primitive[key]}: "
                                         f"Flink cannot set null into it (\"Can not set {primitive[key]} field ... to null value\")")
                    out.append(1)
                else:
                    out.append(0)
                    enc(v, out)
            return
        if cls in tag_of:
            out.append(IS_TAGGED_SUBCLASS)
            out.append(tag_of[cls])
            sub_codec(cls, 0).encode(value, out)
            return
        if cls in unregistered:
            out.append(IS_SUBCLASS)
            enc_utf(cls, out)
            sub_codec(cls, 0).encode(value, out)
            return
        raise ValueError(f"{label}: no serializer for subclass {cls}")

    del skip_utf
    return Codec(decode, skip, encode, label)


CODECS = {PojoSnapshot: _pojo_codec}


# =========================================================================================
# Value migration (PojoSerializer.deserialize with the serializer restored from the old
# snapshot, then serialize with the new one): fields are matched by declaring class and
# name; a field the new class does not have is read and dropped; a field the old data does
# not have keeps what the new class's default constructor leaves in it: null for objects,
# 0/false for primitives. The snapshot cannot tell ``long`` from ``Long`` (both have a
# LongSerializer), so such a field is null here; a value written with null in a primitive
# field fails Flink's restore, so ``compat.migrate`` refuses to write one
# (``_added_maybe_primitive``) unless a plan gives it a value. A field present in both migrates
# with its serializers. Subclass values migrate with the subclass snapshots of both sides.
# =========================================================================================
def _pojo_migrator(old: PojoSnapshot, new: PojoSnapshot):
    from ..migrate import CannotVerify, failing, identity, nested

    if old.pojo_class != new.pojo_class:
        return failing(f"POJO class changed from {old.pojo_class} to {new.pojo_class}")
    old_keys = dict(zip(((f.declaring_class, f.name) for f in old.fields), _field_keys(old.fields)))
    restored_from = {id(match): of for of, match in restored_fields(old, new) if match is not None}
    new_keys = _field_keys(new.fields)
    plan = []  # (new key, old key or None, migrator)
    for f, new_key in zip(new.fields, new_keys):
        of = restored_from.get(id(f))
        if of is None:
            plan.append((new_key, None, None))
        else:
            plan.append((new_key, old_keys[(of.declaring_class, of.name)], nested(of.serializer, f.serializer)))
    same_shape = [k for k, _o, _m in plan] == list(old_keys.values()) and all(
        o == k and m is identity for k, o, m in plan
    )
    pojo_class = new.pojo_class
    old_subs = {s.class_name: s.serializer for s in (*old.registered_subclasses, *old.non_registered_subclasses)}
    new_subs = {s.class_name: s.serializer for s in (*new.registered_subclasses, *new.non_registered_subclasses)}
    sub_cache: dict = {}

    def subclass(value):
        cls = value.pojo_class
        fn = sub_cache.get(cls)
        if fn is None:
            o, n = old_subs.get(cls), new_subs.get(cls)
            if o is None:
                raise CannotVerify(f"subclass {cls} of {new.label()} has no serializer in the old snapshot")
            if n is None:
                # Flink builds a serializer for a subclass met at runtime; the new snapshot
                # has not seen it yet, so the value cannot be written with it here.
                raise CannotVerify(f"subclass {cls} is not in the new snapshot of {new.label()}")
            fn = sub_cache[cls] = nested(o, n)
        return fn(value)

    if same_shape and not old_subs:
        return identity

    def migrate(value):
        if value is None:
            return None
        if getattr(value, "pojo_class", pojo_class) != pojo_class:
            return subclass(value)
        out = _new_pojo(PojoValue)
        out.pojo_class = pojo_class
        get = value.get
        for new_key, old_key, fn in plan:
            if old_key is None:
                out[new_key] = None
            else:
                v = get(old_key)
                out[new_key] = None if v is None else fn(v)
        return out

    return migrate


MIGRATIONS = {PojoSnapshot: _pojo_migrator}


# -- what a job declares of its POJO classes that a snapshot does not say -------------------------
#: Serializers that serve a primitive and its boxed type alike (Flink's PojoSerializer gives
#: ``long`` and ``Long`` fields both a LongSerializer).
PRIMITIVE_OR_BOXED = frozenset({"Boolean", "Byte", "Short", "Int", "Long", "Float", "Double", "Char"})
#: The Java primitives, each with the value a field of its type holds until set (as Python has it).
JAVA_DEFAULTS = {"boolean": False, "byte": 0, "short": 0, "int": 0, "long": 0, "float": 0.0, "double": 0.0, "char": "\0"}


def pojo_java_types_of(snapshots) -> dict[str, dict[str, str]]:
    """POJO class → {field: Java type} of the POJO snapshots inside ``snapshots`` (None skipped)
    whose fields' Java types are declared (:attr:`PojoField.java_type`)."""
    from ..snapshot import walk

    out: dict[str, dict[str, str]] = {}
    for snapshot in snapshots:
        for _, s in walk(snapshot) if snapshot is not None else ():
            if isinstance(s, PojoSnapshot):
                out.setdefault(s.pojo_class, {}).update({f.name: f.java_type for f in s.fields if f.java_type})
    return {cls: types for cls, types in out.items() if types}


def with_pojo_java_types(snapshot, types: dict[str, dict[str, str]]):
    """``snapshot`` whose POJO fields without a declared Java type take the one ``types`` gives
    (:func:`pojo_java_types_of`)."""
    from ..snapshot import update_family

    def update(node):
        declared = types.get(node["pojo_class"], {})
        for f in node["fields"]:
            if f.get("java_type") is None and f["name"] in declared:
                f["java_type"] = declared[f["name"]]

    return update_family(snapshot, "pojo", update) if types else snapshot


def boxed_made_primitive(old: PojoSnapshot, new_types: dict[str, str]) -> list[tuple[str, Optional[str], str]]:
    """(field, old boxed type, new primitive) of the fields of ``old``'s class that the class of
    ``new_types`` (field name → Java type) has as a primitive where ``old``'s had its boxed type
    (declared, :attr:`PojoField.java_type`): the serializer is the same, and Flink's restore
    reads an old null into the primitive field (``PojoSerializer.deserialize``:
    ``Field.set(target, null)``), which fails: "Can not set long field ... to null value".

    A field whose old Java type is not recorded (a savepoint's snapshot never records one) and
    whose serializer serves the new primitive and its boxed type alike comes with ``None`` for
    its old type: it may have been the boxed one, which only a null among its values shows."""
    from .kryo import WRAPPERS

    out = []
    for f in old.fields:
        new_type = new_types.get(f.name)
        if new_type is None:
            continue
        if f.java_type is not None:
            if WRAPPERS.get(f.java_type) == new_type:
                out.append((f.name, f.java_type, new_type))
        elif WRAPPERS.get(value_class_of(f.serializer)) == new_type:
            out.append((f.name, None, new_type))
    return out


# -- a POJO value set into the fields of another version of its class --------------------------
#: The class of the values each simple serializer reads (a POJO field's ``Field.set`` argument).
_VALUE_CLASS_OF_SERIALIZER = {
    "Boolean": "java.lang.Boolean", "Byte": "java.lang.Byte", "Short": "java.lang.Short", "Int": "java.lang.Integer",
    "Long": "java.lang.Long", "Float": "java.lang.Float", "Double": "java.lang.Double", "Char": "java.lang.Character",
    "String": "java.lang.String",
}
_BOXED = frozenset(_VALUE_CLASS_OF_SERIALIZER[name] for name in PRIMITIVE_OR_BOXED)
#: Java's widening primitive conversions (JLS 5.1.2), which ``Field.set`` applies to an unboxed value.
_WIDENS_TO = {
    "byte": {"byte", "short", "int", "long", "float", "double"},
    "short": {"short", "int", "long", "float", "double"},
    "char": {"char", "int", "long", "float", "double"},
    "int": {"int", "long", "float", "double"},
    "long": {"long", "float", "double"},
    "float": {"float", "double"},
    "double": {"double"},
    "boolean": {"boolean"},
}
#: Every type a boxed primitive or a String is an instance of besides its own class (Java 17).
_COMMON = {"java.lang.Object", "java.io.Serializable", "java.lang.Comparable", "java.lang.constant.Constable"}
_NUMBER = {*_COMMON, "java.lang.Number"}
_JDK_SUPERTYPES = {
    "java.lang.Boolean": _COMMON, "java.lang.Character": _COMMON,
    "java.lang.Byte": _NUMBER, "java.lang.Short": _NUMBER,
    "java.lang.Integer": {*_NUMBER, "java.lang.constant.ConstantDesc"}, "java.lang.Long": {*_NUMBER, "java.lang.constant.ConstantDesc"},
    "java.lang.Float": {*_NUMBER, "java.lang.constant.ConstantDesc"}, "java.lang.Double": {*_NUMBER, "java.lang.constant.ConstantDesc"},
    "java.lang.String": {*_COMMON, "java.lang.CharSequence", "java.lang.constant.ConstantDesc"},
}


def value_class_of(serializer) -> Optional[str]:
    """The class every value ``serializer`` reads is an instance of, where one is known: a boxed
    primitive's, String's, a POJO's (a value of one of its subclasses is one of it too)."""
    from .simple import SimpleSnapshot

    if isinstance(serializer, SimpleSnapshot):
        return _VALUE_CLASS_OF_SERIALIZER.get(serializer.name)
    if isinstance(serializer, PojoSnapshot):
        return serializer.pojo_class
    return None


def field_type_of(f: PojoField) -> Optional[str]:
    """The Java type of the field ``f`` as far as a snapshot tells: its declared ``java_type``, else
    the one class its serializer reads where no other type gets that serializer (``String``, a
    POJO's class; not a boxed primitive's, which serves the primitive too)."""
    if f.java_type is not None:
        return f.java_type
    value_class = value_class_of(f.serializer)
    return None if value_class in _BOXED else value_class


def field_refuses(field_type: str, value_class: str) -> Optional[bool]:
    """Whether ``Field.set`` refuses an instance of ``value_class`` for a field of ``field_type``
    (``IllegalArgumentException: Can not set ... field ... to ...``); None when that depends on a
    class hierarchy not known here. A primitive field takes a boxed value whose primitive widens
    to it; any other field an instance of its type (a boxed primitive and String are final
    classes, all of whose supertypes are known)."""
    from .kryo import WRAPPERS

    if field_type == value_class:
        return False
    supertypes = _JDK_SUPERTYPES.get(value_class)  # a boxed primitive's or String's
    if field_type in _WIDENS_TO:  # only a boxed primitive unboxes
        unboxed = WRAPPERS.get(value_class)
        return unboxed is None or field_type not in _WIDENS_TO[unboxed]
    if field_type in WRAPPERS or field_type == "java.lang.String":
        return True  # final classes: only their own instances
    if supertypes is not None:  # final classes whose every supertype is known
        return field_type not in supertypes
    return None


def types_by_name(fields) -> dict[str, str]:
    """{field: Java type} of a class's fields as ``graph.jar.kryo_fields`` gives them ((name, Java
    type) of the class and its superclasses), without a name two fields of its hierarchy share
    (which one a POJO snapshot's field is, is not known)."""
    names = [f for f, _t in fields or ()]
    return {f: t for f, t in fields or () if names.count(f) == 1}


def declared_java_types(s: PojoSnapshot) -> dict[str, str]:
    """Field → Java type of the fields of ``s`` that declare one (:attr:`PojoField.java_type`),
    as :func:`types_by_name` has them."""
    return {n: t for n, t in types_by_name([(f.name, f.java_type) for f in s.fields]).items() if t is not None}


def fields_refusing(old: PojoSnapshot, new_types: dict[str, str]) -> list[tuple[str, str, str]]:
    """(field, its new Java type, the class of its old values) of the fields of ``old``'s class
    whose values, read with ``old``'s field serializers, the class of ``new_types`` (field name →
    Java type) refuses. A state restored from a savepoint but not declared is read that way:
    Flink restores its serializer from the snapshot (``PojoSerializerSnapshot.restoreSerializer``:
    the old fields' serializers over the fields of that name the class has now) and
    ``PojoSerializer.deserialize`` sets each field by reflection; a field the class lost is
    skipped."""
    out = []
    for f in old.fields:
        new_type = new_types.get(f.name)
        value_class = value_class_of(f.serializer)
        if new_type is not None and value_class is not None and field_refuses(new_type, value_class):
            out.append((f.name, new_type, value_class))
    return out
