"""Which timers a Python keyed process function's code sets (rule TIMERS_NO_LONGER_SET), read
from its code without running it: directly, through the program's functions and the objects the
function holds; a method name made at run time is not known, never "sets none"."""

from __future__ import annotations

import pytest

from flink_compat.graph.loader import load
from flink_compat.graph.model import TimerUse

from .conftest import PROGRAMS

pytestmark = pytest.mark.java


@pytest.fixture(scope="module")
def graph(pyflink_python):
    return load(PROGRAMS / "timers.py", timeout=180)


@pytest.mark.parametrize("uid,timers", [
    ("direct", TimerUse(event=True, processing=False, on_timer=True)),
    ("by-helper", TimerUse(event=False, processing=True, on_timer=True)),
    ("by-held-object", TimerUse(event=True, processing=True, on_timer=True)),
    ("silent", TimerUse(event=False, processing=False, on_timer=False)),
    ("by-name", None),
])
def test_the_timers_a_function_sets_are_read_from_its_code(graph, uid, timers):
    (op,) = [op for op in graph.operators if op.uid == uid]
    assert op.timers == timers
