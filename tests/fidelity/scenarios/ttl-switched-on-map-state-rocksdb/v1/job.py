"""v1: map state without TTL."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("rocksdb")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.STRING, state=[MapStateDescriptor("counts", Types.STRING, Types.LONG)]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
