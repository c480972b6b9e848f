"""v1: keyed reduce over Tuple2<String, Long>."""

from flink_compat.api import StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    tuples = events.map("to-tuple", Types.TUPLE(Types.STRING, Types.LONG)).uid("to-tuple")
    tuples.key_by(Types.STRING).reduce("sum").uid("sum").sink_to("sink").uid("sink")
    return env
