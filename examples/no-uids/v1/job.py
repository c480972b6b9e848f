"""A job without uids: Flink generates every OperatorID from the topology.

Source → key by room → a flat map with ValueState "lastMotion" → print.
"""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("NoUids")
    env.set_parallelism(2)
    events = env.from_source("MotionSource", Types.TUPLE(Types.INT, Types.LONG))
    (
        events.key_by(Types.INT)
        .flat_map("LastMotion", Types.TUPLE(Types.INT, Types.LONG),
                  state=[ValueStateDescriptor("lastMotion", Types.LONG)])
        .print()
    )
    return env
