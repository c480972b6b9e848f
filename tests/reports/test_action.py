"""The GitHub Action, run locally: action.yml's steps in a simulated GitHub environment.

A temporary git repository plays the pull request: ``main`` has version 1 of an example
job, the PR branch changes it. The test evaluates the ``${{ }}`` expressions of action.yml
the way the runner does (inputs, github.action_path, runner.temp, steps.*.outputs), runs
each ``run:`` step with bash as GitHub does (``uses:`` steps are stood in for: setup-python
is this interpreter, actions/cache restores nothing), with
GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_BASE_REF, ... set, and checks the summary, the
annotations, the outputs and the exit code. The pull request comment and the SARIF upload
go to a fake GitHub API on 127.0.0.1, which records the requests.

The install step really creates a venv and pip-installs this checkout (non-editable), so a
template missing from the package data fails here.
"""

from __future__ import annotations

import base64
import gzip
import http.server
import io
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import threading
import urllib.parse
from pathlib import Path

import pytest
import yaml

from flink_compat import action
from tests.conftest import EXAMPLES, ROOT

ACTION = yaml.safe_load((ROOT / "action.yml").read_text(encoding="utf-8"))
EXPRESSION = re.compile(r"\$\{\{\s*([^}]+?)\s*\}\}")


# ------------------------------------------------------------------ a simulated runner


def _git(*args, cwd):
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True)


def _read_outputs(path: Path) -> dict[str, str]:
    out, lines = {}, path.read_text(encoding="utf-8").splitlines() if path.exists() else []
    i = 0
    while i < len(lines):
        line = lines[i]
        if "<<" in line and "=" not in line.split("<<")[0]:
            name, marker = line.split("<<", 1)
            j = lines.index(marker, i + 1)
            out[name] = "\n".join(lines[i + 1 : j])
            i = j + 1
            continue
        name, value = line.split("=", 1)
        out[name] = value
        i += 1
    return out


class Runner:
    """Runs action.yml's steps the way GitHub's runner does, for one workspace."""

    def __init__(self, workspace: Path, temp: Path, inputs: dict[str, str], base_env: dict[str, str]):
        self.workspace, self.temp = workspace, temp
        self.inputs = {name: self.evaluate(str(spec.get("default", ""))) for name, spec in ACTION["inputs"].items()}
        self.inputs.update(inputs)
        self.steps: dict[str, dict[str, str]] = {}
        self.skipped: list[str] = []  # ids of the steps whose `if:` was false
        self.summary = temp / "step_summary.md"
        self.summary.touch()
        self.env = {
            "PATH": os.environ["PATH"],
            "HOME": os.environ.get("HOME", str(temp)),
            "GITHUB_ACTIONS": "true",
            "GITHUB_WORKSPACE": str(workspace),
            "GITHUB_EVENT_NAME": "pull_request",
            "GITHUB_REPOSITORY": "example/alarms",
            "GITHUB_BASE_REF": "main",
            "GITHUB_HEAD_REF": "feature",
            "GITHUB_STEP_SUMMARY": str(self.summary),
            "RUNNER_TEMP": str(temp),
            "RUNNER_OS": "Linux",
            "RUNNER_ARCH": "X64",
            **base_env,
        }

    def evaluate(self, text: str) -> str:
        def value(match: re.Match) -> str:
            expr = match.group(1)
            if expr.startswith("inputs."):
                return self.inputs[expr.removeprefix("inputs.")]
            if expr == "github.action_path":
                return str(ROOT)
            if expr == "runner.temp":
                return str(self.temp)
            if expr == "github.token":
                return WORKFLOW_TOKEN
            m = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expr)
            if m:
                return self.steps.get(m.group(1), {}).get(m.group(2), "")
            raise AssertionError(f"action.yml uses an expression this test does not simulate: {expr}")

        return EXPRESSION.sub(value, text)

    def condition(self, step: dict) -> bool:
        """A step's ``if:`` (the one form action.yml uses: ``steps.X.outputs.Y == 'true'``)."""
        if "if" not in step:
            return True
        m = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+) == 'true'", step["if"].strip())
        assert m, f"action.yml uses a condition this test does not simulate: {step['if']}"
        return self.steps.get(m.group(1), {}).get(m.group(2), "") == "true"

    def run_step(self, step: dict) -> subprocess.CompletedProcess:
        if not self.condition(step):
            self.skipped.append(step["id"])
            return subprocess.CompletedProcess([], 0, "", "")
        if "uses" in step:  # pinned: test_third_party_actions_are_pinned_by_commit
            if step["uses"].startswith("actions/setup-java@"):  # this machine's JDK stands in
                assert self.evaluate(str(step["with"]["java-version"])) == "17"
                self.steps[step["id"]] = {"path": os.environ.get("JAVA_HOME", "")}
                return subprocess.CompletedProcess([], 0, "", "")
            if step["uses"].startswith("actions/cache@"):
                for name in ("key", "path"):
                    assert self.evaluate(step["with"][name]).strip(), name
                self.steps[step["id"]] = {"cache-hit": ""}
                return subprocess.CompletedProcess([], 0, "", "")
            assert step["uses"].startswith("actions/setup-python@"), step["uses"]
            self.steps[step["id"]] = {"python-path": sys.executable, "python-version": platform.python_version()}
            return subprocess.CompletedProcess([], 0, "", "")
        assert step["shell"] == "bash"
        output = self.temp / f"output-{step['id']}"
        output.write_text("", encoding="utf-8")
        env = {**self.env, "GITHUB_OUTPUT": str(output)}
        env.update({k: self.evaluate(str(v)) for k, v in step.get("env", {}).items()})
        script = self.temp / f"step-{step['id']}.sh"
        script.write_text(step["run"], encoding="utf-8")
        done = subprocess.run(
            ["bash", "--noprofile", "--norc", "-eo", "pipefail", str(script)],
            cwd=self.workspace, env=env, capture_output=True, text=True, timeout=600,
        )
        self.steps[step["id"]] = _read_outputs(output)
        return done

    def outputs(self) -> dict[str, str]:
        return {name: self.evaluate(spec["value"]) for name, spec in ACTION["outputs"].items()}


# ------------------------------------------------------------------------ fixtures


INSTALL_STEPS = [s for s in ACTION["runs"]["steps"] if s.get("id") != "check"]
JAVA_STEPS = [s for s in ACTION["runs"]["steps"] if s.get("id") in ("java", "setup-java")]
WORKFLOW_TOKEN = "ghs_workflowtoken0123456789"


