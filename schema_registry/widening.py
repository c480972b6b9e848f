"""Lossless widening: what ``migrate`` converts without a plan.

Flink has no widening (``IntSerializer`` against a ``LongSerializer`` snapshot is
INCOMPATIBLE, see ``families/simple.py``), so a job whose ValueState<Integer> became
ValueState<Long> cannot restore its savepoint. Every value of the old type is exactly a
value of the new one in the pairs below, so a rewrite may convert them: integers into
wider integers, ``float`` into ``double``, and integers of at most 32 bits into ``double``
(a double holds every one exactly; a long it does not, nor an int a float).

:func:`widener` extends that to the parts of composite values whose shape is unchanged:
Tuple fields, POJO fields (same class, same fields in the same order), List elements, Map
keys and values, Nullable values; every other part must resolve as is. Values are those of
:mod:`schema_registry.codecs` (a POJO is a ``PojoValue``, a Tuple a ``tuple``, ...).
"""

from __future__ import annotations

from typing import Optional

from ._base import AS_IS
from .families.collections import ListSnapshot, MapSnapshot
from .families.nullable import NullableSnapshot
from .families.pojo import PojoSnapshot, PojoValue
from .families.simple import SimpleSnapshot
from .families.tuple import TupleSnapshot

#: (old, new) simple serializer names whose every value the new type holds exactly.
WIDENINGS = frozenset(
    {
        ("Byte", "Short"),
        ("Byte", "Int"),
        ("Byte", "Long"),
        ("Short", "Int"),
        ("Short", "Long"),
        ("Int", "Long"),
        ("Float", "Double"),
        ("Byte", "Double"),
        ("Short", "Double"),
        ("Int", "Double"),
    }
)

_TO_FLOAT = {"Double"}


def widening(old, new) -> Optional[callable]:
    """The value conversion from ``old``'s type to ``new``'s when it is a lossless
    widening (Python ints and floats: ``float(v)`` into a double), else None."""
    if not (isinstance(old, SimpleSnapshot) and isinstance(new, SimpleSnapshot)):
        return None
    if (old.name, new.name) not in WIDENINGS:
        return None
    return float if new.name in _TO_FLOAT else int


def _same(value):
    return value


def widener(old, new) -> Optional[callable]:
    """``value -> value`` from ``old``'s type to ``new``'s when every changed part is a
    lossless widening (:data:`WIDENINGS`) and every other part resolves as is; None when
    that is not so (and when nothing changes: no conversion is needed then either, see
    :func:`snapshot.resolve`)."""
    fn = _widener(old, new)
    return None if fn is _same else fn


def _widener(old, new):
    from .snapshot import resolve

    simple = widening(old, new)
    if simple is not None:
        return simple
    if type(old) is not type(new):
        return None
    if resolve(old, new).compatibility is AS_IS:
        return _same
    if isinstance(new, NullableSnapshot):
        if (old.padding == 0) != (new.padding == 0):  # padded to the inner type's length, or not
            return None
        inner = _widener(old.inner, new.inner)
        return None if inner is None else (lambda v: None if v is None else inner(v))
    if isinstance(new, ListSnapshot):
        element = _widener(old.element, new.element)
        return None if element is None else (lambda v: [element(x) for x in v])
    if isinstance(new, MapSnapshot):
        key, value = _widener(old.key, new.key), _widener(old.value, new.value)
        if key is None or value is None:
            return None
        return lambda v: {key(k): value(x) for k, x in v.items()} if isinstance(v, dict) else [(key(k), value(x)) for k, x in v]
    if isinstance(new, TupleSnapshot):
        if old.tuple_class != new.tuple_class or len(old.fields) != len(new.fields):
            return None
        fields = [_widener(o, n) for o, n in zip(old.fields, new.fields)]
        if any(f is None for f in fields):
            return None
        return lambda v: tuple(f(x) for f, x in zip(fields, v))
    if isinstance(new, PojoSnapshot):
        shape = lambda s: [(f.name, f.declaring_class) for f in s.fields]  # noqa: E731
        if old.pojo_class != new.pojo_class or shape(old) != shape(new):
            return None
        if old.registered_subclasses != new.registered_subclasses or old.non_registered_subclasses != new.non_registered_subclasses:
            return None
        fields = [_widener(o.serializer, n.serializer) for o, n in zip(old.fields, new.fields)]
        if any(f is None for f in fields):
            return None
        pojo_class = new.pojo_class

        def pojo(v):
            if v is None or not isinstance(v, PojoValue) or v.pojo_class != pojo_class:
                return v  # null, or a subclass instance (its fields are not these)
            return PojoValue(pojo_class, [(k, f(x)) for (k, x), f in zip(v.items(), fields)])

        return pojo
    return None
