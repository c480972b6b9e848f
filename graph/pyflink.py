"""Load a PyFlink program: Flink builds the graph, PyFlink's own code finds the Python state.

A PyFlink program is a ``.py`` file, or a directory with a ``__main__.py`` and no ``job.py``
(a directory with ``job.py`` is a job package of this project's API). ``entry`` names the
module to run instead (``python -m entry`` with the directory on the path).

The program runs the way ``flink run -py`` runs it (docs/pyflink-loading.md): Flink's
``PythonDriver`` as a ``PackagedProgram`` in a child JVM (``graph/bridge/PythonBridge.java``),
which starts the program in a PyFlink interpreter (:func:`pyflink_python`) against the
client's context environment. ``execute()`` hands over the StreamGraph; from there it is the
JAR route of :mod:`graph.jar`: the JobGraph, OperatorIDs and a MiniCluster discovery savepoint.
Python state is registered with Flink only when the Python worker first touches it, so the
bridge also returns every Python operator's pickled functions, and a second PyFlink
interpreter (``graph/_pyflink_child.py states``) opens them with recording state backends.
Each recorded state becomes the Java state Flink's ``BeamKeyedStateStore`` /
``BeamOperatorStateStore`` registers for it (:func:`java_state`), with the declared Python
type kept in :attr:`~graph.model.State.python_type`.

Everything that runs user code is a child process with a time limit, confined (address
space, CPU, file size, no core) and killed with its whole process group.
"""

from __future__ import annotations

import fcntl
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional, Sequence

from .errors import LoadError, one_line
from .jar import DEFAULT_FLINK_VERSION, DISCOVERY_SHARE, _discovered_states, _graph, _java, bridge_classes, cache_dir
from .model import PythonStateType, SourceLocation, State, TtlConfig

#: The PyFlink interpreter to use instead of the cached virtual environment.
PYTHON_ENV_VAR = "FLINK_COMPAT_PYFLINK_PYTHON"
#: What flink-python prefixes every Python state's name with on the Java side
#: (``BeamStateStore.PYTHON_STATE_PREFIX``).
PYTHON_STATE_PREFIX = "python-state-"
PYTHON_BRIDGE_MAIN = "flinkcompat.bridge.PythonBridge"
_CHILD_SOURCE = Path(__file__).resolve().parent / "_pyflink_child.py"
# The copy PythonDriver starts: in a directory of its own, because PythonDriver puts the
# script's directory on PYTHONPATH (graph/ would shadow the standard library's ``types``).
_CHILD_SCRIPT = "flink_compat_pyflink.py"
_STDERR_CHARS = 500


def is_pyflink_program(path: Path) -> bool:
    """A ``.py`` file, or a directory with ``__main__.py`` and no ``job.py``."""
    if path.is_file():
        return path.suffix.lower() == ".py"
    return path.is_dir() and (path / "__main__.py").is_file() and not (path / "job.py").exists()


# ---------------------------------------------------------------------- the interpreter


