"""The savepoint writer is the reader's exact inverse: rewriting a canonical savepoint
with nothing changed gives the same bytes (``_metadata`` and every state file), with every
serializer snapshot re-serialized by the families' writers and every entry re-framed."""

from __future__ import annotations

import filecmp
import os

import pytest

from flink_compat import savepoint
from flink_compat.savepoint.rewrite import RewriteError, identity, rewrite
from flink_compat.savepoint.write import metadata_bytes
from tests.conftest import CORPUS, SAVEPOINT_FIXTURES

FIXTURES = sorted(p for p in SAVEPOINT_FIXTURES.iterdir() if p.is_dir())
CANONICAL = [p for p in FIXTURES if "-canonical-" in p.name]  # native ones: test_native.py


def _files(d) -> list[str]:
    return sorted(f for f in os.listdir(d) if f != "FIXTURE.json")


@pytest.mark.parametrize("fixture", CANONICAL, ids=lambda p: p.name)
def test_identity_rewrite_is_byte_identical(fixture, tmp_path):
    out = tmp_path / "out"
    with savepoint.open(str(fixture)) as sp:
        rewrite(sp, identity(sp), str(out))
    assert _files(out) == _files(fixture)
    for name in _files(fixture):
        assert filecmp.cmp(fixture / name, out / name, shallow=False), name
    assert not [p for p in tmp_path.iterdir() if p.name != "out"], "staging directory left behind"


def _corpus_metadata():
    if not CORPUS.is_dir():
        return []
    return sorted(str(p) for p in CORPUS.rglob("_metadata"))


@pytest.mark.parametrize("path", _corpus_metadata(), ids=lambda p: os.path.relpath(p, CORPUS))
def test_corpus_metadata_round_trips(path):
    """Every corpus ``_metadata`` (formats 3-6) whose handles a canonical savepoint can hold
    is written back byte for byte."""
    md = savepoint.read_metadata(path)
    try:
        data = metadata_bytes(md)
    except ValueError as e:
        pytest.skip(f"not canonical: {e}")
    with open(path, "rb") as f:
        assert data == f.read()


def test_existing_output_is_refused(tmp_path):
    fixture = CANONICAL[0]
    out = tmp_path / "out"
    out.mkdir()
    (out / "keep").write_text("x")
    with savepoint.open(str(fixture)) as sp, pytest.raises(RewriteError, match="not an empty directory"):
        rewrite(sp, identity(sp), str(out))
    assert os.listdir(out) == ["keep"]


def _corpus_savepoints():
    out = []
    for path in _corpus_metadata():
        md = savepoint.read_metadata(path)
        if md.version >= 4 and md.properties is not None and md.properties.format_type == "CANONICAL":
            out.append(os.path.dirname(path))
        elif md.version == 3:  # no properties: canonical when every keyed handle is a savepoint's
            with savepoint.open(os.path.dirname(path)) as sp:
                handles = [h for op in sp.operators for _i, h in op.keyed_handles()]
            if all(h.kind == "key_groups" and h.savepoint for h in handles):
                out.append(os.path.dirname(path))
    return out


def _compressed(sp) -> bool:
    for op in sp.operators:
        for i, _h in op.keyed_handles():
            if op.subtask_keyed_meta(i).compressed:
                return True
        for i, _h in op.operator_handles():
            meta = op.subtask_operator_meta(i)
            if meta is not None and meta.compressed:
                return True
    return False


def _content(sp) -> list:
    out = []
    for op in sp.operators:
        out.append((op.operator_id, op.keyed_meta, op.operator_meta))
        out += list(op.iter_keyed_entries(split=False))
        out += list(op.iter_operator_entries())
    return out


@pytest.mark.parametrize("directory", _corpus_savepoints(), ids=lambda p: os.path.relpath(p, CORPUS))
def test_corpus_canonical_savepoint_rewrites_identical(directory, tmp_path):
    """Same entries and meta information; same bytes unless a stream is snappy-compressed
    (the snappy encoder's choices differ from xerial's: the decompressed bytes are equal)."""
    out = tmp_path / "out"
    with savepoint.open(directory) as sp:
        rewrite(sp, identity(sp), str(out))
        compressed = _compressed(sp)
        with savepoint.open(str(out)) as again:
            assert _content(again) == _content(sp)
    written = sorted(os.listdir(out))
    assert written == [f for f in sorted(os.listdir(directory)) if f in written]
    if not compressed:
        for name in written:
            assert filecmp.cmp(os.path.join(directory, name), out / name, shallow=False), name


def test_format_2_is_refused_before_writing(tmp_path):
    """Flink 1.3-1.10's metadata (format 2) is read but not written: Flink 2.x reads formats
    1-5 (and 6), the writer writes 3-6."""
    fixture = CANONICAL[0]
    out = tmp_path / "out"
    with savepoint.open(str(fixture)) as sp:
        sp.metadata = sp.metadata.model_copy(update={"version": 2})
        with pytest.raises(RewriteError, match="metadata format version 2: only versions 3-6"):
            rewrite(sp, identity(sp), str(out))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("per_task", [1, 7])
def test_parts_of_any_size_assemble_to_the_same_bytes(per_task, tmp_path, monkeypatch):
    from flink_compat.savepoint import rewrite as rewrite_module

    monkeypatch.setattr(rewrite_module, "KEY_GROUPS_PER_TASK", per_task)
    fixture = SAVEPOINT_FIXTURES / "keyed-hashmap-canonical-files-p2"
    out = tmp_path / "out"
    with savepoint.open(str(fixture)) as sp:
        rewrite(sp, identity(sp), str(out))
    for name in _files(fixture):
        assert filecmp.cmp(fixture / name, out / name, shallow=False), name


def test_a_failing_task_leaves_nothing(tmp_path):
    fixture = SAVEPOINT_FIXTURES / "keyed-hashmap-canonical-files-p2"
    out = tmp_path / "out"

    def failing(tasks):
        raise RuntimeError("task failed")

    with savepoint.open(str(fixture)) as sp, pytest.raises(RuntimeError, match="task failed"):
        rewrite(sp, identity(sp), str(out), run_parts=failing)
    assert list(tmp_path.iterdir()) == []
