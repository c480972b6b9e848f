"""v1: orders.connect(payments), each keyed by i % 4 (a Long); ValueState<Long> "orders", event-time timers."""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stamped = events.map("watermarks", Types.LONG).uid("watermarks")
    orders = stamped.map("orders", Types.LONG).uid("orders")
    payments = stamped.map("payments", Types.LONG).uid("payments")
    stateful = orders.key_by(Types.LONG).connect(payments.key_by(Types.LONG)).process(
        "stateful", Types.STRING, state=[ValueStateDescriptor("orders", Types.LONG)], timers="event").uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
