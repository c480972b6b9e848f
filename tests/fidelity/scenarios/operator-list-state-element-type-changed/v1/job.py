"""v1: operator ListState<Long> "buffered" (split-distribute)."""

from flink_compat.api import ListStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    buffer = events.map("buffer", Types.LONG, operator_state=[ListStateDescriptor("buffered", Types.LONG)]).uid("buffer")
    buffer.sink_to("sink").uid("sink")
    return env
