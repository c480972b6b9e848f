"""Rendering a verdict: terminal, JSON, Markdown, SARIF, HTML, JUnit XML, GitHub workflow commands.
Renderers decide nothing.

:func:`render` is the one entry point: ``render(verdict, fmt)`` → text.
"""

from __future__ import annotations

#: Every report format, with the file extensions that name it (``--output PATH``).
FORMATS: dict[str, tuple[str, ...]] = {
    "text": (".txt",),
    "json": (".json",),
    "markdown": (".md", ".markdown"),
    "sarif": (".sarif", ".sarif.json"),
    "html": (".html", ".htm"),
    "junit": (".xml",),
    #: Workflow commands (``::error file=...::``) for a GitHub Actions log: no file
    #: extension names it (it is for standard output; ``--output github:PATH`` writes one).
    "github": (),
}


def format_of_path(path: str) -> str | None:
    """The format a file name's extension names (the longest matching extension wins)."""
    lowered = path.lower()
    by_length = sorted(((ext, fmt) for fmt, exts in FORMATS.items() for ext in exts), key=lambda e: -len(e[0]))
    return next((fmt for ext, fmt in by_length if lowered.endswith(ext)), None)


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

        return render_sarif(verdict, **options)
    if fmt == "html":
        from .html import render_html

        return render_html(verdict)
    if fmt == "junit":
        from .junit import render_junit

        return render_junit(verdict)
    if fmt == "github":
        from .github import render_github

        return render_github(verdict)
    raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
