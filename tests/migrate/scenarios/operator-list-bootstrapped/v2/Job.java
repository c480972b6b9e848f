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

/** v2: v1's operator ListState<Long> "buffered", and "extra", which the migration bootstraps. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p).map(new Buffer(), Types.LONG).uid("buffer").name("buffer"));
    }

    /** Keeps every record it saw in "buffered", and what "extra" held on restore in "extra". */
    public static final class Buffer implements MapFunction<Long, Long>, CheckpointedFunction {
        private transient ListState<Long> buffered;
        private transient ListState<Long> extra;
        private final List<Long> seen = new ArrayList<>();
        private final List<Long> extras = new ArrayList<>();

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            buffered = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("buffered", Types.LONG));
            extra = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("extra", Types.LONG));
            for (Long v : buffered.get()) {
                seen.add(v);
            }
            for (Long v : extra.get()) {
                extras.add(v);
            }
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) throws Exception {
            buffered.update(seen);
            extra.update(extras);
        }

        @Override
        public Long map(Long i) {
            seen.add(i);
            return i;
        }
    }
}
