"""``p.bootstrap(operator, state, data)``: a state NEW declares, written into the migrated
savepoint from data, so that NEW starts with it: a new state of an operator the savepoint
holds, or of an operator of NEW the savepoint lacks (``compat/migrate.py``
plans it, ``savepoint/rewrite.py`` writes it).

The entries are what Flink's canonical savepoint holds for the state (``keyed.py``): each
key in the key group Flink assigns it (``KeyGroupRangeAssignment``: murmur of the key's
Java ``hashCode``, so keys of simple types), a composite key ``key [| len] | namespace [|
len] [| map key]`` (the lengths when key and namespace are both of variable size), the
value written with the serializer NEW declares for the state: a value, a list's elements
separated by ``,``, a map entry's is-null flag and value. A state with TTL gets each value
wrapped with the time of the migration as its last access, as Flink's TTL serializer
stamps a value it writes.

``data``: an iterable of records, or a Parquet or CSV file (read with pyarrow; CSV
columns typed as pyarrow infers them):

==========================  =============================================  =====================
state kind                  an iterable's record                           a file's columns
==========================  =============================================  =====================
value, reducing, aggreg.    ``(key, value)``                               ``key``, ``value``
list                        ``(key, [elements])`` or ``(key, element)``    ``key``, ``value``
                            (a key's elements in the order given)          (a row per element)
map                         ``(key, {map key: value})`` or                 ``key``, ``user_key``,
                            ``(key, map key, value)``                      ``value``
operator list (split,       an element                                     ``value``
union)
broadcast                   ``(key, value)``, or a dict                    ``key``, ``value``
==========================  =============================================  =====================

Operator state is written per subtask as Flink would have it: a split-distribute list's
elements round robin over the subtasks, a union list's all in subtask 0 (every subtask is
given all of them on restore), a broadcast state's whole map in every subtask.

Values are Python values as the decoders give them (``int``, ``str``, ``PojoValue`` or a
``dict`` of a POJO's fields, tuples...). A key given twice for a value state, or a map
key twice for one key, is an error; so is a value NEW's serializer cannot write.
"""

from __future__ import annotations

import os
import time
from typing import Any, Iterable, Iterator, Optional

from flink_compat.savepoint import _codecs
from flink_compat.savepoint._keygroups import java_hash_code, key_group_of_hash
from flink_compat.savepoint.keyed import length_bytes
from flink_compat.savepoint.models import StateMetaInfo
from flink_compat.schema_registry._base import children_of
from flink_compat.schema_registry.families.simple import VOID_NAMESPACE, SimpleSnapshot
from flink_compat.schema_registry.families.ttl import TtlAwareSnapshot, TtlSnapshot, TtlValue

#: State kinds a bootstrap writes (timers are the job's own, not data).
KINDS = ("VALUE", "REDUCING", "AGGREGATING", "LIST", "MAP")
_VOID = SimpleSnapshot.named("VoidNamespace")


class BootstrapError(ValueError):
    """The data cannot be the state's (one line: which state, which record, why)."""


def records(data, kind: str, where: str) -> Iterator[tuple]:
    """``data``'s records as ``(key, value)`` (list: value a list; map: value a dict or
    ``(map key, value)`` pairs), a file's rows grouped by key in file order."""
    if isinstance(data, (str, os.PathLike)):
        yield from _grouped(_file_rows(os.fspath(data), kind, where), kind)
        return
    if hasattr(data, "toLocalIterator"):  # a Spark DataFrame: its rows by column name, or position
        data = (r[0] if kind == "ELEMENTS" else (r["key"], r["user_key"], r["value"]) if kind == "MAP" and len(r) > 2
                else tuple(r) for r in data.toLocalIterator())
    try:
        it = iter(data)
    except TypeError:
        raise BootstrapError(f"{where}: the data must be records, a Parquet or a CSV file, not {type(data).__name__}") from None
    yield from _grouped(it, kind)


