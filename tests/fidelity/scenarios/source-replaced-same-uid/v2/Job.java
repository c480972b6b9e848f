package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.connector.source.Boundedness;
import org.apache.flink.api.connector.source.ReaderOutput;
import org.apache.flink.api.connector.source.Source;
import org.apache.flink.api.connector.source.SourceReader;
import org.apache.flink.api.connector.source.SourceReaderContext;
import org.apache.flink.api.connector.source.SourceSplit;
import org.apache.flink.api.connector.source.SplitEnumerator;
import org.apache.flink.api.connector.source.SplitEnumeratorContext;
import org.apache.flink.core.io.InputStatus;
import org.apache.flink.core.io.SimpleVersionedSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * v2: the same counting job; source "side" (same uid) is now the job's own connector, a source
 * of named partitions whose split (partition name, offset) and enumerator checkpoint (the
 * partitions not yet assigned) have serializers of their own: Flink gives them the datagen
 * source's splits and enumerator checkpoint.
 */
public class Job implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        DataStream<Long> counts = Lib.keyed(env, p).process(new Count(), Types.LONG).uid("count").name("count");
        Lib.collect(counts);
        DataStream<Long> side = env.fromSource(new PartitionSource(), WatermarkStrategy.noWatermarks(), "side")
                .uid("side").setParallelism(1);
        Lib.collect(side, "side-sink");
    }

    public static final class Count extends KeyedProcessFunction<Long, Long, Long> {
        private transient ValueState<Long> count;

        @Override
        public void open(OpenContext ctx) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.LONG));
        }

        @Override
        public void processElement(Long i, Context ctx, Collector<Long> out) throws Exception {
            long c = count.value() == null ? 1 : count.value() + 1;
            count.update(c);
            out.collect(c);
        }
    }

    /** One partition "p0" read from its offset; it never ends and emits nothing (idle). */
    public static final class PartitionSource implements Source<Long, Partition, List<Partition>> {
        @Override
        public Boundedness getBoundedness() {
            return Boundedness.CONTINUOUS_UNBOUNDED;
        }

        @Override
        public SplitEnumerator<Partition, List<Partition>> createEnumerator(SplitEnumeratorContext<Partition> ctx) {
            List<Partition> pending = new ArrayList<>();
            pending.add(new Partition("p0", 0));
            return new Enumerator(ctx, pending);
        }

        @Override
        public SplitEnumerator<Partition, List<Partition>> restoreEnumerator(
                SplitEnumeratorContext<Partition> ctx, List<Partition> pending) {
            return new Enumerator(ctx, new ArrayList<>(pending));
        }

        @Override
        public SimpleVersionedSerializer<Partition> getSplitSerializer() {
            return new PartitionSerializer();
        }

        @Override
        public SimpleVersionedSerializer<List<Partition>> getEnumeratorCheckpointSerializer() {
            return new PendingSerializer();
        }

        @Override
        public SourceReader<Long, Partition> createReader(SourceReaderContext ctx) {
            return new Reader();
        }
    }

    public static final class Partition implements SourceSplit {
        final String name;
        final long offset;

        Partition(String name, long offset) {
            this.name = name;
            this.offset = offset;
        }

        @Override
        public String splitId() {
            return name;
        }
    }

    static final class PartitionSerializer implements SimpleVersionedSerializer<Partition> {
        @Override
        public int getVersion() {
            return 1;
        }

        @Override
        public byte[] serialize(Partition p) throws IOException {
            DataOutputSerializer out = new DataOutputSerializer(32);
            out.writeLong(p.offset);
            out.writeUTF(p.name);
            return out.getCopyOfBuffer();
        }

        @Override
        public Partition deserialize(int version, byte[] bytes) throws IOException {
            DataInputDeserializer in = new DataInputDeserializer(bytes);
            long offset = in.readLong();
            return new Partition(in.readUTF(), offset);
        }
    }

    static final class PendingSerializer implements SimpleVersionedSerializer<List<Partition>> {
        @Override
        public int getVersion() {
            return 1;
        }

        @Override
        public byte[] serialize(List<Partition> pending) throws IOException {
            DataOutputSerializer out = new DataOutputSerializer(64);
            out.writeInt(pending.size());
            for (Partition p : pending) {
                out.writeLong(p.offset);
                out.writeUTF(p.name);
            }
            return out.getCopyOfBuffer();
        }

        @Override
        public List<Partition> deserialize(int version, byte[] bytes) throws IOException {
            DataInputDeserializer in = new DataInputDeserializer(bytes);
            int n = in.readInt();
            List<Partition> pending = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                long offset = in.readLong();
                pending.add(new Partition(in.readUTF(), offset));
            }
            return pending;
        }
    }

    static final class Enumerator implements SplitEnumerator<Partition, List<Partition>> {
        private final SplitEnumeratorContext<Partition> ctx;
        private final List<Partition> pending;

        Enumerator(SplitEnumeratorContext<Partition> ctx, List<Partition> pending) {
            this.ctx = ctx;
            this.pending = pending;
        }

        @Override
        public void start() {}

        @Override
        public void handleSplitRequest(int subtask, String host) {
            if (!pending.isEmpty()) {
                ctx.assignSplit(pending.remove(0), subtask);
            }
        }

        @Override
        public void addSplitsBack(List<Partition> splits, int subtask) {
            pending.addAll(splits);
        }

        @Override
        public void addReader(int subtask) {}

        @Override
        public List<Partition> snapshotState(long checkpointId) {
            return new ArrayList<>(pending);
        }

        @Override
        public void close() {}
    }

    /** Emits the offset of each partition it is given (once), as a reader resuming there would. */
    static final class Reader implements SourceReader<Long, Partition> {
        private final List<Partition> splits = new ArrayList<>();
        private final List<Long> toEmit = new ArrayList<>();
        private CompletableFuture<Void> available = new CompletableFuture<>();

        @Override
        public void start() {}

        @Override
        public InputStatus pollNext(ReaderOutput<Long> output) {
            if (toEmit.isEmpty()) {
                return InputStatus.NOTHING_AVAILABLE;
            }
            output.collect(toEmit.remove(0));
            return toEmit.isEmpty() ? InputStatus.NOTHING_AVAILABLE : InputStatus.MORE_AVAILABLE;
        }

        @Override
        public List<Partition> snapshotState(long checkpointId) {
            return new ArrayList<>(splits);
        }

        @Override
        public CompletableFuture<Void> isAvailable() {
            if (!toEmit.isEmpty()) {
                return CompletableFuture.completedFuture(null);
            }
            if (available.isDone()) {
                available = new CompletableFuture<>();
            }
            return available;
        }

        @Override
        public void addSplits(List<Partition> added) {
            splits.addAll(added);
            for (Partition p : added) {
                toEmit.add(p.offset);
            }
            available.complete(null);
        }

        @Override
        public void notifyNoMoreSplits() {}

        @Override
        public void close() {}
    }
}
