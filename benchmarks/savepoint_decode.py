"""Benchmark: framing and decoding keyed state entries of a canonical savepoint.

Measures, in one run, on a canonical savepoint of N ValueState<Long> entries keyed by Long
(max parallelism 128, VoidNamespace, uncompressed, one subtask):

* raw read       reading the same state file bytes (page cache, 4 MiB reads)
* framing        ``OperatorView.iter_keyed_entries()``: key group, key, namespace, value bytes
* full decoding  ``savepoint.decode.decode_keyed()``: Python values for keys and values,
                 column-wise with numpy (``savepoint/_batch.py``), next to the reference path
                 (``decode_keyed(fast=False)``: entry by entry), timed alternately in each
                 repetition; the ratio fast / reference is taken per repetition
* peak RSS       of a fresh process framing + decoding everything, for each size (VmHWM),
                 next to its RSS after imports

and prints entries/s per core (best, and the range over the repetitions), the ratio of
each to the raw read of the same bytes, and checks that both decoders give the same entries.

Input: real savepoints written by Flink (``tests/fixtures/generator/generate big --entries N
--out DIR``) with ``--savepoint DIR`` (repeat for several sizes), or, by default, savepoints
synthesized here with the same layout (``FullSnapshotAsyncWriter``: the same bytes per
entry and per key group; the keyed meta information holds only the value state).
``--verify-against DIR`` checks a synthesized savepoint against a real one of the same N:
identical per-key-group byte counts and identical entries.

    .venv/bin/python benchmarks/savepoint_decode.py                       # synthetic 1M and 4M
    .venv/bin/python benchmarks/savepoint_decode.py --savepoint /tmp/big1m --savepoint /tmp/big4m
    .venv/bin/python benchmarks/savepoint_decode.py --savepoint /tmp/big1m-pojo --no-rss   # POJO values
    # other shapes (generate big --value list|map): ListState<Long> of 3 elements, MapState<String, Long>
    .venv/bin/python benchmarks/savepoint_decode.py --savepoint /tmp/big1m-list --savepoint /tmp/big1m-map --no-rss
    # shapes decoded column-wise since issue 13's second part (generate big --value ...):
    #   text       ValueState<String>: short ASCII, 10% of 200+ chars, 10% non-ASCII
    #   pojo-null  ValueState<SmallPojo>, a third with a null label
    #   list-pojo  ListState<SmallPojo> of 3, labels as text
    #   timers     event-time timers only, String keys as text (1M timers, no other state)
    .venv/bin/python benchmarks/savepoint_decode.py --savepoint /tmp/big1m-text --savepoint /tmp/big1m-pojo-null \
        --savepoint /tmp/big1m-list-pojo --savepoint /tmp/big1m-timers --no-rss

Each row names its state shape; the Long and POJO ValueState rows are compared with the
speed Flink restores the same savepoint at (``JVM_RESTORE``, issue 13).
"""

from __future__ import annotations

import argparse
import collections
import hashlib
import json
import os
import resource
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from flink_compat import savepoint  # noqa: E402
from flink_compat.savepoint.decode import decode_keyed  # noqa: E402

TARGET_FRAMING = 1_000_000
TARGET_DECODING = 300_000
#: Entries per second of issue 13's figure for Flink 2.3's restore of these shapes (a
#: MiniCluster job restoring the heap backend, timed end to end). Flink's restore itself,
#: measured in the same run on the same savepoints: benchmarks/decode_vs_flink.py.
JVM_RESTORE = {"VALUE Long": 2_100_000, "VALUE POJO": 1_550_000}


# -- Flink's key-group assignment (KeyGroupRangeAssignment / MathUtils.murmurHash) ---------
def _i32(x: int) -> int:
    x &= 0xFFFFFFFF
    return x - (1 << 32) if x & 0x80000000 else x


def _rotl(x: int, r: int) -> int:
    x &= 0xFFFFFFFF
    return ((x << r) | (x >> (32 - r))) & 0xFFFFFFFF


