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

/** v2: MapState<String, String> "m" (v1's map keys as "k" + key), MapState<Integer, Integer> "n" and MapState<Integer, Long> "d" as in v1. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient MapState<String, String> m;
        private transient MapState<Integer, Integer> n;
        private transient MapState<Integer, Long> d;

        @Override
        public void open(OpenContext ctx) {
            m = getRuntimeContext().getMapState(new MapStateDescriptor<>("m", Types.STRING, Types.STRING));
            n = getRuntimeContext().getMapState(new MapStateDescriptor<>("n", Types.INT, Types.INT));
            d = getRuntimeContext().getMapState(new MapStateDescriptor<>("d", Types.INT, Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            int k = (int) (long) i;
            m.put("k" + (k % 5 - 2), "v" + i);
            m.put("k" + (Integer.MIN_VALUE + k), "min+" + i);
            n.put(k * 1000, k * 7);
            n.put(-k - 1, Integer.MAX_VALUE - k);
            d.put(-k - 1, i);
            d.put(-k - 2, -i);
            d.put(k, i * 2);
            out.collect(i);
        }
    }
}
