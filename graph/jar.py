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
``apache-flink-libraries`` wheel of the Flink the JAR's Maven metadata names
(:func:`job_flink_version`), else of :data:`DEFAULT_FLINK_VERSION`, downloaded once with pip
into the cache (:func:`cache_dir`).
"""

from __future__ import annotations

import base64
import fcntl
import functools
import hashlib
import json
import math
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path
from typing import NamedTuple, Optional, Sequence

from . import progress
from .class_path import jar_class_path
from .errors import ZIP_ERRORS, LoadError
from .classfile import ClassFileError, class_refs
from .model import (AggregationSpec, Edge, FlinkNote, IntervalJoinSpec, JobGraph, KeyHashSpec, KeySelectorSpec,
                    Operator, SourceSpec, TimerUse, WindowSpec, graph_snapshots, map_snapshots,
                    with_row_names_of)

#: Flink whose jars are downloaded when neither ``--flink-home`` nor ``FLINK_HOME`` is given.
DEFAULT_FLINK_VERSION = "2.3.0"
#: The Flink major version whose APIs the bridge is written for.
BRIDGE_FLINK_MAJOR = 2
#: The newest Flink 1.x minor version the bridge also compiles against and loads with (see
#: :func:`bridge_source`): 1.20, the last 1.x release line, which loads a JAR whose classes say
#: only "1.x" (tests/jar/test_flink1.py).
BRIDGE_FLINK1_MINOR = 20
#: The oldest Flink 1.x minor version it compiles against and loads with (tests/jar/test_flink1.py).
BRIDGE_FLINK1_OLDEST_MINOR = 18
#: Heap of the child JVM: the job's main() plus a one-TaskManager MiniCluster.
JVM_HEAP = "1g"
#: Part of the load's time limit the bridge leaves its discovery run (the rest: JVM start, main()).
DISCOVERY_SHARE = 0.8
BRIDGE_MAIN = "flinkcompat.bridge.Bridge"
#: The SQL bridge (graph/bridge/SqlBridge.java), which plans a script or compiled plan.
SQL_BRIDGE_MAIN = "flinkcompat.bridge.SqlBridge"
#: The compiled bridge, in its cache directory (:func:`bridge_classes`).
BRIDGE_JAR = "bridge.jar"
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


def jdk_tool(name: str) -> Optional[str]:
    """``java`` or ``javac``: ``$JAVA_HOME/bin``'s when JAVA_HOME names a JDK that has it, else the
    one on PATH, else None."""
    home = os.environ.get("JAVA_HOME")
    if home:
        tool = Path(home) / "bin" / name
        if os.access(tool, os.X_OK) and tool.is_file():
            return str(tool)
    return shutil.which(name)


def java_feature_version(java: str) -> Optional[int]:
    """The Java feature version (17, 21, ...) of the runtime ``java``, from its JDK's ``release``
    file; None when it has none."""
    release = Path(java).resolve().parent.parent / "release"
    try:
        match = re.search(r'^JAVA_VERSION="(\d+)(?:\.(\d+))?', release.read_text(errors="replace"), re.M)
    except OSError:
        return None
    if match is None:
        return None
    # (Java 8 and older: "1.8.0_402")
    return int(match.group(2)) if match.group(1) == "1" and match.group(2) else int(match.group(1))


#: Class file major version of Java 8 is 52: Java N writes 44 + N.
_CLASS_FILE_JAVA_OFFSET = 44


def require_java_for(jar: Path, entry: Optional[str], java: str) -> None:
    """One line when the JAR's main class was compiled for a newer Java than ``java`` runs (the JVM
    would fail with a raw UnsupportedClassVersionError): which Java it needs. Only the main class is
    read: a JAR's dependencies may hold classes for newer Javas on purpose (multi-release JARs)."""
    runtime = java_feature_version(java)
    if runtime is None:
        return
    try:
        with zipfile.ZipFile(jar) as archive:
            main = entry
            if main is None:
                manifest = archive.read("META-INF/MANIFEST.MF").decode("utf-8", "replace")
                found = re.search(r"^Main-Class:\s*(\S+)", manifest, re.M)
                main = found.group(1) if found else None
            if main is None:
                return
            with archive.open(main.replace(".", "/") + ".class") as f:
                header = f.read(8)
    except (KeyError, *ZIP_ERRORS):
        return
    if len(header) < 8 or header[:4] != b"\xca\xfe\xba\xbe":
        return
    needed = int.from_bytes(header[6:8], "big") - _CLASS_FILE_JAVA_OFFSET
    if needed > runtime:
        raise LoadError(f"{jar}: its main class {main} is compiled for Java {needed}, and this Java ({java}) is "
                        f"Java {runtime}: set JAVA_HOME to a JDK {needed} or newer")


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


def flink_lib(flink_home: Optional[str] = None, jar: Optional[Path] = None) -> Path:
    """The directory of Flink's jars (:func:`flink_side`, without its note)."""
    return flink_side(flink_home, jar)[0]


#: The newest patch release known of each Flink minor the bridge loads with, which a bare minor
#: (``--flink-new 2.1``) names when the cache holds no patch of it (:func:`resolve_flink_version`).
NEWEST_PATCH = {"1.18": "1.18.1", "1.19": "1.19.3", "1.20": "1.20.5", "2.0": "2.0.2", "2.1": "2.1.3", "2.2": "2.2.1", "2.3": "2.3.0"}
_VERSION = re.compile(r"\d+\.\d+(?:\.\d+)?")


def resolve_flink_version(version: str) -> str:
    """``1.20.3`` as is; a bare minor (``1.20``) is the newest patch of it already downloaded
    into the cache, else the newest one known (:data:`NEWEST_PATCH`), else an error."""
    if version.count(".") == 2:
        return version
    cached = []
    for lib in cache_dir().glob(f"flink-{version}.*/lib/.complete"):
        patch = lib.parent.parent.name.removeprefix(f"flink-{version}.")
        if patch.isdigit():
            cached.append(int(patch))
    if cached:
        return f"{version}.{max(cached)}"
    if version in NEWEST_PATCH:
        return NEWEST_PATCH[version]
    raise LoadError(f"Flink {version}: no patch release of it is known here; name one (e.g. "
                    f"{version}.0) or give a Flink home directory")


def flink_side(flink: Optional[str] = None, jar: Optional[Path] = None) -> tuple[Path, Optional[FlinkNote]]:
    """The directory of Flink's jars that loads the job ``jar``, and what the report says of it.

    ``flink`` (a side's ``--flink-old``/``--flink-new``, else ``--flink-home``), else
    ``$FLINK_HOME``: a Flink version (``1.20``, ``2.3.0``, downloaded once) or a Flink home; never
    second-guessed, but when the Flink the JAR was built for (:func:`flink_built_for`) is another,
    the note says so (``mismatch``). Else the Flink the JAR was built for: its Maven metadata's
    version, or, told from its classes, Flink 1.20 (``detected``) or the default 2.x; and when
    nothing tells, :data:`DEFAULT_FLINK_VERSION` (``unknown``)."""
    given = flink or os.environ.get("FLINK_HOME")
    if given:
        lib = _given_lib(given, jar)
        try:
            built = flink_built_for(jar) if jar is not None and _jar_readable(jar) else None
        except LoadError:  # poms that disagree: the Flink given decides
            built = None
        loaded = flink_version(lib)
        if built is not None and built.version != UNTOLD and not _same_flink(built.version, loaded):
            return lib, FlinkNote(kind="mismatch", loaded=loaded, built_for=built.version, evidence=built.evidence)
        return lib, None
    built = flink_built_for(jar) if jar is not None and _jar_readable(jar) else None
    if built is None or built.version == UNTOLD:
        note = None
        if jar is not None and _jar_readable(jar):
            note = FlinkNote(kind="unknown", loaded=DEFAULT_FLINK_VERSION,
                             evidence=built.evidence if built is not None else _NOTHING_TELLS)
        return _downloaded_lib(DEFAULT_FLINK_VERSION), note
    if built.exact:
        lib = _downloaded_lib(_downloadable(jar, built.version, built.evidence))
        if built.evidence.startswith("META-INF/maven/"):
            return lib, None
        return lib, FlinkNote(kind="detected", loaded=built.version, built_for=built.version, evidence=built.evidence)
    if built.version.startswith("1."):
        version = resolve_flink_version(f"1.{BRIDGE_FLINK1_MINOR}")
        return _downloaded_lib(version), FlinkNote(kind="detected", loaded=version, built_for=built.version,
                                                   evidence=built.evidence)
    return _downloaded_lib(DEFAULT_FLINK_VERSION), None


_NOTHING_TELLS = "no Maven metadata, and no Flink class it references or bundles is of one Flink major only"
#: :attr:`BuiltFor.version` of a JAR whose classes reference classes of Flink 1.x only and of 2.x only.
UNTOLD = "?"


def _jar_readable(jar: Path) -> bool:
    return jar.is_file() and zipfile.is_zipfile(jar)


