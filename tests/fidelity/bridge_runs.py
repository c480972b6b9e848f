"""Recorded runs of the checker's JVM bridge, keyed by what decides them, so that Flink runs a
scenario side's discovery again only when one of them changed: the JAR modes (``run.py jars``), and
the loads of test_sql_verdicts.py and test_pyflink_verdicts.py.

A discovery run (graph/jar.py ``run_bridge``: the job's main(), its JobGraph, a MiniCluster run
and a savepoint) is what the JAR modes spend their time on: about 5 CPU-s per side, 512 sides.
What it returns is decided by the JAR (its bytes: ``run.build_jar`` writes them reproducibly),
the main class and arguments, Flink's jars, the bridge's Java source and the Java runtime. With
all of them hashed into the key, a recorded run is what running it again gives: its result and
the savepoint it took are kept in ``bridge-runs/<key>/`` and given back, and everything after it
(the savepoint read by the checker's own reader, the graph built, every check and rule) runs on
every recording each time. A key not recorded runs on Flink and is recorded (commit what it
wrote).

    python tests/fidelity/bridge_runs.py [run.py jars' options]

is ``run.py jars`` with the recordings (what ``make test`` and ``make fidelity`` run): it says how
many runs were on Flink, and a run of every scenario that passed removes the recordings none used.
(run.py itself is hashed into every Flink recording, so the recorder lives here.)

The SQL loads (:class:`ProgramRecorder`: graph/sql.py's planning and discovery run, recorded in
``sql/bridge-runs/``) and the PyFlink loads (:class:`PyFlinkRecorder`: graph/pyflink.py's
program run, in ``pyflink/bridge-runs/``) are recorded the same way by those tests' fixtures, the
machine's directories a load names (the checkout, where the test wrote a script, its input
directory) kept as placeholders. Other bridge programs a load or a check starts (the Kryo and POJO
class layouts, Flink's resolver and values, the Python functions' states) are not recorded: they
run each time.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

from flink_compat.graph import jar

HERE = Path(__file__).resolve().parent
RECORDINGS = HERE / "bridge-runs"
#: How a recorded result names the discovery's work directory (a temporary directory per load).
WORK_PLACEHOLDER = "@@WORK@@"
_SAVEPOINT_DIR = "savepoint"


@functools.lru_cache(maxsize=None)
def _java_version() -> str:
    """The JVM the loader runs (``jdk_tool``: JAVA_HOME first, then PATH): version, vendor, arch."""
    proc = subprocess.run([jar.jdk_tool("java") or "java", "-XshowSettings:properties", "-version"],
                          capture_output=True, text=True)
    wanted = ("java.vm.version", "java.vm.vendor", "os.arch")
    return ";".join(line.strip() for line in proc.stderr.splitlines() if line.strip().startswith(wanted))


@functools.lru_cache(maxsize=None)
def _lib_digest(lib: Path) -> str:
    """Flink's jars by name and size (not as ``jar.loader_key``: their modification times differ on
    every fresh download)."""
    names = [f"{j.name}\0{j.stat().st_size}" for j in sorted(lib.glob("*.jar"))]
    return hashlib.sha256("\n".join([jar.flink_version(lib), *names]).encode()).hexdigest()


def key(jar_path: Path, entry, args, lib: Path) -> str:
    content = hashlib.sha256(jar_path.read_bytes()).hexdigest()
    parts = [content, entry or "", list(args), _lib_digest(lib), jar.bridge_source_digest(), _java_version()]
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()[:32]


class Recorder:
    """``run_bridge`` of graph/jar.py, answered from the recordings in ``directory`` where there is
    one. ``paths`` (placeholder → directory): the machine's directories the loads name, recorded
    by placeholder (the subclasses')."""

    def __init__(self, real, directory: Path | None = None, paths: dict[str, Path] | None = None):
        self.real = real
        self.directory = directory or RECORDINGS
        self.paths = paths or {}
        self.used: set[str] = set()
        self.ran = 0
        self.replayed = 0
        self._lock = threading.Lock()
        self._loading = threading.local()

    @contextlib.contextmanager
    def loading(self):
        """The loads this thread makes meanwhile are answered from the recordings (the SQL and
        PyFlink recorders': they are installed for a whole test session, and the other tests'
        loads, which name their own temporary files, run as they would without them)."""
        self._loading.on = True
        try:
            yield
        finally:
            self._loading.on = False

    def _outside_loading(self) -> bool:
        return not getattr(self._loading, "on", False)

    def __call__(self, jar_path: Path, entry, args, work, timeout, lib):
        recorded = self._recorded(key(jar_path, entry, args, lib))
        if work is not None and (recorded / "result.json").is_file():
            return self._replay(recorded, {WORK_PLACEHOLDER: Path(work)})
        result = self.real(jar_path, entry, args, work, timeout, lib)
        self._ran()
        if work is not None:
            _record(recorded, result, Path(work), {WORK_PLACEHOLDER: Path(work)})
        return result

    def _recorded(self, k: str) -> Path:
        with self._lock:
            self.used.add(k)
        return self.directory / k

    def _replay(self, recorded: Path, places: dict[str, Path]) -> dict:
        with self._lock:
            self.replayed += 1
        return _replay(recorded, places)

    def _ran(self) -> None:
        with self._lock:
            self.ran += 1

    def prune(self) -> int:
        """Remove the recordings no load of this run used (after a run of every scenario)."""
        d = self.directory
        stale = [r for r in d.iterdir() if r.is_dir() and r.name not in self.used] if d.is_dir() else []
        for r in stale:
            shutil.rmtree(r)
        return len(stale)


class ProgramRecorder(Recorder):
    """``run_bridge_program`` of graph/jar.py as graph/sql.py calls it (the SQL bridge: a script or
    compiled plan planned, and its discovery run), answered from the recordings in ``directory``.
    ``paths`` (placeholder → directory) names the machine's directories the loads name (where the
    scripts were written, the input directory they read, the checkout): they are recorded by
    placeholder, in the key (the arguments, the files they name) and in the result. The files the
    statements read (``sql_files_read``: plans, jars) are recorded with their hashes: a recording
    whose files changed runs again."""

    def __call__(self, what: Path, main: str, bridge_args, timeout: float, lib: Path, sql: bool = False,
                 writable=(), cwd=None):
        if self._outside_loading():
            return self.real(what, main, bridge_args, timeout, lib, sql=sql, writable=writable, cwd=cwd)
        work = Path(writable[0]) if writable else None
        places = {**self.paths, **({WORK_PLACEHOLDER: work} if work else {})}
        args = [str(a) for a in bridge_args(Path(_OUT_PLACEHOLDER))]
        recorded = self._recorded(program_key(what, main, args, lib, sql, cwd, places))
        recorded_before = (recorded / "result.json").is_file()
        if work is not None and recorded_before and _inputs_unchanged(recorded, places):
            return self._replay(recorded, places)
        result = self.real(what, main, bridge_args, timeout, lib, sql=sql, writable=writable, cwd=cwd)
        self._ran()
        if work is not None:  # (a recording whose files changed is replaced)
            _record(recorded, result, work, places, inputs=result.get("sql_files_read") or (),
                    replace=recorded_before)
        return result


class PyFlinkRecorder(Recorder):
    """``run_discovery`` of graph/pyflink.py (a PyFlink program run on Flink, its state
    discovered and a savepoint taken), answered from the recordings in ``directory``; ``paths`` as
    for :class:`ProgramRecorder`."""

    def __call__(self, program, args, python: Path, home: Path, tmp: Path, script: Path, worker: Path,
                 timeout: float, limits: dict):
        if self._outside_loading():
            return self.real(program, args, python, home, tmp, script, worker, timeout, limits)
        places = {**self.paths, WORK_PLACEHOLDER: Path(tmp)}
        recorded = self._recorded(pyflink_key(program, args, python, home, timeout, limits, places))
        if (recorded / "result.json").is_file():
            result = self._replay(recorded, places)
            return result.pop(_TOLD), result
        told, result = self.real(program, args, python, home, tmp, script, worker, timeout, limits)
        self._ran()
        _record(recorded, {**result, _TOLD: told}, Path(tmp), places)
        return told, result


#: Where a PyFlink recording keeps what the program told (``_pyflink_child.py program``).
_TOLD = "program_told"
#: What runs a PyFlink program besides the bridge: the child script and its sandbox's set-up.
_PYFLINK_CHILD = [HERE.parents[1] / "graph" / name for name in ("_pyflink_child.py", "_sandbox_init.py")]


def pyflink_key(program, args, python: Path, home: Path, timeout: float, limits: dict,
                places: dict[str, Path]) -> str:
    """What decides a PyFlink program's discovery run: every file of the program's directory (by
    name and content), how it runs and its arguments, the interpreter and PyFlink's jars, the
    child script, the bridge's source and the JVM, with the machine's directories as placeholders."""
    files = sorted(f for f in Path(program.files).rglob("*") if f.is_file() and "__pycache__" not in f.parts)
    parts = [program.mode, _placed(program.target, places), _placed(program.name, places), [_placed(str(a), places) for a in args],
             [[f.relative_to(program.files).as_posix(), _file_digest(f, places)] for f in files],
             _placed(str(python), places), _lib_digest(home / "lib"),
             [f"{j.name}\0{j.stat().st_size}" for j in sorted((home / "opt").glob("flink-python*.jar"))],
             [hashlib.sha256(f.read_bytes()).hexdigest() for f in _PYFLINK_CHILD],
             int(timeout * jar.DISCOVERY_SHARE), limits, jar.bridge_source_digest(), _java_version()]
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()[:32]


#: How a recorded key names the bridge's result file (a temporary file per run).
_OUT_PLACEHOLDER = "@@OUT@@"


def _placed(text: str, places: dict[str, Path]) -> str:
    """``text`` with the machine's directories written as their placeholders (the longest first:
    one may lie inside another)."""
    for name, path in sorted(places.items(), key=lambda p: -len(str(p[1]))):
        text = text.replace(str(path), name)
    return text


def _file_digest(path: Path, places: dict[str, Path]) -> str | None:
    """sha256 of a file's bytes with the machine's directories as placeholders (as :func:`_placed`);
    None for a file that is not there (a statement may name one it writes, or that it reads only
    when it exists: COMPILE AND EXECUTE PLAN)."""
    if not path.is_file():
        return None
    data = path.read_bytes()
    for name, place in sorted(places.items(), key=lambda p: -len(str(p[1]))):
        data = data.replace(str(place).encode(), name.encode())
    return hashlib.sha256(data).hexdigest()


def program_key(what: Path, main: str, args: list[str], lib: Path, sql: bool, cwd, places: dict[str, Path]) -> str:
    """What decides a bridge program's run: the program, its arguments and the files they name
    (by content), the working directory, Flink's jars, the bridge's source and the JVM, with the
    machine's directories as placeholders."""
    files = [_file_digest(Path(a), places) for a in [str(what), *args] if os.path.isabs(a) and Path(a).is_file()]
    parts = [main, sql, [_placed(a, places) for a in args], _placed(str(cwd or ""), places), files,
             _lib_digest(lib), jar.bridge_source_digest(), _java_version()]
    return hashlib.sha256(json.dumps(parts).encode()).hexdigest()[:32]


def _savepoint_path(result: dict):
    savepoint = (result.get("discovery") or {}).get("savepoint")
    if not savepoint:
        return None
    return Path(savepoint[len("file:"):] if savepoint.startswith("file:") else savepoint)


def _record(recorded: Path, result: dict, work: Path, places: dict[str, Path], inputs=(), replace: bool = False) -> None:
    """Keep the result and its savepoint (only a whole discovery: a failed or stood-in run may
    depend on the machine, a service that was down or a time limit, and runs again), and the
    hashes of the files it read (``inputs``). A recording already there stays (another load of
    the same key wrote it meanwhile), unless ``replace``."""
    savepoint = _savepoint_path(result)
    if savepoint is None or not savepoint.is_dir() or (result.get("discovery") or {}).get("stood_in") or "error" in result:
        return
    if not savepoint.is_relative_to(work):
        return
    text = _placed(json.dumps(result, indent=1, sort_keys=True), places)
    recorded.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{recorded.name}.", dir=recorded.parent))
    shutil.copytree(savepoint, tmp / _SAVEPOINT_DIR)
    (tmp / "savepoint-location").write_text(str(savepoint.relative_to(work)), encoding="utf-8")
    (tmp / "result.json").write_text(text + "\n", encoding="utf-8")
    if inputs:
        read = {_placed(str(f), places): _file_digest(Path(f), places) for f in inputs}
        (tmp / "inputs.json").write_text(json.dumps(read, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    if recorded.exists():
        if not replace:
            shutil.rmtree(tmp)
            return
        shutil.rmtree(recorded)
    os.replace(tmp, recorded)


def _inputs_unchanged(recorded: Path, places: dict[str, Path]) -> bool:
    """Every file the recorded run read is still there with the content it read (and one that was
    not there is still not there)."""
    file = recorded / "inputs.json"
    if not file.is_file():
        return True
    for name, digest in json.loads(file.read_text(encoding="utf-8")).items():
        path = Path(_unplaced(name, places))
        if _file_digest(path, places) != digest:
            return False
    return True


def _unplaced(text: str, places: dict[str, Path]) -> str:
    for name, path in places.items():
        text = text.replace(name, str(path))
    return text


def _replay(recorded: Path, places: dict[str, Path]) -> dict:
    """The recorded result, its savepoint copied to where the run had it under the work directory."""
    location = places[WORK_PLACEHOLDER] / (recorded / "savepoint-location").read_text(encoding="utf-8").strip()
    shutil.copytree(recorded / _SAVEPOINT_DIR, location)
    return json.loads(_unplaced((recorded / "result.json").read_text(encoding="utf-8"), places))


def install() -> Recorder:
    """Put a :class:`Recorder` in front of the loader's ``run_bridge``."""
    recorder = Recorder(jar.run_bridge)
    jar.run_bridge = recorder
    return recorder


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(HERE))
    sys.path.insert(0, str(HERE.parents[1]))
    import run

    recorder = install()
    sys.argv = [str(HERE / "run.py"), "jars", *argv]
    try:
        run.main()
        code = 0
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    whole = not any(a == "--only" or a.startswith("--only=") for a in argv)
    pruned = recorder.prune() if whole and code == 0 else 0
    run.log(f"discovery runs: {recorder.ran} on Flink (recorded in {RECORDINGS.relative_to(HERE.parents[1])}/: "
            f"commit them), {recorder.replayed} from recordings"
            + (f", {pruned} stale recording(s) removed" if pruned else ""))
    return code


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
