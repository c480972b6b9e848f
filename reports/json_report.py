"""The machine report: the verdict model as JSON (see docs/report-format.md)."""

from __future__ import annotations


def render_json(verdict) -> str:
    return verdict.model_dump_json(indent=2, exclude_none=True) + "\n"
