"""How the replay cuts a savepoint into tasks (``_plan``): key-group ranges of about equal
bytes, every key group in exactly one task, small tasks packed with big ones into Spark
tasks; and the in-process replay reports the same whatever the cut."""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from flink_compat import savepoint
from flink_compat.compat.replay import replay_local
from flink_compat.compat.replay._plan import KeyedTask, _balanced_ranges, pack, plan_replay

from .conftest import graph_of


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 50), st.lists(st.integers(0, 1000), min_size=1, max_size=200), st.integers(1, 20))
def test_ranges_cover_every_key_group_once_in_at_most_the_parts_asked(first, sizes, parts):
    ranges = _balanced_ranges(first, sizes, parts)
    assert 1 <= len(ranges) <= parts
    assert ranges[0][0] == first and ranges[-1][1] == first + len(sizes) - 1
    for (_lo, hi, _b), (lo2, _hi2, _b2) in zip(ranges, ranges[1:]):
        assert lo2 == hi + 1
    for lo, hi, size in ranges:
        assert lo <= hi and size == sum(sizes[lo - first : hi - first + 1])
    # no range is bigger than an equal share plus one key group
    share = sum(sizes) / parts
    assert all(size <= share + max(sizes) for _lo, _hi, size in ranges)


def test_ranges_are_of_about_equal_bytes():
    sizes = [100] * 64 + [1] * 64  # the first half holds the bytes
    ranges = _balanced_ranges(0, sizes, 4)
    share = sum(sizes) / 4
    assert all(abs(size - share) <= 100 for _lo, _hi, size in ranges)
    assert ranges[-1][1] == 127 and ranges[-1][0] < 64  # the light half is one range


@dataclass(frozen=True)
class _T:
    size: int


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 10_000), min_size=1, max_size=40))
def test_pack_keeps_every_task_once_and_no_group_above_the_biggest(sizes):
    tasks = [_T(s) for s in sizes]
    groups = pack(tasks)
    assert sorted(id(t) for g in groups for t in g) == sorted(id(t) for t in tasks)
    biggest = max(max(1, s) for s in sizes)
    for g in groups:
        assert len(g) == 1 or sum(max(1, t.size) for t in g) <= biggest * 1.05


def test_pack_lets_small_tasks_ride_along():
    groups = pack([_T(1000), _T(990), _T(995), _T(5), _T(3)])
    assert len(groups) == 3


def test_plan_cuts_by_bytes_and_the_report_does_not_depend_on_the_cut(tmp_path):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from savepoint_decode import synthesize  # noqa: PLC0415

    big = str(synthesize(tmp_path / "big", 3000))
    graph = graph_of(big)
    with savepoint.open(big) as sp:
        for target in (1, 2, 3, 8):
            keyed = [t for t in plan_replay(sp, graph, target_tasks=target).tasks if isinstance(t, KeyedTask)]
            assert len(keyed) == target
            covered = sorted(kg for t in keyed for kg in range(t.key_group_start, t.key_group_end + 1))
            assert covered == list(range(128))
            sizes = [t.size for t in keyed]
            assert max(sizes) <= 1.2 * sum(sizes) / target + max(sizes) / 128 * 2
    reports = [replay_local(big, graph, target_tasks=t) for t in (1, 3, 8)]
    states = [sorted((s.model_dump() for s in r.states), key=lambda s: s["state"]) for r in reports]
    assert states[0] == states[1] == states[2]
    assert reports[0].entries == 3000
