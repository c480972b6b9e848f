"""graph.jar's cache entries (Flink's jars, the compiled bridge, the unbundled planner) are
placed whole and never removed while in place: a check loads both sides at once, and two
processes may prepare the same entry together."""

from __future__ import annotations

import threading
from pathlib import Path

from flink_compat.graph.jar import _publish


def _entry(parent: Path, name: str, content: str) -> Path:
    tmp = parent / name
    tmp.mkdir()
    (tmp / "planner.jar").write_text(content)
    (tmp / ".complete").write_text("ok\n")
    return tmp


def test_an_entry_is_placed_and_a_second_one_leaves_it_as_it_is(tmp_path):
    final = tmp_path / "planner"
    _publish(_entry(tmp_path, "a", "first"), final)
    placed = (final / "planner.jar").stat().st_ino
    _publish(_entry(tmp_path, "b", "second"), final)
    assert (final / "planner.jar").read_text() == "first"
    assert (final / "planner.jar").stat().st_ino == placed  # never removed and placed again


def test_a_leftover_without_complete_is_replaced(tmp_path):
    final = tmp_path / "planner"
    final.mkdir()
    (final / "planner.jar").write_text("half")
    _publish(_entry(tmp_path, "a", "whole"), final)
    assert (final / "planner.jar").read_text() == "whole" and (final / ".complete").exists()
    assert [p.name for p in tmp_path.iterdir()] == ["planner"]


def test_racing_publishers_never_take_a_placed_entry_away(tmp_path):
    missing = []
    for round in range(30):
        final = tmp_path / f"planner-{round}"
        start = threading.Barrier(6)

        def publish(i: int) -> None:
            tmp = _entry(tmp_path, f"t{round}-{i}", f"from {i}")
            start.wait()
            _publish(tmp, final)
            # what a JVM started right after does: open the entry it was told is there
            for _ in range(100):
                if not (final / "planner.jar").exists():
                    missing.append((round, i))

        threads = [threading.Thread(target=publish, args=(i,)) for i in range(6)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert (final / ".complete").exists()
    assert not missing
