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

import java.util.Map;
import java.util.TreeMap;

/** v1 and v2 (the same job): MapState<String, Long> "counts" (records by i % 3); each record emits "key: the map it read, sorted". */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.keyed(env, p).process(new Fn(), Types.STRING).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, String> {
        private transient MapState<String, Long> counts;

        @Override
        public void open(OpenContext ctx) {
            counts = getRuntimeContext().getMapState(new MapStateDescriptor<>("counts", Types.STRING, Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<String> out) throws Exception {
            Map<String, Long> sorted = new TreeMap<>();
            for (Map.Entry<String, Long> e : counts.entries()) {
                sorted.put(e.getKey(), e.getValue());
            }
            out.collect(ctx.getCurrentKey() + ": " + sorted);
            String k = "r" + (i % 3);
            Long c = counts.get(k);
            counts.put(k, c == null ? i : c * 10 + i);
        }
    }
}
