"""Benchmark: time to a replay's verdict on small savepoints, in process against on Spark
(printed, not asserted).

``flink-compat check SP NEW --replay`` replays a savepoint of at most ``IN_PROCESS_BYTES`` of
state in its own process; before, every replay started a local Spark. Measured end to end,
as a user runs it (a fresh ``flink-compat`` process each, the savepoint as OLD and its own
graph, its POJO with a field added, as NEW): wall seconds in process and with ``--master
local[1]`` (Spark's start included), their ratio, and the in-process rate in MB of state
files per second, from which the bound is chosen (the time the bound takes at that rate).

    tests/fixtures/generator/generate big --entries 1000000 --value pojo --out /tmp/big1m
    .venv/bin/python benchmarks/replay_small.py --savepoint tests/fixtures/savepoints/<fixture> --savepoint /tmp/big1m
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def _new_side(savepoint: str, out: Path) -> Path:
    import json

    from replay_bench import new_graph

    from flink_compat.graph.model import to_manifest

    path = out / f"new-{abs(hash(savepoint))}.json"
    path.write_text(json.dumps(to_manifest(new_graph(savepoint, "migration"))), encoding="utf-8")
    return path


def _timed(argv: list[str]) -> float:
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "flink_compat", *argv, "--no-progress",
                           "--output", f"json:{os.devnull}"], capture_output=True, text=True, cwd=ROOT)
    if done.returncode not in (0, 1):
        raise SystemExit(done.stderr.strip().splitlines()[-1])
    return time.perf_counter() - start


def main() -> None:
    from flink_compat.compat.replay import IN_PROCESS_BYTES

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--savepoint", action="append", required=True)
    p.add_argument("--runs", type=int, default=2)
    args = p.parse_args()
    print(f"in-process bound: {IN_PROCESS_BYTES / 2**20:.0f} MiB of state files; load {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        for sp in args.savepoint:
            size = sum(f.stat().st_size for f in Path(sp).rglob("*") if f.is_file() and f.name != "_metadata")
            new = str(_new_side(sp, Path(tmp)))
            base = ["replay", sp, new]
            local = min(_timed(base) for _ in range(args.runs)) if size <= IN_PROCESS_BYTES else None
            spark = min(_timed(base + ["--master", "local[1]"]) for _ in range(args.runs))
            if local is None:
                print(f"{sp}: {size / 1e6:.1f} MB over the bound; Spark local[1] {spark:.1f} s")
                continue
            print(f"{sp}: {size / 1e6:.2f} MB of state: in process {local:.2f} s ({size / 1e6 / local:.1f} MB/s), "
                  f"Spark local[1] {spark:.1f} s: {spark / local:.1f}x")


if __name__ == "__main__":
    main()
