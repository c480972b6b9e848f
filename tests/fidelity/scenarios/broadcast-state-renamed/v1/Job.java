package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import flinkcompat.fixtures.harness.SeqSource;

import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.BroadcastStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.co.BroadcastProcessFunction;
import org.apache.flink.util.Collector;

/** v1: broadcast MapState<String, Long> "rules". */
public class Job implements FixtureJob {
    static final MapStateDescriptor<String, Long> RULES =
            new MapStateDescriptor<>("rules", Types.STRING, Types.LONG);

    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        BroadcastStream<Long> rules = SeqSource.addTo(env, "rules", 3, 1, (j, ts) -> j * 1000L).broadcast(RULES);
        Lib.collect(Lib.events(env, p).connect(rules).process(new Apply(), Types.STRING).uid("apply").name("apply"));
    }

    public static final class Apply extends BroadcastProcessFunction<Long, Long, String> {
        @Override
        public void processElement(Long i, ReadOnlyContext ctx, Collector<String> out) throws Exception {
            out.collect(i + " rule-0=" + ctx.getBroadcastState(RULES).get("rule-0"));
        }

        @Override
        public void processBroadcastElement(Long j, Context ctx, Collector<String> out) throws Exception {
            ctx.getBroadcastState(RULES).put("rule-" + j, j * 100L);
        }
    }
}
