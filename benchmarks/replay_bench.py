"""Benchmark: the Spark replay on a large real savepoint (printed, not asserted).

Input: canonical savepoints of ``BigValueStateJob`` written by real Flink 2.3, N keyed
entries (Long key, POJO ``SmallPojo`` value, max parallelism 128, one subtask)::

    tests/fixtures/generator/generate big --entries 2000000 --value pojo --out /tmp/big2m
    tests/fixtures/generator/generate big --entries 8000000 --value pojo --out /tmp/big8m --heap 6g

Measured, each configuration in a fresh child process (one Spark JVM each):

* ``local[1]`` and ``local[2]``: entries/s of the replay job (plan made, session warm) and
  the scaling efficiency ``rate(2) / (2 × rate(1))``;
* the same replay in one Python process without Spark (``compat.replay.replay_local``):
  Spark's overhead at one core = Spark ``local[1]`` seconds / in-process seconds;
  and, for context, plain decoding of every entry (``savepoint.decode.decode_keyed``);
* peak memory while replaying: the largest sum of the RSS of Spark's Python workers (the
  executors' Python side) and the JVM's peak RSS (driver and executor in local mode),
  sampled from /proc every 0.1 s, for every savepoint given (flat from 2M to 8M?);
* the anchor: seconds Flink needs to restore the same savepoint into the job on this
  machine (``generate restore-time DIR``), and the replay's time as a ratio of it.

Two new sides: ``migration`` (the POJO gains a field: every entry is decoded, migrated,
encoded with the new serializer, decoded and compared) and ``as-is`` (the same job: values
are decoded and checked, no re-encoding). The machine's load average is printed with each
figure; on a shared 2-core machine run it when nothing else does.

    .venv/bin/python benchmarks/replay_bench.py --savepoint /tmp/big2m --savepoint /tmp/big8m
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


# ------------------------------------------------------------------------ new sides


def new_graph(savepoint_dir: str, side: str):
    """The new job: the savepoint's own graph (``as-is``) or its POJO with a field added."""
    from flink_compat.graph.loader import load
    from flink_compat.graph.types import Types
    from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot

    graph = load(savepoint_dir)
    if side == "as-is":
        return graph
    ops = []
    for op in graph.operators:
        states = []
        for st in op.states:
            vs = st.value_serializer
            if isinstance(vs, PojoSnapshot):
                added = PojoField(name="aaNote", declaring_class=vs.pojo_class, serializer=Types.STRING)
                st = st.model_copy(update={"value_serializer": vs.model_copy(update={"fields": (added, *vs.fields)})})
            states.append(st)
        ops.append(op.model_copy(update={"states": tuple(states)}))
    return graph.model_copy(update={"operators": tuple(ops)})


# ------------------------------------------------------------------------ memory sampling


