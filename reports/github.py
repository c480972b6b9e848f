"""GitHub Actions workflow commands: one annotation per active finding.

``flink-compat check --format github`` in a workflow's ``run:`` step annotates the pull
request at the file and line of the new job that declares the operator or state, as the
Action does (it uses this module). Levels: ``error`` → ``::error``, ``migration`` and
``warning`` → ``::warning``, ``info`` → ``::notice``; ignored findings are left out.

Names come from the jobs and may hold anything: every value loses its control characters
but CR and LF (:func:`reports._text.without_controls`: ESC and BEL would reach the log's
reader raw), then is escaped the way the runner unescapes it (data: ``%``, CR, LF;
properties also ``:`` and ``,``), so one annotation is one line and no text can end it early
or start another command.
"""

from __future__ import annotations

from typing import Optional

from ._text import without_controls
from ._view import finding_location, finding_where

#: The workflow command of each finding level.
ANNOTATION = {"error": "error", "migration": "warning", "warning": "warning", "info": "notice"}


def escape_data(text: str) -> str:
    return without_controls(text).replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(kind: str, message: str, file: Optional[str] = None, line: Optional[int] = None,
               title: Optional[str] = None) -> str:
    """One ``::error``/``::warning``/``::notice`` command, escaped onto one line."""
    props = []
    if file:
        props.append(f"file={escape_property(file)}")
        if line:
            props.append(f"line={line}")
    if title:
        props.append(f"title={escape_property(title)}")
    head = f"::{kind} {','.join(props)}" if props else f"::{kind}"
    return f"{head}::{escape_data(message)}"


def annotations(verdict, against: Optional[str] = None) -> list[str]:
    """One annotation per active finding, at the file and line of the new job; ``against``
    names the old side in each title (a transitive check annotates once per old side)."""
    out = []
    for f in verdict.findings:
        if f.ignored:
            continue
        where = finding_location(verdict, f)
        subject = finding_where(f)
        title = f"{f.rule} ({subject})" if subject else f.rule
        if against:
            title += f" against {against}"
        message = " ".join(f.message.split())
        if f.reasons:
            message += "\n" + "\n".join(f"- {' '.join(r.split())}" for r in f.reasons)
        out.append(annotation(ANNOTATION[f.level.value], message, where.file if where else None,
                              where.line if where else None, title))
    return out


def render_github(verdict) -> str:
    """The annotations of a check, or of every check of a transitive one."""
    checks = getattr(verdict, "checks", None)
    if checks is None:
        lines = annotations(verdict)
    else:
        lines = []
        for check in checks:  # each old side's verdict as a notice, then its findings
            lines.append(annotation("notice", f"{check.verdict} against {check.old.location}", title="flink-compat"))
            lines += annotations(check, against=check.old.location)
    return "".join(f"{line}\n" for line in lines)