def _given_lib(given: str, jar: Optional[Path]) -> Path:
    """Flink's jars of a Flink version (downloaded once) or of a Flink home directory."""
    if _VERSION.fullmatch(given) and not Path(given).is_dir():
        major, minor = (int(x) for x in given.split(".")[:2])
        if not _bridge_loads_with(major, minor):
            raise LoadError(f"Flink {given}: {_BRIDGE_LOADS_WITH}")
        return _downloaded_lib(resolve_flink_version(given))
    lib = (Path(given) / "lib").resolve()
    if not _flink_dist(lib):
        raise LoadError(f"{given}: not a Flink distribution (no lib/flink-dist-*.jar) nor a Flink version")
    return lib


def _same_flink(built: str, loaded: str) -> bool:
    """Whether a JAR built for ``built`` (``1.20.3``, ``2.1.0``, ``1.x``, ``2.x``) runs as built on
    ``loaded``: the same major, and the same minor when ``built`` names one (patches do not count)."""
    b, l = re.match(r"(\d+)\.(\d+|x)", built), re.match(r"(\d+)\.(\d+)", loaded)
    if b is None or l is None:
        return True  # a version not of that shape: nothing to compare
    return b[1] == l[1] and (b[2] == "x" or b[2] == l[2])


class BuiltFor(NamedTuple):
    #: ``1.20.3`` (Maven metadata or a bundled version resource), ``1.x`` or ``2.x`` (classes),
    #: :data:`UNTOLD` (classes of both).
    version: str
    #: What says so: the entry of the Maven metadata, or the classes and what references them.
    evidence: str
    #: A release (Maven metadata, a bundled version resource), not a major only.
    exact: bool = False


#: Classes of Flink 1.x (1.20) that Flink 2.0 removed or moved, in internal form; a name ending
#: with ``/`` is a package whose classes all are (checked against flink-dist 1.20.3 and 2.3.0).
#: The moved ones are also :data:`_FLINK1_CLASSES`' 1.x places.
FLINK1_ONLY = (
    *(f"org/apache/flink/streaming/api/functions/{kind}/{name}" for kind, names in (
        ("source", ("SourceFunction", "RichSourceFunction", "ParallelSourceFunction", "RichParallelSourceFunction",
                    "FromElementsFunction", "FromIteratorFunction", "FromSplittableIteratorFunction",
                    "InputFormatSourceFunction", "SocketTextStreamFunction", "StatefulSequenceSource",
                    "ContinuousFileMonitoringFunction", "MessageAcknowledgingSourceBase",
                    "MultipleIdsMessageAcknowledgingSourceBase")),
        ("sink", ("SinkFunction", "RichSinkFunction", "DiscardingSink", "PrintSinkFunction",
                  "OutputFormatSinkFunction", "TwoPhaseCommitSinkFunction", "SocketClientSink",
                  "WriteSinkFunction", "filesystem/StreamingFileSink")),
    ) for name in names),
    "org/apache/flink/api/common/time/Time",
    "org/apache/flink/streaming/api/windowing/time/Time",
    "org/apache/flink/api/common/restartstrategy/RestartStrategies",
    "org/apache/flink/streaming/api/TimeCharacteristic",
    "org/apache/flink/streaming/api/environment/ExecutionCheckpointingOptions",
    "org/apache/flink/streaming/api/functions/AssignerWithPeriodicWatermarks",
    "org/apache/flink/streaming/api/functions/AssignerWithPunctuatedWatermarks",
    "org/apache/flink/streaming/api/functions/AscendingTimestampExtractor",
    "org/apache/flink/streaming/api/functions/windowing/RichProcessWindowFunction",
    "org/apache/flink/streaming/api/functions/windowing/RichProcessAllWindowFunction",
    "org/apache/flink/streaming/api/datastream/IterativeStream",
    *(f"org/apache/flink/api/connector/sink/{name}" for name in ("Sink", "SinkWriter", "Committer", "GlobalCommitter")),
    "org/apache/flink/api/connector/sink2/StatefulSink",
    "org/apache/flink/api/connector/sink2/TwoPhaseCommittingSink",
    "org/apache/flink/api/java/ExecutionEnvironment",
    "org/apache/flink/api/java/DataSet",
    "org/apache/flink/api/java/operators/",
    "org/apache/flink/streaming/api/connector/sink2/GlobalCommitterOperator",
    "org/apache/flink/api/java/operators/translation/WrappingFunction",
    "org/apache/flink/streaming/api/operators/YieldingOperatorFactory",
)
#: Classes of Flink 2.x that Flink 1.20 does not have (the 1.x classes' new places among them).
FLINK2_ONLY = (
    "org/apache/flink/streaming/api/functions/source/legacy/",
    "org/apache/flink/streaming/api/functions/sink/legacy/",
    "org/apache/flink/streaming/api/functions/sink/filesystem/legacy/",
    "org/apache/flink/streaming/api/operators/legacy/",
    "org/apache/flink/streaming/runtime/operators/sink/GlobalCommitterOperator",
    "org/apache/flink/api/common/functions/WrappingFunction",
    "org/apache/flink/api/common/functions/WithConfigurationOpenContext",
    "org/apache/flink/api/common/watermark/",
    "org/apache/flink/api/common/state/v2/StateDescriptor",
    "org/apache/flink/api/common/state/v2/ValueStateDescriptor",
    "org/apache/flink/api/common/state/v2/ListStateDescriptor",
    "org/apache/flink/api/common/state/v2/MapStateDescriptor",
    "org/apache/flink/api/common/state/v2/ReducingStateDescriptor",
    "org/apache/flink/api/common/state/v2/AggregatingStateDescriptor",
    "org/apache/flink/api/java/typeutils/SetTypeInfo",
    "org/apache/flink/api/common/typeutils/base/SetSerializer",
    "org/apache/flink/configuration/StateSizeTrackOptions",
)
#: Methods of Flink 1.x's API that Flink 2.0 removed, which a class of the job declaring
#: (overriding) says it was built for 1.x: RichFunction.open(Configuration).
FLINK1_METHODS = frozenset({("open", "(Lorg/apache/flink/configuration/Configuration;)V")})
_EC = "org/apache/flink/api/common/ExecutionConfig"
_RC = "org/apache/flink/api/common/functions/RuntimeContext"
#: Methods of Flink 1.x's API that Flink 2.0 removed or changed the signature of, which a job's
#: class calling says it was built for 1.x: (class, name, descriptor; None: any descriptor).
#: Checked against flink-dist 1.20.3 and 2.3.0 (each is declared by the first, not the second).
FLINK1_MEMBERS = frozenset({
    *((_EC, name, None) for name in (
        "registerTypeWithKryoSerializer", "addDefaultKryoSerializer", "registerKryoType", "registerPojoType",
        "enableForceKryo", "disableForceKryo", "enableForceAvro", "disableForceAvro", "enableGenericTypes",
        "disableGenericTypes", "getRegisteredKryoTypes", "setExecutionMode", "setNumberOfExecutionRetries")),
    *((_RC, name, None) for name in (
        "getIndexOfThisSubtask", "getNumberOfParallelSubtasks", "getMaxNumberOfParallelSubtasks",
        "getAttemptNumber", "getTaskNameWithSubtasks", "getExecutionConfig", "getJobId")),
    ("org/apache/flink/runtime/minicluster/MiniCluster", "submitJob",
     "(Lorg/apache/flink/runtime/jobgraph/JobGraph;)Ljava/util/concurrent/CompletableFuture;"),
})
#: Version resources of Flink's own jars: bundled (shaded) into a JAR, they name the Flink it bundles.
_FLINK_VERSION_RESOURCES = (".flink-runtime.version.properties",)
#: At most this many class files, and bytes of them, read from a JAR to tell its Flink.
MAX_SCANNED_CLASSES = 20_000
MAX_SCANNED_BYTES = 128 << 20


def _listed(name: str, table: Sequence[str]) -> Optional[str]:
    for entry in table:
        if name == entry or (entry.endswith("/") and name.startswith(entry)):
            return name
    return None


def flink_built_for(jar: Path) -> Optional[BuiltFor]:
    """The Flink the job ``jar`` was built against: its Maven metadata's
    (:func:`job_flink_version`), else a bundled Flink's version resource, else its classes'
    (:func:`classes_flink`); None when nothing tells."""
    found = job_flink_version(jar)
    if found:
        return BuiltFor(found[0], found[1], exact=True)
    return _cached_classes_flink(jar)


def _cached_classes_flink(jar: Path) -> Optional[BuiltFor]:
    """:func:`classes_flink`, cached by the JAR's content and the tables (reading a fat JAR's
    class files takes a second or more; the warm check does not pay it again)."""
    content = _file_digest(jar)
    if content is None:
        return None
    digest = hashlib.sha256(repr((content, FLINK1_ONLY, FLINK2_ONLY, sorted(FLINK1_METHODS),
                                  sorted(FLINK1_MEMBERS, key=str), MAX_SCANNED_CLASSES, MAX_SCANNED_BYTES)).encode())
    file = cache_dir() / "flink-of" / f"{digest.hexdigest()}.json"
    try:
        found = json.loads(file.read_text(encoding="utf-8"))["built_for"]
        return BuiltFor(*found) if found else None
    except (OSError, ValueError, KeyError, TypeError):
        pass
    built = classes_flink(jar)
    try:
        _write_atomically(file, json.dumps({"built_for": list(built) if built else None}))
    except OSError:
        pass  # a cache that cannot be written: read again next time
    return built


