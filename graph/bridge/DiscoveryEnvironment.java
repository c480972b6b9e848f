package flinkcompat.bridge;

import java.lang.reflect.Method;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.GlobalConfiguration;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.jobgraph.SavepointRestoreSettings;
import org.apache.flink.streaming.api.graph.StreamGraph;

/**
 * The discovery run owns its environment: of the job's configuration it keeps what decides the
 * state (state backend type, TTL, serializer and Kryo configuration, max parallelism, execution
 * mode, incremental checkpoints) and replaces what describes where and how production runs the
 * job: checkpoint storage and its directories, the savepoint or checkpoint to restore, local
 * recovery, RocksDB's and ForSt's directories, changelog storage, temporary directories, the
 * restart strategy, high availability, metric, trace and event reporters, file system settings.
 * The discovery run's own values of these are its MiniCluster's ({@link Bridge#discover}); the
 * job's are removed, and returned ({@code discovery.replaced_settings}: key → the job's value,
 * {@link #shown redacted} when it may be a secret).
 *
 * <p>Where Flink keeps them once main() built the job (Flink 2.3; 1.20 alike unless said):
 * <ul>
 *   <li>{@code StreamGraph.getJobConfiguration()}: every option the job set (its environment's
 *       configuration, a configuration file it loaded, a SQL script's {@code SET}, the client's
 *       {@code -D}). The JobGraph gets that very object ({@code StreamingJobGraphGenerator}:
 *       {@code jobGraph.setJobConfiguration(streamGraph.getJobConfiguration())}), and the
 *       JobMaster and the tasks lay it over the cluster's configuration: the job's value wins over
 *       the MiniCluster's ({@code StateBackendLoader.fromApplicationOrConfigOrDefault},
 *       {@code CheckpointStorageLoader.load} in {@code DefaultExecutionGraphBuilder} and
 *       {@code StreamTask}; {@code RestartBackoffTimeStrategyFactoryLoader} in
 *       {@code DefaultSchedulerFactory}; the local state stores in {@code TaskExecutor}). So an
 *       option of the environment is removed from it, with its deprecated keys.</li>
 *   <li>{@code StreamGraph.getSavepointRestoreSettings()}: {@code SavepointRestoreSettings
 *       .fromConfiguration} of the environment's configuration ({@code StreamGraphGenerator}),
 *       copied to the JobGraph: none here, and none on every discovery JobGraph ({@link #restoreNothing}).</li>
 *   <li>{@code StreamGraph.getCheckpointingSettings()} (Flink 2): the {@code JobCheckpointingSettings}
 *       the JobGraph and every vertex's {@code StreamConfig} get (the serialized state backend and
 *       checkpoint storage, which Flink 2's API no longer sets, the changelog switch of the job
 *       configuration), made at the first translation and kept: made again.</li>
 *   <li>Flink 1.20 only: the checkpoint storage and state backend objects of the DataStream API
 *       ({@code CheckpointConfig.setCheckpointStorage}, {@code env.setStateBackend}: the StreamGraph's,
 *       serialized into the same settings at each translation) and the restart strategy of the
 *       {@code ExecutionConfig} ({@code env.setRestartStrategy}), which the JobMaster prefers to
 *       the configuration's. Read by reflection: Flink 2 has none of them.</li>
 * </ul>
 * The {@code ExecutionConfig} (serializers, Kryo registrations, max parallelism, auto-watermarks)
 * is left as it is, and so is every other option.
 */
final class DiscoveryEnvironment {

    private DiscoveryEnvironment() {}

    /** Options of the environment (each with its deprecated keys), removed from the job's configuration. */
    static final List<String> KEYS = List.of(
            // where checkpoints and savepoints go (CheckpointingOptions)
            "execution.checkpointing.storage", "state.checkpoint-storage",
            "execution.checkpointing.dir", "state.checkpoints.dir", "state.backend.fs.checkpointdir",
            "execution.checkpointing.savepoint-dir", "state.savepoints.dir", "savepoints.state.backend.fs.dir",
            // local recovery (CheckpointingOptions, StateRecoveryOptions)
            "execution.checkpointing.local-backup.enabled", "execution.state-recovery.from-local",
            "state.backend.local-recovery",
            "execution.checkpointing.local-backup.dirs", "taskmanager.state.local.root-dirs",
            // what the job restores (StateRecoveryOptions)
            "execution.state-recovery.path", "execution.savepoint.path",
            "execution.state-recovery.ignore-unclaimed-state", "execution.savepoint.ignore-unclaimed-state",
            "execution.state-recovery.claim-mode", "execution.savepoint-restore-mode",
            "execution.state-recovery.without-channel-state.checkpoint-id",
            "execution.checkpointing.recover-without-channel-state.checkpoint-id",
            // the state backends' directories (RocksDBOptions, RocksDBConfigurableOptions, ForStOptions)
            "state.backend.rocksdb.localdir", "state.backend.rocksdb.log.dir",
            "state.backend.forst.local-dir", "state.backend.forst.primary-dir", "state.backend.forst.cache.dir",
            // changelog storage (StateChangelogOptions, FsStateChangelogOptions)
            "state.changelog.storage", "state.backend.changelog.storage",
            "state.changelog.dstl.dfs.base-path", "dstl.dfs.base-path",
            // temporary directories (CoreOptions)
            "io.tmp.dirs", "taskmanager.tmp.dirs",
            // file systems (CoreOptions)
            "fs.default-scheme", "fs.allowed-fallback-filesystems",
            // restarts (RestartStrategyOptions): the discovery run fails fast, to stand in for what cannot open
            "restart-strategy",
            // reporters (MetricOptions, TraceOptions, EventOptions)
            "metrics.reporters", "traces.reporters", "events.reporters");

