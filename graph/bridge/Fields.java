package flinkcompat.bridge;

import java.io.File;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The fields Kryo's FieldSerializer writes for classes of a job JAR and its {@code lib/*.jar} (see
 * {@link #byFieldSerializer}): every non-static,
 * non-transient, non-synthetic field of the class and its superclasses (Object excluded), in
 * Kryo 5's order (by name), with the Java type of each. Classes are looked up without being
 * initialised: no code of the job runs.
 *
 * <pre>Fields OUT.json JAR CLASS... [--fields-only CLASS...]</pre>  writes {"classes": {"CLASS": [[name,
 * type], ...] or null when absent}, "nested": {"CLASS": [NESTED, ...]}, "enums": {"ENUM": [constant,
 * ...]}}; a class after {@code --fields-only} gets its fields and nothing it holds.
 *
 * <p>Kryo writes a field's value with the serializer of its class, so the layout of every class
 * a value holds matters as much as the outer class's: "nested" lists, for each CLASS asked for,
 * the classes of the JAR its fields reach (through field types, array elements and type
 * arguments, and the JAR's subclasses of a declared type, transitively) that Kryo also writes
 * with its FieldSerializer, and the enums they reach; "classes" has their fields too. "enums" has the constants, in ordinal order, of every
 * enum reached (Kryo writes an enum by its ordinal). They are the enum's fields marked as enum
 * constants, in the order the class file declares them, which is the order javac gives their
 * ordinals in: read without initialising the enum.
 */
public final class Fields {
    private Fields() {}

    public static void main(String[] argv) throws Exception {
        Map<String, Object> classes = new LinkedHashMap<>();
        Map<String, Object> nested = new LinkedHashMap<>();
        Map<String, Object> enums = new LinkedHashMap<>();
        List<File> archives = JobJar.archives(argv[1]);
        try (URLClassLoader cl = JobJar.loader(archives, Fields.class.getClassLoader())) {
            JarClasses jarClasses = new JarClasses(archives, cl);
            boolean fieldsOnly = false;
            for (String name : Arrays.copyOfRange(argv, 2, argv.length)) {
                if (name.equals(FIELDS_ONLY)) {
                    fieldsOnly = true;
                    continue;
                }
                try {
                    Class<?> c = Class.forName(name, false, cl);
                    if (fieldsOnly) {
                        classes.putIfAbsent(name, c.isInterface() || c.isEnum() ? null : fields(c));
                    } else if (byFieldSerializer(c, cl)) {
                        classes.put(name, fields(c));
                        List<String> reached = new ArrayList<>();
                        for (Class<?> r : reached(c, cl, jarClasses)) {
                            reached.add(r.getName());
                            if (r.isEnum()) {
                                enums.put(r.getName(), constants(r));
                            } else {
                                classes.put(r.getName(), fields(r));
                            }
                        }
                        nested.put(name, reached);
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
        out.put("nested", nested);
        out.put("enums", enums);
        Files.write(Paths.get(argv[0]), Json.write(out).getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The classes after this argument are asked only for their fields (a POJO's: the Java type of
     * each), not for the classes their values hold: nothing else of the JAR is read for them.
     */
    static final String FIELDS_ONLY = "--fields-only";

    /** At most this many classes are followed from one class (a bound, not a limit met in practice). */
    private static final int MAX_REACHED = 256;

    /**
     * The classes of the JAR that values of {@code root} hold and Kryo writes with its
     * FieldSerializer, and the enums, reached through the fields' declared types (array elements
     * and type arguments included, e.g. {@code List<Inner>}), transitively; {@code root} not
     * included. A value (the root's, or a field's) may be of a subclass of its declared type, and
     * Kryo then writes that class and the value with that class's fields: for a declared type of
     * the JAR that is not final (an abstract class, an interface), every class of the JAR that
     * extends or implements it is reached too. Types of the JDK or libraries ({@code Object},
     * {@code Serializable}) are not followed to the JAR's classes: any of them could be there.
     */
    static List<Class<?>> reached(Class<?> root, ClassLoader jar, JarClasses jarClasses) {
        Set<Class<?>> seen = new LinkedHashSet<>();
        seen.add(root);
        Deque<Class<?>> todo = new ArrayDeque<>();
        todo.add(root);
        offer(jarClasses.subtypes(root), jar, seen, todo);
        while (!todo.isEmpty() && seen.size() < MAX_REACHED) {
            for (Field f : serializedFields(todo.poll())) {
                List<Class<?>> types = new ArrayList<>();
                mentioned(f.getGenericType(), types, 0);
                offer(types, jar, seen, todo);
                for (Class<?> t : types) {
                    offer(jarClasses.subtypes(t), jar, seen, todo);
                }
            }
        }
        seen.remove(root);
        return new ArrayList<>(seen);
    }

    /** Adds the enums of the JAR and the classes Kryo writes field by field among {@code types}. */
    private static void offer(List<Class<?>> types, ClassLoader jar, Set<Class<?>> seen, Deque<Class<?>> todo) {
        for (Class<?> t : types) {
            boolean wanted = t.isEnum() ? t.getClassLoader() == jar : byFieldSerializer(t, jar);
            if (wanted && seen.add(t) && !t.isEnum()) {
                todo.add(t);
            }
        }
    }

    /** The classes of the job's archives (the JAR and its {@code lib/*.jar}), loaded on first use, not initialised. */
    static final class JarClasses {
        private final List<File> archives;
        private final ClassLoader loader;
        private List<Class<?>> all;

        JarClasses(List<File> archives, ClassLoader loader) {
            this.archives = archives;
            this.loader = loader;
        }

        /** The JAR's classes other than {@code t} that extend or implement it, when {@code t} is a non-final type of the JAR. */
        List<Class<?>> subtypes(Class<?> t) {
            List<Class<?>> out = new ArrayList<>();
            if (t.getClassLoader() != loader || Modifier.isFinal(t.getModifiers()) || t.isEnum() || t.isArray()) {
                return out;
            }
            for (Class<?> c : all()) {
                if (c != t && t.isAssignableFrom(c)) {
                    out.add(c);
                }
            }
            return out;
        }

        private List<Class<?>> all() {
            if (all == null) {
                all = new ArrayList<>();
                for (File file : archives) {
                    try (JarFile jar = new JarFile(file)) {
                        for (JarEntry e : java.util.Collections.list(jar.entries())) {
                            String n = e.getName();
                            if (!n.endsWith(".class") || n.startsWith("META-INF/") || n.endsWith("module-info.class")
                                    || n.endsWith("package-info.class")) {
                                continue;
                            }
                            try {
                                all.add(Class.forName(n.substring(0, n.length() - 6).replace('/', '.'), false, loader));
                            } catch (ClassNotFoundException | LinkageError ignored) {
                                // a class that does not load is not one a value can be of
                            }
                        }
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }
            }
            return all;
        }
    }

    /** The classes a declared type names: itself, an array's element, type arguments and bounds. */
    static void mentioned(Type t, List<Class<?>> out, int depth) {
        if (depth > 16) {
            return;
        }
        if (t instanceof Class) {
            Class<?> c = (Class<?>) t;
            while (c.isArray()) {
                c = c.getComponentType();
            }
            if (!c.isPrimitive()) {
                out.add(c);
            }
        } else if (t instanceof ParameterizedType) {
            mentioned(((ParameterizedType) t).getRawType(), out, depth + 1);
            for (Type a : ((ParameterizedType) t).getActualTypeArguments()) {
                mentioned(a, out, depth + 1);
            }
        } else if (t instanceof GenericArrayType) {
            mentioned(((GenericArrayType) t).getGenericComponentType(), out, depth + 1);
        } else if (t instanceof WildcardType) {
            for (Type b : ((WildcardType) t).getUpperBounds()) {
                mentioned(b, out, depth + 1);
            }
        } else if (t instanceof TypeVariable) {
            for (Type b : ((TypeVariable<?>) t).getBounds()) {
                mentioned(b, out, depth + 1);
            }
        }
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