@pytest.fixture(scope="module")
def installed_runner(tmp_path_factory) -> Runner:
    """The steps before the check (Python, cache key, cache: a miss, install) once for the
    module: a venv with this checkout."""
    temp = tmp_path_factory.mktemp("runner")
    runner = Runner(temp, temp, {"new": "unused"}, {})
    for step in INSTALL_STEPS:
        done = runner.run_step(step)
        assert done.returncode == 0, done.stderr[-3000:]
    python = runner.steps["install"]["python"]
    assert Path(python).is_file() and str(temp) in python
    return runner


@pytest.fixture(scope="module")
def installed(installed_runner) -> dict[str, dict[str, str]]:
    return installed_runner.steps


IDENTITY = ["-c", "user.name=Test", "-c", "user.email=test@example.com"]


def _pull_request(tmp_path: Path, old_version: str, new_version: str, policy: str = "",
                  shallow: bool = False) -> Path:
    """origin with main at the old version (and ``policy`` as flink-compat.toml); a clone
    (``shallow``: of depth 1) on a PR branch with the new version."""
    origin, work = tmp_path / "origin.git", tmp_path / "work"
    seed = tmp_path / "seed"
    seed.mkdir()
    _git("init", "-q", "-b", "main", cwd=seed)
    (seed / "jobs" / "alarm").mkdir(parents=True)
    shutil.copy(EXAMPLES / old_version / "job.py", seed / "jobs" / "alarm" / "job.py")
    if policy:
        (seed / "flink-compat.toml").write_text(policy, encoding="utf-8")
    _git("add", ".", cwd=seed)
    _git(*IDENTITY, "commit", "-q", "-m", "alarm job v1", cwd=seed)
    _git("clone", "-q", "--bare", str(seed), str(origin), cwd=tmp_path)
    _git("clone", "-q", *(["--depth=1", f"file://{origin}"] if shallow else [str(origin)]), str(work), cwd=tmp_path)
    _git("checkout", "-q", "-b", "feature", cwd=work)
    shutil.copy(EXAMPLES / new_version / "job.py", work / "jobs" / "alarm" / "job.py")
    _git(*IDENTITY, "commit", "-q", "-am", "change the alarm job", cwd=work)
    return work


def _run_check(installed, tmp_path, work, inputs, env=None) -> tuple[subprocess.CompletedProcess, Runner]:
    temp = tmp_path / "runner"
    temp.mkdir()
    runner = Runner(work, temp, inputs, env or {})
    runner.steps.update(installed)
    (check,) = [s for s in ACTION["runs"]["steps"] if s.get("id") == "check"]
    return runner.run_step(check), runner


# --------------------------------------------------------------------------- tests


def test_inputs_reach_scripts_only_through_the_environment():
    for step in ACTION["runs"]["steps"]:
        assert "${{" not in step.get("run", ""), f"step {step.get('id')} pastes an expression into shell text"
    for name, spec in ACTION["inputs"].items():
        assert "Default" in spec["description"] or "default" in spec["description"], name
        assert "default" in spec or spec.get("required"), name


def test_incompatible_pull_request(installed, tmp_path):
    work = _pull_request(tmp_path, "motion-alarm/v1", "motion-alarm/v3")
    done, runner = _run_check(installed, tmp_path, work, {"new": "jobs/alarm"})
    assert done.returncode == 1, done.stdout + done.stderr

    # annotations at the line of the new job that declares the state
    source = (work / "jobs/alarm/job.py").read_text(encoding="utf-8").splitlines()
    (error,) = [line for line in done.stdout.splitlines() if line.startswith("::error ")]
    m = re.match(r"::error file=jobs/alarm/job.py,line=(\d+),title=STATE_SERIALIZER_INCOMPATIBLE \(alarm-eval / isActive\)::", error)
    assert m, error
    assert "isActive" in source[int(m.group(1)) - 1]
    assert "Tuple3<Boolean%2C Long%2C String>" not in error  # data is not property-escaped
    assert "%0A- " in error  # the reasons, on lines of their own

    summary = runner.summary.read_text(encoding="utf-8")
    assert summary.startswith("### ❌ flink-compat: incompatible")
    assert "STATE_SERIALIZER_INCOMPATIBLE" in summary and "jobs/alarm at main" in done.stdout

    outputs = runner.outputs()
    assert outputs["verdict"] == "incompatible"
    assert (outputs["failed"], outputs["exit-code"], outputs["errors"], outputs["migrations"]) == ("true", "1", "1", "0")
    for key in ("html-report", "sarif-report", "json-report", "markdown-report"):
        assert (work / outputs[key]).is_file(), key
    assert outputs["report-dir"] == "flink-compat-report"
    sarif = json.loads((work / outputs["sarif-report"]).read_text(encoding="utf-8"))
    uri = sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
    assert uri == "jobs/alarm/job.py"
    assert "<svg" in (work / outputs["html-report"]).read_text(encoding="utf-8")
    # the temporary worktree of the base is gone
    listed = subprocess.run(["git", "worktree", "list"], cwd=work, capture_output=True, text=True).stdout
    assert len(listed.strip().splitlines()) == 1


def test_migration_passes_unless_fail_on_migration(installed, tmp_path):
    work = _pull_request(tmp_path, "alarm-state-pojo/v1", "alarm-state-pojo/v2")
    done, runner = _run_check(installed, tmp_path, work, {"new": "jobs/alarm", "report-dir": "out/reports"})
    assert done.returncode == 0, done.stdout + done.stderr
    assert any(line.startswith("::warning file=jobs/alarm/job.py,line=") for line in done.stdout.splitlines())
    assert runner.outputs()["verdict"] == "migration-required"
    assert runner.outputs()["html-report"] == "out/reports/report.html"

    (tmp_path / "again").mkdir()
    done, runner = _run_check(installed, tmp_path / "again", work, {"new": "jobs/alarm", "fail-on": "migration"})
    assert done.returncode == 1
    assert runner.outputs()["failed"] == "true"


