"""A PyFlink job whose keyed process functions set timers in the ways tests/pyflink/test_timers.py
reads: ``Direct`` an event-time timer itself, ``ByHelper`` a processing-time one through a
function of the program, ``ByHeldObject`` both through a method of an object it holds, ``Silent``
none (and no ``on_timer``), ``ByName`` by a method name made at run time (not known),
``ByHeldFunction`` an event-time one through a function given to its constructor, ``ByModule`` a
processing-time one through a function of another of the program's modules (timer_helpers.py),
``ByLibrary`` an event-time one through a function of an installed library
(tests/pyflink/installed/reminder_kit.py), ``ByLibraryName`` through one of its functions that
makes the method's name at run time (not known)."""

from pyflink.common.typeinfo import Types
from pyflink.common.watermark_strategy import WatermarkStrategy
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.number_seq import NumberSequenceSource
from pyflink.datastream.functions import KeyedProcessFunction
from reminder_kit import remind_at, remind_in

import timer_helpers


def remind_later(ctx):
    ctx.timer_service().register_processing_time_timer(ctx.timer_service().current_processing_time() + 60_000)


class Reminders:
    def set(self, ctx):
        ctx.timer_service().register_event_time_timer(ctx.timestamp() + 1000)
        ctx.timer_service().register_processing_time_timer(ctx.timer_service().current_processing_time() + 1000)


class Direct(KeyedProcessFunction):
    def process_element(self, value, ctx):
        ctx.timer_service().register_event_time_timer(ctx.timestamp() + 3000)
        yield value

    def on_timer(self, timestamp, ctx):
        yield timestamp


class ByHelper(KeyedProcessFunction):
    def process_element(self, value, ctx):
        remind_later(ctx)
        yield value

    def on_timer(self, timestamp, ctx):
        yield timestamp


class ByHeldObject(KeyedProcessFunction):
    def __init__(self):
        self.reminders = Reminders()

    def process_element(self, value, ctx):
        self.reminders.set(ctx)
        yield value

    def on_timer(self, timestamp, ctx):
        yield timestamp


class Silent(KeyedProcessFunction):
    def process_element(self, value, ctx):
        yield value


class ByName(KeyedProcessFunction):
    domain = "event"

    def process_element(self, value, ctx):
        getattr(ctx.timer_service(), f"register_{self.domain}_time_timer")(ctx.timestamp() + 3000)
        yield value

    def on_timer(self, timestamp, ctx):
        yield timestamp


def arm_event_timer(ctx):
    ctx.timer_service().register_event_time_timer(ctx.timestamp() + 5000)


class ByHeldFunction(KeyedProcessFunction):
    def __init__(self, arm):
        self.arm = arm

    def process_element(self, value, ctx):
        self.arm(ctx)
        yield value

    def on_timer(self, timestamp, ctx):
        yield timestamp


class ByModule(KeyedProcessFunction):
    def process_element(self, value, ctx):
        timer_helpers.remind_soon(ctx)
        yield value

    def on_timer(self, timestamp, ctx):
        yield timestamp


class ByLibrary(KeyedProcessFunction):
    def process_element(self, value, ctx):
        remind_at(ctx, ctx.timestamp() + 3000)
        yield value

    def on_timer(self, timestamp, ctx):
        yield timestamp


class ByLibraryName(KeyedProcessFunction):
    def process_element(self, value, ctx):
        remind_in(ctx, "processing", 3000)
        yield value

    def on_timer(self, timestamp, ctx):
        yield timestamp


env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(1)
stream = env.from_source(NumberSequenceSource(0, 10**12), WatermarkStrategy.no_watermarks(), "numbers").uid("numbers")
for function, uid in ((Direct(), "direct"), (ByHelper(), "by-helper"), (ByHeldObject(), "by-held-object"),
                      (Silent(), "silent"), (ByName(), "by-name"),
                      (ByHeldFunction(arm_event_timer), "by-held-function"), (ByModule(), "by-module"),
                      (ByLibrary(), "by-library"), (ByLibraryName(), "by-library-name")):
    stream = stream.key_by(lambda n: n % 5, key_type=Types.LONG()).process(function, output_type=Types.LONG()).uid(uid)
stream.print().uid("sink")
env.execute("timers")
