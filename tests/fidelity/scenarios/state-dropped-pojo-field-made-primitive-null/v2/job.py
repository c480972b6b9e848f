"""v2: only ValueState<Long> "n"; "s" is gone, its class fidelity.Reading stays in the JAR with "count" a long."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [ValueStateDescriptor("n", Types.LONG)]
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
