"""State obtained on the first record (not in open() or initializeState()) is not registered
when the discovery run takes its savepoint: no record flows. The bridge reads the functions'
bytecode; where it can decode the descriptor a lazy method obtains its state with (a field of the
function, a static final field, one built inline from constants), it obtains that state in the
discovery run as the method would, so that Flink registers it and writes it to the savepoint
(graph/bridge/LazySites.java). Where it cannot, the operator's states are marked as not known to
be complete, naming the class and the method; the check cannot confirm them
(STATE_NOT_DISCOVERED, verdict unknown)."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.loader import load

from .conftest import program_args

pytestmark = pytest.mark.java

NAME = "pojo-field-added"


def _load(scenario_jar, flink_home, *extra):
    return load(scenario_jar(NAME, "v1"), args=[*program_args(NAME, "v1"), "--lazy-state", *extra],
                flink_home=flink_home, timeout=180)


@pytest.fixture(scope="module")
def lazy_graph(scenario_jar, flink_home):
    return _load(scenario_jar, flink_home)


@pytest.fixture(scope="module")
def lazy_graph_string(scenario_jar, flink_home):
    """The same job with "lazy-field" and "lazy-inline" holding a String where they held a Long."""
    return _load(scenario_jar, flink_home, "--param", "lazy=string")


def _states(graph, uid):
    op = {op.uid: op for op in graph.operators}[uid]
    # the timer service's states ("_timer_state/...") of every KeyedProcessOperator aside
    return op, {s.name: s for s in op.states if not s.name.startswith("_timer_state/")}


def _serializer(state) -> str:
    return state.value_serializer.label()


def test_decoded_lazy_state_is_discovered(lazy_graph, lazy_graph_string):
    # (uid, state, serializer for v1, for v2): a static final descriptor of another class, a
    # descriptor field (built in open() / in the constructor), one built inline in a helper
    cases = [("lazy", "seen", "Long", "Long"),
             ("lazy-field", "last", "Long", "String"),
             ("lazy-inline", "inline", "Long", "String"),
             ("lazy-operator", "partitioned", "Long", "Long")]
    for uid, name, long_ser, string_ser in cases:
        for graph, ser in ((lazy_graph, long_ser), (lazy_graph_string, string_ser)):
            op, states = _states(graph, uid)
            assert op.states_unknown is None, (uid, op.states_unknown)
            assert list(states) == [name], uid
            assert states[name].kind == "VALUE", uid
            assert _serializer(states[name]) == ser, (uid, _serializer(states[name]))


def test_undecodable_lazy_state_stays_unknown(lazy_graph):
    op, states = _states(lazy_graph, "lazy-opaque")
    assert op.states_unknown == (
        "state obtained in fidelity.LazyStateJob$LazyOpaque.processElement: not discovered, "
        "the check cannot confirm it")
    assert states == {}
    for uid, cls in (("lazy-configured", "LazyConfigured"), ("lazy-field-set", "LazyFieldSet")):
        op, states = _states(lazy_graph, uid)
        assert op.states_unknown == (
            f"state obtained in fidelity.LazyStateJob${cls}.processElement: not discovered, "
            "the check cannot confirm it")
        assert states == {}
    # state obtained in open(), or in a method only open() calls, is registered and discovered
    for uid in ("eager", "helper"):
        op, states = _states(lazy_graph, uid)
        assert op.states_unknown is None, uid
        assert list(states) == ["seen"], uid


def test_lazy_type_change_is_incompatible(lazy_graph, lazy_graph_string):
    verdict = check(lazy_graph, lazy_graph_string)
    assert verdict.verdict == "incompatible"
    errors = {(f.rule, f.operator, f.state) for f in verdict.findings if f.level.name == "ERROR"}
    assert ("STATE_SERIALIZER_INCOMPATIBLE", "lazy-field", "last") in errors
    assert ("STATE_SERIALIZER_INCOMPATIBLE", "lazy-inline", "inline") in errors
    assert ("STATE_NOT_DISCOVERED", "lazy-opaque", None) in errors
    lazily = [f for f in verdict.findings if f.rule == "STATE_SERIALIZER_INCOMPATIBLE" and f.state == "inline"]
    assert any("LazyStateJob$LazyInlineString.processElement" in r and "first record" in r
               for r in lazily[0].reasons), lazily[0].reasons


def test_check_cannot_confirm_undecoded(lazy_graph):
    verdict = check(lazy_graph, lazy_graph)
    assert verdict.verdict == "unknown"
    errors = [f for f in verdict.findings if f.level.name == "ERROR"]
    assert {f.rule for f in errors} == {"STATE_NOT_DISCOVERED"}
    assert {f.operator for f in errors} == {"lazy-opaque", "lazy-configured", "lazy-field-set"}
