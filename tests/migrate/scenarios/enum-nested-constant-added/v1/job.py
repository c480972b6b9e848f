"""v1: enum Color (RED, GREEN, BLUE) in a POJO field (ValueState "s"), a Tuple2 (ValueState "t") and a Row (ListState "u"), and in a Tuple2 of the operator ListState "buffered" of map "buffer"."""

from flink_compat.api import ListStateDescriptor, StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo

COLOR = Types.ENUM("fidelity.Color", ['RED', 'GREEN', 'BLUE'])


@pojo("fidelity.Reading")
class Reading:
    id: Types.LONG
    color: COLOR


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [
        ValueStateDescriptor("s", Types.POJO(Reading)),
        ValueStateDescriptor("t", Types.TUPLE(Types.LONG, COLOR)),
        ListStateDescriptor("u", Types.ROW(Types.LONG, COLOR)),
    ]
    buffer = events.map("buffer", Types.LONG, operator_state=[ListStateDescriptor("buffered", Types.TUPLE(Types.LONG, COLOR))]).uid("buffer")
    stateful = buffer.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
