"""Every rule, proven by table-driven cases (tests/rules/cases.py)."""

from __future__ import annotations

import pytest

from compat.check import check
from compat.findings import Level
from compat.policy import Ignore, Policy
from compat.rules import RULES, validate_registry

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
    from compat.analysis import StatePair, Upgrade
    from compat.rules import rules_of

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
