"""Figures for loading a Flink SQL script (issue "Flink SQL jobs"); printed, not asserted.

* **cold**: the bridge and its class archive are cached (a warm-up load first); a child JVM
  starts, the planner plans the script, the JobGraph is derived and run on a MiniCluster until
  every task is RUNNING, the savepoint is taken; the script's graph is not cached;
* **warm**: the same script, options and jars were loaded before: read from the cache.

For tests/sql/fixtures/pipeline.sql (6 statements: GROUP BY and deduplication in a statement set)
and a generated 30-statement job (:func:`thirty_statements`: 14 tables, a SET, a statement set of
15 INSERTs, each a GROUP BY). Target: a 30-statement job under 10 s cold, under 1 s warm.

Run: ``.venv/bin/python benchmarks/sql_load.py [--runs N]`` (needs a JDK 17; Flink's jars come
from ``.cache/flink-2.3.0``, which ``tests/fixtures/generator/generate build`` fills).
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

TARGETS = {"cold": 10.0, "warm": 1.0}  # seconds, for the 30-statement job


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
        jobs = {"pipeline.sql (6 statements)": ROOT / "tests/sql/fixtures/pipeline.sql", "30 statements": big}
        first = time.perf_counter()
        load(jobs["30 statements"], flink_home=flink_home, timeout=300)  # javac, class archive recorded
        print(f"first use (javac, then a load): {time.perf_counter() - first:.2f} s")
        shutil.rmtree(tmp / "cache" / "graphs")
        second = time.perf_counter()
        load(jobs["30 statements"], flink_home=flink_home, timeout=300)  # writes the class archive
        print(f"second load (writes the class archive): {time.perf_counter() - second:.2f} s")
        for name, path in jobs.items():
            cold, warm = [], []
            for _ in range(args.runs):
                shutil.rmtree(tmp / "cache" / "graphs", ignore_errors=True)
                start = time.perf_counter()
                load(path, flink_home=flink_home, timeout=300)
                cold.append(time.perf_counter() - start)
                start = time.perf_counter()
                graph = load(path, flink_home=flink_home, timeout=300)
                warm.append(time.perf_counter() - start)
            stateful = sum(1 for op in graph.operators if op.is_stateful)
            print(f"{name}: {len(graph.operators)} operators, {stateful} stateful; cold "
                  f"{statistics.median(cold):.2f} s [{min(cold):.2f}-{max(cold):.2f}], warm "
                  f"{statistics.median(warm) * 1000:.1f} ms [{min(warm) * 1000:.1f}-{max(warm) * 1000:.1f}]"
                  f"; load average {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
