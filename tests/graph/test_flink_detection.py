"""The Flink a JAR without Maven metadata was built for, from synthetic class files
(graph/classfile.py reads them; graph/jar.py ``classes_flink`` decides), and the Flink a side
loads on (``flink_side``): never second-guessed when given, with a note otherwise."""

from __future__ import annotations

import struct
import zipfile
from pathlib import Path

import pytest

from flink_compat.graph import jar as jar_module
from flink_compat.graph.classfile import ClassFileError, class_refs
from flink_compat.graph.jar import UNTOLD, classes_flink, flink_side, resolve_flink_version


def class_file(name: str, refs=(), methods=(), super_name: str = "java/lang/Object", calls=()) -> bytes:
    """A minimal class file: ``name`` extends ``super_name``, naming the classes ``refs``,
    declaring ``methods`` ((name, descriptor)) and calling ``calls`` ((class, name, descriptor));
    a Long constant checks two-slot entries."""
    pool: list[bytes] = []

    def utf8(text: str) -> int:
        raw = text.encode()
        pool.append(b"\x01" + struct.pack(">H", len(raw)) + raw)
        return len(pool)

    def cls(text: str) -> int:
        index = utf8(text)
        pool.append(b"\x07" + struct.pack(">H", index))
        return len(pool)

    this, sup = cls(name), cls(super_name)
    for ref in refs:
        cls(ref)
    for owner, method, descriptor in calls:
        owner_index, name_index, descriptor_index = cls(owner), utf8(method), utf8(descriptor)
        pool.append(b"\x0c" + struct.pack(">HH", name_index, descriptor_index))
        pool.append(b"\x0b" + struct.pack(">HH", owner_index, len(pool)))
    pool.append(b"\x05" + struct.pack(">q", 42))
    pool.append(b"")  # the Long's second slot
    members = []
    for method, descriptor in methods:
        members.append(struct.pack(">HHHH", 1, utf8(method), utf8(descriptor), 0))
    body = b"".join(pool)
    return (struct.pack(">IHHH", 0xCAFEBABE, 0, 55, len(pool) + 1) + body
            + struct.pack(">HHHH", 0x21, this, sup, 0) + struct.pack(">H", 0)
            + struct.pack(">H", len(members)) + b"".join(members) + struct.pack(">H", 0))


def make_jar(path: Path, entries: dict) -> Path:
    with zipfile.ZipFile(path, "w") as z:
        for name, data in entries.items():
            z.writestr(name, data)
    return path


def test_class_refs_reads_classes_descriptors_and_methods():
    data = class_file("demo/Job", refs=["org/apache/flink/api/common/time/Time", "[Ljava/lang/String;"],
                      methods=[("open", "(Lorg/apache/flink/configuration/Configuration;)V")])
    refs = class_refs(data)
    assert refs.name == "demo/Job"
    assert {"org/apache/flink/api/common/time/Time", "java/lang/String", "java/lang/Object",
            "org/apache/flink/configuration/Configuration"} <= refs.classes
    assert ("open", "(Lorg/apache/flink/configuration/Configuration;)V") in refs.methods
    called = class_refs(class_file("demo/F", calls=[("org/apache/flink/api/common/functions/RuntimeContext",
                                                     "getIndexOfThisSubtask", "()I")]))
    assert called.members == {("org/apache/flink/api/common/functions/RuntimeContext", "getIndexOfThisSubtask", "()I")}


@pytest.mark.parametrize("data, error", [
    (b"\x00\x01\x02\x03" + b"\x00" * 8, "no 0xCAFEBABE"),
    (class_file("demo/Job")[:20], "truncated"),
    (struct.pack(">IHHH", 0xCAFEBABE, 0, 55, 2) + b"\x63", "unknown constant-pool tag 99"),
], ids=["not-a-class", "truncated", "bad-tag"])
def test_class_refs_refuses_what_it_cannot_read(data, error):
    with pytest.raises(ClassFileError, match=error):
        class_refs(data)


FLINK1_SOURCE = "org/apache/flink/streaming/api/functions/source/SourceFunction"
FLINK2_SOURCE = "org/apache/flink/streaming/api/functions/source/legacy/SourceFunction"
OPEN_CONFIGURATION = ("open", "(Lorg/apache/flink/configuration/Configuration;)V")

