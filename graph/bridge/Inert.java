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

import org.apache.flink.api.common.watermark.WatermarkDeclaration; // Flink 2 only
import org.apache.flink.api.connector.sink2.Committer;
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
import org.apache.flink.streaming.api.functions.sink.legacy.SinkFunction;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.streaming.api.operators.AbstractUdfStreamOperator;
import org.apache.flink.streaming.api.operators.SimpleOperatorFactory;
import org.apache.flink.streaming.api.operators.SourceOperatorFactory;
import org.apache.flink.streaming.api.operators.StreamSink;
import org.apache.flink.streaming.api.operators.StreamSource;
import org.apache.flink.streaming.runtime.operators.sink.CommitterOperatorFactory;
import org.apache.flink.streaming.runtime.operators.sink.SinkWriterOperatorFactory;
import org.apache.flink.util.function.SerializableFunction;
import org.apache.flink.util.function.SerializableSupplier;

/**
 * Makes a StreamGraph's sources read nothing and its sinks write and commit nothing, for the
 * discovery run: the operators around them (SourceOperator, SinkWriterOperator,
 * CommitterOperator, GlobalCommitterOperator, StreamSource, StreamSink) stay Flink's own, so
 * they register the state they would register in production (SourceReaderState, the writer's
 * and committer's state, a legacy function's own state), but no record is read from or written
 * to an external system and nothing is committed.
 *
 * <ul>
 *   <li>FLIP-27 sources ({@link SourceOperatorFactory}): a reader that never reads, an enumerator
 *       that is never started;</li>
 *   <li>Sink V2 ({@link SinkWriterOperatorFactory}, {@link CommitterOperatorFactory}): a proxy of
 *       the job's sink whose writers write nothing and whose committers commit nothing; a global
 *       committer (GlobalCommitterOperator) gets a committer that commits nothing;</li>
 *   <li>legacy {@code SourceFunction}s ({@link StreamSource}): a proxy of the job's function that
 *       delegates initializeState() and open() (where the function registers its state, as in
 *       production) and never calls run(): it waits until the job is cancelled;</li>
 *   <li>legacy {@code SinkFunction}s ({@link StreamSink}): a proxy that delegates
 *       initializeState() only: open() (where a sink connects), invoke(), finish() and close()
 *       are never called.</li>
 * </ul>
 * Neither legacy proxy calls the function's snapshotState() (it may flush to or read from the
 * outside; the savepoint records the registered states without it) nor
 * notifyCheckpointComplete() (where a function commits).
 */
final class Inert {
    private Inert() {}

    /** Replaces sources and sinks in place; returns how many of each. */
    static int[] apply(StreamGraph sg, ClassLoader cl) throws Exception {
        int sources = 0, sinks = 0;
        for (StreamNode node : sg.getStreamNodes()) {
            Object factory = node.getOperatorFactory();
            Object operator = factory instanceof SimpleOperatorFactory
                    ? ((SimpleOperatorFactory<?>) factory).getOperator() : null;
            if (factory instanceof SourceOperatorFactory) {
                Field f = field(SourceOperatorFactory.class, "source");
                f.set(factory, new InertSource<>((Source<?, ?, ?>) f.get(factory)));
                sources++;
            } else if (factory instanceof SinkWriterOperatorFactory || factory instanceof CommitterOperatorFactory) {
                Field f = field(factory.getClass(), "sink");
                try {
                    f.set(factory, inertSink(f.get(factory), cl));
                    sinks++;
                } catch (IllegalArgumentException e) {
                    // interfaces a proxy cannot implement (other loaders): runs as built
                }
            } else if (operator != null && GLOBAL_COMMITTERS.contains(operator.getClass().getName())) {
                Field f = field(operator.getClass(), "committerFactory");
                // a supplier on Flink 1.18 to 1.20, a function of the committer's context on 2.x
                f.set(operator, f.getType() == SerializableSupplier.class
                        ? new InertCommitterSupplier() : new InertCommitterFactory());
                sinks++;
            } else if (operator instanceof StreamSource || operator instanceof StreamSink) {
                Field f = field(AbstractUdfStreamOperator.class, "userFunction");
                Object function = f.get(operator);
                boolean source = operator instanceof StreamSource;
                try {
                    f.set(operator, proxy(function, cl, source ? new LegacySourceHandler(function)
                            : new LegacySinkHandler(function)));
                } catch (IllegalArgumentException e) {
                    continue; // interfaces a proxy cannot implement: runs as built
                }
                if (source) {
                    sources++;
                } else {
                    sinks++;
                }
            }
        }
        return new int[] {sources, sinks};
    }

