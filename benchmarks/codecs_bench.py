"""Per-value decode speed of schema_registry codecs (pure Python).

Run: ``.venv/bin/python benchmarks/codecs_bench.py``. Prints values per second for Long,
String, Tuple2<Long, String>, a small POJO, a Kryo class read with its declared fields (what
the check does with a savepoint's Kryo state) and its speed relative to the POJO, and a full
ValueState<Long> entry with a Long key (key + VoidNamespace + value decoded from one buffer,
as the savepoint reader does).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from flink_compat.schema_registry import snapshot as _snapshot  # noqa: F401
from flink_compat.schema_registry.codecs import codec_for
from flink_compat.schema_registry.families.kryo import KryoObject, KryoRegistration, KryoSnapshot
from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot, PojoValue
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from flink_compat.schema_registry.families.tuple import TupleSnapshot

N = 200_000


def bench(label, snap, value, n=N):
    codec = codec_for(snap)
    one = codec.write(value)
    buf = one * n
    dec = codec.decode
    t = time.perf_counter()
    pos = 0
    for _ in range(n):
        _v, pos = dec(buf, pos)
    dt = time.perf_counter() - t
    assert pos == len(buf)
    print(f"{label:<34} {n / dt:>12,.0f} values/s  ({dt / n * 1e9:,.0f} ns/value)")
    return n / dt


def bench_entry(n=N):
    long_ = codec_for(SimpleSnapshot.named("Long"))
    ns = codec_for(SimpleSnapshot.named("VoidNamespace"))
    one = long_.write(42) + ns.write(None) + long_.write(7)
    buf = one * n
    kd, nd, vd = long_.decode, ns.decode, long_.decode
    t = time.perf_counter()
    pos = 0
    for _ in range(n):
        k, pos = kd(buf, pos)
        s, pos = nd(buf, pos)
        v, pos = vd(buf, pos)
    dt = time.perf_counter() - t
    print(f"{'ValueState<Long> entry, Long key':<34} {n / dt:>12,.0f} entries/s ({dt / n * 1e9:,.0f} ns/entry)")


def main():
    bench("Long", SimpleSnapshot.named("Long"), 1234567890)
    bench("String (12 chars)", SimpleSnapshot.named("String"), "hello Gordon")
    t2 = TupleSnapshot(
        tuple_class="org.apache.flink.api.java.tuple.Tuple2",
        fields=(SimpleSnapshot.named("Long"), SimpleSnapshot.named("String")),
    )
    bench("Tuple2<Long, String>", t2, (42, "hello"))
    pojo = PojoSnapshot(
        pojo_class="com.example.Event",
        fields=(
            PojoField(name="id", declaring_class="com.example.Event", serializer=SimpleSnapshot.named("Long")),
            PojoField(name="name", declaring_class="com.example.Event", serializer=SimpleSnapshot.named("String")),
            PojoField(name="count", declaring_class="com.example.Event", serializer=SimpleSnapshot.named("Int")),
        ),
    )
    pojo_rate = bench("POJO {Long id, String name, Int}", pojo, PojoValue("com.example.Event", {"id": 1, "name": "abc", "count": 3}))
    blob = KryoSnapshot(
        type_class="com.example.Blob",
        registrations=(KryoRegistration(class_name="com.example.Blob"),),
        declared_fields=(("count", "int"), ("id", "long"), ("name", "java.lang.String")),
    )
    kryo_rate = bench("Kryo {long id, String name, int}", blob, KryoObject("com.example.Blob", {"id": 1, "name": "abc", "count": 3}))
    print(f"{'Kryo / POJO':<34} {kryo_rate / pojo_rate:>12.2f}x")
    bench_entry()


if __name__ == "__main__":
    main()
