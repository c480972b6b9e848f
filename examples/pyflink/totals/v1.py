"""v1: the running total of each user's orders, kept as Types.INT()."""

from pyflink.common import Types
from pyflink.datastream import KeyedProcessFunction, RuntimeContext, StreamExecutionEnvironment
from pyflink.datastream.state import ValueStateDescriptor


class Total(KeyedProcessFunction):
    def open(self, ctx: RuntimeContext):
        self.total = ctx.get_state(ValueStateDescriptor("total", Types.INT()))

    def process_element(self, value, ctx):
        total = (self.total.value() or 0) + value[1]
        self.total.update(total)
        yield value[0], total


def main():
    env = StreamExecutionEnvironment.get_execution_environment()
    orders = env.from_collection([("alice", 3), ("bob", 5), ("alice", 7)],
                                 type_info=Types.TUPLE([Types.STRING(), Types.INT()])).uid("orders")
    (orders.key_by(lambda order: order[0], key_type=Types.STRING())
     .process(Total(), output_type=Types.TUPLE([Types.STRING(), Types.INT()])).uid("totals")
     .print().uid("sink"))
    env.execute("totals")


if __name__ == "__main__":
    main()
