"""v2: the events keyed by i % 4 (a Long) connected with their broadcast (MapState<Long, Long> "latest");
ValueState<Long> "count", no timers set any more."""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stamped = events.map("watermarks", Types.LONG).uid("watermarks")
    latest = stamped.broadcast(MapStateDescriptor("latest", Types.LONG, Types.LONG))
    stateful = stamped.key_by(Types.LONG).connect(latest).process(
        "stateful", Types.STRING, state=[ValueStateDescriptor("count", Types.LONG)], timers=()).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env
