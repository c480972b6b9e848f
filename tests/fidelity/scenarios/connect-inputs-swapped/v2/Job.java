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

/** v2: the same with the inputs swapped, purchases.connect(clicks) (each keeps its own key selector, the
 * same key type); the KeyedCoProcessFunction's processElement1 and processElement2 swapped to match:
 * every key keeps its "clicks" and "spent". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p);
        DataStream<Click> clicks = events.map(new ToClick(), Types.POJO(Click.class)).uid("clicks").name("clicks");
        DataStream<Purchase> purchases =
                events.map(new ToPurchase(), Types.POJO(Purchase.class)).uid("purchases").name("purchases");
        Lib.collect(purchases.keyBy(b -> b.buyerId, Types.LONG)
                .connect(clicks.keyBy(c -> c.userId, Types.LONG))
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

    public static final class Join extends KeyedCoProcessFunction<Long, Purchase, Click, String> {
        private transient ValueState<Long> clicks;
        private transient ValueState<Long> spent;

        @Override
        public void open(OpenContext ctx) {
            clicks = getRuntimeContext().getState(new ValueStateDescriptor<>("clicks", Types.LONG));
            spent = getRuntimeContext().getState(new ValueStateDescriptor<>("spent", Types.LONG));
        }

        @Override
        public void processElement1(Purchase b, Context ctx, Collector<String> out) throws Exception {
            long s = (spent.value() == null ? 0L : spent.value()) + b.amount;
            spent.update(s);
            out.collect(ctx.getCurrentKey() + " spent=" + s);
        }

        @Override
        public void processElement2(Click c, Context ctx, Collector<String> out) throws Exception {
            long n = (clicks.value() == null ? 0L : clicks.value()) + 1;
            clicks.update(n);
            out.collect(ctx.getCurrentKey() + " clicks=" + n);
        }
    }
}
