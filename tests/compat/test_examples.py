"""The bundled examples (the seeds' own scenarios): their verdicts and golden reports."""

from __future__ import annotations

import json

import pytest

from flink_compat.compat.check import check
from flink_compat.demo import PACKAGE_SCENARIOS as SCENARIOS
from flink_compat.graph.loader import load
from flink_compat.reports import render
from tests.conftest import EXAMPLES, assert_golden

EXPECTED = {
    ("motion-alarm/v1", "motion-alarm/v2"): ("compatible", set()),
    ("motion-alarm/v1", "motion-alarm/v3"): ("incompatible", {"STATE_SERIALIZER_INCOMPATIBLE"}),
    ("motion-alarm/v1", "motion-alarm/v4"): ("incompatible", {"STATE_SERIALIZER_INCOMPATIBLE"}),
    ("alarm-state-pojo/v1", "alarm-state-pojo/v2"): ("migration-required", {"STATE_MIGRATION_REQUIRED"}),
    ("alarm-state-pojo/v1", "alarm-state-pojo/v3-field-renamed"): (
        "state-loss", {"STATE_MIGRATION_REQUIRED", "POJO_FIELD_LIKELY_RENAMED"}),
    ("motion-alarm/v1", "motion-alarm/v5"): ("incompatible", {"STATEFUL_OPERATOR_REMOVED"}),
    ("temperature-alert/v1", "temperature-alert/v2-key-type"): ("incompatible", {"KEY_TYPE_CHANGED"}),
    ("temperature-alert/v1", "temperature-alert/v3-map-state"): ("incompatible", {"STATE_KIND_CHANGED"}),
    ("event-count/v1", "event-count/v2"): ("incompatible", {"INTERNAL_STATE_CHANGED"}),
    ("no-uids/v1", "no-uids/v2"): ("incompatible", {"GENERATED_ID_CHANGED"}),
}

_loaded: dict = {}


def _load(name):
    if name not in _loaded:
        _loaded[name] = load(EXAMPLES / name)
    return _loaded[name]


@pytest.mark.parametrize("old,new,what", SCENARIOS, ids=[f"{o}->{n}" for o, n, _ in SCENARIOS])
def test_demo_scenario(old, new, what):
    verdict = check(_load(old), _load(new))
    expected_verdict, expected_rules = EXPECTED[(old, new)]
    assert verdict.verdict == expected_verdict
    assert {f.rule for f in verdict.findings if f.level.value in ("error", "migration")} == expected_rules


def test_every_scenario_has_an_expectation():
    assert {(o, n) for o, n, _ in SCENARIOS} == set(EXPECTED)


@pytest.mark.parametrize("old,new", [("motion-alarm/v1", "motion-alarm/v3"), ("no-uids/v1", "no-uids/v2"),
                                     ("alarm-state-pojo/v1", "alarm-state-pojo/v2"),
                                     ("alarm-state-pojo/v1", "alarm-state-pojo/v3-field-renamed")])
def test_golden_reports(old, new):
    verdict = check(_load(old), _load(new))
    stem = f"{old.replace('/', '_')}__{new.replace('/', '_')}"
    assert_golden(f"{stem}.txt", render(verdict, "text"))
    assert_golden(f"{stem}.json", render(verdict, "json"))
    json.loads(render(verdict, "json"))
