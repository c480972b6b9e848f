"""Hostile job JARs (issue 23): a JAR's main() runs in the sandbox of every child that runs job code
(graph/sandbox.py). ``java/Hostile.java`` does what an attacker's pull request did on the route
before it had one, and reports what it saw in its job's name.

Every reproducer runs the CLI bounded (tests/hostile/bounded_cli.py), with fake secrets and GitHub
Actions command files in its environment.
"""

from __future__ import annotations

import json
import os
import shutil
import socket
import subprocess
import sys
import textwrap
import time
import zipfile
from pathlib import Path

import pytest

from tests.hostile.bounded_cli import run_bounded, run_cli
from tests.hostile.test_packages import SECRETS, _namespaces_allowed, kill_marked, wait_gone

pytestmark = pytest.mark.java

JAVA = Path(__file__).resolve().parent / "java"
GITHUB_FILES = ("GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_PATH", "GITHUB_STEP_SUMMARY")


@pytest.fixture(scope="module")
def hostile_jar(tmp_path_factory, jar_flink_home) -> Path:
    """``Hostile.java`` compiled against Flink's jars, packed with its Main-Class."""
    out = tmp_path_factory.mktemp("hostile-jar")
    classes = out / "classes"
    subprocess.run(["javac", "-nowarn", "-XDignore.symbol.file", "--release", "17", "-d", str(classes),
                    "-cp", str(Path(jar_flink_home) / "lib" / "*"), str(JAVA / "Hostile.java")],
                   check=True, capture_output=True)
    jar = out / "hostile.jar"
    with zipfile.ZipFile(jar, "w") as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\nMain-Class: Hostile\r\n\r\n")
        for cls in classes.rglob("*.class"):
            z.write(cls, cls.relative_to(classes).as_posix())
    return jar


@pytest.fixture(scope="module")
def jar_flink_home():
    if not (shutil.which("java") and shutil.which("javac")):
        if os.environ.get("CI"):
            pytest.fail("hostile JAR tests need a JDK 17 (java, javac) on PATH")
        pytest.skip("needs a JDK 17")
    from tests.jar.conftest import FLINK_HOME, GEN

    GEN.build()  # Flink's jars, downloaded once into .cache/
    return str(FLINK_HOME)


def hostile_run(hostile_jar, jar_flink_home, tmp: Path, *extra: str, cache: Path | None = None,
                outside: Path | None = None):
    """The CLI's ``graph`` on the hostile JAR, the checker's environment holding secrets and GitHub
    Actions files, ``outside`` (default ``tmp``) the directory main() tries to write a file into;
    (the run, the job's report, the GitHub files, the listener's received bytes, the marker of the
    processes main() started)."""
    github = {name: tmp / name.lower() for name in GITHUB_FILES}
    for file in github.values():
        file.write_text("SECRET_OF_AN_EARLIER_STEP=1\n")
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    listener.settimeout(0.5)
    marker = f"flink-compat-hostile-{os.getpid()}-{time.monotonic_ns()}"
    env = dict(os.environ, **SECRETS, FAKE_TOKEN="fake", **{k: str(v) for k, v in github.items()},
               FLINK_COMPAT_CACHE=str(cache or tmp / "cache"))
    args = f"{outside or tmp} {listener.getsockname()[1]} {marker} {' '.join(extra)}"
    try:
        run = run_cli("graph", hostile_jar, "--compact", "--flink-home", jar_flink_home, "--args", args, "--timeout", "120",
                      env=env, cpu_s=300, memory_mib=12288, file_mib=2048, timeout_s=240)
        try:
            received = listener.accept()[0].recv(1 << 16)
        except OSError:
            received = b""
    finally:
        listener.close()
    assert run.code == 0, run.err[-3000:]
    return run, json.loads(json.loads(run.out)["name"]), github, received, marker


