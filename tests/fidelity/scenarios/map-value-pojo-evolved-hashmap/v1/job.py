"""v1: MapState<String, Reading> "s" with a POJO value."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types, pojo


@pojo("fidelity.Reading")
class Reading:
    id: Types.LONG
    count: Types.LONG


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=[MapStateDescriptor("s", Types.STRING, Types.POJO(Reading))]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
