"""The high-level view of a savepoint: ``savepoint.open(location)``.

A :class:`Savepoint` holds the checkpoint metadata and opens state streams on demand;
an :class:`OperatorView` merges what the subtasks of one operator stored: the keyed
backend meta information (key serializer, keyed states), the operator backend meta
information (list and broadcast states), and iterates their entries.
"""

from __future__ import annotations

import os
import re
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Iterator, Mapping, Optional

from flink_compat.schema_registry._io import FormatError

from . import _fs
from .keyed import CANONICAL, FRAMED, NATIVE, KeyedEntry, detect_layout, iter_handle_entries
from .meta import read_keyed_meta, read_operator_meta
from .metadata import read_metadata
from .models import (
    CheckpointMetadata,
    KeyedBackendMeta,
    KeyGroupsHandle,
    OperatorBackendMeta,
    OperatorState,
    OperatorStreamHandle,
    StateMetaInfo,
)
from .operator import OperatorEntry, iter_stream_entries

METADATA_FILE = "_metadata"
#: A retained checkpoint's directory in its job's checkpoint directory (``FsCheckpointStorageAccess``).
CHECKPOINT_DIR = re.compile(r"chk-(\d+)")
#: The job directory's other subdirectories: files shared across checkpoints, and task-owned ones.
CHECKPOINT_SUBDIRS = ("shared", "taskowned")
_MAX_OPEN = 64
#: Entries between two progress calls while counting (a call costs far more than an entry).
PROGRESS_EVERY = 1 << 14

CHANGELOG = "changelog"


def locate(location: str) -> tuple[str, str]:
    """(``_metadata`` path or URI, directory) for a savepoint directory or metadata file."""
    loc = str(location)
    if _fs.is_local(loc):
        loc = os.path.abspath(_fs.local_path(loc))
    if _fs.is_dir(loc):
        meta = _fs.join(loc, METADATA_FILE)
        if not _fs.exists(meta):
            latest = latest_checkpoint(loc)
            if latest is None:
                raise FormatError(meta, None, "no _metadata file in the savepoint directory (nor a chk-N/_metadata of a completed checkpoint)")
            return locate(latest)
        return meta, loc.rstrip("/") if not _fs.is_local(loc) else loc
    if not _fs.exists(loc):
        raise FormatError(loc, None, "savepoint not found (expected a directory with _metadata, or a _metadata file)")
    return loc, _fs.parent(loc)


def checkpoint_root(directory: str) -> Optional[str]:
    """The job directory of a retained checkpoint directory ``.../<job>/chk-N``, else None."""
    if CHECKPOINT_DIR.fullmatch(_fs.basename(directory.rstrip("/"))):
        return _fs.parent(directory.rstrip("/"))
    return None


def latest_checkpoint(root: str) -> Optional[str]:
    """The latest completed checkpoint under a job's checkpoint directory: the ``chk-N``
    with the highest N that holds a ``_metadata`` (Flink writes it last), else None."""
    best = None
    for name in _fs.listdir(root):
        m = CHECKPOINT_DIR.fullmatch(name)
        if m and _fs.exists(_fs.join(_fs.join(root, name), METADATA_FILE)):
            if best is None or int(m.group(1)) > best[0]:
                best = (int(m.group(1)), name)
    return _fs.join(root, best[1]) if best else None


def open(  # noqa: A001 - the API's name
    location, *, uid_hashes: Optional[Mapping[str, str]] = None, allow_path: Optional[str] = None
) -> "Savepoint":
    """Open a savepoint (or retained checkpoint): a directory holding ``_metadata`` (a
    savepoint, a ``chk-N``), a job's checkpoint directory (its latest completed checkpoint),
    the ``_metadata`` file itself, or a ``file://``, ``s3://``, ``hdfs://``, ``gs://`` URI.

    ``uid_hashes`` maps operator uids to OperatorIDs (32 hex digits) so operators can be
    found and shown by uid (metadata before format 5 does not store uids).

    State files are read only inside the savepoint's directory (a ``chk-N``: its job's
    directory, with ``shared/``), and under ``allow_path`` (a directory path or URI prefix)
    when given; a handle naming any other file raises :class:`PathRefused` before anything
    is read.
    """
    metadata_path, directory = locate(location)
    metadata = read_metadata(metadata_path)
    return Savepoint(str(location), metadata_path, metadata, uid_hashes, allow_path=allow_path)


