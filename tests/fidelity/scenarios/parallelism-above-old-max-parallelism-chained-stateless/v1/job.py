"""v1: events -> narrow (stateless, max parallelism 4: a task of its own) -> keyBy -> stateful -> sink; max parallelism 128."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    narrow = events.map("narrow", Types.LONG).uid("narrow").set_max_parallelism(4)
    stateful = narrow.key_by(Types.LONG).process("stateful", Types.LONG, state=[ValueStateDescriptor("last", Types.LONG)]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
