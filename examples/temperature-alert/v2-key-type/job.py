"""Temperature alerts (the state chapter of "Stream Processing with Apache Flink").

Version 2 keys the readings by a numeric sensor serial (Long) instead of the String id:
keys are never migrated, so the keyed state cannot be restored.
"""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor, pojo


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
        readings.key_by(Types.LONG)  # sensors keyed by their numeric serial now
        .flat_map(
            "TemperatureAlertFunction",
            Types.TUPLE(Types.STRING, Types.DOUBLE, Types.DOUBLE),
            state=[ValueStateDescriptor("lastTemp", Types.DOUBLE)],
        )
        .uid("temp-alert")
    )
    alerts.print().uid("alert-sink")
    return env
