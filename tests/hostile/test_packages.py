"""Hostile job packages (issue 12, "Job packages"): the sandbox of the child interpreter,
what it sends back, and archives.

Every reproducer runs the CLI bounded (tests/hostile/bounded_cli.py).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import stat
import subprocess
import sys
import textwrap
import time
import zipfile
from pathlib import Path

import pytest

from flink_compat.graph.loader import DEFAULT_MEMORY_MIB, DEFAULT_TIMEOUT_S, MAX_ARCHIVE_BYTES, MAX_ARCHIVE_MEMBERS, MAX_MANIFEST_BYTES
from tests.conftest import EXAMPLES
from tests.hostile.bounded_cli import MIB, run_cli

OTHER = EXAMPLES / "motion-alarm/v1"

#: A job that builds fine: what the hostile bodies below return after misbehaving. The job is
#: named by the body's ``JOB_NAME`` when it sets one: the sandbox lets a package write nothing
#: outside its temporary directory, so what it reports of its sandbox comes back in its graph.
GOOD_BUILD = """
from flink_compat.graph.api import StreamExecutionEnvironment
from flink_compat.graph.types import Types


def build():
    env = StreamExecutionEnvironment(globals().get("JOB_NAME", "j"))
    env.from_source("S", Types.LONG).uid("src").print().uid("sink")
    return env
"""


def package(tmp_path: Path, body: str, name: str = "pkg") -> Path:
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "job.py").write_text(textwrap.dedent(body) + GOOD_BUILD)
    return pkg


def marked_processes(marker: str) -> list[int]:
    """The PIDs (as this test sees them) of live processes whose command line holds ``marker``:
    a process of the sandbox's PID namespace knows itself by another PID."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit() and entry.name != str(os.getpid()):
            try:
                if marker.encode() in (entry / "cmdline").read_bytes() and _alive(int(entry.name)):
                    found.append(int(entry.name))
            except OSError:
                pass
    return found


def wait_gone(marker: str, seconds: float = 5) -> list[int]:
    deadline = time.monotonic() + seconds
    while (left := marked_processes(marker)) and time.monotonic() < deadline:
        time.sleep(0.05)
    return left


def kill_marked(marker: str) -> None:
    for pid in marked_processes(marker):
        os.kill(pid, signal.SIGKILL)


# ---------------------------------------------------------------------------- sandbox

SECRETS = {
    "AWS_SECRET_ACCESS_KEY": "aws-secret",
    "AWS_SESSION_TOKEN": "aws-token",
    "GOOGLE_APPLICATION_CREDENTIALS": "/gcp.json",
    "AZURE_CLIENT_SECRET": "azure",
    "GITHUB_TOKEN": "ghp_x",
    "ACTIONS_RUNTIME_TOKEN": "runtime",
    "ACTIONS_ID_TOKEN_REQUEST_URL": "https://oidc",
    "NPM_TOKEN": "npm",
    "DB_PASSWORD": "pw",
    "SOME_API_KEY": "key",
}


