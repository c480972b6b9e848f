"""v1: keyed by i % 2, GlobalWindows with the job's own trigger EveryN, which keeps ValueState<Long> "count"
per window (obtained through its context)."""

from flink_compat.api import GlobalWindows, StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    window = (events.key_by(Types.LONG).window(GlobalWindows())
              .trigger("fidelity.Job$EveryN", state=[ValueStateDescriptor("count", Types.LONG)])
              .process(Types.STRING, "window").uid("window"))
    window.sink_to("sink").uid("sink")
    return env
