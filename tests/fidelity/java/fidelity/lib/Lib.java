package fidelity.lib;

import flinkcompat.fixtures.harness.JobParams;
import flinkcompat.fixtures.harness.SeqSource;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

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
