"""The verdict in a terminal, with rich: summary, findings, then a table of the states that
changed (``show_all``: of every state).

Every text from the jobs (names, paths, messages, labels) goes through :func:`_v`: its control
characters shown as escapes (:func:`reports._text.visible`), and never read as rich markup
(each is a ``Text``, and the console reads no markup)."""

from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table
from rich.text import Text

from ._text import visible as _v
from ._view import plural, shown_operators

VERDICT_STYLE = {
    "compatible": "bold green",
    "migration-required": "bold yellow",
    "state-loss": "bold red",
    "incompatible": "bold red",
    "unknown": "bold magenta",
}
STATUS_STYLE = {
    "compatible-as-is": "green",
    "compatible-reconfigured": "green",
    "migration-required": "yellow",
    "incompatible": "red",
    "unknown": "magenta",
    "lost": "red",
    "misread": "red",
    "not-declared": "dim",
    "new": "cyan",
}
LEVEL_STYLE = {"error": "red", "migration": "yellow", "warning": "magenta", "info": "dim"}


def _op_label(op) -> str:
    label = _v(op.uid or op.name or op.id)
    if op.uid and op.name and op.name != op.uid:
        label = f"{_v(op.uid)} ({_v(op.name)})"
    if op.status != "matched":
        label += f" [{op.status}]"
    return label


def render_text(verdict, width: int = 120, color: bool = False, show_all: bool = False) -> str:
    """The report of a check; of a transitive check: each check under a heading ``OLD → NEW``,
    then one summary line."""
    buffer = io.StringIO()
    console = Console(
        file=buffer,
        width=width,
        force_terminal=color,
        color_system="standard" if color else None,
        highlight=False,
        emoji=False,
        markup=False,
    )
    checks = getattr(verdict, "checks", None)
    if checks is None:
        _print_check(console, verdict, show_all)
        return buffer.getvalue()
    for i, check in enumerate(checks):
        if i:
            console.print()
        console.print(Text(f"=== {_side(check.old)} → {_side(check.new)} ===", style="bold"))
        _print_check(console, check, show_all)
    failed = sum(1 for c in checks if c.failed)
    line = Text(f"\nTransitive check of {_side(checks[0].new)} against {plural(len(checks), 'old version')}: ")
    line.append(verdict.verdict.upper(), style=VERDICT_STYLE.get(verdict.verdict, "bold"))
    line.append(f" (the worst); fail-on {verdict.fail_on}: "
                + (f"FAILED ({failed} of {len(checks)} checks)" if verdict.failed else "passed"))
    console.print(line)
    return buffer.getvalue()


def _side(summary) -> str:
    return _v(summary.location or summary.name)


def _print_check(console, verdict, show_all: bool) -> None:
    title = Text("Verdict: ")
    title.append(verdict.verdict.upper(), style=VERDICT_STYLE.get(verdict.verdict, "bold"))
    console.print(title)
    for side, summary in (("old", verdict.old), ("new", verdict.new)):
        console.print(
            Text(f"{side}: {_v(summary.name)} ({_v(summary.route or summary.origin)}: {_v(summary.location or '-')}, "
                 f"Flink {_v(summary.flink_version)})")
        )

    active = [f for f in verdict.findings if not f.ignored]
    ignored = [f for f in verdict.findings if f.ignored]
    if active:
        console.print("Findings:")
    for f in active:
        line = Text("  ")
        line.append(f"{f.level.value:<9}", style=LEVEL_STYLE.get(f.level.value, ""))
        line.append(f" {f.rule}: ")
        where = " / ".join(_v(x) for x in (f.operator, f.state) if x)
        if where:
            line.append(f"[{where}] ")
        line.append(_v(f.message))
        if f.location:
            line.append(f" ({_v(f.location)})", style="dim")
        console.print(line)
        for reason in f.reasons:
            console.print(Text(f"             - {_v(reason)}", style="dim"))
    for f in ignored:
        where = " / ".join(_v(x) for x in (f.operator, f.state) if x)
        console.print(Text(f"  ignored   {f.rule} [{where}]: {_v(f.ignore_reason)}", style="dim"))
    for warning in verdict.policy_warnings:
        console.print(Text(f"  policy    {_v(warning)}", style="yellow"))
    shown = shown_operators(verdict, show_all)
    table = Table(show_lines=False, expand=False, pad_edge=False)
    for column in ("Operator", "State", "Kind", "Old serializer", "New serializer", "Verdict"):
        table.add_column(column, overflow="fold")
    for op, states in shown.operators:
        for i, state in enumerate(states):
            table.add_row(
                Text(_op_label(op) if i == 0 else ""),
                Text(_v(state.name) + (" (internal)" if state.internal else "")),
                Text(_v(state.kind)),
                Text(_v(state.old_serializer.label()) if state.old_serializer else "-"),
                Text(_v(state.new_serializer.label()) if state.new_serializer else "-"),
                Text(state.status, style=STATUS_STYLE.get(state.status, "")),
            )
    if table.row_count:
        console.print(table)
    hidden = shown.hidden_text()
    if hidden:
        console.print(Text(f"{hidden}; --all shows everything.", style="dim"))
    replay = getattr(verdict, "replay", None)
    if replay is not None:
        _render_replay(console, replay)
    counts = verdict.counts
    summary = (
        f"{counts.get('error', 0)} error(s), {counts.get('migration', 0)} migration(s), "
        f"{counts.get('warning', 0)} warning(s), {counts.get('info', 0)} info, {counts.get('ignored', 0)} ignored; "
        f"fail-on {verdict.fail_on}: {'FAILED' if verdict.failed else 'passed'}"
    )
    console.print(Text(summary))


OUTCOME_STYLE = {"confirmed": "green", "failed": "red", "misread": "red", "not-verified": "magenta", "dropped": "dim",
                 "unreadable": "magenta", "empty": "dim"}


def _render_replay(console, replay) -> None:
    """The Spark replay: per state what its real entries did (when ``--replay`` ran)."""
    console.print(
        Text(
            f"Replay of {_v(replay.savepoint)}: {replay.entries:,} entries, {replay.bytes:,} bytes in "
            f"{replay.seconds:.1f} s ({replay.entries_per_second:,.0f} entries/s) on {_v(replay.master)}"
        )
    )
    table = Table(show_lines=False, expand=False, pad_edge=False)
    for column in ("Operator", "State", "Entries", "Key groups", "Migrated", "Failed", "Outcome"):
        table.add_column(column, overflow="fold", justify="right" if column in ("Entries", "Key groups", "Migrated", "Failed") else "left")
    for s in replay.states:
        table.add_row(
            Text(_v(s.operator)), Text(_v(s.state)), Text(f"{s.entries:,}"), Text(f"{s.key_groups:,}"),
            Text(f"{s.migrated:,}"), Text(f"{s.failed:,}"), Text(s.outcome, style=OUTCOME_STYLE.get(s.outcome, "")),
        )
    if table.row_count:
        console.print(table)
    for s in replay.states:
        for sample in s.samples:
            console.print(Text(f"  {_v(s.operator)} / {_v(s.state)}: key {_v(sample.key)}: {_v(sample.error)}",
                               style="dim"))
            console.print(Text(f"      old value: {_v(sample.value)}", style="dim"))
