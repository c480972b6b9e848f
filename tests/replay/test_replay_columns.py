"""The column-wise check of a run (``compat/replay/_columns.py``) against the reference check
of ``_engine._Part``, value by value: whenever the column check passes a run, the reference
passes every value of it and writes the very bytes the column path wrote; whenever the
reference fails a value, the column check does not pass the run; and the replay's counts
and samples are the same with and without the column path."""

from __future__ import annotations

import math
import sys
from contextlib import contextmanager
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from flink_compat.compat.replay import _columns, _engine, replay_local
from flink_compat.graph.types import Types
from flink_compat.savepoint.decode import DecodedEntry
from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot, PojoValue, _field_keys
from flink_compat.schema_registry.families.ttl import TtlAwareSnapshot, TtlSnapshot

from tests.savepoint.batching import batching_everything

from .conftest import graph_of, with_state, write_manifest
from .test_replay_batched import entry_by_entry

CLS = "com.example.Pojo"
TYPES = {
    "Long": (Types.LONG, 64),
    "Int": (Types.INT, 32),
    "Short": (Types.SHORT, 16),
    "Byte": (Types.BYTE, 8),
    "Double": (Types.DOUBLE, None),
    "Float": (Types.FLOAT, None),
    "String": (Types.STRING, None),
}


def _number(bits):
    # mostly in range, sometimes just out of it (the reference cannot write those)
    lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    return st.one_of(st.integers(lo, hi), st.integers(lo, hi), st.integers(lo, hi), st.sampled_from([lo - 1, hi + 1, 1 << 70]))


def _value_of(type_name):
    _snap, bits = TYPES[type_name]
    if bits is not None:
        return _number(bits)
    if type_name in ("Double", "Float"):
        return st.one_of(st.floats(width=32 if type_name == "Float" else 64), st.just(math.nan), st.just(-0.0),
                         st.sampled_from([1e39, -1e39, 0.1, 1 / 3]))  # a Float cannot hold these
    ascii_text = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=130)
    return st.one_of(ascii_text, ascii_text, st.text(max_size=5))


@st.composite
def pojo_pairs(draw):
    """(old POJO snapshot, new POJO snapshot, old field types by key)."""
    names = draw(st.lists(st.sampled_from("abcdefg"), min_size=1, max_size=5, unique=True))
    old_fields = [PojoField(name=n, declaring_class=CLS, serializer=TYPES[t][0])
                  for n, t in zip(names, draw(st.lists(st.sampled_from(sorted(TYPES)), min_size=len(names), max_size=len(names))))]
    kept = [f for f in old_fields if draw(st.booleans()) or len(old_fields) == 1]
    added = [PojoField(name=n, declaring_class=CLS, serializer=TYPES[draw(st.sampled_from(sorted(TYPES)))][0])
             for n in draw(st.lists(st.sampled_from("hijk"), max_size=2, unique=True))]
    new_fields = draw(st.permutations(kept + added))
    old = PojoSnapshot(pojo_class=CLS, fields=tuple(old_fields))
    new = PojoSnapshot(pojo_class=CLS, fields=tuple(new_fields))
    names_of = {f.name: next(k for k, v in TYPES.items() if v[0] == f.serializer) for f in old_fields}
    return old, new, names_of


@st.composite
def pojo_runs(draw):
    old, new, types = draw(pojo_pairs())
    keys = _field_keys(old.fields)
    n = draw(st.integers(1, 40))
    # most runs are what a run decoded column-wise holds (numbers in range, ASCII)
    regular = draw(st.booleans())
    values = []
    for _ in range(n):
        fields = {}
        for k, f in zip(keys, old.fields):
            t = types[f.name]
            if regular:
                bits = TYPES[t][1]
                if bits is not None:
                    fields[k] = draw(st.integers(-(1 << (bits - 1)), (1 << (bits - 1)) - 1))
                elif t == "String":
                    fields[k] = draw(st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=20))
                else:
                    fields[k] = draw(st.floats(allow_nan=False, width=32 if t == "Float" else 64))
            else:
                fields[k] = draw(st.one_of(_value_of(t), st.just(None)) if draw(st.integers(0, 9)) == 0 else _value_of(t))
        values.append(PojoValue(CLS, fields))
    return old, new, values


