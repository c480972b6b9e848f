"""v2: the same counts; source "side" (same uid) is a NumberSequenceSource: the serializers the datagen source used."""

from flink_compat.api import SourceConnector, StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    counts = events.key_by(Types.LONG).process("count", Types.LONG, state=[ValueStateDescriptor("count", Types.LONG)]).uid("count")
    counts.sink_to("sink").uid("sink")
    side = env.from_source("side", Types.LONG, connector=SourceConnector(
        connector="org.apache.flink.api.connector.source.lib.NumberSequenceSource",
        split_serializer="org.apache.flink.api.connector.source.lib.NumberSequenceSource$SplitSerializer", split_version=1,
        checkpoint_serializer="org.apache.flink.api.connector.source.lib.NumberSequenceSource$CheckpointSerializer", checkpoint_version=1,
    )).uid("side").set_parallelism(1)
    side.sink_to("side-sink").uid("side-sink")
    return env
