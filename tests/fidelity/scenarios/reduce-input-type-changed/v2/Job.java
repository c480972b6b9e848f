package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.ReduceFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.api.java.tuple.Tuple3;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/** v2: keyBy(f0).reduce over Tuple3<String, Long, Integer>. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p)
                .map(new ToTuple(), Types.TUPLE(Types.STRING, Types.LONG, Types.INT)).uid("to-tuple").name("to-tuple")
                .keyBy(new F0(), Types.STRING)
                .reduce(new Sum()).uid("sum").name("sum"));
    }

    public static final class ToTuple implements MapFunction<Long, Tuple3<String, Long, Integer>> {
        @Override
        public Tuple3<String, Long, Integer> map(Long i) {
            return Tuple3.of("k" + (i % 3), i, 1);
        }
    }

    public static final class F0 implements KeySelector<Tuple3<String, Long, Integer>, String> {
        @Override
        public String getKey(Tuple3<String, Long, Integer> t) {
            return t.f0;
        }
    }

    public static final class Sum implements ReduceFunction<Tuple3<String, Long, Integer>> {
        @Override
        public Tuple3<String, Long, Integer> reduce(Tuple3<String, Long, Integer> a, Tuple3<String, Long, Integer> b) {
            return Tuple3.of(a.f0, a.f1 + b.f1, a.f2 + b.f2);
        }
    }
}
