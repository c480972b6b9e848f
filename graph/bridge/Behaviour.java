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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
 * What an operator does with its state that its serializers do not show (rules WINDOW_CHANGED and
 * KEY_SELECTOR_CHANGED): Flink restores a window operator with another assigner, trigger or evictor,
 * and a keyed operator whose key selector reads another field of the same type, as they are.
 *
 * <ul>
 *   <li>{@code "window"}: a window operator's (WindowOperator, EvictingWindowOperator,
 *       AsyncWindowOperator, or their factories) assigner, trigger and evictor, each read from the
 *       object Flink runs: its class and instance fields ({@link #describe});</li>
 *   <li>{@code "key_selector"}: the StreamNode's state key selectors (what keys the operator's
 *       state), as a fingerprint: a job's selector by its bytecode without debug information (line
 *       numbers, local variable names, source file) and with its own class name normalized, plus
 *       what it holds (captured values, fields); a lambda by its implementation method, found through
 *       its SerializedLambda; Flink's own selectors (KeySelectorUtil's) by their fields.</li>
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
            } catch (Exception | LinkageError e) {
                op.remove("window");
                op.put("behaviour_unread", Bridge.describe(e));
            }
        }
    }

    private final ClassLoader cl;
    private final Map<String, byte[]> classes = new HashMap<>();

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
        // A job's selector class: its code and its superclasses' from the job, with its fields' values.
        String in = inputClass(c);
        StringBuilder text = new StringBuilder();
        for (Class<?> k = c; k != null && !isFrameworkClass(k); k = k.getSuperclass()) {
            String internal = k.getName().replace('.', '/');
            text.append(normalized(normalizedInput(classCode(internal, null), in), internal)).append('\n');
        }
        text.append(fields(ks, depth, seen));
        String hash = "sha256:" + sha256(text.toString());
        return new Code(hash, "class " + c.getName() + " (bytecode " + hash.substring(0, 19) + "…)");
    }

    private static boolean isFrameworkClass(Class<?> k) {
        String n = k.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("org.apache.flink.")
                || n.startsWith("scala.") || n.startsWith("kotlin.");
    }

    private static boolean isLambda(Class<?> c) {
        return c.isSynthetic() && c.getName().contains("$$Lambda");
    }

    /** A lambda by its implementation method (for a method reference: the method referred to), the
     * methods of the same class it calls, and what it captured. */
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
        String in = inputClass(sl.getInstantiatedMethodType());
        text.append(body ? "lambda" : owner + "::" + method)
                .append(normalizedInput(sl.getImplMethodSignature(), in)).append('\n');
        // (the input class first: a class nested in the owner has the owner's name as a prefix)
        text.append(normalized(normalizedInput(classCode(owner, method + sl.getImplMethodSignature()), in), owner))
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
     * The selector's input class ({@code in}) replaced by IN wherever its code names it (a checkcast,
     * the owner of a field or method it reads, a descriptor): a selector that takes the same field
     * of another input type (f0 of a Tuple2, then of a Tuple3) computes the same key from its
     * record. A changed record type is the state rules' to judge (the reduce's or window's state
     * type), not a moved key; a selector that reads another field or calls another method still
     * differs.
     */
    private static String normalizedInput(String code, String in) {
        if (in == null) {
            return code;
        }
        String descriptors = code.replace("L" + in + ";", "LIN;");
        return descriptors.replaceAll("(?<![\\w/$])" + Pattern.quote(in) + "(?![\\w/$])", Matcher.quoteReplacement("IN"));
    }

    /** Internal names replaced so that renaming a class does not change its code's text. */
    private static String normalized(String code, String internal) {
        return code.replace(internal, "THIS");
    }

    /**
     * The code of class {@code internal} as text without debug information: every method (or only
     * {@code onlyMethod}, name+descriptor, and the methods of the class it calls, transitively), in
     * name order, each instruction with its operands; labels numbered in order of appearance;
     * synthetic lambda method names without their number.
     */
    String classCode(String internal, String onlyMethod) throws IOException {
        byte[] bytes = classes.get(internal);
        if (bytes == null) {
            try (InputStream in = cl.getResourceAsStream(internal + ".class")) {
                if (in == null) {
                    throw new IOException("class " + internal.replace('/', '.') + " not found in the job's class path");
                }
                bytes = in.readAllBytes();
            }
            classes.put(internal, bytes);
        }
        Map<String, String> methods = new TreeMap<>();
        Map<String, List<String>> calls = new HashMap<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exc) {
                String key = name + desc;
                List<String> called = new ArrayList<>();
                calls.put(key, called);
                return new Printer(internal, key, called, methods);
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        StringBuilder out = new StringBuilder();
        if (onlyMethod == null) {
            methods.forEach((k, v) -> out.append(normalizeLambdaName(k)).append(":\n").append(v));
            return out.toString();
        }
        if (!methods.containsKey(onlyMethod)) {
            throw new IOException("method " + onlyMethod + " not found in " + internal.replace('/', '.'));
        }
        Map<String, String> reached = new TreeMap<>();
        Deque<String> todo = new ArrayDeque<>(List.of(onlyMethod));
        while (!todo.isEmpty()) {
            String m = todo.pop();
            if (reached.containsKey(m) || !methods.containsKey(m)) {
                continue;
            }
            // The entry method is "entry", the others by their (normalized) names.
            reached.put(m.equals(onlyMethod) ? " entry" : normalizeLambdaName(m), methods.get(m));
            todo.addAll(calls.getOrDefault(m, List.of()));
        }
        reached.forEach((k, v) -> out.append(k).append(":\n").append(v));
        return out.toString();
    }

    private static String normalizeLambdaName(String s) {
        return s.replaceAll("lambda\\$([^$\\s(]*)\\$\\d+", "lambda\\$$1\\$n");
    }

    /** Writes a method's instructions as text into {@code methods}, and its calls to its own class. */
    private static final class Printer extends MethodVisitor {
        private final String owner;
        private final String key;
        private final List<String> called;
        private final Map<String, String> methods;
        private final StringBuilder sb = new StringBuilder();
        private final Map<Label, Integer> labels = new HashMap<>();

        Printer(String owner, String key, List<String> called, Map<String, String> methods) {
            super(Opcodes.ASM9);
            this.owner = owner;
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
            if (o.equals(owner)) {
                called.add(name + desc);
            }
        }
        @Override public void visitInvokeDynamicInsn(String name, String desc, Handle bsm, Object... args) {
            StringBuilder a = new StringBuilder();
            for (Object arg : args) {
                if (arg instanceof Handle) {
                    Handle h = (Handle) arg;
                    a.append(h.getOwner()).append('.').append(normalizeLambdaName(h.getName())).append(h.getDesc());
                    if (h.getOwner().equals(owner)) {
                        called.add(h.getName() + h.getDesc());
                    }
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
