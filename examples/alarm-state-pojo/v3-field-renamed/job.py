"""MotionAlarmApp with its alarm state as a POJO from the start, version 3.

Renames the field ``time`` of ``AlarmState`` to ``since`` (both Long): Flink matches POJO
fields by name, so it migrates every entry, drops the values of ``time`` and leaves ``since``
null - the restore succeeds and the alarm times are lost (state-loss, POJO_FIELD_LIKELY_RENAMED).
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
    since: Types.LONG


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
