"""MotionAlarmApp with its alarm state as a POJO from the start, version 2.

Adds the field ``person`` to ``AlarmState``: Flink migrates every entry (the new field starts
as null) - migration-required.
"""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


@pojo("com.example.alarm.Event")
class Event:
    eType: Types.STRING
    room: Types.INT
    time: Types.LONG


@pojo("com.example.alarm.AlarmState")
class AlarmState:
    active: Types.BOOLEAN
    time: Types.LONG
    person: Types.STRING


def build():
    env = StreamExecutionEnvironment("MotionAlarmApp")
    env.set_parallelism(4)
    events = env.from_source("AlarmSensorSource", Types.POJO(Event)).uid("sensor-source")
    alarms = (
        events.key_by(Types.INT)
        .flat_map(
            "EvaluateAlarm",
            Types.TUPLE(Types.INT, Types.LONG),
            state=[ValueStateDescriptor("alarm", Types.POJO(AlarmState))],
        )
        .uid("alarm-eval")
    )
    alarms.print().uid("alarm-sink")
    return env
