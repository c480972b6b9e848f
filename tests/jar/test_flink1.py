"""A job JAR built against Flink 1.20 (or 1.18) loads with the Flink its Maven metadata names: the
jars of apache-flink-libraries 1.20.x (1.18.x; a source archive on PyPI) are downloaded, the
bridge is compiled against them (its Flink 2 sources with the classes Flink 2.0 moved at their
1.x places, and for 1.18 without the API 1.19 added: ``graph/jar.py``, ``bridge_source``), and
that Flink builds the graph and discovers the state."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.policy import Policy
from flink_compat.graph import jar as jar_module
from flink_compat.graph.jar import bridge_source
from flink_compat.graph.loader import load

from .test_flink_version import dependency, pom

REPO = Path(__file__).resolve().parents[2]
SOURCE = Path(__file__).parent / "flink1_job" / "demo" / "Alarm.java"  # not under java/: built against Flink 2
#: The last 1.x line, and the oldest the bridge loads with.
FLINK1 = ("1.20.3", "1.18.1")

pytestmark = pytest.mark.java


def test_the_bridge_source_for_flink_1():
    text = ("import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;\n"
            "import org.apache.flink.api.common.watermark.WatermarkDeclaration; // Flink 2 only\n"
            "class A {\n    // Flink 2 only: begin\n    void declareWatermarks() {}\n    // Flink 2 only: end\n}\n")
    assert bridge_source(text, 2) == text
    assert bridge_source(text, 1) == ("import org.apache.flink.streaming.api.functions.source.SourceFunction;\n"
                                      "class A {\n}\n")


def test_the_bridge_source_for_flink_1_18():
    text = ("class A {\n    void f() {\n        g(c.getTimeToLive()); // Flink 1.19 on\n"
            "        // Flink 1.18: g(c.getTtl());\n        // Flink 1.18 and later: a comment\n    }\n}\n")
    assert bridge_source(text, 2) == text
    assert bridge_source(text, 1, 20) == bridge_source(text, 1) == bridge_source(text, 1, 19) == text
    assert bridge_source(text, 1, 18) == ("class A {\n    void f() {\n        g(c.getTtl());\n"
                                          "        // Flink 1.18 and later: a comment\n    }\n}\n")


@pytest.fixture(scope="module", params=FLINK1)
def flink1(request) -> str:
    return request.param


@pytest.fixture(scope="module")
def flink1_jar(flink1, flink_home, tmp_path_factory, monkeypatch_module) -> Path:
    """The job JAR, built against that Flink's jars (downloaded once into the repository's
    .cache, as the loader downloads them), with a pom naming flink-streaming-java of it."""
    monkeypatch_module.setenv("FLINK_COMPAT_CACHE", str(REPO / ".cache"))
    lib = jar_module._downloaded_lib(flink1)
    monkeypatch_module.undo()
    out = tmp_path_factory.mktemp("flink1-job")
    classes = out / "classes"
    subprocess.run(["javac", "-nowarn", "--release", "11", "-d", str(classes), "-cp", f"{lib}/*", str(SOURCE)],
                   check=True, capture_output=True)
    maven = classes / "META-INF" / "maven" / "com.example" / "alarm"
    maven.mkdir(parents=True)
    (maven / "pom.xml").write_text(pom(f"<dependencies>{dependency('flink-streaming-java', flink1)}</dependencies>"))
    jar = out / "alarm.jar"
    subprocess.run(["jar", "cfe", str(jar), "demo.Alarm", "-C", str(classes), "."], check=True, capture_output=True)
    return jar


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as mp:
        yield mp


@pytest.fixture(scope="module")
def loaded(flink1, flink1_jar, monkeypatch_module):
    """Loaded as a user would: no --flink-home; the JAR's pom names the Flink, whose jars the cache has."""
    monkeypatch_module.delenv("FLINK_HOME", raising=False)
    cache = Path(jar_module.cache_dir())
    target = cache / f"flink-{flink1}"
    if not target.exists():  # the session's cache: the repository's download, not a second one
        shutil.copytree(REPO / ".cache" / f"flink-{flink1}", target, symlinks=True)
    return {side: load(flink1_jar, args=args, timeout=180) for side, args in (("v1", []), ("v2", ["--int"]))}


