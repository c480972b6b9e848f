"""``inspect SAVEPOINT --job PROGRAM --entries N``: a savepoint keeps Python state as bytes; with
the PyFlink program that wrote it (or the one about to restore it) its values are decoded with the
Python types the program declares, in a PyFlink interpreter. The savepoints are the PyFlink
fidelity suite's (what PyFlink 2.3 wrote: v1 keeps the running total per key, 22, 26 and 30)."""

from __future__ import annotations

import json

import pytest

from .conftest import REPO, checker

PYFLINK = REPO / "tests" / "fidelity" / "pyflink"
SAVEPOINTS = PYFLINK / "savepoints"

pytestmark = pytest.mark.java


def _python_samples(name: str, side: str, tmp_path) -> dict:
    program = PYFLINK / name / side / "job.py"
    proc = checker("inspect", str(SAVEPOINTS / name / "v1"), "--job", str(program), "--entries", "3",
                   "--format", "json", "--no-progress")
    assert proc.returncode == 0, proc.stderr
    found = {}
    for op in json.loads(proc.stdout)["operators"]:
        for st in op["states"]:
            if "python_samples" in st:
                found[st["name"]] = st["python_samples"]
    return found


def test_values_decoded_with_the_programs_python_type(pyflink_python, tmp_path):
    found = _python_samples("value-int-to-long", "v1", tmp_path)
    total = found["python-state-total"]
    assert total["python_type"] == "value state of Integer"
    assert sorted(int(v["value"]) for v in total["values"]) == [22, 26, 30]
    assert {v["role"] for v in total["values"]} == {"value"}


def test_values_that_do_not_read_as_the_new_type_say_so(pyflink_python, tmp_path):
    found = _python_samples("value-int-to-long", "v2", tmp_path)
    values = found["python-state-total"]["values"]
    assert len(values) == 3
    assert all(v["value"].startswith("cannot decode: ") for v in values)


def test_broadcast_state_keys_and_values(pyflink_python, tmp_path):
    found = _python_samples("broadcast-value-int-to-string", "v1", tmp_path)
    values = found["python-state-totals"]["values"]
    assert [v["role"] for v in values] == ["key", "value", "key"]
    assert values[0]["value"] in ("'k1'", "'k2'")
