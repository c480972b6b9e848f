#!/usr/bin/env python3
"""Fidelity runner: every upgrade scenario under tests/fidelity/scenarios/ (Java jobs),
tests/fidelity/pyflink/ (PyFlink programs, see pyflink_run.py) and tests/fidelity/sql/ (Flink SQL
scripts, see sql/java/fidelity/sql/SqlRunner.java), judged by real Flink.

For each scenario: run v1 (Java, Flink 2.3 MiniCluster) until its deterministic source emitted
everything, stop it with a canonical savepoint, start v2 from that savepoint (until every task is
RUNNING, the restored source emitted a few more records and one checkpoint completed), let v2 take
a canonical savepoint, and record what Flink did: restored or failed (exception class and message,
root cause), which old operators' state was dropped (allowNonRestoredState), and Flink's own
compatibility result per restored state (``StateSerializerProvider`` on the old snapshot and the
serializer v2 registered; see the harness' ``StateAssignment``). A scenario with ``check_output``
also compares what the restored v2's sink received with what v2 emits with its own state
(``check_output``).

    run.py check  [--only a,b] [--jobs N] [--work DIR]   run in a temp dir the scenarios whose
                  [--rerun]                                inputs changed since recorded (their
                                                           ``inputs_sha256``; all with --rerun or
                                                           FIDELITY_RERUN=1) and compare with the
                                                           committed outcomes (exit 1 on any
                                                           difference); commits nothing
    run.py record [--only a,b] [--jobs N]                 run and write tests/fidelity/outcomes/
                                                           and tests/fidelity/savepoints/ (v1), and
                                                           the same under tests/fidelity/pyflink/
                                                           and tests/fidelity/sql/ (with plans/)
    run.py check --update-hashes                          the same, and where Flink did exactly what
                                                           is recorded, store the inputs' new hash in
                                                           the outcome (a runner change that changes
                                                           no outcome: no savepoint rewritten)
    run.py vectors [--check]                              OperatorID hashing vectors (no cluster)
    run.py jars   [--only a,b] [--jobs N] [--work DIR]   build each scenario's v1/v2 job JARs, load
                                                           them with the checker and compare its
                                                           verdicts with the committed outcomes
                                                           (tests/fidelity/jar_modes.py)

Only the Python standard library, but for ``jars`` (flink-compat itself: the project's Python);
the Flink jars and the harness come from tests/fixtures/generator/generate (the wheel is cached
in .cache/). The PyFlink scenarios run in one PyFlink 2.3 interpreter (``.cache/pyflink-2.3.0``,
``make pyflink``; ``PYFLINK_PYTHON`` overrides it), alongside the Java ones; the SQL scenarios in
one JVM (``SqlRunner``, one job at a time), alongside them too.
"""

from __future__ import annotations

import argparse
import builtins
import concurrent.futures
import contextlib
import fcntl
import hashlib
import importlib.machinery
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
SCENARIOS = HERE / "scenarios"
OUTCOMES = HERE / "outcomes"
SAVEPOINTS = HERE / "savepoints"
VECTORS = HERE / "hashing"
LIB = HERE / "java"
JOB_CLASS = "fidelity.Job"
BUILD = REPO / ".cache" / "fidelity"
PYFLINK = HERE / "pyflink"
PYFLINK_OUTCOMES = PYFLINK / "outcomes"
PYFLINK_SAVEPOINTS = PYFLINK / "savepoints"
PYFLINK_PYTHON = Path(os.environ.get("PYFLINK_PYTHON", REPO / ".cache" / "pyflink-2.3.0" / "bin" / "python"))
#: The harness classes the PyFlink runner calls through py4j (a directory of its own: the gateway
#: JVM gets it on its classpath).
PYFLINK_HARNESS = BUILD / "pyflink-harness"
#: All PyFlink scenarios together (about 12 s each on 2 cores).
PYFLINK_TIMEOUT_SECONDS = 1800
SQL = HERE / "sql"
SQL_OUTCOMES = SQL / "outcomes"
SQL_SAVEPOINTS = SQL / "savepoints"
#: The compiled plans of the ``plan`` scenarios (what COMPILE PLAN wrote, input path as ``${input}``).
SQL_PLANS = SQL / "plans"
#: The SQL runner's sources (and its META-INF/services, on the classpath as they are).
SQL_RUNNER_SOURCES = SQL / "java"
#: The SQL runner and the harness classes it calls (a directory of its own, as PYFLINK_HARNESS).
SQL_RUNNER_CLASSES = BUILD / "sql-runner"
#: All SQL scenarios together, one JVM (about 15 s each on 2 cores).
SQL_TIMEOUT_SECONDS = 1800

#: Keys of an outcome that are not compared in check mode: timings, and the hash of the inputs
#: the run came from (a change to them that leaves Flink's behaviour alone is no difference).
VOLATILE = ("timing", "inputs_sha256")
#: The environment variable that makes ``check`` run every selected scenario, also those whose
#: inputs are unchanged since they were recorded (``--rerun`` too).
RERUN_ENV = "FIDELITY_RERUN"


