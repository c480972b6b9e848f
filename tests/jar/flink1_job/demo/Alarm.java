package demo;

import org.apache.flink.api.common.restartstrategy.RestartStrategies;
import org.apache.flink.api.connector.sink2.Committer;
import org.apache.flink.api.connector.sink2.TwoPhaseCommittingSink;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.StateTtlConfig;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.time.Time;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.contrib.streaming.state.EmbeddedRocksDBStateBackend;
import org.apache.flink.core.io.SimpleVersionedSerializer;
import org.apache.flink.streaming.api.connector.sink2.CommittableMessage;
import org.apache.flink.streaming.api.connector.sink2.StandardSinkTopologies;
import org.apache.flink.streaming.api.connector.sink2.WithPostCommitTopology;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.SinkFunction;
import org.apache.flink.streaming.api.functions.source.SourceFunction;
import org.apache.flink.util.Collector;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;

/**
 * A job written against Flink 1.x's API, compiled against Flink 1.18 and 1.20
 * (tests/jar/test_flink1.py): a legacy source and sink (their 1.x packages), a keyed function with
 * value state (Long, or Integer with {@code --int}) and map state with a TTL (Flink 1.x's
 * {@code StateTtlConfig.newBuilder(Time)}), and a Sink V2 with a committer and a global committer
 * (1.x's {@code TwoPhaseCommittingSink} and {@code WithPostCommitTopology}). With
 * {@code --production}, configured for production with Flink 1.x's API objects: checkpoint
 * storage on S3 ({@code CheckpointConfig.setCheckpointStorage}), an embedded RocksDB state
 * backend with its local directory, a restart strategy ({@code env.setRestartStrategy}).
 */
public class Alarm {
    public static class Count extends KeyedProcessFunction<Long, Long, Long> {
        private final boolean asInt;
        private transient ValueState<Object> count;
        private transient MapState<String, Integer> seen;

        Count(boolean asInt) {
            this.asInt = asInt;
        }

        @Override
        @SuppressWarnings("unchecked")
        public void open(Configuration parameters) {
            TypeInformation<?> type = asInt ? Types.INT : Types.LONG;
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", (TypeInformation<Object>) type));
            MapStateDescriptor<String, Integer> seenDescriptor = new MapStateDescriptor<>("seen", Types.STRING, Types.INT);
            seenDescriptor.enableTimeToLive(StateTtlConfig.newBuilder(Time.hours(1)).build());
            seen = getRuntimeContext().getMapState(seenDescriptor);
        }

        @Override
        public void processElement(Long value, Context ctx, Collector<Long> out) throws Exception {
            count.update(asInt ? (Object) 1 : (Object) 1L);
            out.collect(value);
        }
    }

    public static class Numbers implements SourceFunction<Long> {
        private volatile boolean running = true;

        @Override
        public void run(SourceContext<Long> ctx) throws InterruptedException {
            while (running) {
                Thread.sleep(100);
            }
        }

        @Override
        public void cancel() {
            running = false;
        }
    }

    /** Commits to nowhere; its global committer is Flink's GlobalCommitterOperator. */
    public static class Committing implements WithPostCommitTopology<Long, String> {
        @Override
        public PrecommittingSinkWriter<Long, String> createWriter(InitContext context) {
            return new PrecommittingSinkWriter<Long, String>() {
                @Override
                public void write(Long element, Context ctx) {}

                @Override
                public void flush(boolean endOfInput) {}

                @Override
                public Collection<String> prepareCommit() {
                    return new ArrayList<>();
                }

                @Override
                public void close() {}
            };
        }

        @Override
        public Committer<String> createCommitter() {
            return new NoCommits();
        }

        @Override
        public SimpleVersionedSerializer<String> getCommittableSerializer() {
            return new Utf8();
        }

        @Override
        public void addPostCommitTopology(DataStream<CommittableMessage<String>> committables) {
            StandardSinkTopologies.addGlobalCommitter(committables, NoCommits::new, Utf8::new);
        }
    }

    public static class NoCommits implements Committer<String> {
        @Override
        public void commit(Collection<CommitRequest<String>> requests) {}

        @Override
        public void close() {}
    }

    public static class Utf8 implements SimpleVersionedSerializer<String> {
        @Override
        public int getVersion() {
            return 1;
        }

        @Override
        public byte[] serialize(String s) {
            return s.getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public String deserialize(int version, byte[] bytes) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    public static void main(String[] args) throws Exception {
        boolean asInt = args.length > 0 && args[0].equals("--int");
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        if (args.length > 0 && args[0].equals("--production")) {
            EmbeddedRocksDBStateBackend rocksdb = new EmbeddedRocksDBStateBackend(true);
            rocksdb.setDbStoragePath("/mnt/ssd/rocksdb");
            env.setStateBackend(rocksdb);
            env.enableCheckpointing(60_000);
            env.getCheckpointConfig().setCheckpointStorage("s3://prod-bucket/flink/checkpoints");
            env.setRestartStrategy(RestartStrategies.fixedDelayRestart(1000, Time.milliseconds(100)));
        }
        DataStream<Long> counted = env.addSource(new Numbers()).uid("numbers")
            .keyBy(n -> n % 5).process(new Count(asInt)).uid("count");
        counted.addSink(new SinkFunction<Long>() {}).uid("sink");
        counted.sinkTo(new Committing()).uid("committing");
        env.execute("alarm-flink1");
    }
}
