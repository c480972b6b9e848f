package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import java.io.IOException;
import java.net.ConnectException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.sink2.Committer;
import org.apache.flink.api.connector.sink2.CommitterInitContext;
import org.apache.flink.api.connector.sink2.CommittingSinkWriter;
import org.apache.flink.api.connector.sink2.Sink;
import org.apache.flink.api.connector.sink2.SinkWriter;
import org.apache.flink.api.connector.sink2.SupportsCommitter;
import org.apache.flink.api.connector.sink2.WriterInitContext;
import org.apache.flink.core.io.SimpleVersionedSerializer;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.connector.sink2.CommittableMessage;
import org.apache.flink.streaming.api.connector.sink2.StandardSinkTopologies;
import org.apache.flink.streaming.api.connector.sink2.SupportsPostCommitTopology;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.legacy.RichSinkFunction;
import org.apache.flink.streaming.api.functions.source.legacy.RichParallelSourceFunction;

/**
 * A job whose legacy source, legacy sink and committing Sink V2 touch the outside world: each
 * leaves a line in the file named by param {@code marker} when it reads, writes, snapshots,
 * creates a writer, a committer or a global committer, or commits. The legacy source keeps its offset in
 * operator ListState "offset" (initializeState); the legacy sink keeps ListState "pending" and
 * its open() connects to a database that is not there. The legacy source's open() connects to a
 * broker that is not there with param {@code source-open=fail}. Loading the JAR must leave no
 * line.
 */
public class LegacyIoJob implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        String marker = p.get("marker", "marker.txt");
        boolean sourceOpenFails = "fail".equals(p.get("source-open", "ok"));
        DataStream<Long> offsets = env.addSource(new OffsetSource(marker, sourceOpenFails), "offsets", Types.LONG)
                .uid("offsets").setParallelism(1);
        offsets.addSink(new ConnectingSink(marker)).uid("legacy-sink").name("legacy-sink").setParallelism(1);
        offsets.sinkTo(new CommittingSink(marker)).uid("committing").name("committing");
        Lib.sink(offsets.map(i -> i, Types.LONG).uid("map").name("map"));
    }

    static void mark(String path, String line) {
        SideEffectsJob.markQuietly(path, line);
    }

    public static final class OffsetSource extends RichParallelSourceFunction<Long> implements CheckpointedFunction {
        private final String marker;
        private final boolean openFails;
        private transient ListState<Long> offset;
        private volatile boolean running = true;

        OffsetSource(String marker, boolean openFails) {
            this.marker = marker;
            this.openFails = openFails;
        }

        @Override
        public void open(OpenContext ctx) throws Exception {
            if (openFails) {
                throw new ConnectException("Connection refused: broker.example:9092");
            }
        }

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            offset = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("offset", Types.LONG));
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) {
            mark(marker, "source snapshot");
        }

        @Override
        public void run(SourceContext<Long> ctx) throws Exception {
            mark(marker, "source ran");
            for (long i = 0; running && i < 1000; i++) {
                synchronized (ctx.getCheckpointLock()) {
                    ctx.collect(i);
                }
            }
        }

        @Override
        public void cancel() {
            running = false;
        }
    }

    public static final class ConnectingSink extends RichSinkFunction<Long> implements CheckpointedFunction {
        private final String marker;
        private transient ListState<String> pending;

        ConnectingSink(String marker) {
            this.marker = marker;
        }

        @Override
        public void initializeState(FunctionInitializationContext ctx) throws Exception {
            pending = ctx.getOperatorStateStore().getListState(new ListStateDescriptor<>("pending", Types.STRING));
        }

        @Override
        public void open(OpenContext ctx) throws Exception {
            throw new ConnectException("Connection refused: db.example:5432");
        }

        @Override
        public void snapshotState(FunctionSnapshotContext ctx) {
            mark(marker, "sink snapshot");
        }

        @Override
        public void invoke(Long value, Context ctx) {
            mark(marker, "sink wrote " + value);
        }
    }

    /** A Sink V2 with a committer and a global committer (post-commit topology). */
    public static final class CommittingSink implements Sink<Long>, SupportsCommitter<String>,
            SupportsPostCommitTopology<String> {
        private final String marker;

        CommittingSink(String marker) {
            this.marker = marker;
        }

        @Override
        public SinkWriter<Long> createWriter(WriterInitContext context) {
            mark(marker, "writer created");
            return new CommittingSinkWriter<Long, String>() {
                @Override
                public void write(Long element, Context context) {}

                @Override
                public void flush(boolean endOfInput) {}

                @Override
                public Collection<String> prepareCommit() {
                    return new ArrayList<>(List.of("txn"));
                }

                @Override
                public void close() {}
            };
        }

        @Override
        public Committer<String> createCommitter(CommitterInitContext context) {
            mark(marker, "committer created");
            return new MarkingCommitter(marker, "committed");
        }

        @Override
        public SimpleVersionedSerializer<String> getCommittableSerializer() {
            return new Utf8();
        }

        @Override
        public void addPostCommitTopology(DataStream<CommittableMessage<String>> committables) {
            String m = marker;
            StandardSinkTopologies.addGlobalCommitter(committables, ctx -> {
                mark(m, "global committer created");
                return new MarkingCommitter(m, "committed globally");
            }, Utf8::new);
        }
    }

    static final class MarkingCommitter implements Committer<String> {
        private final String marker;
        private final String line;

        MarkingCommitter(String marker, String line) {
            this.marker = marker;
            this.line = line;
        }

        @Override
        public void commit(Collection<CommitRequest<String>> requests) {
            mark(marker, line + " " + requests.size());
        }

        @Override
        public void close() {}
    }

    static final class Utf8 implements SimpleVersionedSerializer<String> {
        @Override
        public int getVersion() {
            return 1;
        }

        @Override
        public byte[] serialize(String s) {
            return s.getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public String deserialize(int version, byte[] bytes) throws IOException {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }
}
