package flinkcompat.bridge;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.client.program.PackagedProgram;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.JobVertex;
import org.apache.flink.streaming.api.graph.StreamConfig;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.streaming.api.operators.SimpleOperatorFactory;
import org.apache.flink.streaming.api.operators.StreamOperator;
import org.apache.flink.streaming.api.operators.StreamOperatorFactory;

/**
 * Loads a PyFlink program the way {@code flink run -py} does and writes what Flink makes of it
 * (graph/pyflink.py reads it).
 *
 * <pre>
 * PythonBridge OUT.json PYTHON_CLIENT PYTHON_WORKER PYTHON_FILES WORK_DIR|"" TIMEOUT_S DRIVER_ARGS...
 * </pre>
 *
 * The program is Flink's {@code PythonDriver} (of flink-python, on the class path) run as a
 * {@code PackagedProgram} with {@code DRIVER_ARGS} ({@code -py FILE ARGS...} or {@code -pym MODULE
 * ARGS...}): it starts {@code PYTHON_CLIENT} (python.client.executable) on the program, whose
 * {@code execute()} hands the StreamGraph to the client's context environment. From there
 * everything is {@link Bridge}'s: the JobGraph, the operator IDs, the MiniCluster discovery run
 * (whose Python operators start workers with {@code PYTHON_WORKER}, python.executable).
 * {@code PYTHON_FILES} (python.files) is the program's directory, for its own modules.
 *
 * <p>Added to the result: {@code python_operators}, every Python operator with the functions
 * Flink ships to its Python worker ({@code DataStreamPythonFunctionInfo}: the function type and
 * the pickled function, the chained ones first, as {@code ProtoUtils} orders them) and its
 * namespace serializer when it has one (windows). Python state is registered lazily, on the first
 * access from the worker, so the discovery run does not see it; graph/pyflink.py opens these
 * functions in a PyFlink interpreter to find it.
 */
public final class PythonBridge {

    private PythonBridge() {}

    static final String PYTHON_DRIVER = "org.apache.flink.client.python.PythonDriver";

    public static void main(String[] argv) throws Exception {
        Path out = Paths.get(argv[0]);
        String clientPython = argv[1];
        String workerPython = argv[2];
        String pythonFiles = argv[3];
        String work = argv[4].isEmpty() ? null : argv[4];
        long timeoutS = Long.parseLong(argv[5]);
        String[] driverArgs = Arrays.copyOfRange(argv, 6, argv.length);
        Bridge.writeResult(out, () -> {
            Configuration conf = new Configuration();
            Map<String, String> m = new LinkedHashMap<>();
            m.put("python.client.executable", clientPython);
            m.put("python.executable", workerPython);
            m.put("python.files", pythonFiles);
            conf.addAll(Configuration.fromMap(m));
            PackagedProgram.Builder builder = PackagedProgram.newBuilder().setEntryPointClassName(PYTHON_DRIVER)
                    .setArguments(driverArgs).setConfiguration(conf);
            return Bridge.run(builder, conf, work, timeoutS, PythonBridge::describePython);
        });
    }

    /** Every Python operator's functions, by operator ID. */
    static void describePython(StreamGraph sg, JobGraph jg, ClassLoader cl, Map<String, Object> result)
            throws Exception {
        List<Map<String, Object>> ops = new ArrayList<>();
        for (JobVertex v : jg.getVertices()) {
            Map<Integer, StreamConfig> chain = new StreamConfig(v.getConfiguration())
                    .getTransitiveChainedTaskConfigsWithSelf(cl);
            for (Map.Entry<Integer, StreamConfig> e : chain.entrySet()) {
                StreamNode node = sg.getStreamNode(e.getKey());
                StreamOperator<?> op = operatorOf(node.getOperatorFactory());
                Object info = op == null ? null : call(op, "getPythonFunctionInfo");
                if (info == null || !info.getClass().getName().endsWith("DataStreamPythonFunctionInfo")) {
                    continue;
                }
                List<Map<String, Object>> functions = new ArrayList<>();
                collect(info, functions);
                Map<String, Object> p = new LinkedHashMap<>();
                p.put("id", e.getValue().getOperatorID().toHexString());
                p.put("functions", functions);
                p.put("namespace_serializer", Bridge.snapshotBytes((TypeSerializer<?>) field(op, "namespaceSerializer")));
                ops.add(p);
            }
        }
        result.put("python_operators", ops);
    }

    static StreamOperator<?> operatorOf(StreamOperatorFactory<?> factory) {
        return factory instanceof SimpleOperatorFactory ? ((SimpleOperatorFactory<?>) factory).getOperator() : null;
    }

    /** The chain of DataStreamPythonFunctionInfo, innermost input first (ProtoUtils' order). */
    static void collect(Object info, List<Map<String, Object>> out) throws Exception {
        Object[] inputs = (Object[]) call(info, "getInputs");
        if (inputs != null && inputs.length > 0) {
            collect(inputs[0], out);
        }
        Object function = call(info, "getPythonFunction");
        byte[] payload = (byte[]) call(function, "getSerializedPythonFunction");
        Map<String, Object> f = new LinkedHashMap<>();
        f.put("function_type", call(info, "getFunctionType"));
        f.put("payload", Base64.getEncoder().encodeToString(payload));
        out.add(f);
    }

    static Object call(Object target, String method) throws Exception {
        Method m = findMethod(target.getClass(), method);
        if (m == null) {
            return null;
        }
        m.setAccessible(true);
        return m.invoke(target);
    }

    static Method findMethod(Class<?> c, String name) {
        for (; c != null; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                if (m.getName().equals(name) && m.getParameterCount() == 0) {
                    return m;
                }
            }
        }
        return null;
    }

    /** A field of the operator (or a superclass), null when it has none. */
    static Object field(Object target, String name) throws Exception {
        for (Class<?> c = target.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field f = c.getDeclaredField(name);
                f.setAccessible(true);
                return f.get(target);
            } catch (NoSuchFieldException e) {
                // try the superclass
            }
        }
        return null;
    }
}
