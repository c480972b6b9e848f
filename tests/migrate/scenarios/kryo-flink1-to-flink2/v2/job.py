"""v2, on Flink 2.3 (Kryo 5): ValueState<Reading> "s", a generic type (Kryo) with a double and a long field."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job", flink_version="2.3")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    reading = Types.GENERIC("fidelity.Reading", fields={"level": "double", "count": "long"})
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[ValueStateDescriptor("s", reading)]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
