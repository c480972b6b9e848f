"""Unknown snapshot classes become OpaqueSnapshots whose end is found soundly; bad bytes
raise FormatError and nothing else (hypothesis), quickly."""

from __future__ import annotations

import struct

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from flink_compat.schema_registry import snapshot as _snapshot  # noqa: F401
from flink_compat.schema_registry._io import DataInput, DataOutput, FormatError
from flink_compat.schema_registry.binary import (
    COMPOSITE_MAGIC,
    NESTED_MAGIC,
    parse_bounded,
    read_snapshot,
    read_versioned_snapshot,
    write_snapshot,
)
from flink_compat.schema_registry.families.collections import MapSnapshot
from flink_compat.schema_registry.families.opaque import OpaqueSnapshot
from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from flink_compat.schema_registry.families.tuple import TupleSnapshot

from .corpus import cases

CUSTOM = "com.example.MyCustomSerializer$MySnapshot"


def _custom_body() -> bytes:
    # A custom snapshot body: some UTF, an int, arbitrary bytes.
    out = DataOutput()
    out.write_utf("config")
    out.write_int(7)
    out.write_bytes(b"\x01\x02\x03")
    return out.getvalue()


def _with_custom(snapshot_bytes: bytes, body: bytes, custom_class: str = CUSTOM) -> bytes:
    """Replace the bytes of the *last* String snapshot inside ``snapshot_bytes`` by a custom one."""
    marker = b"StringSerializer$StringSerializerSnapshot\x00\x00\x00\x03"
    name = b"org.apache.flink.api.common.typeutils.base." + marker[:-4]
    at = snapshot_bytes.rindex(struct.pack(">H", len(name)) + name)
    end = at + 2 + len(name) + 4
    out = DataOutput()
    out.write_utf(custom_class)
    out.write_int(1)
    out.write_bytes(body)
    return snapshot_bytes[:at] + out.getvalue() + snapshot_bytes[end:]


def _tuple(*names):
    return TupleSnapshot(
        tuple_class=f"org.apache.flink.api.java.tuple.Tuple{len(names)}",
        fields=tuple(SimpleSnapshot.named(n) for n in names),
    )


def test_unknown_last_field_takes_the_bytes_up_to_the_bound():
    raw = _with_custom(write_snapshot(_tuple("Long", "String")), _custom_body())
    snap = read_snapshot(DataInput(raw), end=len(raw))
    custom = snap.fields[1]
    assert isinstance(custom, OpaqueSnapshot)
    assert custom.snapshot_class == CUSTOM and bytes.fromhex(custom.body_hex) == _custom_body()
    assert write_snapshot(snap) == raw


def test_unknown_middle_field_resynchronises_on_the_next_header():
    raw = _with_custom(write_snapshot(_tuple("String", "Long")), _custom_body())
    snap = read_snapshot(DataInput(raw), end=len(raw))
    assert isinstance(snap.fields[0], OpaqueSnapshot)
    assert snap.fields[1] == SimpleSnapshot.named("Long")
    assert write_snapshot(snap) == raw


def test_unknown_composite_body_is_read_structurally_even_without_a_bound():
    nested = DataOutput()
    nested.write_int(COMPOSITE_MAGIC)
    nested.write_int(1)
    nested.write_utf("outer part")  # unknown outer snapshot content
    nested.write_int(NESTED_MAGIC)
    nested.write_int(1)
    nested.write_int(1)
    nested.write_utf(SimpleSnapshot.named("Int").snapshot_class)
    nested.write_int(3)
    raw = _with_custom(write_snapshot(_tuple("String", "Long")), nested.getvalue())
    inp = DataInput(raw + b"more")
    snap = read_snapshot(inp)
    assert inp.pos == len(raw)
    assert isinstance(snap.fields[0], OpaqueSnapshot)
    assert snap.fields[0].nested == (SimpleSnapshot.named("Int"),)


def test_unknown_without_bound_is_a_format_error_naming_the_class():
    raw = _with_custom(write_snapshot(_tuple("String", "Long")), _custom_body())
    with pytest.raises(FormatError, match="MyCustomSerializer"):
        read_snapshot(DataInput(raw + b"\x00\x00"))


