"""The class data sharing archive of the bridge's class path (``graph/jar.py``,
``class_archive``): written at the second whole load from flink-compat's own warm-up job (never
from a JVM that ran a user's code), mapped by later ones (a cold load's JVM start and class
loading), never a reason for a load to fail."""

from __future__ import annotations

import os
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


@pytest.fixture
def bridge_only_cache(jar_graph, jar_cache, tmp_path, monkeypatch):
    """A cache with the compiled bridge (of the session's first load), no class archive and no
    loaded graph."""
    jar_graph(NAME, "v1")
    cache = tmp_path / "cache"
    shutil.copytree(jar_cache / "bridge", cache / "bridge", ignore=shutil.ignore_patterns("cds"))
    monkeypatch.setenv("FLINK_COMPAT_CACHE", str(cache))
    return cache


def load_again(scenario_jar, flink_home, cache):
    shutil.rmtree(cache / "graphs", ignore_errors=True)
    return load(scenario_jar(NAME, "v1"), args=program_args(NAME, "v1"), flink_home=flink_home, timeout=120)


def test_the_second_whole_load_writes_the_archive(bridge_only_cache, scenario_jar, flink_home):
    """A single load (a CI run with an empty cache) does not pay for writing it."""
    archive = archive_of(flink_home)
    load_again(scenario_jar, flink_home, bridge_only_cache)
    assert not archive.exists() and archive.with_suffix(".loaded").exists()
    load_again(scenario_jar, flink_home, bridge_only_cache)
    assert archive.is_file() and archive.stat().st_size > 1 << 20
    assert sorted(p.name for p in archive.parent.iterdir()) == sorted([archive.name, f"{archive.stem}.loaded"])


def test_the_archive_is_written_from_the_warm_up_job_only(bridge_only_cache, scenario_jar, flink_home, monkeypatch):
    """A job's code could leave anything in a file its JVM writes at exit, and every later JVM maps
    the archive: no JVM that runs the user's JAR is ever given the option that writes one."""
    commands = []
    run = jar._run_bridge_jvm
    monkeypatch.setattr(jar, "_run_bridge_jvm", lambda what, cmd, *a, **kw: commands.append(cmd) or run(what, cmd, *a, **kw))
    for _ in range(3):
        load_again(scenario_jar, flink_home, bridge_only_cache)
    user_jar = str(scenario_jar(NAME, "v1").resolve())
    writing = [c for c in commands if any(a.startswith("-XX:ArchiveClassesAtExit=") for a in c)]
    assert len(writing) == 1 and jar.WARM_UP_MAIN in writing[0] and user_jar not in writing[0]
    assert archive_of(flink_home).is_file()
    # each load runs the job's main() (the bridge) and reads its state classes' fields (Fields)
    assert sum(user_jar in c and jar.BRIDGE_MAIN in c for c in commands) == 3
    assert all(jar.BRIDGE_MAIN in c or "flinkcompat.bridge.Fields" in c for c in commands if user_jar in c)


def test_one_process_at_a_time_writes_the_archive(tmp_path):
    archive = tmp_path / "cds" / "0123456789abcdef.jsa"
    archive.parent.mkdir()
    claims = []

    def write(claim):
        claims.append(claim)
        assert claim.exists() and jar._class_sharing(archive, write) is None  # another load, meanwhile
        claim.write_bytes(b"archive")
        return True

    assert jar._class_sharing(archive, write) is None and not claims  # no whole load yet
    archive.with_suffix(".loaded").touch()
    claim = archive.with_suffix(".writing")
    claim.touch()  # another process is writing it
    assert jar._class_sharing(archive, write) is None and not claims
    long_ago = claim.stat().st_mtime - jar._ARCHIVE_CLAIM_STALE_S - 1
    os.utime(claim, (long_ago, long_ago))  # its process died
    assert jar._class_sharing(archive, write) == f"-XX:SharedArchiveFile={archive}"
    assert claims == [claim] and archive.read_bytes() == b"archive" and not claim.exists()
    assert jar._class_sharing(archive, write) == f"-XX:SharedArchiveFile={archive}" and len(claims) == 1


def test_a_failed_writing_is_not_tried_again(tmp_path):
    archive = tmp_path / "cds" / "0123456789abcdef.jsa"
    archive.parent.mkdir()
    archive.with_suffix(".loaded").touch()
    tries = []
    assert jar._class_sharing(archive, lambda claim: tries.append(claim) and False) is None
    assert len(tries) == 1 and archive.with_suffix(".failed").exists() and not archive.with_suffix(".writing").exists()
    assert jar._class_sharing(archive, lambda claim: tries.append(claim) and False) is None and len(tries) == 1


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


def test_a_damaged_archive_does_not_break_a_load(bridge_only_cache, jar_graph, scenario_jar, flink_home):
    expected = jar_graph(NAME, "v1")
    for _ in range(2):  # the second load writes the archive
        load_again(scenario_jar, flink_home, bridge_only_cache)
    damaged = archive_of(flink_home)
    good = damaged.read_bytes()
    # cut short: the JVM dies mapping it (SIGBUS in the JVM, which aborts)
    damaged.write_bytes(good[: len(good) // 10])
    assert load_again(scenario_jar, flink_home, bridge_only_cache) == expected
    assert not damaged.exists() and damaged.with_suffix(".failed").exists()
    assert jar._class_sharing(damaged, lambda claim: pytest.fail("written again")) is None  # never again here


def test_a_jdk_that_cannot_write_an_archive_loads_without(bridge_only_cache, jar_graph, scenario_jar, flink_home,
                                                          monkeypatch):
    """JDK 17 refuses to start with -XX:ArchiveClassesAtExit when its own default archive is not
    mapped (a JDK image without it; here: -Xshare:off): the warm-up fails, the loads do not."""
    expected = jar_graph(NAME, "v1")
    options = jar._jvm_options()
    monkeypatch.setattr(jar, "_jvm_options", lambda: [*options, "-Xshare:off"])
    archive = archive_of(flink_home)
    for _ in range(3):  # the second load tries to write the archive, the third does not
        assert load_again(scenario_jar, flink_home, bridge_only_cache) == expected
    assert not archive.exists() and not archive.with_suffix(".writing").exists()
    assert archive.with_suffix(".failed").exists()
