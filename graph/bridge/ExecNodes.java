package flinkcompat.bridge;

import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.table.api.internal.TableEnvironmentImpl;
import org.apache.flink.table.delegation.Planner;

/**
 * The ExecNodes of the job a script runs (their IDs, types and versions), taken from the
 * translation that makes the job: the planner optimises the job's statement once.
 *
 * <p>{@code TableEnvironmentImpl.executeInternal} has the planner translate the statement's
 * operations ({@code Planner.translate}); while it runs, the table environment's planner is a
 * stand-in ({@link #run}) whose {@code translate} takes the steps {@code PlannerBase.translate}
 * takes (Flink 2.3.0's, read with javap: {@code beforeTranslation}; the operations to RelNodes;
 * {@code optimize}; {@code translateToExecNodeGraph(optimized, false)}; {@code translateToPlan};
 * {@code afterTranslation}), calling the planner's own methods, and keeps the ExecNodeGraph it
 * made. Everything else goes to the planner. An ExecNode's type and version are what a compiled
 * plan of the job would say ({@code ExecNodeBase.getContextFromAnnotation}: for a node not read
 * from a plan, its class's latest {@code ExecNodeMetadata}); a node whose class has none (no JSON
 * plan support) has neither.
 *
 * <p>(Reflection on planner internals, in the planner's class loader. A Flink whose planner lacks
 * these methods fails the translation with NoSuchMethodException.)
 */
final class ExecNodes {

    private ExecNodes() {}

    /** What the job's translation recorded: per ExecNode {id, type, version}; null before it ran. */
    static volatile List<Map<String, Object>> recorded;

    /** A statement that runs a job. */
    interface Job {
        void run() throws Exception;
    }

    /**
     * Runs {@code job} (a statement executed by {@code env}) with the planner stand-in, which
     * records the ExecNodes of its translation.
     */
    static void run(TableEnvironmentImpl env, ClassLoader plannerLoader, Job job) throws Exception {
        Field field = TableEnvironmentImpl.class.getDeclaredField("planner");
        field.setAccessible(true);
        Planner planner = (Planner) field.get(env);
        Translation translation = new Translation(planner, plannerLoader);
        Planner standIn = (Planner) Proxy.newProxyInstance(ExecNodes.class.getClassLoader(),
                new Class<?>[] {Planner.class}, translation);
        field.set(env, standIn);
        try {
            job.run();
        } finally {
            field.set(env, planner);
        }
    }

    /** The stand-in: {@code translate} as {@code PlannerBase.translate}, the rest the planner's. */
    private static final class Translation implements InvocationHandler {
        private final Planner planner;
        private final Method beforeTranslation;
        private final Method translateToRel;
        private final Method optimize;
        private final Method translateToExecNodeGraph;
        private final Method translateToPlan;
        private final Method afterTranslation;
        private final Method asScalaBuffer;
        private final Object javaConverters;

