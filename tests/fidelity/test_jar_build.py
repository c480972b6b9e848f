"""jar_build.py: javac in one JVM compiles what run.py would, where run.py looks for it."""

from __future__ import annotations

import subprocess
import zipfile

import pytest

from . import jar_build, run

pytestmark = pytest.mark.java


@pytest.fixture
def javac():
    server = jar_build._Javac()
    yield server
    server.close()


def test_a_class_path_wildcard_is_every_jar_of_its_directory(tmp_path, javac):
    # a library JAR with one class, compiled and packed here
    (tmp_path / "lib").mkdir()
    (tmp_path / "p").mkdir()
    (tmp_path / "p" / "Dep.java").write_text("package p; public class Dep { public static int one() { return 1; } }")
    assert javac(["-d", str(tmp_path / "dep"), str(tmp_path / "p" / "Dep.java")]) == 0
    with zipfile.ZipFile(tmp_path / "lib" / "dep.jar", "w") as z:
        z.write(tmp_path / "dep" / "p" / "Dep.class", "p/Dep.class")
    (tmp_path / "Use.java").write_text("public class Use { int x = p.Dep.one(); }")
    assert javac(["-d", str(tmp_path / "out"), "-cp", str(tmp_path / "lib" / "*"), str(tmp_path / "Use.java")]) == 0
    assert (tmp_path / "out" / "Use.class").is_file()
    # javac's own exit code for a source that does not compile, and the JVM goes on
    assert javac(["-d", str(tmp_path / "out"), str(tmp_path / "Use.java")]) != 0
    assert javac.commands == 3


def test_a_side_compiled_here_is_up_to_date_for_run_py(tmp_path, monkeypatch, javac):
    monkeypatch.setattr(run, "BUILD", tmp_path)
    run.GEN.build()
    with jar_build._javac_in(javac):
        out = run.compile_side("state-renamed", "v2")
    assert javac.commands == 1 and (out / "fidelity" / "Job.class").is_file()

    def no_javac(cmd, *args, **kw):
        raise AssertionError(f"compiled again: {cmd[:3]}")

    monkeypatch.setattr(subprocess, "run", no_javac)
    assert run.compile_side("state-renamed", "v2") == out
