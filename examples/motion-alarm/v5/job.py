"""MotionAlarmApp, version 5: the stateful alarm evaluation is dropped.

The savepoint still holds the "isActive" state of operator "alarm-eval". Flink refuses
to restore ("There is no operator for the state"); with --allowNonRestoredState it starts
and the alarm state of every room is lost.
"""

from flink_compat.api import StreamExecutionEnvironment, Types, pojo


@pojo("com.example.alarm.Event")
class Event:
    eType: Types.STRING
    room: Types.INT
    time: Types.LONG


def build():
    env = StreamExecutionEnvironment("MotionAlarmApp")
    env.set_parallelism(4)
    events = env.from_source("AlarmSensorSource", Types.POJO(Event)).uid("sensor-source")
    events.filter("OnlyMotion").uid("motion-filter").print().uid("alarm-sink")
    return env
