"""The fidelity confusion table: printed at the end of the run and written under the
pytest base temp directory (``<basetemp>/fidelity-confusion.txt``)."""

from __future__ import annotations

import pytest

from ._support import CONFUSION


@pytest.fixture(scope="session", autouse=True)
def _confusion_file(tmp_path_factory):
    yield
    if CONFUSION.cells:
        path = tmp_path_factory.getbasetemp() / "fidelity-confusion.txt"
        path.write_text(CONFUSION.render(), encoding="utf-8")
        CONFUSION.file = path


def pytest_terminal_summary(terminalreporter):
    if CONFUSION.cells:
        terminalreporter.section("fidelity: checker vs Flink")
        terminalreporter.write(CONFUSION.render())
        path = getattr(CONFUSION, "file", None)
        if path:
            terminalreporter.write_line(f"(also in {path})")