def iter_keyed_entries(location, operator: str, **kwargs) -> Iterator[KeyedEntry]:
    """Keyed entries of one operator (OperatorID hex, uid or name) of the savepoint at
    ``location`` (or an open :class:`Savepoint`); keyword arguments as
    :meth:`OperatorView.iter_keyed_entries` (``states``, ``key_groups``, ``subtasks``,
    ``split``)."""
    own = not isinstance(location, Savepoint)
    sp = open(location) if own else location
    try:
        yield from sp.operator(operator).iter_keyed_entries(**kwargs)
    finally:
        if own:
            sp.close()


@dataclass(frozen=True)
class StateStats:
    name: str
    kind: str
    entries: int
    bytes: int


@dataclass(frozen=True)
class KeyedSplit:
    """A unit of work: the key groups ``[key_group_start, key_group_end]`` of one subtask's
    keyed state handle. Picklable; :meth:`entries` reopens the savepoint when needed
    (e.g. on a Spark executor)."""

    location: str
    operator_id: str
    subtask: int
    key_group_start: int
    key_group_end: int
    layout: str
    #: the ``allow_path`` of the savepoint the split comes from
    allow_path: Optional[str] = None

    def entries(self, savepoint: Optional["Savepoint"] = None, **kwargs) -> Iterator[KeyedEntry]:
        own = savepoint is None
        sp = open(self.location, allow_path=self.allow_path) if own else savepoint
        try:
            op = sp.operator(self.operator_id)
            yield from op.iter_keyed_entries(
                subtasks=[self.subtask], key_groups=range(self.key_group_start, self.key_group_end + 1), **kwargs
            )
        finally:
            if own:
                sp.close()


