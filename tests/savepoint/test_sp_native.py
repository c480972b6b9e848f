"""Native RocksDB keyed state (``savepoint/native.py``): what the Flink 2.3 fixtures hold
beyond their values (asserted for every fixture in ``test_sp_fixtures.py``): files shared
across retained checkpoints, key groups of a handle's range, nothing written next to the
savepoint, temporary instances removed, and hostile inputs refused in one line."""

from __future__ import annotations

import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from flink_compat import savepoint
from flink_compat.savepoint.decode import decode_keyed
from flink_compat.savepoint.native import iter_native_entries
from flink_compat.schema_registry._io import FormatError
from tests.hostile.fuzz import run_bounded

from .conftest import FIXTURES

pytest.importorskip("rocksdict")

CHECKPOINTS = FIXTURES / "keyed-ttl-rocksdb-checkpoints-p2"
NATIVE_P1 = FIXTURES / "keyed-rocksdb-native-files-p1"
NATIVE_DIRS = [
    d for d in sorted(FIXTURES.iterdir()) if (d / "FIXTURE.json").is_file()
    and json.loads((d / "FIXTURE.json").read_text())["savepoint_format"] in ("native", "checkpoint")
]

#: The reader's RocksDB instances go to a temporary directory of each test's own (another process
#: makes its own meanwhile in the machine's).
pytestmark = pytest.mark.usefixtures("private_tmp")


def instances() -> set[str]:
    """The reader's RocksDB instances in the temporary directory (savepoint/native.py)."""
    return set(glob.glob(os.path.join(tempfile.gettempdir(), "flink-compat-rocksdb-*")))


def tree(root: Path) -> dict:
    """path → (size, mtime_ns) of everything under ``root``, directories too."""
    return {str(p.relative_to(root)): (p.stat().st_size if p.is_file() else None, p.stat().st_mtime_ns) for p in sorted(root.rglob("*"))}


def all_entries(location) -> list:
    with savepoint.open(location) as sp:
        return [e for op in sp.operators if op.has_keyed_state for e in decode_keyed(op)]


def test_native_entries_are_the_canonical_savepoints_bytes():
    """The same job and records on RocksDB, savepoints in both formats: the same entries."""
    def entries(name):
        with savepoint.open(FIXTURES / name) as sp:
            return sorted(tuple(e) for e in sp.operator("all-kinds").iter_keyed_entries())

    native = entries("keyed-rocksdb-native-files-p1")
    assert len(native) == 72 and native == entries("keyed-rocksdb-canonical-inline-p1")
    assert sorted(native) == entries("keyed-rocksdb-native-rescaled-p1-to-p2")


def test_chk2_reads_the_shared_files_chk1_uploaded():
    """The task sends placeholders for files an earlier checkpoint uploaded; the checkpoint
    coordinator writes chk-1's handles in their place: chk-2 reads chk-1's shared files."""
    with savepoint.open(CHECKPOINTS / "chk-1") as one, savepoint.open(CHECKPOINTS / "chk-2") as two:
        def sst_files(sp):
            op = sp.operator("all-kinds")
            return {(i, f.local_path): Path(f.handle.path).name for i, h in op.keyed_handles() for f in h.shared if f.local_path.endswith(".sst")}

        first, second = sst_files(one), sst_files(two)
        shared = {k for k in second if first.get(k) == second[k]}
        assert len(shared) >= 2
        assert all((CHECKPOINTS / "shared" / second[k]).is_file() for k in shared)
    assert sorted(map(repr, all_entries(CHECKPOINTS / "chk-1"))) == sorted(map(repr, all_entries(CHECKPOINTS / "chk-2")))


def test_full_checkpoints_are_rocksdb_files_of_their_own():
    """Not incremental: Flink 2.3 still writes RocksDB's files, each checkpoint its own."""
    root = FIXTURES / "keyed-rocksdb-checkpoints-full-p1"
    for chk in ("chk-1", "chk-2"):
        with savepoint.open(root / chk) as sp:
            (_, handle), = sp.operator("all-kinds").keyed_handles()
            assert handle.kind == "incremental" and handle.shared == []
            assert {Path(f.handle.path).parent.name for f in handle.private} == {chk}
    assert sorted(map(repr, all_entries(root / "chk-1"))) == sorted(map(repr, all_entries(root / "chk-2")))


