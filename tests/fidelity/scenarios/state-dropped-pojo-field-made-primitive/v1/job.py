"""v1: ValueState<Reading> "s" (POJO fidelity.Reading: id, count as Long) and ValueState<Long> "n"."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("fidelity.Reading", java_types={"id": "long", "count": "java.lang.Long"})
class Reading:
    id: Types.LONG
    count: Types.LONG


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [ValueStateDescriptor("s", Types.POJO(Reading)), ValueStateDescriptor("n", Types.LONG)]
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
