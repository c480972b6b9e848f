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
import hashlib
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional, Sequence

from . import progress
from .errors import LoadError, one_line
from .jar import (
    DEFAULT_FLINK_VERSION, DISCOVERY_SHARE, JVM_ENV, _discovered_states, _graph, _java, _lazy_state, _read_cached,
    _write_cached, bridge_classes, cache_dir, flink_version, jdk_tool, jvm_limits, loader_key,
)
from .model import KeySelectorSpec, PythonStateType, SourceLocation, State, TimerUse, WindowSpec

#: The PyFlink interpreter to use instead of the cached virtual environment.
PYTHON_ENV_VAR = "FLINK_COMPAT_PYFLINK_PYTHON"
#: What flink-python prefixes every Python state's name with on the Java side
#: (``BeamStateStore.PYTHON_STATE_PREFIX``).
PYTHON_STATE_PREFIX = "python-state-"
PYTHON_BRIDGE_MAIN = "flinkcompat.bridge.PythonBridge"
_CHILD_SOURCE = Path(__file__).resolve().parent / "_pyflink_child.py"
# The name of its copy the children run (see _child_script).
_CHILD_SCRIPT = "flink_compat_pyflink.py"
_STDERR_CHARS = 500


def is_pyflink_program(path: Path) -> bool:
    """A ``.py`` file that is not a job package's job (:func:`declares_with_flink_compat`), or a
    directory with ``__main__.py`` and no ``job.py``."""
    if path.is_file():
        return path.suffix.lower() == ".py" and not declares_with_flink_compat(path)
    return path.is_dir() and (path / "__main__.py").is_file() and not (path / "job.py").exists()


def declares_with_flink_compat(path: Path) -> bool:
    """Whether the Python file ``path`` imports ``flink_compat`` (``flink_compat.api``): it then
    declares a job package's job, which PyFlink cannot run. Read with ``ast``, never run."""
    import ast

    try:
        tree = ast.parse(path.read_bytes(), filename=str(path))
    except (OSError, SyntaxError, ValueError):
        return False
    for node in ast.walk(tree):
        if isinstance(node, ast.Import) and any(a.name.split(".")[0] == "flink_compat" for a in node.names):
            return True
        if isinstance(node, ast.ImportFrom) and node.level == 0 and (node.module or "").split(".")[0] == "flink_compat":
            return True
    return False


# ---------------------------------------------------------------------- the interpreter


def pyflink_python(version: str = DEFAULT_FLINK_VERSION) -> Path:
    """``$FLINK_COMPAT_PYFLINK_PYTHON``; else this interpreter when it has PyFlink ``version``
    (``pip install 'flink-compat[pyflink]'``); else ``<cache>/pyflink-<version>/bin/python``, a
    virtual environment with ``apache-flink==<version>`` created on first use (as ``make pyflink``
    does). Programs run in it in a sandboxed child, never in this process."""
    explicit = os.environ.get(PYTHON_ENV_VAR)
    if explicit:
        if not Path(explicit).is_file():
            raise LoadError(f"{PYTHON_ENV_VAR}={explicit}: no such interpreter")
        return Path(explicit)
    if _installed_here(version):
        return Path(sys.executable)
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
            with progress.step(f"installing PyFlink {version} (apache-flink, about 840 MB with its "
                               f"dependencies, once) into {venv}"):
                proc = subprocess.run(step, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                      stderr=subprocess.PIPE)
            if proc.returncode != 0:
                tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()
                raise LoadError(f"cannot create the PyFlink {version} environment in {venv} "
                                f"(or set {PYTHON_ENV_VAR}){': ' + tail[-1] if tail else ''}")
        (venv / ".complete").write_text("ok\n")
    return python


def _installed_here(version: str) -> bool:
    """Whether this interpreter has PyFlink ``version`` (its distribution's metadata: nothing of
    PyFlink is imported)."""
    from importlib import metadata

    try:
        return metadata.version("apache-flink") == version
    except metadata.PackageNotFoundError:
        return False


