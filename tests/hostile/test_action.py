"""Hostile names against the GitHub Action: the log, git, the Markdown summary, the HTML.

Names of operators and states come from the jobs, and a manifest is pure data: a pull
request can put anything in them. Here a uid holds a newline and ``::error::`` (a
workflow command if it reaches the log at a line start), a state name holds
``::add-mask::``, Markdown links, an image, HTML and backticks; ``old`` holds a git option.
"""

from __future__ import annotations

import html
import io
import json
import re
import subprocess
from pathlib import Path

import pytest
from markdown_it import MarkdownIt  # a dependency of rich, so always installed

from flink_compat import action
from flink_compat.compat.check import check
from flink_compat.compat.rules import DOCS_BASE
from flink_compat.graph.loader import load
from flink_compat.graph.types import Types
from flink_compat.reports import render
from flink_compat.reports._text import visible
from flink_compat.reports.markdown import md_code, md_text
from tests.conftest import EXAMPLES, ROOT
from tests.rules.cases import keyed, value

UID = "x\n::error::pwned"
STATE = ("\n::add-mask::`a``b` | [link](https://evil.example/x) ![img](https://evil.example/i.png) "
         "<img src=x onerror=alert(1)> **bold** \\| $math$ &amp;")


def _manifest(version: str, path: Path) -> Path:
    """motion-alarm at ``version`` as a manifest, its alarm operator and state renamed."""
    data = json.loads(load(EXAMPLES / "motion-alarm" / version).model_dump_json(exclude_none=True))
    for op in data["operators"]:
        if op.get("uid") == "alarm-eval":
            op["uid"] = UID
            for state in op["states"]:
                if state["name"] == "isActive":
                    state["name"] = STATE
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def manifests(tmp_path_factory) -> tuple[Path, Path]:
    base = tmp_path_factory.mktemp("hostile")
    return _manifest("v1", base / "old.json"), _manifest("v3", base / "new.json")


@pytest.fixture(scope="module")
def hostile_verdict(manifests):
    return check(load(manifests[0]), load(manifests[1]))


# ---------------------------------------------------------------- workflow commands

_COMMAND = re.compile(r"::([A-Za-z-]+)[ :]|##\[([A-Za-z-]+)")


def runner_commands(log: str) -> list[str]:
    """The workflow commands GitHub's runner would run from ``log``: a line that starts
    with ``::name`` or ``##[name`` once trimmed, none between ``::stop-commands::TOKEN``
    and ``::TOKEN::``."""
    executed, token = [], None
    for line in log.splitlines():  # every line break Python knows: more than the runner's
        text = line.strip()
        if token is not None:
            if text == f"::{token}::":
                token = None
            continue
        m = _COMMAND.match(text)
        if m:
            name = m.group(1) or m.group(2)
            if name == "stop-commands":
                token = text.split("::", 2)[2]
            executed.append(name)
    return executed


def _run_action(env: dict[str, str], cwd: Path, monkeypatch) -> tuple[int, str]:
    monkeypatch.setenv("PYTHONPATH", str(ROOT))  # the check runs in a child: this checkout
    out = io.StringIO()
    code = action.run({"GITHUB_STEP_SUMMARY": str(cwd / "summary.md"), **env}, cwd, out=out)
    return code, out.getvalue()


def test_names_in_the_log_are_no_workflow_commands(manifests, tmp_path, monkeypatch):
    old, new = manifests
    code, log = _run_action({"INPUT_OLD": str(old), "INPUT_NEW": str(new)}, tmp_path, monkeypatch)
    assert code == 1, log
    assert "pwned" in log  # the report is there, shown...
    commands = runner_commands(log)
    # ...and the runner runs only the action's own commands: the report's group and the
    # annotation of the one finding (escaped onto one line by annotation()).
    assert [c for c in commands if c not in ("stop-commands", "group", "endgroup")] == ["error"], commands
    (error,) = [line for line in log.splitlines() if line.startswith("::error")]
    assert "x%0A%3A%3Aerror%3A%3Apwned" in error


def test_log_safe_neutralises_every_command_line():
    text = "::error::a\n  ::add-mask::b\n\t##[error]c\nplain :: text\n::\rx\r::warning::d\r\n::debug::e\u2028::f::"
    safe = action.log_safe(text)
    assert runner_commands(safe) == []
    assert [line.replace("\u200b", "") for line in safe.splitlines()] == text.splitlines()
    assert "plain :: text" in safe.splitlines()


def test_property_and_data_escaping_cover_line_breaks_and_separators():
    line = action.annotation("error", "a\r\nb%", "f:1,2.py", 3, "t\n::x")
    assert "\n" not in line and "\r" not in line
    assert line == "::error file=f%3A1%2C2.py,line=3,title=t%0A%3A%3Ax::a%0D%0Ab%25"


def test_outputs_cannot_be_forged_by_a_value(tmp_path):
    path = tmp_path / "output"
    action.write_outputs(str(path), {"report-dir": "a\nverdict=compatible\nghadelimiter", "verdict": "incompatible"})
    text = path.read_text(encoding="utf-8")
    delimiter = text.split("<<", 1)[1].split("\n", 1)[0]
    assert delimiter.startswith("ghadelimiter_") and len(delimiter) > 20
    assert text.count(delimiter) == 2 and text.endswith("verdict=incompatible\n")


# ---------------------------------------------------------------------------- git


def _git(*args, cwd):
    subprocess.run(["git", "-c", "user.name=T", "-c", "user.email=t@example.com", *args],
                   cwd=cwd, check=True, capture_output=True, text=True)


