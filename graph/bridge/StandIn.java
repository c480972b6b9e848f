package flinkcompat.bridge;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.apache.flink.api.common.functions.WrappingFunction;
import org.apache.flink.runtime.execution.ExecutionState;
import org.apache.flink.runtime.executiongraph.AccessExecutionJobVertex;
import org.apache.flink.runtime.executiongraph.AccessExecutionVertex;
import org.apache.flink.runtime.executiongraph.ErrorInfo;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.JobVertex;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.streaming.api.graph.StreamConfig;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.OneInputStreamOperator;
import org.apache.flink.streaming.api.operators.SimpleOperatorFactory;
import org.apache.flink.streaming.api.operators.StreamOperator;
import org.apache.flink.streaming.api.operators.StreamOperatorFactory;
import org.apache.flink.streaming.api.operators.StreamSource;
import org.apache.flink.streaming.api.operators.TwoInputStreamOperator;
import org.apache.flink.streaming.api.operators.UdfStreamOperatorFactory;
import org.apache.flink.streaming.api.operators.legacy.YieldingOperatorFactory;
import org.apache.flink.streaming.runtime.streamrecord.StreamRecord;

/**
 * Salvages a discovery run that failed because an operator could not be opened (a function whose
 * open() or initializeState() connects somewhere): the failed operator is found (the failed task,
 * and in its chain the operator whose job code is on the failure's stack) and replaced in the
 * StreamGraph by a stand-in that registers no state and processes nothing, for a re-run.
 *
 * <p>A stand-in keeps the operator's ID and chain: Flink's {@code StreamGraphHasherV2} hashes a
 * node's uid, or else its position, its chained outputs and its inputs' hashes; whether an edge
 * chains ({@code StreamingJobGraphGenerator.areOperatorsChainable}) depends on the factories'
 * chaining strategy, on whether the downstream factory is a {@code YieldingOperatorFactory} and
 * on whether the upstream head is a legacy source or a {@code SourceOperatorFactory}, never on the
 * operator's class. The stand-in's factory keeps all four; the bridge still checks that the
 * re-run's JobGraph has the reported operator IDs.
 */
final class StandIn {
    private StandIn() {}

    /** An operator taken out of the discovery run: why its state is unknown. */
    static final class Replaced {
        final String operatorId;
        final String function;
        final String failure;

        Replaced(String operatorId, String function, String failure) {
            this.operatorId = operatorId;
            this.function = function;
            this.failure = failure;
        }

        Map<String, Object> toJson() {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("operator_id", operatorId);
            m.put("function", function);
            m.put("failure", failure);
            return m;
        }
    }

    /**
     * Replaces the operators the failed tasks could not open by stand-ins; what was replaced
     * (empty: nothing could be attributed or stood in for, a re-run would fail the same way).
     */
    static List<Replaced> replaceFailed(Iterable<? extends AccessExecutionJobVertex> vertices, JobGraph jg,
            StreamGraph sg, ClassLoader cl, Set<Integer> replacedNodes) {
        List<Replaced> out = new ArrayList<>();
        for (AccessExecutionJobVertex v : vertices) {
            Optional<ErrorInfo> error = Optional.empty();
            for (AccessExecutionVertex ev : v.getTaskVertices()) {
                if (ev.getExecutionState() == ExecutionState.FAILED && ev.getFailureInfo().isPresent()) {
                    error = ev.getFailureInfo();
                    break;
                }
            }
            if (error.isEmpty()) {
                continue;
            }
            Throwable failure = error.get().getException();
            JobVertex vertex = jg.findVertexByID(v.getJobVertexId());
            Map<Integer, StreamConfig> chain = new StreamConfig(vertex.getConfiguration())
                    .getTransitiveChainedTaskConfigsWithSelf(cl);
            // The operator whose job code is innermost on the failure's stack; else the whole chain.
            Map<Integer, String> culprits = culprits(failure, chain.keySet(), sg, cl);
            for (Map.Entry<Integer, String> c : culprits.entrySet()) {
                StreamNode node = sg.getStreamNode(c.getKey());
                if (replacedNodes.contains(node.getId())) {
                    continue;
                }
                StreamOperatorFactory<?> standIn = standInFor(node.getOperatorFactory(), cl);
                if (standIn == null) {
                    continue;
                }
                setFactory(node, standIn);
                replacedNodes.add(node.getId());
                out.add(new Replaced(chain.get(c.getKey()).getOperatorID().toHexString(), c.getValue(),
                        Bridge.describe(failure)));
            }
        }
        return out;
    }