def pyflink_python(version: str = DEFAULT_FLINK_VERSION) -> Path:
    """``$FLINK_COMPAT_PYFLINK_PYTHON``, else ``<cache>/pyflink-<version>/bin/python``, a virtual
    environment with ``apache-flink==<version>`` created on first use (as ``make pyflink`` does)."""
    explicit = os.environ.get(PYTHON_ENV_VAR)
    if explicit:
        if not Path(explicit).is_file():
            raise LoadError(f"{PYTHON_ENV_VAR}={explicit}: no such interpreter")
        return Path(explicit)
    venv = cache_dir() / f"pyflink-{version}"
    python = venv / "bin" / "python"
    if (venv / ".complete").exists():
        return python
    venv.parent.mkdir(parents=True, exist_ok=True)
    with open(venv.parent / f"pyflink-{version}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # one process builds it; the others wait for it
        if (venv / ".complete").exists():
            return python
        # Built in place (a venv's scripts name their own path), marked complete at the end.
        shutil.rmtree(venv, ignore_errors=True)
        wheels = cache_dir() / f"flink-{version}" / "wheel"
        steps = [
            [sys.executable, "-m", "venv", str(venv)],
            [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
             *(["--find-links", str(wheels)] if any(wheels.glob("*.whl")) else []), f"apache-flink=={version}"],
        ]
        for step in steps:
            proc = subprocess.run(step, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            if proc.returncode != 0:
                tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()
                raise LoadError(f"cannot create the PyFlink {version} environment in {venv} "
                                f"(or set {PYTHON_ENV_VAR}){': ' + tail[-1] if tail else ''}")
        (venv / ".complete").write_text("ok\n")
    return python


def pyflink_home(python: Path) -> Path:
    """The ``pyflink`` package of the interpreter: its ``lib/`` holds Flink's jars, ``opt/`` flink-python."""
    venv = Path(python).parent.parent
    found = sorted(venv.glob("lib/python3*/site-packages/pyflink/lib/flink-dist*.jar"))
    if found:
        return found[-1].parent.parent
    proc = subprocess.run([str(python), "-c", "import os, pyflink; print(os.path.dirname(pyflink.__file__))"],
                          stdin=subprocess.DEVNULL, capture_output=True, timeout=60)
    home = Path(proc.stdout.decode().strip() or "/nonexistent")
    if proc.returncode != 0 or not (home / "lib").is_dir():
        raise LoadError(f"{python}: not a PyFlink interpreter (cannot import pyflink)")
    return home


# ----------------------------------------------------------------------------- loading


def load_pyflink(
    path: Path,
    entry: Optional[str] = None,
    args: Sequence[str] = (),
    timeout: float = 60.0,
    memory_mib: int = 2048,
    shown_as: Optional[str] = None,
):
    """The graph of the PyFlink program ``path`` run with ``args`` (``entry``: its main module)."""
    from .loader import _run_sandboxed, shown_path

    name = shown_as or shown_path(path)
    python = pyflink_python()
    home = pyflink_home(python)
    lib = home / "lib"
    flink_python_jar = sorted((home / "opt").glob("flink-python*.jar"))
    if not flink_python_jar:
        raise LoadError(f"{python}: PyFlink without opt/flink-python-*.jar")
    java = shutil.which("java")
    if java is None:
        raise LoadError(f"{name}: loading a PyFlink program needs Java 17+ (java) on PATH")
    program = path.resolve()
    if program.is_file():
        mode, target, files = "file", str(program), program.parent
    elif entry:
        mode, target, files = "module", entry, program
    else:
        mode, target, files = "file", str(program), program  # runs __main__.py, as `python DIR`
    limits = {"memory_bytes": memory_mib << 20, "cpu_seconds": math.ceil(timeout) + 1, "file_bytes": 256 << 20}
    import flink_compat

    project_root = str(Path(flink_compat.__file__).resolve().parent.parent)
    classes = bridge_classes(lib)
    with tempfile.TemporaryDirectory(prefix="flink-compat-pyflink-") as tmp:
        tmp = Path(tmp)
        (tmp / "script").mkdir()
        script = tmp / "script" / _CHILD_SCRIPT
        shutil.copyfile(_CHILD_SOURCE, script)
        worker = _limited_python(tmp / "python-worker", python, memory_mib, limits["cpu_seconds"])
        home_dir = tmp / "home"
        home_dir.mkdir()
        program_result, bridge_result = tmp / "program.json", tmp / "bridge.json"
        cmd = _java(
            java, lib, classes, PYTHON_BRIDGE_MAIN, str(bridge_result), str(python), str(worker), str(files),
            str(tmp / "work"), str(max(1, int(timeout * DISCOVERY_SHARE))),
            "-py", str(script), "program", project_root, str(program_result), json.dumps(limits), mode, target, *args,
            extra_classpath=[str(flink_python_jar[-1])],
        )
        # FLINK_OPT_DIR: where Flink's client finds flink-python (PackagedProgramUtils.getPythonJar).
        returncode, stderr = _run_sandboxed(cmd, cwd=home_dir, timeout=timeout,
                                            extra_env={"FLINK_OPT_DIR": str(home / "opt")})
        told = _read_json(program_result)
        if "error" in told:
            raise LoadError(_program_error(told["error"], path, program, name))
        if returncode is None:
            if told.get("executed"):
                raise LoadError(f"{name}: the job did not start within {timeout:g} s "
                                "(a blocking call in a function's open()?)")
            raise LoadError(f"{name}: the program did not call execute() within {timeout:g} s "
                            "(an endless loop or a blocking call?)")
        result = _read_json(bridge_result)
        if not result:
            lines = [line for line in stderr.splitlines() if line.strip()]
            raise LoadError(f"{name}: the JVM exited with code {returncode}"
                            f"{': ' + one_line(lines[-1], _STDERR_CHARS) if lines else ''}")
        if "error" in result:
            raise LoadError(f"{name}: {one_line(result['error'], _STDERR_CHARS)}")
        discovered, unknown = _discovered_states(result.get("discovery") or {})
        graph = _graph(result, discovered, unknown, name)
        python_states = _python_states(result, python, script, files, tmp, limits, timeout, name, path, program)
    return _with_python_states(graph, result, python_states)


def _limited_python(file: Path, python: Path, memory_mib: int, cpu_seconds: int) -> Path:
    """An executable that runs ``python`` with the address space and CPU time limited, no core:
    python.executable of the discovery run's Python workers (they open the job's functions)."""
    file.write_text(f'#!/bin/sh\nulimit -v {memory_mib << 10} 2>/dev/null\nulimit -t {cpu_seconds} 2>/dev/null\n'
                    f'ulimit -c 0 2>/dev/null\nexec "{python}" "$@"\n')
    file.chmod(0o755)
    return file


def _read_json(file: Path) -> dict:
    try:
        data = json.loads(file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _program_error(error: dict, path: Path, program: Path, name: str) -> str:
    """``FILE:LINE: cause`` (the program's own frame), else ``PROGRAM: cause``."""
    from .loader import _display_path

    message = one_line(str(error.get("message")), _STDERR_CHARS)
    file, line = error.get("file"), error.get("line")
    if isinstance(file, str) and "\0" not in file:
        root = program if program.is_dir() else program.parent
        shown = _display_path(file, root, path if program.is_dir() else path.parent)
        return f"{shown}:{line if isinstance(line, int) else '?'}: {message}"
    return f"{name}: {message}"


def _python_states(result, python, script, files, tmp, limits, timeout, name, path, program) -> dict:
    """Operator ID → the states its Python functions register in ``open()`` (recorded by
    ``_pyflink_child.py states`` in a sandboxed PyFlink interpreter)."""
    from .loader import _run_sandboxed

    python_ops = result.get("python_operators") or []
    if not python_ops:
        return {}
    ops = {op["id"]: op for op in result["operators"]}
    request = {
        "python_path": [str(files)],
        "operators": [{
            "id": p["id"],
            "name": ops[p["id"]]["name"],
            "parallelism": max(1, ops[p["id"]]["parallelism"]),
            "max_parallelism": max(1, ops[p["id"]]["max_parallelism"]),
            "functions": p["functions"],
        } for p in python_ops],
    }
    import flink_compat

    request_file, out = tmp / "states-request.json", tmp / "states.json"
    request_file.write_text(json.dumps(request), encoding="utf-8")
    returncode, stderr = _run_sandboxed(
        [str(python), "-I", str(script), "states", str(Path(flink_compat.__file__).resolve().parent.parent),
         str(request_file), str(out), json.dumps(limits)],
        cwd=tmp / "home", timeout=timeout,
    )
    found = _read_json(out).get("operators")
    if returncode is None:
        raise LoadError(f"{name}: opening the Python functions took over {timeout:g} s")
    if found is None:
        if returncode == -signal.SIGXCPU:
            raise LoadError(f"{name}: opening the Python functions used more than {limits['cpu_seconds']} s of CPU")
        lines = [line for line in stderr.splitlines() if line.strip()]
        raise LoadError(f"{name}: opening the Python functions failed (exit code {returncode})"
                        f"{': ' + one_line(lines[-1], _STDERR_CHARS) if lines else ''}")
    from .loader import _display_path

    root = program if program.is_dir() else program.parent
    for told in found.values():
        if isinstance(told.get("file"), str):  # where a function's open() failed
            told["file"] = _display_path(told["file"], root, path if program.is_dir() else path.parent)
        for rec in told.get("states", ()):
            if isinstance(rec.get("file"), str) and type(rec.get("line")) is int:
                rec["declared_at"] = SourceLocation(
                    file=_display_path(rec["file"], root, path if program.is_dir() else path.parent), line=rec["line"])
    return found


def java_state(rec: dict, namespace) -> State:
    """The state Flink registers on the Java side for the Python state ``rec`` (flink-python's
    ``BeamKeyedStateStore``/``BeamOperatorStateStore``): named ``python-state-<name>``, every
    value as the bytes of the Python coder. Value, list, reducing and aggregating states are a
    ``ListState<byte[]>`` (PyFlink keeps them in a Beam bag), map state a ``MapState<ByteArrayWrapper,
    byte[]>``, broadcast state a broadcast ``MapState<ByteArrayWrapper, byte[]>``; TTL as declared."""
    from flink_compat.schema_registry.families.simple import SimpleSnapshot

    from .api import ListStateDescriptor, MapStateDescriptor, StateTtlConfig
    from .types import Types

    bytes_, wrapper = Types.BYTES, SimpleSnapshot.named("ByteArrayWrapper")
    name = PYTHON_STATE_PREFIX + rec["name"]
    ttl = rec.get("ttl")
    ttl_config = StateTtlConfig(**_ttl_fields(ttl)) if ttl else None
    if rec["kind"] == "broadcast":
        state = MapStateDescriptor(name, wrapper, bytes_).broadcast_state()
    elif rec["kind"] == "map":
        state = MapStateDescriptor(name, wrapper, bytes_, ttl=ttl_config).keyed_state(namespace)
    else:
        state = ListStateDescriptor(name, bytes_, ttl=ttl_config).keyed_state(namespace)
    declared_at = rec.get("declared_at")
    python_type = PythonStateType(name=rec["name"], kind=rec["kind"], type_info=rec.get("type_info"),
                                  structure=rec.get("structure"))
    return state.model_copy(update={"declared_at": declared_at, "python_type": python_type})


def _ttl_fields(ttl: dict) -> dict:
    return {
        "ttl_ms": ttl["ttl_ms"],
        "update_type": "OnReadAndWrite" if ttl["update_type"] == "OnReadAndWrite" else "OnCreateAndWrite",
        "visibility": "ReturnExpiredIfNotCleanedUp" if ttl["visibility"] == "ReturnExpiredIfNotCleanedUp"
        else "NeverReturnExpired",
    }


def _with_python_states(graph, result: dict, python_states: dict):
    """The graph with each Python operator's states added to those the discovery run saw; an
    operator whose functions' open() failed is marked unknown, naming the cause."""
    from .api import VOID_NAMESPACE
    from .jar import _snapshot

    namespaces = {p["id"]: p.get("namespace_serializer") for p in result.get("python_operators") or []}
    operators = []
    for op in graph.operators:
        told = python_states.get(op.id)
        if told is None:
            operators.append(op)
            continue
        if "error" in told:
            where = f" at {told['file']}:{told.get('line')}" if told.get("file") else ""
            operators.append(op.model_copy(update={
                "states_unknown": f"its Python functions' open() failed{where}: {told['error']}"}))
            continue
        window = _snapshot(namespaces.get(op.id), f"{graph.location}: namespace serializer of {op.id}")
        states = {s.name: s for s in op.states}
        for rec in told["states"]:
            state = java_state(rec, window if (rec.get("in_window") and window is not None) else VOID_NAMESPACE)
            seen = states.get(state.name)
            if seen is None:
                states[state.name] = state
            elif seen.python_type is None:
                # Registered in the discovery run already (records flowed, e.g. from a legacy
                # source): Flink's serializers stay, the Python type is added.
                states[state.name] = seen.model_copy(
                    update={"python_type": state.python_type, "declared_at": state.declared_at})
        operators.append(op.model_copy(update={"states": tuple(states.values())}))
    return graph.model_copy(update={"operators": tuple(operators)})


def decode_python_values(states: list[dict]) -> list[dict]:
    """Decode Python state bytes (of a savepoint) with the coders of declared Python types, in a
    sandboxed PyFlink interpreter (``_pyflink_child.py values``; never here): per state
    ``{"structure", "kind", "pieces": [(role, hex)]}`` → ``{"read": n, "failure": None | {...}}``.
    PyFlink's pure-Python coders are used: its Cython ones may crash on bytes they do not expect."""
    from .loader import DEFAULT_MEMORY_MIB, DEFAULT_TIMEOUT_S, _run_sandboxed

    import flink_compat

    python = pyflink_python()
    limits = {"memory_bytes": DEFAULT_MEMORY_MIB << 20, "cpu_seconds": math.ceil(DEFAULT_TIMEOUT_S) + 1,
              "file_bytes": 256 << 20}
    with tempfile.TemporaryDirectory(prefix="flink-compat-pyflink-values-") as tmp:
        tmp = Path(tmp)
        (tmp / "home").mkdir()
        (tmp / "script").mkdir()
        script = tmp / "script" / _CHILD_SCRIPT
        shutil.copyfile(_CHILD_SOURCE, script)
        request, out = tmp / "request.json", tmp / "values.json"
        request.write_text(json.dumps({"states": states}), encoding="utf-8")
        returncode, stderr = _run_sandboxed(
            [str(python), "-I", str(script), "values", str(Path(flink_compat.__file__).resolve().parent.parent),
             str(request), str(out), json.dumps(limits)],
            cwd=tmp / "home", timeout=DEFAULT_TIMEOUT_S,
        )
        found = _read_json(out).get("states")
        if found is None or len(found) != len(states):
            lines = [line for line in stderr.splitlines() if line.strip()]
            raise LoadError(f"cannot decode Python state values with PyFlink ({python}): exit code {returncode}"
                            f"{': ' + one_line(lines[-1], _STDERR_CHARS) if lines else ''}")
        return found
