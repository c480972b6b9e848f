"""A state the new job no longer declares is read value by value at restore (the hashmap
backend's keyed state, any backend's operator state) with the new JAR's classes: ``check`` asks
the new JAR for the classes those states name and no state of the new job shows
(``compat.analysis.classes_to_look_up``). Flink's outcomes: tests/fidelity/outcomes."""

from __future__ import annotations

import json
import shlex

import pytest

from flink_compat.cli import main
from tests.fidelity._support import flink_class, savepoint_dir

from .conftest import program_args

pytestmark = pytest.mark.java


@pytest.mark.parametrize("name, flink, message", [
    ("state-dropped-class-field-retyped", "incompatible",
     "Reading.count is now String, its values Long: Field.set refuses them"),
    ("operator-state-dropped-class-field-retyped-rocksdb", "incompatible",
     "Reading.count is now String, its values Long: Field.set refuses them"),
    ("state-dropped-class-field-retyped-rocksdb", "compatible", None),  # RocksDB copies keyed state's bytes
    # a savepoint records no Kryo layout: its values are read with v2's, as the heap restore reads them
    ("kryo-state-dropped-class-field-added", "incompatible",
     "values in the savepoint do not read with the declared fields of Blob"),
])
def test_check_savepoint_against_a_jar_reads_the_classes_of_undeclared_states(name, flink, message, scenario_jar,
                                                                               capsys):
    assert flink_class(name) == flink
    jar = scenario_jar(name, "v2")
    code = main(["check", str(savepoint_dir(name)), str(jar), "--args-new", shlex.join(program_args(name, "v2")),
                 "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    found = [f for f in report["findings"] if f["rule"] == "UNDECLARED_STATE_UNREADABLE"]
    assert report["verdict"] == flink
    if message is None:
        assert code == 0 and not found
    else:
        assert code == 1 and len(found) == 1 and message in found[0]["message"], found


def test_migrate_proves_the_undeclared_state_against_the_new_jar(scenario_jar, tmp_path, capsys):
    """migrate copies a state NEW does not declare: its proof asks the check, which reads NEW's
    class, so the savepoint Flink refuses is never written; without the state it is."""
    name = "state-dropped-class-field-retyped"
    argv = [str(savepoint_dir(name)), str(scenario_jar(name, "v2")), "--args-new", shlex.join(program_args(name, "v2"))]
    out = tmp_path / "out"
    assert main(["migrate", *argv, "--out", str(out)]) == 1
    assert "UNDECLARED_STATE_UNREADABLE" in capsys.readouterr().err
    assert not out.exists()
    assert main(["migrate", *argv, "--out", str(out), "--drop-unclaimed"]) == 0
    assert (out / "_metadata").is_file()


@pytest.mark.parametrize("name, flink", [("state-dropped-pojo-field-made-primitive-null", "incompatible"),
                                         ("state-dropped-pojo-field-made-primitive", "compatible")])
def test_a_long_made_from_a_long_in_an_undeclared_state_fails_on_the_savepoints_nulls(name, flink, scenario_jar, capsys):
    """v1's Long count, v2's long: with the job that took the savepoint (--old-query), the
    checker knows count was a Long and reads the savepoint's values for nulls."""
    assert flink_class(name) == flink
    code = main(["check", str(savepoint_dir(name)), str(scenario_jar(name, "v2")),
                 "--args-new", shlex.join(program_args(name, "v2")),
                 "--old-query", str(scenario_jar(name, "v1")), "--args-old", shlex.join(program_args(name, "v1")),
                 "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    found = [f["message"] for f in report["findings"] if f["rule"] == "UNDECLARED_STATE_UNREADABLE"]
    assert report["verdict"] == flink
    if flink == "compatible":
        assert code == 0 and not found
    else:
        assert code == 1 and len(found) == 1
        assert "field count of Reading became long (Long before): 2 of the savepoint's 4 values hold null there" in found[0]