def pyflink_ready(version: str = DEFAULT_FLINK_VERSION) -> bool:
    """Whether PyFlink programs load without installing PyFlink first (:func:`pyflink_python`)."""
    explicit = os.environ.get(PYTHON_ENV_VAR)
    return (Path(explicit).is_file() if explicit else
            _installed_here(version) or (cache_dir() / f"pyflink-{version}" / ".complete").exists())


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


@dataclass(frozen=True)
class _Program:
    """A PyFlink program as given, and how it runs."""

    path: Path  # as given (reports name files relative to it)
    name: str  # how reports name the program
    mode: str  # "file": run TARGET as `python TARGET`; "module": as `python -m TARGET`
    target: str
    files: Path  # its directory: python.files, on the path of every interpreter that runs its code

    @classmethod
    def of(cls, path: Path, entry: Optional[str], name: str) -> "_Program":
        resolved = path.resolve()
        if resolved.is_file():
            return cls(path, name, "file", str(resolved), resolved.parent)
        if entry:
            return cls(path, name, "module", entry, resolved)
        return cls(path, name, "file", str(resolved), resolved)  # runs __main__.py, as `python DIR`

    def shown(self, file: str) -> str:
        """A file of the program as reports name it."""
        from .loader import _display_path

        return _display_path(file, self.files, self.path if self.path.is_dir() else self.path.parent)

    def error(self, error: dict) -> str:
        """``FILE:LINE: cause`` (the program's own frame), else ``PROGRAM: cause``."""
        message = one_line(str(error.get("message")), _STDERR_CHARS)
        file, line = error.get("file"), error.get("line")
        if isinstance(file, str) and "\0" not in file:
            return f"{self.shown(file)}:{line if isinstance(line, int) else '?'}: {message}"
        return f"{self.name}: {message}"


def _limits(timeout: float, memory_mib: int) -> dict:
    """What the interpreters running user code may use (graph._child.confine applies them)."""
    return {"memory_bytes": memory_mib << 20, "cpu_seconds": math.ceil(timeout) + 1, "file_bytes": 256 << 20}


def _project_root() -> str:
    """Where flink_compat is imported from (the children import graph._child.confine from it)."""
    import flink_compat

    return str(Path(flink_compat.__file__).resolve().parent.parent)


def _child_script(tmp: Path) -> Path:
    """A copy of ``_pyflink_child.py`` in a directory of its own: PythonDriver puts the script's
    directory on PYTHONPATH, and graph/ would shadow the standard library's ``types``."""
    (tmp / "script").mkdir()
    script = tmp / "script" / _CHILD_SCRIPT
    shutil.copyfile(_CHILD_SOURCE, script)
    return script


def _run_child(python: Path, script: Path, command: str, request: dict, tmp: Path, timeout: float,
               limits: dict, what: str) -> dict:
    """Run ``_pyflink_child.py COMMAND`` on ``request`` in a sandboxed PyFlink interpreter; its
    result. ``what`` names the job for errors."""
    from .sandbox import Limits, run as run_sandboxed

    home = tmp / f"{command}-home"
    home.mkdir()
    request_file, out = tmp / f"{command}-request.json", tmp / f"{command}.json"
    request_file.write_text(json.dumps(request), encoding="utf-8")
    returncode, stderr = run_sandboxed(
        [str(python), "-I", str(script), command, _project_root(), str(request_file), str(out), json.dumps(limits)],
        cwd=home, writable=[tmp], timeout=timeout, limits=Limits(**limits),
    )
    result = _read_json(out)
    if returncode is None:
        raise LoadError(f"{what} took over {timeout:g} s (on a busy machine, raise --timeout)")
    if not result:
        if returncode == -signal.SIGXCPU:
            raise LoadError(f"{what} used more than {limits['cpu_seconds']} s of CPU")
        lines = [line for line in stderr.splitlines() if line.strip()]
        raise LoadError(f"{what} failed (exit code {returncode})"
                        f"{': ' + one_line(lines[-1], _STDERR_CHARS) if lines else ''}")
    return result


