"""Everyday PyFlink state shapes (tests/pyflink/programs/state_shapes.py) check as Flink restores
them: the program against the savepoint real PyFlink 2.3 writes for it, and against itself, is
compatible, every state discovered (a Row type without field names, whose coder asks Java for
them, once left its operator unknown)."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.findings import Level
from flink_compat.graph.loader import load, load_savepoint

from .conftest import PROGRAMS, run_on_flink

pytestmark = pytest.mark.java

PROGRAM = PROGRAMS / "state_shapes.py"
#: What a savepoint as the old side leaves unchecked without the job that took it (warnings).
OLD_JOB_NOT_GIVEN = ("KEY_SELECTOR_UNCHECKED", "WINDOW_UNCHECKED", "SOURCE_CONNECTOR_UNCHECKED",
                     "ROW_FIELDS_UNCHECKED", "AGGREGATION_UNCHECKED", "INTERVAL_JOIN_UNCHECKED")


def test_state_shapes_restore_as_is(pyflink_python, tmp_path):
    out = tmp_path / "savepoints"
    out.mkdir()
    told = run_on_flink(pyflink_python, PROGRAM, out, seconds=6)
    assert told.startswith("SAVEPOINT "), told
    program = load(PROGRAM, timeout=180)
    shapes = next(op for op in program.operators if op.uid == "shapes")
    assert shapes.states_unknown is None
    assert {s.name for s in shapes.states} >= {"python-state-last", "python-state-rows", "python-state-total"}
    for old in (load_savepoint(told.split(" ", 1)[1]), program):
        verdict = check(old, program)
        errors = [f"{f.rule}: {f.message}" for f in verdict.findings if f.level is not Level.INFO
                  and f.rule not in OLD_JOB_NOT_GIVEN]
        assert verdict.verdict == "compatible" and not errors, errors
