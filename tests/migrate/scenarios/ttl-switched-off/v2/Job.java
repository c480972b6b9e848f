package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: ValueState<Long> "s", ListState<String> "l", MapState<String, Long> "m", without TTL. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> s;
        private transient ListState<String> l;
        private transient MapState<String, Long> m;

        @Override
        public void open(OpenContext ctx) {
            ValueStateDescriptor<Long> sd = new ValueStateDescriptor<>("s", Types.LONG);
            ListStateDescriptor<String> ld = new ListStateDescriptor<>("l", Types.STRING);
            MapStateDescriptor<String, Long> md = new MapStateDescriptor<>("m", Types.STRING, Types.LONG);
            s = getRuntimeContext().getState(sd);
            l = getRuntimeContext().getListState(ld);
            m = getRuntimeContext().getMapState(md);
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            s.update(i);
            l.add("v" + i);
            m.put("k" + (i % 2), i);
            out.collect(i);
        }
    }
}