def load_pyflink(
    path: Path,
    entry: Optional[str] = None,
    args: Sequence[str] = (),
    timeout: float = 60.0,
    memory_mib: int = 2048,
    shown_as: Optional[str] = None,
):
    """The graph of the PyFlink program ``path`` run with ``args`` (``entry``: its main module)."""
    from .loader import shown_path

    program = _Program.of(path, entry, shown_as or shown_path(path))
    python = pyflink_python()
    home = pyflink_home(python)
    lib = home / "lib"
    flink_python_jar = sorted((home / "opt").glob("flink-python*.jar"))
    if not flink_python_jar:
        raise LoadError(f"{python}: PyFlink without opt/flink-python-*.jar")
    java = jdk_tool("java")
    if java is None:
        raise LoadError(f"{program.name}: loading a PyFlink program needs Java 17+ (java in JAVA_HOME/bin or on PATH)")
    cached = _cached_graph_file(program, args, python, lib)
    if cached is not None and cached.exists():
        graph = _read_cached(cached)
        if graph is not None:
            return graph
    limits = _limits(timeout, memory_mib)
    with tempfile.TemporaryDirectory(prefix="flink-compat-pyflink-") as tmp:
        tmp = Path(tmp)
        script = _child_script(tmp)
        worker = _limited_python(tmp / "python-worker", python, memory_mib, limits["cpu_seconds"])
        told, result = run_discovery(program, args, python, home, tmp, script, worker, timeout, limits)
        discovered, unknown = _discovered_states(result.get("discovery") or {})
        graph = _graph(result, discovered, unknown, program.name, origin="pyflink")
        python_states = _python_states(result, program, python, script, tmp, timeout, limits)
        _add_broadcast_states(python_states, result, told.get("broadcast") or [])
    graph = _with_python_key_selectors(_with_python_states(graph, result, python_states), python_states)
    if cached is not None and not unknown and not any(op.states_unknown for op in graph.operators):
        _write_cached(cached, graph)  # a failed discovery may be passing (a service that was down)
    return graph


def run_discovery(program: _Program, args: Sequence[str], python: Path, home: Path, tmp: Path, script: Path,
                  worker: Path, timeout: float, limits: dict) -> tuple[dict, dict]:
    """Run the program on Flink (PyFlink's home ``home``): a sandboxed JVM whose Python driver
    (``python`` running ``script``, Python workers ``worker``) runs its main(), then the bridge's
    state discovery and a savepoint under ``tmp``; what the program told (``_pyflink_child.py
    program``) and the bridge's result."""
    from .sandbox import run as run_sandboxed

    lib = home / "lib"
    java = jdk_tool("java")
    classes = bridge_classes(lib)
    flink_python_jar = sorted((home / "opt").glob("flink-python*.jar"))
    home_dir = tmp / "home"
    home_dir.mkdir()
    program_result, bridge_result = tmp / "program.json", tmp / "bridge.json"
    cmd = _java(
        java, lib, classes, PYTHON_BRIDGE_MAIN, str(bridge_result), str(python), str(worker),
        str(program.files), str(tmp / "work"), str(max(1, int(timeout * DISCOVERY_SHARE))),
        "-py", str(script), "program", _project_root(), str(program_result), json.dumps(limits),
        program.mode, program.target, *args,
        tmpdir=tmp, extra_classpath=[str(flink_python_jar[-1])],
    )
    # FLINK_OPT_DIR: where Flink's client finds flink-python (PackagedProgramUtils.getPythonJar).
    with progress.step(f"loading {program.name}: the PyFlink program and state discovery on Flink "
                       f"{flink_version(lib)}"):
        returncode, stderr = run_sandboxed(cmd, cwd=home_dir, writable=[tmp], timeout=timeout,
                                           limits=jvm_limits(timeout),
                                           extra_env={**JVM_ENV, "FLINK_OPT_DIR": str(home / "opt")})
    told = _read_json(program_result)
    if "error" in told:
        raise LoadError(program.error(told["error"]))
    if returncode is None:
        if told.get("executed"):
            raise LoadError(f"{program.name}: the job did not start within {timeout:g} s "
                            "(a blocking call in a function's open()? On a busy machine, raise --timeout)")
        raise LoadError(f"{program.name}: the program did not call execute() within {timeout:g} s "
                        "(an endless loop or a blocking call? On a busy machine, raise --timeout)")
    result = _read_json(bridge_result)
    if not result:
        lines = [line for line in stderr.splitlines() if line.strip()]
        raise LoadError(f"{program.name}: the JVM exited with code {returncode}"
                        f"{': ' + one_line(lines[-1], _STDERR_CHARS) if lines else ''}")
    if "error" in result:
        raise LoadError(f"{program.name}: {one_line(result['error'], _STDERR_CHARS)}")
    return told, result


