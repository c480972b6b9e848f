"""The replay with decoded runs of entries (``savepoint/_batch.py``) gives the report of the
replay entry by entry: the same counts (entries, bytes, key groups, migrated, failed, not
verified) and the same failure samples, in process (no Spark), on Flink 2.3 fixtures and on
a savepoint with Flink's layout and key groups of many entries (``benchmarks/savepoint_decode.py``
synthesizes it), replayed as is and to a new side whose every entry fails."""

from __future__ import annotations

import sys
from contextlib import contextmanager
from pathlib import Path

from flink_compat.compat.replay import _engine, replay_local
from flink_compat.graph.types import Types
from flink_compat.schema_registry.families.enum import EnumSnapshot

from tests.savepoint.batching import batching_everything

from .conftest import fixture, graph_of, with_state, write_manifest


@contextmanager
def entry_by_entry():
    keep = _engine._keyed_batcher
    _engine._keyed_batcher = lambda *a: (None, None)
    try:
        yield
    finally:
        _engine._keyed_batcher = keep


def _sides(tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from savepoint_decode import synthesize  # noqa: PLC0415

    big = str(synthesize(tmp_path / "big", 3000))
    long_to_int = graph_of(big)
    long_to_int = with_state(long_to_int, "big-state", "value", value_serializer=Types.INT)
    failing = graph_of("serializers-hashmap-canonical-inline-p1")
    failing = with_state(failing, "serializers", "enum",
                         value_serializer=EnumSnapshot(enum_class="flinkcompat.fixtures.model.Color", constants=("RED", "GREEN")))
    failing = with_state(failing, "serializers", "int", value_serializer=Types.LONG)
    return [
        (big, big),  # fixture() of an absolute path is that path
        (big, str(write_manifest(long_to_int, tmp_path / "long-to-int.json"))),
        ("serializers-hashmap-canonical-inline-p1", str(write_manifest(failing, tmp_path / "failing.json"))),
        ("pojo-v1-hashmap-canonical-inline-p1", str(fixture("pojo-v2-field-added-hashmap-canonical-inline-p1"))),
        ("keyed-hashmap-canonical-files-p2", str(fixture("keyed-hashmap-canonical-files-p2"))),
        ("keyed-rocksdb-canonical-inline-p1", str(fixture("keyed-rocksdb-canonical-inline-p1"))),
    ]


def _states(report):
    return sorted((s.model_dump() for s in report.states), key=lambda s: (s["operator_id"], s["state"]))


def test_batched_replay_reports_what_the_entry_by_entry_replay_does(tmp_path):
    batched_total = 0
    for old, new in _sides(tmp_path):
        with entry_by_entry():
            reference = replay_local(str(fixture(old)), new)
        with batching_everything() as counted:
            batched = replay_local(str(fixture(old)), new)
        assert _states(batched) == _states(reference), old
        batched_total += counted["entries"]
    assert batched_total >= 2 * (3000 - 128)  # the comparison covered batched entries
