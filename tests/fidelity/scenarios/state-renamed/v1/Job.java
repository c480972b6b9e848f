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

/** v1: emits, per record, its key * 1000 + the previous record of the key (-1 for the first), kept in ValueState<Long> "last". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Previous(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Previous extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> last;

        @Override
        public void open(OpenContext ctx) {
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            // the output depends on the state and names the key (key * 1000 + previous record):
            // an empty or another key's state shows in what v2 emits, also compared sorted
            Long prev = last.value();
            out.collect(ctx.getCurrentKey() * 1000 + (prev == null ? -1L : prev));
            last.update(i);
        }
    }
}
