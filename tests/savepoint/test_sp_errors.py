"""Bad input: missing, truncated, zero-length and corrupted files give one FormatError that
names the file, the offset and what was expected."""

from __future__ import annotations

import os
import shutil

import pytest

from flink_compat import savepoint
from flink_compat.savepoint import FormatError
from flink_compat.savepoint.decode import decode_keyed, decode_operator

from .conftest import FIXTURES

FILES_FIXTURE = FIXTURES / "keyed-hashmap-canonical-files-p2"


def read_everything(location) -> int:
    n = 0
    with savepoint.open(location) as sp:
        for op in sp.operators:
            if op.has_keyed_state:
                op.keyed_meta
                for _ in decode_keyed(op):
                    n += 1
            if op.has_operator_state:
                for _ in decode_operator(op):
                    n += 1
    return n


@pytest.fixture
def files_copy(tmp_path):
    if not FILES_FIXTURE.is_dir():
        pytest.skip("fixture missing")
    dst = tmp_path / "sp"
    shutil.copytree(FILES_FIXTURE, dst)
    for f in dst.iterdir():
        os.chmod(f, 0o644)
    return dst


def state_files(d):
    return sorted((f for f in d.iterdir() if f.name not in ("_metadata", "FIXTURE.json")), key=lambda f: -f.stat().st_size)


def test_copy_reads(files_copy):
    assert read_everything(files_copy) > 50


def test_missing_state_file(files_copy):
    victim = state_files(files_copy)[0]
    victim.unlink()
    with pytest.raises(FormatError) as e:
        read_everything(files_copy)
    assert victim.name in str(e.value) and "not found" in str(e.value)


def test_state_file_that_is_a_directory(files_copy):
    """A path in _metadata naming a directory (the fuzz test found one: a mutated path ending in
    "/"): Linux opens a directory read-only, and only mmap fails, with a bare OSError."""
    victim = state_files(files_copy)[0]
    victim.unlink()
    victim.mkdir()
    with pytest.raises(FormatError) as e:
        read_everything(files_copy)
    assert victim.name in str(e.value) and "directory" in str(e.value)


@pytest.mark.parametrize("keep", [0, 1, 5, 40, -1])
def test_truncated_state_file(files_copy, keep):
    victim = state_files(files_copy)[0]
    data = victim.read_bytes()
    victim.write_bytes(data[: keep if keep >= 0 else len(data) - 1])
    with pytest.raises(FormatError) as e:
        read_everything(files_copy)
    msg = str(e.value)
    assert victim.name in msg and " at offset " in msg


def test_zero_length_and_foreign_metadata(tmp_path):
    (tmp_path / "_metadata").write_bytes(b"")
    with pytest.raises(FormatError, match="_metadata at offset 0: empty file"):
        savepoint.open(tmp_path)
    (tmp_path / "_metadata").write_bytes(b"PK\x03\x04 this is a zip")
    with pytest.raises(FormatError, match="not a Flink _metadata"):
        savepoint.open(tmp_path)


def test_corrupted_key_group_data(files_copy):
    victim = state_files(files_copy)[0]
    data = bytearray(victim.read_bytes())
    # damage the end of the stream: the last entries and the end-of-key-group mark
    for i in range(len(data) - 12, len(data)):
        data[i] ^= 0x5A
    victim.write_bytes(bytes(data))
    with pytest.raises(FormatError) as e:
        read_everything(files_copy)
    assert victim.name in str(e.value)


def test_savepoint_files_are_opened_read_only(files_copy):
    for f in files_copy.iterdir():
        os.chmod(f, 0o444)
    os.chmod(files_copy, 0o555)
    try:
        assert read_everything(files_copy) > 50
        assert sorted(p.name for p in files_copy.iterdir()) == sorted(p.name for p in FILES_FIXTURE.iterdir())
    finally:
        os.chmod(files_copy, 0o755)
