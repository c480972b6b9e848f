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

/** v1: operator ListState<Long> "evens" and "odds" (split-distribute): the records seen, by parity. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p).map(new Buffer(), Types.LONG).uid("buffer").name("buffer"));
    }

    /** Keeps every record it saw in the operator list state "evens" or "odds". */
    public static final class Buffer implements MapFunction<Long, Long>, CheckpointedFunction {
        private transient ListState<Long> evens;
        private transient ListState<Long> odds;
        private final List<Long> seenEven = new ArrayList<>();
        private final List<Long> seenOdd = new ArrayList<>();

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            evens = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("evens", Types.LONG));
            odds = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("odds", Types.LONG));
            for (Long v : evens.get()) {
                seenEven.add(v);
            }
            for (Long v : odds.get()) {
                seenOdd.add(v);
            }
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) throws Exception {
            evens.update(seenEven);
            odds.update(seenOdd);
        }

        @Override
        public Long map(Long i) {
            (i % 2 == 0 ? seenEven : seenOdd).add(i);
            return i;
        }
    }
}
