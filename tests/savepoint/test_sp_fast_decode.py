"""The column-wise decoding of keyed entries (``savepoint/_batch.py``) against the
reference path (``decode_keyed(..., fast=False)``: framing and decoding entry by entry).

* every savepoint fixture and every canonical savepoint of the Flink corpus: the same
  decoded entries (values and their types, in order), or the same error;
* a property test on synthesized key-group streams (Long keys, VoidNamespace; Long, Int,
  Double, String and POJO values with nulls, empty, long and non-ASCII strings), intact,
  truncated or with a byte overwritten: the same entries, or the same error class and
  the same one-line message.

Runs as short as one entry take the batch path here (``MIN_RUN = 1``), so the fixtures'
small key groups exercise it; a spy checks that batches were actually decoded.
"""

from __future__ import annotations

import struct

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from flink_compat import savepoint
from flink_compat.graph.types import Types
from flink_compat.savepoint._fs import BytesSource
from flink_compat.savepoint.decode import decode_keyed
from flink_compat.savepoint.keyed import CANONICAL, iter_handle_entries
from flink_compat.savepoint.models import KeyedBackendMeta, KeyGroupsHandle, StateMetaInfo
from flink_compat.schema_registry import codecs
from flink_compat.schema_registry._io import FormatError
from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot, PojoValue
from flink_compat.schema_registry.families.simple import SimpleSnapshot, TimeWindow
from flink_compat.schema_registry.families.timers import Timer, TimerSnapshot

from .batching import batching_everything
from .conftest import corpus_metadata_files, fixture_dirs


def outcome(op, fast: bool):
    try:
        return "ok", [(repr(d), [type(x) for x in d]) for d in decode_keyed(op, fast=fast)]
    except FormatError as e:
        return "error", type(e), str(e)


# -- real savepoints ---------------------------------------------------------------------------


def _real_savepoints():
    out = [d for d in fixture_dirs()]
    out += [m.parent for m in corpus_metadata_files()]
    return out


REAL = _real_savepoints()


def test_fast_equals_reference_on_every_fixture_and_corpus_savepoint():
    checked = 0
    with batching_everything() as counted:
        for loc in REAL:
            try:
                sp = savepoint.open(str(loc))
            except FormatError:
                continue
            with sp:
                for op in sp.operators:
                    if not op.has_keyed_state:
                        continue
                    try:
                        canonical = any(op.keyed_layout(i) == CANONICAL for i, _ in op.keyed_handles())
                    except FormatError:
                        continue
                    ref = outcome(op, fast=False)
                    fast = outcome(op, fast=True)
                    assert fast == ref, f"{loc} operator {op.operator_id}"
                    checked += canonical
    assert checked > 0
    # the batch path decoded entries of the fixtures (else this test would compare nothing)
    assert counted["entries"] > 0


# -- synthesized key-group streams -------------------------------------------------------------

_PATH = "/synthetic/keyed-state"
_META_BYTES = 16  # the stream's head (the keyed meta information in a real file)


_VOID: list = []


@pytest.fixture(scope="module", autouse=True)
def _void(tmp_path_factory):
    """The VoidNamespace serializer snapshot as the reader parses it from a savepoint."""
    import sys  # noqa: PLC0415
    from pathlib import Path  # noqa: PLC0415

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from savepoint_decode import synthesize  # noqa: PLC0415

    d = synthesize(tmp_path_factory.mktemp("void") / "sp", 3)
    with savepoint.open(str(d)) as sp:
        op = [o for o in sp.operators if o.has_keyed_state][0]
        _VOID[:] = [op.subtask_keyed_meta(0).states[0].namespace_serializer]
    yield


POJO = PojoSnapshot(
    pojo_class="flinkcompat.SmallPojo",
    fields=(
        PojoField(name="id", declaring_class="flinkcompat.SmallPojo", serializer=Types.LONG),
        PojoField(name="label", declaring_class="flinkcompat.SmallPojo", serializer=Types.STRING),
        PojoField(name="score", declaring_class="flinkcompat.SmallPojo", serializer=Types.DOUBLE),
    ),
)
LONGS = st.integers(-(1 << 63), (1 << 63) - 1)
# short ASCII, any characters (2- and 3-byte ones, surrogates, NUL), lengths around the
# one-byte length's end, and two-byte lengths
TEXT = st.one_of(
    st.text(alphabet=st.characters(max_codepoint=0x7F), max_size=5),
    st.text(max_size=3),
    st.text(min_size=126, max_size=130),
    st.text(alphabet=st.characters(max_codepoint=0x7F), min_size=200, max_size=300),
)
DOUBLES = st.floats(allow_nan=False)


def _pojo_values():
    fields = st.fixed_dictionaries({"id": st.one_of(LONGS, LONGS, st.none()), "label": st.one_of(TEXT, TEXT, st.none()), "score": st.one_of(DOUBLES, DOUBLES, st.none())})
    return st.one_of(fields.map(lambda d: PojoValue(POJO.pojo_class, d)), fields.map(lambda d: PojoValue(POJO.pojo_class, d)), st.none())