    /**
     * GlobalCommitterOperator: in Flink 2.x's runtime package; in Flink 1.x's API package, not
     * public before 1.19. (Flink 2's name is split: compiled for 1.x, the bridge's sources have
     * each whole name of a moved class at its 1.x place.)
     */
    private static final Set<String> GLOBAL_COMMITTERS = Set.of(
            "org.apache.flink.streaming.runtime.operators.sink" + ".GlobalCommitterOperator",
            "org.apache.flink.streaming.api.connector.sink2.GlobalCommitterOperator");

    /** The job's function (or sink) behind a proxy of this class; else {@code o} itself. */
    static Object unproxied(Object o) {
        if (o != null && Proxy.isProxyClass(o.getClass())) {
            InvocationHandler h = Proxy.getInvocationHandler(o);
            if (h instanceof Delegating) {
                return ((Delegating) h).target;
            }
        }
        return o;
    }

    /** A proxy of {@code target} with every public interface of its class, handled by {@code h}. */
    private static Object proxy(Object target, ClassLoader cl, Delegating h) {
        Set<Class<?>> interfaces = new LinkedHashSet<>();
        for (Class<?> c = target.getClass(); c != null; c = c.getSuperclass()) {
            collect(c, interfaces);
        }
        // Flink only tests for its own (public) interfaces; a package-private one cannot be proxied.
        interfaces.removeIf(i -> !java.lang.reflect.Modifier.isPublic(i.getModifiers()));
        return Proxy.newProxyInstance(cl, interfaces.toArray(new Class<?>[0]), h);
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
        public SplitEnumerator<S, C> createEnumerator(SplitEnumeratorContext<S> ctx) {
            try {
                return new InertEnumerator<>(source.createEnumerator(ctx));
            } catch (Exception e) {
                // Some enumerators read their input when created (FileSource lists its paths): a
                // path or service only production reaches. The enumerator registers no state of
                // the job's operators; without one the coordinator checkpoints nothing.
                return new InertEnumerator<>(null);
            }
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
            return new EmptyWithoutEnumerator<>(source.getEnumeratorCheckpointSerializer());
        }

        // Flink 2 only: begin
        @Override
        public Set<? extends WatermarkDeclaration> declareWatermarks() {
            return source.declareWatermarks();
        }
        // Flink 2 only: end

        @Override
        public SourceReader<T, S> createReader(SourceReaderContext ctx) {
            return new InertReader<>();
        }
    }

    /** The job's checkpoint serializer; no enumerator's checkpoint (null) is written as no bytes. */
    static final class EmptyWithoutEnumerator<C> implements SimpleVersionedSerializer<C> {
        private final SimpleVersionedSerializer<C> serializer;

        EmptyWithoutEnumerator(SimpleVersionedSerializer<C> serializer) {
            this.serializer = serializer;
        }

        @Override
        public int getVersion() {
            return serializer.getVersion();
        }

        @Override
        public byte[] serialize(C checkpoint) throws java.io.IOException {
            return checkpoint == null ? new byte[0] : serializer.serialize(checkpoint);
        }

        @Override
        public C deserialize(int version, byte[] serialized) throws java.io.IOException {
            return serializer.deserialize(version, serialized);
        }
    }

