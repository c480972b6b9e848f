"""docs/rules/: one generated page per rule, every section present, none stale."""

from __future__ import annotations

import pytest

from flink_compat.compat.rules import RULES, validate_registry
from flink_compat.reports import rule_docs
from tests.conftest import ROOT

DOCS = ROOT / "docs" / "rules"


def test_every_rule_declares_every_section():
    assert validate_registry() == []


@pytest.mark.parametrize("rule_id", list(RULES))
def test_page_has_every_section(rule_id):
    page = rule_docs.rule_page(RULES[rule_id])
    for section in rule_docs.SECTIONS:
        heading = f"## {section}\n\n"
        assert heading in page
        body = page.split(heading, 1)[1].split("\n\n", 1)[0]
        assert body.strip(), f"{rule_id}: empty section {section}"


def test_committed_pages_are_current():
    problems = rule_docs.problems(DOCS)
    assert not problems, "\n".join(problems) + "\nrun: python -m flink_compat.reports.rule_docs"


def test_help_uri_points_at_the_page():
    for rule in RULES.values():
        assert rule.help_uri.endswith(f"/docs/rules/{rule.id}.md")
        assert (DOCS / f"{rule.id}.md").is_file()


def test_check_mode_reports_a_stale_and_an_extra_page(tmp_path, capsys):
    assert rule_docs.main(["--output-dir", str(tmp_path)]) == 0
    assert rule_docs.main(["--output-dir", str(tmp_path), "--check"]) == 0
    first = next(iter(RULES))
    (tmp_path / f"{first}.md").write_text("edited by hand\n", encoding="utf-8")
    (tmp_path / "RETIRED_RULE.md").write_text("gone\n", encoding="utf-8")
    assert rule_docs.main(["--output-dir", str(tmp_path), "--check"]) == 1
    err = capsys.readouterr().err
    assert f"{first}.md: stale" in err and "RETIRED_RULE.md: no such rule" in err
    rule_docs.main(["--output-dir", str(tmp_path)])
    assert rule_docs.problems(tmp_path) == []
