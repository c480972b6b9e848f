"""One sandbox for every child process that runs job code: a job package's interpreter, the JVM
that runs a JAR's ``main()`` or plans a SQL script, PyFlink's interpreter and its client JVM.

Every such child is started by :func:`run`, through ``_sandbox_init.py`` (which confines itself
before it starts the child), with:

* **a minimal environment**: ``PATH``, ``LANG``, ``LANGUAGE``, ``TZ``, ``LC_*`` and the variables
  the caller names; ``HOME`` and ``TMPDIR`` in the load's temporary directory. No credentials,
  no tokens, no ``GITHUB_*`` variables;
* **namespaces** (Linux with user namespaces): its own PID namespace with its own ``/proc`` (no
  other process of the machine is visible, so no other process's environment either), a network
  namespace with only a loopback interface, its own IPC and UTS namespaces, and a mount namespace
  in which **every file system is read-only** but the load's temporary directory (so job code
  cannot write the checker's cache, the checkout, or a CI runner's ``GITHUB_ENV``, ``GITHUB_PATH``,
  ``GITHUB_OUTPUT`` or step summary, which are also hidden: they read as empty). It runs as an ordinary
  user of that namespace with no capability, so it cannot undo the mounts;
* **limits** (``setrlimit``, hard, inherited by all it starts): address space (the JVM's as a
  whole: heap, metaspace, code, thread stacks and native memory), CPU seconds, file size, no
  core file;
* **a process group and a lifetime**: when the load ends (or times out) the group is killed, and
  in a PID namespace the end of its first process ends every process in it, whatever session
  they made; its standard error is read boundedly (the last :data:`STDERR_TAIL_BYTES`), and the
  checker waits for the child, never for the end of its output.

Where the platform refuses namespaces (not Linux; user namespaces disabled, or restricted as
Ubuntu 24.04's AppArmor does for unprivileged processes; a container that masks ``/proc``) the
child runs with the environment, limits and process group only, and the checker says so once
on stderr. ``FLINK_COMPAT_SANDBOX=require`` makes that an error instead;
``FLINK_COMPAT_SANDBOX=limits`` asks for limits only.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Mapping, Optional, Sequence

from .errors import LoadError

#: The only variables of the checker's environment a child gets (plus ``LC_*``).
CHILD_ENV = ("PATH", "LANG", "LANGUAGE", "TZ")
#: What the checker keeps of a child's stderr: its last bytes, where the error is.
STDERR_TAIL_BYTES = 64 << 10
#: The files a GitHub Actions step writes its commands to: their directories are hidden.
_RUNNER_FILES = ("GITHUB_ENV", "GITHUB_PATH", "GITHUB_OUTPUT", "GITHUB_STATE", "GITHUB_STEP_SUMMARY")
#: The directory of those files on GitHub's runner (``.../_temp/_runner_file_commands``).
_RUNNER_COMMAND_DIR = "_runner_file_commands"
#: The init the sandbox starts children with (``_init_script``).
_INIT_NAME = "_sandbox_init.py"
#: ``_sandbox_init.py``'s exit code when it made namespaces but could not complete them.
_CANNOT_ISOLATE = 121
MODE_ENV = "FLINK_COMPAT_SANDBOX"


@dataclass(frozen=True)
class Limits:
    """What a child and everything it starts may use."""

    memory_bytes: int
    cpu_seconds: int
    file_bytes: int


_lock = threading.Lock()
#: Whether namespaces work here: None until the first child tells.
_isolating: Optional[bool] = None


def _mode() -> str:
    mode = os.environ.get(MODE_ENV, "auto").strip().lower() or "auto"
    if mode not in ("auto", "require", "limits"):
        raise LoadError(f"{MODE_ENV}={mode}: expected auto, require or limits")
    return mode


def child_environment(home: Path, extra: Optional[Mapping[str, str]] = None) -> dict[str, str]:
    """The environment of a child: :data:`CHILD_ENV`, ``LC_*``, ``HOME``/``TMPDIR`` in ``home``,
    and ``extra`` (variables of the checker's choosing)."""
    env = {k: v for k, v in os.environ.items() if k in CHILD_ENV or k.startswith("LC_")}
    env.update(HOME=str(home), TMPDIR=str(home), TMP=str(home), TEMP=str(home))
    env.update(extra or {})
    return env


def _hidden() -> list[str]:
    """What the child must neither read nor write: the CI runner's command files (and their
    directory, where it is the GitHub runner's own, which also holds earlier steps' files)."""
    found = []
    for name in _RUNNER_FILES:
        value = os.environ.get(name)
        if value and os.path.isabs(value):
            file = os.path.realpath(value)
            found.append(file)
            if os.path.basename(os.path.dirname(file)) == _RUNNER_COMMAND_DIR:
                found.append(os.path.dirname(file))
    return sorted(set(found))


def run(
    args: Sequence[str],
    *,
    cwd: Path,
    writable: Sequence[Path],
    timeout: float,
    limits: Limits,
    extra_env: Optional[Mapping[str, str]] = None,
    home: Optional[Path] = None,
) -> tuple[Optional[int], str]:
    """Run ``args`` sandboxed in ``cwd`` with ``HOME`` and ``TMPDIR`` in ``home`` (default ``cwd``),
    ``writable`` (temporary directories of the load's, one holding ``home``) the only writable
    directories; its exit code (None when ``timeout`` ended it; ``-N`` for signal N) and the tail
    of its stderr."""
    global _isolating
    mode = _mode()
    isolate = mode != "limits" and _isolating is not False
    env = child_environment(home or cwd, extra_env)
    returncode, stderr = _start(args, cwd, env, writable, timeout, limits, isolate)
    if isolate and returncode == _CANNOT_ISOLATE and "flink-compat sandbox: cannot isolate" in stderr:
        reason = stderr.strip().splitlines()[-1].split("cannot isolate: ", 1)[-1]
        if mode == "require":
            raise LoadError(f"the sandbox for job code cannot isolate it here ({reason}), and {MODE_ENV}=require")
        with _lock:
            if _isolating is None:
                print(f"flink-compat: warning: job code runs with a minimal environment and limits only, "
                      f"without namespaces ({reason}); see the README's sandbox section", file=sys.stderr)
            _isolating = False
        returncode, stderr = _start(args, cwd, env, writable, timeout, limits, False)
    elif isolate and _isolating is None:
        with _lock:
            _isolating = True
    return returncode, stderr


def _init_script() -> Path:
    """The path of ``_sandbox_init.py``: this package's own file, or, where the package is read
    from a zip (the code Spark ships to a cluster's executors), a copy of it under the cache,
    named by its hash."""
    import hashlib
    from importlib.resources import files

    init = files(__package__) / _INIT_NAME
    if isinstance(init, Path):
        return init
    from flink_compat.graph.jar import cache_dir

    data = init.read_bytes()
    path = cache_dir() / "shipped" / hashlib.sha256(data).hexdigest()[:16] / _INIT_NAME
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f".{_INIT_NAME}.{os.getpid()}")
        partial.write_bytes(data)
        os.replace(partial, path)
    return path


