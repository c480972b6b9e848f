package flinkcompat.bridge;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.JobStatus;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.dag.Pipeline;
import org.apache.flink.client.FlinkPipelineTranslationUtil;
import org.apache.flink.client.program.PackagedProgram;
import org.apache.flink.client.program.PackagedProgramUtils;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.runtime.OperatorIDPair;
import org.apache.flink.runtime.execution.ExecutionState;
import org.apache.flink.runtime.executiongraph.AccessExecutionGraph;
import org.apache.flink.runtime.executiongraph.AccessExecutionJobVertex;
import org.apache.flink.runtime.executiongraph.AccessExecutionVertex;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.JobVertex;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.streaming.api.graph.StreamConfig;
import org.apache.flink.streaming.api.graph.StreamEdge;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;

/**
 * flink-compat's JVM bridge: loads a job JAR the way Flink's client does and writes what Flink
 * makes of it as JSON (read by graph/jar.py).
 *
 * <pre>
 * Bridge OUT.json JAR ENTRY_CLASS|"" WORK_DIR|"" TIMEOUT_S [PROGRAM_ARGS...]
 * </pre>
 *
 * <ol>
 *   <li>{@code PackagedProgram} + {@code PackagedProgramUtils.getPipelineFromProgram}: main() runs
 *       with Flink's context environment, which takes the StreamGraph at execute() instead of
 *       running it;</li>
 *   <li>the JobGraph as the client derives it ({@code FlinkPipelineTranslationUtil
 *       .getJobGraphUnderUserClassLoader}): every operator's ID as Flink assigns it (taken from the
 *       job vertices' {@code OperatorIDPair}s, nothing recomputed), the vertices' parallelism and
 *       max parallelism, key serializers as the snapshot bytes Flink writes;</li>
 *   <li>with WORK_DIR: state discovery. The JobGraph, with inert sources and sinks
 *       ({@link Inert}), runs on a local MiniCluster; as soon as every
 *       task is RUNNING (every operator restored and opened, so every state declared in open() or
 *       initializeState() is registered) a canonical savepoint is taken and the job cancelled. The
 *       savepoint's path goes to the JSON; flink-compat reads it with its own savepoint reader.
 *       The run has an environment of its own ({@link DiscoveryEnvironment}): the job's settings
 *       of checkpoint storage, restore path, directories, restarts, HA and reporters are replaced
 *       by the MiniCluster's, and go to the JSON ({@code replaced_settings}).
 *       An operator that cannot be opened (an open() that throws) is replaced by a stand-in
 *       ({@link StandIn}) and the job run again; the replaced operators go to the JSON. When the
 *       job still fails, the failure and the failed tasks go to the JSON.</li>
 * </ol>
 * A main() that throws, a missing main class or a JAR that is not a job: {"error": "..."}.
 */
public final class Bridge {

    private Bridge() {}

    /** With {@code -Dflinkcompat.profile=true} (FLINK_COMPAT_PROFILE, graph/jar.py): the end of each phase
     * of a load on stderr, {@link #mark}. */
    private static final boolean PROFILE = Boolean.getBoolean("flinkcompat.profile");
    /** The JVM's stderr (the client silences System.err while the program's main() runs). */
    private static final java.io.PrintStream STDERR = System.err;

