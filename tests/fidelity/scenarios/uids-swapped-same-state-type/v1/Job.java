package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v1: the events keyed by i % 4 feed two operators, each with a ValueState<Long> "acc": "sum" (uid "x")
 * sums the key's records, "count" (uid "y") counts them; each emits "sum key=acc" / "count key=acc". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        KeyedStream<Long, Long> keyed = Lib.keyed(env, p);
        Lib.collect(keyed.process(new Sum(), Types.STRING).uid("x").name("sum"), "sink-sum");
        Lib.collect(keyed.process(new Count(), Types.STRING).uid("y").name("count"), "sink-count");
    }

    public static final class Sum extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Long> acc;

        @Override
        public void open(OpenContext ctx) {
            acc = getRuntimeContext().getState(new ValueStateDescriptor<>("acc", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            long n = (acc.value() == null ? 0L : acc.value()) + i;
            acc.update(n);
            out.collect("sum " + ctx.getCurrentKey() + "=" + n);
        }
    }

    public static final class Count extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Long> acc;

        @Override
        public void open(OpenContext ctx) {
            acc = getRuntimeContext().getState(new ValueStateDescriptor<>("acc", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            long n = (acc.value() == null ? 0L : acc.value()) + 1;
            acc.update(n);
            out.collect("count " + ctx.getCurrentKey() + "=" + n);
        }
    }
}
