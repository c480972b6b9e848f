"""STATE_TTL_SHORTENED: a savepoint keeps each TTL value's last-access timestamp, not the TTL, so
the new job's TTL decides which values have expired at the restore. Against a savepoint, with the
job that took it (the old TTL), the finding counts the values the old job still kept that the new
TTL expires. The savepoint is the fidelity scenario ttl-config-changed's: v1's ValueState<Long>
"last" with a TTL of 1 h, 4 keys."""

from __future__ import annotations

import pytest

from flink_compat.api import StateTtlConfig, StreamExecutionEnvironment, Types, ValueStateDescriptor
from flink_compat.compat import rules
from flink_compat.compat.check import check
from flink_compat.compat.probe import SavepointProbe
from tests.fidelity._support import package, savepoint_dir, savepoint_graph

NAME = "ttl-config-changed"
MINUTE = 60_000


def _new_job(ttl_ms: int):
    """v1 of the scenario with another TTL."""
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process(
        "stateful", Types.STRING, state=[ValueStateDescriptor("last", Types.LONG, ttl=StateTtlConfig(ttl_ms))]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env.to_job_graph()


@pytest.fixture(scope="module")
def last_written() -> list[int]:
    graph = savepoint_graph(NAME)
    [(op, state)] = [(op, s) for op in graph.operators for s in op.states if s.name == "last"]
    stamps = SavepointProbe(str(savepoint_dir(NAME))).ttl_timestamps(op.id, state)
    assert isinstance(stamps, list) and len(stamps) == 4
    return stamps


def _finding(monkeypatch, now: int, old_query=True):
    monkeypatch.setattr(rules, "now_ms", lambda: now)
    verdict = check(savepoint_graph(NAME), _new_job(MINUTE), old_query=package(NAME, "v1") if old_query else None)
    assert verdict.verdict == "compatible"  # Flink restores as is: a warning, not a failed gate
    return [f.message for f in verdict.findings if f.rule == "STATE_TTL_SHORTENED"]


def test_values_the_old_ttl_kept_and_the_new_one_expires_are_counted(monkeypatch, last_written):
    # 30 minutes after the last write: every value is older than NEW's 1 min, younger than v1's 1 h
    [message] = _finding(monkeypatch, max(last_written) + 30 * MINUTE)
    assert message.startswith("TTL is 1 min, was 1 h: a value last accessed 1 min to 1 h before it "
                              "is read after the restore expires, where the old job kept it")
    assert message.endswith("; 4 of the savepoint's 4 values are of that age now and expire if it is restored now")


def test_values_already_expired_under_the_old_ttl_are_not_lost_by_the_upgrade(monkeypatch, last_written):
    [message] = _finding(monkeypatch, min(last_written) + 2 * 60 * MINUTE)
    assert message.endswith("; 0 of the savepoint's 4 values are of that age now and expire if it is restored now")


def test_without_the_job_that_took_it_the_old_ttl_is_not_known(monkeypatch, last_written):
    assert _finding(monkeypatch, max(last_written) + 30 * MINUTE, old_query=False) == []
