package fidelity.sql;

import flinkcompat.fixtures.harness.Harness;
import flinkcompat.fixtures.harness.Json;
import flinkcompat.fixtures.harness.StateAssignment;

import org.apache.flink.api.common.JobID;
import org.apache.flink.api.common.JobStatus;
import org.apache.flink.api.dag.Transformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.execution.ExecutionState;
import org.apache.flink.runtime.executiongraph.AccessExecutionGraph;
import org.apache.flink.runtime.executiongraph.AccessExecutionJobVertex;
import org.apache.flink.runtime.executiongraph.AccessExecutionVertex;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.runtime.jobmaster.JobResult;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.PlanReference;
import org.apache.flink.table.api.StatementSet;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentImpl;
import org.apache.flink.table.delegation.Executor;
import org.apache.flink.table.delegation.InternalPlan;
import org.apache.flink.table.delegation.Planner;
import org.apache.flink.table.operations.ModifyOperation;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.command.SetOperation;

import java.io.ByteArrayOutputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The SQL fidelity scenarios (tests/fidelity/sql/) on Flink 2.3, in one JVM, one job at a time.
 * Started by tests/fidelity/run.py, which builds the outcomes from what this writes:
 *
 * <pre>SqlRunner --input DIR SCENARIO_WORK_DIR...</pre>
 *
 * <p>Each scenario work directory holds {@code run.properties} (written by run.py: the mode,
 * {@code sql} or {@code plan}, the two scripts, parallelism, backend, allowNonRestoredState). The
 * scripts are plain Flink SQL (CREATE TABLE, SET, INSERT), {@code ${input}} standing for the
 * directory the runner fills with the input of {@code --input} ({@code <table>-v1.jsonl},
 * {@code <table>-v2.jsonl}: one directory per table). Each side is translated as a SQL job is:
 * Flink's TableEnvironment parses the script and its planner translates the INSERTs, or, in
 * {@code plan} mode, compiles them ({@code COMPILE PLAN}, written to {@code v1.plan.json}) and
 * translates the loaded plan ({@code EXECUTE PLAN}: the operator uids come from the plan); the
 * executor turns that into the StreamGraph Flink would submit. The ExecNode and transformation id
 * counters are reset before each side, as in the fresh JVM (SQL client, {@code flink run}) a user
 * plans a job in: the ExecNode ids are the plan's uids and the operators' names.
 *
 * <p>Runs, each on a MiniCluster of its own (the print sink writes to this JVM's stdout, captured
 * per run):
 * <ol>
 *   <li>{@code v1}: the v1 input, wait until every source emitted it, let watermarks pass
 *       ({@link #SETTLE_MILLIS}), stop with a canonical savepoint (no drain: windows stay pending)
 *       → {@code v1-savepoint/}, {@code v1.json}.</li>
 *   <li>{@code v2}: the v2 input, start from the v1 savepoint; once it runs and emitted the v2
 *       input: a canonical savepoint {@code v2-savepoint/} (for {@link StateAssignment#report}),
 *       then stop with drain (all windows fire) → {@code v2.json}.</li>
 *   <li>{@code reference}: v2 from scratch, fed the v1 input then the v2 input as the restored job
 *       was; its output before the v2 input is what v2 would have written instead of v1.</li>
 *   <li>{@code stateless} (only when the restored output differs from the reference): v2 from
 *       scratch over the v2 input alone, to tell state ignored from state misread.</li>
 * </ol>
 * {@code outputs.json}: each run's changelog and the comparison (see {@link #compare}).
 */
public final class SqlRunner {

    /** Watermarks are emitted every {@link #WATERMARK_INTERVAL}; after the sources emitted their
     *  rows, {@link #SETTLE_MILLIS} (10 intervals) lets the last watermark through, so every window
     *  the input closes fires before the savepoint (or the next input): what v1 printed and what its
     *  savepoint holds do not depend on timing. */
    static final String WATERMARK_INTERVAL = "50 ms";
    static final long SETTLE_MILLIS = 500;
    /** How long one run may take to reach each step (running, rows emitted, savepoint). */
    static final long TIMEOUT_SECONDS = 90;
    static final String[] TABLES = {"events", "users"};
    /** Slots of each MiniCluster: enough for a script that SETs a parallelism above the side's. */
    static final int SLOTS = 2;

    private SqlRunner() {}

    // ------------------------------------------------------------------------------ stdout

    /** Lines the print sinks write ({@code <identifier>[:<subtask>]> <kind>[fields]}), per run. */
    static final class Capture extends OutputStream {
        private final PrintStream original;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();
        private List<String> lines = new ArrayList<>();

        Capture(PrintStream original) {
            this.original = original;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                String s = line.toString(StandardCharsets.UTF_8);
                line.reset();
                if (PRINTED.matcher(s).matches()) {
                    lines.add(s);
                } else {
                    original.println(s);
                }
            } else {
                line.write(b);
            }
        }

        synchronized List<String> take() {
            List<String> out = lines;
            lines = new ArrayList<>();
            return out;
        }
    }

    static final Pattern PRINTED = Pattern.compile("([\\w-]+)(?::\\d+)?> ([+-][IUD])\\[(.*)\\]");
    static Capture capture;

    // ------------------------------------------------------------------------------ scripts

    static final class Side {
        final String name;
        final String script;
        final int parallelism;
        final String backend;

        Side(String name, String script, int parallelism, String backend) {
            this.name = name;
            this.script = script;
            this.parallelism = parallelism;
            this.backend = backend;
        }
    }

    /** The statements of a script: {@code --} comments dropped, split at {@code ;} ending a line. */
    static List<String> statements(String script) {
        StringBuilder sb = new StringBuilder();
        for (String l : script.split("\n")) {
            if (!l.strip().startsWith("--")) {
                sb.append(l).append('\n');
            }
        }
        List<String> out = new ArrayList<>();
        for (String s : sb.toString().split(";\\s*(\n|$)")) {
            // a statement set (EXECUTE STATEMENT SET BEGIN ... END; or BEGIN STATEMENT SET; ... END;):
            // its INSERTs are the job, as they are without it
            s = s.strip().replaceFirst("(?is)^(EXECUTE\\s+STATEMENT\\s+SET\\s+BEGIN|BEGIN\\s+STATEMENT\\s+SET)\\s*", "");
            if (!s.isBlank() && !s.equalsIgnoreCase("END")) {
                out.add(s);
            }
        }
        return out;
    }

    static Configuration config(Side side, Path work) {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("state.backend.type", side.backend);
        m.put("execution.checkpointing.storage", "filesystem");
        m.put("execution.checkpointing.dir", work.resolve("checkpoints").toUri().toString());
        m.put("restart-strategy.type", "none");
        m.put("parallelism.default", String.valueOf(side.parallelism));
        m.put("pipeline.auto-watermark-interval", WATERMARK_INTERVAL);
        m.put("taskmanager.numberOfTaskSlots", String.valueOf(Math.max(SLOTS, side.parallelism)));
        m.put("rest.bind-address", "127.0.0.1");
        m.put("rest.address", "127.0.0.1");
        m.put("rest.bind-port", "0");
        m.put("io.tmp.dirs", work.resolve("tmp").toString());
        m.put("metrics.reporter.sources.factory.class", SourceCounter.Factory.class.getName());
        return Configuration.fromMap(m);
    }

    /** A side's job as Flink plans it. */
    static final class Built {
        StreamGraph streamGraph;
        JobGraph jobGraph;
        String jobName;
    }

    static void resetExecNodeIds(Planner planner) throws Exception {
        planner.getClass().getClassLoader()
                .loadClass("org.apache.flink.table.planner.plan.nodes.exec.ExecNodeContext")
                .getMethod("resetIdCounter").invoke(null);
    }

    /**
     * Transformation ids (the StreamGraph's node ids) are a JVM-wide counter too. The generated
     * OperatorIDs do not depend on them, but the order of nodes the topological sorts do not
     * order (the two sources of a join) does: it changed with the scenarios run before in this
     * JVM. Reset, as in a fresh JVM.
     */
    static void resetTransformationIds() throws Exception {
        java.lang.reflect.Field f = Transformation.class.getDeclaredField("ID_COUNTER");
        f.setAccessible(true);
        ((java.util.concurrent.atomic.AtomicInteger) f.get(null)).set(0);
    }

    static Built build(Side side, boolean planMode, Path input, Path planFile, Configuration conf, String jobName)
            throws Exception {
        TableEnvironmentImpl tEnv = (TableEnvironmentImpl) TableEnvironment.create(
                EnvironmentSettings.newInstance().inStreamingMode().withConfiguration(conf).build());
        Planner planner = tEnv.getPlanner();
        resetExecNodeIds(planner);
        resetTransformationIds();
        List<String> inserts = new ArrayList<>();
        for (String stmt : statements(side.script.replace("${input}", input.toString()))) {
            if (stmt.regionMatches(true, 0, "INSERT", 0, 6)) {
                inserts.add(stmt);
            } else if (stmt.regionMatches(true, 0, "SET", 0, 3)) {
                // as the SQL client runs a script: SET goes into the session's (table) configuration
                SetOperation set = (SetOperation) tEnv.getParser().parse(stmt).get(0);
                tEnv.getConfig().set(set.getKey().orElseThrow(), set.getValue().orElseThrow());
            } else {
                tEnv.executeSql(stmt);
            }
        }
        List<Transformation<?>> transformations;
        if (planMode) {
            if (!Files.exists(planFile)) { // COMPILE PLAN (the reference run reuses v2's)
                StatementSet set = tEnv.createStatementSet();
                inserts.forEach(set::addInsertSql);
                set.compilePlan().writeToFile(planFile.toFile(), false);
            }
            resetExecNodeIds(planner);
            InternalPlan plan = planner.loadPlan(PlanReference.fromFile(planFile.toFile())); // EXECUTE PLAN
            transformations = planner.translatePlan(plan);
        } else {
            List<ModifyOperation> ops = new ArrayList<>();
            for (String insert : inserts) {
                for (Operation op : tEnv.getParser().parse(insert)) {
                    ops.add((ModifyOperation) op);
                }
            }
            transformations = planner.translate(ops);
        }
        java.lang.reflect.Field f = TableEnvironmentImpl.class.getDeclaredField("execEnv");
        f.setAccessible(true);
        Executor executor = (Executor) f.get(tEnv);
        Built b = new Built();
        b.jobName = jobName;
        b.streamGraph = (StreamGraph) executor.createPipeline(
                transformations, tEnv.getConfig().getConfiguration(), jobName);
        b.jobGraph = b.streamGraph.getJobGraph();
        return b;
    }

    // ------------------------------------------------------------------------------ running

    static MiniCluster startCluster(Configuration conf) throws Exception {
        MiniCluster mc = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setConfiguration(conf).setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(conf.get(org.apache.flink.configuration.TaskManagerOptions.NUM_TASK_SLOTS))
                .build());
        mc.start();
        return mc;
    }

    /** Input {@code side} of every table into {@code input/<table>/} (written aside, then renamed:
     *  the file source never sees half a file). */
    static Map<String, Long> feed(Path inputData, Path input, String side) throws IOException {
        Map<String, Long> rows = new LinkedHashMap<>();
        for (String table : TABLES) {
            Path src = inputData.resolve(table + "-" + side + ".jsonl");
            Path dir = Files.createDirectories(input.resolve(table));
            Path tmp = dir.resolve("." + side + ".tmp");
            Files.copy(src, tmp, StandardCopyOption.REPLACE_EXISTING);
            Files.move(tmp, dir.resolve(side + ".jsonl"), StandardCopyOption.ATOMIC_MOVE);
            try (Stream<String> lines = Files.lines(src)) {
                rows.put(table, lines.filter(l -> !l.isBlank()).count());
            }
        }
        return rows;
    }

    static final class JobFailed extends Exception {
        JobFailed(Throwable cause) {
            super(cause);
        }
    }

    static void checkNotFailed(MiniCluster mc, JobID id) throws Exception {
        JobStatus st = mc.getJobStatus(id).get();
        if (st.isGloballyTerminalState() || st == JobStatus.FAILING) {
            JobResult r = mc.requestJobResult(id).get(60, TimeUnit.SECONDS);
            throw new JobFailed(r.getSerializedThrowable().map(t -> (Throwable) t)
                    .orElse(new IllegalStateException("job ended with status " + st)));
        }
    }

    static void awaitRunning(MiniCluster mc, JobID id, long deadline) throws Exception {
        while (true) {
            checkNotFailed(mc, id);
            AccessExecutionGraph eg = null;
            try {
                eg = mc.getExecutionGraph(id).get();
            } catch (ExecutionException e) {
                // job master not up yet
            }
            if (eg != null && eg.getState() == JobStatus.RUNNING) {
                boolean all = true;
                for (AccessExecutionVertex v : eg.getAllExecutionVertices()) {
                    all &= v.getExecutionState() == ExecutionState.RUNNING;
                }
                if (all) {
                    return;
                }
            }
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("tasks not all RUNNING after " + TIMEOUT_SECONDS + "s");
            }
            Thread.sleep(20);
        }
    }

    /** Until the sources of {@code job} emitted {@code rows} (cumulative per table), then
     *  {@link #SETTLE_MILLIS} more for the watermarks and what is in flight. */
    static void awaitEmitted(MiniCluster mc, JobID id, String job, Map<String, Long> rows, long deadline)
            throws Exception {
        while (true) {
            checkNotFailed(mc, id);
            boolean done = !SourceCounter.tables(job).isEmpty();
            for (String table : SourceCounter.tables(job)) {
                done &= SourceCounter.emitted(job, table) >= rows.getOrDefault(table, 0L);
            }
            if (done) {
                break;
            }
            if (System.nanoTime() > deadline) {
                Map<String, Long> seen = new TreeMap<>();
                for (String t : SourceCounter.tables(job)) {
                    seen.put(t, SourceCounter.emitted(job, t));
                }
                throw new IllegalStateException("sources emitted " + seen + ", never " + rows);
            }
            Thread.sleep(20);
        }
        Thread.sleep(SETTLE_MILLIS);
        checkNotFailed(mc, id);
    }

    static String moveSavepoint(String pointer, Path to) throws IOException {
        Path src = Paths.get(java.net.URI.create(pointer.startsWith("file:") ? pointer : "file:" + pointer));
        Files.move(src, to);
        return to.toAbsolutePath().toString();
    }

    static long deadline() {
        return System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
    }

    static long remaining(long deadline) {
        return Math.max(1, deadline - System.nanoTime());
    }

    /** v1: its input, then stop with a canonical savepoint (no drain). */
    static Map<String, Object> runV1(Side side, boolean plan, Path d, Path inputData) throws Exception {
        long t0 = System.nanoTime();
        Path work = d.resolve("work-v1");
        Configuration conf = config(side, work);
        Built b = build(side, plan, d.resolve("input"), d.resolve("v1.plan.json"), conf, d.getFileName() + "/v1");
        Map<String, Object> report = new LinkedHashMap<>();
        report.put("job", Harness.describe(b.streamGraph, b.jobGraph));
        Path sp = d.resolve("v1-savepoint");
        try (MiniCluster mc = startCluster(conf)) {
            capture.take();
            Map<String, Long> rows = feed(inputData, d.resolve("input"), "v1");
            JobID id = mc.submitJob(b.jobGraph).get().getJobID();
            long deadline = deadline();
            awaitRunning(mc, id, deadline);
            awaitEmitted(mc, id, b.jobName, rows, deadline);
            moveSavepoint(mc.stopWithSavepoint(id, work.resolve("savepoints").toUri().toString(), false,
                    SavepointFormatType.CANONICAL).get(remaining(deadline), TimeUnit.NANOSECONDS), sp);
            mc.requestJobResult(id).get(remaining(deadline), TimeUnit.NANOSECONDS);
            report.put("output", capture.take());
        } finally {
            SourceCounter.forget(b.jobName);
        }
        report.put("savepoint_operators", StateAssignment.inventory(sp.toString(), SqlRunner.class.getClassLoader()));
        report.put("seconds", (System.nanoTime() - t0) / 1e9);
        return report;
    }

    /** v2 from the v1 savepoint: Harness-shaped report (outcome, failure, state assignment). */
    static Map<String, Object> runV2(Side side, boolean plan, boolean allowNonRestored, Path d, Path inputData)
            throws Exception {
        Path work = d.resolve("work-v2");
        Configuration conf = config(side, work);
        Built b = build(side, plan, d.resolve("input"), d.resolve("v2.plan.json"), conf, d.getFileName() + "/v2");
        String sp1 = d.resolve("v1-savepoint").toAbsolutePath().toString();
        b.jobGraph.setSavepointRestoreSettings(SavepointRestoreSettings.forPath(sp1, allowNonRestored));
        Map<String, Object> report = new LinkedHashMap<>();
        String phase = "submission";
        Throwable failure = null;
        String sp2 = null;
        long t0 = System.nanoTime();
        try (MiniCluster mc = startCluster(conf)) {
            capture.take();
            Map<String, Long> rows = feed(inputData, d.resolve("input"), "v2");
            JobID id = null;
            try {
                id = mc.submitJob(b.jobGraph).get().getJobID();
                long deadline = deadline();
                phase = "restore";
                awaitRunning(mc, id, deadline);
                report.put("seconds_to_running", (System.nanoTime() - t0) / 1e9);
                phase = "after-restore";
                awaitEmitted(mc, id, b.jobName, rows, deadline);
                phase = "savepoint";
                sp2 = moveSavepoint(mc.triggerSavepoint(id, work.resolve("savepoints").toUri().toString(), false,
                        SavepointFormatType.CANONICAL).get(remaining(deadline), TimeUnit.NANOSECONDS),
                        d.resolve("v2-savepoint"));
                phase = "drain";
                mc.stopWithSavepoint(id, work.resolve("savepoints").toUri().toString(), true,
                        SavepointFormatType.CANONICAL).get(remaining(deadline), TimeUnit.NANOSECONDS);
                mc.requestJobResult(id).get(remaining(deadline), TimeUnit.NANOSECONDS);
            } catch (JobFailed e) {
                failure = e.getCause();
            } catch (ExecutionException e) {
                Thread.sleep(200);
                failure = e.getCause();
                if (id != null) {
                    try {
                        checkNotFailed(mc, id);
                    } catch (JobFailed jf) {
                        failure = jf.getCause();
                    }
                }
            }
            if (failure != null) {
                report.putAll(Harness.failure(phase, failure));
                if (id != null) {
                    report.put("failed_tasks", failedTasks(mc, id, b.jobGraph));
                }
            } else {
                report.put("outcome", "RESTORED");
            }
            report.put("output", capture.take());
        } finally {
            SourceCounter.forget(b.jobName);
        }
        report.put("seconds_total", (System.nanoTime() - t0) / 1e9);
        report.put("job", Harness.describe(b.streamGraph, b.jobGraph));
        report.put("state_assignment", StateAssignment.report(b.jobGraph, sp1, failure == null ? sp2 : null,
                SqlRunner.class.getClassLoader()));
        return report;
    }

    /** The job vertices with a failed subtask and the OperatorIDs of their operators. */
    static List<Map<String, Object>> failedTasks(MiniCluster mc, JobID id, JobGraph jg) {
        List<Map<String, Object>> out = new ArrayList<>();
        try {
            AccessExecutionGraph eg = mc.getExecutionGraph(id).get(30, TimeUnit.SECONDS);
            for (AccessExecutionJobVertex v : eg.getVerticesTopologically()) {
                for (AccessExecutionVertex t : v.getTaskVertices()) {
                    if (t.getFailureInfo().isEmpty()) {
                        continue;
                    }
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("task", v.getName());
                    List<String> ids = new ArrayList<>();
                    for (org.apache.flink.runtime.OperatorIDPair pair : jg.findVertexByID(v.getJobVertexId()).getOperatorIDs()) {
                        ids.add(pair.getGeneratedOperatorID().toHexString());
                    }
                    m.put("operator_ids", ids);
                    out.add(m);
                    break;
                }
            }
        } catch (Exception e) {
            out.add(Map.of("error", e.toString()));
        }
        return out;
    }

    /** v2 from scratch: fed the input sides one after the other; the output printed after each. */
    static List<List<String>> runFromScratch(Side side, boolean plan, Path d, String run, Path inputData,
            String... inputSides) throws Exception {
        Path work = d.resolve("work-" + run);
        Path input = d.resolve("input-" + run);
        Configuration conf = config(side, work);
        Built b = build(side, plan, input, d.resolve(run + ".plan.json"), conf, d.getFileName() + "/" + run);
        List<List<String>> outputs = new ArrayList<>();
        try (MiniCluster mc = startCluster(conf)) {
            capture.take();
            Map<String, Long> rows = new LinkedHashMap<>();
            JobID id = null;
            long deadline = deadline();
            for (String s : inputSides) {
                feed(inputData, input, s).forEach((t, n) -> rows.merge(t, n, Long::sum));
                if (id == null) {
                    id = mc.submitJob(b.jobGraph).get().getJobID();
                    awaitRunning(mc, id, deadline);
                }
                awaitEmitted(mc, id, b.jobName, rows, deadline);
                if (!s.equals(inputSides[inputSides.length - 1])) {
                    outputs.add(capture.take());
                }
            }
            mc.stopWithSavepoint(id, work.resolve("savepoints").toUri().toString(), true,
                    SavepointFormatType.CANONICAL).get(remaining(deadline), TimeUnit.NANOSECONDS);
            mc.requestJobResult(id).get(remaining(deadline), TimeUnit.NANOSECONDS);
            outputs.add(capture.take());
        } finally {
            SourceCounter.forget(b.jobName);
        }
        return outputs;
    }

    // ------------------------------------------------------------------------------ comparison

    /**
     * The table the sinks hold after a changelog, per sink: each row with its count ({@code +I},
     * {@code +U} add one, {@code -U}, {@code -D} take one away; a count below zero is a retraction
     * of a row that was never there). Independent of the order of the changes (subtasks interleave).
     */
    static Map<String, Long> materialize(List<String> changelog, java.util.Set<String> sinks) {
        Map<String, Long> rows = new TreeMap<>();
        for (String line : changelog) {
            Matcher m = PRINTED.matcher(line);
            if (!m.matches() || !sinks.contains(m.group(1))) {
                continue;
            }
            String row = m.group(1) + " [" + m.group(3) + "]";
            rows.merge(row, m.group(2).startsWith("+") ? 1L : -1L, Long::sum);
        }
        rows.values().removeIf(n -> n == 0);
        return rows;
    }

    static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }

    /**
     * The restored v2 against v2 run from scratch over the same input in the same order. The
     * baseline is what v2 printed from scratch over the v1 input ({@code reference_v1_input}):
     * the sink table v2 would have built instead of v1. Restored correctly, v2's state is what v2
     * from scratch had there, and the sink tables after the v2 input are equal:
     * {@code baseline + restored output == baseline + reference output after the v2 input}.
     * Rows that differ: {@code differences} (row, count expected, count restored). Only the sinks
     * v1 wrote to ({@code sinks}) are compared: a sink v2 adds gets the results of new state,
     * which starts empty by design.
     */
    static Map<String, Object> compare(List<String> baseline, List<String> restored, List<String> reference,
            java.util.Set<String> sinks) {
        Map<String, Long> expected = materialize(concat(baseline, reference), sinks);
        Map<String, Long> got = materialize(concat(baseline, restored), sinks);
        List<Object> differences = new ArrayList<>();
        java.util.SortedSet<String> rows = new java.util.TreeSet<>(expected.keySet());
        rows.addAll(got.keySet());
        for (String row : rows) {
            long e = expected.getOrDefault(row, 0L);
            long g = got.getOrDefault(row, 0L);
            if (e != g) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("row", row);
                m.put("expected", e);
                m.put("restored", g);
                differences.add(m);
            }
        }
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("equal", differences.isEmpty());
        m.put("expected_table", new ArrayList<>(expected.keySet()));
        m.put("restored_table", new ArrayList<>(got.keySet()));
        m.put("differences", differences);
        return m;
    }

    /** The tables v1 writes to: its sink operators are named {@code Sink: <table>[<id>]} (the
     *  scripts give each print sink its table's name as {@code print-identifier}). */
    @SuppressWarnings("unchecked")
    static java.util.Set<String> sinkTables(Map<String, Object> v1Report) {
        java.util.Set<String> out = new java.util.TreeSet<>();
        Map<String, Object> job = (Map<String, Object>) v1Report.get("job");
        for (Map<String, Object> node : (List<Map<String, Object>>) job.get("stream_nodes")) {
            String name = (String) node.get("name");
            if (name.startsWith("Sink: ") && name.endsWith("]")) {
                out.add(name.substring("Sink: ".length(), name.lastIndexOf('[')));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------------------ scenarios

    static void runScenario(Path d, Path inputData) throws Exception {
        Properties p = new Properties();
        try (FileInputStream in = new FileInputStream(d.resolve("run.properties").toFile())) {
            p.load(in);
        }
        boolean plan = "plan".equals(p.getProperty("mode"));
        Side v1 = new Side("v1", Files.readString(Paths.get(p.getProperty("v1.sql"))),
                Integer.parseInt(p.getProperty("v1.parallelism")), p.getProperty("v1.backend"));
        Side v2 = new Side("v2", Files.readString(Paths.get(p.getProperty("v2.sql"))),
                Integer.parseInt(p.getProperty("v2.parallelism")), p.getProperty("v2.backend"));
        boolean allowNonRestored = Boolean.parseBoolean(p.getProperty("v2.allow_non_restored_state"));

        Map<String, Object> r1 = runV1(v1, plan, d, inputData);
        Files.writeString(d.resolve("v1.json"), Json.write(r1));
        Map<String, Object> r2 = runV2(v2, plan, allowNonRestored, d, inputData);
        Files.writeString(d.resolve("v2.json"), Json.write(r2));
        Map<String, Object> outputs = new LinkedHashMap<>();
        if ("RESTORED".equals(r2.get("outcome"))) {
            @SuppressWarnings("unchecked")
            List<String> restored = (List<String>) r2.get("output");
            List<List<String>> ref = runFromScratch(v2, plan, d, "reference", inputData, "v1", "v2");
            outputs.put("reference_v1_input", ref.get(0));
            outputs.put("reference_v2_input", ref.get(1));
            java.util.Set<String> sinks = sinkTables(r1);
            Map<String, Object> c = compare(ref.get(0), restored, ref.get(1), sinks);
            c.put("sinks", new ArrayList<>(sinks));
            outputs.put("comparison", c);
            if (!(Boolean) c.get("equal")) {
                List<String> alone = runFromScratch(v2, plan, d, "stateless", inputData, "v2").get(0);
                outputs.put("stateless_v2_input", alone);
                // what v2 printed equals what it prints without any state: the state was not used
                outputs.put("state_ignored", materialize(alone, sinks).equals(materialize(restored, sinks)));
            }
        }
        Files.writeString(d.resolve("outputs.json"), Json.write(outputs));
    }

    public static void main(String[] args) throws Exception {
        Path inputData = null;
        List<Path> dirs = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--input")) {
                inputData = Paths.get(args[++i]);
            } else {
                dirs.add(Paths.get(args[i]));
            }
        }
        capture = new Capture(System.out);
        System.setOut(new PrintStream(capture, true, StandardCharsets.UTF_8));
        int failed = 0;
        for (Path d : dirs) {
            long t0 = System.nanoTime();
            try {
                runScenario(d, inputData);
                System.err.printf("%s: done in %.1fs%n", d.getFileName(), (System.nanoTime() - t0) / 1e9);
            } catch (Throwable e) {
                failed++;
                java.io.StringWriter sw = new java.io.StringWriter();
                e.printStackTrace(new java.io.PrintWriter(sw));
                Files.writeString(d.resolve("error.txt"), sw.toString());
                System.err.println("ERROR " + d.getFileName() + ": " + e);
            }
        }
        System.exit(failed == 0 ? 0 : 1);
    }
}
