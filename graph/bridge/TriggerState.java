package flinkcompat.bridge;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.state.StateDescriptor;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.StreamOperator;
import org.apache.flink.streaming.api.windowing.triggers.Trigger;
import org.apache.flink.streaming.runtime.tasks.StreamTask;

/**
 * A window trigger's state: a trigger obtains it through its TriggerContext
 * ({@code ctx.getPartitionedState(descriptor)}, in onElement or onMerge), namespaced by the
 * window, on the first record. The discovery run sees no record, so its savepoint would have none
 * of it; Flink's triggers (CountTrigger's "count", ContinuousEventTimeTrigger's "fire-time",
 * DeltaTrigger's "last-element") and, by convention, a job's own keep the descriptor in a field.
 * Each running window operator's trigger (and the triggers it holds, PurgingTrigger's nested one)
 * has every StateDescriptor of its fields obtained as its context would: the keyed backend's
 * {@code getOrCreateKeyedState(windowSerializer, descriptor)}, in the task's thread, before the
 * savepoint. A descriptor the trigger makes in its methods is not seen.
 */
final class TriggerState {
    private TriggerState() {}

    private static final String WINDOW_OPERATOR = "org.apache.flink.streaming.runtime.operators.windowing.WindowOperator";
    /** How deep a trigger's fields are followed (PurgingTrigger(CountTrigger) is 2). */
    private static final int MAX_DEPTH = 4;

    /**
     * By operator ID of each window operator whose trigger holds state descriptors:
     * {"registered": {state name: "trigger &lt;class&gt;"}} or {"failed": why}.
     */
    static Map<String, Object> register(MiniCluster mc, JobID jobId, long deadline) {
        Map<String, Object> out = new LinkedHashMap<>();
        List<StreamTask<?, ?>> tasks;
        try {
            tasks = Ttl.streamTasks(mc, jobId);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            return out;  // (no task reached: no trigger is known to hold state either)
        }
        for (StreamTask<?, ?> task : tasks) {
            List<StreamOperator<?>> operators;
            try {
                operators = Ttl.operators(task);
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                continue;
            }
            for (StreamOperator<?> op : operators) {
                Class<?> window = windowOperatorClass(op.getClass());
                String id = op.getOperatorID().toHexString();
                if (window == null || out.containsKey(id)) {
                    continue;
                }
                try {
                    Object trigger = field(window, "trigger").get(op);
                    Map<String, String> names = new TreeMap<>();
                    List<StateDescriptor<?, ?>> descriptors = new ArrayList<>();
                    descriptorsOf(trigger, descriptors, names, 0, new IdentityHashMap<>());
                    if (descriptors.isEmpty()) {
                        continue;
                    }
                    LazySites.inMailbox(task, () -> {
                        for (StateDescriptor<?, ?> d : descriptors) {
                            obtainPerWindow(op, d);
                        }
                        return null;
                    }, deadline);
                    out.put(id, Map.of("registered", names));
                } catch (Exception | LinkageError e) {
                    out.put(id, Map.of("failed", Bridge.describe(e)));
                }
            }
        }
        return out;
    }

    /** Obtains {@code d} in window operator {@code op}'s keyed backend, namespaced by its windows (what
     * a trigger's context, and a window function's windowState(), obtain); in the task's thread. */
    static void obtainPerWindow(Object op, StateDescriptor<?, ?> d) throws Exception {
        Class<?> window = windowOperatorClass(op.getClass());
        if (window == null) {
            throw new IllegalStateException(op.getClass().getName() + " is not a window operator");
        }
        TypeSerializer<?> namespace = (TypeSerializer<?>) field(window, "windowSerializer").get(op);
        ((AbstractStreamOperator<?>) op).getKeyedStateBackend().getOrCreateKeyedState(namespace, d);
    }

    private static Class<?> windowOperatorClass(Class<?> c) {
        for (; c != null; c = c.getSuperclass()) {
            if (c.getName().equals(WINDOW_OPERATOR)) {
                return c;
            }
        }
        return null;
    }

    /** The state descriptors in the fields of {@code trigger} and of the triggers it holds. */
    private static void descriptorsOf(Object trigger, List<StateDescriptor<?, ?>> out, Map<String, String> names,
                                      int depth, IdentityHashMap<Object, Boolean> seen) throws IllegalAccessException {
        if (trigger == null || depth > MAX_DEPTH || seen.put(trigger, Boolean.TRUE) != null) {
            return;
        }
        for (Class<?> c = trigger.getClass(); c != null && !c.getName().startsWith("java."); c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                Object value = f.get(trigger);
                if (value instanceof StateDescriptor) {
                    StateDescriptor<?, ?> d = (StateDescriptor<?, ?>) value;
                    out.add(d);
                    names.put(d.getName(), "trigger " + Behaviour.className(trigger.getClass()));
                } else if (value instanceof Trigger) {
                    descriptorsOf(value, out, names, depth + 1, seen);
                }
            }
        }
    }

    private static Field field(Class<?> c, String name) throws NoSuchFieldException {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }
}
