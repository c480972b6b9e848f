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

Two new sides: ``migration`` (the POJO gains a field, other values get TTL switched on:
every entry is decoded, migrated, encoded with the new serializer, decoded and compared;
column-wise for runs of entries, ``compat/replay/_columns.py``) and ``as-is`` (the same job:
values are decoded and checked, no re-encoding).

Every figure is a range over ``--runs`` runs with the load average next to it, and comes
with CPU seconds and entries per CPU-second (on a shared machine the wall figures say how
busy it was; the CPU ones what the replay costs). Ratios: Spark to the in-process replay,
the in-process replay to plain decoding, the replay to Flink's restore of the same
savepoint, and entries per CPU-second to the per-core target (``JVM_PER_CORE``).

    .venv/bin/python benchmarks/replay_bench.py --savepoint /tmp/big2m --savepoint /tmp/big8m

``--full`` gives every savepoint all the figures (e.g. the scaling of 1M and 4M entries in
one run) and ends with a summary line per savepoint and side; ``--reference first`` runs
the entry-by-entry replay on the first savepoint only.
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
    """The new job: the savepoint's own graph (``as-is``), or (``migration``) its POJO with a
    field added, other values with TTL switched on."""
    from flink_compat.graph.loader import load
    from flink_compat.graph.types import Types
    from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot
    from flink_compat.schema_registry.families.ttl import TtlAwareSnapshot, TtlSnapshot

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
            elif vs is not None and not isinstance(vs, (TtlSnapshot, TtlAwareSnapshot)) and st.kind.value == "VALUE":
                st = st.model_copy(update={"value_serializer": TtlSnapshot(timestamp=Types.LONG, value=vs)})
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
        self._jvm_start: dict[int, int] = {}
        self._jvm_last: dict[int, int] = {}
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
            for pid, (_pp, comm) in tree.items():
                if comm == "java":
                    self._jvm_last[pid] = max(self._jvm_last.get(pid, 0), _cpu_ticks(pid))
            jvm = max((_rss_kb(pid, "VmHWM") for pid, (_pp, comm) in tree.items() if comm == "java"), default=0)
            self.python_peak = max(self.python_peak, workers)
            self.jvm_peak = max(self.jvm_peak, jvm)
            self._stop.wait(0.1)

    @property
    def worker_cpu_seconds(self) -> float:
        ticks = sum(last - self._cpu_start.get(pid, 0) for pid, last in self._cpu_last.items())
        return ticks / os.sysconf("SC_CLK_TCK")

    @property
    def jvm_cpu_seconds(self) -> float:
        ticks = sum(last - self._jvm_start.get(pid, 0) for pid, last in self._jvm_last.items())
        return ticks / os.sysconf("SC_CLK_TCK")

    def __enter__(self):
        self._cpu_start = {pid: _cpu_ticks(pid) for pid in self._workers()}
        self._jvm_start = {pid: _cpu_ticks(pid) for pid, (_pp, comm) in _proc_tree(os.getpid()).items() if comm == "java"}
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
        # warm-up: the savepoint's files in the page cache; one replay of it, not measured:
        # every Python worker forked, its modules imported and the savepoint opened (a small
        # savepoint's few tasks are packed into one Spark task: one worker only would be warm)
        _read_all(sp)
        replay(sp, graph, spark=spark)
        best = None
        every = []
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
                "jvm_cpu_seconds": mem.jvm_cpu_seconds,
                "python_workers_peak_mb": mem.python_peak / 1024,
                "jvm_peak_mb": mem.jvm_peak / 1024,
                "load": [load_before, os.getloadavg()[0]],
            }
            every.append([result["job_seconds"], result["worker_cpu_seconds"], *result["load"]])
            if best is None or result["job_seconds"] < best["job_seconds"]:
                best = result
        best["runs"] = every  # [job seconds, worker CPU seconds, load before, load after] per run
        return best
    finally:
        spark.stop()