def _proc_tree(root: int) -> dict[int, tuple[int, str]]:
    """pid → (ppid, comm) of every process under ``root``."""
    parents: dict[int, tuple[int, str]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8") as f:
                stat = f.read()
        except OSError:
            continue
        comm = stat[stat.index("(") + 1 : stat.rindex(")")]
        ppid = int(stat[stat.rindex(")") + 2 :].split()[1])
        parents[int(entry)] = (ppid, comm)
    out = {}
    for pid in parents:
        p = pid
        while p in parents and p != root and p > 1:
            p = parents[p][0]
        if p == root and pid != root:
            out[pid] = parents[pid]
    return out


def _rss_kb(pid: int, field: str = "VmRSS") -> int:
    try:
        with open(f"/proc/{pid}/status", encoding="utf-8") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def _cpu_ticks(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", encoding="utf-8") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return int(fields[11]) + int(fields[12])  # utime + stime
    except (OSError, IndexError, ValueError):
        return 0


class MemorySampler:
    """Peak RSS of Spark's Python workers (summed) and of the JVM, and the CPU seconds the
    Python workers used, sampled from /proc every 0.1 s."""

    def __init__(self):
        self.python_peak = 0
        self.jvm_peak = 0
        self._cpu_start: dict[int, int] = {}
        self._cpu_last: dict[int, int] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _workers(self):
        return {pid for pid, (_pp, comm) in _proc_tree(os.getpid()).items() if comm.startswith("python")}

    def _run(self):
        me = os.getpid()
        while not self._stop.is_set():
            tree = _proc_tree(me)
            pids = [pid for pid, (_pp, comm) in tree.items() if comm.startswith("python")]
            workers = sum(_rss_kb(pid) for pid in pids)
            for pid in pids:
                self._cpu_last[pid] = max(self._cpu_last.get(pid, 0), _cpu_ticks(pid))
            jvm = max((_rss_kb(pid, "VmHWM") for pid, (_pp, comm) in tree.items() if comm == "java"), default=0)
            self.python_peak = max(self.python_peak, workers)
            self.jvm_peak = max(self.jvm_peak, jvm)
            self._stop.wait(0.1)

    @property
    def worker_cpu_seconds(self) -> float:
        ticks = sum(last - self._cpu_start.get(pid, 0) for pid, last in self._cpu_last.items())
        return ticks / os.sysconf("SC_CLK_TCK")

    def __enter__(self):
        self._cpu_start = {pid: _cpu_ticks(pid) for pid in self._workers()}
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()


# ------------------------------------------------------------------------ children


def child_spark(sp: str, side: str, master: str, runs: str = "1") -> dict:
    runs = int(runs)
    from flink_compat.compat.replay import replay, session

    spark = session(master, {"spark.driver.memory": "2g"})
    graph = new_graph(sp, side)
    try:
        # warm-up: Python workers forked and modules imported (a small real savepoint), the
        # savepoint's files in the page cache
        small = ROOT / "tests" / "fixtures" / "savepoints" / "keyed-hashmap-canonical-files-p2"
        replay(small, str(small), spark=spark)
        _read_all(sp)
        best = None
        for _ in range(runs):
            load_before = os.getloadavg()[0]
            with MemorySampler() as mem:
                start = time.perf_counter()
                report = replay(sp, graph, spark=spark)
                wall = time.perf_counter() - start
            result = {
                "entries": report.entries,
                "migrated": report.migrated,
                "failed": report.failed,
                "tasks": report.tasks,
                "job_seconds": report.seconds,
                "wall_seconds": wall,
                "worker_cpu_seconds": mem.worker_cpu_seconds,
                "python_workers_peak_mb": mem.python_peak / 1024,
                "jvm_peak_mb": mem.jvm_peak / 1024,
                "load": [load_before, os.getloadavg()[0]],
            }
            if best is None or result["job_seconds"] < best["job_seconds"]:
                best = result
        return best
    finally:
        spark.stop()


def _read_all(sp: str) -> None:
    for p in Path(sp).iterdir():
        if p.is_file():
            with open(p, "rb") as f:
                while f.read(1 << 22):
                    pass


def child_local(sp: str, side: str, runs: str = "1") -> dict:
    import resource

    from flink_compat.compat.replay import replay_local

    from flink_compat.compat.replay import _engine

    graph = new_graph(sp, side)
    _read_all(sp)
    best = None
    batched = _engine._keyed_batcher
    ref_times, ratios = [], []
    for _ in range(int(runs)):
        # the reference first: entry by entry (no decoded runs from savepoint/_batch.py)
        _engine._keyed_batcher = lambda *a: (None, None)
        start = time.perf_counter()
        ref_report = replay_local(sp, graph)
        ref_times.append(time.perf_counter() - start)
        _engine._keyed_batcher = batched
        load_before = os.getloadavg()[0]
        start = time.perf_counter()
        report = replay_local(sp, graph)
        seconds = time.perf_counter() - start
        ratios.append(ref_times[-1] / seconds)
        assert (ref_report.entries, ref_report.migrated, ref_report.failed) == (report.entries, report.migrated, report.failed)
        if best is None or seconds < best[0]:
            best = (seconds, report, load_before, os.getloadavg()[0])
    seconds, report, load_before, load_after = best
    return {
        "reference_seconds": min(ref_times),
        "batched_vs_reference": [min(ratios), max(ratios)],
        "entries": report.entries,
        "migrated": report.migrated,
        "failed": report.failed,
        "seconds": seconds,
        "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "load": [load_before, load_after],
    }


def child_decode(sp: str) -> dict:
    from flink_compat import savepoint
    from flink_compat.savepoint.decode import decode_keyed

    load_before = os.getloadavg()[0]
    n = 0
    start = time.perf_counter()
    with savepoint.open(sp) as s:
        for op in s.operators:
            if op.has_keyed_state:
                for _ in decode_keyed(op):
                    n += 1
    return {"entries": n, "seconds": time.perf_counter() - start, "load": [load_before, os.getloadavg()[0]]}


def _burn(n: int = 20_000_000) -> None:
    x = 0
    for i in range(n):
        x += i


def machine_scaling() -> float:
    """What two pure-Python processes get on this machine right now, as an efficiency
    (1.0 = two cores free): the ceiling for any 2-worker figure measured next to it."""
    from multiprocessing import Process

    def run(k: int) -> float:
        procs = [Process(target=_burn) for _ in range(k)]
        start = time.perf_counter()
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        return time.perf_counter() - start

    return max(run(1) / run(2) for _ in range(3))


def run_child(*args: str) -> dict:
    proc = subprocess.run([sys.executable, __file__, "--child", *args], capture_output=True, text=True)
    if proc.returncode != 0:
        raise SystemExit(f"child {args} failed:\n{proc.stderr[-3000:]}")
    return json.loads(proc.stdout.strip().splitlines()[-1])


def flink_restore_seconds(sp: str, repeat: int) -> float | None:
    gen = ROOT / "tests" / "fixtures" / "generator" / "generate"
    proc = subprocess.run([sys.executable, str(gen), "restore-time", sp, "--repeat", str(repeat)],
                          capture_output=True, text=True)
    found = [float(x) for x in re.findall(r"restore_seconds=([0-9.]+)", proc.stdout + proc.stderr)]
    if not found:
        print(f"  (Flink restore failed: {(proc.stdout + proc.stderr)[-500:]})")
        return None
    return min(found)


# ------------------------------------------------------------------------ main


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--savepoint", action="append", required=False, default=[])
    ap.add_argument("--side", action="append", choices=("migration", "as-is"), default=[])
    ap.add_argument("--no-flink", action="store_true", help="skip the Flink restore anchor")
    ap.add_argument("--repeat", type=int, default=1, help="Flink restores to run (the fastest counts)")
    ap.add_argument("--runs", type=int, default=3, help="measured replays per configuration (the fastest counts)")
    ap.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        kind, *rest = a.child
        result = {"spark": lambda: child_spark(*rest), "local": lambda: child_local(*rest), "decode": lambda: child_decode(*rest)}[kind]()
        print(json.dumps(result))
        return
    if not a.savepoint:
        ap.error("give --savepoint DIR (generate one: tests/fixtures/generator/generate big --entries 2000000 --value pojo --out DIR)")
    sides = a.side or ["migration", "as-is"]
    print(f"machine: {os.cpu_count()} cores; load average at start {os.getloadavg()}")
    first = a.savepoint[0]
    for side in sides:
        print(f"\n== {first} · new side: {side}")
        ceiling = machine_scaling()
        one = run_child("spark", first, side, "local[1]", str(a.runs))
        two = run_child("spark", first, side, "local[2]", str(a.runs))
        local = run_child("local", first, side, str(a.runs))
        r1, r2 = one["entries"] / one["job_seconds"], two["entries"] / two["job_seconds"]
        rl = local["entries"] / local["seconds"]
        print(f"  entries {one['entries']:,} (migrated {one['migrated']:,}, failed {one['failed']:,}), tasks {one['tasks']}")
        print(f"  spark local[1]: {one['job_seconds']:.2f} s  {r1:,.0f} entries/s   (load {one['load'][0]:.2f}→{one['load'][1]:.2f})")
        print(f"  spark local[2]: {two['job_seconds']:.2f} s  {r2:,.0f} entries/s   (load {two['load'][0]:.2f}→{two['load'][1]:.2f})")
        print(f"  scaling efficiency local[2] vs 2×local[1]: {r2 / (2 * r1):.0%}  (target ≥ 80%);"
              f" two bare Python processes on this machine just before: {ceiling:.0%}")
        c1, c2 = one["worker_cpu_seconds"], two["worker_cpu_seconds"]
        print(f"  CPU the Python workers got: local[1] {c1:.1f} s in {one['job_seconds']:.1f} s ({c1 / one['job_seconds']:.2f} cores),"
              f" local[2] {c2:.1f} s in {two['job_seconds']:.1f} s ({c2 / two['job_seconds']:.2f} cores);"
              f" entries per worker CPU-second {one['entries'] / max(c1, 1e-9):,.0f} vs {two['entries'] / max(c2, 1e-9):,.0f}")
        print(f"  in-process replay (no Spark, 1 core): {local['seconds']:.2f} s  {rl:,.0f} entries/s   (load {local['load'][0]:.2f}→{local['load'][1]:.2f})")
        q = local["batched_vs_reference"]
        print(f"  in-process replay entry by entry (the reference decoder): {local['reference_seconds']:.2f} s"
              f"  {local['entries'] / local['reference_seconds']:,.0f} entries/s; decoded runs / entry by entry: {q[0]:.2f}-{q[1]:.2f}× per run")
        print(f"  Spark overhead at 1 core: local[1] / in-process = {one['job_seconds'] / local['seconds']:.2f}×  (target ≤ 1.5×)")
        print(f"  memory local[2]: Python workers peak {two['python_workers_peak_mb']:.0f} MB, JVM peak {two['jvm_peak_mb']:.0f} MB")
        if side == sides[0]:
            dec = run_child("decode", first)
            print(f"  for context, plain decoding (decode_keyed, 1 core): {dec['seconds']:.2f} s  {dec['entries'] / dec['seconds']:,.0f} entries/s;"
                  f" local[1] replay / decoding = {one['job_seconds'] / dec['seconds']:.2f}×")
            anchor = None if a.no_flink else flink_restore_seconds(first, a.repeat)
            if anchor:
                print(f"  Flink 2.3 restore of the same savepoint (submit → all tasks RUNNING): {anchor:.2f} s;"
                      f" replay local[2] / Flink restore = {two['job_seconds'] / anchor:.2f}×"
                      f" (wall incl. planning {two['wall_seconds'] / anchor:.2f}×)")
    for other in a.savepoint[1:]:
        side = sides[0]
        res = run_child("spark", other, side, "local[2]", "1")
        print(f"\n== {other} · {side}: {res['entries']:,} entries in {res['job_seconds']:.2f} s"
              f" ({res['entries'] / res['job_seconds']:,.0f}/s); Python workers peak {res['python_workers_peak_mb']:.0f} MB,"
              f" JVM peak {res['jvm_peak_mb']:.0f} MB (load {res['load'][0]:.2f}→{res['load'][1]:.2f})")


if __name__ == "__main__":
    main()
