"""MotionAlarmApp, version 2: motions shortly after activation are tolerated.

Only the code of the flat map changed; its state keeps the same type: compatible.
"""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo

TOLERANCE_MS = 30_000  # the fix: ignore motion within 30 s of activation


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
