package flinkcompat.bridge;

import java.io.DataInputStream;
import java.io.IOException;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshotSerializationUtil;
import org.apache.flink.api.java.tuple.Tuple;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.runtime.state.KeyGroupRangeAssignment;
import org.apache.flink.types.Row;

/**
 * Decodes state values with Flink's own serializers: each group of the request names serializer
 * snapshots as a savepoint holds them ({@code writeSerializerSnapshot}'s bytes), restores their
 * serializers (the job's JAR on the class path, for the user's classes) and reads its values.
 * What Python cannot read (a custom {@code TypeSerializer}, a class Kryo writes with a serializer
 * of the job's, Kryo inside a Scala type) is read here, as Flink reads it at restore.
 *
 * <pre>Values OUT.json JAR|"" REQUEST</pre>
 *
 * REQUEST (big-endian): int group count; per group: int mode, int snapshot count, per snapshot
 * int length and bytes, int value count, per value int length and bytes. Modes:
 * <ul>
 *   <li>0 a whole value of snapshot 0 (every byte read);
 *   <li>1 a list value as RocksDB and the canonical savepoint format write it: elements of
 *       snapshot 0, separated by one ',' byte;
 *   <li>2 a map entry's value: a null flag byte, then a value of snapshot 0 unless null;
 *   <li>3 a composite key after its key group: key (snapshot 0), namespace (snapshot 1), each
 *       followed by its length when both are of variable length (mode 3 + {@link #AMBIGUOUS}),
 *       then the map's user key (snapshot 2, an empty snapshot when none): [key, namespace, user
 *       key or null];
 *   <li>4 a key group of the heap layout (after its index; decompressed), which has no lengths:
 *       the key (snapshot 0), then per state of the meta information its namespace and state
 *       serializers (snapshots 2i+1 and 2i+2; a timer state: an empty namespace snapshot and its
 *       timer serializer). What it returns is not values but the frame: per entry [state index,
 *       start, end of namespace, end of key, end of state] or, for a timer, [state index, start,
 *       end] (byte positions in the key group).
 *   <li>5 a key's key group: a value is an int max parallelism, then a key of snapshot 0 (every
 *       byte read); what it returns is the key group Flink puts that key in with the job's classes
 *       ({@code KeyGroupRangeAssignment.assignToKeyGroup}: the murmur hash of its hashCode).
 * </ul>
 * OUT: {"groups": [{"error": null or why the serializers could not be restored, "serializers":
 * [class...], "values": [value or {"@error": why}, ...]}]}. Objects become JSON as flink-compat
 * shows Python-decoded values: POJOs and other objects {"@class": name, field: value...}, Tuples
 * lists, byte[] {"bytes_hex": ...}, maps with other than string keys lists of [key, value],
 * enums their name, BigInteger and BigDecimal exact strings.
 */
public final class Values {
    private Values() {}

    /** Mode flag (added to mode 3): the key's and namespace's lengths follow each of them. */
    static final int AMBIGUOUS = 16;
    private static final int MAX_DEPTH = 64;

