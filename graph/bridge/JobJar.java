package flinkcompat.bridge;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * A job JAR's class path as Flink gives it: the JAR, and the JARs under {@code lib/} inside it,
 * which Flink's {@code PackagedProgram.extractContainedLibraries} extracts to temporary files and
 * adds (an entry {@code lib/*.jar}, its name longer than 8 characters). For the children that
 * read the job's classes without running its {@code main()} (Fields, Resolve, Values); Bridge runs
 * the job as a PackagedProgram, which does it itself. The extracted files go to the JVM's
 * temporary directory, which the sandbox gives each child and removes after it.
 */
final class JobJar {
    private JobJar() {}

    /** The JAR (an empty path: none, the empty class path) and its extracted {@code lib/*.jar}. */
    static List<File> archives(String path) throws IOException {
        List<File> out = new ArrayList<>();
        if (path.isEmpty()) {
            return out;
        }
        File jar = new File(path);
        out.add(jar);
        try (JarFile archive = new JarFile(jar)) {
            for (JarEntry e : Collections.list(archive.entries())) {
                String name = e.getName();
                if (name.length() > 8 && name.startsWith("lib/") && name.endsWith(".jar")) {
                    File copy = File.createTempFile("flink-compat-lib-", ".jar");
                    copy.deleteOnExit();
                    try (InputStream in = archive.getInputStream(e)) {
                        Files.copy(in, copy.toPath(), StandardCopyOption.REPLACE_EXISTING);
                    }
                    out.add(copy);
                }
            }
        }
        return out;
    }

    /** A class loader over {@code archives}, below {@code parent} (Flink's classes). */
    static URLClassLoader loader(List<File> archives, ClassLoader parent) throws IOException {
        URL[] urls = new URL[archives.size()];
        for (int i = 0; i < urls.length; i++) {
            urls[i] = archives.get(i).toURI().toURL();
        }
        return new URLClassLoader(urls, parent);
    }
}
