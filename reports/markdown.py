"""A compact Markdown summary for ``$GITHUB_STEP_SUMMARY`` or a pull-request comment.

The verdict first, then every finding with its rule (linked to the rule's docs) and the
fix to consider, then the states that changed (``show_all``: every state). GitHub-flavoured Markdown:
tables and ``<details>``.

Names of operators and states, type labels, messages and policy reasons come from the jobs:
every one goes through :func:`md_text` (as text) or :func:`md_code` (as a code span), so
``List<Long>`` shows as written and no name can open a link, an image, HTML or a table cell;
both show control characters as escapes (:func:`reports._text.visible`).
"""

from __future__ import annotations

import re

from ._text import visible
from ._view import (
    STATUS_TEXT,
    VERDICT_SENTENCE,
    VERDICT_TEXT,
    counts_line,
    finding_where,
    operator_label,
    plural,
    replay_results,
    rule_of,
    shown_operators,
)

VERDICT_ICON = {"compatible": "✅", "migration-required": "⚠️", "state-loss": "🗑️", "incompatible": "❌", "unknown": "❓"}
STATUS_ICON = {
    "compatible-as-is": "✅",
    "compatible-reconfigured": "✅",
    "migration-required": "⚠️",
    "incompatible": "❌",
    "unknown": "❓",
    "lost": "❌",
    "misread": "❌",
    "not-declared": "➖",
    "new": "🆕",
}
LEVEL_ICON = {"error": "❌", "migration": "⚠️", "warning": "⚠️", "info": "ℹ️"}


#: The characters that make Markdown (GitHub-flavoured: tables, strikethrough, math) of
#: plain text: emphasis, code, links and images, HTML and entities, table cells. Each is
#: backslash-escaped, which CommonMark allows for any ASCII punctuation.
_MARKDOWN_SPECIAL = re.compile(r"([\\`*_\[\]<>&!|~$])")
_BACKTICKS = re.compile(r"`+")
#: What GitHub turns into a link without any Markdown: URLs (``https://``, ``www.``), e-mail
#: addresses and @mentions (which also notify). A word joiner (U+2060, invisible) after
#: their first character breaks the pattern.
_AUTOLINK = re.compile(r"(?<=:)(?=//)|(?<=\bwww)(?=\.)|(?<=@)(?=[\w-])", re.IGNORECASE)
#: What makes a line a heading, quote, list item or setext underline when it starts it.
_BLOCK_START = re.compile(r"^(?:([#>+=-])|(\d+)([.)]))")


def _one_line(text) -> str:
    """``text`` on one line: control characters (line breaks too) as escapes, runs of other
    whitespace as one space."""
    return " ".join(visible(text).split())


def md_text(text) -> str:
    """``text`` shown as written: on one line, every Markdown character escaped (at the
    start of a line too, where ``#``, ``>``, ``-``, ``1.`` ... would start a block), no
    URL, address or @mention that GitHub would link."""
    escaped = _AUTOLINK.sub("\u2060", _MARKDOWN_SPECIAL.sub(r"\\\1", _one_line(text)))
    return _BLOCK_START.sub(lambda m: f"\\{m[1]}" if m[1] else f"{m[2]}\\{m[3]}", escaped)


def md_code(text, in_table: bool = False) -> str:
    """``text`` as one code span, whatever backticks it holds.

    The fence is one backtick longer than the longest run inside; content that starts or
    ends with a backtick is padded with a space (which CommonMark strips). In a table the
    cell splitter runs before code spans are parsed, so pipes are escaped (GitHub shows
    ``\\|`` in a code span in a cell as ``|``) and a backslash before one is kept from
    escaping that escape.
    """
    text = _one_line(text)
    if not text:
        return ""
    fence = "`" * (max((len(run) for run in _BACKTICKS.findall(text)), default=0) + 1)
    pad = " " if text[0] == "`" or text[-1] == "`" else ""
    if in_table:
        text = text.replace("\\|", "\\\u200b|").replace("|", "\\|")
    return f"{fence}{pad}{text}{pad}{fence}"


def _side(summary) -> str:
    return md_code(summary.location or summary.name)


def _heading(level: int, verdict, title: str) -> str:
    icon, text = VERDICT_ICON.get(verdict.verdict, ""), VERDICT_TEXT.get(verdict.verdict, verdict.verdict)
    return f"{'#' * level} {icon} {title}: {text}"