class Savepoint:
    def __init__(self, location: str, metadata_path: str, metadata: CheckpointMetadata, uid_hashes=None, *, allow_path: Optional[str] = None):
        self.location = location
        self.metadata_path = metadata_path
        self.metadata = metadata
        self.directory = metadata.directory
        if allow_path is not None and _fs.is_local(allow_path):
            allow_path = os.path.abspath(_fs.local_path(allow_path))
        #: a directory outside the savepoint's own whose files handles may name
        self.allow_path = allow_path
        #: a retained checkpoint's job directory (``chk-N``'s parent): its ``shared/`` and
        #: ``taskowned/`` hold files the checkpoint's handles name, also earlier checkpoints'
        self.checkpoint_root = checkpoint_root(self.directory)
        self._sources: "OrderedDict[str, _fs.Source]" = OrderedDict()
        hash_to_uid = {}
        for uid, h in (uid_hashes or {}).items():
            hash_to_uid[str(h).lower()] = uid
        self.operators = [OperatorView(self, op, hash_to_uid.get(op.operator_id)) for op in metadata.operators]

    # -- summary ---------------------------------------------------------------------------
    @property
    def version(self) -> int:
        return self.metadata.version

    @property
    def checkpoint_id(self) -> int:
        return self.metadata.checkpoint_id

    @property
    def is_savepoint(self) -> Optional[bool]:
        """True/False from the checkpoint properties (format 4+), else guessed from the
        handles (canonical savepoint handles), else None."""
        p = self.metadata.properties
        if p is not None and p.is_savepoint is not None:
            return p.is_savepoint
        if any(isinstance(h, KeyGroupsHandle) and h.savepoint for op in self.operators for _, h in op.keyed_handles()):
            return True
        return None

    @property
    def format_type(self) -> Optional[str]:
        """CANONICAL or NATIVE for savepoints (format 4+, or canonical handles seen)."""
        p = self.metadata.properties
        if p is not None and p.format_type:
            return p.format_type
        if any(isinstance(h, KeyGroupsHandle) and h.savepoint for op in self.operators for _, h in op.keyed_handles()):
            return "CANONICAL"
        return None

    def operator(self, key: str) -> "OperatorView":
        """An operator by OperatorID (hex), uid (format 5+ or given hashes) or name."""
        k = key.lower()
        for op in self.operators:
            if op.operator_id == k:
                return op
        for op in self.operators:
            if op.uid == key or op.name == key:
                return op
        try:
            import mmh3  # noqa: PLC0415

            h = mmh3.hash_bytes(key.encode("utf-8")).hex()
            for op in self.operators:
                if op.operator_id == h:
                    return op
        except ImportError:  # pragma: no cover
            pass
        raise KeyError(f"no operator {key!r} in {self.metadata_path}")

    # -- streams ---------------------------------------------------------------------------
    def _source(self, uri: str) -> _fs.Source:
        src = self._sources.get(uri)
        if src is not None:
            self._sources.move_to_end(uri)
            return src
        src = _fs.open_source(uri)
        self._sources[uri] = src
        while len(self._sources) > _MAX_OPEN:
            # dropped, not closed: an iterator may still read it; its map is released when
            # the last reference goes
            self._sources.popitem(last=False)
        return src

    def may_read(self, path: str) -> bool:
        """Whether a state handle's file may be opened: inside the savepoint's directory,
        or under ``allow_path``."""
        return (
            _fs.within(path, self.directory)
            or (self.checkpoint_root is not None and _fs.within(path, self.checkpoint_root))
            or (self.allow_path is not None and _fs.within(path, self.allow_path))
        )

    def resolve_path(self, path: str, owner: str = "state handle") -> str:
        """The file a handle's path names, if it may be read; falls back to the same name
        beside ``_metadata`` when the original location is gone or not allowed (a moved or
        copied checkpoint). Nothing outside is touched, not even to test that it exists."""
        allowed = self.may_read(path)
        if allowed and _fs.exists(path):
            return path
        beside = _fs.join(self.directory, _fs.basename(path))
        if self.may_read(beside) and _fs.exists(beside):
            return beside
        if self.checkpoint_root is not None:
            # a moved job directory: the same file under the same subdirectory of this one
            sub = _fs.basename(_fs.parent(path))
            if sub in CHECKPOINT_SUBDIRS or CHECKPOINT_DIR.fullmatch(sub):
                moved = _fs.join(_fs.join(self.checkpoint_root, sub), _fs.basename(path))
                if self.may_read(moved):
                    if _fs.exists(moved):
                        return moved
                    if not allowed:
                        raise FormatError(moved, None, f"{owner}: state file not found (the metadata names {path})")
        if not allowed:
            where = f"the savepoint directory {self.directory}" + (f" or {self.allow_path}" if self.allow_path else "")
            raise _fs.PathRefused(
                path, None, f"{owner}: refused, the file is outside {where} (--allow-path PREFIX allows one more directory)"
            )
        raise FormatError(path, None, f"state file not found (nor beside {self.metadata_path})")

    def open_stream(self, handle, owner: str = "state handle") -> tuple[_fs.Source, int, int]:
        """(source, start, end) of the bytes of a stream state handle; ``owner`` names
        the operator and state in errors."""
        kind = handle.kind
        if kind == "byte_stream":
            name = f"{self.metadata_path} (inline state {handle.handle_name!r} at offset {handle.metadata_offset})"
            return _fs.BytesSource(handle.data, name), 0, len(handle.data)
        if kind == "relative_file":
            # the reader rejected '..' in the path; a symlink may still lead out
            src = self._source(self.resolve_path(handle.path, owner))
        elif kind == "file":
            src = self._source(self.resolve_path(handle.path, owner))
        elif kind == "segment_file":
            src = self._source(self.resolve_path(handle.path, owner))
            if handle.start < 0 or handle.size < 0 or handle.start + handle.size > src.size:
                raise FormatError(src.name, handle.start, f"segment of {handle.size} bytes at {handle.start} exceeds the file ({src.size} bytes)")
            return src, handle.start, handle.start + handle.size
        elif kind == "empty_segment_file":
            return _fs.BytesSource(b"", "<empty segment>"), 0, 0
        else:
            raise FormatError(self.metadata_path, None, f"cannot open a {kind} handle as a stream")
        if handle.size > src.size:
            raise FormatError(src.name, src.size, f"state file has {src.size} bytes, the metadata says {handle.size}: truncated")
        # the stream is what the handle says (a longer file has bytes Flink would not read)
        return src, 0, handle.size if handle.size > 0 else src.size

    def close(self) -> None:
        for src in self._sources.values():
            src.close()
        self._sources.clear()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self) -> str:
        return f"Savepoint({self.metadata_path!r}, version={self.version}, operators={len(self.operators)})"


def _read_range(src: _fs.Source, start: int, end: int):
    buf = src.buffer()
    if buf is not None:
        return buf, start, end, 0
    data = src.read(start, end - start)
    return data, 0, len(data), start


