package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v1: a KeyedProcessFunction registering an event-time timer 3 s after each record. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p)
                .assignTimestampsAndWatermarks(WatermarkStrategy.<Long>forGenerator(ctx -> new PerRecord())
                        .withTimestampAssigner((i, ts) -> i * 1000L)).uid("watermarks").name("watermarks")
                .keyBy(new Lib.ModKey(p.getLong("keys", 4)), Types.LONG)
                .process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    /** A watermark right behind every record. */
    public static final class PerRecord implements WatermarkGenerator<Long> {
        @Override
        public void onEvent(Long i, long ts, WatermarkOutput out) {
            out.emitWatermark(new Watermark(ts - 1));
        }

        @Override
        public void onPeriodicEmit(WatermarkOutput out) {}
    }

    /** ValueState<Long> "count" of the key's records; a timer per record (event time, record's timestamp + 3000); onTimer emits "key timer@ts count". */
    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Long c = count.value();
            count.update(c == null ? 1 : c + 1);
            ctx.timerService().registerEventTimeTimer(ctx.timestamp() + 3000L);
        }

        @Override
        public void onTimer(long ts, OnTimerContext ctx, Collector<String> out) throws Exception {
            out.collect(ctx.getCurrentKey() + " " + ctx.timeDomain() + "@" + ts + " count=" + count.value());
        }
    }
}
