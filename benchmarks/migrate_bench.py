"""Benchmark: ``flink-compat migrate``'s rewrite on large real savepoints (printed, not asserted).

Input: canonical savepoints of ``BigValueStateJob`` written by real Flink 2.3 (Long keys,
max parallelism 128, one subtask), one with ``ValueState<Long>`` values, one with POJO
(``SmallPojo``) values::

    tests/fixtures/generator/generate big --entries 1000000 --value long --out /tmp/big1m-long
    tests/fixtures/generator/generate big --entries 1000000 --value pojo --out /tmp/big1m-pojo

The new side makes every value change, so that every entry is decoded, migrated and encoded
with the new serializer (no byte copy): for Long values TTL switched on (each value wrapped
with a last-access timestamp, ``Long → TTL<Long>``), for POJO values a field added (as
``replay_bench.py``'s ``migration`` side). Measured, each configuration in a fresh child
process (one Spark JVM each; the plan made and the session warmed before the clock starts):

* the rewrite (``savepoint.rewrite.rewrite`` with ``compat.migrate.run_parts_on_spark``:
  parts written, then assembled into a savepoint directory) on Spark ``local[1]`` and
  ``local[2]``: entries/s, entries/s per core, and the scaling ``rate(2) / rate(1)``;
* the same rewrite in one Python process without Spark (``run_parts_here``);
* the replay of the same savepoint against the same new side on Spark ``local[1]``
  (``compat.replay.replay``, which decodes, migrates, re-encodes and compares every value
  but writes nothing): the rewrite's time as a ratio of the replay's.

Each figure comes as wall time and as CPU time (user + system of the child and every
process under it: Spark's JVM and Python workers, from /proc); entries per CPU second is
the per-core rate least dependent on what else runs. The machine's load average is printed
with each figure (a shared machine: compare figures of one run only).

    .venv/bin/python benchmarks/migrate_bench.py --long /tmp/big1m-long --pojo /tmp/big1m-pojo
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from replay_bench import _cpu_ticks, _proc_tree  # noqa: E402

SMALL = ROOT / "tests" / "fixtures" / "savepoints" / "keyed-hashmap-canonical-files-p2"


def new_graph(savepoint_dir: str):
    """The new job: the savepoint's graph with every Long value state's TTL switched on and
    every POJO gaining a String field."""
    from flink_compat.graph.loader import load
    from flink_compat.graph.model import StateKind
    from flink_compat.graph.types import Types
    from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot
    from flink_compat.schema_registry.families.ttl import TtlSnapshot

    graph = load(savepoint_dir)
    ops = []
    for op in graph.operators:
        states = []
        for st in op.states:
            vs = st.value_serializer
            if isinstance(vs, PojoSnapshot):
                added = PojoField(name="aaNote", declaring_class=vs.pojo_class, serializer=Types.STRING)
                st = st.model_copy(update={"value_serializer": vs.model_copy(update={"fields": (added, *vs.fields)})})
            elif st.kind is StateKind.VALUE and vs == Types.LONG:
                st = st.model_copy(update={"value_serializer": TtlSnapshot(timestamp=Types.LONG, value=Types.LONG)})
            states.append(st)
        ops.append(op.model_copy(update={"states": tuple(states)}))
    return graph.model_copy(update={"operators": tuple(ops)})


def _read_all(sp: str) -> None:
    for p in Path(sp).rglob("*"):
        if p.is_file():
            with open(p, "rb") as f:
                while f.read(1 << 22):
                    pass


class TreeCpu:
    """CPU seconds (user + system) of this process and every process under it (Spark's JVM
    and Python workers), sampled from /proc every 0.1 s: on a shared machine the wall time
    depends on the load, the CPU time much less."""

    def __init__(self):
        self._start: dict[int, int] = {}
        self._last: dict[int, int] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _pids(self):
        return [os.getpid(), *_proc_tree(os.getpid())]

    def _sample(self):
        for pid in self._pids():
            self._last[pid] = max(self._last.get(pid, 0), _cpu_ticks(pid))

    def _run(self):
        while not self._stop.wait(0.1):
            self._sample()

    def __enter__(self):
        self._start = {pid: _cpu_ticks(pid) for pid in self._pids()}
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
        self._sample()

    @property
    def seconds(self) -> float:
        return sum(last - self._start.get(pid, 0) for pid, last in self._last.items()) / os.sysconf("SC_CLK_TCK")


def _rewrite(sp_dir: str, graph, out: str, spark=None) -> tuple[int, float, float]:
    """(entries written, seconds, CPU seconds) of one migrate rewrite of ``sp_dir`` for ``graph``."""
    from flink_compat import savepoint
    from flink_compat.compat.migrate import plan, run_parts_on_spark
    from flink_compat.savepoint.rewrite import rewrite, run_parts_here

    entries = [0]

    def count(done, total, *rest):  # progress(done, total, [0, 0,] entries)
        entries[0] = rest[-1]

    with savepoint.open(sp_dir) as sp:
        decided = plan(sp, graph)
        with TreeCpu() as cpu:
            start = time.perf_counter()
            if spark is None:
                rewrite(sp, decided.rewrite, out, run_parts_here(sp, count))
            else:
                rewrite(sp, decided.rewrite, out, run_parts_on_spark(spark, count))
            seconds = time.perf_counter() - start
        return entries[0], seconds, cpu.seconds


def child_rewrite(sp: str, master: str, runs: str) -> dict:
    """The best of ``runs`` rewrites (``master`` "here": in this process)."""
    graph = new_graph(sp)
    spark = None
    if master != "here":
        from flink_compat.compat.replay import session

        spark = session(master, {"spark.driver.memory": "2g"})
    work = tempfile.mkdtemp(prefix="migrate-bench-")
    try:
        # warm-up: Python workers forked and modules imported, the savepoint in the page cache
        _rewrite(str(SMALL), new_graph(str(SMALL)), os.path.join(work, "warm"), spark)
        _read_all(sp)
        best = None
        for i in range(int(runs)):
            out = os.path.join(work, f"run{i}")
            load_before = os.getloadavg()[0]
            entries, seconds, cpu = _rewrite(sp, graph, out, spark)
            shutil.rmtree(out)
            if best is None or seconds < best["seconds"]:
                best = {"entries": entries, "seconds": seconds, "cpu_seconds": cpu, "load": [load_before, os.getloadavg()[0]]}
        return best
    finally:
        shutil.rmtree(work, ignore_errors=True)
        if spark is not None:
            spark.stop()


def child_replay(sp: str, master: str, runs: str) -> dict:
    from flink_compat.compat.replay import replay, session

    graph = new_graph(sp)
    spark = session(master, {"spark.driver.memory": "2g"})
    try:
        replay(SMALL, str(SMALL), spark=spark)
        _read_all(sp)
        best = None
        for _ in range(int(runs)):
            load_before = os.getloadavg()[0]
            with TreeCpu() as cpu:
                report = replay(sp, graph, spark=spark)
            if best is None or report.seconds < best["seconds"]:
                best = {"entries": report.entries, "migrated": report.migrated, "failed": report.failed,
                        "seconds": report.seconds, "cpu_seconds": cpu.seconds, "load": [load_before, os.getloadavg()[0]]}
        return best
    finally:
        spark.stop()


def run_child(*args: str) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"child {args} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _load(r: dict) -> str:
    return f"load {r['load'][0]:.1f}-{r['load'][1]:.1f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--long", help="a big savepoint of ValueState<Long> (generate big --value long)")
    ap.add_argument("--pojo", help="a big savepoint of POJO values (generate big --value pojo)")
    ap.add_argument("--runs", type=int, default=2, help="measured runs per configuration (the fastest counts)")
    ap.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        kind, *rest = a.child
        print(json.dumps({"rewrite": child_rewrite, "replay": child_replay}[kind](*rest)))
        return
    savepoints = [(name, d) for name, d in (("ValueState<Long>, TTL switched on", a.long),
                                            ("POJO values, a field added", a.pojo)) if d]
    if not savepoints:
        ap.error("give --long and/or --pojo (see the docstring for how to generate them)")
    print(f"cores: {os.cpu_count()}, load at start: {os.getloadavg()[0]:.1f}")
    runs = str(a.runs)
    for name, sp in savepoints:
        here = run_child("rewrite", sp, "here", runs)
        one = run_child("rewrite", sp, "local[1]", runs)
        two = run_child("rewrite", sp, "local[2]", runs)
        rep = run_child("replay", sp, "local[1]", runs)
        n = one["entries"]
        assert here["entries"] == n == two["entries"], (here, one, two)
        # the replay counts the operator states' entries too (the source's reader position)
        assert n <= rep["entries"] <= n + 8 and n <= rep["migrated"] and not rep["failed"], rep
        r1, r2, rh, rr = n / one["seconds"], n / two["seconds"], n / here["seconds"], n / rep["seconds"]
        def line(what, r, rate, per_core):
            print(f"  {what:24s}: {r['seconds']:5.1f} s wall {rate / 1e3:5.0f}k entries/s ({per_core / 1e3:.0f}k per core) | "
                  f"{r['cpu_seconds']:5.1f} CPU s {n / r['cpu_seconds'] / 1e3:5.0f}k entries per CPU second ({_load(r)})")

        print(f"\n{name}: {n:,} entries ({sp})")
        line("rewrite, in process", here, rh, rh)
        line("rewrite, Spark local[1]", one, r1, r1)
        line("rewrite, Spark local[2]", two, r2, r2 / 2)
        line("replay, Spark local[1]", rep, rr, rr)
        print(f"  scaling local[2]/local[1]: {r2 / r1:.2f}x (efficiency {r2 / (2 * r1):.0%}); "
              f"Spark's cost at one core: {one['seconds'] / here['seconds']:.2f}x the in-process rewrite's time, "
              f"{one['cpu_seconds'] / here['cpu_seconds']:.2f}x its CPU")
        print(f"  rewrite/replay at local[1]: {one['seconds'] / rep['seconds']:.2f}x the time, "
              f"{one['cpu_seconds'] / rep['cpu_seconds']:.2f}x the CPU")


if __name__ == "__main__":
    main()
