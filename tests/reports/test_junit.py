"""JUnit XML: the CI test view fails exactly when the check does, and any name is safe XML."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from flink_compat.compat.check import check
from flink_compat.compat.policy import Ignore, Policy
from flink_compat.graph.model import from_manifest
from flink_compat.reports import render

from .conftest import verdict_of
from .test_golden import SCENARIOS


def _cases(xml: str):
    root = ET.fromstring(xml)
    suite = root.find("testsuite")
    return suite, suite.findall("testcase")


@pytest.mark.parametrize("fail_on", ["error", "migration", "warning", "info", "never"])
@pytest.mark.parametrize("old,new", SCENARIOS, ids=[f"{o}->{n}" for o, n in SCENARIOS])
def test_failures_iff_the_check_fails(old, new, fail_on):
    verdict = verdict_of(old, new, Policy(fail_on=fail_on))
    suite, cases = _cases(render(verdict, "junit"))
    failed = [c for c in cases if c.find("failure") is not None]
    assert bool(failed) == verdict.failed
    assert int(suite.get("failures")) == len(failed) and int(suite.get("tests")) == len(cases)
    # every failing finding is shown on some test case
    shown = {f.get("type") for c in failed for f in c.findall("failure")}
    assert shown <= {f.rule for f in verdict.findings}


def test_a_removed_operator_fails_each_of_its_states():
    verdict = verdict_of("motion-alarm/v1", "motion-alarm/v5")
    _, cases = _cases(render(verdict, "junit"))
    is_active = next(c for c in cases if c.get("name") == "isActive")
    assert is_active.get("classname") == "alarm-eval"
    assert is_active.find("failure").get("type") == "STATEFUL_OPERATOR_REMOVED"


def test_ignored_findings_do_not_fail_and_stay_visible():
    policy = Policy(ignore=(Ignore(rule="STATEFUL_OPERATOR_REMOVED", reason="retired on purpose"),))
    verdict = verdict_of("motion-alarm/v1", "motion-alarm/v5", policy)
    _, cases = _cases(render(verdict, "junit"))
    is_active = next(c for c in cases if c.get("name") == "isActive")
    assert is_active.find("failure") is None
    assert "ignored (retired on purpose)" in is_active.find("system-out").text


def test_hostile_names_give_well_formed_xml():
    hostile = 'x\x00\x1b[31m"<!--]]></testcase>&amp;\ud800'
    graph = {
        "name": hostile,
        "operators": [{"id": "0" * 32, "uid": hostile, "name": hostile, "states": [
            {"name": hostile, "kind": "VALUE", "value_serializer": {"snapshot_class": "org.apache.flink.api.common.typeutils.base.LongSerializer$LongSerializerSnapshot", "version": 3, "family": "simple"}},
        ]}],
    }
    old = from_manifest(graph)
    new = from_manifest({**graph, "operators": []})
    xml = render(check(old, new), "junit")
    suite, cases = _cases(xml)  # parses: nothing broke out
    assert cases and "\x00" not in xml and "\x1b" not in xml