    /** Prefixes of options of the environment: restarts, high availability, reporters, file systems. */
    static final List<String> PREFIXES = List.of(
            "restart-strategy.",
            "high-availability",
            "metrics.reporter.", "traces.reporter.", "events.reporter.",
            "s3.", "s3a.", "s3p.", "presto.s3.", "fs.s3.", "fs.s3a.", "gs.", "fs.gs.", "fs.azure.", "fs.oss.",
            "fs.hdfs.");

    /** Whether {@code key} is an option of the environment. */
    static boolean environment(String key) {
        if (KEYS.contains(key)) {
            return true;
        }
        for (String prefix : PREFIXES) {
            if (key.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Removes the environment from the StreamGraph (before the discovery run translates it); the
     * job's settings it replaced, by key, their values {@link #shown as shown}.
     */
    static Map<String, String> replace(StreamGraph sg) throws Exception {
        Map<String, String> replaced = new TreeMap<>();
        Configuration conf = sg.getJobConfiguration(); // Flink 1.19 on
        // Flink 1.18: Configuration conf = new Configuration(); // (none: its StreamGraph holds the objects alone)
        for (Map.Entry<String, String> e : conf.toMap().entrySet()) {
            if (environment(e.getKey())) {
                replaced.put(e.getKey(), shown(e.getKey(), e.getValue()));
                conf.removeKey(e.getKey());
            }
        }
        SavepointRestoreSettings restore = sg.getSavepointRestoreSettings();
        if (restore.restoreSavepoint() && !replaced.containsKey("execution.state-recovery.path")
                && !replaced.containsKey("execution.savepoint.path")) {
            replaced.put("execution.state-recovery.path", shown("", restore.getRestorePath()));
        }
        sg.setSavepointRestoreSettings(SavepointRestoreSettings.none());
        replaceFlink1Objects(sg, replaced);
        sg.createJobCheckpointingSettings(); // Flink 2 only
        return replaced;
    }

    /** The discovery JobGraph restores nothing, whatever else set it. */
    static void restoreNothing(JobGraph jg) {
        jg.setSavepointRestoreSettings(SavepointRestoreSettings.none());
    }

    /**
     * Flink 1.20's objects of the environment: the checkpoint storage (its directory), the
     * directories of an embedded RocksDB state backend, the ExecutionConfig's restart strategy.
     */
    private static void replaceFlink1Objects(StreamGraph sg, Map<String, String> replaced) throws Exception {
        Object storage = invoke(sg, "getCheckpointStorage");
        if (storage != null) {
            Object path = invoke(storage, "getCheckpointPath");
            replaced.putIfAbsent(path != null ? "execution.checkpointing.dir" : "execution.checkpointing.storage",
                    shown("", path != null ? path.toString() : storage.getClass().getName()));
            sg.setCheckpointStorage(null);
        }
        Object backend = sg.getStateBackend();
        Object dirs = backend == null ? null : invoke(backend, "getDbStoragePaths");
        if (dirs instanceof String[] && ((String[]) dirs).length > 0) {
            replaced.putIfAbsent("state.backend.rocksdb.localdir", shown("", String.join(",", (String[]) dirs)));
            backend.getClass().getMethod("setDbStoragePaths", String[].class).invoke(backend, (Object) null);
        }
        Object restart = invoke(sg.getExecutionConfig(), "getRestartStrategy");
        if (restart != null && !restart.getClass().getSimpleName().equals("FallbackRestartStrategyConfiguration")
                && !restart.getClass().getSimpleName().equals("NoRestartStrategyConfiguration")) {
            Object none = Class.forName("org.apache.flink.api.common.restartstrategy.RestartStrategies")
                    .getMethod("noRestart").invoke(null);
            replaced.putIfAbsent("restart-strategy.type", String.valueOf(invoke(restart, "getDescription")));
            for (Method m : sg.getExecutionConfig().getClass().getMethods()) {
                if (m.getName().equals("setRestartStrategy") && m.getParameterCount() == 1) {
                    m.invoke(sg.getExecutionConfig(), none);
                }
            }
        }
    }

    /**
     * The type of the StateBackend object a job set ("hashmap", "rocksdb"; null: none set, or one
     * of another kind): {@code env.setStateBackend(...)} on Flink 1.x, and on Flink 1.18 also the
     * one its environment made of the job's configuration, which its StreamGraph holds alone.
     * Flink 1.x's heap backends (MemoryStateBackend, FsStateBackend) keep state as HashMap's does.
     */
    static String backendType(StreamGraph sg) {
        Object backend = sg.getStateBackend();
        if (backend == null) {
            return null;
        }
        String name = backend.getClass().getSimpleName();
        return name.contains("RocksDB") ? "rocksdb"
                : Set.of("HashMapStateBackend", "MemoryStateBackend", "FsStateBackend").contains(name) ? "hashmap" : null;
    }

    /** {@code target.name()}, or null when it has no such public method. */
    private static Object invoke(Object target, String name) throws Exception {
        Method m;
        try {
            m = target.getClass().getMethod(name);
        } catch (NoSuchMethodException e) {
            return null;
        }
        return m.invoke(target);
    }

    /**
     * A value as the report shows it: hidden when its key names a secret (Flink's own rule,
     * {@code GlobalConfiguration.isSensitive}, and access keys), a URI's user information hidden.
     */
    static String shown(String key, String value) {
        String k = key.toLowerCase(Locale.ROOT);
        if (!key.isEmpty() && (GlobalConfiguration.isSensitive(key) || k.contains("access-key")
                || k.contains("access.key") || k.contains("credential"))) {
            return GlobalConfiguration.HIDDEN_CONTENT;
        }
        return value.replaceAll("(?<=://)[^/@\\s]+@", GlobalConfiguration.HIDDEN_CONTENT + "@");
    }
}
