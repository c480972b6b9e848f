"""One self-contained HTML page for reviewers (jinja2; inline CSS, JS and SVG; no network).

The verdict first; each finding with its rule, why it matters, the fix and a link to the
rule's docs; the topology of old and new side by side; a table of the operators and
states that changed (``show_all``: of all), filterable by verdict, with old and new
serializer trees side by side and the differing nodes marked; the replay results when
the verdict carries them. A transitive check: a table of its checks, then each check.

Templates are package data (``reports/templates``). Every value the template prints is
escaped for HTML (autoescape) after its control characters became escapes
(:func:`_finalize`); the SQL statements of a plan keep their lines (``|lines``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from typing import Any, Optional

from markupsafe import Markup, escape

from . import _view
from ._text import visible


@lru_cache(maxsize=1)
def _environment():
    from jinja2 import Environment, StrictUndefined, select_autoescape

    env = Environment(
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        finalize=_finalize,
    )
    env.filters["code"] = _inline_code
    env.filters["lines"] = _lines
    env.globals.update(
        STATUS_TEXT=_view.STATUS_TEXT,
        STATUS_TONE=_view.STATUS_TONE,
        STATUSES=_view.STATUSES,
        VERDICT_TEXT=_view.VERDICT_TEXT,
        VERDICT_TONE=_view.VERDICT_TONE,
        VERDICT_SENTENCE=_view.VERDICT_SENTENCE,
        OPERATOR_STATUS_TEXT=_view.OPERATOR_STATUS_TEXT,
        LEVELS=_view.LEVELS,
        NODE_W=_view.NODE_W,
        NODE_H=_view.NODE_H,
        plural=_view.plural,
        operator_label=_view.operator_label,
        finding_where=_view.finding_where,
        rule_of=_view.rule_of,
        serializer_trees=_view.serializer_trees,
        statement_title=_view.statement_title,
    )
    return env


def _finalize(value):
    """Each printed value: a text's control characters as escapes (names come from the jobs);
    markup the template or a filter built (already safe) as it is."""
    return value if isinstance(value, Markup) else visible(value)


def _lines(text: str) -> Markup:
    """A text with lines of its own (a SQL statement, in a ``<pre>``): escaped, its line
    breaks and tabs kept, its other control characters as escapes."""
    return escape(visible(text, lines=True))


_CODE = re.compile(r"`([^`]+)`")


def _inline_code(text: str) -> Markup:
    """Escape ``text`` and show its `backticked` parts as code (rule docs use them)."""
    return Markup(_CODE.sub(lambda m: f"<code>{m.group(1)}</code>", str(escape(text))))


@lru_cache(maxsize=1)
def _template():
    """The page's template, compiled once (compiling takes ten times as long as rendering)."""
    return _environment().from_string(_asset("report.html.j2"))


def _asset(name: str) -> str:
    return (files(f"{__package__}.templates") / name).read_text(encoding="utf-8")


@dataclass
class _CheckView:
    """What the template shows of one check; ``prefix`` keeps element IDs unique on a page of several."""

    v: Any
    prefix: str
    graphs: list
    index: _view.OperatorIndex
    operators: list  # (operator report, its states shown), operators with states shown
    stateless: list  # operators without state shown
    hidden: Optional[str]
    status_counts: dict
    counts_line: str
    active: list
    ignored: list
    replay_rows: list
    replay_keys: list
    #: A SQL job's plan (:func:`_view.sql_plan`): its rows, each with the ID of its row in the
    #: table of states (``state_anchor``) when that table shows the operator.
    plan: list


def _check_view(verdict, prefix: str, show_all: bool) -> _CheckView:
    index = _view.OperatorIndex(verdict)
    shown = _view.shown_operators(verdict, show_all)
    graphs = [_view.draw_graph(verdict, "old", index), _view.draw_graph(verdict, "new", index)]
    with_rows = {op.id for op, states in shown.operators if states}
    plan = _view.sql_plan(verdict, index)
    for row in plan:
        row.state_anchor = f"{prefix}op-{row.report.id}" if row.report is not None and row.report.id in with_rows else None
    in_plan = {op_id: f"{prefix}plan-{row.id}" for row in plan for op_id in (row.old_id, row.new_id) if op_id}
    for g in graphs:  # link to the operator's row: of the plan (a SQL job), else of the states, if shown
        for node in g.nodes:
            target = node.anchor.removeprefix("op-") if node.anchor else None
            node.anchor = in_plan.get(node.id) or (f"{prefix}op-{target}" if target in with_rows else None)
    replay_rows = _view.replay_results(verdict)
    return _CheckView(
        v=verdict,
        prefix=prefix,
        graphs=graphs,
        index=index,
        operators=[(op, states) for op, states in shown.operators if states],
        stateless=[op for op, _ in shown.operators if not op.states],
        hidden=shown.hidden_text(stateless=True),
        status_counts=_view.state_status_counts(s for _, states in shown.operators for s in states),
        counts_line=_view.counts_line(verdict.counts),
        active=[f for f in verdict.findings if not f.ignored],
        ignored=[f for f in verdict.findings if f.ignored],
        replay_rows=replay_rows,
        replay_keys=list(dict.fromkeys(k for row in replay_rows for k in row)),
        plan=plan,
    )


def render_html(verdict, show_all: bool = False) -> str:
    """One page: of one check, or of a transitive check (a summary, then each check, its
    element IDs prefixed ``c1-``, ``c2-`` ...)."""
    checks = getattr(verdict, "checks", None)
    return _template().render(
        v=verdict,
        checks=[_check_view(c, f"c{i}-", show_all) for i, c in enumerate(checks, 1)] if checks is not None
        else [_check_view(verdict, "", show_all)],
        transitive=checks is not None,
        css=_asset("report.css"),
        js=_asset("report.js"),
        version=_view.tool_version(),
    )
