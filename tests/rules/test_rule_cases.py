"""Every rule, proven by table-driven cases (tests/rules/cases.py)."""

from __future__ import annotations

import pytest

from compat.check import check
from compat.findings import Level
from compat.policy import Policy
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


def test_allow_non_restored_state_changes_the_message():
    case = next(c for c in CASES if c.id == "stateful-operator-removed")
    strict = check(case.old(), case.new())
    lenient = check(case.old(), case.new(), Policy(allow_non_restored_state=True))
    assert "fails the restore" in strict.findings[0].message
    assert "dropped" in lenient.findings[0].message


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
