package flinkcompat.bridge;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.SerializedLambda;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.shaded.asm9.org.objectweb.asm.ClassReader;
import org.apache.flink.shaded.asm9.org.objectweb.asm.ClassVisitor;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Handle;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Label;
import org.apache.flink.shaded.asm9.org.objectweb.asm.MethodVisitor;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Opcodes;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Type;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.streaming.api.operators.SimpleOperatorFactory;
import org.apache.flink.streaming.api.operators.StreamOperatorFactory;
import org.apache.flink.streaming.api.windowing.assigners.MergingWindowAssigner;
import org.apache.flink.streaming.api.windowing.assigners.WindowAssigner;

/**
 * What an operator does with its state that its serializers do not show (rules WINDOW_CHANGED,
 * KEY_SELECTOR_CHANGED and KEY_HASH_CHANGED): Flink restores a window operator with another assigner,
 * trigger or evictor, a keyed operator whose key selector reads another field of the same type, and
 * one whose key class hashes its keys otherwise, as they are.
 *
 * <ul>
 *   <li>{@code "window"}: a window operator's (WindowOperator, EvictingWindowOperator,
 *       AsyncWindowOperator, or their factories) assigner, trigger and evictor, each read from the
 *       object Flink runs: its class and instance fields ({@link #describe});</li>
 *   <li>{@code "key_selector"}: the StreamNode's state key selectors (what keys the operator's
 *       state), as a fingerprint: a job's selector by its bytecode without debug information (line
 *       numbers, local variable names, source file) and with its own class name normalized, plus
 *       what it holds (captured values, fields); a lambda by its implementation method, found through
 *       its SerializedLambda, with the job's code it calls; Flink's own selectors (KeySelectorUtil's)
 *       by their fields.</li>
 *   <li>{@code "key_hash"}: what decides a key's key group that is the job's code (rule
 *       KEY_HASH_CHANGED): the hashCode of each class of the job's in the key serializer ({@link
 *       #keyHash}).</li>
 * </ul>
 * An operator whose objects cannot be read gets {@code "behaviour_unread"} (why) instead: the
 * checker then says nothing of it, never "unchanged".
 */
final class Behaviour {

    /** How deep {@link #describe} follows objects' fields (a PurgingTrigger's nested trigger is 2). */
    private static final int MAX_DEPTH = 4;
    /** Array items described (a selector's key positions are a few; a buffer's size is what counts). */
    private static final int MAX_ITEMS = 64;

    @SuppressWarnings("unchecked")
    static void annotate(StreamGraph sg, ClassLoader cl, Map<String, Object> result) {
        Behaviour b = new Behaviour(cl);
        for (Map<String, Object> op : (List<Map<String, Object>>) result.get("operators")) {
            StreamNode node = sg.getStreamNode((Integer) op.get("stream_node"));
            try {
                Map<String, Object> window = b.window(node.getOperatorFactory());
                if (window != null) {
                    op.put("window", window);
                }
                Map<String, Object> selector = b.keySelector(node);
                if (selector != null) {
                    op.put("key_selector", selector);
                }
                Map<String, Object> keyHash = b.keyHash(node);
                if (keyHash != null) {
                    op.put("key_hash", keyHash);
                }
            } catch (Exception | LinkageError e) {
                op.remove("window");
                op.put("behaviour_unread", Bridge.describe(e));
            }
        }
    }

    private final ClassLoader cl;
    private final Map<String, ClassCode> parsed = new HashMap<>();

    private Behaviour(ClassLoader cl) {
        this.cl = cl;
    }

    // ------------------------------------------------------------------------------ windows

