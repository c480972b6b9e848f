package flinkcompat.bridge;

import java.lang.reflect.Field;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.state.StateTtlConfig;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.state.AbstractKeyedStateBackend;
import org.apache.flink.runtime.taskexecutor.TaskExecutor;
import org.apache.flink.runtime.taskexecutor.slot.TaskSlotTable;
import org.apache.flink.runtime.taskmanager.Task;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.AbstractStreamOperatorV2;
import org.apache.flink.streaming.api.operators.StreamOperator;
import org.apache.flink.streaming.runtime.tasks.OperatorChain;
import org.apache.flink.streaming.runtime.tasks.StreamOperatorWrapper;
import org.apache.flink.streaming.runtime.tasks.StreamTask;

/**
 * The {@code StateTtlConfig} of every keyed state with TTL, read from the running job: a
 * savepoint records only that a state has TTL (its serializer), the configuration lives in the
 * state objects the backend created from the job's descriptors ({@code AbstractTtlDecorator}, by
 * name: it is package-private in Flink 1.x).
 * Read-only, by reflection into the MiniCluster's tasks (same JVM), once every task is RUNNING
 * (every state declared in open()/initializeState() is registered) and before the savepoint; the
 * job's code is not touched. Anything not found (another Flink's internals, a backend that is
 * not an {@link AbstractKeyedStateBackend}) leaves the TTL unknown, as before.
 */
final class Ttl {
    private Ttl() {}

    private static final Class<?> TTL_DECORATOR = decorator();

    private static Class<?> decorator() {
        try {
            return Class.forName("org.apache.flink.runtime.state.ttl.AbstractTtlDecorator", false, Ttl.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            return Void.class; // another Flink's internals: no state is recognised as having TTL
        }
    }

    /** Operator ID → state name → {ttl_ms, update_type, visibility}; empty when not readable. */
    static Map<String, Map<String, Object>> declared(MiniCluster mc, JobID jobId) {
        Map<String, Map<String, Object>> out = new LinkedHashMap<>();
        try {
            for (StreamTask<?, ?> task : streamTasks(mc, jobId)) {
                for (StreamOperator<?> op : operators(task)) {
                    add(op, out);
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            return new LinkedHashMap<>(); // internals of another Flink: TTL stays unknown
        }
        return out;
    }

    /** The job's running stream tasks in the MiniCluster (same JVM), by reflection into its internals. */
    static List<StreamTask<?, ?>> streamTasks(MiniCluster mc, JobID jobId) throws ReflectiveOperationException {
        List<StreamTask<?, ?>> out = new java.util.ArrayList<>();
        for (Object te : (List<?>) field(MiniCluster.class, "taskManagers").get(mc)) {
            TaskSlotTable<?> slots = (TaskSlotTable<?>) field(TaskExecutor.class, "taskSlotTable").get(te);
            for (Iterator<?> tasks = slots.getTasks(jobId); tasks.hasNext(); ) {
                Object invokable = field(Task.class, "invokable").get(tasks.next());
                if (invokable instanceof StreamTask) {
                    out.add((StreamTask<?, ?>) invokable);
                }
            }
        }
        return out;
    }

    /** A running stream task's operators (its chain). */
    static List<StreamOperator<?>> operators(StreamTask<?, ?> task) throws ReflectiveOperationException {
        List<StreamOperator<?>> out = new java.util.ArrayList<>();
        OperatorChain<?, ?> chain = (OperatorChain<?, ?>) field(StreamTask.class, "operatorChain").get(task);
        for (StreamOperatorWrapper<?, ?> w : chain.getAllOperators()) {
            out.add(w.getStreamOperator());
        }
        return out;
    }

    /** A running operator's keyed states by name (its keyed backend's state objects), or null
     * when it has no keyed backend Flink's internals are known of. */
    static Map<?, ?> keyedStates(StreamOperator<?> op) throws ReflectiveOperationException {
        Object backend = op instanceof AbstractStreamOperator ? ((AbstractStreamOperator<?>) op).getKeyedStateBackend()
                : op instanceof AbstractStreamOperatorV2 ? ((AbstractStreamOperatorV2<?>) op).getKeyedStateBackend()
                : null;
        if (!(backend instanceof AbstractKeyedStateBackend)) {
            return null;
        }
        return (Map<?, ?>) field(AbstractKeyedStateBackend.class, "keyValueStatesByName").get(backend);
    }

    private static void add(StreamOperator<?> op, Map<String, Map<String, Object>> out)
            throws ReflectiveOperationException {
        Map<?, ?> states = keyedStates(op);
        if (states == null) {
            return;
        }
        Map<String, Object> ttls = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : states.entrySet()) {
            Object state = unwrapped(e.getValue());
            if (TTL_DECORATOR.isInstance(state)) {
                StateTtlConfig c = (StateTtlConfig) field(TTL_DECORATOR, "config").get(state);
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("ttl_ms", c.getTimeToLive().toMillis()); // Flink 1.19 on
                // Flink 1.18: t.put("ttl_ms", c.getTtl().toMilliseconds());
                t.put("update_type", c.getUpdateType().name());
                t.put("visibility", c.getStateVisibility().name());
                ttls.put((String) e.getKey(), t);
            }
        }
        if (!ttls.isEmpty()) {
            out.putIfAbsent(op.getOperatorID().toHexString(), ttls);
        }
    }

    /** The state under Flink's latency- or size-tracking wrappers (field {@code original}), if any. */
    private static Object unwrapped(Object state) throws IllegalAccessException {
        for (int depth = 0; depth < 4 && state != null && !TTL_DECORATOR.isInstance(state); depth++) {
            Field original = null;
            for (Class<?> c = state.getClass(); c != null && original == null; c = c.getSuperclass()) {
                for (Field f : c.getDeclaredFields()) {
                    if (f.getName().equals("original")) {
                        original = f;
                    }
                }
            }
            if (original == null) {
                break;
            }
            original.setAccessible(true);
            state = original.get(state);
        }
        return state;
    }

    private static Field field(Class<?> c, String name) throws NoSuchFieldException {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }
}
