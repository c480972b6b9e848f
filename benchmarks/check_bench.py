"""Figures for the checker (issue "The checker end to end"); printed, not asserted.

* a check of synthetic jobs with 10,000 operators and 50,000 states, read from manifests
  (target: under 2 s median on one core), split by stage;
* ``flink-compat --help`` start-up (target: under 0.3 s);
* the motion-alarm check end to end, package loading included (target: under 1.5 s).

Run: ``.venv/bin/python benchmarks/check_bench.py [--runs N]`` (pinned to one core when
the OS allows it).
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def synthetic_manifest(operators: int, states_per_operator: int, variant: int) -> dict:
    """A chain of keyed operators; ``variant`` 1 changes some serializers, drops some
    operators and adds others, so every rule path is exercised."""
    from flink_compat.graph.api import ListStateDescriptor, MapStateDescriptor, StreamExecutionEnvironment, ValueStateDescriptor
    from flink_compat.graph.types import Types

    pojo_v1 = Types.POJO("com.acme.Event", {"id": Types.LONG, "name": Types.STRING, "tags": Types.LIST(Types.STRING)})
    pojo_v2 = Types.POJO(
        "com.acme.Event", {"id": Types.LONG, "name": Types.STRING, "tags": Types.LIST(Types.STRING), "v": Types.INT}
    )
    env = StreamExecutionEnvironment(f"synthetic-{variant}")
    env.set_parallelism(8)
    stream = env.from_source("Source", Types.TUPLE(Types.LONG, Types.STRING)).uid("source")
    for i in range(operators - 2):
        if variant == 1 and i % 97 == 0:
            uid = f"op-{i}-renamed"
        else:
            uid = f"op-{i}"
        states = []
        for j in range(states_per_operator):
            kind = j % 3
            changed = variant == 1 and (i * states_per_operator + j) % 50 == 0
            if kind == 0:
                states.append(ValueStateDescriptor(f"v{j}", pojo_v2 if changed else pojo_v1))
            elif kind == 1:
                states.append(ListStateDescriptor(f"l{j}", Types.INT if changed else Types.LONG))
            else:
                states.append(MapStateDescriptor(f"m{j}", Types.STRING, Types.TUPLE(Types.LONG, Types.DOUBLE)))
        stream = stream.key_by(Types.LONG).process(f"Step {i}", Types.TUPLE(Types.LONG, Types.STRING), state=states).uid(uid)
    stream.print().uid("sink")
    from flink_compat.graph.model import to_manifest

    return to_manifest(env.to_job_graph())


def median_of(fn, runs: int) -> tuple[float, object]:
    times, result = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times), result


def bench_big_check(runs: int) -> None:
    from flink_compat.compat.check import check
    from flink_compat.graph.loader import load_manifest
    from flink_compat.reports import render

    with tempfile.TemporaryDirectory() as tmp:
        old_path, new_path = Path(tmp) / "old.json", Path(tmp) / "new.json"
        t0 = time.perf_counter()
        # 3 user states per keyed process function + the 2 timer queues Flink's
        # KeyedProcessOperator always registers = 50,000 states.
        old_path.write_text(json.dumps(synthetic_manifest(10_000, 3, 0)))
        new_path.write_text(json.dumps(synthetic_manifest(10_000, 3, 1)))
        print(f"generated two manifests of 10,000 operators / 50,000 states in {time.perf_counter() - t0:.1f} s "
              f"({old_path.stat().st_size / 1e6:.1f} MB each)")
        stages = {"load old": [], "load new": [], "check": [], "render json": [], "total": []}
        gc.disable()  # as the CLI does (flink_compat/cli.py): a run is short and allocates no cycles to speak of
        # CPU time of this (single-threaded) process: stable while other work shares the machine.
        clock = time.process_time
        for _ in range(runs):
            t0 = clock()
            old = load_manifest(old_path)
            t1 = clock()
            new = load_manifest(new_path)
            t2 = clock()
            verdict = check(old, new)
            t3 = clock()
            render(verdict, "json")
            t4 = clock()
            for name, value in zip(stages, (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t4 - t0)):
                stages[name].append(value)
            gc.collect()  # between runs, outside the timing
        states = sum(len(op.states) for op in new.operators)
        print(f"check of {len(new.operators)} operators / {states} states, median CPU time of {runs} runs:")
        total = statistics.median(stages["total"])
        for name, values in stages.items():
            m = statistics.median(values)
            print(f"  {name:<12} {m:6.3f} s  ({m / total:5.1%})")
        print(f"  target: total < 2 s → {'met' if total < 2 else 'NOT met'}; findings: {len(verdict.findings)}")


def _cli(*args) -> None:
    subprocess.run([sys.executable, "-m", "flink_compat", *args], cwd=ROOT, check=False,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def bench_cli(runs: int) -> None:
    baseline, _ = median_of(lambda: subprocess.run([sys.executable, "-c", "pass"]), runs)
    help_time, _ = median_of(lambda: _cli("--help"), runs)
    e2e, _ = median_of(lambda: _cli("check", "examples/motion-alarm/v1", "examples/motion-alarm/v2"), runs)
    print(f"python start-up (baseline)      {baseline:6.3f} s")
    print(f"flink-compat --help             {help_time:6.3f} s  ({help_time / baseline:.1f}× bare python; "
          f"target < 0.3 s → {'met' if help_time < 0.3 else 'NOT met'})")
    print(f"motion-alarm check, end to end  {e2e:6.3f} s  ({e2e / baseline:.1f}× bare python; "
          f"target < 1.5 s → {'met' if e2e < 1.5 else 'NOT met'})")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    if hasattr(os, "getloadavg"):
        print("load average before the run: {:.2f} {:.2f} {:.2f}".format(*os.getloadavg()))
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
        print("pinned to one core")
    bench_big_check(args.runs)
    bench_cli(args.runs)


if __name__ == "__main__":
    main()
