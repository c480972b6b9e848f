"""v2: the same uid, no key, no state: a map."""

from flink_compat.api import StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.map("stateful", Types.LONG).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
