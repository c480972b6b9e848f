import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.base.LongSerializer;
import org.apache.flink.api.common.typeutils.base.StringSerializer;
import org.apache.flink.core.fs.FSDataInputStream;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.runtime.checkpoint.Checkpoints;
import org.apache.flink.runtime.checkpoint.OperatorState;
import org.apache.flink.runtime.checkpoint.OperatorSubtaskState;
import org.apache.flink.runtime.checkpoint.metadata.CheckpointMetadata;
import org.apache.flink.runtime.state.CompositeKeySerializationUtils;
import org.apache.flink.runtime.state.KeyGroupRange;
import org.apache.flink.runtime.state.KeyGroupsSavepointStateHandle;
import org.apache.flink.runtime.state.KeyGroupsStateHandle;
import org.apache.flink.runtime.state.KeyedStateHandle;
import org.apache.flink.runtime.state.PhysicalStateHandleID;
import org.apache.flink.runtime.state.StreamStateHandle;
import org.apache.flink.runtime.state.StateSerializerProvider;
import org.apache.flink.runtime.state.metainfo.StateMetaInfoSnapshot;
import org.apache.flink.runtime.state.restore.FullSnapshotRestoreOperation;
import org.apache.flink.runtime.state.restore.KeyGroup;
import org.apache.flink.runtime.state.restore.KeyGroupEntry;
import org.apache.flink.runtime.state.restore.SavepointRestoreResult;
import org.apache.flink.runtime.state.restore.ThrowingIterator;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Flink's own restore of a canonical savepoint's keyed state, timed: what a heap backend's
 * savepoint restore does for every entry ({@code HeapSavepointRestoreOperation}), without
 * putting it into a state table. {@link FullSnapshotRestoreOperation} reads each subtask's
 * stream (the meta information, then key group by key group, through Flink's buffered
 * stream reading), and every entry of the state named is deserialized with the serializers
 * restored from its snapshots: key group prefix, key, namespace ({@link
 * CompositeKeySerializationUtils}), value.
 *
 * <p>Flink reads a state file on the local file system through an unbuffered stream (a
 * {@code FileInputStream}: a system call per {@code readInt}); with {@code buffered}, each
 * handle's stream is read through a 64 KiB buffer, as a remote file system's client buffers
 * it: the restore then costs what its decoding costs.
 *
 * <p>Arguments: the savepoint directory, the OperatorID (hex), the state's name, the key
 * type ({@code Long} or {@code String}), the repetitions, {@code buffered} or {@code
 * unbuffered}. Prints one line per repetition: {@code entries=N cpu_seconds=S} (this
 * thread's CPU time, one core).
 */
public final class FlinkRestoreBench {
    /** What each entry deserialized to, kept where the JIT cannot drop the work. */
    static volatile Object sink;

    public static void main(String[] args) throws Exception {
        Path dir = Paths.get(args[0]);
        String operatorId = args[1];
        String state = args[2];
        TypeSerializer<Object> keySerializer = keySerializer(args[3]);
        int repetitions = Integer.parseInt(args[4]);
        ClassLoader cl = FlinkRestoreBench.class.getClassLoader();
        CheckpointMetadata md;
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(dir.resolve("_metadata"))))) {
            md = Checkpoints.loadCheckpointMetadata(in, cl, dir.toAbsolutePath().toString());
        }
        OperatorState op = null;
        for (OperatorState o : md.getOperatorStates()) {
            if (o.getOperatorID().toHexString().equals(operatorId)) {
                op = o;
            }
        }
        if (op == null) {
            throw new IllegalArgumentException("no operator " + operatorId);
        }
        boolean buffered = args.length > 5 && args[5].equals("buffered");
        List<KeyedStateHandle> handles = new ArrayList<>();
        for (OperatorSubtaskState st : op.getSubtaskStates().values()) {
            for (KeyedStateHandle h : st.getManagedKeyedState()) {
                KeyGroupsStateHandle kg = (KeyGroupsStateHandle) h;
                handles.add(buffered
                        ? new KeyGroupsSavepointStateHandle(kg.getGroupRangeOffsets(), new Buffered(kg.getDelegateStateHandle()))
                        : h);
            }
        }
        KeyGroupRange range = KeyGroupRange.of(0, op.getMaxParallelism() - 1);
        int prefix = CompositeKeySerializationUtils.computeRequiredBytesInKeyGroupPrefix(op.getMaxParallelism());
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (int r = 0; r < repetitions; r++) {
            long cpu = mx.getCurrentThreadCpuTime();
            long entries = restore(range, cl, handles, keySerializer, state, prefix);
            double seconds = (mx.getCurrentThreadCpuTime() - cpu) / 1e9;
            System.out.println("entries=" + entries + " cpu_seconds=" + seconds);
        }
    }

    /** A state handle whose stream is read through a buffer (seeks drop it). */
    static final class Buffered implements StreamStateHandle {
        private final StreamStateHandle delegate;

        Buffered(StreamStateHandle delegate) {
            this.delegate = delegate;
        }

        @Override
        public FSDataInputStream openInputStream() throws java.io.IOException {
            FSDataInputStream in = delegate.openInputStream();
            return new FSDataInputStream() {
                private final byte[] buf = new byte[64 << 10];
                private int pos;
                private int limit;
                private long start; // the file position of buf[0]

                private boolean fill() throws java.io.IOException {
                    start += limit;
                    pos = 0;
                    limit = Math.max(in.read(buf, 0, buf.length), 0);
                    return limit > 0;
                }

                @Override
                public int read() throws java.io.IOException {
                    if (pos == limit && !fill()) {
                        return -1;
                    }
                    return buf[pos++] & 0xff;
                }

                @Override
                public int read(byte[] b, int off, int len) throws java.io.IOException {
                    if (pos == limit && !fill()) {
                        return -1;
                    }
                    int n = Math.min(len, limit - pos);
                    System.arraycopy(buf, pos, b, off, n);
                    pos += n;
                    return n;
                }

                @Override
                public void seek(long target) throws java.io.IOException {
                    in.seek(target);
                    start = target;
                    pos = limit = 0;
                }

                @Override
                public long getPos() {
                    return start + pos;
                }

                @Override
                public void close() throws java.io.IOException {
                    in.close();
                }
            };
        }

        @Override
        public Optional<byte[]> asBytesIfInMemory() {
            return delegate.asBytesIfInMemory();
        }

        @Override
        public PhysicalStateHandleID getStreamStateHandleID() {
            return delegate.getStreamStateHandleID();
        }

        @Override
        public void discardState() {}

        @Override
        public long getStateSize() {
            return delegate.getStateSize();
        }
    }

    @SuppressWarnings("unchecked")
    private static TypeSerializer<Object> keySerializer(String type) {
        switch (type) {
            case "Long":
                return (TypeSerializer<Object>) (TypeSerializer<?>) LongSerializer.INSTANCE;
            case "String":
                return (TypeSerializer<Object>) (TypeSerializer<?>) StringSerializer.INSTANCE;
            default:
                throw new IllegalArgumentException("key type " + type + ": Long or String");
        }
    }

    @SuppressWarnings("unchecked")
    private static long restore(KeyGroupRange range, ClassLoader cl, List<KeyedStateHandle> handles,
                                TypeSerializer<Object> keySerializer, String state, int prefix) throws Exception {
        FullSnapshotRestoreOperation<Object> restore = new FullSnapshotRestoreOperation<>(
                range, cl, handles, StateSerializerProvider.fromNewRegisteredSerializer(keySerializer));
        long n = 0;
        DataInputDeserializer in = new DataInputDeserializer();
        try (ThrowingIterator<SavepointRestoreResult> results = restore.restore()) {
            while (results.hasNext()) {
                SavepointRestoreResult result = results.next();
                List<StateMetaInfoSnapshot> metas = result.getStateMetaInfoSnapshots();
                int id = -1;
                for (int i = 0; i < metas.size(); i++) {
                    if (metas.get(i).getName().equals(state)) {
                        id = i;
                    }
                }
                TypeSerializer<Object> ns = id < 0 ? null : (TypeSerializer<Object>) metas.get(id)
                        .getTypeSerializerSnapshot(StateMetaInfoSnapshot.CommonSerializerKeys.NAMESPACE_SERIALIZER).restoreSerializer();
                TypeSerializer<Object> value = id < 0 ? null : (TypeSerializer<Object>) metas.get(id)
                        .getTypeSerializerSnapshot(StateMetaInfoSnapshot.CommonSerializerKeys.VALUE_SERIALIZER).restoreSerializer();
                try (ThrowingIterator<KeyGroup> groups = result.getRestoredKeyGroups()) {
                    while (groups.hasNext()) {
                        try (ThrowingIterator<KeyGroupEntry> it = groups.next().getKeyGroupEntries()) {
                            while (it.hasNext()) {
                                KeyGroupEntry e = it.next();
                                if (e.getKvStateId() != id) {
                                    continue;
                                }
                                in.setBuffer(e.getKey());
                                CompositeKeySerializationUtils.readKeyGroup(prefix, in);
                                Object k = CompositeKeySerializationUtils.readKey(keySerializer, in, false);
                                Object namespace = CompositeKeySerializationUtils.readNamespace(ns, in, false);
                                in.setBuffer(e.getValue());
                                Object v = value.deserialize(in);
                                sink = k;
                                sink = namespace;
                                sink = v;
                                n++;
                            }
                        }
                    }
                }
            }
        }
        return n;
    }
}
