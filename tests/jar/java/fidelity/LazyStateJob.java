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

/**
 * Three keyed functions: "lazy" obtains its ValueState "seen" on the first record
 * (processElement), "eager" in open(), "helper" in a method that open() calls.
 */
public class LazyStateJob implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Lazy(), Types.LONG).uid("lazy").name("lazy")
                .keyBy(i -> i, Types.LONG).process(new Eager(), Types.LONG).uid("eager").name("eager")
                .keyBy(i -> i, Types.LONG).process(new Helper(), Types.LONG).uid("helper").name("helper"));
    }

    static final ValueStateDescriptor<Long> SEEN = new ValueStateDescriptor<>("seen", Types.LONG);

    public static final class Lazy extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> seen;

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            if (seen == null) {
                seen = getRuntimeContext().getState(SEEN);
            }
            seen.update(i);
            out.collect(i);
        }
    }

    public static final class Eager extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> seen;

        @Override
        public void open(OpenContext ctx) {
            seen = getRuntimeContext().getState(SEEN);
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            seen.update(i);
            out.collect(i);
        }
    }

    public static final class Helper extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> seen;

        @Override
        public void open(OpenContext ctx) {
            register();
        }

        private void register() {
            seen = getRuntimeContext().getState(SEEN);
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            seen.update(i);
            out.collect(i);
        }
    }
}
