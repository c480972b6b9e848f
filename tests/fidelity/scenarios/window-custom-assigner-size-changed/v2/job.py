"""v2: keyed by i % 4, the job's own event-time tumbling assigner FixedWindows (no fields: its size a constant in its code)."""

from flink_compat.api import CustomWindows, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    # assignTimestampsAndWatermarks: a stateless operator (TimestampsAndWatermarksOperator)
    stamped = events.map("watermarks", Types.LONG).uid("watermarks")
    # the size is a constant in the assigner's code: declared as what decides its windows
    fixed = CustomWindows("fidelity.Job$FixedWindows", event_time=True, size=20_000)
    window = stamped.key_by(Types.LONG).window(fixed).process(Types.STRING, "window").uid("window")
    window.sink_to("sink").uid("sink")
    return env
