"""One self-contained HTML page for reviewers (jinja2; inline CSS, JS and SVG; no network).

The verdict first; the topology of old and new side by side; a table of operators and
states, filterable by verdict, with old and new serializer trees side by side and the
differing nodes marked; each finding with its rule, why it matters, the fix and a link
to the rule's docs; the replay results when the verdict carries them.

Templates are package data (``reports/templates``); ``{% block replay_results %}`` is the
place for the Spark replay's per-state results.
"""

from __future__ import annotations

import re
from functools import lru_cache
from importlib.resources import files

from markupsafe import Markup, escape

from . import _view


@lru_cache(maxsize=1)
def _environment():
    from jinja2 import Environment, StrictUndefined, select_autoescape

    env = Environment(
        autoescape=select_autoescape(default=True, default_for_string=True),
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )
    env.filters["code"] = _inline_code
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
    )
    return env


_CODE = re.compile(r"`([^`]+)`")


def _inline_code(text: str) -> Markup:
    """Escape ``text`` and show its `backticked` parts as code (rule docs use them)."""
    return Markup(_CODE.sub(lambda m: f"<code>{m.group(1)}</code>", str(escape(text))))


def _asset(name: str) -> str:
    return (files(f"{__package__}.templates") / name).read_text(encoding="utf-8")


def render_html(verdict) -> str:
    env = _environment()
    template = env.from_string(_asset("report.html.j2"))
    index = _view.OperatorIndex(verdict)
    operators = [op for op in verdict.operators if op.states]
    stateless = [op for op in verdict.operators if not op.states]
    return template.render(
        v=verdict,
        css=_asset("report.css"),
        js=_asset("report.js"),
        graphs=[_view.draw_graph(verdict, "old", index), _view.draw_graph(verdict, "new", index)],
        index=index,
        operators=operators,
        stateless=stateless,
        status_counts=_view.state_status_counts(verdict),
        counts_line=_view.counts_line(verdict.counts),
        active=[f for f in verdict.findings if not f.ignored],
        ignored=[f for f in verdict.findings if f.ignored],
        replay_rows=_view.replay_results(verdict),
        replay_keys=list(dict.fromkeys(k for row in _view.replay_results(verdict) for k in row)),
        version=_view.tool_version(),
    )