def test_old_as_a_path_and_bad_inputs(installed, tmp_path):
    work = _pull_request(tmp_path, "motion-alarm/v1", "motion-alarm/v2")
    shutil.copytree(EXAMPLES / "motion-alarm" / "v1", work / "released")
    done, runner = _run_check(installed, tmp_path, work, {"new": "jobs/alarm", "old": "released"})
    assert done.returncode == 0, done.stdout + done.stderr
    assert runner.outputs()["verdict"] == "compatible"
    assert "✅ flink-compat: compatible" in runner.summary.read_text(encoding="utf-8")

    (tmp_path / "bad").mkdir()
    done, runner = _run_check(installed, tmp_path / "bad", work, {"new": "jobs/alarm", "fail-on": "sometimes"})
    assert done.returncode == 2
    assert done.stdout.startswith("::error title=flink-compat::input `fail-on` must be one of")
    assert runner.outputs()["verdict"] == "error"


def test_a_job_new_in_the_pull_request_passes_only_when_the_inputs_say_so(installed, tmp_path):
    work = _pull_request(tmp_path, "motion-alarm/v1", "motion-alarm/v2")
    shutil.copytree(EXAMPLES / "event-count" / "v1", work / "jobs" / "counts")
    done, runner = _run_check(installed, tmp_path, work, {"new": "jobs/counts"})
    assert done.returncode == 2, done.stdout + done.stderr
    (error,) = done.stdout.splitlines()
    assert error.startswith("::error title=flink-compat::jobs/counts at main (")
    assert "does not exist" in error and "`new-job: true`" in error and "it moved:" not in error

    (tmp_path / "again").mkdir()
    done, runner = _run_check(installed, tmp_path / "again", work, {"new": "jobs/counts", "new-job": "true"})
    assert done.returncode == 0, done.stdout + done.stderr
    assert runner.outputs()["verdict"] == "new-job"
    assert done.stdout.startswith("::notice ")
    assert "nothing to check" in runner.summary.read_text(encoding="utf-8")


def test_a_job_that_moved_fails_and_says_where_it_was(installed, tmp_path):
    # issue 11, item 2: a renamed job directory printed "nothing to check" and passed
    work = _pull_request(tmp_path, "motion-alarm/v1", "motion-alarm/v3")
    _git("mv", "jobs/alarm", "jobs/motion-alarm", cwd=work)
    _git(*IDENTITY, "commit", "-q", "-m", "move the job", cwd=work)
    done, _ = _run_check(installed, tmp_path, work, {"new": "jobs/motion-alarm"})
    assert done.returncode == 2, done.stdout + done.stderr
    (error,) = done.stdout.splitlines()
    assert "jobs/motion-alarm at main (" in error and "does not exist" in error
    assert "it moved: set `old: main:jobs/alarm`" in error

    # saying it is new does not hide the move
    (tmp_path / "new").mkdir()
    done, runner = _run_check(installed, tmp_path / "new", work, {"new": "jobs/motion-alarm", "new-job": "true"})
    assert done.returncode == 0 and done.stdout.startswith("::warning ")
    assert "its files were at jobs/alarm at main" in done.stdout

    # the old path at the base: the check runs (v1 -> v3 is incompatible)
    (tmp_path / "old").mkdir()
    done, runner = _run_check(installed, tmp_path / "old", work, {"new": "jobs/motion-alarm", "old": "main:jobs/alarm"})
    assert done.returncode == 1, done.stdout + done.stderr
    assert runner.outputs()["verdict"] == "incompatible"