def test_unknown_inside_pojo_field_is_bounded_by_its_frame():
    pojo = PojoSnapshot(
        pojo_class="com.example.P",
        fields=(
            PojoField(name="a", declaring_class="com.example.P", serializer=SimpleSnapshot.named("String")),
            PojoField(name="b", declaring_class="com.example.P", serializer=SimpleSnapshot.named("Int")),
        ),
    )
    raw = write_snapshot(pojo)
    body = _custom_body()
    # swap field a's snapshot for a custom one and fix the frame length
    name = SimpleSnapshot.named("String").snapshot_class.encode()
    at = raw.index(struct.pack(">H", len(name)) + name)
    frame_len = struct.unpack_from(">i", raw, at - 4)[0]
    custom = DataOutput()
    custom.write_utf(CUSTOM)
    custom.write_int(1)
    custom.write_bytes(body)
    new = custom.getvalue()
    raw2 = raw[: at - 4] + struct.pack(">i", len(new)) + new + raw[at + frame_len :]
    inp = DataInput(raw2 + b"tail")
    snap = read_snapshot(inp)  # no bound needed: the frame bounds it
    assert inp.pos == len(raw2)
    assert isinstance(snap.fields[0].serializer, OpaqueSnapshot)
    assert write_snapshot(snap) == raw2


def test_parse_bounded_verifies_the_guess_with_what_follows():
    # A savepoint-like layout: (UTF key, snapshot)* with no lengths, bounded as a whole.
    out = DataOutput()
    parts = [("KEY", _tuple("String", "Long")), ("VALUE", MapSnapshot(key=SimpleSnapshot.named("Int"), value=SimpleSnapshot.named("String")))]
    for key, snap in parts:
        out.write_utf(key)
        out.write_bytes(write_snapshot(snap))
    raw = _with_custom(out.getvalue(), _custom_body())

    def read_all(inp):
        got = []
        while not inp.at_end():
            got.append((inp.read_utf(), read_snapshot(inp)))
        return got

    got = parse_bounded(read_all, DataInput(raw), len(raw))
    assert [k for k, _ in got] == ["KEY", "VALUE"]
    assert isinstance(got[0][1].fields[0], OpaqueSnapshot) or isinstance(got[1][1].value, OpaqueSnapshot)


def test_deep_nesting_is_rejected():
    raw = bytearray(struct.pack(">i", 2))
    list_cls = "org.apache.flink.api.common.typeutils.base.ListSerializerSnapshot"
    for _ in range(200):
        out = DataOutput()
        out.write_utf(list_cls)
        out.write_int(3)
        out.write_int(COMPOSITE_MAGIC)
        out.write_int(1)
        out.write_int(NESTED_MAGIC)
        out.write_int(1)
        out.write_int(1)
        raw += out.buf
    with pytest.raises(FormatError, match="deeper"):
        read_snapshot(DataInput(bytes(raw)))


_CORPUS_SNAPSHOTS = [c.snapshot_bytes() for c in cases()[::25]]
_SEEDS = _CORPUS_SNAPSHOTS or [write_snapshot(_tuple("String", "Long"))]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=300))
def test_random_bytes_decode_or_raise_format_error(data):
    for fn in (read_snapshot, read_versioned_snapshot):
        try:
            fn(DataInput(data), end=len(data))
        except FormatError:
            pass
        try:
            fn(DataInput(data))
        except FormatError:
            pass


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(_SEEDS), st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 255)), min_size=1, max_size=4), st.integers(0, 40))
def test_mutated_snapshots_decode_or_raise_format_error(seed, flips, cut):
    data = bytearray(seed)
    for where, value in flips:
        data[where % len(data)] = value
    data = bytes(data[: max(0, len(data) - cut)])
    try:
        read_snapshot(DataInput(data), end=len(data))
    except FormatError:
        pass
    try:
        read_snapshot(DataInput(data))
    except FormatError:
        pass
