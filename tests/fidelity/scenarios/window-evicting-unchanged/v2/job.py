"""v1 and v2 (unchanged): the events as Long, keyed by i % 2, GlobalWindows with CountTrigger.of(3) and CountEvictor.of(4)."""

from flink_compat.api import GlobalWindows, StreamExecutionEnvironment, Types


def build():
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(1)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    converted = events.map("convert", Types.LONG).uid("convert")
    window = (converted.key_by(Types.LONG).window(GlobalWindows(count_trigger=True))
              .trigger("CountTrigger(maxCount=3)")
              .evictor("CountEvictor(doEvictAfter=false, maxCount=4)")
              .process(Types.STRING, "window").uid("window"))
    window.sink_to("sink").uid("sink")
    return env
