package flinkcompat.bridge;

import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.functions.RichFunction;
import org.apache.flink.api.common.functions.RuntimeContext;
import org.apache.flink.api.common.functions.WrappingFunction;
import org.apache.flink.api.common.state.StateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Handle;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Opcodes;
import org.apache.flink.shaded.asm9.org.objectweb.asm.Type;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.AbstractInsnNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.FieldInsnNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.LdcInsnNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.MethodInsnNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.MethodNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.TypeInsnNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.VarInsnNode;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.analysis.Analyzer;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.analysis.AnalyzerException;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.analysis.Frame;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.analysis.SourceInterpreter;
import org.apache.flink.shaded.asm9.org.objectweb.asm.tree.analysis.SourceValue;
import org.apache.flink.api.common.state.KeyedStateStore;
import org.apache.flink.streaming.api.operators.AbstractStreamOperator;
import org.apache.flink.streaming.api.operators.AbstractUdfStreamOperator;
import org.apache.flink.streaming.api.operators.StreamOperator;
import org.apache.flink.streaming.runtime.tasks.StreamTask;

/**
 * The state a lazy method ({@link LazyState}) obtains, decoded from its bytecode when its shape
 * leaves no doubt, and obtained in the discovery run before the savepoint the way the method
 * would obtain it: so that Flink registers it and writes it to the savepoint like any other.
 *
 * <p>A site decoded is a call {@code this.getRuntimeContext().getXxxState(d)} in a user function,
 * or {@code this.getPartitionedState(d)} in a custom operator, where {@code d} is, with nothing in
 * between but local variables and casts: a field of {@code this} (read from the running
 * function, after open(): what the method sees on the first record), a static final field, or
 * {@code new XxxStateDescriptor(...)} whose arguments are constants (a string, a class literal,
 * a static final field such as {@code Types.LONG}, {@code TypeInformation.of(<class literal>)}).
 * A window function's {@code context.globalState().getXxxState(d)} is its runtime context's
 * state, as a keyed broadcast function's {@code ctx.applyToKeyedState(d, fn)} is, {@code context.windowState()...} the window operator's, namespaced by the window.
 * Anything else (a descriptor passed in as an argument, built by a call, on a state store other
 * than these) is not decoded: the method stays
 * reported as one whose state is not discovered. Never guessed.
 *
 * <p>The state is obtained in the task's own thread (its mailbox) on the operator's own runtime
 * context or keyed state backend: Flink builds the serializer from the descriptor with the job's
 * config ({@code initializeSerializerUnlessSet}) and registers the state's meta info, which needs
 * no current key, exactly as on the first record.
 */
final class LazySites {
    private LazySites() {}

    /** RuntimeContext's getters of keyed state, one per kind of descriptor. */
    private static final java.util.Set<String> KEYED_GETTERS = java.util.Set.of("getState", "getListState",
            "getReducingState", "getAggregatingState", "getMapState");

    static final String CONTEXT = "context";
    static final String OPERATOR = "operator";
    static final String WINDOW = "window";

    /** A value the bytecode computes: how to obtain it again in the running task. */
    interface Recipe {
        Object value(Object self, ClassLoader cl) throws Exception;
    }

    /** One state-obtaining call of a lazy method, decoded. */
    static final class Site {
        final String method; // Class.method, for the report
        final String store; // OPERATOR: getPartitionedState on the operator; WINDOW: a window function's
                            // windowState(); else (CONTEXT) getRuntimeContext() or its globalState()
        final String call; // getState, getListState, ...
        final Recipe descriptor;

        Site(String method, String store, String call, Recipe descriptor) {
            this.method = method;
            this.store = store;
            this.call = call;
            this.descriptor = descriptor;
        }
    }

