"""The entry functions of a migration plan (``savepoint.rewrite.EntryFn``): one entry's
bytes decoded, converted as the plan says (key conversion, value conversion or Flink's
own / a lossless one, transform) and encoded with NEW's serializers.

Built on the driver, run in the rewrite's tasks: pickled with the :class:`UserPlan` (its
source text) and the serializer snapshots; the codecs and the user's functions are
rebuilt where they run (``_build``).
"""

from __future__ import annotations

from typing import Optional

from flink_compat.savepoint import _codecs
from flink_compat.savepoint.decode import list_elements
from flink_compat.savepoint.keyed import length_bytes
from flink_compat.savepoint.rewrite import EntryError
from flink_compat.schema_registry.migrate import CannotVerify, MigrationError, migrator
from flink_compat.schema_registry.widening import widener

from .migration_plan import UserPlan, _line_in, where

_LIST_DELIMITER = b","


def automatic(old, new):
    """value -> value of a pair that needs no plan (identity, widening, Flink's migration)."""
    if old == new:
        return None
    return widener(old, new) or migrator(old, new, intended=True)


def _short(v) -> str:
    r = repr(v)
    return r if len(r) <= 60 else r[:57] + "..."


class _UserFn:
    """A function of the plan, by its declaration's index (rebuilt from the plan's text)."""

    def __init__(self, plan: UserPlan, index: int):
        self.plan, self.index = plan, index

    def declaration(self):
        return self.plan.declarations[self.index]

    def label(self, line: Optional[int] = None) -> str:
        """file:line (the declaration's, or ``line``): the declaration."""
        d = self.declaration()
        return f"{where(self.plan.path, line or d.line)}: {d.api()}"

    def __call__(self, *args):
        try:
            return self.declaration().fn(*args)
        except Exception as e:  # noqa: BLE001 - the user's code
            arg = ", ".join(_short(a) for a in args)
            line = _line_in(e.__traceback__, self.plan.path)
            raise EntryError(f"{self.label(line)} raised {type(e).__name__}: {e} (for {arg})") from None


class _BuiltWhereRun:
    """Pickled without what ``_build`` makes (codecs, conversions): built again where it runs."""

    _built = None

    def __getstate__(self):
        d = dict(self.__dict__)
        d.pop("_built", None)
        return d