        Translation(Planner planner, ClassLoader plannerLoader) throws Exception {
            this.planner = planner;
            Class<?> base = Class.forName("org.apache.flink.table.planner.delegation.PlannerBase", false,
                    plannerLoader);
            Class<?> seq = Class.forName("scala.collection.Seq", false, plannerLoader);
            Class<?> graph = Class.forName("org.apache.flink.table.planner.plan.nodes.exec.ExecNodeGraph", false,
                    plannerLoader);
            beforeTranslation = base.getMethod("beforeTranslation");
            translateToRel = base.getMethod("translateToRel",
                    org.apache.flink.table.operations.ModifyOperation.class);
            optimize = base.getMethod("optimize", seq);
            translateToExecNodeGraph = base.getMethod("translateToExecNodeGraph", seq, boolean.class);
            translateToPlan = base.getMethod("translateToPlan", graph);
            afterTranslation = base.getMethod("afterTranslation");
            Class<?> converters = Class.forName("scala.collection.JavaConverters$", true, plannerLoader);
            javaConverters = converters.getField("MODULE$").get(null);
            asScalaBuffer = converters.getMethod("asScalaBufferConverter", List.class);
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            try {
                if (method.getName().equals("translate") && args != null && args.length == 1) {
                    return translate((List<?>) args[0]);
                }
                return method.invoke(planner, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();  // the planner's own exception, as without the stand-in
            }
        }

        private List<?> translate(List<?> modifyOperations) throws Exception {
            beforeTranslation.invoke(planner);
            if (modifyOperations.isEmpty()) {
                return new ArrayList<>();
            }
            List<Object> relNodes = new ArrayList<>();
            for (Object op : modifyOperations) {
                relNodes.add(translateToRel.invoke(planner, op));
            }
            Object optimized = optimize.invoke(planner, scalaSeq(relNodes));
            Object execGraph = translateToExecNodeGraph.invoke(planner, optimized, false);
            List<?> transformations = (List<?>) translateToPlan.invoke(planner, execGraph);
            afterTranslation.invoke(planner);
            try {
                recorded = describe(execGraph);
            } catch (Exception e) {
                recorded = null;  // the job is translated; its ExecNodes' types stay unknown
            }
            return transformations;
        }

        private Object scalaSeq(List<Object> list) throws Exception {
            Object converter = asScalaBuffer.invoke(javaConverters, list);
            return converter.getClass().getMethod("asScala").invoke(converter);
        }
    }

    /** Every ExecNode of the graph (from its roots through their inputs): {id, type, version[, sink_table]}. */
    static List<Map<String, Object>> describe(Object execGraph) throws Exception {
        List<Map<String, Object>> out = new ArrayList<>();
        Map<Object, Boolean> seen = new java.util.IdentityHashMap<>();
        Deque<Object> todo = new ArrayDeque<>((List<?>) execGraph.getClass().getMethod("getRootNodes")
                .invoke(execGraph));
        while (!todo.isEmpty()) {
            Object node = todo.pop();
            if (seen.put(node, true) != null) {
                continue;
            }
            Map<String, Object> n = new LinkedHashMap<>();
            n.put("id", call(node, "getId"));
            Object context;
            try {
                context = context(node);
            } catch (InvocationTargetException e) {
                context = null;  // a class neither annotated nor listed as without JSON plan support
            }
            n.put("type", context == null ? null : call(context, "getName"));
            n.put("version", context == null ? null : call(context, "getVersion"));
            Object sinkTable = sinkTable(node);
            if (sinkTable != null) {
                n.put("sink_table", sinkTable);
            }
            out.add(n);
            for (Object edge : (List<?>) call(node, "getInputEdges")) {
                todo.push(call(edge, "getSource"));
            }
        }
        return out;
    }

    /**
     * The table a sink node writes ({@code CommonExecSink.getTableSinkSpec()}), as a compiled plan
     * and the statement's {@code SinkModifyOperation} name it
     * ({@code ObjectIdentifier.asSerializableString()}); null for another node.
     */
    private static Object sinkTable(Object node) throws Exception {
        Method spec;
        try {
            spec = node.getClass().getMethod("getTableSinkSpec");
        } catch (NoSuchMethodException e) {
            return null;
        }
        Object table = call(spec.invoke(node), "getContextResolvedTable");
        return (Boolean) call(table, "isAnonymous") ? null : call(call(table, "getIdentifier"), "asSerializableString");
    }

    /** {@code ExecNodeBase.getContextFromAnnotation()} (protected), null for a node of another kind. */
    private static Object context(Object node) throws Exception {
        for (Class<?> c = node.getClass(); c != null; c = c.getSuperclass()) {
            if (c.getName().equals("org.apache.flink.table.planner.plan.nodes.exec.ExecNodeBase")) {
                Method m = c.getDeclaredMethod("getContextFromAnnotation");
                m.setAccessible(true);
                return m.invoke(node);
            }
        }
        return null;
    }

    private static Object call(Object target, String method) throws Exception {
        Method m = target.getClass().getMethod(method);
        m.setAccessible(true);  // public methods of classes that are not (ExecEdge's inner types, lambdas)
        return m.invoke(target);
    }
}
