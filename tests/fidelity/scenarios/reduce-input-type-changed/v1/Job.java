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

/** v1: keyBy(f0).reduce over Tuple2<String, Long> (internal ValueState "_op_state"). */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p)
                .map(new ToTuple(), Types.TUPLE(Types.STRING, Types.LONG)).uid("to-tuple").name("to-tuple")
                .keyBy(new F0(), Types.STRING)
                .reduce(new Sum()).uid("sum").name("sum"));
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
}
