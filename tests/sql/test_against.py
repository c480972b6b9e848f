"""``check --against REF PATH`` on a SQL script names both sides as the Action and the README
promise (``REF:PATH`` and ``PATH``), never the temporary checkout the old script was read from,
in every format; the job is named by its INSERTs."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from tests.compat.test_against import _env, _git

from .conftest import SCRIPT

pytestmark = pytest.mark.java


def test_a_sql_script_against_a_ref_is_named_ref_path(tmp_path, flink_home):
    repo = tmp_path / "repo"
    (repo / "jobs").mkdir(parents=True)
    _git("init", "-q", "-b", "main", cwd=repo)
    shutil.copy(SCRIPT, repo / "jobs" / "pipeline.sql")
    _git("add", ".", cwd=repo)
    _git("commit", "-q", "-m", "v1", cwd=repo)
    (repo / "jobs" / "pipeline.sql").write_text(SCRIPT.read_text() + "\n-- a comment only\n")
    env = _env(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    proc = subprocess.run(
        [sys.executable, "-m", "flink_compat", "check", "--against", "main", "jobs/pipeline.sql", "--flink-home", flink_home,
         "--output", str(out / "r.json"), "--output", str(out / "r.md"), "--timeout", "300"],
        cwd=repo, env=env, capture_output=True, text=True, timeout=600, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    report = json.loads((out / "r.json").read_text())
    assert (report["old"]["location"], report["new"]["location"]) == ("main:jobs/pipeline.sql", "jobs/pipeline.sql")
    assert report["old"]["route"] == report["new"]["route"] == "SQL script"
    assert report["new"]["name"] == "INSERT INTO totals, latest"
    for text in (proc.stdout, *(p.read_text() for p in out.iterdir())):
        assert "flink-compat-old" not in text and str(tmp_path) not in text
