"""v2: the stateful operator is gone; a stateless map "passthrough" takes its place."""

from flink_compat.api import StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    events.map("passthrough", Types.LONG).uid("passthrough").sink_to("sink").uid("sink")
    return env
