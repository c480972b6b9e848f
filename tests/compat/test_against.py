"""``flink-compat check --against REF PATH``: PATH at git ref REF (old) against the working tree (new).

Each test builds a temporary git repository: ``main`` holds version 1 of an example job at
jobs/alarm, the working tree another version. Reports must name the sides ``main:jobs/alarm``
and ``jobs/alarm`` (relative to the repository's root), never the temporary worktree, and
the worktree is gone afterwards, whatever happened.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES, ROOT

from .test_cli import one_line_error

IDENTITY = ["-c", "user.name=T", "-c", "user.email=t@example.com"]


def _git(*args, cwd) -> str:
    return subprocess.run(["git", *IDENTITY, *args], cwd=cwd, check=True, capture_output=True, text=True).stdout


def _repo(tmp_path: Path, old: str = "motion-alarm/v1", new: str = "motion-alarm/v3") -> Path:
    repo = tmp_path / "repo"
    (repo / "jobs" / "alarm").mkdir(parents=True)
    _git("init", "-q", "-b", "main", cwd=repo)
    shutil.copy(EXAMPLES / old / "job.py", repo / "jobs" / "alarm" / "job.py")
    _git("add", ".", cwd=repo)
    _git("commit", "-q", "-m", "v1", cwd=repo)
    shutil.copy(EXAMPLES / new / "job.py", repo / "jobs" / "alarm" / "job.py")  # uncommitted: the working tree
    return repo


def _env(tmp_path: Path, **extra) -> dict[str, str]:
    temp = tmp_path / "temp"
    temp.mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("GITHUB_")}
    # RUNNER_TEMP: where the worktree goes, so the test can see that nothing is left
    return {**env, "PYTHONPATH": str(ROOT), "RUNNER_TEMP": str(temp), **extra}


def run(*args, cwd: Path, env: dict[str, str]) -> tuple[int, str, str]:
    proc = subprocess.run([sys.executable, "-m", "flink_compat", "check", *map(str, args)], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=180, stdin=subprocess.DEVNULL)
    return proc.returncode, proc.stdout, proc.stderr


def _no_worktree_left(repo: Path, env: dict[str, str]) -> None:
    assert _git("worktree", "list", cwd=repo).strip().count("\n") == 0  # only the repository itself
    assert list(Path(env["RUNNER_TEMP"]).iterdir()) == []


def test_the_working_tree_against_a_ref(tmp_path):
    repo = _repo(tmp_path)
    env = _env(tmp_path)
    out = tmp_path / "out"
    out.mkdir()
    code, stdout, err = run("--against", "main", "jobs/alarm", "--output", out / "r.json", "--output", out / "r.sarif",
                            "--output", out / "r.md", cwd=repo, env=env)
    assert code == 1, err  # v1 -> v3: a state's serializer is incompatible
    report = json.loads((out / "r.json").read_text())
    assert report["verdict"] == "incompatible"
    assert (report["old"]["location"], report["new"]["location"]) == ("main:jobs/alarm", "jobs/alarm")
    (finding,) = [f for f in report["findings"] if f["level"] == "error"]
    assert finding["location"]["file"] == "jobs/alarm/job.py"
    assert finding["old_location"]["file"] == "main:jobs/alarm/job.py"
    for text in (stdout, *(p.read_text() for p in out.iterdir())):
        assert "flink-compat-old" not in text and str(tmp_path) not in text.replace(repo.resolve().as_uri(), "")
    run_ = json.loads((out / "r.sarif").read_text())["runs"][0]
    assert run_["originalUriBaseIds"]["SRCROOT"]["uri"] == repo.resolve().as_uri() + "/"
    artifact = run_["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert artifact == {"uri": "jobs/alarm/job.py", "uriBaseId": "SRCROOT"}
    _no_worktree_left(repo, env)


def test_names_are_relative_to_the_repository_root_from_a_subdirectory(tmp_path):
    repo = _repo(tmp_path, "motion-alarm/v1", "motion-alarm/v2")
    env = _env(tmp_path)
    code, stdout, err = run("--against", "main", "alarm", "--format", "json", cwd=repo / "jobs", env=env)
    assert code == 0, err
    report = json.loads(stdout)
    assert report["verdict"] == "compatible"
    assert (report["old"]["location"], report["new"]["location"]) == ("main:jobs/alarm", "jobs/alarm")


def test_a_job_that_moved(tmp_path):
    repo = _repo(tmp_path)
    _git("mv", "jobs/alarm", "jobs/motion", cwd=repo)
    env = _env(tmp_path)
    code, _, err = run("--against", "main", "jobs/motion", cwd=repo, env=env)
    assert code == 2
    line = one_line_error(err)
    assert "jobs/motion does not exist at main (" in line and "--against main:jobs/alarm" in line
    code, stdout, err = run("--against", "main:jobs/alarm", "jobs/motion", "--format", "json", cwd=repo, env=env)
    assert code == 1, err
    assert json.loads(stdout)["old"]["location"] == "main:jobs/alarm"
    _no_worktree_left(repo, env)


@pytest.mark.parametrize("in_actions", [False, True])
def test_a_missing_ref_is_one_line(tmp_path, in_actions):
    repo = _repo(tmp_path)
    env = _env(tmp_path, **({"GITHUB_ACTIONS": "true"} if in_actions else {}))
    code, stdout, err = run("--against", "v0.9", "jobs/alarm", cwd=repo, env=env)
    assert code == 2 and stdout == ""
    line = one_line_error(err)
    assert "--against 'v0.9' is not a git ref of this clone" in line
    assert "fetch-depth" not in line  # not shallow: deepening would not help


def test_fetch_depth_is_advised_only_in_actions_and_in_a_shallow_clone(tmp_path):
    repo = _repo(tmp_path)
    _git("commit", "-q", "-am", "v3", cwd=repo)
    shallow = tmp_path / "shallow"
    _git("clone", "-q", "--depth=1", f"file://{repo}", str(shallow), cwd=tmp_path)
    for in_actions in (False, True):
        env = _env(tmp_path, **({"GITHUB_ACTIONS": "true"} if in_actions else {}))
        code, _, err = run("--against", "v0.9", "jobs/alarm", cwd=shallow, env=env)
        assert code == 2
        line = one_line_error(err)
        assert ("fetch-depth: 0" in line) is in_actions, line
        assert "shallow" in line


@pytest.mark.parametrize("against", ["--upload-pack=touch {marker}", "--output=x", "-h"])
def test_a_ref_like_an_option_is_refused(tmp_path, against):
    repo = _repo(tmp_path)
    marker = tmp_path / "pwned"
    code, _, err = run(f"--against={against.format(marker=marker)}", "jobs/alarm", cwd=repo, env=_env(tmp_path))
    assert code == 2 and not marker.exists()
    assert "starts with '-': refused" in one_line_error(err)


def test_usage_errors(tmp_path):
    repo = _repo(tmp_path)
    env = _env(tmp_path)
    code, _, err = run("--against", "main", "jobs/alarm", "jobs/alarm", cwd=repo, env=env)
    assert code == 2 and "--against takes one PATH" in one_line_error(err)
    code, _, err = run("jobs/alarm", cwd=repo, env=env)
    assert code == 2 and "OLD and NEW are required" in one_line_error(err)
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    code, _, err = run("--against", "main", "x", cwd=outside, env=env)
    assert code == 2 and "not in a git repository" in one_line_error(err)
    code, _, err = run("--against", "main", "../elsewhere", cwd=repo, env=env)
    assert code == 2 and "is outside the repository" in one_line_error(err)


def test_the_worktree_is_removed_when_the_old_side_fails(tmp_path):
    repo = _repo(tmp_path)
    (repo / "jobs" / "alarm" / "job.py").write_text("def build(:\n", encoding="utf-8")
    _git("commit", "-q", "-am", "broken", cwd=repo)
    shutil.copy(EXAMPLES / "motion-alarm/v2" / "job.py", repo / "jobs" / "alarm" / "job.py")
    env = _env(tmp_path)
    code, stdout, err = run("--against", "main", "jobs/alarm", cwd=repo, env=env)
    assert code == 2 and stdout == ""
    line = one_line_error(err)
    assert "main:jobs/alarm/job.py:1" in line and "flink-compat-old" not in line  # named as at the ref
    _no_worktree_left(repo, env)


def test_the_worktree_is_removed_on_ctrl_c(tmp_path):
    repo = _repo(tmp_path)
    job = repo / "jobs" / "alarm" / "job.py"
    job.write_text("import time\ntime.sleep(20)\n" + job.read_text(encoding="utf-8"), encoding="utf-8")
    _git("commit", "-q", "-am", "slow to import", cwd=repo)
    env = _env(tmp_path)
    proc = subprocess.Popen([sys.executable, "-m", "flink_compat", "check", "--against", "HEAD", "jobs/alarm"], cwd=repo,
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        deadline = time.monotonic() + 60
        while "flink-compat-old" not in _git("worktree", "list", cwd=repo):
            assert time.monotonic() < deadline and proc.poll() is None, "the worktree never appeared"
            time.sleep(0.1)
        time.sleep(1)  # the job packages are importing
        os.killpg(proc.pid, signal.SIGINT)  # Ctrl-C: the terminal signals the whole group
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 2 and "interrupted" in err
    _no_worktree_left(repo, env)
