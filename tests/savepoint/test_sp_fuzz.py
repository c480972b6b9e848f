"""Fuzzing: real ``_metadata`` files (Flink corpus + Flink 2.3 fixtures), mutated, read in
full (metadata, backend meta information, every entry, decoded). The reader either
succeeds or raises FormatError: no other exception, no hang, bounded memory.

The mutated bytes never touch the disk: the metadata is parsed from memory and state
files (for savepoints with files) are read from their original, unmodified location.
Every savepoint fixture gets its share of the cases, the corpus a random sample of the
rest. ``SAVEPOINT_FUZZ_EXAMPLES`` raises the number of examples for a longer run; the
number of cases run is printed at the end of the session (``tests/conftest.py``).
``make fuzz`` runs a longer campaign over more inputs (``tests/hostile/fuzz.py``).
"""

from __future__ import annotations

import os
import time
import tracemalloc
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from flink_compat.savepoint import FormatError
from tests.conftest import FUZZ_CASES
from tests.hostile.fuzz import exercise, mutate

from .conftest import corpus_metadata_files, fixture_dirs

FIXTURE_SOURCES = sorted(m for d in fixture_dirs() for m in [d / "_metadata", *d.glob("chk-*/_metadata")] if m.is_file())
CORPUS_SOURCES = corpus_metadata_files()
SOURCES = FIXTURE_SOURCES + CORPUS_SOURCES
if not SOURCES:
    pytest.skip("no real _metadata files to mutate", allow_module_level=True)

DATA = {p: p.read_bytes() for p in SOURCES}
EXAMPLES = int(os.environ.get("SAVEPOINT_FUZZ_EXAMPLES", "250"))
#: Half of the examples go to the fixtures, each its share; the other half to the corpus.
PER_FIXTURE = max(5, EXAMPLES // 2 // max(1, len(FIXTURE_SOURCES)))
MAX_SECONDS = 10.0
MAX_MEMORY = 64 << 20  # per example, beyond the inputs


mutation = st.one_of(
    st.tuples(st.just("flip"), st.floats(0, 1, exclude_max=True), st.integers(1, 255)),
    st.tuples(st.just("set"), st.floats(0, 1, exclude_max=True), st.integers(0, 255)),
    st.tuples(st.just("truncate"), st.floats(0, 1, exclude_max=True), st.just(0)),
    st.tuples(st.just("insert"), st.floats(0, 1, exclude_max=True), st.integers(0, 255)),
    st.tuples(st.just("delete"), st.floats(0, 1, exclude_max=True), st.integers(1, 16)),
    st.tuples(st.just("int"), st.floats(0, 1, exclude_max=True), st.sampled_from([0, 1, -1, 0x7FFFFFFF, -0x80000000, 0xFFFF, 255, 65536])),
)


_SETTINGS = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.parametrize("source", FIXTURE_SOURCES, ids=lambda p: p.parent.name)
@settings(max_examples=PER_FIXTURE, **_SETTINGS)
@given(ops=st.lists(mutation, min_size=1, max_size=4))
def test_mutated_fixture_metadata_decodes_or_raises_format_error(source, ops):
    FUZZ_CASES["savepoint fixture _metadata"] += 1
    check_mutated(source, ops)


@pytest.mark.skipif(not CORPUS_SOURCES, reason="Flink corpus not found")
@settings(max_examples=max(5, EXAMPLES // 2), **_SETTINGS)
@given(source=st.sampled_from(CORPUS_SOURCES or [None]), ops=st.lists(mutation, min_size=1, max_size=4))
def test_mutated_corpus_metadata_decodes_or_raises_format_error(source, ops):
    FUZZ_CASES["corpus _metadata"] += 1
    check_mutated(source, ops)


def check_mutated(source: Path, ops) -> None:
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
    FUZZ_CASES["state files"] += 1
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
