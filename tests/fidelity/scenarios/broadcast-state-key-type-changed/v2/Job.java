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

/** v2: broadcast MapState<Long, Long> "rules" (the key type changed). */
public class Job implements FixtureJob {
    static final MapStateDescriptor<Long, Long> RULES =
            new MapStateDescriptor<>("rules", Types.LONG, Types.LONG);

    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        BroadcastStream<Long> rules = SeqSource.addTo(env, "rules", 3, 1, (j, ts) -> j * 1000L).broadcast(RULES);
        Lib.sink(Lib.events(env, p).connect(rules).process(new Apply(), Types.LONG).uid("apply").name("apply"));
    }

    public static final class Apply extends BroadcastProcessFunction<Long, Long, Long> {
        @Override
        public void processElement(Long i, ReadOnlyContext ctx, Collector<Long> out) throws Exception {
            out.collect(i);
        }

        @Override
        public void processBroadcastElement(Long j, Context ctx, Collector<Long> out) throws Exception {
            ctx.getBroadcastState(RULES).put(j, j * 100L);
        }
    }
}
