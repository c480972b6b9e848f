"""Flink Java tuples (Tuple1 … Tuple25 and their subclasses).

Flink: ``TupleSerializerSnapshot``, a composite whose outer part is the tuple class.
Adding a field changes the number of nested serializers: INCOMPATIBLE. Flink does not
compare the tuple class itself (a subclass with the same arity restores as is).
"""

from __future__ import annotations

from typing import Literal

from .._base import CompositeSnapshot, short_class

TUPLE_CLASS = "org.apache.flink.api.java.typeutils.runtime.TupleSerializerSnapshot"


def tuple_class_for_arity(arity: int) -> str:
    if not 1 <= arity <= 25:
        raise ValueError(f"Flink tuples have 1 to 25 fields, not {arity}")
    return f"org.apache.flink.api.java.tuple.Tuple{arity}"


class TupleSnapshot(CompositeSnapshot):
    family: Literal["tuple"] = "tuple"
    snapshot_class: str = TUPLE_CLASS
    version: int = 3
    tuple_class: str
    fields: tuple["Snapshot", ...]

    def label(self) -> str:
        inner = ", ".join(f.label() for f in self.fields)
        return f"{short_class(self.tuple_class)}<{inner}>"

    def classes_read(self) -> tuple[str, ...]:
        return (self.snapshot_class, self.tuple_class)

    def nested(self):
        return tuple((f"f{i}", f) for i, f in enumerate(self.fields))


# -- binary format: CompositeTypeSerializerSnapshot, outer version 2 = the tuple class ------
from .. import binary  # noqa: E402
from ..codecs import Codec, codec_for  # noqa: E402


def _read_tuple(inp, cls, version):
    _, tuple_class, nested = binary.read_composite(inp, version, lambda i, _v: i.read_utf("tuple class"))
    return TupleSnapshot(snapshot_class=cls, version=version, tuple_class=tuple_class, fields=tuple(nested))


def _write_tuple(out, s: TupleSnapshot) -> None:
    binary.write_composite(out, 2, s.fields, lambda o: o.write_utf(s.tuple_class))


READERS = {TUPLE_CLASS: _read_tuple}
WRITERS = {TupleSnapshot: _write_tuple}


def fields_codec(field_snapshots, label: str, make=tuple) -> Codec:
    """The fields one after the other, no null handling (TupleSerializer, CaseClassSerializer)."""
    codecs = [codec_for(f) for f in field_snapshots]
    decs = tuple(c.decode for c in codecs)
    skips = tuple(c.skip for c in codecs)
    encs = tuple(c.encode for c in codecs)
    n = len(codecs)
    size = sum(c.size for c in codecs) if all(c.size for c in codecs) else None

    if n == 2:
        d0, d1 = decs

        def decode(buf, pos):
            a, pos = d0(buf, pos)
            b, pos = d1(buf, pos)
            return make((a, b)), pos
    else:
        def decode(buf, pos):
            out = []
            for d in decs:
                v, pos = d(buf, pos)
                out.append(v)
            return make(out), pos

    def skip(buf, pos):
        for s in skips:
            pos = s(buf, pos)
        return pos

    def encode(value, out):
        if len(value) != n:
            raise ValueError(f"{label} needs {n} fields, got {len(value)}")
        for e, v in zip(encs, value):
            e(v, out)

    return Codec(decode, skip, encode, label, size)


CODECS = {TupleSnapshot: lambda s: fields_codec(s.fields, s.label())}


# -- value migration: field by field; another arity is another type ---------------------------
def fields_migrator(old_fields, new_fields, label: str, make=tuple):
    """Migrate positional fields (Tuple, Scala case class)."""
    from ..migrate import failing, identity, nested

    if len(old_fields) != len(new_fields):
        return failing(f"{label}: {len(old_fields)} fields became {len(new_fields)}; Flink cannot migrate them")
    parts = [nested(o, n) for o, n in zip(old_fields, new_fields)]
    if all(p is identity for p in parts):
        return identity

    def migrate(value):
        return make(p(v) for p, v in zip(parts, value))

    return migrate


MIGRATIONS = {TupleSnapshot: lambda old, new: fields_migrator(old.fields, new.fields, new.label())}
