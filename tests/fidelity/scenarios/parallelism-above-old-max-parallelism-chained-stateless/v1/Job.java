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
 * v1: events -> "narrow" (a stateless map, setMaxParallelism(4): a task of its own) -> keyBy ->
 * "stateful" (ValueState<Long> "last", the job's max parallelism 128) -> sink.
 */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p)
                .map(new Identity(), Types.LONG).uid("narrow").name("narrow")
                .setMaxParallelism(4)
                .keyBy(new Lib.ModKey(p.getLong("keys", 4)), Types.LONG)
                .process(new Last(), Types.LONG).uid("stateful").name("stateful"));
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
