package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.api.java.tuple.Tuple3;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/** v1: (key i % 3, amount i, quantity 1) keyed by f0, summing the amounts (f1) with the built-in sum(1); emits
 * "key sum" after each record. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p)
                .map(new ToLine(), Types.TUPLE(Types.LONG, Types.LONG, Types.LONG)).uid("to-line").name("to-line")
                .keyBy(new ByKey(), Types.LONG)
                .sum(1).uid("sum").name("sum")
                .map(new Show(), Types.STRING).uid("show").name("show"));
    }

    public static final class ToLine implements MapFunction<Long, Tuple3<Long, Long, Long>> {
        @Override
        public Tuple3<Long, Long, Long> map(Long i) {
            return Tuple3.of(i % 3, i, 1L);
        }
    }

    public static final class ByKey implements KeySelector<Tuple3<Long, Long, Long>, Long> {
        @Override
        public Long getKey(Tuple3<Long, Long, Long> t) {
            return t.f0;
        }
    }

    public static final class Show implements MapFunction<Tuple3<Long, Long, Long>, String> {
        @Override
        public String map(Tuple3<Long, Long, Long> t) {
            return t.f0 + " " + t.f1;
        }
    }
}
