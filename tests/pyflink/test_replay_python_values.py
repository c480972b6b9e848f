"""The replay reads a savepoint's Python state as the new PyFlink program would: Flink restores
the ``byte[]`` of any Python type as is, so the JVM serializers' replay alone confirms every
entry; each entry's bytes are also decoded with PyFlink's coder of the type the new program
declares: an entry that does not read fails as the Python worker would at its first read, or,
where the new type's coders read a fixed width and never fail, is misread as PyFlink misreads it.
The savepoints are the PyFlink fidelity suite's (v1 keeps the running total per key as
``Types.INT()``: 22, 26, 30; `value-int-to-long` v2 declares ``Types.LONG()``: PyFlink 2.3
misreads them, see tests/fidelity/pyflink/outcomes)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from flink_compat.compat.replay import StatePlan, replay_local
from flink_compat.compat.replay._engine import _pyflink_interpreter
from flink_compat.graph.loader import load

from .conftest import REPO

PYFLINK = REPO / "tests" / "fidelity" / "pyflink"
SAVEPOINT = PYFLINK / "savepoints" / "value-int-to-long" / "v1"

pytestmark = pytest.mark.java


def _python_state(report):
    (state,) = [s for s in report.states if s.state == "python-state-total"]
    return state


def test_python_values_that_read_with_the_new_type_are_confirmed(pyflink_python):
    report = replay_local(str(SAVEPOINT), load(PYFLINK / "value-int-to-long" / "v1" / "job.py"))
    state = _python_state(report)
    assert (state.outcome, state.entries, state.migrated, state.failed) == ("confirmed", 3, 3, 0)


def test_python_values_that_are_no_values_of_a_fixed_width_type_are_misread(pyflink_python):
    """``Types.LONG()`` reads 8 bytes with no bounds check: PyFlink reads the old 4-byte ints as
    other longs without an error (value-int-to-long: restored-state-misread), so the entries are
    misread, not failed."""
    report = replay_local(str(SAVEPOINT), load(PYFLINK / "value-int-to-long" / "v2" / "job.py"))
    state = _python_state(report)
    # the JVM's List<byte[]> is unchanged: without the Python layer all 3 would be "confirmed"
    assert (state.outcome, state.entries, state.migrated, state.failed) == ("misread", 3, 0, 3)
    sample = state.samples[0]
    assert sample.error.startswith("PythonStateMisread: is no value state of Long: a value of bytes 000000")
    assert sample.key == {"kind": "+I", "fields": [sample.key["fields"][0]]}


def test_python_values_a_coder_cannot_read_fail(pyflink_python):
    """``Types.STRING()`` reads a length and UTF-8: PyFlink fails at the first read of the old ints
    (value-int-to-string: restored-state-unreadable), so the entries fail."""
    savepoint = PYFLINK / "savepoints" / "value-int-to-string" / "v1"
    report = replay_local(str(savepoint), load(PYFLINK / "value-int-to-string" / "v2" / "job.py"))
    state = _python_state(report)
    assert (state.outcome, state.entries, state.failed) == ("failed", 3, 3)
    assert state.samples[0].error.startswith("PythonStateUnreadable: does not read as value state of String")


def test_ints_read_as_floats_are_misread_with_their_bits(pyflink_python):
    """``value-int-to-float``: every old int reads as a float without an error (PyFlink 2.3
    restores and misreads them: 22 as 3.08e-44); the floats are integers' bits, so the entries
    are misread, each with what it reads as."""
    savepoint = PYFLINK / "savepoints" / "value-int-to-float" / "v1"
    report = replay_local(str(savepoint), load(PYFLINK / "value-int-to-float" / "v2" / "job.py"))
    state = _python_state(report)
    assert (state.outcome, state.entries, state.migrated, state.failed) == ("misread", 3, 0, 3)
    errors = sorted(s.error for s in state.samples)
    assert errors[0] == ("PythonStateMisread: reads as value state of Float with an integer's bits: "
                         "bytes 00000016 read as 3.08e-44, the integer 22")


def test_spark_executors_decode_python_values(pyflink_python, tmp_path):
    """A real Spark replay: the Python workers find the PyFlink interpreter and misread the state."""
    pytest.importorskip("pyspark")
    report = tmp_path / "report.json"
    proc = subprocess.run(
        [sys.executable, "-m", "flink_compat", "replay", str(SAVEPOINT), str(PYFLINK / "value-int-to-long" / "v2" / "job.py"),
         "--master", "local[1]", "--format", "json", "--output", str(report), "--no-progress"],
        capture_output=True, text=True, timeout=600,
    )
    assert proc.returncode == 1, proc.stderr
    data = json.loads(report.read_text())
    (state,) = [s for s in data["replay"]["states"] if s["state"] == "python-state-total"]
    assert (state["outcome"], state["failed"]) == ("misread", 3)
    # PyFlink 2.3 reads the ints as longs without an error (value-int-to-long: restored-state-misread):
    # the check's PYTHON_STATE_TYPE_MISREAD, whose row the replay's failed entries leave `misread`
    assert data["verdict"] == "state-loss"
    rows = [s for op in data["operators"] for s in op["states"] if s["name"] == "python-state-total"]
    assert [r["status"] for r in rows] == ["misread"]


def test_an_executor_without_pyflink_says_how_to_give_it_one(monkeypatch, tmp_path):
    monkeypatch.delenv("FLINK_COMPAT_PYFLINK_PYTHON", raising=False)
    plan = StatePlan(operator_id="a" * 32, operator="total", uid="total", state="python-state-total", kind="LIST",
                     keyed=True, mode="replay")
    with pytest.raises(RuntimeError, match=r"no PyFlink interpreter at .*nowhere.*spark\.executorEnv\.FLINK_COMPAT_PYFLINK_PYTHON"):
        _pyflink_interpreter(str(tmp_path / "nowhere" / "python"), plan)
