package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.co.ProcessJoinFunction;
import org.apache.flink.util.Collector;

import java.time.Duration;

/** v2: the right side becomes "r" + i (String), keyed by the number it holds % 3; the join is unchanged. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.events(env, p);
        KeyedStream<Long, Long> left = events.map(new Id(), Types.LONG).uid("left").name("left")
                .keyBy(new Lib.ModKey(3), Types.LONG);
        KeyedStream<String, Long> right = events.map(new Tag(), Types.STRING).uid("right").name("right")
                .keyBy(new TagKey(), Types.LONG);
        Lib.collect(left.intervalJoin(right).between(Duration.ofSeconds(-5), Duration.ofSeconds(5))
                .process(new Pair(), Types.STRING).uid("join").name("join"));
    }

    public static final class Id implements MapFunction<Long, Long> {
        @Override
        public Long map(Long i) {
            return i;
        }
    }

    public static final class Tag implements MapFunction<Long, String> {
        @Override
        public String map(Long i) {
            return "r" + i;
        }
    }

    public static final class TagKey implements KeySelector<String, Long> {
        @Override
        public Long getKey(String s) {
            return Long.parseLong(s.substring(1)) % 3;
        }
    }

    public static final class Pair extends ProcessJoinFunction<Long, String, String> {
        @Override
        public void processElement(Long l, String r, Context ctx, Collector<String> out) {
            out.collect("L=" + l + " R=" + r);
        }
    }
}
