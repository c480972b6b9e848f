package flinkcompat.bridge;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.apache.flink.configuration.Configuration;

import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.PlanReference;
import org.apache.flink.table.api.TableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.api.CompiledPlan;
import org.apache.flink.table.operations.BeginStatementSetOperation;
import org.apache.flink.table.operations.CompileAndExecutePlanOperation;
import org.apache.flink.table.operations.EndStatementSetOperation;
import org.apache.flink.table.operations.ModifyOperation;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.SinkModifyOperation;
import org.apache.flink.table.operations.StatementSetOperation;
import org.apache.flink.table.catalog.CatalogFunction;
import org.apache.flink.table.operations.command.AddJarOperation;
import org.apache.flink.table.operations.command.ExecutePlanOperation;
import org.apache.flink.table.operations.command.ResetOperation;
import org.apache.flink.table.operations.command.SetOperation;
import org.apache.flink.table.operations.ddl.CompilePlanOperation;
import org.apache.flink.table.operations.ddl.CreateCatalogFunctionOperation;
import org.apache.flink.table.operations.ddl.CreateTempSystemFunctionOperation;
import org.apache.flink.table.resource.ResourceUri;

/**
 * A SQL script or a compiled plan as a Flink program, run by {@link SqlBridge} the way Flink's
 * client runs a job JAR's main(): a streaming {@link TableEnvironment} created on the client's
 * context environment, so the statement that runs a job (an INSERT, a statement set, the
 * compiled plan) hands its StreamGraph to the client, which keeps it and stops the program.
 * Flink's planner translates; nothing of it is reimplemented here.
 *
 * <pre>
 * SqlProgram script FILE     every statement in order, as Flink's SQL client runs a file
 * SqlProgram plan FILE       TableEnvironment.loadPlan(PlanReference.fromFile(FILE)).execute()
 * </pre>
 *
 * A script's statements are executed as the SQL gateway's OperationExecutor does (the SQL
 * client's back end): each statement parsed by the planner into one operation and executed;
 * {@code BEGIN STATEMENT SET; ... END;} collects the INSERTs in between and runs them as one job.
 * Only one statement may run a job (flink-compat checks one job). A failing statement is
 * recorded ({@link #failed}) with its line, so the error names it.
 */
public final class SqlProgram {

    private SqlProgram() {}

    /** The statement that failed (1-based index, first line, text), read by SqlBridge. */
    static volatile Statement failed;

    /** The failure of the statement {@link #failed}; thrown again by SqlBridge (the client keeps a job a
     * statement before had submitted, and would not say that a later one failed). */
    static volatile Throwable failure;

    /** One statement of a script: its text, its first line that is not blank, the line its text starts on. */
    static final class Statement {
        final int index;
        final int line;
        final int textLine;
        final String text;

        Statement(int index, int line, int textLine, String text) {
            this.index = index;
            this.line = line;
            this.textLine = textLine;
            this.text = text;
        }
    }

    /** An error of the script itself (no job, two jobs, a statement set without END): its message says it all. */
    static final class ScriptError extends IllegalArgumentException {
        private static final long serialVersionUID = 1L;

        ScriptError(String message) {
            super(message);
        }
    }

    /** The planner's class loader (flink-table-planner-loader gives it one of its own), for SqlBridge. */
    static volatile ClassLoader plannerLoader;
    /** The table environment's configuration once the program ran (its SET statements applied). */
    static volatile org.apache.flink.table.api.TableConfig tableConfig;

    /**
     * The directories whose files a script may name in {@code ADD JAR}, {@code CREATE FUNCTION ...
     * USING JAR} and {@code EXECUTE PLAN} (the checkout the script lies in, and {@code --allow-path}):
     * a pull request's script must not make the checker read, or quote, any other file.
     */
    static volatile List<Path> roots = List.of();
    /** The files the script's statements read (plans, jars), for SqlBridge ({@code sql_files_read}). */
    static final List<String> filesRead = Collections.synchronizedList(new ArrayList<>());

