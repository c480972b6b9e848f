"""A Python function that obtains state on a record, not in ``open()``: the discovery never sees
that state (no record flows), so its operator is unknown, naming the method; state obtained in
``open()`` or in a method ``open()`` calls is discovered, with nothing to flag."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.policy import Policy
from flink_compat.graph.loader import load

from .conftest import PROGRAMS

pytestmark = pytest.mark.java


@pytest.fixture(scope="module")
def graph(pyflink_python):
    return load(PROGRAMS / "lazy_state.py", timeout=180)


def _by_uid(graph, uid):
    (op,) = [op for op in graph.operators if op.uid == uid]
    return op


def test_state_obtained_on_a_record_leaves_the_operator_unknown(graph):
    lazy = _by_uid(graph, "lazy")
    assert lazy.states_unknown == (
        "state obtained in Lazy.process_element: not discovered, the check cannot confirm it")
    assert "python-state-total" not in {s.name for s in lazy.states}


def test_state_obtained_in_open_or_what_open_calls_is_discovered(graph):
    for uid, state in (("helper", "python-state-seen"), ("eager", "python-state-last")):
        op = _by_uid(graph, uid)
        assert op.states_unknown is None, uid
        assert state in {s.name for s in op.states}, uid


def test_the_check_is_unknown_not_compatible(graph):
    verdict = check(graph, graph, Policy())
    assert verdict.verdict == "unknown"
    assert {f.operator for f in verdict.findings if f.rule == "STATE_NOT_DISCOVERED"} == {"lazy"}
