package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.StateTtlConfig;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

import java.time.Duration;

/** v1 and v2 (the same job): ValueState<Long> "s" with a TTL of one hour; each record emits "key: the value it read". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Long> s;

        @Override
        public void open(OpenContext ctx) {
            ValueStateDescriptor<Long> d = new ValueStateDescriptor<>("s", Types.LONG);
            d.enableTimeToLive(StateTtlConfig.newBuilder(Duration.ofHours(1)).build());
            s = getRuntimeContext().getState(d);
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Long v = s.value();
            out.collect(ctx.getCurrentKey() + ": " + v);
            s.update(v == null ? i : v * 10 + i);
        }
    }
}