    /** The window of a window operator, or null for other operators. */
    Map<String, Object> window(StreamOperatorFactory<?> factory) throws Exception {
        if (factory == null) {
            return null;
        }
        // WindowOperatorFactory and EvictingWindowOperatorFactory have the getters themselves; a
        // WindowOperator built by WindowOperatorBuilder comes in a SimpleOperatorFactory.
        Object holder = factory instanceof SimpleOperatorFactory ? ((SimpleOperatorFactory<?>) factory).getOperator()
                : factory;
        Method getAssigner = publicMethod(holder, "getWindowAssigner");
        if (getAssigner == null) {
            return null;
        }
        Object assigner = getAssigner.invoke(holder);
        if (!(assigner instanceof WindowAssigner)) {
            return null;
        }
        Map<String, Object> w = new LinkedHashMap<>();
        w.put("assigner", className(assigner.getClass()));
        w.put("parameters", fields(assigner, 1, new IdentityHashMap<>()));
        w.put("merging", assigner instanceof MergingWindowAssigner);
        w.put("event_time", ((WindowAssigner<?, ?>) assigner).isEventTime());
        Method getTrigger = publicMethod(holder, "getTrigger");
        w.put("trigger", getTrigger == null ? null : describe(getTrigger.invoke(holder), 1, new IdentityHashMap<>()));
        Method getEvictor = publicMethod(holder, "getEvictor");
        Object evictor = getEvictor == null ? null : getEvictor.invoke(holder);
        w.put("evictor", evictor == null ? null : describe(evictor, 1, new IdentityHashMap<>()));
        return w;
    }

