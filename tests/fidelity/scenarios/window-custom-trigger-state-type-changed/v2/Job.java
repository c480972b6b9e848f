package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.windowing.ProcessWindowFunction;
import org.apache.flink.streaming.api.windowing.assigners.GlobalWindows;
import org.apache.flink.streaming.api.windowing.triggers.Trigger;
import org.apache.flink.streaming.api.windowing.triggers.TriggerResult;
import org.apache.flink.streaming.api.windowing.windows.GlobalWindow;
import org.apache.flink.util.Collector;

/** v2: the same; the trigger's count becomes a ValueState<Integer> "count", obtained in onElement through
 * ctx.getPartitionedState; each firing emits "key=records". */
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
        private static final long N = 5;

        private final ValueStateDescriptor<Integer> countDesc = new ValueStateDescriptor<>("count", Types.INT);

        @Override
        public TriggerResult onElement(Object element, long ts, GlobalWindow window, TriggerContext ctx)
                throws Exception {
            ValueState<Integer> count = ctx.getPartitionedState(countDesc);
            int n = (count.value() == null ? 0 : count.value()) + 1;
            if (n >= N) {
                count.clear();
                return TriggerResult.FIRE;
            }
            count.update(n);
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
