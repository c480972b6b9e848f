import java.io.BufferedReader;
import java.io.File;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * javac, many times in one JVM (tests/fidelity/javac_server.py): each line of stdin is one javac
 * command line, its arguments separated by NUL; each answer is javac's exit code on a line of
 * stdout. Its diagnostics go to stderr, as javac's own do.
 *
 * <p>Why: the JAR modes compile every scenario side (two per scenario, hundreds in all). A javac
 * process each pays the JVM's start and a cold compiler every time; in one JVM the compiler's
 * code is warm after the first few, and the jars of a class path (Flink's, the same for most
 * sides) are opened once: each class path has a file manager of its own, kept across its compiles
 * (javac's own command line makes one per run and opens every jar again). Annotation processing
 * is off: the scenarios have no processors, and looking for them scans the class path each time.
 * The classes are the ones javac's command line writes, byte for byte.
 *
 * <p>A class path entry {@code dir/*} is every JAR in {@code dir}, as the javac launcher expands
 * it (the compiler API does not).
 */
public final class JavacServer {
    public static void main(String[] args) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        Map<String, StandardJavaFileManager> fileManagers = new HashMap<>();
        PrintStream answers = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        PrintWriter diagnostics = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true);
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = requests.readLine()) != null; ) {
            String[] command = line.split("\0");
            List<String> options = new ArrayList<>(List.of("-proc:none"));
            List<String> sources = new ArrayList<>();
            String classPath = "";
            for (int i = 0; i < command.length; i++) {
                String arg = command[i];
                if (arg.endsWith(".java")) {
                    sources.add(arg);
                } else if ((arg.equals("-cp") || arg.equals("-classpath") || arg.equals("--class-path"))
                        && i + 1 < command.length) {
                    classPath = expandWildcards(command[++i]);
                    options.add("-cp");
                    options.add(classPath);
                } else {
                    options.add(arg);
                }
            }
            StandardJavaFileManager files = fileManagers.computeIfAbsent(
                    classPath, cp -> javac.getStandardFileManager(null, null, StandardCharsets.UTF_8));
            boolean ok;
            try {
                ok = javac.getTask(diagnostics, files, null, options, null,
                        files.getJavaFileObjectsFromStrings(sources)).call();
            } catch (RuntimeException e) {  // e.g. an option javac does not know: as javac's exit 2
                diagnostics.println("javac: " + e);
                answers.println(2);
                continue;
            }
            answers.println(ok ? 0 : 1);
        }
    }

    private static String expandWildcards(String classPath) {
        List<String> entries = new ArrayList<>();
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.equals("*") && !entry.endsWith(File.separator + "*")) {
                entries.add(entry);
                continue;
            }
            File dir = new File(entry.substring(0, entry.length() - 1));
            File[] jars = dir.listFiles((d, name) -> name.endsWith(".jar") || name.endsWith(".JAR"));
            if (jars != null) {
                Arrays.sort(jars);
                for (File jar : jars) {
                    entries.add(jar.getPath());
                }
            }
        }
        return String.join(File.pathSeparator, entries);
    }
}
