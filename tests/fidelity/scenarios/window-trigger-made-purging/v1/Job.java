package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.AggregateFunction;
import org.apache.flink.api.common.functions.ReduceFunction;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.windowing.ProcessAllWindowFunction;
import org.apache.flink.streaming.api.functions.windowing.ProcessWindowFunction;
import org.apache.flink.streaming.api.windowing.assigners.*;
import org.apache.flink.streaming.api.windowing.triggers.*;
import org.apache.flink.streaming.api.windowing.windows.TimeWindow;
import org.apache.flink.util.Collector;

import java.time.Duration;

/** v1: 10 s tumbling event-time windows, default trigger. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p)
                .assignTimestampsAndWatermarks(WatermarkStrategy.<Long>forGenerator(ctx -> new PerRecord())
                        .withTimestampAssigner((i, ts) -> i * 1000L)).uid("watermarks").name("watermarks")
                .keyBy(new Lib.ModKey(p.getLong("keys", 4)), Types.LONG)
                .window(TumblingEventTimeWindows.of(Duration.ofSeconds(10)))
                .process(new Contents(), Types.STRING).uid("window").name("window"));
    }

    /** A watermark right behind the highest timestamp seen: a window fires as soon as a record past its end arrives. */
    public static final class PerRecord implements WatermarkGenerator<Long> {
        private long max = Long.MIN_VALUE;

        @Override
        public void onEvent(Long i, long ts, WatermarkOutput out) {
            if (ts > max) {
                max = ts;
                out.emitWatermark(new Watermark(ts - 1));
            }
        }

        @Override
        public void onPeriodicEmit(WatermarkOutput out) {}
    }

    public static final class Contents extends ProcessWindowFunction<Long, String, Long, TimeWindow> {
        @Override
        public void process(Long key, Context ctx, Iterable<Long> records, Collector<String> out) {
            StringBuilder all = new StringBuilder();
            for (Long i : records) {
                all.append(all.length() == 0 ? "" : " ").append(i);
            }
            out.collect(key + " [" + ctx.window().getStart() + "," + ctx.window().getEnd() + ")=" + all);
        }
    }
}
