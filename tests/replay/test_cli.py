"""``flink-compat check --replay`` / ``flink-compat replay``: options, the missing-PySpark
error, lazy imports, and one end-to-end run in a child process (its own local Spark)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from flink_compat import cli
from flink_compat.compat.replay import local_master

from .conftest import fixture, graph_of, tree_digest, write_manifest

POJO_V1 = "pojo-v1-hashmap-canonical-inline-p1"
POJO_V2 = "pojo-v2-field-added-hashmap-canonical-inline-p1"


@pytest.fixture
def new_job(tmp_path_factory) -> str:
    """The v2 job as a manifest (a savepoint can only be the old side), outside tmp_path."""
    return str(write_manifest(graph_of(POJO_V2), tmp_path_factory.mktemp("new-job") / "new.json"))


def test_missing_pyspark_is_one_line_with_the_install_command(monkeypatch, capsys, new_job):
    import flink_compat.compat.replay._spark as spark_module

    monkeypatch.setattr(spark_module, "spark_available", lambda: False)
    code = cli.main(["replay", str(fixture(POJO_V1)), new_job, "--master", "local[2]"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.strip() == "flink-compat: error: the replay needs PySpark: pip install 'flink-compat[spark]'"


def test_a_small_savepoint_replays_in_process_without_spark(monkeypatch, capsys, new_job, tmp_path):
    """A few KiB of state: every entry replayed in this process (no PySpark needed, no Spark to
    start), with the same report as on Spark."""
    import json

    import flink_compat.compat.replay._spark as spark_module

    monkeypatch.setattr(spark_module, "spark_available", lambda: False)
    report = tmp_path / "report.json"
    code = cli.main(["replay", str(fixture(POJO_V1)), new_job, "--output", f"json:{report}", "--no-progress"])
    assert code == 0, capsys.readouterr().err
    replay = json.loads(report.read_text())["replay"]
    assert replay["master"].startswith("in-process (no Spark: ") and replay["spark_version"] == ""
    assert replay["entries"] > 0 and replay["failed"] == 0 and replay["migrated"] == replay["entries"]
    assert "in-process" in capsys.readouterr().err  # the summary line


@pytest.mark.parametrize(
    "argv, message",
    [
        (["check", "OLD_PKG", "NEW", "--replay"], "--replay needs --savepoint SP"),
        (["check", "OLD_PKG", "NEW", "--export", "/tmp/x"], "--export needs --replay"),
        (["check", "OLD_PKG", "NEW", "--master", "local[2]"], "--master and --conf need --replay"),
        (["check", "SP", "NEW", "--replay", "--conf", "novalue"], "expected KEY=VALUE"),
        (["check", "SP", "NEW", "--savepoint", "SP"], "--savepoint is the state to replay: add --replay"),
    ],
)
def test_bad_replay_options(tmp_path, capsys, argv, message, new_job):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    subst = {"OLD_PKG": str(pkg), "NEW": new_job, "SP": str(fixture(POJO_V1))}
    assert cli.main([subst.get(a, a) for a in argv]) == 2
    assert message in capsys.readouterr().err


def test_static_check_and_help_never_import_pyspark(new_job):
    code = (
        "import sys; from flink_compat.cli import main; "
        f"assert main(['check', {str(fixture(POJO_V1))!r}, {new_job!r}, '--output', 'json:/dev/null']) == 0; "
        "main(['--help']); main(['replay', '--help']); "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pyspark', 'py4j')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_local_retries_need_the_failures_in_the_master():
    assert local_master("local[2]", {"spark.task.maxFailures": "3"}) == "local[2,3]"
    assert local_master("local[*]", {"spark.task.maxFailures": "2"}) == "local[*,2]"
    assert local_master("local", {"spark.task.maxFailures": "2"}) == "local[1,2]"
    assert local_master("local[2,4]", {"spark.task.maxFailures": "2"}) == "local[2,4]"
    assert local_master("spark://h:7077", {"spark.task.maxFailures": "2"}) == "spark://h:7077"
    assert local_master("local[2]", {}) == "local[2]"


@pytest.mark.spark
def test_replay_command_end_to_end(tmp_path):
    pytest.importorskip("pyspark")
    sp = tmp_path / "sp"
    import shutil

    shutil.copytree(fixture(POJO_V1), sp)
    before = tree_digest(sp)
    new = write_manifest(graph_of(POJO_V2), tmp_path / "new.json")
    report, export = tmp_path / "report.json", tmp_path / "state"
    proc = subprocess.run(
        [sys.executable, "-m", "flink_compat", "replay", str(sp), str(new), "--master", "local[2]",
         "--conf", "spark.sql.shuffle.partitions=2", "--format", "json", "--output", str(report),
         "--export", str(export)],
        capture_output=True, text=True, timeout=240,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(report.read_text())
    assert data["verdict"] == "migration-required"
    assert data["replay"]["master"] == "local[2]" and data["replay"]["failed"] == 0
    customer = next(s for s in data["replay"]["states"] if s["state"] == "customer")
    assert (customer["entries"], customer["migrated"], customer["outcome"]) == (4, 4, "confirmed")
    assert "replay: 5 states" in proc.stderr and "9 migrated, 0 failed" in proc.stderr
    assert "Setting default log level" not in proc.stderr  # quiet logs
    assert any(p.suffix == ".parquet" for p in export.rglob("*"))
    assert tree_digest(sp) == before


@pytest.mark.spark
def test_ctrl_c_during_the_export_leaves_nothing_under_dir(tmp_path, new_job):
    pytest.importorskip("pyspark")
    import os
    import signal
    import time

    export = tmp_path / "state"
    env = dict(os.environ, FLINK_COMPAT_REPLAY_FAULT="export:sleep:0")
    proc = subprocess.Popen(
        [sys.executable, "-m", "flink_compat", "replay", str(fixture(POJO_V1)), new_job, "--master", "local[2]",
         "--no-progress", "--export", str(export), "--format", "json", "--output", str(tmp_path / "r.json")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )
    try:
        deadline = time.monotonic() + 120
        # the export has started once its hidden staging directory holds task output
        while not any(p.name.startswith(".state.tmp-") for p in tmp_path.iterdir()):
            assert proc.poll() is None and time.monotonic() < deadline, proc.stderr.read() if proc.poll() is not None else "timeout"
            time.sleep(0.2)
        time.sleep(1.0)
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=90)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 2 and "interrupted" in err, err[-3000:]
    assert not export.exists()
    assert [p.name for p in tmp_path.iterdir()] == [], err[-3000:]  # staging removed, no report written