def murmur_hash(code: int) -> int:
    code = (code * 0xCC9E2D51) & 0xFFFFFFFF
    code = _rotl(code, 15)
    code = (code * 0x1B873593) & 0xFFFFFFFF
    code = _rotl(code, 13)
    code = (code * 5 + 0xE6546B64) & 0xFFFFFFFF
    code ^= 4
    code ^= code >> 16
    code = (code * 0x85EBCA6B) & 0xFFFFFFFF
    code ^= code >> 13
    code = (code * 0xC2B2AE35) & 0xFFFFFFFF
    code ^= code >> 16
    code = _i32(code)
    if code >= 0:
        return code
    return -code if code != -(1 << 31) else 0


def key_group_of_long(value: int, max_parallelism: int) -> int:
    h = _i32(value ^ (value >> 32 & 0xFFFFFFFF))
    return murmur_hash(h) % max_parallelism


# -- synthesis ----------------------------------------------------------------------------
def _utf(s: str) -> bytes:
    raw = s.encode()
    return struct.pack(">H", len(raw)) + raw


LONG = "org.apache.flink.api.common.typeutils.base.LongSerializer$LongSerializerSnapshot"
VOID = "org.apache.flink.runtime.state.VoidNamespaceSerializer$VoidNamespaceSerializerSnapshot"


def _snapshot(cls: str) -> bytes:
    return struct.pack(">i", 2) + _utf(cls) + struct.pack(">i", 3)


def synthesize(directory: Path, n: int, max_parallelism: int = 128, value_class: str = LONG, value_of=None) -> Path:
    """A canonical savepoint directory: _metadata + one keyed state file, Flink's layout.
    Values: key ``k``'s is ``value_of(k)`` (8 bytes; default: ``k`` as a Long) of the
    serializer whose snapshot class is ``value_class``."""
    directory.mkdir(parents=True, exist_ok=True)
    meta = struct.pack(">i", 6) + b"\x00" + _snapshot(LONG) + struct.pack(">h", 1)
    meta += _utf("value") + struct.pack(">i", 0) + struct.pack(">i", 1) + _utf("KEYED_STATE_TYPE") + _utf("VALUE")
    meta += struct.pack(">i", 2) + _utf("NAMESPACE_SERIALIZER") + _snapshot(VOID) + _utf("VALUE_SERIALIZER") + _snapshot(value_class)
    groups: dict[int, list[int]] = collections.defaultdict(list)
    for k in range(n):
        groups[key_group_of_long(k, max_parallelism)].append(k)
    entry = struct.Struct(">iBq1si8s")
    offsets = [0] * max_parallelism
    path = directory / "keyed-state"
    with open(path, "wb") as f:
        f.write(meta)
        pos = len(meta)
        for kg in range(max_parallelism):
            keys = groups.get(kg)
            if not keys:
                continue
            offsets[kg] = pos
            chunk = bytearray(b"\x00\x00")  # state id 0
            last = len(keys) - 1
            for i, k in enumerate(keys):
                chunk += entry.pack(10, kg | (0x80 if i == last else 0), k, b"\x00", 8, struct.pack(">q", k) if value_of is None else value_of(k))
            chunk += b"\xff\xff"
            f.write(chunk)
            pos += len(chunk)
    size = path.stat().st_size
    op_id = bytes.fromhex("c0ffee00c0ffee00c0ffee00c0ffee00")
    kgh = b"\x07" + struct.pack(">ii", 0, max_parallelism) + b"".join(struct.pack(">q", o) for o in offsets)
    kgh += b"\x06" + _utf("keyed-state") + struct.pack(">q", size)
    sub = struct.pack(">i", 0) + struct.pack(">i", 0) + kgh + b"\x00" + struct.pack(">ii", 0, 0)
    op = _utf("big-state") + _utf("big-state") + op_id + struct.pack(">ii", 1, max_parallelism) + b"\x00" + struct.pack(">i", 1)
    op += struct.pack(">i", 0) + sub
    md = struct.pack(">ii", 0x4960672D, 6) + struct.pack(">q", 1) + struct.pack(">i", 0) + struct.pack(">i", 1) + op
    (directory / "_metadata").write_bytes(md)
    return directory


