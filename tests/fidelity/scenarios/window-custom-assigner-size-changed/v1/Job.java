package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.windowing.ProcessWindowFunction;
import org.apache.flink.streaming.api.windowing.assigners.WindowAssigner;
import org.apache.flink.streaming.api.windowing.triggers.EventTimeTrigger;
import org.apache.flink.streaming.api.windowing.triggers.Trigger;
import org.apache.flink.streaming.api.windowing.windows.TimeWindow;
import org.apache.flink.util.Collector;

import java.util.Collection;
import java.util.Collections;

/** v1: events (timestamp i * 1000 ms) with a watermark after every record, keyed by i % 4, in the job's own
 * event-time tumbling window assigner FixedWindows (no fields: its size is the constant SIZE, 10 s); each
 * window emits "key [start,end)=records". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p)
                .assignTimestampsAndWatermarks(WatermarkStrategy.<Long>forGenerator(ctx -> new PerRecord())
                        .withTimestampAssigner((i, ts) -> i * 1000L)).uid("watermarks").name("watermarks")
                .keyBy(new Lib.ModKey(p.getLong("keys", 4)), Types.LONG)
                .window(new FixedWindows())
                .process(new Contents(), Types.STRING).uid("window").name("window"));
    }

    /** Event-time tumbling windows of SIZE ms, aligned to 0: the job's own assigner, no fields. */
    public static final class FixedWindows extends WindowAssigner<Object, TimeWindow> {
        private static final long SIZE = 10_000L;

        @Override
        public Collection<TimeWindow> assignWindows(Object element, long ts, WindowAssignerContext ctx) {
            long start = TimeWindow.getWindowStartWithOffset(ts, 0, SIZE);
            return Collections.singletonList(new TimeWindow(start, start + SIZE));
        }

        @Override
        public Trigger<Object, TimeWindow> getDefaultTrigger() {
            return EventTimeTrigger.create();
        }

        @Override
        public TypeSerializer<TimeWindow> getWindowSerializer(ExecutionConfig config) {
            return new TimeWindow.Serializer();
        }

        @Override
        public boolean isEventTime() {
            return true;
        }
    }

    /** A watermark right behind every record: a window fires as soon as a record past its end arrives. */
    public static final class PerRecord implements WatermarkGenerator<Long> {
        @Override
        public void onEvent(Long i, long ts, WatermarkOutput out) {
            out.emitWatermark(new Watermark(ts - 1));
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
