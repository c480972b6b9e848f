package fidelity;

import flinkcompat.fixtures.harness.JobParams;
import flinkcompat.fixtures.harness.SeqSource;

import java.net.ConnectException;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.util.Collector;

/**
 * A second pipeline added to a scenario's job: source "more" → keyBy → "counting" (ValueState
 * "count", registered in open()) → "connects", chained to it (ListState "pending", registered in
 * initializeState(), then open() connects to a database that is not there, unless param
 * {@code connects=ok}) → sink "more-sink".
 */
public final class ConnectsBranch {
    private ConnectsBranch() {}

    public static void addTo(StreamExecutionEnvironment env, JobParams p) {
        SeqSource.addTo(env, "more", 4)
                .keyBy(i -> i % 2, Types.LONG)
                .process(new Counting(), Types.LONG).uid("counting").name("counting")
                .map(new Connects(!"ok".equals(p.get("connects", "fail"))), Types.LONG).uid("connects").name("connects")
                .sinkTo(new DiscardingSink<>()).uid("more-sink").name("more-sink");
    }

    public static final class Counting extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            count.update(i);
            out.collect(i);
        }
    }

    public static final class Connects extends RichMapFunction<Long, Long> implements CheckpointedFunction {
        private final boolean fails;
        private transient ListState<Long> pending;

        Connects(boolean fails) {
            this.fails = fails;
        }

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            pending = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("pending", Types.LONG));
        }

        @Override
        public void open(OpenContext ctx) throws Exception {
            if (fails) {
                throw new ConnectException("Connection refused: db.example:5432");
            }
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) {}

        @Override
        public Long map(Long i) {
            return i;
        }
    }
}