def test_the_policy_files_fail_on_applies_unless_the_input_is_given(installed, tmp_path):
    # issue 11, item 1: the input defaulted to error and was always passed, overriding the file
    work = _pull_request(tmp_path, "alarm-state-pojo/v1", "alarm-state-pojo/v2", policy='fail-on = "migration"\n')
    cli = subprocess.run([sys.executable, "-m", "flink_compat", "check", "--", str(EXAMPLES / "alarm-state-pojo/v1"),
                          "jobs/alarm"], cwd=work, capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert cli.returncode == 1, cli.stderr  # the command line reads the file
    done, runner = _run_check(installed, tmp_path, work, {"new": "jobs/alarm"})
    assert done.returncode == 1, done.stdout + done.stderr
    assert runner.outputs()["verdict"] == "migration-required" and runner.outputs()["failed"] == "true"
    assert "fail-on `migration`" in runner.summary.read_text(encoding="utf-8")

    (tmp_path / "input").mkdir()
    done, runner = _run_check(installed, tmp_path / "input", work, {"new": "jobs/alarm", "fail-on": "error"})
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_missing_ref_advises_fetch_depth_only_in_a_shallow_clone(installed, tmp_path):
    for shallow in (False, True):
        base = tmp_path / str(shallow)
        base.mkdir()
        work = _pull_request(base, "motion-alarm/v1", "motion-alarm/v2", shallow=shallow)
        done, _ = _run_check(installed, base, work, {"new": "jobs/alarm", "old": "v0.9"})
        assert done.returncode == 2
        (error,) = done.stdout.splitlines()
        assert "input `old` 'v0.9' is not a path in the checkout nor a git ref" in error
        assert ("fetch-depth: 0" in error) is shallow, error


def test_a_failing_check_is_reported_in_one_line(installed, tmp_path):
    work = _pull_request(tmp_path, "motion-alarm/v1", "motion-alarm/v2")
    (work / "jobs" / "alarm" / "job.py").write_text("def build(:\n", encoding="utf-8")
    done, runner = _run_check(installed, tmp_path, work, {"new": "jobs/alarm"})
    assert done.returncode == 2
    (error,) = [line for line in done.stdout.splitlines() if line.startswith("::error")]
    assert "jobs/alarm" in error and "%0A" not in error
    assert "could not check" in runner.summary.read_text(encoding="utf-8")


# ----------------------------------------------------------------- the script alone


def test_annotation_escaping():
    assert action.annotation("error", "50% done\nnext", "a,b:c.py", 3, "R (x, y)") == (
        "::error file=a%2Cb%3Ac.py,line=3,title=R (x%2C y)::50%25 done%0Anext"
    )
    assert action.annotation("notice", "plain") == "::notice::plain"


@pytest.mark.parametrize("uri", ["s3://bucket/savepoints/sp-1", "gs://b/sp", "hdfs://nn:8020/sp", "file:///sp"])
def test_old_as_a_savepoint_uri_is_no_git_ref(uri, tmp_path):
    # issue 11: `old: s3://...` was taken for a git ref (and the advice was fetch-depth: 0)
    with action.old_side(action.Inputs(new="job.py", old=uri), {}, tmp_path) as old:
        assert old.source == uri and old.described == f"savepoint {uri}"
    command = action.check_command(action.Inputs(new="job.py"), old.source, tmp_path)
    assert command[-3:] == ["--", uri, "job.py"]


def test_old_as_a_savepoint_directory_or_an_unknown_uri(tmp_path):
    (tmp_path / "sp").mkdir()
    (tmp_path / "sp" / "_metadata").write_bytes(b"")
    with action.old_side(action.Inputs(new="job.py", old="sp"), {}, tmp_path) as old:
        assert (old.source, old.described) == ("sp", "savepoint sp")
    with pytest.raises(action.ActionError, match="a savepoint URI starts with s3://"):
        with action.old_side(action.Inputs(new="job.py", old="ftp://host/sp"), {}, tmp_path):
            pass


def test_fail_on_is_passed_only_when_given(tmp_path):
    assert "--fail-on" not in action.check_command(action.Inputs(new="n"), "o", tmp_path)
    assert "--fail-on" not in action.check_command(action.Inputs.from_env({"INPUT_NEW": "n"}), "o", tmp_path)
    command = action.check_command(action.Inputs(new="n", fail_on="never"), "o", tmp_path)
    assert command[command.index("--fail-on") + 1] == "never"
    assert ACTION["inputs"]["fail-on"]["default"] == ""


# ------------------------------------------------------------------- job JARs


@pytest.mark.parametrize("new, old, setup_java, needed", [
    ("build/libs/alarm-1.5.jar", "", "auto", True),
    ("jobs/alarm", "released/alarm-1.4.JAR", "auto", True),
    ("jobs/alarm", "", "auto", False),
    ("jobs/pipeline.py", "s3://bucket/sp-1", "auto", True),  # a PyFlink program: Flink's client runs it
    ("build/libs/alarm-1.5.jar", "", "false", False),
    ("jobs/alarm", "", "true", True),
    ("jobs/alarm\nbuild/libs/alarm-1.5.jar", "", "auto", True),  # several jobs, one per line
    ("jobs/alarm\njobs/other", "", "auto", False),
])
def test_java_is_set_up_for_a_jar_side(tmp_path, new, old, setup_java, needed):
    runner = Runner(tmp_path, tmp_path, {"new": new, "old": old, "setup-java": setup_java}, {})
    for step in JAVA_STEPS:
        assert runner.run_step(step).returncode == 0
    assert runner.steps["java"]["needed"] == str(needed).lower()
    assert ("setup-java" in runner.skipped) is not needed
    assert ACTION["inputs"]["setup-java"]["default"] == "auto"


@pytest.mark.parametrize("new, cached", [("build/libs/alarm-1.5.jar", True), ("jobs/alarm", False)])
def test_flinks_jars_and_the_bridge_are_cached_for_a_jvm_side(tmp_path, new, cached):
    steps = {s["id"]: s for s in ACTION["runs"]["steps"]}
    runner = Runner(tmp_path, tmp_path, {"new": new}, {})
    for name in ("python", "key", "java", "flink-cache"):
        assert runner.run_step(steps[name]).returncode == 0
    key = runner.steps["key"]["flink-key"]
    assert re.fullmatch(r"flink-compat-flink-Linux-X64-py3\.\d+\.\d+-[0-9a-f]{20}", key), key
    assert ("flink-cache" in runner.skipped) is not cached
    cache_dir = runner.evaluate(steps["flink-cache"]["with"]["path"])
    assert runner.evaluate(steps["check"]["env"]["FLINK_COMPAT_CACHE"]) == cache_dir == str(tmp_path / "flink-compat-cache")


@pytest.mark.parametrize("new, needed", [
    ("jobs/pipeline.sql", True),
    ("plans/pipeline.plan.json", True),  # COMPILE PLAN's JSON
    ("jobs/alarm.json", False),  # a manifest
])
def test_java_is_set_up_for_a_sql_side(tmp_path, new, needed):
    (tmp_path / "plans").mkdir()
    (tmp_path / "plans" / "pipeline.plan.json").write_text('{"flinkVersion" : "2.3", "nodes" : []}')
    (tmp_path / "jobs").mkdir()
    (tmp_path / "jobs" / "alarm.json").write_text('{"name": "alarm", "operators": []}')
    runner = Runner(tmp_path, tmp_path, {"new": new, "old": "", "setup-java": "auto"}, {})
    for step in JAVA_STEPS:
        assert runner.run_step(step).returncode == 0
    assert runner.steps["java"]["needed"] == str(needed).lower()


def test_a_sql_side_without_a_jdk_fails_in_one_line(tmp_path, monkeypatch):
    (tmp_path / "pipeline.sql").write_text("INSERT INTO t SELECT 1;\n")
    monkeypatch.setenv("PATH", str(tmp_path / "no-jdk"))
    with pytest.raises(action.ActionError, match=r"^pipeline.sql is a SQL script: loading it needs a JDK 17"):
        action.require_jdk(["s3://bucket/sp-1", "pipeline.sql"])


def test_jar_inputs_reach_the_command_line(tmp_path):
    """Program arguments start with dashes: glued to their option, as the CLI glues them."""
    from flink_compat.cli import _parser

    inputs = action.Inputs.from_env({
        "INPUT_NEW": "build/alarm-1.5.jar", "INPUT_ARGS_OLD": "--env prod --parallelism 2",
        "INPUT_ARGS_NEW": "-p 'a b'", "INPUT_ENTRY_OLD": "com.example.Old", "INPUT_ENTRY_NEW": "com.example.New",
        "INPUT_FLINK_HOME": "/opt/flink", "INPUT_FLINK_OLD": "1.20", "INPUT_FLINK_NEW": "2.3",
    })
    command = action.check_command(inputs, "build/alarm-1.4.jar", tmp_path)
    assert command[-3:] == ["--", "build/alarm-1.4.jar", "build/alarm-1.5.jar"]
    parsed = _parser().parse_args(command[4:])
    assert (parsed.args_old, parsed.args_new) == ("--env prod --parallelism 2", "-p 'a b'")
    assert (parsed.entry_old, parsed.entry_new) == ("com.example.Old", "com.example.New")
    assert parsed.flink_home == "/opt/flink"
    assert (parsed.flink_old, parsed.flink_new) == ("1.20", "2.3")
    plain = action.check_command(action.Inputs(new="jobs/alarm"), "old", tmp_path)
    assert not [a for a in plain if a.startswith(("--args", "--entry", "--flink-", "--old-query"))]


def test_sql_timeout_and_report_inputs_reach_the_command_line(tmp_path):
    from flink_compat.cli import _parser

    inputs = action.Inputs.from_env({
        "INPUT_NEW": "sql/pipeline.sql", "INPUT_CONF": "table.exec.state.ttl=1 h\n\n pipeline.name=orders \n",
        "INPUT_JAR": "lib/udfs.jar\nlib/kafka.jar", "INPUT_TIMEOUT": "300", "INPUT_ALL": "true",
        "INPUT_ALLOW_NON_RESTORED_STATE": "true",
    })
    parsed = _parser().parse_args(action.check_command(inputs, "old.sql", tmp_path)[4:])
    assert parsed.conf == ["table.exec.state.ttl=1 h", "pipeline.name=orders"]
    assert parsed.jar == ["lib/udfs.jar", "lib/kafka.jar"]
    assert (parsed.timeout, parsed.show_all, parsed.allow_non_restored_state) == (300, True, True)
    plain = _parser().parse_args(action.check_command(action.Inputs(new="n"), "o", tmp_path)[4:])
    assert (plain.conf, plain.jar, plain.show_all, plain.allow_non_restored_state) == ([], [], False, None)
    for bad, says in ((("INPUT_CONF", "no-equals"), "is not KEY=VALUE"), (("INPUT_TIMEOUT", "soon"), "seconds"),
                      (("INPUT_ALL", "yes"), "true or false")):
        with pytest.raises(action.ActionError, match=says):
            action.Inputs.from_env({"INPUT_NEW": "n", bad[0]: bad[1]})


def test_the_old_query_of_a_sql_savepoint_reaches_the_command_line(tmp_path):
    from flink_compat.cli import _parser

    inputs = action.Inputs.from_env({"INPUT_NEW": "sql/pipeline.sql", "INPUT_OLD_QUERY": "sql/pipeline-v1.sql"})
    command = action.check_command(inputs, "s3://savepoints/sp-42", tmp_path)
    assert command[-3:] == ["--", "s3://savepoints/sp-42", "sql/pipeline.sql"]
    assert _parser().parse_args(command[4:]).old_query == "sql/pipeline-v1.sql"


def test_a_savepoint_is_checked_with_the_base_branchs_job_as_its_old_query(installed, tmp_path):
    """``old`` a savepoint, ``new`` a job whose key selector moved (f0 to f1, the same type): a
    savepoint does not say where its keys came from, so the Action lends it the base branch's
    version of ``new`` (``--old-query-guess``) and the moved key fails the check, as Flink misreads
    it (KEY_SELECTOR_CHANGED); without a base branch the check only warns. A base branch whose job
    did not take the savepoint is left out, with the check's warning in the log."""
    from tests.compat.test_cli import _KEYED_WINDOW_JOB

    savepoint = ROOT / "tests/fidelity/savepoints/window-reduce-to-process/v1"
    work = tmp_path / "work"
    (work / "jobs" / "win").mkdir(parents=True)
    _git("init", "-q", "-b", "main", cwd=work)
    job = work / "jobs" / "win" / "job.py"
    job.write_text(_KEYED_WINDOW_JOB.format(key="f0"), encoding="utf-8")
    shutil.copytree(EXAMPLES / "motion-alarm/v1", work / "jobs" / "alarm")
    _git("add", ".", cwd=work)
    _git(*IDENTITY, "commit", "-q", "-m", "v1", cwd=work)
    _git("checkout", "-q", "-b", "feature", cwd=work)
    job.write_text(_KEYED_WINDOW_JOB.format(key="f1"), encoding="utf-8")
    _git(*IDENTITY, "commit", "-q", "-am", "key by f1", cwd=work)

    inputs = {"new": "jobs/win", "old": str(savepoint)}
    for name in ("base", "no-base", "other"):
        (tmp_path / name).mkdir()
    done, runner = _run_check(installed, tmp_path / "base", work, inputs)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "KEY_SELECTOR_CHANGED" in runner.summary.read_text(encoding="utf-8")
    done, runner = _run_check(installed, tmp_path / "no-base", work, inputs, env={"GITHUB_BASE_REF": ""})
    assert done.returncode == 0, done.stdout + done.stderr
    assert "KEY_SELECTOR_UNCHECKED" in runner.summary.read_text(encoding="utf-8")

    done, runner = _run_check(installed, tmp_path / "other", work, {"new": "jobs/alarm", "old": str(savepoint)})
    assert "--old-query-guess" in done.stdout and "not the job that took the savepoint" in done.stdout


def test_several_jobs_in_one_run(installed, tmp_path):
    """``new`` as a list and a glob: each job against its own version at the base branch, one
    summary with a row per job, a report directory per job, one SARIF file with a run (and a
    code-scanning category) per job; the verdict is the worst, the step fails if any job fails."""
    work = tmp_path / "work"
    for job, version in (("alarm", "motion-alarm/v1"), ("pojo", "alarm-state-pojo/v1")):
        (work / "jobs" / job).mkdir(parents=True)
        shutil.copy(EXAMPLES / version / "job.py", work / "jobs" / job / "job.py")
    _git("init", "-q", "-b", "main", cwd=work)
    _git("add", ".", cwd=work)
    _git(*IDENTITY, "commit", "-q", "-m", "v1", cwd=work)
    _git("checkout", "-q", "-b", "feature", cwd=work)
    shutil.copy(EXAMPLES / "motion-alarm/v3" / "job.py", work / "jobs" / "alarm" / "job.py")
    shutil.copy(EXAMPLES / "alarm-state-pojo/v2" / "job.py", work / "jobs" / "pojo" / "job.py")
    _git(*IDENTITY, "commit", "-q", "-am", "both jobs change", cwd=work)

    (tmp_path / "glob").mkdir()
    done, runner = _run_check(installed, tmp_path / "glob", work, {"new": "jobs/*"})
    assert done.returncode == 1, done.stdout + done.stderr
    outputs = runner.outputs()
    assert (outputs["verdict"], outputs["errors"], outputs["migrations"]) == ("incompatible", "1", "1")
    summary = runner.summary.read_text(encoding="utf-8")
    assert summary.startswith("### ❌ flink-compat: 2 jobs, 1 failed")
    assert "| `jobs/alarm` | ❌ incompatible | 1 | 0 |" in summary and "| `jobs/pojo` | ⚠️ migration-required | 0 | 1 |" in summary
    for job in ("jobs_alarm", "jobs_pojo"):
        assert (work / "flink-compat-report" / job / "report.html").is_file()
    sarif = json.loads((work / outputs["sarif-report"]).read_text(encoding="utf-8"))
    assert [r["automationDetails"]["id"] for r in sarif["runs"]] == ["flink-compat/jobs_alarm/", "flink-compat/jobs_pojo/"]
    assert "::error file=jobs/alarm/job.py" in done.stdout

    (tmp_path / "list").mkdir()
    done, runner = _run_check(installed, tmp_path / "list", work, {"new": "jobs/pojo\n"})
    assert done.returncode == 0 and runner.outputs()["verdict"] == "migration-required"
    (tmp_path / "savepoint").mkdir()
    savepoint = ROOT / "tests/fidelity/savepoints/window-reduce-to-process/v1"
    done, runner = _run_check(installed, tmp_path / "savepoint", work, {"new": "jobs/alarm\njobs/pojo", "old": str(savepoint)})
    assert done.returncode == 2 and "`old` must be a ref or empty" in done.stdout


def test_the_action_runs_locally_with_its_inputs_in_the_environment(tmp_path):
    """``python -m flink_compat.action`` is the action's check step outside GitHub: the inputs as
    INPUT_* variables, the summary and outputs where GITHUB_STEP_SUMMARY and GITHUB_OUTPUT say."""
    summary, outputs = tmp_path / "summary.md", tmp_path / "outputs"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("INPUT_", "GITHUB_"))}
    env.update(PYTHONPATH=str(ROOT), INPUT_NEW=str(EXAMPLES / "motion-alarm/v3"),
               INPUT_OLD=str(EXAMPLES / "motion-alarm/v1"), INPUT_REPORT_DIR=str(tmp_path / "reports"),
               GITHUB_STEP_SUMMARY=str(summary), GITHUB_OUTPUT=str(outputs))
    done = subprocess.run([sys.executable, "-m", "flink_compat.action"], capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=300, stdin=subprocess.DEVNULL)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "STATE_SERIALIZER_INCOMPATIBLE" in summary.read_text(encoding="utf-8")
    assert _read_outputs(outputs)["verdict"] == "incompatible"
    assert (tmp_path / "reports" / "report.html").is_file()


