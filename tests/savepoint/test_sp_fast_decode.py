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
TEXT = st.one_of(st.text(alphabet=st.characters(max_codepoint=0x7F), max_size=5), st.text(max_size=3), st.text(min_size=126, max_size=130))
DOUBLES = st.floats(allow_nan=False)


def _pojo_values():
    fields = st.fixed_dictionaries({"id": st.one_of(LONGS, LONGS, st.none()), "label": st.one_of(TEXT, TEXT, st.none()), "score": st.one_of(DOUBLES, DOUBLES, st.none())})
    return st.one_of(fields.map(lambda d: PojoValue(POJO.pojo_class, d)), fields.map(lambda d: PojoValue(POJO.pojo_class, d)), st.none())


VALUES = {
    "long": (Types.LONG, LONGS),
    "int": (Types.INT, st.integers(-(1 << 31), (1 << 31) - 1)),
    "double": (Types.DOUBLE, DOUBLES),
    "string": (Types.STRING, TEXT),
    "pojo": (POJO, _pojo_values()),
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

    def __init__(self, value_snapshot, data: bytes, offsets: list[int], max_parallelism: int = 128):
        self.max_parallelism = max_parallelism
        state = StateMetaInfo.model_construct(
            name="value",
            backend_type="KEY_VALUE",
            options={"KEYED_STATE_TYPE": "VALUE"},
            serializers={"NAMESPACE_SERIALIZER": _VOID[0], "VALUE_SERIALIZER": value_snapshot},
            state_id=0,
        )
        self.meta = KeyedBackendMeta.model_construct(version=6, compressed=False, key_serializer=Types.LONG, states=[state], size=_META_BYTES)
        self.handle = KeyGroupsHandle.model_construct(kind="key_groups", savepoint=True, type_code=7, start_key_group=0, offsets=offsets, delegate=None)
        self.src = BytesSource(data, _PATH)

    def keyed_handles(self):
        return [(0, self.handle)]

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
