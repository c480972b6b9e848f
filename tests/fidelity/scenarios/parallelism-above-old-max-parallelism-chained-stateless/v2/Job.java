package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * v2: parallelism 6, no max parallelism set; "narrow" (no setMaxParallelism) now follows
 * "stateful" and is chained to it: one task with state, whose operators include "narrow" with the
 * max parallelism 4 of its savepoint entry.
 */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p)
                .process(new Last(), Types.LONG).uid("stateful").name("stateful")
                .map(new Identity(), Types.LONG).uid("narrow").name("narrow"));
    }

    /** Stateless. */
    public static final class Identity implements MapFunction<Long, Long> {
        @Override
        public Long map(Long i) {
            return i;
        }
    }

    /** Keeps the last value per key in ValueState<Long> "last". */
    public static final class Last extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> last;

        @Override
        public void open(OpenContext ctx) {
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            last.update(i);
            out.collect(i);
        }
    }
}