    /**
     * The local file a statement names, relative to the script's directory (the JVM's working
     * directory) when relative, if it lies in one of the {@link #roots}; else a ScriptError that
     * names the statement and the file, never what the file holds.
     */
    static Path confined(String file, String statement) {
        Path path;
        try {
            URI uri = new URI(file);
            if (uri.getScheme() != null && !uri.getScheme().equals("file")) {
                throw new ScriptError(statement + " '" + file + "': not a local file (flink-compat reads local files only)");
            }
            path = uri.getScheme() != null ? Paths.get(uri) : Paths.get(file);
        } catch (java.net.URISyntaxException | IllegalArgumentException e) {
            path = Paths.get(file);
        }
        path = path.toAbsolutePath().normalize();
        try {
            path = path.toRealPath();  // links followed: where the file really lies
        } catch (IOException e) {
            // a file that does not exist: Flink says so when it reads it
        }
        for (Path root : roots) {
            if (path.startsWith(root)) {
                filesRead.add(path.toString());
                return path;
            }
        }
        throw new ScriptError(statement + " '" + file + "': the file lies outside the checkout ("
                + roots.stream().map(Path::toString).collect(java.util.stream.Collectors.joining(", "))
                + "); flink-compat reads no other file unless --allow-path names its directory");
    }

    /** The jars a function's {@code USING JAR} names, confined. */
    private static void confineResources(CatalogFunction function) {
        for (ResourceUri uri : function.getFunctionResources()) {
            confined(uri.getUri(), "CREATE FUNCTION ... USING JAR");
        }
    }

