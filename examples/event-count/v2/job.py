"""Running aggregate per event type, version 2: also the latest timestamp.

The map now emits (type, time, 1), so the reduce's internal state changes from
(String, Int) to (String, Long, Int). Flink "won't be able to start the new version from
a savepoint created by the original version".
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
        events.map("ToTypeTimeAndOne", Types.TUPLE(Types.STRING, Types.LONG, Types.INT)).uid("to-pair")
        .key_by(Types.STRING)
        .reduce("RunningAggregate")
        .uid("running-count")
    )
    counts.print().uid("count-sink")
    return env
