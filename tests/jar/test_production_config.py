"""A job configured as production configures it loads with the states of the same job without that
configuration: Flink's discovery run owns its environment (graph/bridge/DiscoveryEnvironment.java).

Production's checkpoint directories (S3, HDFS, GCS: no file system plugin, no credentials, no
network here, as in any CI), the savepoint it restores, RocksDB's directories, local recovery,
temporary directories, a restart strategy, high availability and reporters: the discovery run
replaces them by its own, and the graph says which of the job's settings it replaced (a secret's
value hidden). What decides the state (the state backend, here RocksDB) is kept."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.policy import Policy
from flink_compat.graph.loader import load

from .conftest import program_args

pytestmark = pytest.mark.java

SCENARIO = "pojo-field-added"
HIDDEN = "******"


def _conf(**options: str) -> list[str]:
    """JarMain's arguments that set ``options`` on the job's environment (``env.configure``)."""
    return [arg for key, value in options.items() for arg in ("--conf", f"{key}={value}")]


@pytest.fixture(scope="module")
def loads(scenario_jar, flink_home):
    """``loads(*args)`` → the scenario's JAR loaded with JarMain's ``args`` added (once per module)."""
    jar, done = scenario_jar(SCENARIO), {}

    def get(*args: str):
        if args not in done:
            done[args] = load(jar, args=[*program_args(SCENARIO, "v1"), *args], flink_home=flink_home, timeout=120)
        return done[args]

    return get


def _states(graph) -> dict:
    """Operator ID → its states: name, kind, serializers and TTL, as the check compares them."""
    return {op.id: [(s.name, s.kind, s.value_serializer, s.key_serializer, s.namespace_serializer, s.ttl)
                    for s in op.states] for op in graph.operators}


def _same_job(production, plain) -> None:
    assert not [op.display_name for op in plain.operators if op.states_unknown]
    assert [(op.id, op.states_unknown) for op in production.operators] == \
        [(op.id, op.states_unknown) for op in plain.operators]
    assert _states(production) == _states(plain)
    assert production.state_backend == plain.state_backend
    assert check(plain, production, Policy()).verdict == "compatible"


CHECKPOINTS = {
    "s3": (_conf(**{"execution.checkpointing.dir": "s3://prod-bucket/flink/checkpoints",
                    "execution.checkpointing.savepoint-dir": "s3://prod-bucket/flink/savepoints",
                    "s3.access-key": "AKIAIOSFODNN7EXAMPLE", "s3.secret-key": "wJalrXUtnFEMI/K7MDENG"}),
           {"execution.checkpointing.dir": "s3://prod-bucket/flink/checkpoints",
            "execution.checkpointing.savepoint-dir": "s3://prod-bucket/flink/savepoints",
            "s3.access-key": HIDDEN, "s3.secret-key": HIDDEN}),
    # the deprecated keys, which Flink 2.3 still reads (the environment's CheckpointConfig copies
    # the directory to the new key too)
    "hdfs": (_conf(**{"state.checkpoint-storage": "filesystem",
                      "state.checkpoints.dir": "hdfs://namenode:8020/flink/checkpoints",
                      "fs.default-scheme": "hdfs://namenode:8020"}),
             {"execution.checkpointing.dir": "hdfs://namenode:8020/flink/checkpoints",
              "fs.default-scheme": "hdfs://namenode:8020", "state.checkpoint-storage": "filesystem",
              "state.checkpoints.dir": "hdfs://namenode:8020/flink/checkpoints"}),
    "gcs": (_conf(**{"execution.checkpointing.dir": "gs://prod-bucket/checkpoints",
                     "state.changelog.enabled": "true", "state.changelog.storage": "filesystem",
                     "state.changelog.dstl.dfs.base-path": "gs://prod-bucket/changelog"}),
            {"execution.checkpointing.dir": "gs://prod-bucket/checkpoints", "state.changelog.storage": "filesystem",
             "state.changelog.dstl.dfs.base-path": "gs://prod-bucket/changelog"}),
}


@pytest.mark.parametrize("store", CHECKPOINTS)
def test_checkpoints_on_a_file_system_not_here(loads, store):
    args, replaced = CHECKPOINTS[store]
    production = loads(*args)
    _same_job(production, loads())
    assert production.replaced_settings == replaced


def test_a_restore_path(loads):
    """The job restores a savepoint of production's (the path does not exist here): discovery restores nothing."""
    production = loads(*_conf(**{"execution.state-recovery.path": "/flink/savepoints/savepoint-0a1b2c-3d4e5f6a7b8c",
                                 "execution.state-recovery.claim-mode": "NO_CLAIM",
                                 "execution.state-recovery.ignore-unclaimed-state": "true"}))
    _same_job(production, loads())
    assert production.replaced_settings == {
        "execution.state-recovery.claim-mode": "NO_CLAIM",
        "execution.state-recovery.ignore-unclaimed-state": "true",
        "execution.state-recovery.path": "/flink/savepoints/savepoint-0a1b2c-3d4e5f6a7b8c",
    }


