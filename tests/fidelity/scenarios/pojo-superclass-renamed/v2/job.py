"""v2: ValueState<Reading> "s" (POJO fidelity.Reading: id; count declared by fidelity.Entity)."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("fidelity.Entity")
class Entity:
    count: Types.LONG


@pojo("fidelity.Reading")
class Reading(Entity):
    id: Types.LONG


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[ValueStateDescriptor("s", Types.POJO(Reading))]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
