package flinkcompat.bridge;

import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fields Kryo's FieldSerializer writes for classes of a job JAR (see
 * {@link #byFieldSerializer}): every non-static,
 * non-transient, non-synthetic field of the class and its superclasses (Object excluded), in
 * Kryo 5's order (by name), with the Java type of each. Classes are looked up without being
 * initialised: no code of the job runs.
 *
 * <pre>Fields OUT.json JAR CLASS...</pre>  writes {"classes": {"CLASS": [[name, type], ...] or null when
 * absent}, "enums": {"ENUM": [constant, ...]}}: the constants, in ordinal order, of every enum a
 * field of those classes has as its type (Kryo writes an enum by its ordinal). They are the enum's
 * fields marked as enum constants, in the order the class file declares them, which is the order
 * javac gives their ordinals in: read without initialising the enum.
 */
public final class Fields {
    private Fields() {}

    public static void main(String[] argv) throws Exception {
        Map<String, Object> classes = new LinkedHashMap<>();
        Map<String, Object> enums = new LinkedHashMap<>();
        try (URLClassLoader cl = new URLClassLoader(new URL[] {new File(argv[1]).toURI().toURL()},
                Fields.class.getClassLoader())) {
            for (String name : Arrays.copyOfRange(argv, 2, argv.length)) {
                try {
                    Class<?> c = Class.forName(name, false, cl);
                    if (byFieldSerializer(c, cl)) {
                        classes.put(name, fields(c));
                        for (Field f : serializedFields(c)) {
                            if (f.getType().isEnum()) {
                                enums.put(f.getType().getName(), constants(f.getType()));
                            }
                        }
                    } else {
                        classes.put(name, null);
                    }
                } catch (ClassNotFoundException | LinkageError e) {
                    classes.put(name, null);
                }
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("classes", classes);
        out.put("enums", enums);
        Files.write(Paths.get(argv[0]), Json.write(out).getBytes(StandardCharsets.UTF_8));
    }

    static List<String> constants(Class<?> e) {
        List<String> out = new ArrayList<>();
        for (Field f : e.getDeclaredFields()) {
            if (f.isEnumConstant()) {
                out.add(f.getName());
            }
        }
        return out;
    }

    /**
     * Whether Kryo (as Flink configures it) writes the class with its FieldSerializer: a class of
     * the job's own JAR that none of Kryo's default serializers claims (enums, collections, maps,
     * KryoSerializable). JDK and library classes are left alone: Kryo has serializers of its own
     * for many of them.
     */
    static boolean byFieldSerializer(Class<?> c, ClassLoader jar) {
        if (c.getClassLoader() != jar || c.isEnum() || c.isArray() || c.isInterface()
                || java.util.Collection.class.isAssignableFrom(c) || java.util.Map.class.isAssignableFrom(c)) {
            return false;
        }
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Class<?> i : k.getInterfaces()) {
                if (i.getName().equals("com.esotericsoftware.kryo.KryoSerializable")) {
                    return false;
                }
            }
        }
        return true;
    }

    static List<List<String>> fields(Class<?> c) {
        List<List<String>> out = new ArrayList<>();
        for (Field f : serializedFields(c)) {
            out.add(Arrays.asList(f.getName(), f.getType().getTypeName()));
        }
        return out;
    }

    /** The fields Kryo's FieldSerializer writes, in its order (by name). */
    static List<Field> serializedFields(Class<?> c) {
        List<Field> all = new ArrayList<>();
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                int m = f.getModifiers();
                if (!Modifier.isStatic(m) && !Modifier.isTransient(m) && !f.isSynthetic()) {
                    all.add(f);
                }
            }
        }
        all.sort((a, b) -> a.getName().compareTo(b.getName()));
        return all;
    }
}
