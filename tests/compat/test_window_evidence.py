"""WINDOW_CHANGED against a savepoint: what the old window state shows (compat/window_evidence.py).

The committed savepoint of tests/fidelity window-reduce-to-process (10 s tumbling event-time
windows [0, 10000) and [10000, 20000), never fired) is read as Flink 2.3 wrote it; the v1
savepoints of the window fidelity scenarios are used when a local fidelity run left them in
/tmp/fid-work (copied: a savepoint is never written), and their tests skip otherwise.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from flink_compat import savepoint
from flink_compat.compat.check import check
from flink_compat.compat.window_evidence import (
    WindowEvidence,
    read_evidence,
    unseen,
    window_changes,
    window_start_with_offset,
)
from flink_compat.graph.api import (
    EventTimeSessionWindows,
    SlidingEventTimeWindows,
    StreamExecutionEnvironment,
    TumblingEventTimeWindows,
    TumblingProcessingTimeWindows,
)
from flink_compat.graph.from_savepoint import graph_of_savepoint
from flink_compat.graph.model import WindowSpec
from flink_compat.graph.types import Types

ROOT = Path(__file__).resolve().parents[2]
TUMBLING_10S = ROOT / "tests/fidelity/savepoints/window-reduce-to-process/v1"
FIDELITY_WORK = Path("/tmp/fid-work")


def tumbling(size, offset=0, stagger="ALIGNED", trigger="EventTimeTrigger", event_time=True):
    name = "TumblingEventTimeWindows" if event_time else "TumblingProcessingTimeWindows"
    return WindowSpec(assigner=name, parameters={"size": str(size), "globalOffset": str(offset), "windowStagger": stagger},
                      event_time=event_time, trigger=trigger)


def sliding(size, slide, offset=0):
    return WindowSpec(assigner="SlidingEventTimeWindows", parameters={"size": str(size), "slide": str(slide),
                      "offset": str(offset)}, event_time=True, trigger="EventTimeTrigger")


SESSION = WindowSpec(assigner="EventTimeSessionWindows", parameters={"sessionTimeout": "5000"}, merging=True,
                     event_time=True, trigger="EventTimeTrigger")

# (case, new window, the phrase expected in the first change or None: no change)
TUMBLING_10S_CASES = [
    ("same-window", tumbling(10_000), None),
    ("size-doubled", tumbling(20_000), "[0, 10000) (a window timer, key group 19) is not a window of "
                                       "TumblingEventTimeWindows(globalOffset=0, size=20000"),
    ("offset-added", tumbling(10_000, offset=2_000), "[0, 10000)"),
    # An offset of a whole size makes the same windows ((globalOffset + stagger) % size).
    ("offset-of-a-whole-size", tumbling(10_000, offset=10_000), None),
    # A random stagger is chosen at the first record: only the size can be checked.
    ("random-stagger-same-size", tumbling(10_000, stagger="RANDOM"), None),
    ("random-stagger-other-size", tumbling(5_000, stagger="RANDOM"), "is not a window of"),
    ("sliding-makes-them", sliding(10_000, 5_000), None),
    ("sliding-misaligned", sliding(10_000, 3_000), "[10000, 20000)"),
    ("sliding-other-size", sliding(20_000, 10_000), "[0, 10000)"),
    ("processing-time", tumbling(10_000, trigger="ProcessingTimeTrigger", event_time=False),
     "event time → processing time"),
    ("sessions", SESSION, "non-merging → merging windows"),
    ("count-trigger-added", tumbling(10_000, trigger="CountTrigger(maxCount=3)"), "the savepoint has no count"),
    # A job's own trigger may keep a state named "count": nothing is said of it.
    ("job-trigger", tumbling(10_000, trigger="com.example.MyTrigger(maxCount=3)"), None),
]


@pytest.fixture(scope="module")
def tumbling_view():
    sp = savepoint.open(str(TUMBLING_10S))
    try:
        yield sp.operator("window")
    finally:
        sp.close()


@pytest.mark.parametrize("case,new,expected", TUMBLING_10S_CASES, ids=[c[0] for c in TUMBLING_10S_CASES])
def test_tumbling_10s_savepoint(tumbling_view, case, new, expected):
    changes = window_changes(read_evidence(tumbling_view, new), new)
    if expected is None:
        assert changes == []
    else:
        assert changes and expected in changes[0], changes


def test_java_window_start_arithmetic():
    # Java's % keeps the dividend's sign: negative timestamps still start at a multiple of size.
    assert window_start_with_offset(-1, 0, 10_000) == -10_000
    assert window_start_with_offset(-10_000, 0, 10_000) == -10_000
    assert window_start_with_offset(12_345, 2_000, 10_000) == 12_000
    assert window_start_with_offset(1_999, 2_000, 10_000) == -8_000


def test_empty_window_state_says_nothing(tumbling_view):
    # The source has no window contents: nothing can be said.
    sp = tumbling_view.savepoint
    source = next(op for op in sp.metadata.operators if op.uid != "window" and sp.operator(op.operator_id).has_keyed_state
                  is False)
    ev = read_evidence(sp.operator(source.operator_id), tumbling(20_000))
    assert not ev.has_contents and window_changes(ev, tumbling(20_000)) == []


def _window_job(assigner):
    env = StreamExecutionEnvironment("job")
    src = env.from_source("Source", Types.TUPLE(Types.STRING, Types.LONG)).uid("source")
    src.key_by(Types.STRING).window(assigner).reduce().uid("window").print().uid("sink")
    return env.to_job_graph()


@pytest.mark.parametrize("assigner,fires", [
    (TumblingEventTimeWindows(10_000), False),
    (TumblingEventTimeWindows(20_000), True),
    (SlidingEventTimeWindows(10_000, 5_000), False),
    (TumblingProcessingTimeWindows(10_000), True),
    # A window the package does not declare fully is unknown: nothing is said.
    (TumblingEventTimeWindows(), False),
], ids=["same", "size-doubled", "sliding-aligned", "processing-time", "size-not-declared"])
def test_check_against_the_savepoint(assigner, fires):
    verdict = check(graph_of_savepoint(str(TUMBLING_10S)), _window_job(assigner))
    found = [f for f in verdict.findings if f.rule == "WINDOW_CHANGED"]
    assert [f.operator for f in found] == (["window"] if fires else [])
    if fires:
        assert "the savepoint's windows do not match the new window" in found[0].message


def _fidelity_v1(tmp_path, scenario):
    src = FIDELITY_WORK / scenario / "v1-savepoint"
    if not (src / "_metadata").is_file():
        pytest.skip(f"no v1 savepoint of {scenario} in {FIDELITY_WORK} (run the fidelity scenario)")
    dst = tmp_path / scenario
    shutil.copytree(src, dst)
    return dst


@pytest.mark.parametrize("scenario,new,expected", [
    ("window-session-to-tumbling", TumblingEventTimeWindows(10_000), "merging → non-merging windows"),
    ("window-session-to-tumbling", EventTimeSessionWindows(5_000), None),
    ("window-tumbling-size-changed", TumblingEventTimeWindows(20_000), "[10000, 20000)"),
    ("window-tumbling-size-changed", TumblingEventTimeWindows(10_000), None),
], ids=["session-to-tumbling", "session-kept", "size-changed", "size-kept"])
def test_fidelity_savepoints(tmp_path, scenario, new, expected):
    location = _fidelity_v1(tmp_path, scenario)
    spec = new.spec(None, None)
    sp = savepoint.open(str(location))
    try:
        changes = window_changes(read_evidence(sp.operator("window"), spec), spec)
    finally:
        sp.close()
    if expected is None:
        assert changes == []
    else:
        assert changes and expected in changes[0], changes


# --------------------------------------------------------------- the job that took the savepoint


def _keyed_window_job(assigner, key=None):
    """The shape of the window-reduce-to-process jobs as a job package (uids events, window)."""
    env = StreamExecutionEnvironment("job")
    src = env.from_source("Source", Types.TUPLE(Types.STRING, Types.LONG)).uid("events")
    src.key_by(Types.STRING, key=key).window(assigner).reduce().uid("window").print().uid("sink")
    return env.to_job_graph()


def _rules(verdict, *rules):
    return sorted((f.rule, f.operator) for f in verdict.findings if f.rule in rules)


RULES_OF_THE_OLD_JOB = ("KEY_SELECTOR_CHANGED", "KEY_SELECTOR_UNCHECKED", "WINDOW_CHANGED", "WINDOW_UNCHECKED")


@pytest.mark.parametrize("old_job,new_job,expected", [
    # No old job: the key selector is not checked (a warning), the window is read from the savepoint,
    # and what its windows cannot show (the trigger, the evictor; a slide) is not checked (a warning).
    (None, (TumblingEventTimeWindows(10_000), "f0"), [("KEY_SELECTOR_UNCHECKED", None), ("WINDOW_UNCHECKED", "window")]),
    (None, (TumblingEventTimeWindows(20_000), "f0"), [("KEY_SELECTOR_UNCHECKED", None), ("WINDOW_CHANGED", "window")]),
    (None, (SlidingEventTimeWindows(10_000, 5_000), "f0"),
     [("KEY_SELECTOR_UNCHECKED", None), ("WINDOW_UNCHECKED", "window")]),
    # The old job says both: the selector and window are compared with its own.
    ((TumblingEventTimeWindows(10_000), "f0"), (TumblingEventTimeWindows(10_000), "f0"), []),
    ((TumblingEventTimeWindows(10_000), "f0"), (TumblingEventTimeWindows(10_000), "f1"),
     [("KEY_SELECTOR_CHANGED", "window")]),
    ((TumblingEventTimeWindows(10_000), "f0"), (TumblingEventTimeWindows(20_000), "f0"), [("WINDOW_CHANGED", "window")]),
    # An old job that does not declare its window: the savepoint's windows still tell.
    ((TumblingEventTimeWindows(), "f0"), (TumblingEventTimeWindows(20_000), "f0"), [("WINDOW_CHANGED", "window")]),
], ids=["no-old-job", "no-old-job-size-doubled", "no-old-job-made-sliding", "same", "key-moved", "size-doubled", "old-window-undeclared"])
def test_the_job_that_took_the_savepoint(old_job, new_job, expected):
    old_query = _keyed_window_job(*old_job) if old_job else None
    verdict = check(graph_of_savepoint(str(TUMBLING_10S)), _keyed_window_job(*new_job), old_query=old_query)
    assert _rules(verdict, *RULES_OF_THE_OLD_JOB) == expected


def test_an_old_job_without_the_savepoints_operators_is_refused():
    from flink_compat.graph.errors import LoadError

    env = StreamExecutionEnvironment("job")
    env.from_source("Source", Types.TUPLE(Types.STRING, Types.LONG)).uid("events").print().uid("sink")
    with pytest.raises(LoadError, match="has no operator 01203aa9a12dc1ec725e03853dd7c8f2 .* not the job that took"):
        check(graph_of_savepoint(str(TUMBLING_10S)), _keyed_window_job(TumblingEventTimeWindows(10_000)),
              old_query=env.to_job_graph())
    with pytest.raises(LoadError, match="a savepoint, not the job that took one"):
        check(graph_of_savepoint(str(TUMBLING_10S)), _keyed_window_job(TumblingEventTimeWindows(10_000)),
              old_query=graph_of_savepoint(str(TUMBLING_10S)))


# What each trace of the old window says, when the savepoint shows it (the scan itself is tested above).
def _ev(**kw):
    return WindowEvidence(**{"has_contents": True, "time_windows": True, **kw})


@pytest.mark.parametrize("evidence,new,expected", [
    (_ev(count_state=True, event_timers=2), tumbling(10_000), ["a CountTrigger's count is in the savepoint"]),
    (_ev(count_state=True, event_timers=2), tumbling(10_000, trigger="PurgingTrigger(nestedTrigger=CountTrigger(maxCount=3))"), []),
    (_ev(processing_timers=2), tumbling(10_000), ["processing time → event time"]),
    (_ev(processing_timers=2), tumbling(10_000, trigger="ProcessingTimeTrigger", event_time=False), []),
    # Timers in both queues (a trigger of the other domain), or a scan stopped early: no time domain.
    (_ev(event_timers=1, processing_timers=1), tumbling(10_000, event_time=False, trigger="ProcessingTimeTrigger"), []),
    (_ev(processing_timers=2, complete=False), tumbling(10_000), []),
    # No window contents, or state that did not read: nothing is said.
    (_ev(has_contents=False, merging=True), tumbling(10_000), []),
    (_ev(merging=True, unreadable="truncated"), tumbling(10_000), []),
], ids=["count-dropped", "count-kept", "processing-to-event", "processing-kept", "both-domains", "scan-stopped",
        "no-contents", "unreadable"])
def test_what_the_traces_say(evidence, new, expected):
    changes = window_changes(evidence, new)
    assert len(changes) == len(expected) and all(e in c for e, c in zip(expected, changes)), changes


@pytest.mark.parametrize("evidence,new,expected", [
    (_ev(event_timers=2), tumbling(10_000), ["trigger", "evictor"]),
    (_ev(event_timers=2), tumbling(10_000, stagger="RANDOM"), ["stagger", "trigger", "evictor"]),
    (_ev(event_timers=2), sliding(10_000, 2_500), ["slide (any multiple of 2500 ms", "trigger", "evictor"]),
    (_ev(merging=True, event_timers=2), SESSION, ["session gap", "trigger", "evictor"]),
    (_ev(count_state=True), tumbling(10_000, trigger="CountTrigger(maxCount=3)"), ["trigger count", "evictor"]),
    (_ev(), WindowSpec(assigner="com.example.DayWindows", trigger="EventTimeTrigger", event_time=True),
     ["assigner (com.example.DayWindows's windows are not known", "trigger", "evictor"]),
    # No window contents: nothing restored to be misread. State that did not read: nothing was checked.
    (_ev(has_contents=False), sliding(10_000, 2_500), []),
    (_ev(unreadable="truncated"), tumbling(10_000), ["window (its window state did not read: truncated)"]),
], ids=["tumbling", "staggered", "sliding", "session", "count-trigger", "own-assigner", "no-contents", "unreadable"])
def test_what_the_windows_cannot_show(evidence, new, expected):
    """WINDOW_UNCHECKED's phrases: what of the old window a savepoint whose windows show no change
    cannot tell (window-sliding-slide-halved, window-tumbling-to-sliding-same-size and
    window-session-gap-shrunk: Flink restores and misreads)."""
    phrases = unseen(evidence, new)
    assert len(phrases) == len(expected) and all(p.startswith(e) for e, p in zip(expected, phrases)), phrases
