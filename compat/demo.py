"""``flink-compat demo``: the seeds' own upgrade scenarios, checked one after the other."""

from __future__ import annotations

import sys
import time
from pathlib import Path

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

#: (old, new, what the change is) – the verdict is the checker's, printed as it comes.
SCENARIOS = [
    ("motion-alarm/v1", "motion-alarm/v2", "tolerance fix in the alarm function (code only)"),
    ("motion-alarm/v1", "motion-alarm/v3", "third field added to the (Boolean, Long) state tuple"),
    ("motion-alarm/v1", "motion-alarm/v4", "state tuple moved to a POJO with an extra field"),
    ("alarm-state-pojo/v1", "alarm-state-pojo/v2", "field added to a POJO state"),
    ("alarm-state-pojo/v1", "alarm-state-pojo/v3-field-renamed", "POJO state field time renamed to since"),
    ("motion-alarm/v1", "motion-alarm/v5", "stateful alarm evaluation dropped"),
    ("temperature-alert/v1", "temperature-alert/v2-key-type", "key type String → Long"),
    ("temperature-alert/v1", "temperature-alert/v3-map-state", "ValueState → MapState"),
    ("event-count/v1", "event-count/v2", "reduce input (String, Int) → (String, Long, Int)"),
    ("no-uids/v1", "no-uids/v2", "filter inserted into a job without uids"),
]


def run_demo(out=None) -> int:
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from flink_compat.compat.check import check
    from flink_compat.graph.loader import load
    from flink_compat.reports.terminal import VERDICT_STYLE, render_text

    stream = out or sys.stdout
    console = Console(file=stream, highlight=False, width=None if stream.isatty() else 120)
    summary = Table(title="flink-compat demo: the seeds' upgrade scenarios")
    for column in ("old → new", "change", "verdict", "findings"):
        summary.add_column(column)
    started = time.perf_counter()
    for old, new, what in SCENARIOS:
        verdict = check(load(EXAMPLES / old), load(EXAMPLES / new))
        console.rule(Text(f"{old} → {new}: {what}"))
        console.print(Text(render_text(verdict, width=console.width, color=console.is_terminal)), end="")
        rules = sorted({f.rule for f in verdict.findings if f.level.value in ("error", "migration")})
        summary.add_row(
            f"{old} → {new}", what, Text(verdict.verdict, style=VERDICT_STYLE[verdict.verdict]), ", ".join(rules) or "-"
        )
    console.print(summary)
    console.print(f"{len(SCENARIOS)} upgrades checked in {time.perf_counter() - started:.1f} s")
    return 0