def classes_flink(jar: Path) -> Optional[BuiltFor]:
    """The Flink major the classes of ``jar`` were built against, from the Flink classes it bundles
    (a bundled version resource; classes of one major only) and the ones its own classes reference
    or methods they declare or call (:data:`FLINK1_ONLY`, :data:`FLINK2_ONLY`, :data:`FLINK1_METHODS`,
    :data:`FLINK1_MEMBERS`).
    Classes under ``org/apache/flink/`` are Flink's (or a connector's): only their names count. At
    most :data:`MAX_SCANNED_CLASSES` class files, :data:`MAX_SCANNED_BYTES` bytes, are read."""
    one: Optional[str] = None
    two: Optional[str] = None
    scanned = read = 0
    try:
        with zipfile.ZipFile(jar) as archive:
            for info in archive.infolist():
                name = info.filename
                if name in _FLINK_VERSION_RESOURCES and info.file_size <= _MAX_POM_BYTES:
                    version = _properties(archive.read(info)).get("project.version", "")
                    if re.fullmatch(r"\d+\.\d+\.\d+", version):
                        return BuiltFor(version, f"it bundles Flink {version} ({name})", exact=True)
                if not name.endswith(".class") or name.startswith("META-INF/"):
                    continue
                if name.startswith("org/apache/flink/"):
                    cls = name[:-len(".class")]
                    one = one or (f"it bundles Flink 1.x's {cls}" if _listed(cls, FLINK1_ONLY) else None)
                    two = two or (f"it bundles Flink 2.x's {cls}" if _listed(cls, FLINK2_ONLY) else None)
                    continue
                if scanned >= MAX_SCANNED_CLASSES or read + info.file_size > MAX_SCANNED_BYTES:
                    continue
                scanned += 1
                read += info.file_size
                data = archive.read(info)
                if b"org/apache/flink/" not in data:
                    continue
                try:
                    refs = class_refs(data)
                except ClassFileError:
                    continue
                shown = refs.name.replace("/", ".") or name
                if one is None:
                    hit = next((c for c in sorted(refs.classes) if _listed(c, FLINK1_ONLY)), None)
                    if hit:
                        one = f"{shown} references Flink 1.x's {hit.replace('/', '.')}"
                    elif refs.methods & FLINK1_METHODS:
                        one = f"{shown} declares open(Configuration), RichFunction's in Flink 1.x only"
                    else:
                        call = next((m for m in sorted(refs.members) if (*m[:2], None) in FLINK1_MEMBERS
                                     or m in FLINK1_MEMBERS), None)
                        if call:
                            one = (f"{shown} calls Flink 1.x's {call[0].rsplit('/', 1)[-1]}.{call[1]}"
                                   f"{'(JobGraph)' if call[1] == 'submitJob' else '()'}")
                if two is None:
                    hit = next((c for c in sorted(refs.classes) if _listed(c, FLINK2_ONLY)), None)
                    if hit:
                        two = f"{shown} references Flink 2.x's {hit.replace('/', '.')}"
    except ZIP_ERRORS:
        return None
    if one and two:
        return BuiltFor(UNTOLD, f"{one}, and {two}")
    if one:
        return BuiltFor("1.x", one)
    if two:
        return BuiltFor("2.x", two)
    return None


#: Flink's own artifacts, versioned with Flink. Other artifacts of group org.apache.flink have
#: versions of their own (flink-connector-kafka 3.3.0-1.20, flink-shaded-guava 33.4.0-jre-20.0,
#: flink-cdc-*), so they say nothing of the Flink a job runs on.
_FLINK_ARTIFACT = re.compile(
    r"flink-(?:streaming-java|java|core|core-api|clients|runtime|datastream|datastream-api"
    r"|table-api-java|table-api-java-bridge|table-api-java-uber|table-planner|table-planner-loader"
    r"|table-runtime|statebackend-rocksdb|statebackend-forst|state-processor-api"
    r"|connector-base|connector-files|connector-datagen)(?:_2\.1[0-3])?"
)
_FLINK_GROUP = "org.apache.flink"
#: Largest pom.xml read from a JAR (a real one is a few KB).
_MAX_POM_BYTES = 1 << 20


def job_flink_version(jar: Path) -> Optional[tuple[str, str]]:
    """The Flink version the job ``jar`` was built against, and the entry that says so, from its
    Maven metadata: the Flink dependencies (:data:`_FLINK_ARTIFACT`) in the ``pom.xml`` of a
    project of the JAR's (``META-INF/maven/<group>/<artifact>/pom.xml``, not of group
    org.apache.flink), ``${...}`` properties resolved from the same pom (a version only a parent
    pom defines is not known); else the ``pom.properties`` of a Flink artifact the JAR bundles.
    None when neither names one (a JAR built with Gradle has no Maven metadata). Poms that name
    different versions: the JAR does not say which Flink runs it, an error."""
    found: dict[str, str] = {}
    bundled: dict[str, str] = {}
    try:
        with zipfile.ZipFile(jar) as archive:
            for info in archive.infolist():
                parts = info.filename.split("/")
                if len(parts) != 5 or parts[:2] != ["META-INF", "maven"] or info.file_size > _MAX_POM_BYTES:
                    continue
                group, artifact, name = parts[2:]
                if group != _FLINK_GROUP and name == "pom.xml":
                    version = _pom_flink_version(archive.read(info))
                    if version:
                        found[info.filename] = version
                elif group == _FLINK_GROUP and name == "pom.properties" and _FLINK_ARTIFACT.fullmatch(artifact):
                    version = _properties(archive.read(info)).get("version")
                    if version:
                        bundled[info.filename] = version
    except ZIP_ERRORS:
        # an entry that cannot be read (damaged, encrypted, compressed as zipfile cannot):
        # the JAR says no version here, and the JVM says what is wrong with it when it loads it
        return None
    for named in (found, bundled):
        versions = sorted(set(named.values()))
        if len(versions) > 1:
            where = "; ".join(f"{v} in {', '.join(f for f, x in sorted(named.items()) if x == v)}" for v in versions)
            raise LoadError(f"{jar}: its Maven metadata names several Flink versions ({where}): "
                            "give --flink-home (or FLINK_HOME) with the Flink it runs on")
        if versions:
            return versions[0], min(f for f, v in named.items() if v == versions[0])
    return None


def _downloadable(jar: Path, version: str, where: str) -> str:
    """``version`` if its jars can be downloaded and the bridge is written for it, else an error."""
    if not re.fullmatch(r"\d+\.\d+\.\d+", version):
        raise LoadError(f"{jar}: built against Flink {version} ({where}), which is not a Flink release whose "
                        "jars can be downloaded: give --flink-home (or FLINK_HOME) with that Flink")
    major, minor = (int(x) for x in version.split(".")[:2])
    if not _bridge_loads_with(major, minor):
        raise LoadError(f"{jar}: built against Flink {version} ({where}); {_BRIDGE_LOADS_WITH}: give --flink-home "
                        f"(or FLINK_HOME) with one of those to load it with that")
    return version


def _bridge_loads_with(major: int, minor: int) -> bool:
    """Whether the bridge compiles against and loads with Flink ``major.minor``."""
    return major == BRIDGE_FLINK_MAJOR or major == 1 and BRIDGE_FLINK1_OLDEST_MINOR <= minor <= BRIDGE_FLINK1_MINOR


_BRIDGE_LOADS_WITH = (f"flink-compat loads job JARs with Flink 1.{BRIDGE_FLINK1_OLDEST_MINOR} to 1.{BRIDGE_FLINK1_MINOR} "
                      f"and {BRIDGE_FLINK_MAJOR}.x")


def _pom_flink_version(data: bytes) -> Optional[str]:
    """The version of the first Flink dependency (:data:`_FLINK_ARTIFACT`) of a pom that declares
    one with a version (in ``dependencies`` or ``dependencyManagement``), properties resolved."""
    import xml.etree.ElementTree as ET

    # No DOCTYPE, as defusedxml refuses one: a pom has none, and its entities are what expands
    # a few KB into gigabytes ("billion laughs") where the expat under xml.etree predates 2.4's
    # limits. Decoded here (a pom is UTF-8), the parser reads the very text checked, whatever
    # encoding its XML declaration names.
    text = data.decode("utf-8", "replace")
    if "<!DOCTYPE" in text:
        return None
    try:
        root = ET.fromstring(text)
    except ET.ParseError:
        return None

    def local(element) -> str:
        return element.tag.rsplit("}", 1)[-1] if isinstance(element.tag, str) else ""

    def child(element, name: str) -> Optional[str]:
        for c in element:
            if local(c) == name:
                return (c.text or "").strip()
        return None

    properties = {}
    for element in root:
        if local(element) == "properties":
            properties.update({local(p): (p.text or "").strip() for p in element})
    project_version = child(root, "version")
    if project_version is None:
        parent = next((e for e in root if local(e) == "parent"), None)
        project_version = child(parent, "version") if parent is not None else None
    if project_version:
        properties.setdefault("project.version", project_version)
    for dependency in root.iter():
        if local(dependency) != "dependency":
            continue
        artifact = child(dependency, "artifactId") or ""
        if child(dependency, "groupId") == _FLINK_GROUP and _FLINK_ARTIFACT.fullmatch(artifact):
            version = _resolved(child(dependency, "version") or "", properties)
            if version:
                return version
    return None


