package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.co.ProcessJoinFunction;
import org.apache.flink.util.Collector;

import java.time.Duration;

/** v1: left and right are both the events as Long, keyed by i % 3, interval-joined within [-5 s, 5 s]. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p);
        KeyedStream<Long, Long> left = events.map(new Id(), Types.LONG).uid("left").name("left")
                .keyBy(new Lib.ModKey(3), Types.LONG);
        KeyedStream<Long, Long> right = events.map(new Id(), Types.LONG).uid("right").name("right")
                .keyBy(new Lib.ModKey(3), Types.LONG);
        Lib.collect(left.intervalJoin(right).between(Duration.ofSeconds(-5), Duration.ofSeconds(5))
                .process(new Pair(), Types.STRING).uid("join").name("join"));
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
            out.collect("L=" + l + " R=" + r);
        }
    }
}
