"""Progress of a replay (and of inspect's counting) on stderr (rich), and the
one-paragraph summary of a replay at the end."""

from __future__ import annotations

import sys
import time


class ConsoleProgress:
    """``progress(tasks_done, tasks, states_done, states, entries)`` drawn with rich on stderr,
    from the first second: ``phase(text)`` shows what runs before the tasks (starting Spark,
    planning) with a spinner and the time since the work began.

    ``label`` and ``unit`` name the work (``replay``, ``tasks``); ``states=False`` leaves
    out the states column (when their number is not known in advance)."""

    def __init__(self, file=None, label: str = "replay", unit: str = "tasks", states: bool = True):
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, SpinnerColumn, TextColumn,
                                   TimeElapsedColumn)

        self.console = Console(file=file or sys.stderr, stderr=file is None)
        states_column = "{task.fields[states]} states · " if states else ""
        self.progress = Progress(
            SpinnerColumn(),
            TextColumn(label),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn(f"{unit} · {states_column}{{task.fields[entries]}} entries · {{task.fields[rate]}}/s"),
            TextColumn("{task.description}", style="dim"),
            TimeElapsedColumn(),
            console=self.console,
            transient=False,
        )
        self.task = None
        self.tasks_started = None  # the rate counts from the first task report, not from Spark's start

    def __enter__(self):
        self.progress.start()
        self.task = self.progress.add_task("", total=None, states="0/0", entries="0", rate="0")
        return self

    def phase(self, text: str) -> None:
        self.progress.update(self.task, description=text)

    def __exit__(self, *exc):
        self.progress.stop()

    def __call__(self, done: int, total: int, states_done: int, states: int, entries: int) -> None:
        if self.tasks_started is None:
            self.tasks_started = time.perf_counter()
        elapsed = max(1e-9, time.perf_counter() - self.tasks_started)
        self.progress.update(
            self.task,
            description="",
            total=total,
            completed=done,
            states=f"{states_done}/{states}",
            entries=f"{entries:,}",
            rate=f"{entries / elapsed:,.0f}",
        )


def summary(report) -> str:
    """One paragraph: what was read and what it says."""
    outcomes: dict[str, int] = {}
    for s in report.states:
        outcomes[s.outcome] = outcomes.get(s.outcome, 0) + 1
    parts = ", ".join(f"{n} {o}" for o, n in sorted(outcomes.items()))
    line = (
        f"replay: {len(report.states)} states ({parts}); {report.entries:,} entries, {report.bytes:,} bytes "
        f"in {report.wall_seconds or report.seconds:.1f} s wall ({report.entries_per_second:,.0f} entries/s over "
        f"{report.seconds:.1f} s of {report.tasks} tasks on {report.master}); "
        f"{report.migrated:,} migrated, {report.failed:,} failed"
    )
    if report.unverified:
        line += f", {report.unverified:,} not verifiable"
    if report.export:
        line += f"; decoded state exported to {report.export}"
    return line
