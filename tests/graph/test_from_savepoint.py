"""A savepoint as the old side: the graph read from the Flink 2.3 fixtures."""

from __future__ import annotations

import json

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.loader import load
from flink_compat.graph.model import StateKind
from tests.conftest import SAVEPOINT_FIXTURES

FIXTURES = sorted(p.parent for p in SAVEPOINT_FIXTURES.glob("*/FIXTURE.json"))

_KINDS = {"VALUE", "LIST", "MAP", "REDUCING", "AGGREGATING"}


@pytest.mark.parametrize("fixture", FIXTURES, ids=[f.name for f in FIXTURES])
def test_graph_of_a_fixture_savepoint_matches_what_the_job_declared(fixture):
    expected = json.loads((fixture / "FIXTURE.json").read_text())
    graph = load(fixture)
    assert graph.origin == "savepoint"
    by_id = {op.id: op for op in graph.operators}
    for op in expected["operators"]:
        got = by_id[op["operator_id"]]
        assert got.uid == op["uid"]
        assert got.parallelism == op["parallelism"]
        assert got.max_parallelism == op["max_parallelism"]
        names = {s.name: s for s in got.states}
        for state in op.get("keyed_states", []):
            assert names[state["name"]].kind.value == state["kind"]
            assert state["kind"] in _KINDS
        for state in op.get("operator_states", []):
            assert names[state["name"]].kind in (StateKind.OPERATOR_LIST, StateKind.BROADCAST)


def test_a_savepoint_checked_against_itself_is_compatible():
    sp = load(SAVEPOINT_FIXTURES / "serializers-hashmap-canonical-inline-p1")
    verdict = check(sp, sp)
    assert verdict.verdict == "compatible"
    # The Kryo state of the fixture is flagged as a risk.
    assert {f.rule for f in verdict.findings} == {"KRYO_SERIALIZED_STATE"}


def test_pojo_field_added_from_the_savepoint_is_migration():
    # Flink restored the v1 savepoint into the v2 class (recorded by the generator).
    old = load(SAVEPOINT_FIXTURES / "pojo-v1-hashmap-canonical-inline-p1")
    new = load(SAVEPOINT_FIXTURES / "pojo-v2-field-added-hashmap-canonical-inline-p1")
    record = json.loads((SAVEPOINT_FIXTURES / "pojo-v2-field-added-hashmap-canonical-inline-p1" / "FIXTURE.json").read_text())
    assert "RESTORED" in json.dumps(record.get("upgrade_checks"))
    verdict = check(old, new)
    assert verdict.verdict == "migration-required"
    assert {(f.rule, f.state) for f in verdict.findings} == {
        ("STATE_MIGRATION_REQUIRED", "customer"),
        ("STATE_MIGRATION_REQUIRED", "customer-history"),
    }


def test_kryo_state_of_a_flink_2_savepoint_is_marked_kryo_5():
    sp = load(SAVEPOINT_FIXTURES / "serializers-hashmap-canonical-inline-p1")
    kryo = next(s for op in sp.operators for s in op.states if s.name == "kryo")
    assert kryo.value_serializer.kryo_major == 5


def test_every_corpus_savepoint_loads_as_an_old_side(corpus):
    metadata = sorted(corpus.glob("**/_metadata"))
    assert metadata
    for path in metadata:
        graph = load(path)
        assert graph.origin == "savepoint"
        if "new-stateful-udf-migration-itcase" in str(path):
            keyed = [op for op in graph.operators if any(s.name == "state-name" for s in op.states)]
            assert keyed, path
            for op in keyed:
                state = next(s for s in op.states if s.name == "state-name")
                assert state.kind is StateKind.VALUE
                assert state.value_serializer.label() == "Long"
                if "flink1.17-hashmap-checkpoint" in str(path):
                    # A changelog-backend checkpoint: its metadata changes carry no key serializer.
                    assert op.key_serializer is None
                else:
                    assert op.key_serializer.label() == "Tuple1<Long>"
                assert op.max_parallelism == 4
