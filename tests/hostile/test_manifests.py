"""Hostile manifests, schemas and flags (issue 12, "Manifests and schemas").

Every reproducer runs the CLI bounded (tests/hostile/bounded_cli.py): an alias bomb or a
recursion that comes back fails the test within seconds instead of taking the machine.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from flink_compat.graph.loader import MAX_MANIFEST_BYTES
from flink_compat.graph.model import MAX_SNAPSHOT_DEPTH
from flink_compat.schema_registry.families.avro import MAX_AVRO_SCHEMA_DEPTH
from tests.conftest import EXAMPLES
from tests.hostile.bounded_cli import run_bounded, run_cli

INT = {"snapshot_class": "org.apache.flink.api.common.typeutils.base.IntSerializer$IntSerializerSnapshot",
       "version": 3, "family": "simple"}
GENERIC = "org.apache.avro.generic.GenericRecord"


def tuple_of(inner: dict) -> dict:
    return {"snapshot_class": "org.apache.flink.api.java.typeutils.runtime.TupleSerializerSnapshot", "version": 3,
            "family": "tuple", "tuple_class": "org.apache.flink.api.java.tuple.Tuple1", "fields": [inner]}


def nested_tuple(levels: int) -> dict:
    node = INT
    for _ in range(levels):
        node = tuple_of(node)
    return node


def avro(schema: str) -> dict:
    return {"snapshot_class": "org.apache.flink.formats.avro.typeutils.AvroSerializerSnapshot", "version": 3,
            "family": "avro", "runtime_type": GENERIC, "avro_schema": schema}


def manifest(serializer, **extra) -> dict:
    return {"name": "j", **extra,
            "operators": [{"id": "a" * 32, "uid": "op", "states": [{"name": "s", "kind": "VALUE",
                                                                     "value_serializer": serializer}]}]}


def write(path: Path, data) -> Path:
    path.write_text(json.dumps(data) if path.suffix == ".json" else data)
    return path


def check_error(path: Path, **limits) -> str:
    run = run_cli("check", path, path, timeout_s=30, **limits)
    assert run.code == 2
    return run.one_line_error()


# ------------------------------------------------------------------- YAML and nesting


def test_yaml_alias_bomb_is_refused_while_composing(tmp_path):
    lines = ["name: j", 'l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    lines += [f"l{i}: &l{i} [{', '.join([f'*l{i - 1}'] * 9)}]" for i in range(1, 9)]
    lines.append("snapshots: [*l8]")
    bomb = write(tmp_path / "bomb.yaml", "\n".join(lines) + "\n")
    assert bomb.stat().st_size < 1024
    line = check_error(bomb, memory_mib=2048)  # 95 s and 5.4 GB before
    assert "bomb.yaml: line 7, column" in line and "YAML aliases stand for more than 100,000 nodes" in line


def test_yaml_alias_that_contains_itself_is_refused(tmp_path):
    path = write(tmp_path / "loop.yaml", "name: j\nsnapshots: &a [*a]\n")
    assert "loop.yaml: line 2, column 16: alias *a refers to a node that contains it" in check_error(path)


def test_yaml_aliases_within_the_budget_still_load(tmp_path):
    path = write(tmp_path / "shared.yaml", """
name: j
operators:
- id: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa
  uid: op
  states:
  - {name: a, kind: VALUE, value_serializer: &int {snapshot_class: "org.apache.flink.api.common.typeutils.base.IntSerializer$IntSerializerSnapshot", version: 3, family: simple}}
  - {name: b, kind: VALUE, value_serializer: *int}