def test_flink_1_discovers_the_state(flink1, loaded):
    graph = loaded["v1"]
    assert graph.flink_version == flink1.rsplit(".", 1)[0]
    assert not [op.display_name for op in graph.operators if op.states_unknown]
    states = {op.uid: {s.name: s for s in op.states} for op in graph.operators}
    count = states["count"]
    assert count["count"].value_serializer.label() == "Long"
    assert count["seen"].value_serializer.label() == "Map<String, TTL<Int>>"
    assert count["seen"].ttl is not None and count["seen"].ttl.ttl_ms == 3_600_000
    assert {"_timer_state/processing_user-timers", "_timer_state/event_user-timers"} <= set(count)
    # the Sink V2's committer and its global committer (GlobalCommitterOperator, whose committer
    # factory the discovery replaces: a supplier on Flink 1.x) register their state
    committers = {op.display_name: [s.name for s in op.states] for op in graph.operators if "Committer" in op.display_name}
    assert committers == {"Sink Committer: committing": ["streaming_committer_raw_states"],
                          "Sink committing Global Committer": ["streaming_committer_raw_states"]}


def test_a_changed_value_type_is_incompatible(loaded):
    verdict = check(loaded["v1"], loaded["v2"], Policy())
    assert verdict.verdict == "incompatible"
    assert [(f.rule, f.state) for f in verdict.findings if f.level.value == "error"] == [("STATE_SERIALIZER_INCOMPATIBLE", "count")]
    assert check(loaded["v1"], loaded["v1"], Policy()).verdict == "compatible"


#: Flink's own description of the job's restart strategy.
RESTART_STRATEGY = {"1.20.3": "Restart with fixed delay (PT0.1S). #1000 restart attempts.",
                    "1.18.1": "Restart with fixed delay (100 ms). #1000 restart attempts."}


def test_flink_1_objects_of_production_are_replaced(flink1, flink1_jar, loaded):
    """The environment set with Flink 1.x's API objects, not the configuration: checkpoint storage
    on S3, an embedded RocksDB state backend whose local directory cannot be created here, a
    restart strategy. The discovery run replaces them (graph/bridge/DiscoveryEnvironment.java)
    and finds the states of the job without them."""
    production = load(flink1_jar, args=["--production"], timeout=180)
    assert not [op.display_name for op in production.operators if op.states_unknown]
    # the backend the job set as an object (which wins over the configuration), not replaced
    assert (production.state_backend, loaded["v1"].state_backend) == ("rocksdb", None)
    assert production.replaced_settings == {
        "execution.checkpointing.dir": "s3://prod-bucket/flink/checkpoints",
        "restart-strategy.type": RESTART_STRATEGY[flink1],
        "state.backend.rocksdb.localdir": "/mnt/ssd/rocksdb",
    }
    states = {op.uid: {s.name: s.value_serializer.label() for s in op.states if not s.name.startswith("_timer_state")}
              for op in production.operators}
    expected = {op.uid: {s.name: s.value_serializer.label() for s in op.states if not s.name.startswith("_timer_state")}
                for op in loaded["v1"].operators}
    assert states == expected


def test_flink_1_resolves_snapshots_as_its_restore_does(flink1, loaded):
    """Flink's resolver (bridge/Resolve.java) on that Flink: on 1.18 the old snapshot resolves the
    new serializer (1.19 made it the new snapshot's call on the old one)."""
    from flink_compat.graph.flink_values import resolve_with_flink
    from flink_compat.schema_registry import Compatibility
    from flink_compat.schema_registry.families.simple import SimpleSnapshot

    def simple(name: str) -> SimpleSnapshot:
        return SimpleSnapshot(snapshot_class=f"org.apache.flink.api.common.typeutils.base.{name}Serializer${name}SerializerSnapshot",
                              version=3)

    resolved = resolve_with_flink([(simple("Long"), simple("Long")), (simple("Long"), simple("Int"))],
                                  flink=str(REPO / ".cache" / f"flink-{flink1}"))
    assert [r.compatibility for r in resolved.values()] == [Compatibility.COMPATIBLE_AS_IS, Compatibility.INCOMPATIBLE]