def _generator():
    path = REPO / "tests" / "fixtures" / "generator" / "generate"
    loader = importlib.machinery.SourceFileLoader("fixgen_generate", str(path))
    spec = importlib.util.spec_from_loader("fixgen_generate", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


GEN = _generator()


def log(msg: str) -> None:
    print(msg, flush=True)


# ------------------------------------------------------------------------------ scenarios


#: Separates a scenario's name from the Flink versions of one of its version-matrix cells.
VARIANT = "@"


def scenario_names() -> list[str]:
    """Every Java scenario, and every cell of the Flink version matrix (``also_on``): the same
    scenario, v1 on one Flink and v2 on another, named ``<scenario>@<v1's Flink>-<v2's Flink>``."""
    names = []
    for p in SCENARIOS.iterdir():
        if (p / "scenario.json").is_file():
            names.append(p.name)
            spec = json.loads((p / "scenario.json").read_text())
            names += [f"{p.name}{VARIANT}{v1}-{v2}" for v1, v2 in spec.get("also_on", ())]
    return sorted(names)


def scenario_dir(name: str) -> Path:
    """The directory of a scenario (a matrix cell's: its scenario's)."""
    return SCENARIOS / name.split(VARIANT, 1)[0]


def load_scenario(name: str) -> dict:
    """A scenario's settings (scenario.json with the defaults); a matrix cell's with its Flinks."""
    spec = json.loads((scenario_dir(name) / "scenario.json").read_text())
    if VARIANT in name:
        flinks = name.split(VARIANT, 1)[1].split("-")
        if flinks not in [list(pair) for pair in spec.get("also_on", ())]:
            raise SystemExit(f"{name}: no such cell in {scenario_dir(name).name}'s also_on")
        spec["v1"] = dict(spec.get("v1", {}), flink=flinks[0])
        spec["v2"] = dict(spec.get("v2", {}), flink=flinks[1])
    for side in ("v1", "v2"):
        s = spec.setdefault(side, {})
        # the Flink the side runs on (a Flink version group: v1 on 1.20.3, v2 restores on 2.3.0)
        s.setdefault("flink", GEN.FLINK_VERSION)
        s.setdefault("backend", "hashmap")
        s.setdefault("parallelism", 2)
        s.setdefault("max_parallelism", 128)
        s.setdefault("params", {})
    spec["v2"].setdefault("allow_non_restored_state", False)
    # compare what the restored v2 emits with what v2 emits over the same records with its own
    # state (run_scenario); the jobs' sink is then Lib.collect
    spec.setdefault("check_output", False)
    return spec


def pyflink_scenario_names() -> list[str]:
    return sorted(p.name for p in PYFLINK.iterdir() if (p / "scenario.json").is_file())


def load_pyflink_scenario(name: str) -> dict:
    """A PyFlink scenario's settings: the backend and allowNonRestoredState are the runner's; the
    programs set parallelism 1 themselves and leave the max parallelism to Flink (128); both sides
    run on the PyFlink interpreter's Flink (2.3.0)."""
    spec = json.loads((PYFLINK / name / "scenario.json").read_text())
    for side in ("v1", "v2"):
        s = spec.setdefault(side, {})
        s.setdefault("backend", "hashmap")
        s.update(parallelism=1, max_parallelism=128, params={}, flink=GEN.FLINK_VERSION)
    spec["v2"].setdefault("allow_non_restored_state", False)
    spec.setdefault("check_output", False)
    return spec


def sql_scenario_names() -> list[str]:
    return sorted(p.name for p in SQL.iterdir() if (p / "scenario.json").is_file())


def load_sql_scenario(name: str) -> dict:
    """A SQL scenario's settings: ``mode`` ``sql`` (the scripts planned by the TableEnvironment) or
    ``plan`` (compiled, then executed from the plan); ``sql_from``: the scenario whose scripts it
    runs (a plan twin of a SQL scenario); per side the backend and parallelism (1); the max
    parallelism is Flink's default, the Flink the generator's (2.3.0)."""
    spec = json.loads((SQL / name / "scenario.json").read_text())
    spec.setdefault("mode", "sql")
    for side in ("v1", "v2"):
        s = spec.setdefault(side, {})
        s.setdefault("backend", "hashmap")
        s.setdefault("parallelism", 1)
        s.update(max_parallelism="default", params={}, flink=GEN.FLINK_VERSION)
    spec["v2"].setdefault("allow_non_restored_state", False)
    return spec


def sql_script(name: str, side: str) -> Path:
    """The script of a SQL scenario's side (``sql_from``'s for a plan twin)."""
    return SQL / (load_sql_scenario(name).get("sql_from") or name) / f"{side}.sql"


# ------------------------------------------------------------------------- inputs' hash
#
# A scenario's outcome records a hash of everything that decides what Flink does with it; `check`
# runs on Flink only the scenarios whose hash changed (the checker is still judged against every
# recording: the fast test and the JAR modes read all outcomes). Conservative: the runner, the
# harness and the generator (classpath, JVM options, which Flink) are taken whole.

#: Inputs of every family: this runner, the fixture generator (Flink's version and jars, JVM
#: options), everything on the harness' classpath (src/main: the harness, the fixture jobs and
#: models, which no scenario uses today; model-v1) and its log configuration.
_SHARED_INPUTS = (
    Path(__file__).resolve(),
    GEN.GEN_DIR / "generate",
    GEN.GEN_DIR / "log4j2.properties",
    GEN.GEN_DIR / "src" / "main",
    GEN.GEN_DIR / "src" / "model-v1",
)


def _family_inputs(family: str, name: str) -> list[Path]:
    """What decides Flink's behaviour for one scenario besides ``_SHARED_INPUTS``."""
    if family == "java":
        return [LIB, scenario_dir(name)]
    if family == "pyflink":
        return [HERE / "pyflink_run.py", PYFLINK / name]
    scripts = load_sql_scenario(name).get("sql_from") or name
    return [SQL_RUNNER_SOURCES, SQL / "input", SQL / name, SQL / scripts]


def inputs_hash(family: str, name: str) -> str:
    """sha256 over the Flink versions (of both sides: a Java scenario's may differ) and every file
    (path and bytes) of the scenario's inputs."""
    flinks = [GEN.FLINK_VERSION]
    if family == "java":
        spec = load_scenario(name)
        flinks = list(dict.fromkeys(spec[side]["flink"] for side in ("v1", "v2")))
    h = hashlib.sha256(f"flink {' -> '.join(flinks)}\n".encode())
    for root in (*_SHARED_INPUTS, *_family_inputs(family, name)):
        found = [root] if root.is_file() else sorted(f for f in root.rglob("*") if f.is_file())
        for f in found:
            if "__pycache__" in f.parts or f.suffix == ".pyc":
                continue  # what Python's imports write next to the job packages is no input
            # named below the root's own name: a file moved or renamed changes the hash too
            h.update(f"{root.name}/{f.relative_to(root).as_posix()}\n".encode())
            h.update(hashlib.sha256(_input_bytes(f)).digest())
    return h.hexdigest()


#: Keys of scenario.json that decide nothing of one Flink run: what only the checker's tests read
#: (the lead removes a known_disagreement when the checker learns a rule: Flink's run stays
#: valid), and the version matrix's cells (each cell's Flinks are hashed as its own).
_CHECKER_ONLY_KEYS = ("known_disagreement", "also_on")


def _input_bytes(f: Path) -> bytes:
    if f.name != "scenario.json":
        return f.read_bytes()
    spec = json.loads(f.read_text())
    return json.dumps({k: v for k, v in spec.items() if k not in _CHECKER_ONLY_KEYS}, sort_keys=True).encode()


def unchanged(hashes: dict[str, str], family_of: dict[str, str]) -> list[str]:
    """The scenarios whose committed outcome records the inputs' hash they have now (sorted)."""
    return sorted(n for n in hashes if recorded_hash(family_of[n], n) == hashes[n])


def recorded_hash(family: str, name: str) -> str | None:
    """The inputs' hash in the committed outcome of a scenario (None: none recorded)."""
    path = {"java": OUTCOMES, "pyflink": PYFLINK_OUTCOMES, "sql": SQL_OUTCOMES}[family] / f"{name}.json"
    return json.loads(path.read_text()).get("inputs_sha256") if path.exists() else None


def compile_side(name: str, side: str) -> Path:
    """The side's job and the shared library, compiled against the side's Flink."""
    flink = load_scenario(name)[side]["flink"]
    out = BUILD / "classes" / name / side
    srcs = GEN._sources(LIB, scenario_dir(name) / side)
    _compile(srcs, out, extra_cp=[harness_classes(flink)], lib=flink_lib(flink))
    return out


# ------------------------------------------------------------------------- Flink versions
#
# A Java scenario's side runs on the Flink its ``flink`` names (default: the generator's, 2.3.0).
# The Flink version group sets v1's to 1.20.3: v1 runs and takes its savepoint on Flink 1.20, v2
# restores it on Flink 2.3; the cells of its version matrix (``also_on``) run the same jobs on
# other pairs, from 1.19 on. The harness (its sources compile on all of them:
# harness/FlinkApi.java), the shared library and the side's job are compiled against that
# Flink's jars and run on them.


def flink_lib(version: str) -> Path:
    """The directory of Flink ``version``'s jars: the generator's for its own version, else
    ``.cache/flink-<version>/lib``, where the checker's loader keeps them too (graph/jar.py:
    the jars of the ``apache-flink-libraries`` distribution on PyPI, a wheel or a source archive,
    downloaded once with pip)."""
    if version == GEN.FLINK_VERSION:
        GEN.ensure_jars()
        return GEN.LIB
    lib = REPO / ".cache" / f"flink-{version}" / "lib"
    if (lib / ".complete").exists():
        return lib
    # the JAR modes' threads, and pytest beside them: one download of a version, none replaced in use
    with _DOWNLOADING, _process_lock(lib.parent):
        if (lib / ".complete").exists():
            return lib
        return _download_lib(version, lib)


_DOWNLOADING = threading.Lock()


def _download_lib(version: str, lib: Path) -> Path:
    lib.parent.mkdir(parents=True, exist_ok=True)
    log(f"downloading apache-flink-libraries=={version} from PyPI for Flink {version}'s jars")
    with tempfile.TemporaryDirectory(dir=lib.parent) as tmp:
        for python in (sys.executable, str(REPO / ".venv" / "bin" / "python")):
            r = subprocess.run([python, "-m", "pip", "download", "--no-deps", "--disable-pip-version-check",
                                "--quiet", f"apache-flink-libraries=={version}", "-d", tmp])
            if r.returncode == 0:
                break
        archives = sorted(Path(tmp).glob("apache[-_]flink[-_]libraries-*"))
        if not archives:
            raise SystemExit(f"pip download of apache-flink-libraries=={version} gave no archive")
        unpacked = Path(tmp) / "lib"
        unpacked.mkdir()
        _unpack_jars(archives[0], unpacked)
        (unpacked / ".complete").write_text("ok\n")
        shutil.rmtree(lib, ignore_errors=True)
        os.replace(unpacked, lib)
    return lib


def _unpack_jars(archive: Path, out: Path) -> None:
    """Flink's lib jars: ``pyflink/lib/*.jar`` of a wheel, ``<root>/deps/lib/*.jar`` of a source
    archive."""
    import tarfile
    import zipfile

    def wanted(path: str) -> bool:
        parts = path.split("/")
        return path.endswith(".jar") and (parts[:2] == ["pyflink", "lib"] and len(parts) == 3
                                          or parts[1:3] == ["deps", "lib"] and len(parts) == 4)

    if archive.name.endswith(".whl"):
        with zipfile.ZipFile(archive) as z:
            for info in z.infolist():
                if wanted(info.filename):
                    (out / Path(info.filename).name).write_bytes(z.read(info))
        return
    with tarfile.open(archive) as sdist:
        for member in sdist:
            if member.isfile() and wanted(member.name):
                (out / Path(member.name).name).write_bytes(sdist.extractfile(member).read())


#: One lock per output directory of ``_compile`` (the JAR modes build scenarios in threads).
_COMPILE_LOCKS: dict[Path, threading.RLock] = {}
_COMPILE_LOCKS_LOCK = threading.Lock()


@contextlib.contextmanager
def _building(out: Path):
    """Held while output directory ``out`` is written: ``GEN._compile`` clears it before javac writes
    it, so two scenarios of one Flink that need the same harness (or the same side) at once would
    otherwise each compile against the other's half-written classes. Threads of this process (the
    JAR modes') and other processes (``make test`` runs the JAR modes beside pytest, whose tests
    build some of the same JARs) take their turns."""
    key = Path(out).resolve()
    with _COMPILE_LOCKS_LOCK:
        lock = _COMPILE_LOCKS.setdefault(key, threading.RLock())
    with lock:
        held = getattr(_HELD, "dirs", None)
        if held is None:
            held = _HELD.dirs = set()
        if key in held:  # (taken again by the thread that holds it)
            yield
            return
        held.add(key)
        try:
            with _process_lock(key):
                yield
        finally:
            held.discard(key)


_HELD = threading.local()


@contextlib.contextmanager
def _process_lock(path: Path):
    """An exclusive lock between processes on ``path`` (a ``.<name>.lock`` file beside it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path.parent / f".{path.name}.lock", "w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def _compile(srcs, out: Path, **kw) -> None:
    """``GEN._compile`` into ``out``, one at a time per ``out``."""
    with _building(out):
        GEN._compile(srcs, out, **kw)


def harness_classes(version: str) -> Path:
    """The harness (tests/fixtures/generator: src/main and model-v1) compiled against Flink
    ``version``: the generator's own build for its version (``GEN.build``)."""
    if version == GEN.FLINK_VERSION:
        return GEN.CLASSES
    out = BUILD / f"harness-{version}"
    _compile(GEN._sources(GEN.GEN_DIR / "src" / "main", GEN.GEN_DIR / "src" / "model-v1"), out,
             lib=flink_lib(version))
    return out


def side_classpath(version: str, classes: Path) -> str:
    """A JVM's class path for a side's ``classes`` on Flink ``version``: the generator's (its
    RUNTIME_JARS) for its own version, else flink-dist, flink-scala and log4j of that version's jars."""
    if version == GEN.FLINK_VERSION:
        return GEN.classpath("v1", [classes])
    lib = flink_lib(version)
    # flink-scala: Flink 1.x's Scala API serializers (Flink 2.x's holds only Scala's library)
    jars = sorted(j for j in lib.glob("*.jar") if j.name.startswith(("flink-dist", "flink-scala", "log4j")))
    return os.pathsep.join(map(str, [classes, harness_classes(version), *jars]))


# ------------------------------------------------------------------------------- JARs
#
# A scenario side as a job JAR (``run.py jars`` and tests/jar load them with the checker): the
# side's classes (compile_side), the harness classes they use, and ``JarMain``
# (tests/jar/java/fidelity/JarMain.java): a main() that gives the job the environment the harness
# gave it when Flink recorded the scenario (program_args), then calls execute().

JAR_SOURCES = REPO / "tests" / "jar" / "java"  # JarMain and the test jobs of tests/jar
JAR_MAIN_CLASS = "fidelity.JarMain"
#: Every entry of a built JAR gets this time: the same sources give the same bytes (the
#: checker's cache of loaded JARs is keyed by their content).
_JAR_ENTRY_TIME = (2000, 1, 1, 0, 0, 0)


def program_args(name: str, side: str) -> list[str]:
    """JarMain's arguments that give the job the environment Flink recorded it with."""
    s = load_scenario(name)[side]
    args = ["--parallelism", str(s["parallelism"]), "--max-parallelism", str(s["max_parallelism"]),
            "--backend", s["backend"]]
    for k, v in s["params"].items():
        args += ["--param", f"{k}={v}"]
    return args


def compile_jar_main(flink: str = GEN.FLINK_VERSION) -> Path:
    """JarMain and the test jobs, compiled once per Flink (against a scenario's fidelity.Job of a
    side on that Flink: JarMain only constructs it, so it runs with every scenario's). For a
    Flink 1.x, JarMain alone, without its lines marked "Flink 2 only" (the bridge's rule:
    ``graph.jar.bridge_source``; the test jobs are Flink 2's)."""
    any_side = compile_side(*next((n, side) for n in scenario_names() for side in ("v1", "v2")
                                  if load_scenario(n)[side]["flink"] == flink))
    if flink == GEN.FLINK_VERSION:
        out = BUILD / "classes" / "_jar-main"
        _compile(GEN._sources(JAR_SOURCES), out, extra_cp=[GEN.CLASSES, any_side])
        return out
    if int(flink.split(".")[0]) >= 2:  # another Flink 2 (a version matrix cell's): all of it
        out = BUILD / "classes" / f"_jar-main-{flink}"
        _compile(GEN._sources(JAR_SOURCES), out, extra_cp=[harness_classes(flink), any_side], lib=flink_lib(flink))
        return out
    from flink_compat.graph.jar import bridge_source  # run.py jars runs with flink-compat

    src = BUILD / f"jar-main-src-{flink}" / "fidelity" / "JarMain.java"
    text = bridge_source((JAR_SOURCES / "fidelity" / "JarMain.java").read_text(encoding="utf-8"),
                         int(flink.split(".")[0]))
    harness, out = harness_classes(flink), BUILD / "classes" / f"_jar-main-{flink}"
    with _building(out):  # (the source it compiles is written under the same lock)
        src.parent.mkdir(parents=True, exist_ok=True)
        if not src.exists() or src.read_text(encoding="utf-8") != text:
            src.write_text(text, encoding="utf-8")
        _compile([str(src)], out, extra_cp=[harness, any_side], lib=flink_lib(flink))
    return out


def build_jar(out_dir: Path, name: str, side: str, main_class: str | None = JAR_MAIN_CLASS) -> Path:
    """``<out_dir>/<name>-<side>.jar``: the scenario side's job, the fidelity library, the
    harness classes it uses and JarMain; Main-Class ``main_class`` (None: no Main-Class)."""
    import zipfile

    flink = load_scenario(name)[side]["flink"]
    roots = [compile_side(name, side), compile_jar_main(flink)]
    harness = Path("flinkcompat", "fixtures", "harness")
    files = {}
    for root in roots:
        files.update({f.relative_to(root).as_posix(): f for f in root.rglob("*.class")})
    classes = harness_classes(flink)
    files.update({f.relative_to(classes).as_posix(): f for f in (classes / harness).rglob("*.class")})
    manifest = "Manifest-Version: 1.0\r\n" + (f"Main-Class: {main_class}\r\n" if main_class else "") + "\r\n"
    jar = Path(out_dir) / f"{name}-{side}.jar"
    tmp = jar.with_suffix(f".{os.getpid()}.tmp")
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("META-INF/MANIFEST.MF", _JAR_ENTRY_TIME), manifest)
        for entry in sorted(files):
            info = zipfile.ZipInfo(entry, _JAR_ENTRY_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, files[entry].read_bytes())
    os.replace(tmp, jar)
    return jar


