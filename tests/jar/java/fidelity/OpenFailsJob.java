package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** A job whose keyed function connects somewhere in open(), before it registers its state. */
public class OpenFailsJob implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.sink(Lib.keyed(env, p).process(new Connects(), Types.LONG).uid("stateful").name("stateful"));
    }

    public static final class Connects extends KeyedProcessFunction<Long, Long, Long> {
        @Override
        public void open(OpenContext ctx) throws Exception {
            throw new java.net.ConnectException("Connection refused: db.example:5432");
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) {
            out.collect(i);
        }
    }
}
