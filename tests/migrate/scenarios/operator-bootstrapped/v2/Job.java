package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: v1's operator "stateful", then a new keyed operator "limits" the migration bootstraps. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful")
                .keyBy(new Identity(), Types.LONG)
                .process(new Limits(), Types.LONG).uid("limits").name("limits").setParallelism(1).setMaxParallelism(64));
    }

    public static final class Identity implements KeySelector<Long, Long> {
        @Override
        public Long getKey(Long v) {
            return v;
        }
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> s;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getState(new ValueStateDescriptor<>("s", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            s.update(i);
            out.collect(i);
        }
    }

    public static final class Limits extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> limit;
        private transient MapState<String, Long> quota;

        @Override
        public void open(OpenContext ctx) {
            limit = getRuntimeContext().getState(new ValueStateDescriptor<>("limit", Types.LONG));
            quota = getRuntimeContext().getMapState(new MapStateDescriptor<>("quota", Types.STRING, Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            out.collect(i);
        }
    }
}
