"""OperatorIDs as Flink computes them."""

from __future__ import annotations

import json

import pytest

from flink_compat.graph.hashing import HashNode, generate_operator_ids, operator_id_of_uid
from tests.conftest import SAVEPOINT_FIXTURES


def test_uid_vector_from_a_real_flink_2_3_savepoint():
    assert operator_id_of_uid("broadcast-rules") == "b5f92c79147b82045ed3f8c86abbfd2d"


def _fixture_operators():
    for fixture in sorted(SAVEPOINT_FIXTURES.glob("*/FIXTURE.json")):
        for op in json.loads(fixture.read_text())["operators"]:
            if op.get("uid"):
                yield fixture.parent.name, op["uid"], op["operator_id"]


@pytest.mark.parametrize("fixture,uid,operator_id", list(_fixture_operators()))
def test_uids_of_the_fixture_jobs(fixture, uid, operator_id):
    # Flink 2.3 wrote these OperatorIDs into the fixture savepoints.
    assert operator_id_of_uid(uid) == operator_id


def test_generated_ids_change_when_an_operator_is_inserted_upstream():
    def chain(with_filter: bool):
        nodes = {1: HashNode(1, is_source=True)}
        last = 1
        if with_filter:
            nodes[2] = HashNode(2)
            nodes[1].out_edges.append((2, "forward", 0))
            nodes[2].in_edges.append((1, 0))
            last = 2
        nodes[9] = HashNode(9)
        nodes[last].out_edges.append((9, "hash", 0))
        nodes[9].in_edges.append((last, 0))
        return generate_operator_ids(nodes)

    assert chain(False)[9] != chain(True)[9]
    assert chain(False) == chain(False)


def test_uid_nodes_keep_their_ids_whatever_the_topology():
    a = {1: HashNode(1, uid="src", is_source=True), 2: HashNode(2, uid="op", in_edges=[(1, 0)])}
    a[1].out_edges.append((2, "forward", 0))
    ids = generate_operator_ids(a)
    assert ids[2] == operator_id_of_uid("op")