    /**
     * The state-obtaining calls of {@code m} (of the job class {@code owner}) decoded, or null
     * when one of them is not. {@code obtains} says whether a call obtains state.
     */
    static List<Site> decode(String owner, MethodNode m, java.util.function.BiPredicate<String, String> obtains,
            java.util.function.BiPredicate<String, String> subtype) {
        Frame<SourceValue>[] frames;
        try {
            frames = new Analyzer<>(new SourceInterpreter()).analyze(owner, m);
        } catch (AnalyzerException e) {
            return null;
        }
        boolean isStatic = (m.access & Opcodes.ACC_STATIC) != 0;
        Decoder d = new Decoder(m, frames, isStatic);
        for (AbstractInsnNode insn : m.instructions) {
            if (insn instanceof MethodInsnNode
                    && obtains.test(((MethodInsnNode) insn).owner, ((MethodInsnNode) insn).name)) {
                d.obtainingCalls.add(insn);
            }
        }
        List<Site> out = new ArrayList<>();
        String where = owner.replace('/', '.') + "." + m.name;
        for (AbstractInsnNode insn : m.instructions) {
            if (insn.getType() == AbstractInsnNode.INVOKE_DYNAMIC_INSN) {
                // a lambda or method reference that obtains state: its arguments are not here
                for (Object a : ((InvokeDynamicInsnNode) insn).bsmArgs) {
                    if (a instanceof Handle && obtains.test(((Handle) a).getOwner(), ((Handle) a).getName())) {
                        return null;
                    }
                }
                continue;
            }
            if (!(insn instanceof MethodInsnNode)) {
                continue;
            }
            MethodInsnNode call = (MethodInsnNode) insn;
            if (!obtains.test(call.owner, call.name)) {
                continue;
            }
            Frame<SourceValue> f = frames[m.instructions.indexOf(call)];
            Type[] args = Type.getArgumentTypes(call.desc);
            // applyToKeyedState(descriptor, function): a keyed broadcast function's context obtains
            // the state (per key, as its runtime context's) to apply the function to every key's
            boolean apply = call.name.equals("applyToKeyedState") && args.length == 2;
            if (f == null || (args.length != 1 && !apply) || call.getOpcode() == Opcodes.INVOKESTATIC) {
                return null;
            }
            SourceValue receiver = f.getStack(f.getStackSize() - 1 - args.length);
            SourceValue arg = f.getStack(f.getStackSize() - args.length);
            String store;
            if (apply) {
                if (!d.isParameter(receiver)) {
                    return null;
                }
                store = CONTEXT;
            } else if (subtype.test(call.owner, RuntimeContext.class.getName()) && d.isThisGetRuntimeContext(receiver)) {
                store = CONTEXT;
            } else if (call.name.equals("getPartitionedState")
                    && (subtype.test(call.owner, AbstractStreamOperator.class.getName())
                        || subtype.test(call.owner, "org.apache.flink.streaming.api.operators.AbstractStreamOperatorV2"))
                    && d.isThis(receiver)) {
                store = OPERATOR;
            } else if (subtype.test(call.owner, KeyedStateStore.class.getName()) && d.isWindowContextStore(receiver, "globalState")) {
                store = CONTEXT;  // (the window operator's keyed state store, as the function's runtime context's)
            } else if (subtype.test(call.owner, KeyedStateStore.class.getName()) && d.isWindowContextStore(receiver, "windowState")) {
                store = WINDOW;
            } else {
                return null;
            }
            Recipe desc = d.descriptor(arg, subtype);
            if (desc == null) {
                return null;
            }
            out.add(new Site(where, store, call.name, desc));
        }
        return out;
    }

    /** Follows a value back through locals, casts and dups to what computed it. */
    private static final class Decoder {
        final MethodNode m;
        final Frame<SourceValue>[] frames;
        final boolean isStatic;
        /** The method's state-obtaining calls: a descriptor may be passed to them. */
        final java.util.Set<AbstractInsnNode> obtainingCalls = new java.util.HashSet<>();

        Decoder(MethodNode m, Frame<SourceValue>[] frames, boolean isStatic) {
            this.m = m;
            this.frames = frames;
            this.isStatic = isStatic;
        }

