"""v2: v1's operator ListState<Long> "buffered", and "extra" (split-distribute), which the
migration bootstraps."""

from flink_compat.api import ListStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [ListStateDescriptor("buffered", Types.LONG), ListStateDescriptor("extra", Types.LONG)]
    buffer = events.map("buffer", Types.LONG, operator_state=state).uid("buffer")
    buffer.sink_to("sink").uid("sink")
    return env
