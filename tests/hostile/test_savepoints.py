"""Hostile savepoints (issue 12): each reproducer runs the CLI in a child process under an
address-space limit and CPU and wall-clock limits (``fuzz.run_bounded``), so a regression
fails the test instead of hanging or exhausting the machine.

The savepoints are built here with ``tests/savepoint/flinkwriter.py`` (Flink's write side).
"""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

import pytest

from tests.hostile.fuzz import SAVEPOINTS, run_bounded
from tests.savepoint import flinkwriter as fw

TIME_LIMIT = 60  # seconds for one CLI run (a loaded machine is slow; a bomb takes forever)
OID = bytes.fromhex("2147cd5db8c4630af0735d302021d9e7")
JAVA = "org.apache.flink.runtime.state.JavaSerializer$JavaSerializerSnapshot"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    """``flink-compat ARGS`` in a bounded child process (1 GB of address space)."""
    return run_bounded("flink_compat", *args, seconds=TIME_LIMIT)


def one_error_line(proc) -> str:
    """The single ``flink-compat: error: ...`` line a refused input must print."""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("flink-compat: error: "), proc.stderr
    assert "Traceback" not in proc.stderr
    return lines[0]


def write_metadata(directory: Path, subtask: bytes, version: int = 6) -> Path:
    directory.mkdir(parents=True, exist_ok=True)
    md = fw.metadata(version, [fw.operator(version, OID, 1, 128, {0: subtask}, uid="op")])
    (directory / "_metadata").write_bytes(md)
    return directory


# -- Java-serialization back-reference bomb ------------------------------------------------


def _ref(handle: int) -> bytes:
    return b"\x71" + struct.pack(">i", 0x7E0000 + handle)


def reference_bomb(levels: int) -> bytes:
    """An ``Object[]`` whose element k is an array referencing element k-1 twice: a few
    bytes per level, 2**levels objects when expanded."""
    out = bytearray(b"\xac\xed\x00\x05")
    out += b"\x75\x72" + fw.utf("[Ljava.lang.Object;") + fw.i64(-8012369246846506802) + b"\x02" + fw.i16(0) + b"\x78\x70"
    out += fw.i32(levels + 1)
    out += b"\x74" + fw.utf("x")  # handle 2 (0: class descriptor, 1: the outer array)
    for k in range(levels):
        out += b"\x75" + _ref(0) + fw.i32(2) + _ref(2 + k) + _ref(2 + k)
    return bytes(out)


def java_list_state_savepoint(directory: Path, element: bytes) -> Path:
    """One operator with a list state of JavaSerializer elements, inline in _metadata."""
    meta = fw.operator_meta([fw.list_state_meta("s", value=fw.simple_snapshot(JAVA))])
    handle = fw.operator_handle({"s": (0, [len(meta)])}, fw.byte_stream(meta + element))
    return write_metadata(directory, fw.subtask(6, managed_op=handle))


def test_back_reference_bomb_is_refused_quickly(tmp_path):
    sp = java_list_state_savepoint(tmp_path / "sp", reference_bomb(700))
    assert (sp / "_metadata").stat().st_size < 15_000
    proc = run_cli("inspect", str(sp), "--entries", "1")
    assert proc.returncode == 2, proc.stderr
    assert "MemoryError" not in proc.stderr
    # the report still names the state and says why its entries cannot be shown
    assert "expands to more than 100,000 objects through shared references" in proc.stdout
    assert f"{sp / '_metadata'} (inline state" in proc.stdout


