package flinkcompat.bridge;

import java.io.File;
import java.net.URL;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.flink.client.program.PackagedProgram;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.config.ExecutionConfigOptions;
import org.apache.flink.util.TimeUtils;

/**
 * Loads a SQL script or a compiled plan (graph/sql.py reads what it writes).
 *
 * <pre>
 * SqlBridge OUT.json WORK_DIR|"" TIMEOUT_S script|plan FILE [-D KEY=VALUE]... [-j JAR]... [-r ROOT]...
 * </pre>
 *
 * The program is {@link SqlProgram} run as a {@code PackagedProgram} whose class path has the
 * {@code -j} jars (UDFs, connectors, catalogs), with the {@code -D} options in the client's
 * configuration (as {@code flink run -D}; the script's SET statements come on top of them), and
 * the {@code -r} directories the only ones whose files the script's statements may name
 * ({@link SqlProgram#confined}). From
 * the StreamGraph on, everything is {@link Bridge}'s: the JobGraph, the operator IDs, the
 * MiniCluster discovery run.
 *
 * <p>Added to the result: per operator ({@code sql_operators}) the transformation's name and
 * description as the planner made them; the ExecNodes of the job's translation with their IDs,
 * types and versions ({@code sql_exec_nodes}, {@link ExecNodes}), or the plan an {@code EXECUTE
 * PLAN} statement runs ({@code sql_plan}); the table options ({@code sql_options}); the
 * statements that make the job ({@code sql_statements}, {@link SqlProgram#jobStatements}); the
 * files its statements read ({@code sql_files_read}: plans, jars); on a
 * failed statement, {@code error_statement} and {@code error_line}.
 */
public final class SqlBridge {

    private SqlBridge() {}

    public static void main(String[] argv) throws Exception {
        Path out = Paths.get(argv[0]);
        String work = argv[1].isEmpty() ? null : argv[1];
        long timeoutS = Long.parseLong(argv[2]);
        String mode = argv[3];
        String file = argv[4];
        Map<String, String> options = new LinkedHashMap<>();
        List<URL> jars = new ArrayList<>();
        List<String> roots = new ArrayList<>();
        for (int i = 5; i + 1 < argv.length; i += 2) {
            if (argv[i].equals("-D")) {
                String[] kv = argv[i + 1].split("=", 2);
                options.put(kv[0], kv[1]);
            } else if (argv[i].equals("-j")) {
                jars.add(new File(argv[i + 1]).toURI().toURL());
            } else if (argv[i].equals("-r")) {
                roots.add(argv[i + 1]);
            }
        }
        Bridge.writeResult(out, () -> {
            Configuration conf = Configuration.fromMap(options);
            PackagedProgram.Builder builder = PackagedProgram.newBuilder()
                    .setEntryPointClassName(SqlProgram.class.getName()).setUserClassPaths(jars)
                    .setArguments(mode, file, String.join(File.pathSeparator, roots)).setConfiguration(conf);
            try {
                return Bridge.run(builder, conf, work, timeoutS, SqlBridge::describeSql);
            } catch (Throwable t) {
                SqlProgram.Statement st = SqlProgram.failed;
                Map<String, Object> result = new LinkedHashMap<>();
                result.put("error", describeError(t, st));
                if (st != null) {
                    result.put("error_statement", st.index);
                    result.put("error_line", st.line);
                }
                return result;
            }
        });
    }

    /** A position in a statement, as Flink's parser and validator say it. */
    private static final Pattern LINE = Pattern.compile("\\bline (\\d+)\\b");

    /**
     * What went wrong, on one line: the message of the outermost exception of Flink's Table API
     * (a statement's {@code ValidationException}, {@code SqlParserException}, {@code TableException})
     * and, when it is another, the deepest cause; a {@link SqlProgram.ScriptError}'s message alone.
     * Lines in a statement ("at line 2, column 28") become lines of the file.
     */
    static String describeError(Throwable t, SqlProgram.Statement st) {
        Throwable table = null;
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof SqlProgram.ScriptError) {
                return c.getMessage();
            }
            // Calcite's parser recurses per level of nesting: a statement nested deeply enough
            // overflows its stack, which Flink reports as a parse error without a message (and
            // then fails on that message).
            if (c instanceof StackOverflowError || (c instanceof NullPointerException && c.getMessage() != null
                    && c.getMessage().contains("SqlParseException.getMessage()"))) {
                return "the statement is nested too deeply for Flink's SQL parser (it ran out of stack)";
            }
            if (table == null && c.getMessage() != null && c.getClass().getName().startsWith("org.apache.flink.table.api.")) {
                table = c;
            }
        }
        String root = Bridge.describe(t);
        String text = table == null ? root : table.getMessage().replaceAll("\\s+", " ").trim();
        if (table != null && table.getCause() != null && !text.contains(root.substring(root.indexOf(": ") + 2))) {
            text = text + " (" + root + ")";
        }
        if (st == null) {
            return text;
        }
        Matcher m = LINE.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, "line " + (Integer.parseInt(m.group(1)) + st.textLine - 1));
        }
        return m.appendTail(out).toString();
    }

    /** Every operator's SQL: the planner's name and description; the job's ExecNodes (or plan) and options. */
    static void describeSql(StreamGraph sg, JobGraph jg, ClassLoader cl, Map<String, Object> result)
            throws Exception {
        if (SqlProgram.failure != null) {  // a statement after the one that ran the job failed
            throw SqlProgram.failure instanceof Exception ? (Exception) SqlProgram.failure
                    : new RuntimeException(SqlProgram.failure);
        }
        List<Map<String, Object>> ops = new ArrayList<>();
        for (Object o : (List<?>) result.get("operators")) {
            @SuppressWarnings("unchecked")
            Map<String, Object> op = (Map<String, Object>) o;
            StreamNode node = sg.getStreamNode((Integer) op.get("stream_node"));
            Map<String, Object> sql = new LinkedHashMap<>();
            sql.put("id", op.get("id"));
            sql.put("name", node.getOperatorName());
            sql.put("description", node.getOperatorDescription());
            ops.add(sql);
        }
        result.put("sql_operators", ops);
        result.put("sql_plan", SqlProgram.compiledPlan);
        result.put("sql_exec_nodes", ExecNodes.recorded);
        result.put("sql_statements", SqlProgram.jobStatements);
        result.put("sql_files_read", new ArrayList<>(SqlProgram.filesRead));
        org.apache.flink.table.api.TableConfig config = SqlProgram.tableConfig;
        if (config != null) {
            // the options set (the client's, the script's SET), and the effective value of those a
            // rule compares
            Map<String, Object> options = new LinkedHashMap<>(config.toMap()); // Flink 1.19 on
            // Flink 1.18: Map<String, Object> options = new LinkedHashMap<>(config.getConfiguration().toMap());
            options.put(ExecutionConfigOptions.IDLE_STATE_RETENTION.key(),
                    TimeUtils.formatWithHighestUnit(config.get(ExecutionConfigOptions.IDLE_STATE_RETENTION)));
            options.put(ExecutionConfigOptions.TABLE_EXEC_UID_GENERATION.key(),
                    config.get(ExecutionConfigOptions.TABLE_EXEC_UID_GENERATION).name());
            result.put("sql_options", options);
        }
    }
}
