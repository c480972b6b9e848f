"""MotionAlarmApp, version 3: the state tuple gets a third field, who (de)activated the alarm.

"State that is restored must retain its type": a Tuple3 cannot read a Tuple2, so Flink
fails the restore.
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
            state=[
                ValueStateDescriptor("isActive", Types.TUPLE(Types.BOOLEAN, Types.LONG, Types.STRING)),
            ],
        )
        .uid("alarm-eval")
    )
    alarms.print().uid("alarm-sink")
    return env
