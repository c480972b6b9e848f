package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

import java.util.ArrayList;
import java.util.TreeMap;

/** v1 and v2 (the same job): ValueState<Basket> "s" (a POJO with a List and a Map field); each record
 * emits "key: the Basket it read", then adds itself. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Basket> s;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getState(new ValueStateDescriptor<>("s", TypeInformation.of(Basket.class)));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Basket b = s.value();
            out.collect(ctx.getCurrentKey() + ": " + b);
            Basket next = new Basket();
            next.owner = ctx.getCurrentKey();
            next.items = b == null ? new ArrayList<>() : new ArrayList<>(b.items);
            next.items.add(i);
            next.totals = b == null ? new TreeMap<>() : new TreeMap<>(b.totals);
            next.totals.merge("r" + (i % 3), i, Long::sum);
            s.update(next);
        }
    }
}
