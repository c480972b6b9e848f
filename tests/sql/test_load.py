"""SQL scripts and compiled plans load into the graph Flink runs: the OperatorIDs, states and
serializers equal those of a savepoint Flink 2.3 wrote running the same SQL
(fixtures/generate.py), and every operator says what the planner made of it."""

from __future__ import annotations

import re

import pytest

from flink_compat.graph.loader import load

from .conftest import FIXTURES, PLAN, SCRIPT

pytestmark = pytest.mark.java


def _states(op):
    return sorted((s.name, s.kind, s.value_serializer, s.namespace_serializer) for s in op.states)


def _assert_like_savepoint(graph, savepoint):
    """Same operators (by ID) with the same states and serializers as the savepoint."""
    saved = {op.id: op for op in load(savepoint).operators}
    assert {op.id for op in graph.operators} == set(saved)
    for op in graph.operators:
        assert _states(op) == _states(saved[op.id]), op.name
    return {op.sql.kind: op for op in graph.operators if op.is_stateful}


def test_script_is_the_job_flink_runs(sql_graph):
    graph = sql_graph(SCRIPT)
    stateful = _assert_like_savepoint(graph, FIXTURES / "script-savepoint")
    assert set(stateful) == {"GroupAggregate", "Deduplicate"}
    agg = stateful["GroupAggregate"]
    # the planner's words for it, and the ExecNode the statement set was translated from
    assert agg.sql.description == "GroupAggregate(groupBy=[k], select=[k, SUM(amount) AS s, COUNT(*) AS n])"
    assert (agg.sql.exec_node_type, agg.sql.exec_node_version) == ("stream-exec-group-aggregate", 1)
    assert agg.sql.label() == "the GroupAggregate `groupBy=[k]`"
    assert agg.uid is None and agg.id_origin == "generated"  # a script's IDs are hashes of the topology
    # the script's SET, in the options and in the states' TTL as Flink configured it
    assert graph.sql.source == "script"
    # named by its INSERTs, not Flink's default "insert-into_default_catalog.default_database.totals,..."
    assert graph.name == "INSERT INTO totals, latest"
    assert graph.sql.options["table.exec.state.ttl"] == "1 h"
    assert graph.sql.options["table.exec.uid.generation"] == "PLAN_ONLY"
    assert {s.ttl.ttl_ms for s in agg.states if s.ttl} == {3_600_000}


def test_plan_is_the_job_flink_runs(sql_graph):
    import json

    graph = sql_graph(PLAN)
    stateful = _assert_like_savepoint(graph, FIXTURES / "plan-savepoint")
    assert set(stateful) == {"GroupAggregate", "Deduplicate"}
    plan_nodes = {n["id"]: n["type"] for n in json.loads(PLAN.read_text())["nodes"]}
    for op in graph.operators:
        # EXECUTE PLAN sets uids `<id>_<transformation>` (table.exec.uid.format), the ExecNode's
        # type and version are the plan's
        assert re.fullmatch(rf"{op.sql.exec_node_id}_[a-z-]+", op.uid), op.uid
        assert f"{op.sql.exec_node_type}_{op.sql.exec_node_version}" == plan_nodes[op.sql.exec_node_id]
    assert graph.sql.source == "plan"


def test_conf_is_the_clients_configuration(sql_graph, tmp_path):
    """``--conf`` is what ``flink run -D`` gives: table options and the job's parallelism. A
    script's SET comes on top of it."""
    script = tmp_path / "totals.sql"
    script.write_text(SCRIPT.read_text().replace("SET 'table.exec.state.ttl' = '1 h';",
                                                 "SET 'table.exec.mini-batch.size' = '100';"))
    graph = sql_graph(script, conf={"table.exec.state.ttl": "2 h", "parallelism.default": "2",
                                    "table.exec.mini-batch.size": "5"})
    assert graph.sql.options["table.exec.state.ttl"] == "2 h"
    assert graph.sql.options["table.exec.mini-batch.size"] == "100"
    agg = next(op for op in graph.operators if op.sql.kind == "GroupAggregate")
    assert {s.ttl.ttl_ms for s in agg.states if s.ttl} == {7_200_000}
    assert graph.effective_parallelism(agg) == 2


def test_a_loaded_script_is_read_from_the_cache(sql_graph, flink_home, monkeypatch):
    """As for a JAR: the same script, options, jars and Flink load from the cache, no JVM."""
    first = sql_graph(SCRIPT)

    def no_jvm(*args, **kwargs):
        raise AssertionError("the bridge ran again")

    monkeypatch.setattr("flink_compat.graph.sql.run_bridge_program", no_jvm)
    assert load(SCRIPT, flink_home=flink_home) == first
    with pytest.raises(AssertionError, match="the bridge ran again"):  # other options: loaded again
        load(SCRIPT, flink_home=flink_home, conf={"table.exec.state.ttl": "3 h"})


def test_compile_plan_statements_write_no_file(sql_graph, tmp_path):
    """A script's COMPILE PLAN runs no job and is not run (it would write into the checkout);
    COMPILE AND EXECUTE PLAN runs the plan compiled from its statement, as Flink does when the
    file does not exist, without writing it: the operators get the plan's uids."""
    compiled, executed = tmp_path / "compiled.json", tmp_path / "executed.json"
    ddl, insert = SCRIPT.read_text().split("EXECUTE STATEMENT SET BEGIN\n")
    insert = insert.split(";\n")[0]
    script = tmp_path / "plans.sql"
    script.write_text(f"{ddl}COMPILE PLAN '{compiled.as_uri()}' FOR {insert};\n"
                      f"COMPILE AND EXECUTE PLAN '{executed.as_uri()}' FOR {insert};\n")
    graph = sql_graph(script)
    assert not compiled.exists() and not executed.exists()
    agg = next(op for op in graph.operators if op.sql.kind == "GroupAggregate")
    assert agg.uid == f"{agg.sql.exec_node_id}_group-aggregate"
    assert (agg.sql.exec_node_type, agg.sql.exec_node_version) == ("stream-exec-group-aggregate", 1)
