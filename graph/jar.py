"""Load a Flink job JAR: Flink itself builds the graph and discovers the state.

The JAR's ``main()`` runs in a child JVM (``graph/bridge/Bridge.java``, compiled once per
Flink version and bridge source, cached), never in this process. The bridge does what
Flink's client does (``PackagedProgram`` + ``PackagedProgramUtils.getPipelineFromProgram``:
the StreamGraph is taken at ``execute()``, nothing is submitted), derives the JobGraph
and reports every operator with the OperatorID Flink gave it. Then it runs that JobGraph on
a local MiniCluster (sources that read nothing, sink writers that write nothing) until every
task is RUNNING and takes a canonical savepoint: the states the operators registered, with
the serializer snapshots Flink wrote, are read back from it by this project's savepoint
reader (docs/jar-loading.md says why this route).

Flink's jars: ``flink_home`` (its ``lib/``), else ``$FLINK_HOME``, else the
``apache-flink-libraries`` wheel of :data:`DEFAULT_FLINK_VERSION`, downloaded once with pip
into the cache (:func:`cache_dir`).
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Optional, Sequence

from .errors import LoadError
from .model import Edge, JobGraph, Operator

#: Flink whose jars are downloaded when neither ``--flink-home`` nor ``FLINK_HOME`` is given.
DEFAULT_FLINK_VERSION = "2.3.0"
#: Heap of the child JVM: the job's main() plus a one-TaskManager MiniCluster.
JVM_HEAP = "1g"
#: Part of the load's time limit the bridge leaves its discovery run (the rest: JVM start, main()).
DISCOVERY_SHARE = 0.8
BRIDGE_SOURCES = Path(__file__).resolve().parent / "bridge"
BRIDGE_MAIN = "flinkcompat.bridge.Bridge"
# Java 17 module opens that Flink and Kryo need for reflection on JDK classes.
_ADD_OPENS = (
    "java.base/java.lang", "java.base/java.lang.invoke", "java.base/java.lang.reflect", "java.base/java.io",
    "java.base/java.math", "java.base/java.net", "java.base/java.nio", "java.base/java.text",
    "java.base/java.time", "java.base/java.util", "java.base/java.util.concurrent",
    "java.base/java.util.concurrent.atomic", "java.base/java.util.concurrent.locks", "java.base/sun.nio.ch",
    "java.base/sun.nio.cs", "java.base/java.security", "java.base/sun.security.action",
    "java.base/jdk.internal.misc", "java.management/sun.management",
)
# Flink's partitioners (StreamEdge.getPartitioner()) in the manifest's vocabulary.
_PARTITIONING = {
    "ForwardPartitioner": "forward",
    "ForwardForConsecutiveHashPartitioner": "forward",
    "ForwardForUnspecifiedPartitioner": "forward",
    "KeyGroupStreamPartitioner": "hash",
    "RebalancePartitioner": "rebalance",
    "RescalePartitioner": "rescale",
    "ShufflePartitioner": "shuffle",
    "BroadcastPartitioner": "broadcast",
    "GlobalPartitioner": "global",
    "CustomPartitionerWrapper": "custom",
}
_EXIT_MARK = "flink-compat-bridge: System.exit called"


def is_jar(path: Path) -> bool:
    return path.is_file() and path.suffix.lower() == ".jar"


def cache_dir() -> Path:
    """``$FLINK_COMPAT_CACHE``, else ``$XDG_CACHE_HOME/flink-compat``, else ``~/.cache/flink-compat``."""
    explicit = os.environ.get("FLINK_COMPAT_CACHE")
    if explicit:
        return Path(explicit)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "flink-compat"


# ------------------------------------------------------------------------ Flink's jars


def flink_lib(flink_home: Optional[str] = None) -> Path:
    """The directory of Flink's jars: ``flink_home/lib``, ``$FLINK_HOME/lib`` or the cached wheel's."""
    home = flink_home or os.environ.get("FLINK_HOME")
    if home:
        lib = (Path(home) / "lib").resolve()
        if not _flink_dist(lib):
            raise LoadError(f"{home}: not a Flink distribution (no lib/flink-dist-*.jar)")
        return lib
    return _downloaded_lib(DEFAULT_FLINK_VERSION)


def _flink_dist(lib: Path) -> Optional[Path]:
    found = sorted(lib.glob("flink-dist*.jar")) if lib.is_dir() else []
    return found[0] if found else None


def flink_version(lib: Path) -> str:
    """The version in ``flink-dist-<version>.jar``."""
    match = re.fullmatch(r"flink-dist(?:_[\d.]+)?-(.+)\.jar", _flink_dist(lib).name)
    return match.group(1) if match else "unknown"


def _downloaded_lib(version: str) -> Path:
    """``pyflink/lib/*.jar`` of the ``apache-flink-libraries`` wheel, downloaded once with pip."""
    root = cache_dir() / f"flink-{version}"
    lib = root / "lib"
    if (lib / ".complete").exists():
        return lib
    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=root) as tmp:
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "download", "--no-deps", "--disable-pip-version-check", "--quiet",
             f"apache-flink-libraries=={version}", "-d", tmp],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )
        wheels = list(Path(tmp).glob("apache_flink_libraries-*.whl"))
        if proc.returncode != 0 or not wheels:
            tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()
            raise LoadError(
                f"cannot download apache-flink-libraries=={version} for Flink's jars "
                f"(give --flink-home or FLINK_HOME){': ' + tail[-1] if tail else ''}"
            )
        unpacked = Path(tmp) / "lib"
        unpacked.mkdir()
        with zipfile.ZipFile(wheels[0]) as wheel:
            for info in wheel.infolist():
                if info.filename.startswith("pyflink/lib/") and info.filename.endswith(".jar"):
                    with wheel.open(info) as src, open(unpacked / Path(info.filename).name, "wb") as dst:
                        shutil.copyfileobj(src, dst, 1 << 20)
        (unpacked / ".complete").write_text("ok\n")
        _publish(unpacked, lib)
    return lib


def _publish(tmp: Path, final: Path) -> None:
    """Move a finished cache entry into place, unless another process (a check loads both
    sides at once) already did."""
    if (final / ".complete").exists():
        return
    shutil.rmtree(final, ignore_errors=True)
    try:
        os.replace(tmp, final)
    except OSError:
        if not (final / ".complete").exists():
            raise


# ---------------------------------------------------------------------------- the bridge


def bridge_classes(lib: Path) -> Path:
    """The bridge compiled against ``lib``: cached by Flink version and the bridge's source hash."""
    sources = sorted(BRIDGE_SOURCES.glob("*.java"))
    digest = hashlib.sha256()
    for src in sources:
        digest.update(src.name.encode() + b"\0" + src.read_bytes())
    version = flink_version(lib)
    out = cache_dir() / "bridge" / f"{version}-{digest.hexdigest()[:16]}"
    if (out / ".complete").exists():
        return out
    javac = shutil.which("javac")
    if javac is None:
        raise LoadError("loading a job JAR needs a JDK (javac) on PATH to compile flink-compat's bridge")
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent) as tmp:
        proc = subprocess.run(
            [javac, "-nowarn", "-encoding", "UTF-8", "--release", "17", "-d", tmp, "-cp", str(lib / "*"),
             *map(str, sources)],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300,
        )
        if proc.returncode != 0:
            first = proc.stdout.decode("utf-8", "replace").strip().splitlines()[:1]
            raise LoadError(f"cannot compile flink-compat's bridge against Flink {version} in {lib}: "
                            f"{first[0] if first else 'javac failed'}")
        Path(tmp, ".complete").write_text("ok\n")
        _publish(Path(tmp), out)
    return out


def run_bridge(
    jar: Path,
    entry: Optional[str],
    args: Sequence[str],
    work: Optional[Path],
    timeout: float,
    lib: Path,
) -> dict:
    """Run the bridge on ``jar`` with Flink's jars in ``lib``, in a child JVM; its result
    (``{"error": ...}`` left to the caller)."""
    java = shutil.which("java")
    if java is None:
        raise LoadError(f"{jar}: loading a job JAR needs Java 17+ (java) on PATH")
    classes = bridge_classes(lib)
    with tempfile.TemporaryDirectory(prefix="flink-compat-jar-") as tmp:
        out = Path(tmp) / "result.json"
        cmd = _java(java, lib, classes, BRIDGE_MAIN, str(out), str(jar.resolve()), entry or "", str(work or ""),
                    str(max(1, int(timeout * DISCOVERY_SHARE))), *args)
        try:
            proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.PIPE, cwd=tmp, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise LoadError(
                f"{jar}: the job did not build its graph and start within {timeout:g} s "
                "(an endless loop or a blocking call in main() or open()?)"
            ) from None
        stderr = proc.stderr.decode("utf-8", "replace")
        if not out.exists():
            if _EXIT_MARK in stderr:
                raise LoadError(f"{jar}: main() called System.exit({proc.returncode}) instead of building a job")
            tail = [line for line in stderr.strip().splitlines() if line.strip()]
            raise LoadError(f"{jar}: the JVM exited with code {proc.returncode}{': ' + tail[-1] if tail else ''}")
        return json.loads(out.read_text(encoding="utf-8"))


def _java(java: str, lib: Path, classes: Path, main: str, *args: str, extra_classpath: Sequence[str] = ()) -> list[str]:
    """The command line of a bridge program: Flink's jars (and ``extra_classpath``) on the class
    path, the JVM limited."""
    return [
        java, f"-Xmx{JVM_HEAP}", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
        *(f"--add-opens={m}=ALL-UNNAMED" for m in _ADD_OPENS),
        "-cp", os.pathsep.join([str(classes), str(lib / "*"), *extra_classpath]), main, *args,
    ]


def kryo_fields(jar: Path, classes: Sequence[str], lib: Path, timeout: float) -> dict:
    """Class name → the fields Kryo writes for it ((name, Java type) in Kryo's order), read
    from ``jar`` by ``Fields.java`` in a child JVM (classes are not initialised); None when the
    class is not in the JAR or on Flink's class path."""
    with tempfile.TemporaryDirectory(prefix="flink-compat-fields-") as tmp:
        out = Path(tmp) / "fields.json"
        cmd = _java(shutil.which("java") or "java", lib, bridge_classes(lib), "flinkcompat.bridge.Fields",
                    str(out), str(jar.resolve()), *classes)
        try:
            proc = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                  cwd=tmp, timeout=timeout)
        except subprocess.TimeoutExpired:
            raise LoadError(f"{jar}: reading the fields of its Kryo classes took over {timeout:g} s") from None
        if not out.exists():
            tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()
            raise LoadError(f"{jar}: cannot read the fields of its Kryo classes{': ' + tail[-1] if tail else ''}")
        return {name: None if fields is None else tuple(map(tuple, fields))
                for name, fields in json.loads(out.read_text(encoding="utf-8")).items()}


def _with_kryo_fields(graph: JobGraph, jar: Path, lib: Path, timeout: float) -> JobGraph:
    """Kryo snapshots record no class layout; a JAR has the classes. Every Kryo-serialized class
    of a state (with Kryo's default FieldSerializer: no serializer registered for it) gets the
    fields Kryo writes, as a job package declares them (``Types.GENERIC(cls, fields=...)``)."""
    from flink_compat.schema_registry.families.kryo import KryoSnapshot, with_kryo_fields
    from flink_compat.schema_registry.snapshot import walk

    def snapshots(op):
        yield op.key_serializer
        for state in op.states:
            yield from (state.value_serializer, state.key_serializer, state.namespace_serializer)

    wanted = set()
    for op in graph.operators:
        for root in snapshots(op):
            for _, s in walk(root) if root is not None else ():
                if isinstance(s, KryoSnapshot) and s.declared_fields is None and not _custom_serializer(s):
                    wanted.add(s.type_class)
    if not wanted:
        return graph
    found = {k: v for k, v in kryo_fields(jar, sorted(wanted), lib, timeout).items() if v is not None}
    if not found:
        return graph

    def fix(snapshot):
        return None if snapshot is None else with_kryo_fields(snapshot, found)

    operators = tuple(
        op.model_copy(update={
            "key_serializer": fix(op.key_serializer),
            "states": tuple(st.model_copy(update={
                "value_serializer": fix(st.value_serializer),
                "key_serializer": fix(st.key_serializer),
                "namespace_serializer": fix(st.namespace_serializer),
            }) for st in op.states),
        })
        for op in graph.operators
    )
    return graph.model_copy(update={"operators": operators})


def _custom_serializer(s) -> bool:
    """Whether Kryo serializes the snapshot's class with a serializer of the job's choosing."""
    return any(r.class_name == s.type_class and r.serializer_kind != "unspecified" for r in s.registrations) or any(
        d.class_name == s.type_class for d in (*s.default_serializers, *s.default_serializer_classes)
    )


# ------------------------------------------------------------------------------- graph


def load_jar(
    path: Path,
    entry: Optional[str] = None,
    args: Sequence[str] = (),
    flink_home: Optional[str] = None,
    timeout: float = 60.0,
) -> JobGraph:
    """The graph of the job JAR ``path`` (main class ``entry``, else its manifest's Main-Class)."""
    from .loader import shown_path

    if not zipfile.is_zipfile(path):
        raise LoadError(f"{path}: not a JAR (not a zip archive)")
    lib = flink_lib(flink_home)
    cached = _cached_graph_file(path, entry, args, lib)
    if cached.exists():
        graph = _read_cached(cached)
        if graph is not None:
            return graph.model_copy(update={"location": shown_path(path)})
    with tempfile.TemporaryDirectory(prefix="flink-compat-discovery-") as work:
        result = run_bridge(path, entry, args, Path(work), timeout, lib)
        if "error" in result:
            raise LoadError(f"{path}: {result['error']}")
        discovery = result.get("discovery") or {}
        discovered, unknown = _discovered_states(discovery)
        graph = _graph(result, discovered, unknown, shown_path(path))
    graph = _with_kryo_fields(graph, path, lib, timeout)
    if not unknown:  # a failed discovery may be passing (a service that was down): run it again
        _write_cached(cached, graph)
    return graph


def _cached_graph_file(jar: Path, entry: Optional[str], args: Sequence[str], lib: Path) -> Path:
    """Where the graph of this JAR, main class and arguments, loaded with these Flink jars and
    this bridge, is cached: the key hashes all of them (the JAR by content). What main() reads
    from outside the JAR and its arguments (environment, files) is not in the key."""
    digest = hashlib.sha256()
    with open(jar, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    key = json.dumps([entry or "", list(args), str(lib), flink_version(lib), bridge_classes(lib).name])
    digest.update(key.encode())
    return cache_dir() / "graphs" / f"{digest.hexdigest()}.json"


def _read_cached(file: Path) -> Optional[JobGraph]:
    from .model import from_manifest

    try:
        return from_manifest(json.loads(file.read_text(encoding="utf-8")), owned=True)
    except (OSError, ValueError):  # unreadable or from another version of the model: load again
        return None


def _write_cached(file: Path, graph: JobGraph) -> None:
    from .model import to_manifest

    file.parent.mkdir(parents=True, exist_ok=True)
    tmp = file.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(to_manifest(graph)), encoding="utf-8")
    os.replace(tmp, file)


def _discovered_states(discovery: dict) -> tuple[dict, dict]:
    """Operator ID → the operator of the discovery savepoint (with its states), and
    operator ID → why its states are unknown (the discovery run failed)."""
    savepoint = discovery.get("savepoint")
    if savepoint:
        from .from_savepoint import graph_of_savepoint

        location = savepoint[len("file:"):] if savepoint.startswith("file:") else savepoint
        return {op.id: op for op in graph_of_savepoint(location).operators}, {}
    # The job failed before every task ran (a function's open() threw): no savepoint, so no
    # operator's state is known; the failed tasks' operators are told what failed.
    failure = discovery.get("failure") or "the job failed"
    function = discovery.get("user_frame")
    cause = f"{function}() failed: {failure}" if function else failure
    unknown = {}
    for task in discovery.get("failed_tasks", []):
        for op_id in task["operator_ids"]:
            unknown[op_id] = f'Flink could not open it ({cause})'
    return {}, {"*": f"not discovered: the job failed in another task before Flink could take a savepoint "
                      f"({cause})", **unknown}


def _snapshot(text: Optional[str], where: str):
    if text is None:
        return None
    from flink_compat.schema_registry._io import DataInput
    from flink_compat.schema_registry.binary import read_versioned_snapshot

    data = base64.b64decode(text)
    return read_versioned_snapshot(DataInput(data, source=where), end=len(data))


def _graph(result: dict, discovered: dict, unknown: dict, location: str) -> JobGraph:
    default_parallelism = result["default_parallelism"]
    operators = []
    for op in sorted(result["operators"], key=lambda o: o["stream_node"]):
        found = discovered.get(op["id"])
        kind = "source" if op["is_source"] else "sink" if op["is_sink"] else "operator"
        operators.append(Operator(
            id=op["id"],
            uid=op["uid"],
            uid_hash=op["uid_hash"],
            id_origin="uid_hash" if op["uid_hash"] else "uid" if op["uid"] else "generated",
            name=op["name"],
            kind=kind,
            parallelism=op["parallelism"] if op["parallelism"] > 0 else default_parallelism,
            max_parallelism=op["max_parallelism"] if op["max_parallelism"] > 0 else None,
            key_serializer=_snapshot(op["key_serializer"], f"{location}: key serializer of {op['id']}"),
            states=found.states if found is not None else (),
            states_unknown=unknown.get(op["id"], unknown.get("*")),
            chaining_strategy=op["chaining_strategy"] or "ALWAYS",
            slot_sharing_group=op["slot_sharing_group"] or "default",
        ))
    edges = tuple(
        Edge(
            source=e["source"],
            target=e["target"],
            partitioning=_PARTITIONING.get(e["partitioner"].rsplit(".", 1)[-1], "custom"),
            input_index=e["type_number"],
        )
        for e in result["edges"]
    )
    return JobGraph(
        name=result["job_name"],
        flink_version=".".join(result["flink_version"].split(".")[:2]),
        parallelism=default_parallelism,
        max_parallelism=result["max_parallelism"] if result["max_parallelism"] > 0 else None,
        state_backend=result["state_backend"] if result["state_backend"] in ("hashmap", "rocksdb") else None,
        chaining_enabled=result["chaining_enabled"],
        origin="package",
        location=location,
        operators=tuple(operators),
        edges=edges,
    )
