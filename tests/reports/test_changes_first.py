"""Changes first (issue 11): text, Markdown and HTML show the findings before the tables, and
the tables show only the operators and states that changed, unless ``show_all`` (``--all``)."""

from __future__ import annotations

from html.parser import HTMLParser
from types import SimpleNamespace

import pytest

from flink_compat.compat.findings import Finding, Level
from flink_compat.compat.verdict import OperatorReport, StateReport
from flink_compat.graph.types import Types
from flink_compat.reports import render
from flink_compat.reports._view import shown_operators

from .conftest import verdict_of

LONG, STRING = Types.LONG, Types.STRING


def _state(name, status="compatible-as-is", old=LONG, new=LONG):
    return StateReport(name=name, kind="VALUE", status=status, old_serializer=old, new_serializer=new)


def _op(op_id, *states, status="matched"):
    return OperatorReport(id=op_id * 32, status=status, uid=f"op-{op_id}", states=states)


def _finding(op_id, state=None):
    return Finding(rule="SOME_RULE", level=Level.WARNING, message="m", operator_id=op_id * 32, state=state)


def _shown(operators, findings=(), show_all=False):
    shown = shown_operators(SimpleNamespace(operators=operators, findings=list(findings)), show_all)
    return {op.uid: [s.name for s in states] for op, states in shown.operators}, shown


def test_only_what_changed_is_shown():
    operators = [
        _op("a", _state("same"), _state("migrates", "migration-required")),
        _op("b", _state("same")),  # nothing changed: hidden
        _op("c", _state("same"), _state("other-type", old=LONG, new=STRING)),  # as is, yet another serializer
        _op("d", _state("named"), _state("same")),  # a finding about one state
        _op("e", _state("x"), _state("y")),  # a finding about the operator as a whole: all its states
        _op("f", _state("lost", "lost"), _state("lost-too", "lost"), status="removed"),
        _op("g", status="added"),  # without state, added
        _op("h"),  # without state, unchanged
    ]
    findings = [_finding("d", "named"), _finding("e")]
    shown, view = _shown(operators, findings)
    assert shown == {"op-a": ["migrates"], "op-c": ["other-type"], "op-d": ["named"], "op-e": ["x", "y"],
                     "op-f": ["lost", "lost-too"], "op-g": []}
    assert (view.hidden_states, view.hidden_stateless) == (4, 1)
    assert view.hidden_text() == "Not shown: 4 unchanged states (they restore as is)"
    assert view.hidden_text(stateless=True) == (
        "Not shown: 4 unchanged states (they restore as is), 1 unchanged operator without state")
    everything, all_view = _shown(operators, findings, show_all=True)
    assert everything == {op.uid: [s.name for s in op.states] for op in operators}
    assert all_view.hidden_text(stateless=True) is None


@pytest.fixture(scope="module")
def incompatible():
    """motion-alarm v1 → v3: alarm-eval/isActive is incompatible, sensor-source restores as is."""
    return verdict_of("motion-alarm/v1", "motion-alarm/v3")


def test_text_findings_first_then_what_changed(incompatible):
    text = render(incompatible, "text")
    assert text.index("Findings:") < text.index("┃Operator") < text.index("│alarm-eval")
    assert "SourceReaderState" not in text
    assert "Not shown: 1 unchanged state (it restores as is); --all shows everything." in text
    everything = render(incompatible, "text", show_all=True)
    assert everything.index("Findings:") < everything.index("SourceReaderState")
    assert "Not shown" not in everything


def test_markdown_findings_first_then_what_changed(incompatible):
    markdown = render(incompatible, "markdown")
    assert markdown.index("**Findings**") < markdown.index("| | Operator |")
    assert "SourceReaderState" not in markdown
    assert "Not shown: 1 unchanged state (it restores as is); `--all` shows everything." in markdown
    everything = render(incompatible, "markdown", show_all=True)
    assert "| ✅ | sensor-source | SourceReaderState (OPERATOR\\_LIST, internal) |" in everything
    assert "Not shown" not in everything


class _Page(HTMLParser):
    """Element IDs, internal links and tbody IDs of a page, in order."""

    def __init__(self, page: str):
        super().__init__()
        self.ids: list[str] = []
        self.links: list[str] = []
        self.sections: list[str] = []
        self.feed(page)

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "id" in attrs:
            self.ids.append(attrs["id"])
            if tag == "section":
                self.sections.append(attrs["id"])
        if tag == "a" and attrs.get("href", "").startswith("#"):
            self.links.append(attrs["href"][1:])
        if tag == "path" and "marker-end" in attrs:
            self.links.append(attrs["marker-end"].removeprefix("url(#").removesuffix(")"))


def test_html_findings_first_then_what_changed(incompatible):
    page = render(incompatible, "html")
    parsed = _Page(page)
    assert parsed.sections[:3] == ["findings", "topology", "states"]
    ops = [i for i in parsed.ids if i.startswith("op-")]
    assert len(ops) == 1  # alarm-eval; sensor-source is unchanged
    assert "SourceReaderState" not in page
    assert "Not shown: 1 unchanged state (it restores as is), 1 unchanged operator without state;" in page
    # no link leads nowhere: the topology links only to the operators the table shows
    assert set(parsed.links) <= set(parsed.ids)
    everything = _Page(render(incompatible, "html", show_all=True))
    assert len([i for i in everything.ids if i.startswith("op-")]) == 2
    assert set(everything.links) <= set(everything.ids)


@pytest.mark.parametrize("fmt", ["json", "sarif", "junit"])
def test_machine_formats_keep_everything(incompatible, fmt):
    text = render(incompatible, fmt)
    assert render(incompatible, fmt, show_all=True) == text
    if fmt != "sarif":  # SARIF holds findings only
        assert "SourceReaderState" in text
