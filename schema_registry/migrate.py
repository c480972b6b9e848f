"""Value migration: a value read with an old serializer, turned into what the new one writes.

When a state resolves ``COMPATIBLE_AFTER_MIGRATION`` Flink reads every entry with the
serializer restored from the snapshot and writes it with the new one (POJO fields added
start as Java's default, removed ones are dropped, Avro goes through reader/writer schema
resolution, TTL is added or stripped, ...). :func:`migrate` does the same to the Python
values of :mod:`schema_registry.codecs`, so a savepoint's entries can be checked against a
new job (``compat.replay``) without running Flink.

The logic of each family lives in its file, next to its codec: ``MIGRATIONS`` there maps
the family's model class to a builder ``(old_snapshot, new_snapshot) -> (value -> value)``;
this module only dispatches (as :mod:`schema_registry.codecs` does for codecs) and caches
the compiled function per pair of snapshots.

Errors:

* :class:`MigrationError` – this value cannot become a value of the new type (a removed
  enum constant, an Avro union branch that is gone, Long → Int, ...): the entry breaks;
* :class:`CannotVerify` – the value cannot be judged here (a custom serializer, Kryo):
  neither a success nor a failure.
"""

from __future__ import annotations

import contextvars
from functools import lru_cache
from typing import Any, Callable

Migrator = Callable[[Any], Any]


class MigrationError(ValueError):
    """A value the new serializer cannot hold after Flink's migration."""


class CannotVerify(Exception):
    """A value whose migration cannot be checked without the user's code."""


def identity(value):
    return value


def failing(message: str) -> Migrator:
    """A migrator whose every call raises :class:`MigrationError` with ``message``."""

    def fail(_value):
        raise MigrationError(message)

    return fail


def unverifiable(message: str) -> Migrator:
    def fail(_value):
        raise CannotVerify(message)

    return fail


@lru_cache(maxsize=None)
def _builders() -> dict:
    from . import families

    return families.dispatch_table("MIGRATIONS")


def _crossings() -> dict:
    from . import families

    return families.dispatch_table("CROSSINGS")


def crossing(old, new) -> "Migrator | str | None":
    """A rewrite's conversion of values between serializers of two families, which Flink's
    restore never migrates between (a family file's ``CROSSINGS``, by (old family, new
    family)): the function, why this pair does not convert (a string), or None when no family
    converts the one into the other."""
    build = _crossings().get((getattr(old, "family", None), getattr(new, "family", None)))
    return None if build is None else build(old, new)


_CACHE: dict = {}


#: Set while building the migrators of a rewrite (``intended=True``): values as the new
#: serializer means them, where Flink's own migration does otherwise (Avro GenericRecords:
#: Avro's schema resolution, not Flink's positional write).
_INTENDED: contextvars.ContextVar[bool] = contextvars.ContextVar("flink_compat_intended_migration", default=False)


def intended() -> bool:
    """Whether the migrator being built gives the intended values (see :data:`_INTENDED`)."""
    return _INTENDED.get()


def migrator(old, new, intended: bool = False) -> Migrator:
    """The function that migrates values written by ``old``'s serializer to ``new``'s, as
    Flink's restore does (the replay); with ``intended``, as the new serializer means them
    (``migrate``'s rewrite, which NEW then restores as is).

    Never raises: a pair that cannot migrate gives a function that raises
    :class:`MigrationError` (or :class:`CannotVerify`) for every value it is given.
    """
    if intended and not _INTENDED.get():
        token = _INTENDED.set(True)
        try:
            return migrator(old, new)
        finally:
            _INTENDED.reset(token)
    key = (old, new, _INTENDED.get())
    try:
        fn = _CACHE.get(key)
    except TypeError:  # pragma: no cover - unhashable model
        fn, key = None, None
    if fn is None:
        fn = _build(old, new)
        if key is not None:
            if len(_CACHE) > 4096:
                _CACHE.clear()
            _CACHE[key] = fn
    return fn


def _build(old, new) -> Migrator:
    from .families.opaque import OpaqueSnapshot
    from .families.ttl import ttl_switch

    if old is None or new is None:
        return unverifiable("no serializer snapshot on one side")
    if isinstance(old, OpaqueSnapshot) or isinstance(new, OpaqueSnapshot):
        if old == new:
            return identity
        return unverifiable(f"custom serializer {(new if isinstance(new, OpaqueSnapshot) else old).snapshot_class}")
    switch = ttl_switch(old, new)
    if switch is not None:
        return switch
    if type(old) is not type(new):
        converted = crossing(old, new) if _INTENDED.get() else None  # a rewrite converts what Flink refuses
        if converted is not None:
            return converted if callable(converted) else failing(converted)
        return failing(f"serializer changed from {old.label()} to {new.label()}: Flink has no conversion")
    if old == new:
        return identity
    builder = _builders().get(type(new))
    if builder is None:
        return unverifiable(f"no value migration known for {new.label()} ({new.family})")
    return builder(old, new)


def migrate(value, old, new):
    """``value`` (as ``old``'s codec decoded it) as the new serializer will hold it."""
    return migrator(old, new)(value)


def nested(old, new) -> Migrator:
    """For family builders: the migrator of a nested pair, identity when unchanged."""
    return identity if old == new else migrator(old, new)
