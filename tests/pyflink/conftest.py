"""PyFlink programs loaded by the checker, judged against what real PyFlink 2.3 does.

The PyFlink interpreter is ``$FLINK_COMPAT_PYFLINK_PYTHON``, else the repository's
``.cache/pyflink-2.3.0`` (``make pyflink``); the loader gets it through that variable, so no
test builds a PyFlink environment of its own. Without one (or without Java) the tests are
skipped, and under ``CI=true`` they fail: CI must run them.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from flink_compat.graph.pyflink import PYTHON_ENV_VAR

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
PROGRAMS = HERE / "programs"
REPO_PYFLINK = REPO / ".cache" / "pyflink-2.3.0" / "bin" / "python"


def _missing(what: str):
    if os.environ.get("CI") == "true":
        pytest.fail(f"the PyFlink tests need {what} (CI runs them)")
    pytest.skip(f"needs {what}")


@pytest.fixture(scope="session")
def pyflink_python() -> Path:
    if not shutil.which("java"):
        _missing("Java 17 (java) on PATH")
    explicit = os.environ.get(PYTHON_ENV_VAR)
    python = Path(explicit) if explicit else REPO_PYFLINK
    if not python.is_file():
        _missing(f"a PyFlink 2.3.0 interpreter ({REPO_PYFLINK}, `make pyflink`, or {PYTHON_ENV_VAR})")
    return python


@pytest.fixture(scope="session", autouse=True)
def pyflink_env(tmp_path_factory):
    """The loader's PyFlink interpreter and a fresh cache of its own for the session."""
    cache = tmp_path_factory.mktemp("flink-compat-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("FLINK_COMPAT_CACHE", str(cache))
        if not os.environ.get(PYTHON_ENV_VAR) and REPO_PYFLINK.is_file():
            mp.setenv(PYTHON_ENV_VAR, str(REPO_PYFLINK))
        yield


def run_on_flink(python: Path, program: Path, savepoint_dir: Path, *args: str, seconds: float = 6,
                 restore: str | None = None) -> str:
    """Run ``program`` on real PyFlink (tests/pyflink/flink_run.py): ``SAVEPOINT <path>`` of the
    savepoint it was stopped with, or ``FAILED <cause>``."""
    cmd = [str(python), str(HERE / "flink_run.py"), str(program), str(savepoint_dir), str(seconds)]
    if restore:
        cmd += ["--from", restore]
    proc = subprocess.run([*cmd, *args], capture_output=True, text=True, timeout=300, cwd=savepoint_dir.parent)
    told = [line for line in proc.stdout.splitlines() if line.startswith(("SAVEPOINT ", "FAILED "))]
    assert told, f"flink_run.py said nothing (exit {proc.returncode}): {proc.stderr[-2000:]}"
    return told[-1]


def checker(*args: str, timeout: float = 300) -> subprocess.CompletedProcess:
    """``flink-compat ARGS`` from this worktree's code, as a user runs it."""
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "flink_compat", *args], capture_output=True, text=True,
                          timeout=timeout, env=env, cwd=REPO)
