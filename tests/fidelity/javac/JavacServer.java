import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * javac, many times in one JVM (tests/fidelity/javac_server.py): each line of stdin is one javac
 * command line, its arguments separated by NUL; each answer is javac's exit code on a line of
 * stdout. Its diagnostics go to stderr, as javac's own do.
 *
 * <p>Why: the JAR modes compile every scenario side (two per scenario, hundreds in all). A javac
 * process each pays the JVM's start and a cold compiler every time; in one JVM the compiler's
 * code is warm after the first few.
 *
 * <p>A class path entry {@code dir/*} is every JAR in {@code dir}, as the javac launcher expands
 * it (the compiler API does not).
 */
public final class JavacServer {
    public static void main(String[] args) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        PrintStream answers = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        BufferedReader requests = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = requests.readLine()) != null; ) {
            String[] command = line.split("\0");
            for (int i = 0; i + 1 < command.length; i++) {
                if (command[i].equals("-cp") || command[i].equals("-classpath") || command[i].equals("--class-path")) {
                    command[i + 1] = expandWildcards(command[i + 1]);
                }
            }
            answers.println(javac.run(null, System.err, System.err, command));
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
