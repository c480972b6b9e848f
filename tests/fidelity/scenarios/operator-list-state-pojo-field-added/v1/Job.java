package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.flink.api.common.functions.AggregateFunction;
import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.AggregatingState;
import org.apache.flink.api.common.state.AggregatingStateDescriptor;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.StateTtlConfig;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.types.Row;
import org.apache.flink.util.Collector;

/** v1: operator ListState<Reading> "buffered" (POJO id, count). */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.collect(Lib.events(env, p).map(new Buffer(), Types.STRING).uid("buffer").name("buffer"));
    }

    public static final class Buffer implements MapFunction<Long, String>, CheckpointedFunction {
        private transient ListState<Reading> buffered;
        private final List<Reading> seen = new ArrayList<>();

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            buffered = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("buffered", TypeInformation.of(Reading.class)));
            for (Reading r : buffered.get()) {
                seen.add(r);
            }
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) throws Exception {
            buffered.update(seen);
        }

        @Override
        public String map(Long i) {
            long sum = 0;
            for (Reading r : seen) {
                sum += r.count;
            }
            String out = i + ": " + seen.size() + " buffered, sum " + sum;
            seen.add(new Reading(i % 4, i));
            return out;
        }
    }
}
