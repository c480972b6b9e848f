package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;
import flinkcompat.fixtures.harness.SeqSource;

import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.BroadcastStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.co.KeyedBroadcastProcessFunction;
import org.apache.flink.util.Collector;

/** v2: keyed ValueState<String> "total", which processElement never touches; processBroadcastElement reads
 * it with applyToKeyedState; broadcast MapState<String, Long> "rules". */
public class Job implements FixtureJob {
    static final MapStateDescriptor<String, Long> RULES =
            new MapStateDescriptor<>("rules", Types.STRING, Types.LONG);
    static final ValueStateDescriptor<String> TOTAL = new ValueStateDescriptor<>("total", Types.STRING);

    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        BroadcastStream<Long> rules = SeqSource.addTo(env, "rules", 3, 1, (j, ts) -> j * 1000L).broadcast(RULES);
        Lib.collect(Lib.keyed(env, p).connect(rules).process(new Apply(), Types.STRING).uid("apply").name("apply"));
    }

    public static final class Apply extends KeyedBroadcastProcessFunction<Long, Long, Long, String> {
        @Override
        public void processElement(Long i, ReadOnlyContext ctx, Collector<String> out) throws Exception {
            out.collect("event " + i);
        }

        @Override
        public void processBroadcastElement(Long j, Context ctx, Collector<String> out) throws Exception {
            ctx.getBroadcastState(RULES).put("rule-" + j, j);
            ctx.applyToKeyedState(TOTAL, (key, state) -> out.collect("rule " + j + " key " + key + " total=" + state.value()));
        }
    }
}
