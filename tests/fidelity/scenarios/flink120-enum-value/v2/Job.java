package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v1 and v2 (the same job): ValueState<Phase> "s" (an enum); each record emits "key: the Phase it read", then stores the next. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Phase> s;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getState(new ValueStateDescriptor<>("s", TypeInformation.of(Phase.class)));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Phase ph = s.value();
            out.collect(ctx.getCurrentKey() + ": " + ph);
            s.update(ph == null ? Phase.NEW : ph.next());
        }
    }
}
