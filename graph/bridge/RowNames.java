package flinkcompat.bridge;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.typeutils.CompositeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.base.ListSerializer;
import org.apache.flink.api.common.typeutils.base.MapSerializer;
import org.apache.flink.api.java.typeutils.runtime.RowSerializer;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.state.internal.InternalKvState;
import org.apache.flink.streaming.api.operators.StreamOperator;
import org.apache.flink.streaming.runtime.tasks.StreamTask;

/**
 * The field names of every named Row in a keyed state's serializer (rule ROW_FIELDS_REORDERED):
 * RowSerializer writes a Row's fields by position and its snapshot records no names, but the
 * serializer the job's RowTypeInfo made holds them ({@code positionByName}), and a Row read back
 * takes its names from the new serializer: a name that moves to another position reads another
 * field's values. Read as {@link Ttl} reads TTL, from the running job's state objects.
 *
 * <p>Each Row is named by its path in the state's value serializer, as the checker's snapshot
 * walk names it: {@code ""} for the value itself, {@code "element"} of a list, {@code "key"} and
 * {@code "value"} of a map, {@code "value"} inside a TTL wrapper, {@code "f0"}, {@code "f1"}, …
 * of a Row's fields. Rows inside other serializers (tuples, POJOs) are not followed.
 */
final class RowNames {
    private RowNames() {}

    private static final int MAX_DEPTH = 6;

    /** Operator ID → state name → path → the Row's field names in position order; empty when not readable. */
    static Map<String, Map<String, Map<String, List<String>>>> declared(MiniCluster mc, JobID jobId) {
        Map<String, Map<String, Map<String, List<String>>>> out = new LinkedHashMap<>();
        try {
            for (StreamTask<?, ?> task : Ttl.streamTasks(mc, jobId)) {
                for (StreamOperator<?> op : Ttl.operators(task)) {
                    add(op, out);
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            return new LinkedHashMap<>();  // another Flink's internals: no names, nothing compared
        }
        return out;
    }

    private static void add(StreamOperator<?> op, Map<String, Map<String, Map<String, List<String>>>> out)
            throws ReflectiveOperationException {
        Map<?, ?> states = Ttl.keyedStates(op);
        if (states == null) {
            return;
        }
        Map<String, Map<String, List<String>>> byState = new LinkedHashMap<>();
        for (Map.Entry<?, ?> e : states.entrySet()) {
            if (!(e.getValue() instanceof InternalKvState)) {
                continue;
            }
            Map<String, List<String>> rows = new LinkedHashMap<>();
            rows(((InternalKvState<?, ?, ?>) e.getValue()).getValueSerializer(), "", rows, 0);
            if (!rows.isEmpty()) {
                byState.put((String) e.getKey(), rows);
            }
        }
        if (!byState.isEmpty()) {
            out.putIfAbsent(op.getOperatorID().toHexString(), byState);
        }
    }

    private static void rows(TypeSerializer<?> s, String path, Map<String, List<String>> out, int depth)
            throws ReflectiveOperationException {
        if (s == null || depth > MAX_DEPTH) {
            return;
        }
        if (s instanceof RowSerializer) {
            Map<?, ?> names = (Map<?, ?>) field(RowSerializer.class, "positionByName").get(s);
            TypeSerializer<?>[] fields = (TypeSerializer<?>[]) field(RowSerializer.class, "fieldSerializers").get(s);
            if (names != null && names.size() == fields.length) {
                List<String> ordered = new ArrayList<>(java.util.Collections.nCopies(fields.length, (String) null));
                for (Map.Entry<?, ?> n : names.entrySet()) {
                    ordered.set((Integer) n.getValue(), (String) n.getKey());
                }
                out.put(path, ordered);
            }
            for (int i = 0; i < fields.length; i++) {
                rows(fields[i], child(path, "f" + i), out, depth + 1);
            }
        } else if (s instanceof ListSerializer) {
            rows(((ListSerializer<?>) s).getElementSerializer(), child(path, "element"), out, depth + 1);
        } else if (s instanceof MapSerializer) {
            rows(((MapSerializer<?, ?>) s).getKeySerializer(), child(path, "key"), out, depth + 1);
            rows(((MapSerializer<?, ?>) s).getValueSerializer(), child(path, "value"), out, depth + 1);
        } else if (s instanceof CompositeSerializer && s.getClass().getName().endsWith("TtlSerializer")) {
            // TtlStateFactory.TtlSerializer: (last access timestamp, the value)
            TypeSerializer<?>[] fields = (TypeSerializer<?>[]) field(CompositeSerializer.class, "fieldSerializers").get(s);
            if (fields.length == 2) {
                rows(fields[1], child(path, "value"), out, depth + 1);
            }
        }
    }

    private static String child(String path, String role) {
        return path.isEmpty() ? role : path + "." + role;
    }

    private static Field field(Class<?> c, String name) throws NoSuchFieldException {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }
}
