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

/** v1: operator ListState<Long> "buffered" (split-distribute, getListState). */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p).map(new Buffer(), Types.LONG).uid("buffer").name("buffer"));
    }

    /** Keeps every record it saw in the operator list state "buffered". */
    public static final class Buffer implements MapFunction<Long, Long>, CheckpointedFunction {
        private transient ListState<Long> buffered;
        private final List<Long> seen = new ArrayList<>();

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            buffered = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("buffered", Types.LONG));
            for (Long v : buffered.get()) {
                seen.add(v);
            }
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) throws Exception {
            buffered.update(seen);
        }

        @Override
        public Long map(Long i) {
            seen.add(i);
            return i;
        }
    }
}