@pytest.fixture(scope="module")
def seen(hostile_jar, jar_flink_home, tmp_path_factory):
    tmp = tmp_path_factory.mktemp("hostile")
    run, report, github, received, marker = hostile_run(hostile_jar, jar_flink_home, tmp)
    left = wait_gone(marker)
    kill_marked(marker)
    return {"report": report, "github": github, "received": received, "left": left, "tmp": tmp}


def test_main_gets_no_credentials_or_tokens(seen):
    names = set(seen["report"]["env"].split(","))
    assert not names & {*SECRETS, "FAKE_TOKEN", *GITHUB_FILES}
    assert not [n for n in names if n.startswith(("GITHUB_", "ACTIONS_", "AWS_", "INPUT_"))]


def test_main_cannot_read_or_write_github_actions_files(seen):
    for name, file in seen["github"].items():
        assert file.read_text() == "SECRET_OF_AN_EARLIER_STEP=1\n", f"main() wrote to {name}"
        assert seen["report"][f"read {name}"] == "", f"main() read {name}"


def test_main_cannot_reach_the_network(seen):
    if not _namespaces_allowed():
        pytest.skip("no network namespace on this platform")
    assert seen["report"]["network"] != "reached" and seen["received"] == b""


def test_main_cannot_write_outside_its_temporary_directory(seen):
    if not _namespaces_allowed():
        pytest.skip("no mount namespace on this platform")
    assert seen["report"]["outside"] != "written" and not (seen["tmp"] / "outside").exists()


def test_main_cannot_write_the_cache(hostile_jar, jar_flink_home, tmp_path):
    """The cache holds other jobs' graphs and the bridge every later load runs: a job that could
    write it could change a later, benign check's verdict."""
    if not _namespaces_allowed():
        pytest.skip("no mount namespace on this platform")
    cache = tmp_path / "cache"
    _, report, *_, marker = hostile_run(hostile_jar, jar_flink_home, tmp_path, cache=cache, outside=cache / "graphs")
    kill_marked(marker)
    assert report["outside"] != "written" and not (cache / "graphs" / "outside").exists()
    assert list((cache / "graphs").glob("*.json"))  # the checker itself wrote its graph there


def test_main_sees_no_other_process(seen):
    if not _namespaces_allowed():
        pytest.skip("no PID namespace on this platform")
    assert int(seen["report"]["processes"]) < 10  # the JVM and what it started, nothing else


def test_main_is_limited_in_memory_cpu_and_file_size(seen):
    report = seen["report"]
    assert report["Max address space"] != "unlimited" and report["native 6 GiB"] == "refused"
    assert report["Max cpu time"] != "unlimited" and report["Max file size"] != "unlimited"


def test_what_main_starts_dies_with_the_load(seen):
    """A shell loop in a session of its own, holding the JVM's stderr: the load neither waits for
    it nor leaves it running."""
    assert not seen["left"], "a process main() started outlived the check"


def test_a_stderr_flood_is_read_boundedly(hostile_jar, jar_flink_home, tmp_path):
    """400 MB on stderr: the checker keeps its tail only (its own memory stays small)."""
    code = textwrap.dedent(f"""
        from pathlib import Path
        from flink_compat.graph.loader import load
        load(Path({str(hostile_jar)!r}), args={[str(tmp_path), "1", "flink-compat-flood-marker", "flood"]!r},
             flink_home={jar_flink_home!r}, timeout=120)
        # VmHWM: this process image's peak (ru_maxrss keeps the forking pytest's peak across exec)
        print(next(int(line.split()[1]) for line in open("/proc/self/status") if line.startswith("VmHWM:")))
    """)
    env = dict(os.environ, FLINK_COMPAT_CACHE=str(tmp_path / "cache"))
    run = run_bounded([sys.executable, "-c", code], env=env, memory_mib=12288, cpu_s=300, file_mib=2048, timeout_s=240)
    kill_marked("flink-compat-flood-marker")
    assert run.code == 0, run.err[-2000:]
    assert int(run.out.split()[-1]) < 300 << 10, f"the checker's RSS grew to {int(run.out.split()[-1]) >> 10} MB"
