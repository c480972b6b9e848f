"""v2: the map keeps no state; "buffered" and its class fidelity.Reading are gone."""

from flink_compat.api import StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    buffer = events.map("buffer", Types.LONG).uid("buffer")
    buffer.sink_to("sink").uid("sink")
    return env
