"""v1: records keyed by themselves, a record UserKey(tenant, user) (a POJO: fields by name); ValueState<Long> "count"."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("fidelity.UserKey")
class UserKey:
    tenant: Types.LONG
    user: Types.LONG


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    keys = events.map("to-key", Types.POJO(UserKey)).uid("to-key")
    counts = keys.key_by(Types.POJO(UserKey), key="the record itself").process(
        "count", Types.STRING, state=[ValueStateDescriptor("count", Types.LONG)]).uid("count")
    counts.sink_to("sink").uid("sink")
    return env
