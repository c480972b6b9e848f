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

/** v1: MapState<Integer, String> "m" (negative and positive map keys), MapState<Integer, Integer> "n", MapState<Integer, Long> "d". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient MapState<Integer, String> m;
        private transient MapState<Integer, Integer> n;
        private transient MapState<Integer, Long> d;

        @Override
        public void open(OpenContext ctx) {
            m = getRuntimeContext().getMapState(new MapStateDescriptor<>("m", Types.INT, Types.STRING));
            n = getRuntimeContext().getMapState(new MapStateDescriptor<>("n", Types.INT, Types.INT));
            d = getRuntimeContext().getMapState(new MapStateDescriptor<>("d", Types.INT, Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            int k = (int) (long) i;
            m.put(k % 5 - 2, "v" + i);
            m.put(Integer.MIN_VALUE + k, "min+" + i);
            n.put(k * 1000, k * 7);
            n.put(-k - 1, Integer.MAX_VALUE - k);
            // widened to Double: the byte order of negative map keys reverses (RocksDB's order)
            d.put(-k - 1, i);
            d.put(-k - 2, -i);
            d.put(k, i * 2);
            out.collect(i);
        }
    }
}
