"""JUnit XML: the verdict as a test report, for the test views of CI systems.

One ``<testsuite>`` per check (a transitive check has several). Every state of every
operator is a ``<testcase>`` (class name: the operator, name: the state), with the findings about that state and about its operator as
a whole (a removed operator fails each of its states); findings about a stateless operator,
or about the job, get a test case of their own. A test case fails when one of its findings is at or above the
check's ``fail-on`` level, so the test view fails exactly when the check does; findings
below it, and ignored ones, are kept in ``<system-out>``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import defaultdict

from flink_compat.compat.findings import Level

from ._text import visible
from ._view import STATUS_TEXT, operator_label

#: The test case name of findings about an operator as a whole (uid, parallelism, removal).
OPERATOR_CASE = "(operator)"
#: The class name of findings about the job as a whole.
JOB_CLASS = "(job)"


#: Characters XML 1.0 cannot carry at all, once controls are escapes: lone surrogates,
#: U+FFFE and U+FFFF (names come from the job, and may hold anything).
_NOT_XML = re.compile("[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _x(text) -> str:
    """Text from the job as XML can carry it, on one line: control characters as escapes
    (XML 1.0 forbids most of C0; CI views would show line breaks and ESC raw)."""
    return _NOT_XML.sub("\ufffd", visible(text))


def _fails(verdict, finding) -> bool:
    if finding.ignored or verdict.fail_on == "never":
        return False
    return finding.level.rank >= Level(verdict.fail_on).rank


def _line(finding) -> str:
    """A finding as lines of a test case's text: the line breaks are the report's own."""
    text = f"{finding.level.value} {finding.rule}: {_x(finding.message)}"
    if finding.ignored:
        text = f"ignored ({_x(finding.ignore_reason)}): {text}"
    return text + "".join(f"\n  - {_x(reason)}" for reason in finding.reasons)


def render_junit(verdict) -> str:
    """One ``<testsuite>`` of a check; a transitive check: one per check, named by its old side."""
    checks = getattr(verdict, "checks", None)
    if checks is None:
        suites = [_suite(verdict, f"flink-compat: {verdict.old.name} → {verdict.new.name}")]
    else:  # the old sides are often versions of one job, of one name: their locations tell them apart
        suites = [_suite(c, f"flink-compat: {c.old.location or c.old.name} → {c.new.location or c.new.name}")
                  for c in checks]
    root = ET.Element("testsuites", name="flink-compat", tests=str(sum(int(s.get("tests")) for s in suites)),
                      failures=str(sum(int(s.get("failures")) for s in suites)))
    root.extend(suites)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"


def _suite(verdict, suite_name: str) -> ET.Element:
    by_subject: dict[tuple, list] = defaultdict(list)
    for f in verdict.findings:
        by_subject[(f.operator_id, f.state)].append(f)

    cases: list[tuple[str, str, str, list]] = []  # (class name, name, status line, findings)
    reported = {op.id for op in verdict.operators}
    for op in verdict.operators:
        if op.successor_id in reported and not by_subject.get((op.id, None)):
            continue  # an operator whose ID changed: its successor's test cases carry the findings
        label = operator_label(op)
        whole = by_subject.pop((op.id, None), [])  # a removed operator, a changed uid: every state is hit
        if whole and not op.states:
            cases.append((label, OPERATOR_CASE, op.status, whole))
        for state in op.states:
            status = STATUS_TEXT.get(state.status, state.status)
            cases.append((label, state.name, status, whole + by_subject.pop((op.id, state.name), [])))
    for (operator_id, state), findings in by_subject.items():  # the job, or subjects no report lists
        classname = findings[0].operator or operator_id or JOB_CLASS
        cases.append((classname, state or OPERATOR_CASE, "", findings))

    failures = sum(1 for *_, findings in cases if any(_fails(verdict, f) for f in findings))
    suite = ET.Element(
        "testsuite",
        name=_x(suite_name),
        tests=str(len(cases)),
        failures=str(failures),
        errors="0",
        skipped="0",
    )
    properties = ET.SubElement(suite, "properties")
    for name, value in (("verdict", verdict.verdict), ("fail-on", verdict.fail_on), ("policy", verdict.policy),
                        ("old", verdict.old.location), ("new", verdict.new.location)):
        ET.SubElement(properties, "property", name=name, value=_x(value))
    for classname, name, status, findings in cases:
        case = ET.SubElement(suite, "testcase", classname=_x(classname), name=_x(name), time="0")
        failing = [f for f in findings if _fails(verdict, f)]
        if failing:
            first = failing[0]
            failure = ET.SubElement(case, "failure", type=first.rule, message=" ".join(_x(first.message).split()))
            failure.text = "\n".join(_line(f) for f in failing)
        rest = [f for f in findings if not _fails(verdict, f)]
        if rest or status:
            out = ET.SubElement(case, "system-out")
            out.text = "\n".join(([status] if status else []) + [_line(f) for f in rest])
    return suite
