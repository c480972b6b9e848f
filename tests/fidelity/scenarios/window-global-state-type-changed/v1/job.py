"""v1: keyed by i % 4, 10 s tumbling event-time windows; the window function keeps ValueState<Long> "fired"
per key through context.globalState()."""

from flink_compat.api import StreamExecutionEnvironment, TumblingEventTimeWindows, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stamped = events.map("watermarks", Types.LONG).uid("watermarks")
    window = stamped.key_by(Types.LONG).window(TumblingEventTimeWindows(10_000)).process(
        Types.STRING, "window", global_state=[ValueStateDescriptor("fired", Types.LONG)]).uid("window")
    window.sink_to("sink").uid("sink")
    return env
