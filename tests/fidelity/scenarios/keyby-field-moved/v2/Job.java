package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: (userId, accountId) pairs, both Long, keyed by accountId (f1, a lambda); ValueState<Long> "count" per
 * key; emits "key=count" after each record, so a restored state read under another key shows. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p)
                .map(new ToPair(), Types.TUPLE(Types.LONG, Types.LONG)).uid("to-pair").name("to-pair")
                .keyBy(t -> t.f1, Types.LONG)
                .process(new Count(), Types.STRING).uid("count").name("count"));
    }

    /** userId = i % 3, accountId = i % 4: the two keys group the records differently. */
    public static final class ToPair implements MapFunction<Long, Tuple2<Long, Long>> {
        @Override
        public Tuple2<Long, Long> map(Long i) {
            return Tuple2.of(i % 3, i % 4);
        }
    }

    public static final class Count extends KeyedProcessFunction<Long, Tuple2<Long, Long>, String> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(Tuple2<Long, Long> t, Context ctx, Collector<String> out) throws Exception {
            long n = (count.value() == null ? 0L : count.value()) + 1;
            count.update(n);
            out.collect(ctx.getCurrentKey() + "=" + n);
        }
    }
}