def _read_all(sp: str) -> None:
    for p in Path(sp).iterdir():
        if p.is_file():
            with open(p, "rb") as f:
                while f.read(1 << 22):
                    pass


def child_local(sp: str, side: str, runs: str = "1", reference: str = "yes") -> dict:
    import resource

    from flink_compat.compat.replay import replay_local

    from flink_compat.compat.replay import _engine

    graph = new_graph(sp, side)
    _read_all(sp)
    best = None
    batched = _engine._keyed_batcher
    ref_times, ratios, measured = [], [], []
    for _ in range(int(runs)):
        ref_report = None
        if reference == "yes":
            # the reference first: entry by entry (no decoded runs from savepoint/_batch.py)
            _engine._keyed_batcher = lambda *a: (None, None)
            start = time.perf_counter()
            ref_report = replay_local(sp, graph)
            ref_times.append(time.perf_counter() - start)
            _engine._keyed_batcher = batched
        load_before = os.getloadavg()[0]
        start, cpu = time.perf_counter(), time.process_time()
        report = replay_local(sp, graph)
        seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
        measured.append([report.seconds, cpu, load_before, os.getloadavg()[0]])
        if ref_report is not None:
            ratios.append(ref_times[-1] / seconds)
            assert (ref_report.entries, ref_report.migrated, ref_report.failed) == (report.entries, report.migrated, report.failed)
        if best is None or seconds < best[0]:
            best = (seconds, report, load_before, os.getloadavg()[0])
    seconds, report, load_before, load_after = best
    return {
        "runs": measured,  # [replay seconds (plan made), CPU seconds incl. planning, load before, after]
        "reference_seconds": min(ref_times) if ref_times else None,
        "batched_vs_reference": [min(ratios), max(ratios)] if ratios else None,
        "entries": report.entries,
        "migrated": report.migrated,
        "failed": report.failed,
        "seconds": seconds,
        "peak_mb": _peak_kb() / 1024,
        "load": [load_before, load_after],
    }


def _peak_kb() -> int:
    """This process image's peak RSS in KiB: VmHWM (ru_maxrss keeps the forking parent's peak
    across exec, and this runs in a child of the benchmark)."""
    try:
        return next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss


def child_decode(sp: str, runs: str = "1") -> dict:
    from flink_compat import savepoint
    from flink_compat.savepoint.decode import decode_keyed

    _read_all(sp)
    every = []
    for _ in range(int(runs)):
        load_before = os.getloadavg()[0]
        n = 0
        start, cpu = time.perf_counter(), time.process_time()
        with savepoint.open(sp) as s:
            for op in s.operators:
                if op.has_keyed_state:
                    for _ in decode_keyed(op):
                        n += 1
        every.append([time.perf_counter() - start, time.process_time() - cpu, load_before, os.getloadavg()[0]])
    best = min(every)
    return {"entries": n, "seconds": best[0], "cpu_seconds": best[1], "load": best[2:], "runs": every}


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

#: Entries per second one core of Flink 2.3's JVM restores from a buffered canonical
#: savepoint (issue 13's measurements: the replay's per-core target), by value type.
JVM_PER_CORE = {"pojo": (830_000, 1_550_000), "long": (1_600_000, 2_100_000)}


def _load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def _has_pojo(sp: str) -> bool:
    from flink_compat.graph.loader import load
    from flink_compat.schema_registry.families.pojo import PojoSnapshot

    return any(isinstance(st.value_serializer, PojoSnapshot) for op in load(sp).operators for st in op.states)


def _rates(n: int, runs: list) -> str:
    """Ranges over runs ``[seconds, CPU seconds, load before, load after]``: seconds,
    entries/s, CPU seconds, entries per CPU-second, load."""
    secs = [r[0] for r in runs]
    cpus = [r[1] for r in runs]
    loads = [x for r in runs for x in r[2:]]
    return (f"{min(secs):.2f}-{max(secs):.2f} s  {n / max(secs):,.0f}-{n / min(secs):,.0f} entries/s | "
            f"{min(cpus):.2f}-{max(cpus):.2f} CPU s  {n / max(cpus):,.0f}-{n / min(cpus):,.0f} entries per CPU-second"
            f"  (load {min(loads):.1f}-{max(loads):.1f})")


