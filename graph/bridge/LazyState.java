package flinkcompat.bridge;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.functions.WrappingFunction;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.shaded.asm9.org.objectweb.asm.ClassReader;
import org.apache.flink.shaded.asm9.org.objectweb.asm.ClassVisitor;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Handle;
import org.apache.flink.shaded.asm9.org.objectweb.asm.MethodVisitor;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Opcodes;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.ClassNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.MethodNode;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.streaming.api.operators.StreamOperatorFactory;
import org.apache.flink.streaming.api.operators.StreamSink;
import org.apache.flink.streaming.api.operators.UdfStreamOperatorFactory;

/**
 * State obtained lazily: a function that asks for its state on the first record (in
 * processElement, onTimer, ...) rather than in open() or initializeState() has not registered it
 * when the discovery run takes its savepoint, as no record flows. The bytecode of each operator's
 * job classes (its user function and the functions it wraps, a custom operator; each with its
 * superclasses from the job JAR) is read with the ASM that Flink's distribution ships, shaded;
 * no class is loaded for it. A method that calls a state-obtaining method of Flink's and is not
 * reachable, within those classes, from the methods Flink calls before the savepoint (open,
 * initializeState, constructors) is reported, as {@code Class.method}. Where the state such a
 * method obtains can be decoded from its bytecode ({@link LazySites}), the discovery run obtains
 * it ({@link #register}) and the method is reported as decoded; otherwise as not discovered.
 */
final class LazyState {
    private static final Set<String> KEYED = Set.of("getState", "getListState", "getReducingState",
            "getAggregatingState", "getMapState");
    private static final Set<String> OPERATOR_STATE = Set.of("getListState", "getUnionListState", "getBroadcastState");
    private static final Set<String> BACKEND = Set.of("getPartitionedState", "getOrCreateKeyedState");

    /** Flink's types whose methods of these names obtain (and on first use register) a state. */
    private static final Map<String, Set<String>> OBTAIN = new LinkedHashMap<>();

    static {
        OBTAIN.put("org.apache.flink.api.common.functions.RuntimeContext", KEYED);
        OBTAIN.put("org.apache.flink.api.common.state.KeyedStateStore", KEYED);
        OBTAIN.put("org.apache.flink.api.common.state.OperatorStateStore", OPERATOR_STATE);
        OBTAIN.put("org.apache.flink.runtime.state.KeyedStateBackend", BACKEND);
        OBTAIN.put("org.apache.flink.streaming.api.operators.AbstractStreamOperator", BACKEND);
        OBTAIN.put("org.apache.flink.streaming.api.operators.AbstractStreamOperatorV2", BACKEND);
        OBTAIN.put("org.apache.flink.streaming.api.functions.co.KeyedBroadcastProcessFunction$Context",
                Set.of("applyToKeyedState"));
    }

    /** Methods Flink calls on a user function before the savepoint: where state is registered. */
    private static final Set<String> FUNCTION_REGISTRATION = Set.of("<init>", "open", "initializeState");
    /** A legacy sink's open() is not called by the discovery run (it connects; see Inert). */
    private static final Set<String> SINK_REGISTRATION = Set.of("<init>", "initializeState");
    private static final Set<String> OPERATOR_REGISTRATION = Set.of("<init>", "setup", "open", "initializeState");

    /**
     * Adds {@code "lazy_state": ["Class.method", ...]} to each operator of the result with a lazy
     * method whose state could not be decoded ({@link LazySites}), {@code "lazy_state_decoded"}
     * with the lazy methods whose state was (to be obtained in the discovery run, {@link #register}),
     * {@code "lazy_state_unread": "why"} to one whose classes could not be read.
     */
    @SuppressWarnings("unchecked")
    static void annotate(StreamGraph sg, ClassLoader cl, Map<String, Object> result) {
        LazyState scanner = null;
        PLANS.clear();
        for (Map<String, Object> op : (List<Map<String, Object>>) result.get("operators")) {
            StreamNode node = sg.getStreamNode((Integer) op.get("stream_node"));
            StreamOperatorFactory<?> factory = node.getOperatorFactory();
            if (factory == null) {
                continue;
            }
            if (scanner == null) {
                scanner = new LazyState(cl);
            }
            try {
                LazySites.Plan plan = new LazySites.Plan();
                Scan found = scanner.of(factory, plan);
                if (!found.undecoded.isEmpty()) {
                    op.put("lazy_state", new ArrayList<>(found.undecoded));
                }
                if (!found.decoded.isEmpty()) {
                    op.put("lazy_state_decoded", new ArrayList<>(found.decoded));
                    PLANS.put((String) op.get("id"), plan);
                }
            } catch (RuntimeException | LinkageError e) {
                // e.g. a class file newer than the shaded ASM reads: say so, never "no lazy state"
                op.put("lazy_state_unread", Bridge.describe(e));
            }
        }
    }

