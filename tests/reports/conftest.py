"""Verdicts of the bundled examples, checked once per session for the report tests."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.loader import load
from tests.conftest import EXAMPLES

_graphs: dict = {}


def verdict_of(old: str, new: str, policy=None):
    for name in (old, new):
        if name not in _graphs:
            _graphs[name] = load(EXAMPLES / name)
    return check(_graphs[old], _graphs[new], policy)


@pytest.fixture(scope="session")
def removed_operator_verdict():
    """motion-alarm v1 → v5: the stateful alarm evaluation is gone (its state is lost)."""
    return verdict_of("motion-alarm/v1", "motion-alarm/v5")
