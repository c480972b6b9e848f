package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/** v2: the stateful operator is gone; a stateless map "passthrough" takes its place. */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p).map(new Identity(), Types.LONG).uid("passthrough").name("passthrough"));
    }

    public static final class Identity implements MapFunction<Long, Long> {
        @Override
        public Long map(Long i) {
            return i;
        }
    }
}
