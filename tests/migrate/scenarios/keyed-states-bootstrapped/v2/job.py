"""v2: v1's ValueState<Long> "s", and ValueState<Long> "limit", ListState<String> "tags",
MapState<String, Long> "limits", which the migration bootstraps."""

from flink_compat.api import (
    ListStateDescriptor,
    MapStateDescriptor,
    StreamExecutionEnvironment,
    Types,
    ValueStateDescriptor,
)


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    state = [
        ValueStateDescriptor("s", Types.LONG),
        ValueStateDescriptor("limit", Types.LONG),
        ListStateDescriptor("tags", Types.STRING),
        MapStateDescriptor("limits", Types.STRING, Types.LONG),
    ]
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=state).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
