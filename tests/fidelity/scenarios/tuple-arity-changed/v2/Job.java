package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple3;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: ValueState<Tuple3<Long, String, Boolean>> "s". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Tuple3<Long, String, Boolean>> s;

        @Override
        public void open(OpenContext ctx) {
            ValueStateDescriptor<Tuple3<Long, String, Boolean>> d = new ValueStateDescriptor<>("s", Types.TUPLE(Types.LONG, Types.STRING, Types.BOOLEAN));
            s = getRuntimeContext().getState(d);
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            s.update(Tuple3.of(i, "e" + i, i % 2 == 0));
            out.collect(i);
        }
    }
}
