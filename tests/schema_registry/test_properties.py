"""Hypothesis properties of the value codecs and of snapshot writing:

* encode → decode gives the value back and consumes exactly the bytes; skip agrees;
* decode → encode gives the bytes back (for the values encode produced);
* any bytes fed to a codec decode or raise FormatError, nothing else;
* write_snapshot → read_snapshot gives the snapshot back.
"""

from __future__ import annotations

import math
from datetime import date, datetime, time, timedelta, timezone
from decimal import Decimal

from hypothesis import HealthCheck, given, settings, strategies as st

from flink_compat.schema_registry import snapshot as _snapshot  # noqa: F401
from flink_compat.schema_registry._io import DataInput, FormatError
from flink_compat.schema_registry.binary import read_snapshot, write_snapshot
from flink_compat.schema_registry.codecs import codec_for
from flink_compat.schema_registry.families.avro import AvroSnapshot
from flink_compat.schema_registry.families.collections import GenericArraySnapshot, ListSnapshot, MapSnapshot, SetSnapshot
from flink_compat.schema_registry.families.either import EitherSnapshot, Left, Right
from flink_compat.schema_registry.families.enum import EnumSnapshot
from flink_compat.schema_registry.families.kryo import KryoRegistration, KryoSnapshot
from flink_compat.schema_registry.families.nullable import NullableSnapshot
from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot, PojoValue
from flink_compat.schema_registry.families.row import Row, RowSnapshot
from flink_compat.schema_registry.families.scala import ScalaEnumSnapshot, ScalaOptionSnapshot, Some
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from flink_compat.schema_registry.families.timers import Timer, TimerSnapshot
from flink_compat.schema_registry.families.ttl import TtlAwareSnapshot, TtlSnapshot, TtlValue
from flink_compat.schema_registry.families.tuple import TupleSnapshot

FAST = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_i = lambda bits: st.integers(-(1 << (bits - 1)), (1 << (bits - 1)) - 1)  # noqa: E731
_text = st.text(max_size=20)
_utc = timezone.utc
_f32 = st.floats(width=32, allow_nan=False)

#: name → value strategy, for the simple serializers whose values round-trip exactly.
SIMPLE_VALUES = {
    "Boolean": st.booleans(),
    "Byte": _i(8),
    "Short": _i(16),
    "Int": _i(32),
    "Long": _i(64),
    "Float": _f32,
    "Double": st.floats(allow_nan=False),
    "Char": st.integers(0, 0xFFFF).map(chr),
    "String": st.one_of(st.none(), _text),
    "StringValue": _text,
    "BigInteger": st.one_of(st.none(), st.integers(-(10**40), 10**40)),
    "BigDecimal": st.one_of(st.none(), st.decimals(allow_nan=False, allow_infinity=False, places=st.integers(-5, 10) if False else None)),
    "Date": st.one_of(st.none(), st.integers(-(10**12), 10**13).map(lambda ms: datetime(1970, 1, 1, tzinfo=_utc) + timedelta(milliseconds=ms))),
    "SqlTimestamp": st.datetimes(min_value=datetime(1000, 1, 1), max_value=datetime(9000, 1, 1)).map(lambda d: d.replace(tzinfo=_utc)),
    "Instant": st.one_of(st.none(), st.datetimes(min_value=datetime(1, 1, 2), max_value=datetime(9999, 1, 1)).map(lambda d: d.replace(tzinfo=_utc))),
    "LocalDate": st.one_of(st.none(), st.dates()),
    "LocalTime": st.one_of(st.none(), st.times()),
    "LocalDateTime": st.one_of(st.none(), st.datetimes()),
    "int[]": st.lists(_i(32), max_size=5),
    "long[]": st.lists(_i(64), max_size=5),
    "double[]": st.lists(st.floats(allow_nan=False), max_size=5),
    "boolean[]": st.lists(st.booleans(), max_size=5),
    "byte[]": st.binary(max_size=10),
    "char[]": st.text(alphabet=st.characters(max_codepoint=0xFFFF, blacklist_categories=("Cs",)), max_size=5),
    "String[]": st.lists(st.one_of(st.none(), _text), max_size=4),
    "TimeWindow": st.tuples(_i(64), _i(64)),
    "VoidNamespace": st.just(None),
}
# BigDecimal: Decimal values with a finite exponent.
SIMPLE_VALUES["BigDecimal"] = st.one_of(
    st.none(), st.tuples(st.integers(-(10**30), 10**30), st.integers(-20, 20)).map(lambda t: Decimal(t[0]).scaleb(t[1]))
)


def _normalise(name, v):
    from flink_compat.schema_registry.families.simple import GLOBAL_WINDOW, VOID_NAMESPACE, TimeWindow

    if name == "VoidNamespace":
        return VOID_NAMESPACE
    if name == "TimeWindow":
        return TimeWindow(*v)
    return v


def _leaf():
    return st.sampled_from(sorted(SIMPLE_VALUES)).flatmap(
        lambda n: st.tuples(st.just(SimpleSnapshot.named(n)), SIMPLE_VALUES[n].map(lambda v, n=n: _normalise(n, v)))
    )


