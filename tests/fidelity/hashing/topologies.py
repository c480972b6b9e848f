"""The hashing topologies of ``java/fidelity/hashing/Topologies.java``, with the Python API.

Each function returns the environment of the same topology (same operators, same order of
creation, same parallelism, chaining settings and uids) as the Java class named in
``topologies.json``; ``tests/fidelity/test_hashing_vectors.py`` asserts the OperatorIDs
are the ones Flink generated (``vectors/<name>.json``).
"""

from __future__ import annotations

from flink_compat.api import (
    MapStateDescriptor,
    StreamExecutionEnvironment,
    TumblingEventTimeWindows,
    Types,
    ValueStateDescriptor,
)


def _env(parallelism: int) -> StreamExecutionEnvironment:
    env = StreamExecutionEnvironment("Topology")
    env.set_parallelism(parallelism)
    env.set_max_parallelism(128)
    return env


def _source(env, name):
    return env.from_source(name, Types.LONG).set_parallelism(1)


def _last():
    return [ValueStateDescriptor("last", Types.LONG)]


def chain():
    env = _env(1)
    _source(env, "src").map("map").filter("filter").sink_to("sink")
    return env


def keyby():
    env = _env(2)
    _source(env, "src").key_by(Types.LONG).process("process", Types.LONG, state=_last()).sink_to("sink")
    return env


def keyby_p1():
    env = _env(1)
    _source(env, "src").key_by(Types.LONG).process("process", Types.LONG, state=_last()).sink_to("sink")
    return env


def filter_inserted():
    env = _env(1)
    _source(env, "src").filter("filter").key_by(Types.LONG).process("process", Types.LONG, state=_last()).sink_to("sink")
    return env


def union():
    env = _env(1)
    _source(env, "a").union(_source(env, "b")).map("map").sink_to("sink")
    return env


def two_inputs():
    env = _env(2)
    a = _source(env, "a")
    b = _source(env, "b").map("map-b")
    a.key_by(Types.LONG).connect(b.key_by(Types.LONG)).process("join", Types.LONG).sink_to("sink")
    return env


def disable_chaining():
    env = _env(1)
    _source(env, "src").map("map").disable_chaining().filter("filter").sink_to("sink")
    return env


def start_new_chain():
    env = _env(1)
    _source(env, "src").map("map").filter("filter").start_new_chain().sink_to("sink")
    return env


def no_chaining():
    env = _env(1)
    env.disable_operator_chaining()
    _source(env, "src").map("map").filter("filter").sink_to("sink")
    return env


def different_parallelism():
    env = _env(1)
    m = _source(env, "src").map("map-1").set_parallelism(2).map("map-2").set_parallelism(2)
    m.sink_to("sink").set_parallelism(3)
    return env


def branches():
    env = _env(1)
    s = _source(env, "src")
    s.map("map-a").sink_to("sink-a")
    s.filter("filter-b").sink_to("sink-b")
    return env


def mixed_uids():
    env = _env(2)
    m = _source(env, "src").uid("src").map("map")
    m.key_by(Types.LONG).process("process", Types.LONG, state=_last()).uid("process").filter("filter").sink_to("sink")
    return env


def broadcast():
    env = _env(1)
    rules = _source(env, "rules")
    events = _source(env, "events")
    events.connect(rules.broadcast(MapStateDescriptor("rules", Types.STRING, Types.LONG))).process(
        "apply", Types.LONG
    ).sink_to("sink")
    return env


def window():
    env = _env(2)
    _source(env, "src").key_by(Types.LONG).window(TumblingEventTimeWindows(10_000)).reduce("window").sink_to("sink")
    return env


def slot_sharing_group():
    env = _env(1)
    _source(env, "src").map("map").slot_sharing_group("other").sink_to("sink")
    return env


def rebalance():
    env = _env(1)
    _source(env, "src").map("map").rebalance().filter("filter").sink_to("sink")
    return env


def union_keyed():
    env = _env(2)
    a = _source(env, "a").map("map-a")
    a.union(_source(env, "b")).key_by(Types.LONG).reduce("reduce").sink_to("sink")
    return env


def source_chained():
    env = _env(2)
    env.from_source("src", Types.LONG).map("map").sink_to("sink")
    return env


def fan_out_chained():
    env = _env(1)
    m = _source(env, "src").map("map")
    m.filter("filter-a").sink_to("sink-a")
    m.map("map-b").sink_to("sink-b")
    return env


def two_inputs_reversed():
    env = _env(2)
    b = _source(env, "b").map("map-b")
    a = _source(env, "a").map("map-a")
    a.key_by(Types.LONG).connect(b.key_by(Types.LONG)).process("join", Types.LONG).sink_to("sink")
    return env


def reduce_forward():
    env = _env(2)
    _source(env, "src").key_by(Types.LONG).reduce("reduce").forward().map("map").sink_to("sink")
    return env


TOPOLOGIES = {
    name.replace("_", "-"): fn
    for name, fn in dict(globals()).items()
    if callable(fn) and not name.startswith("_") and fn.__module__ == __name__
}
