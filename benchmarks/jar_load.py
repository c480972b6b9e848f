"""Figures for loading a Flink job JAR (issue "Check the job itself"); printed, not asserted.

A fidelity-size JAR (tests/fidelity scenario ``pojo-field-added`` v1: source, keyed process
function with a POJO ValueState, sink) is loaded with ``graph.loader.load``:

* **first use**: nothing cached; the bridge is compiled with javac, then the load below;
* **cold**: the bridge is cached; a child JVM starts, runs main(), derives the JobGraph, runs it
  on a MiniCluster until every task is RUNNING and takes the savepoint (target: under 5 s);
* **warm**: the JAR (by content, with its arguments) was loaded before: its graph is read from
  the cache (target: under 1 s).

Run: ``.venv/bin/python benchmarks/jar_load.py [--runs N]`` (needs a JDK 17; Flink's jars come
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

SCENARIO = "pojo-field-added"


def timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    runs = parser.parse_args().runs

    from flink_compat.graph.loader import load
    from tests.jar.conftest import FLINK_HOME, GEN, build_jar, program_args

    GEN.build()
    with tempfile.TemporaryDirectory(prefix="jar-bench-") as tmp:
        work = Path(tmp)
        jar = build_jar(work, SCENARIO, "v1")
        size_kb = jar.stat().st_size // 1024
        args = program_args(SCENARIO, "v1")
        cache = work / "cache"
        os.environ["FLINK_COMPAT_CACHE"] = str(cache)

        def load_it():
            load(jar, args=args, flink_home=str(FLINK_HOME), timeout=120)

        first = timed(load_it)
        cold = []
        for _ in range(runs):
            shutil.rmtree(cache / "graphs", ignore_errors=True)
            cold.append(timed(load_it))
        warm = [timed(load_it) for _ in range(runs)]
    print(f"JAR load, {SCENARIO} v1 ({size_kb} KB), {runs} runs each, median:")
    print(f"  first use (bridge compiled):        {first:6.2f} s")
    print(f"  cold (JVM, main(), MiniCluster):    {statistics.median(cold):6.2f} s   target < 5 s")
    print(f"  warm (graph cached by JAR content): {statistics.median(warm) * 1000:6.1f} ms  target < 1 s")


if __name__ == "__main__":
    main()
