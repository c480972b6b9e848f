"""Every rule, proven by table-driven cases (tests/rules/cases.py)."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.findings import Level
from flink_compat.compat.policy import Ignore, Policy
from flink_compat.compat.rules import RULES, validate_registry

from .cases import CASES


def _found(verdict, infos: bool):
    return sorted(
        (f.rule, f.operator, f.state)
        for f in verdict.findings
        if infos or f.level is not Level.INFO
    )


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case(case):
    verdict = check(case.old(), case.new(), Policy(**case.policy))
    expected = sorted(case.expect)
    if case.infos:
        # Info findings listed must be there; everything above info must match exactly.
        assert set(expected) <= set(_found(verdict, infos=True))
        assert _found(verdict, infos=False) == sorted(e for e in expected if RULES[e[0]].level is not Level.INFO)
    else:
        assert _found(verdict, infos=False) == expected
    if case.verdict:
        assert verdict.verdict == case.verdict


def test_every_rule_has_a_case_that_fires_it():
    # Replay rules fire on a savepoint's data, not on two graphs: tests/replay covers them.
    fired = {rule for c in CASES for rule, _, _ in c.expect}
    assert sorted(r for r in set(RULES) - fired if RULES[r].scope != "replay") == []


def test_registry_is_valid():
    assert validate_registry() == []


@pytest.mark.parametrize("case_id", ["stateful-operator-removed", "uid-renamed", "no-uid-filter-inserted"])
def test_allow_non_restored_state_drops_the_state(case_id):
    """Without allowNonRestoredState an unmatched operator's state fails the restore; with it
    Flink starts and the state is gone: a state-loss verdict, every state of the old
    operator "lost", the findings still errors of the STATE_LOSS category."""
    case = next(c for c in CASES if c.id == case_id)
    strict = check(case.old(), case.new())
    lenient = check(case.old(), case.new(), Policy(allow_non_restored_state=True))
    assert strict.verdict == "incompatible" and lenient.verdict == "state-loss"
    dropping = [f for f in lenient.findings if RULES[f.rule].scope == "removed_operator"]
    assert dropping and all(f.level is Level.ERROR and RULES[f.rule].category == "STATE_LOSS" for f in dropping)
    assert all("Flink restores and drops the state of" in f.message for f in dropping)
    assert not any("Flink restores and drops" in f.message for f in strict.findings)
    assert lenient.failed and lenient.exit_code == 1
    gone = [s.status for op in lenient.operators if op.status in ("removed", "id-changed") for s in op.states]
    assert gone and set(gone) == {"lost"}


def test_allow_non_restored_state_follows_fail_on_severity_and_ignores():
    case = next(c for c in CASES if c.id == "uid-renamed")
    never = check(case.old(), case.new(), Policy(allow_non_restored_state=True, fail_on="never"))
    assert never.verdict == "state-loss" and not never.failed
    warned = check(case.old(), case.new(), Policy(allow_non_restored_state=True, severity={"UID_CHANGED": Level.WARNING}))
    assert not warned.failed and warned.verdict == "compatible"
    ignored = check(case.old(), case.new(), Policy(allow_non_restored_state=True, ignore=(
        Ignore(rule="UID_CHANGED", reason="the old counts are not needed"),)))
    assert not ignored.failed and ignored.verdict == "compatible"


def test_rules_skipped_for_unchanged_states_have_nothing_to_say_about_them():
    # check() skips state rules without on_unchanged for a state whose serializers are the
    # same objects and resolve AS_IS; prove they would not have fired.
    from flink_compat.compat.analysis import StatePair, Upgrade
    from flink_compat.compat.rules import rules_of

    for case in CASES:
        for build in (case.old, case.new):
            graph = build()
            up = Upgrade(graph, graph, Policy())
            for op in graph.operators:
                for state in op.states:
                    pair = StatePair(up, op, op, state, state)
                    if not pair.unchanged:
                        continue
                    for r in rules_of("state"):
                        if not r.on_unchanged:
                            assert not r.check(up, pair), (case.id, r.id, state.name)


def _renames(old_type, new_type):
    from .cases import keyed, value

    verdict = check(keyed(value(old_type))(), keyed(value(new_type))())
    return verdict, [f for f in verdict.findings if f.rule == "POJO_FIELD_LIKELY_RENAMED"]


def test_likely_renamed_field_message_says_what_is_lost():
    from .cases import POJO_FIELD_RENAMED, POJO_V1

    verdict, (finding,) = _renames(POJO_V1, POJO_FIELD_RENAMED)
    assert finding.level is Level.ERROR and RULES[finding.rule].category == "STATE_LOSS"
    assert finding.message == (
        'field "time" of POJO Alarm removed and "at" (Long) added: likely a rename — Flink restores and the '
        'values of "time" are lost'
    )
    # Flink restores after migrating the state: that is its status; the loss is the finding's.
    (state,) = [s for op in verdict.operators for s in op.states if s.name == "s"]
    assert state.status == "migration-required"
    assert finding.message in state.reasons
    assert verdict.failed


def test_likely_renamed_fields_with_several_candidates():
    from flink_compat.graph.types import Types

    old = Types.POJO("com.acme.Score", {"team": Types.STRING, "score": Types.INT, "bonus": Types.INT})
    new = Types.POJO("com.acme.Score", {"team": Types.STRING, "points": Types.INT, "extra": Types.INT})
    _, findings = _renames(old, new)
    messages = sorted(f.message for f in findings)
    assert len(messages) == 2
    assert messages[0].startswith('field "bonus" of POJO Score removed and "extra" or "points" (Int) added')
    assert messages[1].startswith('field "score" of POJO Score removed and "extra" or "points" (Int) added')


def test_likely_renamed_field_names_where_it_is_nested():
    from .cases import ROOM_ALARM_FIELD_RENAMED, ROOM_V1

    _, (finding,) = _renames(ROOM_V1, ROOM_ALARM_FIELD_RENAMED)
    assert finding.message.startswith('field alarm: field "time" of POJO Alarm removed and "at" (Long) added')


def test_likely_renamed_field_with_a_savepoint_as_the_old_side():
    """The old POJO decoded from a real savepoint (Flink 2.3: ValueState<fidelity.Reading>
    with fields id and count): the new job renames count to total."""
    from flink_compat.graph.api import StreamExecutionEnvironment, ValueStateDescriptor
    from flink_compat.graph.loader import load
    from flink_compat.graph.types import Types
    from tests.fidelity._support import savepoint_dir

    reading = Types.POJO("fidelity.Reading", {"id": Types.LONG, "total": Types.LONG})
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend("hashmap")
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    events.key_by(Types.LONG).process("stateful", Types.LONG, state=[ValueStateDescriptor("s", reading)]).uid(
        "stateful").sink_to("sink").uid("sink")
    old = load(str(savepoint_dir("pojo-field-removed")))
    assert old.origin == "savepoint"
    verdict = check(old, env.to_job_graph())
    assert verdict.verdict == "state-loss"
    (finding,) = [f for f in verdict.findings if f.rule == "POJO_FIELD_LIKELY_RENAMED"]
    assert (finding.operator, finding.state) == ("stateful", "s")
    assert finding.message.startswith('field "count" of POJO Reading removed and "total" (Long) added')


def test_likely_renamed_avro_field_in_a_nested_record():
    from flink_compat.graph.types import Types

    def reading(fields):
        return Types.AVRO({"type": "record", "name": "Reading", "namespace": "com.acme", "fields": [
            {"name": "sensor", "type": "string"},
            {"name": "sample", "type": {"type": "record", "name": "Sample", "fields": fields}},
        ]}, "com.acme.Reading")

    old = reading([{"name": "value", "type": ["null", "long"], "default": None}])
    new = reading([{"name": "amount", "type": ["null", "long"], "default": None}])
    verdict, _ = _renames(old, new)
    (finding,) = [f for f in verdict.findings if f.rule == "AVRO_FIELD_LIKELY_RENAMED"]
    assert finding.message == (
        'field "value" of Avro record com.acme.Sample removed and "amount" (["null", "long"]) added: likely a '
        'rename — Flink restores and the values of "value" are lost'
    )
    assert verdict.verdict == "state-loss"