def _reference(part, value) -> bool:
    try:
        part.check(value)
        return True
    except Exception:  # noqa: BLE001 - any failure of the reference check
        return False


def _all_bytes(column, values):
    buf, starts, ends = _columns._assemble(column.node.encode(column.node.migrate(values), len(values)), len(values))
    return [buf[a:b].tobytes() for a, b in zip(starts.tolist(), ends.tolist())]


def _reference_bytes(old, new, value) -> bytes:
    from flink_compat.schema_registry.codecs import codec_for
    from flink_compat.schema_registry.migrate import migrator

    out = bytearray()
    codec_for(new).encode(migrator(old, new)(value), out)
    return bytes(out)


def _agree(old, new, values, skip: int = 0):
    part = _engine._Part("value", old, new)
    if old == new:  # unchanged: no check at all
        assert part.check is None
        return True
    assert part.column is not None
    passed = part.column.run(values)
    reference = [_reference(part, v) for v in values]
    if passed:
        assert all(reference)
        got = _all_bytes(part.column, values)
        want = [_reference_bytes(old, new, v) for v in values]
        assert [g[skip:] for g in got] == [w[skip:] for w in want]
    if not all(reference):
        assert not passed
    return passed


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pojo_runs())
def test_pojo_fields_added_and_removed_column_wise_agree_with_the_reference(run):
    old, new, values = run
    _agree(old, new, values)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pojo_runs(), st.booleans())
def test_ttl_switched_on_column_wise_agrees_with_the_reference(run, aware):
    old, _new, values = run
    new = TtlSnapshot(timestamp=Types.LONG, value=old)
    if aware:
        old, new = TtlAwareSnapshot(ttl_enabled=False, inner=old), TtlAwareSnapshot(ttl_enabled=True, inner=new)
    _agree(old, new, values, skip=8)  # the timestamp: the time of each one's migration


def test_regular_runs_pass_column_wise():
    old = PojoSnapshot(pojo_class=CLS, fields=(PojoField(name="id", declaring_class=CLS, serializer=Types.LONG),
                                                PojoField(name="label", declaring_class=CLS, serializer=Types.STRING),
                                                PojoField(name="gone", declaring_class=CLS, serializer=Types.INT)))
    new = PojoSnapshot(pojo_class=CLS, fields=(PojoField(name="aNote", declaring_class=CLS, serializer=Types.STRING),
                                                *old.fields[:2]))
    values = [PojoValue(CLS, {"id": i, "label": f"x{i}", "gone": -i}) for i in range(100)]
    assert _agree(old, new, values)
    assert _agree(Types.LONG, TtlSnapshot(timestamp=Types.LONG, value=Types.LONG), list(range(-50, 50)), skip=8)
    # a value the reference cannot write: the run goes entry by entry
    assert not _agree(old, new, [*values, PojoValue(CLS, {"id": 1 << 64, "label": "x", "gone": 0})])
    # a type change is not a column-wise migration
    assert _engine._Part("value", Types.LONG, Types.INT).column is None


@contextmanager
def no_columns():
    keep = _columns.column_check
    _columns.column_check = lambda *a: None
    try:
        yield
    finally:
        _columns.column_check = keep


class _Replayer:
    def __init__(self, old, new):
        part = _engine._Part("value", old, new)
        self.parts = [("value", part.check)]
        self.columns = [("value", part.check, part.column)]
        self.plan = None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pojo_runs())
def test_a_run_counts_and_samples_as_entry_by_entry(run):
    old, new, values = run
    batch = [DecodedEntry(7, "s", i, None, None, v) for i, v in enumerate(values)]
    failures = _engine._errors()
    with_columns = _engine.new_acc()
    _engine._replay_decoded(_Replayer(old, new), batch, with_columns, 3, failures[1], failures[2])
    with no_columns():
        reference = _engine.new_acc()
        _engine._replay_decoded(_Replayer(old, new), batch, reference, 3, failures[1], failures[2])
    assert with_columns == reference


