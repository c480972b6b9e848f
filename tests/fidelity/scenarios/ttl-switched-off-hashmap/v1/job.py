"""v1: ValueState<Long> "last" with a TTL of one hour."""

from flink_compat.api import StateTtlConfig, StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[ValueStateDescriptor("last", Types.LONG, ttl=StateTtlConfig(3_600_000))]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
