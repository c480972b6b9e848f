"""Every overall verdict the checker can give is known to every renderer and documented."""

from __future__ import annotations

from typing import get_args

import pytest

from flink_compat.compat.verdict import OverallVerdict
from flink_compat.reports import _view, render
from flink_compat.reports.markdown import VERDICT_ICON
from flink_compat.reports.terminal import VERDICT_STYLE
from tests.conftest import ROOT

from .conftest import verdict_of

VERDICTS = get_args(OverallVerdict)


def test_state_loss_is_a_verdict():
    assert "state-loss" in VERDICTS


@pytest.mark.parametrize("verdict", VERDICTS)
def test_renderers_know_the_verdict(verdict):
    for table in (_view.VERDICT_TEXT, _view.VERDICT_TONE, _view.VERDICT_SENTENCE, VERDICT_ICON, VERDICT_STYLE):
        assert verdict in table
    report = verdict_of("motion-alarm/v1", "motion-alarm/v5").model_copy(update={"verdict": verdict})
    for fmt in ("text", "markdown", "html", "sarif", "json"):
        assert render(report, fmt)
    assert _view.VERDICT_TEXT[verdict] in render(report, "markdown")


@pytest.mark.parametrize("verdict", VERDICTS)
def test_the_verdict_is_documented(verdict):
    action = (ROOT / "action.yml").read_text(encoding="utf-8")
    outputs = action[action.index("outputs:"):]
    assert verdict in outputs[: outputs.index("failed:")]
    assert f"`{verdict}`" in (ROOT / "docs" / "report-format.md").read_text(encoding="utf-8")
    assert f"`{verdict}`" in (ROOT / "README.md").read_text(encoding="utf-8")