def render_markdown(verdict, title: str = "flink-compat", show_all: bool = False) -> str:
    """The report of a check; of a transitive check: a table of its checks, then each check."""
    checks = getattr(verdict, "checks", None)
    if checks is None:
        out = _check(verdict, _heading(3, verdict, title), show_all)
        return "\n".join(out).rstrip("\n") + "\n"
    failed = sum(1 for c in checks if c.failed)
    outcome = f"**failed** ({failed} of {len(checks)} checks)" if verdict.failed else "passed"
    out = [
        _heading(3, verdict, title),
        "",
        f"{_side(checks[0].new)} against {plural(len(checks), 'old version')}, each checked with the same policy; "
        "the verdict is the worst of theirs.",
        "",
        f"{counts_line(verdict.counts)} · fail-on {md_code(verdict.fail_on)}: {outcome}",
        "",
        "| | Old | Verdict | Findings | Result |",
        "|---|---|---|---|---|",
    ]
    for c in checks:
        out.append(f"| {VERDICT_ICON.get(c.verdict, '')} | {md_code(c.old.location or c.old.name, in_table=True)} | "
                   f"{VERDICT_TEXT.get(c.verdict, c.verdict)} | {counts_line(c.counts)} | "
                   f"{'**failed**' if c.failed else 'passed'} |")
    out.append("")
    for c in checks:
        out += _check(c, _heading(4, c, f"{_side(c.old)} → {_side(c.new)}"), show_all)
    return "\n".join(out).rstrip("\n") + "\n"


def _check(verdict, heading: str, show_all: bool) -> list[str]:
    out = [heading, ""]
    outcome = "**failed**" if verdict.failed else "passed"
    out.append(
        f"{VERDICT_SENTENCE.get(verdict.verdict, '')} {_side(verdict.old)} → {_side(verdict.new)} "
        f"(Flink {verdict.old.flink_version} → {verdict.new.flink_version})."
    )
    out.append("")
    out.append(f"{counts_line(verdict.counts)} · fail-on {md_code(verdict.fail_on)}: {outcome}")
    out.append("")

    active = [f for f in verdict.findings if not f.ignored]
    if active:
        out.append("**Findings**")
        out.append("")
    for f in active:
        rule = rule_of(f.rule)
        rule_ref = f"[{md_code(f.rule)}]({rule.help_uri})" if rule else md_code(f.rule)
        where = finding_where(f)
        line = f"- {LEVEL_ICON.get(f.level.value, '')} **{f.level.value}** {rule_ref}"
        if where:
            line += f" {md_code(where)}"
        line += f": {md_text(f.message)}"
        if f.location:
            line += f" ({md_code(str(f.location))})"
        out.append(line)
        if f.reasons:
            for reason in f.reasons:
                out.append(f"  - {md_text(reason)}")
        if rule:
            out.append(f"  - **Fix:** {' '.join(rule.instead.split())}")
    ignored = [f for f in verdict.findings if f.ignored]
    if active:
        out.append("")
    if ignored:
        out.append("<details><summary>" + plural(len(ignored), "ignored finding") + "</summary>")
        out.append("")
        for f in ignored:
            where = finding_where(f)
            out.append(f"- {md_code(f.rule)}{' ' + md_code(where) if where else ''}: {md_text(f.ignore_reason or '')}")
        out.append("")
        out.append("</details>")
        out.append("")

    shown = shown_operators(verdict, show_all)
    states = [(op, s) for op, op_states in shown.operators for s in op_states]
    if states:
        out.append("| | Operator | State | Old → new serializer | Verdict |")
        out.append("|---|---|---|---|---|")
        for op, s in states:
            old = s.old_serializer.label() if s.old_serializer else "–"
            new = s.new_serializer.label() if s.new_serializer else "–"
            serializers = (f"{md_code(old, in_table=True)} → {md_code(new, in_table=True)}" if old != new
                           else md_code(new, in_table=True))
            kind = f"{s.kind}, internal" if s.internal else s.kind
            out.append(
                f"| {STATUS_ICON.get(s.status, '')} | {md_text(operator_label(op))} | {md_text(s.name)} "
                f"({md_text(kind)}) | {serializers} | {STATUS_TEXT.get(s.status, s.status)} |"
            )
        out.append("")
    hidden = shown.hidden_text()
    if hidden:
        out.append(f"{md_text(hidden)}; `--all` shows everything.")
        out.append("")

    rows = replay_results(verdict)
    if rows:
        out.append("**Replay**")
        out.append("")
        keys = list(dict.fromkeys(k for row in rows for k in row))
        out.append("| " + " | ".join(md_text(k) for k in keys) + " |")
        out.append("|" + "---|" * len(keys))
        for row in rows:
            out.append("| " + " | ".join(md_text(row.get(k, "")) for k in keys) + " |")
        out.append("")
    return out