CASES = [
    # id, JAR entries, expected version (None: nothing tells), expected words of the evidence
    ("source-function-1x", {"demo/Job.class": class_file("demo/Job", [FLINK1_SOURCE])}, "1.x",
     "demo.Job references Flink 1.x's org.apache.flink.streaming.api.functions.source.SourceFunction"),
    ("sink-function-1x", {"demo/S.class": class_file(
        "demo/S", super_name="org/apache/flink/streaming/api/functions/sink/RichSinkFunction")}, "1.x", "RichSinkFunction"),
    ("time-1x", {"demo/J.class": class_file("demo/J", ["org/apache/flink/api/common/time/Time"])}, "1.x",
     "org.apache.flink.api.common.time.Time"),
    ("dataset-package-1x", {"demo/J.class": class_file("demo/J", ["org/apache/flink/api/java/operators/MapOperator"])},
     "1.x", "MapOperator"),
    ("open-configuration-1x", {"demo/F.class": class_file(
        "demo/F", ["org/apache/flink/api/common/functions/RichMapFunction"], [OPEN_CONFIGURATION])}, "1.x",
     "declares open(Configuration)"),
    ("runtime-context-call-1x", {"demo/F.class": class_file("demo/F", calls=[
        ("org/apache/flink/api/common/functions/RuntimeContext", "getIndexOfThisSubtask", "()I")])}, "1.x",
     "demo.F calls Flink 1.x's RuntimeContext.getIndexOfThisSubtask()"),
    ("kryo-registration-call-1x", {"demo/J.class": class_file("demo/J", calls=[
        ("org/apache/flink/api/common/ExecutionConfig", "registerTypeWithKryoSerializer",
         "(Ljava/lang/Class;Ljava/lang/Class;)V")])}, "1.x", "ExecutionConfig.registerTypeWithKryoSerializer"),
    ("legacy-source-2x", {"demo/J.class": class_file("demo/J", [FLINK2_SOURCE])}, "2.x", "source.legacy.SourceFunction"),
    ("config-open-context-2x", {"demo/J.class": class_file(
        "demo/J", ["org/apache/flink/api/common/functions/WithConfigurationOpenContext"])}, "2.x",
     "WithConfigurationOpenContext"),
    ("bundled-1x-class", {FLINK1_SOURCE + ".class": b"not parsed"}, "1.x", "it bundles Flink 1.x's"),
    ("bundled-version", {".flink-runtime.version.properties": "project.version=1.20.3\n"}, "1.20.3",
     "it bundles Flink 1.20.3"),
    ("both-untold", {"demo/A.class": class_file("demo/A", [FLINK1_SOURCE]),
                     "demo/B.class": class_file("demo/B", [FLINK2_SOURCE])}, UNTOLD, "and demo.B references"),
    ("common-api-only", {"demo/J.class": class_file(
        "demo/J", ["org/apache/flink/api/common/functions/OpenContext",
                   "org/apache/flink/streaming/api/environment/StreamExecutionEnvironment"])}, None, None),
    ("no-flink", {"demo/J.class": class_file("demo/J", ["java/util/List"])}, None, None),
    ("damaged-class-skipped", {"demo/J.class": b"\xca\xfe\xba\xbe org/apache/flink/ junk"}, None, None),
]


