"""v1: operator ListState<Reading> "buffered" (split-distribute; POJO fidelity.Reading: id, count)."""

from flink_compat.api import ListStateDescriptor, StreamExecutionEnvironment, Types, pojo


@pojo("fidelity.Reading")
class Reading:
    id: Types.LONG
    count: Types.LONG


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("rocksdb")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [ListStateDescriptor("buffered", Types.POJO(Reading))]
    buffer = events.map("buffer", Types.LONG, operator_state=state).uid("buffer")
    buffer.sink_to("sink").uid("sink")
    return env
