package fidelity.sql;

import org.apache.flink.metrics.Counter;
import org.apache.flink.metrics.Metric;
import org.apache.flink.metrics.MetricConfig;
import org.apache.flink.metrics.MetricGroup;
import org.apache.flink.metrics.reporter.MetricReporter;
import org.apache.flink.metrics.reporter.MetricReporterFactory;

import java.util.ArrayList;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * How many records each table's source emitted, per job: a metric reporter (registered in the
 * MiniCluster's configuration, found through {@code META-INF/services}) that keeps the
 * {@code numRecordsOut} counter of every source operator. The runner waits on it before it takes a
 * savepoint: a savepoint barrier follows every record the source emitted before it, so the state
 * in the savepoint then holds all of them.
 */
public final class SourceCounter implements MetricReporter {

    /** job name → table name → the counters of its source subtasks. */
    private static final Map<String, Map<String, List<Counter>>> COUNTERS = new ConcurrentHashMap<>();

    /** The source operator of table {@code events} is named {@code Source: events[1]} (1: its
     *  ExecNode id). */
    static String tableOfSource(String operatorName) {
        if (operatorName == null || !operatorName.startsWith(SOURCE) || !operatorName.endsWith("]")) {
            return null;
        }
        return operatorName.substring(SOURCE.length(), operatorName.lastIndexOf('['));
    }

    private static final String SOURCE = "Source: ";

    @Override
    public void open(MetricConfig config) {}

    @Override
    public void close() {}

    @Override
    public void notifyOfAddedMetric(Metric metric, String name, MetricGroup group) {
        if (!"numRecordsOut".equals(name) || !(metric instanceof Counter)) {
            return;
        }
        Map<String, String> vars = group.getAllVariables();
        String operator = vars.get("<operator_name>");
        String table = tableOfSource(operator);
        if (table == null) {
            return;
        }
        COUNTERS.computeIfAbsent(vars.get("<job_name>"), j -> new ConcurrentHashMap<>())
                .computeIfAbsent(table, t -> new CopyOnWriteArrayList<>())
                .add((Counter) metric);
    }

    @Override
    public void notifyOfRemovedMetric(Metric metric, String name, MetricGroup group) {}

    /** Records the source of {@code table} emitted in job {@code job} (its subtasks together). */
    public static synchronized long emitted(String job, String table) {
        List<Counter> cs = COUNTERS.getOrDefault(job, Map.of()).getOrDefault(table, List.of());
        long n = 0;
        for (Counter c : new ArrayList<>(cs)) {
            n += c.getCount();
        }
        return n;
    }

    /** The tables job {@code job} reads (whose source registered its counter). */
    public static java.util.Set<String> tables(String job) {
        return COUNTERS.getOrDefault(job, Map.of()).keySet();
    }

    public static void forget(String job) {
        COUNTERS.remove(job);
    }

    /** The factory Flink's ReporterSetup finds through {@code META-INF/services}. */
    public static final class Factory implements MetricReporterFactory {
        @Override
        public MetricReporter createMetricReporter(Properties properties) {
            return new SourceCounter();
        }
    }
}
