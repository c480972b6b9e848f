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
import org.apache.flink.util.Collector;

/** v2: the count moves into a POJO with the last record's timestamp, ValueState<Stats> "stats" (ValueState<Long>
 * "count" no longer declared); emits "key count=n" per record. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Count(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Count extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Stats> stats;

        @Override
        public void open(OpenContext ctx) {
            stats = getRuntimeContext().getState(new ValueStateDescriptor<>("stats", Types.POJO(Stats.class)));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Stats s = stats.value() == null ? new Stats() : stats.value();
            s.count += 1;
            s.lastSeen = ctx.timestamp();
            stats.update(s);
            out.collect(ctx.getCurrentKey() + " count=" + s.count);
        }
    }
}