def _states(report):
    return sorted((s.model_dump() for s in report.states), key=lambda s: (s["operator_id"], s["state"]))


def test_replay_of_ttl_switched_on_reports_what_the_entry_by_entry_replay_does(tmp_path, monkeypatch):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from savepoint_decode import synthesize  # noqa: PLC0415

    big = str(synthesize(tmp_path / "big", 3000))
    ttl_on = with_state(graph_of(big), "big-state", "value", value_serializer=TtlSnapshot(timestamp=Types.LONG, value=Types.LONG))
    new = str(write_manifest(ttl_on, tmp_path / "ttl-on.json"))
    passed = []
    run_bytes = _columns.ColumnCheck.run_bytes
    monkeypatch.setattr(_columns.ColumnCheck, "run_bytes", lambda self, u8, vs, ve: run_bytes(self, u8, vs, ve) and not passed.append(len(vs)))
    with entry_by_entry():
        reference = replay_local(big, new)
    with batching_everything() as counted:
        batched = replay_local(big, new)
    assert _states(batched) == _states(reference)
    assert batched.migrated == 3000
    # every run checked from its bytes (Long values: the new bytes are the timestamp and the old bytes)
    assert counted["entries"] >= 3000 - 128 and sum(passed) == counted["checked"] == counted["entries"]


# ------------------------------------------------------------------------ runs read from their bytes


def _old_bytes(old, values, draw_gap):
    """The old serializer's bytes of ``values`` (those it writes) with bytes of other
    entries between them: (u8, value starts, value ends, the values the reference reads)."""
    import numpy as np

    from flink_compat.schema_registry.codecs import codec_for

    codec = codec_for(old)
    buf, vs, ve, read = bytearray(), [], [], []
    for v in values:
        out = bytearray()
        try:
            codec.encode(v, out)
        except Exception:  # noqa: BLE001 - a value the old serializer cannot hold is in no savepoint
            continue
        buf += draw_gap()
        vs.append(len(buf))
        buf += out
        ve.append(len(buf))
        read.append(codec.decode_all(bytes(out)))
    buf += draw_gap()
    return np.frombuffer(bytes(buf), dtype=np.uint8), np.array(vs, dtype=np.int64), np.array(ve, dtype=np.int64), read


def _readable(value) -> bool:
    """Of the shapes read from bytes: every field not null, strings ASCII of a one-byte
    length (numbers: any the bytes hold, NaN too)."""
    fields = value.values() if isinstance(value, PojoValue) else [value]
    return all(f is not None and (not isinstance(f, str) or f.isascii() and len(f) < 127) for f in fields)


def _bytes_from_bytes(column, u8, vs, ve):
    cols, _pos = column.node.decode_old(u8, vs, ve)
    n = len(vs)
    buf, starts, ends = _columns._assemble(column.node.encode(column.node.from_old(cols), n), n)
    return [buf[a:b].tobytes() for a, b in zip(starts.tolist(), ends.tolist())]


def _agree_from_bytes(old, new, values, draw_gap, skip: int = 0):
    """``run_bytes`` of the values' old bytes: passes exactly when the column check of the
    values the reference reads in them does (no Python value per entry, the same answer;
    never with a field not read from bytes), then writes the reference's bytes; never passes a run with a value the reference fails,
    nor bytes cut short or running on."""
    part = _engine._Part("value", old, new)
    if old == new:  # unchanged: no check at all
        assert part.check is None
        return True
    u8, vs, ve, read = _old_bytes(old, values, draw_gap)
    passed = part.column.run_bytes(u8, vs, ve)
    if all(map(_readable, read)):
        assert passed == part.column.run(read)
    else:  # a field not read from bytes (a removed one too, which the decoded way just drops)
        assert not passed
    if passed and read:
        assert all(_reference(part, v) for v in read)
        got = _bytes_from_bytes(part.column, u8, vs, ve)
        want = [_reference_bytes(old, new, v) for v in read]
        assert [g[skip:] for g in got] == [w[skip:] for w in want]
        # a value one byte short, or one byte longer: not what the old serializer wrote
        for cut in (-1, 1):
            ends = ve.copy()
            ends[-1] += cut
            assert not part.column.run_bytes(u8, vs, ends)
    return passed