@pytest.fixture(scope="module")
def inside(tmp_path_factory):
    """What a job package sees of its sandbox, reported by the package itself (in its job's name),
    with the checker run under a hostile environment (credentials, GitHub Actions files)."""
    tmp = tmp_path_factory.mktemp("sandbox")
    github = {name: tmp / name.lower() for name in ("GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "GITHUB_PATH")}
    for file in github.values():
        file.write_text("SECRET_OF_AN_EARLIER_STEP=1\n")
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    pkg = package(tmp, f"""
        import json, os, resource, socket
        read = {{}}
        for name in ("GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_STEP_SUMMARY", "GITHUB_PATH"):
            path = os.environ.get(name) or {str(tmp)!r} + "/" + name.lower()
            with open(path) as f:
                read[name] = f.read()
            with open(path, "a") as f:
                f.write("INJECTED=1\\n")
        try:
            socket.create_connection(("127.0.0.1", {port}), timeout=5).close()
            network = "reached"
        except OSError as e:
            network = str(e)
        try:
            with open({str(tmp / "outside")!r}, "w") as f:
                f.write("x")
            outside = "written"
        except OSError as e:
            outside = e.strerror
        processes = sorted(int(p) for p in os.listdir("/proc") if p.isdigit())
        JOB_NAME = json.dumps({{
            "env": dict(os.environ),
            "limits": {{name: resource.getrlimit(getattr(resource, name))
                        for name in ("RLIMIT_AS", "RLIMIT_CPU", "RLIMIT_FSIZE", "RLIMIT_CORE")}},
            "pid": os.getpid(), "pgid": os.getpgid(0), "sid": os.getsid(0),
            "network": network, "github_files": read, "outside": outside, "processes": processes,
        }})
    """)
    env = dict(os.environ, **SECRETS, **{k: str(v) for k, v in github.items()}, LANG="C.UTF-8", LC_ALL="C.UTF-8")
    try:
        # the timeout given: without it the load's is 60 s times the machine's load per core, when busier
        run = run_cli("graph", pkg, "--compact", "--timeout", str(DEFAULT_TIMEOUT_S), env=env, cpu_s=120, memory_mib=4096,
                      file_mib=512, timeout_s=120)
    finally:
        listener.close()
    assert run.code == 0, run.err
    return {"report": json.loads(json.loads(run.out)["name"]), "github": github, "tmp": tmp}


def test_child_gets_no_credentials_or_tokens(inside):
    env = inside["report"]["env"]
    leaked = sorted(set(env) & set(SECRETS))
    assert not leaked, f"the job package saw {leaked}"
    assert not [name for name in env if name.startswith(("GITHUB_", "ACTIONS_", "AWS_", "GOOGLE_", "AZURE_"))]
    assert env.get("LANG") == "C.UTF-8" and env.get("LC_ALL") == "C.UTF-8"  # locale is kept


def test_child_cannot_read_or_write_github_actions_files(inside):
    for name, file in inside["github"].items():
        assert file.read_text() == "SECRET_OF_AN_EARLIER_STEP=1\n", f"the job package wrote to {name}"
        assert inside["report"]["github_files"][name] == "", f"the job package read {name}"


def test_child_cannot_write_outside_its_temporary_directory(inside):
    if not _namespaces_allowed():
        pytest.skip("this platform does not let an unprivileged process make a mount namespace")
    assert inside["report"]["outside"] == "Read-only file system"
    assert not (inside["tmp"] / "outside").exists()


def test_child_sees_no_other_process(inside):
    """Its own /proc: not the checker's, nor any other process's environment (a CI runner's
    token in the Action's own process)."""
    if not _namespaces_allowed():
        pytest.skip("this platform does not let an unprivileged process make a PID namespace")
    report = inside["report"]
    assert report["pid"] == 1 and report["processes"] == [1]


def test_child_home_and_tmpdir_are_a_temporary_directory(inside):
    env = inside["report"]["env"]
    assert env["HOME"] != os.environ.get("HOME")
    assert env["TMPDIR"] == env["HOME"]
    assert Path(env["HOME"]).name == "home" and Path(env["HOME"]).parent.name.startswith("flink-compat-")
    assert not Path(env["HOME"]).exists()  # removed with the temporary directory


def test_child_has_memory_cpu_file_and_core_limits(inside):
    limits = inside["report"]["limits"]
    assert limits["RLIMIT_AS"] == [DEFAULT_MEMORY_MIB * MIB] * 2
    assert limits["RLIMIT_CPU"] == [int(DEFAULT_TIMEOUT_S) + 1, int(DEFAULT_TIMEOUT_S) + 2]
    assert limits["RLIMIT_FSIZE"] == [MAX_MANIFEST_BYTES] * 2
    assert limits["RLIMIT_CORE"] == [0, 0]


def test_child_runs_in_a_process_group_of_its_own(inside):
    """Killed as a group when the load ends: in a PID namespace of its own as its first process
    (its group and session, the sandbox's, lie outside it and read as 0), else as the leader."""
    report = inside["report"]
    if report["pid"] == 1:
        assert report["pgid"] == report["sid"] == 0
    else:
        assert report["pgid"] == report["pid"] == report["sid"]


def _namespaces_allowed() -> bool:
    probe = "import ctypes; raise SystemExit(ctypes.CDLL(None, use_errno=True).unshare(0x10000000 | 0x40000000))"
    return sys.platform.startswith("linux") and subprocess.run([sys.executable, "-c", probe], timeout=30).returncode == 0


def test_child_has_no_network_where_namespaces_are_allowed(inside):
    if not _namespaces_allowed():
        pytest.skip("this platform does not let an unprivileged process make a network namespace")
    assert inside["report"]["network"] != "reached"


def test_memory_limit_stops_a_greedy_package(tmp_path):
    # 3 GiB of address space (calloc'd, never touched: no real memory is used either way).
    pkg = package(tmp_path, "GREEDY = bytes(3 << 30)\n")
    run = run_cli("check", pkg, OTHER, memory_mib=8192)
    assert run.code == 2
    line = run.one_line_error()
    assert f"memory limit of {DEFAULT_MEMORY_MIB} MiB" in line and "job.py:1" in line
    run = run_cli("check", package(tmp_path, "GREEDY = bytes(1 << 30)\n", "small"), OTHER, "--package-memory", "512",
                  memory_mib=8192)
    assert "memory limit of 512 MiB" in run.one_line_error()


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state not in ("Z", "X")


def test_forked_daemon_does_not_make_a_timeout_and_dies_with_the_child(tmp_path):
    marker = f"flink-compat-daemon-{os.getpid()}-{time.monotonic_ns()}"
    pkg = package(tmp_path, f"""
        import os, subprocess, sys, time
        # a daemon in a session of its own, holding stderr open
        subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)", {marker!r}], start_new_session=True)
        time.sleep(0.5)
    """)
    started = time.monotonic()
    try:
        run = run_cli("check", pkg, OTHER, "--timeout", "20", timeout_s=60, kill_group=False)
        elapsed = time.monotonic() - started
        assert run.code in (0, 1), run.err
        assert elapsed < 20, f"took {elapsed:.1f} s: waited for the daemon"
        assert not wait_gone(marker), "the forked daemon outlived the check"
    finally:
        kill_marked(marker)


def test_timeout_kills_the_children_of_the_child(tmp_path):
    marker = f"flink-compat-worker-{os.getpid()}-{time.monotonic_ns()}"
    pkg = package(tmp_path, f"""
        import subprocess, sys, time
        worker = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(300)", {marker!r}])
        time.sleep(300)
    """)
    try:
        run = run_cli("check", pkg, OTHER, "--timeout", "3", timeout_s=60, kill_group=False)
        assert "did not finish" in run.one_line_error()
        assert not wait_gone(marker), "the package's own child outlived the timeout"
    finally:
        kill_marked(marker)


def test_sigterm_kills_the_child_and_exits_2(tmp_path):
    """A cancelled CI job sends SIGTERM to the checker alone: the job's child (a process group
    of its own, which the signal does not reach) must die with it, as on Ctrl-C."""
    marker = f"flink-compat-child-{os.getpid()}-{time.monotonic_ns()}"
    pkg = package(tmp_path, f"""
        import subprocess, sys
        subprocess.run([sys.executable, "-c", "import time; time.sleep(300)", {marker!r}])
    """)
    proc = subprocess.Popen([sys.executable, "-m", "flink_compat", "graph", str(pkg)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while not marked_processes(marker):
            assert time.monotonic() < deadline and proc.poll() is None, "the job's child never started"
            time.sleep(0.05)
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=30)
        assert not wait_gone(marker), "the job's child outlived the checker"
        assert (proc.returncode, out, err.strip()) == (2, "", "flink-compat: terminated")
    finally:
        if proc.poll() is None:
            proc.kill()
        kill_marked(marker)


# ------------------------------------------------------------------ what comes back


def test_stderr_flood_is_read_bounded_and_its_last_line_cleaned(tmp_path):
    # 1 GiB on stderr; the checker itself may use 1 GiB of address space in all.
    pkg = package(tmp_path, """
        import os, sys
        chunk = b"x" * (1 << 20)
        for _ in range(1024):
            sys.stderr.buffer.write(chunk)
        sys.stderr.buffer.write(b"\\n\\x1b]0;owned\\x07\\x1b[31mlast words\\x1b[0m\\n")
        sys.stderr.flush()
        os._exit(3)
    """)
    run = run_cli("check", pkg, OTHER, memory_mib=1024, timeout_s=120)
    assert run.code == 2
    line = run.one_line_error()
    assert line.endswith("exited with code 3 before returning a job: last words"), line


def test_escape_sequences_in_a_package_error_are_stripped(tmp_path):
    pkg = package(tmp_path, 'raise RuntimeError("\\x1b[2J\\x1b]0;owned\\x07bad \\x1b[1;31mthing\\x1b[0m\\x9b2J\\x00 here")\n')
    run = run_cli("check", pkg, OTHER)
    line = run.one_line_error()
    assert "RuntimeError: bad thing here" in line, repr(line)
    assert not any(ord(c) < 0x20 or 0x7F <= ord(c) < 0xA0 for c in line), repr(line)


def test_long_package_error_is_cut(tmp_path):
    pkg = package(tmp_path, 'raise RuntimeError("y" * 10_000_000)\n')
    line = run_cli("check", pkg, OTHER).one_line_error()
    assert len(line) < 1000 and line.endswith("…")


# ---------------------------------------------------------------------------- archives


def test_zip_bomb_is_refused_before_it_is_extracted(tmp_path):
    archive = tmp_path / "bomb.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("job.py", GOOD_BUILD)
        with zf.open("zeros.bin", "w", force_zip64=True) as member:
            zeros = bytes(MIB)
            for _ in range(MAX_ARCHIVE_BYTES // MIB + 1):
                member.write(zeros)
    assert archive.stat().st_size < 4 * MIB
    # 64 MiB of files at most: extracting the bomb would fail on that limit instead.
    run = run_cli("check", archive, OTHER, file_mib=64)
    assert "archive unpacks to more than a job package may (512 MiB)" in run.one_line_error()


def test_archive_with_too_many_members_is_refused(tmp_path):
    archive = tmp_path / "many.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("job.py", GOOD_BUILD)
        for i in range(MAX_ARCHIVE_MEMBERS):
            zf.writestr(f"d/{i}.txt", "")
    line = run_cli("check", archive, OTHER).one_line_error()
    assert f"archive has {MAX_ARCHIVE_MEMBERS + 1:,} members" in line


@pytest.mark.parametrize("kind", ["symlink", "fifo"])
def test_archive_member_that_is_not_a_regular_file_is_refused(tmp_path, kind):
    archive = tmp_path / f"{kind}.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("job.py", GOOD_BUILD)
        member = zipfile.ZipInfo("helper.py")
        mode = stat.S_IFLNK | 0o777 if kind == "symlink" else stat.S_IFIFO | 0o644
        member.external_attr = mode << 16
        zf.writestr(member, "/etc/passwd")
    line = run_cli("check", archive, OTHER).one_line_error()
    assert "'helper.py' is " + ("a symbolic link" if kind == "symlink" else "not a regular file") in line


def test_fifo_named_like_an_archive_fails_at_once_and_leaves_no_temp_dir(tmp_path):
    fifo = tmp_path / "x.zip"
    os.mkfifo(fifo)
    temp = tmp_path / "temp"
    temp.mkdir()
    run = run_cli("check", fifo, OTHER, env=dict(os.environ, TMPDIR=str(temp)), timeout_s=30)
    assert run.code == 2
    assert "x.zip: not a regular file" in run.one_line_error()
    assert list(temp.iterdir()) == []


def test_archive_member_name_that_is_not_its_declared_utf8_is_refused(tmp_path):
    """A member flagged UTF-8 whose name is not UTF-8: zipfile raises UnicodeDecodeError opening
    the archive (found by the fuzz campaign in a JAR)."""
    archive = tmp_path / "bad-name.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("job.py", "def build(): pass\n")
    data = bytearray(archive.read_bytes())
    for header in (b"PK\x03\x04", b"PK\x01\x02"):  # the local header and the central directory's
        at = data.index(header)
        flags = at + (6 if header == b"PK\x03\x04" else 8)
        data[flags + 1] |= 0x08  # bit 11 (0x0800, little-endian): the name is UTF-8
    data[:] = data.replace(b"job.py", b"j\xa5b.py")
    archive.write_bytes(bytes(data))
    line = run_cli("check", archive, OTHER).one_line_error()
    assert "bad-name.zip: not a valid zip/wheel archive" in line, line
