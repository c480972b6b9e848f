"""Properties of the BinaryRowData codec (hypothesis): Flink's layout rules, round trips, and
bad bytes failing only as FormatError. Flink itself checks the bytes in
``tests/schema_registry/test_rowdata.py`` (needs a JVM); these run without one."""

from __future__ import annotations

import struct
from datetime import date, datetime, timedelta
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from flink_compat.schema_registry import FormatError, codec_for
from flink_compat.schema_registry.families.logical_types import LogicalType, RowField
from flink_compat.schema_registry.families.row import ROW_KINDS, Row
from flink_compat.schema_registry.families.rowdata import RowDataSnapshot, row_null_bits_size
from flink_compat.schema_registry.families.simple import SimpleSnapshot

_INT = struct.Struct(">i")


def _t(cls, root, **kw) -> LogicalType:
    return LogicalType(type_class=cls, root=root, **kw)


def _float32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


_MAX = 2147483647
#: (logical type, values) of the scalar types.
SCALARS = [
    (_t("BooleanType", "BOOLEAN"), st.booleans()),
    (_t("TinyIntType", "TINYINT"), st.integers(-128, 127)),
    (_t("SmallIntType", "SMALLINT"), st.integers(-(2**15), 2**15 - 1)),
    (_t("IntType", "INTEGER"), st.integers(-(2**31), 2**31 - 1)),
    (_t("BigIntType", "BIGINT"), st.integers(-(2**63), 2**63 - 1)),
    (_t("FloatType", "FLOAT"), st.floats(width=32, allow_nan=False).map(_float32)),
    (_t("DoubleType", "DOUBLE"), st.floats(allow_nan=False)),
    (_t("VarCharType", "VARCHAR", length=_MAX), st.text(max_size=20)),
    (_t("VarBinaryType", "VARBINARY", length=_MAX), st.binary(max_size=20)),
    (_t("DateType", "DATE"), st.dates()),
    (_t("DecimalType", "DECIMAL", precision=10, scale=2),
     st.integers(-(10**10) + 1, 10**10 - 1).map(lambda u: Decimal(f"{u}E-2"))),
    (_t("DecimalType", "DECIMAL", precision=38, scale=6),
     st.integers(-(10**38) + 1, 10**38 - 1).map(lambda u: Decimal(f"{u}E-6"))),
    (_t("TimestampType", "TIMESTAMP_WITHOUT_TIME_ZONE", precision=3, kind="REGULAR"),
     st.integers(-(10**13), 10**13).map(lambda ms: datetime(1970, 1, 1) + timedelta(milliseconds=ms))),
    (_t("TimestampType", "TIMESTAMP_WITHOUT_TIME_ZONE", precision=6, kind="REGULAR"),
     st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31))),
]


def _nullable(values):
    return st.one_of(st.none(), values)


@st.composite
def typed(draw, depth: int = 0):
    """A (logical type, value strategy) pair, nested types included."""
    choice = draw(st.integers(0, len(SCALARS) + (2 if depth < 2 else -1)))
    if choice < len(SCALARS):
        return SCALARS[choice]
    if choice == len(SCALARS):
        t, values = draw(typed(depth + 1))
        return _t("ArrayType", "ARRAY", element=t), st.lists(_nullable(values), max_size=5)
    if choice == len(SCALARS) + 1:
        t, values = draw(typed(depth + 1))
        key = _t("VarCharType", "VARCHAR", length=_MAX)
        return _t("MapType", "MAP", key=key, value=t), st.dictionaries(st.text(max_size=9), _nullable(values), max_size=4)
    fields = draw(st.lists(typed(depth + 1), min_size=1, max_size=3))
    row_type = _t("RowType", "ROW", fields=tuple(RowField(name=f"f{i}", type=t) for i, (t, _) in enumerate(fields)))
    return row_type, st.tuples(*[_nullable(v) for _, v in fields]).map(lambda fs: Row("+I", fs))


@st.composite
def rows(draw):
    fields = draw(st.lists(typed(), max_size=9))
    snapshot = RowDataSnapshot(
        types=tuple(t for t, _ in fields),
        fields=tuple(SimpleSnapshot.named("Int") for _ in fields),  # nested snapshots do not shape values
    )
    kind = draw(st.sampled_from(ROW_KINDS))
    value = Row(kind, tuple(draw(_nullable(v)) for _, v in fields))
    return snapshot, value


@settings(max_examples=300, deadline=None)
@given(rows())
def test_rows_round_trip_and_follow_flinks_layout(case):
    snapshot, value = case
    codec = codec_for(snapshot)
    data = codec.write(value)
    assert codec.decode_all(data) == value
    assert codec.skip(data, 0) == len(data)
    # int size, then the row: null bits, 8-byte slots and a variable part, all in whole words
    size = _INT.unpack_from(data, 0)[0]
    assert size == len(data) - 4 and size % 8 == 0
    arity = len(snapshot.types)
    assert size >= row_null_bits_size(arity) + 8 * arity
    row = data[4:]
    assert ROW_KINDS[row[0]] == value.kind
    for i, v in enumerate(value.fields):
        bit = i + 8
        assert bool(row[bit >> 3] & (1 << (bit & 7))) == (v is None)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(max_size=7).filter(lambda s: len(s.encode()) <= 7), max_size=6))
