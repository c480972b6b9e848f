"""v2: the stateful operator and the sink at parallelism 1. No operator has a uid."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=[ValueStateDescriptor("last", Types.LONG)]).set_parallelism(1)
    stateful.sink_to("sink").set_parallelism(1)
    return env
