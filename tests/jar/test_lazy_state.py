"""State obtained on the first record (not in open() or initializeState()) is not registered
when the discovery run takes its savepoint: no record flows. The bridge reads the functions'
bytecode and marks such an operator's states as not known to be complete, naming the class and
the method; the check cannot confirm them (STATE_NOT_DISCOVERED, verdict unknown)."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.loader import load

from .conftest import program_args

pytestmark = pytest.mark.java

NAME = "pojo-field-added"


@pytest.fixture(scope="module")
def lazy_graph(scenario_jar, flink_home):
    return load(scenario_jar(NAME, "v1"), args=[*program_args(NAME, "v1"), "--lazy-state"],
                flink_home=flink_home, timeout=120)


def test_state_obtained_in_process_element_is_flagged(lazy_graph):
    by_uid = {op.uid: op for op in lazy_graph.operators}
    assert by_uid["lazy"].states_unknown == (
        "state obtained in fidelity.LazyStateJob$Lazy.processElement: not discovered, "
        "the check cannot confirm it")
    assert "seen" not in [s.name for s in by_uid["lazy"].states]
    # state obtained in open(), or in a method only open() calls, is registered and discovered
    for uid in ("eager", "helper"):
        assert by_uid[uid].states_unknown is None, uid
        assert "seen" in [s.name for s in by_uid[uid].states], uid


def test_check_cannot_confirm_it(lazy_graph):
    verdict = check(lazy_graph, lazy_graph)
    assert verdict.verdict == "unknown"
    errors = [f for f in verdict.findings if f.level.name == "ERROR"]
    assert {f.rule for f in errors} == {"STATE_NOT_DISCOVERED"}
    assert {f.operator for f in errors} == {"lazy"}
    assert all("LazyStateJob$Lazy.processElement" in f.message for f in errors)
