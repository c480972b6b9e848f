"""v1: ValueState<Money> "balance", Money's serializer the job's own (snapshot fidelity.Money$MoneySerializerSnapshot,
version 1). The API has no type for a serializer of the job's own: it is declared as the registry's opaque snapshot."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor
from flink_compat.schema_registry.families.opaque import OpaqueSnapshot

MONEY = OpaqueSnapshot(snapshot_class="fidelity.Money$MoneySerializerSnapshot", version=1)


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    balance = events.key_by(Types.LONG).process(
        "balance", Types.STRING, state=[ValueStateDescriptor("balance", MONEY)]).uid("balance")
    balance.sink_to("sink").uid("sink")
    return env
