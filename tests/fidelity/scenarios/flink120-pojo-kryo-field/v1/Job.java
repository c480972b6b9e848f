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

/** v1 and v2 (the same job): ValueState<Holder> "s" (a POJO with a Kryo field); each record emits
 * "key: the Holder it read". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Holder> s;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getState(new ValueStateDescriptor<>("s", TypeInformation.of(Holder.class)));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Holder h = s.value();
            out.collect(ctx.getCurrentKey() + ": " + h);
            Holder next = new Holder();
            next.id = ctx.getCurrentKey();
            next.reading = (h == null ? new Reading(1.5, 0) : h.reading).next(i);
            s.update(next);
        }
    }
}