    public static void main(String[] args) throws Throwable {
        if (args.length > 2 && !args[2].isEmpty()) {
            List<Path> allowed = new ArrayList<>();
            for (String root : args[2].split(File.pathSeparator)) {
                allowed.add(Paths.get(root).toAbsolutePath().normalize());
            }
            roots = List.copyOf(allowed);
        }
        TableEnvironment tEnv = TableEnvironment.create(EnvironmentSettings.inStreamingMode());
        Bridge.mark("table environment created");
        plannerLoader = ((org.apache.flink.table.api.internal.TableEnvironmentImpl) tEnv).getPlanner().getClass()
                .getClassLoader();
        tableConfig = tEnv.getConfig();
        if (args[0].equals("plan")) {
            tEnv.loadPlan(PlanReference.fromFile(args[1])).execute();
            return;
        }
        String script = new String(Files.readAllBytes(Paths.get(args[1])), StandardCharsets.UTF_8);
        TableEnvironmentInternal env = (TableEnvironmentInternal) tEnv;
        org.apache.flink.table.api.internal.TableEnvironmentImpl impl =
                (org.apache.flink.table.api.internal.TableEnvironmentImpl) tEnv;
        Throwable submitted = null;
        Statement job = null;
        List<ModifyOperation> statementSet = null;
        List<Statement> statementSetInserts = null;
        List<Statement> chunks = split(script);
        for (int next = 0; next < chunks.size(); ) {
            Statement st = chunks.get(next++);
            try {
                List<Operation> ops;
                while (true) {
                    try {
                        ops = env.getParser().parse(st.text);
                        break;
                    } catch (RuntimeException e) {
                        // The planner finds the statement unfinished (EXECUTE STATEMENT SET BEGIN
                        // ...; before its END;): the SQL client reads on, so does this.
                        if (!unfinished(e) || next == chunks.size()) {
                            throw e;
                        }
                        st = new Statement(st.index, st.line, st.textLine, st.text + "\n" + chunks.get(next++).text);
                    }
                }
                st = new Statement(++statements, st.line, st.textLine, st.text);
                if (ops.size() != 1) {
                    throw new ScriptError("Unsupported SQL statement! Execute statement only accepts a "
                            + "single SQL statement or multiple 'INSERT INTO' statements wrapped in a 'STATEMENT SET' block.");
                }
                Operation op = ops.get(0);
                if (statementSet != null) {
                    if (op instanceof EndStatementSetOperation) {
                        if (statementSet.isEmpty()) {
                            throw new ScriptError("No Statement Set to submit, 'END' statement should be "
                                    + "used after 'BEGIN STATEMENT SET'.");
                        }
                        List<ModifyOperation> set = statementSet;
                        for (int i = 0; i < set.size(); i++) {
                            jobStatement(statementSetInserts.get(i), List.of(set.get(i)));
                        }
                        statementSet = null;
                        job = runsJob(job, st);
                        Bridge.mark("statements before the job's run");
                        ExecNodes.run(impl, plannerLoader, () -> env.executeInternal(set));
                    } else if (op instanceof ModifyOperation) {
                        statementSet.add((ModifyOperation) op);
                        statementSetInserts.add(st);
                    } else {
                        throw new ScriptError("Wrong statement after 'BEGIN STATEMENT SET'. Only "
                                + "'INSERT/CREATE TABLE AS' statement is allowed.");
                    }
                    continue;
                }
                if (op instanceof SetOperation) {
                    // the SQL gateway sets it in the session's configuration (SET without a key lists it)
                    SetOperation set = (SetOperation) op;
                    if (set.getKey().isPresent() && set.getValue().isPresent()) {
                        tEnv.getConfig().set(set.getKey().get(), set.getValue().get());
                    }
                    continue;
                }
                if (op instanceof ResetOperation) {
                    // back to the configuration the session started with (RESET without a key: all of it)
                    Optional<String> key = ((ResetOperation) op).getKey();
                    Configuration own = tEnv.getConfig().getConfiguration();
                    if (key.isPresent()) {
                        own.removeKey(key.get());
                    } else {
                        new ArrayList<>(own.keySet()).forEach(own::removeKey);
                    }
                    continue;
                }
                if (op instanceof BeginStatementSetOperation) {
                    statementSet = new ArrayList<>();
                    statementSetInserts = new ArrayList<>();
                    continue;
                }
                if (op instanceof EndStatementSetOperation) {
                    throw new ScriptError("No Statement Set to submit, 'END' statement should be used "
                            + "after 'BEGIN STATEMENT SET'.");
                }
                if (op instanceof CompilePlanOperation) {
                    continue; // runs no job, writes a plan file (into the user's checkout): not run
                }
                if (op instanceof CompileAndExecutePlanOperation || op instanceof ExecutePlanOperation) {
                    job = runsJob(job, st);
                    jobStatement(st, op instanceof CompileAndExecutePlanOperation
                            ? modifyOperations(((CompileAndExecutePlanOperation) op).getOperation()) : List.of());
                    CompiledPlan plan = plan(env, op);
                    compiledPlan = plan.asJsonString();
                    plan.execute();
                    continue;
                }
                if (op instanceof ModifyOperation || op instanceof StatementSetOperation) {
                    job = runsJob(job, st);
                    jobStatement(st, modifyOperations(op));
                    Bridge.mark("statements before the job's run");
                    Operation runs = op;
                    ExecNodes.run(impl, plannerLoader, () -> env.executeInternal(runs));
                } else if (op instanceof AddJarOperation) {
                    Path jar = confined(((AddJarOperation) op).getPath(), "ADD JAR");
                    env.executeInternal(new AddJarOperation(jar.toString()));
                } else {
                    if (op instanceof CreateTempSystemFunctionOperation) {
                        confineResources(((CreateTempSystemFunctionOperation) op).getCatalogFunction());
                    } else if (op instanceof CreateCatalogFunctionOperation) {
                        confineResources(((CreateCatalogFunctionOperation) op).getCatalogFunction());
                    }
                    env.executeInternal(op);
                }
            } catch (Throwable t) {
                if (submittedJob(t)) {
                    submitted = t; // the client has the StreamGraph; the rest of the script still runs
                    continue;
                }
                failed = st;
                failure = t;
                throw t;
            }
        }
        if (statementSet != null) {
            throw new ScriptError("'BEGIN STATEMENT SET' without 'END'");
        }
        if (submitted == null) {
            throw new ScriptError("the script runs no job (no INSERT, EXECUTE STATEMENT SET or "
                    + "EXECUTE PLAN statement)");
        }
        throw submitted;
    }

