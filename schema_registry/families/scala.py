"""Scala API serializers (Flink 1.x ``flink-scala``; Flink 2.x moved them to
``flink-table-api-scala`` under ``org.apache.flink.table.api.typeutils``; both packages
are read).

Flink (``CompositeTypeSerializerSnapshot``s unless noted):

* ``ScalaCaseClassSerializerSnapshot`` / ``Tuple2CaseClassSerializerSnapshot`` (outer
  version 2: UTF case class): fields one after the other, like Java tuples. Another class
  is INCOMPATIBLE (outer compatibility).
* ``ScalaOptionSerializerSnapshot`` (2): boolean "defined", then the value.
* ``ScalaEitherSerializerSnapshot`` (1): boolean "is left", then left or right.
* ``ScalaTrySerializerSnapshot`` (2): element and throwable serializers; boolean
  "success", then the element or the (Kryo-serialized) throwable.
* ``TraversableSerializerSnapshot`` (2: UTF code of the collection's CanBuildFrom): int
  size, then per element a boolean "present" (false for null) and the element. Another
  code is INCOMPATIBLE.
* ``ScalaEnumSerializerSnapshot`` (own format, version 3): UTF enumeration class, int
  count, (UTF name, int id) pairs; values an int id. Flink: another class, or an old
  (name, id) whose id does not name the same constant now → INCOMPATIBLE; else AS_IS.
"""

from __future__ import annotations

import struct
from typing import Any, Literal, NamedTuple

from .. import binary
from .._base import AS_IS, INCOMPATIBLE, CompositeSnapshot, Resolution, SnapshotBase, short_class
from ..codecs import Codec, FormatError, codec_for

PACKAGES = ("org.apache.flink.api.scala.typeutils.", "org.apache.flink.table.api.typeutils.")


def _names(simple: str) -> tuple[str, ...]:
    return tuple(p + simple for p in PACKAGES)


CASE_CLASS_CLASSES = _names("ScalaCaseClassSerializerSnapshot") + _names("Tuple2CaseClassSerializerSnapshot")
OPTION_CLASSES = _names("ScalaOptionSerializerSnapshot")
EITHER_CLASSES = _names("ScalaEitherSerializerSnapshot")
TRY_CLASSES = _names("ScalaTrySerializerSnapshot")
TRAVERSABLE_CLASSES = _names("TraversableSerializerSnapshot")
ENUM_CLASSES = _names("ScalaEnumSerializerSnapshot")


class ScalaCaseClassSnapshot(CompositeSnapshot):
    family: Literal["scala_case_class"] = "scala_case_class"
    snapshot_class: str = CASE_CLASS_CLASSES[0]
    version: int = 3
    case_class: str
    fields: tuple["Snapshot", ...]

    def label(self) -> str:
        return f"{short_class(self.case_class)}(" + ", ".join(f.label() for f in self.fields) + ")"

    def classes_read(self) -> tuple[str, ...]:
        return (self.snapshot_class, self.case_class)

    def nested(self):
        return tuple((f"f{i}", f) for i, f in enumerate(self.fields))

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, ScalaCaseClassSnapshot) or old.case_class != self.case_class:
            return Resolution.of(INCOMPATIBLE, f"case class changed from {old.label()} to {self.label()}")
        return Resolution.as_is()


class ScalaOptionSnapshot(CompositeSnapshot):
    family: Literal["scala_option"] = "scala_option"
    snapshot_class: str = OPTION_CLASSES[0]
    version: int = 3
    element: "Snapshot"

    def label(self) -> str:
        return f"Option[{self.element.label()}]"

    def nested(self):
        return (("element", self.element),)


class ScalaEitherSnapshot(CompositeSnapshot):
    family: Literal["scala_either"] = "scala_either"
    snapshot_class: str = EITHER_CLASSES[0]
    version: int = 3
    left: "Snapshot"
    right: "Snapshot"

    def label(self) -> str:
        return f"Either[{self.left.label()}, {self.right.label()}]"

    def nested(self):
        return (("left", self.left), ("right", self.right))


class ScalaTrySnapshot(CompositeSnapshot):
    family: Literal["scala_try"] = "scala_try"
    snapshot_class: str = TRY_CLASSES[0]
    version: int = 3
    element: "Snapshot"
    throwable: "Snapshot"

    def label(self) -> str:
        return f"Try[{self.element.label()}]"

    def nested(self):
        return (("element", self.element), ("throwable", self.throwable))


class ScalaTraversableSnapshot(CompositeSnapshot):
    family: Literal["scala_traversable"] = "scala_traversable"
    snapshot_class: str = TRAVERSABLE_CLASSES[0]
    version: int = 3
    #: Scala source of the collection's CanBuildFrom, which Flink compiles at restore.
    cbf_code: str
    element: "Snapshot"

    def label(self) -> str:
        return f"Traversable[{self.element.label()}]"

    def nested(self):
        return (("element", self.element),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, ScalaTraversableSnapshot) or old.cbf_code != self.cbf_code:
            return Resolution.of(INCOMPATIBLE, "the Scala collection type changed")
        return Resolution.as_is()


