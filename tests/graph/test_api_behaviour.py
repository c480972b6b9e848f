"""The job-package API's window and key-selector declarations (graph/api.py): the descriptions the
bridge reads from a job JAR (Flink's class and field names), and what is left unknown."""

from __future__ import annotations

import pytest

from flink_compat.graph.api import (
    EventTimeSessionWindows,
    GlobalWindows,
    SlidingEventTimeWindows,
    StreamExecutionEnvironment,
    TumblingEventTimeWindows,
    TumblingProcessingTimeWindows,
    ValueStateDescriptor,
)
from flink_compat.graph.model import from_manifest, to_manifest
from flink_compat.graph.types import Types


def _window_op(assign, trigger=None, evictor=None):
    env = StreamExecutionEnvironment("job")
    w = env.from_source("src", Types.LONG).uid("src").key_by(Types.LONG).window(assign)
    if trigger is not None:
        w = w.trigger(trigger)
    if evictor is not None:
        w = w.evictor(evictor)
    w.process(Types.STRING).uid("window")
    return env.to_job_graph().operators[1]


@pytest.mark.parametrize("assigner, name, params, merging, event_time, trigger", [
    (TumblingEventTimeWindows(10_000), "TumblingEventTimeWindows",
     {"size": "10000", "globalOffset": "0", "windowStagger": "ALIGNED"}, False, True, "EventTimeTrigger"),
    (TumblingProcessingTimeWindows(5_000, offset_ms=1_000), "TumblingProcessingTimeWindows",
     {"size": "5000", "globalOffset": "1000", "windowStagger": "ALIGNED"}, False, False, "ProcessingTimeTrigger"),
    (SlidingEventTimeWindows(10_000, 5_000), "SlidingEventTimeWindows",
     {"size": "10000", "slide": "5000", "offset": "0"}, False, True, "EventTimeTrigger"),
    (EventTimeSessionWindows(3_000), "EventTimeSessionWindows", {"sessionTimeout": "3000"}, True, True,
     "EventTimeTrigger"),
    (GlobalWindows(), "GlobalWindows", {"defaultTrigger": "NeverTrigger"}, False, False, "NeverTrigger"),
])
def test_assigners_are_described_with_flinks_fields(assigner, name, params, merging, event_time, trigger):
    w = _window_op(assigner).window
    assert (w.assigner, w.parameters, w.merging, w.event_time, w.trigger, w.evictor) == \
        (name, params, merging, event_time, trigger, None)


def test_trigger_and_evictor_are_declared():
    w = _window_op(GlobalWindows(), trigger="CountTrigger(maxCount=3)", evictor="CountEvictor(doEvictAfter=false, maxCount=2)").window
    assert w.trigger == "CountTrigger(maxCount=3)" and w.evictor == "CountEvictor(doEvictAfter=false, maxCount=2)"


def test_count_window_is_flinks_purging_count_trigger():
    env = StreamExecutionEnvironment("job")
    env.from_source("src", Types.LONG).uid("src").key_by(Types.LONG).count_window(4).reduce().uid("w")
    w = env.to_job_graph().operators[1].window
    assert w.assigner == "GlobalWindows" and w.trigger == "PurgingTrigger(nestedTrigger=CountTrigger(maxCount=4))"


@pytest.mark.parametrize("assigner", [TumblingEventTimeWindows(), SlidingEventTimeWindows(10_000),
                                      EventTimeSessionWindows()])
def test_an_assigner_without_its_parameters_is_unknown(assigner):
    assert _window_op(assigner).window is None


@pytest.mark.parametrize("bad", [lambda: TumblingEventTimeWindows("10s"), lambda: _window_op(GlobalWindows(), trigger=""),
                                 lambda: _window_op(GlobalWindows(), evictor="a\nb"),
                                 lambda: StreamExecutionEnvironment("j").from_source("s", Types.LONG).key_by(Types.LONG, key=" ")])
def test_bad_declarations_are_rejected(bad):
    with pytest.raises(ValueError):
        bad()


def test_key_selector_is_declared_on_the_keyed_operators_only():
    env = StreamExecutionEnvironment("job")
    src = env.from_source("src", Types.TUPLE(Types.LONG, Types.LONG)).uid("src")
    counted = src.key_by(Types.LONG, key="userId").process("count", Types.STRING,
                                                          state=[ValueStateDescriptor("n", Types.LONG)]).uid("count")
    counted.map("after", Types.STRING).uid("after")
    src.key_by(Types.LONG).reduce().uid("undeclared")
    graph = env.to_job_graph()
    by_uid = {op.uid: op for op in graph.operators}
    assert by_uid["count"].key_selector.origin == "declared"
    assert by_uid["count"].key_selector.description == "`userId`"
    assert by_uid["after"].key_selector is None and by_uid["src"].key_selector is None
    assert by_uid["undeclared"].key_selector is None
    # the fields survive a manifest round trip; manifests without them still load
    assert from_manifest(to_manifest(graph)) == graph


def test_two_keyed_inputs_combine_their_selectors():
    env = StreamExecutionEnvironment("job")
    a = env.from_source("a", Types.LONG).uid("a").key_by(Types.LONG, key="x")
    b = env.from_source("b", Types.LONG).uid("b").key_by(Types.LONG, key="y")
    b_undeclared = env.from_source("c", Types.LONG).uid("c").key_by(Types.LONG)
    a.connect(b).process("both", Types.LONG).uid("both")
    a.connect(b_undeclared).process("half", Types.LONG).uid("half")
    by_uid = {op.uid: op for op in env.to_job_graph().operators}
    assert by_uid["both"].key_selector.description == "`x` / `y`"
    assert by_uid["half"].key_selector is None


def test_window_change_message_names_what_changed():
    from flink_compat.compat.check import check

    def job(assigner, trigger=None):
        env = StreamExecutionEnvironment("job")
        w = env.from_source("src", Types.LONG).uid("src").key_by(Types.LONG).window(assigner)
        if trigger is not None:
            w = w.trigger(trigger)
        w.process(Types.STRING).uid("window")
        return env.to_job_graph()

    size = check(job(TumblingEventTimeWindows(10_000)), job(TumblingEventTimeWindows(20_000)))
    assert [f.message.split(":")[0] for f in size.findings] == ["the window changes (TumblingEventTimeWindows size 10000 → 20000)"]
    trigger = check(job(GlobalWindows(), "CountTrigger(maxCount=3)"), job(GlobalWindows(), "CountTrigger(maxCount=5)"))
    assert "trigger CountTrigger(maxCount=3) → CountTrigger(maxCount=5)" in trigger.findings[0].message
    assert trigger.verdict == "state-loss"
