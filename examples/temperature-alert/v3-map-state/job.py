"""Temperature alerts (the state chapter of "Stream Processing with Apache Flink").

Version 3 keeps the last temperature per location of a sensor: "lastTemp" becomes a
MapState. Flink refuses a ValueState registered again as MapState.
"""

from flink_compat.api import MapStateDescriptor, StreamExecutionEnvironment, Types, pojo


@pojo("com.example.sensors.SensorReading")
class SensorReading:
    id: Types.STRING
    timestamp: Types.LONG
    temperature: Types.DOUBLE


def build():
    env = StreamExecutionEnvironment("TemperatureAlerts")
    env.set_parallelism(2)
    env.set_state_backend("rocksdb")
    readings = env.from_source("SensorSource", Types.POJO(SensorReading)).uid("sensor-source")
    alerts = (
        readings.key_by(Types.STRING)
        .flat_map(
            "TemperatureAlertFunction",
            Types.TUPLE(Types.STRING, Types.DOUBLE, Types.DOUBLE),
            state=[MapStateDescriptor("lastTemp", Types.STRING, Types.DOUBLE)],  # per location
        )
        .uid("temp-alert")
    )
    alerts.print().uid("alert-sink")
    return env