def isolating() -> Optional[bool]:
    """Whether children ran in namespaces (None: no child ran yet)."""
    return _isolating


def _start(args, cwd: Path, env: dict, writable: Sequence[Path], timeout: float, limits: Limits, isolate: bool):
    # "parent": the init dies with this process, also when it is killed with no chance to clean up
    spec = {"limits": asdict(limits), "writable": [str(w) for w in writable], "hidden": _hidden(), "isolate": isolate,
            "parent": os.getpid()}
    proc = subprocess.Popen(
        [sys.executable, "-I", "-S", str(_init_script()), json.dumps(spec), *map(str, args)],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        cwd=cwd,
        env=env,
        start_new_session=True,  # a process group of its own (its ID is the child's pid)
    )
    tail = _Tail(proc.stderr, STDERR_TAIL_BYTES)
    returncode = None
    try:
        returncode = proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        pass
    finally:
        # The whole group: the child and whatever it started. (While the group has members its
        # ID cannot be reused, so this never reaches another process.) In a PID namespace the
        # init's death also ends every process that left the group.
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        proc.wait()
        tail.join(timeout=2.0)
    return returncode, tail.text()


class _Tail(threading.Thread):
    """Reads a stream to its end, keeping only its last ``limit`` bytes."""

    def __init__(self, stream, limit: int) -> None:
        super().__init__(daemon=True)
        self.stream, self.limit, self.data = stream, limit, bytearray()
        self.start()

    def run(self) -> None:
        with self.stream:
            while chunk := self.stream.read1(1 << 16):
                self.data += chunk
                if len(self.data) > self.limit:
                    del self.data[: -self.limit]

    def text(self) -> str:
        return bytes(self.data).decode("utf-8", "replace")
