"""v2: a filter inserted; "stateful" pinned to its v1 OperatorID with set_uid_hash."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor

#: The OperatorID Flink 2.3 generated for "stateful" in v1 (from the v1 savepoint).
V1_OPERATOR_ID = "904cd0582e366a2a5084ddcbc03e988b"


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    events = events.filter("even").uid("even")
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=[ValueStateDescriptor("last", Types.LONG)]).set_uid_hash(V1_OPERATOR_ID)
    stateful.sink_to("sink").uid("sink")
    return env
