package fidelity.lib;

import flinkcompat.fixtures.harness.JobParams;
import flinkcompat.fixtures.harness.SeqSource;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.connector.sink2.SinkWriter;
import org.apache.flink.api.connector.sink2.WriterInitContext;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

/**
 * What every fidelity scenario job shares: the deterministic source, the key and the sink.
 *
 * <p>Source "events" (uid and name): the longs 0..records-1 (param {@code records}, default 12),
 * timestamp i * 1000 ms, no watermarks, parallelism 1. A source restored from a savepoint emits
 * {@code extraAfterRestore} more records (default 4), so the restored operators process records
 * through their restored state before the harness takes a checkpoint.
 */
public final class Lib {
    private Lib() {}

    public static DataStream<Long> events(StreamExecutionEnvironment env, JobParams p) {
        return SeqSource.addTo(env, "events", p.getLong("records", 12),
                p.getLong("extraAfterRestore", 4), (i, ts) -> i * 1000L);
    }

    /** The same source without a uid (the name stays "events"). */
    public static DataStream<Long> eventsWithoutUid(StreamExecutionEnvironment env, JobParams p) {
        WatermarkStrategy<Long> ws = WatermarkStrategy.<Long>noWatermarks()
                .withTimestampAssigner((i, ts) -> i * 1000L);
        return env.fromSource(new SeqSource("events", p.getLong("records", 12),
                        p.getLong("extraAfterRestore", 4)), ws, "events", Types.LONG)
                .setParallelism(1);
    }

    /** {@code events} keyed by {@code i % keys} (param {@code keys}, default 4) as a Long. */
    public static KeyedStream<Long, Long> keyed(StreamExecutionEnvironment env, JobParams p) {
        return events(env, p).keyBy(new ModKey(p.getLong("keys", 4)), Types.LONG);
    }

    /** A stateless sink (Sink V2) with uid and name {@code uid}. */
    public static <T> void sink(DataStream<T> s, String uid) {
        s.sinkTo(new DiscardingSink<>()).uid(uid).name(uid);
    }

    public static <T> void sink(DataStream<T> s) {
        sink(s, "sink");
    }

    /**
     * A sink (Sink V2) with uid and name {@code uid} whose records the runner reads: each record's
     * {@code toString()}, one per line, appended to the file the system property
     * {@value #COLLECT_PROPERTY} names (run.py sets it for the runs whose output it compares:
     * scenario.json {@code "check_output"}); without it the records are dropped, as
     * {@link #sink} does. The job graph is the same either way (one stateless writer operator), so
     * the v1 savepoint, the JAR sides and the job packages do not depend on it. Parallel subtasks
     * append in any order: the runner compares the lines sorted.
     */
    public static <T> void collect(DataStream<T> s, String uid) {
        s.sinkTo(new CollectSink<>()).uid(uid).name(uid);
    }

    public static <T> void collect(DataStream<T> s) {
        collect(s, "sink");
    }

    /** The system property naming the file {@link #collect} appends to. */
    public static final String COLLECT_PROPERTY = "fidelity.collect";

    /** One lock for the JVM: the MiniCluster runs every subtask in it, all append to one file. */
    private static final Object COLLECT_LOCK = new Object();

    static void append(String line) throws IOException {
        String file = System.getProperty(COLLECT_PROPERTY);
        if (file == null) {
            return;
        }
        synchronized (COLLECT_LOCK) {
            // written through at once: the harness' checkpoint after the restore completes only
            // once every record passed the sink, and the runner reads the file when the JVM is gone
            Files.write(Paths.get(file), (line + "\n").getBytes(StandardCharsets.UTF_8),
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        }
    }

    /**
     * A DiscardingSink whose writer appends: Flink 2.x's Sink has only
     * {@code createWriter(WriterInitContext)}, Flink 1.20's also the abstract
     * {@code createWriter(InitContext)}, which DiscardingSink implements there; both runtimes call
     * the first (a scenario's v1 may run on Flink 1.20).
     */
    static final class CollectSink<T> extends DiscardingSink<T> {
        private static final long serialVersionUID = 1L;

        @Override
        public SinkWriter<T> createWriter(WriterInitContext context) {
            return new SinkWriter<T>() {
                @Override
                public void write(T element, Context ctx) throws IOException {
                    append(String.valueOf(element));
                }

                @Override
                public void flush(boolean endOfInput) {}

                @Override
                public void close() {}
            };
        }
    }

    public static final class ModKey implements KeySelector<Long, Long> {
        private final long keys;

        public ModKey(long keys) {
            this.keys = keys;
        }

        @Override
        public Long getKey(Long i) {
            return i % keys;
        }
    }
}