NESTED = PojoSnapshot(
    pojo_class="flinkcompat.Nested",
    fields=(
        PojoField(name="inner", declaring_class="flinkcompat.Nested", serializer=POJO),
        PojoField(name="pair", declaring_class="flinkcompat.Nested", serializer=Types.TUPLE(Types.INT, Types.STRING)),
        PojoField(name="maybe", declaring_class="flinkcompat.Nested", serializer=Types.NULLABLE(Types.LONG, padded=True)),
    ),
)


def _nested_values():
    fields = st.fixed_dictionaries(
        {
            "inner": _pojo_values(),
            "pair": st.one_of(st.tuples(st.integers(-(1 << 31), (1 << 31) - 1), TEXT), st.none()),
            "maybe": st.one_of(LONGS, st.none()),
        }
    )
    return fields.map(lambda d: PojoValue(NESTED.pojo_class, d))


VALUES = {
    "long": (Types.LONG, LONGS),
    "nullable long": (Types.NULLABLE(Types.LONG), st.one_of(LONGS, st.none())),
    "padded nullable long": (Types.NULLABLE(Types.LONG, padded=True), st.one_of(LONGS, st.none())),
    "nullable string": (Types.NULLABLE(Types.STRING), st.one_of(TEXT, st.none())),
    "nested pojo": (NESTED, _nested_values()),
    "int": (Types.INT, st.integers(-(1 << 31), (1 << 31) - 1)),
    "double": (Types.DOUBLE, DOUBLES),
    "string": (Types.STRING, TEXT),
    "pojo": (POJO, _pojo_values()),
    "tuple": (Types.TUPLE(Types.STRING, Types.LONG), st.tuples(TEXT, LONGS)),
}


@st.composite
def streams(draw):
    kind = draw(st.sampled_from(sorted(VALUES)))
    snap, values = VALUES[kind]
    encode = codecs.codec_for(snap).encode
    groups = draw(st.lists(st.lists(st.tuples(LONGS, values), min_size=1, max_size=40), min_size=1, max_size=3))
    # max parallelism 128: one key-group byte in the key; above: two
    max_parallelism = draw(st.sampled_from([128, 32768]))
    data = bytearray(b"M" * _META_BYTES)
    offsets = [0] * max_parallelism
    kgs = sorted(draw(st.lists(st.integers(0, max_parallelism - 1), min_size=len(groups), max_size=len(groups), unique=True)))
    for kg, entries in zip(kgs, groups):
        offsets[kg] = len(data)
        data += b"\x00\x00"
        for i, (k, v) in enumerate(entries):
            value = bytearray()
            encode(v, value)
            last = 0x80 if i == len(entries) - 1 else 0
            prefix = bytes([kg | last]) if max_parallelism <= 128 else bytes([kg >> 8 | last, kg & 0xFF])
            key = prefix + struct.pack(">q", k) + b"\x00"
            data += struct.pack(">i", len(key)) + key + struct.pack(">i", len(value)) + value
        data += b"\xff\xff"
    damage = draw(st.sampled_from(["none", "none", "truncate", "overwrite"]))
    if damage == "truncate":
        data = data[: draw(st.integers(offsets[kgs[-1]] + 1, len(data) - 1))]
    elif damage == "overwrite":
        at = draw(st.integers(_META_BYTES, len(data) - 1))
        data[at] = draw(st.integers(0, 255))
    return snap, bytes(data), offsets, max_parallelism


class _Op:
    """The parts of ``OperatorView`` ``decode_keyed`` uses, over a stream in memory."""

    operator_id = "synthetic"

    def __init__(self, value_snapshot, data: bytes, offsets: list[int], max_parallelism: int = 128, kind: str = "VALUE", key_snapshot=Types.LONG):
        self.max_parallelism = max_parallelism
        if kind == "TIMERS":  # a priority queue: the timer is the key, no namespace
            state = StateMetaInfo.model_construct(name="value", backend_type="PRIORITY_QUEUE", options={}, serializers={"VALUE_SERIALIZER": value_snapshot}, state_id=0)
        else:
            state = StateMetaInfo.model_construct(
                name="value",
                backend_type="KEY_VALUE",
                options={"KEYED_STATE_TYPE": kind},
                serializers={"NAMESPACE_SERIALIZER": _VOID[0], "VALUE_SERIALIZER": value_snapshot},
                state_id=0,
            )
        self.meta = KeyedBackendMeta.model_construct(version=6, compressed=False, key_serializer=key_snapshot, states=[state], size=_META_BYTES)
        self.handle = KeyGroupsHandle.model_construct(kind="key_groups", savepoint=True, type_code=7, start_key_group=0, offsets=offsets, delegate=None)
        self.src = BytesSource(data, _PATH)

    def keyed_handles(self):
        return [(0, self.handle)]

    def _keyed_stream(self, _index):
        return self.handle, self.meta, CANONICAL, self.src, 0, self.src.size

    def keyed_layout(self, _index):
        return CANONICAL

    def subtask_keyed_meta(self, _index):
        return self.meta

    def iter_keyed_entries(self, states=None, key_groups=None, subtasks=None, batcher=None):
        yield from iter_handle_entries(
            self.handle, self.src, 0, self.src.size, self.meta, self.max_parallelism, CANONICAL, key_groups, set(states) if states else None, True, batcher
        )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(streams())
