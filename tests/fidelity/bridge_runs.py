"""Recorded runs of the checker's JVM bridge for the JAR modes (``run.py jars``), keyed by what
decides them, so that Flink runs a scenario JAR's discovery again only when one of them changed.

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
(run.py itself is hashed into every Flink recording, so the recorder lives here.) Other bridge
programs a load or a check starts (the Kryo and POJO class layouts, Flink's resolver and values)
are not recorded: they run each time.
"""

from __future__ import annotations

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
    """``run_bridge`` of graph/jar.py, answered from the recordings where there is one."""

    def __init__(self, real):
        self.real = real
        self.used: set[str] = set()
        self.ran = 0
        self.replayed = 0
        self._lock = threading.Lock()

    def __call__(self, jar_path: Path, entry, args, work, timeout, lib):
        k = key(jar_path, entry, args, lib)
        with self._lock:
            self.used.add(k)
        recorded = RECORDINGS / k
        if work is not None and (recorded / "result.json").is_file():
            with self._lock:
                self.replayed += 1
            return _replay(recorded, Path(work))
        result = self.real(jar_path, entry, args, work, timeout, lib)
        with self._lock:
            self.ran += 1
        if work is not None:
            _record(recorded, result, Path(work))
        return result

    def prune(self) -> int:
        """Remove the recordings no load of this run used (after a run of every scenario)."""
        stale = [d for d in RECORDINGS.iterdir() if d.is_dir() and d.name not in self.used] if RECORDINGS.is_dir() else []
        for d in stale:
            shutil.rmtree(d)
        return len(stale)


def _savepoint_path(result: dict):
    savepoint = (result.get("discovery") or {}).get("savepoint")
    if not savepoint:
        return None
    return Path(savepoint[len("file:"):] if savepoint.startswith("file:") else savepoint)


def _record(recorded: Path, result: dict, work: Path) -> None:
    """Keep the result and its savepoint (only a whole discovery: a failed or stood-in run may
    depend on the machine, a service that was down or a time limit, and runs again)."""
    savepoint = _savepoint_path(result)
    if savepoint is None or not savepoint.is_dir() or (result.get("discovery") or {}).get("stood_in") or "error" in result:
        return
    if not savepoint.is_relative_to(work):
        return
    text = json.dumps(result, indent=1, sort_keys=True).replace(str(work), WORK_PLACEHOLDER)
    RECORDINGS.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{recorded.name}.", dir=RECORDINGS))
    shutil.copytree(savepoint, tmp / _SAVEPOINT_DIR)
    (tmp / "savepoint-location").write_text(str(savepoint.relative_to(work)), encoding="utf-8")
    (tmp / "result.json").write_text(text + "\n", encoding="utf-8")
    if recorded.exists():
        shutil.rmtree(tmp)
        return
    os.replace(tmp, recorded)


def _replay(recorded: Path, work: Path) -> dict:
    """The recorded result, its savepoint copied to where the run had it under ``work``."""
    location = work / (recorded / "savepoint-location").read_text(encoding="utf-8").strip()
    shutil.copytree(recorded / _SAVEPOINT_DIR, location)
    text = (recorded / "result.json").read_text(encoding="utf-8")
    return json.loads(text.replace(WORK_PLACEHOLDER, str(work)))


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
