"""Benchmark: decoding keyed state in Python against Flink's own restore of it, same
savepoints, same run (printed, not asserted).

For each savepoint (``generate big``: one keyed ValueState "value" of operator
"big-state", Long keys), on one core, CPU time:

* Flink: ``benchmarks/java/FlinkRestoreBench.java``, Flink 2.3's ``FullSnapshotRestoreOperation``
  reading the state streams and every entry's key, namespace and value deserialized with the
  serializers restored from the snapshots, as a heap backend's savepoint restore does (without
  filling a state table); compiled here against Flink's jars and the generator's classes (the
  POJO), run in one JVM, the best of the repetitions after the JIT's warm-up. Twice: the
  streams read through a 64 KiB buffer (Flink's "buffered restore": what the decoding costs,
  as from a remote file system's buffering client), and unbuffered, as Flink reads a local
  state file (a system call per ``readInt``);
* Python: ``savepoint.decode.decode_keyed`` (the reader ``inspect``, the replay, the export and
  the ``flink-savepoint`` data source use), every entry a Python value, the best of the
  repetitions;

and prints entries/s per core of each and the ratio Python / Flink.

    tests/fixtures/generator/generate big --entries 1000000 --value long --out /tmp/big1m-long
    tests/fixtures/generator/generate big --entries 1000000 --value pojo --out /tmp/big1m
    .venv/bin/python benchmarks/decode_vs_flink.py /tmp/big1m-long /tmp/big1m
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OPERATOR, STATE = "big-state", "value"


def _flink_bench_classes() -> Path:
    from tests.fidelity.run import GEN

    GEN.ensure_jars()
    GEN.build()
    out = GEN.BUILD / "restore-bench"
    GEN._compile([str(ROOT / "benchmarks" / "java" / "FlinkRestoreBench.java")], out, extra_cp=[GEN.CLASSES])
    return out


def _flink(classes: Path, savepoint: str, operator_id: str, key: str, repetitions: int, how: str) -> tuple[int, float]:
    """(entries, best CPU seconds) of Flink's restore, its streams ``buffered`` or ``unbuffered``."""
    from tests.fidelity.run import GEN

    cmd = [GEN.java_bin(), *GEN.jvm_opts(heap="2g", quick=False), "-cp", GEN.classpath(extra=[classes]),
           "FlinkRestoreBench", savepoint, operator_id, STATE, key, str(repetitions), how]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"FlinkRestoreBench failed:\n{done.stderr[-3000:]}")
    runs = [dict(kv.split("=") for kv in line.split()) for line in done.stdout.splitlines() if line.startswith("entries=")]
    return int(runs[0]["entries"]), min(float(r["cpu_seconds"]) for r in runs[repetitions // 2:])


def _python(savepoint: str, repetitions: int) -> tuple[int, float]:
    from flink_compat import savepoint as sp_api
    from flink_compat.savepoint.decode import decode_keyed

    best, n = float("inf"), 0
    with sp_api.open(savepoint) as sp:
        op = sp.operator(OPERATOR)
        for _ in range(repetitions):
            start = time.process_time()
            n = sum(1 for _ in decode_keyed(op, states=[STATE]))
            best = min(best, time.process_time() - start)
    return n, best


def main() -> None:
    from flink_compat import savepoint as sp_api

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("savepoint", nargs="+")
    p.add_argument("--repetitions", type=int, default=6)
    args = p.parse_args()
    print(f"load {os.getloadavg()[0]:.1f}; CPU time of one thread; best of {args.repetitions} (Flink: of the last half)")
    classes = _flink_bench_classes()
    for location in args.savepoint:
        with sp_api.open(location) as sp:
            op = sp.operator(OPERATOR)
            operator_id, key = op.operator_id, op.keyed_meta.key_serializer.label()
            value = next(s for s in op.keyed_meta.states if s.name == STATE).value_serializer.label()
        n_python, python = _python(location, args.repetitions)
        print(f"{location}: ValueState<{value}>, {n_python:,} entries")
        print(f"  Python decoding                     {n_python / python / 1e6:5.2f} M entries/s  ({python:.2f} s)")
        for how in ("buffered", "unbuffered"):
            n_flink, flink = _flink(classes, location, operator_id, key, args.repetitions, how)
            assert n_flink == n_python, (how, n_flink, n_python)
            print(f"  Flink's restore, {how:<10} stream  {n_flink / flink / 1e6:5.2f} M entries/s  ({flink:.2f} s)  "
                  f"Python / Flink: {flink / python:.2f}")


if __name__ == "__main__":
    main()
