"""A function whose open() fails when Flink opens it (it connects somewhere): the load does not
fail and says nothing false; the operators' states are UNKNOWN, naming the function and the
exception, and the check's verdict is unknown (STATE_NOT_DISCOVERED), never compatible."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.loader import load

from .conftest import program_args

pytestmark = pytest.mark.java

NAME = "pojo-field-added"


@pytest.fixture(scope="module")
def failing_graph(scenario_jar, flink_home):
    return load(scenario_jar(NAME, "v1"), args=[*program_args(NAME, "v1"), "--open-fails"],
                flink_home=flink_home, timeout=120)


def test_the_failing_operator_names_the_function_and_the_exception(failing_graph):
    by_uid = {op.uid: op for op in failing_graph.operators}
    stateful = by_uid["stateful"]
    assert stateful.states == ()
    assert stateful.states_unknown == (
        "Flink could not open it (fidelity.OpenFailsJob$Connects.open() failed: "
        "java.net.ConnectException: Connection refused: db.example:5432)"
    )
    # No savepoint was taken: what the other operators declare is not known either.
    assert by_uid["events"].states_unknown.startswith("not discovered: the job failed in another task")


def test_check_against_it_is_unknown_not_compatible(failing_graph, jar_graph):
    verdict = check(jar_graph(NAME, "v1"), failing_graph)
    assert verdict.verdict == "unknown"
    assert {f.rule for f in verdict.findings if f.level.name == "ERROR"} == {"STATE_NOT_DISCOVERED"}
    stateful = [f for f in verdict.findings if f.rule == "STATE_NOT_DISCOVERED" and f.operator == "stateful"]
    assert len(stateful) == 1 and "ConnectException" in stateful[0].message
    # the old states are unknown on the new side, not "no longer declared"
    assert not [f for f in verdict.findings if f.rule == "STATE_NOT_DECLARED"]