def common_args(s: dict) -> list[str]:
    args = ["--backend", s["backend"], "--format", "canonical", "--inline-threshold", "default",
            "--parallelism", str(s["parallelism"]), "--max-parallelism", str(s["max_parallelism"])]
    for k, v in s["params"].items():
        args += ["--param", f"{k}={v}"]
    return args


def run_harness(args: list[str], classes: Path, collect: Path | None = None, flink: str = GEN.FLINK_VERSION):
    """The harness on a scenario side's classes, on Flink ``flink``; with ``collect``, the records
    of the job's ``Lib.collect`` sink are appended to that file (the system property it reads)."""
    # GEN.harness' command, on the side's Flink, with the property: the sink runs in this JVM (a
    # MiniCluster)
    cmd = [GEN.java_bin(), *GEN.jvm_opts(), *([f"-D{COLLECT_PROPERTY}={collect}"] if collect else []), "-cp",
           side_classpath(flink, classes), "flinkcompat.fixtures.harness.Harness", *args]
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


#: The system property naming the file ``Lib.collect`` appends records to (Lib.COLLECT_PROPERTY).
COLLECT_PROPERTY = "fidelity.collect"


def collected(path: Path) -> list[str]:
    """What a ``Lib.collect`` sink received, one record per line, sorted: its parallel subtasks
    append in any order, and the order is not what is compared."""
    return sorted(path.read_text(encoding="utf-8").splitlines()) if path.exists() else []


# ------------------------------------------------------------------------------- outcome

_HEX32 = re.compile(r"(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])")
_IDENTITY = re.compile(r"@[0-9a-f]{4,8}\b")
_SUBTASK = re.compile(r"\((\d+)/(\d+)\)")


def normalise(text, replacements):
    """Flink's message without what changes run to run: temp paths, object identities, and
    which subtask failed first ("(1/2)" or "(2/2)")."""
    if text is None:
        return None
    for old, new in replacements:
        text = text.replace(old, new)
    text = _IDENTITY.sub("@<id>", text)
    return _SUBTASK.sub(lambda m: f"(<i>/{m.group(2)})", text)


def short(cls):
    """``org.apache.flink.api.common.typeutils.base.LongSerializer$LongSerializerSnapshot`` → the part
    after the package."""
    return None if cls is None else cls.rsplit(".", 1)[-1]


def named_states(messages: list[str], candidates: set[str]) -> list[str]:
    """State names of the old job that Flink's messages mention: quoted, bracketed, or right
    after the word "state" (Flink often names none: then the test can only check the operator)."""
    found = []
    for name in sorted(candidates):
        n = re.escape(name)
        pattern = re.compile(rf"['\"\[]{n}['\"\]]|\bstate {n}(?![\w/-])|name={n}(?![\w/-])")
        if any(pattern.search(m) for m in messages):
            found.append(name)
    return found


