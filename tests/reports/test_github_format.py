"""The `github` report format: workflow commands, from the command line as in the Action."""

from __future__ import annotations

from flink_compat.reports.github import annotation
from tests.compat.test_cli import run
from tests.conftest import EXAMPLES


def test_check_prints_workflow_commands(tmp_path):
    target = tmp_path / "annotations"
    code, stdout, err = run("check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v3",
                            "--format", "github", "--output", f"github:{target}")
    assert code == 1, err
    (line,) = stdout.splitlines()
    assert line.startswith("::error file=examples/motion-alarm/v3/job.py,line=")
    assert target.read_text() == stdout


def test_an_annotation_is_one_line_whatever_the_names():
    line = annotation("warning", "a\nb\r::error::x %", "dir,1/a:b.py", 7, "T (x\n::y)")
    assert line == "::warning file=dir%2C1/a%3Ab.py,line=7,title=T (x%0A%3A%3Ay)::a%0Ab%0D::error::x %25"