def _per_cpu(n: int, res: dict) -> float:
    return n / max(res["worker_cpu_seconds"], 1e-9)


def _best_cpu(res: dict) -> float:
    return min(r[1] for r in res["runs"])



def _side(sp: str, side: str, runs: int, reference: bool, dec: dict, anchor, target) -> dict:
    """Every figure of one savepoint and new side, printed; the summary row returned."""
    print(f"\n== {sp} · new side: {side}")
    ceiling = machine_scaling()
    one = run_child("spark", sp, side, "local[1]", str(runs))
    two = run_child("spark", sp, side, "local[2]", str(runs))
    local = run_child("local", sp, side, str(runs), "yes" if reference else "no")
    n = one["entries"]
    r1, r2 = n / one["job_seconds"], n / two["job_seconds"]
    print(f"  entries {n:,} (migrated {one['migrated']:,}, failed {one['failed']:,}); tasks planned: local[1] {one['tasks']}, local[2] {two['tasks']}")
    print(f"  in-process replay (no Spark, 1 core): {_rates(n, local['runs'])}")
    print(f"  spark local[1] (job, Python workers' CPU): {_rates(n, one['runs'])}")
    print(f"  spark local[2] (job, Python workers' CPU): {_rates(n, two['runs'])}")
    print(f"  scaling efficiency local[2] vs 2×local[1] (fastest runs): {r2 / (2 * r1):.0%}  (target ≥ 80%);"
          f" two bare Python processes on this machine just before: {ceiling:.0%};"
          f" entries per worker CPU-second local[2] / local[1]: {_per_cpu(n, two) / _per_cpu(n, one):.0%}")
    print(f"  CPU: local[1] workers {one['worker_cpu_seconds']:.2f} s + JVM {one['jvm_cpu_seconds']:.2f} s;"
          f" local[2] workers {two['worker_cpu_seconds']:.2f} s + JVM {two['jvm_cpu_seconds']:.2f} s"
          f" ({two['worker_cpu_seconds'] / two['job_seconds']:.2f} cores of Python workers)")
    if local["reference_seconds"]:
        q = local["batched_vs_reference"]
        print(f"  in-process replay entry by entry (the reference decoder and check): {local['reference_seconds']:.2f} s"
              f"  {n / local['reference_seconds']:,.0f} entries/s; decoded runs / entry by entry: {q[0]:.2f}-{q[1]:.2f}× per run")
    best_local = min(r[0] for r in local["runs"])
    print(f"  ratios: Spark local[1] / in-process = {one['job_seconds'] / best_local:.2f}× the time (target ≤ 1.5×);"
          f" in-process replay / plain decoding = {best_local / dec['seconds']:.2f}× the time,"
          f" {_best_cpu(local) / dec['cpu_seconds']:.2f}× the CPU")
    per_core = n / _best_cpu(local)
    print(f"  per core: in-process {per_core:,.0f} entries per CPU-second, Spark local[1] workers {_per_cpu(n, one):,.0f},"
          f" local[2] workers {_per_cpu(n, two):,.0f}; in-process: {per_core / target[1]:.2f}-{per_core / target[0]:.2f}× the JVM's"
          f" {target[0] / 1e6:.2f}-{target[1] / 1e6:.2f}M")
    if anchor:
        print(f"  Flink restore anchor: replay local[2] / Flink restore = {two['job_seconds'] / anchor:.2f}× the time"
              f" (wall incl. planning {two['wall_seconds'] / anchor:.2f}×); local[1] {one['job_seconds'] / anchor:.2f}×")
    print(f"  memory local[2]: Python workers peak {two['python_workers_peak_mb']:.0f} MB, JVM peak {two['jvm_peak_mb']:.0f} MB;"
          f" load now {_load()}")
    loads = [x for res in (one, two) for r in res["runs"] for x in r[2:]]
    return {"savepoint": sp, "side": side, "entries": n, "one": one, "two": two, "scaling": r2 / (2 * r1),
            "ceiling": ceiling, "in_process_per_cpu": per_core, "load": (min(loads), max(loads))}


