package flinkcompat.bridge;

import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * flink-compat's own job: a keyed reduce (keyed state, a hash edge, a source and a sink). The class
 * data sharing archive of the bridge's class path is written from a load of this job, never from a
 * load of a user's job (graph/jar.py, _warm_up): a job's code could leave anything in a file the JVM
 * writes at its exit, and every later JVM maps the archive.
 */
public final class WarmUp {
    private WarmUp() {}

    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.fromSequence(0, 10).uid("warm-up-source")
                .keyBy(x -> x % 2)
                .reduce(Long::sum).uid("warm-up-reduce")
                .print().uid("warm-up-sink");
        env.execute("flink-compat warm-up");
    }
}
