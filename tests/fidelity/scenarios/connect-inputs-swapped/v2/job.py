"""v2: purchases.connect(clicks), the inputs swapped (each keeps its own key); ValueState<Long> "clicks" and "spent"."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("fidelity.Click")
class Click:
    n: Types.LONG
    userId: Types.LONG


@pojo("fidelity.Purchase")
class Purchase:
    amount: Types.LONG
    buyerId: Types.LONG


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    clicks = events.map("clicks", Types.POJO(Click)).uid("clicks")
    purchases = events.map("purchases", Types.POJO(Purchase)).uid("purchases")
    joined = purchases.key_by(Types.LONG, key="buyerId").connect(clicks.key_by(Types.LONG, key="userId")).process(
        "join", Types.STRING,
        state=[ValueStateDescriptor("spent", Types.LONG), ValueStateDescriptor("clicks", Types.LONG)]).uid("join")
    joined.sink_to("sink").uid("sink")
    return env
