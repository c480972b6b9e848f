"""Heap-layout keyed entries as a canonical savepoint holds them.

The hashmap backend's checkpoints and native savepoints (``keyed.HEAP``) hold each state
as its serializer writes it: a ListState's whole ``List``, a MapState's whole ``Map``.
When the hashmap backend writes a canonical savepoint it converts them
(``HeapKeyValueStateIterator``), and so does this, entry by entry:

* the composite key is ``key | namespace`` (``SerializedCompositeKeyBuilder``), each
  followed by its length in little-endian base-256 bytes when the key and the namespace
  serializers are both of variable size (``CompositeKeySerializationUtils``);
* a ListState's ``int size | elements`` (``ListSerializer``) becomes the elements joined
  by ``,`` (``ListDelimitedSerializer``); an empty list is no entry;
* a MapState's ``int size | (key | boolean null | value)*`` (``MapSerializer``) becomes
  one entry per map key: ``composite key | map key`` → ``boolean null | value`` (a null
  value as RocksDB holds it: the flag alone); an empty map is no entry;
* a timer is its serialized bytes after the key group prefix, as in the heap layout;
  other values are unchanged.
"""

from __future__ import annotations

import struct
from typing import Iterator

from flink_compat.schema_registry._base import children_of
from flink_compat.schema_registry._io import FormatError

from . import _codecs
from .keyed import KeyedEntry, length_bytes
from .models import KeyedBackendMeta, StateMetaInfo


class _State:
    """The conversion of one state's heap entries."""

    def __init__(self, st: StateMetaInfo, key_serializer, source: str):
        self.name, self.kind, self.source = st.name, st.kind, source
        self.timer = st.backend_type == "PRIORITY_QUEUE"
        self.ambiguous = (not self.timer and _codecs.lengths(key_serializer)[0] < 0
                          and _codecs.lengths(st.namespace_serializer)[0] < 0)
        self.malformed = _codecs.low_level_errors() + (FormatError,)
        kids = children_of(st.value_serializer)
        if self.kind == "LIST" and not self.timer:
            self.element = _codecs.skipper(kids["element"])
        if self.kind == "MAP":
            self.map_key = _codecs.skipper(kids["key"])
            self.map_value = _codecs.skipper(kids["value"])

    def error(self, e: KeyedEntry, message: str) -> FormatError:
        return FormatError(self.source, None, f"key group {e.key_group}, state {self.name!r}: {message}")

    def _skip(self, e: KeyedEntry, skipper, b: bytes, pos: int, what: str) -> int:
        """The end of the ``what`` starting at ``b[pos]``."""
        try:
            end = pos + skipper if skipper.__class__ is int else skipper(b, pos)
        except self.malformed as err:
            raise self.error(e, f"the {what} at byte {pos} of the {self.kind} value does not frame ({getattr(err, 'message', err)})") from None
        if end > len(b):
            raise self.error(e, f"the {what} at byte {pos} ends after the {self.kind} value's {len(b)} bytes")
        return end

    def entries(self, e: KeyedEntry) -> Iterator[KeyedEntry]:
        if self.timer:
            yield KeyedEntry(e.key_group, self.name, bytes(e.key), None, None, b"")
            return
        key, ns = bytes(e.key), bytes(e.namespace)
        if self.ambiguous:
            composite = key + length_bytes(len(key)) + ns + length_bytes(len(ns))
        else:
            composite = key + ns
        value = bytes(e.value)
        if self.kind == "LIST":
            elements = self._elements(e, value)
            if elements:
                yield KeyedEntry(e.key_group, self.name, composite, None, None, b",".join(elements))
        elif self.kind == "MAP":
            for user_key, user_value in self._map(e, value):
                yield KeyedEntry(e.key_group, self.name, composite + user_key, None, None, user_value)
        else:
            yield KeyedEntry(e.key_group, self.name, composite, None, None, value)

    def _count(self, e, value: bytes) -> int:
        if len(value) < 4:
            raise self.error(e, f"a {self.kind} value of {len(value)} bytes has no size")
        n = struct.unpack_from(">i", value)[0]
        if n < 0:
            raise self.error(e, f"a {self.kind} value of negative size {n}")
        return n

    def _elements(self, e, value: bytes) -> list:
        out, pos = [], 4
        for _ in range(self._count(e, value)):
            end = self._skip(e, self.element, value, pos, "element")
            out.append(value[pos:end])
            pos = end
        if pos != len(value):
            raise self.error(e, f"the list's elements end at byte {pos} of its {len(value)}")
        return out

    def _map(self, e, value: bytes) -> list:
        out, pos = [], 4
        for _ in range(self._count(e, value)):
            end = self._skip(e, self.map_key, value, pos, "map key")
            user_key = value[pos:end]
            if end >= len(value):
                raise self.error(e, "the map ends inside an entry")
            null = value[end]
            if null == 1:
                out.append((user_key, b"\x01"))
                pos = end + 1
            elif null == 0:
                pos = self._skip(e, self.map_value, value, end + 1, "map value")
                out.append((user_key, value[end:pos]))
            else:
                raise self.error(e, f"map value null flag {null} at byte {end}")
        if pos != len(value):
            raise self.error(e, f"the map's entries end at byte {pos} of its {len(value)}")
        return out


def canonical_entries(entries, meta: KeyedBackendMeta, source: str) -> Iterator[KeyedEntry]:
    """``entries`` of one heap-layout stream (whose meta information is ``meta``) as the
    canonical layout's entries (``split=False``: ``key`` is the composite key)."""
    states = {}
    for e in entries:
        conv = states.get(e.state)
        if conv is None:
            st = next(s for s in meta.states if s.name == e.state)
            conv = states[e.state] = _State(st, meta.key_serializer, source)
        yield from conv.entries(e)
