package fidelity;

import flinkcompat.fixtures.harness.FixtureJob;
import flinkcompat.fixtures.harness.JobParams;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.GlobalConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * main() of a fidelity scenario's job built into a JAR: the environment the fidelity harness
 * gives the job (parallelism, max parallelism, state backend, params), then {@code execute()},
 * as a user's job does.
 *
 * <pre>JarMain [--parallelism N] [--max-parallelism M] [--backend hashmap|rocksdb] [--param K=V].. [--conf K=V].. [--config-dir DIR] [--exit N] [--throw] [--loop] [--return] [--open-fails] [--side-effects] [--legacy-io] [--lazy-state] [--behaviours] [--timers] [--connects-branch]</pre>
 * {@code --conf} and {@code --config-dir} configure the job as production does: an option set on
 * the environment's configuration ({@code env.configure}), and Flink's configuration file
 * ({@code DIR/config.yaml}, {@code GlobalConfiguration.loadConfiguration}) read from an absolute
 * path and given to {@code getExecutionEnvironment}.
 * (the last ten misbehave, for the tests of loading: --open-fails builds {@link OpenFailsJob},
 * --side-effects {@link SideEffectsJob}, --legacy-io {@link LegacyIoJob}, --lazy-state
 * {@link LazyStateJob}, --behaviours {@link BehaviourJob}, --timers {@link TimersJob}; --connects-branch adds {@link ConnectsBranch}
 * to the job). Built against Flink 1.20 (a fidelity scenario side that runs on it) without them:
 * the lines marked "Flink 2 only" are left out there, as the bridge's (graph/jar.py, bridge_source).
 */
public final class JarMain {
    private JarMain() {}

    public static void main(String[] args) throws Exception {
        JobParams p = new JobParams();
        FixtureJob job = new Job();
        boolean connectsBranch = false;
        Configuration production = new Configuration();
        String configDir = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--parallelism": p.parallelism = Integer.parseInt(args[++i]); break;
                case "--max-parallelism": {
                    String v = args[++i];
                    p.maxParallelism = "default".equals(v) ? 0 : Integer.parseInt(v);
                    break;
                }
                case "--backend": p.backend = args[++i]; break;
                case "--param": {
                    String[] kv = args[++i].split("=", 2);
                    p.params.put(kv[0], kv[1]);
                    break;
                }
                case "--conf": {
                    String[] kv = args[++i].split("=", 2);
                    production.setString(kv[0], kv[1]);
                    break;
                }
                case "--config-dir": configDir = args[++i]; break;
                case "--exit": System.exit(Integer.parseInt(args[++i])); break;
                case "--throw": throw new IllegalStateException("main() refuses to build the job");
                case "--loop": while (true) { Thread.sleep(1000); }
                case "--return": return;
                case "--open-fails": job = new OpenFailsJob(); break; // Flink 2 only
                case "--side-effects": job = new SideEffectsJob(); break; // Flink 2 only
                case "--legacy-io": job = new LegacyIoJob(); break; // Flink 2 only
                case "--lazy-state": job = new LazyStateJob(); break; // Flink 2 only
                case "--behaviours": job = new BehaviourJob(); break; // Flink 2 only
                case "--timers": job = new TimersJob(); break; // Flink 2 only
                case "--connects-branch": connectsBranch = true; break;
                default: throw new IllegalArgumentException("unknown argument " + args[i]);
            }
        }
        Configuration conf = configDir == null ? new Configuration() : GlobalConfiguration.loadConfiguration(configDir);
        conf.setString("state.backend.type", p.backend);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(conf);
        env.configure(production);
        env.setParallelism(p.parallelism);
        if (p.maxParallelism > 0) {
            env.setMaxParallelism(p.maxParallelism);
        }
        job.build(env, p);
        // Flink 2 only: begin
        if (connectsBranch) {
            ConnectsBranch.addTo(env, p);
        }
        // Flink 2 only: end
        env.execute(job.getClass().getSimpleName());
    }
}
