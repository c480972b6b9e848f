"""Running count per event type ("Savepoints, Part 2"): map to (type, 1), key by type, reduce.

The reduce keeps the last reduced value, a (String, Int) pair, as internal state.
"""

from flink_compat.api import StreamExecutionEnvironment, Types, pojo


@pojo("com.example.alarm.Event")
class Event:
    eType: Types.STRING
    room: Types.INT
    time: Types.LONG


def build():
    env = StreamExecutionEnvironment("EventCount")
    env.set_parallelism(2)
    events = env.from_source("AlarmSensorSource", Types.POJO(Event)).uid("sensor-source")
    counts = (
        events.map("ToTypeAndOne", Types.TUPLE(Types.STRING, Types.INT)).uid("to-pair")
        .key_by(Types.STRING)
        .reduce("RunningCount")
        .uid("running-count")
    )
    counts.print().uid("count-sink")
    return env
