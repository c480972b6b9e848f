"""Lossless widening between simple serializers: what ``migrate`` converts without a plan.

Flink has no widening (``IntSerializer`` against a ``LongSerializer`` snapshot is
INCOMPATIBLE, see ``families/simple.py``), so a job whose ValueState<Integer> became
ValueState<Long> cannot restore its savepoint. Every value of the old type is exactly a
value of the new one in the pairs below, so a rewrite may convert them: integers into
wider integers, ``float`` into ``double``, and integers of at most 32 bits into ``double``
(a double holds every one exactly; a long it does not, nor an int a float).
"""

from __future__ import annotations

from typing import Optional

from .families.simple import SimpleSnapshot

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
