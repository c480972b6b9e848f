package flinkcompat.bridge;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandleInfo;
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
import org.apache.flink.api.connector.source.Source;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.core.io.SimpleVersionedSerializer;
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
import org.apache.flink.streaming.api.operators.SourceOperatorFactory;
import org.apache.flink.streaming.api.operators.StreamOperatorFactory;
import org.apache.flink.streaming.api.windowing.assigners.MergingWindowAssigner;
import org.apache.flink.streaming.api.windowing.assigners.WindowAssigner;

/**
 * What an operator does with its state that its serializers do not show (rules WINDOW_CHANGED,
 * KEY_SELECTOR_CHANGED, KEY_HASH_CHANGED, AGGREGATION_CHANGED and INTERVAL_JOIN_WIDENED): Flink
 * restores a window operator with another assigner, trigger or evictor, a keyed operator whose key
 * selector reads another field of the same type or whose key class hashes its keys otherwise, a
 * built-in aggregation of another field, and an interval join with other bounds, as they are.
 *
 * <ul>
 *   <li>{@code "window"}: a window operator's (WindowOperator, EvictingWindowOperator,
 *       AsyncWindowOperator, or their factories) assigner, trigger and evictor, each read from the
 *       object Flink runs: its class and instance fields ({@link #describe}), and its allowed
 *       lateness;</li>
 *   <li>{@code "key_selector"}: the StreamNode's state key selectors (what keys the operator's
 *       state), as a fingerprint: a job's selector by its bytecode without debug information (line
 *       numbers, local variable names, source file) and with its own class name normalized, plus
 *       what it holds (captured values, fields); a lambda by its implementation method, found through
 *       its SerializedLambda, with the job's code it calls; Flink's own selectors (KeySelectorUtil's)
 *       by their fields.</li>
 *   <li>{@code "key_hash"}: what decides a key's key group that is the job's code (rule
 *       KEY_HASH_CHANGED): the hashCode of each class of the job's in the key serializer ({@link
 *       #keyHash});</li>
 *   <li>{@code "aggregation"}: a keyed reduce's built-in aggregation, {@code sum(1)} or
 *       {@code maxBy(...)} ({@link #aggregation}; rule AGGREGATION_CHANGED);</li>
 *   <li>{@code "interval_join"}: an interval join's bounds ({@link #intervalJoin}; rule
 *       INTERVAL_JOIN_WIDENED);</li>
 *   <li>{@code "source"}: a FLIP-27 source's connector and the serializers of its splits and of its
 *       enumerator's checkpoint ({@link #source}; rule SOURCE_CONNECTOR_CHANGED);</li>
 *   <li>{@code "timers"}: the time domains a keyed process function of the job's sets timers in, and
 *       whether it has an onTimer ({@link #timers}; rule TIMERS_NO_LONGER_SET).</li>
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
                String aggregation = b.aggregation(node.getOperatorFactory());
                if (aggregation != null) {
                    op.put("aggregation", aggregation);
                }
                Map<String, Object> join = intervalJoin(node.getOperatorFactory());
                if (join != null) {
                    op.put("interval_join", join);
                }
                Map<String, Object> source = source(node.getOperatorFactory());
                if (source != null) {
                    op.put("source", source);
                }
                Map<String, Object> timers = b.timers(node.getOperatorFactory());
                if (timers != null) {
                    op.put("timers", timers);
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
        // A job's own assigner, trigger or evictor is also its code: a size or count may be a
        // constant in it (describeObject).
        windowParts = true;
        try {
            return windowOf(holder, assigner, w);
        } finally {
            windowParts = false;
        }
    }

    /** Whether {@link #describe} is describing a window's assigner, trigger or evictor. */
    private boolean windowParts;

    private Map<String, Object> windowOf(Object holder, Object assigner, Map<String, Object> w) throws Exception {
        Map<String, String> parameters = fields(assigner, 1, new IdentityHashMap<>());
        if (!isFrameworkClass(assigner.getClass())) {
            parameters.put("code", classCode(assigner.getClass()));
        }
        w.put("parameters", parameters);
        w.put("merging", assigner instanceof MergingWindowAssigner);
        w.put("event_time", ((WindowAssigner<?, ?>) assigner).isEventTime());
        Method getTrigger = publicMethod(holder, "getTrigger");
        w.put("trigger", getTrigger == null ? null : describe(getTrigger.invoke(holder), 1, new IdentityHashMap<>()));
        Method getEvictor = publicMethod(holder, "getEvictor");
        Object evictor = getEvictor == null ? null : getEvictor.invoke(holder);
        w.put("evictor", evictor == null ? null : describe(evictor, 1, new IdentityHashMap<>()));
        w.put("allowed_lateness", allowedLateness(holder));
        return w;
    }

    /**
     * The window's allowed lateness in milliseconds, the long field {@code allowedLateness} that
     * WindowOperator and WindowOperatorFactory (and their evicting and async kinds) hold and
     * have no getter for; null where there is none (the checker then says nothing of it).
     */
    private static Long allowedLateness(Object holder) throws IllegalAccessException {
        for (Class<?> c = holder.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField("allowedLateness");
                if (f.getType() == long.class) {
                    f.setAccessible(true);
                    return f.getLong(holder);
                }
            } catch (NoSuchFieldException e) {
                // (declared further up)
            }
        }
        return null;
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
        Map<String, String> f = fields(o, depth, seen);
        if (windowParts && !isFrameworkClass(o.getClass())) {
            f.put("code", classCode(o.getClass()));  // a job's trigger or evictor: a count may be in its code
        }
        return render(o.getClass(), f);
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
        List<String> inputs = new ArrayList<>();  // per input, in input order ("" for one not keyed)
        for (KeySelector<?, ?> ks : node.getStatePartitioners()) {
            if (ks == null) {
                inputs.add("");
                continue;
            }
            Code code = selectorCode(ks, 1);
            fingerprint.append(code.hash).append('\0');
            descriptions.add(code.description);
            inputs.add(code.hash);
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("origin", "bytecode");
        out.put("fingerprint", sha256(fingerprint.toString()));
        out.put("description", String.join(" / ", descriptions));
        if (inputs.size() > 1) {
            out.put("inputs", inputs);
        }
        return out;
    }

    // ------------------------------------------------------- aggregations and interval joins

    /** The operator a factory makes, where it holds one (a SimpleOperatorFactory's), else null. */
    private static Object operatorOf(StreamOperatorFactory<?> factory) {
        return factory instanceof SimpleOperatorFactory ? ((SimpleOperatorFactory<?>) factory).getOperator() : null;
    }

    /**
     * A keyed reduce's built-in aggregation (rule AGGREGATION_CHANGED), or null: {@code sum(1)},
     * {@code min}, {@code maxBy(...)} are Flink's aggregators (SumAggregator, ComparableAggregator)
     * in a StreamGroupedReduceOperator, described by their fields (the field position they read, the
     * kind of aggregation). Its state is the last aggregated record, whatever field it sums.
     */
    String aggregation(StreamOperatorFactory<?> factory) throws Exception {
        Object op = operatorOf(factory);
        if (op == null || !op.getClass().getName().equals(
                "org.apache.flink.streaming.api.operators.StreamGroupedReduceOperator")) {
            return null;
        }
        Object fn = ((org.apache.flink.streaming.api.operators.AbstractUdfStreamOperator<?, ?>) op).getUserFunction();
        String name = fn.getClass().getName();
        if (!name.startsWith("org.apache.flink.streaming.api.functions.aggregation.")) {
            return null;  // (the job's own ReduceFunction: its code, like any function's)
        }
        return describe(fn, 1, new IdentityHashMap<>());
    }

    // ------------------------------------------------------------------------------ timers

    /** Flink's operators that give a job's function a TimerService on the key's "user-timers"
     * service: every timer restored into it fires the function's onTimer. */
    private static final Set<String> TIMER_OPERATORS = Set.of(
            "org.apache.flink.streaming.api.operators.KeyedProcessOperator",
            "org.apache.flink.streaming.api.operators.LegacyKeyedProcessOperator",
            "org.apache.flink.streaming.api.operators.co.KeyedCoProcessOperator",
            "org.apache.flink.streaming.api.operators.co.LegacyKeyedCoProcessOperator",
            "org.apache.flink.streaming.api.operators.co.CoBroadcastWithKeyedOperator",
            "org.apache.flink.runtime.asyncprocessing.operators.AsyncKeyedProcessOperator",
            "org.apache.flink.runtime.asyncprocessing.operators.co.AsyncKeyedCoProcessOperator");

    /**
     * Which timers a keyed process function of the job's sets (rule TIMERS_NO_LONGER_SET), or null
     * for other operators: {@code {"event": …, "processing": …, "on_timer": …}}, whether its code
     * calls registerEventTimeTimer and registerProcessingTimeTimer, and whether its class (or a
     * superclass of the job's) has an onTimer. Every method of the function's class is read, and the
     * job's code it calls ({@link #ownPackage}), as for a key selector. A call through an interface
     * or a class whose code is not the job's ({@code Consumer.accept}, a helper interface of the
     * job's) is followed into the objects the function holds that implement it ({@link #heldObjects}:
     * a lambda by its body, an object of the job's by its class's method), and into those the code
     * reads from static fields: a helper given to the function's constructor registers its timers
     * as the function's own code would. {@code {"unread": why}} when that code cannot all be read:
     * a method of the job's without code that no held object implements, a library's method given
     * the timer service or a context, a lambda held that is not serializable, more than {@link
     * #MAX_METHODS} methods or {@link #MAX_HELD} objects; "event" and "processing" then say what the
     * code read registers. Restored timers fire onTimer whatever the new code sets, so "sets none"
     * is said only of code read whole.
     */
    Map<String, Object> timers(StreamOperatorFactory<?> factory) throws IOException {
        Object op = operatorOf(factory);
        if (op == null || !TIMER_OPERATORS.contains(op.getClass().getName())) {
            return null;
        }
        Object fn = ((org.apache.flink.streaming.api.operators.AbstractUdfStreamOperator<?, ?>) op).getUserFunction();
        if (fn == null || isFrameworkClass(fn.getClass())) {
            return null;
        }
        return new TimerReading(fn).read();
    }

    /** Why a function's timers cannot be read whole. */
    private static final class Unread extends Exception {
        Unread(String why) {
            super(why, null, false, false);
        }
    }

    /** How many objects {@link #heldObjects} follows at most (a function's lookup table of its own
     * records may be large; its objects are serializable, shipped with the job). */
    private static final int MAX_HELD = 100_000;

    /** One keyed process function's timers being read: the calls to follow ({owner, name+descriptor,
     * the package followed from it}), the methods read, the objects held. */
    private final class TimerReading {
        private final Object fn;
        private final Deque<String[]> todo = new ArrayDeque<>();
        private final Set<String> reached = new java.util.HashSet<>();
        private final Set<String> domains = new java.util.TreeSet<>();
        /** Calls on a type whose code is not the job's, resolved on what is held (again when more is). */
        private final Map<String, String[]> virtual = new LinkedHashMap<>();
        /** Calls of a method of the job's without code, which a held object must implement. */
        private final Map<String, String[]> abstracts = new LinkedHashMap<>();
        private final List<Object> held;
        private final IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
        private final Set<String> statics = new java.util.HashSet<>();
        /** The function's package ({@link #ownPackage}): the objects of its classes are followed. */
        private final String own;

        private boolean onTimer;

        TimerReading(Object fn) {
            this.fn = fn;
            this.own = ownPackage(internalName(fn.getClass()));
            this.held = new ArrayList<>();
        }

        Map<String, Object> read() throws IOException {
            String unread = null;
            try {
                readAll();
            } catch (Unread e) {
                unread = e.getMessage();
            }
            Map<String, Object> out = new LinkedHashMap<>();
            out.put("event", domains.contains("event"));
            out.put("processing", domains.contains("processing"));
            out.put("on_timer", onTimer);
            if (unread != null) {
                out.put("unread", unread);
            }
            return out;
        }

        private void readAll() throws IOException, Unread {
            String start = internalName(fn.getClass());
            for (String c = start; c != null && inPackage(c, own); ) {
                ClassCode code = parse(c);
                if (code == null) {
                    break;
                }
                for (String m : code.methods.keySet()) {
                    onTimer |= m.startsWith("onTimer(");
                    todo.add(new String[] {start, m, own});  // (where the function's class has it: an override)
                }
                c = code.superName;
            }
            heldObjects(fn, own, held, seen);
            for (int resolved = -1; resolved < held.size(); ) {
                resolved = held.size();
                // the calls seen so far, on what is held now (a static field read may have added some)
                for (String[] call : virtual.values()) {
                    implementations(call[0], call[1], todo);
                }
                follow();
            }
            for (String[] call : abstracts.values()) {
                List<String[]> impls = new ArrayList<>();
                implementations(call[0], call[1], impls);
                if (impls.isEmpty()) {
                    throw new Unread("it calls " + call[0].replace('/', '.') + "." + name(call[1])
                            + ", which has no code (its implementations are not known)");
                }
            }
        }

        private void follow() throws IOException, Unread {
            while (!todo.isEmpty()) {
                String[] call = todo.pop();
                String name = name(call[1]);
                if (name.equals("registerEventTimeTimer")) {
                    domains.add("event");
                } else if (name.equals("registerProcessingTimeTimer")) {
                    domains.add("processing");
                }
                String from = call[2];  // the package followed from the call's caller
                String at = declaring(call[0], call[1], from);
                if (at == null) {
                    if (!isFrameworkClass(call[0].replace('/', '.')) && !inPackage(call[0], from)
                            && (call[1].contains("Lorg/apache/flink/streaming/api/TimerService;")
                            || call[1].contains("Context;"))) {
                        throw new Unread("it gives its timer service or context to "
                                + call[0].replace('/', '.') + "." + name + ", which is not read");
                    }
                    if (virtual.putIfAbsent(call[0] + "." + call[1], call) == null) {
                        implementations(call[0], call[1], todo);
                    }
                    continue;
                }
                if (!reached.add(at + "." + call[1])) {
                    continue;
                }
                if (reached.size() > MAX_METHODS) {
                    throw new Unread("its code reaches more than " + MAX_METHODS + " methods");
                }
                ClassCode code = parse(at);
                List<String[]> insns = code.instructions.getOrDefault(call[1], List.of());
                if (insns.isEmpty()) {
                    // an interface's or an abstract method of the job's: what implements it is held
                    abstracts.put(at + "." + call[1], new String[] {at, call[1]});
                    implementations(at, call[1], todo);
                    continue;
                }
                for (String[] i : insns) {
                    if (i[0].equals("field") && Integer.parseInt(i[1]) == Opcodes.GETSTATIC && inPackage(i[2], own)) {
                        holdStatic(i[2], i[3]);
                    }
                }
                for (String[] c : code.calls.getOrDefault(call[1], List.of())) {
                    todo.add(new String[] {c[0], c[1], from});
                }
            }
        }

        /** The methods that a call of {@code method} on {@code owner} runs in the objects held: a
         * lambda's body (not a method reference to Flink's or the JDK's), an object's method. */
        private void implementations(String owner, String method, java.util.Collection<String[]> out) throws Unread {
            Class<?> type;
            try {
                type = Class.forName(owner.replace('/', '.'), false, cl);
            } catch (ClassNotFoundException | LinkageError e) {
                return;  // (an array's clone(), a class not on the job's class path: nothing held is one)
            }
            String name = name(method);
            for (Object h : held) {
                if (!type.isInstance(h)) {
                    continue;
                }
                Class<?> c = h.getClass();
                if (isLambda(c)) {
                    SerializedLambda sl = serialized(h);
                    if (sl == null) {
                        throw new Unread("it holds a lambda of " + c.getName().replaceAll("\\$\\$Lambda.*", "")
                                + " that is not serializable, whose code is not known");
                    }
                    if (sl.getFunctionalInterfaceMethodName().equals(name) && !isFrameworkClass(sl.getImplClass().replace('/', '.'))) {
                        out.add(new String[] {sl.getImplClass(), sl.getImplMethodName() + sl.getImplMethodSignature(),
                                ownPackage(sl.getImplClass())});
                    }
                } else if (!isFrameworkClass(c)) {
                    out.add(new String[] {internalName(c), method, ownPackage(internalName(c))});
                }
            }
        }

        /** The value of a static field of a class of the function's package that the code reads,
         * held (the class is initialized, as the function's code would when it reads it). */
        private void holdStatic(String owner, String field) throws Unread {
            if (!statics.add(owner + "." + field)) {
                return;
            }
            try {
                Field f = staticField(Class.forName(owner.replace('/', '.'), false, cl), field);
                if (f == null) {
                    throw new NoSuchFieldException(field);
                }
                if (f.getType().isPrimitive() || f.getType() == String.class) {
                    return;
                }
                f.setAccessible(true);
                heldObjects(f.get(null), own, held, seen);
            } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
                throw new Unread("its code reads the static field " + owner.replace('/', '.') + "." + field
                        + ", which could not be read (" + e + ")");
            }
        }
    }

    /** The static field a GETSTATIC on {@code c} reads: {@code c}'s, an interface's or a superclass's. */
    private static Field staticField(Class<?> c, String name) {
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (f.getName().equals(name) && Modifier.isStatic(f.getModifiers())) {
                    return f;
                }
            }
            for (Class<?> i : k.getInterfaces()) {
                Field f = staticField(i, name);
                if (f != null) {
                    return f;
                }
            }
        }
        return null;
    }

    private static String name(String method) {
        return method.substring(0, method.indexOf('('));
    }

    /**
     * Adds to {@code out} the objects {@code o} is and holds whose code is the job's: {@code o}
     * itself, the values of its instance fields, followed through the objects of classes of the
     * package {@code own} ({@link #ownPackage}, its enums' constants too), lambdas and their captured
     * values, arrays and the JDK's collections and maps. Other objects (Flink's, the JDK's, a library's) are not followed,
     * as a library's code is not (a library registers timers only given the timer service or a
     * context, which {@link #timers} tells by the call's signature).
     */
    private static void heldObjects(Object o, String own, List<Object> out, IdentityHashMap<Object, Boolean> seen)
            throws Unread {
        Deque<Object> todo = new java.util.LinkedList<>();  // (a field, an item may be null)
        todo.add(o);
        while (!todo.isEmpty()) {
            Object x = todo.pop();
            if (x == null || x instanceof String || x instanceof Number || x instanceof Boolean || x instanceof Character
                    || x instanceof Class || seen.put(x, Boolean.TRUE) != null) {
                continue;
            }
            if (seen.size() > MAX_HELD) {
                throw new Unread("it holds more than " + MAX_HELD + " objects");
            }
            Class<?> c = x.getClass();
            if (c.isArray()) {
                if (!c.getComponentType().isPrimitive()) {
                    for (int i = 0; i < Array.getLength(x); i++) {
                        todo.add(Array.get(x, i));
                    }
                }
            } else if (isLambda(c)) {
                out.add(x);
                SerializedLambda sl = serialized(x);
                for (int i = 0; sl != null && i < sl.getCapturedArgCount(); i++) {
                    todo.add(sl.getCapturedArg(i));
                }
            } else if (x instanceof java.util.Collection && c.getName().startsWith("java.util.")) {
                todo.addAll((java.util.Collection<?>) x);
            } else if (x instanceof Map && c.getName().startsWith("java.util.")) {
                todo.addAll(((Map<?, ?>) x).keySet());
                todo.addAll(((Map<?, ?>) x).values());
            } else if (inPackage(internalName(c), own)) {
                out.add(x);
                for (Class<?> k = c; k != null && !isFrameworkClass(k); k = k.getSuperclass()) {
                    for (Field f : k.getDeclaredFields()) {
                        if (!Modifier.isStatic(f.getModifiers()) && !f.getType().isPrimitive()) {
                            try {
                                f.setAccessible(true);
                                todo.add(f.get(x));
                            } catch (ReflectiveOperationException | RuntimeException e) {
                                throw new Unread("its field " + k.getName() + "." + f.getName() + " could not be read (" + e + ")");
                            }
                        }
                    }
                }
            }
        }
    }

    /** A serializable lambda's SerializedLambda, or null when it is not serializable. */
    private static SerializedLambda serialized(Object lambda) {
        try {
            Method writeReplace = lambda.getClass().getDeclaredMethod("writeReplace");
            writeReplace.setAccessible(true);
            Object replaced = writeReplace.invoke(lambda);
            return replaced instanceof SerializedLambda ? (SerializedLambda) replaced : null;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }

    /**
     * A FLIP-27 source's connector (rule SOURCE_CONNECTOR_CHANGED), or null for other operators:
     * the Source's class, and the class and version of the serializers Flink restores its state
     * with: the split serializer (each reader's splits, SourceReaderState) and the enumerator
     * checkpoint serializer (the coordinator's state). Flink hands a restored source the bytes the
     * old one wrote, whatever source it now is; only these serializers read them.
     */
    static Map<String, Object> source(StreamOperatorFactory<?> factory) throws ReflectiveOperationException {
        if (!(factory instanceof SourceOperatorFactory)) {
            return null;
        }
        Field field = SourceOperatorFactory.class.getDeclaredField("source");
        field.setAccessible(true);
        Source<?, ?, ?> source = (Source<?, ?, ?>) field.get(factory);
        SimpleVersionedSerializer<?> splits = source.getSplitSerializer();
        SimpleVersionedSerializer<?> checkpoint = source.getEnumeratorCheckpointSerializer();
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("connector", source.getClass().getName());
        out.put("split_serializer", splits.getClass().getName());
        out.put("split_version", splits.getVersion());
        out.put("checkpoint_serializer", checkpoint.getClass().getName());
        out.put("checkpoint_version", checkpoint.getVersion());
        return out;
    }

    /**
     * An interval join's bounds (rule INTERVAL_JOIN_WIDENED), or null: IntervalJoinOperator's
     * {@code lowerBound} and {@code upperBound}, in milliseconds and inclusive (the operator makes
     * an exclusive bound inclusive by one), which decide when a buffered record is cleaned up.
     */
    static Map<String, Object> intervalJoin(StreamOperatorFactory<?> factory) throws ReflectiveOperationException {
        Object op = operatorOf(factory);
        if (op == null || !op.getClass().getName().equals("org.apache.flink.streaming.api.operators.co.IntervalJoinOperator")) {
            return null;
        }
        Map<String, Object> out = new LinkedHashMap<>();
        for (String bound : new String[] {"lowerBound", "upperBound"}) {
            Field f = op.getClass().getDeclaredField(bound);
            f.setAccessible(true);
            out.put(bound.equals("lowerBound") ? "lower_ms" : "upper_ms", f.getLong(op));
        }
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
            text.append(reachedCode(List.of(new Entry(at, "hashCode()I", null)), ownPackage(at), names)).append('\n');
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
        // A job's selector class: the code of its getKey (its own or inherited from a class of the
        // job) and what that calls of the job's, with its fields' values.
        String own = ownPackage(internalName(c));
        Method getKey = getKeyOf(c);
        List<Entry> entries = new ArrayList<>();
        if (getKey != null && !isFrameworkClass(getKey.getDeclaringClass())) {
            entries.add(new Entry(internalName(getKey.getDeclaringClass()), "getKey" + Type.getMethodDescriptor(getKey), 1));
        } else {
            entries = allMethods(c);  // (getKey is a framework class's, calling what the job's class adds)
        }
        StringBuilder text = new StringBuilder(reachedCode(entries, own, names(internalName(c), inputClass(c))));
        Map<String, String> fields = fields(ks, depth, seen);
        if (!fields.isEmpty()) {
            text.append("fields ").append(fields).append('\n');
        }
        String hash = "sha256:" + sha256(text.toString());
        return new Code(hash, "class " + c.getName() + " (bytecode " + hash.substring(0, 19) + "…)");
    }

    /** A job class's code, every method of it and of its superclasses from the job, and what that
     * calls of the job's ({@link #reachedCode}), as a short fingerprint. */
    String classCode(Class<?> c) throws IOException {
        return "sha256:" + sha256(reachedCode(allMethods(c), ownPackage(internalName(c)), names(internalName(c), null)))
                .substring(0, 12);
    }

    /** Every method of a job class and of its superclasses from the job. */
    private List<Entry> allMethods(Class<?> c) throws IOException {
        List<Entry> entries = new ArrayList<>();
        for (Class<?> k = c; k != null && !isFrameworkClass(k); k = k.getSuperclass()) {
            ClassCode code = parse(internalName(k));
            if (code == null) {
                throw new IOException("class " + k.getName() + " not found in the job's class path");
            }
            for (String m : code.methods.keySet()) {
                entries.add(new Entry(internalName(k), m, null));
            }
        }
        return entries;
    }

    /** The getKey a selector class implements (not the bridge method javac adds for the erased one). */
    private static Method getKeyOf(Class<?> c) {
        for (Method m : c.getMethods()) {
            if (m.getName().equals("getKey") && m.getParameterCount() == 1 && !m.isBridge()) {
                return m;
            }
        }
        return null;
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
        SerializedLambda sl = serialized(lambda);
        if (sl == null) {
            throw new IllegalStateException("lambda " + lambda.getClass().getName() + " is not serializable");
        }
        String owner = sl.getImplClass();
        String method = sl.getImplMethodName();
        // A lambda's body is a synthetic lambda$<enclosing>$<n> whose number depends on the lambdas
        // before it: only its code counts, as a method reference's is the code it refers to.
        boolean body = method.startsWith("lambda$");
        String signature = sl.getImplMethodSignature();
        int kind = sl.getImplMethodKind();
        boolean instance = kind == MethodHandleInfo.REF_invokeVirtual || kind == MethodHandleInfo.REF_invokeInterface
                || kind == MethodHandleInfo.REF_invokeSpecial;
        // The record is the last parameter (captured values come first), or the receiver of an
        // unbound instance method reference (Pair::key).
        Integer record = instance && sl.getCapturedArgCount() == 0 ? Integer.valueOf(0)
                : lastParameterSlot(signature, instance);
        String capturing = sl.getCapturingClass().replace('.', '/');
        StringBuilder text = new StringBuilder(reachedCode(
                List.of(new Entry(owner, method + signature, record)), ownPackage(capturing),
                names(owner, inputClass(sl.getInstantiatedMethodType()))));
        IdentityHashMap<Object, Boolean> seen = new IdentityHashMap<>();
        for (int i = 0; i < sl.getCapturedArgCount(); i++) {
            text.append("captured ").append(describe(sl.getCapturedArg(i), depth + 1, seen)).append('\n');
        }
        String hash = "sha256:" + sha256(text.toString());
        String where = owner.replace('/', '.');
        String what = body ? "lambda in " + where : where + "::" + method;
        return new Code(hash, what + " (bytecode " + hash.substring(0, 19) + "…)");
    }

    /** The local variable slot of a method's last parameter (null: it has none). */
    private static Integer lastParameterSlot(String descriptor, boolean instance) {
        Type[] args = Type.getArgumentTypes(descriptor);
        if (args.length == 0) {
            return null;
        }
        int slot = instance ? 1 : 0;
        for (int i = 0; i < args.length - 1; i++) {
            slot += args[i].getSize();
        }
        return slot;
    }

    /**
     * The internal name of the class a selector class reads its key from (its input type), or null:
     * the parameter of its {@code getKey}, not of the bridge method javac adds for the erased
     * {@code getKey(Object)}.
     */
    private static String inputClass(Class<?> c) {
        Method getKey = getKeyOf(c);
        return getKey == null ? null : inputName(Type.getType(getKey.getParameterTypes()[0]));
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
        if (in != null) {
            names.put(in, "IN");  // (also when it is the class: Pair::getUserId reads a field of IN)
        }
        names.putIfAbsent(self, "THIS");
        return names;
    }

    static String internalName(Class<?> c) {
        return c.getName().replace('.', '/');
    }

    /** How many methods {@link #reachedCode} reads at most: a call graph that reaches far ends there. */
    private static final int MAX_METHODS = 256;
    /** How many methods that only call another {@link #delegate} passes through. */
    private static final int MAX_DELEGATIONS = 4;

    /** A local variable slot in a method's text, until {@link #slots} names it. */
    private static final char SLOT = '\u0001';

    /** A class of the job as read by ASM: each method's instructions as text (name+descriptor to
     * text, without debug information, local variables as {@link #SLOT} marks), the instructions
     * themselves ({kind, opcode, operands...}: what {@link #delegate} looks at), whether it is static,
     * and the methods each calls ({owner, name+descriptor}). */
    private static final class ClassCode {
        String superName;
        String[] interfaces = new String[0];
        final Map<String, String> methods = new TreeMap<>();
        final Map<String, List<String[]>> instructions = new HashMap<>();
        final Map<String, Boolean> isStatic = new HashMap<>();
        final Map<String, List<String[]>> calls = new HashMap<>();
    }

    /** Where a key is computed: a method, and the slot of its local variables that holds the record
     * (null: none is, its slots are text as they are). */
    private static final class Entry {
        final String owner;
        final String method;
        final Integer record;

        Entry(String owner, String method, Integer record) {
            this.owner = owner;
            this.method = method;
            this.record = record;
        }
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
                        List<String[]> instructions = new ArrayList<>();
                        c.calls.put(name + desc, called);
                        c.instructions.put(name + desc, instructions);
                        c.isStatic.put(name + desc, (access & Opcodes.ACC_STATIC) != 0);
                        return new Printer(name + desc, called, instructions, c.methods);
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
            return null;
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
     * What a method that only calls another with the record and returns what it returns (boxed or
     * cast) stands for: that method, the record its first argument or its receiver. So a lambda
     * {@code p -> p.getUserId()}, the method reference {@code Pair::getUserId} and an anonymous class
     * whose getKey returns {@code p.getUserId()} are the same key. Null when {@code e} does more.
     */
    private Entry delegate(Entry e, String at) throws IOException {
        ClassCode code = parse(at);
        List<String[]> insns = new ArrayList<>();
        for (String[] i : code.instructions.getOrDefault(e.method, List.of())) {
            if (!i[0].equals("label")) {
                insns.add(i);
            }
        }
        if (e.record == null || insns.size() < 3 || !insns.get(0)[0].equals("var")
                || Integer.parseInt(insns.get(0)[1]) != Opcodes.ALOAD || Integer.parseInt(insns.get(0)[2]) != e.record
                || !insns.get(1)[0].equals("method") || !insns.get(insns.size() - 1)[0].equals("insn")
                || Integer.parseInt(insns.get(insns.size() - 1)[1]) != Opcodes.ARETURN) {
            return null;
        }
        String[] call = insns.get(1);
        int op = Integer.parseInt(call[1]);
        int args = Type.getArgumentTypes(call[4]).length;
        if (!(op == Opcodes.INVOKESTATIC && args == 1) && !(op != Opcodes.INVOKESTATIC && op != Opcodes.INVOKESPECIAL && args == 0)) {
            return null;
        }
        for (String[] i : insns.subList(2, insns.size() - 1)) {
            boolean boxing = i[0].equals("method") && Integer.parseInt(i[1]) == Opcodes.INVOKESTATIC
                    && i[2].startsWith("java/lang/") && i[3].equals("valueOf");
            boolean cast = i[0].equals("type") && Integer.parseInt(i[1]) == Opcodes.CHECKCAST;
            if (!boxing && !cast) {
                return null;
            }
        }
        return new Entry(call[2], call[3] + call[4], 0);
    }

    /**
     * The code that runs from {@code entries}, as text without debug information: every method
     * reached, breadth first, labelled by class and name, with each instruction and its operands
     * (labels numbered in order of appearance, synthetic lambda method names without their number).
     * A call into a class of the package {@code own} ({@link #ownPackage}) is followed into the class
     * that declares the method, so that a key read through a getter of the record class or a helper
     * of another class of the job is that code too (a getter that returns accountId where it returned
     * userId moves the key); a call into the JDK, Flink or a library is its instruction only. An entry
     * with a record is labelled "entry", its local variables named for what they hold (the record R,
     * the selector T, other parameters P0, P1, …, locals L0, L1, … in order of use), and one that only
     * calls another method with the record stands for that method ({@link #delegate}). Class names
     * are replaced: those of {@code names}, then every other class reached by J1, J2, … in the order
     * reached, so that renaming or moving a class is no change.
     */
    String reachedCode(List<Entry> entries, String own, Map<String, String> names) throws IOException {
        Map<String, String> renames = new LinkedHashMap<>(names);
        Set<String> reached = new java.util.HashSet<>();
        StringBuilder out = new StringBuilder();
        Deque<String[]> todo = new ArrayDeque<>();
        for (Entry e : entries) {
            String at = e.record == null ? e.owner : declaring(e.owner, e.method, own);
            for (int d = 0; at != null && d < MAX_DELEGATIONS; d++) {
                Entry next = delegate(e, at);
                String nextAt = next == null ? null : declaring(next.owner, next.method, own);
                if (next == null || nextAt == null) {
                    if (next != null) {
                        e = next;  // (a call into the JDK's or a library's: that call is the key)
                        at = null;
                    }
                    break;
                }
                e = next;
                at = nextAt;
            }
            ClassCode code = at == null ? null : parse(at);
            if (code == null || !code.methods.containsKey(e.method)) {
                out.append(" entry: calls ").append(e.owner).append('.').append(normalizeLambdaName(e.method)).append('\n');
                continue;
            }
            renames.putIfAbsent(at, "J" + renames.size());
            reached.add(at + "." + e.method);
            String text = slots(code.methods.get(e.method), entrySlots(e, code));
            out.append(e.record == null ? normalizeLambdaName(at + "." + e.method) : " entry").append(":\n")
                    .append(e.record == null ? text : returned(text)).append('\n');
            todo.addAll(code.calls.getOrDefault(e.method, List.of()));
        }
        // (breadth first: what the entries call, each where it is declared)
        while (!todo.isEmpty()) {
            String[] call = todo.pop();
            String at = declaring(call[0], call[1], own);
            ClassCode code = at == null ? null : parse(at);
            String label = at + "." + call[1];
            if (code == null || !code.methods.containsKey(call[1]) || reached.contains(label)) {
                continue;
            }
            if (reached.size() == MAX_METHODS) {
                out.append("… more methods than ").append(MAX_METHODS).append('\n');
                break;
            }
            renames.putIfAbsent(at, "J" + renames.size());
            reached.add(label);
            out.append(normalizeLambdaName(label)).append(":\n").append(slots(code.methods.get(call[1]), Map.of()));
            todo.addAll(code.calls.getOrDefault(call[1], List.of()));
        }
        return renamed(out.toString(), renames);
    }

    /** A value returned, boxed or not: KeySelector's getKey returns the key boxed, a getter it calls
     * (Pair::getUserId) may return the primitive; the key is the same. */
    private static final Pattern RETURNED = Pattern.compile(
            "(?m)^(?:" + Opcodes.INVOKESTATIC + " java/lang/\\w+ valueOf \\([BCDFIJSZ]\\)Ljava/lang/\\w+; \n)?"
                    + "(?:" + Opcodes.IRETURN + "|" + Opcodes.LRETURN + "|" + Opcodes.FRETURN + "|" + Opcodes.DRETURN
                    + "|" + Opcodes.ARETURN + ") \n");

    private static String returned(String text) {
        return RETURNED.matcher(text).replaceAll("return\n");
    }

    /** The names of an entry's local variable slots: the record R, the selector (this) T, other
     * parameters P0, P1, …; null for an entry without a record (its slots stay numbers). */
    private static Map<Integer, String> entrySlots(Entry e, ClassCode code) {
        if (e.record == null) {
            return Map.of();
        }
        Map<Integer, String> names = new HashMap<>();
        boolean isStatic = code.isStatic.getOrDefault(e.method, false);
        int slot = 0;
        if (!isStatic) {
            names.put(slot++, "T");
        }
        Type[] args = Type.getArgumentTypes(e.method.substring(e.method.indexOf('(')));
        for (int i = 0; i < args.length; i++) {
            names.put(slot, "P" + i);
            slot += args[i].getSize();
        }
        names.put(e.record, "R");
        names.put(-1, "");  // (locals follow: named in order of use)
        return names;
    }

    /** A method's text with its local variable slots named: by {@code names} (an entry's), other
     * locals of an entry L0, L1, … in order of use; without names, v and the slot number. */
    private static String slots(String text, Map<Integer, String> names) {
        Map<Integer, String> locals = new HashMap<>(names);
        boolean entry = locals.remove(-1) != null;
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (true) {
            int start = text.indexOf(SLOT, i);
            if (start < 0) {
                return out.append(text, i, text.length()).toString();
            }
            int end = text.indexOf(SLOT, start + 1);
            int slot = Integer.parseInt(text.substring(start + 1, end));
            String name = locals.get(slot);
            if (name == null) {
                name = entry ? "L" + (locals.size() - names.size() + 1) : "v" + slot;
                if (entry) {
                    locals.put(slot, name);
                }
            }
            out.append(text, i, start).append(name);
            i = end + 1;
        }
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

    /** A constant as text without {@link #SLOT} marks: a string concatenation's recipe
     * (StringConcatFactory's for {@code "k" + i}) marks each argument with that character, which
     * {@link #slots} would read as an unpaired mark. */
    private static String printable(Object cst) {
        return String.valueOf(cst).replace(String.valueOf(SLOT), "\\u0001");
    }

    /** Writes a method's instructions as text into {@code methods} (and as instructions), and the
     * methods it calls. */
    private static final class Printer extends MethodVisitor {
        private final String key;
        private final List<String[]> called;
        private final List<String[]> instructions;
        private final Map<String, String> methods;
        private final StringBuilder sb = new StringBuilder();
        private final Map<Label, Integer> labels = new HashMap<>();

        Printer(String key, List<String[]> called, List<String[]> instructions, Map<String, String> methods) {
            super(Opcodes.ASM9);
            this.key = key;
            this.called = called;
            this.instructions = instructions;
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

        private static String slot(int var) {
            return SLOT + Integer.toString(var) + SLOT;
        }

        private void insn(String... parts) {
            instructions.add(parts);
        }

        @Override public void visitInsn(int op) { line(op); insn("insn", "" + op); }
        @Override public void visitIntInsn(int op, int operand) { line(op, operand); insn("int", "" + op); }
        @Override public void visitVarInsn(int op, int var) { line(op, slot(var)); insn("var", "" + op, "" + var); }
        @Override public void visitTypeInsn(int op, String type) { line(op, type); insn("type", "" + op, type); }
        @Override public void visitFieldInsn(int op, String o, String name, String desc) {
            line(op, o, name, desc);
            insn("field", "" + op, o, name, desc);
        }
        @Override public void visitMethodInsn(int op, String o, String name, String desc, boolean itf) {
            line(op, o, normalizeLambdaName(name), desc);
            insn("method", "" + op, o, name, desc);
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
                    a.append(printable(arg));
                }
                a.append(',');
            }
            line("indy", name, desc, bsm.getOwner() + "." + bsm.getName(), a);
            insn("indy");
        }
        @Override public void visitJumpInsn(int op, Label l) { line(op, label(l)); insn("jump"); }
        @Override public void visitLabel(Label l) { line(label(l) + ":"); insn("label"); }
        @Override public void visitLdcInsn(Object cst) { line("ldc", cst.getClass().getSimpleName(), printable(cst)); insn("ldc"); }
        @Override public void visitIincInsn(int var, int inc) { line("iinc", slot(var), inc); insn("iinc"); }
        @Override public void visitTableSwitchInsn(int min, int max, Label dflt, Label... ls) {
            StringBuilder t = new StringBuilder();
            for (Label l : ls) {
                t.append(label(l)).append(',');
            }
            line("tableswitch", min, max, label(dflt), t);
            insn("switch");
        }
        @Override public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] ls) {
            StringBuilder t = new StringBuilder();
            for (int i = 0; i < keys.length; i++) {
                t.append(keys[i]).append(':').append(label(ls[i])).append(',');
            }
            line("lookupswitch", label(dflt), t);
            insn("switch");
        }
        @Override public void visitMultiANewArrayInsn(String desc, int dims) {
            line("multianewarray", desc, dims);
            insn("multianewarray");
        }
        @Override public void visitTryCatchBlock(Label start, Label end, Label handler, String type) {
            line("try", label(start), label(end), label(handler), type);
            insn("try");
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