# -- measurements -------------------------------------------------------------------------
def keyed_operator(sp):
    ops = [op for op in sp.operators if op.has_keyed_state]
    if len(ops) != 1:
        raise SystemExit(f"expected one keyed operator, found {len(ops)}")
    return ops[0]


def state_files(sp) -> list[str]:
    files = []
    op = keyed_operator(sp)
    for _i, h in op.keyed_handles():
        d = h.delegate
        if d is not None and d.kind in ("relative_file", "file"):
            files.append(sp.resolve_path(d.path) if d.kind == "file" else d.path)
    return files


def state_shape(op) -> str:
    """``KIND value type`` of the operator's keyed states (e.g. ``VALUE Long``, ``LIST
    List<Long>``), keyed by what. Timers (the benchmark jobs register none) only when there
    are no other states."""
    meta = op.subtask_keyed_meta(next(i for i, _h in op.keyed_handles()))
    states = [st for st in meta.states if st.backend_type != "PRIORITY_QUEUE"] or meta.states
    kinds = []
    for st in states:
        label = st.value_serializer.label() if st.value_serializer is not None else "?"
        kinds.append(f"{st.kind} {'POJO' if label.startswith('POJO') else label}")
    return ", ".join(kinds) + f" (key {meta.key_serializer.label()})"


def raw_read(files: list[str]) -> int:
    buf = bytearray(4 << 20)
    total = 0
    for path in files:
        with open(path, "rb", buffering=0) as f:
            while True:
                n = f.readinto(buf)
                if not n:
                    break
                total += n
    return total


def best_of(fn, repeat: int):
    times = []
    result = None
    for _ in range(repeat):
        t = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t)
    return min(times), statistics.median(times), result


def _count(it) -> int:
    n = 0
    for _ in it:
        n += 1
    return n


def measure(location: str, repeat: int) -> dict:
    with savepoint.open(location) as sp:
        op = keyed_operator(sp)
        shape = state_shape(op)
        files = state_files(sp)
        nbytes = sum(os.path.getsize(f) for f in files)
        raw_read(files)  # warm the page cache
        t_raw, t_raw_med, _ = best_of(lambda: raw_read(files), repeat)
        t_frame, t_frame_med, n = best_of(lambda: _count(op.iter_keyed_entries()), repeat)
        _count(decode_keyed(op))  # imports numpy
        fast_times, ref_times, fast_cpu, loads = [], [], [], []
        for _ in range(repeat):
            for fast, times in ((False, ref_times), (True, fast_times)):
                t = time.perf_counter()
                c = time.process_time()
                n2 = _count(decode_keyed(op, fast=fast))
                times.append(time.perf_counter() - t)
                if fast:
                    fast_cpu.append(time.process_time() - c)
                    loads.append(os.getloadavg()[0])
                assert n == n2
        t_dec, t_dec_med = min(fast_times), statistics.median(fast_times)
        t_ref = min(ref_times)
        ratios = [r / f for r, f in zip(ref_times, fast_times)]
        # correctness: the fast path gives the reference's entries (values and their types)
        bad = 0
        for a, b in zip(decode_keyed(op), decode_keyed(op, fast=False)):
            if a != b or list(map(type, a)) != list(map(type, b)):
                bad += 1
    return {
        "location": str(location),
        "shape": shape,
        "entries": n,
        "bytes": nbytes,
        "raw_seconds": t_raw,
        "framing_seconds": t_frame,
        "decoding_seconds": t_dec,
        "framing_eps": n / t_frame,
        "decoding_eps": n / t_dec,
        "framing_eps_median": n / t_frame_med,
        "decoding_eps_median": n / t_dec_med,
        "raw_mb_s": nbytes / t_raw / 1e6,
        "framing_vs_raw": t_frame / t_raw,
        "decoding_vs_raw": t_dec / t_raw,
        "value_mismatches": bad,
        "decoding_eps_range": [n / max(fast_times), n / min(fast_times)],
        "reference_seconds": t_ref,
        "reference_eps": n / t_ref,
        "reference_eps_range": [n / max(ref_times), n / min(ref_times)],
        "reference_vs_raw": t_ref / t_raw,
        "fast_vs_reference": [min(ratios), max(ratios)],
        "decoding_eps_cpu": n / min(fast_cpu),
        "load_during_fast": [min(loads), max(loads)],
    }


