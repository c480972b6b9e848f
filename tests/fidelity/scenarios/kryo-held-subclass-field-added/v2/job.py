"""v2: ValueState<Reading> "s", a generic type (Kryo): a count and a Part (abstract), whose values are Details (two longs, a and b), which Kryo writes with their class and own fields."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    detail = Types.GENERIC("fidelity.Detail", fields={"a": "long", "b": "long"})
    reading = Types.GENERIC("fidelity.Reading", fields={"count": "long", "detail": "fidelity.Part"},
                            held=[Types.GENERIC("fidelity.Part", fields={}), detail])
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[ValueStateDescriptor("s", reading)]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
