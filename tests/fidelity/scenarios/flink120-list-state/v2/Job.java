package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v1 and v2 (the same job): ListState<Long> "seen"; each record emits "key: the records the list holds", then adds itself. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ListState<Long> seen;

        @Override
        public void open(OpenContext ctx) {
            seen = getRuntimeContext().getListState(new ListStateDescriptor<>("seen", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            StringBuilder all = new StringBuilder();
            for (Long v : seen.get()) {
                all.append(' ').append(v);
            }
            out.collect(ctx.getCurrentKey() + ":" + all);
            seen.add(i);
        }
    }
}
