"""A compact Markdown summary for ``$GITHUB_STEP_SUMMARY`` or a pull-request comment.

The verdict first, then the states that do not restore as is, then every finding with
its rule (linked to the rule's docs) and the fix to consider. GitHub-flavoured Markdown:
tables and ``<details>``.
"""

from __future__ import annotations

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
)

VERDICT_ICON = {"compatible": "✅", "migration-required": "⚠️", "state-loss": "🗑️", "incompatible": "❌", "unknown": "❓"}
STATUS_ICON = {
    "compatible-as-is": "✅",
    "compatible-reconfigured": "✅",
    "migration-required": "⚠️",
    "incompatible": "❌",
    "unknown": "❓",
    "lost": "❌",
    "not-declared": "➖",
    "new": "🆕",
}
LEVEL_ICON = {"error": "❌", "migration": "⚠️", "warning": "⚠️", "info": "ℹ️"}


def _cell(text: str) -> str:
    """Text for a table cell: no line breaks, pipes escaped."""
    return " ".join(str(text).split()).replace("|", "\\|")


def _code(text: str) -> str:
    text = " ".join(str(text).split())
    fence = "``" if "`" in text else "`"
    pad = " " if fence == "``" else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def _side(summary) -> str:
    return _code(summary.location or summary.name)


def render_markdown(verdict, title: str = "flink-compat") -> str:
    out: list[str] = []
    icon = VERDICT_ICON.get(verdict.verdict, "")
    out.append(f"### {icon} {title}: {VERDICT_TEXT.get(verdict.verdict, verdict.verdict)}")
    out.append("")
    outcome = "**failed**" if verdict.failed else "passed"
    out.append(
        f"{VERDICT_SENTENCE.get(verdict.verdict, '')} {_side(verdict.old)} → {_side(verdict.new)} "
        f"(Flink {verdict.old.flink_version} → {verdict.new.flink_version})."
    )
    out.append("")
    out.append(f"{counts_line(verdict.counts)} · fail-on `{verdict.fail_on}`: {outcome}")
    out.append("")

    states = [(op, s) for op in verdict.operators for s in op.states]
    changed = [(op, s) for op, s in states if s.status != "compatible-as-is"]
    if changed:
        out.append("| | Operator | State | Old → new serializer | Verdict |")
        out.append("|---|---|---|---|---|")
        for op, s in changed:
            old = s.old_serializer.label() if s.old_serializer else "–"
            new = s.new_serializer.label() if s.new_serializer else "–"
            serializers = f"{_code(old)} → {_code(new)}" if old != new else _code(new)
            kind = f"{s.kind}, internal" if s.internal else s.kind
            out.append(
                f"| {STATUS_ICON.get(s.status, '')} | {_cell(operator_label(op))} | {_cell(s.name)} ({kind}) "
                f"| {_cell(serializers)} | {STATUS_TEXT.get(s.status, s.status)} |"
            )
        out.append("")
    as_is = len(states) - len(changed)
    if as_is:
        out.append(f"{plural(as_is, 'other state', 'other states') if changed else plural(as_is, 'state')} "
                   f"{'restores' if as_is == 1 else 'restore'} as is.")
        out.append("")

    active = [f for f in verdict.findings if not f.ignored]
    if active:
        out.append("**Findings**")
        out.append("")
    for f in active:
        rule = rule_of(f.rule)
        rule_ref = f"[`{f.rule}`]({rule.help_uri})" if rule else f"`{f.rule}`"
        where = finding_where(f)
        line = f"- {LEVEL_ICON.get(f.level.value, '')} **{f.level.value}** {rule_ref}"
        if where:
            line += f" {_code(where)}"
        line += f": {' '.join(f.message.split())}"
        if f.location:
            line += f" ({_code(str(f.location))})"
        out.append(line)
        if f.reasons:
            for reason in f.reasons:
                out.append(f"  - {' '.join(reason.split())}")
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
            out.append(f"- `{f.rule}`{' ' + _code(where) if where else ''}: {' '.join((f.ignore_reason or '').split())}")
        out.append("")
        out.append("</details>")
        out.append("")

    rows = replay_results(verdict)
    if rows:
        out.append("**Replay**")
        out.append("")
        keys = list(dict.fromkeys(k for row in rows for k in row))
        out.append("| " + " | ".join(keys) + " |")
        out.append("|" + "---|" * len(keys))
        for row in rows:
            out.append("| " + " | ".join(_cell(row.get(k, "")) for k in keys) + " |")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"
