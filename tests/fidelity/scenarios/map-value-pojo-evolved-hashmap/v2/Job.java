package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** v2: MapState<String, Reading> "s" (POJO value id, count, unit). */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Fn(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Fn extends KeyedProcessFunction<Long, Long, Long> {
        private transient MapState<String, Reading> s;

        @Override
        public void open(OpenContext ctx) {
            s = getRuntimeContext().getMapState(new MapStateDescriptor<>("s", Types.STRING, TypeInformation.of(Reading.class)));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            s.put("b" + (i % 3), new Reading(i % 4, i, "m"));
            out.collect(i);
        }
    }
}
