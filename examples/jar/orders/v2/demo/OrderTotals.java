package demo;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.Collector;

/** v2: the running order totals of each user, and the largest order. */
public class OrderTotals {

    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.fromSequence(0, Long.MAX_VALUE).uid("orders").name("orders")
                .map(i -> new Order(i % 1000, i % 100, i % 50)).returns(Order.class).uid("parse").name("parse")
                .keyBy(order -> order.userId)
                .process(new Accumulate()).uid("totals").name("totals")
                .sinkTo(new DiscardingSink<>()).uid("sink").name("sink");
        env.execute("order-totals");
    }

    static class Accumulate extends KeyedProcessFunction<Long, Order, Totals> {
        private transient ValueState<Totals> totals;

        @Override
        public void open(OpenContext context) {
            totals = getRuntimeContext().getState(new ValueStateDescriptor<>("totals", Totals.class));
        }

        @Override
        public void processElement(Order order, Context ctx, Collector<Totals> out) throws Exception {
            Totals current = totals.value() == null ? new Totals() : totals.value();
            current.sum += order.amount;
            current.orders += 1;
            current.largest = Math.max(current.largest, order.amount);
            totals.update(current);
            out.collect(current);
        }
    }
}
