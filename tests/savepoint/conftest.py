"""Paths of the savepoint tests: the shared Flink corpus and the committed fixtures."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures" / "savepoints"
from tests.conftest import CORPUS  # noqa: E402  (one definition of where the corpus is)


def corpus_metadata_files() -> list[Path]:
    if not CORPUS.is_dir():
        return []
    return sorted(CORPUS.rglob("_metadata"))


def fixture_dirs() -> list[Path]:
    if not FIXTURES.is_dir():
        return []
    return sorted(
        p for p in FIXTURES.iterdir() if (p / "FIXTURE.json").is_file() and ((p / "_metadata").is_file() or any(p.glob("chk-*/_metadata")))
    )


@pytest.fixture
def corpus_dir() -> Path:
    if not CORPUS.is_dir():
        pytest.skip(f"Flink corpus not found at {CORPUS} (set FLINK_CORPUS to run these tests)")
    return CORPUS