        /** The one instruction that computed {@code v}, through locals, casts and dups; else null. */
        AbstractInsnNode origin(SourceValue v) {
            for (int depth = 0; depth < 32; depth++) {
                if (v.insns.size() != 1) {
                    return null; // computed on more than one path
                }
                AbstractInsnNode insn = v.insns.iterator().next();
                Frame<SourceValue> f = frames[m.instructions.indexOf(insn)];
                if (f == null) {
                    return null;
                }
                switch (insn.getOpcode()) {
                    case Opcodes.ALOAD: {
                        int var = ((VarInsnNode) insn).var;
                        if (var == 0 && !isStatic) {
                            return insn; // this
                        }
                        v = f.getLocal(var);
                        if (v.insns.size() != 1 || v.insns.iterator().next().getOpcode() != Opcodes.ASTORE) {
                            return null; // a parameter, or stored on more than one path
                        }
                        AbstractInsnNode store = v.insns.iterator().next();
                        Frame<SourceValue> sf = frames[m.instructions.indexOf(store)];
                        if (sf == null) {
                            return null;
                        }
                        v = sf.getStack(sf.getStackSize() - 1);
                        break;
                    }
                    case Opcodes.CHECKCAST:
                    case Opcodes.DUP:
                        v = f.getStack(f.getStackSize() - 1);
                        break;
                    default:
                        return insn;
                }
            }
            return null;
        }

        boolean isThis(SourceValue v) {
            AbstractInsnNode o = origin(v);
            return o != null && o.getOpcode() == Opcodes.ALOAD && ((VarInsnNode) o).var == 0 && !isStatic;
        }

        /** {@code context.globalState()} or {@code context.windowState()} ({@code name}) of a window
         * function's context, a parameter of the method (process, clear). */
        boolean isWindowContextStore(SourceValue v, String name) {
            AbstractInsnNode o = origin(v);
            if (!(o instanceof MethodInsnNode) || !((MethodInsnNode) o).name.equals(name)
                    || !((MethodInsnNode) o).desc.equals("()Lorg/apache/flink/api/common/state/KeyedStateStore;")
                    || !((MethodInsnNode) o).owner.matches("org/apache/flink/streaming/api/functions/windowing/"
                            + "Process(All)?WindowFunction\\$Context")) {
                return false;
            }
            Frame<SourceValue> f = frames[m.instructions.indexOf(o)];
            return f != null && isParameter(f.getStack(f.getStackSize() - 1));
        }

        /** A parameter of the method (not this), loaded as the method got it: never stored into
         * (a local's value has no instruction). */
        boolean isParameter(SourceValue v) {
            if (v == null || v.insns.size() != 1) {
                return false;
            }
            AbstractInsnNode load = v.insns.iterator().next();
            if (load.getOpcode() != Opcodes.ALOAD) {
                return false;
            }
            int var = ((VarInsnNode) load).var;
            Frame<SourceValue> at = frames[m.instructions.indexOf(load)];
            return var > (isStatic ? -1 : 0) && var < parameterSlots() && at != null && at.getLocal(var).insns.isEmpty();
        }

        /** The first local variable slot after the method's parameters (and this). */
        int parameterSlots() {
            int slots = isStatic ? 0 : 1;
            for (Type t : Type.getArgumentTypes(m.desc)) {
                slots += t.getSize();
            }
            return slots;
        }

        /** {@code this.getRuntimeContext()}. */
        boolean isThisGetRuntimeContext(SourceValue v) {
            AbstractInsnNode o = origin(v);
            if (!(o instanceof MethodInsnNode) || !((MethodInsnNode) o).name.equals("getRuntimeContext")
                    || !((MethodInsnNode) o).desc.startsWith("()")) {
                return false;
            }
            Frame<SourceValue> f = frames[m.instructions.indexOf(o)];
            return f != null && isThis(f.getStack(f.getStackSize() - 1));
        }

        Recipe descriptor(SourceValue v, java.util.function.BiPredicate<String, String> subtype) {
            AbstractInsnNode o = origin(v);
            if (o instanceof FieldInsnNode && o.getOpcode() == Opcodes.GETFIELD) {
                Frame<SourceValue> f = frames[m.instructions.indexOf(o)];
                if (!isThis(f.getStack(f.getStackSize() - 1))) {
                    return null;
                }
                FieldInsnNode fi = (FieldInsnNode) o;
                for (AbstractInsnNode insn : m.instructions) {
                    if (insn.getOpcode() == Opcodes.PUTFIELD && ((FieldInsnNode) insn).name.equals(fi.name)
                            && ((FieldInsnNode) insn).owner.equals(fi.owner)) {
                        return null; // set here, on the first record: not what open() left in it
                    }
                }
                return (self, cl) -> field(self, fi.owner, fi.name);
            }
            if (o instanceof FieldInsnNode && o.getOpcode() == Opcodes.GETSTATIC) {
                return staticFinal((FieldInsnNode) o);
            }
            if (o instanceof TypeInsnNode && o.getOpcode() == Opcodes.NEW
                    && subtype.test(((TypeInsnNode) o).desc, StateDescriptor.class.getName())) {
                return construction((TypeInsnNode) o);
            }
            return null;
        }

