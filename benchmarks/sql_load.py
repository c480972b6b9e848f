"""Figures for loading a Flink SQL script (issue "Flink SQL jobs"); printed, not asserted.

* **cold**: the bridge, the unpacked planner and the SQL class archive are cached (warm-up loads
  first); a child JVM starts, the planner plans the script, the JobGraph is derived and run on a
  MiniCluster until every task is RUNNING, the savepoint is taken; the script's graph is not cached;
* **cached**: the same script, options and jars were loaded before. ``flink-compat graph`` run as
  a command (a new Python: its imports, the cache key, the cached graph read and printed), and
  ``load()`` called again in this process.

For tests/sql/fixtures/pipeline.sql (6 statements: GROUP BY and deduplication in a statement set)
and a generated 30-statement job (:func:`thirty_statements`: 14 tables, a SET, a statement set of
15 INSERTs, each a GROUP BY). Target: the 30-statement job under 10 s cold, under 1 s cached.
Times are wall clock (median [min-max]); CPU is the user + system time of this process and its
children (the JVM: JIT compiler and GC threads included), which the machine's load does not
inflate the way it does wall time.

Run: ``.venv/bin/python benchmarks/sql_load.py [--runs N]`` (needs a JDK 17; Flink's jars come
from ``.cache/flink-2.3.0``, which ``tests/fixtures/generator/generate build`` fills).
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGETS = {"cold": 10.0, "cached": 1.0}  # seconds, for the 30-statement job
THIRTY = "30 statements"


def thirty_statements() -> str:
    """7 datagen sources and 7 sinks (14 statements), a SET, and a statement set of 15 INSERTs."""
    lines = []
    for i in range(7):
        lines.append(f"CREATE TABLE src{i} (k STRING, v BIGINT) WITH ('connector' = 'datagen', 'fields.k.length' = '2');")
        lines.append(f"CREATE TABLE snk{i} (k STRING, s BIGINT, n BIGINT, PRIMARY KEY (k) NOT ENFORCED) "
                     "WITH ('connector' = 'blackhole');")
    lines.append("SET 'table.exec.state.ttl' = '1 d';")
    lines.append("EXECUTE STATEMENT SET BEGIN")
    for i in range(15):
        lines.append(f"INSERT INTO snk{i % 7} SELECT k, SUM(v) + {i} AS s, COUNT(*) AS n FROM src{(i * 3) % 7} "
                     f"WHERE v > {i} GROUP BY k;")
    lines.append("END;")
    return "\n".join(lines) + "\n"


def cpu_seconds() -> float:
    """User + system time of this process and of its finished children so far."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def timed(fn) -> tuple[float, float, object]:
    """(wall seconds, CPU seconds, result) of ``fn()``."""
    cpu, start = cpu_seconds(), time.perf_counter()
    result = fn()
    return time.perf_counter() - start, cpu_seconds() - cpu, result


def figure(values: list[float], unit: str = "s", scale: float = 1.0) -> str:
    v = [x * scale for x in values]
    return f"{statistics.median(v):.2f} {unit} [{min(v):.2f}-{max(v):.2f}]"


