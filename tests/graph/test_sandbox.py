"""The sandbox of every child that runs job code (graph/sandbox.py), on small Python children: what
they see, what they may do, and the fallback where namespaces are refused. The routes' own hostile
reproductions are in tests/hostile."""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from pathlib import Path

import pytest

from flink_compat.graph import sandbox
from flink_compat.graph.errors import LoadError

LIMITS = sandbox.Limits(memory_bytes=1 << 30, cpu_seconds=30, file_bytes=1 << 20)

REPORT = """
import json, os, resource, socket, sys
out = {"env": dict(os.environ), "pid": os.getpid(), "uid": os.getuid(), "cwd": os.getcwd(),
       "processes": sorted(int(p) for p in os.listdir("/proc") if p.isdigit()),
       "as": resource.getrlimit(resource.RLIMIT_AS)}
for name, path in json.loads(sys.argv[1]).items():
    try:
        with open(path, "a") as f:
            f.write("x")
        out[name] = "written"
    except OSError as e:
        out[name] = e.strerror
try:
    socket.create_connection(("127.0.0.1", int(sys.argv[2])), timeout=3).close()
    out["network"] = "reached"
except OSError as e:
    out["network"] = e.strerror
with socket.socket() as s:  # loopback is up: a server of its own works
    s.bind(("127.0.0.1", 0)); s.listen(1)
    socket.create_connection(s.getsockname(), timeout=3).close()
    out["loopback"] = "up"
print(json.dumps(out), file=sys.stderr)
"""


def isolation_works() -> bool:
    return sys.platform.startswith("linux") and sandbox.run(
        [sys.executable, "-c", "pass"], cwd=Path("/"), writable=[], timeout=30, limits=LIMITS) == (0, "") \
        and sandbox.isolating() is True


@pytest.fixture
def fresh(monkeypatch):
    """Whether namespaces work is found out again (the module remembers it per process)."""
    monkeypatch.setattr(sandbox, "_isolating", None)
    monkeypatch.delenv(sandbox.MODE_ENV, raising=False)


def report(tmp_path, monkeypatch, **env) -> dict:
    work = tmp_path / "work"
    work.mkdir()
    github = tmp_path / "github_env"
    github.write_text("EARLIER=1\n")
    monkeypatch.setenv("GITHUB_ENV", str(github))
    monkeypatch.setenv("SECRET_TOKEN", "s3cr3t")
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    targets = {"inside": str(work / "file"), "outside": str(tmp_path / "outside"), "github": str(github),
               "shm": f"/dev/shm/flink-compat-sandbox-test-{os.getpid()}"}
    try:
        code, err = sandbox.run([sys.executable, "-c", REPORT, json.dumps(targets), str(listener.getsockname()[1])],
                                cwd=work, writable=[work], timeout=60, limits=LIMITS)
    finally:
        listener.close()
    assert code == 0, err
    return json.loads(err.strip().splitlines()[-1])


def test_environment_is_minimal(tmp_path, monkeypatch, fresh):
    seen = report(tmp_path, monkeypatch, LC_ALL="C.UTF-8")
    assert set(seen["env"]) <= {"PATH", "LANG", "LANGUAGE", "TZ", "LC_ALL", "HOME", "TMPDIR", "TMP", "TEMP"}
    assert seen["env"]["HOME"] == seen["env"]["TMPDIR"] == str(tmp_path / "work") == seen["cwd"]
    assert seen["as"] == [1 << 30, 1 << 30]


def test_namespaces(tmp_path, monkeypatch, fresh):
    if not isolation_works():
        pytest.skip("no user namespaces here")
    seen = report(tmp_path, monkeypatch)
    assert seen["pid"] == 1 and seen["processes"] == [1]  # its own /proc
    assert seen["uid"] != 0  # no capability survives its execve
    assert seen["inside"] == "written" and (tmp_path / "work" / "file").read_text() == "x"
    assert seen["outside"] == "Read-only file system" and not (tmp_path / "outside").exists()
    assert seen["github"] == "written" and (tmp_path / "github_env").read_text() == "EARLIER=1\n"  # /dev/null
    assert seen["network"] != "reached" and seen["loopback"] == "up"
    assert seen["shm"] == "written" and not Path(f"/dev/shm/flink-compat-sandbox-test-{os.getpid()}").exists()


def test_what_the_child_leaves_running_dies_with_it(tmp_path, fresh):
    marker = f"sandbox-test-{os.getpid()}-{time.monotonic_ns()}"
    code = ("import subprocess, sys; subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(300)', "
            f"{marker!r}], start_new_session=True)")
    assert sandbox.run([sys.executable, "-c", code], cwd=tmp_path, writable=[tmp_path], timeout=30,
                       limits=LIMITS)[0] == 0
    if not sandbox.isolating():
        pytest.skip("without a PID namespace a process in a session of its own outlives the child")
    from tests.hostile.test_packages import kill_marked, wait_gone

    try:
        assert not wait_gone(marker)
    finally:
        kill_marked(marker)


