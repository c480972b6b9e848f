"""Version 2 inserts a filter after the source.

Nothing about the stateful flat map changed, but its generated OperatorID did: the
filter chains to the source, which changes the source's hash and every hash downstream.
The state of "LastMotion" no longer matches anything.
"""

from flink_compat.api import StreamExecutionEnvironment, Types, ValueStateDescriptor


def build():
    env = StreamExecutionEnvironment("NoUids")
    env.set_parallelism(2)
    events = env.from_source("MotionSource", Types.TUPLE(Types.INT, Types.LONG))
    (
        events.filter("DropTestRooms")
        .key_by(Types.INT)
        .flat_map("LastMotion", Types.TUPLE(Types.INT, Types.LONG),
                  state=[ValueStateDescriptor("lastMotion", Types.LONG)])
        .print()
    )
    return env
