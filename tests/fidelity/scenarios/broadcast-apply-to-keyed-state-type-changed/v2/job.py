"""v2: keyed ValueState<String> "total" (never touched by processElement; read in processBroadcastElement with applyToKeyedState); broadcast
MapState<String, Long> "rules"."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    rules = env.from_source("rules", Types.LONG).uid("rules").set_parallelism(1)
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    broadcast = rules.broadcast(MapStateDescriptor("rules", Types.STRING, Types.LONG))
    events.key_by(Types.LONG).connect(broadcast).process(
        "apply", Types.STRING, state=[ValueStateDescriptor("total", Types.STRING)]).uid("apply").sink_to("sink").uid("sink")
    return env
