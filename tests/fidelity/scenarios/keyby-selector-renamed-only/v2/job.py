"""v2: (userId, accountId) pairs, both Long, keyed by userId (the same KeySelector renamed UserKey, with a comment); ValueState<Long> "count"."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    pairs = events.map("to-pair", Types.TUPLE(Types.LONG, Types.LONG)).uid("to-pair")
    counts = pairs.key_by(Types.LONG, key="f0").process(
        "count", Types.STRING, state=[ValueStateDescriptor("count", Types.LONG)]).uid("count")
    counts.sink_to("sink").uid("sink")
    return env
