package flinkcompat.bridge;

import java.io.Serializable;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

import org.apache.flink.api.common.watermark.WatermarkDeclaration;
import org.apache.flink.api.connector.sink2.CommittingSinkWriter;
import org.apache.flink.api.connector.sink2.Sink;
import org.apache.flink.api.connector.sink2.StatefulSinkWriter;
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
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.streaming.api.operators.SourceOperatorFactory;
import org.apache.flink.streaming.runtime.operators.sink.SinkWriterOperatorFactory;

/**
 * Makes a StreamGraph's sources read nothing and its sink writers write nothing, for the
 * discovery run: the operators around them (SourceOperator, SinkWriterOperator) stay Flink's
 * own, so they register the state they would register in production (SourceReaderState, the
 * writer's state), but no record is read from or written to an external system. Sources of
 * the FLIP-27 API ({@link SourceOperatorFactory}) and Sink V2 writers
 * ({@link SinkWriterOperatorFactory}) only; legacy SourceFunction/SinkFunction run as built.
 */
final class Inert {
    private Inert() {}

    /** Replaces sources and sink writers in place; returns how many of each. */
    static int[] apply(StreamGraph sg, ClassLoader cl) throws Exception {
        int sources = 0, sinks = 0;
        for (StreamNode node : sg.getStreamNodes()) {
            Object factory = node.getOperatorFactory();
            if (factory instanceof SourceOperatorFactory) {
                Field f = field(SourceOperatorFactory.class, "source");
                f.set(factory, new InertSource<>((Source<?, ?, ?>) f.get(factory)));
                sources++;
            } else if (factory instanceof SinkWriterOperatorFactory) {
                Field f = field(SinkWriterOperatorFactory.class, "sink");
                try {
                    f.set(factory, inertSink((Sink<?>) f.get(factory), cl));
                    sinks++;
                } catch (IllegalArgumentException e) {
                    // interfaces a proxy cannot implement (not public, other loaders): runs as built
                }
            }
        }
        return new int[] {sources, sinks};
    }

    private static Field field(Class<?> c, String name) throws NoSuchFieldException {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }

    // ------------------------------------------------------------------------------ sources

    /** The job's source with a reader that never reads and an enumerator that is never started. */
    static final class InertSource<T, S extends SourceSplit, C> implements Source<T, S, C> {
        private static final long serialVersionUID = 1L;
        private final Source<T, S, C> source;

        @SuppressWarnings({"unchecked", "rawtypes"})
        InertSource(Source source) {
            this.source = source;
        }

        @Override
        public Boundedness getBoundedness() {
            return source.getBoundedness();
        }

        @Override
        public SplitEnumerator<S, C> createEnumerator(SplitEnumeratorContext<S> ctx) throws Exception {
            return new InertEnumerator<>(source.createEnumerator(ctx));
        }

        @Override
        public SplitEnumerator<S, C> restoreEnumerator(SplitEnumeratorContext<S> ctx, C checkpoint) throws Exception {
            return new InertEnumerator<>(source.restoreEnumerator(ctx, checkpoint));
        }

        @Override
        public SimpleVersionedSerializer<S> getSplitSerializer() {
            return source.getSplitSerializer();
        }

        @Override
        public SimpleVersionedSerializer<C> getEnumeratorCheckpointSerializer() {
            return source.getEnumeratorCheckpointSerializer();
        }

        @Override
        public Set<? extends WatermarkDeclaration> declareWatermarks() {
            return source.declareWatermarks();
        }

        @Override
        public SourceReader<T, S> createReader(SourceReaderContext ctx) {
            return new InertReader<>();
        }
    }

    /** Assigns nothing; its checkpoint is the unstarted job enumerator's (the coordinator needs one). */
    static final class InertEnumerator<S extends SourceSplit, C> implements SplitEnumerator<S, C> {
        private final SplitEnumerator<S, C> enumerator;

        InertEnumerator(SplitEnumerator<S, C> enumerator) {
            this.enumerator = enumerator;
        }

        @Override
        public void start() {}

        @Override
        public void handleSplitRequest(int subtask, String host) {}

        @Override
        public void addSplitsBack(List<S> splits, int subtask) {}

        @Override
        public void addReader(int subtask) {}

        @Override
        public C snapshotState(long checkpointId) throws Exception {
            return enumerator.snapshotState(checkpointId);
        }

        @Override
        public void close() throws java.io.IOException {
            enumerator.close();
        }
    }

    static final class InertReader<T, S extends SourceSplit> implements SourceReader<T, S> {
        @Override
        public void start() {}

        @Override
        public InputStatus pollNext(ReaderOutput<T> output) {
            return InputStatus.NOTHING_AVAILABLE;
        }

        @Override
        public List<S> snapshotState(long checkpointId) {
            return Collections.emptyList();
        }

        @Override
        public CompletableFuture<Void> isAvailable() {
            return new CompletableFuture<>(); // never: the task waits without spinning
        }

        @Override
        public void addSplits(List<S> splits) {}

        @Override
        public void notifyNoMoreSplits() {}

        @Override
        public void close() {}
    }

    // -------------------------------------------------------------------------------- sinks

    /**
     * The job's sink, with every interface it implements (SupportsWriterState, SupportsCommitter,
     * ...: they decide which state the writer operator registers), whose writers write nothing.
     */
    static Sink<?> inertSink(Sink<?> sink, ClassLoader cl) {
        Set<Class<?>> interfaces = new LinkedHashSet<>();
        for (Class<?> c = sink.getClass(); c != null; c = c.getSuperclass()) {
            collect(c, interfaces);
        }
        return (Sink<?>) Proxy.newProxyInstance(cl, interfaces.toArray(new Class<?>[0]), new SinkHandler(sink));
    }

    private static void collect(Class<?> c, Set<Class<?>> out) {
        for (Class<?> i : c.getInterfaces()) {
            if (out.add(i)) {
                collect(i, out);
            }
        }
    }

    static final class SinkHandler implements InvocationHandler, Serializable {
        private static final long serialVersionUID = 1L;
        private final Sink<?> sink;

        SinkHandler(Sink<?> sink) {
            this.sink = sink;
        }

        @Override
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            if (m.getName().equals("createWriter") || m.getName().equals("restoreWriter")) {
                return new InertWriter<>();
            }
            try {
                return m.invoke(sink, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    static final class InertWriter<I, S, C> implements StatefulSinkWriter<I, S>, CommittingSinkWriter<I, C> {
        @Override
        public void write(I element, Context context) {}

        @Override
        public void flush(boolean endOfInput) {}

        @Override
        public List<S> snapshotState(long checkpointId) {
            return new ArrayList<>();
        }

        @Override
        public Collection<C> prepareCommit() {
            return new ArrayList<>();
        }

        @Override
        public void close() {}
    }
}
