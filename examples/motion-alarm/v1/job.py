"""MotionAlarmApp, version 1 ("Savepoints, Part 2: Streaming Applications in the Pit Lane").

Events of an alarm system, keyed by room; a stateful flat map keeps per room whether the
alarm is active and when it was (de)activated, as a (Boolean, Long) tuple, and raises an
alarm on motion in an active room.
"""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("com.example.alarm.Event")
class Event:
    eType: Types.STRING
    room: Types.INT
    time: Types.LONG


def build():
    env = StreamExecutionEnvironment("MotionAlarmApp")
    env.set_parallelism(4)
    events = env.from_source("AlarmSensorSource", Types.POJO(Event)).uid("sensor-source")
    alarms = (
        events.key_by(Types.INT)
        .flat_map(
            "EvaluateAlarm",
            Types.TUPLE(Types.INT, Types.LONG),
            state=[ValueStateDescriptor("isActive", Types.TUPLE(Types.BOOLEAN, Types.LONG))],
        )
        .uid("alarm-eval")
    )
    alarms.print().uid("alarm-sink")
    return env
