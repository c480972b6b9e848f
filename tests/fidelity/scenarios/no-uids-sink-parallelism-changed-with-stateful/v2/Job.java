package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;
import flinkcompat.fixtures.harness.SeqSource;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.Collector;

/** v2: the stateful operator and the sink at parallelism 1. No operator has a uid: Flink generates every OperatorID from the topology. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.eventsWithoutUid(env, p);
        events.keyBy(new Lib.ModKey(p.getLong("keys", 4)), Types.LONG)
                .process(new Last(), Types.LONG).name("stateful").setParallelism(1)
                .sinkTo(new DiscardingSink<>()).name("sink").setParallelism(1);
    }

    /** Keeps the last value per key in ValueState<Long> "last". */
    public static final class Last extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> last;

        @Override
        public void open(OpenContext ctx) {
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            last.update(i);
            out.collect(i);
        }
    }
}
