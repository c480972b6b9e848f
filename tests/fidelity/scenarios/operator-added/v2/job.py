"""v2: a second stateful operator "dedup" after "stateful"."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=[ValueStateDescriptor("last", Types.LONG)]).uid("stateful")
    dedup = stateful.key_by(Types.LONG).process("dedup", Types.LONG, state=[ValueStateDescriptor("seen", Types.BOOLEAN)]).uid("dedup")
    dedup.sink_to("sink").uid("sink")
    return env