def test_a_jar_side_without_a_jdk_fails_in_one_line(tmp_path, monkeypatch):
    for name in ("alarm-1.4.jar", "alarm-1.5.jar"):
        (tmp_path / name).write_bytes(b"PK")
    monkeypatch.setenv("PATH", str(tmp_path / "no-jdk"))
    outputs, out = tmp_path / "outputs", io.StringIO()
    code = action.run({"INPUT_NEW": "alarm-1.5.jar", "INPUT_OLD": "alarm-1.4.jar", "GITHUB_OUTPUT": str(outputs)},
                      tmp_path, out)
    assert code == action.EXIT_ERROR
    (error,) = [line for line in out.getvalue().splitlines() if line.startswith("::error")]
    assert error.endswith("alarm-1.4.jar is a job JAR: loading it needs a JDK 17 on the runner, and java and javac is "
                          "not on PATH: keep the input `setup-java` at auto (or true), or add actions/setup-java "
                          "(distribution: temurin, java-version: 17) before this step"), error
    assert _read_outputs(outputs)["verdict"] == "error"


def test_a_jar_is_no_job_at_the_base_branch(tmp_path):
    """A job JAR is built, not committed: at the base ref it is missing, and the message says
    what to give as `old` instead."""
    work = _pull_request(tmp_path, "motion-alarm/v1", "motion-alarm/v2")
    (work / "build").mkdir()
    (work / "build" / "alarm-1.5.jar").write_bytes(b"PK")
    with pytest.raises(action.ActionError) as error:
        with action.old_side(action.Inputs(new="build/alarm-1.5.jar"), {"GITHUB_BASE_REF": "main"}, work):
            pass
    assert str(error.value).startswith("build/alarm-1.5.jar at main (")
    assert str(error.value).endswith("does not exist: a job JAR is a build output, seldom in git; set `old` to the "
                                     "old JAR (a path: a release artifact) or to a savepoint")


