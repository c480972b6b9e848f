"""v1: ValueState<Blob> "s" (Kryo); registrations []."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[ValueStateDescriptor("s", Types.GENERIC("fidelity.Blob", registrations=[], fields={"label": "java.lang.String", "payload": "java.lang.Object"}, held=[Types.GENERIC("fidelity.Part", fields={"v": "long"})]))]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