def _grouped(rows: Iterable, kind: str) -> Iterator[tuple]:
    """One record per key: a list's single elements, a map's (key, map key, value) rows
    gathered in the order they come."""
    if kind not in ("LIST", "MAP"):
        yield from rows
        return
    out: dict = {}
    for row in rows:
        if kind == "MAP" and isinstance(row, tuple) and len(row) == 3:
            key, user_key, value = row
            out.setdefault(_hashable(key), (key, []))[1].append((user_key, value))
            continue
        key, value = row
        collected = out.setdefault(_hashable(key), (key, []))[1]
        if kind == "LIST":
            collected.extend(value if isinstance(value, list) else [value])
        else:
            collected.extend(value.items() if isinstance(value, dict) else value)
    yield from out.values()


def _hashable(k):
    return tuple(k) if isinstance(k, list) else k


def _file_rows(path: str, kind: str, where: str) -> Iterator[tuple]:
    try:
        import pyarrow.csv
        import pyarrow.parquet
    except ImportError:
        raise BootstrapError(f"{where}: reading {path} needs pyarrow: pip install 'flink-compat[spark]'") from None
    try:
        table = pyarrow.csv.read_csv(path) if path.lower().endswith(".csv") else pyarrow.parquet.read_table(path)
    except (OSError, pyarrow.ArrowException) as e:
        raise BootstrapError(f"{where}: {path}: {e}") from None
    columns = ("key", "user_key", "value") if kind == "MAP" else ("value",) if kind == "ELEMENTS" else ("key", "value")
    missing = [c for c in columns if c not in table.column_names]
    if missing:
        raise BootstrapError(f"{where}: {path} has no column {', '.join(missing)} (it has {', '.join(table.column_names)})")
    for row in table.select(list(columns)).to_pylist():
        yield row["value"] if kind == "ELEMENTS" else tuple(row[c] for c in columns)


def state_info(name: str, kind: str, value_serializer, namespace_serializer, backend_type: str) -> StateMetaInfo:
    """The meta information Flink writes for a keyed state NEW declares."""
    return StateMetaInfo(
        name=name, backend_type=backend_type, options={"KEYED_STATE_TYPE": kind},
        serializers={"NAMESPACE_SERIALIZER": namespace_serializer or _VOID, "VALUE_SERIALIZER": value_serializer},
    )


def _ttl(snapshot) -> bool:
    if isinstance(snapshot, TtlAwareSnapshot):
        return snapshot.ttl_enabled
    return isinstance(snapshot, TtlSnapshot)


def entries(info: StateMetaInfo, key_serializer, max_parallelism: int, ambiguous: bool, data, where: str,
            now_ms: Optional[int] = None) -> dict[int, list[tuple[bytes, bytes]]]:
    """Key group → (composite key, value) of the state ``info`` holding ``data``."""
    kind = info.kind
    hash_code = java_hash_code(key_serializer)
    if hash_code is None:
        raise BootstrapError(f"{where}: keys of {key_serializer.label()}: each key's key group comes from its Java "
                             "hashCode, which is known here for simple keys only")
    ns = info.namespace_serializer
    if ns is not None and ns.label() != "VoidNamespace":
        raise BootstrapError(f"{where}: a state of namespace {ns.label()} (a window's): only states without a namespace are bootstrapped")
    key_codec = _codecs.codec_for(key_serializer)
    ns_bytes = _codecs.codec_for(_VOID).write(VOID_NAMESPACE)
    vs = info.value_serializer
    kids = children_of(vs)
    element = kids.get("element") if kind == "LIST" else kids.get("value") if kind == "MAP" else vs
    if element is None:
        raise BootstrapError(f"{where}: NEW's {kind} state has no {'element' if kind == 'LIST' else 'value'} serializer ({vs.label()})")
    value_codec = _codecs.codec_for(element)
    map_key_codec = _codecs.codec_for(kids["key"]) if kind == "MAP" else None
    stamp = now_ms if now_ms is not None else int(time.time() * 1000)
    wrap = (lambda v: TtlValue(v, stamp)) if _ttl(element) else (lambda v: v)

    def write(codec, v, what: str, key) -> bytes:
        return _written(codec, v, f"{where}: key {_short(key)}: {what}")

    out: dict[int, list[tuple[bytes, bytes]]] = {}
    seen: set = set()
    for record in records(data, kind, where):
        if not (isinstance(record, tuple) and len(record) == 2):
            raise BootstrapError(f"{where}: a record must be (key, value), not {_short(record)}")
        key, value = record
        key_bytes = write(key_codec, key, "the key", key)
        if key_bytes in seen:
            raise BootstrapError(f"{where}: key {_short(key)} is given twice")
        seen.add(key_bytes)
        try:
            kg = key_group_of_hash(hash_code(key), max_parallelism)
        except (TypeError, ValueError, AttributeError, OverflowError) as e:
            raise BootstrapError(f"{where}: key {_short(key)}: no key group ({e})") from None
        composite = key_bytes + length_bytes(len(key_bytes)) + ns_bytes + length_bytes(len(ns_bytes)) if ambiguous else key_bytes + ns_bytes
        group = out.setdefault(kg, [])
        if kind == "LIST":
            if not value:
                continue  # an empty list: Flink keeps no entry
            group.append((composite, b",".join(write(value_codec, wrap(v), "the element", key) for v in value)))
        elif kind == "MAP":
            map_keys: set = set()
            for user_key, v in value:
                uk = write(map_key_codec, user_key, "the map key", key)
                if uk in map_keys:
                    raise BootstrapError(f"{where}: key {_short(key)}: map key {_short(user_key)} is given twice")
                map_keys.add(uk)
                group.append((composite + uk, b"\x01" if v is None else b"\x00" + write(value_codec, wrap(v), "the map value", key)))
        else:
            group.append((composite, write(value_codec, wrap(value), "the value", key)))
    return {kg: group for kg, group in out.items() if group}