def build_outcome(name: str, spec: dict, v1_report: dict, v2_report: dict, replacements) -> dict:
    job1 = v1_report["job"]
    job2 = v2_report.get("job") or {}
    causes = [
        {"class": c["class"], "message": normalise(c.get("message"), replacements)}
        for c in v2_report.get("causes", [])
    ]
    outcome = v2_report["outcome"]
    dropped, states, keys = [], [], []
    assignment = v2_report.get("state_assignment") or {}
    for op in assignment.get("operators", []):
        if op["status"] == "dropped":
            dropped.append({"operator_id": op["old_id"], "uid": op["old_uid"], "name": op["old_name"]})
        if op.get("key_serializer"):
            k = op["key_serializer"]
            keys.append({"operator_id": op["old_id"], "uid": op["old_uid"], "old_snapshot": short(k["old_serializer"]),
                         "new_snapshot": short(k["new_serializer"]), "compatibility": k["compatibility"]})
        for s in op.get("states", []):
            roles = s["serializers"]
            value = roles.get("VALUE_SERIALIZER", {})
            states.append({
                "operator_id": op["old_id"],
                "uid": op["old_uid"],
                "state": s["name"],
                "kind": s["kind"],
                "new_kind": s["new_kind"],
                "old_value_snapshot": short(value.get("old_snapshot")),
                "new_value_snapshot": short(value.get("new_snapshot")),
                "compatibility": {role: r["compatibility"] for role, r in sorted(roles.items())},
            })
    if outcome != "RESTORED":
        verdict = "failed"
    elif dropped:
        verdict = "restored-state-dropped"
    elif any("COMPATIBLE_AFTER_MIGRATION" in s["compatibility"].values() for s in states) or any(
        k["compatibility"] == "COMPATIBLE_AFTER_MIGRATION" for k in keys
    ):
        verdict = "restored-with-migration"
    else:
        verdict = "restored-as-is"
    failure = None
    if outcome != "RESTORED":
        messages = [c["message"] or "" for c in causes]
        old_ids = {n["operator_id"] for n in job1["stream_nodes"]}
        new_ids = {n["operator_id"] for n in job2.get("stream_nodes", [])}
        named_ids = sorted({h for m in messages for h in _HEX32.findall(m) if h in old_ids | new_ids})
        failed_tasks = [
            {"task": t.get("task"), "operator_ids": t.get("operator_ids", [])}
            for t in v2_report.get("failed_tasks", [])
        ]
        failure = {
            "phase": v2_report.get("failed_phase"),
            "exception_class": v2_report.get("exception_class"),
            "exception_message": normalise(v2_report.get("exception_message"), replacements),
            "root_exception_class": v2_report.get("root_exception_class"),
            "root_exception_message": normalise(v2_report.get("root_exception_message"), replacements),
            "causes": causes,
            "named_operator_ids": named_ids,
            "failed_tasks": failed_tasks,
            "named_states": named_states(
                messages, {st["name"] for op in v1_report["savepoint_operators"] for st in op["states"]}),
        }

    def ops(job):
        return [
            {"operator_id": n["operator_id"], "user_defined_operator_id": n["user_defined_operator_id"],
             "uid": n["uid"], "name": n["name"], "parallelism": n["parallelism"],
             "max_parallelism": n["max_parallelism"], "job_vertex": n["job_vertex"]}
            for n in job.get("stream_nodes", [])
        ]

    return {
        "scenario": name,
        "description": spec.get("description", ""),
        "flink_version": job1["flink_version"],
        "v1": {k: spec["v1"][k] for k in ("flink", "backend", "parallelism", "max_parallelism", "params")},
        "v2": {k: spec["v2"][k] for k in ("flink", "backend", "parallelism", "max_parallelism", "params",
                                         "allow_non_restored_state")},
        "savepoint_format": "canonical",
        "outcome": outcome,
        "flink_verdict": verdict,
        "failure": failure,
        "dropped_operators": dropped,
        "key_serializers": keys,
        "states": states,
        "v1_savepoint": [
            {**{k: op[k] for k in ("operator_id", "uid", "name", "parallelism", "max_parallelism", "has_state")},
             "key_serializer": short(op["key_serializer"]),
             "states": [{"name": st["name"], "kind": st["kind"],
                         "serializers": {r: short(c) for r, c in sorted(st["serializers"].items())}}
                        for st in op["states"]]}
            for op in sorted(v1_report["savepoint_operators"], key=lambda op: op["operator_id"])
        ],
        "v1_operators": ops(job1),
        "v2_operators": ops(job2),
        "timing": {
            "v1_savepoint_seconds": round(v1_report.get("seconds", 0.0), 3),
            "v2_seconds_to_running": v2_report.get("seconds_to_running"),
            "v2_seconds_total": v2_report.get("seconds_total"),
        },
    }


def run_scenario(name: str, work: Path) -> tuple[str, dict, Path, float]:
    t0 = time.time()
    spec = load_scenario(name)
    d = work / name
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    c1, c2 = compile_side(name, "v1"), compile_side(name, "v2")
    sp1 = d / "v1-savepoint"
    r1 = run_harness(["savepoint", "--job", JOB_CLASS, "--out", str(sp1), "--report", str(d / "v1.json"), "--no-state-log",
                      "--work", str(d / "work-v1")] + common_args(spec["v1"]), c1, flink=spec["v1"]["flink"])
    (d / "v1.log").write_text(r1.stdout + "\n--- stderr ---\n" + r1.stderr)
    if r1.returncode != 0:
        raise RuntimeError(f"{name}: v1 did not produce a savepoint (exit {r1.returncode}); see {d / 'v1.log'}\n"
                           + r1.stdout[-1500:] + r1.stderr[-2500:])
    args = ["restore", "--job", JOB_CLASS, "--savepoint", str(sp1), "--report", str(d / "v2.json"),
            "--savepoint-after", str(d / "v2-savepoint"), "--work", str(d / "work-v2")]
    args += common_args(spec["v2"])
    if spec["v2"]["allow_non_restored_state"]:
        args.append("--allow-non-restored")
    r2 = run_harness(args, c2, collect=d / "v2.out" if spec["check_output"] else None, flink=spec["v2"]["flink"])
    (d / "v2.log").write_text(r2.stdout + "\n--- stderr ---\n" + r2.stderr)
    if r2.returncode not in (0, 2) or not (d / "v2.json").exists():
        raise RuntimeError(f"{name}: v2 restore did not run (exit {r2.returncode}); see {d / 'v2.log'}\n"
                           + r2.stdout[-1500:] + r2.stderr[-2500:])
    v1 = json.loads((d / "v1.json").read_text())
    v2 = json.loads((d / "v2.json").read_text())
    replacements = [(f"file:{sp1}", "<savepoint>"), (str(sp1), "<savepoint>"), (str(d), "<work>")]
    outcome = build_outcome(name, spec, v1, v2, replacements)
    if spec["check_output"]:
        check_output(name, spec, outcome, c2, d)
    for w in ("work-v1", "work-v2"):
        shutil.rmtree(d / w, ignore_errors=True)
    return name, outcome, d, time.time() - t0


#: A restored Java job whose sink, over the records after the restore, received other records
#: than v2 emits over them with the state v2 itself built from the same earlier records: Flink
#: accepted the upgrade, and v2 read the restored state as something else (the PyFlink and SQL
#: suites' class of the same name) ...
OUTPUT_MISREAD = "restored-state-misread"
#: ... or, when its sink received exactly what v2 emits over them with no state at all, v2 did not
#: read it (a renamed state starts empty; Flink carries the old one unused).
OUTPUT_LOST = "restored-state-lost"
#: The job of Lib's SourceOnly.java (the stateless reference's savepoint).
SOURCE_ONLY_CLASS = "fidelity.lib.SourceOnly"


def check_output(name: str, spec: dict, outcome: dict, classes: Path, d: Path) -> None:
    """The output oracle of a ``check_output`` scenario (as the SQL suite's, sql/README.md): the
    reference is v2 from scratch over the v1 records, stopped with a savepoint of its own and
    restored from it over the same extra records as the restored v2 (the same source, the same
    settings). Flink restores a job exactly once, so the reference's sink receives what v2 emits
    over them when its state is its own; the restored v2's sink must receive the same. Sets
    ``outcome["output"]`` and, when they differ on a restored job, the verdict (``judge_output``):
    then v2 also runs restored from a savepoint of the source alone (``SourceOnly``: the same
    extra records, every other operator with no state), the ``stateless`` records."""
    if outcome["outcome"] != "RESTORED":
        return
    restored = collected(d / "v2.out")
    reference = _restored_output(name, spec, classes, d, "reference", JOB_CLASS)
    stateless = None
    if restored != reference and outcome["flink_verdict"] in _OUTPUT_JUDGED:
        stateless = _restored_output(name, spec, classes, d, "stateless", SOURCE_ONLY_CLASS)
    judge_output(outcome, restored, reference, stateless)


