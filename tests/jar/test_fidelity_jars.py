"""Flink is the judge: a scenario's v1 JAR loads into the graph its v1 savepoint shows, and
``check v1.jar v2.jar`` gives the verdict Flink's own upgrade run recorded.

The savepoints and outcomes are the ones ``make fidelity`` recorded from the same Java jobs
(tests/fidelity/savepoints, tests/fidelity/outcomes); the JARs are built from those jobs here.
"""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.loader import load
from flink_compat.graph.model import TtlConfig
from flink_compat.schema_registry.families.kryo import KryoSnapshot, with_kryo_fields
from flink_compat.schema_registry.snapshot import walk
from tests.fidelity._support import checker_class, flink_class, policy_of, savepoint_graph, scenario_names

from .conftest import program_args

pytestmark = pytest.mark.java

#: Every fidelity scenario (46: POJO, Kryo, Row and tuple state, timers, windows, reduce,
#: broadcast and operator list state, setUidHash, operators without uids, max parallelism on
#: chained operators, RocksDB, TTL, ...).
SCENARIOS = scenario_names()


def _with_layouts_of(saved, ours):
    """The savepoint's ``saved`` state with the Kryo class layouts the JAR side read from its
    classes (they are in no snapshot's bytes; everything else must be equal as it is)."""
    layouts = {}
    for field in ("value_serializer", "key_serializer", "namespace_serializer"):
        snapshot = getattr(ours, field)
        for _, s in walk(snapshot) if snapshot is not None else ():
            if isinstance(s, KryoSnapshot) and s.declared_fields is not None:
                layouts[s.type_class] = s.declared_fields

    def add(snapshot):
        return None if snapshot is None or not layouts else with_kryo_fields(snapshot, layouts)

    return saved.model_copy(update={f: add(getattr(saved, f)) or getattr(saved, f)
                                    for f in ("value_serializer", "key_serializer", "namespace_serializer")})


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
        # name, kind, distribution and every decoded serializer snapshot, in Flink's order (the
        # fields of Kryo classes, which the JAR side reads from the classes, are in no snapshot)
        assert [(s.name, s.kind) for s in op.states] == [(s.name, s.kind) for s in old.states], op.display_name
        assert op.states == tuple(map(_with_layouts_of, old.states, op.states)), op.display_name


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


def test_kryo_classes_get_the_fields_kryo_writes(jar_graph):
    """Kryo snapshots record no layout; the JAR's class does (v2 of kryo-class-field-added adds
    ``extra``), in Kryo's order: by name."""
    states = {s.name: s for op in jar_graph("kryo-class-field-added", "v2").operators for s in op.states}
    assert states["s"].value_serializer.declared_fields == (
        ("extra", "java.lang.String"), ("label", "java.lang.String"), ("value", "long"))


@pytest.mark.parametrize("name", ["ttl-switched-on-hashmap", "ttl-switched-on-rocksdb"])
def test_the_ttl_config_is_read_from_the_running_state(name, jar_graph):
    """A savepoint records only that a state has TTL; the JAR side records the job's
    ``StateTtlConfig.newBuilder(Duration.ofHours(1))`` (defaults: OnCreateAndWrite, NeverReturnExpired)."""
    states = {s.name: s for op in jar_graph(name, "v2").operators for s in op.states}
    assert states["s"].ttl == TtlConfig(ttl_ms=3_600_000, update_type="OnCreateAndWrite",
                                        visibility="NeverReturnExpired")
    assert all(s.ttl is None for op in jar_graph(name, "v1").operators for s in op.states)