""")
    run = run_cli("check", path, path)
    assert run.code == 0, run.err


def test_yaml_nested_10000_deep_names_file_line_and_column(tmp_path):
    path = write(tmp_path / "deep.yaml", "name: j\noperators: " + "[" * 10_000 + "]" * 10_000 + "\n")
    assert "deep.yaml: line 2, column 139: nested deeper than 128 levels" in check_error(path)


def test_json_nested_10000_deep_names_the_file(tmp_path):
    # (orjson refused this already; kept so that no other parser slips in.)
    path = tmp_path / "deep.json"
    path.write_text('{"name": "j", "operators": ' + "[" * 10_000 + "]" * 10_000 + "}")
    assert "deep.json: not valid JSON: depth limit exceeded: line 1 column" in check_error(path)


@pytest.mark.parametrize("shape", ["inline", "table"])
def test_serializer_nested_too_deep_is_refused_naming_the_place(tmp_path, shape):
    deep = nested_tuple(450)  # 901 levels: within orjson's 1024, past every recursive walk
    data = manifest(deep) if shape == "inline" else manifest({"$ref": 0}, snapshots=[deep])
    line = check_error(write(tmp_path / "deep.json", data))
    where = "operators[0].states[0].value_serializer" if shape == "inline" else "snapshots[0]"
    assert f"deep.json: {where}.fields[0].fields[0].fields[0]…: serializer nested deeper than " \
           f"{MAX_SNAPSHOT_DEPTH} levels" in line
    assert len(line) < 300


def test_serializer_as_deep_as_allowed_still_checks(tmp_path):
    levels = (MAX_SNAPSHOT_DEPTH - 1) // 2  # a tuple adds two levels
    old = write(tmp_path / "old.json", manifest(nested_tuple(levels)))
    new_serializer = json.loads(json.dumps(nested_tuple(levels)).replace("IntSerializer", "LongSerializer"))
    new = write(tmp_path / "new.json", manifest(new_serializer))
    run = run_cli("check", old, new, "--format", "json")
    assert run.code == 1, run.err
    assert [f["rule"] for f in json.loads(run.out)["findings"]] == ["STATE_SERIALIZER_INCOMPATIBLE"]


def test_deep_junk_outside_serializers_is_a_plain_validation_error(tmp_path):
    path = tmp_path / "junk.json"
    path.write_text('{"name": ' + "[" * 1000 + "]" * 1000 + ', "operators": []}')
    assert "junk.json: name: Input should be a valid string" in check_error(path)


def test_manifest_larger_than_the_limit_is_refused_unread(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:
        f.truncate(MAX_MANIFEST_BYTES + 1)  # sparse: nothing written
    line = check_error(path, memory_mib=1024)
    assert f"huge.json: manifest larger than {MAX_MANIFEST_BYTES >> 20} MiB" in line


def test_manifest_that_is_a_fifo_fails_at_once(tmp_path):
    fifo = tmp_path / "m.json"
    os.mkfifo(fifo)
    code = ("import sys; from pathlib import Path; from flink_compat.graph.loader import load_manifest\n"
            "try:\n    load_manifest(Path(sys.argv[1]))\nexcept Exception as e:\n    print(e)")
    run = run_bounded([sys.executable, "-c", code, fifo], timeout_s=30)
    assert f"{fifo}: not a regular file" in run.out


# ----------------------------------------------------------------------------- Avro


@pytest.mark.parametrize("schema, problem", [
    ("", "the Avro schema is not JSON: Input is a zero-length, empty document: line 1 column 1 (char 0)"),
    ('{"type": "record", "name": "R",\n "fields": [}', "the Avro schema is not JSON: unexpected character, expected a JSON value: line 2 column 13"),
    ('{"type": "array"}', "not a valid Avro schema: Items schema (None) not a valid Avro schema"),
    ('{"type": "record", "name": "R", "fields": [{"name": "a", "type": "nosuch"}]}',
     'not a valid Avro schema: Type property "nosuch" not a valid Avro schema'),
    ("[" * 10_000 + "]" * 10_000, "the Avro schema is not JSON: depth limit exceeded: line 1 column"),
    ('{"type": "array", "items": ' * 200 + '"int"' + "}" * 200,
     f"the Avro schema nests deeper than {MAX_AVRO_SCHEMA_DEPTH} levels (from items.items.items"),
])
def test_bad_avro_schema_names_the_file_and_the_place(tmp_path, schema, problem):
    path = write(tmp_path / "avro.json", manifest(avro(schema)))
    line = check_error(path)
    assert line.startswith(f"flink-compat: error: {path}: operators[0].states[0].value_serializer.avro.avro_schema: ")
    assert problem in line


def test_bad_avro_schema_in_the_snapshots_table_names_its_entry(tmp_path):
    path = write(tmp_path / "avro.json", manifest({"$ref": 0}, snapshots=[avro("{")]))
    assert f"{path}: snapshots[0].avro.avro_schema: Value error, the Avro schema is not JSON: unexpected end of data: " \
           "line 1 column 2" in check_error(path)


# --------------------------------------------------------------------- operator IDs


def test_duplicate_operator_ids_are_refused_naming_the_id(tmp_path):
    operators = [{"id": "b" * 32, "uid": f"u{i}", "name": f"n{i}"} for i in range(5000)]
    path = write(tmp_path / "dups.json", {"name": "j", "operators": operators})
    line = check_error(path)
    assert f"dups.json: operators[1] (u1) has the OperatorID {'b' * 32} of operators[0] (u0)" in line


def test_duplicate_uid_stays_the_duplicate_uid_finding(tmp_path):
    operators = [{"id": "b" * 32, "uid": "same", "name": f"n{i}"} for i in range(2)]
    path = write(tmp_path / "uids.json", {"name": "j", "operators": operators})
    run = run_cli("check", path, path)
    assert run.code == 1, run.err
    assert "DUPLICATE_UID" in run.out


# ---------------------------------------------------------------------- numeric flags

OLD, NEW = EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v2"


@pytest.mark.parametrize("argv", [
    [*cmd, f"{flag}={value}"]
    for cmd, flag, values in [
        (["check", OLD, NEW], "--timeout", ["inf", "nan", "-inf", "0", "-1", "1e9", "soon"]),
        (["graph", OLD], "--timeout", ["inf", "nan"]),
        (["replay", OLD, NEW], "--timeout", ["nan"]),
        (["check", OLD, NEW], "--package-memory", ["inf", "0", "100", "1.5", "99999999999"]),
        (["inspect", OLD], "--entries", ["-1", "inf", "nan", "1e3", "10000000000"]),
    ]
    for value in values
], ids=lambda argv: f"{argv[0]} {argv[-1]}")
def test_numeric_flags_are_validated(argv):
    run = run_cli(*argv)
    assert run.code == 2
    line = run.one_line_error()
    flag, value = argv[-1].split("=")
    assert f"argument {flag}: {value!r} is not" in line and "internal error" not in line


def test_bad_avro_schema_in_a_job_package_names_the_line_and_the_problem(tmp_path):
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "job.py").write_text(
        "from flink_compat.graph.api import StreamExecutionEnvironment, ValueStateDescriptor\n"
        "from flink_compat.graph.types import Types\n"
        "def build():\n"
        "    env = StreamExecutionEnvironment('j')\n"
        "    events = env.from_source('S', Types.LONG).uid('src').key_by(Types.LONG)\n"
        "    events.process('P', state=[ValueStateDescriptor('v', Types.AVRO('{\"type\": [}'))]).uid('p')\n"
        "    return env\n")
    run = run_cli("check", pkg, pkg)
    assert run.code == 2
    assert run.one_line_error() == (
        f"flink-compat: error: {pkg}/job.py:6: invalid AvroSnapshot: avro_schema: Value error, the Avro schema "
        "is not JSON: unexpected character, expected a JSON value: line 1 column 11 (char 10)")