def test_short_strings_live_in_their_slots(strings):
    string = _t("VarCharType", "VARCHAR", length=_MAX)
    snapshot = RowDataSnapshot(types=tuple(string for _ in strings), fields=tuple(SimpleSnapshot.named("StringData") for _ in strings))
    data = codec_for(snapshot).write(Row("+I", tuple(strings)))
    assert len(data) - 4 == row_null_bits_size(len(strings)) + 8 * len(strings)  # no variable part


@settings(max_examples=300, deadline=None)
@given(rows(), st.data())
def test_damaged_rows_fail_only_as_format_errors(case, data):
    snapshot, value = case
    codec = codec_for(snapshot)
    good = bytearray(codec.write(value))
    cut = data.draw(st.integers(0, len(good) - 1))
    try:
        codec.decode_all(bytes(good[:cut]))
        raise AssertionError("a truncated row decoded")
    except FormatError:
        pass
    if len(good) > 4:
        at = data.draw(st.integers(4, len(good) - 1))
        good[at] ^= data.draw(st.integers(1, 255))
        try:
            codec.decode_all(bytes(good))
        except FormatError:
            pass


@settings(max_examples=300, deadline=None)
@given(rows(), st.binary(max_size=200))
def test_random_bytes_fail_only_as_format_errors(case, junk):
    snapshot, _ = case
    try:
        codec_for(snapshot).decode_all(_INT.pack(len(junk)) + junk)
    except FormatError:
        pass


def test_null_and_epoch_values():
    date_type = _t("DateType", "DATE")
    snapshot = RowDataSnapshot(types=(date_type, date_type), fields=(SimpleSnapshot.named("Int"),) * 2)
    codec = codec_for(snapshot)
    assert codec.decode_all(codec.write(Row("+I", (date(1970, 1, 1), None)))) == Row("+I", (date(1970, 1, 1), None))


# ------------------------------------------------------------------ snapshots from damaged bytes
def _fixture_snapshots() -> list[bytes]:
    """Every table-runtime snapshot of the SQL fixture, as Flink wrote it."""
    from pathlib import Path

    from flink_compat import savepoint
    from flink_compat.schema_registry import write_snapshot

    d = Path(__file__).resolve().parents[1] / "fixtures" / "savepoints" / "sql-hashmap-canonical-inline-p1"
    if not d.exists():
        return []
    out = []
    with savepoint.open(d) as sp:
        for op in sp.operators:
            meta = op.keyed_meta
            if meta is not None:
                for snap in [meta.key_serializer] + [s.value_serializer for s in meta.states]:
                    data = write_snapshot(snap)
                    if b"org.apache.flink.table." in data:
                        out.append(data)
    return sorted(set(out))


FIXTURE_SNAPSHOTS = _fixture_snapshots()


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_damaged_snapshots_fail_only_as_format_errors(data):
    from flink_compat.schema_registry import read_snapshot
    from flink_compat.schema_registry._io import DataInput

    if not FIXTURE_SNAPSHOTS:
        return
    good = bytearray(data.draw(st.sampled_from(FIXTURE_SNAPSHOTS)))
    how = data.draw(st.sampled_from(["cut", "flip", "insert"]))
    at = data.draw(st.integers(4, len(good) - 1))
    if how == "cut":
        bad = bytes(good[:at])
    elif how == "flip":
        good[at] ^= data.draw(st.integers(1, 255))
        bad = bytes(good)
    else:
        bad = bytes(good[:at]) + data.draw(st.binary(min_size=1, max_size=8)) + bytes(good[at:])
    try:
        read_snapshot(DataInput(bad, 0, len(bad), "<damaged>"), end=len(bad))
    except FormatError:
        pass


def test_a_logical_type_stream_holding_something_else_is_a_format_error():
    from flink_compat.schema_registry import read_snapshot
    from flink_compat.schema_registry._io import DataInput

    row = next((b for b in FIXTURE_SNAPSHOTS if b"RowDataSerializerSnapshot" in b), None)
    if row is None:
        return
    # the first type's stream replaced by a Java-serialized String
    start = row.index(b"\xac\xed\x00\x05")
    end = row.index(b"\xac\xed\x00\x05", start + 4) if row.count(b"\xac\xed\x00\x05") > 1 else row.index(b"\x00\x14\x57\xfd")
    bad = row[:start] + b"\xac\xed\x00\x05t\x00\x03abc" + row[end:]
    try:
        read_snapshot(DataInput(bad, 0, len(bad), "<bad>"), end=len(bad))
    except FormatError as e:
        assert "expected a LogicalType" in str(e)
    else:
        raise AssertionError("a String read as a LogicalType")
