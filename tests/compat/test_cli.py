"""The command line: exit codes, one-line errors, outputs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES, ROOT


def run(*args, cwd=None, timeout=120):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.run(
        [sys.executable, "-m", "flink_compat", *map(str, args)],
        capture_output=True,
        text=True,
        cwd=cwd or ROOT,
        env=env,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )
    return proc.returncode, proc.stdout, proc.stderr


def one_line_error(stderr: str) -> str:
    lines = [l for l in stderr.splitlines() if l.strip()]
    assert len(lines) == 1, stderr
    assert "Traceback" not in stderr
    assert lines[0].startswith("flink-compat: error: ")
    return lines[0]


def test_exit_0_when_compatible():
    code, out, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2")
    assert code == 0, err
    assert "COMPATIBLE" in out


def test_exit_1_on_findings_and_fail_on_never(tmp_path):
    code, out, _ = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v3")
    assert code == 1
    code, _, _ = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v3", "--fail-on", "never")
    assert code == 0


def test_fail_on_migration():
    args = ("check", EXAMPLES / "alarm-state-pojo/v1", EXAMPLES / "alarm-state-pojo/v2")
    assert run(*args)[0] == 0
    assert run(*args, "--fail-on", "migration")[0] == 1


def test_json_and_text_to_files(tmp_path):
    out_json, out_txt = tmp_path / "r.json", tmp_path / "r.txt"
    code, stdout, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v3",
                            "--output", out_json, "--output", out_txt, "--format", "markdown")
    assert code == 1, err
    assert stdout.startswith("#") and "INCOMPATIBLE" in stdout.upper()  # --format: standard output only
    report = json.loads(out_json.read_text())
    assert report["verdict"] == "incompatible"
    assert "Verdict: INCOMPATIBLE" in out_txt.read_text()


def test_output_format_comes_from_the_file_not_from_the_order_of_flags(tmp_path):
    # Once, --format json --output r.json --format text paired flags by position, and text
    # could land in report.json. A file's format is now named by the file alone.
    report, summary, sarif = tmp_path / "report.json", tmp_path / "summary", tmp_path / "r.sarif.json"
    code, stdout, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v3",
                            "--format", "text", "--output", report, "--output", f"markdown:{summary}",
                            "--output", sarif)
    assert code == 1, err
    assert "Verdict: INCOMPATIBLE" in stdout
    assert json.loads(report.read_text())["verdict"] == "incompatible"
    assert summary.read_text().startswith("#")
    assert json.loads(sarif.read_text())["version"] == "2.1.0"


@pytest.mark.parametrize("args, expected", [
    (("--output", "r.pdf"), "cannot tell the format"),
    (("--output", "a.json", "--output", "json:a.json"), "named twice"),
    (("--format", "text", "--format", "json"), None),  # the last wins, as argparse does
])
def test_output_arguments_are_unambiguous(tmp_path, args, expected):
    code, out, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2", *args, cwd=tmp_path)
    if expected is None:
        assert code == 0 and json.loads(out)["verdict"] == "compatible"
    else:
        assert code == 2 and expected in one_line_error(err)
        assert list(tmp_path.iterdir()) == []


def test_an_output_in_a_missing_directory_is_refused_before_any_load(tmp_path):
    # NEW does not exist either: the output is said first, without loading (or failing on) a side
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", tmp_path / "no-such-job", "--output",
                       "missing/r.html", cwd=tmp_path)
    assert code == 2 and "--output missing/r.html: directory missing does not exist" in one_line_error(err)
    assert list(tmp_path.iterdir()) == []


def test_args_give_both_sides_program_arguments_unless_a_side_has_its_own(monkeypatch):
    # --args was an "ambiguous option" (--args-old or --args-new) on check
    from flink_compat.cli import main
    from flink_compat.graph import loader

    real, seen = loader.load, {}

    def load(source, **kwargs):
        seen[Path(str(source)).name] = kwargs["args"]
        return real(source)

    monkeypatch.setattr(loader, "load", load)
    code = main(["check", str(EXAMPLES / "motion-alarm/v1"), str(EXAMPLES / "motion-alarm/v2"), "--format", "json",
                 "--output", "json:/dev/null", "--args", "--input 'a b'", "--args-new", "--input c"])
    assert code == 0
    assert seen == {"v1": ["--input", "a b"], "v2": ["--input", "c"]}


def test_options_may_stand_between_the_jobs():
    code, out, err = run("check", EXAMPLES / "motion-alarm/v1", "--fail-on", "warning", "--format", "json",
                         EXAMPLES / "motion-alarm/v2")
    assert code == 0, err
    report = json.loads(out)
    assert report["new"]["location"].endswith("motion-alarm/v2") and report["fail_on"] == "warning"


def test_a_mistyped_option_is_named_with_the_one_meant():
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2", "--formt", "json")
    assert code == 2 and "--formt: did you mean --format?" in one_line_error(err)


def test_the_text_report_fits_columns_in_a_pipe(monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    code, out, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v3")
    assert code == 1, err
    assert max(len(line) for line in out.splitlines()) <= 80


def test_help_lists_every_format():
    code, out, _ = run("check", "--help")
    assert code == 0
    from flink_compat.reports import FORMATS

    help_text = " ".join(out.split())
    assert all(fmt in help_text for fmt in FORMATS)


def test_version_prints_the_declared_version():
    import tomllib

    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    code, out, _ = run("--version")
    assert code == 0 and out.strip() == f"flink-compat {declared}"


def test_rules_with_an_id_prints_that_rule_only():
    code, out, _ = run("rules", "uid_changed")
    assert code == 0 and out.startswith("UID_CHANGED") and "STATE_KIND_CHANGED" not in out
    assert "Docs: " in out
    code, out, _ = run("rules", "UID_CHANGED", "--format", "json")
    assert code == 0 and json.loads(out)["id"] == "UID_CHANGED"
    code, _, err = run("rules", "NO_SUCH_RULE")
    assert code == 2 and "NO_SUCH_RULE" in one_line_error(err)


def test_the_error_prefix_appears_once():
    for args in (("check",), ("check", "a", "b", "--fail-on", "sometimes"), ("no-such-command",)):
        code, _, err = run(*args)
        line = one_line_error(err)
        assert code == 2 and line.count("flink-compat") == 1, line


def test_a_savepoint_as_new_is_an_error(tmp_path):
    savepoint = next(p for p in sorted((ROOT / "tests/fixtures/savepoints").iterdir()) if (p / "_metadata").is_file())
    code, out, err = run("check", EXAMPLES / "motion-alarm/v1", savepoint)
    assert code == 2 and "can only be OLD" in one_line_error(err) and out == ""
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", "s3://bucket/savepoints/sp-1")
    assert code == 2 and "can only be OLD" in one_line_error(err)


def test_an_old_query_must_be_the_job_that_took_a_savepoint_old(tmp_path):
    """``--old-query`` lends a savepoint the job that took it: a job without the savepoint's
    operators, or an OLD that is not a savepoint, is refused in one line, and no report is written."""
    savepoint = next(p for p in sorted((ROOT / "tests/fixtures/savepoints").iterdir()) if (p / "_metadata").is_file())
    report = tmp_path / "report.json"
    code, out, err = run("check", savepoint, EXAMPLES / "motion-alarm/v2", "--old-query", EXAMPLES / "motion-alarm/v1",
                         "--output", f"json:{report}")
    assert code == 2 and "--old-query" in one_line_error(err) and "not the job that took the savepoint" in err
    assert out == "" and not report.exists()
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2",
                       "--old-query", EXAMPLES / "motion-alarm/v1")
    assert code == 2 and "the old side is not a savepoint" in one_line_error(err)


def test_an_ignore_that_matches_nothing_warns(tmp_path):
    (tmp_path / "flink-compat.toml").write_text(textwrap.dedent("""
        [[ignore]]
        rule = "UID_CHANGED"
        operator = "no-such-operator"
        reason = "a typo in the operator's name"
    """))
    code, out, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2", "--format", "json",
                         cwd=tmp_path)
    assert code == 0
    warning = 'ignore entry (rule UID_CHANGED, operator "no-such-operator") matches no finding'
    assert [line for line in err.splitlines() if warning in line] == [err.strip()]
    assert err.startswith("flink-compat: warning: ")
    assert any(warning in w for w in json.loads(out)["policy_warnings"])


def _package(tmp_path: Path, body: str) -> Path:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "job.py").write_text(textwrap.dedent(body))
    return pkg


BAD_PACKAGES = {
    "syntax-error": ("def build(:\n    pass\n", "syntax error"),
    "import-error": ("import does_not_exist_anywhere\n", "ModuleNotFoundError"),
    "raises": ("def build():\n    raise RuntimeError('no job today')\n", "no job today"),
    "exits": ("import sys\nsys.exit(3)\n", "SystemExit"),
    "hard-exit": ("import os\nos._exit(7)\n", "exited with code 7"),
    "wrong-return": ("def build():\n    return 42\n", "expected a StreamExecutionEnvironment"),
    "no-entry": ("X = 1\n", "not a job: a job package has job.py with build()"),
}


@pytest.mark.parametrize("name", sorted(BAD_PACKAGES))
def test_bad_package_gives_one_line_and_exit_2(tmp_path, name):
    body, expected = BAD_PACKAGES[name]
    pkg = _package(tmp_path, body)
    code, out, err = run("check", pkg, EXAMPLES / "motion-alarm/v1")
    assert code == 2
    assert out == ""
    line = one_line_error(err)
    assert expected in line
    assert str(pkg) in line


@pytest.mark.parametrize("make, expected", [
    # a directory with no job in it, and a JSON file that is no manifest nor plan: what is taken
    (lambda d: d, "not a job: a job package has job.py with build()"),
    (lambda d: (d / "data.json").write_text('{"rows": [1, 2]}') and d / "data.json",
     'not a job: a .json or .yaml job is a compiled plan ("flinkVersion" and "nodes") or a flink-compat manifest'),
])
def test_what_is_no_job_says_what_a_job_is(tmp_path, make, expected):
    code, out, err = run("check", make(tmp_path), EXAMPLES / "motion-alarm/v1")
    assert (code, out) == (2, "") and expected in one_line_error(err)


def test_package_that_loops_forever_times_out(tmp_path):
    pkg = _package(tmp_path, "while True:\n    pass\n")
    code, _, err = run("check", pkg, EXAMPLES / "motion-alarm/v1", "--timeout", "2")
    assert code == 2
    assert "did not finish" in one_line_error(err)


def test_syntax_error_names_file_and_line(tmp_path):
    pkg = _package(tmp_path, "x = 1\ndef build(:\n    pass\n")
    _, _, err = run("check", pkg, EXAMPLES / "motion-alarm/v1")
    assert "job.py:2" in one_line_error(err)


def test_invalid_manifest_names_the_bad_field(tmp_path):
    manifest = tmp_path / "job.json"
    manifest.write_text(json.dumps({
        "name": "x",
        "operators": [{"id": "0" * 32, "states": [{"name": "s", "kind": "VALU"}]}],
    }))
    code, _, err = run("check", manifest, manifest)
    assert code == 2
    line = one_line_error(err)
    assert "operators[0].states[0].kind" in line and str(manifest) in line


def test_unknown_serializer_family_in_manifest(tmp_path):
    manifest = tmp_path / "job.yaml"
    manifest.write_text(textwrap.dedent("""
        name: x
        operators:
          - id: "00000000000000000000000000000001"
            states:
              - name: s
                kind: VALUE
                value_serializer: {family: mystery, snapshot_class: com.acme.X, version: 1}
    """))
    code, _, err = run("check", manifest, manifest)
    assert code == 2
    assert "value_serializer" in one_line_error(err)


def test_duplicate_uids_are_an_error_finding(tmp_path):
    pkg = _package(tmp_path, """
        from flink_compat.graph.api import StreamExecutionEnvironment
        from flink_compat.graph.types import Types
        def build():
            env = StreamExecutionEnvironment("dup")
            src = env.from_source("S", Types.LONG).uid("src")
            src.map("A").uid("same").print()
            src.map("B").uid("same").print()
            return env
    """)
    code, out, err = run("check", pkg, pkg)
    assert code == 1, err
    assert "DUPLICATE_UID" in out


def test_missing_input_and_bad_arguments():
    code, _, err = run("check", "/nonexistent/old", EXAMPLES / "motion-alarm/v1")
    assert code == 2 and "no such file" in one_line_error(err)
    code, _, err = run("check", "--no-such-flag")
    assert code == 2
    one_line_error(err)
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2", "--format", "pdf")
    assert code == 2 and "unknown format" in one_line_error(err)


def test_output_into_missing_directory_leaves_nothing(tmp_path):
    target = tmp_path / "missing" / "r.json"
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2", "--output", target)
    assert code == 2
    one_line_error(err)
    assert not target.exists()


def test_graph_and_schema_and_rules(tmp_path):
    code, out, err = run("graph", EXAMPLES / "motion-alarm/v1")
    assert code == 0, err
    graph = json.loads(out)
    manifest = tmp_path / "v1.json"
    manifest.write_text(out)
    # A printed graph is a manifest: checking it against the package finds nothing.
    code, out2, err = run("check", manifest, EXAMPLES / "motion-alarm/v1")
    assert code == 0, err
    assert graph["name"] == "MotionAlarmApp"
    code, out, _ = run("schema")
    assert code == 0 and json.loads(out)["title"] == "JobGraph"
    code, out, _ = run("rules", "--format", "json")
    assert code == 0 and any(r["id"] == "STATE_KIND_CHANGED" for r in json.loads(out))


def test_policy_file_ignores_and_overrides(tmp_path):
    (tmp_path / "flink-compat.toml").write_text(textwrap.dedent("""
        fail-on = "error"
        [severity]
        STATE_MIGRATION_REQUIRED = "error"
        [[ignore]]
        rule = "STATE_SERIALIZER_INCOMPATIBLE"
        operator = "alarm-eval"
        state = "isActive"
        reason = "state is rebuilt from the topic on deploy"
    """))
    code, out, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v3", cwd=tmp_path)
    assert code == 0, err + out
    assert "state is rebuilt from the topic" in out
    code, out, err = run("check", EXAMPLES / "alarm-state-pojo/v1", EXAMPLES / "alarm-state-pojo/v2", cwd=tmp_path)
    assert code == 1


UID_RENAMED = ROOT / "tests/fidelity/scenarios/uid-renamed"


def test_allow_non_restored_state_flag_gives_state_loss(tmp_path):
    """--allow-non-restored-state: a renamed uid (or a removed operator) drops state: the
    verdict says so, the exit follows --fail-on, and the JSON report names the flag."""
    args = ("check", UID_RENAMED / "v1", UID_RENAMED / "v2", "--format", "json")
    code, out, err = run(*args, cwd=tmp_path)
    assert code == 1, err
    strict = json.loads(out)
    assert strict["verdict"] == "incompatible"
    assert strict["policy"] == "defaults" and strict["allow_non_restored_state"] is False

    code, out, err = run(*args, "--allow-non-restored-state", cwd=tmp_path)
    assert code == 1, err
    report = json.loads(out)
    assert report["verdict"] == "state-loss"
    assert report["policy"] == "defaults + --allow-non-restored-state"
    assert report["allow_non_restored_state"] is True
    (finding,) = [f for f in report["findings"] if f["level"] == "error"]
    assert finding["rule"] == "UID_CHANGED" and "Flink restores and drops the state of" in finding["message"]
    (removed,) = [op for op in report["operators"] if op["status"] == "id-changed"]
    assert {s["status"] for s in removed["states"]} == {"lost"}

    code, out, err = run(*args, "--allow-non-restored-state", "--fail-on", "never", cwd=tmp_path)
    assert code == 0, err
    report = json.loads(out)
    assert report["verdict"] == "state-loss"
    assert report["policy"] == "defaults + --fail-on never --allow-non-restored-state"

    code, out, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v5",
                         "--allow-non-restored-state", cwd=tmp_path)
    assert code == 1, err
    assert "STATE-LOSS" in out and "Flink restores and drops the state of" in " ".join(out.split())


def test_allow_non_restored_state_from_the_policy_file(tmp_path):
    (tmp_path / "flink-compat.toml").write_text('allow-non-restored-state = true\n')
    code, out, err = run("check", UID_RENAMED / "v1", UID_RENAMED / "v2", "--format", "json", cwd=tmp_path)
    assert code == 1, err
    report = json.loads(out)
    assert report["verdict"] == "state-loss" and report["allow_non_restored_state"] is True
    assert report["policy"] == str(tmp_path / "flink-compat.toml")
    code, out, err = run("check", UID_RENAMED / "v1", UID_RENAMED / "v2", "--format", "json", "--fail-on", "migration",
                         cwd=tmp_path)
    assert json.loads(out)["policy"] == f"{tmp_path / 'flink-compat.toml'} + --fail-on migration"


def test_invalid_policy(tmp_path):
    (tmp_path / "flink-compat.toml").write_text('[[ignore]]\nrule = "NOT_A_RULE"\nreason = "x"\n')
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2", cwd=tmp_path)
    assert code == 2 and "unknown rule" in one_line_error(err)
    (tmp_path / "flink-compat.toml").write_text('[[ignore]]\nrule = "STATE_ADDED"\nreason = ""\n')
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2", cwd=tmp_path)
    assert code == 2 and "reason" in one_line_error(err)


def test_zip_and_wheel_packages(tmp_path):
    import zipfile

    job = (EXAMPLES / "motion-alarm/v1/job.py").read_text()
    archive = tmp_path / "motion_alarm-1.0.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("job.py", job)
    wheel = tmp_path / "motion_alarm-2.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr("motion_alarm/__init__.py", "")
        zf.writestr("motion_alarm/pipeline.py", job)
        zf.writestr("motion_alarm-2.0.dist-info/entry_points.txt",
                    "[flink_compat.jobs]\nmotion = motion_alarm.pipeline:build\n")
    code, out, err = run("check", archive, wheel)
    assert code == 0, err
    assert "COMPATIBLE" in out
    code, out, err = run("check", archive, wheel, "--entry-new", "motion_alarm.pipeline:build")
    assert code == 0, err


def test_archive_escaping_its_directory_is_refused(tmp_path):
    import zipfile

    archive = tmp_path / "evil.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("../escape.py", "x = 1")
    code, _, err = run("check", archive, EXAMPLES / "motion-alarm/v1")
    assert code == 2 and "escapes" in one_line_error(err)


def test_two_versions_with_the_same_module_names_load_independently(tmp_path):
    for version, state in (("a", "Types.LONG"), ("b", "Types.INT")):
        pkg = tmp_path / version
        (pkg / "shared").mkdir(parents=True)
        (pkg / "shared" / "__init__.py").write_text(f"STATE = '{state}'\n")
        (pkg / "job.py").write_text(textwrap.dedent(f"""
            from flink_compat.graph.api import StreamExecutionEnvironment, ValueStateDescriptor
            from flink_compat.graph.types import Types
            import shared
            def build():
                env = StreamExecutionEnvironment("j")
                src = env.from_source("S", Types.LONG).uid("src")
                src.key_by(Types.LONG).process("P", state=[ValueStateDescriptor("s", eval(shared.STATE))]).uid("p")
                return env
        """))
    code, out, err = run("check", tmp_path / "a", tmp_path / "b")
    assert code == 1, err
    assert "Long to Int" in out


def test_output_to_a_fifo_or_device_writes_through_and_never_replaces_it(tmp_path):
    # As root, the atomic rename of --output /dev/null replaced the machine's /dev/null with
    # a plain file. Anything but a plain file is written to, never renamed over.
    import stat
    import threading

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    received = []
    reader = threading.Thread(target=lambda: received.append(fifo.read_text()), daemon=True)
    reader.start()
    link = tmp_path / "link.json"
    real = tmp_path / "real.json"
    real.write_text("old")
    link.symlink_to(real)
    code, _, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2",
                       "--output", f"json:{fifo}", "--output", link)
    reader.join(timeout=60)
    assert code == 0, err
    assert stat.S_ISFIFO(fifo.lstat().st_mode) and json.loads(received[0])["verdict"] == "compatible"
    assert link.is_symlink() and json.loads(real.read_text())["verdict"] == "compatible"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "pipe", "real.json"]  # no temp file left


_KEYED_WINDOW_JOB = '''
from flink_compat.api import StreamExecutionEnvironment, TumblingEventTimeWindows, Types


def build():
    env = StreamExecutionEnvironment("job")
    src = env.from_source("Source", Types.TUPLE(Types.STRING, Types.LONG)).uid("events")
    src.key_by(Types.STRING, key="{key}").window(TumblingEventTimeWindows(10_000)).reduce().uid("window") \\
        .print().uid("sink")
    return env
'''


def test_an_old_query_can_be_the_job_package_that_took_the_savepoint(tmp_path):
    """A savepoint (10 s tumbling windows, keyed by f0 as the job says) against a job keyed by f1:
    without the old job the key selector and the window's trigger and evictor are unchecked
    (warnings); with it, the key's change is an error."""
    savepoint = ROOT / "tests/fidelity/savepoints/window-reduce-to-process/v1"
    for side, key in (("v1", "f0"), ("v2", "f1")):
        (tmp_path / side).mkdir()
        (tmp_path / side / "job.py").write_text(_KEYED_WINDOW_JOB.format(key=key))
    report = tmp_path / "report.json"
    code, _, err = run("check", savepoint, tmp_path / "v2", "--output", f"json:{report}")
    assert code == 0, err
    assert [f["rule"] for f in json.loads(report.read_text())["findings"] if f["level"] != "info"] == \
        ["KEY_SELECTOR_UNCHECKED", "WINDOW_UNCHECKED"]
    code, _, err = run("check", savepoint, tmp_path / "v2", "--old-query", tmp_path / "v1", "--output", f"json:{report}")
    assert code == 1, err
    assert [f["rule"] for f in json.loads(report.read_text())["findings"] if f["level"] != "info"] == \
        ["KEY_SELECTOR_CHANGED"]


