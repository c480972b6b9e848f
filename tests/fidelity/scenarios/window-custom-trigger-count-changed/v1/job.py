"""v1: keyed by i % 2, GlobalWindows with the job's own count trigger EveryN (no fields but its state
descriptor; N = 3 a constant in its code; its ReducingState<Long> "count" as CountTrigger's)."""

from flink_compat.api import GlobalWindows, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    # count_trigger: declares the trigger's ReducingState<Long> "count" (what EveryN keeps, as CountTrigger)
    window = (events.key_by(Types.LONG).window(GlobalWindows(count_trigger=True))
              .trigger("fidelity.Job$EveryN(n=3)").process(Types.STRING, "window").uid("window"))
    window.sink_to("sink").uid("sink")
    return env
