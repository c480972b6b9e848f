"""v2: parallelism 6, no max parallelism; narrow follows stateful in a task of its own (disableChaining)."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(6)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=[ValueStateDescriptor("last", Types.LONG)]).uid("stateful")
    narrow = stateful.map("narrow", Types.LONG).uid("narrow").disable_chaining()
    narrow.sink_to("sink").uid("sink")
    return env