def test_fast_equals_reference_on_synthesized_streams(case):
    op = _Op(*case)
    with batching_everything():
        fast = outcome(op, fast=True)
    ref = outcome(op, fast=False)
    assert fast == ref
    if ref[0] == "error":
        message = ref[2]
        assert "\n" not in message
        # framing errors name the file and the offset; value errors the state and operator
        assert (_PATH in message and " at offset " in message) or "of operator synthetic" in message


def test_synthesized_streams_take_the_batch_path():
    """The property test compares something: regular POJO entries are decoded in batches."""
    snap = POJO
    encode = codecs.codec_for(snap).encode
    data = bytearray(b"M" * _META_BYTES)
    offsets = [0] * 128
    offsets[5] = len(data)
    data += b"\x00\x00"
    n = 50
    for i in range(n):
        value = bytearray()
        encode(PojoValue(snap.pojo_class, {"id": i, "label": f"l{i}", "score": i / 3}), value)
        key = bytes([5 | (0x80 if i == n - 1 else 0)]) + struct.pack(">q", i) + b"\x00"
        data += struct.pack(">i", len(key)) + key + struct.pack(">i", len(value)) + value
    data += b"\xff\xff"
    op = _Op(snap, bytes(data), offsets)
    with batching_everything() as counted:
        fast = list(decode_keyed(op))
    assert counted["entries"] == n - 1  # all but the last entry of the state
    assert fast == list(decode_keyed(op, fast=False))
    assert fast[3].value == PojoValue(snap.pojo_class, {"id": 3, "label": "l3", "score": 1.0})


@pytest.mark.parametrize("empty_at", [0, 10, 18])
def test_an_empty_string_value_gives_the_reference_error(empty_at):
    """A String value of no bytes (not even the length) where a run is decoded: the reference
    path reads it and fails, the same way with the fast path on."""
    encode = codecs.codec_for(Types.STRING).encode
    data = bytearray(b"M" * _META_BYTES)
    offsets = [0] * 128
    offsets[9] = len(data)
    data += b"\x00\x00"
    n = 20
    for i in range(n):
        value = bytearray()
        if i != empty_at:
            encode(f"s{i}", value)
        key = bytes([9 | (0x80 if i == n - 1 else 0)]) + struct.pack(">q", i) + b"\x00"
        data += struct.pack(">i", len(key)) + key + struct.pack(">i", len(value)) + value
    data += b"\xff\xff"
    op = _Op(Types.STRING, bytes(data), offsets)
    with batching_everything():
        fast = outcome(op, fast=True)
    ref = outcome(op, fast=False)
    assert fast == ref and ref[0] == "error"


# -- other state shapes: ListState, MapState, String keys ------------------------------------

SHORT_TEXT = st.one_of(st.text(alphabet=st.characters(max_codepoint=0x7F), max_size=6), st.text(max_size=3), st.text(min_size=126, max_size=128))
KEYS = {"long": (Types.LONG, LONGS), "string": (Types.STRING, SHORT_TEXT)}
ELEMENTS = {
    "long": (Types.LONG, LONGS),
    "int": (Types.INT, st.integers(-(1 << 31), (1 << 31) - 1)),
    "int pair": (Types.TUPLE(Types.INT, Types.INT), st.tuples(st.integers(-(1 << 31), (1 << 31) - 1), st.integers(-(1 << 31), (1 << 31) - 1))),
    "string": (Types.STRING, SHORT_TEXT),
    "pojo": (POJO, _pojo_values()),
}


def _encoder(snapshot):
    encode = codecs.codec_for(snapshot).encode

    def enc(v) -> bytes:
        out = bytearray()
        encode(v, out)
        return bytes(out)

    return enc


