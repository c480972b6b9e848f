package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: same state and timers; onTimer emits the count before clearing it. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            Long c = count.value();
            count.update(c == null ? 1 : c + 1);
            // absolute timestamps in 2100: deterministic and still pending in the savepoint
            ctx.timerService().registerEventTimeTimer(4102444800000L + i);
            ctx.timerService().registerProcessingTimeTimer(4102444800000L + 1000L * ctx.getCurrentKey());
            out.collect(i);
        }

        @Override
        public void onTimer(long ts, OnTimerContext ctx, Collector<Long> out) throws Exception {
            Long c = count.value();
            out.collect(c == null ? 0L : c);
            count.clear();
        }
    }
}
