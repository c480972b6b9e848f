"""Flink's key-group assignment, for re-sharding keyed state to another max parallelism.

``KeyGroupRangeAssignment.assignToKeyGroup(key, maxParallelism)`` is
``MathUtils.murmurHash(key.hashCode()) % maxParallelism``; a subtask's range is
``computeKeyGroupRangeForOperatorIndex``. The key's ``hashCode()`` is Java's, so it is only
known here for key types whose ``hashCode`` is fixed by the JDK (:func:`java_hash_code`).
"""

from __future__ import annotations

from typing import Callable, Optional

_M32 = 0xFFFFFFFF


def _rotl(x: int, r: int) -> int:
    return ((x << r) | (x >> (32 - r))) & _M32


def _to_int(x: int) -> int:
    x &= _M32
    return x - (1 << 32) if x & 0x80000000 else x


def murmur_hash(code: int) -> int:
    """``MathUtils.murmurHash(int)``: non-negative."""
    h = code & _M32
    h = (h * 0xCC9E2D51) & _M32
    h = _rotl(h, 15)
    h = (h * 0x1B873593) & _M32
    h = _rotl(h, 13)
    h = (h * 5 + 0xE6546B64) & _M32
    h ^= 4
    # bitMix
    h ^= h >> 16
    h = (h * 0x85EBCA6B) & _M32
    h ^= h >> 13
    h = (h * 0xC2B2AE35) & _M32
    h ^= h >> 16
    h = _to_int(h)
    if h >= 0:
        return h
    if h != -(1 << 31):
        return -h
    return 0


def key_group_of_hash(hash_code: int, max_parallelism: int) -> int:
    """``KeyGroupRangeAssignment.computeKeyGroupForKeyHash``."""
    return murmur_hash(hash_code) % max_parallelism


def key_group_range(max_parallelism: int, parallelism: int, index: int) -> tuple[int, int]:
    """``computeKeyGroupRangeForOperatorIndex``: first and last key group of subtask ``index``."""
    start = (index * max_parallelism + parallelism - 1) // parallelism
    end = ((index + 1) * max_parallelism - 1) // parallelism
    return start, end


def _long_hash(v: int) -> int:
    v &= 0xFFFFFFFFFFFFFFFF
    return _to_int(v ^ (v >> 32))


def _string_hash(s: str) -> int:
    h = 0
    raw = s.encode("utf-16-be", "surrogatepass")
    for i in range(0, len(raw), 2):
        h = (31 * h + ((raw[i] << 8) | raw[i + 1])) & _M32
    return _to_int(h)


#: Simple serializer name → the Java ``hashCode()`` of its (boxed) values.
_HASHES: dict[str, Callable] = {
    "Long": _long_hash,
    "Int": _to_int,
    "Short": _to_int,
    "Byte": _to_int,
    "Boolean": lambda v: 1231 if v else 1237,
    "Char": lambda v: ord(v),
    "String": _string_hash,
}


def java_hash_code(snapshot) -> Optional[Callable]:
    """``value -> key.hashCode()`` for keys of ``snapshot``'s type, or None when Java's
    hashCode of that type is not known here (POJOs, Tuples, Rows, ...)."""
    from flink_compat.schema_registry.families.simple import SimpleSnapshot

    if isinstance(snapshot, SimpleSnapshot):
        return _HASHES.get(snapshot.name)
    return None