    public static void main(String[] argv) throws Exception {
        ClassLoader parent = Values.class.getClassLoader();
        URLClassLoader cl = JobJar.loader(JobJar.archives(argv[1]), parent);  // the JAR and its lib/*.jar
        Thread.currentThread().setContextClassLoader(cl);  // Kryo resolves classes with it
        List<Object> groups = new ArrayList<>();
        try (DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(
                Files.newInputStream(Paths.get(argv[2]))))) {
            int count = in.readInt();
            for (int g = 0; g < count; g++) {
                groups.add(group(in, cl));
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("groups", groups);
        Files.write(Paths.get(argv[0]), Json.write(out).getBytes(StandardCharsets.UTF_8));
    }

    private static Map<String, Object> group(DataInputStream in, ClassLoader cl) throws IOException {
        int mode = in.readInt();
        int n = in.readInt();
        List<TypeSerializer<Object>> serializers = new ArrayList<>();
        List<Object> names = new ArrayList<>();
        String error = null;
        for (int i = 0; i < n; i++) {
            byte[] snapshot = bytes(in);
            if (snapshot.length == 0) {
                serializers.add(null);  // none (a composite key without user key)
                names.add(null);
                continue;
            }
            try {
                TypeSerializer<Object> serializer = snapshot(snapshot, cl).restoreSerializer();
                serializers.add(serializer);
                names.add(serializer.getClass().getName());
            } catch (Exception | LinkageError e) {
                error = error != null ? error : "cannot restore the serializer of snapshot " + i + ": " + describe(e);
                serializers.add(null);
                names.add(null);
            }
        }
        int values = in.readInt();
        List<Object> decoded = new ArrayList<>(values);
        for (int v = 0; v < values; v++) {
            byte[] b = bytes(in);
            if (error != null) {
                continue;
            }
            try {
                decoded.add(decode(mode, serializers, b));
            } catch (Exception | LinkageError | StackOverflowError e) {
                Map<String, Object> failed = new LinkedHashMap<>();
                failed.put("@error", describe(e));
                decoded.add(failed);
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("error", error);
        out.put("serializers", names);
        out.put("values", error != null ? new ArrayList<>() : decoded);
        return out;
    }

    private static Object decode(int mode, List<TypeSerializer<Object>> s, byte[] b) throws IOException {
        DataInputDeserializer in = new DataInputDeserializer(b);
        switch (mode & 15) {
            case 0: {
                Object value = plain(s.get(0).deserialize(in));
                whole(in);
                return value;
            }
            case 1: {
                List<Object> elements = new ArrayList<>();
                while (in.available() > 0) {
                    elements.add(plain(s.get(0).deserialize(in)));
                    if (in.available() > 0 && in.readByte() != ',') {
                        throw new IOException("expected the list delimiter ',' at byte " + (b.length - in.available() - 1));
                    }
                }
                return elements;
            }
            case 2: {
                Object value = in.readBoolean() ? null : plain(s.get(0).deserialize(in));
                whole(in);
                return value;
            }
            case 3: {
                boolean ambiguous = (mode & AMBIGUOUS) != 0;
                List<Object> parts = new ArrayList<>();
                int start = in.getPosition();
                parts.add(plain(s.get(0).deserialize(in)));
                if (ambiguous) {
                    in.skipBytesToRead(lengthBytes(in.getPosition() - start));
                }
                start = in.getPosition();
                parts.add(plain(s.get(1).deserialize(in)));
                if (ambiguous) {
                    in.skipBytesToRead(lengthBytes(in.getPosition() - start));
                }
                parts.add(s.size() > 2 && s.get(2) != null ? plain(s.get(2).deserialize(in)) : null);
                whole(in);
                return parts;
            }
            case 4:
                return heapFrame(s, in);
            case 5: {
                int maxParallelism = in.readInt();
                Object key = s.get(0).deserialize(in);
                whole(in);
                return KeyGroupRangeAssignment.assignToKeyGroup(key, maxParallelism);
            }
            default:
                throw new IOException("unknown mode " + mode);
        }
    }

    /** The entries of a heap key group ({@code HeapSnapshotStrategy}: per state its id, a count, the entries). */
    private static List<Object> heapFrame(List<TypeSerializer<Object>> s, DataInputDeserializer in) throws IOException {
        int states = (s.size() - 1) / 2;
        List<Object> entries = new ArrayList<>();
        for (int n = 0; n < states; n++) {
            int id = in.readShort();
            if (id < 0 || id >= states) {
                throw new IOException("state id " + id + " at byte " + (in.getPosition() - 2) + ", " + states + " states");
            }
            int count = in.readInt();
            TypeSerializer<Object> namespace = s.get(2 * id + 1);
            TypeSerializer<Object> state = s.get(2 * id + 2);
            for (int i = 0; i < count; i++) {
                List<Object> frame = new ArrayList<>();
                frame.add(id);
                frame.add(in.getPosition());
                if (namespace != null) {
                    namespace.deserialize(in);
                    frame.add(in.getPosition());
                    s.get(0).deserialize(in);
                    frame.add(in.getPosition());
                }
                state.deserialize(in);
                frame.add(in.getPosition());
                entries.add(frame);
            }
        }
        whole(in);
        return entries;
    }

    /**
     * How many bytes the length of a composite key's part takes, written after the part when key
     * and namespace are both of variable length ({@code CompositeKeySerializationUtils
     * .writeVariableIntBytes}: base 256, low byte first, at least one byte).
     */
    private static int lengthBytes(int length) {
        int n = 1;
        while ((length >>>= 8) != 0) {
            n++;
        }
        return n;
    }

    private static void whole(DataInputDeserializer in) throws IOException {
        if (in.available() > 0) {
            throw new IOException(in.available() + " bytes left after the value");
        }
    }

    /** A snapshot as {@code TypeSerializerSnapshotSerializationUtil.writeSerializerSnapshot} wrote it. */
    static TypeSerializerSnapshot<Object> snapshot(byte[] bytes, ClassLoader cl) throws IOException {
        return TypeSerializerSnapshotSerializationUtil.readSerializerSnapshot(new DataInputDeserializer(bytes), cl);
    }

    static byte[] bytes(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0) {
            throw new IOException("negative length " + n);
        }
        byte[] b = new byte[n];
        in.readFully(b);
        return b;
    }

    static String describe(Throwable e) {
        String message = e.getMessage();
        return e.getClass().getName() + (message == null ? "" : ": " + message.split("\n", 2)[0]);
    }

    static Object plain(Object o) {
        return plain(o, 0, new IdentityHashMap<>());
    }

    /** ``o`` as JSON data (maps, lists, strings, numbers, booleans, null). */
    private static Object plain(Object o, int depth, IdentityHashMap<Object, Boolean> path) {
        if (o == null || o instanceof String || o instanceof Boolean || o instanceof Integer || o instanceof Long
                || o instanceof Short || o instanceof Byte) {
            return o;
        }
        if (o instanceof Double || o instanceof Float) {
            double d = ((Number) o).doubleValue();
            return Double.isFinite(d) ? o : o.toString();
        }
        if (o instanceof Character || o instanceof BigInteger || o instanceof BigDecimal) {
            return o.toString();
        }
        if (o instanceof Enum) {
            return ((Enum<?>) o).name();
        }
        if (o instanceof byte[]) {
            StringBuilder hex = new StringBuilder();
            for (byte x : (byte[]) o) {
                hex.append(String.format("%02x", x & 0xff));
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("bytes_hex", hex.toString());
            return out;
        }
        if (depth >= MAX_DEPTH || path.containsKey(o)) {
            return "<" + o.getClass().getName() + " nested too deep or in a cycle>";
        }
        path.put(o, Boolean.TRUE);
        try {
            return structure(o, depth + 1, path);
        } finally {
            path.remove(o);
        }
    }

    private static Object structure(Object o, int depth, IdentityHashMap<Object, Boolean> path) {
        List<Object> items = new ArrayList<>();
        if (o.getClass().isArray()) {
            for (int i = 0; i < Array.getLength(o); i++) {
                items.add(plain(Array.get(o, i), depth, path));
            }
            return items;
        }
        if (o instanceof Tuple) {
            Tuple t = (Tuple) o;
            for (int i = 0; i < t.getArity(); i++) {
                items.add(plain(t.getField(i), depth, path));
            }
            return items;
        }
        if (o instanceof Row) {
            Row r = (Row) o;
            for (int i = 0; i < r.getArity(); i++) {
                items.add(plain(r.getField(i), depth, path));
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("kind", r.getKind().shortString());
            out.put("fields", items);
            return out;
        }
        if (o instanceof Map) {
            Map<?, ?> m = (Map<?, ?>) o;
            boolean named = m.keySet().stream().allMatch(k -> k instanceof String);
            Map<String, Object> out = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                if (named) {
                    out.put((String) e.getKey(), plain(e.getValue(), depth, path));
                } else {
                    List<Object> pair = new ArrayList<>();
                    pair.add(plain(e.getKey(), depth, path));
                    pair.add(plain(e.getValue(), depth, path));
                    items.add(pair);
                }
            }
            return named ? out : items;
        }
        if (o instanceof Collection) {
            for (Object x : (Collection<?>) o) {
                items.add(plain(x, depth, path));
            }
            return items;
        }
        String name = o.getClass().getName();
        if (name.equals("org.apache.flink.runtime.state.VoidNamespace")) {
            return "VOID_NAMESPACE";  // as flink-compat shows the namespaces it reads itself
        }
        if (name.equals("org.apache.flink.streaming.api.windowing.windows.TimeWindow")) {
            Map<String, Object> window = new LinkedHashMap<>();
            window.put("start", field(o, "start"));
            window.put("end", field(o, "end"));
            return window;
        }
        if (name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.") || name.startsWith("sun.")) {
            return o.toString();  // dates, times, UUIDs, ...: as Java prints them
        }
        if (name.startsWith("scala.")) {
            Object scala = scala(o, depth, path);
            if (scala != null) {
                return scala;
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("@class", name);
        for (Class<?> k = o.getClass(); k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                int m = f.getModifiers();
                if (Modifier.isStatic(m) || f.isSynthetic() || out.containsKey(f.getName())) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                    out.put(f.getName(), plain(f.get(o), depth, path));
                } catch (RuntimeException | IllegalAccessException e) {
                    out.put(f.getName(), "<not readable: " + e.getClass().getSimpleName() + ">");
                }
            }
        }
        return out;
    }

    private static Object field(Object o, String name) {
        try {
            Field f = o.getClass().getDeclaredField(name);
            f.setAccessible(true);
            return f.get(o);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /** Scala's collections and Option, by their own methods (Flink 1.x's Scala API); null when not one. */
    private static Object scala(Object o, int depth, IdentityHashMap<Object, Boolean> path) {
        try {
            String name = o.getClass().getName();
            if (name.equals("scala.None$")) {
                return null;
            }
            if (name.equals("scala.Some")) {
                return plain(o.getClass().getMethod("get").invoke(o), depth, path);
            }
            if (!name.startsWith("scala.collection.")) {
                return null;
            }
            Method iterator = o.getClass().getMethod("iterator");
            Object it = iterator.invoke(o);
            Method hasNext = it.getClass().getMethod("hasNext");
            Method next = it.getClass().getMethod("next");
            hasNext.setAccessible(true);
            next.setAccessible(true);
            List<Object> items = new ArrayList<>();
            while ((Boolean) hasNext.invoke(it)) {
                Object x = next.invoke(it);
                if (x != null && x.getClass().getName().startsWith("scala.Tuple2")) {
                    // a Scala map's entries: [key, value], as Java maps with other keys show
                    List<Object> pair = new ArrayList<>();
                    pair.add(plain(x.getClass().getMethod("_1").invoke(x), depth, path));
                    pair.add(plain(x.getClass().getMethod("_2").invoke(x), depth, path));
                    items.add(pair);
                } else {
                    items.add(plain(x, depth, path));
                }
            }
            return items;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
