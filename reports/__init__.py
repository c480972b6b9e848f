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
    """The report of ``verdict`` in format ``fmt``, made safe as a whole by
    :func:`~reports._text.finished` (each renderer shows names through
    :mod:`reports._text` too: they come from the jobs and may hold control characters).

    ``verdict``: a check (:class:`~compat.verdict.Verdict`) or a transitive check
    (:class:`~compat.verdict.TransitiveVerdict`, every format shows each of its checks).
    ``options``: ``show_all`` (text, Markdown, HTML: every operator and state, not only
    those that changed), ``width`` and ``color`` (text), ``title`` (Markdown),
    ``source_root`` (SARIF: the directory its relative URIs start from). The machine
    formats (JSON, SARIF, JUnit, GitHub) always hold everything: ``show_all`` means nothing
    to them."""
    from ._text import finished

    return finished(_render(verdict, fmt, **options), fmt)


def _render(verdict, fmt: str, **options) -> str:
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

        source_root = options.get("source_root")
        checks = getattr(verdict, "checks", None)
        if checks is None:
            return render_sarif(verdict, source_root)
        return _sarif_runs([render_sarif(c, source_root) for c in checks])
    if fmt == "html":
        from .html import render_html

        return render_html(verdict, **options)
    if fmt == "junit":
        from .junit import render_junit

        return render_junit(verdict)
    if fmt == "github":
        from .github import render_github

        return render_github(verdict)
    raise ValueError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")


def _sarif_runs(logs: list[str]) -> str:
    """One SARIF log of the runs of several (a transitive check: a run per check, in order).

    GitHub code scanning refuses an upload with several runs of one tool and category, so
    each run gets its own category (``runAutomationDetails.id``), by its place in the order.
    """
    import json

    parsed = [json.loads(log) for log in logs]
    runs = [run for log in parsed for run in log["runs"]]
    for i, run in enumerate(runs, 1):
        run["automationDetails"] = {"id": f"flink-compat/old-{i}/"}
    return json.dumps({**parsed[0], "runs": runs}, indent=2, ensure_ascii=False) + "\n"
