package flinkcompat.bridge;

import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;

/**
 * Resolves serializer snapshots flink-compat does not know (custom serializers) as Flink does at
 * restore: {@code newSnapshot.resolveSchemaCompatibility(oldSnapshot)} (the call Flink's
 * {@code StateSerializerProvider} makes, 1.19 and later), both snapshots read with the new job's
 * JAR on the class path (the restoring job's class loader reads the savepoint's snapshots).
 *
 * <pre>Resolve OUT.json JAR REQUEST</pre>
 *
 * REQUEST (big-endian): int pair count; per pair the old and the new snapshot, each an int length
 * and {@code writeSerializerSnapshot}'s bytes. OUT: {"pairs": [{"compatibility":
 * "COMPATIBLE_AS_IS" | "COMPATIBLE_AFTER_MIGRATION" | "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER" |
 * "INCOMPATIBLE" or null, "old": class, "new": class, "error": null or why it could not be
 * resolved}]}.
 */
public final class Resolve {
    private Resolve() {}

    public static void main(String[] argv) throws Exception {
        ClassLoader parent = Resolve.class.getClassLoader();
        URLClassLoader cl = JobJar.loader(JobJar.archives(argv[1]), parent);  // the JAR and its lib/*.jar
        Thread.currentThread().setContextClassLoader(cl);
        List<Object> pairs = new ArrayList<>();
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(Paths.get(argv[2]))))) {
            int count = in.readInt();
            for (int i = 0; i < count; i++) {
                byte[] old = Values.bytes(in);
                byte[] neu = Values.bytes(in);
                pairs.add(resolve(old, neu, cl));
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("pairs", pairs);
        Files.write(Paths.get(argv[0]), Json.write(out).getBytes(StandardCharsets.UTF_8));
    }

    private static Map<String, Object> resolve(byte[] oldBytes, byte[] newBytes, ClassLoader cl) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("compatibility", null);
        out.put("error", null);
        try {
            TypeSerializerSnapshot<Object> old = Values.snapshot(oldBytes, cl);
            TypeSerializerSnapshot<Object> neu = Values.snapshot(newBytes, cl);
            out.put("old", old.getClass().getName());
            out.put("new", neu.getClass().getName());
            TypeSerializerSchemaCompatibility<Object> r = neu.resolveSchemaCompatibility(old); // Flink 1.19 on
            // (on 1.18 the old snapshot resolves the new serializer, as its restore does)
            // Flink 1.18: TypeSerializerSchemaCompatibility<Object> r = old.resolveSchemaCompatibility(neu.restoreSerializer());
            out.put("compatibility", r.isCompatibleAsIs() ? "COMPATIBLE_AS_IS"
                    : r.isCompatibleAfterMigration() ? "COMPATIBLE_AFTER_MIGRATION"
                    : r.isCompatibleWithReconfiguredSerializer() ? "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER"
                    : "INCOMPATIBLE");
        } catch (Exception | LinkageError | StackOverflowError e) {
            out.put("error", Values.describe(e));
        }
        return out;
    }
}