_gaps = st.binary(max_size=12)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pojo_runs(), st.data())
def test_pojo_runs_read_from_their_bytes_agree_with_the_reference(run, data):
    old, new, values = run
    _agree_from_bytes(old, new, values, lambda: data.draw(_gaps))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pojo_runs(), st.booleans(), st.data())
def test_ttl_switched_on_read_from_bytes_agrees_with_the_reference(run, aware, data):
    old, _new, values = run
    new = TtlSnapshot(timestamp=Types.LONG, value=old)
    if aware:
        old, new = TtlAwareSnapshot(ttl_enabled=False, inner=old), TtlAwareSnapshot(ttl_enabled=True, inner=new)
    _agree_from_bytes(old, new, values, lambda: data.draw(_gaps), skip=8)


def test_regular_runs_pass_from_their_bytes_and_irregular_ones_do_not():
    old = PojoSnapshot(pojo_class=CLS, fields=(PojoField(name="id", declaring_class=CLS, serializer=Types.LONG),
                                                PojoField(name="label", declaring_class=CLS, serializer=Types.STRING),
                                                PojoField(name="gone", declaring_class=CLS, serializer=Types.INT)))
    new = PojoSnapshot(pojo_class=CLS, fields=(PojoField(name="aNote", declaring_class=CLS, serializer=Types.STRING),
                                                *old.fields[:2]))
    values = [PojoValue(CLS, {"id": i, "label": f"x{i}", "gone": -i}) for i in range(100)]
    gap = lambda: b"\x07\x00"  # noqa: E731
    assert _agree_from_bytes(old, new, values, gap)
    assert _agree_from_bytes(Types.LONG, TtlSnapshot(timestamp=Types.LONG, value=Types.LONG), list(range(-50, 50)), gap, skip=8)
    # a null field, a non-ASCII string, a string of a two-byte length, NaN: the run goes the decoded way
    for odd in ({"id": None}, {"label": "é"}, {"label": "x" * 127}):
        assert not _agree_from_bytes(old, new, [*values, PojoValue(CLS, {**values[0], **odd})], gap)
    assert not _agree_from_bytes(Types.DOUBLE, TtlSnapshot(timestamp=Types.LONG, value=Types.DOUBLE), [1.0, math.nan], gap, skip=8)
    # a removed field of a shape not read from bytes: never from bytes (the decoded way drops it)
    boxed = PojoSnapshot(pojo_class=CLS, fields=(*old.fields[:2], PojoField(name="tags", declaring_class=CLS, serializer=Types.LIST(Types.LONG))))
    part = _engine._Part("value", boxed, new)
    u8, vs, ve, _read = _old_bytes(boxed, [PojoValue(CLS, {"id": 1, "label": "a", "tags": [1]})] * 20, gap)
    assert part.column is not None and not part.column.run_bytes(u8, vs, ve)


def test_the_first_value_of_a_run_read_from_bytes_is_written_by_the_reference_too():
    old = PojoSnapshot(pojo_class=CLS, fields=(PojoField(name="id", declaring_class=CLS, serializer=Types.LONG),))
    new = PojoSnapshot(pojo_class=CLS, fields=(*old.fields, PojoField(name="more", declaring_class=CLS, serializer=Types.INT)))
    part = _engine._Part("value", old, new)
    u8, vs, ve, _read = _old_bytes(old, [PojoValue(CLS, {"id": i}) for i in range(40)], lambda: b"")
    assert part.column.run_bytes(u8, vs, ve)
    writes = part.column.reference_encode
    # a reference encoder that writes otherwise (here: one byte more) fails the run
    part.column.reference_encode = lambda value, out: (writes(value, out), out.append(0))
    assert not part.column.run_bytes(u8, vs, ve)
    # and one that cannot read the old bytes
    part.column.reference_encode = writes
    part.column.reference_decode = lambda data: (_ for _ in ()).throw(ValueError("unreadable"))
    assert not part.column.run_bytes(u8, vs, ve)


