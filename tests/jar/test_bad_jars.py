"""JARs on the command line. One that cannot give a job: exit 2, one line naming the JAR and
the cause, no traceback, nothing left running (the JVM is a child process, killed at the time
limit). Two good ones: the check's verdict."""

from __future__ import annotations

import json

import pytest

from tests.compat.test_cli import one_line_error, run

from .conftest import build_jar

pytestmark = pytest.mark.java

NAME = "pojo-field-added"


def graph(jar, *extra, timeout=120):
    code, out, err = run("graph", jar, *extra, timeout=timeout)
    assert code == 2 and out == "", err
    line = one_line_error(err)
    assert str(jar) in line
    return line


def test_not_a_jar(tmp_path):
    fake = tmp_path / "job.jar"
    fake.write_text("not a zip\n")
    assert graph(fake).endswith("not a JAR (not a zip archive)")


def test_no_main_class(tmp_path, flink_home):
    jar = build_jar(tmp_path, NAME, "v1", main_class=None)
    line = graph(jar, "--flink-home", flink_home)
    assert "Main-Class" in line, line  # Flink's own message: "Neither a 'Main-Class', nor ..."


def test_main_class_not_in_the_jar(scenario_jar, flink_home):
    line = graph(scenario_jar(NAME), "--flink-home", flink_home, "--entry", "com.example.Missing")
    assert "com.example.Missing" in line, line


def test_main_throws(scenario_jar, flink_home):
    line = graph(scenario_jar(NAME), "--flink-home", flink_home, "--args", "--throw")
    assert line.endswith("java.lang.IllegalStateException: main() refuses to build the job"), line


def test_main_builds_no_job(scenario_jar, flink_home):
    line = graph(scenario_jar(NAME), "--flink-home", flink_home, "--args", "--return")
    assert "doesn't call `env.execute()`" in line, line  # Flink's client says so


def test_main_calls_system_exit(scenario_jar, flink_home):
    line = graph(scenario_jar(NAME), "--flink-home", flink_home, "--args", "--exit 3")
    assert line.endswith("main() called System.exit(3) instead of building a job"), line


def test_main_loops(scenario_jar, flink_home):
    line = graph(scenario_jar(NAME), "--flink-home", flink_home, "--args", "--loop", "--timeout", "8", timeout=60)
    assert "did not build its graph and start within 8 s" in line, line


def test_unbalanced_quotes_in_program_arguments(scenario_jar, flink_home):
    code, out, err = run("graph", scenario_jar(NAME), "--flink-home", flink_home, "--args", "'--throw")
    assert code == 2 and "--args: No closing quotation" in one_line_error(err)


def test_check_of_two_jars_on_the_command_line(scenario_jar, flink_home, tmp_path, monkeypatch):
    """Both sides load at once (one JVM each, the bridge compiled once for both); program
    arguments per side; Flink migrated pojo-field-added's state, so: migration-required, exit 0."""
    monkeypatch.setenv("FLINK_COMPAT_CACHE", str(tmp_path / "cache"))  # nothing compiled yet
    old, new = scenario_jar(NAME, "v1"), scenario_jar(NAME, "v2")
    report = tmp_path / "report.json"
    code, out, err = run("check", old, new, "--flink-home", flink_home, "--format", "json", "--output", report,
                         "--args-old", "--parallelism 2", "--args-new", "--parallelism 2 --max-parallelism 128")
    assert code == 0, err
    report = json.loads(report.read_text())
    assert report["verdict"] == "migration-required"
    assert report["old"]["route"] == report["new"]["route"] == "JAR"  # not "package"


def test_a_main_that_needs_arguments_says_how_to_give_them(tmp_path, flink_home):
    # main() reads args[0] and was run without arguments: the line says so and names the flags
    import subprocess
    import zipfile

    src = tmp_path / "src" / "NeedsArgs.java"
    src.parent.mkdir()
    src.write_text("public class NeedsArgs { public static void main(String[] args) { String input = args[0]; } }\n")
    classes = tmp_path / "classes"
    subprocess.run(["javac", "--release", "17", "-d", str(classes), str(src)], check=True, timeout=120)
    jar = tmp_path / "needs-args.jar"
    with zipfile.ZipFile(jar, "w") as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\nMain-Class: NeedsArgs\n")
        z.write(classes / "NeedsArgs.class", "NeedsArgs.class")
    line = graph(jar, "--flink-home", flink_home)
    assert "ArrayIndexOutOfBoundsException" in line, line
    assert line.endswith("(main() ran without program arguments: give them with --args, or --args-old/--args-new)")
