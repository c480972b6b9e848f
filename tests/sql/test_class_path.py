"""The SQL bridge's class path (graph/jar.py, ``sql_class_path``): Flink's jars with
flink-table-planner-loader replaced by the planner it bundles, unpacked once into the cache."""

from __future__ import annotations

import zipfile

import pytest

from flink_compat.graph import jar


@pytest.fixture
def lib(tmp_path, monkeypatch):
    monkeypatch.setenv("FLINK_COMPAT_CACHE", str(tmp_path / "cache"))
    lib = tmp_path / "lib"
    lib.mkdir()
    for name in ("flink-dist-2.3.0.jar", "flink-table-runtime-2.3.0.jar"):
        (lib / name).write_bytes(b"jar")
    return lib


def planner_loader(lib, bundled: bytes | None):
    with zipfile.ZipFile(lib / "flink-table-planner-loader-2.3.0.jar", "w") as loader:
        loader.writestr("org/apache/flink/table/planner/loader/PlannerModule.class", b"class")
        if bundled is not None:
            loader.writestr("flink-table-planner.jar", bundled)


def test_the_loader_is_replaced_by_the_planner_it_bundles(lib, tmp_path):
    planner_loader(lib, b"the planner")
    classes = tmp_path / "bridge"
    path = jar.sql_class_path(lib, classes)
    planner = path[2]
    assert [p.name for p in path] == [jar.BRIDGE_JAR, "flink-dist-2.3.0.jar", "flink-table-planner.jar",
                                      "flink-table-runtime-2.3.0.jar"]
    assert planner.read_bytes() == b"the planner" and planner.is_relative_to(tmp_path / "cache" / "planner")
    assert jar.sql_class_path(lib, classes) == path  # unpacked once
    assert jar._java("java", lib, classes, "Main", tmpdir=tmp_path, class_path=path)[-2] == ":".join(map(str, path))


def test_a_rebuilt_loader_is_unpacked_again(lib, tmp_path):
    planner_loader(lib, b"the planner")
    before = jar.sql_class_path(lib, tmp_path)[2]
    planner_loader(lib, b"the planner, rebuilt")
    after = jar.sql_class_path(lib, tmp_path)[2]
    assert after != before and after.read_bytes() == b"the planner, rebuilt"


@pytest.mark.parametrize("case", ["a loader without it", "no loader"])
def test_without_a_bundled_planner_the_class_path_is_the_bridges(lib, tmp_path, case):
    if case == "a loader without it":
        planner_loader(lib, None)
    assert jar.sql_class_path(lib, tmp_path) == jar._class_path(lib, tmp_path)


def test_the_sql_class_path_has_an_archive_of_its_own(lib, tmp_path):
    """A JAR load's archive (its classes) never stands in for the SQL bridge's, nor the reverse."""
    import shutil

    planner_loader(lib, b"the planner")
    classes = tmp_path / "bridge"
    classes.mkdir()
    (classes / jar.BRIDGE_JAR).write_bytes(b"bridge")
    java = shutil.which("java") or pytest.skip("needs java")
    assert jar.class_archive(java, lib, classes, jar.sql_class_path(lib, classes)) != jar.class_archive(
        java, lib, classes)
