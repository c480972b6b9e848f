"""Fuzzing: real ``_metadata`` files (Flink corpus + Flink 2.3 fixtures), mutated, read in
full (metadata, backend meta information, every entry, decoded). The reader either
succeeds or raises FormatError: no other exception, no hang, bounded memory.

The mutated bytes never touch the disk: the metadata is parsed from memory and state
files (for savepoints with files) are read from their original, unmodified location.
``SAVEPOINT_FUZZ_EXAMPLES`` raises the number of examples for a longer run.
"""

from __future__ import annotations

import os
import time
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from savepoint import FormatError, read_metadata_buffer
from savepoint.api import Savepoint
from savepoint.decode import decode_keyed, decode_operator

from .conftest import corpus_metadata_files, fixture_dirs

SOURCES = [d / "_metadata" for d in fixture_dirs()] + corpus_metadata_files()
if not SOURCES:
    pytest.skip("no real _metadata files to mutate", allow_module_level=True)

DATA = {p: p.read_bytes() for p in SOURCES}
EXAMPLES = int(os.environ.get("SAVEPOINT_FUZZ_EXAMPLES", "250"))
MAX_SECONDS = 10.0
MAX_MEMORY = 64 << 20  # per example, beyond the inputs


def exercise(buf: bytes, path: Path) -> int:
    """Everything a user of the reader can ask for; returns the number of items seen."""
    n = 0
    md = read_metadata_buffer(buf, str(path), str(path.parent))
    md.model_dump(mode="json")
    sp = Savepoint(str(path.parent), str(path), md)
    try:
        for op in sp.operators:
            if op.has_keyed_state:
                meta = op.keyed_meta
                if meta is not None:
                    meta.model_dump(mode="json")
                for _ in decode_keyed(op):
                    n += 1
                    if n > 1_000_000:
                        raise AssertionError("runaway entry count")
            if op.has_operator_state:
                om = op.operator_meta
                if om is not None:
                    om.model_dump(mode="json")
                for _ in decode_operator(op):
                    n += 1
    finally:
        sp.close()
    return n


mutation = st.one_of(
    st.tuples(st.just("flip"), st.floats(0, 1, exclude_max=True), st.integers(1, 255)),
    st.tuples(st.just("set"), st.floats(0, 1, exclude_max=True), st.integers(0, 255)),
    st.tuples(st.just("truncate"), st.floats(0, 1, exclude_max=True), st.just(0)),
    st.tuples(st.just("insert"), st.floats(0, 1, exclude_max=True), st.integers(0, 255)),
    st.tuples(st.just("delete"), st.floats(0, 1, exclude_max=True), st.integers(1, 16)),
    st.tuples(st.just("int"), st.floats(0, 1, exclude_max=True), st.sampled_from([0, 1, -1, 0x7FFFFFFF, -0x80000000, 0xFFFF, 255, 65536])),
)


def mutate(data: bytes, ops) -> bytes:
    b = bytearray(data)
    for kind, where, arg in ops:
        if not b:
            break
        i = int(where * len(b))
        if kind == "flip":
            b[i] ^= arg
        elif kind == "set":
            b[i] = arg
        elif kind == "truncate":
            del b[i:]
        elif kind == "insert":
            b.insert(i, arg)
        elif kind == "delete":
            del b[i : i + arg]
        elif kind == "int":
            b[i : i + 4] = (arg & 0xFFFFFFFF).to_bytes(4, "big")
    return bytes(b)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(source=st.sampled_from(SOURCES), ops=st.lists(mutation, min_size=1, max_size=4))
def test_mutated_metadata_decodes_or_raises_format_error(source, ops):
    buf = mutate(DATA[source], ops)
    tracemalloc.start()
    t = time.perf_counter()
    try:
        exercise(buf, source)
    except FormatError as e:
        assert str(e)  # one line naming where
    finally:
        elapsed = time.perf_counter() - t
        _cur, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()
    assert elapsed < MAX_SECONDS, f"{elapsed:.1f}s on {source} with {ops}"
    assert peak < MAX_MEMORY, f"{peak / 1e6:.0f} MB on {source} with {ops}"


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.parent.name)
def test_unmutated_sources_read(source):
    exercise(DATA[source], source)


# -- state files ---------------------------------------------------------------------------
# Mutations of the state files next to _metadata (canonical, snappy-compressed, heap
# layout, operator state), on private copies in a temporary directory.

from .conftest import CORPUS, FIXTURES  # noqa: E402

_STATE_SOURCES = [
    FIXTURES / "keyed-hashmap-canonical-files-p2",
    FIXTURES / "operator-state-hashmap-canonical-files-p2",
    FIXTURES / "serializers-rocksdb-canonical-files-p2",
    CORPUS / "flink-tests/src/test/resources/new-stateful-udf-migration-itcase-flink1.20-hashmap-checkpoint",
    CORPUS / "flink-tests/src/test/resources/new-stateful-udf-migration-itcase-flink1.19-rocksdb-savepoint",
]
_STATE_SOURCES = [d for d in _STATE_SOURCES if (d / "_metadata").is_file()]
_STATE_FILES = [(d, f.name) for d in _STATE_SOURCES for f in sorted(d.iterdir()) if f.name not in ("_metadata", "FIXTURE.json")]


@pytest.fixture(scope="module")
def state_copies(tmp_path_factory):
    import shutil

    root = tmp_path_factory.mktemp("state-fuzz")
    copies = {}
    for d in _STATE_SOURCES:
        dst = root / d.name
        shutil.copytree(d, dst)
        for f in dst.iterdir():
            f.chmod(0o644)
        copies[d] = dst
    return copies


@pytest.mark.skipif(not _STATE_FILES, reason="no savepoints with state files")
@settings(max_examples=max(50, EXAMPLES // 3), deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(target=st.sampled_from(_STATE_FILES or [None]), ops=st.lists(mutation, min_size=1, max_size=3))
def test_mutated_state_files_decode_or_raise_format_error(state_copies, target, ops):
    src_dir, name = target
    copy = state_copies[src_dir] / name
    original = (src_dir / name).read_bytes()
    copy.write_bytes(mutate(original, ops))
    try:
        t = time.perf_counter()
        try:
            path = state_copies[src_dir] / "_metadata"
            exercise(path.read_bytes(), path)
        except FormatError as e:
            assert str(e)
        assert time.perf_counter() - t < MAX_SECONDS
    finally:
        copy.write_bytes(original)