def _restored_output(name: str, spec: dict, classes: Path, d: Path, run: str, job_class: str) -> list[str]:
    """What v2's sink receives over the extra records, restored from a savepoint ``job_class``
    (with v2's settings) took after the same records as v1: ``<run>.out``."""
    sp = d / f"{run}-savepoint"
    r = run_harness(["savepoint", "--job", job_class, "--out", str(sp), "--report", str(d / f"{run}-v1.json"),
                     "--no-state-log", "--work", str(d / f"work-{run}-v1")] + common_args(spec["v2"]), classes,
                    flink=spec["v2"]["flink"])
    (d / f"{run}-v1.log").write_text(r.stdout + "\n--- stderr ---\n" + r.stderr)
    if r.returncode != 0:
        raise RuntimeError(f"{name}: {job_class} ({run}) did not produce a savepoint (exit {r.returncode}); see "
                           f"{d / f'{run}-v1.log'}\n" + r.stdout[-1500:] + r.stderr[-2500:])
    r = run_harness(["restore", "--job", JOB_CLASS, "--savepoint", str(sp), "--report", str(d / f"{run}.json"),
                     "--work", str(d / f"work-{run}")] + common_args(spec["v2"]), classes, collect=d / f"{run}.out",
                    flink=spec["v2"]["flink"])
    (d / f"{run}.log").write_text(r.stdout + "\n--- stderr ---\n" + r.stderr)
    if r.returncode != 0:
        raise RuntimeError(f"{name}: v2 did not restore the {run} savepoint (exit {r.returncode}); see "
                           f"{d / f'{run}.log'}\n" + r.stdout[-1500:] + r.stderr[-2500:])
    for w in (f"work-{run}-v1", f"work-{run}"):
        shutil.rmtree(d / w, ignore_errors=True)
    return collected(d / f"{run}.out")


#: The verdicts the output oracle refines (a failed restore or dropped operators: Flink said more).
_OUTPUT_JUDGED = ("restored-as-is", "restored-with-migration")


def judge_output(outcome: dict, restored: list[str], reference: list[str], stateless: list[str] | None) -> None:
    """``outcome["output"]``: the records the restored v2's sink, the reference's and (when those
    differ) the stateless run's received, sorted. A restore Flink accepted whose records differ
    from the reference's is ``OUTPUT_LOST`` when they are the stateless run's, else
    ``OUTPUT_MISREAD``."""
    outcome["output"] = {"restored": restored, "reference": reference, "equal": restored == reference}
    if restored != reference and outcome["flink_verdict"] in _OUTPUT_JUDGED:
        outcome["output"]["stateless"] = stateless
        outcome["flink_verdict"] = OUTPUT_LOST if restored == stateless else OUTPUT_MISREAD


# ------------------------------------------------------------------------------- PyFlink

#: A Python function's failure, as the JVM reports it: the Python traceback in the message.
_PY_TRACEBACK = "Traceback (most recent call last):"
#: What Flink's cause chain says when the Python worker failed while processing (the JVM side had
#: restored the state): a Python exception, or the worker gone (a crash) under an open bundle.
_PYTHON_WORKER_FAILED = (_PY_TRACEBACK, "Failed to close remote bundle", "Error received from SDK harness")
#: A Python error that is the JVM's exception relayed to the worker: a state request Flink
#: refused (the JVM registers a Python state at its first access, e.g. "RuntimeError:
#: java.lang.IllegalStateException: Incompatible key/value state types. Was [LIST], registered
#: with [MAP].").
_RELAYED_JAVA_ERROR = re.compile(r"\w+: (java|org)\.[\w.$]+(Exception|Error)\b")


def python_error(message: str) -> str:
    """The Python exception at the end of a traceback (``struct.error: unpack requires ...``)."""
    tail = message.split(_PY_TRACEBACK)[-1].strip().splitlines()
    # not a Python frame ("  File ...") nor a Java one relayed with it ("\tat ...")
    errors = [line for line in tail if line and not line[0].isspace()]
    return errors[-1] if errors else tail[-1]


def program_output(path: Path) -> list[dict]:
    """What a PyFlink program printed: one JSON object per record ({"key", "read", "wrote"}), and
    per window it fired (with ``fired``: the window's records)."""
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.exists() else []


def misread_states(v1_output: list[dict], v2_output: list[dict]) -> list[dict]:
    """Per key and state: what v2 first read, where it is not what v1 last wrote."""
    last_wrote = {}
    for rec in v1_output:
        for state, value in rec["wrote"].items():
            last_wrote[rec["key"], state] = value
    first_read, out = {}, []
    for rec in v2_output:
        for state, value in rec["read"].items():
            first_read.setdefault((rec["key"], state), value)
    for (key, state), value in sorted(first_read.items()):
        if (key, state) in last_wrote and last_wrote[key, state] != value:
            out.append({"key": key, "state": state, "v1_wrote": last_wrote[key, state], "v2_read": value})
    return out


def build_pyflink_outcome(name: str, spec: dict, d: Path) -> dict:
    """The outcome of a PyFlink scenario (``pyflink_run.py`` wrote ``d``): as a Java scenario's, with
    two verdicts only a Python program has. Flink stores Python state as bytes it restores as is;
    when v2's Python coder then fails on them the verdict is ``restored-state-unreadable`` (the job
    failed at its first read, phase ``first-read``), when v2 reads other values than v1 wrote it
    is ``restored-state-misread``. A state Flink itself refuses when the Python code first
    touches it (the JVM's exception relayed through the worker) is ``failed``, phase
    ``first-state-access``. ``python``: what v1 wrote and v2 read, per record."""
    v1 = json.loads((d / "v1.json").read_text())
    v2 = json.loads((d / "v2.json").read_text())
    sp1 = d / "v1-savepoint"
    replacements = [(f"file:{sp1}", "<savepoint>"), (str(sp1), "<savepoint>"), (str(d), "<work>"),
                    (str(REPO), "<repo>")]
    outcome = build_outcome(name, spec, v1, v2, replacements)
    v1_output, v2_output = program_output(d / "v1.out"), program_output(d / "v2.out")
    misread = misread_states(v1_output, v2_output) if outcome["outcome"] == "RESTORED" else []
    failure = outcome["failure"]
    if failure is not None:
        errors = [python_error(c["message"]) for c in failure["causes"] if _PY_TRACEBACK in (c["message"] or "")]
        in_python = any(m in (c["message"] or "") for c in failure["causes"] for m in _PYTHON_WORKER_FAILED)
        # the traceback names this checkout's paths and Beam's instruction ids: keep the error
        for c in failure["causes"]:
            if _PY_TRACEBACK in (c["message"] or ""):
                c["message"] = python_error(c["message"])
        for k in ("exception_message", "root_exception_message"):
            if _PY_TRACEBACK in (failure[k] or ""):
                failure[k] = python_error(failure[k])
        failure["python_error"] = errors[-1] if errors else None
        if in_python and errors and _RELAYED_JAVA_ERROR.match(errors[-1]):
            failure["phase"] = "first-state-access"
        elif in_python:
            failure["phase"] = "first-read"
            outcome["flink_verdict"] = "restored-state-unreadable"
    elif misread and outcome["flink_verdict"] in ("restored-as-is", "restored-with-migration"):
        outcome["flink_verdict"] = "restored-state-misread"
    if spec.get("check_output") and outcome["outcome"] == "RESTORED":
        # the Java suite's output oracle; pyflink_run.py ran the references (output_references)
        reference, stateless = (sorted((d / f"{run}.out").read_text().splitlines()) for run in ("reference", "stateless"))
        judge_output(outcome, sorted((d / "v2.out").read_text().splitlines()), reference, stateless)
    outcome["runtime"] = "pyflink"
    outcome["python"] = {"misread": misread, "v1_output": v1_output, "v2_output": v2_output}
    return outcome


