"""Python windows: PyFlink's window operator obtains their state (contents, trigger, assigner),
mostly on the first record, and Flink registers each with the namespace of its first access. The
discovered graph is the savepoint real PyFlink 2.3 writes for tests/pyflink/programs/windows.py,
operator by operator, state by state (name, kind, serializers, namespace); the state a window
function obtains on a record (per-window state) leaves its operator unknown, naming the method."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.findings import Level
from flink_compat.graph.loader import load, load_savepoint

from .conftest import PROGRAMS, run_on_flink

pytestmark = pytest.mark.java

PROGRAM = PROGRAMS / "windows.py"


def _states(op):
    return {(s.name, s.kind, s.value_serializer, s.namespace_serializer) for s in op.states}


def test_python_windows_state_is_the_savepoint_pyflink_writes(pyflink_python, tmp_path):
    out = tmp_path / "savepoints"
    out.mkdir()
    told = run_on_flink(pyflink_python, PROGRAM, out, "--per-window", seconds=8)
    assert told.startswith("SAVEPOINT "), told
    written = {op.id: op for op in load_savepoint(told.split(" ", 1)[1]).operators}
    ours = {op.id: op for op in load(PROGRAM, args=["--per-window"], timeout=180).operators}
    assert set(ours) == set(written)
    by_uid = {op.uid: op for op in ours.values()}
    for op_id, op in written.items():
        if ours[op_id].uid == "per-window":
            continue
        assert ours[op_id].states_unknown is None, ours[op_id].display_name
        assert _states(ours[op_id]) == _states(op), ours[op_id].display_name
    counted = {s.name: s for s in by_uid["counted"].states}
    # the count trigger's count in the window's namespace; the assigner's and open()'s without
    count_ns = counted["python-state-count"].namespace_serializer
    assert count_ns.snapshot_class.endswith("table.runtime.operators.window.CountWindow$Serializer$CountWindowSerializerSnapshot")
    assert count_ns.label() == "TableCountWindow"
    assert counted["python-state-tumble-count-assigner"].namespace_serializer.label() == "VoidNamespace"
    assert counted["python-state-total"].namespace_serializer.label() == "VoidNamespace"
    assert counted["python-state-total"].python_type.type_info == "Long"
    per_window = by_uid["per-window"]
    assert per_window.states_unknown == "state obtained in PerWindow.process: not discovered, the check cannot confirm it"
    assert _states(per_window) < _states(written[per_window.id])  # all but the per-window "fired"

    # The savepoint against the program that took it: every window state (in the table runtime's
    # TimeWindow and CountWindow namespaces) restores as is, and the savepoint's windows are the
    # program's (only the per-window function's own state is unknown).
    verdict = check(load_savepoint(told.split(" ", 1)[1]), load(PROGRAM, args=["--per-window"], timeout=180))
    errors = [f for f in verdict.findings if f.level is Level.ERROR and f.operator != "per-window"]
    assert errors == [], errors
    # What each Python window is, as a JAR's window describes (graph/bridge/Behaviour.java)
    hourly = by_uid["hourly-sum"].window
    assert (hourly.assigner, hourly.parameters, hourly.merging, hourly.event_time, hourly.trigger) == (
        "TumblingProcessingTimeWindows", {"size": "3600000", "globalOffset": "0", "windowStagger": "ALIGNED"},
        False, False, "ProcessingTimeTrigger")
    purged = by_uid["purged"]
    assert (purged.window.assigner, purged.window.parameters, purged.window.trigger) == (
        "GlobalWindows", {"defaultTrigger": "NeverTrigger"}, "PurgingTrigger(nestedTrigger=CountTrigger(maxCount=4))")
    # the nested CountTrigger's count, in the table runtime's GlobalWindow namespace
    assert {s.name: s for s in purged.states}["python-state-count"].namespace_serializer.label() == "TableGlobalWindow"
    count = by_uid["counted"].window
    assert (count.assigner, count.parameters, count.trigger) == (
        "CountTumblingWindowAssigner", {"windowSize": "3"}, "CountTrigger(maxCount=3)")
