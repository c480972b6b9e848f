"""Hostile files the checker parses itself (issue 23, "Parsers"): manifests (YAML, JSON),
compiled plans told from manifests, policy files (TOML), migration plans, a JAR's Maven
metadata. A control character, nesting 100,000 deep or a file too large ends in one line
that names the file (and the line and column, where the parser knows them), exit 2.

Every reproducer runs the CLI bounded (tests/hostile/bounded_cli.py).
"""

from __future__ import annotations

import json
import time
import zipfile
from pathlib import Path

import pytest

from flink_compat.compat import migration_plan
from flink_compat.compat.migration_plan import MAX_PLAN_BYTES, PlanError
from flink_compat.compat.policy import MAX_POLICY_BYTES
from flink_compat.graph.jar import job_flink_version
from tests.hostile.bounded_cli import run_cli

DEEP = 100_000
MANIFEST = {"name": "j", "operators": []}


def check_error(*args, cwd=None) -> str:
    run = run_cli("check", *args, timeout_s=60, cwd=cwd)
    assert run.code == 2, run.err
    line = run.one_line_error()
    assert "internal error" not in line
    return line


# ------------------------------------------------------------------------- manifests


@pytest.mark.parametrize("char", ["\x1b", "\x07", "\x00", "\x08", "\x7f", "\x9b", "\ufffe"])
def test_yaml_with_a_control_character_names_the_line_and_column(tmp_path, char):
    path = tmp_path / "ctl.yaml"
    path.write_text(f"name: j\noperators: []\nx: \"ab{char}\"\n", encoding="utf-8")
    line = check_error(path, path)  # internal error (ReaderError), without a place, before
    assert line == (f"flink-compat: error: {path}: line 3, column 7: not valid YAML: character "
                    f"U+{ord(char):04X} is not allowed (a control character?)")


@pytest.mark.parametrize("value, kind, problem", [
    ("2001-13-45", "timestamp", "month must be in 1..12"),
    ("1" + "0" * 5000, "int", "Exceeds the limit (4300 digits) for integer string conversion"),
])
def test_yaml_value_python_cannot_build_names_its_place(tmp_path, value, kind, problem):
    path = tmp_path / "bad.yaml"
    path.write_text(f"name: j\noperators: []\nx: {value}\n", encoding="utf-8")
    line = check_error(path, path)  # "month must be in 1..12", naming no file, before
    assert line.startswith(f"flink-compat: error: {path}: line 3, column 4: not valid YAML: not a valid {kind} (")
    assert problem in line


def test_json_with_a_control_character_names_the_line_and_column(tmp_path):
    path = tmp_path / "ctl.json"
    path.write_text('{"name": "j",\n "operators": [], "x": "a\x1bb"}', encoding="utf-8")
    assert check_error(path, path).startswith(
        f"flink-compat: error: {path}: not valid JSON: unexpected control character in string: line 2 column")


@pytest.mark.parametrize("head", ['{"flinkVersion": "2.3", "nodes": ', '{"name": "j", "operators": '])
def test_json_nested_100k_deep_names_the_file(tmp_path, head):
    # with "flinkVersion" (a compiled plan, as far as a look at its head tells), the stdlib's
    # parser recursed: internal error (RecursionError), naming no file
    path = tmp_path / "deep.json"
    path.write_text(head + "[" * DEEP + "]" * DEEP + "}", encoding="utf-8")
    assert check_error(path, path).startswith(
        f"flink-compat: error: {path}: not valid JSON: depth limit exceeded: line 1 column")


def test_a_plan_larger_than_a_manifest_may_be_is_refused_unread(tmp_path):
    from flink_compat.graph.loader import MAX_MANIFEST_BYTES

    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.write(b'{"flinkVersion": "2.3", "nodes": []}')
        f.truncate(MAX_MANIFEST_BYTES + 1)  # sparse
    assert f"{path}: manifest larger than {MAX_MANIFEST_BYTES >> 20} MiB" in check_error(path, path)


# ---------------------------------------------------------------------------- policy


@pytest.fixture
def manifest(tmp_path) -> Path:
    path = tmp_path / "job.json"
    path.write_text(json.dumps(MANIFEST), encoding="utf-8")
    return path


def test_policy_nested_100k_deep_names_the_file(tmp_path, manifest):
    config = tmp_path / "deep.toml"
    config.write_text("fail-on = " + "[" * DEEP + "]" * DEEP + "\n", encoding="utf-8")
    line = check_error(manifest, manifest, "--config", config)  # internal error (RecursionError) before
    assert line == f"flink-compat: error: {config}: not valid TOML: arrays or inline tables nested too deep to read"