    private static Method publicMethod(Object o, String name) {
        try {
            return o.getClass().getMethod(name);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** Flink's classes by their simple name (as users write them), a job's by its full name. */
    static String className(Class<?> c) {
        String name = c.getName();
        if (name.startsWith("org.apache.flink.")) {
            String simple = c.getSimpleName();
            return simple.isEmpty() ? name.substring(name.lastIndexOf('.') + 1) : simple;
        }
        return name;
    }

    /**
     * An object as {@code Class(field=value, ...)}: its instance fields (of its class and
     * superclasses, without the JDK's), sorted by name, those that are null left out. State
     * descriptors, serializers and type information are left out: they are the state's types, which
     * the serializer rules compare. A lambda or a job's class with code is described by its code's
     * fingerprint.
     */
    String describe(Object o, int depth, IdentityHashMap<Object, Boolean> seen) throws Exception {
        if (o == null) {
            return "null";
        }
        if (o instanceof String || o instanceof Number || o instanceof Boolean || o instanceof Character) {
            return String.valueOf(o);
        }
        if (o instanceof Enum) {
            return ((Enum<?>) o).name();
        }
        if (o instanceof java.time.Duration) {
            return String.valueOf(((java.time.Duration) o).toMillis());
        }
        if (o instanceof Class) {
            return className((Class<?>) o);
        }
        if (depth > MAX_DEPTH || seen.put(o, Boolean.TRUE) != null) {
            // (objects that refer to each other, through code fingerprints too, end here)
            return className(o.getClass());
        }
        try {
            return describeObject(o, depth, seen);
        } finally {
            // only the objects being described are "seen": one shared by two fields is described twice,
            // as two equal objects are (whether a job shares an instance is no change)
            seen.remove(o);
        }
    }

    private String describeObject(Object o, int depth, IdentityHashMap<Object, Boolean> seen) throws Exception {
        if (o.getClass().isArray()) {
            int n = Array.getLength(o);
            List<String> items = new ArrayList<>();
            for (int i = 0; i < Math.min(n, MAX_ITEMS); i++) {
                items.add(describe(Array.get(o, i), depth + 1, seen));
            }
            if (n > MAX_ITEMS) {
                items.add("… " + n + " items");
            }
            return items.toString();
        }
        if (isLambda(o.getClass())) {
            return "lambda " + lambdaCode(o, depth).hash;
        }
        if (o instanceof org.apache.flink.api.common.functions.Function && !isFrameworkClass(o.getClass())) {
            // A job's function inside one of Flink's (the user selectors a window join's
            // UnionKeySelector wraps): by its code, as a selector of its own, not by its class's name.
            return "code " + selectorCode(o, depth).hash;
        }
        return render(o.getClass(), fields(o, depth, seen));
    }

    /** {@code Class(field=value, ...)}, or {@code Class} without fields. */
    static String render(Class<?> c, Map<String, String> f) {
        StringBuilder sb = new StringBuilder(className(c));
        if (!f.isEmpty()) {
            sb.append('(');
            boolean first = true;
            for (Map.Entry<String, String> e : f.entrySet()) {
                sb.append(first ? "" : ", ").append(e.getKey()).append('=').append(e.getValue());
                first = false;
            }
            sb.append(')');
        }
        return sb.toString();
    }

    private static boolean skipped(Object value) {
        return value == null
                || value instanceof org.apache.flink.api.common.state.StateDescriptor
                || isA(value.getClass(), "org.apache.flink.api.common.state.v2.StateDescriptor")
                || value instanceof org.apache.flink.api.common.typeutils.TypeSerializer
                || value instanceof org.apache.flink.api.common.typeinfo.TypeInformation
                || value instanceof org.apache.flink.api.common.ExecutionConfig;
    }

    /** By name: the state V2 API's descriptor is elsewhere in Flink 1.20, which the bridge compiles against too. */
    private static boolean isA(Class<?> c, String name) {
        for (; c != null; c = c.getSuperclass()) {
            if (c.getName().equals(name)) {
                return true;
            }
        }
        return false;
    }

    Map<String, String> fields(Object o, int depth, IdentityHashMap<Object, Boolean> seen) throws Exception {
        Map<String, String> out = new TreeMap<>();
        for (Class<?> c = o.getClass(); c != null && !c.getName().startsWith("java."); c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers()) || f.isSynthetic() || out.containsKey(f.getName())) {
                    continue;
                }
                f.setAccessible(true);
                Object value = f.get(o);
                if (!skipped(value)) {
                    out.put(f.getName(), describe(value, depth + 1, seen));
                }
            }
        }
        return out;
    }

    // ------------------------------------------------------------------------ key selectors

    /** The state key selectors of the node (one per keyed input), or null when it is not keyed. */
    Map<String, Object> keySelector(StreamNode node) throws Exception {
        List<KeySelector<?, ?>> selectors = new ArrayList<>();
        for (KeySelector<?, ?> ks : node.getStatePartitioners()) {
            if (ks != null) {
                selectors.add(ks);
            }
        }
        if (selectors.isEmpty()) {
            return null;
        }
        StringBuilder fingerprint = new StringBuilder();
        List<String> descriptions = new ArrayList<>();
        for (KeySelector<?, ?> ks : selectors) {
            Code code = selectorCode(ks, 1);
            fingerprint.append(code.hash).append('\0');
            descriptions.add(code.description);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("origin", "bytecode");
        out.put("fingerprint", sha256(fingerprint.toString()));
        out.put("description", String.join(" / ", descriptions));
        return out;
    }

    // ----------------------------------------------------------------------------- key hashes

    /**
     * What decides the key group of a key of the node's (rule KEY_HASH_CHANGED), or null when nothing
     * of it is the job's: Flink puts a key in key group {@code murmurHash(key.hashCode()) % maxParallelism},
     * and the hashCode of a key of the job's classes (a POJO, record or generic type, or one in a Tuple
     * or Row, whose hashCode combines its fields') is the job's code. Each such class of the key
     * serializer, in the order its serializer holds them: the code of the hashCode it has (its own or
     * inherited from a class of the job, {@link #reachedCode}), or the JDK's or Flink's it inherits.
     */
    Map<String, Object> keyHash(StreamNode node) throws Exception {
        TypeSerializer<?> serializer = node.getStateKeySerializer();
        Set<Class<?>> classes = new LinkedHashSet<>();
        jobClassesOf(serializer, classes, 0, new IdentityHashMap<>());
        if (classes.isEmpty()) {
            return null;
        }
        StringBuilder text = new StringBuilder();
        List<String> described = new ArrayList<>();
        for (Class<?> c : classes) {
            Class<?> declaring = c.getMethod("hashCode").getDeclaringClass();
            if (isFrameworkClass(declaring)) {
                text.append("K").append(described.size()).append(" inherits ").append(declaring.getName()).append('\n');
                described.add(c.getName() + " (hashCode of " + declaring.getName() + ")");
                continue;
            }
            Map<String, String> names = new LinkedHashMap<>();
            names.put(internalName(c), "K" + described.size());
            String at = internalName(declaring);
            text.append(reachedCode(List.<String[]>of(new String[] {at, "hashCode()I"}), null, names)).append('\n');
            described.add(c.getName());
        }
        String hash = "sha256:" + sha256(text.toString());
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("fingerprint", sha256(text.toString()));
        out.put("description", "hashCode of " + String.join(", ", described) + " (bytecode " + hash.substring(0, 19) + "…)");
        return out;
    }

    /** How deep {@link #jobClassesOf} follows serializers into the serializers they hold. */
    private static final int MAX_SERIALIZER_DEPTH = 8;

    /**
     * The job's classes a serializer (de)serializes, as its fields hold them: a {@code Class} field
     * (PojoSerializer's clazz, KryoSerializer's and AvroSerializer's type, ValueSerializer's type,
     * EnumSerializer's enumClass; a POJO's registered subclasses' serializers), and those of every
     * serializer it holds in a field or an array field (a Tuple's, Row's or POJO's field serializers,
     * NullableSerializer's original). Fields in name order, the same for the same serializer class.
     */
    private void jobClassesOf(Object serializer, Set<Class<?>> out, int depth, IdentityHashMap<Object, Boolean> seen)
            throws IllegalAccessException {
        if (serializer == null || depth > MAX_SERIALIZER_DEPTH || seen.put(serializer, Boolean.TRUE) != null) {
            return;
        }
        List<Field> fields = new ArrayList<>();
        for (Class<?> c = serializer.getClass(); c != null && !c.getName().startsWith("java."); c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (!Modifier.isStatic(f.getModifiers())) {
                    fields.add(f);
                }
            }
        }
        fields.sort((a, b) -> a.getName().compareTo(b.getName()));
        for (Field f : fields) {
            Class<?> type = f.getType();
            boolean holdsClass = type == Class.class;
            boolean holdsSerializer = TypeSerializer.class.isAssignableFrom(type)
                    || (type.isArray() && TypeSerializer.class.isAssignableFrom(type.getComponentType()));
            if (!holdsClass && !holdsSerializer) {
                continue;
            }
            f.setAccessible(true);
            Object value = f.get(serializer);
            if (value instanceof Class) {
                Class<?> k = (Class<?>) value;
                if (!isFrameworkClass(k) && !k.isPrimitive() && !k.isArray()) {
                    out.add(k);
                }
            } else if (value instanceof Object[]) {
                for (Object item : (Object[]) value) {
                    jobClassesOf(item, out, depth + 1, seen);
                }
            } else {
                jobClassesOf(value, out, depth + 1, seen);
            }
        }
    }

    /** A fingerprint and what it is of. */
    static final class Code {
        final String hash;
        final String description;

        Code(String hash, String description) {
            this.hash = hash;
            this.description = description;
        }
    }

    /** {@code depth}: how deep in the objects {@link #describe} follows the selector is (1 for a node's). */
    Code selectorCode(Object ks, int depth) throws Exception {
        Class<?> c = ks.getClass();
        if (isLambda(c)) {
            return lambdaCode(ks, depth);
        }
        IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
        seen.put(ks, Boolean.TRUE);
        if (c.getName().startsWith("org.apache.flink.")) {
            // Flink's own selectors (KeySelectorUtil's, NullByteKeySelector): their fields say which
            // fields they take (the comparators' key positions).
            String d = render(c, fields(ks, depth, seen));
            return new Code("sha256:" + sha256("flink\0" + d), shorten(d));
        }
        // A job's selector class: its code and its superclasses' from the job (every method: which one
        // Flink calls is getKey, through what the class inherits), what that code calls of the job's,
        // and its fields' values.
        String internal = internalName(c);
        List<String[]> entries = new ArrayList<>();
        for (Class<?> k = c; k != null && !isFrameworkClass(k); k = k.getSuperclass()) {
            ClassCode code = parse(internalName(k));
            if (code == null) {
                throw new IOException("class " + k.getName() + " not found in the job's class path");
            }
            for (String m : code.methods.keySet()) {
                entries.add(new String[] {internalName(k), m});
            }
        }
        StringBuilder text = new StringBuilder(reachedCode(entries, null, names(internal, inputClass(c))));
        text.append(fields(ks, depth, seen));
        String hash = "sha256:" + sha256(text.toString());
        return new Code(hash, "class " + c.getName() + " (bytecode " + hash.substring(0, 19) + "…)");
    }

    private static boolean isFrameworkClass(Class<?> k) {
        return isFrameworkClass(k.getName());
    }

    private static boolean isFrameworkClass(String n) {
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("org.apache.flink.")
                || n.startsWith("scala.") || n.startsWith("kotlin.");
    }

    private static boolean isLambda(Class<?> c) {
        return c.isSynthetic() && c.getName().contains("$$Lambda");
    }

    /** A lambda by its implementation method (for a method reference: the method referred to), the
     * code of the job's it calls ({@link #reachedCode}), and what it captured. */
    Code lambdaCode(Object lambda, int depth) throws Exception {
        Method writeReplace = lambda.getClass().getDeclaredMethod("writeReplace");
        writeReplace.setAccessible(true);
        Object replaced = writeReplace.invoke(lambda);
        if (!(replaced instanceof SerializedLambda)) {
            throw new IllegalStateException("lambda " + lambda.getClass().getName() + " is not serializable");
        }
        SerializedLambda sl = (SerializedLambda) replaced;
        String owner = sl.getImplClass();
        String method = sl.getImplMethodName();
        StringBuilder text = new StringBuilder();
        // A lambda's body is a synthetic lambda$<enclosing>$<n> whose number depends on the lambdas
        // before it: only its code counts. A method reference's name is what it refers to.
        boolean body = method.startsWith("lambda$");
        Map<String, String> names = names(owner, inputClass(sl.getInstantiatedMethodType()));
        String entry = method + sl.getImplMethodSignature();
        ClassCode code = parse(owner);
        if (code == null || !code.methods.containsKey(entry)) {
            throw new IOException("method " + method + " of class " + owner.replace('/', '.')
                    + " not found in the job's class path");
        }
        text.append(renamed((body ? "lambda" : owner + "::" + method) + sl.getImplMethodSignature(), names))
                .append('\n');
        text.append(reachedCode(List.<String[]>of(new String[] {owner, entry}), body ? entry : null, names))
                .append('\n');
        IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
        for (int i = 0; i < sl.getCapturedArgCount(); i++) {
            text.append("captured ").append(describe(sl.getCapturedArg(i), depth + 1, seen)).append('\n');
        }
        String hash = "sha256:" + sha256(text.toString());
        String where = owner.replace('/', '.');
        String what = body ? "lambda in " + where : where + "::" + method;
        return new Code(hash, what + " (bytecode " + hash.substring(0, 19) + "…)");
    }

    /**
     * The internal name of the class a selector class reads its key from (its input type), or null:
     * the parameter of its {@code getKey}, not of the bridge method javac adds for the erased
     * {@code getKey(Object)}.
     */
    private static String inputClass(Class<?> c) {
        for (Method m : c.getMethods()) {
            if (m.getName().equals("getKey") && m.getParameterCount() == 1 && !m.isBridge()) {
                return inputName(Type.getType(m.getParameterTypes()[0]));
            }
        }
        return null;
    }

    /** The same for a lambda or method reference, by the type its first parameter is instantiated with. */
    private static String inputClass(String instantiatedMethodType) {
        Type[] args = Type.getArgumentTypes(instantiatedMethodType);
        return args.length == 0 ? null : inputName(args[0]);
    }

    private static String inputName(Type t) {
        return t.getSort() == Type.OBJECT && !t.getInternalName().equals("java/lang/Object") ? t.getInternalName() : null;
    }

    /**
     * The first names of what code is normalized to: the class the code is in (a selector class, a
     * lambda's) is THIS, the selector's input class ({@code in}, may be null) is IN. A selector that
     * takes the same field of another input type (f0 of a Tuple2, then of a Tuple3) computes the same
     * key from its record: a changed record type is the state rules' to judge (the reduce's or
     * window's state type), not a moved key; a selector that reads another field or calls another
     * method still differs.
     */
    private static Map<String, String> names(String self, String in) {
        Map<String, String> names = new LinkedHashMap<>();
        names.put(self, "THIS");
        if (in != null && !in.equals(self)) {
            names.put(in, "IN");
        }
        return names;
    }

    static String internalName(Class<?> c) {
        return c.getName().replace('.', '/');
    }

    /** How many methods {@link #reachedCode} reads at most: a call graph that reaches far ends there. */
    private static final int MAX_METHODS = 256;

    /** A class of the job as read by ASM: each method's instructions as text (name+descriptor to
     * text, without debug information) and the methods each calls ({owner, name+descriptor}). */
    private static final class ClassCode {
        String superName;
        String[] interfaces = new String[0];
        final Map<String, String> methods = new TreeMap<>();
        final Map<String, List<String[]>> calls = new HashMap<>();
    }

    /** The code of a class (internal name), read once; null when the job's class path has none. */
    private ClassCode parse(String internal) throws IOException {
        if (parsed.containsKey(internal)) {
            return parsed.get(internal);
        }
        ClassCode code = null;
        try (InputStream in = cl.getResourceAsStream(internal + ".class")) {
            if (in != null) {
                ClassCode c = new ClassCode();
                new ClassReader(in.readAllBytes()).accept(new ClassVisitor(Opcodes.ASM9) {
                    @Override
                    public void visit(int version, int access, String name, String sig, String superName,
                                      String[] interfaces) {
                        c.superName = superName;
                        c.interfaces = interfaces == null ? new String[0] : interfaces;
                    }

                    @Override
                    public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exc) {
                        List<String[]> called = new ArrayList<>();
                        c.calls.put(name + desc, called);
                        return new Printer(name + desc, called, c.methods);
                    }
                }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
                code = c;
            }
        }
        parsed.put(internal, code);
        return code;
    }

    /**
     * The package a class's code follows calls into: its first two package names ({@code com/acme/}),
     * or its whole package when it has one name, or the unnamed package. A job's key is taken by its
     * own code (a getter of its record class, a helper of its own), which is followed; a library's
     * (Guava, commons-lang, …) is not, so that a dependency bump that keeps what a helper returns is
     * no change of the key. Null for the JDK's, Flink's, Scala's and Kotlin's classes: nothing is
     * followed from their code.
     */
    static String ownPackage(String internal) {
        if (isFrameworkClass(internal.replace('/', '.'))) {
            return null;  // (a method reference to the JDK's or Flink's: its own code only)
        }
        String[] parts = internal.split("/");
        int n = Math.min(2, parts.length - 1);
        return n == 0 ? "" : String.join("/", java.util.Arrays.copyOf(parts, n)) + "/";
    }

    private static boolean inPackage(String internal, String own) {
        return own == null ? false : own.isEmpty() ? internal.indexOf('/') < 0 : internal.startsWith(own);
    }

    /** The class of the job's own package that declares method {@code m} for a call on {@code owner}
     * (the owner, its superclasses, then their interfaces, as the JVM resolves a call), or null. */
    private String declaring(String owner, String m, String own) throws IOException {
        List<String> interfaces = new ArrayList<>();
        for (String c = owner; c != null && inPackage(c, own); ) {
            ClassCode code = parse(c);
            if (code == null) {
                return null;
            }
            if (code.methods.containsKey(m)) {
                return c;
            }
            interfaces.addAll(List.of(code.interfaces));
            c = code.superName;
        }
        Deque<String> todo = new ArrayDeque<>(interfaces);
        while (!todo.isEmpty()) {
            String c = todo.pop();
            ClassCode code = inPackage(c, own) ? parse(c) : null;
            if (code == null) {
                continue;
            }
            if (code.methods.containsKey(m)) {
                return c;
            }
            todo.addAll(List.of(code.interfaces));
        }
        return null;
    }

    /**
     * The code that runs from {@code entries} ({owner, name+descriptor} each), as text without debug
     * information: every method reached, breadth first, labelled by class and name, with each
     * instruction and its operands (labels numbered in order of appearance, synthetic lambda method
     * names without their number). A call into a class of the entry's own package ({@link
     * #ownPackage}) is followed into the class that declares the method, so that a key read through
     * a getter of the record class or a helper of another class of the job is that code too (a getter
     * that returns accountId where it returned userId moves the key); a call into the JDK, Flink or a
     * library is its instruction only. {@code entryMethod}, when given, is labelled "entry" (a
     * lambda's body, whose synthetic name depends on the lambdas before it). Class names are replaced:
     * those of {@code names}, then every other class reached by J1, J2, … in the order reached, so that
     * renaming or moving a class is no change.
     */
    String reachedCode(List<String[]> entries, String entryMethod, Map<String, String> names) throws IOException {
        Map<String, String> renames = new LinkedHashMap<>(names);
        Map<String, String> reached = new LinkedHashMap<>();
        // (breadth first: the entries, each where it is declared, then what they call)
        Deque<String[]> todo = new ArrayDeque<>(entries);
        int entriesLeft = entries.size();
        String own = ownPackage(entries.get(0)[0]);
        while (!todo.isEmpty()) {
            String[] call = todo.pop();
            String at = entriesLeft-- > 0 ? call[0] : declaring(call[0], call[1], own);
            ClassCode code = at == null ? null : parse(at);
            String label = at + "." + call[1];
            if (code == null || !code.methods.containsKey(call[1]) || reached.containsKey(label)) {
                continue;
            }
            if (reached.size() == MAX_METHODS) {
                reached.put("…", "more methods than " + MAX_METHODS + "\n");
                break;
            }
            renames.putIfAbsent(at, "J" + renames.size());
            reached.put(label, code.methods.get(call[1]));
            todo.addAll(code.calls.getOrDefault(call[1], List.of()));
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, String> e : reached.entrySet()) {
            boolean isEntry = entryMethod != null && e.getKey().equals(entries.get(0)[0] + "." + entryMethod);
            out.append(isEntry ? " entry" : normalizeLambdaName(e.getKey())).append(":\n").append(e.getValue());
        }
        return renamed(out.toString(), renames);
    }

    /**
     * {@code code} with each class name of {@code names} replaced (longest first: a nested class has
     * its outer class's name as a prefix, and becomes e.g. THIS$Inner): in descriptors and as a name.
     */
    private static String renamed(String code, Map<String, String> names) {
        List<String> order = new ArrayList<>(names.keySet());
        order.sort((a, b) -> b.length() - a.length());
        for (String name : order) {
            String to = names.get(name);
            code = code.replace("L" + name + ";", "L" + to + ";");
            code = code.replaceAll("(?<![\\w/$])" + Pattern.quote(name) + "(?![\\w/])", Matcher.quoteReplacement(to));
        }
        return code;
    }

    private static String normalizeLambdaName(String s) {
        return s.replaceAll("lambda\\$([^$\\s(]*)\\$\\d+", "lambda\\$$1\\$n");
    }

    /** Writes a method's instructions as text into {@code methods}, and the methods it calls. */
    private static final class Printer extends MethodVisitor {
        private final String key;
        private final List<String[]> called;
        private final Map<String, String> methods;
        private final StringBuilder sb = new StringBuilder();
        private final Map<Label, Integer> labels = new HashMap<>();

        Printer(String key, List<String[]> called, Map<String, String> methods) {
            super(Opcodes.ASM9);
            this.key = key;
            this.called = called;
            this.methods = methods;
        }

        private String label(Label l) {
            return "L" + labels.computeIfAbsent(l, x -> labels.size());
        }

        private void line(Object... parts) {
            for (Object p : parts) {
                sb.append(p).append(' ');
            }
            sb.append('\n');
        }

        @Override public void visitInsn(int op) { line(op); }
        @Override public void visitIntInsn(int op, int operand) { line(op, operand); }
        @Override public void visitVarInsn(int op, int var) { line(op, var); }
        @Override public void visitTypeInsn(int op, String type) { line(op, type); }
        @Override public void visitFieldInsn(int op, String o, String name, String desc) { line(op, o, name, desc); }
        @Override public void visitMethodInsn(int op, String o, String name, String desc, boolean itf) {
            line(op, o, normalizeLambdaName(name), desc);
            called.add(new String[] {o, name + desc});
        }
        @Override public void visitInvokeDynamicInsn(String name, String desc, Handle bsm, Object... args) {
            StringBuilder a = new StringBuilder();
            for (Object arg : args) {
                if (arg instanceof Handle) {
                    Handle h = (Handle) arg;
                    a.append(h.getOwner()).append('.').append(normalizeLambdaName(h.getName())).append(h.getDesc());
                    called.add(new String[] {h.getOwner(), h.getName() + h.getDesc()});
                } else {
                    a.append(arg);
                }
                a.append(',');
            }
            line("indy", name, desc, bsm.getOwner() + "." + bsm.getName(), a);
        }
        @Override public void visitJumpInsn(int op, Label l) { line(op, label(l)); }
        @Override public void visitLabel(Label l) { line(label(l) + ":"); }
        @Override public void visitLdcInsn(Object cst) { line("ldc", cst.getClass().getSimpleName(), cst); }
        @Override public void visitIincInsn(int var, int inc) { line("iinc", var, inc); }
        @Override public void visitTableSwitchInsn(int min, int max, Label dflt, Label... ls) {
            StringBuilder t = new StringBuilder();
            for (Label l : ls) {
                t.append(label(l)).append(',');
            }
            line("tableswitch", min, max, label(dflt), t);
        }
        @Override public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] ls) {
            StringBuilder t = new StringBuilder();
            for (int i = 0; i < keys.length; i++) {
                t.append(keys[i]).append(':').append(label(ls[i])).append(',');
            }
            line("lookupswitch", label(dflt), t);
        }
        @Override public void visitMultiANewArrayInsn(String desc, int dims) { line("multianewarray", desc, dims); }
        @Override public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            line("try", label(start), label(end), label(handler), type);
        }
        @Override public void visitEnd() {
            methods.put(key, sb.toString());
        }
    }

    // ------------------------------------------------------------------------------ helpers

    private static String shorten(String s) {
        return s.length() <= 200 ? s : s.substring(0, 199) + "…";
    }

    static String sha256(String s) {
        try {
            StringBuilder hex = new StringBuilder();
            for (byte b : MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8))) {
                hex.append(String.format("%02x", b));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
