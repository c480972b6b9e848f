"""Benchmark: the ``flink-savepoint`` Spark data source on a big savepoint (printed, not asserted).

Measured in one run, on one keyed state: decoding every entry in this process
(``savepoint.decode.decode_keyed``, the rate the data source's tasks decode at), then a
full scan through Spark (``SELECT count(*), avg(...)``: every row decoded, converted and
handed to the JVM) with ``local[1]`` and ``local[N]``, Spark's start not included; entries
per second of each and the ratios.

    tests/fixtures/generator/generate big --entries 1000000 --value pojo --out /tmp/big1m
    .venv/bin/python benchmarks/spark_source.py /tmp/big1m --uid big-state --state value
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def _in_process(location: str, uid: str, state: str) -> tuple[int, float]:
    from flink_compat import savepoint
    from flink_compat.savepoint.decode import decode_keyed

    start = time.perf_counter()
    with savepoint.open(location) as sp:
        n = sum(1 for _ in decode_keyed(sp.operator(uid), states=[state]))
    return n, time.perf_counter() - start


def _on_spark(location: str, uid: str, state: str, master: str) -> tuple[int, float]:
    from flink_compat.compat.replay._spark import session
    from flink_compat.spark import register

    spark = session(master, {"spark.sql.shuffle.partitions": "2"}, app_name="flink-savepoint benchmark")
    try:
        register(spark)
        df = spark.read.format("flink-savepoint").option("uid", uid).option("state", state).load(location)
        column = df.columns[-1]
        df.selectExpr("count(*)").collect()  # warm: Python workers started, modules imported
        start = time.perf_counter()
        n = df.selectExpr("count(*)", f"count(`{column}`)").collect()[0][0]
        return n, time.perf_counter() - start
    finally:
        spark.stop()


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("savepoint")
    p.add_argument("--uid", required=True)
    p.add_argument("--state", required=True)
    args = p.parse_args()
    cores = os.cpu_count() or 1
    print(f"{args.savepoint}: {args.uid}.{args.state}; {cores} cores, load {os.getloadavg()[0]:.1f}")
    n, here = _in_process(args.savepoint, args.uid, args.state)
    print(f"decoded in process      {n:>10,} entries  {here:6.2f} s  {n / here / 1e6:5.2f} M entries/s")
    rates = {}
    for master in ("local[1]", f"local[{cores}]"):
        m, seconds = _on_spark(args.savepoint, args.uid, args.state, master)
        assert m == n, f"{master}: {m} rows, {n} entries"
        rates[master] = m / seconds
        print(f"data source {master:<11} {m:>10,} rows     {seconds:6.2f} s  {m / seconds / 1e6:5.2f} M rows/s")
    one = rates["local[1]"]
    print(f"data source local[1] / in process: {one / (n / here):.2f}; "
          f"local[{cores}] / local[1]: {rates[f'local[{cores}]'] / one:.2f}")


if __name__ == "__main__":
    main()
