package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.ProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.Collector;
import org.apache.flink.util.OutputTag;

/** v2: split also emits the odd records to a side output, sunk by 'odd-sink'. No operator has a uid: Flink generates every OperatorID from the topology. */
public class Job implements FixtureJob {
    static final OutputTag<Long> ODD = new OutputTag<>("odd", Types.LONG);

    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> events = Lib.eventsWithoutUid(env, p);
        SingleOutputStreamOperator<Long> split = events.process(new Split(), Types.LONG).name("split");
        split.keyBy(new Lib.ModKey(p.getLong("keys", 4)), Types.LONG)
                .process(new Last(), Types.LONG).name("stateful")
                .sinkTo(new DiscardingSink<>()).name("sink");
        split.getSideOutput(ODD).sinkTo(new DiscardingSink<>()).name("odd-sink");
    }

    /** Passes every record on and the odd ones to the side output odd too. */
    public static final class Split extends ProcessFunction<Long, Long> {
        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) {
            out.collect(i);
            if (i % 2 == 1) {
                ctx.output(ODD, i);
            }
        }
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
