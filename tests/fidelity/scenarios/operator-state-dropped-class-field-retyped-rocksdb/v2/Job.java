package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/** v2: the map keeps no state; "buffered" is gone, its class Reading stays in the JAR with "count" a String. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p).map(new Pass(), Types.LONG).uid("buffer").name("buffer"));
    }

    public static final class Pass implements MapFunction<Long, Long> {
        @Override
        public Long map(Long i) {
            return i;
        }
    }
}