def test_checkpoint_root_opens_its_latest_completed_checkpoint(tmp_path):
    root = tmp_path / "job"
    shutil.copytree(CHECKPOINTS, root)
    (root / "chk-3").mkdir()  # in progress: no _metadata yet
    with savepoint.open(root) as sp:
        assert sp.checkpoint_id == 2 and sp.metadata_path == str(root / "chk-2" / "_metadata")
        # the copy's own shared/ files, not the absolute paths Flink wrote
        assert all_entries(root)


def test_a_checkpoint_root_is_an_old_side():
    from flink_compat.graph.loader import is_savepoint, load

    assert is_savepoint(str(CHECKPOINTS)) and not is_savepoint(str(CHECKPOINTS / "shared"))
    graph = load(str(CHECKPOINTS))
    states = {s.name for op in graph.operators for s in op.states}
    assert {"last-value", "history", "count-by-bucket", "_timer_state/event_user-timers"} <= states


def test_a_handle_reads_only_the_key_groups_of_its_range():
    """After a rescaled restore a handle's instance may hold other subtasks' key groups:
    only the handle's range is read (here the p1 instance, all 128 key groups, read as a
    handle of key groups 0-63)."""
    with savepoint.open(NATIVE_P1) as sp:
        op = sp.operator("all-kinds")
        (index, handle), = op.keyed_handles()
        meta = op.subtask_keyed_meta(index)
        every = list(iter_native_entries(sp, handle, meta, 128, "test"))
        assert {e.key_group >= 64 for e in every} == {True, False}
        lower = handle.model_copy(update={"num_key_groups": 64})
        got = list(iter_native_entries(sp, lower, meta, 128, "test"))
        assert got == [e for e in every if e.key_group < 64]
        # and the key groups asked for, within the range
        some = list(iter_native_entries(sp, handle, meta, 128, "test", key_groups=[7, 86, 200]))
        assert {e.key_group for e in some} == {7, 86} and some == [e for e in every if e.key_group in (7, 86)]


def test_rescaled_savepoint_splits_by_subtask():
    with savepoint.open(FIXTURES / "keyed-rocksdb-native-rescaled-p1-to-p2") as sp:
        op = sp.operator("all-kinds")
        ranges = {i: (h.start_key_group, h.end_key_group) for i, h in op.keyed_handles()}
        assert ranges == {0: (0, 63), 1: (64, 127)}
        for i, (lo, hi) in ranges.items():
            assert all(lo <= e.key_group <= hi for e in op.iter_keyed_entries(subtasks=[i]))
        splits = op.keyed_splits(max_key_groups=32)
        assert [(s.subtask, s.key_group_start, s.key_group_end) for s in splits] == [
            (0, 0, 31), (0, 32, 63), (1, 64, 95), (1, 96, 127)
        ]
        by_split = sorted(repr(e) for s in splits for e in s.entries(sp))
        assert by_split == sorted(repr(e) for e in op.iter_keyed_entries())


@pytest.mark.parametrize("d", NATIVE_DIRS, ids=lambda d: d.name)
def test_reading_leaves_the_directory_untouched_and_no_instance_behind(d):
    before, held = tree(d), instances()
    locations = sorted(d.glob("chk-*")) or [d]
    for location in locations:
        assert all_entries(location)
    assert tree(d) == before
    assert instances() == held


def test_an_iterator_left_early_removes_its_instance():
    held = instances()
    with savepoint.open(NATIVE_P1) as sp:
        it = sp.operator("all-kinds").iter_keyed_entries()
        next(it)
        assert len(instances() - held) == 1
        it.close()
    assert instances() == held


def test_without_rocksdict_native_state_is_one_error(monkeypatch):
    monkeypatch.setitem(sys.modules, "rocksdict", None)
    with savepoint.open(NATIVE_P1) as sp, pytest.raises(FormatError, match=r"needs rocksdict: pip install 'flink-compat\[rocksdb\]'"):
        list(sp.operator("all-kinds").iter_keyed_entries())


