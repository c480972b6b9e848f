"""v1: POJO Pair(userId, accountId) records keyed by userId (see Job.java for how the selector is written); ValueState<Long> "count"."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("fidelity.Pair")
class Pair:
    accountId: Types.LONG
    userId: Types.LONG


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    pairs = events.map("to-pair", Types.POJO(Pair)).uid("to-pair")
    counts = pairs.key_by(Types.LONG, key="userId").process(
        "count", Types.STRING, state=[ValueStateDescriptor("count", Types.LONG)]).uid("count")
    counts.sink_to("sink").uid("sink")
    return env
