"""v1: KeyedProcessFunction with ValueState count."""

from flink_compat.api import ValueStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    # assignTimestampsAndWatermarks: a stateless operator (TimestampsAndWatermarksOperator)
    stamped = events.map("watermarks", Types.LONG).uid("watermarks")
    window = stamped.key_by(Types.LONG).process("window", Types.STRING, state=[ValueStateDescriptor("count", Types.LONG)], timers=True).uid("window")
    window.sink_to("sink").uid("sink")
    return env
