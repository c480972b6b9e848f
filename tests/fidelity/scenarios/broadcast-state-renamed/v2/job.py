"""v2: the broadcast state is named "rule-set"."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    rules = env.from_source("rules", Types.LONG).uid("rules").set_parallelism(1)
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    broadcast = rules.broadcast(MapStateDescriptor("rule-set", Types.STRING, Types.LONG))
    events.connect(broadcast).process("apply", Types.STRING).uid("apply").sink_to("sink").uid("sink")
    return env
