"""Rendering a verdict: terminal, JSON (and Markdown, SARIF, HTML). Renderers decide nothing.

:func:`render` is the one entry point: ``render(verdict, fmt)`` → text.
"""

from __future__ import annotations

FORMATS = ("text", "json")


def render(verdict, fmt: str, **options) -> str:
    if fmt == "text":
        from .terminal import render_text

        return render_text(verdict, **options)
    if fmt == "json":
        from .json_report import render_json

        return render_json(verdict)
    raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
