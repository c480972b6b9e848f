"""The JSON report is valid under its own schema (``flink-compat schema --report``).

Every golden JSON report, the JSON report of every example pair the demo checks and a
transitive report are validated with Draft 2020-12 against the schema the CLI prints.
"""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout

import pytest
from jsonschema import Draft202012Validator

from flink_compat.cli import main
from flink_compat.demo import PACKAGE_SCENARIOS as SCENARIOS
from flink_compat.compat.policy import Policy
from flink_compat.compat.verdict import ReplayReport, ReplaySample, StateReplay, TransitiveVerdict
from flink_compat.reports import render
from tests.conftest import ROOT
from tests.fidelity._support import scenario_names, verdict_for

from .conftest import verdict_of

GOLDEN_REPORTS = sorted((ROOT / "tests" / "golden").glob("*.json"))


@pytest.fixture(scope="module")
def validator() -> Draft202012Validator:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["schema", "--report"]) == 0
    schema = json.loads(out.getvalue())
    Draft202012Validator.check_schema(schema)
    return Draft202012Validator(schema)


def _problems(validator, report: dict) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message[:200]}" for e in validator.iter_errors(report)]


def test_there_are_golden_reports():
    assert len(GOLDEN_REPORTS) >= 5


@pytest.mark.parametrize("path", GOLDEN_REPORTS, ids=[p.name for p in GOLDEN_REPORTS])
def test_golden_report_is_valid(validator, path):
    assert _problems(validator, json.loads(path.read_text(encoding="utf-8"))) == []


@pytest.mark.parametrize("old,new", [(o, n) for o, n, _ in SCENARIOS], ids=[f"{o}->{n}" for o, n, _ in SCENARIOS])
def test_example_report_is_valid(validator, old, new):
    assert _problems(validator, json.loads(render(verdict_of(old, new), "json"))) == []


def test_state_loss_report_is_valid(validator):
    """The verdict and the policy under allowNonRestoredState (motion-alarm v5 drops an operator)."""
    verdict = verdict_of("motion-alarm/v1", "motion-alarm/v5", Policy(allow_non_restored_state=True))
    report = json.loads(render(verdict, "json"))
    assert report["verdict"] == "state-loss" and report["allow_non_restored_state"] is True
    assert _problems(validator, report) == []


@pytest.mark.parametrize("name", scenario_names())
def test_report_with_a_savepoint_as_the_old_side_is_valid(validator, name):
    """Serializer snapshots decoded from real savepoints (tests/fidelity), every family they hold."""
    verdict = verdict_for(name, "savepoint")
    assert _problems(validator, json.loads(render(verdict, "json"))) == []


def test_report_with_a_replay_is_valid(validator):
    verdict = verdict_of("alarm-state-pojo/v1", "alarm-state-pojo/v2")
    sample = ReplaySample(key={"room": 3, "tags": [1, 2]}, value=None, error="cannot migrate", key_group=7, user_key="k")
    replay = ReplayReport(savepoint="file:///sp", master="local[2]", entries=3, failed=1, states=(
        StateReplay(operator_id="a" * 32, operator="alarm-eval", state="isActive", kind="VALUE", status="incompatible",
                    outcome="failed", entries=3, failed=1, samples=(sample,)),
    ))
    report = json.loads(render(verdict.model_copy(update={"replay": replay}), "json"))
    assert report["replay"]["states"][0]["samples"][0]["key"] == {"room": 3, "tags": [1, 2]}
    assert _problems(validator, report) == []


def test_schema_rejects_what_the_report_never_writes(validator):
    """The schema is not vacuous: a serializer reference must point into the table, a
    verdict must be one of the verdicts, the table must hold snapshots."""
    report = json.loads(render(verdict_of("motion-alarm/v1", "motion-alarm/v3"), "json"))
    bad_verdict = {**report, "verdict": "maybe"}
    assert _problems(validator, bad_verdict)
    bad_ref = json.loads(json.dumps(report))
    bad_ref["operators"][0]["states"][0]["old_serializer"] = {"$ref": "zero"}
    assert _problems(validator, bad_ref)
    bad_table = {**report, "serializers": [{"family": 3}]}
    assert _problems(validator, bad_table)
    assert "serializers" in validator.schema["$defs"]["Verdict"]["required"]


def _transitive_report() -> dict:
    """motion-alarm v2 against v1 (compatible), v3 (incompatible) and v5 (compatible: v2 adds
    the operator v5 removed, its state starts empty)."""
    checks = [verdict_of(old, "motion-alarm/v2") for old in ("motion-alarm/v1", "motion-alarm/v3", "motion-alarm/v5")]
    return json.loads(render(TransitiveVerdict.of(checks), "json"))


def test_transitive_report_is_valid(validator):
    report = _transitive_report()
    assert report["verdict"] == "incompatible" and report["failed"] is True
    assert [c["verdict"] for c in report["checks"]] == ["compatible", "incompatible", "compatible"]
    assert _problems(validator, report) == []


def test_schema_tells_the_two_forms_apart(validator):
    """oneOf: a report is a check or a transitive check, and each check of a transitive one
    is held to the schema of a check."""
    report = _transitive_report()
    bad_check = json.loads(json.dumps(report))
    del bad_check["checks"][1]["serializers"]
    assert _problems(validator, bad_check)
    assert _problems(validator, {**report, "checks": "none"})
    single = json.loads(render(verdict_of("motion-alarm/v1", "motion-alarm/v3"), "json"))
    assert _problems(validator, {**single, "checks": report["checks"]})  # both forms at once: neither