    /**
     * Assigns nothing; its checkpoint is the unstarted job enumerator's (the coordinator needs
     * one), or none when the job's enumerator could not be created (null).
     */
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
            return enumerator == null ? null : enumerator.snapshotState(checkpointId);
        }

        @Override
        public void close() throws java.io.IOException {
            if (enumerator != null) {
                enumerator.close();
            }
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
     * The job's sink, with every public interface it implements (SupportsWriterState,
     * SupportsCommitter, ...: they decide which state the writer operator registers), whose
     * writers write nothing and whose committers commit nothing.
     */
    static Object inertSink(Object sink, ClassLoader cl) {
        return proxy(sink, cl, new SinkHandler(sink));
    }

    private static void collect(Class<?> c, Set<Class<?>> out) {
        for (Class<?> i : c.getInterfaces()) {
            if (out.add(i)) {
                collect(i, out);
            }
        }
    }

    /** An invocation handler that passes what it does not handle on to the job's object. */
    abstract static class Delegating implements InvocationHandler, Serializable {
        private static final long serialVersionUID = 1L;
        final Object target;

        Delegating(Object target) {
            this.target = target;
        }

        final Object delegate(Method m, Object[] args) throws Throwable {
            try {
                return m.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }

    static final class SinkHandler extends Delegating {
        private static final long serialVersionUID = 1L;

        SinkHandler(Object sink) {
            super(sink);
        }

        @Override
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            switch (m.getName()) {
                case "createWriter":
                case "restoreWriter":
                    return inertWriter();
                case "createCommitter":
                    return new InertCommitter<>();
                default:
                    return delegate(m, args);
            }
        }
    }

    /** Commits nothing: no writer produces a committable, and nothing outside is touched. */
    static final class InertCommitter<C> implements Committer<C> {
        @Override
        public void commit(Collection<CommitRequest<C>> requests) {}

        @Override
        public void close() {}
    }

    /** The global committer's factory on Flink 2.x (its argument: a CommitterInitContext). */
    static final class InertCommitterFactory implements SerializableFunction<Object, Committer<Object>> {
        private static final long serialVersionUID = 1L;

        @Override
        public Committer<Object> apply(Object context) {
            return new InertCommitter<>();
        }
    }

    /** The global committer's factory on Flink 1.18 to 1.20. */
    static final class InertCommitterSupplier implements SerializableSupplier<Committer<Object>> {
        private static final long serialVersionUID = 1L;

        @Override
        public Committer<Object> get() {
            return new InertCommitter<>();
        }
    }

    // ------------------------------------------------------------- legacy sources and sinks

    /**
     * A legacy source function that registers its state (setRuntimeContext, initializeState,
     * open, close) and never runs: run() waits until the job is cancelled.
     */
    static final class LegacySourceHandler extends Delegating {
        private static final long serialVersionUID = 1L;
        private transient boolean cancelled;

        LegacySourceHandler(Object function) {
            super(function);
        }

        @Override
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            if (m.getDeclaringClass() == SourceFunction.class) {
                synchronized (this) {
                    if (m.getName().equals("cancel")) {
                        cancelled = true;
                        notifyAll();
                    } else {
                        while (!cancelled) {
                            wait();
                        }
                    }
                }
                return null;
            }
            return NOT_CALLED.contains(m.getName()) && m.getReturnType() == void.class ? null : delegate(m, args);
        }
    }

    /** A legacy sink function that registers its state (setRuntimeContext, initializeState) only. */
    static final class LegacySinkHandler extends Delegating {
        private static final long serialVersionUID = 1L;

        LegacySinkHandler(Object function) {
            super(function);
        }

        @Override
        public Object invoke(Object proxy, Method m, Object[] args) throws Throwable {
            boolean skipped = m.getDeclaringClass() == SinkFunction.class || NOT_CALLED.contains(m.getName())
                    || m.getName().equals("open") || m.getName().equals("close");
            return skipped && m.getReturnType() == void.class ? null : delegate(m, args);
        }
    }

    /** What neither legacy proxy passes on: a snapshot and checkpoint notifications. */
    private static final Set<String> NOT_CALLED = Set.of("snapshotState", "notifyCheckpointComplete",
            "notifyCheckpointAborted");

    /**
     * The writer interfaces a sink writer operator asks its writer for (it snapshots a stateful
     * writer's state and emits a committing writer's committables): top-level since Flink 1.19,
     * nested in StatefulSink and TwoPhaseCommittingSink on 1.18 to 1.20 (gone in 2.x).
     */
    private static final List<String> WRITER_INTERFACES = List.of(
            "org.apache.flink.api.connector.sink2.SinkWriter",
            "org.apache.flink.api.connector.sink2.StatefulSinkWriter",
            "org.apache.flink.api.connector.sink2.CommittingSinkWriter",
            "org.apache.flink.api.connector.sink2.StatefulSink$StatefulSinkWriter",
            "org.apache.flink.api.connector.sink2.TwoPhaseCommittingSink$PrecommittingSinkWriter");

    /**
     * A writer that writes nothing, with every writer interface of this Flink: its state and its
     * committables are empty lists; every other method does nothing.
     */
    static Object inertWriter() {
        List<Class<?>> interfaces = new ArrayList<>();
        for (String name : WRITER_INTERFACES) {
            try {
                interfaces.add(Class.forName(name, false, Inert.class.getClassLoader()));
            } catch (ClassNotFoundException e) {
                // not in this Flink
            }
        }
        return Proxy.newProxyInstance(Inert.class.getClassLoader(), interfaces.toArray(new Class<?>[0]),
                (proxy, m, args) -> {
                    switch (m.getName()) {
                        case "snapshotState":
                        case "prepareCommit":
                            return new ArrayList<>();
                        case "hashCode":
                            return System.identityHashCode(proxy);
                        case "equals":
                            return proxy == args[0];
                        case "toString":
                            return "InertWriter";
                        default:
                            return null;
                    }
                });
    }
}
