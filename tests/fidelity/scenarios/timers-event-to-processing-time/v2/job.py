"""v2: ValueState count, processing-time timers."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stamped = events.map("watermarks", Types.LONG).uid("watermarks")
    stateful = stamped.key_by(Types.LONG).process("stateful", Types.STRING, state=[ValueStateDescriptor("count", Types.LONG)], timers="processing").uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