def test_setup_java_is_auto_true_or_false():
    with pytest.raises(action.ActionError, match="input `setup-java` must be one of auto, true, false, not 'yes'"):
        action.Inputs.from_env({"INPUT_NEW": "a.jar", "INPUT_SETUP_JAVA": "yes"})


@pytest.mark.java
def test_a_pull_request_of_two_job_jars(installed, tmp_path):
    """The Action on two JARs built from a fidelity scenario (Flink migrated its POJO state):
    migration-required, the program arguments of each side reach its main()."""
    from tests.fidelity import run as fidelity

    if not (shutil.which("java") and shutil.which("javac")):
        pytest.skip("needs a JDK 17")
    fidelity.GEN.build()
    work = tmp_path / "work"
    (work / "build").mkdir(parents=True)
    for side in ("v1", "v2"):
        fidelity.build_jar(work / "build", "pojo-field-added", side)
    done, runner = _run_check(installed, tmp_path, work, {
        "new": "build/pojo-field-added-v2.jar", "old": "build/pojo-field-added-v1.jar",
        "args-old": " ".join(fidelity.program_args("pojo-field-added", "v1")),
        "args-new": " ".join(fidelity.program_args("pojo-field-added", "v2")),
        "flink-home": str(fidelity.GEN.CACHE),
    }, env={"FLINK_COMPAT_CACHE": str(tmp_path / "cache")})
    assert done.returncode == 0, done.stdout + done.stderr
    outputs = runner.outputs()
    assert (outputs["verdict"], outputs["exit-code"], outputs["migrations"]) == ("migration-required", "0", "1")
    assert "build/pojo-field-added-v1.jar → build/pojo-field-added-v2.jar" in done.stdout


# ----------------------------------------------------------------- supply chain

_SHA = re.compile(r"@[0-9a-f]{40}$")


def _uses(path: Path) -> list[str]:
    return re.findall(r"^\s*(?:-\s+)?uses:\s*(\S+)", path.read_text(encoding="utf-8"), re.MULTILINE)


def test_third_party_actions_are_pinned_by_commit():
    files = [ROOT / "action.yml", *sorted((ROOT / ".github" / "workflows").glob("*.yml"))]
    uses = [(f.name, u) for f in files for u in _uses(f) if not u.startswith("./")]
    assert uses
    assert [(f, u) for f, u in uses if not _SHA.search(u)] == []