def _doubles_with_nan(tmp_path, n: int, every: int) -> str:
    """A synthesized savepoint of ``n`` Double values, every ``every``-th key's NaN (the
    column check never passes a NaN: the decoded way)."""
    import struct

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from savepoint_decode import synthesize  # noqa: PLC0415

    double = "org.apache.flink.api.common.typeutils.base.DoubleSerializer$DoubleSerializerSnapshot"
    return str(synthesize(tmp_path / "doubles", n, value_class=double,
                          value_of=lambda k: struct.pack(">d", math.nan if k % every == 0 else k / 4)))


def test_runs_not_read_from_bytes_fall_back_and_report_as_entry_by_entry(tmp_path, monkeypatch):
    doubles = _doubles_with_nan(tmp_path, 3000, 700)
    ttl_on = with_state(graph_of(doubles), "big-state", "value", value_serializer=TtlSnapshot(timestamp=Types.LONG, value=Types.DOUBLE))
    new = str(write_manifest(ttl_on, tmp_path / "ttl-on.json"))
    answers = []
    run_bytes = _columns.ColumnCheck.run_bytes
    monkeypatch.setattr(_columns.ColumnCheck, "run_bytes", lambda self, *a: answers.append(run_bytes(self, *a)) or answers[-1])
    with entry_by_entry():
        reference = replay_local(doubles, new)
    with batching_everything() as counted:
        batched = replay_local(doubles, new)
    assert _states(batched) == _states(reference)
    assert batched.migrated == batched.entries == 3000 and batched.failed == 0
    # runs with a NaN were decoded and checked their way, the others taken from their bytes
    assert True in answers and False in answers
    assert 0 < counted["checked"] < counted["entries"]
    # and a value check that never answers: every run decoded, the same report
    answers.clear()
    monkeypatch.setattr(_columns.ColumnCheck, "run_bytes", lambda self, *a: False)
    with batching_everything() as counted:
        decoded = replay_local(doubles, new)
    assert _states(decoded) == _states(reference) and counted["checked"] == 0 and counted["entries"] >= 3000 - 128


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(pojo_runs(), st.data())
def test_as_is_runs_read_from_their_bytes_exactly_when_regular(run, data):
    """The as-is check (nothing migrates: the values must decode) reads a run from its bytes
    exactly when its values are of the shapes read here, and never bytes cut short or
    running on."""
    old, _new, values = run
    from flink_compat.schema_registry.codecs import codec_for

    check = _columns.read_check(old, codec_for(old).decode_all)
    assert check is not None
    u8, vs, ve, read = _old_bytes(old, values, lambda: data.draw(_gaps))
    regular = all(map(_readable, read))
    assert check(u8, vs, ve) == regular
    if regular and read:
        for cut in (-1, 1):
            ends = ve.copy()
            ends[-1] += cut
            assert not check(u8, vs, ends)


def test_as_is_replay_reads_runs_from_bytes_and_falls_back_as_entry_by_entry(tmp_path, monkeypatch):
    doubles = _doubles_with_nan(tmp_path, 3000, 700)
    with entry_by_entry():
        reference = replay_local(doubles, doubles)
    with batching_everything() as counted:
        batched = replay_local(doubles, doubles)
    assert _states(batched) == _states(reference)
    assert batched.migrated == batched.entries == 3000
    assert counted["entries"] >= 3000 - 128 and counted["checked"] == counted["entries"]  # NaN decodes too
    # a check that never reads a run: every run decoded, the same report
    monkeypatch.setattr(_columns, "read_check", lambda old, decode: lambda u8, vs, ve: False)
    with batching_everything() as counted:
        decoded = replay_local(doubles, doubles)
    assert _states(decoded) == _states(reference) and counted["checked"] == 0 and counted["entries"] >= 3000 - 128
