"""Run ``flink-compat`` on hostile input without risking the machine running the tests.

Every reproducer runs in a subprocess of its own, in a session of its own, under an
address-space, CPU-time and file-size limit and a wall-clock limit; whatever is left of
its process group afterwards is killed. A regression then fails the test, quickly,
instead of hanging it or exhausting the machine.
"""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
from dataclasses import dataclass

import pytest

from tests.conftest import ROOT

MIB = 1 << 20


@dataclass
class Run:
    code: int
    out: str
    err: str

    def one_line_error(self) -> str:
        """The single error line the CLI prints for bad input (and nothing else)."""
        lines = [line for line in self.err.splitlines() if line.strip()]
        assert len(lines) == 1, self.err[-2000:]
        assert "Traceback" not in self.err
        assert lines[0].startswith("flink-compat: error: "), lines[0]
        return lines[0]


def run_bounded(argv: list, *, memory_mib: int = 2048, cpu_s: int = 60, file_mib: int = 64,
                timeout_s: float = 60, env: dict | None = None, cwd=None, kill_group: bool = True) -> Run:
    """Run ``argv`` (strings or paths) bounded as the module says; fails the test on timeout.

    ``kill_group=False``: leave the process group alone when ``argv`` ends in time (for a
    test that checks the command itself leaves no process behind; it kills what it
    finds by pid).
    """

    def limit() -> None:
        for kind, value in ((resource.RLIMIT_AS, memory_mib * MIB), (resource.RLIMIT_CPU, cpu_s),
                            (resource.RLIMIT_FSIZE, file_mib * MIB), (resource.RLIMIT_CORE, 0)):
            resource.setrlimit(kind, (value, value))

    environment = dict(os.environ if env is None else env, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([str(a) for a in argv], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=cwd or ROOT, env=environment,
                            start_new_session=True, preexec_fn=limit)
    try:
        out, err = proc.communicate(timeout=timeout_s)
    except subprocess.TimeoutExpired:
        _kill_group(proc.pid)
        proc.communicate()
        pytest.fail(f"{argv[:4]}... did not finish within {timeout_s} s")
    finally:
        if kill_group:
            _kill_group(proc.pid)
    return Run(proc.returncode, out.decode("utf-8", "replace"), err.decode("utf-8", "replace"))


def run_cli(*args, **limits) -> Run:
    return run_bounded([sys.executable, "-m", "flink_compat", *args], **limits)


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
