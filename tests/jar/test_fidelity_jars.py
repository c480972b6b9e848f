"""Flink is the judge: a scenario's v1 JAR loads into the graph its v1 savepoint shows, and
``check v1.jar v2.jar`` and ``check <v1 savepoint> v2.jar`` give the verdict Flink's own upgrade
run recorded (``tests/fidelity/jar_modes.py``).

``make fidelity`` (``tests/fidelity/run.py jars``) does so for every scenario, with the JARs the
runner builds; here a few scenarios, one of each Flink outcome, go through the same code, so
that a change of the loader fails ``pytest tests/jar`` too. The savepoints and outcomes are the
ones ``make fidelity-record`` recorded from the same Java jobs.
"""

from __future__ import annotations

import pytest

from flink_compat.graph.loader import load
from flink_compat.graph.model import TtlConfig
from tests.fidelity import jar_modes
from tests.fidelity._support import flink_class, scenario_names

from .conftest import build_jar, program_args

pytestmark = pytest.mark.java

#: One scenario of each outcome Flink recorded: migrated, failed (a Kryo class gained a field:
#: the JAR side's Kryo layouts), restored as is (setUidHash), state dropped.
SCENARIOS = ("pojo-field-added", "kryo-class-field-added", "set-uid-hash",
             "stateful-operator-removed-allow-non-restored")


def test_the_scenarios_cover_every_flink_outcome():
    assert set(SCENARIOS) <= set(scenario_names())
    assert sorted(map(flink_class, SCENARIOS)) == ["compatible", "incompatible", "migration-required", "state-dropped"]


@pytest.mark.parametrize("name", SCENARIOS)
def test_the_checker_agrees_with_flink_in_every_jar_mode(name, jar_graph):
    judged = jar_modes.judge(name, jar_graph(name, "v1"), jar_graph(name, "v2"))
    assert sorted(judged) == sorted(jar_modes.MODES)
    assert judged == {mode: [] for mode in jar_modes.MODES}


def test_a_built_jar_is_the_same_bytes_every_time(flink_home, tmp_path):
    """The checker's cache of loaded JARs is keyed by their content: the runner's JARs of one
    scenario side are equal from build to build."""
    built = []
    for out in (tmp_path / "a", tmp_path / "b"):
        out.mkdir()
        built.append(build_jar(out, SCENARIOS[0], "v1").read_bytes())
    assert built[0] == built[1]


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


def test_pojo_fields_get_their_java_types(jar_graph):
    """A POJO snapshot has one LongSerializer for ``Long`` and ``long``; the JAR's class says
    which (pojo-field-boxed-made-primitive: ``Long count`` becomes ``long count``), for the
    fields whose serializer serves both, and the check fails on it (POJO_FIELD_MADE_PRIMITIVE)."""
    from flink_compat.compat.check import check

    def types(side):
        states = {s.name: s for op in jar_graph("pojo-field-boxed-made-primitive", side).operators for s in op.states}
        return {f.name: f.java_type for f in states["s"].value_serializer.fields}

    assert types("v1") == {"count": "java.lang.Long", "id": "long"}
    assert types("v2") == {"count": "long", "id": "long"}
    verdict = check(jar_graph("pojo-field-boxed-made-primitive", "v1"), jar_graph("pojo-field-boxed-made-primitive", "v2"))
    assert [f.rule for f in verdict.findings if f.level.value == "error"] == ["POJO_FIELD_MADE_PRIMITIVE"]
