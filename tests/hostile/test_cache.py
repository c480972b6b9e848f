"""The loader's cache (issue 23): only the checker's own process writes it, and what it reads back
is what it wrote. Job code cannot write it (tests/hostile/test_jars.py); these are the checks that
hold whoever else changed it."""

from __future__ import annotations

import shutil

import pytest

from flink_compat.graph import jar
from flink_compat.graph.loader import load
from tests.jar.conftest import flink_home, jar_cache, jar_graph, program_args, scenario_jar  # noqa: F401 - fixtures

pytestmark = pytest.mark.java

NAME = "pojo-field-added"


def test_a_changed_bridge_is_compiled_again_never_run(jar_graph, scenario_jar, flink_home, jar_cache, tmp_path,
                                                     monkeypatch):
    expected = jar_graph(NAME, "v1")
    cache = tmp_path / "cache"
    shutil.copytree(jar_cache / "bridge", cache / "bridge", ignore=shutil.ignore_patterns("cds"))
    monkeypatch.setenv("FLINK_COMPAT_CACHE", str(cache))
    lib = jar.flink_lib(flink_home)
    classes = jar.bridge_classes(lib)
    bridge = classes / jar.BRIDGE_JAR
    good = bridge.read_bytes()
    bridge.write_bytes(good[:-64] + b"\0" * 64)  # another bridge than the one compiled
    assert jar.bridge_classes(lib) == classes and bridge.read_bytes() != good[:-64] + b"\0" * 64
    assert jar._bridge_intact(classes)
    assert load(scenario_jar(NAME, "v1"), args=program_args(NAME, "v1"), flink_home=flink_home, timeout=120) == expected


def test_a_cached_graph_whose_recorded_input_changed_is_not_used(tmp_path):
    from flink_compat.graph.model import JobGraph

    plan = tmp_path / "plan.json"
    plan.write_text("{}")
    entry = tmp_path / "graphs" / "sql-x.json"
    graph = JobGraph(name="j", operators=(), edges=())
    jar._write_cached(entry, graph, inputs=[str(plan)])
    assert jar._read_cached(entry) == graph
    plan.write_text("{ }")
    assert jar._read_cached(entry) is None
    plan.unlink()
    assert jar._read_cached(entry) is None


def test_threads_writing_one_entry_at_once_each_write_it_whole(tmp_path):
    """Two loads of one JAR in one process (the JAR modes' threads) cache the same entry at once:
    each write has its own file beside it (a shared one failed the second rename), and what is
    left is one whole entry and nothing beside it."""
    import concurrent.futures

    entry = tmp_path / "graphs" / "k.json"
    texts = [f'{{"writer": {i}, "pad": "{"x" * 4096}"}}' for i in range(8)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
        for _ in range(20):
            list(pool.map(lambda text: jar._write_atomically(entry, text), texts))
            assert entry.read_text(encoding="utf-8") in texts
    assert [p.name for p in entry.parent.iterdir()] == ["k.json"]