def _extend(children):
    def tuple_of(pairs):
        snap = TupleSnapshot(tuple_class=f"org.apache.flink.api.java.tuple.Tuple{len(pairs)}", fields=tuple(p[0] for p in pairs))
        return snap, tuple(p[1] for p in pairs)

    def row_of(pairs, kind, nulls):
        vals = tuple(None if null else p[1] for p, null in zip(pairs, nulls))
        return RowSnapshot(fields=tuple(p[0] for p in pairs)), Row(kind, vals)

    def pojo_of(pairs):
        fields = tuple(PojoField(name=f"f{i}", declaring_class="com.example.P", serializer=p[0]) for i, p in enumerate(pairs))
        return PojoSnapshot(pojo_class="com.example.P", fields=fields), PojoValue("com.example.P", {f"f{i}": p[1] for i, p in enumerate(pairs)})

    def list_of(pair, n):
        return ListSnapshot(element=pair[0]), [pair[1]] * n

    def map_of(key, val):
        k = key[1]
        try:
            hash(k)
        except TypeError:
            return ListSnapshot(element=val[0]), [val[1]]
        return MapSnapshot(key=key[0], value=val[0]), {k: val[1]}

    def nullable_of(pair, null):
        return NullableSnapshot(inner=pair[0]), None if null else pair[1]

    def either_of(left, right, is_left):
        snap = EitherSnapshot(left=left[0], right=right[0])
        return snap, Left(left[1]) if is_left else Right(right[1])

    pairs = st.lists(children, min_size=1, max_size=4)
    return st.one_of(
        pairs.map(tuple_of),
        st.builds(lambda p, k, seed: row_of(p, k, [(seed >> i) & 1 == 1 for i in range(len(p))]), pairs, st.sampled_from(["+I", "-U", "+U", "-D"]), st.integers(0, 15)),
        pairs.map(pojo_of),
        st.builds(list_of, children, st.integers(0, 3)),
        st.builds(map_of, children, children),
        st.builds(nullable_of, children, st.booleans()),
        st.builds(either_of, children, children, st.booleans()),
        st.builds(lambda p, ts: (TtlSnapshot(timestamp=SimpleSnapshot.named("Long"), value=p[0]), TtlValue(p[1], ts)), children, _i(64)),
        st.builds(lambda k, n, ts: (TimerSnapshot(key=k[0], namespace=n[0]), Timer(ts, k[1], n[1])), children, children, _i(64)),
        st.builds(lambda p, d: (ScalaOptionSnapshot(element=p[0]), Some(p[1]) if d else None), children, st.booleans()),
    )


SNAPSHOT_AND_VALUE = st.recursive(_leaf(), _extend, max_leaves=6)


@FAST
@given(SNAPSHOT_AND_VALUE)
def test_codec_round_trips(pair):
    snap, value = pair
    codec = codec_for(snap)
    data = codec.write(value)
    decoded, pos = codec.read(data)
    assert pos == len(data)
    assert codec.skip_from(data) == len(data)
    assert codec.write(decoded) == data
    assert _same(decoded, value)


def _same(a, b) -> bool:
    if isinstance(a, float) and isinstance(b, float):
        return a == b or (math.isnan(a) and math.isnan(b)) or a == float(__import__("struct").unpack(">f", __import__("struct").pack(">f", b))[0])
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a == b


@FAST
@given(SNAPSHOT_AND_VALUE, st.binary(max_size=64))
def test_codecs_on_random_bytes_decode_or_raise_format_error(pair, data):
    codec = codec_for(pair[0])
    try:
        codec.read(data)
    except FormatError:
        pass
    try:
        codec.skip_from(data)
    except FormatError:
        pass


def _extra_snapshots():
    return st.one_of(
        st.builds(lambda c: EnumSnapshot(enum_class="com.example.Color", constants=tuple(c)), st.lists(st.text(alphabet="ABCXYZ", min_size=1, max_size=5), unique=True, max_size=4)),
        st.builds(lambda c: ScalaEnumSnapshot(enum_class="com.example.E$", constants=tuple((n, i) for i, n in enumerate(c))), st.lists(st.text(alphabet="abc", min_size=1), unique=True, max_size=3)),
        st.just(KryoSnapshot(type_class="com.example.Animal", registrations=(KryoRegistration(class_name="com.example.Dog"), KryoRegistration(class_name="com.example.Cat", serializer_kind="class", serializer_class="com.example.CatSer")))),
        st.just(AvroSnapshot(runtime_type="org.apache.avro.generic.GenericRecord", avro_schema='{"type":"record","name":"A","fields":[{"name":"x","type":"int"}]}')),
        st.builds(lambda p: GenericArraySnapshot(component_class="java.lang.String", element=p[0]), _leaf()),
        st.builds(lambda p: SetSnapshot(element=p[0]), _leaf()),
        st.builds(lambda p, e: TtlAwareSnapshot(ttl_enabled=e, inner=p[0]), _leaf(), st.booleans()),
    )


@FAST
@given(st.one_of(SNAPSHOT_AND_VALUE.map(lambda p: p[0]), _extra_snapshots()))
def test_snapshot_write_read_round_trips(snap):
    raw = write_snapshot(snap)
    assert read_snapshot(DataInput(raw), end=len(raw)) == snap
    inp = DataInput(raw)
    assert read_snapshot(inp) == snap and inp.pos == len(raw)