def _resolved(text: str, properties: dict) -> Optional[str]:
    """``text`` with ``${name}`` replaced from ``properties`` (nested ones too); None when one is
    not defined there."""
    for _ in range(10):
        match = re.search(r"\$\{([^}]+)\}", text)
        if match is None:
            return text or None
        value = properties.get(match.group(1))
        if value is None:
            return None
        text = text[:match.start()] + value + text[match.end():]
    return None


def _properties(data: bytes) -> dict:
    """``key=value`` lines of a Maven ``pom.properties``."""
    out = {}
    for line in data.decode("utf-8", "replace").splitlines():
        key, sep, value = line.partition("=")
        if sep and not key.lstrip().startswith("#"):
            out[key.strip()] = value.strip()
    return out


def _flink_dist(lib: Path) -> Optional[Path]:
    found = sorted(lib.glob("flink-dist*.jar")) if lib.is_dir() else []
    return found[0] if found else None


def flink_version(lib: Path) -> str:
    """The version in ``flink-dist-<version>.jar``."""
    match = re.fullmatch(r"flink-dist(?:_[\d.]+)?-(.+)\.jar", _flink_dist(lib).name)
    return match.group(1) if match else "unknown"


def _downloaded_lib(version: str) -> Path:
    """Flink's ``lib/*.jar`` from the ``apache-flink-libraries`` distribution of ``version``,
    downloaded once with pip: its wheel (``pyflink/lib/``), or its source archive
    (``deps/lib/``) for the versions PyPI has no wheel of (2.0.0, 2.1.x)."""
    root = cache_dir() / f"flink-{version}"
    lib = root / "lib"
    if (lib / ".complete").exists():
        return lib
    root.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=root) as tmp:
        with progress.step(f"downloading Flink {version}'s jars (apache-flink-libraries, once)") as say:
            returncode, stderr = pip_download(f"apache-flink-libraries=={version}", Path(tmp), say)
        archives = sorted(Path(tmp).glob("apache[-_]flink[-_]libraries-*"))
        if returncode != 0 or not archives:
            errors = [line for line in stderr.strip().splitlines()
                      if line.strip() and not line.startswith("WARNING:")]
            raise LoadError(
                f"cannot download apache-flink-libraries=={version} for Flink's jars "
                f"(give --flink-home or FLINK_HOME){': ' + errors[-1] if errors else ''}"
            )
        unpacked = Path(tmp) / "lib"
        unpacked.mkdir()
        _unpack_jars(archives[0], unpacked)
        (unpacked / ".complete").write_text("ok\n")
        _publish(unpacked, lib)
    return lib


#: What pip's ``--progress-bar raw`` prints of a download (pip 24.1+): bytes done and in all.
_PIP_PROGRESS = re.compile(r"Progress (\d+) of (\d+)")


def pip_download(requirement: str, into: Path, say) -> tuple[int, str]:
    """``pip download --no-deps requirement`` into ``into``; its exit code and stderr. ``say``
    gets how far the download is ("120 of 283 MB") from pip's raw progress, when pip has it."""
    cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--disable-pip-version-check", requirement,
           "-d", str(into)]
    try:
        from pip import __version__ as pip_version

        raw = tuple(int(p) for p in re.findall(r"\d+", pip_version)[:2]) >= (24, 1)
    except ImportError:
        raw = False
    cmd += ["--progress-bar", "raw"] if raw else ["--quiet"]
    with tempfile.TemporaryFile() as errors:
        proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=errors)
        for line in proc.stdout:
            match = _PIP_PROGRESS.search(line.decode("utf-8", "replace"))
            if match:
                done, total = (int(n) / 1e6 for n in match.groups())
                say(f"{done:,.0f} of {total:,.0f} MB")
        proc.wait()
        errors.seek(0)
        return proc.returncode, errors.read().decode("utf-8", "replace")


def _unpack_jars(archive: Path, out: Path) -> None:
    """Flink's lib jars of an ``apache-flink-libraries`` wheel or source archive, into ``out``."""
    if archive.name.endswith(".whl"):
        with zipfile.ZipFile(archive) as wheel:
            for info in wheel.infolist():
                parts = info.filename.split("/")
                if parts[:2] == ["pyflink", "lib"] and len(parts) == 3 and parts[2].endswith(".jar"):
                    with wheel.open(info) as src, open(out / parts[2], "wb") as dst:
                        shutil.copyfileobj(src, dst, 1 << 20)
        return
    import tarfile

    with tarfile.open(archive) as sdist:
        for member in sdist:
            parts = member.name.split("/")
            if member.isfile() and len(parts) == 4 and parts[1:3] == ["deps", "lib"] and parts[3].endswith(".jar"):
                with sdist.extractfile(member) as src, open(out / parts[3], "wb") as dst:
                    shutil.copyfileobj(src, dst, 1 << 20)


def _publish(tmp: Path, final: Path) -> None:
    """Move a finished cache entry (``.complete`` inside) into place by one rename, unless another
    process (a check loads both sides at once) already did. An entry in place is never removed:
    the other process is using it (removing it and placing ours again made a JVM of the other
    side miss its planner jar). Only a leftover without ``.complete`` is replaced."""
    try:
        os.rename(tmp, final)  # onto a missing or empty directory; a full one raises
        return
    except OSError:
        if (final / ".complete").exists():
            return  # the other process's entry is the same: ours goes with tmp
    stale = final.with_name(f"{final.name}.stale-{os.getpid()}-{time.monotonic_ns()}")
    try:
        os.rename(final, stale)
    except FileNotFoundError:
        pass
    shutil.rmtree(stale, ignore_errors=True)
    try:
        os.rename(tmp, final)
    except OSError:
        if not (final / ".complete").exists():
            raise


# ---------------------------------------------------------------------------- the bridge


#: The bridge is written against Flink 2's APIs. For Flink 1.x its sources are compiled with the
#: classes Flink 2.0 moved at their 1.x places, and without Flink 2's own API (a line ending with
#: ``// Flink 2 only``, the lines from ``// Flink 2 only: begin`` to ``// Flink 2 only: end``).
#: For Flink 1.18, also without the API Flink 1.19 added (a line ending with ``// Flink 1.19 on``),
#: and with what 1.18 has in its place (a line ``// Flink 1.18: <code>``, a comment elsewhere).
_FLINK1_CLASSES = {
    "org.apache.flink.streaming.api.functions.sink.legacy.": "org.apache.flink.streaming.api.functions.sink.",
    "org.apache.flink.streaming.api.functions.source.legacy.": "org.apache.flink.streaming.api.functions.source.",
    "org.apache.flink.streaming.runtime.operators.sink.GlobalCommitterOperator":
        "org.apache.flink.streaming.api.connector.sink2.GlobalCommitterOperator",
    "org.apache.flink.api.common.functions.WrappingFunction":
        "org.apache.flink.api.java.operators.translation.WrappingFunction",
    "org.apache.flink.streaming.api.operators.legacy.YieldingOperatorFactory":
        "org.apache.flink.streaming.api.operators.YieldingOperatorFactory",
}
_FLINK2_ONLY_LINE = "// Flink 2 only"
_FLINK119_ON_LINE = "// Flink 1.19 on"
_FLINK118_LINE = "// Flink 1.18: "


def bridge_source(text: str, flink_major: int, flink_minor: Optional[int] = None) -> str:
    """The bridge's Java source ``text`` as compiled against Flink ``flink_major.flink_minor``
    (None: the newest minor of that major)."""
    if flink_major >= 2:
        return text
    before_1_19 = flink_minor is not None and (flink_major, flink_minor) < (1, 19)
    out, skipping = [], False
    for line in text.splitlines(keepends=True):
        marker = line.strip()
        if marker == f"{_FLINK2_ONLY_LINE}: begin":
            skipping = True
        elif marker == f"{_FLINK2_ONLY_LINE}: end":
            skipping = False
        elif skipping or line.rstrip().endswith(_FLINK2_ONLY_LINE):
            continue
        elif before_1_19 and line.rstrip().endswith(_FLINK119_ON_LINE):
            continue
        else:
            if before_1_19 and marker.startswith(_FLINK118_LINE):
                line = line.replace(_FLINK118_LINE, "", 1)
            for moved, old in _FLINK1_CLASSES.items():
                line = line.replace(moved, old)
            out.append(line)
    return "".join(out)


def flink_release(version: str) -> tuple[int, Optional[int]]:
    """``1.18.1`` → (1, 18); a version that is no release number: the bridge's own Flink major."""
    m = re.match(r"(\d+)\.(\d+)", version)
    return (int(m.group(1)), int(m.group(2))) if m else (BRIDGE_FLINK_MAJOR, None)


@functools.lru_cache(maxsize=1)
def bridge_sources() -> tuple[tuple[str, bytes], ...]:
    """The bridge's Java sources (``graph/bridge/*.java``), by name: read as this package's
    resources, which they are also where the package is read from a zip (the code Spark ships to a
    cluster's executors, which compile the bridge themselves)."""
    from importlib.resources import files

    return tuple(sorted((f.name, f.read_bytes()) for f in (files(__package__) / "bridge").iterdir()
                        if f.name.endswith(".java")))