# -- hostile inputs: one line, exit 2 ----------------------------------------------------------


def _one_line(proc) -> str:
    lines = proc.stderr.strip().splitlines()
    assert proc.returncode == 2, proc.stderr
    assert len(lines) == 1 and lines[0].startswith("flink-compat: error: "), proc.stderr
    return lines[0]


def _sst(d: Path) -> Path:
    fx = json.loads((d / "FIXTURE.json").read_text())
    return d / next(f["path"] for f in fx["files"] if f["kind_hint"] == "rocksdb-sst")


def test_a_missing_shared_file_is_one_line(tmp_path):
    root = tmp_path / "job"
    shutil.copytree(CHECKPOINTS, root)
    gone = _sst(root)
    gone.unlink()
    held = instances()
    proc = run_bounded("flink_compat", "inspect", str(root), "--entries", "1")
    line = _one_line(proc)
    assert gone.name in line and "not found" in line
    assert instances() == held


@pytest.mark.parametrize("cut", ["half", "footer"])
def test_a_truncated_sst_is_one_line(tmp_path, cut):
    sp = tmp_path / "sp"
    shutil.copytree(NATIVE_P1, sp)
    sst = _sst(sp)
    data = sst.read_bytes()
    sst.write_bytes(data[: len(data) // 2] if cut == "half" else data[:-8])
    before = instances()
    line = _one_line(run_bounded("flink_compat", "inspect", str(sp), "--entries", "1"))
    assert sst.name in line and "truncated" in line
    assert instances() == before


def test_a_corrupt_sst_is_named_by_rocksdb(tmp_path):
    sp = tmp_path / "sp"
    shutil.copytree(NATIVE_P1, sp)
    sst = _sst(sp)
    data = bytearray(sst.read_bytes())
    data[-8:] = b"\0" * 8  # the table magic number
    sst.write_bytes(bytes(data))
    line = _one_line(run_bounded("flink_compat", "inspect", str(sp), "--entries", "1"))
    assert "RocksDB cannot read the state" in line and "flink-compat-rocksdb-" not in line


def test_ctrl_c_while_reading_leaves_no_instance(tmp_path):
    """SIGINT in the middle of the entries (the reader holds an open instance)."""
    script = tmp_path / "read.py"
    script.write_text(
        "import os, signal, sys, tempfile\n"
        f"tempfile.tempdir = {str(tmp_path)!r}\n"
        "from flink_compat import savepoint\n"
        f"sp = savepoint.open({str(NATIVE_P1)!r})\n"
        "it = sp.operator('all-kinds').iter_keyed_entries()\n"
        "next(it)\n"
        "assert [p for p in os.listdir(tempfile.tempdir) if p.startswith('flink-compat-rocksdb-')]\n"
        "os.kill(os.getpid(), signal.SIGINT)\n"
        "for e in it: pass\n"
    )
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "PYTHONPATH": str(FIXTURES.parents[2])})
    assert "KeyboardInterrupt" in proc.stderr and proc.returncode != 0
    assert not [p for p in os.listdir(tmp_path) if p.startswith("flink-compat-rocksdb-")]


@pytest.mark.parametrize("name", ["../CURRENT", "/etc/passwd", "", "a/b.sst"])
def test_a_local_file_name_must_stay_in_the_instance(name):
    with savepoint.open(NATIVE_P1) as sp:
        op = sp.operator("all-kinds")
        (index, handle), = op.keyed_handles()
        files = handle.private  # a native savepoint's files are all private
        bad = handle.model_copy(update={"private": [files[0].model_copy(update={"local_path": name}), *files[1:]]})
        with pytest.raises(FormatError, match="is not a plain file name"):
            list(iter_native_entries(sp, bad, op.subtask_keyed_meta(index), 128, "test"))


def test_a_file_named_twice_is_refused():
    with savepoint.open(NATIVE_P1) as sp:
        op = sp.operator("all-kinds")
        (index, handle), = op.keyed_handles()
        bad = handle.model_copy(update={"private": [*handle.private, handle.private[0]]})
        with pytest.raises(FormatError, match="named twice"):
            list(iter_native_entries(sp, bad, op.subtask_keyed_meta(index), 128, "test"))