#: A program directory hashed for the cache at most this big (files, bytes); a bigger one (a
#: program lying in a repository's root) is loaded every time.
_CACHE_MAX_FILES = 2_000
_CACHE_MAX_BYTES = 64 << 20


def _cached_graph_file(program: _Program, args: Sequence[str], python: Path, lib: Path) -> Optional[Path]:
    """Where the graph of this program and arguments, loaded with this PyFlink and bridge, is
    cached, as for a JAR (:func:`graph.jar._cached_graph_file`): the key hashes every file of the
    program's directory (what its interpreters have on their path) by name and content, how it
    runs, its arguments and how reports name it, the interpreter and Flink's jars. None when the
    directory is too big to hash. What the program reads from elsewhere is not in the key; how
    the checker reads it (``_pyflink_child.py`` and this module) is."""
    digest = hashlib.sha256()
    count = size = 0
    for file in sorted(p for p in program.files.rglob("*") if p.is_file() and "__pycache__" not in p.parts):
        count += 1
        size += file.stat().st_size
        if count > _CACHE_MAX_FILES or size > _CACHE_MAX_BYTES:
            return None
        digest.update(file.relative_to(program.files).as_posix().encode() + b"\0")
        digest.update(hashlib.sha256(file.read_bytes()).digest())
    # The child script and this module read the program into the graph (states, key functions):
    # a checker whose reading changed must not reuse what an older one cached.
    reading = hashlib.sha256(_CHILD_SOURCE.read_bytes() + Path(__file__).read_bytes()).hexdigest()
    key = [program.mode, program.target, program.name, str(program.path), list(args), str(python),
           *loader_key(lib), reading]
    digest.update(json.dumps(key).encode())
    return cache_dir() / "graphs" / f"pyflink-{digest.hexdigest()}.json"


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


def _python_states(result: dict, program: _Program, python: Path, script: Path, tmp: Path, timeout: float,
                   limits: dict) -> dict:
    """Operator ID → the states its Python functions register in ``open()`` (recorded by
    ``_pyflink_child.py states`` in a sandboxed PyFlink interpreter), or the error of its open()."""
    python_ops = result.get("python_operators") or []
    if not python_ops:
        return {}
    ops = {op["id"]: op for op in result["operators"]}
    request = {
        "python_path": [str(program.files)],
        "operators": [{
            "id": p["id"],
            "name": ops[p["id"]]["name"],
            "parallelism": max(1, ops[p["id"]]["parallelism"]),
            "max_parallelism": max(1, ops[p["id"]]["max_parallelism"]),
            "functions": p["functions"],
        } for p in python_ops],
    }
    found = _run_child(python, script, "states", request, tmp, timeout, limits,
                       f"{program.name}: opening the Python functions")["operators"]
    for told in found.values():
        if isinstance(told.get("file"), str):  # where a function's open() failed
            told["file"] = program.shown(told["file"])
        for rec in told.get("states", ()):
            if isinstance(rec.get("file"), str) and type(rec.get("line")) is int:
                rec["declared_at"] = SourceLocation(file=program.shown(rec["file"]), line=rec["line"])
    return found


