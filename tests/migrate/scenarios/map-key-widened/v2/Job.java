package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: MapState<Long, String> "m", MapState<Long, Long> "n", MapState<Double, Long> "d" (v1 widened). */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient MapState<Long, String> m;
        private transient MapState<Long, Long> n;
        private transient MapState<Double, Long> d;

        @Override
        public void open(OpenContext ctx) {
            m = getRuntimeContext().getMapState(new MapStateDescriptor<>("m", Types.LONG, Types.STRING));
            n = getRuntimeContext().getMapState(new MapStateDescriptor<>("n", Types.LONG, Types.LONG));
            d = getRuntimeContext().getMapState(new MapStateDescriptor<>("d", Types.DOUBLE, Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            long k = i;
            m.put(k % 5 - 2, "v" + i);
            m.put((long) (Integer.MIN_VALUE + (int) k), "min+" + i);
            n.put(k * 1000, k * 7);
            n.put(-k - 1, Integer.MAX_VALUE - k);
            d.put((double) (-k - 1), i);
            d.put((double) (-k - 2), -i);
            d.put((double) k, i * 2);
            out.collect(i);
        }
    }
}