        /**
         * Whether the object {@code nw} creates is used by anything but its constructor and the
         * state-obtaining calls: a descriptor configured after construction ({@code
         * enableTimeToLive}, {@code setQueryable}), stored or passed on, is not what its
         * constructor arguments alone make.
         */
        private boolean usedElsewhere(TypeInsnNode nw, AbstractInsnNode init) {
            for (AbstractInsnNode insn : m.instructions) {
                Frame<SourceValue> f = frames[m.instructions.indexOf(insn)];
                if (f == null || insn == init || obtainingCalls.contains(insn)) {
                    continue;
                }
                int consumed;
                if (insn instanceof MethodInsnNode) {
                    consumed = Type.getArgumentTypes(((MethodInsnNode) insn).desc).length
                            + (insn.getOpcode() == Opcodes.INVOKESTATIC ? 0 : 1);
                } else if (insn instanceof InvokeDynamicInsnNode) {
                    consumed = Type.getArgumentTypes(((InvokeDynamicInsnNode) insn).desc).length;
                } else if (insn.getOpcode() == Opcodes.PUTFIELD || insn.getOpcode() == Opcodes.AASTORE) {
                    consumed = insn.getOpcode() == Opcodes.PUTFIELD ? 2 : 3;
                } else if (insn.getOpcode() == Opcodes.PUTSTATIC || insn.getOpcode() == Opcodes.ARETURN
                        || insn.getOpcode() == Opcodes.ATHROW || insn.getOpcode() == Opcodes.MONITORENTER) {
                    consumed = 1;
                } else {
                    continue;
                }
                for (int i = f.getStackSize() - consumed; i < f.getStackSize(); i++) {
                    if (i >= 0 && origin(f.getStack(i)) == nw) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** {@code new D(args)}: the constructor call whose receiver is this NEW's value, all args constant. */
        private Recipe construction(TypeInsnNode nw) {
            for (AbstractInsnNode insn : m.instructions) {
                if (insn.getOpcode() != Opcodes.INVOKESPECIAL || !((MethodInsnNode) insn).name.equals("<init>")
                        || !((MethodInsnNode) insn).owner.equals(nw.desc)) {
                    continue;
                }
                MethodInsnNode init = (MethodInsnNode) insn;
                Frame<SourceValue> f = frames[m.instructions.indexOf(init)];
                if (f == null) {
                    continue;
                }
                Type[] types = Type.getArgumentTypes(init.desc);
                int base = f.getStackSize() - types.length;
                if (origin(f.getStack(base - 1)) != nw) {
                    continue;
                }
                if (usedElsewhere(nw, init)) {
                    return null;
                }
                List<Recipe> args = new ArrayList<>();
                for (int i = 0; i < types.length; i++) {
                    Recipe a = constant(f.getStack(base + i));
                    if (a == null) {
                        return null;
                    }
                    args.add(a);
                }
                String cls = nw.desc;
                String desc = init.desc;
                return (self, cl) -> {
                    Class<?> c = Class.forName(cls.replace('/', '.'), true, cl);
                    Constructor<?> ctor = c.getConstructor(parameterTypes(desc, cl));
                    Object[] values = new Object[args.size()];
                    for (int i = 0; i < values.length; i++) {
                        values[i] = args.get(i).value(self, cl);
                    }
                    return ctor.newInstance(values);
                };
            }
            return null;
        }

        /** A string or class literal, a static final field, {@code TypeInformation.of(<class literal>)}. */
        private Recipe constant(SourceValue v) {
            AbstractInsnNode o = origin(v);
            if (o instanceof LdcInsnNode) {
                Object c = ((LdcInsnNode) o).cst;
                if (c instanceof String) {
                    return (self, cl) -> c;
                }
                if (c instanceof Type && ((Type) c).getSort() == Type.OBJECT) {
                    String name = ((Type) c).getClassName();
                    return (self, cl) -> Class.forName(name, false, cl);
                }
                return null;
            }
            if (o instanceof FieldInsnNode && o.getOpcode() == Opcodes.GETSTATIC) {
                FieldInsnNode fi = (FieldInsnNode) o;
                if (fi.desc.length() == 1) {
                    return null;
                }
                return staticFinal(fi);
            }
            if (o instanceof MethodInsnNode && o.getOpcode() == Opcodes.INVOKESTATIC
                    && ((MethodInsnNode) o).owner.equals(TypeInformation.class.getName().replace('.', '/'))
                    && ((MethodInsnNode) o).name.equals("of")
                    && ((MethodInsnNode) o).desc.equals("(Ljava/lang/Class;)Lorg/apache/flink/api/common/typeinfo/TypeInformation;")) {
                Frame<SourceValue> f = frames[m.instructions.indexOf(o)];
                AbstractInsnNode a = origin(f.getStack(f.getStackSize() - 1));
                if (a instanceof LdcInsnNode && ((LdcInsnNode) a).cst instanceof Type) {
                    Recipe cls = constant(f.getStack(f.getStackSize() - 1));
                    return cls == null ? null : (self, cl) -> TypeInformation.of((Class<?>) cls.value(self, cl));
                }
            }
            return null;
        }
    }

    /** A static final field's value; a field that is not final could hold anything on the first record. */
    private static Recipe staticFinal(FieldInsnNode fi) {
        return (self, cl) -> {
            Field f = Class.forName(fi.owner.replace('/', '.'), true, cl).getDeclaredField(fi.name);
            if (!Modifier.isFinal(f.getModifiers())) {
                throw new IllegalStateException(fi.owner.replace('/', '.') + "." + fi.name + " is not final");
            }
            f.setAccessible(true);
            return f.get(null);
        };
    }

    private static Object field(Object self, String owner, String name) throws Exception {
        String dotted = owner.replace('/', '.');
        for (Class<?> c = self.getClass(); c != null; c = c.getSuperclass()) {
            if (c.getName().equals(dotted)) {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                Object v = f.get(self);
                if (v == null) {
                    throw new IllegalStateException(dotted + "." + name + " is null after open()");
                }
                return v;
            }
        }
        throw new IllegalStateException(self.getClass().getName() + " is not a " + dotted);
    }

    private static Class<?>[] parameterTypes(String desc, ClassLoader cl) throws ClassNotFoundException {
        Type[] types = Type.getArgumentTypes(desc);
        Class<?>[] out = new Class<?>[types.length];
        for (int i = 0; i < types.length; i++) {
            out[i] = Class.forName(types[i].getClassName(), false, cl);
        }
        return out;
    }

    // ------------------------------------------------------------------------ registration

    /** The decoded sites of one operator: of its function at wrapping depth {@code depth} (-1: the operator). */
    static final class Plan {
        final List<Object[]> targets = new ArrayList<>(); // {Integer depth, String class, List<Site>}
    }

    /**
     * Obtains every planned state in every running subtask of the job, in the task's thread.
     * Returns, by operator ID, {"registered": {state name: "Class.method" obtaining it}} or
     * {"failed": "why"}.
     */
    @SuppressWarnings("unchecked")
    static Map<String, Object> register(MiniCluster mc, JobID jobId, Map<String, Plan> plans, long deadline) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (plans.isEmpty()) {
            return out;
        }
        List<StreamTask<?, ?>> tasks;
        try {
            tasks = Ttl.streamTasks(mc, jobId);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            plans.keySet().forEach(id -> out.put(id, Map.of("failed", "the running tasks could not be reached ("
                    + Bridge.describe(e) + ")")));
            return out;
        }
        Map<String, Map<String, String>> registered = new LinkedHashMap<>();
        for (StreamTask<?, ?> streamTask : tasks) {
            List<StreamOperator<?>> operators;
            try {
                operators = Ttl.operators(streamTask);
            } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
                String why = "the running task could not be reached (" + Bridge.describe(e) + ")";
                plans.keySet().forEach(id -> out.putIfAbsent(id, Map.of("failed", why)));
                return out;
            }
            for (StreamOperator<?> op : operators) {
                String id = op.getOperatorID().toHexString();
                Plan plan = plans.get(id);
                if (plan == null || out.containsKey(id)) {
                    continue;
                }
                try {
                    Map<String, String> names = inMailbox(streamTask, () -> obtain(op, plan), deadline);
                    registered.computeIfAbsent(id, k -> new java.util.TreeMap<>()).putAll(names);
                } catch (Exception | LinkageError e) {
                    out.put(id, Map.of("failed", Bridge.describe(e)));
                }
            }
        }
        for (String id : plans.keySet()) {
            if (!out.containsKey(id)) {
                Map<String, String> names = registered.get(id);
                out.put(id, names == null ? Map.of("failed", "no running subtask of it was found")
                        : Map.of("registered", names));
            }
        }
        return out;
    }