def test_a_guessed_old_query_is_used_only_when_it_took_the_savepoint(tmp_path):
    """``--old-query-guess`` (what the Action passes: the base branch's job) checks the key selectors
    when the guess has every operator the savepoint holds state of; a guess that is another job,
    or that does not load, is left out with a warning, and the check runs as without it."""
    savepoint = ROOT / "tests/fidelity/savepoints/window-reduce-to-process/v1"
    for side, key in (("v1", "f0"), ("v2", "f1")):
        (tmp_path / side).mkdir()
        (tmp_path / side / "job.py").write_text(_KEYED_WINDOW_JOB.format(key=key))
    (tmp_path / "broken").mkdir()
    (tmp_path / "broken" / "job.py").write_text("raise SystemExit(3)\n")
    report = tmp_path / "report.json"

    def rules() -> list[str]:
        return [f["rule"] for f in json.loads(report.read_text())["findings"] if f["level"] != "info"]

    code, _, err = run("check", savepoint, tmp_path / "v2", "--old-query-guess", tmp_path / "v1",
                       "--output", f"json:{report}")
    assert code == 1, err
    assert rules() == ["KEY_SELECTOR_CHANGED"] and "warning" not in err
    for guess, why in ((EXAMPLES / "motion-alarm/v1", "not the job that took the savepoint"),
                       (tmp_path / "broken", "--old-query-guess left out")):
        code, _, err = run("check", savepoint, tmp_path / "v2", "--old-query-guess", guess,
                           "--output", f"json:{report}")
        assert code == 0, err
        assert rules() == ["KEY_SELECTOR_UNCHECKED", "WINDOW_UNCHECKED"]
        (warning,) = [line for line in err.splitlines() if line.startswith("flink-compat: warning: --old-query-guess")]
        assert why in warning, warning
    code, _, err = run("check", savepoint, tmp_path / "v2", "--old-query-guess", tmp_path / "v1",
                       "--old-query", tmp_path / "v1")
    assert code == 2 and "give one" in one_line_error(err)


def test_a_packages_job_py_given_as_a_file_is_its_package(tmp_path):
    """A .py file that imports flink_compat declares a job package's job, which PyFlink cannot
    run: job.py stands for its directory; under another name, one line says what to do."""
    code, out, err = run("check", EXAMPLES / "motion-alarm/v1/job.py", EXAMPLES / "motion-alarm/v1")
    assert code == 0, err
    assert "package: " in out
    other = tmp_path / "pipeline.py"
    other.write_text((EXAMPLES / "motion-alarm/v1/job.py").read_text())
    code, _, err = run("check", other, EXAMPLES / "motion-alarm/v1")
    assert code == 2 and "name it job.py in a directory of its own" in one_line_error(err)