class ScalaEnumSnapshot(SnapshotBase):
    family: Literal["scala_enum"] = "scala_enum"
    snapshot_class: str = ENUM_CLASSES[0]
    version: int = 3
    enum_class: str
    #: (name, id) in Flink's order.
    constants: tuple[tuple[str, int], ...]

    def label(self) -> str:
        return f"Enumeration {short_class(self.enum_class)}"

    def classes_read(self) -> tuple[str, ...]:
        return (self.snapshot_class, self.enum_class)

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, ScalaEnumSnapshot) or old.enum_class != self.enum_class:
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        for name, idx in old.constants:
            if not 0 <= idx < len(self.constants) or self.constants[idx][0] != name:
                return Resolution.of(INCOMPATIBLE, f"enumeration value {name} (id {idx}) changed or was removed")
        return Resolution(AS_IS)


# -- binary format -----------------------------------------------------------------------------
def _read_case_class(inp, cls, version):
    _, case_class, nested = binary.read_composite(inp, version, lambda i, _v: i.read_utf("case class"))
    return ScalaCaseClassSnapshot(snapshot_class=cls, version=version, case_class=case_class, fields=tuple(nested))


def _read_traversable(inp, cls, version):
    _, code, nested = binary.read_composite(
        inp, version, lambda i, _v: i.read_utf("CanBuildFrom code"), arity=1, what="traversable"
    )
    return ScalaTraversableSnapshot(snapshot_class=cls, version=version, cbf_code=code, element=nested[0])


def _reader(model, *fields):
    def read(inp, cls, version):
        _, _, nested = binary.read_composite(inp, version, arity=len(fields), what=model.__name__)
        return model(snapshot_class=cls, version=version, **dict(zip(fields, nested)))

    return read


def _read_enum(inp, cls, version):
    enum_class = inp.read_utf("enumeration class")
    n = inp.read_count("enumeration values", 6)
    constants = tuple((inp.read_utf("enumeration value name"), inp.read_int("enumeration value id")) for _ in range(n))
    return ScalaEnumSnapshot(snapshot_class=cls, version=version, enum_class=enum_class, constants=constants)


def _write_enum(out, s: ScalaEnumSnapshot) -> None:
    out.write_int(3)
    out.write_utf(s.enum_class)
    out.write_int(len(s.constants))
    for name, idx in s.constants:
        out.write_utf(name)
        out.write_int(idx)


READERS = {}
for _c in CASE_CLASS_CLASSES:
    READERS[_c] = _read_case_class
for _c in OPTION_CLASSES:
    READERS[_c] = _reader(ScalaOptionSnapshot, "element")
for _c in EITHER_CLASSES:
    READERS[_c] = _reader(ScalaEitherSnapshot, "left", "right")
for _c in TRY_CLASSES:
    READERS[_c] = _reader(ScalaTrySnapshot, "element", "throwable")
for _c in TRAVERSABLE_CLASSES:
    READERS[_c] = _read_traversable
for _c in ENUM_CLASSES:
    READERS[_c] = _read_enum

WRITERS = {
    ScalaCaseClassSnapshot: lambda out, s: binary.write_composite(out, 2, s.fields, lambda o: o.write_utf(s.case_class)),
    ScalaOptionSnapshot: lambda out, s: binary.write_composite(out, 2, [s.element]),
    ScalaEitherSnapshot: lambda out, s: binary.write_composite(out, 1, [s.left, s.right]),
    ScalaTrySnapshot: lambda out, s: binary.write_composite(out, 2, [s.element, s.throwable]),
    ScalaTraversableSnapshot: lambda out, s: binary.write_composite(out, 2, [s.element], lambda o: o.write_utf(s.cbf_code)),
    ScalaEnumSnapshot: _write_enum,
}


# -- values ------------------------------------------------------------------------------------
class Some(NamedTuple):
    """Scala's ``Some(value)`` (``None`` is Python's None)."""

    value: Any


class Success(NamedTuple):
    value: Any


class Failure(NamedTuple):
    """A Scala ``Failure``; the throwable as its serializer decodes it (usually Kryo)."""

    exception: Any


def _option_codec(s: ScalaOptionSnapshot) -> Codec:
    c = codec_for(s.element)

    def decode(buf, pos):
        if buf[pos]:
            v, pos = c.decode(buf, pos + 1)
            return Some(v), pos
        return None, pos + 1

    def skip(buf, pos):
        return c.skip(buf, pos + 1) if buf[pos] else pos + 1

    def encode(value, out):
        if value is None:
            out.append(0)
        else:
            out.append(1)
            c.encode(value.value if isinstance(value, Some) else value, out)

    return Codec(decode, skip, encode, s.label())


