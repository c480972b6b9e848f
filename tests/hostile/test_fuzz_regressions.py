"""Replays every case the fuzz campaign (``make fuzz``) recorded in ``regressions/``: each
crashed, hung or blew up memory once, and must now end in ``ok`` or a clean error.

Each case runs in a child process under the campaign's memory and time limits
(``fuzz.run_bounded``); job archives run in a further bounded child, the CLI.
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.hostile.fuzz import CASE_SECONDS, REGRESSIONS, run_bounded, source_path

CASES = sorted(REGRESSIONS.glob("*.json")) if REGRESSIONS.is_dir() else []


@pytest.mark.skipif(not CASES, reason="no recorded fuzz regressions")
@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_recorded_fuzz_case_now_ends_cleanly(path: Path, tmp_path):
    recorded = json.loads(path.read_text(encoding="utf-8"))
    if recorded["target"] in ("metadata", "state") and not source_path(recorded["source"]).exists():
        pytest.skip(f"seed {recorded['source']} not here (the Flink corpus is optional)")
    try:
        proc = run_bounded("tests.hostile.fuzz", "--replay", str(path), cwd=tmp_path)
    except subprocess.TimeoutExpired:
        pytest.fail(f"over {CASE_SECONDS} s (was {recorded['outcome']})")
    assert proc.returncode == 0, f"{proc.stdout.strip()} {proc.stderr[-2000:]} (was {recorded['outcome']})"
