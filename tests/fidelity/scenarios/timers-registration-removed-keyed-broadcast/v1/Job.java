package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.BroadcastStream;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.co.KeyedBroadcastProcessFunction;
import org.apache.flink.util.Collector;

/** v1: the event stream, timestamped (i s) with a watermark after every record, keyed by i % 4
 * and connected with itself broadcast (MapState<Long, Long> "latest": the last record); a
 * KeyedBroadcastProcessFunction counts a key's records (ValueState<Long> "count") and registers
 * an event-time timer 3 s after each; onTimer emits "key EVENT_TIME@ts count=n". */
public class Job implements FixtureJob {
    static final MapStateDescriptor<Long, Long> LATEST = new MapStateDescriptor<>("latest", Types.LONG, Types.LONG);

    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p)
                .assignTimestampsAndWatermarks(WatermarkStrategy.<Long>forGenerator(ctx -> new PerRecord())
                        .withTimestampAssigner((i, ts) -> i * 1000L)).uid("watermarks").name("watermarks");
        BroadcastStream<Long> latest = events.broadcast(LATEST);
        Lib.collect(events.keyBy(new Lib.ModKey(4), Types.LONG).connect(latest)
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

    /** ValueState<Long> "count" of the key's records; a timer per record (event time, its timestamp + 3000); the broadcast side keeps the last record; onTimer emits "key timer@ts count". */
    public static final class Fn extends KeyedBroadcastProcessFunction<Long, Long, Long, String> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(Long i, ReadOnlyContext ctx, Collector<String> out) throws Exception {
            Long c = count.value();
            count.update(c == null ? 1 : c + 1);
            ctx.timerService().registerEventTimeTimer(ctx.timestamp() + 3000L);
        }

        @Override
        public void processBroadcastElement(Long i, Context ctx, Collector<String> out) throws Exception {
            ctx.getBroadcastState(LATEST).put(0L, i);
        }

        @Override
        public void onTimer(long ts, OnTimerContext ctx, Collector<String> out) throws Exception {
            out.collect(ctx.getCurrentKey() + " " + ctx.timeDomain() + "@" + ts + " count=" + count.value());
        }
    }
}
