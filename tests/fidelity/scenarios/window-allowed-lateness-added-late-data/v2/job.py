"""v2: the same windows with allowedLateness(10 s)."""

from flink_compat.api import TumblingEventTimeWindows, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    # assignTimestampsAndWatermarks: a stateless operator (TimestampsAndWatermarksOperator)
    stamped = events.map("watermarks", Types.LONG).uid("watermarks")
    window = stamped.key_by(Types.LONG).window(TumblingEventTimeWindows(10_000)).allowed_lateness(10_000).process(Types.STRING, "window").uid("window")
    window.sink_to("sink").uid("sink")
    return env