def _summary(rows: list) -> None:
    """One line per savepoint and side: the figures of the README's replay speed table."""
    print("\n== summary (fastest run of each; ranges over the runs)")
    for row in rows:
        n, one, two = row["entries"], row["one"], row["two"]
        s1 = [r[0] for r in one["runs"]]
        s2 = [r[0] for r in two["runs"]]
        print(f"  {Path(row['savepoint']).name} {row['side']}: {n:,} entries; local[1] {n / max(s1) / 1e6:.2f}-{n / min(s1) / 1e6:.2f}M/s"
              f" ({min(s1):.2f}-{max(s1):.2f} s), local[2] {n / max(s2) / 1e6:.2f}-{n / min(s2) / 1e6:.2f}M/s ({min(s2):.2f}-{max(s2):.2f} s),"
              f" scaling {row['scaling']:.0%} (bare Python {row['ceiling']:.0%}); worker CPU local[1] {one['worker_cpu_seconds']:.2f} s"
              f" ({_per_cpu(n, one) / 1e6:.2f}M/CPU-s), local[2] {two['worker_cpu_seconds']:.2f} s ({_per_cpu(n, two) / 1e6:.2f}M/CPU-s);"
              f" in process {row['in_process_per_cpu'] / 1e6:.2f}M/CPU-s; load {row['load'][0]:.1f}-{row['load'][1]:.1f}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--savepoint", action="append", required=False, default=[])
    ap.add_argument("--side", action="append", choices=("migration", "as-is"), default=[])
    ap.add_argument("--no-flink", action="store_true", help="skip the Flink restore anchor")
    ap.add_argument("--repeat", type=int, default=1, help="Flink restores to run (the fastest counts)")
    ap.add_argument("--runs", type=int, default=3, help="measured replays per configuration (the fastest counts)")
    ap.add_argument("--full", action="store_true",
                    help="every figure for every savepoint given (else the savepoints after the first only get local[2] and memory)")
    ap.add_argument("--reference", choices=("all", "first", "none"), default="all",
                    help="which savepoints also get the in-process replay entry by entry (minutes on a large savepoint)")
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
    print(f"machine: {os.cpu_count()} cores; load average at start {_load()}")
    rows = []
    for index, sp in enumerate(a.savepoint):
        if index and not a.full:
            side = sides[0]
            res = run_child("spark", sp, side, "local[2]", "1")
            print(f"\n== {sp} · {side}: {res['entries']:,} entries in {res['job_seconds']:.2f} s"
                  f" ({res['entries'] / res['job_seconds']:,.0f}/s); Python workers peak {res['python_workers_peak_mb']:.0f} MB,"
                  f" JVM peak {res['jvm_peak_mb']:.0f} MB (load {res['load'][0]:.2f}→{res['load'][1]:.2f})")
            continue
        target = JVM_PER_CORE["pojo" if _has_pojo(sp) else "long"]
        dec = run_child("decode", sp, str(a.runs))
        anchor = None if a.no_flink else flink_restore_seconds(sp, a.repeat)
        n = dec["entries"]
        print(f"\n== {sp}: {n:,} keyed entries")
        print(f"  plain decoding (decode_keyed, 1 core): {_rates(n, dec['runs'])}")
        if anchor:
            print(f"  Flink 2.3 restore of the same savepoint (submit → all tasks RUNNING): {anchor:.2f} s  {n / anchor:,.0f} entries/s")
        print(f"  target per core (the JVM's buffered restore, issue 13): {target[0] / 1e6:.2f}-{target[1] / 1e6:.2f}M entries/s")
        for side in sides:
            rows.append(_side(sp, side, a.runs, a.reference == "all" or a.reference == "first" and not index, dec, anchor, target))
    _summary(rows)


if __name__ == "__main__":
    main()