def profiled_phases(load_job, graphs: Path) -> list[str]:
    """A cold load with the bridge's profile on (``FLINK_COMPAT_PROFILE``): its phases, as lines."""
    from flink_compat.graph.jar import PROFILE_ENV

    shutil.rmtree(graphs, ignore_errors=True)
    os.environ[PROFILE_ENV] = "1"
    captured = io.StringIO()
    try:
        with contextlib.redirect_stderr(captured):
            wall, cpu, _ = timed(load_job)
    finally:
        del os.environ[PROFILE_ENV]
    lines, last_wall, last_cpu = [], 0, 0
    for line in captured.getvalue().splitlines():
        _, ms, cpu_ms, phase = line.split(" ", 3)
        ms, cpu_ms = int(ms), int(cpu_ms)
        lines.append(f"{ms:6d} ms (+{ms - last_wall:5d})  CPU {cpu_ms:6d} ms (+{cpu_ms - last_cpu:5d})  {phase}")
        last_wall, last_cpu = ms, cpu_ms
    lines.append(f"the whole load: {wall * 1000:.0f} ms, CPU {cpu * 1000:.0f} ms (Python's part included)")
    return lines


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=3)
    args = p.parse_args()
    flink_home = str(ROOT / ".cache" / "flink-2.3.0")
    with tempfile.TemporaryDirectory(prefix="flink-compat-sql-bench-") as tmp:
        tmp = Path(tmp)
        os.environ["FLINK_COMPAT_CACHE"] = str(tmp / "cache")
        from flink_compat.graph.loader import load

        big = tmp / "thirty.sql"
        big.write_text(thirty_statements())
        jobs = {"pipeline.sql (6 statements)": ROOT / "tests/sql/fixtures/pipeline.sql", THIRTY: big}

        def load_job(path):
            return load(path, flink_home=flink_home, timeout=300)

        wall, cpu, _ = timed(lambda: load_job(big))  # javac, the planner unpacked, the archive's turn recorded
        print(f"first use (javac, unpack the planner, a load): {wall:.2f} s, CPU {cpu:.2f} s")
        shutil.rmtree(tmp / "cache" / "graphs")
        wall, cpu, _ = timed(lambda: load_job(big))
        print(f"second load (writes the class archive): {wall:.2f} s, CPU {cpu:.2f} s")

        # The command, as a user runs it: Python compiles the sources once (bytecode kept in a
        # directory of the benchmark's, whatever PYTHONDONTWRITEBYTECODE says).
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env.update(PYTHONPYCACHEPREFIX=str(tmp / "pycache"),
                   PYTHONPATH=os.pathsep.join([str(ROOT), env.get("PYTHONPATH", "")]).rstrip(os.pathsep))

        def command(path):
            subprocess.run([sys.executable, "-m", "flink_compat", "graph", str(path), "--flink-home", flink_home],
                           env=env, stdout=subprocess.DEVNULL, check=True)

        results = {}
        for name, path in jobs.items():
            command(path)  # the bytecode written, the graph cached
            cold, cold_cpu, cached, cached_cpu, again = [], [], [], [], []
            for _ in range(args.runs):
                shutil.rmtree(tmp / "cache" / "graphs", ignore_errors=True)
                wall, cpu, graph = timed(lambda: load_job(path))
                cold.append(wall)
                cold_cpu.append(cpu)
                wall, cpu, _ = timed(lambda: command(path))
                cached.append(wall)
                cached_cpu.append(cpu)
                again.append(timed(lambda: load_job(path))[0])
            results[name] = (statistics.median(cold), statistics.median(cached))
            stateful = sum(1 for op in graph.operators if op.is_stateful)
            print(f"{name}: {len(graph.operators)} operators, {stateful} stateful")
            print(f"  cold   {figure(cold)}, CPU {figure(cold_cpu)}")
            print(f"  cached {figure(cached)}, CPU {figure(cached_cpu)} (`flink-compat graph`); "
                  f"load() again in this process {figure(again, 'ms', 1000)}")
        print(f"{THIRTY}, where a cold load's time goes (one more load; the JVM's wall and CPU ms at the end of "
              "each phase, Bridge.mark):")
        for phase in profiled_phases(lambda: load_job(big), tmp / "cache" / "graphs"):
            print(f"  {phase}")
        cold, cached = results[THIRTY]
        print(f"{THIRTY} against the targets: cold {cold:.2f} s / {TARGETS['cold']:g} s = "
              f"{cold / TARGETS['cold']:.2f}; cached {cached:.2f} s / {TARGETS['cached']:g} s = "
              f"{cached / TARGETS['cached']:.2f} (under 1 meets it)")
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    return 0


if __name__ == "__main__":
    sys.exit(main())
