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

    def nested(self):
        return tuple((f"f{i}", f) for i, f in enumerate(self.fields))