class Shape(_BuiltWhereRun):
    """How one state's entries are laid out and converted (all snapshots may be None when
    unchanged, for the key).

    A keyed entry's composite key (after the key group) is ``key [| len] | namespace [|
    len] [| map key]``, the lengths written when key and namespace are both of variable
    size (``CompositeKeySerializationUtils.isAmbiguousKeyPossible``): ``ambiguous`` says
    so for the savepoint's key and NEW's. The key and the map key are converted (a
    plan's function, else ``key_auto`` / ``map_key_auto``: a lossless widening) and
    written with NEW's serializers; the namespace is copied."""

    def __init__(self, state: str, kind: str, *, old_key=None, new_key=None, key_fn: Optional[_UserFn] = None,
                 key_auto=None, old_ns=None, old_value=None, new_value=None, value_fn: Optional[_UserFn] = None,
                 map_key=None, new_map_key=None, map_key_fn: Optional[_UserFn] = None, map_key_auto=None,
                 ambiguous=(False, False), transform: Optional[_UserFn] = None, operator_key=None, op_state: bool = False):
        self.state, self.kind = state, kind
        self.old_key, self.new_key, self.key_fn, self.key_auto = old_key, new_key, key_fn, key_auto
        self.old_ns, self.old_value, self.new_value, self.value_fn = old_ns, old_value, new_value, value_fn
        self.map_key, self.new_map_key, self.map_key_fn, self.map_key_auto = map_key, new_map_key, map_key_fn, map_key_auto
        self.ambiguous = tuple(ambiguous)
        self.transform, self.operator_key, self.op_state = transform, operator_key, op_state
        #: Whether the key (and so the key group) of every entry stays: only the map key,
        #: the lengths of an ambiguous layout or the value change (``rewrite._in_place``).
        self.keeps_key = key_fn is None and key_auto is None and transform is None
        #: Whether two entries may end with the same composite key (a plan's function
        #: wrote it; a widening is one-to-one).
        self.may_collide = key_fn is not None or map_key_fn is not None or transform is not None

    def _build(self):
        c = _codecs.codec_for
        b = {
            "old_key": c(self.old_key) if self.old_key is not None else None,
            "new_key": c(self.new_key if self.new_key is not None else self.old_key) if self.old_key is not None else None,
            "key_skip": _codecs.skipper(self.old_key) if self.old_key is not None and not self.op_state else None,
            "key_auto": automatic(self.key_auto[0], self.key_auto[1]) if self.key_auto else None,
            "ns_skip": _codecs.skipper(self.old_ns) if self.old_ns is not None else None,
            "old_value": c(self.old_value) if self.old_value is not None else None,
            "new_value": c(self.new_value) if self.new_value is not None else None,
            "value_auto": None if self.value_fn is not None or self.old_value is None else automatic(self.old_value, self.new_value),
            "map_key": c(self.map_key) if self.map_key is not None else None,
            "new_map_key": c(self.new_map_key if self.new_map_key is not None else self.map_key) if self.map_key is not None else None,
            "map_key_auto": automatic(self.map_key_auto[0], self.map_key_auto[1]) if self.map_key_auto else None,
            "op_key": c(self.operator_key) if self.operator_key is not None else None,
        }
        self._built = b
        return b

    def _split(self, b, key: bytes) -> tuple:
        """(key bytes, namespace bytes, map key bytes) of a composite key in the
        savepoint's layout (``CompositeKeySerializationUtils.readKey/readNamespace``)."""
        skip, ns_skip = b["key_skip"], b["ns_skip"]
        k_end = skip if skip.__class__ is int else skip(key, 0)
        ns_start = k_end + (len(length_bytes(k_end)) if self.ambiguous[0] else 0)
        ns_end = ns_start + ns_skip if ns_skip.__class__ is int else ns_skip(key, ns_start)
        rest = ns_end + (len(length_bytes(ns_end - ns_start)) if self.ambiguous[0] else 0)
        if ns_end > len(key) or rest > len(key):
            raise EntryError(f"state {self.state!r}: a composite key ends inside its key or namespace")
        return key[:k_end], key[ns_start:ns_end], key[rest:]

    def _join(self, key: bytes, ns: bytes, map_key: bytes) -> bytes:
        """The composite key in NEW's layout (``writeKey``/``writeNameSpace``)."""
        if not self.ambiguous[1]:
            return key + ns + map_key
        return key + length_bytes(len(key)) + ns + length_bytes(len(ns)) + map_key

    # -- values

    def _value(self, b, data: bytes):
        v = b["old_value"].decode_all(data, f"state {self.state!r}")
        if self.value_fn is not None:
            return self.value_fn(v)
        auto = b["value_auto"]
        if auto is None:
            return v
        try:
            return auto(v)
        except (MigrationError, CannotVerify) as e:
            raise EntryError(f"state {self.state!r}: a value does not convert: {e}") from None

    def _write(self, codec, v, what: str) -> bytes:
        """``v`` encoded; an :class:`EntryError` naming the plan's function that made it."""
        try:
            return codec.write(v)
        except Exception as e:  # noqa: BLE001 - the value came from the user's function
            src = self.transform or {"the key": self.key_fn, "the map key": self.map_key_fn}.get(what, self.value_fn)
            by = f"{src.label()} returned" if src is not None else "got"
            raise EntryError(f"state {self.state!r}: {by} {what} {_short(v)} ({type(v).__name__}), which NEW's "
                             f"{codec.label} serializer cannot write ({type(e).__name__}: {e})") from None

    # -- the entry function

    def __call__(self, key: Optional[bytes], value: bytes):
        b = self._built or self._build()
        if self.op_state:
            return self._operator_entry(b, key, value)
        if self.kind == "TIMER":  # the timer is the key: timestamp | key | namespace
            k, pos = b["old_key"].decode(key, 8)
            k = self.key_fn(k) if self.key_fn is not None else b["key_auto"](k)
            return key[:8] + self._write(b["new_key"], k, "the key") + key[pos:], value
        kind = self.kind
        need_key = self.key_fn is not None or b["key_auto"] is not None or self.transform is not None
        map_keys = kind == "MAP" and (self.transform is not None or self.map_key_fn is not None or b["map_key_auto"] is not None)
        rebuild = need_key or map_keys or self.ambiguous[0] != self.ambiguous[1]
        if rebuild:
            key_bytes, ns, user_key_bytes = self._split(b, key)
        k = user_key = None
        if need_key:
            k = b["old_key"].decode_all(key_bytes, f"state {self.state!r} key")
            if self.key_fn is not None:
                k = self.key_fn(k)
            elif b["key_auto"] is not None:
                k = b["key_auto"](k)
        if map_keys:
            user_key = b["map_key"].decode_all(user_key_bytes, f"state {self.state!r} map key")
            if self.map_key_fn is not None:
                user_key = self.map_key_fn(user_key)
            elif b["map_key_auto"] is not None:
                user_key = b["map_key_auto"](user_key)
        if kind == "LIST":
            v = [self._value(b, el) for el in list_elements(value, self.old_value)]
        elif kind == "MAP":
            v = None if value[:1] != b"\x00" else self._value(b, value[1:])
            if self.transform is not None:
                v = (user_key, v)
        else:
            v = self._value(b, value)
        if self.transform is not None:
            out = self._transformed(k, v)
            if out is None:
                return None
            k, v = out
            if kind == "MAP":
                if not (isinstance(v, tuple) and len(v) == 2):
                    raise EntryError(f"{self.transform.label()} returned the map value {_short(v)}: expected (map key, map value)")
                user_key, v = v
        if rebuild:
            if need_key:
                key_bytes = self._write(b["new_key"], k, "the key")
            if map_keys:
                user_key_bytes = self._write(b["new_map_key"], user_key, "the map key")
            key = self._join(key_bytes, ns, user_key_bytes)
        codec = b["new_value"]
        if kind == "LIST":
            if not isinstance(v, list):
                raise EntryError(f"state {self.state!r}: a list state's value must be a list, got {_short(v)}")
            if not v:
                return None  # an empty list: Flink keeps no entry
            value = _LIST_DELIMITER.join(self._write(codec, el, "the element") for el in v)
        elif kind == "MAP":
            value = b"\x01" if v is None else b"\x00" + self._write(codec, v, "the map value")
        else:
            value = self._write(codec, v, "the value")
        return key, value

    def _transformed(self, k, v) -> Optional[tuple]:
        """The plan's transform of an entry: ``(key, value)``, or None to drop it."""
        out = self.transform(k, v)
        if out is not None and not (isinstance(out, tuple) and len(out) == 2):
            raise EntryError(f"{self.transform.label()} returned {_short(out)}: expected (key, value) or None")
        return out

    def _operator_entry(self, b, key: Optional[bytes], value: bytes):
        k = None if key is None else b["op_key"].decode_all(key, f"state {self.state!r} key")
        v = self._value(b, value)
        if self.transform is not None:
            out = self._transformed(k, v)
            if out is None:
                return None
            k, v = out
            if key is None and k is not None:
                raise EntryError(f"{self.transform.label()} returned the key {_short(k)} for an operator list element: it has none")
        new_key = None if key is None else self._write(b["op_key"], k, "the key")
        return new_key, self._write(b["new_value"], v, "the value")


class Split(_BuiltWhereRun):
    """An operator list element routed by the plan's function to one of NEW's list states:
    (None, element bytes, target state), or None when dropped."""

    def __init__(self, state: str, old, targets: dict, fn: _UserFn):
        self.state, self.old, self.targets, self.fn = state, old, targets, fn

    def _build(self):
        c = _codecs.codec_for
        self._built = (c(self.old), {n: (c(s), automatic(self.old, s)) for n, s in self.targets.items()})
        return self._built

    def __call__(self, key, value: bytes):
        old, targets = self._built or self._build()
        v = old.decode_all(value, f"state {self.state!r}")
        name = self.fn(v)
        if name is None:
            return None
        if name not in targets:
            raise EntryError(f"{self.fn.label()} returned {_short(name)}: expected one of {', '.join(map(repr, targets))} or None")
        codec, auto = targets[name]
        if auto is not None:
            try:
                v = auto(v)
            except (MigrationError, CannotVerify) as e:
                raise EntryError(f"state {self.state!r} → {name!r}: a value does not convert: {e}") from None
        return None, codec.write(v), name


__all__ = ["Shape", "Split", "automatic"]
