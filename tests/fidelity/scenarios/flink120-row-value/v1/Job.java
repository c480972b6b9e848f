package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.types.Row;
import org.apache.flink.util.Collector;

/** v1 and v2 (the same job): ValueState<Row> "s" (ROW_NAMED total, label, ratio); each record emits "key: the row it read". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Row> s;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getState(new ValueStateDescriptor<>("s",
                    Types.ROW_NAMED(new String[] {"total", "label", "ratio"}, Types.LONG, Types.STRING, Types.DOUBLE)));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Row r = s.value();
            out.collect(ctx.getCurrentKey() + ": " + r);
            long total = r == null ? i : (Long) r.getField(0) + i;
            s.update(Row.of(total, "t" + total, total * 0.125));
        }
    }
}
