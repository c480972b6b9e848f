"""v2: MapState<String, String> "m" (v1's map keys as "k" + key), MapState<Integer, Integer> "n" and MapState<Integer, Long> "d" as in v1."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [MapStateDescriptor("m", Types.STRING, Types.STRING), MapStateDescriptor("n", Types.INT, Types.INT), MapStateDescriptor("d", Types.INT, Types.LONG)]
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
