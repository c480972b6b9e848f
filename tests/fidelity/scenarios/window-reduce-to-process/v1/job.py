"""v1: window with a ReduceFunction."""

from flink_compat.api import StreamExecutionEnvironment, TumblingEventTimeWindows, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    tuples = events.map("to-tuple", Types.TUPLE(Types.STRING, Types.LONG)).uid("to-tuple")
    window = tuples.key_by(Types.STRING).window(TumblingEventTimeWindows(10_000)).reduce("window").uid("window")
    window.sink_to("sink").uid("sink")
    return env
