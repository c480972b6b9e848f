"""The class data sharing archive of the bridge's class path (``graph/jar.py``,
``class_archive``): written by the first whole load, mapped by later ones (a cold load's JVM
start and class loading), never a reason for a load to fail."""

from __future__ import annotations

import shutil

import pytest

from flink_compat.graph import jar
from flink_compat.graph.loader import load

from .conftest import program_args

pytestmark = pytest.mark.java

NAME = "pojo-field-added"


def archive_of(flink_home):
    lib = jar.flink_lib(flink_home)
    return jar.class_archive(shutil.which("java"), lib, jar.bridge_classes(lib))


def test_the_first_whole_load_writes_the_archive(jar_graph, flink_home):
    jar_graph(NAME, "v1")
    archive = archive_of(flink_home)
    assert archive.is_file() and archive.stat().st_size > 1 << 20
    assert not list(archive.parent.glob("*.tmp"))


@pytest.mark.parametrize("change", ["a jar rebuilt", "a jar added", "another JDK", "the bridge rebuilt"])
def test_a_stale_archive_is_never_used(tmp_path, change):
    """The archive's name hashes the JDK, every class path entry (path, size, modification time)
    and the JVM options: a change of any is another archive, written afresh (the JVM would refuse
    a stale one, silently, and load every class again)."""
    jdk = tmp_path / "jdk"
    (jdk / "bin").mkdir(parents=True)
    (jdk / "bin" / "java").write_text("#!/bin/sh\n")
    (jdk / "release").write_text('JAVA_VERSION="17.0.15"\n')
    lib, classes = tmp_path / "lib", tmp_path / "bridge"
    lib.mkdir()
    classes.mkdir()
    (lib / "flink-dist-2.3.0.jar").write_bytes(b"dist")
    (classes / jar.BRIDGE_JAR).write_bytes(b"bridge")
    java = str(jdk / "bin" / "java")
    before = jar.class_archive(java, lib, classes)
    assert jar.class_archive(java, lib, classes) == before and before.parent == classes / "cds"
    if change == "a jar rebuilt":
        (lib / "flink-dist-2.3.0.jar").write_bytes(b"dist, rebuilt")
    elif change == "a jar added":
        (lib / "flink-json-2.3.0.jar").write_bytes(b"json")
    elif change == "another JDK":
        (jdk / "release").write_text('JAVA_VERSION="17.0.16"\n')
    else:
        (classes / jar.BRIDGE_JAR).write_bytes(b"bridge, rebuilt")
    assert jar.class_archive(java, lib, classes) != before


def test_a_damaged_archive_does_not_break_a_load(jar_graph, scenario_jar, flink_home, jar_cache, tmp_path,
                                                 monkeypatch):
    expected = jar_graph(NAME, "v1")
    good = archive_of(flink_home).read_bytes()
    # A cache with the compiled bridge and no loaded graph, whose archive is cut short: the
    # JVM dies mapping it (SIGBUS in the JVM, which aborts).
    cache = tmp_path / "cache"
    shutil.copytree(jar_cache / "bridge", cache / "bridge")
    monkeypatch.setenv("FLINK_COMPAT_CACHE", str(cache))
    damaged = archive_of(flink_home)
    damaged.parent.mkdir(exist_ok=True)
    damaged.write_bytes(good[: len(good) // 10])
    graph = load(scenario_jar(NAME, "v1"), args=program_args(NAME, "v1"), flink_home=flink_home, timeout=120)
    assert graph == expected
    assert not damaged.exists()  # removed; the next load writes it again
