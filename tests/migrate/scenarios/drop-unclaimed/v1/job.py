"""v1: map "buffer" (operator ListState<Long> "buffered"), then keyed "stateful" (ValueState<Long> "s" and "gone")."""

from flink_compat.api import ListStateDescriptor, StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    buffer = events.map("buffer", Types.LONG, operator_state=[ListStateDescriptor("buffered", Types.LONG)]).uid("buffer")
    state = [ValueStateDescriptor("s", Types.LONG), ValueStateDescriptor("gone", Types.LONG)]
    stateful = buffer.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