    /** The plan an EXECUTE PLAN or COMPILE AND EXECUTE PLAN statement runs (JSON), for SqlBridge; null if none. */
    static volatile String compiledPlan;

    /**
     * The plan an {@code EXECUTE PLAN} runs (the file), or a {@code COMPILE AND EXECUTE PLAN}: as
     * {@code TableEnvironmentImpl} does, the file's plan if the file exists, else the plan compiled
     * from the statement; that one is not written (the file would land in the user's checkout).
     */
    private static CompiledPlan plan(TableEnvironmentInternal env, Operation op) throws Exception {
        boolean execute = op instanceof ExecutePlanOperation;
        String file = execute ? ((ExecutePlanOperation) op).getFilePath()
                : ((CompileAndExecutePlanOperation) op).getFilePath();
        Path path = confined(file, execute ? "EXECUTE PLAN" : "COMPILE AND EXECUTE PLAN");
        if (execute || Files.exists(path)) {
            try {
                return env.loadPlan(PlanReference.fromFile(path.toString()));
            } catch (RuntimeException e) {
                // The JSON parser's message quotes the file (a token file's secret, a line of
                // /etc/passwd): said without it.
                if (quotesTheFile(e)) {
                    throw new ScriptError((execute ? "EXECUTE PLAN" : "COMPILE AND EXECUTE PLAN") + " '" + file
                            + "': not a compiled plan (not JSON that Flink can read)");
                }
                throw e;
            }
        }
        Operation inner = ((CompileAndExecutePlanOperation) op).getOperation();
        return env.compilePlan(inner instanceof StatementSetOperation ? ((StatementSetOperation) inner).getOperations()
                : List.of((ModifyOperation) inner));
    }

