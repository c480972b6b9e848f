package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: the same ValueState<Long> "s", but keyed by a String ("k" + i % 4) instead of a Long. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p).keyBy(new StringKey(), Types.STRING).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<String, Long, Long> {
        private transient ValueState<Long> s;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getState(new ValueStateDescriptor<>("s", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            s.update(i);
            out.collect(i);
        }
    }

    /** The key as a String: "k" + i % 4. */
    public static final class StringKey implements KeySelector<Long, String> {
        @Override
        public String getKey(Long i) {
            return "k" + (i % 4);
        }
    }
}
