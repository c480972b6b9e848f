"""What loads as a PyFlink program, and a program package with modules of its own."""

from __future__ import annotations

import pytest

from flink_compat.graph.loader import load
from flink_compat.graph.pyflink import is_pyflink_program

from .conftest import PROGRAMS, REPO


def test_what_is_a_pyflink_program(tmp_path):
    (tmp_path / "pipeline.py").write_text("")
    assert is_pyflink_program(tmp_path / "pipeline.py")
    program = tmp_path / "program"
    program.mkdir()
    (program / "__main__.py").write_text("")
    assert is_pyflink_program(program)
    (program / "job.py").write_text("")  # a job package of the project's API has job.py
    assert not is_pyflink_program(program)
    plain = tmp_path / "plain"
    plain.mkdir()
    assert not is_pyflink_program(plain)


@pytest.mark.java
@pytest.mark.parametrize("entry", [None, "pipeline"])
def test_package_with_its_own_modules(pyflink_python, entry):
    """__main__.py (or --entry's module) runs with the package on the path; the function comes
    from a module of the package (pickled by reference), which the Python worker of the discovery
    run and the state recording find too."""
    graph = load(PROGRAMS / "dedup_package", entry=entry, args=["a", "b"], timeout=120)
    assert graph.name == "pkg-a-b"
    dedup = next(op for op in graph.operators if op.uid == "dedup")
    assert dedup.states_unknown is None
    state = next(s for s in dedup.states if s.name == "python-state-seen")
    assert state.python_type.type_info == "Boolean"
    assert state.declared_at.file.endswith("functions.py")


@pytest.mark.java
def test_a_file_source_over_a_path_only_production_has(pyflink_python):
    """FileSource lists its paths when its enumerator is created, before the job runs: a path the
    checker's machine lacks (here the program's default `input`) must not stop the discovery run
    (it did: every operator was left unknown). The source keeps the state its operator registers."""
    program = REPO / "tests" / "fidelity" / "pyflink" / "unchanged" / "v1" / "job.py"
    graph = load(program, timeout=120)
    assert not [op.display_name for op in graph.operators if op.states_unknown]
    states = {op.uid: sorted(s.name for s in op.states) for op in graph.operators}
    assert states["events"] == ["SourceReaderState"]
    assert "python-state-total" in states["summary"]


def test_the_demo_pyflink_example_is_a_misread(pyflink_python):
    """examples/pyflink/totals (``flink-compat demo`` checks it when PyFlink is installed): a value
    state's Types.INT() read as Types.LONG(), which PyFlink misreads (value-int-to-long)."""
    from flink_compat.compat.check import check

    examples = REPO / "examples" / "pyflink" / "totals"
    verdict = check(load(examples / "v1.py"), load(examples / "v2.py"))
    assert verdict.verdict == "state-loss"
    assert [f.rule for f in verdict.findings if f.level.value == "error"] == ["PYTHON_STATE_TYPE_MISREAD"]


def test_pyflink_of_this_interpreter_is_used_when_installed(monkeypatch):
    """``pip install 'flink-compat[pyflink]'``: programs load with this interpreter's PyFlink,
    nothing installed into the cache; the environment variable still comes first."""
    import sys
    from pathlib import Path

    from flink_compat.graph import pyflink

    monkeypatch.delenv(pyflink.PYTHON_ENV_VAR, raising=False)
    monkeypatch.setattr(pyflink, "_installed_here", lambda version: version == "2.3.0")
    assert pyflink.pyflink_python("2.3.0") == Path(sys.executable) and pyflink.pyflink_ready("2.3.0")
    monkeypatch.setenv(pyflink.PYTHON_ENV_VAR, sys.executable)
    assert pyflink.pyflink_python("2.3.0") == Path(sys.executable)
