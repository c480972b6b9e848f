"""OperatorIDs of jobs without uids: the Python API generates what Flink 2.3 generates.

``tests/fidelity/hashing/vectors/<topology>.json`` holds, per stream node, the generated
OperatorID Flink put into the JobGraph (``JobVertex.getOperatorIDs()``) for the Java
topology (``make fidelity-vectors``); ``hashing/topologies.py`` builds the same topology
with the Python API. Operators are matched by name (Flink prefixes a source with
``Source: `` and calls a Sink V2 writer ``<name>: Writer``).
"""

from __future__ import annotations

import json

import pytest

from ._support import VECTORS
from .hashing.topologies import TOPOLOGIES

VECTOR_FILES = sorted((VECTORS / "vectors").glob("*.json"))


def _name(flink_name: str) -> str:
    name = flink_name.removeprefix("Source: ")
    return name.removesuffix(": Writer")


def test_every_topology_has_a_vector_and_a_python_twin():
    recorded = {p.stem for p in VECTOR_FILES}
    listed = {t["name"] for t in json.loads((VECTORS / "topologies.json").read_text())}
    assert recorded == listed == set(TOPOLOGIES)


@pytest.mark.parametrize("path", VECTOR_FILES, ids=[p.stem for p in VECTOR_FILES])
def test_python_api_generates_flinks_operator_ids(path):
    vector = json.loads(path.read_text())
    flink = {_name(n["name"]): n["operator_id"] for n in vector["stream_nodes"]}
    # the JobGraph carries exactly the hasher's IDs
    in_job_graph = {i["generated"] for v in vector["job_vertices"] for i in v["operator_ids"]}
    assert in_job_graph == set(flink.values())
    graph = TOPOLOGIES[vector["topology"]]().to_job_graph()
    ours = {op.name: op.id for op in graph.operators}
    assert ours == flink
