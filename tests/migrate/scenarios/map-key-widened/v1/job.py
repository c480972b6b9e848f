"""v1: MapState<Integer, String> "m", MapState<Integer, Integer> "n", MapState<Integer, Long> "d"."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [MapStateDescriptor("m", Types.INT, Types.STRING), MapStateDescriptor("n", Types.INT, Types.INT), MapStateDescriptor("d", Types.INT, Types.LONG)]
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
