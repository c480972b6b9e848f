"""SQL scripts and compiled plans loaded through Flink (graph/sql.py), with the Flink and the
loader cache of the JAR tests (tests/jar/conftest.py): Flink 2.3's jars as ``flink_home``, a
fresh cache per session."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.jar.conftest import flink_home, jar_cache  # noqa: F401 - the fixtures, shared

FIXTURES = Path(__file__).resolve().parent / "fixtures"
SCRIPT = FIXTURES / "pipeline.sql"
PLAN = FIXTURES / "pipeline.plan.json"


@pytest.fixture(scope="session")
def sql_graph(flink_home):  # noqa: F811
    """``sql_graph(path, **options)`` → the script or plan loaded by the checker's loader (once
    per session and arguments)."""
    from flink_compat.graph.loader import load

    loaded = {}

    def get(path: Path, conf: dict | None = None, jars: tuple = ()):
        key = (str(path), tuple(sorted((conf or {}).items())), tuple(map(str, jars)))
        if key not in loaded:
            loaded[key] = load(path, flink_home=flink_home, conf=conf, jars=jars, timeout=180)
        return loaded[key]

    return get