    /** What {@link #annotate} decoded, by operator ID, for the discovery run of the same JVM. */
    private static final Map<String, LazySites.Plan> PLANS = new LinkedHashMap<>();

    /**
     * In the discovery run, every task RUNNING, before the savepoint: obtains the decoded lazy
     * states. By operator ID: {"registered": [names]} or {"failed": "why"}.
     */
    static Map<String, Object> register(MiniCluster mc, JobID jobId, long deadline) {
        return LazySites.register(mc, jobId, PLANS, deadline);
    }

    /** An operator's lazy methods: those whose state could not be decoded, those whose state was. */
    static final class Scan {
        final Set<String> undecoded = new TreeSet<>();
        final Set<String> decoded = new TreeSet<>();
        final List<LazySites.Site> sites = new ArrayList<>();
    }

    // ------------------------------------------------------------------------------ scanner

    private final ClassLoader cl;
    private final Map<String, Boolean> obtains = new HashMap<>();

    private LazyState(ClassLoader cl) {
        this.cl = cl;
    }

    Scan of(StreamOperatorFactory<?> factory, LazySites.Plan plan) {
        Scan found = new Scan();
        Class<?> operator = factory.getStreamOperatorClass(cl);
        if (factory instanceof UdfStreamOperatorFactory) {
            Set<String> registration = StreamSink.class.isAssignableFrom(operator) ? SINK_REGISTRATION
                    : FUNCTION_REGISTRATION;
            Object fn = Inert.unproxied(((UdfStreamOperatorFactory<?>) factory).getUserFunction());
            for (int depth = 0; fn != null; depth++) {
                add(found, plan, depth, fn.getClass(), scan(fn.getClass(), registration));
                fn = fn instanceof WrappingFunction ? Inert.unproxied(((WrappingFunction<?>) fn).getWrappedFunction())
                        : null;
            }
        }
        add(found, plan, -1, operator, scan(operator, OPERATOR_REGISTRATION));
        return found;
    }

    private static void add(Scan into, LazySites.Plan plan, int depth, Class<?> cls, Scan s) {
        into.undecoded.addAll(s.undecoded);
        into.decoded.addAll(s.decoded);
        if (!s.sites.isEmpty()) {
            plan.targets.add(new Object[] {depth, cls.getName(), s.sites});
        }
    }

    /** One method of a class: its calls to methods of the same hierarchy and whether it obtains state. */
    private static final class MethodInfo {
        final String owner;
        final String name;
        final List<String[]> calls = new ArrayList<>(); // {opcode, owner, name, desc}
        final List<String[]> stateCalls = new ArrayList<>(); // {owner, name}

        MethodInfo(String owner, String name) {
            this.owner = owner;
            this.name = name;
        }
    }

    private final Map<List<Object>, Scan> scanned = new HashMap<>();

    /** The lazy state-obtaining methods of {@code start}'s job classes (once per class). */
    private Scan scan(Class<?> start, Set<String> registration) {
        return scanned.computeIfAbsent(List.of(start, registration), k -> scanUncached(start, registration));
    }