RSS_CHILD = r"""
import resource, sys, json
def hwm():
    # VmHWM: peak RSS of this process image (ru_maxrss on Linux keeps the parent's peak
    # across exec, so it is not used when /proc is there)
    try:
        for line in open("/proc/self/status"):
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
sys.path.insert(0, {root!r})
from flink_compat import savepoint
from flink_compat.savepoint.decode import decode_keyed
base = hwm()
n = 0
with savepoint.open({loc!r}) as sp:
    for op in sp.operators:
        if op.has_keyed_state:
            for _ in op.iter_keyed_entries():
                n += 1
            for _ in decode_keyed(op):
                n += 1
peak = hwm()
print(json.dumps({{"entries": n // 2, "baseline_kb": base, "peak_kb": peak}}))
"""


def peak_rss(location: str) -> dict:
    out = subprocess.run(
        [sys.executable, "-c", RSS_CHILD.format(root=str(ROOT), loc=str(location))], check=True, capture_output=True, text=True
    )
    return json.loads(out.stdout.strip().splitlines()[-1])


def digest_entries(location) -> tuple[dict, str]:
    """Per key group byte counts and an order-independent digest of all entries."""
    per_kg: dict[int, int] = collections.Counter()
    acc = 0
    with savepoint.open(location) as sp:
        op = keyed_operator(sp)
        for e in op.iter_keyed_entries(states=["value"]):
            per_kg[e.key_group] += 4 + 1 + len(e.key) + len(e.namespace) + 4 + len(e.value)
            h = hashlib.blake2b(bytes([e.key_group]) + e.key + e.namespace + e.value, digest_size=8).digest()
            acc ^= int.from_bytes(h, "big")
    return dict(per_kg), f"{acc:016x}"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--savepoint", action="append", help="a canonical savepoint directory (repeatable)")
    ap.add_argument("--entries", default="1000000,4000000", help="synthetic sizes (comma separated)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--verify-against", help="a real savepoint of the first synthetic size to compare the layout with")
    ap.add_argument("--json", action="store_true", help="print the results as JSON too")
    ap.add_argument("--no-rss", action="store_true", help="skip the peak RSS child processes")
    args = ap.parse_args(argv)

    tmp = None
    locations = args.savepoint or []
    if not locations:
        tmp = tempfile.TemporaryDirectory(prefix="sp-bench-")
        for n in [int(x) for x in args.entries.split(",") if x]:
            t = time.perf_counter()
            locations.append(str(synthesize(Path(tmp.name) / f"n{n}", n)))
            print(f"synthesized {n:,} entries in {time.perf_counter() - t:.1f}s: {locations[-1]}")
    if args.verify_against:
        real_kg, real_digest = digest_entries(args.verify_against)
        syn_kg, syn_digest = digest_entries(locations[0])
        same = real_kg == syn_kg and real_digest == syn_digest
        print(f"layout check against {args.verify_against}: per-key-group bytes {'equal' if real_kg == syn_kg else 'DIFFER'}, "
              f"entries digest {real_digest} vs {syn_digest}: {'identical' if same else 'DIFFERENT'}")
        if not same:
            return 1

    results = []
    for loc in locations:
        r = measure(loc, args.repeat)
        r.update(peak_rss(loc) if not args.no_rss else {"peak_kb": float("nan"), "baseline_kb": float("nan")})
        results.append(r)

    print()
    print(f"{'entries':>10} {'MB':>7} {'raw MB/s':>9} {'framing e/s':>12} {'x raw':>6} {'decoding e/s':>13} {'x raw':>6} {'peak RSS MB':>11} {'base RSS MB':>11}")
    for r in results:
        print(
            f"{r['entries']:>10,} {r['bytes'] / 1e6:>7.1f} {r['raw_mb_s']:>9.0f} {r['framing_eps']:>12,.0f} {r['framing_vs_raw']:>6.1f} "
            f"{r['decoding_eps']:>13,.0f} {r['decoding_vs_raw']:>6.1f} {r['peak_kb'] / 1024:>11.1f} {r['baseline_kb'] / 1024:>11.1f}"
        )
    print()
    print(f"{'entries':>10} {'reference e/s (range)':>25} {'x raw':>6} {'fast e/s (range)':>25} {'x raw':>6} {'fast/ref per run':>17} {'fast e/cpu-s':>13} {'load':>9}  state")
    for r in results:
        rr, fr, q, ld = r["reference_eps_range"], r["decoding_eps_range"], r["fast_vs_reference"], r["load_during_fast"]
        print(
            f"{r['entries']:>10,} {rr[0]:>12,.0f}-{rr[1]:<12,.0f} {r['reference_vs_raw']:>6.1f} {fr[0]:>12,.0f}-{fr[1]:<12,.0f} "
            f"{r['decoding_vs_raw']:>6.1f} {q[0]:>8.2f}-{q[1]:<8.2f} {r['decoding_eps_cpu']:>13,.0f} {ld[0]:>4.1f}-{ld[1]:<4.1f}  {r['shape']}"
        )
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())} (machine: {os.cpu_count()} cores)")
    print()
    for r in results:
        target = JVM_RESTORE.get(r["shape"].split(" (key")[0])
        if target is not None:
            print(
                f"{r['shape']}: fast decoding {r['decoding_eps']:,.0f} e/s ({r['decoding_eps_cpu']:,.0f} per CPU second) = "
                f"{r['decoding_eps'] / target:.2f}x ({r['decoding_eps_cpu'] / target:.2f}x per CPU second) Flink's restore "
                f"({target:,} e/s), load {r['load_during_fast'][0]:.1f}-{r['load_during_fast'][1]:.1f}"
            )
    print()
    ok = True
    for r in results:
        f_ok = r["framing_eps"] >= TARGET_FRAMING
        d_ok = r["decoding_eps"] >= TARGET_DECODING
        ok &= f_ok and d_ok and r["value_mismatches"] == 0
        print(
            f"{r['entries']:,} entries: framing {r['framing_eps'] / TARGET_FRAMING:.2f}x the 1M/s target "
            f"({'ok' if f_ok else 'BELOW'}), decoding {r['decoding_eps'] / TARGET_DECODING:.2f}x the 300k/s target "
            f"({'ok' if d_ok else 'BELOW'}); framing takes {r['framing_vs_raw']:.1f}x, decoding {r['decoding_vs_raw']:.1f}x "
            f"the time of reading the bytes raw; fast vs reference: {r['value_mismatches']} entries differ"
        )
    if len(results) > 1:
        a, b = results[0], results[-1]
        print(
            f"peak RSS: {a['peak_kb'] / 1024:.1f} MB at {a['entries']:,} entries, {b['peak_kb'] / 1024:.1f} MB at {b['entries']:,} "
            f"(x{b['entries'] / a['entries']:.0f} entries -> {b['peak_kb'] / a['peak_kb']:.2f}x RSS)"
        )
    if args.json:
        print(json.dumps(results, indent=2))
    if tmp is not None:
        tmp.cleanup()
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
