"""Every format shows a transitive check (``check OLD OLD ... NEW``): each check, in order."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter

import jsonschema
import pytest

from flink_compat.compat.policy import Ignore, Policy
from flink_compat.compat.verdict import TransitiveVerdict, worst_verdict
from flink_compat.reports import FORMATS, render
from flink_compat.reports.json_report import read_json_report

from .conftest import verdict_of
from .test_changes_first import _Page
from .test_golden import TRANSITIVE_OLDS, transitive_verdict
from .test_sarif import schema  # noqa: F401  (the official OASIS schema, a fixture)

OLD_LOCATIONS = [f"examples/{old}" for old in TRANSITIVE_OLDS]


@pytest.fixture(scope="module")
def transitive():
    return transitive_verdict()


def test_the_verdict_is_the_worst_and_fails_if_any_check_does(transitive):
    assert [c.verdict for c in transitive.checks] == ["compatible", "incompatible", "compatible"]
    assert transitive.verdict == "incompatible" and transitive.failed and transitive.exit_code == 1
    assert transitive.counts["error"] == sum(c.counts["error"] for c in transitive.checks) == 1
    assert [c.old.location for c in transitive.checks] == OLD_LOCATIONS


@pytest.mark.parametrize("verdicts,worst", [
    (["compatible", "migration-required"], "migration-required"),
    (["migration-required", "state-loss", "compatible"], "state-loss"),
    (["state-loss", "unknown"], "unknown"),  # as a single check ranks them: a failing error first
    (["unknown", "incompatible", "state-loss"], "incompatible"),
])
def test_worst_verdict_follows_the_ranking_of_a_single_check(verdicts, worst):
    assert worst_verdict(verdicts) == worst


def test_policy_warnings_are_those_of_every_check():
    """An ignore entry that matches a finding in one check is used: no warning."""
    policy = Policy(ignore=(Ignore(rule="STATE_SERIALIZER_INCOMPATIBLE", reason="r"),
                            Ignore(rule="NO_SUCH", reason="r")))
    checks = [verdict_of(old, "motion-alarm/v2", policy) for old in ("motion-alarm/v1", "motion-alarm/v3")]
    assert len(checks[0].policy_warnings) == 2 and len(checks[1].policy_warnings) == 1
    assert TransitiveVerdict.of(checks).policy_warnings == checks[1].policy_warnings


def test_text_each_check_under_its_heading_then_one_summary_line(transitive):
    text = render(transitive, "text")
    headings = [line for line in text.splitlines() if line.startswith("=== ")]
    assert headings == [f"=== {old} → examples/motion-alarm/v2 ===" for old in OLD_LOCATIONS]
    assert text.count("Verdict: ") == 3
    summary = " ".join(text.rsplit("\n\n", 1)[1].split())  # the last paragraph (it may wrap)
    assert summary == ("Transitive check of examples/motion-alarm/v2 against 3 old versions: INCOMPATIBLE (the worst); "
                       "fail-on error: FAILED (1 of 3 checks)")


def test_markdown_a_table_of_the_checks_then_each_check(transitive):
    markdown = render(transitive, "markdown")
    rows = [line for line in markdown.splitlines() if line.startswith("| ") and "`examples/" in line]
    assert [row.split("|")[2].strip() for row in rows] == [f"`{old}`" for old in OLD_LOCATIONS]
    assert ["incompatible" in row and "**failed**" in row for row in rows] == [False, True, False]
    headings = [line for line in markdown.splitlines() if line.startswith("#### ")]
    verdicts = ["compatible", "incompatible", "compatible"]
    assert [h.split(" ", 2)[2] for h in headings] == [
        f"`{old}` → `examples/motion-alarm/v2`: {v}" for old, v in zip(OLD_LOCATIONS, verdicts)
    ]


def test_json_holds_each_check_and_reads_back(transitive):
    text = render(transitive, "json")
    data = json.loads(text)
    assert [c["old"]["location"] for c in data["checks"]] == OLD_LOCATIONS
    assert all("serializers" in c for c in data["checks"])
    assert read_json_report(text) == transitive


def test_sarif_one_run_per_check(transitive, schema):  # noqa: F811
    log = json.loads(render(transitive, "sarif"))
    jsonschema.validate(log, schema)
    runs = log["runs"]
    assert [run["properties"]["old"] for run in runs] == OLD_LOCATIONS
    assert [len(run["results"]) for run in runs] == [len(c.findings) for c in transitive.checks]
    assert [r["ruleId"] for r in runs[1]["results"]] == ["STATE_SERIALIZER_INCOMPATIBLE"]
    # code scanning takes one run per tool and category: each run has its own
    assert len({run["automationDetails"]["id"] for run in runs}) == 3
    single = json.loads(render(transitive.checks[1], "sarif"))
    assert "automationDetails" not in single["runs"][0]


def test_junit_one_suite_per_check(transitive):
    root = ET.fromstring(render(transitive, "junit"))
    suites = root.findall("testsuite")
    assert [s.find("properties/property[@name='old']").get("value") for s in suites] == OLD_LOCATIONS
    assert len({s.get("name") for s in suites}) == 3  # one job's versions, told apart by location
    assert [int(s.get("failures")) > 0 for s in suites] == [c.failed for c in transitive.checks]
    assert int(root.get("tests")) == sum(int(s.get("tests")) for s in suites)
    assert int(root.get("failures")) == sum(int(s.get("failures")) for s in suites)


def test_html_one_page_summary_then_each_check_ids_unique(transitive):
    page = render(transitive, "html")
    parsed = _Page(page)
    assert [i for i, n in Counter(parsed.ids).items() if n > 1] == []
    assert set(parsed.links) <= set(parsed.ids), "a link leads nowhere"
    assert parsed.sections[0] == "checks"
    assert [i for i in parsed.ids if i.endswith("check")] == ["c1-check", "c2-check", "c3-check"]
    assert parsed.sections[1:4] == ["c1-findings", "c1-topology", "c1-states"]
    assert page.count("data-filter-root>") == 3  # each check filters its own table
    assert page.count("<script>") == 1 and "http://" not in page.replace("http://www.w3.org", "")


@pytest.mark.parametrize("fmt", sorted(FORMATS))
def test_every_format_renders_a_transitive_check(transitive, fmt):
    text = render(transitive, fmt)
    for old in OLD_LOCATIONS:
        assert old in text
