"""v2: operator ListState<Reading> "buffered" (POJO id, count, unit)."""

from flink_compat.api import ListStateDescriptor, StreamExecutionEnvironment, Types, pojo


@pojo("fidelity.Reading")
class Reading:
    id: Types.LONG
    count: Types.LONG
    unit: Types.STRING


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    buffer = events.map("buffer", Types.STRING, operator_state=[ListStateDescriptor("buffered", Types.POJO(Reading))]).uid("buffer")
    buffer.sink_to("sink").uid("sink")
    return env
