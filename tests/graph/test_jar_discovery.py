"""What the loader makes of the bridge's discovery result (graph/jar.py), without a JVM: the
operators the bridge stood in for, a run that failed even so, state obtained lazily."""

from __future__ import annotations

from flink_compat.graph.jar import _discovered_states, _lazy_state

A, B, C = "a" * 32, "b" * 32, "c" * 32
FAILURE = "java.net.ConnectException: Connection refused: db.example:5432"


def test_a_run_that_failed_after_stand_ins_keeps_what_each_operator_failed_with():
    discovered, unknown = _discovered_states({
        "stood_in": [{"operator_id": A, "function": "Job$Fn.open", "failure": FAILURE}],
        "failure": "java.lang.IllegalStateException: boom",
        "failed_tasks": [{"task": "t", "operator_ids": [A, B]}],
        "user_frame": "Job$Other.open",
    })
    assert discovered == {}
    assert unknown[A] == f"Flink could not open it (Job$Fn.open() failed: {FAILURE})"
    assert unknown[B] == "Flink could not open it (Job$Other.open() failed: java.lang.IllegalStateException: boom)"
    assert unknown["*"].startswith("not discovered: the job failed in another task")
    assert C not in unknown


def test_state_obtained_lazily_is_named_or_said_to_be_unreadable():
    assert _lazy_state({}) is None
    assert _lazy_state({"lazy_state": ["Job$Fn.processElement", "Job$Fn.onTimer"]}) == (
        "state obtained in Job$Fn.processElement, Job$Fn.onTimer: not discovered, the check cannot confirm it")
    assert "could not be read (IllegalArgumentException: Unsupported class file major version 99)" in _lazy_state(
        {"lazy_state_unread": "IllegalArgumentException: Unsupported class file major version 99"})
