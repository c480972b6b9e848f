"""v2: ValueState<Reading> "s", Color reordered."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("fidelity.Reading")
class Reading:
    id: Types.LONG
    color: Types.ENUM("fidelity.Color", ['BLUE', 'GREEN', 'RED'])


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("rocksdb")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[ValueStateDescriptor("s", Types.POJO(Reading))]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
