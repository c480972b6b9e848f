"""Rendering a verdict: terminal, JSON, Markdown, SARIF, HTML. Renderers decide nothing.

:func:`render` is the one entry point: ``render(verdict, fmt)`` → text.
"""

from __future__ import annotations

FORMATS = ("text", "json", "markdown", "sarif", "html")


def render(verdict, fmt: str, **options) -> str:
    if fmt == "text":
        from .terminal import render_text

        return render_text(verdict, **options)
    if fmt == "json":
        from .json_report import render_json

        return render_json(verdict)
    if fmt == "markdown":
        from .markdown import render_markdown

        return render_markdown(verdict, **options)
    if fmt == "sarif":
        from .sarif import render_sarif

        return render_sarif(verdict)
    if fmt == "html":
        from .html import render_html

        return render_html(verdict)
    raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