def _clone_with_origin(tmp_path: Path) -> Path:
    seed, origin, work = tmp_path / "seed", tmp_path / "origin.git", tmp_path / "work"
    seed.mkdir()
    _git("init", "-q", "-b", "main", cwd=seed)
    _manifest("v1", seed / "job.json")
    _git("add", ".", cwd=seed)
    _git("commit", "-q", "-m", "v1", cwd=seed)
    _git("clone", "-q", "--bare", str(seed), str(origin), cwd=tmp_path)
    _git("clone", "-q", str(origin), str(work), cwd=tmp_path)
    return work


@pytest.mark.parametrize("old", ["--upload-pack=touch {marker}", "--upload-pack=touch {marker}:job.json"])
def test_old_cannot_pass_an_option_to_git(old, tmp_path, monkeypatch):
    work = _clone_with_origin(tmp_path)
    marker = tmp_path / "pwned"
    code, log = _run_action({"INPUT_OLD": old.format(marker=marker), "INPUT_NEW": "job.json",
                             "GITHUB_BASE_REF": "main"}, work, monkeypatch)
    assert not marker.exists(), "git ran the input as a command"
    assert code == 2
    (line,) = log.splitlines()
    assert line.startswith("::error title=flink-compat::input `old` '--upload-pack=") and "starts with '-'" in line


# ------------------------------------------------------------------------ Markdown

_MARKDOWN = MarkdownIt("commonmark").enable(["table", "strikethrough"])
_OWN_HTML = {"<details><summary>", "</summary>", "</details>"}


def _inline_tokens(markdown: str):
    for block in _MARKDOWN.parse(markdown):
        yield block
        yield from block.children or ()


def test_markdown_shows_generic_types_as_written():
    # issue 11, item 5: `<Long>` is an HTML tag to GitHub, which drops it ("List → List")
    verdict = check(keyed(value(Types.LIST(Types.LONG)))(), keyed(value(Types.LIST(Types.STRING)))())
    html = _MARKDOWN.render(render(verdict, "markdown"))
    assert "serializer changes from List&lt;Long&gt; to List&lt;String&gt;" in html
    assert not [t for t in _inline_tokens(render(verdict, "markdown")) if t.type.startswith("html")]


def test_markdown_names_make_no_link_image_html_or_cell(hostile_verdict):
    markdown = render(hostile_verdict, "markdown")
    tokens = list(_inline_tokens(markdown))
    assert not [t for t in tokens if t.type == "image"]
    links = [t.attrs["href"] for t in tokens if t.type == "link_open"]
    assert links and all(href.startswith(DOCS_BASE) for href in links), links
    assert not [t.content for t in tokens if t.type.startswith("html") and t.content.strip() not in _OWN_HTML]
    assert not [t for t in tokens if t.type in ("em_open", "s_open")]
    assert {t.content for t in _after(tokens, "strong_open")} <= {"error", "Findings", "Fix:", "failed"}
    # every row of the state table keeps its five cells
    rows = [t for t in tokens if t.type == "tr_open"]
    cells = [t for t in tokens if t.type in ("td_open", "th_open")]
    assert len(cells) == 5 * len(rows)
    # the names are there as written, on one line: a line break shows as its escape
    shown = [t.content for t in tokens if t.type in ("code_inline", "text")]
    one_line_state = visible(STATE)
    assert f"{visible(UID)} / {one_line_state}" in shown  # the finding's code span
    page = _MARKDOWN.render(markdown).replace("\u2060", "")
    assert f"<td>{html.escape(one_line_state, quote=False)} (VALUE)</td>" in page  # the table cell, as text


def _after(tokens: list, kind: str) -> list:
    """The token after each token of ``kind`` (the text inside a <strong>)."""
    return [tokens[i + 1] for i, t in enumerate(tokens[:-1]) if t.type == kind]


@pytest.mark.parametrize("text", ["a`b", "`a", "b`", "``", "a ``` b", "x|y", "\\|", "List<Long>", ""])
def test_code_spans_hold_any_text(text):
    tokens = list(_inline_tokens(f"see {md_code(text)} here"))
    if text:
        assert [t.content for t in tokens if t.type == "code_inline"] == [text]
    table = f"| a |\n|---|\n| {md_code(text, in_table=True)} |\n"
    codes = [t.content.replace("\u200b", "") for t in _inline_tokens(table) if t.type == "code_inline"]
    assert codes == ([text] if text else [])


@pytest.mark.parametrize("text", ["[a](b)", "![i](x.png)", "<b>x</b>", "**x** _y_ ~~z~~", "a\\", "&amp; &#64;", "$x$",
                                  "# h", "> q", "- l", "+ l", "12. n", "3) n", "=", "---"])
def test_text_is_shown_as_written(text):
    tokens = list(_inline_tokens(md_text(text)))
    assert "".join(t.content for t in tokens if t.type == "text") == text
    assert {t.type for t in tokens} <= {"paragraph_open", "inline", "text", "paragraph_close"}


def test_text_makes_no_autolink_or_mention():
    # GitHub links these without Markdown (and @mentions notify); CommonMark parsers here
    # do not, so the test looks for the patterns: a word joiner breaks each one.
    shown = md_text("see https://evil.example/x, WWW.evil.example, a@b.example and @org/team")
    assert not re.search(r"://|www\.|@[\w-]", shown, re.IGNORECASE)
    assert shown.replace("\u2060", "") == "see https://evil.example/x, WWW.evil.example, a@b.example and @org/team"


def test_the_html_report_escapes_every_name(hostile_verdict):
    # a guard, not a fix: autoescape is on and no user string goes through |safe
    page = render(hostile_verdict, "html")
    assert "<img src=x" not in page and "&lt;img src=x onerror=alert(1)&gt;" in page
    assert 'href="https://evil' not in page
