"""A state's status follows from every finding that affects it (compat.check.state_status).

Reports only render ``states[].status``; scripts and reviewers read those rows, so no row may
say ``compatible-as-is`` under an error about its operator.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from flink_compat.compat.check import check, state_status
from flink_compat.compat.findings import Finding, Level
from flink_compat.compat.policy import Policy
from flink_compat.compat.rules import RULES, drops_state
from flink_compat.compat.verdict import UNKNOWN_RULES

from ..rules.cases import CASES


def _finding(rule: str, state=None, level=None) -> Finding:
    return Finding(rule=rule, level=level or RULES[rule].level, message=rule, operator_id="ab" * 16, state=state)


@pytest.mark.parametrize("resolved,findings,policy,expected", [
    # Flink's resolution stands when nothing overrules it
    ("compatible-as-is", [], Policy(), "compatible-as-is"),
    ("migration-required", [_finding("STATE_MIGRATION_REQUIRED", "s")], Policy(), "migration-required"),
    # an operator-wide error that fails the restore fails every state of the operator
    ("compatible-as-is", [_finding("KEY_TYPE_CHANGED")], Policy(), "incompatible"),
    ("compatible-as-is", [_finding("MAX_PARALLELISM_CHANGED")], Policy(), "incompatible"),
    # Flink restores and reads the state as something else
    ("compatible-as-is", [_finding("SQL_STATE_MEANING_CHANGED")], Policy(), "misread"),
    ("migration-required", [_finding("SQL_STATE_MEANING_CHANGED")], Policy(), "misread"),
    # a state-level loss of part of the values: the state still migrates
    ("migration-required", [_finding("POJO_FIELD_LIKELY_RENAMED", "s")], Policy(), "migration-required"),
    # a state-level error whose rule says every value is read as something else
    ("compatible-as-is", [_finding("PYTHON_STATE_TYPE_MISREAD", "s")], Policy(), "misread"),
    ("compatible-as-is", [_finding("KRYO_STATE_ACROSS_FLINK_MAJOR", "s")], Policy(), "misread"),
    # ... and one where the new coder fails reading it
    ("compatible-as-is", [_finding("PYTHON_STATE_TYPE_CHANGED", "s")], Policy(), "incompatible"),
    ("compatible-as-is", [_finding("PYTHON_STATE_TYPE_MISREAD", "s"), _finding("KEY_TYPE_CHANGED")], Policy(),
     "incompatible"),
    # "cannot tell" is unknown, never compatible
    ("compatible-as-is", [_finding("STATE_NOT_DISCOVERED")], Policy(), "unknown"),
    ("compatible-as-is", [_finding("STATE_NOT_DISCOVERED"), _finding("KEY_TYPE_CHANGED")], Policy(), "incompatible"),
    # a renamed state: the old one is lost
    ("not-declared", [_finding("STATE_LIKELY_RENAMED", "s")], Policy(), "lost"),
    ("not-declared", [_finding("STATE_NOT_DECLARED", "s")], Policy(), "not-declared"),
    # structural statuses stay
    ("new", [_finding("KEY_TYPE_CHANGED")], Policy(), "new"),
    ("lost", [_finding("STATEFUL_OPERATOR_REMOVED")], Policy(), "lost"),
    # warnings and infos never change a status
    ("compatible-as-is", [_finding("KRYO_SERIALIZED_STATE", "s")], Policy(), "compatible-as-is"),
])
def test_state_status(resolved, findings, policy, expected):
    assert state_status(resolved, findings, policy) == expected


_RESOLVED = ["compatible-as-is", "compatible-reconfigured", "migration-required", "incompatible", "unknown",
             "not-declared"]


@given(st.sampled_from(_RESOLVED), st.lists(st.tuples(st.sampled_from(sorted(RULES)), st.booleans()), max_size=4),
       st.booleans())
def test_no_compatible_row_under_an_error(resolved, picked, allow_non_restored):
    policy = Policy(allow_non_restored_state=allow_non_restored)
    findings = [_finding(rule, None if operator_wide else "s") for rule, operator_wide in picked]
    status = state_status(resolved, findings, policy)
    errors = [f for f in findings if f.level is Level.ERROR]
    if any(f.state is None for f in errors) and resolved != "not-declared":
        assert status not in ("compatible-as-is", "compatible-reconfigured", "migration-required")
    if any(not drops_state(f.rule, policy) and f.rule not in UNKNOWN_RULES for f in errors):
        assert status == "incompatible"
    if not errors:
        assert status == resolved


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_rows_agree_with_findings(case):
    """Every rule case, rendered: no state row is compatible under an operator-wide error, and a
    row is incompatible exactly where an error that fails the restore names it or its operator."""
    policy = Policy(**case.policy)
    verdict = check(case.old(), case.new(), policy)
    errors = [f for f in verdict.findings if RULES[f.rule].level is Level.ERROR]
    for op in verdict.operators:
        wide = [f for f in errors if f.operator_id == op.id and f.state is None]
        for row in op.states:
            if wide and row.status not in ("lost", "new", "not-declared"):
                assert not row.status.startswith("compatible"), (op.id, row.name, row.status, [f.rule for f in wide])
            failing = [f for f in errors if f.operator_id == op.id and f.state in (None, row.name)
                       and not drops_state(f.rule, policy) and f.rule not in UNKNOWN_RULES]
            if failing and row.status not in ("lost", "new"):
                assert row.status == "incompatible", (op.id, row.name, row.status, [f.rule for f in failing])
            misread = [f for f in errors if f.operator_id == op.id and f.state == row.name and RULES[f.rule].misreads]
            if misread and not failing:
                assert row.status == "misread", (op.id, row.name, row.status, [f.rule for f in misread])
            if row.status in ("lost", "misread", "incompatible"):
                # a state the report shows as lost or misread is never part of a passing check
                assert verdict.verdict not in ("compatible", "migration-required"), (op.id, row.name, row.status)
