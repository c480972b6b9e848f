"""The verdict model: trusted construction equals validated construction."""

from __future__ import annotations

from flink_compat.compat.findings import Finding, Level
from flink_compat.compat.verdict import StateReport, trusted
from flink_compat.graph.model import SourceLocation
from flink_compat.graph.types import Types


def test_trusted_construction_equals_validation():
    values = dict(
        name="s", kind="VALUE", internal=False, status="migration-required",
        old_serializer=Types.LONG, new_serializer=Types.TUPLE(Types.LONG), reasons=("r",),
        location=SourceLocation(file="job.py", line=3),
    )
    assert trusted(StateReport, **values) == StateReport(**values)
    assert set(values) == set(StateReport.model_fields)
    finding = dict(rule="X_Y", level=Level.ERROR, message="m", operator_id=None, operator=None, state=None,
                   location=None, old_location=None, reasons=(), ignored=False, ignore_reason=None)
    assert set(finding) == set(Finding.model_fields)
    built = trusted(Finding, **finding)
    assert built == Finding(**finding)
    assert built.model_dump_json() == Finding(**finding).model_dump_json()
    assert built.model_copy(update={"ignored": True}).ignored


def test_trusted_construction_fills_defaults_like_validation():
    from flink_compat.compat.verdict import OperatorReport

    partial = dict(id="0" * 32, status="added", name="x", states=())
    assert trusted(OperatorReport, **partial) == OperatorReport(**partial)
    assert trusted(OperatorReport, **partial).model_dump_json() == OperatorReport(**partial).model_dump_json()


def test_json_report_reads_back_into_the_same_verdict():
    from flink_compat.compat.check import check
    from flink_compat.reports.json_report import read_json_report, render_json
    from tests.rules.cases import CASES

    for case in CASES:
        verdict = check(case.old(), case.new())
        assert read_json_report(render_json(verdict)) == verdict, case.id
