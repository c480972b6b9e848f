"""Each side on the Flink it was built for, when its JAR has no Maven metadata (shaded, Gradle):
told from its class files (graph/jar.py ``classes_flink``), or given per side (``--flink-old``,
``--flink-new``). Flink 1.20 → 2.3 is the upgrade where it matters: a 1.20 JAR loaded on 2.3
writes Kryo 5 state, and a misread Flink confirms passes as compatible."""

from __future__ import annotations

import json
import shlex
import subprocess
import zipfile
from pathlib import Path

import pytest

from flink_compat.cli import main
from flink_compat.graph import jar as jar_module
from flink_compat.graph.jar import flink_built_for
from flink_compat.graph.loader import load
from tests.fidelity import jar_modes
from tests.fidelity._support import flink_class

from ..graph.test_flink_detection import class_file
from .conftest import program_args

pytestmark = pytest.mark.java

REPO = Path(__file__).resolve().parents[2]
SOURCE = Path(__file__).parent / "flink1_job" / "demo" / "Alarm.java"
SCENARIO = "flink120-kryo-value"


@pytest.fixture(scope="module")
def cached_flinks(flink_home, jar_cache):
    """The session's loader cache with the repository's Flink 1.20.3 and 2.3.0 (no download)."""
    for version in ("1.20.3", "2.3.0"):
        target = jar_cache / f"flink-{version}"
        if not target.exists():
            source = REPO / ".cache" / f"flink-{version}"
            if source.exists():
                target.symlink_to(source.resolve())
            else:
                jar_module._downloaded_lib(version)
    return jar_cache


def stripped(jar: Path, out: Path, extra: dict | None = None) -> Path:
    """``jar`` without its Maven metadata (as a shaded or Gradle-built JAR), plus ``extra`` entries."""
    with zipfile.ZipFile(jar) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            if not info.filename.startswith("META-INF/maven"):
                dst.writestr(info, src.read(info))
        for name, data in (extra or {}).items():
            dst.writestr(name, data)
    return out


@pytest.fixture(scope="module")
def flink1_jar_without_maven(cached_flinks, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("flink1-gradle")
    lib = cached_flinks / "flink-1.20.3" / "lib"
    subprocess.run(["javac", "-nowarn", "--release", "11", "-d", str(out / "classes"), "-cp", f"{lib}/*", str(SOURCE)],
                   check=True, capture_output=True)
    jar = out / "alarm.jar"
    subprocess.run(["jar", "cfe", str(jar), "demo.Alarm", "-C", str(out / "classes"), "."], check=True, capture_output=True)
    assert not [n for n in zipfile.ZipFile(jar).namelist() if n.startswith("META-INF/maven")]
    return jar


def test_a_flink_1_20_jar_without_maven_metadata_loads_on_1_20(flink1_jar_without_maven, monkeypatch):
    monkeypatch.delenv("FLINK_HOME", raising=False)
    built = flink_built_for(flink1_jar_without_maven)
    assert built.version == "1.x" and "Flink 1.x's" in built.evidence
    graph = load(flink1_jar_without_maven, timeout=180)
    assert graph.flink_version == "1.20"
    # (the newest 1.20 release on the machine: tests of --flink-* may have fetched another one)
    assert graph.flink_note.kind == "detected" and graph.flink_note.loaded.startswith("1.20.")
    assert not [op.display_name for op in graph.operators if op.states_unknown]


@pytest.fixture(scope="module")
def kryo_jars(scenario_jar, tmp_path_factory):
    """The scenario's JARs as the fidelity runner builds them: no Maven metadata."""
    out = tmp_path_factory.mktemp("stripped")
    return {side: stripped(scenario_jar(SCENARIO, side), out / f"{side}.jar") for side in ("v1", "v2")}


def test_flink_120_kryo_value_without_maven_metadata_checks_as_flink_did(kryo_jars, cached_flinks, monkeypatch):
    """JAR → JAR, no --flink-*: v1 is told 1.x from its classes and loads on 1.20 (Kryo 2), v2 on
    2.3; the checker says state-loss, as Flink misread the state (before: both on 2.3, compatible)."""
    monkeypatch.delenv("FLINK_HOME", raising=False)
    graphs = {side: load(kryo_jars[side], args=program_args(SCENARIO, side), timeout=300) for side in kryo_jars}
    assert graphs["v1"].flink_version == "1.20" and graphs["v2"].flink_version == "2.3"
    assert graphs["v1"].flink_note.kind == "detected"
    assert flink_class(SCENARIO) == "state-dropped"
    assert jar_modes.judge(SCENARIO, graphs["v1"], graphs["v2"])["jar"] == []


def check_json(capsys, *argv) -> tuple[int, dict, str]:
    code = main(["check", *argv, "--format", "json"])
    captured = capsys.readouterr()
    return code, json.loads(captured.out), captured.err


def test_flink_old_and_flink_new_on_two_jars(kryo_jars, cached_flinks, capsys, monkeypatch):
    monkeypatch.delenv("FLINK_HOME", raising=False)
    args = ["--args-old", shlex.join(program_args(SCENARIO, "v1")), "--args-new", shlex.join(program_args(SCENARIO, "v2"))]
    code, report, err = check_json(capsys, str(kryo_jars["v1"]), str(kryo_jars["v2"]), *args,
                                   "--flink-old", "1.20", "--flink-new", "2.3")
    assert report["verdict"] == "state-loss", report["verdict"]
    rules = {f["rule"] for f in report["findings"]}
    assert "JOB_FLINK_VERSION_MISMATCH" not in rules
    # the old side given Flink 2.3: loaded there, never second-guessed, but a warning says so
    code, report, err = check_json(capsys, str(kryo_jars["v1"]), str(kryo_jars["v2"]), *args, "--flink-old", "2.3")
    assert report["verdict"] == "compatible"  # what the check said when v1 loaded on 2.3 silently
    mismatch = [f for f in report["findings"] if f["rule"] == "JOB_FLINK_VERSION_MISMATCH"]
    assert mismatch and "the old job loads on Flink 2.3.0, as given, but was built for Flink 1.x" in mismatch[0]["message"]
    assert report["old"]["flink_note"] == {"kind": "mismatch", "loaded": "2.3.0", "built_for": "1.x",
                                           "evidence": mismatch[0]["message"].split("1.x: ", 1)[1]}
    assert "flink_note" not in report["new"]


def test_a_jar_whose_flink_cannot_be_told_warns(kryo_jars, cached_flinks, tmp_path, capsys, monkeypatch):
    """Classes of Flink 1.x only and of 2.x only both: it loads on the default, with a warning line."""
    monkeypatch.delenv("FLINK_HOME", raising=False)
    odd = class_file("demo/Odd", ["org/apache/flink/api/common/time/Time"])
    jar = stripped(kryo_jars["v2"], tmp_path / "odd.jar", {"demo/Odd.class": odd})
    assert main(["graph", str(jar), "--args", shlex.join(program_args(SCENARIO, "v2"))]) == 0
    err = capsys.readouterr().err
    assert "the Flink it was built for cannot be told" in err and "it loads on Flink 2.3.0" in err
    assert "demo.Odd references Flink 1.x's org.apache.flink.api.common.time.Time" in err
