"""A PyFlink job whose functions obtain state in three ways (tests/pyflink/test_lazy_state.py):
``Lazy`` on the first record (not discovered: the check must say so), ``Helper`` in a method
that ``open()`` calls, and ``Eager`` in ``open()`` itself."""

from pyflink.common.typeinfo import Types
from pyflink.common.watermark_strategy import WatermarkStrategy
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.number_seq import NumberSequenceSource
from pyflink.datastream.functions import KeyedProcessFunction, RuntimeContext
from pyflink.datastream.state import ValueStateDescriptor


class Lazy(KeyedProcessFunction):
    def open(self, ctx: RuntimeContext):
        self.ctx = ctx
        self.total = None

    def process_element(self, value, ctx):
        if self.total is None:
            self.total = self.ctx.get_state(ValueStateDescriptor("total", Types.LONG()))
        self.total.update((self.total.value() or 0) + value)
        yield value


class Helper(KeyedProcessFunction):
    def open(self, ctx: RuntimeContext):
        self._declare(ctx)

    def _declare(self, ctx):
        self.seen = ctx.get_state(ValueStateDescriptor("seen", Types.BOOLEAN()))

    def process_element(self, value, ctx):
        self.seen.update(True)
        yield value


class Eager(KeyedProcessFunction):
    def open(self, ctx: RuntimeContext):
        self.last = ctx.get_state(ValueStateDescriptor("last", Types.LONG()))

    def process_element(self, value, ctx):
        self.last.update(value)
        yield value


env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(1)
numbers = env.from_source(NumberSequenceSource(0, 10**12), WatermarkStrategy.no_watermarks(), "numbers").uid("numbers")
keyed = numbers.key_by(lambda n: n % 5, key_type=Types.LONG())
(keyed.process(Lazy(), output_type=Types.LONG()).uid("lazy")
    .key_by(lambda n: n % 5, key_type=Types.LONG())
    .process(Helper(), output_type=Types.LONG()).uid("helper")
    .key_by(lambda n: n % 5, key_type=Types.LONG())
    .process(Eager(), output_type=Types.LONG()).uid("eager")
    .print().uid("sink"))
env.execute("lazy-state")
