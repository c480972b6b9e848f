"""v2: MapState<Long, String> "m", MapState<Long, Long> "n", MapState<Double, Long> "d" (v1 widened)."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [MapStateDescriptor("m", Types.LONG, Types.STRING), MapStateDescriptor("n", Types.LONG, Types.LONG), MapStateDescriptor("d", Types.DOUBLE, Types.LONG)]
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