def run_pyflink(names: list[str], work: Path) -> tuple[list, list[str]]:
    """Every PyFlink scenario of ``names`` in one PyFlink interpreter (one gateway JVM):
    [(name, outcome, scenario work dir, seconds)], errors."""
    if not PYFLINK_PYTHON.exists():
        return [], [f"PyFlink scenarios: no PyFlink interpreter {PYFLINK_PYTHON} (make pyflink)"]
    GEN._compile(GEN._sources(GEN.GEN_DIR / "src" / "main", GEN.GEN_DIR / "src" / "model-v1"), PYFLINK_HARNESS)
    t0 = time.time()
    env = {**os.environ, "HADOOP_CLASSPATH": str(PYFLINK_HARNESS)}
    with open(work / "pyflink.log", "w") as out:
        try:
            subprocess.run([str(PYFLINK_PYTHON), str(HERE / "pyflink_run.py"), "--work", str(work), *names],
                           stdout=out, stderr=subprocess.STDOUT, env=env, timeout=PYFLINK_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            return [], [f"PyFlink scenarios: not done after {PYFLINK_TIMEOUT_SECONDS}s (see {work / 'pyflink.log'})"]
    dt = (time.time() - t0) / max(len(names), 1)
    results, errors = [], []
    for name in names:
        d = work / name
        if (d / "error.txt").exists() or not (d / "v2.json").exists():
            reason = (d / "error.txt").read_text() if (d / "error.txt").exists() else "no result"
            errors.append(f"{name}: {reason[:2000]} (see {work / 'pyflink.log'})")
            continue
        results.append((name, build_pyflink_outcome(name, load_pyflink_scenario(name), d), d, dt))
    return results, errors

# ------------------------------------------------------------------------------- SQL

#: A restored SQL job whose output, with the state restored, is not what the same v2 query prints
#: from scratch over the same input: Flink restored state the new query reads as something else.
SQL_MISREAD = "restored-state-misread"
#: The same, where the restored v2 printed exactly what v2 prints with no state at all: Flink
#: restored the old state and v2 never used it (e.g. it keeps its rows in a state of another name).
SQL_IGNORED = "restored-state-dropped"


#: A line the print sinks write: ``<table>(:<subtask>)> <kind>[<row>]`` (``SqlRunner.PRINTED``).
SQL_PRINTED = re.compile(r"([\w-]+)(?::\d+)?> ([+-][IUD])\[(.*)\]")


def sql_phantom_retractions(v1_output: list, v2_output: list, sinks) -> list:
    """Retractions the restored v2 sends of rows its sink never received: a consumer of the changelog
    sees v1's rows, then v2's. A Top-N whose limit rose retracts, from its restored state, rows of the
    new ranks that v1 never emitted (``-U[k0, 3, ...]`` after v1 kept ranks 1-2): the final tables
    agree, the changelog is wrong. Only rows of the shape v1 wrote to that sink are counted (a
    projection change retracts the old rows in the new shape, which a keyed consumer handles)."""
    rows: dict[str, int] = {}
    arity: dict[str, set] = {}
    out = []
    for phase, lines in (("v1", v1_output), ("v2", v2_output)):
        for line in lines:
            m = SQL_PRINTED.fullmatch(line)
            if not m or m.group(1) not in sinks:
                continue
            sink, kind, values = m.groups()
            row = f"{sink} [{values}]"
            if phase == "v1":
                arity.setdefault(sink, set()).add(values.count(",") + 1)
            if kind.startswith("+"):
                rows[row] = rows.get(row, 0) + 1
            elif rows.get(row, 0) > 0:
                rows[row] -= 1
            elif phase == "v2" and values.count(",") + 1 in arity.get(sink, ()):
                out.append(line)
    return out


def build_sql_outcome(name: str, spec: dict, d: Path) -> dict:
    """The outcome of a SQL scenario (``SqlRunner`` wrote ``d``): a Java scenario's, plus what only
    the output can tell. Flink restores some state a changed query reads as something else (SUM's
    accumulator read by MAX, swapped aggregates, a key moved to a column of the same type): the
    restored v2 is compared with v2 run from scratch over the same input in the same order (see
    ``SqlRunner.compare``), and a difference makes a restore that Flink accepted
    ``restored-state-misread``, or ``restored-state-dropped`` when v2 printed exactly what it
    prints without any state (``dropped_operators`` stays what Flink dropped: none). ``sql``: the mode, what each run printed, the comparison (rows that
    differ), and whether the restored v2 printed what v2 prints with no state at all."""
    v1 = json.loads((d / "v1.json").read_text())
    v2 = json.loads((d / "v2.json").read_text())
    outputs = json.loads((d / "outputs.json").read_text())
    sp1 = d / "v1-savepoint"
    replacements = [(f"file:{sp1}", "<savepoint>"), (str(sp1), "<savepoint>"), (str(d), "<work>"),
                    (str(REPO), "<repo>")]
    outcome = build_outcome(name, spec, v1, v2, replacements)
    comparison = outputs.get("comparison")
    phantoms = sql_phantom_retractions(v1.get("output", []), v2.get("output", []),
                                       set((comparison or {}).get("sinks") or ()))
    if comparison and not comparison["equal"] and outcome["flink_verdict"] in (
            "restored-as-is", "restored-with-migration"):
        outcome["flink_verdict"] = SQL_IGNORED if outputs.get("state_ignored") else SQL_MISREAD
    elif phantoms and outcome["flink_verdict"] in ("restored-as-is", "restored-with-migration"):
        outcome["flink_verdict"] = SQL_MISREAD
    outcome["runtime"] = "sql"
    outcome["sql"] = {
        "mode": spec["mode"],
        "scripts": spec.get("sql_from") or name,
        "v1_output": v1.get("output", []),
        "v2_output": v2.get("output", []),
        "comparison": comparison,
        "phantom_retractions": phantoms,
        "state_ignored": outputs.get("state_ignored"),
    }
    return outcome


def sql_comparable(outcome: dict) -> dict:
    """A SQL outcome without what varies run to run: the order in which parallel subtasks print
    (the changelogs are compared as sorted lines; the verdict rests on the materialized tables,
    which do not depend on it)."""
    outcome = json.loads(json.dumps(outcome))
    for k in ("v1_output", "v2_output"):
        outcome["sql"][k] = sorted(outcome["sql"][k])
    return outcome


def plan_text(path: Path, input_dir: Path) -> str:
    """A compiled plan with the run's input directory as ``${input}`` (as the scripts write it)."""
    return path.read_text().replace(str(input_dir), "${input}")


def run_sql(names: list[str], work: Path) -> tuple[list, list[str]]:
    """Every SQL scenario of ``names`` in one JVM (``SqlRunner``, one job at a time):
    [(name, outcome, scenario work dir, seconds)], errors."""
    # the harness classes it uses compiled with it, into a directory of its own (as the PyFlink
    # runner's): GEN.CLASSES is rebuilt by every other run of the generator
    GEN._compile(GEN._sources(GEN.GEN_DIR / "src" / "main", GEN.GEN_DIR / "src" / "model-v1", SQL_RUNNER_SOURCES),
                 SQL_RUNNER_CLASSES)
    dirs = []
    for name in names:
        spec = load_sql_scenario(name)
        d = work / name
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir(parents=True)
        props = {"mode": spec["mode"], "v2.allow_non_restored_state": str(spec["v2"]["allow_non_restored_state"]).lower()}
        for side in ("v1", "v2"):
            props[f"{side}.sql"] = str(sql_script(name, side))
            props[f"{side}.parallelism"] = str(spec[side]["parallelism"])
            props[f"{side}.backend"] = spec[side]["backend"]
        (d / "run.properties").write_text("".join(f"{k}={v}\n" for k, v in props.items()))
        dirs.append(d)
    cp = os.pathsep.join([str(SQL_RUNNER_CLASSES), str(SQL_RUNNER_SOURCES), str(GEN.LIB / "*")])
    cmd = [GEN.java_bin(), *GEN.jvm_opts(), "-cp", cp, "fidelity.sql.SqlRunner", "--input", str(SQL / "input"),
           *map(str, dirs)]
    t0 = time.time()
    with open(work / "sql.log", "w") as out:
        try:
            subprocess.run(cmd, stdout=out, stderr=subprocess.STDOUT, timeout=SQL_TIMEOUT_SECONDS)
        except subprocess.TimeoutExpired:
            return [], [f"SQL scenarios: not done after {SQL_TIMEOUT_SECONDS}s (see {work / 'sql.log'})"]
    dt = (time.time() - t0) / max(len(names), 1)
    results, errors = [], []
    for name, d in zip(names, dirs):
        if (d / "error.txt").exists() or not (d / "outputs.json").exists():
            reason = (d / "error.txt").read_text() if (d / "error.txt").exists() else "no result"
            errors.append(f"{name}: {reason[:2000]} (see {work / 'sql.log'})")
            continue
        outcome = build_sql_outcome(name, load_sql_scenario(name), d)
        for side in ("v1", "v2"):
            if (d / f"{side}.plan.json").exists():
                (d / f"{side}.plan.json").write_text(plan_text(d / f"{side}.plan.json", d / "input"))
        results.append((name, outcome, d, dt))
    return results, errors



def dump(obj) -> str:
    return GEN.dump_json(obj)


#: scenario.json: why Flink fails this upgrade in one way or another run to run. Of its failure
#: only the phase and the failed tasks are compared (the other ways name other operators, or none).
FAILURE_VARIES = "failure_varies"


def comparable(outcome: dict) -> dict:
    out = {k: v for k, v in outcome.items() if k not in VOLATILE}
    failure = out.get("failure")
    if failure and FAILURE_VARIES in _spec_if_java(out.get("scenario", "")):
        out["failure"] = {k: failure[k] for k in ("phase", "failed_tasks")}
    if "v1_savepoint" in out:
        # The order of a savepoint's operators is that of a HashMap filled as the tasks'
        # acknowledgements arrive: operator IDs sharing a bucket come in either order run to run
        # (seen on the SQL scenario `plan-join-key-moved`). Compared by operator ID.
        out["v1_savepoint"] = sorted(out["v1_savepoint"], key=lambda op: op["operator_id"])
    if out.get("runtime") == "sql":
        return sql_comparable(out)
    return pyflink_comparable(out) if out.get("runtime") == "pyflink" else out


def _spec_if_java(name: str) -> dict:
    """The scenario.json of a Java scenario (or matrix cell) ``name``; {} for any other."""
    path = scenario_dir(name) / "scenario.json" if name else None
    return json.loads(path.read_text()) if path is not None and path.is_file() else {}


#: The state of PyFlink's KeyedStream.reduce: its name ends in a uuid4 made anew at each open.
_PYFLINK_REDUCE_STATE = re.compile(r"_reduce_state[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")


def pyflink_comparable(outcome: dict) -> dict:
    """A PyFlink outcome without what changes run to run: PyFlink's coders decode the bytes past a
    state's own (another run, other bytes), so the values a misread gives and the text of a Python
    decoding error vary; the verdict, which states misread and the exception classes do not. The
    random name of a reduce's state is compared without its uuid."""
    outcome = json.loads(_PYFLINK_REDUCE_STATE.sub("_reduce_state<uuid4>", json.dumps(outcome)))
    python = outcome["python"]
    if outcome["flink_verdict"] == "restored-state-misread":
        python["v2_output"] = "<misread values>"
        for m in python["misread"]:
            m["v2_read"] = "<misread value>"
    failure = outcome["failure"]
    error = failure and failure.get("python_error")
    if error and outcome["flink_verdict"] == "restored-state-unreadable":
        stable = _python_error_family(error.split(":", 1)[0]) + ": <message>"
        for c in failure["causes"]:
            if c["message"] == error:
                c["message"] = stable
        for k in ("exception_message", "root_exception_message", "python_error"):
            if failure[k] == error:
                failure[k] = stable
    return outcome


def _python_error_family(name: str) -> str:
    """The class of a Python decoding error, up to what the bytes past the state decide: a string
    coder that reads an int's bytes fails with UnicodeDecodeError or, when the length it reads runs
    past the buffer, with ValueError (seen run to run on `value-int-to-string`); both are a
    ValueError, and that is what is compared."""
    cls = getattr(builtins, name, None)
    if isinstance(cls, type) and issubclass(cls, ValueError):
        return "ValueError"
    return name


def diff(a, b, path="") -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            out += diff(a.get(k), b.get(k), f"{path}.{k}" if path else k)
        return out
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        out = []
        for i, (x, y) in enumerate(zip(a, b)):
            out += diff(x, y, f"{path}[{i}]")
        return out
    return [] if a == b else [f"{path}: committed {json.dumps(a)[:300]} != observed {json.dumps(b)[:300]}"]


def cmd_run(a, record: bool) -> int:
    t_total = time.time()
    names = _selected(a.only, scenario_names(), pyflink_scenario_names(), sql_scenario_names())
    py_names = _selected(a.only, pyflink_scenario_names(), scenario_names(), sql_scenario_names())
    sql_names = _selected(a.only, sql_scenario_names(), scenario_names(), pyflink_scenario_names())
    # results are keyed by name: a name in two families would overwrite one's outcome
    shared = (set(names) & set(py_names)) | (set(names) & set(sql_names)) | (set(py_names) & set(sql_names))
    if shared:
        raise SystemExit(f"scenario name(s) in two families (Java, PyFlink, SQL): {sorted(shared)}")
    # hashed before anything runs: an edit during the run makes the next one run it again
    hashes = {**{n: inputs_hash("java", n) for n in names}, **{n: inputs_hash("pyflink", n) for n in py_names},
              **{n: inputs_hash("sql", n) for n in sql_names}}
    family_of = {**dict.fromkeys(names, "java"), **dict.fromkeys(py_names, "pyflink"),
                 **dict.fromkeys(sql_names, "sql")}
    rerun = record or a.rerun or os.environ.get(RERUN_ENV, "") not in ("", "0")
    skipped = [] if rerun else unchanged(hashes, family_of)
    names, py_names, sql_names = ([n for n in ns if n not in skipped] for ns in (names, py_names, sql_names))
    GEN.ensure_jars() if not (names or sql_names) else GEN.build()
    work = Path(a.work) if a.work else Path(tempfile.mkdtemp(prefix="flink-compat-fidelity-"))
    work.mkdir(parents=True, exist_ok=True)
    log(f"{len(names)} Java scenario(s), {len(py_names)} PyFlink scenario(s), {len(sql_names)} SQL scenario(s) "
        f"to run, {len(skipped)} skipped (inputs unchanged since recorded; {RERUN_ENV}=1 runs them), "
        f"{a.jobs} in parallel, work dir {work}")
    results, errors = {}, []

    def done(n, outcome, scenario_work, dt, family):
        outcome["inputs_sha256"] = hashes[n]
        results[n] = (outcome, scenario_work, family)
        fail = outcome["failure"]
        what = outcome["flink_verdict"] + (f" ({fail['root_exception_class']})" if fail else "")
        log(f"{n:48s} {what:70s} {dt:5.1f}s")

    # The SQL scenarios: one JVM, one job after the other, next to the others (a thread of its own,
    # so the Java scenarios keep their `jobs` workers).
    sql_pool = concurrent.futures.ThreadPoolExecutor(max_workers=1)
    if sql_names:
        (work / "sql").mkdir(exist_ok=True)
    sql_future = sql_pool.submit(run_sql, sql_names, work / "sql") if sql_names else None
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        # the PyFlink scenarios: one interpreter, one after the other, next to the Java ones
        if py_names:
            (work / "pyflink").mkdir(exist_ok=True)
        py_future = ex.submit(run_pyflink, py_names, work / "pyflink") if py_names else None
        futures = {ex.submit(run_scenario, n, work): n for n in names}
        for f in concurrent.futures.as_completed(futures):
            n = futures[f]
            try:
                _, outcome, scenario_work, dt = f.result()
            except Exception as e:  # noqa: BLE001 - reported below
                errors.append(f"{n}: {e}")
                log(f"ERROR {n}: {str(e).splitlines()[0]}")
                continue
            done(n, outcome, scenario_work, dt, "java")
        if py_future:
            py_results, py_errors = py_future.result()
            for n, outcome, scenario_work, dt in py_results:
                done(n, outcome, scenario_work, dt, "pyflink")
            errors += py_errors
            for e in py_errors:
                log(f"ERROR {e.splitlines()[0]}")
    if sql_future:
        sql_results, sql_errors = sql_future.result()
        for n, outcome, scenario_work, dt in sql_results:
            done(n, outcome, scenario_work, dt, "sql")
        errors += sql_errors
        for e in sql_errors:
            log(f"ERROR {e.splitlines()[0]}")
    sql_pool.shutdown()
    differences, stale = [], []
    dirs = {"java": (OUTCOMES, SAVEPOINTS), "pyflink": (PYFLINK_OUTCOMES, PYFLINK_SAVEPOINTS),
            "sql": (SQL_OUTCOMES, SQL_SAVEPOINTS)}
    for n in sorted(results):
        outcome, scenario_work, family = results[n]
        outcomes_dir, savepoints_dir = dirs[family]
        committed_file = outcomes_dir / f"{n}.json"
        if record:
            outcomes_dir.mkdir(exist_ok=True)
            committed_file.write_text(dump(outcome))
            dst = savepoints_dir / n
            shutil.rmtree(dst, ignore_errors=True)
            dst.mkdir(parents=True)
            # v1: the old side of the fast test; v2: what v2 wrote after restoring (the v2
            # package's declared snapshots are compared with it).
            shutil.copytree(scenario_work / "v1-savepoint", dst / "v1")
            if (scenario_work / "v2-savepoint").is_dir():
                shutil.copytree(scenario_work / "v2-savepoint", dst / "v2")
            if family == "sql":
                shutil.rmtree(SQL_PLANS / n, ignore_errors=True)
                for plan in sorted(scenario_work.glob("v[12].plan.json")):
                    (SQL_PLANS / n).mkdir(parents=True, exist_ok=True)
                    shutil.copyfile(plan, SQL_PLANS / n / plan.name)
        else:
            (scenario_work / "outcome.json").write_text(dump(outcome))
            if not committed_file.exists():
                differences.append(f"{n}: no committed outcome {committed_file.relative_to(REPO)}")
                continue
            committed = json.loads(committed_file.read_text())
            d = diff(comparable(committed), comparable(outcome))
            differences += [f"{n}: {x}" for x in d]
            if committed.get("inputs_sha256") != outcome["inputs_sha256"]:
                if a.update_hashes and not d:
                    # Flink did with the new inputs exactly what is recorded: the recording (and
                    # its savepoints) stands for them too
                    committed["inputs_sha256"] = outcome["inputs_sha256"]
                    committed_file.write_text(dump(committed))
                else:
                    stale.append(n)
            if family == "sql":
                # the plans COMPILE PLAN wrote: Flink's own planning of the scripts
                for plan in sorted(scenario_work.glob("v[12].plan.json")):
                    committed_plan = SQL_PLANS / n / plan.name
                    if not committed_plan.exists() or committed_plan.read_text() != plan.read_text():
                        differences.append(f"{n}: {plan.name} differs from {committed_plan.relative_to(REPO)}")
    if record:
        for outcomes_dir, savepoints_dir, current in ((OUTCOMES, SAVEPOINTS, scenario_names()),
                                                      (PYFLINK_OUTCOMES, PYFLINK_SAVEPOINTS, pyflink_scenario_names()),
                                                      (SQL_OUTCOMES, SQL_SAVEPOINTS, sql_scenario_names())):
            stale = [p for p in outcomes_dir.glob("*.json") if p.stem not in current]
            for p in stale:
                p.unlink()
                shutil.rmtree(savepoints_dir / p.stem, ignore_errors=True)
                if outcomes_dir == SQL_OUTCOMES:
                    shutil.rmtree(SQL_PLANS / p.stem, ignore_errors=True)
        size = sum(p.stat().st_size for d in (SAVEPOINTS, PYFLINK_SAVEPOINTS, SQL_SAVEPOINTS) if d.exists()
                   for p in d.rglob("*") if p.is_file())
        log(f"recorded {len(results)} outcome(s); savepoints {size / 1024:.0f} KiB")
    timing = {
        "scenarios": len(names) + len(py_names) + len(sql_names),
        "jobs": a.jobs,
        "seconds_total": round(time.time() - t_total, 1),
        "per_scenario": {n: results[n][0]["timing"] for n in sorted(results)},
    }
    (work / "timing.json").write_text(json.dumps(timing, indent=2))
    log(f"ran {len(results)} scenario(s) on Flink, skipped {len(skipped)}; "
        f"total {timing['seconds_total']}s (timings in {work / 'timing.json'})")
    if stale:
        # not a difference (Flink did the same), but each run repeats them until re-recorded
        log(f"{len(stale)} scenario(s) whose inputs changed since recorded (they run each time until "
            f"`make fidelity-record FIDELITY_ONLY=...` stores the new hash): {', '.join(stale)}")
    if errors:
        log("errors:\n  " + "\n  ".join(errors))
    if differences:
        log("Flink's behaviour differs from the committed outcomes:\n  " + "\n  ".join(differences))
    if not a.keep and not record and not errors and not differences and not a.work:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if errors or differences else 0


# ------------------------------------------------------------------------------ JAR modes


def cmd_jars(a) -> int:
    """Every scenario's v1 and v2 JARs loaded by the checker and judged against the committed
    outcomes in the modes of ``jar_modes.MODES``; prints "N/M agree" per mode, exit 1 on a
    disagreement that ``scenario.json`` does not record as known."""
    sys.path.insert(0, str(REPO))
    try:
        from tests.fidelity import jar_modes
        from flink_compat.graph.loader import load
    except ImportError as e:
        raise SystemExit(f"run.py jars needs flink-compat importable ({e}): run it with the project's Python "
                         "(.venv/bin/python)")
    t_total = time.time()
    GEN.build()
    names = _selected(a.only, scenario_names(), pyflink_scenario_names(), sql_scenario_names())
    work = Path(a.work) if a.work else Path(tempfile.mkdtemp(prefix="flink-compat-fidelity-jars-"))
    work.mkdir(parents=True, exist_ok=True)
    # The loader's cache: graphs loaded afresh each run (they are what is checked); the compiled
    # bridge and its class archive kept between runs (keyed by the bridge's source and the JDK).
    cache = work / "flink-compat"
    cache.mkdir(exist_ok=True)
    kept = BUILD / "flink-compat-bridge"
    kept.mkdir(exist_ok=True)
    if not (cache / "bridge").exists():
        (cache / "bridge").symlink_to(kept, target_is_directory=True)
    os.environ["FLINK_COMPAT_CACHE"] = str(cache)
    compile_jar_main()
    log(f"{len(names)} scenario(s) with JAR sides, {a.jobs} in parallel, work dir {work}")

    def one(name):
        t0 = time.time()
        # each side on its own Flink (a user's --flink-home, or the Flink its Maven metadata names)
        graphs = [load(build_jar(work, name, side), args=program_args(name, side),
                       flink_home=str(flink_lib(load_scenario(name)[side]["flink"]).parent), timeout=300)
                  for side in ("v1", "v2")]
        return jar_modes.judge(name, *graphs), time.time() - t0

    results, errors = {}, []
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        futures = {ex.submit(one, n): n for n in names}
        for f in concurrent.futures.as_completed(futures):
            n = futures[f]
            try:
                results[n], dt = f.result()
            except Exception as e:  # noqa: BLE001 - reported below
                errors.append(f"{n}: {e}")
                log(f"ERROR {n}: {str(e).splitlines()[0]}")
                continue
            marks = " ".join(f"{mode}:{'ok' if not d else 'DIFFERS'}" for mode, d in results[n].items())
            log(f"{n:48s} {marks:60s} {dt:5.1f}s")
    problems = list(errors)
    log(f"JAR modes, checker vs Flink's recorded outcomes ({len(names)} scenarios):")
    for mode, title in jar_modes.MODES.items():
        agree = known = 0
        for n in sorted(results):
            differences, reason = results[n][mode], jar_modes.known_disagreement(n, mode)
            if reason and differences:
                known += 1
            elif reason:
                problems.append(f"{n} [{mode}]: agrees, but scenario.json records a known disagreement ({reason})")
            elif differences:
                problems += [f"{n} [{mode}]: {d}" for d in differences]
            else:
                agree += 1
        log(f"  {title:34s} {agree}/{len(names)} agree" + (f" ({known} known disagreement(s))" if known else ""))
    log(f"total {time.time() - t_total:.1f}s")
    if problems:
        log("the checker differs from Flink with JAR sides:\n  " + "\n  ".join(problems))
    elif not a.keep and not a.work:
        shutil.rmtree(work, ignore_errors=True)
    return 1 if problems else 0


def _selected(only: str, names: list[str], *others: list[str]) -> list[str]:
    """The ``names`` that ``--only a,b`` selects (all without it); a name in neither ``names``
    nor ``others`` (the other families of scenarios: Java, PyFlink, SQL) is an error."""
    if not only:
        return names
    wanted = only.split(",")
    unknown = set(wanted) - set(names).union(*others)
    if unknown:
        raise SystemExit(f"unknown scenario(s): {sorted(unknown)}")
    return [n for n in names if n in wanted]


# ------------------------------------------------------------------------------- vectors


def cmd_vectors(a) -> int:
    """Run the hashing topologies through Flink (describe: no cluster) and record their IDs."""
    GEN.build()
    src = VECTORS / "java"
    out_classes = BUILD / "classes" / "_vectors"
    GEN._compile(GEN._sources(LIB, src), out_classes, extra_cp=[GEN.CLASSES])
    topologies = json.loads((VECTORS / "topologies.json").read_text())
    problems = []
    for t in topologies:
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "describe.json"
            args = ["describe", "--job", t["job_class"], "--out", str(out), "--work", tmp,
                    "--parallelism", str(t.get("parallelism", 2)),
                    "--max-parallelism", str(t.get("max_parallelism", 128))]
            r = run_harness(args, out_classes)
            if r.returncode != 0:
                raise SystemExit(f"{t['name']}: describe failed\n{r.stdout[-1500:]}{r.stderr[-2500:]}")
            described = json.loads(out.read_text())
        vector = {
            "topology": t["name"],
            "description": t.get("description", ""),
            "job_class": t["job_class"],
            "flink_version": described["flink_version"],
            "chaining_enabled": described["chaining_enabled"],
            "stream_nodes": described["stream_nodes"],
            "job_vertices": described["job_vertices"],
        }
        target = VECTORS / "vectors" / f"{t['name']}.json"
        if a.check:
            committed = json.loads(target.read_text()) if target.exists() else None
            d = diff(committed, vector)
            problems += [f"{t['name']}: {x}" for x in d]
        else:
            target.parent.mkdir(exist_ok=True)
            target.write_text(dump(vector))
        log(f"{t['name']:40s} {len(vector['stream_nodes'])} nodes, {len(vector['job_vertices'])} vertices")
    if problems:
        log("hashing vectors differ:\n  " + "\n  ".join(problems))
        return 1
    return 0


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("check", "record", "jars"):
        s = sub.add_parser(name)
        s.add_argument("--only", default="")
        s.add_argument("--jobs", type=int, default=int(os.environ.get("FIDELITY_JOBS", "2")))
        s.add_argument("--work", default="")
        s.add_argument("--keep", action="store_true", help="keep the work dir")
        s.add_argument("--rerun", action="store_true",
                       help=f"check: run also the scenarios whose inputs are unchanged ({RERUN_ENV}=1)")
        s.add_argument("--update-hashes", action="store_true",
                       help="check: where Flink did exactly what is recorded, record the inputs' new hash "
                            "(after a change to the runner or the harness that changes no outcome)")
    v = sub.add_parser("vectors")
    v.add_argument("--check", action="store_true")
    a = p.parse_args()
    BUILD.mkdir(parents=True, exist_ok=True)
    if a.cmd == "vectors":
        sys.exit(cmd_vectors(a))
    if a.cmd == "jars":
        sys.exit(cmd_jars(a))
    sys.exit(cmd_run(a, record=a.cmd == "record"))


if __name__ == "__main__":
    main()
