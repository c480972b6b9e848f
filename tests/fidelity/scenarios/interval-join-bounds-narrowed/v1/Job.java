package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.eventtime.Watermark;
import org.apache.flink.api.common.eventtime.WatermarkGenerator;
import org.apache.flink.api.common.eventtime.WatermarkOutput;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.co.ProcessJoinFunction;
import org.apache.flink.util.Collector;

import java.time.Duration;

/** v1: events (timestamp i * 1000 ms) with a watermark after every record (its timestamp - 1), left and
 * right both the events as Long keyed by i % 2, interval-joined within [-5 s, 5 s]; each join emits
 * "key L=i R=j". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p)
                .assignTimestampsAndWatermarks(WatermarkStrategy.<Long>forGenerator(ctx -> new PerRecord())
                        .withTimestampAssigner((i, ts) -> i * 1000L)).uid("watermarks").name("watermarks");
        KeyedStream<Long, Long> left = events.map(new Id(), Types.LONG).uid("left").name("left")
                .keyBy(new Lib.ModKey(2), Types.LONG);
        KeyedStream<Long, Long> right = events.map(new Id(), Types.LONG).uid("right").name("right")
                .keyBy(new Lib.ModKey(2), Types.LONG);
        Lib.collect(left.intervalJoin(right).between(Duration.ofSeconds(-5), Duration.ofSeconds(5))
                .process(new Pair(), Types.STRING).uid("join").name("join"));
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

    public static final class Id implements MapFunction<Long, Long> {
        @Override
        public Long map(Long i) {
            return i;
        }
    }

    public static final class Pair extends ProcessJoinFunction<Long, Long, String> {
        @Override
        public void processElement(Long l, Long r, Context ctx, Collector<String> out) {
            out.collect((l % 2) + " L=" + l + " R=" + r);
        }
    }
}
