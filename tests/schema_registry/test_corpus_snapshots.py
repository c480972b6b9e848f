"""Every serializer snapshot Flink 1.7–1.20 wrote in the corpus decodes to a known family
(or an explicit opaque one), and writing it back as that Flink version writes it gives the
same bytes. Prints (``pytest -s``) and saves a per-version table of what decoded."""

from __future__ import annotations

import collections

import pytest

from flink_compat.schema_registry import snapshot as _snapshot  # noqa: F401 - builds the models
from flink_compat.schema_registry._io import DataInput, FormatError
from flink_compat.schema_registry.binary import read_snapshot, write_snapshot
from flink_compat.schema_registry.families.opaque import OpaqueSnapshot
from flink_compat.schema_registry.snapshot import walk

from .corpus import CORPUS, cases, version_key

CASES = cases()
pytestmark = pytest.mark.corpus


def _skip_without_corpus():
    if not CASES:
        pytest.skip(f"Flink corpus not found at {CORPUS} (set FLINK_CORPUS to run these tests)")


def test_every_corpus_snapshot_decodes_and_round_trips(tmp_path):
    _skip_without_corpus()
    table: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    failures, opaque, byte_diffs = [], [], []
    families: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for case in CASES:
        raw = case.snapshot_bytes()
        try:
            snap = read_snapshot(DataInput(raw, source=case.id), end=len(raw))
        except FormatError as e:
            table[case.version]["failed"] += 1
            failures.append(f"{case.id}: {e}")
            continue
        nested_opaque = [p for p, s in walk(snap) if isinstance(s, OpaqueSnapshot)]
        if nested_opaque:
            table[case.version]["opaque"] += 1
            opaque.append(f"{case.id}: {snap.label()} ({', '.join(p or 'root' for p in nested_opaque)})")
        else:
            table[case.version]["decoded"] += 1
        families[case.version][snap.family] += 1
        if write_snapshot(snap, case.version) != raw:
            byte_diffs.append(case.id)

    lines = ["Flink | decoded | opaque | failed | families"]
    for version in sorted(table, key=version_key):
        c = table[version]
        fams = ", ".join(f"{f} {n}" for f, n in sorted(families[version].items()))
        lines.append(f"{version:>5} | {c['decoded']:>7} | {c['opaque']:>6} | {c['failed']:>6} | {fams}")
    report = "\n".join(lines + [""] + [f"opaque: {o}" for o in opaque])
    (tmp_path / "corpus-snapshots.txt").write_text(report)
    print("\n" + report)

    assert not failures, "\n".join(failures)
    assert not opaque, "\n".join(opaque)
    assert not byte_diffs, f"written bytes differ from Flink's for {byte_diffs}"


def test_snapshot_read_stops_exactly_at_its_end_without_a_bound():
    _skip_without_corpus()
    for case in CASES:
        raw = case.snapshot_bytes()
        inp = DataInput(raw + b"\x00trailing", source=case.id)
        read_snapshot(inp)
        assert inp.pos == len(raw), case.id


@pytest.mark.parametrize("cut", [1, 7, 30])
def test_truncated_corpus_snapshots_raise_format_error(cut):
    _skip_without_corpus()
    for case in CASES[::7]:
        raw = case.snapshot_bytes()[:-cut]
        with pytest.raises(FormatError):
            read_snapshot(DataInput(raw, source=case.id), end=len(raw))
