"""What a long step of a run is doing, on stderr: downloading Flink, compiling the bridge,
running a job's main(), discovering its state.

A step says nothing when it ends within :data:`SHOW_AFTER` seconds (most runs are cached and
quiet). Past that, on a terminal, every running step has a line of its own with a spinner and
its time (rich, gone when it ends); elsewhere (a CI log, a pipe) it prints one plain line when it
becomes visible, a line with its state every :data:`PLAIN_EVERY` seconds, and one when it ends.

Nothing is shown until the command line turns it on (:func:`enable`): loaders called as a
library stay silent. ``FLINK_COMPAT_PROGRESS=0`` turns it off, ``plain`` forces plain lines.
Steps may run in several threads at once (both sides of a check load together).
"""

from __future__ import annotations

import os
import sys
import threading
import time
from contextlib import contextmanager
from typing import Callable, Iterator, Optional

#: Seconds a step runs before it is shown.
SHOW_AFTER = 2.0
#: Seconds between two plain lines of a step that goes on (or whose state changed).
PLAIN_EVERY = 15.0
#: The environment variable that turns progress off (``0``) or to plain lines (``plain``).
ENV_VAR = "FLINK_COMPAT_PROGRESS"

_lock = threading.Lock()
_display: Optional["_Display"] = None


def enable(file=None) -> None:
    """Show the steps of this process on ``file`` (stderr): rich on a terminal outside CI,
    plain lines elsewhere; nothing with ``FLINK_COMPAT_PROGRESS=0``."""
    global _display
    setting = os.environ.get(ENV_VAR, "").strip().lower()
    if setting in ("0", "off", "false", "no"):
        return
    out = file or sys.stderr
    terminal = setting != "plain" and out.isatty() and not os.environ.get("CI")
    with _lock:
        _display = _RichDisplay(out) if terminal else _PlainDisplay(out)


def disable() -> None:
    global _display
    with _lock:
        display, _display = _display, None
    if display is not None:
        display.close()


@contextmanager
def step(text: str) -> Iterator[Callable[[str], None]]:
    """Run the body as a step described by ``text`` ("downloading Flink 2.3.0's jars"); yields
    a function that says how far it is, after the description ("…: 120 of 283 MB")."""
    display = _display
    if display is None:
        yield lambda _detail: None
        return
    handle = display.start(text)
    try:
        yield lambda detail: handle.update(f"{text}: {detail}")
    finally:
        handle.end()


class _Step:
    def __init__(self, display: "_Display", text: str):
        self.display, self.text, self.started = display, text, time.monotonic()
        self.shown = False
        self.guard = threading.Lock()  # showing and ending one step never interleave
        self.timer: Optional[threading.Timer] = threading.Timer(SHOW_AFTER, self._show)
        self.timer.daemon = True
        self.timer.start()

    def _show(self) -> None:
        with self.guard:
            if self.timer is None:
                return
            self.shown = True
            self.display.show(self)

    def update(self, text: str) -> None:
        self.text = text
        if self.shown:
            self.display.changed(self)

    def end(self) -> None:
        with self.guard:
            timer, self.timer = self.timer, None
            timer.cancel()
            if self.shown:
                self.display.ended(self)

    @property
    def seconds(self) -> float:
        return time.monotonic() - self.started


class _Display:
    def start(self, text: str) -> _Step:
        return _Step(self, text)

    def show(self, step: _Step) -> None: ...

    def changed(self, step: _Step) -> None: ...

    def ended(self, step: _Step) -> None: ...

    def close(self) -> None: ...


class _PlainDisplay(_Display):
    """One line when a step becomes visible, then at most one per :data:`PLAIN_EVERY` seconds,
    and one when it ends: a CI log gets a few lines per slow step, no control characters."""

    def __init__(self, out):
        self.out = out
        self.last: dict[int, float] = {}
        self.ticker: Optional[threading.Thread] = None
        self.running: dict[int, _Step] = {}

    def _print(self, line: str) -> None:
        with _lock:
            self.out.write(f"flink-compat: {line}\n")
            self.out.flush()

    def show(self, step: _Step) -> None:
        self._print(f"{step.text} …")
        self.last[id(step)] = step.seconds
        with _lock:
            self.running[id(step)] = step
        if self.ticker is None:
            self.ticker = threading.Thread(target=self._tick, daemon=True)
            self.ticker.start()

    def changed(self, step: _Step) -> None:
        if step.seconds - self.last.get(id(step), 0.0) >= PLAIN_EVERY:
            self._say(step)

    def _say(self, step: _Step) -> None:
        self.last[id(step)] = step.seconds
        self._print(f"{step.text} … {step.seconds:.0f} s")

    def _tick(self) -> None:
        while True:
            time.sleep(1.0)
            with _lock:
                steps = list(self.running.values())
            for step in steps:
                if step.seconds - self.last.get(id(step), 0.0) >= PLAIN_EVERY:
                    self._say(step)

    def ended(self, step: _Step) -> None:
        with _lock:
            self.running.pop(id(step), None)
        self.last.pop(id(step), None)
        self._print(f"{step.text}: done in {step.seconds:.0f} s")


class _RichDisplay(_Display):
    """A line per running step (spinner, description, seconds since the step began), drawn by rich
    while any step is shown and gone when the last one ends."""

    def __init__(self, out):
        from rich.console import Console
        from rich.progress import Progress, ProgressColumn, SpinnerColumn, TextColumn
        from rich.text import Text

        class Since(ProgressColumn):  # from the step's start, not from when it was shown
            def render(self, task):
                return Text(f"{time.monotonic() - task.fields['started']:.0f} s", style="progress.elapsed")

        self.progress = Progress(SpinnerColumn(), TextColumn("{task.description}"), Since(),
                                 console=Console(file=out, stderr=out is sys.stderr), transient=True)
        self.tasks: dict[int, int] = {}

    def show(self, step: _Step) -> None:
        with _lock:
            if not self.tasks:
                self.progress.start()
            self.tasks[id(step)] = self.progress.add_task(step.text, total=None, started=step.started)

    def changed(self, step: _Step) -> None:
        task = self.tasks.get(id(step))
        if task is not None:
            self.progress.update(task, description=step.text)

    def ended(self, step: _Step) -> None:
        with _lock:
            task = self.tasks.pop(id(step), None)
            if task is not None:
                self.progress.remove_task(task)
            if not self.tasks:
                self.progress.stop()

    def close(self) -> None:
        self.progress.stop()
