"""Golden reports (Markdown, SARIF, JUnit XML, GitHub workflow commands, HTML) of the bundled
examples; text and Markdown with ``--all`` and of a transitive check.

The JSON and text reports' goldens of single checks are tests/compat/test_examples.py's.

``UPDATE_GOLDENS=1 pytest tests/reports`` rewrites them; review the diff before committing.
"""

from __future__ import annotations

import json

import pytest

from flink_compat.reports import FORMATS, render
from tests.conftest import assert_golden

from .conftest import verdict_of

SCENARIOS = [
    ("motion-alarm/v1", "motion-alarm/v3"),  # state serializer incompatible
    ("motion-alarm/v1", "motion-alarm/v5"),  # stateful operator removed
    ("alarm-state-pojo/v1", "alarm-state-pojo/v2"),  # migration
    ("no-uids/v1", "no-uids/v2"),  # generated IDs changed
    ("motion-alarm/v1", "motion-alarm/v2"),  # compatible
]
SUFFIX = {"markdown": "md", "sarif": "sarif", "junit": "junit.xml", "github": "github.txt", "html": "html"}
#: The HTML golden is kept for one scenario (its CSS/JS would make every golden change at once).
HTML_GOLDEN = ("motion-alarm/v1", "motion-alarm/v5")


def _stem(old: str, new: str) -> str:
    return f"{old.replace('/', '_')}__{new.replace('/', '_')}"


@pytest.mark.parametrize("old,new", SCENARIOS, ids=[f"{o}->{n}" for o, n in SCENARIOS])
@pytest.mark.parametrize("fmt", ["markdown", "sarif", "junit", "github"])
def test_golden(fmt, old, new):
    text = render(verdict_of(old, new), fmt)
    assert_golden(f"{_stem(old, new)}.{SUFFIX[fmt]}", text)
    if fmt == "sarif":
        json.loads(text)


def test_golden_html():
    assert_golden(f"{_stem(*HTML_GOLDEN)}.html", render(verdict_of(*HTML_GOLDEN), "html"))


#: The goldens of ``--all`` (every operator and state, not only those that changed).
ALL_GOLDEN = ("motion-alarm/v1", "motion-alarm/v3")


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_golden_show_all(fmt):
    suffix = {"text": "txt", "markdown": "md"}[fmt]
    assert_golden(f"{_stem(*ALL_GOLDEN)}.all.{suffix}", render(verdict_of(*ALL_GOLDEN), fmt, show_all=True))


#: A transitive check: motion-alarm v2 against v1 (compatible), v3 (incompatible), v5 (compatible).
TRANSITIVE_OLDS = ("motion-alarm/v1", "motion-alarm/v3", "motion-alarm/v5")
TRANSITIVE_NEW = "motion-alarm/v2"


def transitive_verdict():
    from flink_compat.compat.verdict import TransitiveVerdict

    return TransitiveVerdict.of([verdict_of(old, TRANSITIVE_NEW) for old in TRANSITIVE_OLDS])


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_golden_transitive(fmt):
    suffix = {"text": "txt", "markdown": "md"}[fmt]
    stem = "transitive_" + "+".join(_stem(old, TRANSITIVE_NEW).split("__")[0] for old in TRANSITIVE_OLDS)
    assert_golden(f"{stem}__{TRANSITIVE_NEW.replace('/', '_')}.{suffix}", render(transitive_verdict(), fmt))


#: A check whose new side is a job configured for production (its main() sets where it checkpoints
#: and what it restores, with a secret): the settings Flink's discovery run replaced, an info note.
PRODUCTION = ("motion-alarm/v1", "motion-alarm/v2")
PRODUCTION_SETTINGS = {
    "execution.checkpointing.dir": "s3://prod-bucket/flink/checkpoints",
    "execution.state-recovery.path": "s3://prod-bucket/flink/savepoints/savepoint-1",
    "s3.secret-key": "******",
}


def production_verdict():
    from flink_compat.compat.check import check
    from flink_compat.graph.loader import load
    from tests.conftest import EXAMPLES

    old, new = (load(EXAMPLES / name) for name in PRODUCTION)
    return check(old, new.model_copy(update={"replaced_settings": PRODUCTION_SETTINGS}))


@pytest.mark.parametrize("fmt", ["text", "json", "markdown"])
def test_golden_replaced_settings(fmt):
    suffix = {"text": "txt", "json": "json", "markdown": "md"}[fmt]
    assert_golden(f"{_stem(*PRODUCTION)}.production.{suffix}", render(production_verdict(), fmt))


def test_html_shows_the_replaced_settings():
    html = render(production_verdict(), "html")
    assert '<article class="finding level-info"' in html
    assert "<li>execution.checkpointing.dir = s3://prod-bucket/flink/checkpoints</li>" in html
    assert "<li>s3.secret-key = ******</li>" in html


def test_every_format_is_registered():
    assert set(FORMATS) == {"text", "json", "markdown", "sarif", "html", "junit", "github"}
    with pytest.raises(ValueError, match="unknown format"):
        render(verdict_of(*SCENARIOS[0]), "pdf")


def test_renders_are_deterministic():
    first = {fmt: render(verdict_of(*HTML_GOLDEN), fmt) for fmt in ("markdown", "sarif", "html")}
    assert first == {fmt: render(verdict_of(*HTML_GOLDEN), fmt) for fmt in first}