@pytest.mark.parametrize("mode", ["auto", "limits"])
def test_the_child_dies_with_a_checker_killed_outright(tmp_path, monkeypatch, mode):
    # A checker killed by a signal it cannot handle (SIGKILL; SIGTERM to a host that is not the
    # CLI) never runs its cleanup: the sandbox's init and what it runs die with it (PDEATHSIG),
    # with namespaces or without.
    from tests.hostile.test_packages import kill_marked, wait_gone

    marker = f"sandbox-orphan-{os.getpid()}-{time.monotonic_ns()}"
    checker = (
        "import sys; from pathlib import Path; from flink_compat.graph import sandbox\n"
        f"sandbox.run([sys.executable, '-c', 'import time; time.sleep(300)', {marker!r}], cwd=Path({str(tmp_path)!r}), "
        f"writable=[Path({str(tmp_path)!r})], timeout=300, limits=sandbox.{LIMITS!r})\n")
    monkeypatch.setenv(sandbox.MODE_ENV, mode)
    import subprocess

    proc = subprocess.Popen([sys.executable, "-c", checker], env={**os.environ, "PYTHONPATH": str(Path(__file__).parents[2])})
    try:
        deadline = time.monotonic() + 60
        while not wait_gone(marker, seconds=0.5) and time.monotonic() < deadline:
            pass  # until the sandboxed child runs
        proc.kill()
        proc.wait(timeout=30)
        assert not wait_gone(marker, seconds=10), "the sandboxed child outlived its checker"
    finally:
        proc.kill()
        kill_marked(marker)


def test_a_timeout_returns_none_and_kills_the_child(tmp_path, fresh):
    started = time.monotonic()
    code, _ = sandbox.run([sys.executable, "-c", "import time; time.sleep(300)"], cwd=tmp_path, writable=[tmp_path],
                          timeout=2, limits=LIMITS)
    assert code is None and time.monotonic() - started < 10


@pytest.fixture
def refusing_init(tmp_path, monkeypatch):
    """An init that refuses namespaces as a restricted platform does (exit 121, one line)."""
    init = tmp_path / "init.py"
    init.write_text(
        "import json, os, sys\n"
        "spec = json.loads(sys.argv[1])\n"
        "if spec['isolate']:\n"
        "    os.write(2, b'flink-compat sandbox: cannot isolate: mount /: Operation not permitted\\n')\n"
        "    os._exit(121)\n"
        "os.execvp(sys.argv[2], sys.argv[2:])\n")
    monkeypatch.setattr(sandbox, "_init_script", lambda: init)


def test_where_namespaces_are_refused_the_child_runs_with_limits_and_says_so_once(tmp_path, fresh, refusing_init,
                                                                                 capsys):
    for _ in range(2):
        assert sandbox.run([sys.executable, "-c", "print(1)"], cwd=tmp_path, writable=[tmp_path], timeout=30,
                           limits=LIMITS) == (0, "")
    assert sandbox.isolating() is False
    warnings = capsys.readouterr().err.strip().splitlines()
    assert len(warnings) == 1 and "without namespaces (mount /: Operation not permitted)" in warnings[0]


def test_require_refuses_to_run_without_namespaces(tmp_path, fresh, refusing_init, monkeypatch):
    monkeypatch.setenv(sandbox.MODE_ENV, "require")
    with pytest.raises(LoadError, match="cannot isolate it here .mount /: Operation not permitted., and "
                                        "FLINK_COMPAT_SANDBOX=require"):
        sandbox.run([sys.executable, "-c", "pass"], cwd=tmp_path, writable=[tmp_path], timeout=30, limits=LIMITS)


def test_an_unknown_mode_is_an_error(tmp_path, fresh, monkeypatch):
    monkeypatch.setenv(sandbox.MODE_ENV, "off")
    with pytest.raises(LoadError, match="FLINK_COMPAT_SANDBOX=off: expected auto, require or limits"):
        sandbox.run([sys.executable, "-c", "pass"], cwd=tmp_path, writable=[tmp_path], timeout=30, limits=LIMITS)


def test_the_init_runs_where_the_package_is_read_from_a_zip(tmp_path, monkeypatch):
    """On a Spark cluster's executors flink-compat is imported from the zip the replay ships
    (``compat.replay._spark._ship_code``): the init is not a file there, so a copy of it is
    written under the cache (named by its hash) and the child runs as anywhere else."""
    import zipfile

    original = Path(sandbox.__file__).with_name("_sandbox_init.py")
    shipped = tmp_path / "code.zip"
    with zipfile.ZipFile(shipped, "w") as z:
        z.write(original, "shipped_pkg/_sandbox_init.py")
        z.writestr("shipped_pkg/__init__.py", "")
    monkeypatch.syspath_prepend(str(shipped))
    monkeypatch.setenv("FLINK_COMPAT_CACHE", str(tmp_path / "cache"))
    monkeypatch.setattr(sandbox, "__package__", "shipped_pkg")  # the package as the executors import it
    init = sandbox._init_script()
    assert init.is_file() and init.is_relative_to(tmp_path / "cache" / "shipped")
    assert init.read_bytes() == original.read_bytes()
    assert sandbox._init_script() == init  # written once
    assert sandbox.run([sys.executable, "-c", "print(1)"], cwd=tmp_path, writable=[tmp_path], timeout=30,
                       limits=LIMITS) == (0, "")