@st.composite
def shaped_streams(draw):
    """Key-group streams of a ListState, a MapState or a String-keyed ValueState, written
    as ``RocksDBListState`` / ``RocksDBMapState`` / ``RocksDBValueState`` write them (the
    canonical layout), intact, truncated or with a byte overwritten."""
    shape = draw(st.sampled_from(["list", "map", "string key", "timers"]))
    key_name = "string" if shape == "string key" else draw(st.sampled_from(sorted(KEYS)))
    key_snap, key_values = KEYS[key_name]
    enc_key = _encoder(key_snap)
    if shape == "list":
        el_snap, el_values = ELEMENTS[draw(st.sampled_from(sorted(ELEMENTS)))]
        snap, kind = Types.LIST(el_snap), "LIST"
        enc_el = _encoder(el_snap)
        # mostly lists of one length (one 2-D array), sometimes of several; rarely empty
        size = draw(st.integers(1, 4))
        lists = st.one_of(st.lists(el_values, min_size=size, max_size=size), st.lists(el_values, min_size=0, max_size=5))

        def entry(draw_):
            return b"", b",".join(map(enc_el, draw_(lists)))

    elif shape == "map":
        uk_snap, uk_values = KEYS[draw(st.sampled_from(sorted(KEYS)))]
        v_snap, v_values = VALUES[draw(st.sampled_from(sorted(VALUES)))]
        snap, kind = Types.MAP(uk_snap, v_snap), "MAP"
        enc_uk, enc_v = _encoder(uk_snap), _encoder(v_snap)

        def entry(draw_):
            v = draw_(st.one_of(v_values, v_values, v_values, st.none()))
            return enc_uk(draw_(uk_values)), b"\x01" if v is None else b"\x00" + enc_v(v)

    elif shape == "timers":
        # InternalTimer<K, VoidNamespace>: the key group, then the timer, is the whole key
        snap, kind = TimerSnapshot(key=key_snap, namespace=_VOID[0]), "TIMERS"
        enc_timer = _encoder(snap)

        def entry(draw_):
            return enc_timer(Timer(draw_(LONGS), draw_(key_values), None)), b""

    else:
        v_snap, v_values = VALUES[draw(st.sampled_from(sorted(VALUES)))]
        snap, kind = v_snap, "VALUE"
        enc_v = _encoder(v_snap)

        def entry(draw_):
            return b"", enc_v(draw_(v_values))

    max_parallelism = draw(st.sampled_from([128, 32768]))
    n_groups = draw(st.integers(1, 3))
    kgs = sorted(draw(st.lists(st.integers(0, max_parallelism - 1), min_size=n_groups, max_size=n_groups, unique=True)))
    data = bytearray(b"M" * _META_BYTES)
    offsets = [0] * max_parallelism
    for kg in kgs:
        offsets[kg] = len(data)
        data += b"\x00\x00"
        n = draw(st.integers(1, 40))
        for i in range(n):
            user_key, value = entry(draw)
            last = 0x80 if i == n - 1 else 0
            prefix = bytes([kg | last]) if max_parallelism <= 128 else bytes([kg >> 8 | last, kg & 0xFF])
            key = prefix + (user_key if kind == "TIMERS" else enc_key(draw(key_values)) + b"\x00" + user_key)
            data += struct.pack(">i", len(key)) + key + struct.pack(">i", len(value)) + value
        data += b"\xff\xff"
    damage = draw(st.sampled_from(["none", "none", "truncate", "overwrite"]))
    if damage == "truncate":
        data = data[: draw(st.integers(offsets[kgs[-1]] + 1, len(data) - 1))]
    elif damage == "overwrite":
        at = draw(st.integers(_META_BYTES, len(data) - 1))
        data[at] = draw(st.integers(0, 255))
    return snap, bytes(data), offsets, max_parallelism, kind, key_snap


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(shaped_streams())
def test_fast_equals_reference_on_synthesized_list_map_and_string_key_streams(case):
    op = _Op(*case)
    with batching_everything():
        fast = outcome(op, fast=True)
    ref = outcome(op, fast=False)
    assert fast == ref
    if ref[0] == "error":
        message = ref[2]
        assert "\n" not in message
        assert (_PATH in message and " at offset " in message) or "of operator synthetic" in message


def _one_group(kind, snap, key_snap, entries) -> _Op:
    """A stream of one key group (5) with ``entries``: (key, user key bytes, value bytes)."""
    enc_key = _encoder(key_snap)
    data = bytearray(b"M" * _META_BYTES)
    offsets = [0] * 128
    offsets[5] = len(data)
    data += b"\x00\x00"
    entry_at = []
    for i, (k, user_key, value) in enumerate(entries):
        key = bytes([5 | (0x80 if i == len(entries) - 1 else 0)]) + (user_key if kind == "TIMERS" else enc_key(k) + b"\x00" + user_key)
        entry_at.append(len(data))
        data += struct.pack(">i", len(key)) + key + struct.pack(">i", len(value)) + value
    data += b"\xff\xff"
    op = _Op(snap, bytes(data), offsets, kind=kind, key_snapshot=key_snap)
    op.entry_at = entry_at
    return op


def _timers():
    return TimerSnapshot(key=Types.LONG, namespace=_VOID[0])


def _lists(n, sizes):
    enc = _encoder(Types.LONG)
    return [(i, b"", b",".join(enc(i * 10 + j) for j in range(sizes(i)))) for i in range(n)]


