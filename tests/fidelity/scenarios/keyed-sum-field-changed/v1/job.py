"""v1: (key, amount, quantity) keyed by f0, the built-in sum(1) (the amounts (f1))."""

from flink_compat.api import StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    lines = events.map("to-line", Types.TUPLE(Types.LONG, Types.LONG, Types.LONG)).uid("to-line")
    sums = lines.key_by(Types.LONG, key="f0").sum(1).uid("sum").name("sum")
    sums.map("show", Types.STRING).uid("show").sink_to("sink").uid("sink")
    return env
