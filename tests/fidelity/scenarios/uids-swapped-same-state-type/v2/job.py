"""v2 (the uids swapped): two keyed process functions with ValueState<Long> "acc": "sum" (uid "y") and "count" (uid "x")."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    keyed = events.key_by(Types.LONG)
    keyed.process("sum", Types.STRING, state=[ValueStateDescriptor("acc", Types.LONG)]).uid("y").sink_to("sink-sum").uid("sink-sum")
    keyed.process("count", Types.STRING, state=[ValueStateDescriptor("acc", Types.LONG)]).uid("x").sink_to("sink-count").uid("sink-count")
    return env
