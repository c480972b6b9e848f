"""MotionAlarmApp, version 4: the alarm state moves to a POJO with an extra field.

The POJO ``AlarmState`` replaces the (Boolean, Long) tuple and adds ``person``. A POJO can
evolve (fields added or removed migrate), but only from a POJO: the old state was written
by Flink's TupleSerializer, and the new PojoSerializer cannot read it. Flink fails the
restore; see ``v4-from-pojo`` for the migration this change becomes once the state is a
POJO already.
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
            state=[ValueStateDescriptor("isActive", Types.POJO(AlarmState))],
        )
        .uid("alarm-eval")
    )
    alarms.print().uid("alarm-sink")
    return env