class OperatorView:
    """What one operator stored, merged across its subtasks."""

    def __init__(self, savepoint: Savepoint, state: OperatorState, uid: Optional[str] = None):
        self.savepoint = savepoint
        self.state = state
        self.uid = state.uid or uid
        self._keyed: dict[int, tuple] = {}
        self._operator: dict[tuple[int, bool], OperatorBackendMeta] = {}

    operator_id = property(lambda self: self.state.operator_id)
    name = property(lambda self: self.state.name)
    parallelism = property(lambda self: self.state.parallelism)
    max_parallelism = property(lambda self: self.state.max_parallelism)

    def __repr__(self) -> str:
        return f"OperatorView({self.operator_id}, uid={self.uid!r}, parallelism={self.parallelism})"

    # -- handles ---------------------------------------------------------------------------
    def keyed_handles(self, raw: bool = False) -> list[tuple[int, object]]:
        out = []
        for st in self.state.subtasks:
            h = st.raw_keyed_state if raw else st.managed_keyed_state
            if h is not None:
                out.append((st.index, h))
        return out

    def operator_handles(self, raw: bool = False) -> list[tuple[int, OperatorStreamHandle]]:
        out = []
        for st in self.state.subtasks:
            h = st.raw_operator_state if raw else st.managed_operator_state
            if h is not None:
                out.append((st.index, h))
        return out

    @property
    def has_keyed_state(self) -> bool:
        return bool(self.keyed_handles())

    @property
    def has_operator_state(self) -> bool:
        return bool(self.operator_handles())

    def keyed_kinds(self) -> set[str]:
        """Handle kinds of the managed keyed state: key_groups, incremental, changelog..."""
        return {h.kind for _, h in self.keyed_handles()}

    # -- keyed meta --------------------------------------------------------------------------
    def _keyed_stream(self, subtask: int):
        """(handle, meta, layout, src, start, end) of a subtask's keyed state (cached)."""
        got = self._keyed.get(subtask)
        if got is not None:
            return got
        handle = next((h for i, h in self.keyed_handles() if i == subtask), None)
        if handle is None:
            raise KeyError(f"subtask {subtask} of operator {self.operator_id} has no keyed state")
        got = self._load_keyed(handle, f"keyed state of operator {self.operator_id} subtask {subtask}")
        self._keyed[subtask] = got
        return got

    def _load_keyed(self, handle, owner: str, depth: int = 0):
        sp = self.savepoint
        if isinstance(handle, KeyGroupsHandle):
            if handle.delegate is None:
                return handle, None, CANONICAL, None, 0, 0
            src, start, end = sp.open_stream(handle.delegate, owner)
            size = end - start
            nonzero = [o for o in handle.offsets if o]
            meta_end = min(nonzero) if nonzero else size
            if meta_end > size:
                raise FormatError(src.name, start + meta_end, f"key group offset {meta_end} beyond the {size}-byte state stream")
            buf, a, b, base = _read_range(src, start, start + meta_end)
            meta = read_keyed_meta(buf, a, b, src.name, base)
            layout = detect_layout(handle, lambda off, n: src.read(start + off, n), meta)
            return handle, meta, layout, src, start, end
        if handle.kind == "incremental":
            if handle.metadata is None:
                return handle, None, NATIVE, None, 0, 0
            src, start, end = sp.open_stream(handle.metadata, owner)
            buf, a, b, base = _read_range(src, start, end)
            meta = read_keyed_meta(buf, a, b, src.name, base)
            return handle, meta, NATIVE, src, start, end
        if handle.kind == "changelog" and depth < 4:
            for inner in handle.materialized:
                got = self._load_keyed(inner, owner, depth + 1)
                if got[1] is not None:
                    return handle, got[1], CHANGELOG, None, 0, 0
            return handle, self._changelog_meta(handle), CHANGELOG, None, 0, 0
        return handle, None, handle.kind, None, 0, 0

    def _changelog_meta(self, handle) -> Optional[KeyedBackendMeta]:
        """States named by the metadata changes of in-memory changelog handles."""
        from .meta import read_changelog_state_meta

        states: dict[str, StateMetaInfo] = {}
        for part in handle.non_materialized:
            for change in getattr(part, "changes", None) or []:
                if change.key_group != -1:
                    continue
                info = read_changelog_state_meta(change.data, f"{self.savepoint.metadata_path} (changelog metadata change)")
                if info is not None and info.name not in states:
                    info.state_id = len(states)
                    states[info.name] = info
        if not states:
            return None
        return KeyedBackendMeta.model_construct(version=0, compressed=False, key_serializer=None, states=list(states.values()), size=0)

    def subtask_keyed_meta(self, subtask: int) -> Optional[KeyedBackendMeta]:
        return self._keyed_stream(subtask)[1]

    def keyed_layout(self, subtask: int) -> str:
        """canonical, heap, native or changelog."""
        return self._keyed_stream(subtask)[2]

    def keyed_layouts(self) -> set[str]:
        return {self.keyed_layout(i) for i, _ in self.keyed_handles()}

    @property
    def keyed_meta(self) -> Optional[KeyedBackendMeta]:
        """Keyed backend meta information merged across subtasks: states by name (state
        ids are per subtask and dropped), key serializer of the first subtask."""
        metas = [self.subtask_keyed_meta(i) for i, _ in self.keyed_handles()]
        metas = [m for m in metas if m is not None]
        if not metas:
            return None
        first = metas[0]
        states: dict[str, StateMetaInfo] = {}
        for m in metas:
            for s in m.states:
                states.setdefault(s.name, s)
        return KeyedBackendMeta.model_construct(
            version=first.version,
            compressed=any(m.compressed for m in metas),
            key_serializer=first.key_serializer,
            states=list(states.values()),
            size=sum(m.size for m in metas),
        )

    # -- operator meta -------------------------------------------------------------------------
    def _operator_stream(self, subtask: int, raw: bool = False):
        key = (subtask, raw)
        got = self._operator.get(key)
        if got is not None:
            return got
        handle = next((h for i, h in self.operator_handles(raw) if i == subtask), None)
        if handle is None:
            raise KeyError(f"subtask {subtask} of operator {self.operator_id} has no operator state")
        if handle.delegate is None or handle.empty:
            got = (handle, None, None, 0, 0)
        else:
            src, start, end = self.savepoint.open_stream(handle.delegate, f"operator state of operator {self.operator_id} subtask {subtask}")
            offsets = [o for p in handle.states.values() for o in p.offsets]
            meta_end = min(offsets) if offsets else end - start
            if not 0 <= meta_end <= end - start:
                raise FormatError(src.name, start + meta_end, f"operator state offset {meta_end} outside the {end - start}-byte stream")
            buf, a, b, base = _read_range(src, start, start + meta_end)
            meta = read_operator_meta(buf, a, b, src.name, base)
            got = (handle, meta, src, start, end)
        self._operator[key] = got
        return got

    def subtask_operator_meta(self, subtask: int) -> Optional[OperatorBackendMeta]:
        return self._operator_stream(subtask)[1]

    def operator_stream_name(self, subtask: int) -> str:
        """Where a subtask's operator state is stored (file, or inline in _metadata)."""
        src = self._operator_stream(subtask)[2]
        return src.name if src is not None else self.savepoint.metadata_path

    @property
    def operator_meta(self) -> Optional[OperatorBackendMeta]:
        """Operator backend meta information merged across subtasks (states by name)."""
        metas = [self.subtask_operator_meta(i) for i, _ in self.operator_handles()]
        metas = [m for m in metas if m is not None]
        if not metas:
            return None
        ops: dict[str, StateMetaInfo] = {}
        bcs: dict[str, StateMetaInfo] = {}
        for m in metas:
            for s in m.operator_states:
                ops.setdefault(s.name, s)
            for s in m.broadcast_states:
                bcs.setdefault(s.name, s)
        return OperatorBackendMeta.model_construct(
            version=metas[0].version,
            compressed=any(m.compressed for m in metas),
            operator_states=list(ops.values()),
            broadcast_states=list(bcs.values()),
            size=sum(m.size for m in metas),
        )

    # -- entries ---------------------------------------------------------------------------------
    def iter_keyed_entries(
        self,
        states=None,
        key_groups=None,
        subtasks=None,
        split: bool = True,
        skip_native: bool = True,
        batcher=None,
        key_group_major: bool = False,
    ) -> Iterator[KeyedEntry]:
        """Keyed state entries, subtask by subtask, key group by key group, lazily.

        ``states``: names to yield; ``key_groups``: key groups to read (in this order
        within each subtask), e.g. ``range(64, 128)``; ``subtasks``: subtask indexes.
        Native RocksDB handles are read with RocksDB (``native.py``: state by state, each
        in key group order). Changelog handles have no entries to frame here: they are
        skipped (or raise :class:`NotFramable` with ``skip_native=False``). ``batcher``:
        see :func:`keyed.iter_handle_entries` (``decode.decode_keyed`` uses it).
        ``key_group_major``: native handles' entries too come key group by key group, the
        states of each in the order of the meta information (as framed layouts hold them).
        """
        wanted_states = set(states) if states is not None else None
        wanted_subtasks = set(subtasks) if subtasks is not None else None
        kg_list = list(key_groups) if key_groups is not None else None
        for index, handle in self.keyed_handles():
            if wanted_subtasks is not None and index not in wanted_subtasks:
                continue
            h, meta, layout, src, start, end = self._keyed_stream(index)
            if layout == NATIVE and meta is not None:
                from .native import iter_native_entries  # noqa: PLC0415 - needs rocksdict

                owner = f"keyed state of operator {self.operator_id} subtask {index}"
                yield from iter_native_entries(
                    self.savepoint, h, meta, self.max_parallelism, owner, kg_list, wanted_states, split, key_group_major
                )
                continue
            if layout not in FRAMED:
                if skip_native:
                    continue
                raise NotFramable(f"operator {self.operator_id} subtask {index}: {layout} keyed state has no framable entries", self.savepoint.metadata_path)
            if meta is None or src is None:
                continue
            yield from iter_handle_entries(
                h, src, start, end, meta, self.max_parallelism, layout, kg_list, wanted_states, split, batcher
            )

    def keyed_splits(self, max_key_groups: Optional[int] = None) -> list[KeyedSplit]:
        """Work units over the framable keyed state of this operator, at most
        ``max_key_groups`` key groups each."""
        out = []
        for index, handle in self.keyed_handles():
            layout = self.keyed_layout(index)
            if layout not in FRAMED:
                continue
            first, last = handle.start_key_group, handle.end_key_group
            step = max_key_groups or (last - first + 1) or 1
            kg = first
            while kg <= last:
                hi = min(last, kg + step - 1)
                out.append(KeyedSplit(self.savepoint.metadata_path, self.operator_id, index, kg, hi, layout, self.savepoint.allow_path))
                kg = hi + 1
        return out

    def iter_operator_entries(self, states=None, subtasks=None, raw: bool = False) -> Iterator[OperatorEntry]:
        """Elements of operator list states and entries of broadcast states, per subtask."""
        wanted_states = set(states) if states is not None else None
        for index, _h in self.operator_handles(raw):
            if subtasks is not None and index not in subtasks:
                continue
            handle, meta, src, start, end = self._operator_stream(index, raw)
            if meta is None:
                continue
            yield from iter_stream_entries(handle, src, start, end, meta, index, wanted_states)

    def state_stats(self, on_entries: Optional[Callable[[int], None]] = None) -> dict[str, StateStats]:
        """Entry count and serialized bytes per state (keyed: key + value bytes as framed;
        operator: element bytes), over all subtasks. Changelog keyed state is not counted.
        ``on_entries(n)`` is called every :data:`PROGRESS_EVERY` entries with the count so far."""
        counts: dict[str, list[int]] = {}
        seen = 0
        kinds: dict[str, str] = {}
        km = self.keyed_meta if self.has_keyed_state else None
        if km is not None:
            for s in km.states:
                kinds[s.name] = s.kind
                counts[s.name] = [0, 0]
            for e in self.iter_keyed_entries(split=False):
                c = counts.get(e.state)
                if c is None:
                    c = counts[e.state] = [0, 0]
                c[0] += 1
                c[1] += len(e.key) + len(e.value)
                seen += 1
                if on_entries is not None and not seen % PROGRESS_EVERY:
                    on_entries(seen)
        om = self.operator_meta if self.has_operator_state else None
        if om is not None:
            for s in om.operator_states + om.broadcast_states:
                kinds[s.name] = s.kind
                counts.setdefault(s.name, [0, 0])
            for e in self.iter_operator_entries():
                c = counts.setdefault(e.state, [0, 0])
                c[0] += 1
                c[1] += len(e.value) + (len(e.key) if e.key is not None else 0)
        return {n: StateStats(n, kinds.get(n, "?"), c[0], c[1]) for n, c in counts.items()}


class NotFramable(FormatError):
    """Keyed state whose entries this reader does not frame (native RocksDB SST files,
    changelog)."""

    def __init__(self, message: str, source: str = "<savepoint>"):
        super().__init__(source, None, message)
