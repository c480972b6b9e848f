package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.ReduceFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.windowing.ProcessWindowFunction;
import org.apache.flink.streaming.api.windowing.assigners.TumblingEventTimeWindows;
import org.apache.flink.streaming.api.windowing.windows.TimeWindow;
import org.apache.flink.util.Collector;

import java.time.Duration;

/** v2: window with a ProcessWindowFunction (ListState "window-contents"). Windows never fire (no watermarks), so their contents and timers are in the savepoint. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p)
                .map(new ToTuple(), Types.TUPLE(Types.STRING, Types.LONG)).uid("to-tuple").name("to-tuple")
                .keyBy(new F0(), Types.STRING)
                .window(TumblingEventTimeWindows.of(Duration.ofSeconds(10)))
                .process(new Count(), Types.STRING).uid("window").name("window"));
    }

    public static final class ToTuple implements MapFunction<Long, Tuple2<String, Long>> {
        @Override
        public Tuple2<String, Long> map(Long i) {
            return Tuple2.of("k" + (i % 3), i);
        }
    }

    public static final class F0 implements KeySelector<Tuple2<String, Long>, String> {
        @Override
        public String getKey(Tuple2<String, Long> t) {
            return t.f0;
        }
    }

    public static final class Sum implements ReduceFunction<Tuple2<String, Long>> {
        @Override
        public Tuple2<String, Long> reduce(Tuple2<String, Long> a, Tuple2<String, Long> b) {
            return Tuple2.of(a.f0, a.f1 + b.f1);
        }
    }

    public static final class Count
            extends ProcessWindowFunction<Tuple2<String, Long>, String, String, TimeWindow> {
        @Override
        public void process(String key, Context ctx, Iterable<Tuple2<String, Long>> elements, Collector<String> out) {
            int n = 0;
            for (Tuple2<String, Long> ignored : elements) {
                n++;
            }
            out.collect(key + "=" + n);
        }
    }
}