def bridge_source_digest() -> str:
    """sha256 of the bridge's Java sources (names and bytes): what its compiled classes are named by."""
    digest = hashlib.sha256(BRIDGE_JAR.encode())
    for name, data in bridge_sources():
        digest.update(name.encode() + b"\0" + data)
    return digest.hexdigest()


def bridge_classes(lib: Path) -> Path:
    """The bridge compiled against ``lib``: cached by Flink version and the bridge's source hash.
    The directory holds the classes packed as :data:`BRIDGE_JAR` (the JVM's class data sharing
    archives no class of a directory on the class path) and the class archives (:func:`class_archive`)."""
    sources = bridge_sources()
    version = flink_version(lib)
    out = cache_dir() / "bridge" / f"{version}-{bridge_source_digest()[:16]}"
    if (out / ".complete").exists():
        if _bridge_intact(out):
            return out
        shutil.rmtree(out, ignore_errors=True)  # changed since compiled: compiled again
    javac = jdk_tool("javac")
    if javac is None:
        raise LoadError("loading a job JAR needs a JDK (javac in JAVA_HOME/bin or on PATH) to compile flink-compat's bridge")
    out.parent.mkdir(parents=True, exist_ok=True)
    with open(out.parent / f"{out.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # both sides load at once: one compiles, the other waits for it
        if (out / ".complete").exists() and _bridge_intact(out):
            return out
        _compile_bridge(javac, lib, version, sources, out)
    return out


def _compile_bridge(javac: str, lib: Path, version: str, sources: Sequence[tuple[str, bytes]], out: Path) -> None:
    with tempfile.TemporaryDirectory(dir=out.parent) as tmp:
        classes, source_dir = Path(tmp, "classes"), Path(tmp, "src")
        source_dir.mkdir()
        release = flink_release(version)
        for name, data in sources:
            Path(source_dir, name).write_text(bridge_source(data.decode("utf-8"), *release), encoding="utf-8")
        with progress.step(f"compiling flink-compat's bridge against Flink {version} (once)"):
            proc = subprocess.run(
                [javac, "-J-Xmx512m", "-nowarn", "-encoding", "UTF-8", "--release", "17", "-d", str(classes),
                 "-cp", str(lib / "*"), *sorted(map(str, source_dir.glob("*.java")))],
                stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300,
            )
        if proc.returncode != 0:
            first = proc.stdout.decode("utf-8", "replace").strip().splitlines()[:1]
            raise LoadError(f"cannot compile flink-compat's bridge against Flink {version} in {lib} "
                            f"({first[0] if first else 'javac failed'}): give --flink-home (or FLINK_HOME) "
                            f"with a Flink 1.{BRIDGE_FLINK1_OLDEST_MINOR} to 1.{BRIDGE_FLINK1_MINOR} or {BRIDGE_FLINK_MAJOR}.x, "
                            "whose APIs it compiles against")
        with zipfile.ZipFile(Path(tmp, BRIDGE_JAR), "w") as jar:
            for cls in sorted(classes.rglob("*.class")):
                jar.write(cls, cls.relative_to(classes).as_posix())
        shutil.rmtree(classes)
        shutil.rmtree(source_dir)
        Path(tmp, ".complete").write_text(hashlib.sha256(Path(tmp, BRIDGE_JAR).read_bytes()).hexdigest() + "\n")
        _publish(Path(tmp), out)


def _bridge_intact(classes: Path) -> bool:
    """Whether the compiled bridge is the one compiled: its hash, recorded when it was, verified
    before each use (a JVM that runs job code never gets to write the cache, but whatever else
    changed it, a bridge that is not ours never runs)."""
    try:
        recorded = (classes / ".complete").read_text().strip()
        return recorded == hashlib.sha256((classes / BRIDGE_JAR).read_bytes()).hexdigest()
    except OSError:
        return False


def class_archive(java: str, lib: Path, classes: Path, class_path: Optional[Sequence[Path]] = None) -> Path:
    """Where the class data sharing archive (AppCDS, JDK 13+) of the bridge's class path is kept:
    the classes a load uses (Flink's runtime, its RPC system, the MiniCluster), parsed and
    verified once, mapped by every later JVM (JVM start and class loading were half of a cold
    load). The name is a hash of what makes an archive valid: the JDK (its ``release`` file and
    binary), every class path entry (name, size, modification time) and the JVM options.
    ``class_path``: the one a program runs with instead of the bridge's (:func:`sql_class_path`),
    whose archive is another."""
    binary = Path(java).resolve()
    release = binary.parent.parent / "release"
    key = hashlib.sha256()
    key.update(release.read_bytes() if release.is_file() else b"")
    stat = binary.stat()
    key.update(f"{binary}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    for entry in class_path or _class_path(lib, classes):
        stat = entry.stat()
        key.update(f"{entry}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    key.update("\0".join(_jvm_options()).encode())
    archives = classes / "cds"
    archives.mkdir(exist_ok=True)
    return archives / f"{key.hexdigest()[:16]}.jsa"


def _class_path(lib: Path, classes: Path) -> list[Path]:
    """The bridge's class path: the bridge and Flink's jars (``lib/*``)."""
    return [classes / BRIDGE_JAR, *sorted(lib.glob("*.jar"))]


#: The planner flink-table-planner-loader bundles, a jar in its jar.
_PLANNER_LOADER_GLOB = "flink-table-planner-loader*.jar"
_BUNDLED_PLANNER = "flink-table-planner.jar"


def sql_class_path(lib: Path, classes: Path) -> list[Path]:
    """The class path of the SQL bridge: the bridge's, with flink-table-planner-loader replaced by
    the planner it bundles (:func:`unbundled_planner`), as Flink's docs let a distribution run
    its planner (flink-table-planner in ``lib/`` instead of the loader). The classes are the same
    (the bundle's only classes that are elsewhere on the class path too are Scala's, the same
    release as flink-scala's), loaded by the application class loader instead of one of their own:
    the JVM no longer unpacks the 46 MB planner into a temporary file at every start, and the class
    archive (:func:`class_archive`) keeps its classes and their lambdas (the JDK archives neither
    for a class loader of a program's own). The bridge's class path when lib has no such loader."""
    entries = _class_path(lib, classes)
    loaders = [e for e in entries if e.match(_PLANNER_LOADER_GLOB)]
    planner = unbundled_planner(loaders[0]) if len(loaders) == 1 else None
    return entries if planner is None else [planner if e == loaders[0] else e for e in entries]


def unbundled_planner(loader: Path) -> Optional[Path]:
    """The planner jar that the flink-table-planner-loader jar ``loader`` bundles, unpacked once
    into the cache (keyed by the loader's path, size and modification time); None when it has none."""
    stat = loader.stat()
    key = hashlib.sha256(f"{loader.resolve()}\0{stat.st_size}\0{stat.st_mtime_ns}".encode()).hexdigest()[:16]
    out = cache_dir() / "planner" / key
    planner = out / _BUNDLED_PLANNER
    if (out / ".complete").exists():
        return planner
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent) as tmp:
        try:
            with zipfile.ZipFile(loader) as archive, archive.open(_BUNDLED_PLANNER) as src, \
                    open(Path(tmp, _BUNDLED_PLANNER), "wb") as dst:
                shutil.copyfileobj(src, dst, 1 << 20)
        except (KeyError, OSError, zipfile.BadZipFile):
            return None
        Path(tmp, ".complete").write_text("ok\n")
        _publish(Path(tmp), out)
    return planner


def run_bridge(
    jar: Path,
    entry: Optional[str],
    args: Sequence[str],
    work: Optional[Path],
    timeout: float,
    lib: Path,
) -> dict:
    """Run the bridge on ``jar`` with Flink's jars in ``lib``, in a sandboxed child JVM (``work``,
    the discovery's directory, writable); its result (``{"error": ...}`` left to the caller)."""
    return run_bridge_program(jar, BRIDGE_MAIN, lambda out: (
        str(out), str(jar.resolve()), entry or "", str(work or ""), str(max(1, int(timeout * DISCOVERY_SHARE))),
        *args), timeout, lib, writable=[work] if work else ())


#: flink-compat's own job (graph/bridge/WarmUp.java), which the class archive is written from.
WARM_UP_MAIN = "flinkcompat.bridge.WarmUp"
#: The SQL the class archive of the SQL bridge is written from: a keyed aggregation, as a SQL job has.
_WARM_UP_SQL = """CREATE TABLE src (k BIGINT, v BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '1');
CREATE TABLE snk (k BIGINT, s BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO snk SELECT k, SUM(v) FROM src GROUP BY k;
"""


def run_bridge_program(what: Path, main: str, bridge_args, timeout: float, lib: Path, sql: bool = False,
                       writable: Sequence[Path] = (), cwd: Optional[Path] = None) -> dict:
    """Run the bridge program ``main`` with the arguments ``bridge_args(result file)`` in a sandboxed
    child JVM (graph/sandbox.py; ``writable``: directories it may write besides its own temporary
    one; ``cwd``: its working directory, default that one) with Flink's jars in ``lib`` (and the
    class data sharing archive, :func:`class_archive`); its result. ``what`` (the JAR, the SQL file) names the job in errors. ``sql``: the program
    plans SQL, with the class path :func:`sql_class_path`."""
    jar = what
    java = jdk_tool("java")
    if java is None:
        raise LoadError(f"{jar}: loading a job needs Java 17+ (java in JAVA_HOME/bin or on PATH)")
    classes = bridge_classes(lib)
    class_path = sql_class_path(lib, classes) if sql else None
    archive = class_archive(java, lib, classes, class_path)
    sharing = _class_sharing(archive, lambda dump: _warm_up(java, lib, classes, class_path, sql, dump, timeout))
    with tempfile.TemporaryDirectory(prefix="flink-compat-jar-") as tmp:
        out = Path(tmp) / "result.json"
        bridge_args = bridge_args(out)
        proc = _run_bridge_jvm(jar, _java(java, lib, classes, main, *bridge_args, tmpdir=Path(tmp), sharing=sharing,
                                          class_path=class_path), tmp, timeout, out, writable, cwd, sql)
        if sharing and proc is not None and not out.exists() and _EXIT_MARK not in proc.stderr:
            # The JVM died with the class archive's option before the bridge wrote anything: a
            # damaged archive aborts it (SIGBUS). The archive must never break a load: this one
            # runs without, and no archive is used for this JDK and class path again.
            archive.unlink(missing_ok=True)
            archive.with_suffix(".failed").touch()
            proc = _run_bridge_jvm(jar, _java(java, lib, classes, main, *bridge_args, tmpdir=Path(tmp),
                                              class_path=class_path), tmp, timeout, out, writable, cwd, sql)
        stderr = proc.stderr if proc is not None else ""
        if _profiling():
            sys.stderr.writelines(f"{line}\n" for line in stderr.splitlines() if line.startswith(_PROFILE_LINE))
        if not out.exists():
            if _EXIT_MARK in stderr:
                raise LoadError(f"{jar}: main() called System.exit({proc.returncode}) instead of building a job")
            tail = [line for line in stderr.strip().splitlines() if line.strip()]
            raise LoadError(f"{jar}: the JVM exited with code {proc.returncode}{': ' + tail[-1] if tail else ''}")
        result = json.loads(out.read_text(encoding="utf-8"))
    # Only a whole discovery run (a savepoint taken) loaded every class a load needs.
    if sharing is None and (result.get("discovery") or {}).get("savepoint"):
        archive.with_suffix(".loaded").touch()
    return result


def _warm_up(java: str, lib: Path, classes: Path, class_path, sql: bool, dump: Path, timeout: float) -> bool:
    """Write the class archive ``dump`` from a JVM that runs flink-compat's own job (a keyed
    reduce, or for SQL a keyed aggregation) through a whole load, never from a JVM that ran the
    user's code: a job's code could leave anything in a file the JVM writes at its exit, and every
    later JVM maps the archive. True when the run was whole and the archive written."""
    with tempfile.TemporaryDirectory(prefix="flink-compat-warm-up-") as tmp:
        out, work = Path(tmp) / "result.json", Path(tmp) / "work"
        seconds = str(max(1, int(timeout * DISCOVERY_SHARE)))
        if sql:
            script = Path(tmp) / "warm-up.sql"
            script.write_text(_WARM_UP_SQL, encoding="utf-8")
            args = [str(out), str(work), seconds, "script", str(script)]
        else:
            args = [str(out), str(classes / BRIDGE_JAR), WARM_UP_MAIN, str(work), seconds]
        written = Path(tmp) / "archive.jsa"
        main = SQL_BRIDGE_MAIN if sql else BRIDGE_MAIN
        try:
            with progress.step(f"preparing the JVM's class archive for Flink {flink_version(lib)}"
                               f"{' SQL' if sql else ''} (once: later loads start faster)"):
                proc = _run_bridge_jvm(Path(main), _java(java, lib, classes, main, *args, tmpdir=Path(tmp),
                                                         class_path=class_path,
                                                         sharing=f"-XX:ArchiveClassesAtExit={written}"),
                                       tmp, timeout, out)
        except LoadError:
            return False
        try:
            whole = bool((json.loads(out.read_text(encoding="utf-8")).get("discovery") or {}).get("savepoint"))
        except (OSError, ValueError):
            whole = False
        # (a JDK without its default class archive writes none)
        if proc is None or proc.returncode != 0 or not whole or not written.is_file() or not written.stat().st_size:
            return False
        os.replace(written, dump)
        return True


#: A claim to write a class archive older than this is a dead process's (no load runs an hour): taken over.
_ARCHIVE_CLAIM_STALE_S = 3600


def _class_sharing(archive: Path, write) -> Optional[str]:
    """The JVM option of the class archive (None: no archive). A load maps the archive when there is
    one. Without one, the first whole load only records that it ran (``.loaded``): a single load, as
    in a CI run with an empty cache, would pay the seconds the writing takes for nothing. A later
    load has it written first by ``write(file)`` (:func:`_warm_up`, which returns whether it
    wrote it), one process at a time (the claim, ``.writing``, is created exclusively). Never after
    a JVM died with the archive's option, or the writing failed (``.failed``)."""
    if archive.with_suffix(".failed").exists():
        return None
    if archive.is_file():
        return f"-XX:SharedArchiveFile={archive}"
    if not archive.with_suffix(".loaded").exists():
        return None
    claim = archive.with_suffix(".writing")
    try:
        if time.time() - claim.stat().st_mtime > _ARCHIVE_CLAIM_STALE_S:
            claim.unlink(missing_ok=True)
    except FileNotFoundError:
        pass
    try:
        os.close(os.open(claim, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
    except FileExistsError:
        return None
    try:
        if write(claim):
            os.replace(claim, archive)
            return f"-XX:SharedArchiveFile={archive}"
        archive.with_suffix(".failed").touch()
        return None
    finally:
        claim.unlink(missing_ok=True)


def _run_bridge_jvm(jar: Path, cmd: list[str], tmp: str, timeout: float, out: Path,
                    writable: Sequence[Path] = (), cwd: Optional[Path] = None, sql: bool = False) -> Optional["_Finished"]:
    """The finished JVM, run in the sandbox (graph/sandbox.py) in ``cwd`` (default ``tmp``), with
    ``tmp`` (its home) and ``writable`` its only writable directories; None when the time limit
    ended it after it wrote ``out`` (exiting). ``sql``: it plans SQL (its time limit is said so)."""
    from .sandbox import run as run_sandboxed

    returncode, stderr = run_sandboxed(
        cmd, cwd=cwd or Path(tmp), home=Path(tmp), writable=[Path(tmp), *writable],
        timeout=timeout, limits=jvm_limits(timeout), extra_env=JVM_ENV,
    )
    if returncode is None:
        if out.exists():
            return None
        if sql:
            raise LoadError(f"{jar}: Flink did not plan the SQL and start its job within {timeout:g} s (a statement "
                            "its planner cannot finish, or a busy machine: raise --timeout)")
        raise LoadError(
            f"{jar}: the job did not build its graph and start within {timeout:g} s "
            "(an endless loop or a blocking call in main() or open()? On a busy machine, raise --timeout)"
        )
    return _Finished(returncode, stderr)


class _Finished(NamedTuple):
    """A JVM's exit code and the tail of its stderr."""

    returncode: int
    stderr: str


#: The child JVM's address space: its heap (:data:`JVM_HEAP`), metaspace and compressed class
#: space, code cache, thread stacks, and the native memory of the MiniCluster (network buffers,
#: RocksDB). Measured (VmPeak): a discovery run peaks at 2.7 GiB for a JAR, 2.9 GiB for a SQL
#: script, 2.5 GiB for PyFlink's client JVM (the test fixtures); more threads (operators times
#: parallelism) reserve more stack. What job code allocates beyond that is refused.
JVM_ADDRESS_SPACE = 6 << 30
#: glibc's malloc reserves 64 MB of address space per arena, up to 8 per core: two suffice.
JVM_ENV = {"MALLOC_ARENA_MAX": "2"}


def jvm_limits(timeout: float):
    """What a child JVM (and what it starts) may use: :data:`JVM_ADDRESS_SPACE`, the CPU time of
    two cores busy for the whole time limit, files up to 1 GiB (the discovery savepoint)."""
    from .sandbox import Limits

    return Limits(memory_bytes=JVM_ADDRESS_SPACE, cpu_seconds=2 * math.ceil(timeout) + 5, file_bytes=1 << 30)


def _jvm_options() -> list[str]:
    """The child JVM's options: limited heap; a short-lived JVM on few cores starts fastest with
    the serial collector and the client compiler only; no performance data file."""
    return [f"-Xmx{JVM_HEAP}", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
            "-XX:-UsePerfData",  # (its hsperfdata file would go to /tmp, read-only in the sandbox)
            *(f"--add-opens={m}=ALL-UNNAMED" for m in _ADD_OPENS)]


#: With this environment variable set, a bridge JVM writes the end of each phase of a load (wall and
#: CPU milliseconds since it started, ``Bridge.mark``) to stderr, which the loader passes on to its own.
PROFILE_ENV = "FLINK_COMPAT_PROFILE"
_PROFILE_OPTION = "-Dflinkcompat.profile=true"
_PROFILE_LINE = "flink-compat-profile "


def _profiling() -> bool:
    return bool(os.environ.get(PROFILE_ENV))


def _java(java: str, lib: Path, classes: Path, main: str, *args: str, tmpdir: Path, sharing: Optional[str] = None,
          extra_classpath: Sequence[str] = (), class_path: Optional[Sequence[Path]] = None) -> list[str]:
    """The command line of a bridge program: the bridge and Flink's jars (and ``extra_classpath``)
    on the class path, or ``class_path``; the JVM limited; its temporary files in ``tmpdir`` (the
    sandbox's writable directory: the JVM does not read TMPDIR); ``sharing`` the class archive
    option, if any."""
    entries = [str(classes / BRIDGE_JAR), str(lib / "*")] if class_path is None else list(map(str, class_path))
    return [
        java, *_jvm_options(), f"-Djava.io.tmpdir={tmpdir}", *([sharing] if sharing else []),
        *([_PROFILE_OPTION] if _profiling() else []), "-cp", os.pathsep.join([*entries, *extra_classpath]), main, *args,
    ]


def kryo_fields(jar: Path, classes: Sequence[str], lib: Path, timeout: float,
                fields_only: Sequence[str] = ()) -> tuple[dict, dict, dict]:
    """Class name → the fields Kryo writes for it ((name, Java type) in Kryo's order), None when
    the class is not in the JAR or on Flink's class path (the classes asked for and those their
    values hold); class asked for → the JAR's classes and enums its values hold, which Kryo writes
    with their own layouts (field types, array elements, type arguments, transitively); and enum
    class → its constants in ordinal order, for those enums. Read from ``jar`` by ``Fields.java``
    in a sandboxed child JVM (classes are not initialised). ``fields_only``: classes asked only
    for their fields (a POJO's), not for what their values hold: following a non-final class to
    its subclasses loads every class of the JAR, which a POJO's Java types do not need."""
    with tempfile.TemporaryDirectory(prefix="flink-compat-fields-") as tmp:
        out = Path(tmp) / "fields.json"
        java = jdk_tool("java") or "java"
        bridge = bridge_classes(lib)
        archive = class_archive(java, lib, bridge)
        only = ["--fields-only", *fields_only] if fields_only else []
        cmd = _java(java, lib, bridge, "flinkcompat.bridge.Fields", str(out), str(jar.resolve()), *classes, *only,
                    tmpdir=Path(tmp), sharing=f"-XX:SharedArchiveFile={archive}" if archive.is_file() else None)
        try:
            with progress.step(f"reading the fields of {len(classes) + len(fields_only)} class(es) in {jar.name}"):
                proc = _run_bridge_jvm(jar, cmd, tmp, timeout, out)
        except LoadError:
            raise LoadError(f"{jar}: reading the fields of its state classes took over {timeout:g} s "
                            "(on a busy machine, raise --timeout)") from None
        if not out.exists():
            tail = (proc.stderr if proc is not None else "").strip().splitlines()
            raise LoadError(f"{jar}: cannot read the fields of its state classes{': ' + tail[-1] if tail else ''}")
        found = json.loads(out.read_text(encoding="utf-8"))
        return ({name: None if fields is None else tuple(map(tuple, fields)) for name, fields in found["classes"].items()},
                {name: tuple(held) for name, held in found["nested"].items()},
                {name: tuple(constants) for name, constants in found["enums"].items()})


def class_fields_of(jar: Path, kryo: Sequence[str], pojo: Sequence[str], flink: Optional[str] = None,
                    timeout: float = 60.0) -> tuple[dict, dict, dict]:
    """:func:`kryo_fields` of the ``kryo`` classes, and the fields only of the ``pojo`` classes,
    of ``jar`` on the Flink it loads on (``flink``: as for :func:`flink_side`)."""
    lib, _note = flink_side(flink, jar)
    return kryo_fields(jar, kryo, lib, timeout, fields_only=pojo)


def _with_class_layouts(graph: JobGraph, jar: Path, lib: Path, timeout: float) -> JobGraph:
    """What the job's classes say that their snapshots do not, read in one child JVM:
    - every Kryo-serialized class of a state (with Kryo's default FieldSerializer: no serializer
      registered for it) gets the fields Kryo writes, as a job package declares them
      (``Types.GENERIC(cls, fields=...)``);
    - every POJO field whose serializer serves a primitive and its boxed type alike gets its
      Java type (``long`` or ``Long``: a ``Long`` may hold null, which a ``long`` cannot)."""
    from flink_compat.schema_registry.families.kryo import KryoSnapshot, with_kryo_fields
    from flink_compat.schema_registry.families.pojo import PRIMITIVE_OR_BOXED, PojoSnapshot, types_by_name, with_pojo_java_types
    from flink_compat.schema_registry.families.simple import SimpleSnapshot
    from flink_compat.schema_registry.snapshot import walk

    nodes = [s for root in graph_snapshots(graph) for _, s in walk(root)]
    kryo = {s.type_class for s in nodes
            if isinstance(s, KryoSnapshot) and s.declared_fields is None and not _custom_serializer(s)}
    pojo: dict[str, set] = {}  # class → its fields whose serializer serves a primitive and its boxed type
    for s in nodes:
        for f in s.fields if isinstance(s, PojoSnapshot) else ():
            if f.java_type is None and isinstance(f.serializer, SimpleSnapshot) and f.serializer.name in PRIMITIVE_OR_BOXED:
                pojo.setdefault(s.pojo_class, set()).add(f.name)
    if not kryo and not pojo:
        return graph
    fields, nested, enums = kryo_fields(jar, sorted(kryo), lib, timeout, fields_only=sorted(set(pojo) - kryo))
    found = {k: v for k, v in fields.items() if v is not None}  # the classes asked for, and those Kryo's hold
    java_types = {cls: {n: t for n, t in types_by_name(fields.get(cls)).items() if n in names} for cls, names in pojo.items()}

    def declare(snapshot):
        if kryo and found:
            snapshot = with_kryo_fields(snapshot, found, enums=enums, nested=nested)
        return with_pojo_java_types(snapshot, java_types)

    return map_snapshots(graph, declare)


def _custom_serializer(s) -> bool:
    """Whether Kryo serializes the snapshot's class with a serializer of the job's choosing."""
    return any(r.class_name == s.type_class and r.serializer_kind != "unspecified" for r in s.registrations) or any(
        d.class_name == s.type_class for d in (*s.default_serializers, *s.default_serializer_classes)
    )


# ------------------------------------------------------------------------------- graph


#: What a main() that reads program arguments it was not given fails with.
_ARGUMENT_FAILURE = re.compile(r"ArrayIndexOutOfBoundsException|argument|parameter", re.IGNORECASE)


def load_jar(
    path: Path,
    entry: Optional[str] = None,
    args: Sequence[str] = (),
    flink_home: Optional[str] = None,
    timeout: float = 60.0,
    shown_as: Optional[str] = None,
) -> JobGraph:
    """The graph of the job JAR ``path`` (main class ``entry``, else its manifest's Main-Class);
    ``shown_as``: how the progress names it (the reports' name is the caller's to set)."""
    from .loader import shown_path

    if not zipfile.is_zipfile(path):
        raise LoadError(f"{path}: not a JAR (not a zip archive)")
    lib, note = flink_side(flink_home, path)
    cached = _cached_graph_file(path, entry, args, lib)
    if cached.exists():
        graph = _read_cached(cached)
        if graph is not None:
            return graph.model_copy(update={"location": shown_path(path), "flink_note": note,
                                            "class_path": jar_class_path(path, lib)})
    java = jdk_tool("java")
    if java is not None:
        require_java_for(path, entry, java)
    with tempfile.TemporaryDirectory(prefix="flink-compat-discovery-") as work:
        with progress.step(f"loading {shown_as or shown_path(path)}: its main() and state discovery on Flink "
                           f"{flink_version(lib)}"):
            result = run_bridge(path, entry, args, Path(work), timeout, lib)
        if "error" in result:
            # a main() that reads its arguments fails without them (an index past args.length, a
            # parameter tool's "missing parameter"): say it had none
            hint = "" if args or not _ARGUMENT_FAILURE.search(result["error"]) else (
                " (main() ran without program arguments: give them with --args, or --args-old/--args-new)")
            raise LoadError(f"{path}: {result['error']}{hint}")
        discovery = result.get("discovery") or {}
        discovered, unknown = _discovered_states(discovery)
        graph = _graph(result, discovered, unknown, shown_path(path))
    graph = _with_class_layouts(graph, path, lib, timeout)
    if not unknown:  # a failed discovery may be passing (a service that was down): run it again
        _write_cached(cached, graph)
    return graph.model_copy(update={"flink_note": note, "class_path": jar_class_path(path, lib)})


def _cached_graph_file(jar: Path, entry: Optional[str], args: Sequence[str], lib: Path) -> Path:
    """Where the graph of this JAR, main class and arguments, loaded with these Flink jars and
    this bridge, is cached: the key hashes all of them (the JAR by content). What main() reads
    from outside the JAR and its arguments (environment, files) is not in the key."""
    content = _file_digest(jar)
    if content is None:
        raise LoadError(f"{jar}: cannot read the JAR")
    key = json.dumps([content, entry or "", list(args), *loader_key(lib)])
    return cache_dir() / "graphs" / f"{hashlib.sha256(key.encode()).hexdigest()}.json"


def loader_key(lib: Path) -> list[str]:
    """What of the loader decides a cached graph, for every route's cache key: Flink's jars (their
    directory, version, and each jar's name, size and modification time: a jar replaced is another
    Flink), the compiled bridge (named by its source's hash) and the checker's code that turns
    what the JVM found into a graph (:func:`_graph_code_digest`)."""
    jars = hashlib.sha256()
    for jar in sorted(lib.glob("*.jar")):
        stat = jar.stat()
        jars.update(f"{jar.name}\0{stat.st_size}\0{stat.st_mtime_ns}\0".encode())
    return [str(lib), flink_version(lib), jars.hexdigest(), bridge_classes(lib).name, _graph_code_digest()]


@functools.lru_cache(maxsize=1)
def _graph_code_digest() -> str:
    """sha256 of the checker's graph and schema_registry packages: a cached graph holds the
    serializer snapshots as they parsed, so a checker that knows another snapshot class (or reads
    one otherwise) loads afresh instead of reusing what an older one made of it."""
    digest = hashlib.sha256()
    root = Path(__file__).resolve().parent.parent
    for package in ("graph", "schema_registry"):
        for source in sorted((root / package).rglob("*.py")):
            digest.update(f"{source.relative_to(root)}\0".encode() + source.read_bytes())
    return digest.hexdigest()


def _read_cached(file: Path) -> Optional[JobGraph]:
    """The graph cached in ``file``, or None: none, unreadable, from another version of the model, or
    one of the files its load read (``inputs``, :func:`_write_cached`) changed since."""
    from .model import from_manifest

    try:
        entry = json.loads(file.read_text(encoding="utf-8"))
        for path, digest in entry["inputs"].items():
            if _file_digest(Path(path)) != digest:
                return None
        return from_manifest(entry["graph"], owned=True)
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None


def _write_cached(file: Path, graph: JobGraph, inputs: Sequence[str] = ()) -> None:
    """Cache ``graph`` in ``file`` (only ever by the checker's process, after the child exited: no
    child can write the cache), with the hash of each of ``inputs``, files its load read that its
    key does not hash (a plan an EXECUTE PLAN names): a changed one makes the entry stale."""
    from .model import to_manifest

    digests = {}
    for path in inputs:
        digest = _file_digest(Path(path))
        if digest is None:  # gone already: nothing to check against, so nothing to cache
            return
        digests[path] = digest
    _write_atomically(file, json.dumps({"graph": to_manifest(graph), "inputs": digests}))


def _write_atomically(file: Path, text: str) -> None:
    """A cache entry, written beside and renamed into place: a reader never sees half of one. The
    file beside is this write's own (two threads of a process may write one entry at once: the JAR
    modes' loads, a library's caller)."""
    file.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{file.name}.", suffix=".tmp", dir=file.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(tmp, file)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def _file_digest(path: Path) -> Optional[str]:
    """sha256 (hex) of a file's content, read by blocks; None when it cannot be read."""
    digest = hashlib.sha256()
    try:
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
    except OSError:
        return None
    return digest.hexdigest()


def _discovered_states(discovery: dict) -> tuple[dict, dict]:
    """Operator ID → the operator of the discovery savepoint (with its states), and
    operator ID → why its states are unknown: Flink could not open it (the bridge replaced it by
    a stand-in and ran the job again), or ``"*"``: the run failed, so no operator's state is known."""
    unknown = {r["operator_id"]: _not_opened(r["function"], r["failure"]) for r in discovery.get("stood_in", ())}
    savepoint = discovery.get("savepoint")
    if savepoint:
        from .from_savepoint import graph_of_savepoint

        location = savepoint[len("file:"):] if savepoint.startswith("file:") else savepoint
        ttl = discovery.get("ttl") or {}
        lazy = discovery.get("lazy_state") or {}
        rows = discovery.get("row_names") or {}
        return {op.id: _obtained_lazily(with_row_names_of(_with_ttl(op, ttl.get(op.id, {})), rows.get(op.id, {})),
                                        lazy.get(op.id))
                for op in graph_of_savepoint(location).operators}, unknown
    # The job failed before every task ran and the failure could not be pinned on an operator
    # to replace (or the re-runs ran out): no savepoint, so no operator's state is known; the
    # failed tasks' operators are told what failed.
    failure = discovery.get("failure") or "the job failed"
    function = discovery.get("user_frame")
    for task in discovery.get("failed_tasks", []):
        for op_id in task["operator_ids"]:
            unknown.setdefault(op_id, _not_opened(function, failure))
    cause = f"{function}() failed: {failure}" if function else failure
    return {}, {"*": f"not discovered: the job failed in another task before Flink could take a savepoint "
                     f"({cause})", **unknown}


def _with_ttl(op: Operator, declared: dict) -> Operator:
    """The operator with the ``StateTtlConfig`` the bridge read from its running states (a
    savepoint records only that a state has TTL)."""
    if not declared:
        return op
    from .model import TtlConfig

    return op.model_copy(update={"states": tuple(
        s.model_copy(update={"ttl": TtlConfig(**declared[s.name])}) if s.name in declared else s for s in op.states
    )})


def _obtained_lazily(op: Operator, obtained: Optional[dict]) -> Operator:
    """The operator with its states that the discovery run obtained as the function's lazy
    methods would (graph/bridge/LazySites.java) marked with those methods."""
    methods = (obtained or {}).get("registered") or {}
    if not methods:
        return op
    return op.model_copy(update={"states": tuple(
        s.model_copy(update={"obtained_lazily_in": methods[s.name]}) if s.name in methods else s for s in op.states
    )})


def _not_opened(function: Optional[str], failure: str) -> str:
    return f"Flink could not open it ({function}() failed: {failure})" if function else \
        f"Flink could not open it ({failure})"


def _lazy_state(op: dict, obtained: Optional[dict] = None) -> Optional[str]:
    """Why an operator's discovered states may be incomplete: methods of its function that
    obtain state and that Flink does not call before the discovery savepoint (no record flows),
    whose state the bridge could not decode from their bytecode (graph/bridge/LazySites.java) or
    could not obtain in the discovery run (``obtained``: the run's result for the operator), or
    classes of it the bridge could not read to tell."""
    if op.get("lazy_state"):
        return f"state obtained in {', '.join(op['lazy_state'])}: not discovered, the check cannot confirm it"
    if op.get("lazy_state_decoded") and not (obtained or {}).get("registered"):
        why = (obtained or {}).get("failed") or "no discovery run obtained it"
        return (f"state obtained in {', '.join(op['lazy_state_decoded'])}: not discovered ({why}), "
                f"the check cannot confirm it")
    if op.get("lazy_state_unread"):
        return (f"whether it obtains state on the first record (not discovered) is unknown: its classes "
                f"could not be read ({op['lazy_state_unread']})")
    return None


def _snapshot(text: Optional[str], where: str):
    if text is None:
        return None
    from flink_compat.schema_registry._io import DataInput
    from flink_compat.schema_registry.binary import read_versioned_snapshot

    data = base64.b64decode(text)
    return read_versioned_snapshot(DataInput(data, source=where), end=len(data))


def _window(window: Optional[dict]) -> Optional[WindowSpec]:
    """The bridge's description of a window operator's assigner, trigger and evictor (Behaviour.java);
    None when the operator is not a window or its trigger could not be read."""
    if not window or window.get("trigger") is None:
        return None
    return WindowSpec(**window)


def _timers(timers: Optional[dict]) -> Optional[TimerUse]:
    """The bridge's reading of the timers a keyed process function sets (Behaviour.java), with why
    where its code could not be read whole (``unread``: "sets none" is never guessed); None for
    other operators."""
    return TimerUse(**timers) if timers else None


def _graph(result: dict, discovered: dict, unknown: dict, location: str, origin: str = "jar") -> JobGraph:
    default_parallelism = result["default_parallelism"]
    operators = []
    obtained = (result.get("discovery") or {}).get("lazy_state") or {}
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
            states_unknown=unknown.get(op["id"], unknown.get("*")) or _lazy_state(op, obtained.get(op["id"])),
            chaining_strategy=op["chaining_strategy"] or "ALWAYS",
            slot_sharing_group=op["slot_sharing_group"] or "default",
            window=_window(op.get("window")),
            key_selector=KeySelectorSpec(**op["key_selector"]) if op.get("key_selector") else None,
            key_hash=KeyHashSpec(**op["key_hash"]) if op.get("key_hash") else None,
            aggregation=AggregationSpec(origin="bytecode", description=op["aggregation"]) if op.get("aggregation") else None,
            interval_join=IntervalJoinSpec(**op["interval_join"]) if op.get("interval_join") else None,
            source=SourceSpec(**op["source"]) if op.get("source") else None,
            timers=_timers(op.get("timers")),
            behaviour_unread=op.get("behaviour_unread"),
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
        origin=origin,
        location=location,
        operators=tuple(operators),
        edges=edges,
        replaced_settings=(result.get("discovery") or {}).get("replaced_settings") or None,
    )
