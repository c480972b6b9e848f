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


@pytest.fixture
def machine(monkeypatch):
    """Flink's jars and the JVM as the key names them, without a Flink or a JVM."""
    monkeypatch.setattr(bridge_runs, "_lib_digest", lambda lib: f"lib:{lib.name}")
    monkeypatch.setattr(bridge_runs, "_java_version", lambda: "java")


def _sql_side(root: Path, plan: str = "{}") -> tuple[Path, Path, Path]:
    """A script written under ``root/sides`` naming ``root/input``, and the plan file it reads."""
    sides, input_dir = root / "sides", root / "input"
    input_dir.mkdir(parents=True)
    (sides / "s").mkdir(parents=True)
    script = sides / "s" / "v1.sql"
    script.write_text(f"CREATE TABLE t WITH ('path' = '{input_dir}/events');\nEXECUTE PLAN 'p.json';\n")
    (sides / "s" / "p.json").write_text(plan)
    return script, sides, input_dir


def _sql_program(calls, read: str = "p.json"):
    def real(what, main, bridge_args, timeout, lib, sql=False, writable=(), cwd=None):
        args = bridge_args(Path("/tmp/result.json"))
        calls.append(args)
        result = _discovery(Path(writable[0]))
        result["script"] = str(what)
        result["sql_files_read"] = [str(what.parent / read)]
        return result
    return real


def _sql_load(recorder, script: Path, work: Path):
    """The script's load as graph/sql.py makes it, inside the fixture's ``loading()``."""
    with recorder.loading():
        return recorder(script, "Sql", lambda out: (str(out), str(work), "script", str(script)), 60,
                        Path("lib"), sql=True, writable=[work], cwd=script.parent)


def test_a_sql_run_is_keyed_and_given_back_with_the_machines_directories_as_placeholders(tmp_path, machine):
    calls = []
    runs = []
    for i in range(2):
        script, sides, input_dir = _sql_side(tmp_path / f"m{i}")
        recorder = bridge_runs.ProgramRecorder(_sql_program(calls), tmp_path / "rec",
                                               {"@@INPUT@@": input_dir, "@@SIDES@@": sides})
        work = tmp_path / f"m{i}" / "work"
        runs.append(_sql_load(recorder, script, work))
    # the second machine's script names its own input directory: the same script, given back
    assert len(calls) == 1 and (recorder.ran, recorder.replayed) == (0, 1)
    assert runs[1]["script"] == str(tmp_path / "m1" / "sides" / "s" / "v1.sql")
    assert runs[1]["sql_files_read"] == [str(tmp_path / "m1" / "sides" / "s" / "p.json")]
    assert (tmp_path / "m1" / "work" / "savepoint" / "savepoint-1" / "_metadata").is_file()
    assert "m0" not in json.dumps(runs[1])


def test_a_sql_run_whose_read_file_changed_runs_again(tmp_path, machine):
    calls = []
    for i, plan in enumerate(["{}", '{"nodes": []}']):
        script, sides, input_dir = _sql_side(tmp_path / f"m{i}", plan)
        recorder = bridge_runs.ProgramRecorder(_sql_program(calls), tmp_path / "rec",
                                               {"@@INPUT@@": input_dir, "@@SIDES@@": sides})
        _sql_load(recorder, script, tmp_path / f"m{i}" / "work")
    assert len(calls) == 2
    # the run with the changed file replaced the recording: given back on the next load
    _sql_load(recorder, script, tmp_path / "m1" / "work2")
    assert len(calls) == 2 and recorder.replayed == 1


def test_a_sql_run_that_read_a_file_not_there_is_given_back_while_it_is_not_there(tmp_path, machine):
    """COMPILE AND EXECUTE PLAN names a plan file it reads only when it exists."""
    calls = []
    script, sides, input_dir = _sql_side(tmp_path / "m")
    recorder = bridge_runs.ProgramRecorder(_sql_program(calls, read="compiled.json"), tmp_path / "rec",
                                           {"@@INPUT@@": input_dir, "@@SIDES@@": sides})
    _sql_load(recorder, script, tmp_path / "m" / "work0")
    _sql_load(recorder, script, tmp_path / "m" / "work1")
    assert (len(calls), recorder.replayed) == (1, 1)
    (script.parent / "compiled.json").write_text("{}")  # now it is there: the plan it holds is run
    _sql_load(recorder, script, tmp_path / "m" / "work2")
    assert len(calls) == 2


def test_a_load_outside_the_fixtures_loading_is_neither_recorded_nor_given_back(tmp_path, machine):
    """The recorders stay installed for the session; the other tests' loads run as without them."""
    calls = []
    script, sides, input_dir = _sql_side(tmp_path / "m")
    recorder = bridge_runs.ProgramRecorder(_sql_program(calls), tmp_path / "rec",
                                           {"@@INPUT@@": input_dir, "@@SIDES@@": sides})
    for i in range(2):
        work = tmp_path / "m" / f"work{i}"
        recorder(script, "Sql", lambda out: (str(out), str(work), "script", str(script)), 60,
                 Path("lib"), sql=True, writable=[work], cwd=script.parent)
    assert len(calls) == 2 and (recorder.ran, recorder.replayed) == (0, 0)
    assert not (tmp_path / "rec").exists()


class _Program:
    def __init__(self, files: Path):
        self.files, self.mode, self.target, self.name = files, "file", str(files / "job.py"), "job.py"


def test_a_pyflink_run_is_given_back_with_what_the_program_told(tmp_path, machine, monkeypatch):
    monkeypatch.setattr(bridge_runs, "_lib_digest", lambda lib: "lib")
    (tmp_path / "home" / "opt").mkdir(parents=True)
    (tmp_path / "job").mkdir()
    job = tmp_path / "job" / "job.py"
    calls = []

    def real(program, args, python, home, tmp, script, worker, timeout, limits):
        calls.append(tmp)
        return {"broadcast": [], "executed": True}, _discovery(tmp / "work")

    def load(i: int, source: str):
        job.write_text(source)
        tmp = tmp_path / f"t{i}"
        recorder = bridge_runs.PyFlinkRecorder(real, tmp_path / "rec", {"@@JOB@@": tmp_path / "job"})
        with recorder.loading():
            return recorder(_Program(tmp_path / "job"), ["--input", "x"], Path("python"), tmp_path / "home",
                            tmp, tmp / "script.py", tmp / "worker", 300, {"cpu_seconds": 301})

    first = load(0, "print(1)\n")
    told, result = load(1, "print(1)\n")
    assert len(calls) == 1 and told == first[0] and result == json.loads(
        json.dumps(first[1]).replace(str(tmp_path / "t0"), str(tmp_path / "t1")))
    assert (tmp_path / "t1" / "work" / "savepoint" / "savepoint-1" / "_metadata").is_file()
    load(2, "print(2)\n")  # the program changed: it runs on Flink again
    assert len(calls) == 2