    /** When profiling, writes "flink-compat-profile WALL_MS CPU_MS PHASE" to stderr: the milliseconds since
     * the JVM started, the CPU time of the JVM so far (all its threads: JIT compilers, GC), the phase ended. */
    static void mark(String phase) {
        if (PROFILE) {
            long ms = System.currentTimeMillis()
                    - java.lang.management.ManagementFactory.getRuntimeMXBean().getStartTime();
            long cpu = ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                    .getOperatingSystemMXBean()).getProcessCpuTime() / 1_000_000;
            STDERR.println("flink-compat-profile " + ms + " " + cpu + " " + phase);
        }
    }

    /** Set once the result is written: a System.exit before that is the job's own. */
    private static volatile boolean done;

    public static void main(String[] argv) throws Exception {
        Path out = Paths.get(argv[0]);
        File jar = new File(argv[1]);
        String entry = argv[2].isEmpty() ? null : argv[2];
        String work = argv[3].isEmpty() ? null : argv[3];
        long timeoutS = Long.parseLong(argv[4]);
        String[] args = Arrays.copyOfRange(argv, 5, argv.length);
        writeResult(out, () -> run(jar, entry, work, timeoutS, args));
    }

    /** The result of {@code body}, or {"error": ...}, written to {@code out}; then the JVM exits. */
    static void writeResult(Path out, java.util.concurrent.Callable<Map<String, Object>> body) throws Exception {
        // The client silences System.out/err while main() runs: keep the real one for the hook.
        java.io.PrintStream stderr = System.err;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (!done) {
                stderr.println("flink-compat-bridge: System.exit called by the job before it built its graph");
            }
        }));
        mark("JVM started");
        Map<String, Object> result;
        try {
            result = body.call();
        } catch (Throwable t) {
            t.printStackTrace(stderr);  // for whoever reads the child's stderr; the result names the cause
            result = new LinkedHashMap<>();
            result.put("error", describe(t));
        }
        Files.write(out, Json.write(result).getBytes(StandardCharsets.UTF_8));
        mark("result written");
        done = true;
        // Job code and the MiniCluster may leave non-daemon threads behind.
        System.exit(0);
    }

    static Map<String, Object> run(File jar, String entry, String work, long timeoutS, String[] args)
            throws Exception {
        Configuration conf = new Configuration();
        PackagedProgram.Builder builder = PackagedProgram.newBuilder().setJarFile(jar).setArguments(args)
                .setConfiguration(conf);
        if (entry != null) {
            builder.setEntryPointClassName(entry);
        }
        return run(builder, conf, work, timeoutS, null);
    }

    /** What more a caller reads from the StreamGraph (PythonBridge: the Python functions). */
    interface GraphHook {
        void describe(StreamGraph sg, JobGraph jg, ClassLoader cl, Map<String, Object> result) throws Exception;
    }

    static Map<String, Object> run(PackagedProgram.Builder builder, Configuration conf, String work, long timeoutS,
            GraphHook hook) throws Exception {
        Map<String, Object> result = new LinkedHashMap<>();
        try (PackagedProgram program = builder.build()) {
            int defaultParallelism = conf.get(org.apache.flink.configuration.CoreOptions.DEFAULT_PARALLELISM);
            mark("program built");
            Pipeline pipeline = PackagedProgramUtils.getPipelineFromProgram(program, conf, defaultParallelism, true);
            mark("job planned (StreamGraph)");
            if (!(pipeline instanceof StreamGraph)) {
                throw new IllegalArgumentException("main() built a " + pipeline.getClass().getName()
                        + ", not a DataStream job (StreamGraph)");
            }
            StreamGraph sg = (StreamGraph) pipeline;
            ClassLoader cl = program.getUserCodeClassLoader();
            JobGraph jg = FlinkPipelineTranslationUtil.getJobGraphUnderUserClassLoader(cl, sg, conf,
                    defaultParallelism);
            jg.addJars(program.getJobJarAndDependencies());
            jg.setClasspaths(program.getClasspaths());
            mark("JobGraph");
            describeGraph(sg, jg, cl, defaultParallelism, result);
            LazyState.annotate(sg, cl, result);
            Behaviour.annotate(sg, cl, result);
            if (hook != null) {
                hook.describe(sg, jg, cl, result);
            }
            mark("described");
            if (work != null) {
                // The discovery run reads and writes nothing: the same graph with inert sources
                // and sinks (and stand-ins for operators that cannot be opened), which must keep
                // every operator's ID and chain, in an environment of its own (no checkpoint
                // storage, restore path, directories, restarts... of production's).
                Map<String, String> replaced = DiscoveryEnvironment.replace(sg);
                Inert.apply(sg, cl);
                List<String> ids = operatorIds(jg);
                Translation discoveryGraph = () -> {
                    JobGraph g = FlinkPipelineTranslationUtil.getJobGraphUnderUserClassLoader(cl, sg, conf,
                            defaultParallelism);
                    if (!operatorIds(g).equals(ids)) {
                        throw new IllegalStateException("inert sources and sinks or stand-ins changed the job's operator IDs");
                    }
                    DiscoveryEnvironment.restoreNothing(g);
                    g.addJars(program.getJobJarAndDependencies());
                    g.setClasspaths(program.getClasspaths());
                    return g;
                };
                Map<String, Object> d = discover(discoveryGraph, sg, cl, Paths.get(work), timeoutS);
                d.put("replaced_settings", replaced);
                result.put("discovery", d);
            }
        }
        return result;
    }

    // ------------------------------------------------------------------------------- graph

    static void describeGraph(StreamGraph sg, JobGraph jg, ClassLoader cl, int defaultParallelism,
            Map<String, Object> result) throws IOException {
        result.put("job_name", sg.getJobName());
        result.put("flink_version", org.apache.flink.runtime.util.EnvironmentInformation.getVersion());
        int envParallelism = sg.getExecutionConfig().getParallelism();
        result.put("default_parallelism", envParallelism > 0 ? envParallelism : defaultParallelism);
        result.put("max_parallelism", sg.getExecutionConfig().getMaxParallelism());
        result.put("chaining_enabled", sg.isChainingEnabled());
        Object configured = sg.getJobConfiguration().toMap().get("state.backend.type"); // Flink 1.19 on
        // Flink 1.18: Object configured = null; // (its StreamGraph holds the object alone)
        // the job's StateBackend object wins over the configuration (StateBackendLoader's rule)
        String backendObject = DiscoveryEnvironment.backendType(sg);
        result.put("state_backend", backendObject != null ? backendObject : configured);
        List<Map<String, Object>> operators = new ArrayList<>();
        Map<Integer, String> idOfNode = new LinkedHashMap<>();
        for (JobVertex v : jg.getVertices()) {
            // Chain members by stream node ID, with the operator ID Flink gave each (StreamConfig).
            Map<Integer, StreamConfig> chain = new StreamConfig(v.getConfiguration())
                    .getTransitiveChainedTaskConfigsWithSelf(cl);
            Map<String, OperatorIDPair> pairs = new LinkedHashMap<>();
            for (OperatorIDPair pair : v.getOperatorIDs()) {
                pairs.put(pair.getGeneratedOperatorID().toHexString(), pair);
            }
            StreamConfig head = new StreamConfig(v.getConfiguration());
            for (Map.Entry<Integer, StreamConfig> e : chain.entrySet()) {
                String id = e.getValue().getOperatorID().toHexString();
                OperatorIDPair pair = pairs.get(id);
                if (pair == null) {
                    throw new IllegalStateException("operator " + id + " of vertex " + v.getName()
                            + " is not among the vertex's OperatorIDs");
                }
                StreamNode node = sg.getStreamNode(e.getKey());
                Map<String, Object> op = new LinkedHashMap<>();
                op.put("id", id);
                op.put("uid_hash", pair.getUserDefinedOperatorID().map(o -> o.toHexString()).orElse(null));
                op.put("uid", node.getTransformationUID());
                op.put("name", node.getOperatorName());
                op.put("stream_node", node.getId());
                op.put("vertex", v.getID().toHexString());
                op.put("chain_head", e.getKey().equals(head.getVertexID()));
                op.put("parallelism", v.getParallelism());
                op.put("max_parallelism", v.getMaxParallelism());
                op.put("chaining_strategy", node.getOperatorFactory() == null ? null
                        : node.getOperatorFactory().getChainingStrategy().name());
                op.put("slot_sharing_group", node.getSlotSharingGroup());
                op.put("is_source", sg.getSourceIDs().contains(node.getId()));
                op.put("is_sink", node.getOutEdges().isEmpty());
                op.put("key_serializer", snapshotBytes(node.getStateKeySerializer()));
                operators.add(op);
                idOfNode.put(node.getId(), id);
            }
        }
        List<Map<String, Object>> edges = new ArrayList<>();
        for (StreamNode node : sg.getStreamNodes()) {
            for (StreamEdge edge : node.getOutEdges()) {
                Map<String, Object> e = new LinkedHashMap<>();
                e.put("source", idOfNode.get(edge.getSourceId()));
                e.put("target", idOfNode.get(edge.getTargetId()));
                e.put("partitioner", edge.getPartitioner().getClass().getName());
                e.put("type_number", edge.getTypeNumber());
                edges.add(e);
            }
        }
        result.put("operators", operators);
        result.put("edges", edges);
    }

    /** Every vertex's operator IDs, in order. */
    static List<String> operatorIds(JobGraph jg) {
        List<String> out = new ArrayList<>();
        for (JobVertex v : jg.getVerticesSortedTopologicallyFromSources()) {
            StringBuilder ids = new StringBuilder();
            for (OperatorIDPair pair : v.getOperatorIDs()) {
                ids.append(pair.getGeneratedOperatorID()).append('/')
                        .append(pair.getUserDefinedOperatorID().map(Object::toString).orElse("-")).append(' ');
            }
            out.add(ids.toString());
        }
        return out;
    }

    /** {@code TypeSerializerSnapshot.writeVersionedSnapshot} of the serializer's snapshot, base64. */
    static String snapshotBytes(TypeSerializer<?> serializer) throws IOException {
        if (serializer == null) {
            return null;
        }
        DataOutputSerializer out = new DataOutputSerializer(256);
        org.apache.flink.api.common.typeutils.TypeSerializerSnapshot.writeVersionedSnapshot(out,
                serializer.snapshotConfiguration());
        return Base64.getEncoder().encodeToString(out.getCopyOfBuffer());
    }

    // --------------------------------------------------------------------------- discovery

    /** The JobGraph of the StreamGraph as it is now (inert sources and sinks, stand-ins). */
    interface Translation {
        JobGraph get() throws Exception;
    }

    /** Runs of one discovery: the first, plus one per round of operators that could not be opened. */
    static final int MAX_DISCOVERY_RUNS = 8;

    static Map<String, Object> discover(Translation translation, StreamGraph sg, ClassLoader cl, Path work,
            long timeoutS) throws Exception {
        Map<String, Object> d = new LinkedHashMap<>();
        JobGraph jg = translation.get();
        Files.createDirectories(work);
        int slots = 0;
        for (JobVertex v : jg.getVertices()) {
            slots += Math.max(1, v.getParallelism());
        }
        Configuration conf = new Configuration();
        Map<String, String> m = new LinkedHashMap<>();
        m.put("execution.checkpointing.storage", "filesystem");
        m.put("execution.checkpointing.dir", work.resolve("checkpoints").toUri().toString());
        m.put("restart-strategy.type", "none");
        m.put("state.backend.rocksdb.localdir", work.resolve("rocksdb").toString());
        m.put("io.tmp.dirs", work.resolve("tmp").toString());
        m.put("rest.bind-address", "127.0.0.1");
        m.put("rest.address", "127.0.0.1");
        m.put("rest.bind-port", "0");
        conf.addAll(Configuration.fromMap(m));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutS);
        MiniClusterConfiguration cfg = new MiniClusterConfiguration.Builder().setConfiguration(conf)
                .setNumTaskManagers(1).setNumSlotsPerTaskManager(slots).build();
        try (MiniCluster mc = new MiniCluster(cfg)) {
            mark("discovery JobGraph");
            mc.start();
            mark("MiniCluster started");
            // An operator that cannot be opened fails the run: it is replaced by a stand-in
            // (StandIn) and the job runs again, so that the other operators' state is discovered.
            List<Map<String, Object>> stoodIn = new ArrayList<>();
            d.put("stood_in", stoodIn);
            Set<Integer> replaced = new HashSet<>();
            for (int run = 1; ; run++) {
                JobID jobId = mc.submitJob(jg).get().getJobID();
                Throwable failure = awaitAllRunning(mc, jobId, deadline);
                mark("tasks running");
                if (failure == null) {
                    // (before Ttl reads the states)
                    Map<String, Object> lazy = LazyState.register(mc, jobId, deadline);
                    TriggerState.register(mc, jobId, deadline).forEach((id, t) -> lazy.merge(id, t, Bridge::registered));
                    d.put("lazy_state", lazy);
                    d.put("ttl", Ttl.declared(mc, jobId));
                    d.put("row_names", RowNames.declared(mc, jobId));
                    String sp = mc.triggerSavepoint(jobId, work.resolve("savepoint").toUri().toString(), true,
                            SavepointFormatType.CANONICAL).get(remaining(deadline), TimeUnit.NANOSECONDS);
                    d.put("savepoint", sp);
                    mark("savepoint taken");
                    return d;
                }
                List<StandIn.Replaced> now = run == MAX_DISCOVERY_RUNS ? List.of() : StandIn.replaceFailed(
                        mc.getExecutionGraph(jobId).get(30, TimeUnit.SECONDS).getAllVertices().values(), jg, sg, cl,
                        replaced);
                if (now.isEmpty()) {
                    d.put("failure", describe(failure));
                    d.put("failed_tasks", failedTasks(mc, jobId, jg));
                    d.put("user_frame", userFrame(failure));
                    return d;
                }
                now.forEach(r -> stoodIn.add(r.toJson()));
                jg = translation.get();
            }
        }
    }

    /** Two reports of an operator's lazily obtained state ({"registered": ...} or {"failed": ...}) as one. */
    @SuppressWarnings("unchecked")
    private static Object registered(Object a, Object b) {
        Map<String, Object> x = (Map<String, Object>) a;
        Map<String, Object> y = (Map<String, Object>) b;
        if (x.containsKey("failed") || y.containsKey("failed")) {
            return x.containsKey("failed") ? x : y;
        }
        Map<String, Object> names = new java.util.TreeMap<>((Map<String, Object>) x.get("registered"));
        names.putAll((Map<String, Object>) y.get("registered"));
        return Map.of("registered", names);
    }

    /** Null when every task is RUNNING; the job's failure when it failed first. */
    static Throwable awaitAllRunning(MiniCluster mc, JobID jobId, long deadline) throws Exception {
        while (true) {
            JobStatus st = mc.getJobStatus(jobId).get();
            if (st.isGloballyTerminalState() || st == JobStatus.FAILING) {
                JobResult r = mc.requestJobResult(jobId).get(remaining(deadline), TimeUnit.NANOSECONDS);
                return r.getSerializedThrowable().map(t -> (Throwable) t)
                        .orElse(new IllegalStateException("the job ended with status " + st));
            }
            AccessExecutionGraph eg = null;
            try {
                eg = mc.getExecutionGraph(jobId).get();
            } catch (ExecutionException e) {
                // job master not up yet
            }
            if (eg != null && eg.getState() == JobStatus.RUNNING) {
                boolean all = true;
                for (AccessExecutionVertex v : eg.getAllExecutionVertices()) {
                    all &= v.getExecutionState() == ExecutionState.RUNNING;
                }
                if (all) {
                    return null;
                }
            }
            if (System.nanoTime() > deadline) {
                throw new java.util.concurrent.TimeoutException("the job's tasks were not all RUNNING within the time limit");
            }
            Thread.sleep(10);
        }
    }

    static long remaining(long deadline) {
        return Math.max(1, deadline - System.nanoTime());
    }

    /** The job vertices with a failed subtask, with their operators' IDs. */
    static List<Map<String, Object>> failedTasks(MiniCluster mc, JobID jobId, JobGraph jg) throws Exception {
        List<Map<String, Object>> out = new ArrayList<>();
        AccessExecutionGraph eg = mc.getExecutionGraph(jobId).get(30, TimeUnit.SECONDS);
        for (AccessExecutionJobVertex v : eg.getAllVertices().values()) {
            boolean failed = false;
            for (AccessExecutionVertex ev : v.getTaskVertices()) {
                failed |= ev.getExecutionState() == ExecutionState.FAILED;
            }
            if (failed) {
                List<String> ids = new ArrayList<>();
                for (OperatorIDPair pair : jg.findVertexByID(v.getJobVertexId()).getOperatorIDs()) {
                    ids.add(pair.getGeneratedOperatorID().toHexString());
                }
                Map<String, Object> t = new LinkedHashMap<>();
                t.put("task", v.getName());
                t.put("operator_ids", ids);
                out.add(t);
            }
        }
        return out;
    }

    /** The deepest cause's innermost frame of code outside Flink and the JDK: the job's function. */
    static String userFrame(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        for (StackTraceElement f : root.getStackTrace()) {
            String c = f.getClassName();
            if (!c.startsWith("org.apache.flink.") && !c.startsWith("java.") && !c.startsWith("jdk.")
                    && !c.startsWith("sun.") && !c.startsWith("flinkcompat.bridge.")) {
                return c + "." + f.getMethodName();
            }
        }
        return null;
    }

    /** "Class: message" of the deepest cause that says something, on one line. */
    static String describe(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String msg = root.getMessage();
        // A failure that crossed from a task to the job master is a SerializedThrowable whose
        // message is the original's "class: message".
        String text = root instanceof org.apache.flink.util.SerializedThrowable ? String.valueOf(msg)
                : root.getClass().getName() + (msg == null ? "" : ": " + msg);
        return text.replaceAll("\\s+", " ").trim();
    }
}