    /**
     * Stream node → the job's method that failed: the node of the chain whose job classes own the
     * innermost matching frame of the failure (deepest cause first); when no frame is one of the
     * chain's job classes, every node of the chain, with the innermost frame of job code.
     */
    static Map<Integer, String> culprits(Throwable failure, Set<Integer> chain, StreamGraph sg, ClassLoader cl) {
        Map<Integer, Set<String>> classes = new LinkedHashMap<>();
        for (Integer id : chain) {
            classes.put(id, jobClasses(sg.getStreamNode(id).getOperatorFactory(), cl));
        }
        List<Throwable> causes = new ArrayList<>();
        for (Throwable t = failure; t != null && !causes.contains(t); t = t.getCause()) {
            causes.add(0, t);
        }
        for (Throwable t : causes) {
            for (StackTraceElement f : t.getStackTrace()) {
                for (Map.Entry<Integer, Set<String>> e : classes.entrySet()) {
                    for (String c : e.getValue()) {
                        if (f.getClassName().equals(c) || f.getClassName().startsWith(c + "$")) {
                            Map<Integer, String> one = new LinkedHashMap<>();
                            one.put(e.getKey(), f.getClassName() + "." + f.getMethodName());
                            return one;
                        }
                    }
                }
            }
        }
        Map<Integer, String> all = new LinkedHashMap<>();
        for (Integer id : chain) {
            all.put(id, Bridge.userFrame(failure));
        }
        return all;
    }

    /**
     * The classes of the job's own code (see {@link #isJobClass}) an operator runs:
     * its user function and the functions it wraps, its operator and factory classes, each with
     * its superclasses; a lambda by its defining class.
     */
    static Set<String> jobClasses(StreamOperatorFactory<?> factory, ClassLoader cl) {
        Set<String> out = new LinkedHashSet<>();
        if (factory instanceof UdfStreamOperatorFactory) {
            Object fn = Inert.unproxied(((UdfStreamOperatorFactory<?>) factory).getUserFunction());
            while (fn != null) {
                addHierarchy(fn.getClass(), out);
                fn = fn instanceof WrappingFunction ? Inert.unproxied(((WrappingFunction<?>) fn).getWrappedFunction())
                        : null;
            }
        }
        addHierarchy(factory.getStreamOperatorClass(cl), out);
        addHierarchy(factory.getClass(), out);
        return out;
    }

    private static void addHierarchy(Class<?> c, Set<String> out) {
        for (; c != null; c = c.getSuperclass()) {
            if (isJobClass(c)) {
                String name = c.getName();
                int lambda = name.indexOf("$$Lambda");
                out.add(lambda >= 0 ? name.substring(0, lambda) : name);
            }
        }
    }

    /**
     * Whether {@code c} is the job's own: defined by the job's class loader (or one below it),
     * not by the loader of Flink and the bridge or one of its parents. (The program's loader is
     * a wrapper that delegates; the classes' defining loader is the one it wraps.)
     */
    static boolean isJobClass(Class<?> c) {
        ClassLoader loader = c.getClassLoader();
        for (ClassLoader l = StandIn.class.getClassLoader(); l != null; l = l.getParent()) {
            if (l == loader) {
                return false;
            }
        }
        return loader != null;
    }

    /** A factory of a stand-in for the operator {@code original} makes; null if there is none. */
    static StreamOperatorFactory<?> standInFor(StreamOperatorFactory<?> original, ClassLoader cl) {
        Class<?> op = original.getStreamOperatorClass(cl);
        StreamOperator<Object> standIn;
        if (original.isLegacySource()) {
            standIn = new StreamSource<>(new IdleSource());
        } else if (TwoInputStreamOperator.class.isAssignableFrom(op)) {
            standIn = new TwoInputs();
        } else if (OneInputStreamOperator.class.isAssignableFrom(op)) {
            standIn = new OneInput();
        } else {
            return null; // a FLIP-27 source or a multiple-input operator: not stood in for
        }
        SimpleOperatorFactory<Object> f = original instanceof YieldingOperatorFactory
                ? new Yielding(standIn) : SimpleOperatorFactory.of(standIn);
        f.setChainingStrategy(original.getChainingStrategy());
        return f;
    }

    /** {@code StreamNode.setOperatorFactory}, which Flink 1.x does not have (the field is the same). */
    private static void setFactory(StreamNode node, StreamOperatorFactory<?> factory) {
        try {
            java.lang.reflect.Field f = StreamNode.class.getDeclaredField("operatorFactory");
            f.setAccessible(true);
            f.set(node, factory);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot replace the operator of " + node.getOperatorName(), e);
        }
    }

    /** A factory that is a YieldingOperatorFactory, as the replaced one was (it decides chaining). */
    static final class Yielding extends SimpleOperatorFactory<Object> implements YieldingOperatorFactory<Object> {
        private static final long serialVersionUID = 1L;

        Yielding(StreamOperator<Object> operator) {
            super(operator);
        }
    }

    static final class OneInput extends AbstractStreamOperator<Object> implements OneInputStreamOperator<Object, Object> {
        private static final long serialVersionUID = 1L;

        @Override
        public void processElement(StreamRecord<Object> element) {}
    }

    static final class TwoInputs extends AbstractStreamOperator<Object>
            implements TwoInputStreamOperator<Object, Object, Object> {
        private static final long serialVersionUID = 1L;

        @Override
        public void processElement1(StreamRecord<Object> element) {}

        @Override
        public void processElement2(StreamRecord<Object> element) {}
    }

    /** A legacy source that emits nothing until the job is cancelled. */
    static final class IdleSource implements SourceFunction<Object> {
        private static final long serialVersionUID = 1L;
        private transient boolean cancelled;

        @Override
        public synchronized void run(SourceContext<Object> ctx) throws InterruptedException {
            while (!cancelled) {
                wait();
            }
        }

        @Override
        public synchronized void cancel() {
            cancelled = true;
            notifyAll();
        }
    }
}
