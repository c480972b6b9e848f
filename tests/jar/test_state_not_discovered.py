"""A function whose open() fails when Flink opens it (it connects somewhere): the load does not
fail and says nothing false. That operator's states are UNKNOWN, naming the function and the
exception; the bridge runs the job again with a stand-in in its place, so every other
operator's state is discovered as Flink registers it. The check's verdict is unknown
(STATE_NOT_DISCOVERED, for that operator only), never compatible."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check, with_class_layouts_of
from flink_compat.graph.loader import load
from tests.fidelity._support import savepoint_graph

from .conftest import program_args

pytestmark = pytest.mark.java

NAME = "pojo-field-added"
CONNECTS = ("Flink could not open it (fidelity.ConnectsBranch$Connects.open() failed: "
            "java.net.ConnectException: Connection refused: db.example:5432)")


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
    # The job ran again without it: the source's state is known.
    assert by_uid["events"].states_unknown is None
    assert [s.name for s in by_uid["events"].states] == ["SourceReaderState"]


def test_check_against_it_is_unknown_not_compatible(failing_graph, jar_graph):
    verdict = check(jar_graph(NAME, "v1"), failing_graph)
    assert verdict.verdict == "unknown"
    assert {f.rule for f in verdict.findings if f.level.name == "ERROR"} == {"STATE_NOT_DISCOVERED"}
    stateful = [f for f in verdict.findings if f.rule == "STATE_NOT_DISCOVERED"]
    assert [f.operator for f in stateful] == ["stateful"] and "ConnectException" in stateful[0].message
    # the old states are unknown on the new side, not "no longer declared"
    assert not [f for f in verdict.findings if f.rule == "STATE_NOT_DECLARED"]


@pytest.fixture(scope="module")
def branch_graphs(scenario_jar, flink_home):
    """The scenario's job plus a pipeline whose "connects" cannot be opened (chained to the
    stateful "counting"), and the same job where it can (param connects=ok)."""
    args = [*program_args(NAME, "v1"), "--connects-branch"]
    failing = load(scenario_jar(NAME, "v1"), args=args, flink_home=flink_home, timeout=120)
    opened = load(scenario_jar(NAME, "v1"), args=[*args, "--param", "connects=ok"], flink_home=flink_home,
                  timeout=120)
    return failing, opened


def test_only_the_operator_that_cannot_be_opened_is_unknown(branch_graphs):
    failing, opened = branch_graphs
    by_uid = {op.uid: op for op in failing.operators}
    assert {op.uid for op in failing.operators if op.states_unknown} == {"connects"}
    assert by_uid["connects"].states == () and by_uid["connects"].states_unknown == CONNECTS
    # every other operator, the one chained to it included, has the states Flink registers
    # when nothing fails, with the same operator IDs
    assert [op.id for op in failing.operators] == [op.id for op in opened.operators]
    for op, ok in zip(failing.operators, opened.operators):
        if op.uid != "connects":
            assert op.states == ok.states, op.uid
    assert "count" in [s.name for s in by_uid["counting"].states]
    assert [s.name for s in {op.uid: op for op in opened.operators}["connects"].states] == ["pending"]
    # and the scenario's operators have the states Flink wrote in its own savepoint of the job
    # (with what the JAR's classes say and no snapshot does: the Java types of POJO fields)
    saved = with_class_layouts_of(savepoint_graph(NAME, "v1"), failing).operators
    assert saved and all(by_uid[old.uid].states == old.states for old in saved)


def test_check_names_only_the_operator_that_cannot_be_opened(branch_graphs):
    failing, _ = branch_graphs
    for old in (failing, savepoint_graph(NAME, "v1")):
        verdict = check(old, failing)
        assert verdict.verdict == "unknown"
        errors = [f for f in verdict.findings if f.level.name == "ERROR"]
        assert {f.rule for f in errors} == {"STATE_NOT_DISCOVERED"}
        assert {f.operator for f in errors} == {"connects"}
