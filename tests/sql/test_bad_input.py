"""A script or plan that gives no job: exit 2, one line naming the file, the statement and its
line (in the file), Flink's own words for the cause."""

from __future__ import annotations

import pytest

from tests.compat.test_cli import one_line_error, run

DDL = ("CREATE TABLE src (k STRING) WITH ('connector' = 'datagen');\n"
       "CREATE TABLE snk (k STRING) WITH ('connector' = 'blackhole');\n")
INSERT = "INSERT INTO snk SELECT k FROM src;\n"


def graph(path, *extra):
    code, out, err = run("graph", path, *extra, timeout=180)
    assert code == 2 and out == "", err
    return one_line_error(err)


@pytest.mark.java
@pytest.mark.parametrize("name, text, expected", [
    ("syntax", DDL + "-- a comment; then a broken statement\nCREATE TABLE t (k STRING WITH ('connector' = 'print');\n"
     + INSERT, ':4: statement 3: SQL parse failed. Encountered "WITH" at line 4, column 26.'),
    ("unknown-table", DDL + "\nINSERT INTO snk\nSELECT k FROM nowhere;\n",
     ":4: statement 3: SQL validation failed. SQL validation failed. From line 5, column 15 to line 5, column 21: "
     "Object 'nowhere' not found"),
    ("no-job", DDL, ": the script runs no job (no INSERT, EXECUTE STATEMENT SET or EXECUTE PLAN statement)"),
    ("two-jobs", DDL + INSERT + INSERT, ":4: statement 4: a second job (the first is statement 3, line 3): "),
    ("set-without-end", DDL + "BEGIN STATEMENT SET;\n" + INSERT, ": 'BEGIN STATEMENT SET' without 'END'"),
])
def test_bad_script(tmp_path, flink_home, name, text, expected):
    script = tmp_path / f"{name}.sql"
    script.write_text(text)
    line = graph(script, "--flink-home", flink_home)
    assert line.startswith(f"flink-compat: error: {script}{expected}"), line


@pytest.mark.java
def test_bad_plan(tmp_path, flink_home):
    plan = tmp_path / "job.plan.json"
    plan.write_text('{"flinkVersion": "2.3", "nodes": [{"id": 1, "type": "stream-exec-nothing_1"}], "edges": []}')
    line = graph(plan, "--flink-home", flink_home)
    assert line.startswith(f"flink-compat: error: {plan}: Cannot load Plan from file "), line


@pytest.mark.parametrize("extra, expected", [
    (("--conf", "table.exec.state.ttl"), "--conf 'table.exec.state.ttl': expected KEY=VALUE"),
    (("--jar", "/nonexistent/udf.jar"), "--jar /nonexistent/udf.jar: no such file"),
])
def test_bad_options(tmp_path, extra, expected):
    script = tmp_path / "job.sql"
    script.write_text(DDL + INSERT)
    assert graph(script, *extra) == f"flink-compat: error: {expected}"
