"""The replay tests: one real local Spark for the whole session (``local[2,2]``: two worker
threads, a failed task is retried once), small config, UI off; savepoints made by real Flink
(tests/fixtures/savepoints) and new sides written as manifests."""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import pytest

from flink_compat.graph.loader import load
from flink_compat.graph.model import to_manifest
from tests.conftest import SAVEPOINT_FIXTURES


@pytest.fixture(scope="session")
def spark():
    from flink_compat.compat.replay import session, spark_available

    if not spark_available():
        if os.environ.get("CI"):
            pytest.fail("PySpark is missing: `make test` installs it (the `test` extra)")
        pytest.skip("PySpark is not installed (pip install 'flink-compat[spark]')")
    s = session(
        "local[2,2]",
        {
            "spark.sql.shuffle.partitions": "2",
            "spark.default.parallelism": "2",
            "spark.driver.memory": "1g",
            "spark.executor.memory": "1g",
        },
    )
    yield s
    s.stop()


def fixture(name: str) -> Path:
    return SAVEPOINT_FIXTURES / name


def fixture_json(name: str) -> dict:
    return json.loads((fixture(name) / "FIXTURE.json").read_text(encoding="utf-8"))


def write_manifest(graph, path: Path) -> Path:
    path.write_text(json.dumps(to_manifest(graph)), encoding="utf-8")
    return path


def with_state(graph, operator_uid: str, state: str, **changes):
    """The graph with one state's fields replaced (e.g. value_serializer=...)."""
    ops = []
    for op in graph.operators:
        if op.uid == operator_uid:
            states = tuple(s.model_copy(update=changes) if s.name == state else s for s in op.states)
            op = op.model_copy(update={"states": states})
        ops.append(op)
    return graph.model_copy(update={"operators": tuple(ops)})


def graph_of(name: str):
    return load(fixture(name))


def tree_digest(root: Path) -> dict[str, tuple[int, int, str]]:
    """path → (size, mtime_ns, sha256) of every file under ``root``."""
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file():
            st = p.stat()
            out[str(p.relative_to(root))] = (st.st_size, st.st_mtime_ns, hashlib.sha256(p.read_bytes()).hexdigest())
    return out
