"""Which Java loads a job (issue 24): JAVA_HOME's first, then PATH's; a JAR compiled for a newer
Java than that one gets one line saying which it needs, not the JVM's UnsupportedClassVersionError."""

from __future__ import annotations

import os
import stat
import zipfile

import pytest

from flink_compat.graph import jar
from flink_compat.graph.errors import LoadError


def fake_jdk(root, version: str):
    (root / "bin").mkdir(parents=True)
    for tool in ("java", "javac"):
        (root / "bin" / tool).write_text("#!/bin/sh\n")
        (root / "bin" / tool).chmod(stat.S_IRWXU)
    (root / "release").write_text(f'JAVA_VERSION="{version}"\nIMPLEMENTOR="x"\n')
    return root


def job_jar(path, major: int, main: str = "com.example.Job", manifest: bool = True):
    with zipfile.ZipFile(path, "w") as z:
        if manifest:
            z.writestr("META-INF/MANIFEST.MF", f"Manifest-Version: 1.0\r\nMain-Class: {main}\r\n\r\n")
        z.writestr(main.replace(".", "/") + ".class", b"\xca\xfe\xba\xbe\x00\x00" + major.to_bytes(2, "big") + b"\0" * 8)
    return path


def test_java_home_comes_before_path(tmp_path, monkeypatch):
    home = fake_jdk(tmp_path / "jdk21", "21.0.2")
    monkeypatch.setenv("JAVA_HOME", str(home))
    assert jar.jdk_tool("java") == str(home / "bin" / "java")
    assert jar.jdk_tool("javac") == str(home / "bin" / "javac")
    assert jar.java_feature_version(jar.jdk_tool("java")) == 21
    monkeypatch.setenv("JAVA_HOME", str(tmp_path / "nothing-here"))
    assert jar.jdk_tool("java") == __import__("shutil").which("java")


@pytest.mark.parametrize("major, runtime, refused", [(61, "17.0.15", False), (65, "17.0.15", True),
                                                     (65, "21.0.2", False), (52, "1.8.0_402", False)])
def test_a_jar_for_a_newer_java_says_which_it_needs(tmp_path, major, runtime, refused):
    java = fake_jdk(tmp_path / "jdk", runtime) / "bin" / "java"
    path = job_jar(tmp_path / "job.jar", major)
    if not refused:
        jar.require_java_for(path, None, str(java))
        return
    with pytest.raises(LoadError) as e:
        jar.require_java_for(path, None, str(java))
    assert str(e.value) == (f"{path}: its main class com.example.Job is compiled for Java 21, and this Java ({java}) "
                            "is Java 17: set JAVA_HOME to a JDK 21 or newer")


def test_the_entry_class_is_the_one_read(tmp_path):
    java = fake_jdk(tmp_path / "jdk", "17") / "bin" / "java"
    path = job_jar(tmp_path / "job.jar", 65, main="com.example.Other", manifest=False)
    jar.require_java_for(path, None, str(java))  # no Main-Class: nothing to tell
    with pytest.raises(LoadError, match="compiled for Java 21"):
        jar.require_java_for(path, "com.example.Other", str(java))