def test_shared_references_below_the_bound_still_decode(tmp_path):
    sp = java_list_state_savepoint(tmp_path / "sp", reference_bomb(4))
    proc = run_cli("inspect", str(sp), "--entries", "1", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    assert '"x"' in proc.stdout and "expands" not in proc.stdout


# -- a garbled message -----------------------------------------------------------------------


def test_state_without_a_codec_is_named_in_the_error(tmp_path):
    """A serializer no codec knows (e.g. PyFlink's pickled values): the error names the
    state, operator and subtask, in that order (was "None at offset state '…'")."""
    custom = fw.custom_snapshot("com.example.PickledSerializer$Snapshot", b"\x00\x00\x00\x02\x00\x04abcd\x7f")
    meta = fw.keyed_meta([fw.value_state("a", value=custom, kind="LIST"), fw.value_state("b")])
    key = fw.kg_prefix(1, 128) + struct.pack(">q", 7) + b"\x00"
    stream, offsets = fw.canonical_stream(meta, {1: [(0, key, b"\x01\x02")]}, 0, 4)
    sp = tmp_path / "sp"
    sp.mkdir()
    (sp / "state-0").write_bytes(stream)
    write_metadata(sp, fw.subtask(6, managed_keyed=fw.key_groups(0, offsets, fw.relative("state-0", len(stream)))))
    proc = run_cli("inspect", str(sp), "--entries", "1", "--format", "json")
    assert "None at offset" not in proc.stdout
    assert f"state 'a' of operator {OID.hex()} subtask 0: state 'a': LIST state without a list serializer" in proc.stdout
    # values that need the user's code are a note, not an unreadable state
    assert proc.returncode == 0, proc.stderr


# -- errors in the report, exit 0 ---------------------------------------------------------------


def test_corrupt_state_file_exits_2_with_the_report(tmp_path):
    sp = tmp_path / "sp"
    shutil.copytree(SAVEPOINTS / "keyed-hashmap-canonical-files-p2", sp)
    state = max((f for f in sp.iterdir() if f.name not in ("_metadata", "FIXTURE.json")), key=lambda f: f.stat().st_size)
    data = bytearray(state.read_bytes())
    data[len(data) // 2 :] = b"\xff" * (len(data) - len(data) // 2)
    state.chmod(0o644)
    state.write_bytes(bytes(data))
    proc = run_cli("inspect", str(sp))
    assert proc.returncode == 2
    line = one_error_line(proc)
    assert state.name in line
    assert proc.stdout.startswith("savepoint ") and "error: " in proc.stdout  # the report, whole


# -- paths outside the savepoint -------------------------------------------------------------


def keyed_stream() -> tuple[bytes, list[int]]:
    """A canonical keyed state stream: state 'v', Long keys and values, two entries."""
    meta = fw.keyed_meta([fw.value_state("v")])
    groups = {kg: [(0, fw.kg_prefix(kg, 128) + struct.pack(">q", kg) + b"\x00", struct.pack(">q", 7))] for kg in (1, 2)}
    return fw.canonical_stream(meta, groups, 0, 4)


def file_handle_savepoint(directory: Path, path: str, size: int, offsets: list[int]) -> Path:
    """A savepoint whose keyed state handle names ``path`` (absolute, as Flink writes for
    checkpoints and non-relative handles)."""
    return write_metadata(directory, fw.subtask(6, managed_keyed=fw.key_groups(0, offsets, fw.file_handle(path, size))))


def assert_refused(proc, path: str) -> None:
    assert proc.returncode == 2, (proc.stdout, proc.stderr)
    line = one_error_line(proc)
    assert path in line and "refused" in line and f"operator {OID.hex()}" in line, line
    assert "version" not in line and "magic" not in line  # nothing of the file was read


@pytest.mark.parametrize("command", ["inspect", "graph", "check"])
def test_absolute_path_outside_is_refused_before_reading(tmp_path, command):
    outside = tmp_path / "secret"
    outside.write_bytes(b"TOPSECRET" * 100)
    _stream, offsets = keyed_stream()
    sp = file_handle_savepoint(tmp_path / "sp", str(outside), 900, offsets)
    new = tmp_path / "new.json"  # a savepoint can only be OLD: NEW is any job, here an empty one
    new.write_text('{"name": "new", "operators": []}')
    args = [command, str(sp)] + ([str(new)] if command == "check" else [])
    proc = run_cli(*args)
    assert_refused(proc, str(outside))
    assert "TOPSECRET" not in proc.stdout + proc.stderr


def test_etc_passwd_is_not_read(tmp_path):
    _stream, offsets = keyed_stream()
    sp = file_handle_savepoint(tmp_path / "sp", "/etc/passwd", 100, offsets)
    proc = run_cli("inspect", str(sp))
    assert_refused(proc, "/etc/passwd")
    # was: its first 4 bytes, 'root', shown as a meta information version
    assert "root:" not in proc.stdout + proc.stderr and str(int.from_bytes(b"root", "big")) not in proc.stdout + proc.stderr


def test_remote_uris_are_refused_without_a_request(tmp_path):
    import socket

    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.setblocking(False)
    port = server.getsockname()[1]
    try:
        for uri in (f"http://127.0.0.1:{port}/state", f"https://127.0.0.1:{port}/state", "s3://bucket/state"):
            _stream, offsets = keyed_stream()
            sp = file_handle_savepoint(tmp_path / f"sp{hash(uri) & 0xFFFF}", uri, 100, offsets)
            assert_refused(run_cli("inspect", str(sp)), uri)
        with pytest.raises(BlockingIOError):
            server.accept()  # nobody connected
    finally:
        server.close()


def test_relative_handle_through_a_symlink_out_is_refused(tmp_path):
    stream, offsets = keyed_stream()
    outside = tmp_path / "elsewhere"
    outside.write_bytes(stream)
    sp = tmp_path / "sp"
    sp.mkdir()
    (sp / "state-0").symlink_to(outside)
    write_metadata(sp, fw.subtask(6, managed_keyed=fw.key_groups(0, offsets, fw.relative("state-0", len(stream)))))
    assert_refused(run_cli("inspect", str(sp)), str(sp / "state-0"))


def test_absolute_path_inside_the_savepoint_is_read(tmp_path):
    stream, offsets = keyed_stream()
    sp = tmp_path / "sp"
    sp.mkdir()
    (sp / "chk-1-state").write_bytes(stream)
    file_handle_savepoint(sp, str(sp / "chk-1-state"), len(stream), offsets)
    proc = run_cli("inspect", str(sp), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    assert '"entries": 2' in proc.stdout


def test_allow_path_reads_one_more_directory(tmp_path):
    stream, offsets = keyed_stream()
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "state").write_bytes(stream)
    sp = file_handle_savepoint(tmp_path / "sp", str(shared / "state"), len(stream), offsets)
    assert_refused(run_cli("inspect", str(sp)), str(shared / "state"))
    # a prefix is a directory, not a string prefix
    assert_refused(run_cli("inspect", str(sp), "--allow-path", str(tmp_path / "sha")), str(shared / "state"))
    proc = run_cli("inspect", str(sp), "--allow-path", str(shared), "--format", "json")
    assert proc.returncode == 0, proc.stderr
    assert '"entries": 2' in proc.stdout
    manifest = tmp_path / "sp.json"
    assert run_cli("graph", str(sp), "--allow-path", str(shared), "--output", str(manifest)).returncode == 0
    proc = run_cli("check", str(sp), str(manifest), "--allow-path", str(shared))
    assert proc.returncode == 0, proc.stderr


def test_allow_path_does_not_follow_dot_dot(tmp_path):
    stream, offsets = keyed_stream()
    (tmp_path / "shared").mkdir()
    (tmp_path / "secret").write_bytes(stream)
    escaping = str(tmp_path / "shared" / ".." / "secret")
    sp = file_handle_savepoint(tmp_path / "sp", escaping, len(stream), offsets)
    assert_refused(run_cli("inspect", str(sp), "--allow-path", str(tmp_path / "shared")), escaping)


@pytest.mark.parametrize(
    "path, root, inside",
    [
        ("s3://bucket/sp/x", "s3://bucket/sp", True),
        ("s3://bucket/sp/dir/x", "s3://bucket/sp/", True),
        ("S3://bucket/sp/x", "s3://bucket/sp", True),
        ("s3://bucket/sp2/x", "s3://bucket/sp", False),
        ("s3://other/sp/x", "s3://bucket/sp", False),
        ("s3://bucket/sp/../x", "s3://bucket/sp", False),
        ("gs://bucket/sp/x", "s3://bucket/sp", False),
        ("https://bucket/sp/x", "s3://bucket/sp", False),
        ("s3://bucket/sp/x?versionId=1", "s3://bucket/sp", False),
        ("/bucket/sp/x", "s3://bucket/sp", False),
        ("s3://bucket/sp/x", "/bucket/sp", False),
        ("file:///tmp/sp/x", "/tmp/sp", True),
    ],
)
def test_within_compares_uris_after_normalisation(path, root, inside):
    from flink_compat.savepoint._fs import within

    assert within(path, root) is inside


def test_replay_tasks_reopen_the_savepoint_with_its_allow_path(tmp_path):
    """Spark executors reopen the savepoint from the task: the same confinement applies."""
    from flink_compat.compat.replay import _engine, _plan
    from flink_compat.graph.loader import load
    from flink_compat.savepoint import PathRefused

    stream, offsets = keyed_stream()
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / "state").write_bytes(stream)
    sp = file_handle_savepoint(tmp_path / "sp", str(shared / "state"), len(stream), offsets)
    new = load(sp, allow_path=str(shared))
    with pytest.raises(PathRefused):
        _plan(str(sp), new, 4)
    plan = _plan(str(sp), new, 4, allow_path=str(shared))
    assert plan.tasks and {t.allow_path for t in plan.tasks} == {str(shared)}
    try:
        opened = _engine._open(plan.tasks[0])
        assert opened.allow_path == str(shared)
        assert sum(1 for _ in opened.operator(OID.hex()).iter_keyed_entries()) == 2
    finally:
        _engine.close_all()


# -- remote savepoints downloaded in full ------------------------------------------------------


def test_metadata_only_reads_no_state_file(tmp_path):
    """--metadata-only needs nothing but _metadata: here the state files are gone."""
    full = SAVEPOINTS / "operator-state-hashmap-canonical-files-p2"
    sp = tmp_path / "sp"
    sp.mkdir()
    shutil.copy(full / "_metadata", sp / "_metadata")
    assert run_cli("inspect", str(sp)).returncode == 2  # counting reads the (missing) files
    proc = run_cli("inspect", str(sp), "--metadata-only", "--format", "json")
    assert proc.returncode == 0, proc.stderr
    import json

    data = json.loads(proc.stdout)
    counted = json.loads(run_cli("inspect", str(full), "--format", "json").stdout)
    for op, whole in zip(data["operators"], counted["operators"]):
        assert not op["errors"]
        # list states: _metadata has one offset per element, so the counts are exact
        want = {s["name"]: s["entries"] for s in whole["states"] if s["scope"] == "operator"}
        assert {s["name"]: s["entries"] for s in op["states"] if s["scope"] == "operator"} == want
        assert {s["name"] for s in op["states"]} == {s["name"] for s in whole["states"]}
        assert all(h["file"] and h["bytes"] for h in op["handles"])
    assert run_cli("inspect", str(sp), "--metadata-only", "--entries", "1").returncode == 2


def test_metadata_only_shows_keyed_handles_and_key_groups(tmp_path):
    proc = run_cli("inspect", str(SAVEPOINTS / "keyed-hashmap-canonical-files-p2"), "--metadata-only")
    assert proc.returncode == 0, proc.stderr
    assert "keyed: 2 subtask handles (key_groups)" in proc.stdout and "key groups 0-127" in proc.stdout


def test_counting_reports_progress():
    from flink_compat.savepoint.inspect import inspect_savepoint

    calls = []
    data = inspect_savepoint(SAVEPOINTS / "keyed-hashmap-canonical-files-p2", progress=lambda *a: calls.append(a))
    total = sum(s["entries"] or 0 for op in data["operators"] for s in op["states"])
    assert calls and calls[-1][0] == calls[-1][1] and calls[-1][4] == total > 0


def test_no_progress_display_when_stderr_is_not_a_terminal():
    proc = run_cli("inspect", str(SAVEPOINTS / "keyed-hashmap-canonical-files-p2"))
    assert proc.returncode == 0 and proc.stderr == ""
