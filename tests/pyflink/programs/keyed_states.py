"""A keyed PyFlink job with value, list and map state (tests/pyflink): ``--value-type=string``
declares the value state's Python type as STRING instead of LONG; ``--ttl`` gives the list and
map states a time-to-live."""

import sys

from pyflink.common.time import Time
from pyflink.common.typeinfo import Types
from pyflink.common.watermark_strategy import WatermarkStrategy
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.datastream.connectors.number_seq import NumberSequenceSource
from pyflink.datastream.functions import KeyedProcessFunction, RuntimeContext
from pyflink.datastream.state import ListStateDescriptor, MapStateDescriptor, StateTtlConfig, ValueStateDescriptor

VALUE_TYPE = Types.STRING() if "--value-type=string" in sys.argv else Types.LONG()
TTL = StateTtlConfig.new_builder(Time.hours(1)).build() if "--ttl" in sys.argv else None


class Count(KeyedProcessFunction):
    def open(self, ctx: RuntimeContext):
        self.count = ctx.get_state(ValueStateDescriptor("count", VALUE_TYPE))
        seen = ListStateDescriptor("seen", Types.STRING())
        last = MapStateDescriptor("last", Types.STRING(), Types.LONG())
        if TTL:
            seen.enable_time_to_live(TTL)
            last.enable_time_to_live(TTL)
        self.seen = ctx.get_list_state(seen)
        self.last = ctx.get_map_state(last)

    def process_element(self, value, ctx):
        count = self.count.value()
        count = (count or 0) + 1 if VALUE_TYPE == Types.LONG() else str(int(count or "0") + 1)
        self.count.update(count)
        if value < 1000:
            self.seen.add(str(value))
        self.last.put(str(value % 3), value)
        yield value


env = StreamExecutionEnvironment.get_execution_environment()
env.set_parallelism(1)
numbers = env.from_source(NumberSequenceSource(0, 10**12), WatermarkStrategy.no_watermarks(), "numbers").uid("numbers")
(numbers.key_by(lambda n: n % 5, key_type=Types.LONG())
    .process(Count(), output_type=Types.LONG()).uid("count")
    .filter(lambda n: n < 0).uid("nothing")
    .print().uid("sink"))
env.execute("keyed-states")
