package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: Pair POJOs keyed by userId with a lambda calling its getter (the same key as v1's method reference); ValueState<Long> "count" per key; emits "key=count" after each record. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p)
                .map(new ToPair(), Types.POJO(Pair.class)).uid("to-pair").name("to-pair")
                .keyBy(pair -> pair.getUserId(), Types.LONG)
                .process(new Count(), Types.STRING).uid("count").name("count"));
    }

    /** userId = i % 3, accountId = i % 4: the two ids group the records differently. */
    public static final class ToPair implements MapFunction<Long, Pair> {
        @Override
        public Pair map(Long i) {
            return new Pair(i % 3, i % 4);
        }
    }

    public static final class Count extends KeyedProcessFunction<Long, Pair, String> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(Pair t, Context ctx, Collector<String> out) throws Exception {
            long n = (count.value() == null ? 0L : count.value()) + 1;
            count.update(n);
            out.collect(ctx.getCurrentKey() + "=" + n);
        }
    }
}