    private Scan scanUncached(Class<?> start, Set<String> registration) {
        // The job's classes of the hierarchy, most derived first, and their methods (name+desc).
        List<String> chain = new ArrayList<>();
        Map<String, Map<String, MethodInfo>> methods = new LinkedHashMap<>();
        Map<String, byte[]> classBytes = new HashMap<>();
        for (Class<?> c = start; c != null && StandIn.isJobClass(c); c = c.getSuperclass()) {
            String internal = c.getName().replace('.', '/');
            byte[] bytes = bytes(internal);
            if (bytes == null) {
                break; // a hidden class (a lambda): no bytes of its own
            }
            chain.add(internal);
            classBytes.put(internal, bytes);
            methods.put(internal, read(internal, bytes));
        }
        Scan out = new Scan();
        if (chain.isEmpty()) {
            return out;
        }
        // Reachable from what Flink calls before the savepoint: virtual dispatch on the most
        // derived class; super calls and lambdas by their owner.
        Deque<MethodInfo> todo = new ArrayDeque<>();
        Set<MethodInfo> reached = new HashSet<>();
        for (String cls : chain) {
            for (Map.Entry<String, MethodInfo> m : methods.get(cls).entrySet()) {
                String name = m.getValue().name;
                boolean constructor = name.equals("<init>");
                if (registration.contains(name)
                        && (constructor || resolve(chain, methods, 0, m.getKey()) == m.getValue())) {
                    todo.add(m.getValue());
                }
            }
        }
        while (!todo.isEmpty()) {
            MethodInfo m = todo.poll();
            if (!reached.add(m)) {
                continue;
            }
            for (String[] call : m.calls) {
                int at = chain.indexOf(call[1]);
                if (at < 0) {
                    continue;
                }
                boolean exact = Integer.parseInt(call[0]) == Opcodes.INVOKESPECIAL
                        || Integer.parseInt(call[0]) == Opcodes.INVOKESTATIC || call[0].equals("-1");
                MethodInfo target = resolve(chain, methods, exact ? at : 0, call[2] + call[3]);
                if (target != null) {
                    todo.add(target);
                }
            }
        }
        for (String cls : chain) {
            ClassNode node = null;
            for (Map.Entry<String, MethodInfo> e : methods.get(cls).entrySet()) {
                MethodInfo m = e.getValue();
                if (reached.contains(m) || m.stateCalls.isEmpty()) {
                    continue;
                }
                if (node == null) {
                    node = new ClassNode();
                    new ClassReader(classBytes.get(cls)).accept(node, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
                }
                List<LazySites.Site> sites = null;
                for (MethodNode mn : node.methods) {
                    if ((mn.name + mn.desc).equals(e.getKey()) && mn.instructions.size() > 0) {
                        sites = LazySites.decode(cls, mn, this::obtainsState, this::isSubtype);
                    }
                }
                String where = cls.replace('/', '.') + "." + m.name;
                if (sites == null) {
                    out.undecoded.add(where);
                } else {
                    out.decoded.add(where);
                    out.sites.addAll(sites);
                }
            }
        }
        return out;
    }

    /** The definition of {@code nameDesc} found first in {@code chain} from index {@code from}. */
    private static MethodInfo resolve(List<String> chain, Map<String, Map<String, MethodInfo>> methods, int from,
            String nameDesc) {
        for (int i = from; i < chain.size(); i++) {
            MethodInfo m = methods.get(chain.get(i)).get(nameDesc);
            if (m != null) {
                return m;
            }
        }
        return null;
    }

    private byte[] bytes(String internal) {
        try (InputStream in = cl.getResourceAsStream(internal + ".class")) {
            return in == null ? null : in.readAllBytes();
        } catch (IOException e) {
            return null;
        }
    }

    private Map<String, MethodInfo> read(String internal, byte[] bytes) {
        Map<String, MethodInfo> out = new LinkedHashMap<>();
        new ClassReader(bytes).accept(new ClassVisitor(Opcodes.ASM9) {
            @Override
            public MethodVisitor visitMethod(int access, String name, String desc, String sig, String[] exc) {
                MethodInfo info = new MethodInfo(internal, name);
                out.put(name + desc, info);
                return new MethodVisitor(Opcodes.ASM9) {
                    @Override
                    public void visitMethodInsn(int opcode, String owner, String mName, String mDesc, boolean itf) {
                        info.calls.add(new String[] {Integer.toString(opcode), owner, mName, mDesc});
                        if (obtainsState(owner, mName)) {
                            info.stateCalls.add(new String[] {owner, mName});
                        }
                    }

                    @Override
                    public void visitInvokeDynamicInsn(String n, String d, Handle bsm, Object... args) {
                        // a lambda's or method reference's body: called from here
                        for (Object a : args) {
                            if (a instanceof Handle) {
                                Handle h = (Handle) a;
                                info.calls.add(new String[] {"-1", h.getOwner(), h.getName(), h.getDesc()});
                                if (obtainsState(h.getOwner(), h.getName())) {
                                    info.stateCalls.add(new String[] {h.getOwner(), h.getName()});
                                }
                            }
                        }
                    }
                };
            }
        }, ClassReader.SKIP_DEBUG | ClassReader.SKIP_FRAMES);
        return out;
    }

    /** Whether {@code owner.name} is one of the state-obtaining methods of {@link #OBTAIN}. */
    private boolean obtainsState(String owner, String name) {
        for (Map.Entry<String, Set<String>> e : OBTAIN.entrySet()) {
            if (e.getValue().contains(name) && isSubtype(owner, e.getKey())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the class {@code internal} is {@code flinkType} or a subtype: Flink's classes are
     * looked up on Flink's class path, the job's classes read from their bytes (not loaded).
     */
    private boolean isSubtype(String internal, String flinkType) {
        String key = internal + " " + flinkType;
        Boolean known = obtains.get(key);
        if (known != null) {
            return known;
        }
        obtains.put(key, false); // cycles: not a subtype
        boolean is = false;
        String dotted = internal.replace('/', '.');
        try {
            Class<?> flink = Class.forName(flinkType, false, LazyState.class.getClassLoader());
            Class<?> c = Class.forName(dotted, false, LazyState.class.getClassLoader());
            is = flink.isAssignableFrom(c);
        } catch (ClassNotFoundException | LinkageError notFlinks) {
            byte[] bytes = bytes(internal);
            if (bytes != null) {
                ClassReader r = new ClassReader(bytes);
                List<String> supers = new ArrayList<>(List.of(r.getInterfaces()));
                if (r.getSuperName() != null) {
                    supers.add(r.getSuperName());
                }
                for (String s : supers) {
                    is |= isSubtype(s, flinkType);
                }
            }
        }
        obtains.put(key, is);
        return is;
    }
}