def _requirement_name(line: str) -> str:
    return re.split(r"[=<>!~\[;\s]", line.strip(), maxsplit=1)[0].lower().replace("_", "-")


@pytest.mark.parametrize("lock,extras", [("requirements.txt", ()), ("requirements-remote.txt", ("remote",)),
                                         ("requirements-spark.txt", ("spark",))])
def test_the_action_installs_locked_dependencies(lock, extras):
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    wanted = {_requirement_name(r) for r in project["project"]["dependencies"]}
    wanted |= {_requirement_name(r) for e in extras for r in project["project"]["optional-dependencies"][e]}
    if "spark" not in extras:  # the first lock installed also builds this package (--no-build-isolation)
        wanted |= {_requirement_name(r) for r in project["build-system"]["requires"]}
    text = (ROOT / "action" / lock).read_text(encoding="utf-8")
    entries = re.findall(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+) \\\n((?:\s+--hash=sha256:[0-9a-f]{64}(?: \\)?\n)+)",
                         text, re.MULTILINE)
    pinned = {name.lower().replace("_", "-") for name, _, _ in entries}
    assert wanted <= pinned, wanted - pinned
    requirement_lines = [line for line in text.splitlines() if line and not line.startswith((" ", "#"))]
    assert len(requirement_lines) == len(entries), "every requirement is pinned with == and hashed"
    install = next(step for step in ACTION["runs"]["steps"] if step.get("id") == "install")["run"]
    chosen = next(step for step in ACTION["runs"]["steps"] if step.get("id") == "key")["run"]  # which locks
    assert "--require-hashes" in install and '"$ACTION_PATH/action/$lock"' in install and lock in chosen
    assert "--no-deps" in install


def test_replay_needs_a_savepoint(tmp_path):
    inputs = action.Inputs(new="jobs/alarm", replay=True)
    with pytest.raises(action.ActionError, match="savepoint"):
        action.check_command(inputs, "old", tmp_path)


def test_the_json_report_reads_back_into_the_verdict(removed_operator_verdict):
    from flink_compat.reports import render

    from flink_compat.reports.json_report import read_json_report

    assert read_json_report(render(removed_operator_verdict, "json")) == removed_operator_verdict


# ------------------------------------------------------- the pull request on GitHub


class FakeGitHub:
    """GitHub's REST API on 127.0.0.1, in a thread: records every request (method, path,
    Authorization header, JSON body) and answers from ``comments`` (the pull request's)."""

    def __init__(self):
        self.requests: list[dict] = []
        self.comments: list[dict] = []
        self.refuse: set[tuple[str, str]] = set()  # (method, path prefix) answered 403, as for a fork
        fake = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def _answer(self, status: int, body) -> None:
                raw = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

            def _handle(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length)) if length else None
                url = urllib.parse.urlsplit(self.path)
                fake.requests.append({"method": self.command, "path": url.path, "query": url.query,
                                      "auth": self.headers.get("Authorization"), "body": body})
                if any(self.command == m and url.path.startswith(p) for m, p in fake.refuse):
                    return self._answer(403, {"message": "Resource not accessible by integration"})
                if self.command == "GET" and url.path.endswith("/comments"):
                    page = int(urllib.parse.parse_qs(url.query).get("page", ["1"])[0])
                    return self._answer(200, fake.comments[(page - 1) * 100 : page * 100])
                if self.command == "POST" and url.path.endswith("/comments"):
                    return self._answer(201, {"id": 900, "html_url": "https://github.example/c/900"})
                if self.command == "PATCH":
                    return self._answer(200, {"id": int(url.path.rsplit("/", 1)[1]), "html_url": "https://github.example/c"})
                if self.command == "POST" and url.path.endswith("/code-scanning/sarifs"):
                    return self._answer(202, {"id": "47177e22-5596-11eb-80a1-c1e54ef945c6"})
                return self._answer(404, {"message": "Not Found"})

            do_GET = do_POST = do_PATCH = _handle

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.timeout = 10
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def env(self, tmp_path: Path, number: int = 7) -> dict[str, str]:
        event = tmp_path / "event.json"
        event.write_text(json.dumps({"pull_request": {"number": number, "head": {"sha": "a" * 40}}}), encoding="utf-8")
        return {"GITHUB_API_URL": self.url, "GITHUB_EVENT_PATH": str(event), "GITHUB_SHA": "b" * 40,
                "GITHUB_REF": f"refs/pull/{number}/merge"}


@pytest.fixture
def github():
    fake = FakeGitHub()
    fake.thread.start()
    yield fake
    fake.server.shutdown()
    fake.server.server_close()
    fake.thread.join(timeout=10)


def test_the_pull_request_comment_and_the_sarif_upload(installed, tmp_path, github):
    work = _pull_request(tmp_path, "motion-alarm/v1", "motion-alarm/v3")
    inputs = {"new": "jobs/alarm", "comment": "true", "upload-sarif": "true"}
    done, runner = _run_check(installed, tmp_path, work, inputs, github.env(tmp_path))
    assert done.returncode == 1, done.stdout + done.stderr  # the check's result, as without them
    assert done.stdout.startswith(f"::add-mask::{WORKFLOW_TOKEN}\n")
    assert done.stdout.count(WORKFLOW_TOKEN) == 1  # only in the mask command

    requests = [(r["method"], r["path"]) for r in github.requests]
    assert requests == [("GET", "/repos/example/alarms/issues/7/comments"),
                        ("POST", "/repos/example/alarms/issues/7/comments"),
                        ("POST", "/repos/example/alarms/code-scanning/sarifs")]
    assert {r["auth"] for r in github.requests} == {f"Bearer {WORKFLOW_TOKEN}"}
    body = github.requests[1]["body"]["body"]
    assert body.startswith("<!-- flink-compat:jobs/alarm flink-compat-report -->\n### ❌ flink-compat: incompatible")
    assert "STATE_SERIALIZER_INCOMPATIBLE" in body

    upload = github.requests[2]["body"]
    assert (upload["commit_sha"], upload["ref"], upload["tool_name"]) == ("b" * 40, "refs/pull/7/merge", "flink-compat")
    assert upload["checkout_uri"] == work.resolve().as_uri()
    sarif = json.loads(gzip.decompress(base64.b64decode(upload["sarif"])))
    assert sarif == json.loads((work / runner.outputs()["sarif-report"]).read_text(encoding="utf-8"))
    run = sarif["runs"][0]
    assert run["originalUriBaseIds"]["SRCROOT"]["uri"] == work.resolve().as_uri() + "/"
    assert run["properties"]["old"] == "main:jobs/alarm"  # not the temporary worktree
    assert "flink-compat-old" not in json.dumps(sarif) + body

    # a later push: the comment (on the second page) is updated, not posted again
    github.requests.clear()
    github.comments = [{"id": i, "body": f"comment {i}", "user": {"type": "User"}} for i in range(99)]
    github.comments.append({"id": 666, "body": body, "user": {"type": "User"}})  # someone copied the marker
    github.comments.append({"id": 4242, "body": body, "user": {"type": "Bot"}})
    (tmp_path / "again").mkdir()
    done, _ = _run_check(installed, tmp_path / "again", work, {**inputs, "upload-sarif": "false"},
                         github.env(tmp_path))
    assert done.returncode == 1, done.stdout + done.stderr
    assert [(r["method"], r["path"], r["query"]) for r in github.requests] == [
        ("GET", "/repos/example/alarms/issues/7/comments", "per_page=100&page=1"),
        ("GET", "/repos/example/alarms/issues/7/comments", "per_page=100&page=2"),
        ("PATCH", "/repos/example/alarms/issues/comments/4242", ""),
    ]