def test_rocksdb_with_its_directories(loads):
    """RocksDB's local and log directories, local recovery and temporary directories on disks this
    machine does not have (nor could write); RocksDB and its incremental checkpoints are kept."""
    rocksdb = ("--backend", "rocksdb")
    production = loads(*rocksdb, *_conf(**{
        "state.backend.rocksdb.localdir": "/mnt/ssd/flink/rocksdb",
        "state.backend.rocksdb.log.dir": "/var/log/flink/rocksdb",
        "execution.checkpointing.incremental": "true",
        "execution.checkpointing.local-backup.enabled": "true",
        "execution.checkpointing.local-backup.dirs": "/mnt/ssd/flink/local-recovery",
        "io.tmp.dirs": "/mnt/ssd/flink/tmp",
    }))
    plain = loads(*rocksdb)
    assert plain.state_backend == "rocksdb"
    _same_job(production, plain)
    assert production.replaced_settings == {
        "execution.checkpointing.local-backup.dirs": "/mnt/ssd/flink/local-recovery",
        "execution.checkpointing.local-backup.enabled": "true",
        "io.tmp.dirs": "/mnt/ssd/flink/tmp",
        "state.backend.rocksdb.localdir": "/mnt/ssd/flink/rocksdb",
        "state.backend.rocksdb.log.dir": "/var/log/flink/rocksdb",
    }


def test_a_restart_strategy(loads):
    """An operator that cannot be opened here (its database is production's): with the job's
    restart strategy Flink would restart it a thousand times; the discovery run fails fast and
    stands it in, as without the strategy."""
    production = loads("--open-fails", *_conf(**{"restart-strategy.type": "fixed-delay",
                                                 "restart-strategy.fixed-delay.attempts": "1000",
                                                 "restart-strategy.fixed-delay.delay": "100 ms"}))
    plain = loads("--open-fails")
    assert [op.display_name for op in plain.operators if op.states_unknown] == ["stateful"]
    assert [(op.id, op.states_unknown, _states(production)[op.id]) for op in production.operators] == \
        [(op.id, op.states_unknown, _states(plain)[op.id]) for op in plain.operators]
    assert production.replaced_settings == {"restart-strategy.fixed-delay.attempts": "1000",
                                            "restart-strategy.fixed-delay.delay": "100 ms",
                                            "restart-strategy.type": "fixed-delay"}


def test_a_configuration_file_read_from_an_absolute_path(loads, tmp_path):
    """main() loads production's Flink configuration (``config.yaml`` of a directory given as an
    argument): checkpoints on S3, a restore path, high availability with ZooKeeper, a metric
    reporter with a password, a restart strategy. What decides the state (the parallelism and
    max parallelism of JarMain's arguments) is the job's."""
    conf = tmp_path / "conf"
    conf.mkdir()
    (conf / "config.yaml").write_text(
        "execution:\n"
        "  checkpointing:\n"
        "    interval: 1 min\n"
        "    dir: s3://prod-bucket/flink/checkpoints\n"
        "  state-recovery:\n"
        "    path: s3://prod-bucket/flink/savepoints/savepoint-1\n"
        "high-availability:\n"
        "  type: zookeeper\n"
        "  storageDir: s3://prod-bucket/flink/ha\n"
        "  zookeeper:\n"
        "    quorum: zk-1:2181,zk-2:2181\n"
        "metrics:\n"
        "  reporter:\n"
        "    influx:\n"
        "      factory.class: org.apache.flink.metrics.influxdb.InfluxdbReporterFactory\n"
        "      password: hunter2\n"
        "restart-strategy:\n"
        "  type: exponential-delay\n"
        "taskmanager:\n"
        "  numberOfTaskSlots: 4\n",
        encoding="utf-8")
    production = loads("--config-dir", str(conf))
    _same_job(production, loads())
    assert production.replaced_settings == {
        "execution.checkpointing.dir": "s3://prod-bucket/flink/checkpoints",
        "execution.state-recovery.path": "s3://prod-bucket/flink/savepoints/savepoint-1",
        "high-availability.storageDir": "s3://prod-bucket/flink/ha",
        "high-availability.type": "zookeeper",
        "high-availability.zookeeper.quorum": "zk-1:2181,zk-2:2181",
        "metrics.reporter.influx.factory.class": "org.apache.flink.metrics.influxdb.InfluxdbReporterFactory",
        "metrics.reporter.influx.password": HIDDEN,
        "restart-strategy.type": "exponential-delay",
    }


def test_the_check_says_what_was_replaced(loads):
    """An info finding, on the side whose settings were replaced; the verdict is the check's without them."""
    args, _ = CHECKPOINTS["s3"]
    verdict = check(loads(), loads(*args), Policy())
    found = [f for f in verdict.findings if f.rule == "DISCOVERY_SETTINGS_REPLACED"]
    assert [(f.level.value, f.message) for f in found] == [(
        "info", "the new job sets 4 options of production's environment, which Flink's discovery run replaced by "
                "its own: execution.checkpointing.dir, execution.checkpointing.savepoint-dir, s3.access-key, s3.secret-key")]
    assert found[0].reasons == ("execution.checkpointing.dir = s3://prod-bucket/flink/checkpoints",
                                "execution.checkpointing.savepoint-dir = s3://prod-bucket/flink/savepoints",
                                "s3.access-key = ******", "s3.secret-key = ******")
    assert verdict.verdict == "compatible" and verdict.new.replaced_settings == loads(*args).replaced_settings
    assert verdict.old.replaced_settings is None
