"""The JAR modes' recorded discovery runs (bridge_runs.py): a run is recorded whole, given back
with its savepoint where the new load's work directory has it, and runs again when its key is not
recorded or it was not whole."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from . import bridge_runs


@pytest.fixture
def recordings(tmp_path, monkeypatch):
    monkeypatch.setattr(bridge_runs, "RECORDINGS", tmp_path / "recordings")
    monkeypatch.setattr(bridge_runs, "key", lambda jar, entry, args, lib: f"{jar.name}-{entry}-{'-'.join(args)}")
    return tmp_path / "recordings"


def _discovery(work: Path, whole: bool = True, stood_in=()) -> dict:
    savepoint = work / "savepoint" / "savepoint-1"
    savepoint.mkdir(parents=True)
    (savepoint / "_metadata").write_bytes(b"\x00\x01metadata")
    return {"discovery": {"savepoint": f"file:{savepoint}" if whole else None, "stood_in": list(stood_in),
                          "replaced_settings": {"execution.checkpointing.dir": f"file://{work}/checkpoints"}}}


def test_a_whole_run_is_given_back_with_its_savepoint_under_the_new_work_dir(recordings, tmp_path):
    calls = []

    def real(jar, entry, args, work, timeout, lib):
        calls.append(work)
        return _discovery(work)

    recorder = bridge_runs.Recorder(real)
    first = recorder(Path("a.jar"), "Main", ["x"], tmp_path / "w1", 60, Path("lib"))
    second = recorder(Path("a.jar"), "Main", ["x"], tmp_path / "w2", 60, Path("lib"))
    assert calls == [tmp_path / "w1"] and (recorder.ran, recorder.replayed) == (1, 1)
    assert second["discovery"]["savepoint"] == f"file:{tmp_path / 'w2' / 'savepoint' / 'savepoint-1'}"
    assert (tmp_path / "w2" / "savepoint" / "savepoint-1" / "_metadata").read_bytes() == b"\x00\x01metadata"
    assert second["discovery"]["replaced_settings"] == {"execution.checkpointing.dir": f"file://{tmp_path / 'w2'}/checkpoints"}
    assert json.loads(json.dumps(first).replace(str(tmp_path / "w1"), str(tmp_path / "w2"))) == second
    # another argument is another key: run on Flink
    recorder(Path("a.jar"), "Main", ["y"], tmp_path / "w3", 60, Path("lib"))
    assert len(calls) == 2


@pytest.mark.parametrize("result", [
    lambda work: _discovery(work, whole=False),
    lambda work: _discovery(work, stood_in=[{"operator_id": "x"}]),
    lambda work: {"error": "main() threw"},
], ids=["no-savepoint", "stood-in", "error"])
def test_a_run_that_was_not_whole_runs_again(recordings, tmp_path, result):
    calls = []

    def real(jar, entry, args, work, timeout, lib):
        calls.append(work)
        return result(work)

    recorder = bridge_runs.Recorder(real)
    for i in range(2):
        recorder(Path("a.jar"), "", [], tmp_path / f"w{i}", 60, Path("lib"))
    assert len(calls) == 2 and not any(recordings.glob("*/result.json"))


def test_recordings_no_run_used_are_removed(recordings, tmp_path):
    recorder = bridge_runs.Recorder(lambda jar, entry, args, work, timeout, lib: _discovery(work))
    recorder(Path("a.jar"), "", [], tmp_path / "w1", 60, Path("lib"))
    bridge_runs.Recorder(recorder.real)(Path("b.jar"), "", [], tmp_path / "w2", 60, Path("lib"))
    assert recorder.prune() == 1 and [d.name for d in recordings.iterdir()] == ["a.jar--"]
