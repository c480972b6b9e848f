"""v2: the same within [-1 s, 1 s]."""

from flink_compat.api import StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    # assignTimestampsAndWatermarks: a stateless operator (TimestampsAndWatermarksOperator)
    events = events.map("watermarks", Types.LONG).uid("watermarks")
    left = events.map("left", Types.LONG).uid("left").key_by(Types.LONG, key="i % n")
    right = events.map("right", Types.LONG).uid("right").key_by(Types.LONG, key="i % n")
    joined = left.interval_join(right).between(-1_000, 1_000).process("join", Types.STRING).uid("join")
    joined.sink_to("sink").uid("sink")
    return env
