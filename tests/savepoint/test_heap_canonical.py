"""Heap-layout entries converted into the canonical layout (``savepoint/_heap_canonical.py``),
against the serializers' own codecs. That the conversion equals Flink's own (the hashmap
backend writing a canonical savepoint) is tested on Flink 2.3 in
``tests/migrate/test_on_flink.py::test_heap_state_rewrites_to_what_flink_writes_canonical``."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from flink_compat.savepoint._codecs import codec_for
from flink_compat.savepoint._heap_canonical import canonical_entries
from flink_compat.savepoint.keyed import KeyedEntry
from flink_compat.savepoint.models import KeyedBackendMeta, StateMetaInfo
from flink_compat.schema_registry._io import FormatError
from flink_compat.schema_registry.families.collections import ListSnapshot, MapSnapshot
from flink_compat.schema_registry.families.simple import SimpleSnapshot

LONG, STRING, VOID = SimpleSnapshot.named("Long"), SimpleSnapshot.named("String"), SimpleSnapshot.named("VoidNamespace")


def _meta(kind: str, value, key=LONG, namespace=VOID) -> KeyedBackendMeta:
    info = StateMetaInfo(name="s", backend_type="KEY_VALUE_V2", options={"KEYED_STATE_TYPE": kind},
                         serializers={"NAMESPACE_SERIALIZER": namespace, "VALUE_SERIALIZER": value})
    return KeyedBackendMeta.model_construct(version=6, compressed=False, key_serializer=key, states=[info], size=0)


def _enc(snapshot, v) -> bytes:
    out = bytearray()
    codec_for(snapshot).encode(v, out)
    return bytes(out)


def _convert(meta, key: bytes, ns: bytes, value: bytes) -> list:
    return list(canonical_entries([KeyedEntry(7, "s", key, ns, None, value)], meta, "sp/_metadata"))


def test_composite_key_carries_lengths_only_when_key_and_namespace_are_both_variable():
    key, ns = _enc(STRING, "k"), _enc(STRING, "window")
    (e,) = _convert(_meta("VALUE", LONG, key=STRING, namespace=STRING), key, ns, _enc(LONG, 5))
    assert e.key == key + bytes([len(key)]) + ns + bytes([len(ns)]) and e.value == _enc(LONG, 5)
    (e,) = _convert(_meta("VALUE", LONG, key=STRING), key, b"\x00", _enc(LONG, 5))
    assert e.key == key + b"\x00" and (e.key_group, e.state, e.namespace, e.user_key) == (7, "s", None, None)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(max_size=12), max_size=8))
def test_list_becomes_its_elements_joined_by_commas(values):
    meta = _meta("LIST", ListSnapshot(element=STRING))
    out = _convert(meta, _enc(LONG, 3), b"\x00", _enc(ListSnapshot(element=STRING), values))
    if not values:
        assert out == []  # Flink writes no entry for an empty list
        return
    (e,) = out
    assert e.key == _enc(LONG, 3) + b"\x00"
    assert e.value == b",".join(_enc(STRING, v) for v in values)


@settings(max_examples=150, deadline=None)
@given(st.dictionaries(st.text(max_size=8), st.none() | st.integers(-(2**63), 2**63 - 1), max_size=6))
def test_map_becomes_one_entry_per_map_key(values):
    snapshot = MapSnapshot(key=STRING, value=LONG)
    out = _convert(_meta("MAP", snapshot), _enc(LONG, 3), b"\x00", _enc(snapshot, values))
    composite = _enc(LONG, 3) + b"\x00"
    expected = [(composite + _enc(STRING, k), b"\x01" if v is None else b"\x00" + _enc(LONG, v)) for k, v in values.items()]
    assert [(e.key, e.value) for e in out] == expected


def test_timers_and_values_keep_their_bytes():
    timer = StateMetaInfo(name="t", backend_type="PRIORITY_QUEUE", serializers={"VALUE_SERIALIZER": LONG})
    meta = KeyedBackendMeta.model_construct(version=6, compressed=False, key_serializer=LONG, states=[timer], size=0)
    (e,) = canonical_entries([KeyedEntry(3, "t", b"TIMERBYTES", None, None, b"")], meta, "x")
    assert (e.key, e.value) == (b"TIMERBYTES", b"")


@pytest.mark.parametrize("kind,snapshot,value,message", [
    ("LIST", ListSnapshot(element=LONG), b"\x00\x00\x00\x02" + b"\x00" * 12, "element at byte 12 ends after"),
    ("LIST", ListSnapshot(element=LONG), b"\x00\x00\x00\x01" + b"\x00" * 9, "elements end at byte 12 of its 13"),
    ("LIST", ListSnapshot(element=LONG), b"\xff\xff\xff\xff", "negative size -1"),
    ("MAP", MapSnapshot(key=LONG, value=LONG), b"\x00\x00\x00\x01" + b"\x00" * 8 + b"\x07", "null flag 7 at byte 12"),
    ("MAP", MapSnapshot(key=LONG, value=LONG), b"\x00\x00\x00\x01" + b"\x00" * 8, "ends inside an entry"),
    ("MAP", MapSnapshot(key=LONG, value=LONG), b"\x00\x00", "has no size"),
])
def test_a_value_that_does_not_frame_is_one_error_naming_the_state(kind, snapshot, value, message):
    with pytest.raises(FormatError, match=message) as err:
        _convert(_meta(kind, snapshot), _enc(LONG, 1), b"\x00", value)
    assert str(err.value).startswith("sp/_metadata: key group 7, state 's': ") and "\n" not in str(err.value)
