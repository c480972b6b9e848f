package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

import java.util.ArrayList;
import java.util.List;

/** v2: operator ListState<String> "buffered" (split-distribute, getListState): the element type changed. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p).map(new Buffer(), Types.LONG).uid("buffer").name("buffer"));
    }

    /** Keeps every record it saw in the operator list state "buffered". */
    public static final class Buffer implements MapFunction<Long, Long>, CheckpointedFunction {
        private transient ListState<String> buffered;
        private final List<String> seen = new ArrayList<>();

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            buffered = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("buffered", Types.STRING));
            for (String v : buffered.get()) {
                seen.add(v);
            }
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) throws Exception {
            buffered.update(seen);
        }

        @Override
        public Long map(Long i) {
            seen.add(String.valueOf(i));
            return i;
        }
    }
}
