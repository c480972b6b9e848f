"""Flink is the judge: a scenario's v1 JAR loads into the graph its v1 savepoint shows, and
``check v1.jar v2.jar`` gives the verdict Flink's own upgrade run recorded.

The savepoints and outcomes are the ones ``make fidelity`` recorded from the same Java jobs
(tests/fidelity/savepoints, tests/fidelity/outcomes); the JARs are built from those jobs here.
"""

from __future__ import annotations

import pytest

from compat.check import check
from graph.loader import load
from tests.fidelity._support import checker_class, flink_class, policy_of, savepoint_graph

from .conftest import program_args

pytestmark = pytest.mark.java

#: A POJO ValueState with timers; operators without uids (generated IDs, chaining); a window
#: with reduce (window contents, window timers); broadcast state; operator list state; a
#: setUidHash; max parallelism set on a chained operator; RocksDB with TTL.
SCENARIOS = [
    "pojo-field-added",
    "no-uids-unchanged",
    "window-reduce-to-process",
    "broadcast-state-value-changed",
    "operator-list-state-split-to-union",
    "set-uid-hash",
    "max-parallelism-set-on-chained-operator",
    "ttl-switched-on-rocksdb",
]


@pytest.mark.parametrize("name", SCENARIOS)
def test_jar_graph_equals_the_v1_savepoint(name, jar_graph):
    graph = jar_graph(name, "v1")
    saved = savepoint_graph(name, "v1")
    ours = {op.restore_id: op for op in graph.operators}
    assert sorted(ours) == sorted(op.id for op in saved.operators)
    for old in saved.operators:
        op = ours[old.id]
        assert (op.uid, op.name) == (old.uid, old.name), old.id
        assert graph.effective_parallelism(op) == old.parallelism, op.display_name
        assert graph.effective_max_parallelism(op) == old.max_parallelism, op.display_name
        assert op.key_serializer == old.key_serializer, op.display_name
        # name, kind, distribution and every decoded serializer snapshot, in Flink's order
        assert op.states == old.states, op.display_name


@pytest.mark.parametrize("name", SCENARIOS)
def test_check_of_two_jars_agrees_with_flink(name, jar_graph):
    old, new = jar_graph(name, "v1"), jar_graph(name, "v2")
    policy = policy_of(name)
    assert checker_class(check(old, new, policy), policy) == flink_class(name)


@pytest.mark.parametrize("name", SCENARIOS)
def test_check_of_the_v1_savepoint_against_the_v2_jar_agrees_with_flink(name, jar_graph):
    new = jar_graph(name, "v2")
    policy = policy_of(name)
    assert checker_class(check(savepoint_graph(name, "v1"), new, policy), policy) == flink_class(name)


def test_a_loaded_jar_is_cached_by_its_content_and_arguments(jar_graph, scenario_jar, flink_home, jar_cache):
    name = SCENARIOS[0]
    first = jar_graph(name, "v1")  # loaded by the bridge (the session's cache starts empty)
    cached = sorted((jar_cache / "graphs").glob("*.json"))
    assert cached
    again = load(scenario_jar(name, "v1"), args=program_args(name, "v1"), flink_home=flink_home)
    assert again == first
    assert sorted((jar_cache / "graphs").glob("*.json")) == cached  # read, not written again
    # other program arguments are another job
    other = load(scenario_jar(name, "v1"), args=[*program_args(name, "v1"), "--parallelism", "1"],
                 flink_home=flink_home)
    assert {op.parallelism for op in other.operators} == {1}
