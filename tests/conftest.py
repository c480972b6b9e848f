"""Shared test helpers: paths, golden files, the shared Flink corpus."""

from __future__ import annotations

import os
import sys
import tempfile
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
FIXTURES = ROOT / "tests" / "fixtures"
SAVEPOINT_FIXTURES = FIXTURES / "savepoints"

# A pytest-xdist worker gets COLUMNS and LINES of a terminal it does not have (80 x 24): the
# commands tests run would fit their text reports to it, as they never do in one pytest process.
if os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ.pop("COLUMNS", None)
    os.environ.pop("LINES", None)

# The command line's progress lines (graph/progress.py) stay off in the commands tests run, whose
# stderr they read line by line; tests/graph/test_progress.py turns them on.
os.environ.setdefault("FLINK_COMPAT_PROGRESS", "0")


def _find_corpus() -> Path:
    """The shared Flink corpus: $FLINK_CORPUS, else ../shared/flink-corpus beside the
    checkout, else the workplace's /work/shared/flink-corpus (CI clones elsewhere)."""
    if os.environ.get("FLINK_CORPUS"):
        return Path(os.environ["FLINK_CORPUS"])
    for candidate in (ROOT.parent / "shared" / "flink-corpus", Path("/work/shared/flink-corpus")):
        if candidate.is_dir():
            return candidate
    return ROOT.parent / "shared" / "flink-corpus"


CORPUS = _find_corpus()

#: Cases run by the fuzz tests, by what they mutate (printed at the end of the session).
FUZZ_CASES: Counter = Counter()


def _confusion():
    """The fidelity confusion table (tests/fidelity/_support.py), when this process' tests made
    one: imported only then, so a run without the fidelity tests never imports them."""
    support = sys.modules.get("tests.fidelity._support")
    return support.CONFUSION if support is not None else None


def pytest_sessionfinish(session):
    """In a pytest-xdist worker: its fuzz counts and fidelity verdicts, sent to the controller with
    the worker's output (the controller prints the session's)."""
    if hasattr(session.config, "workeroutput"):
        confusion = _confusion()
        session.config.workeroutput["fuzz_cases"] = dict(FUZZ_CASES)
        session.config.workeroutput["fidelity_rows"] = [
            (mode, *row) for mode, rows in (confusion.rows if confusion else {}).items() for row in rows]


@pytest.hookimpl(optionalhook=True)  # (a hook of pytest-xdist: unknown to pytest without it)
def pytest_testnodedown(node, error):
    """In the pytest-xdist controller: a finished worker's fuzz counts and fidelity verdicts
    added to the session's."""
    output = getattr(node, "workeroutput", {})
    FUZZ_CASES.update(output.get("fuzz_cases", {}))
    if output.get("fidelity_rows"):
        from tests.fidelity._support import CONFUSION

        for mode, scenario, flink, checker in output["fidelity_rows"]:
            CONFUSION.add(mode, scenario, flink, checker)


def pytest_terminal_summary(terminalreporter):
    if FUZZ_CASES:
        parts = ", ".join(f"{n} {what}" for what, n in FUZZ_CASES.items())
        terminalreporter.write_line(f"fuzz: {sum(FUZZ_CASES.values())} cases ({parts})")
    confusion = _confusion()
    if confusion is not None and confusion.cells:
        terminalreporter.section("fidelity: checker vs Flink")
        terminalreporter.write(confusion.render())
        path = terminalreporter.config.cache.mkdir("fidelity") / "confusion.txt"
        path.write_text(confusion.render(), encoding="utf-8")
        terminalreporter.write_line(f"(also in {path})")


#: Set UPDATE_GOLDENS=1 to rewrite golden files; review the diff before committing.
UPDATE_GOLDENS = os.environ.get("UPDATE_GOLDENS") == "1"


def assert_golden(name: str, actual: str) -> None:
    path = ROOT / "tests" / "golden" / name
    if UPDATE_GOLDENS or not path.exists():
        if not UPDATE_GOLDENS and os.environ.get("CI"):
            pytest.fail(f"golden file {path} is missing (run with UPDATE_GOLDENS=1 and commit it)")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(actual, encoding="utf-8")
        return
    expected = path.read_text(encoding="utf-8")
    assert actual == expected, f"output differs from {path} (UPDATE_GOLDENS=1 rewrites it)"


@pytest.fixture
def corpus() -> Path:
    if not CORPUS.is_dir():
        pytest.skip(f"Flink corpus not found at {CORPUS} (set FLINK_CORPUS to run these tests)")
    return CORPUS


@pytest.fixture
def private_tmp(tmp_path_factory, monkeypatch) -> Path:
    """A temporary directory of the test's own, in this process (``tempfile``) and in the children
    it starts (``TMPDIR``): what the code under test leaves there is the test's alone, whatever
    another process (the other pytest worker) makes meanwhile in the machine's."""
    private = tmp_path_factory.mktemp("tmp")  # (not in tmp_path: a test may list what it holds)
    monkeypatch.setattr(tempfile, "tempdir", str(private))
    monkeypatch.setenv("TMPDIR", str(private))
    return private
