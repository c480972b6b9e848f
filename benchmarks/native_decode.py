"""Benchmark: native RocksDB keyed state next to canonical, the same state.

Reads two savepoints of the same job and records, written by Flink on RocksDB: a NATIVE one
(SST files, read with RocksDB through rocksdict: ``savepoint/native.py``) and a CANONICAL
one (Flink's own framing: ``savepoint/keyed.py``), and prints per core (the process is
pinned to one CPU) entries/s of

* framing        ``OperatorView.iter_keyed_entries()``: key group, key, namespace, value bytes
                 (native: including linking the files into a temporary instance and opening it)
* full decoding  ``savepoint.decode.decode_keyed()``: Python values

with the native/canonical ratio. Best of ``--repeat`` runs, the two interleaved. Make the pair with the
generator (not committed)::

    tests/fixtures/generator/generate big --entries 1000000 --out /tmp/big-native \\
        --backend rocksdb --format native
    tests/fixtures/generator/generate big --entries 1000000 --out /tmp/big-canonical \\
        --backend rocksdb --format canonical
    .venv/bin/python benchmarks/native_decode.py --native /tmp/big-native --canonical /tmp/big-canonical
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from flink_compat import savepoint  # noqa: E402
from flink_compat.savepoint.decode import decode_keyed  # noqa: E402


def _keyed_operators(sp):
    return [op for op in sp.operators if op.has_keyed_state]


def _entries(location) -> list:
    with savepoint.open(location) as sp:
        return sorted(tuple(e) for op in _keyed_operators(sp) for e in op.iter_keyed_entries())


def _count(it) -> int:
    n = 0
    for _ in it:
        n += 1
    return n


def measure(native: str, canonical: str, repeat: int) -> dict:
    """Best time of each (layout, what), runs interleaved so that a busy machine slows both."""
    best: dict = {}
    counts: dict = {}
    with savepoint.open(native) as nsp, savepoint.open(canonical) as csp:
        sides = {"native": _keyed_operators(nsp), "canonical": _keyed_operators(csp)}
        layouts = {side: sorted({lay for op in ops for lay in op.keyed_layouts()}) for side, ops in sides.items()}
        runs = {
            "framing": lambda ops: sum(_count(op.iter_keyed_entries()) for op in ops),
            "decoding": lambda ops: sum(_count(decode_keyed(op)) for op in ops),
        }
        for _ in range(repeat):
            for what, fn in runs.items():
                for side, ops in sides.items():
                    t = time.perf_counter()
                    n = fn(ops)
                    dt = time.perf_counter() - t
                    counts.setdefault(side, set()).add(n)
                    if dt < best.get((side, what), float("inf")):
                        best[side, what] = dt
    out = {}
    for side in sides:
        (n,) = counts[side]
        out[side] = {"layouts": layouts[side], "entries": n}
        for what in runs:
            out[side][f"{what}_s"] = best[side, what]
            out[side][f"{what}_per_s"] = n / best[side, what]
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--native", required=True, help="native RocksDB savepoint (or checkpoint) directory")
    ap.add_argument("--canonical", required=True, help="canonical savepoint of the same state")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--verify", action="store_true", help="check first that both hold the same entries, byte for byte")
    a = ap.parse_args(argv)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    if a.verify:
        same = _entries(a.native) == _entries(a.canonical)
        print(f"verify: native and canonical entries {'identical' if same else 'DIFFER'}")
        if not same:
            return 1
    got = measure(a.native, a.canonical, a.repeat)
    native, canonical = got["native"], got["canonical"]
    if native["entries"] != canonical["entries"]:
        print(f"warning: {native['entries']} native entries, {canonical['entries']} canonical", file=sys.stderr)
    print(f"{native['entries']:,} entries, one core, best of {a.repeat}")
    print(f"{'':16}{'native (RocksDB)':>20}{'canonical':>16}{'native/canonical':>18}")
    for what in ("framing", "decoding"):
        nv, cv = native[f"{what}_per_s"], canonical[f"{what}_per_s"]
        print(f"{what:16}{nv / 1e6:>13.2f} M/s{cv / 1e6:>12.2f} M/s{nv / cv:>17.2f}x")
    if a.json:
        print(json.dumps(got, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