def _try_codec(s: ScalaTrySnapshot) -> Codec:
    ec, tc = codec_for(s.element), codec_for(s.throwable)

    def decode(buf, pos):
        if buf[pos]:
            v, pos = ec.decode(buf, pos + 1)
            return Success(v), pos
        v, pos = tc.decode(buf, pos + 1)
        return Failure(v), pos

    def encode(value, out):
        if isinstance(value, Success):
            out.append(1)
            ec.encode(value.value, out)
        else:
            out.append(0)
            tc.encode(value.exception, out)

    return Codec(decode, lambda b, p: ec.skip(b, p + 1) if b[p] else tc.skip(b, p + 1), encode, s.label())


_I = struct.Struct(">i")


def _traversable_codec(s: ScalaTraversableSnapshot) -> Codec:
    c = codec_for(s.element)
    label = s.label()

    def decode(buf, pos):
        n = _I.unpack_from(buf, pos)[0]
        pos += 4
        if n < 0 or n > len(buf) - pos:
            raise FormatError("<value>", pos - 4, f"bad size {n} of {label}")
        out = []
        for _ in range(n):
            if buf[pos]:
                v, pos = c.decode(buf, pos + 1)
                out.append(v)
            else:
                out.append(None)
                pos += 1
        return out, pos

    def encode(value, out):
        out += _I.pack(len(value))
        for v in value:
            if v is None:
                out.append(0)
            else:
                out.append(1)
                c.encode(v, out)

    return Codec(decode, lambda b, p: decode(b, p)[1], encode, label)


def _enum_codec(s: ScalaEnumSnapshot) -> Codec:
    by_id = {idx: name for name, idx in s.constants}
    id_of = {name: idx for name, idx in s.constants}
    label = s.label()

    def decode(buf, pos):
        i = _I.unpack_from(buf, pos)[0]
        name = by_id.get(i)
        if name is None:
            raise FormatError("<value>", pos, f"id {i} is no value of {label}")
        return name, pos + 4

    def encode(value, out):
        out += _I.pack(id_of[value])

    return Codec(decode, lambda b, p: decode(b, p)[1], encode, label, 4)


def _case_class_codec(s: ScalaCaseClassSnapshot) -> Codec:
    from .tuple import fields_codec

    return fields_codec(s.fields, s.label())


def _either_codec(s: ScalaEitherSnapshot) -> Codec:
    from .either import either_codec

    return either_codec(s.left, s.right, s.label())


CODECS = {
    ScalaCaseClassSnapshot: _case_class_codec,
    ScalaOptionSnapshot: _option_codec,
    ScalaEitherSnapshot: _either_codec,
    ScalaTrySnapshot: _try_codec,
    ScalaTraversableSnapshot: _traversable_codec,
    ScalaEnumSnapshot: _enum_codec,
}


# -- value migration ------------------------------------------------------------------------------
def _scala_migrators():
    from ..migrate import MigrationError, failing, identity, nested
    from .either import either_migrator
    from .tuple import fields_migrator

    def case_class(old, new):
        if old.case_class != new.case_class:
            return failing(f"case class changed from {old.case_class} to {new.case_class}")
        return fields_migrator(old.fields, new.fields, new.label())

    def option(old, new):
        el = nested(old.element, new.element)
        return lambda v: None if v is None else Some(el(v.value if isinstance(v, Some) else v))

    def try_(old, new):
        el, th = nested(old.element, new.element), nested(old.throwable, new.throwable)
        return lambda v: Success(el(v.value)) if isinstance(v, Success) else Failure(th(v.exception))

    def traversable(old, new):
        if old.cbf_code != new.cbf_code:
            return failing("the Scala collection type changed")
        el = nested(old.element, new.element)
        return identity if el is identity else (lambda v: [None if x is None else el(x) for x in v])

    def enum(old, new):
        if old.enum_class != new.enum_class:
            return failing(f"enumeration class changed from {old.enum_class} to {new.enum_class}")
        names = {name for name, _ in new.constants}
        label = new.label()

        def migrate(v):
            if v not in names:
                raise MigrationError(f"{v} is no longer a value of {label}")
            return v

        return migrate

    return {
        ScalaCaseClassSnapshot: case_class,
        ScalaOptionSnapshot: option,
        ScalaEitherSnapshot: lambda old, new: either_migrator(old.left, old.right, new.left, new.right),
        ScalaTrySnapshot: try_,
        ScalaTraversableSnapshot: traversable,
        ScalaEnumSnapshot: enum,
    }


MIGRATIONS = _scala_migrators()
