"""v1: ValueState<Long> "s", ListState<String> "l", MapState<String, Long> "m", with a TTL of one hour."""

from flink_compat.api import ListStateDescriptor, MapStateDescriptor, StateTtlConfig, StreamExecutionEnvironment, Types, ValueStateDescriptor

TTL = StateTtlConfig(3_600_000)


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [
        ValueStateDescriptor("s", Types.LONG, ttl=TTL),
        ListStateDescriptor("l", Types.STRING, ttl=TTL),
        MapStateDescriptor("m", Types.STRING, Types.LONG, ttl=TTL),
    ]
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
