package fidelity.lib;

import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * The source "events" alone (then a stateless sink): its savepoint holds only where the source is.
 * The output oracle (run.py, {@code check_output}) restores v2 from it: v2's source goes on with the
 * same extra records as in the restored run, every other operator starts with no state, so its
 * sink receives what v2 emits over those records with empty state (a lost state shows as that).
 */
public class SourceOnly implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.events(env, p));
    }
}
