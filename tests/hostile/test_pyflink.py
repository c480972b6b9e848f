"""A hostile PyFlink program (issue 23): it runs, with its client JVM, in the sandbox of every child
that runs job code (graph/sandbox.py). It looks for secrets in every process it can see (its
ancestors' environments included: the Action's, where a token lies), writes the GitHub Actions
files, reaches for the network, and reports what it found in its job's name."""

from __future__ import annotations

import json
import os
import socket
import textwrap

import pytest

from tests.hostile.bounded_cli import run_cli
from tests.hostile.test_packages import SECRETS, _namespaces_allowed
from tests.pyflink.conftest import pyflink_env, pyflink_python  # noqa: F401 - the fixtures

pytestmark = pytest.mark.java

PROGRAM = """
import json, os, socket, sys
from pyflink.common.typeinfo import Types
from pyflink.datastream import StreamExecutionEnvironment

found, seen = {}, []
for pid in [p for p in os.listdir("/proc") if p.isdigit()]:
    seen.append(pid)
    try:
        with open(f"/proc/{pid}/environ", "rb") as f:
            for item in f.read().split(b"\\0"):
                name = item.split(b"=", 1)[0].decode(errors="replace")
                if name.startswith(("GITHUB_", "INPUT_", "AWS_", "ACTIONS_")) or name == "FAKE_TOKEN":
                    found[name] = pid
    except OSError:
        pass
written = {}
for name, path in {OUTSIDE}.items():
    try:
        with open(path, "a") as f:
            f.write("BASH_ENV=/tmp/pwned\\n")
        written[name] = "written"
    except OSError as e:
        written[name] = e.strerror
try:
    socket.create_connection(("127.0.0.1", {PORT}), timeout=3).close()
    network = "reached"
except OSError as e:
    network = str(e)
env = StreamExecutionEnvironment.get_execution_environment()
env.from_collection([1, 2], type_info=Types.LONG()).key_by(lambda x: x, key_type=Types.LONG()).print()
env.execute(json.dumps({"found": found, "written": written, "network": network, "processes": len(seen)}))
"""


def test_a_pyflink_program_finds_no_secret_and_writes_nothing(tmp_path, pyflink_python):  # noqa: F811
    github = {name: tmp_path / name.lower() for name in ("GITHUB_ENV", "GITHUB_OUTPUT", "GITHUB_PATH")}
    for file in github.values():
        file.write_text("")
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    program = tmp_path / "program" / "hostile.py"
    program.parent.mkdir()
    targets = {**{k: str(v) for k, v in github.items()}, "outside": str(tmp_path / "outside")}
    program.write_text(textwrap.dedent(PROGRAM).replace("{OUTSIDE}", repr(targets))
                       .replace("{PORT}", str(listener.getsockname()[1])))
    env = dict(os.environ, **SECRETS, FAKE_TOKEN="fake", INPUT_GITHUB_TOKEN="ghp_action",
               **{k: str(v) for k, v in github.items()})
    try:
        run = run_cli("graph", program, "--compact", "--timeout", "240", env=env, cpu_s=600, memory_mib=16384,
                      file_mib=2048, timeout_s=400)
    finally:
        listener.close()
    assert run.code == 0, run.err[-3000:]
    report = json.loads(json.loads(run.out)["name"])
    assert report["found"] == {}, f"the program found secrets in the environments of {report['found']}"
    for name, file in github.items():  # (they read as empty and swallow what is written: /dev/null)
        assert file.read_text() == "", f"the program wrote {name}"
    if _namespaces_allowed():
        assert report["network"] != "reached"
        assert report["written"]["outside"] == "Read-only file system" and not (tmp_path / "outside").exists()
        assert report["processes"] < 10  # its JVM, its interpreters: nothing of the machine
