"""A SQL script configured for production with SET statements (checkpoints on S3, a restore path,
RocksDB's local directory, a restart strategy, a file system's secret) loads with the states of
the same script without them: the discovery run replaces the environment (SqlProgram applies SET
to the table configuration, which becomes the job's; graph/bridge/DiscoveryEnvironment.java) and
keeps what decides the state (RocksDB, the state TTL)."""

from __future__ import annotations

import pytest

from .conftest import FIXTURES, SCRIPT
from .test_load import _assert_like_savepoint, _states

pytestmark = pytest.mark.java

PRODUCTION = """SET 'state.backend.type' = 'rocksdb';
SET 'state.backend.rocksdb.localdir' = '/mnt/ssd/flink/rocksdb';
SET 'execution.checkpointing.interval' = '1 min';
SET 'execution.checkpointing.dir' = 's3://prod-bucket/flink/checkpoints';
SET 'execution.state-recovery.path' = 's3://prod-bucket/flink/savepoints/savepoint-1';
SET 'restart-strategy.type' = 'fixed-delay';
SET 's3.secret-key' = 'wJalrXUtnFEMI/K7MDENG';
"""


def test_set_statements_of_production(sql_graph, tmp_path):
    script = tmp_path / "pipeline.sql"
    script.write_text(PRODUCTION + SCRIPT.read_text(), encoding="utf-8")
    graph, plain = sql_graph(script), sql_graph(SCRIPT)
    stateful = _assert_like_savepoint(graph, FIXTURES / "script-savepoint")
    assert set(stateful) == {"GroupAggregate", "Deduplicate"}
    assert [(op.id, op.states_unknown, _states(op)) for op in graph.operators] == \
        [(op.id, op.states_unknown, _states(op)) for op in plain.operators]
    assert {s.ttl.ttl_ms for s in stateful["GroupAggregate"].states if s.ttl} == {3_600_000}
    assert graph.state_backend == "rocksdb"
    assert graph.replaced_settings == {
        "execution.checkpointing.dir": "s3://prod-bucket/flink/checkpoints",
        "execution.state-recovery.path": "s3://prod-bucket/flink/savepoints/savepoint-1",
        "restart-strategy.type": "fixed-delay",
        "s3.secret-key": "******",
        "state.backend.rocksdb.localdir": "/mnt/ssd/flink/rocksdb",
    }
    # the table options the graph records are those the rules compare: no secret among them
    assert graph.sql.options == plain.sql.options
