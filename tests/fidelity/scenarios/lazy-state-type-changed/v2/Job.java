package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: ValueState<String> "last", obtained on the first record. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<String> last;

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            if (last == null) {
                // no open(): the state is registered when the first record arrives
                last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", Types.STRING));
            }
            last.update(Long.toString(i));
            out.collect(i);
        }
    }
}