@pytest.mark.parametrize("entries, version, evidence", [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_classes_flink(tmp_path, entries, version, evidence):
    found = classes_flink(make_jar(tmp_path / "job.jar", entries))
    if version is None:
        assert found is None
    else:
        assert found.version == version
        assert evidence in found.evidence


def test_classes_flink_reads_at_most_its_bound(tmp_path, monkeypatch):
    monkeypatch.setattr(jar_module, "MAX_SCANNED_CLASSES", 1)
    jar = make_jar(tmp_path / "job.jar", {"demo/A.class": class_file("demo/A", ["java/util/List"]),
                                           "demo/B.class": class_file("demo/B", [FLINK1_SOURCE])})
    assert classes_flink(jar) is None


@pytest.fixture
def libs(tmp_path, monkeypatch):
    """Downloaded Flinks faked in a cache: {version: lib}."""
    monkeypatch.setenv("FLINK_COMPAT_CACHE", str(tmp_path / "cache"))
    monkeypatch.delenv("FLINK_HOME", raising=False)
    out = {}
    for version in ("1.20.3", "2.3.0"):
        lib = tmp_path / "cache" / f"flink-{version}" / "lib"
        lib.mkdir(parents=True)
        (lib / f"flink-dist-{version}.jar").write_bytes(b"")
        (lib / ".complete").write_text("ok\n")
        out[version] = lib
    return out


def test_a_flink_1_jar_loads_on_1_20_with_a_note(tmp_path, libs):
    jar = make_jar(tmp_path / "job.jar", {"demo/J.class": class_file("demo/J", [FLINK1_SOURCE])})
    lib, note = flink_side(None, jar)
    assert lib == libs["1.20.3"]
    assert (note.kind, note.loaded, note.built_for) == ("detected", "1.20.3", "1.x")


def test_an_untold_jar_loads_on_the_default_with_a_warning_note(tmp_path, libs):
    jar = make_jar(tmp_path / "job.jar", {"demo/J.class": class_file("demo/J", ["java/util/List"])})
    lib, note = flink_side(None, jar)
    assert lib == libs["2.3.0"] and (note.kind, note.loaded) == ("unknown", "2.3.0")


def test_a_given_flink_is_never_second_guessed_but_a_mismatch_is_noted(tmp_path, libs):
    jar = make_jar(tmp_path / "job.jar", {"demo/J.class": class_file("demo/J", [FLINK1_SOURCE])})
    lib, note = flink_side("2.3", jar)
    assert lib == libs["2.3.0"]
    assert (note.kind, note.loaded, note.built_for) == ("mismatch", "2.3.0", "1.x")
    assert flink_side("1.20", jar) == (libs["1.20.3"], None)
    assert flink_side(str(libs["1.20.3"].parent), jar) == (libs["1.20.3"].resolve(), None)


def test_a_bare_minor_is_the_newest_patch_cached_else_known(libs):
    assert resolve_flink_version("1.20") == "1.20.3"  # cached
    assert resolve_flink_version("2.1") == jar_module.NEWEST_PATCH["2.1"]
    assert resolve_flink_version("2.2.0") == "2.2.0"
    with pytest.raises(Exception, match="no patch release of it is known"):
        resolve_flink_version("3.9")


@pytest.mark.parametrize("built, loaded, same", [
    ("1.x", "1.20.3", True), ("1.20.3", "1.20.5", True), ("1.20-SNAPSHOT", "1.20.3", True),
    ("1.x", "2.3.0", False), ("2.x", "1.20.3", False), ("2.x", "2.3.0", True),
    ("2.1.0", "2.3.0", False), ("2.3.0", "2.3.0", True), ("weird", "2.3.0", True),
])
def test_same_flink(built, loaded, same):
    assert jar_module._same_flink(built, loaded) is same


@pytest.mark.parametrize("given, error", [
    ("1.17", "flink-compat loads job JARs with Flink 1.18 to 1.20 and 2.x"),
    ("1.17.2", "flink-compat loads job JARs with Flink 1.18 to 1.20 and 2.x"),
    ("no/such/flink", "not a Flink distribution .* nor a Flink version"),
])
def test_a_flink_that_cannot_load_jars_is_refused(tmp_path, libs, given, error):
    jar = make_jar(tmp_path / "job.jar", {"demo/J.class": class_file("demo/J")})
    with pytest.raises(Exception, match=error):
        flink_side(given, jar)


REPO = Path(__file__).resolve().parents[2]


def _dist_classes(version: str) -> set:
    dist = REPO / ".cache" / f"flink-{version}" / "lib" / f"flink-dist-{version}.jar"
    if not dist.exists():
        pytest.skip(f"needs Flink {version}'s jars in .cache/ (make fidelity downloads them)")
    return {n[:-len(".class")] for n in zipfile.ZipFile(dist).namelist() if n.endswith(".class")}


def test_the_tables_hold_against_flink_1_20_and_2_3():
    """Every class of FLINK1_ONLY is in flink-dist 1.20.3 and not 2.3.0, and the other way round."""
    one, two = _dist_classes("1.20.3"), _dist_classes("2.3.0")

    def present(entry, classes):
        return any(c == entry or (entry.endswith("/") and c.startswith(entry)) for c in classes)

    assert [e for e in jar_module.FLINK1_ONLY if not present(e, one) or present(e, two)] == []
    assert [e for e in jar_module.FLINK2_ONLY if not present(e, two) or present(e, one)] == []
