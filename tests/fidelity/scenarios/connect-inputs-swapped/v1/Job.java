package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.co.KeyedCoProcessFunction;
import org.apache.flink.util.Collector;

/** v1: clicks (userId = i % 3) connected with purchases (buyerId = i % 3), clicks.connect(purchases), each
 * keyed by its own Long id (lambdas); a KeyedCoProcessFunction counts a key's clicks (ValueState<Long>
 * "clicks", input 1) and sums its purchases (ValueState<Long> "spent", input 2), emitting "key clicks=n"
 * and "key spent=s" after each record of its input. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p);
        DataStream<Click> clicks = events.map(new ToClick(), Types.POJO(Click.class)).uid("clicks").name("clicks");
        DataStream<Purchase> purchases =
                events.map(new ToPurchase(), Types.POJO(Purchase.class)).uid("purchases").name("purchases");
        Lib.collect(clicks.keyBy(c -> c.userId, Types.LONG)
                .connect(purchases.keyBy(b -> b.buyerId, Types.LONG))
                .process(new Join(), Types.STRING).uid("join").name("join"));
    }

    public static final class ToClick implements MapFunction<Long, Click> {
        @Override
        public Click map(Long i) {
            return new Click(i % 3, i);
        }
    }

    public static final class ToPurchase implements MapFunction<Long, Purchase> {
        @Override
        public Purchase map(Long i) {
            return new Purchase(i % 3, 10 * i);
        }
    }

    public static final class Join extends KeyedCoProcessFunction<Long, Click, Purchase, String> {
        private transient ValueState<Long> clicks;
        private transient ValueState<Long> spent;

        @Override
        public void open(OpenContext ctx) {
            clicks = getRuntimeContext().getState(new ValueStateDescriptor<>("clicks", Types.LONG));
            spent = getRuntimeContext().getState(new ValueStateDescriptor<>("spent", Types.LONG));
        }

        @Override
        public void processElement1(Click c, Context ctx, Collector<String> out) throws Exception {
            long n = (clicks.value() == null ? 0L : clicks.value()) + 1;
            clicks.update(n);
            out.collect(ctx.getCurrentKey() + " clicks=" + n);
        }

        @Override
        public void processElement2(Purchase b, Context ctx, Collector<String> out) throws Exception {
            long s = (spent.value() == null ? 0L : spent.value()) + b.amount;
            spent.update(s);
            out.collect(ctx.getCurrentKey() + " spent=" + s);
        }
    }
}
