package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: a second stateful operator "dedup" (ValueState<Boolean> "seen") after "stateful". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> stateful = Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful");
        Lib.sink(stateful.keyBy(new Lib.ModKey(2), Types.LONG).process(new Dedup(), Types.LONG).uid("dedup").name("dedup"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
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

    /** Remembers per key whether it saw a record. */
    public static final class Dedup extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Boolean> seen;

        @Override
        public void open(OpenContext ctx) {
            seen = getRuntimeContext().getState(new ValueStateDescriptor<>("seen", Types.BOOLEAN));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            seen.update(true);
            out.collect(i);
        }
    }
}
