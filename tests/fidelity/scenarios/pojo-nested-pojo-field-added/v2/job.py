"""v2: ValueState<Holder> "s", Holder(id, Reading(count, unit))."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("fidelity.Reading")
class Reading:
    count: Types.LONG
    unit: Types.STRING


@pojo("fidelity.Holder")
class Holder:
    id: Types.LONG
    reading: Reading


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[ValueStateDescriptor("s", Types.POJO(Holder))]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
