"""v1: MapState<Color, Long> "counts"."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[MapStateDescriptor("counts", Types.ENUM("fidelity.Color", ['RED', 'GREEN', 'BLUE']), Types.LONG)]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