def _add_broadcast_states(python_states: dict, result: dict, broadcast: list) -> None:
    """Add the broadcast states the program declared (``_pyflink_child.py``
    ``_record_broadcast_descriptors``: per broadcast process operator, by its stream node) to the
    states its operator's functions declared. A stream node that matches no operator of the graph
    (had PyFlink's operator chaining replaced it) adds nothing: see docs/pyflink-loading.md."""
    by_node = {op["stream_node"]: op["id"] for op in result.get("operators") or () if "stream_node" in op}
    for declared in broadcast:
        op_id = by_node.get(declared["stream_node"])
        if op_id is None:
            continue
        told = python_states.setdefault(op_id, {"states": []})
        if "error" in told:
            continue
        names = {rec["name"] for rec in told.get("states", ())}
        told.setdefault("states", []).extend(rec for rec in declared["states"] if rec["name"] not in names)


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
    return state.model_copy(update={"declared_at": declared_at, "python_type": python_type,
                                    "name_changes_each_open": bool(rec.get("name_changes_each_open"))})


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
        update = {"states": tuple(states.values())}
        if told.get("window") is not None:  # what the Python window operator's assigner and trigger are
            update["window"] = WindowSpec(**told["window"])
        if told.get("timers") is not None:  # the timers a keyed process function's code registers
            update["timers"] = TimerUse(**told["timers"])
        lazy = _lazy_state(told)  # (the same message as a JAR's function that obtains state on a record)
        if lazy and op.states_unknown is None:
            update["states_unknown"] = lazy
        operators.append(op.model_copy(update=update))
    return graph.model_copy(update={"operators": tuple(operators)})


def _with_python_key_selectors(graph, python_states: dict):
    """The graph with each keyed operator's key selector made of the Python key functions that key
    it. PyFlink's ``key_by`` computes the key in a Python operator before the keyed one (the
    JVM's selector only takes that Row field, the same for every program): the keyed operator's
    key selector becomes the fingerprint of the key function of each of its keyed (hash-partitioned)
    inputs, in input order (``_pyflink_child.py``'s ``key_fingerprint``; origin ``python``). An
    operator any of whose keyed inputs has no readable Python key function keeps the JVM's."""
    keys = {op_id: told.get("key_function") for op_id, told in python_states.items()}
    inputs: dict = {}
    for e in graph.edges:
        if e.partitioning == "hash":
            inputs.setdefault(e.target, []).append(e)
    operators = []
    for op in graph.operators:
        edges = sorted(inputs.get(op.id, ()), key=lambda e: e.input_index)
        found = [keys.get(e.source) for e in edges]
        if op.key_selector is None or not found or any(k is None for k in found):
            operators.append(op)
            continue
        fingerprint = found[0]["fingerprint"] if len(found) == 1 else hashlib.sha256(
            "\0".join(k["fingerprint"] for k in found).encode()).hexdigest()
        selector = KeySelectorSpec(origin="python", fingerprint=fingerprint,
                                   description=" / ".join(k["description"] for k in found))
        operators.append(op.model_copy(update={"key_selector": selector}))
    return graph.model_copy(update={"operators": tuple(operators)})


def decode_python_values(states: list[dict], python: Optional[Path] = None) -> list[dict]:
    """Decode Python state bytes (of a savepoint) with the coders of declared Python types, in a
    sandboxed PyFlink interpreter (``_pyflink_child.py values``; never here): per state
    ``{"structure", "kind", "pieces": [(role, hex)], "keep": n, "failed": n}`` → ``{"read": n,
    "failure": None | {...}, "values": [[role, text], ...], "failed": [[index, error], ...]}``
    (the first ``keep`` pieces decoded, as text, with ``keep``; every piece that did not read,
    with ``failed``). ``python``: the interpreter (default :func:`pyflink_python`).
    PyFlink's pure-Python coders are used: its Cython ones may crash on bytes they do not expect."""
    from .loader import DEFAULT_MEMORY_MIB, DEFAULT_TIMEOUT_S

    python = python or pyflink_python()
    with tempfile.TemporaryDirectory(prefix="flink-compat-pyflink-values-") as tmp:
        tmp = Path(tmp)
        found = _run_child(python, _child_script(tmp), "values", {"states": states}, tmp, DEFAULT_TIMEOUT_S,
                           _limits(DEFAULT_TIMEOUT_S, DEFAULT_MEMORY_MIB),
                           f"decoding Python state values with PyFlink ({python})")["states"]
    if len(found) != len(states):
        raise LoadError(f"decoding Python state values with PyFlink ({python}): {len(found)} results "
                        f"for {len(states)} states")
    return found
