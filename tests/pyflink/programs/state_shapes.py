"""A keyed PyFlink job with the state shapes everyday programs write (tests/pyflink): keys
without a key type (pickled), a value state of pickled Python objects with a TTL built in
``open()``, a map state of Rows declared without field names (their coder asks Java's
RowTypeInfo for the names), an aggregating state and processing-time timers."""

from pyflink.common import Row, Types, WatermarkStrategy
from pyflink.common.time import Time
from pyflink.datastream import KeyedProcessFunction, RuntimeContext, StreamExecutionEnvironment
from pyflink.datastream.connectors.number_seq import NumberSequenceSource
from pyflink.datastream.functions import AggregateFunction
from pyflink.datastream.state import (AggregatingStateDescriptor, MapStateDescriptor, StateTtlConfig,
                                      ValueStateDescriptor)


class Sum(AggregateFunction):
    def create_accumulator(self):
        return 0

    def add(self, value, accumulator):
        return accumulator + value

    def get_result(self, accumulator):
        return accumulator

    def merge(self, a, b):
        return a + b


class Shapes(KeyedProcessFunction):
    def open(self, ctx: RuntimeContext):
        last = ValueStateDescriptor("last", Types.PICKLED_BYTE_ARRAY())
        last.enable_time_to_live(StateTtlConfig.new_builder(Time.days(1)).build())
        self.last = ctx.get_state(last)
        self.rows = ctx.get_map_state(MapStateDescriptor("rows", Types.STRING(), Types.ROW([Types.INT(), Types.STRING()])))
        self.total = ctx.get_aggregating_state(AggregatingStateDescriptor("total", Sum(), Types.LONG()))

    def process_element(self, value, ctx):
        self.last.update({"value": value})
        self.rows.put(str(value % 7), Row(value % 7, "seen"))
        self.total.add(value)
        ctx.timer_service().register_processing_time_timer(ctx.timer_service().current_processing_time() + 3_600_000)
        yield value

    def on_timer(self, timestamp, ctx):
        yield -1


env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(1)
numbers = env.from_source(NumberSequenceSource(0, 10**12), WatermarkStrategy.no_watermarks(), "numbers").uid("numbers")
(numbers.key_by(lambda n: n % 5)
    .process(Shapes(), output_type=Types.LONG()).uid("shapes")
    .filter(lambda n: n < -1).print().uid("sink"))
env.execute("state-shapes")
