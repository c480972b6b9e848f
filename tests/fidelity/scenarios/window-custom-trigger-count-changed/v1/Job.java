package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.ReduceFunction;
import org.apache.flink.api.common.state.ReducingState;
import org.apache.flink.api.common.state.ReducingStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.windowing.ProcessWindowFunction;
import org.apache.flink.streaming.api.windowing.assigners.GlobalWindows;
import org.apache.flink.streaming.api.windowing.triggers.Trigger;
import org.apache.flink.streaming.api.windowing.triggers.TriggerResult;
import org.apache.flink.streaming.api.windowing.windows.GlobalWindow;
import org.apache.flink.util.Collector;

/** v1: keyed by i % 2, a global window with the job's own trigger EveryN (fires every N-th record of a key,
 * contents kept; N a constant in its code, 3; the count in ReducingState<Long> "count", as CountTrigger);
 * each firing emits "key=records". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p)
                .window(GlobalWindows.create())
                .trigger(new EveryN())
                .process(new Contents(), Types.STRING).uid("window").name("window"));
    }

    /** Fires every N-th element of a window: the job's own count trigger, N in its code. */
    public static final class EveryN extends Trigger<Object, GlobalWindow> {
        private static final long N = 3;

        private final ReducingStateDescriptor<Long> countDesc =
                new ReducingStateDescriptor<>("count", new Sum(), Types.LONG);

        @Override
        public TriggerResult onElement(Object element, long ts, GlobalWindow window, TriggerContext ctx)
                throws Exception {
            ReducingState<Long> count = ctx.getPartitionedState(countDesc);
            count.add(1L);
            if (count.get() >= N) {
                count.clear();
                return TriggerResult.FIRE;
            }
            return TriggerResult.CONTINUE;
        }

        @Override
        public TriggerResult onProcessingTime(long time, GlobalWindow window, TriggerContext ctx) {
            return TriggerResult.CONTINUE;
        }

        @Override
        public TriggerResult onEventTime(long time, GlobalWindow window, TriggerContext ctx) {
            return TriggerResult.CONTINUE;
        }

        @Override
        public void clear(GlobalWindow window, TriggerContext ctx) throws Exception {
            ctx.getPartitionedState(countDesc).clear();
        }
    }

    public static final class Sum implements ReduceFunction<Long> {
        @Override
        public Long reduce(Long a, Long b) {
            return a + b;
        }
    }

    public static final class Contents extends ProcessWindowFunction<Long, String, Long, GlobalWindow> {
        @Override
        public void process(Long key, Context ctx, Iterable<Long> records, Collector<String> out) {
            StringBuilder all = new StringBuilder();
            for (Long i : records) {
                all.append(all.length() == 0 ? "" : " ").append(i);
            }
            out.collect(key + "=" + all);
        }
    }
}
