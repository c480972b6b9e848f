package fidelity;

import fidelity.lib.Lib;
import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;

import org.apache.flink.api.connector.sink2.Sink;
import org.apache.flink.api.connector.sink2.SinkWriter;
import org.apache.flink.api.connector.sink2.WriterInitContext;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * A job whose sink writes to the outside world (a file named by param {@code marker}): a writer
 * created or a record written leaves a line in it. Loading the JAR must leave no line.
 */
public class SideEffectsJob implements FixtureJob {
    @Override
    public void build(StreamExecutionEnvironment env, JobParams p) {
        Lib.events(env, p).sinkTo(new MarkerSink(p.get("marker", "marker.txt"))).uid("marker").name("marker");
    }

    static void mark(String path, String line) throws IOException {
        Files.writeString(Paths.get(path), line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    static void markQuietly(String path, String line) {
        try {
            mark(path, line);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    public static final class MarkerSink implements Sink<Long> {
        private final String path;

        MarkerSink(String path) {
            this.path = path;
        }

        @Override
        public SinkWriter<Long> createWriter(WriterInitContext context) throws IOException {
            mark(path, "writer created");
            return new SinkWriter<Long>() {
                @Override
                public void write(Long element, Context context) throws IOException {
                    mark(path, "wrote " + element);
                }

                @Override
                public void flush(boolean endOfInput) {}

                @Override
                public void close() {}
            };
        }
    }
}