    /** Whether a failure to load a plan comes from its JSON parser (whose messages quote the input). */
    private static boolean quotesTheFile(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c.getClass().getName().contains(".jackson.")) {
                return true;
            }
        }
        return false;
    }

    /**
     * The statements whose INSERTs make the job, for SqlBridge ({@code sql_statements}): the INSERT
     * (or {@code EXECUTE STATEMENT SET}, {@code EXECUTE PLAN}) statement, or each INSERT of a
     * {@code BEGIN STATEMENT SET; ... END;}; each with the line its text starts on, its text and
     * the tables its INSERTs write to ({@code ObjectIdentifier.asSerializableString()}, as a compiled
     * plan's sink node names its table: graph/sql.py finds the statement of each sink by it).
     */
    static final List<Map<String, Object>> jobStatements = new ArrayList<>();

    private static void jobStatement(Statement st, List<ModifyOperation> ops) {
        List<String> sinks = new ArrayList<>();
        for (ModifyOperation op : ops) {
            if (op instanceof SinkModifyOperation && !((SinkModifyOperation) op).getContextResolvedTable().isAnonymous()) {
                sinks.add(((SinkModifyOperation) op).getContextResolvedTable().getIdentifier().asSerializableString());
            }
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("line", st.textLine);
        out.put("text", st.text);
        out.put("sinks", sinks);
        jobStatements.add(out);
    }

    /** The INSERTs of an operation that runs a job (an INSERT, a statement set). */
    private static List<ModifyOperation> modifyOperations(Operation op) {
        return op instanceof StatementSetOperation ? ((StatementSetOperation) op).getOperations()
                : op instanceof ModifyOperation ? List.of((ModifyOperation) op) : List.of();
    }

    /** Statements run so far. */
    private static int statements;

    /** {@code st}, the statement that runs the job; an error when another one did. */
    private static Statement runsJob(Statement first, Statement st) {
        if (first != null) {
            throw new ScriptError("a second job (the first is statement " + first.index + ", line "
                    + first.line + "): flink-compat checks one job per script; run the INSERTs as one "
                    + "(EXECUTE STATEMENT SET BEGIN ... END;)");
        }
        return st;
    }

    /** Whether the planner's parser found the statement unfinished ({@code SqlParserEOFException}). */
    private static boolean unfinished(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c.getClass().getName().equals("org.apache.flink.table.api.SqlParserEOFException")) {
                return true;
            }
        }
        return false;
    }

    /** Whether the client's context environment stopped the program at execute() (it has the job). */
    private static boolean submittedJob(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c.getClass().getName().equals("org.apache.flink.client.program.ProgramAbortException")) {
                return true;
            }
        }
        return false;
    }

    // ----------------------------------------------------------------------- the splitter

    /**
     * The statements of a script, as Flink's SQL client reads a file ({@code CliClient.executeFile}
     * with {@code SqlMultiLineParser}): line by line, a statement ends at the end of a line that,
     * trimmed, ends with {@code ;} outside a string, a quoted identifier, a comment or a hint
     * ({@code SqlClientParserState}). (A statement the planner finds unfinished takes the next
     * one too: {@link #main}.) A script not ending with {@code ;} gets one
     * ({@code SqlMultiLineParser.formatSqlFile}). Statements of nothing but comments are skipped.
     * Each statement has the line it starts on (its first line that is not blank).
     */
    static List<Statement> split(String script) {
        List<Statement> out = new ArrayList<>();
        int textLine = 1;
        String content = script.replaceAll("\\s+$", "");
        String[] lines = (content.endsWith(";") ? content : content + ";").split("\n", -1);
        StringBuilder buffer = new StringBuilder();
        int start = -1;
        for (int i = 0; i < lines.length; i++) {
            if (i + 1 > textLine) {
                buffer.append('\n');
            }
            buffer.append(lines[i]);
            String statement = buffer.toString();
            if (start < 0 && !blank(statement)) {
                start = i + 1;
            }
            if (stateAtEnd(statement) == 0 && statement.trim().endsWith(";")) {
                if (!blank(statement)) {
                    // without the blank lines before it: the lines Flink's parser counts are the file's
                    String stripped = statement.stripLeading();
                    int lead = (int) statement.substring(0, statement.length() - stripped.length()).chars()
                            .filter(c -> c == '\n').count();
                    out.add(new Statement(out.size() + 1, start, textLine + lead, stripped));
                }
                buffer.setLength(0);
                start = -1;
                textLine = i + 2;
            }
        }
        return out;
    }

    /** Whether {@code s} has nothing but whitespace, comments and semicolons. */
    static boolean blank(String s) {
        StringBuilder kept = new StringBuilder();
        int state = 0;
        for (int i = 0; i < s.length(); i++) {
            if (state == 0) {
                int started = startsState(s, i);
                if (started != 0) {
                    state = started;
                    i += START[started].length() - 1;
                    if (state != ONE_LINE && state != COMMENT) {
                        kept.append('x'); // a string or an identifier (or a hint) is content
                    }
                } else {
                    kept.append(s.charAt(i));
                }
            } else if (s.startsWith(END[state], i)) {
                i += END[state].length() - 1;
                state = 0;
            }
        }
        return kept.toString().replace(";", "").trim().isEmpty();
    }

    // SqlClientParserState of Flink's SQL client (default dialect): its states in its order of
    // precedence, with their start and end markers; 0 is DEFAULT.
    private static final int ONE_LINE = 3;
    private static final int COMMENT = 5;
    private static final String[] START = {null, "'", "`", "--", "/*+", "/*"};
    private static final String[] END = {null, "'", "`", "\n", "*/", "*/"};

    private static int startsState(String s, int i) {
        for (int state = 1; state < START.length; state++) {
            if (s.startsWith(START[state], i)) {
                return state;
            }
        }
        return 0;
    }

    /** {@code SqlClientParserState.computeCurrentStateAtTheEndOfLine}: the state after the text. */
    static int stateAtEnd(String s) {
        int state = 0;
        for (int i = 0; i < s.length(); i++) {
            if (state == 0) {
                state = startsState(s, i);
                if (state != 0) {
                    i += START[state].length() - 1;
                }
            } else if (s.startsWith(END[state], i)) {
                state = 0;
            }
        }
        return state;
    }
}
