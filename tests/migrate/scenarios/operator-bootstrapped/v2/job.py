"""v2: v1's operator "stateful" (ValueState<Long> "s"), then a new keyed operator "limits"
(parallelism 1, max parallelism 64) with ValueState<Long> "limit" and MapState<String, Long>
"quota", which the migration bootstraps."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=[ValueStateDescriptor("s", Types.LONG)]).uid("stateful")
    limits = stateful.key_by(Types.LONG).process(
        "limits", Types.LONG,
        state=[ValueStateDescriptor("limit", Types.LONG), MapStateDescriptor("quota", Types.STRING, Types.LONG)],
    ).uid("limits").set_parallelism(1).set_max_parallelism(64)
    limits.sink_to("sink").uid("sink")
    return env