def test_a_read_only_token_warns_and_the_job_never_sees_it(installed, tmp_path, github):
    work = _pull_request(tmp_path, "motion-alarm/v1", "motion-alarm/v2")
    # the pull request's job code runs in the check: it must not find the token. It can write
    # nothing outside its sandbox: what it sees comes back as its operator's name.
    job = work / "jobs" / "alarm" / "job.py"
    code = job.read_text(encoding="utf-8")
    assert '"EvaluateAlarm",' in code
    job.write_text("import os\n" + code.replace('"EvaluateAlarm",', '"EvaluateAlarm " + ",".join(sorted(os.environ)),'),
                   encoding="utf-8")
    github.refuse = {("POST", "/repos/example/alarms/")}  # a fork's pull request: read-only
    inputs = {"new": "jobs/alarm", "comment": "true", "upload-sarif": "true", "github-token": "ghp_usertoken"}
    done, runner = _run_check(installed, tmp_path, work, inputs, github.env(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert runner.outputs()["verdict"] == "compatible"
    report = json.loads((work / runner.outputs()["json-report"]).read_text(encoding="utf-8"))
    seen_names = next(op["name"] for op in report["operators"] if (op.get("name") or "").startswith("EvaluateAlarm "))
    # the job ran, in the package sandbox's minimal environment
    assert "PATH" in seen_names and "INPUT_GITHUB_TOKEN" not in seen_names and "GITHUB_" not in seen_names
    warnings = [line for line in done.stdout.splitlines() if line.startswith("::warning title=flink-compat::")]
    assert len(warnings) == 2, done.stdout
    assert "could not comment on the pull request" in warnings[0] and "HTTP 403" in warnings[0]
    assert "could not upload SARIF" in warnings[1] and "fork" in warnings[1]
    assert {r["auth"] for r in github.requests} == {"Bearer ghp_usertoken"}
    assert done.stdout.count("ghp_usertoken") == 1


def test_comment_outside_a_pull_request_warns(tmp_path, github):
    from flink_compat.action import Inputs, publish

    out = io.StringIO()
    env = {"GITHUB_API_URL": github.url, "GITHUB_REPOSITORY": "o/r", "INPUT_GITHUB_TOKEN": "t",
           "GITHUB_EVENT_NAME": "push"}
    publish(Inputs(new="j", comment=True), env, tmp_path, tmp_path, "summary", out)
    assert "is not for a pull request" in out.getvalue() and github.requests == []


def test_the_token_goes_only_over_https():
    from flink_compat.github_api import GitHubApi, GitHubApiError

    with pytest.raises(GitHubApiError, match="not https"):
        GitHubApi("http://api.example.com", "o/r", "t")
    GitHubApi("https://ghe.example.com/api/v3", "o/r", "t")


def test_a_long_comment_is_cut_at_a_line_and_keeps_its_html_closed():
    from flink_compat.github_api import COMMENT_LIMIT, comment_marker, truncated

    body = "head\n<details><summary>x</summary>\n\n" + "".join(f"| row {i} | `List<Long>` |\n" for i in range(5000))
    cut = truncated(body, note="(cut)")
    assert len(cut) <= COMMENT_LIMIT and len(body) > COMMENT_LIMIT
    assert cut.endswith("</details>\n\n\n(cut)\n") or cut.endswith("</details>\n\n(cut)\n")
    assert all(line.startswith("| row") and line.endswith("|") for line in cut.split("<details><summary>x</summary>\n\n")[1].split("</details>")[0].splitlines())
    assert truncated("short", note="(cut)") == "short"
    assert "-->" not in comment_marker("jobs/a-->b").removesuffix(" -->")


def test_the_cache_skips_only_the_dependencies(installed_runner):
    runner = installed_runner
    venv = Path(runner.steps["install"]["python"]).parent.parent
    marker = venv / "kept-by-the-cache"
    marker.write_text("", encoding="utf-8")
    key = runner.steps["key"]["key"]
    assert key.startswith(f"flink-compat-venv-Linux-X64-py{platform.python_version()}-") and key != runner.steps["key"]["prefix"]
    for step in INSTALL_STEPS:  # the venv of this key (a hit, or a second run in the job) stays...
        assert runner.run_step(step).returncode == 0
    assert marker.exists()
    done = subprocess.run([runner.steps["install"]["python"], "-I", "-c", "import flink_compat.action as m; print(m.__file__)"],
                          capture_output=True, text=True, cwd=runner.temp)
    assert str(venv) in done.stdout  # ...and the tool is reinstalled in it
    # restore-keys brought back the venv of other locks: it is rebuilt
    (venv / "flink-compat-key").write_text(runner.steps["key"]["prefix"] + "older\n", encoding="utf-8")
    for step in INSTALL_STEPS:
        assert runner.run_step(step).returncode == 0
    assert not marker.exists() and Path(runner.steps["install"]["python"]).is_file()
    assert (venv / "flink-compat-key").read_text(encoding="utf-8").strip() == key