@pytest.mark.parametrize(
    "case",
    [
        ("list of one length", lambda: ("LIST", Types.LIST(Types.LONG), Types.LONG, _lists(50, lambda i: 3))),
        ("lists of several lengths", lambda: ("LIST", Types.LIST(Types.LONG), Types.LONG, _lists(50, lambda i: 1 + i % 4))),
        (
            "map with String user keys",
            lambda: ("MAP", Types.MAP(Types.STRING, POJO), Types.LONG, [(i // 3, _encoder(Types.STRING)(f"uk{i}"), b"\x00" + _encoder(POJO)(PojoValue(POJO.pojo_class, {"id": i, "label": "x", "score": 0.5}))) for i in range(50)]),
        ),
        ("map with Long user keys", lambda: ("MAP", Types.MAP(Types.LONG, Types.STRING), Types.LONG, [(7, _encoder(Types.LONG)(i), b"\x00" + _encoder(Types.STRING)(f"v{i}")) for i in range(50)])),
        ("String keys", lambda: ("VALUE", Types.LONG, Types.STRING, [(f"key-{i}", b"", _encoder(Types.LONG)(i)) for i in range(50)])),
        (
            "Tuple2<String, Long> values, String keys",
            lambda: ("VALUE", Types.TUPLE(Types.STRING, Types.LONG), Types.STRING, [(f"key-{i}", b"", _encoder(Types.TUPLE(Types.STRING, Types.LONG))((f"w{i}", i))) for i in range(50)]),
        ),
        (
            "map with String keys and user keys",
            lambda: ("MAP", Types.MAP(Types.STRING, Types.LONG), Types.STRING, [(f"k{i // 4}", _encoder(Types.STRING)(f"u{i}"), b"\x00" + _encoder(Types.LONG)(i)) for i in range(50)]),
        ),
        ("map with String keys and Long user keys", lambda: ("MAP", Types.MAP(Types.LONG, Types.STRING), Types.STRING, [("k", _encoder(Types.LONG)(i), b"\x00" + _encoder(Types.STRING)(f"v{i}")) for i in range(50)])),
        ("timers", lambda: ("TIMERS", _timers(), Types.LONG, [(None, _encoder(_timers())(Timer(1000 * i - 7000, i, None)), b"") for i in range(50)])),
    ],
    ids=lambda c: c[0],
)
def test_list_map_and_string_key_runs_take_the_batch_path(case):
    """The property test above compares something: regular entries of each shape are
    decoded in batches, to the reference's values."""
    kind, snap, key_snap, entries = case[1]()
    op = _one_group(kind, snap, key_snap, entries)
    with batching_everything() as counted:
        fast = list(decode_keyed(op))
    assert counted["entries"] == len(entries) - 1  # all but the last entry of the state
    # the batches' byte counts are those of the framed entries (key and value bytes)
    framed = list(op.iter_keyed_entries())[:-1]
    assert counted["nbytes"] == sum(len(e.key) + len(e.value) for e in framed)
    ref = list(decode_keyed(op, fast=False))
    assert fast == ref and [list(map(type, e)) for e in fast] == [list(map(type, e)) for e in ref]


def _with_entry_12(kind: str, corrupt: bool) -> _Op:
    """30 regular entries of ``kind``; with ``corrupt``, entry 12's value is one the
    reference cannot read."""
    if kind == "list":
        entries = _lists(30, lambda i: 2)
        k, uk, v = entries[12]
        bad = (k, uk, v[:8] + b";" + v[9:])  # not the delimiter
        op = ("LIST", Types.LIST(Types.LONG), Types.LONG)
    elif kind == "map":
        enc = _encoder(Types.STRING)
        entries = [(1, enc(f"u{i}"), b"\x00" + _encoder(Types.LONG)(i)) for i in range(30)]
        bad = (1, entries[12][1], b"\x00" + b"\x01" * 5)  # 5 bytes for a Long
        op = ("MAP", Types.MAP(Types.STRING, Types.LONG), Types.LONG)
    else:
        entries = [(f"k{i}", b"", _encoder(Types.LONG)(i)) for i in range(30)]
        bad = ("k12", b"", b"\x00" * 7)  # 7 bytes for a Long
        op = ("VALUE", Types.LONG, Types.STRING)
    if corrupt:
        entries[12] = bad
    return _one_group(*op, entries)


@pytest.mark.parametrize("kind", ["list", "map", "string key"])
def test_a_corrupt_value_inside_a_run_gives_the_reference_error(kind):
    """A value the reference cannot read in the middle of a run of regular entries (which
    the fast path decodes when intact): the fast path leaves the run to the reference path,
    whose one-line error names the file, the entry's offset, the state and the operator."""
    with batching_everything() as counted:
        assert outcome(_with_entry_12(kind, False), fast=True)[0] == "ok"
    assert counted["entries"] == 29
    op = _with_entry_12(kind, True)
    with batching_everything():
        fast = outcome(op, fast=True)
    ref = outcome(op, fast=False)
    assert fast == ref and ref[0] == "error"
    message = ref[2]
    assert "\n" not in message, message
    # the file and the offset of the entry, its key group, state and operator
    assert message.startswith(f"{_PATH} at offset {op.entry_at[12]}: key group 5, state 'value' of operator synthetic subtask 0: "), message


@pytest.mark.parametrize("irregular_at", [0, 12, 150])
def test_runs_resume_after_an_irregular_entry(irregular_at):
    """An entry left to the reference path (a String key longer than ``VAR_KEY_MAX``
    bytes) in a run of regular ones: the entries before it and, a little after it, the
    rest of the run are decoded in batches, to the reference's entries."""
    from flink_compat.savepoint._batch import VAR_KEY_MAX  # noqa: PLC0415

    encode = _encoder(POJO)
    entries = []
    for i in range(300):
        key = "K" * (VAR_KEY_MAX + 1) if i == irregular_at else f"k{i}"
        entries.append((key, b"", encode(PojoValue(POJO.pojo_class, {"id": i, "label": f"l{i}", "score": i / 3}))))
    op = _one_group("VALUE", POJO, Types.STRING, entries)
    with batching_everything() as counted:
        fast = list(decode_keyed(op))
    # all but the irregular entry, the last one and those framed one by one after the
    # irregular one (keyed.RETRY_BYTES, twice that after a try that decoded nothing: up to
    # about 50 of these ~40-byte entries) come in batches
    assert counted["entries"] >= 300 - 2 - 60
    assert counted["entries"] < 299
    ref = list(decode_keyed(op, fast=False))
    assert fast == ref and [list(map(type, e)) for e in fast] == [list(map(type, e)) for e in ref]
    assert len(fast[irregular_at].key) == VAR_KEY_MAX + 1


# -- irregular strings, nulls, lists and maps of strings and POJOs -----------------------------

#: Strings the column-wise pass does not read itself (read one by one by the reference codec
#: inside the batch), next to ones it does: two-byte lengths, 2- and 3-byte characters, a
#: surrogate pair, lone surrogates, NUL, a three-byte length.
ODD_STRINGS = ["x" * 126, "y" * 127, "z" * 300, "x" * 16382, "é", "Grüße aus Köln", "€uro", "😀 smile", "\ud800", "a\udc00b", "nul\x00inside", "\x00", "", "w" * 16383, "é" * 200]


def _pojo(i, label, score=0.25):
    return PojoValue(POJO.pojo_class, {"id": i, "label": label, "score": score})


def _mixed(n, odd):
    """``n`` values: short ASCII strings with ``odd`` ones (in turn) at every third one."""
    return [odd[i // 3 % len(odd)] if i % 3 == 1 else f"s{i}" for i in range(n)]


STRINGS = _mixed(60, ODD_STRINGS)
#: as keys: up to VAR_KEY_MAX bytes (test_keys_longer_than_the_bound_go_the_reference_way)
KEY_STRINGS = _mixed(60, [s for s in ODD_STRINGS if len(s) < 1000])
enc_string = _encoder(Types.STRING)


@pytest.mark.parametrize(
    "case",
    [
        ("String values", lambda: ("VALUE", Types.STRING, Types.LONG, [(i, b"", enc_string(v)) for i, v in enumerate(STRINGS)])),
        ("String keys", lambda: ("VALUE", Types.LONG, Types.STRING, [(v, b"", _encoder(Types.LONG)(i)) for i, v in enumerate(KEY_STRINGS)])),
        ("POJOs with odd strings", lambda: ("VALUE", POJO, Types.LONG, [(i, b"", _encoder(POJO)(_pojo(i, v))) for i, v in enumerate(STRINGS)])),
        (
            "POJOs with null fields, null POJOs",
            lambda: (
                "VALUE",
                POJO,
                Types.LONG,
                [(i, b"", _encoder(POJO)(None if i % 7 == 3 else _pojo(None if i % 5 == 1 else i, None if i % 4 == 2 else f"l{i}", None if i % 3 == 0 else 0.5))) for i in range(60)],
            ),
        ),
        (
            "nested POJOs",
            lambda: (
                "VALUE",
                NESTED,
                Types.LONG,
                [(i, b"", _encoder(NESTED)(PojoValue(NESTED.pojo_class, {"inner": _pojo(i, STRINGS[i]) if i % 4 else None, "pair": (i, f"p{i}") if i % 5 else None, "maybe": i if i % 2 else None}))) for i in range(60)],
            ),
        ),
        ("nullable Longs", lambda: ("VALUE", Types.NULLABLE(Types.LONG), Types.LONG, [(i, b"", _encoder(Types.NULLABLE(Types.LONG))(None if i % 3 == 0 else i)) for i in range(60)])),
        ("padded nullable Longs", lambda: ("VALUE", Types.NULLABLE(Types.LONG, True), Types.LONG, [(i, b"", _encoder(Types.NULLABLE(Types.LONG, True))(None if i % 3 == 0 else i)) for i in range(60)])),
        ("map with null values", lambda: ("MAP", Types.MAP(Types.LONG, Types.LONG), Types.LONG, [(7, _encoder(Types.LONG)(i), b"\x01" if i % 4 == 1 else b"\x00" + _encoder(Types.LONG)(i)) for i in range(60)])),
        (
            "map of POJOs with String user keys and null values",
            lambda: ("MAP", Types.MAP(Types.STRING, POJO), Types.STRING, [(f"k{i // 5}", enc_string(v), b"\x01" if i % 4 == 1 else b"\x00" + _encoder(POJO)(_pojo(i, v))) for i, v in enumerate(KEY_STRINGS)]),
        ),
        ("list of Strings", lambda: ("LIST", Types.LIST(Types.STRING), Types.LONG, [(i, b"", b",".join(enc_string(v) for v in STRINGS[i : i + i % 4 + 1])) for i in range(60)])),
        (
            "list of POJOs",
            lambda: ("LIST", Types.LIST(POJO), Types.LONG, [(i, b"", b",".join(_encoder(POJO)(_pojo(j, STRINGS[j], None if j % 3 else 1.5)) for j in range(i % 5 + 1))) for i in range(60)]),
        ),
        (
            "timers with String keys",
            lambda: ("TIMERS", TimerSnapshot(key=Types.STRING, namespace=_VOID[0]), Types.STRING, [(None, _encoder(TimerSnapshot(key=Types.STRING, namespace=_VOID[0]))(Timer(1000 * i - 7000, k, None)), b"") for i, k in enumerate(KEY_STRINGS)]),
        ),
        (
            "timers with POJO keys, a TimeWindow",
            lambda: (
                "TIMERS",
                TimerSnapshot(key=POJO, namespace=SimpleSnapshot.named("TimeWindow")),
                POJO,
                [(None, _encoder(TimerSnapshot(key=POJO, namespace=SimpleSnapshot.named("TimeWindow")))(Timer(i, _pojo(i, KEY_STRINGS[i]), TimeWindow(0, 10))), b"") for i in range(60)],
            ),
        ),
        ("list with an empty value, a trailing ','", lambda: ("LIST", Types.LIST(Types.STRING), Types.LONG, [(i, b"", b"" if i == 4 else enc_string(f"e{i}") + (b"," if i % 6 == 2 else b"")) for i in range(60)])),
    ],
    ids=lambda c: c[0],
)
def test_irregular_strings_nulls_and_nested_values_take_the_batch_path(case):
    """Long, non-ASCII and odd strings, null fields and values, nested POJOs, ListState of
    Strings and POJOs: every entry but the state's last is decoded in batches, to the
    reference's values and types."""
    kind, snap, key_snap, entries = case[1]()
    op = _one_group(kind, snap, key_snap, entries)
    with batching_everything() as counted:
        fast = list(decode_keyed(op))
    assert counted["entries"] == len(entries) - 1
    framed = list(op.iter_keyed_entries())[:-1]
    assert counted["nbytes"] == sum(len(e.key) + len(e.value) for e in framed)
    ref = list(decode_keyed(op, fast=False))
    assert fast == ref and [list(map(type, e)) for e in fast] == [list(map(type, e)) for e in ref]
    assert [repr(e) for e in fast] == [repr(e) for e in ref]  # lone surrogates, NULs, -0.0


@pytest.mark.parametrize(
    "bad",
    [
        b"\xff\xff\xff\xff\xff\x01",  # a length varint of six bytes
        b"\x85\x80\x80\x80\x80\x80",  # a character varint of six bytes
        b"\x90",  # runs past the value
        b"\x83ab",  # one character short
    ],
    ids=["length varint", "char varint", "truncated length", "truncated chars"],
)
def test_a_malformed_string_inside_a_run_gives_the_reference_outcome(bad):
    """A String the reference reads one by one inside a batch, but malformed: the run
    before it is decoded in batches, then the reference path gives its outcome."""
    entries = [(i, b"", enc_string(v)) for i, v in enumerate(STRINGS[:30])]
    entries[20] = (20, b"", bad)
    op = _one_group("VALUE", Types.STRING, Types.LONG, entries)
    with batching_everything() as counted:
        fast = outcome(op, fast=True)
    ref = outcome(op, fast=False)
    assert fast == ref
    assert counted["entries"] >= 16


def test_keys_longer_than_the_bound_go_the_reference_way():
    """String keys of more than ``VAR_KEY_MAX`` bytes are not entry starts for the batch
    path: those entries are framed and decoded one by one, the rest in batches."""
    from flink_compat.savepoint._batch import VAR_KEY_MAX  # noqa: PLC0415

    keys = [f"k{i}" if i % 10 != 5 else "K" * (VAR_KEY_MAX + i) for i in range(300)]
    op = _one_group("VALUE", Types.LONG, Types.STRING, [(k, b"", _encoder(Types.LONG)(i)) for i, k in enumerate(keys)])
    with batching_everything() as counted:
        fast = list(decode_keyed(op))
    assert 0 < counted["entries"] < 300 - 30
    assert fast == list(decode_keyed(op, fast=False))


@settings(max_examples=300, deadline=None)
@given(st.lists(st.one_of(st.text(), st.text(alphabet=st.characters(max_codepoint=0x7F)), st.none(), st.text(min_size=120, max_size=400)), min_size=1, max_size=30), st.binary(max_size=3))
def test_string_columns_read_as_the_reference_reads_them(texts, tail):
    """``_batch._strings`` on Strings one after the other: the reference's values and ends;
    only nulls and strings with a NUL character or of 16383 characters and more are left
    to the reference codec (read one by one)."""
    import numpy as np  # noqa: PLC0415

    from flink_compat.savepoint import _batch  # noqa: PLC0415
    from flink_compat.schema_registry.families import simple  # noqa: PLC0415

    data = bytearray()
    starts = []
    for t in texts:
        starts.append(len(data))
        data += enc_string(t)
    data += tail
    expected = []
    pos = 0
    for _t in texts:
        v, pos = simple.dec_string(bytes(data), pos)
        expected.append((v, pos))
    calls = []
    real = simple.dec_string
    simple.dec_string = lambda buf, at: calls.append(at) or real(buf, at)
    try:
        values, ends = _batch._strings(np.frombuffer(bytes(data), dtype=np.uint8), np.array(starts, dtype=np.int64))
    finally:
        simple.dec_string = real
    assert [(repr(v), e) for v, e in zip(values, ends.tolist())] == [(repr(v), e) for v, e in expected]
    one_by_one = [starts[i] for i, t in enumerate(texts) if t is None or "\x00" in t]
    assert calls == one_by_one


def _sql_state(name: str):
    """(key serializer, value serializer, reference values) of state ``name`` in the SQL
    fixture (RowData keys and values, as Flink wrote them)."""
    loc = next(d for d in fixture_dirs() if d.name == "sql-hashmap-canonical-inline-p1")
    with savepoint.open(str(loc)) as sp:
        for op in sp.operators:
            if not op.has_keyed_state:
                continue
            meta = op.subtask_keyed_meta(0)
            state = next((s for s in meta.states if s.name == name), None)
            if state is not None:
                values = [d.value for d in decode_keyed(op, states=[name], fast=False)]
                return meta.key_serializer, state.value_serializer, values
    raise AssertionError(name)


@pytest.mark.parametrize("name", ["deduplicate-state", "accState", "window-aggs"])
def test_rowdata_values_take_the_batch_path(name):
    """RowData values (every field type of the SQL fixture: numbers, strings inline and in
    the variable part, arrays, maps, nested rows, timestamps, decimals, dates, RAW) keyed
    by RowData: Flink's rows, with other row kinds, nulls and strings of every length put
    in, are decoded in batches to the reference's values."""
    from flink_compat.schema_registry.families.row import Row  # noqa: PLC0415

    key_snap, snap, samples = _sql_state(name)
    assert samples
    types = [t.root for t in snap.types]
    entries = []
    enc = _encoder(snap)
    for i in range(60):
        fields = list(samples[i % len(samples)].fields)
        for j, t in enumerate(types):
            if i % 7 == j % 7:
                fields[j] = None
            elif t == "VARCHAR" and fields[j] is not None:
                fields[j] = ["", "short", "seven77", "eight888", "Grüße €", "x" * 300][i % 6]
        row = Row(["+I", "-U", "+U", "-D"][i % 4], tuple(fields))
        key = Row("+I", (i,) if key_snap.types[0].root == "INTEGER" else (f"k{i}",))
        entries.append((key, b"", enc(row)))
    op = _one_group("VALUE", snap, key_snap, entries)
    with batching_everything() as counted:
        fast = list(decode_keyed(op))
    assert counted["entries"] == len(entries) - 1
    ref = list(decode_keyed(op, fast=False))
    assert [repr(e) for e in fast] == [repr(e) for e in ref]
    assert fast == ref and [list(map(type, e)) for e in fast] == [list(map(type, e)) for e in ref]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_damaged_rowdata_runs_give_the_reference_outcome(data):
    """A run of the SQL fixture's rows with one byte overwritten or the stream cut: the
    same entries or the same error as the reference path."""
    from flink_compat.schema_registry.families.row import Row  # noqa: PLC0415

    key_snap, snap, samples = _sql_state(data.draw(st.sampled_from(["deduplicate-state", "accState"])))
    enc = _encoder(snap)
    entries = [(Row("+I", (i,) if key_snap.types[0].root == "INTEGER" else (f"k{i}",)), b"", enc(samples[i % len(samples)])) for i in range(20)]
    op = _one_group("VALUE", snap, key_snap, entries)
    raw = bytearray(op.src.read(0, op.src.size))
    if data.draw(st.booleans()):
        raw[data.draw(st.integers(_META_BYTES, len(raw) - 1))] = data.draw(st.integers(0, 255))
    else:
        raw = raw[: data.draw(st.integers(_META_BYTES + 1, len(raw) - 1))]
    op = _Op(snap, bytes(raw), op.handle.offsets, kind="VALUE", key_snapshot=key_snap)
    with batching_everything():
        fast = outcome(op, fast=True)
    assert fast == outcome(op, fast=False)


@settings(max_examples=200, deadline=None)
@given(st.binary(min_size=1, max_size=200), st.lists(st.tuples(st.integers(0, 199), st.integers(1, 20)), min_size=1, max_size=12))
def test_concatenated_segments_are_the_bytes_of_each(data, segments):
    """``_batch._concat`` (byte mask for ordered segments, an index per byte otherwise):
    the segments' bytes one after the other, or IndexError past the end."""
    import numpy as np  # noqa: PLC0415

    from flink_compat.savepoint import _batch  # noqa: PLC0415

    starts = np.array([s for s, _ in segments], dtype=np.int64)
    lens = np.array([n for _, n in segments], dtype=np.int64)
    u8 = np.frombuffer(data, dtype=np.uint8)
    if any(s + n > len(data) for s, n in segments):
        with pytest.raises(IndexError):
            _batch._concat(u8, starts, lens, int(lens.sum()))
        return
    expected = b"".join(data[s : s + n] for s, n in segments)
    assert _batch._concat(u8, starts, lens, int(lens.sum())).tobytes() == expected


def test_a_long_list_among_short_ones_goes_the_reference_way():
    """ListState<String>: one value of 200 elements among values of 2 (a numpy pass per
    element would cost more than the reference): the short ones in batches, all of them
    the reference's."""
    entries = [(i, b"", b",".join(enc_string(f"e{i}.{j}") for j in range(200 if i == 30 else 2))) for i in range(60)]
    op = _one_group("LIST", Types.LIST(Types.STRING), Types.LONG, entries)
    with batching_everything() as counted:
        fast = list(decode_keyed(op))
    assert 30 <= counted["entries"] < 59
    assert fast == list(decode_keyed(op, fast=False))
    assert len(fast[30].value) == 200