def test_pyproject_nested_100k_deep_names_the_file(tmp_path, manifest):
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text("[tool.flink-compat]\nfail-on = " + "{a = " * DEEP + "1" + "}" * DEEP + "\n",
                                            encoding="utf-8")
    line = check_error(manifest, manifest, cwd=project)
    assert line.endswith("pyproject.toml: not valid TOML: arrays or inline tables nested too deep to read")


def test_policy_with_a_control_character_names_the_line_and_column(tmp_path, manifest):
    config = tmp_path / "ctl.toml"
    config.write_text('fail-on = "error"\nx = "a\x1bb"\n', encoding="utf-8")
    assert check_error(manifest, manifest, "--config", config) == (
        rf"flink-compat: error: {config}: not valid TOML: Illegal character '\x1b' (at line 2, column 7)")


def test_policy_larger_than_the_limit_is_refused(tmp_path, manifest):
    config = tmp_path / "huge.toml"
    with open(config, "wb") as f:
        f.truncate(MAX_POLICY_BYTES + 1)
    assert check_error(manifest, manifest, "--config", config) == (
        f"flink-compat: error: {config}: larger than {MAX_POLICY_BYTES >> 20} MiB, too large for a policy file")


def test_pyproject_whose_tool_section_is_no_table(tmp_path, manifest):
    project = tmp_path / "project"
    project.mkdir()
    (project / "pyproject.toml").write_text("[tool]\nflink-compat = 3\n", encoding="utf-8")
    assert check_error(manifest, manifest, cwd=project).endswith(
        "pyproject.toml: tool.flink-compat: expected a table, not int")


# -------------------------------------------------------------------- migration plans


@pytest.mark.parametrize("source", ["x = " + "-" * DEEP + "1\n", "x = 1" + " + 1" * DEEP + "\n"])
def test_migration_plan_nested_too_deep_is_a_plan_error(tmp_path, source):
    path = tmp_path / "plan.py"
    path.write_text(source, encoding="utf-8")
    with pytest.raises(PlanError, match=f"^{path}: expressions nested too deep for Python to compile$"):
        migration_plan.load(str(path))  # MemoryError, RecursionError before


def test_migration_plan_larger_than_the_limit_is_refused(tmp_path):
    path = tmp_path / "plan.py"
    with open(path, "wb") as f:
        f.truncate(MAX_PLAN_BYTES + 1)
    with pytest.raises(PlanError, match="too large for a migration plan"):
        migration_plan.load(str(path))


# ------------------------------------------------------------------- a JAR's metadata

POM = "META-INF/maven/com.example/alarm/pom.xml"


def pom(version: str, doctype: str = "") -> str:
    return (f'<?xml version="1.0"?>{doctype}<project><dependencies><dependency><groupId>org.apache.flink</groupId>'
            f"<artifactId>flink-streaming-java</artifactId><version>{version}</version></dependency>"
            "</dependencies></project>")


def jar(path: Path, entries: dict, compress_type: int = zipfile.ZIP_DEFLATED) -> Path:
    with zipfile.ZipFile(path, "w", compress_type) as z:
        for name, text in entries.items():
            z.writestr(name, text)
    return path


def test_a_pom_with_a_doctype_is_not_read(tmp_path):
    assert job_flink_version(jar(tmp_path / "a.jar", {POM: pom("2.3.0")})) == ("2.3.0", POM)
    entity = jar(tmp_path / "b.jar", {POM: pom("&v;", '<!DOCTYPE project [<!ENTITY v "2.3.0">]>')})
    assert job_flink_version(entity) is None  # its entities are never expanded
    laughs = "".join(f'<!ENTITY l{i} "{f"&l{i - 1};" * 10}">' for i in range(1, 10))
    bomb = jar(tmp_path / "c.jar", {POM: pom("&l9;", f'<!DOCTYPE project [<!ENTITY l0 "lol">{laughs}]>')})
    start = time.perf_counter()
    assert job_flink_version(bomb) is None
    assert time.perf_counter() - start < 1


def test_a_pom_that_cannot_be_decompressed_is_not_read(tmp_path):
    path = jar(tmp_path / "job.jar", {POM: pom("2.3.0")}, zipfile.ZIP_STORED)
    data = bytearray(path.read_bytes())
    for header in (b"PK\x03\x04", b"PK\x01\x02"):  # the method in the local and central headers: 99 (AES)
        at = data.index(header)
        offset = 8 if header == b"PK\x03\x04" else 10
        data[at + offset:at + offset + 2] = (99).to_bytes(2, "little")
    path.write_bytes(bytes(data))
    assert job_flink_version(path) is None  # NotImplementedError before
