"""v2: AggregatingState "agg", accumulator POJO Acc (sum, count, max)."""

from flink_compat.api import AggregatingStateDescriptor, StreamExecutionEnvironment, Types, pojo


@pojo("fidelity.Acc")
class Acc:
    sum: Types.LONG
    count: Types.LONG
    max: Types.LONG


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("rocksdb")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[AggregatingStateDescriptor("agg", Types.POJO(Acc))]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