    /**
     * Runs {@code body} in the task's thread (Flink's state backends are not thread-safe), as a
     * mail of its mailbox; by reflection, as MailboxExecutor moved packages between Flink versions
     * and the bridge is compiled against the job's Flink.
     */
    @SuppressWarnings("unchecked")
    static <T> T inMailbox(Object streamTask, Callable<T> body, long deadline) throws Exception {
        Object factory = streamTask.getClass().getMethod("getMailboxExecutorFactory").invoke(streamTask);
        Method create = factory.getClass().getMethod("createExecutor", int.class);
        create.setAccessible(true);
        Object executor = create.invoke(factory, -1); // TaskMailbox.MIN_PRIORITY
        Method submit = executor.getClass().getMethod("submit", Callable.class, String.class);
        submit.setAccessible(true);
        Future<T> f = (Future<T>) submit.invoke(executor, body, "flink-compat: obtain lazily obtained state");
        try {
            return f.get(Bridge.remaining(deadline), TimeUnit.NANOSECONDS);
        } catch (java.util.concurrent.ExecutionException e) {
            throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
        }
    }

    /** The planned states of one running operator, obtained as its lazy methods would: name → method. */
    @SuppressWarnings("unchecked")
    private static Map<String, String> obtain(Object op, Plan plan) throws Exception {
        Map<String, String> names = new LinkedHashMap<>();
        for (Object[] t : plan.targets) {
            int depth = (Integer) t[0];
            Object self = op;
            if (depth >= 0) {
                self = Inert.unproxied(((AbstractUdfStreamOperator<?, ?>) op).getUserFunction());
                for (int i = 0; i < depth; i++) {
                    self = Inert.unproxied(((WrappingFunction<?>) self).getWrappedFunction());
                }
            }
            if (!self.getClass().getName().equals(t[1])) {
                throw new IllegalStateException("the running operator's " + (depth >= 0 ? "function" : "operator")
                        + " is a " + self.getClass().getName() + ", not the " + t[1] + " that was read");
            }
            ClassLoader cl = self.getClass().getClassLoader();
            for (Site s : (List<Site>) t[2]) {
                StateDescriptor<?, ?> d = (StateDescriptor<?, ?>) s.descriptor.value(self, cl);
                if (s.store.equals(OPERATOR)) {
                    Class<?> owner = op instanceof AbstractStreamOperator ? AbstractStreamOperator.class
                            : Class.forName("org.apache.flink.streaming.api.operators.AbstractStreamOperatorV2");
                    Method m = owner.getDeclaredMethod("getPartitionedState", StateDescriptor.class);
                    m.setAccessible(true);
                    m.invoke(op, d);
                } else if (s.store.equals(WINDOW)) {
                    // windowState(): namespaced by the window, as the window operator's per-window store
                    TriggerState.obtainPerWindow(op, d);
                } else {
                    RuntimeContext ctx = ((RichFunction) self).getRuntimeContext();
                    Method m = null;
                    for (Method c : RuntimeContext.class.getMethods()) {
                        // (applyToKeyedState: the getter of the descriptor's kind, getState for a
                        // ValueStateDescriptor, ...: the same state per key)
                        boolean getter = s.call.equals("applyToKeyedState") ? KEYED_GETTERS.contains(c.getName())
                                : c.getName().equals(s.call);
                        if (getter && c.getParameterCount() == 1 && c.getParameterTypes()[0].isInstance(d)) {
                            m = c;
                        }
                    }
                    if (m == null) {
                        throw new IllegalStateException("RuntimeContext." + s.call + " does not take a "
                                + d.getClass().getName());
                    }
                    m.invoke(ctx, d);
                }
                names.merge(d.getName(), s.method, (a, b) -> a.equals(b) ? a : a + ", " + b);
            }
        }
        return names;
    }
}