def _written(codec, v, what: str) -> bytes:
    """``v`` written by NEW's serializer ``codec``; a value it cannot write is the user's data's
    fault, said in one line that names ``what`` (where in the plan, which key)."""
    try:
        return codec.write(v)
    except Exception as e:  # noqa: BLE001 - the user's data
        raise BootstrapError(f"{what} {_short(v)} ({type(v).__name__}) is not what NEW's "
                             f"{codec.label} serializer writes ({type(e).__name__}: {e})") from None


def operator_state_info(name: str, kind: str, distribution: str, value_serializer, key_serializer) -> StateMetaInfo:
    """The meta information Flink writes for an operator list or broadcast state."""
    serializers = {"VALUE_SERIALIZER": value_serializer}
    if kind == "BROADCAST":
        serializers["KEY_SERIALIZER"] = key_serializer
    return StateMetaInfo(name=name, backend_type="BROADCAST" if kind == "BROADCAST" else "OPERATOR",
                         options={"OPERATOR_STATE_DISTRIBUTION_MODE": distribution}, serializers=serializers)


def operator_entries(info: StateMetaInfo, parallelism: int, data, where: str) -> list:
    """Per subtask, what its operator state stream holds of ``info`` from ``data``: a list
    state's elements (records are elements; split-distribute: element i to subtask i mod
    the parallelism, Flink's round robin; union: all to subtask 0, as every subtask is given
    all of them on restore), or a broadcast state's ``(key, value)`` entries (every subtask
    holds the whole map, as Flink writes it)."""
    mode = info.options.get("OPERATOR_STATE_DISTRIBUTION_MODE")
    value_codec = _codecs.codec_for(info.value_serializer)

    def write(codec, v, what: str) -> bytes:
        return _written(codec, v, f"{where}: {what}")

    if info.backend_type == "BROADCAST":
        key_codec = _codecs.codec_for(info.key_serializer)
        pairs, seen = [], set()
        for record in records(data.items() if isinstance(data, dict) else data, "VALUE", where):
            if not (isinstance(record, tuple) and len(record) == 2):
                raise BootstrapError(f"{where}: a broadcast state's record must be (key, value), not {_short(record)}")
            k = write(key_codec, record[0], "the key")
            if k in seen:
                raise BootstrapError(f"{where}: key {_short(record[0])} is given twice")
            seen.add(k)
            pairs.append((k, write(value_codec, record[1], "the value")))
        return [pairs] * parallelism
    elements = [write(value_codec, r, "the element") for r in records(data, "ELEMENTS", where)]
    if mode == "UNION":
        return [elements] + [[] for _ in range(parallelism - 1)]
    return [elements[i::parallelism] for i in range(parallelism)]


def _short(v: Any) -> str:
    text = repr(v)
    return text if len(text) <= 60 else text[:57] + "..."
