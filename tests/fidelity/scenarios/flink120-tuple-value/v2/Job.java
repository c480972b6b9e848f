package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v1 and v2 (the same job): ValueState<Tuple2<Long, Double>> "s"; each record emits "key: the tuple it read". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Tuple2<Long, Double>> s;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getState(new ValueStateDescriptor<>("s", Types.TUPLE(Types.LONG, Types.DOUBLE)));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Tuple2<Long, Double> t = s.value();
            out.collect(ctx.getCurrentKey() + ": " + t);
            s.update(t == null ? Tuple2.of(1L, i * 0.25) : Tuple2.of(t.f0 + 1, t.f1 + i * 0.25));
        }
    }
}
