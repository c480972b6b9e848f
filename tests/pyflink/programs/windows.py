"""A PyFlink job with Python windows (tests/pyflink). PyFlink's window operator, not the job's
functions, obtains most of their state: the window contents (in the window's namespace), a count
trigger's count (in the window's namespace, on the first record), a count assigner's counter
(without a namespace, on the first record). A window function's own state from open() has no
namespace either; per-window state (``context.window_state()``) is obtained on a record.

* ``hourly-sum``: a tumbling processing-time window reduced in Python;
* ``counted``: a count window of 3 with a ProcessWindowFunction keeping a total from open();
* ``hourly-mean``: a tumbling window with a Python AggregateFunction;
* ``purged``: a global window fired and purged every 4 records (a PurgingTrigger around a
  CountTrigger, whose "count" the nested trigger obtains);
* ``per-window`` (with ``--per-window``): a count window whose function keeps per-window state.
"""

import sys

from pyflink.common.time import Time
from pyflink.common.typeinfo import Types
from pyflink.common.watermark_strategy import WatermarkStrategy
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.number_seq import NumberSequenceSource
from pyflink.datastream.functions import AggregateFunction, ProcessWindowFunction, RuntimeContext
from pyflink.datastream.state import ValueStateDescriptor
from pyflink.datastream.window import CountTrigger, GlobalWindows, PurgingTrigger, TumblingProcessingTimeWindows


class Mean(AggregateFunction):
    def create_accumulator(self):
        return 0, 0

    def add(self, value, accumulator):
        return accumulator[0] + value, accumulator[1] + 1

    def get_result(self, accumulator):
        return accumulator[0] / max(accumulator[1], 1)

    def merge(self, a, b):
        return a[0] + b[0], a[1] + b[1]


class Total(ProcessWindowFunction):
    def open(self, ctx: RuntimeContext):
        self.total = ctx.get_state(ValueStateDescriptor("total", Types.LONG()))

    def process(self, key, context, elements):
        self.total.update((self.total.value() or 0) + sum(elements))
        yield self.total.value()


class PerWindow(ProcessWindowFunction):
    def process(self, key, context, elements):
        fired = context.window_state().get_state(ValueStateDescriptor("fired", Types.LONG()))
        fired.update((fired.value() or 0) + 1)
        yield sum(elements)


env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(1)
numbers = env.from_source(NumberSequenceSource(0, 10**12), WatermarkStrategy.no_watermarks(), "numbers").uid("numbers")
keyed = numbers.key_by(lambda n: n % 5, key_type=Types.LONG())
(keyed.window(TumblingProcessingTimeWindows.of(Time.hours(1)))
    .reduce(lambda a, b: a + b, output_type=Types.LONG()).uid("hourly-sum")
    .filter(lambda n: n < 0).print().uid("sum-sink"))
(keyed.count_window(3)
    .process(Total(), output_type=Types.LONG()).uid("counted")
    .filter(lambda n: n < 0).print().uid("counted-sink"))
(keyed.window(TumblingProcessingTimeWindows.of(Time.hours(1)))
    .aggregate(Mean(), accumulator_type=Types.TUPLE([Types.LONG(), Types.LONG()]), output_type=Types.DOUBLE())
    .uid("hourly-mean")
    .filter(lambda n: n < 0).print().uid("mean-sink"))
(keyed.window(GlobalWindows.create()).trigger(PurgingTrigger.of(CountTrigger.of(4)))
    .reduce(lambda a, b: a + b, output_type=Types.LONG()).uid("purged")
    .filter(lambda n: n < 0).print().uid("purged-sink"))
if "--per-window" in sys.argv:
    (keyed.count_window(3)
        .process(PerWindow(), output_type=Types.LONG()).uid("per-window")
        .filter(lambda n: n < 0).print().uid("per-window-sink"))
env.execute("windows")
