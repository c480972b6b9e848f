"""Rewriting a savepoint into a new canonical savepoint directory, state by state.

A :class:`Rewrite` says, per operator of the output, where its state comes from (an
operator of the input, possibly under another OperatorID/uid) and, per state, the meta
information the output declares and how each value's bytes change. Everything the
rewrite does not name is copied as it is; nothing of the input is modified.

:func:`rewrite` reads the input with the reader (``api.py``), writes the streams with
``write.py`` and commits atomically: all files go to a staging directory beside ``out``,
which is renamed to ``out`` once ``_metadata`` is written. A failure removes the staging
directory; ``out`` is then absent (or as empty as it was).

The input may also be a native savepoint or a retained checkpoint. RocksDB's keyed state
(full or incremental) is read with RocksDB (``native.py``) and written in the canonical
layout, which holds the same key and value bytes (Flink's unified format is RocksDB's), key
group by key group; the hashmap backend's is converted as Flink converts it
(``_heap_canonical.py``). Operator and coordinator state in a checkpoint's files is copied
into the output, so the output holds all its state.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import shutil
import socket
import uuid
from dataclasses import dataclass, field
from typing import Callable, Optional

from flink_compat.schema_registry._io import FormatError

from . import _codecs, _fs
from ._fs import local_path
from .api import Savepoint
from .keyed import CANONICAL, HEAP, NATIVE
from .metadata import SAVEPOINT_KEY_GROUPS_HANDLE
from .models import (
    ByteStreamHandle,
    KeyedBackendMeta,
    KeyGroupsHandle,
    OperatorBackendMeta,
    OperatorState,
    OperatorStatePartitions,
    OperatorStreamHandle,
    RelativeFileHandle,
    StateMetaInfo,
    SubtaskState,
)
from .write import KEYED_PROXY_VERSION, OPERATOR_PROXY_VERSION, WRITABLE_VERSIONS, KeyedStreamWriter, keyed_meta_bytes, metadata_bytes, operator_meta_bytes, operator_stream

#: bytes -> bytes for one keyed value / operator element; None: unchanged.
ValueFn = Optional[Callable[[bytes], bytes]]
#: (key bytes, value bytes) -> (key bytes, value bytes), or None to drop the entry. Keyed
#: state: the composite key after the key group (key | namespace [| map key]); operator
#: state: the broadcast key, None for list elements. Runs after the :data:`ValueFn`. Optional
#: attributes: ``keeps_key`` (True: it never changes the key, only what follows it, so each
#: entry stays in its key group) and ``may_collide`` (False: two entries never end with the
#: same composite key).
EntryFn = Optional[Callable[[Optional[bytes], bytes], Optional[tuple]]]


class EntryError(ValueError):
    """One entry cannot be converted (the entry fails; the run goes on and counts it)."""


class EntryFailures:
    """Entries whose conversion failed: counts per state, a few samples (picklable)."""

    SAMPLES = 5

    def __init__(self):
        self.counts: dict = {}
        self.samples: list = []

    def add(self, state: str, message: str) -> None:
        self.counts[state] = self.counts.get(state, 0) + 1
        if len(self.samples) < self.SAMPLES:
            self.samples.append(message)

    def merge(self, other: "EntryFailures") -> None:
        for state, n in other.counts.items():
            self.counts[state] = self.counts.get(state, 0) + n
        self.samples.extend(other.samples[: self.SAMPLES - len(self.samples)])

    def total(self) -> int:
        return sum(self.counts.values())

    def summary(self) -> str:
        per = ", ".join(f"{s}: {n}" for s, n in sorted(self.counts.items()))
        return f"{self.total()} entries failed ({per}); e.g. " + " | ".join(self.samples)

    def to_json(self) -> dict:
        return {"failed": self.total(), "by_state": dict(sorted(self.counts.items())), "samples": list(self.samples)}


#: The file a rewrite with ``skip_failed`` writes next to ``_metadata`` when entries failed.
SKIPPED_FILE = "migrate-skipped.json"


@dataclass
class StateChange:
    """The output's meta information of one state and how its values change.

    ``value`` maps a keyed entry's value bytes (canonical layout: a LIST value is the
    ','-separated elements, a MAP value is-null + value) or an operator list element /
    broadcast value to the new bytes.
    """

    info: StateMetaInfo
    value: ValueFn = None
    entry: EntryFn = None
    #: Operator list state split into several states: their meta information by name;
    #: ``entry`` then returns (None, element, output state name).
    splits: Optional[dict] = None
    #: Position among the states merged into one operator list state (their elements
    #: follow each other in this order).
    rank: int = 0


@dataclass
class OperatorRewrite:
    """One operator of the output: its header and where its state comes from."""

    #: OperatorID (hex), uid and name the output records.
    operator_id: str
    uid: Optional[str]
    name: Optional[str]
    #: The input operator's OperatorID whose state moves here (None: no state).
    source: Optional[str]
    #: Keyed states by input name (absent: dropped); None: all copied unchanged.
    keyed: Optional[dict[str, StateChange]] = None
    #: New key serializer snapshot (None: unchanged).
    key_serializer: object = None
    #: Operator list / broadcast states by input name (absent: dropped); None: unchanged.
    operator: Optional[dict[str, StateChange]] = None
    #: New max parallelism (None: unchanged); keyed state is then re-sharded into the key
    #: groups Flink assigns each key to (``_keygroups``), same parallelism.
    max_parallelism: Optional[int] = None
    #: Entries may change their key (a key conversion, a transform): every entry's key
    #: group is computed again from its output key, as when re-sharding.
    regroup: bool = False
    #: Keyed states written from data (``p.bootstrap``), after the others: name → (meta
    #: information, key group → [(composite key, value)]) under the output's max parallelism.
    bootstrap: Optional[dict] = None
    #: Operator list and broadcast states written from data, after the others: name →
    #: (meta information, per subtask: its elements, or its broadcast (key, value) entries).
    operator_bootstrap: Optional[dict] = None
    #: An operator the input lacks (``source`` None, its state all bootstrapped): its
    #: parallelism (and ``max_parallelism``, ``key_serializer``: NEW's).
    parallelism: Optional[int] = None


@dataclass
class Rewrite:
    operators: list[OperatorRewrite] = field(default_factory=list)
    #: The metadata format version written (None: the input's). Never older than the input's:
    #: a rewrite that makes values Flink 2.x's (Kryo 5's bytes for Flink 1.x's Kryo 2's) writes
    #: the format of that Flink (5: Flink 2.0-2.2, 6: 2.3+), so that nothing takes them for 1.x's.
    format_version: Optional[int] = None


def identity(sp: Savepoint) -> Rewrite:
    """The rewrite that changes nothing."""
    return Rewrite([OperatorRewrite(op.operator_id, op.uid, op.name, op.operator_id) for op in sp.metadata.operators])


class RewriteError(ValueError):
    """The input cannot be rewritten (not a canonical savepoint, or a state it lacks)."""


def _new_keyed_meta(old: KeyedBackendMeta, r: OperatorRewrite):
    """(new meta, old state name → (new state id, value fn, entry fn), bootstrapped state
    id → its entries by key group) of one subtask's stream."""
    if r.keyed is None and not r.bootstrap:
        return old, {st.name: (st.state_id, None, None) for st in old.states}, {}
    states = []
    remap = {}
    for st in old.states:
        ch = r.keyed.get(st.name) if r.keyed is not None else StateChange(st)
        if ch is None:
            continue
        remap[st.name] = (len(states), ch.value, ch.entry)
        states.append(ch.info.model_copy(update={"state_id": len(states)}))
    bootstrapped = {}
    for info, by_group in (r.bootstrap or {}).values():
        bootstrapped[len(states)] = by_group
        states.append(info.model_copy(update={"state_id": len(states)}))
    meta = KeyedBackendMeta.model_construct(
        version=old.version,
        compressed=old.compressed,
        key_serializer=r.key_serializer if r.key_serializer is not None else old.key_serializer,
        states=states,
        size=0,
    )
    return meta, remap, bootstrapped


def _bootstrap_range(bootstrapped: dict, first: int, last: int) -> dict:
    """Key group → [(state id, composite key, value)] of the bootstrapped entries of
    ``first..last``."""
    out: dict = {}
    for sid, by_group in bootstrapped.items():
        for kg, group in by_group.items():
            if first <= kg <= last:
                out.setdefault(kg, []).extend((sid, key, value) for key, value in group)
    return out


@dataclass(frozen=True)
class KeyedPart:
    """A unit of work: key groups ``first..last`` of one subtask's keyed state, rewritten
    into the file ``part`` (the key-group data only; the driver puts the meta information
    in front and concatenates the parts). Picklable but for the value functions of
    ``remap``, which Spark ships with cloudpickle."""

    #: the input savepoint (None: an operator it lacks, whose entries are all bootstrapped)
    location: Optional[str]
    allow_path: Optional[str]
    operator_id: str
    subtask: int
    first: int
    last: int
    part: str
    #: input state name → (output state id, value fn or None, entry fn or None); absent: dropped.
    remap: dict
    compressed: bool
    max_parallelism: int
    #: Re-sharding / re-grouping: the output's key serializer snapshot (output keys are
    #: hashed to their key group, read from every subtask of the input) and the names of
    #: timer states (the key follows the timestamp); None: the key groups stay.
    reshard_key: object = None
    timers: frozenset = frozenset()
    #: key group → bootstrapped entries (state id, composite key, value), written after
    #: the group's other entries (their state ids come after the others')
    bootstrap: dict = field(default_factory=dict)


@dataclass
class PartResult:
    #: key group → offset inside the part (groups without entries absent).
    offsets: dict
    size: int
    entries: int
    failures: EntryFailures = field(default_factory=EntryFailures)


def _convert(e, target, failures: Optional[EntryFailures]):
    """(key, value) of entry ``e`` in the output, None when dropped or failed (counted in
    ``failures`` unless None: another task counts it)."""
    _sid, fn, entry = target
    key, value = None if e.key is None else bytes(e.key), bytes(e.value)
    try:
        if fn is not None:
            value = fn(value)
        if entry is not None:
            return entry(key, value)
    except EntryError as err:
        if failures is not None:
            failures.add(e.state, str(err))
        return None
    return key, value


def write_part(task: KeyedPart, sp: Optional[Savepoint] = None) -> PartResult:
    """Rewrite the key groups of ``task`` (opening the savepoint unless ``sp`` is given)."""
    own = sp is None and task.location is not None
    if own:
        from .api import open as open_savepoint

        sp = open_savepoint(task.location, allow_path=task.allow_path)
    try:
        meta = KeyedBackendMeta.model_construct(version=6, compressed=task.compressed, key_serializer=None, states=[], size=0)
        w = KeyedStreamWriter(meta, task.max_parallelism, task.first, task.last - task.first + 1, b"")
        failures = EntryFailures()
        if task.location is None:  # an operator the input lacks: only bootstrapped entries
            entries = iter(())
        elif task.reshard_key is not None:
            entries = _regrouped(sp.operator(task.operator_id), task, failures)
        else:
            entries = _in_place(sp.operator(task.operator_id), task, failures)
        for kg, group in _with_bootstrap(entries, task.bootstrap):
            w.key_group(kg, group)
        data = w.getvalue()
        with open(task.part, "wb") as f:  # a retried task writes its part again
            f.write(data)
        return PartResult(dict(w.written), len(data), w.entries, failures)
    finally:
        if own:
            sp.close()


def _with_bootstrap(entries, bootstrap: dict):
    """(key group, its (state id, key, value) entries) in key-group order: the converted
    entries, each group followed by its bootstrapped ones, and the groups only those fill."""
    extra = sorted(bootstrap)
    i = 0
    for kg, group in itertools.groupby(entries, key=lambda e: e[0]):
        while i < len(extra) and extra[i] < kg:
            yield extra[i], bootstrap[extra[i]]
            i += 1
        rows = [e[1:] for e in group]
        if i < len(extra) and extra[i] == kg:
            rows += bootstrap[kg]
            i += 1
        yield kg, rows
    for kg in extra[i:]:
        yield kg, bootstrap[kg]


def _canonical_entries(view, subtask: int, key_groups=None):
    """A subtask's keyed entries as the canonical layout holds them (``split=False``), key
    group by key group; a heap-layout stream's converted (``_heap_canonical``)."""
    _h, meta, layout, _src, _start, _end = view._keyed_stream(subtask)
    entries = view.iter_keyed_entries(subtasks=[subtask], key_groups=key_groups, split=False, key_group_major=True)
    if layout != HEAP:
        return entries
    from ._heap_canonical import canonical_entries

    return canonical_entries(entries, meta, f"{view.savepoint.metadata_path}: keyed state of operator {view.operator_id} subtask {subtask}")


def _in_place(view, task: KeyedPart, failures: EntryFailures):
    """(key group, output state id, key, value) of the task's key groups, converted. An
    entry fn must keep each entry's key, hence its key group (one that changes it fails
    the entry: its key group is not computed here), unless it says it changes only what
    follows the key (``keeps_key``: a map key, the lengths of the layout); two entries
    that end with the same composite key fail the later one.

    The entries keep their input order, even when their composite keys changed (a map key
    widened: RocksDB's order of the new bytes may differ). Flink's restore wants no order
    within a key group: ``HeapSavepointRestoreOperation`` puts each map entry into a
    ``HashMap``, ``RocksDBFullRestoreOperation`` each entry into a ``WriteBatch`` (RocksDB
    sorts), and ``FullSnapshotRestoreOperation.KeyGroupEntriesIterator`` only needs each
    state's run to end with the flagged entry, which ``KeyedStreamWriter`` writes."""
    remap = task.remap
    seen: set = set()
    group = None
    for e in _canonical_entries(view, task.subtask, range(task.first, task.last + 1)):
        target = remap.get(e.state)
        if target is None:
            continue
        out = _convert(e, target, failures)
        if out is None:
            continue
        entry = target[2]
        if entry is not None:
            if out[0] != bytes(e.key) and not getattr(entry, "keeps_key", False):
                failures.add(e.state, f"state {e.state!r}: the entry's key changed, but this operator's keys are not re-grouped (their Java hashCode is not known here)")
                continue
            if getattr(entry, "may_collide", True):
                if e.key_group != group:
                    seen, group = set(), e.key_group
                if (target[0], out[0]) in seen:
                    failures.add(e.state, f"state {e.state!r}: two entries have the same key after the conversion (the later one is not written)")
                    continue
                seen.add((target[0], out[0]))
        yield e.key_group, target[0], out[0], out[1]


def _regrouped(view, task: KeyedPart, failures: EntryFailures):
    """The input's entries, converted, whose output key falls into ``task.first..last``
    (Flink's key group of the key under the output max parallelism), as (key group, state
    id, key, value) in key-group order, the entries of each state together (Flink's reader
    wants them so) and in their input order. Every task reads every subtask of the input;
    an entry that fails is counted by the task of its input subtask, two entries that end
    with the same key by the task of their key group."""
    from ._keygroups import java_hash_code, key_group_of_hash

    codec = _codecs.codec_for(task.reshard_key)
    decode, hash_code = codec.decode, java_hash_code(task.reshard_key)
    remap = task.remap
    groups: dict[int, list] = {}
    for index, _h in view.keyed_handles():
        mine = failures if index == task.subtask else None
        for e in _canonical_entries(view, index):
            target = remap.get(e.state)
            if target is None:
                continue
            out = _convert(e, target, mine)
            if out is None:
                continue
            key, value = out
            try:
                k = decode(key, 8 if e.state in task.timers else 0)[0]
            except Exception as err:  # noqa: BLE001 - an entry fn wrote a key the key codec cannot read
                if mine is not None:
                    mine.add(e.state, f"state {e.state!r}: the converted key does not decode: {err}")
                continue
            kg = key_group_of_hash(hash_code(k), task.max_parallelism)
            if task.first <= kg <= task.last:
                groups.setdefault(kg, []).append((target[0], e.state, key, value))
    for kg in sorted(groups):
        seen = set()
        for sid, state, key, value in sorted(groups[kg], key=lambda x: x[0]):  # stable: input order kept
            if (sid, key) in seen:
                failures.add(state, f"state {state!r}: two entries have the same key after the conversion (the later one is not written)")
                continue
            seen.add((sid, key))
            yield kg, sid, key, value


#: Key groups per task of the rewrite (a subtask's range is split into tasks of this many).
KEY_GROUPS_PER_TASK = 32


@dataclass
class _KeyedJob:
    """One subtask's keyed stream: its meta information and the parts that follow it."""

    handle: KeyGroupsHandle
    meta_bytes: bytes
    parts: list


def _reshard_job(view, index: int, template: KeyGroupsHandle, r: OperatorRewrite, stage: str, sp: Savepoint, counter, parallelism: int):
    """Subtask ``index``'s keyed state under the output max parallelism (re-sharded) or
    with its entries re-grouped (keys converted): one task over its key-group range,
    reading every subtask of the input."""
    from ._keygroups import java_hash_code, key_group_range

    meta = view.keyed_meta
    if meta is None:
        return None
    new_meta, remap, bootstrapped = _new_keyed_meta(meta, r)
    if not new_meta.states:
        return None
    key_serializer = r.key_serializer if r.key_serializer is not None else meta.key_serializer
    if java_hash_code(key_serializer) is None:
        raise RewriteError(f"operator {view.operator_id}: keys of {key_serializer.label()}: their Java hashCode is not known here, so their new key groups are not (re-sharding supports simple keys)")
    max_parallelism = r.max_parallelism or view.max_parallelism
    first, last = key_group_range(max_parallelism, parallelism, index)
    handle = _canonical_handle(first, last, template)
    timers = frozenset(st.name for st in meta.states if st.backend_type == "PRIORITY_QUEUE")
    part = os.path.join(stage, PARTS, f"part-{next(counter):06d}")
    task = KeyedPart(sp.metadata_path, sp.allow_path, view.operator_id, index, first, last, part, remap,
                     new_meta.compressed, max_parallelism, key_serializer, timers, _bootstrap_range(bootstrapped, first, last))
    return _KeyedJob(handle, keyed_meta_bytes(new_meta), [task])


def _new_file() -> RelativeFileHandle:
    name = str(uuid.uuid4())
    return RelativeFileHandle.model_construct(kind="relative_file", relative_path=name, path=name, size=0)


def _canonical_handle(first: int, last: int, template) -> KeyGroupsHandle:
    """The output's handle of key groups ``first..last`` (offsets and stream set once the
    parts are assembled): a new file, unless ``template`` (a canonical input handle)
    keeps its state inline."""
    inline = getattr(template, "delegate", None) is not None and template.delegate.kind == "byte_stream"
    return KeyGroupsHandle.model_construct(
        kind="key_groups", savepoint=True, type_code=SAVEPOINT_KEY_GROUPS_HANDLE, start_key_group=first,
        offsets=[0] * (last - first + 1), delegate=template.delegate if inline else _new_file(), state_handle_id=None,
    )


def _keyed_layout(view, index: int, handle) -> str:
    """The layout of a subtask's keyed state: canonical (a savepoint's, or a full RocksDB
    checkpoint's: ``RocksFullSnapshotStrategy`` writes the same stream), native RocksDB or
    heap (changelog state has no entries here)."""
    layout = view._keyed_stream(index)[2]
    if layout == CANONICAL and handle.kind == "key_groups":
        return CANONICAL
    if layout in (NATIVE, HEAP):
        return layout
    raise RewriteError(f"operator {view.operator_id} subtask {index}: keyed state in the {layout} layout "
                       "(savepoints and checkpoints of the RocksDB and hashmap backends are rewritten, not changelog state)")


def _keyed_jobs(view, index: int, handle, r: OperatorRewrite, stage: str, sp: Savepoint, counter):
    layout = _keyed_layout(view, index, handle)
    meta = view._keyed_stream(index)[1]
    if meta is None:
        return None
    new_meta, remap, bootstrapped = _new_keyed_meta(meta, r)
    if not new_meta.states:
        return None
    parts = []
    first, last = handle.start_key_group, handle.end_key_group
    if layout == NATIVE:
        # one task per RocksDB instance (each task opens the instance: its files linked,
        # or downloaded when remote), written into a new canonical handle
        handle = _canonical_handle(first, last, None)
    elif layout == HEAP:
        handle = _canonical_handle(first, last, handle)
    kg = first
    while kg <= last:
        hi = last if layout == NATIVE else min(last, kg + KEY_GROUPS_PER_TASK - 1)
        part = os.path.join(stage, PARTS, f"part-{next(counter):06d}")
        parts.append(KeyedPart(sp.metadata_path, sp.allow_path, view.operator_id, index, kg, hi, part, remap, new_meta.compressed,
                               view.max_parallelism, bootstrap=_bootstrap_range(bootstrapped, kg, hi)))
        kg = hi + 1
    return _KeyedJob(handle, keyed_meta_bytes(new_meta), parts)


def _assemble(job: _KeyedJob, results: dict, out_dir: str) -> KeyGroupsHandle:
    """The subtask's stream: meta information, then its parts in key-group order."""
    handle = job.handle
    offsets = [0] * len(handle.offsets)
    pos = len(job.meta_bytes)
    for part in job.parts:
        res = results[part.part]
        for kg, o in res.offsets.items():
            offsets[kg - handle.start_key_group] = pos + o
        pos += res.size

    def chunks():
        yield job.meta_bytes
        for part in job.parts:
            with open(part.part, "rb") as f:
                while True:
                    b = f.read(1 << 20)
                    if not b:
                        break
                    yield b
            os.unlink(part.part)

    delegate = _store(handle.delegate, chunks(), out_dir, pos)
    return KeyGroupsHandle.model_construct(
        kind="key_groups", savepoint=True, type_code=handle.type_code, start_key_group=handle.start_key_group,
        offsets=offsets, delegate=delegate, state_handle_id=None,
    )


def _operator_subtask(view, index: int, handle: OperatorStreamHandle, r: OperatorRewrite, out_dir: str, failures: EntryFailures):
    h, meta, _src, _start, _end = view._operator_stream(index)
    if meta is None:
        return handle
    changes = r.operator
    # output name of each input state (a state may be renamed, or merged with others)
    out_name = {n: (n if changes is None else changes[n].info.name) for n in handle.states if changes is None or n in changes}
    lists: dict[str, list[bytes]] = {}
    broadcasts: dict[str, list[tuple[bytes, bytes]]] = {}
    for e in view.iter_operator_entries(subtasks=[index]):
        ch = None if changes is None else changes.get(e.state)
        if changes is not None and ch is None:
            continue
        key = None if e.key is None else bytes(e.key)
        value = bytes(e.value)
        name = out_name[e.state]
        if ch is not None:
            out = _convert(e, (None, ch.value, ch.entry), failures)
            if out is None:
                continue
            key, value = out[0], out[1]
            if len(out) == 3:  # a split: the output state the element goes to
                name = out[2]
        if e.key is not None:
            broadcasts.setdefault(name, []).append((key, value))
        else:
            lists.setdefault(name, []).append((0 if ch is None else ch.rank, value))
    lists = {name: [v for _rank, v in sorted(items, key=lambda x: x[0])] for name, items in lists.items()}  # stable

    def kept(group):
        """The output states of ``group`` (an input's own, or those it is split into;
        merged states once)."""
        if changes is None:
            return list(group)
        out: dict[str, StateMetaInfo] = {}
        for st in group:
            ch = changes.get(st.name)
            if ch is not None:
                for info in (ch.splits.values() if ch.splits else [ch.info]):
                    out.setdefault(info.name, info.model_copy(update={"state_id": st.state_id}))
        return list(out.values())

    new_meta = OperatorBackendMeta.model_construct(
        version=meta.version, compressed=meta.compressed, operator_states=kept(meta.operator_states), broadcast_states=kept(meta.broadcast_states), size=0
    )
    modes = {n: handle.states[n].mode for n in handle.states}
    order = list(dict.fromkeys(
        name
        for n in handle.states if n in out_name
        for name in (changes[n].splits if changes is not None and changes[n].splits else [out_name[n]])
    ))
    return _operator_handle(new_meta, order, lists, broadcasts, modes, r, index, handle.delegate, out_dir)


def _operator_handle(meta: OperatorBackendMeta, order: list, lists: dict, broadcasts: dict, modes: dict,
                     r: OperatorRewrite, index: int, delegate, out_dir: str) -> Optional[OperatorStreamHandle]:
    """Subtask ``index``'s operator state stream: the states of ``meta`` in ``order``, then
    those the rewrite bootstraps (``r.operator_bootstrap``)."""
    for name, (info, per_subtask) in (r.operator_bootstrap or {}).items():
        group = meta.broadcast_states if info.backend_type == "BROADCAST" else meta.operator_states
        group.append(info.model_copy(update={"state_id": len(meta.operator_states) + len(meta.broadcast_states)}))
        (broadcasts if info.backend_type == "BROADCAST" else lists)[name] = per_subtask[index]
        order.append(name)
    if not order:
        return None
    data, offsets = operator_stream(meta, order, lists, broadcasts, operator_meta_bytes(meta))
    infos = {st.name: st for st in meta.operator_states + meta.broadcast_states}
    states = {n: OperatorStatePartitions.model_construct(mode=_mode(infos[n], modes.get(n)), offsets=offsets[n]) for n in order}
    return OperatorStreamHandle.model_construct(kind="operator_stream", states=states, delegate=_store(delegate, data, out_dir))


def _bootstrapped_operator_stream(index: int, r: OperatorRewrite, out_dir: str) -> Optional[OperatorStreamHandle]:
    """The operator state stream of a subtask that had none: only bootstrapped states."""
    meta = OperatorBackendMeta.model_construct(version=OPERATOR_PROXY_VERSION, compressed=False, operator_states=[],
                                               broadcast_states=[], size=0)
    return _operator_handle(meta, [], {}, {}, {}, r, index, _new_file(), out_dir)


def _mode(info: StateMetaInfo, input_mode: Optional[str]) -> str:
    """How an output operator state redistributes: as its meta information says (a renamed,
    merged or split list state takes NEW's), else as the input's state of that name."""
    if info.backend_type == "OPERATOR" and "OPERATOR_STATE_DISTRIBUTION_MODE" in info.options:
        return info.options["OPERATOR_STATE_DISTRIBUTION_MODE"]
    return input_mode or ("BROADCAST" if info.backend_type == "BROADCAST" else "SPLIT_DISTRIBUTE")


def _store(old, data, out_dir: str, size: Optional[int] = None):
    """A delegate of the same kind as ``old`` holding ``data`` (bytes, or chunks of
    ``size`` bytes in all): inline bytes, or a file next to ``_metadata`` under the same
    relative name."""
    chunks = [data] if isinstance(data, (bytes, bytearray)) else data
    size = len(data) if size is None else size
    if old.kind == "byte_stream":
        inline = b"".join(chunks)
        return ByteStreamHandle.model_construct(kind="byte_stream", handle_name=old.handle_name, size=len(inline), metadata_offset=0, data=inline)
    if old.kind == "file":  # a checkpoint's state file: into the output, under a new name
        old = _new_file()
    if old.kind == "relative_file":
        with open(os.path.join(out_dir, old.relative_path), "xb") as f:
            for chunk in chunks:
                f.write(chunk)
        return RelativeFileHandle.model_construct(kind="relative_file", relative_path=old.relative_path, path=old.relative_path, size=size)
    raise RewriteError(f"a {old.kind} state handle is not in a canonical savepoint")


def _copied(sp: Savepoint, handle, out_dir: str, owner: str):
    """A stream handle the output cannot refer to (a checkpoint's file), copied into it."""
    src, start, end = sp.open_stream(handle, owner)

    def chunks():
        pos = start
        while pos < end:
            chunk = src.read(pos, min(1 << 20, end - pos))
            if not chunk:
                raise FormatError(src.name, pos, f"{owner}: the stream ends before its {end - start} bytes")
            yield chunk
            pos += len(chunk)

    return _store(handle, chunks(), out_dir, end - start)


def _operator(sp: Savepoint, r: OperatorRewrite, out_dir: str, jobs: list, counter, failures: EntryFailures) -> OperatorState:
    """The operator's output state; its keyed handles are :class:`_KeyedJob` placeholders
    (appended to ``jobs``) until the parts are written and assembled."""
    src = None
    if r.source is not None:
        src = next(op for op in sp.metadata.operators if op.operator_id == r.source)
    elif r.bootstrap or r.operator_bootstrap:
        return _bootstrapped_operator(r, out_dir, jobs, counter)
    if src is None:
        raise RewriteError(f"no operator {r.source} in the input")
    view = sp.operator(src.operator_id)
    reshard = (r.max_parallelism is not None and r.max_parallelism != src.max_parallelism) or r.regroup
    template = next((h for _i, h in view.keyed_handles()), None)
    if reshard and template is not None:
        if any(st.finished for st in src.subtasks) or sorted(st.index for st in src.subtasks) != list(range(src.parallelism)):
            raise RewriteError(f"operator {src.operator_id}: re-sharding needs a state for every subtask 0..{src.parallelism - 1}")
        for i, h in view.keyed_handles():
            _keyed_layout(view, i, h)
    subtasks = []
    for st in src.subtasks:
        if st.finished:
            subtasks.append(st)
            continue
        if st.raw_keyed_state is not None or st.raw_operator_state is not None:
            raise RewriteError(f"operator {src.operator_id} subtask {st.index}: raw state is not rewritten")
        keyed = st.managed_keyed_state
        if reshard and template is not None:
            keyed = _reshard_job(view, st.index, template, r, out_dir, sp, counter, src.parallelism)
            if keyed is not None:
                jobs.append(keyed)
        elif keyed is not None:
            keyed = _keyed_jobs(view, st.index, keyed, r, out_dir, sp, counter)
            if keyed is not None:
                jobs.append(keyed)
        ops = st.managed_operator_state
        if ops is not None:
            ops = _operator_subtask(view, st.index, ops, r, out_dir, failures)
        elif r.operator_bootstrap:
            ops = _bootstrapped_operator_stream(st.index, r, out_dir)
        subtasks.append(SubtaskState.model_construct(
            index=st.index, finished=False, managed_operator_state=ops, raw_operator_state=None,
            managed_keyed_state=keyed, raw_keyed_state=None, input_channel_state=[], result_subpartition_state=[],
        ))
    coordinator = src.coordinator_state
    if coordinator is not None and coordinator.kind not in ("byte_stream", "relative_file"):
        coordinator = _copied(sp, coordinator, out_dir, f"coordinator state of operator {src.operator_id}")
    return OperatorState.model_construct(
        operator_id=r.operator_id, name=r.name, uid=r.uid, parallelism=src.parallelism,
        max_parallelism=r.max_parallelism or src.max_parallelism, coordinator_state=coordinator,
        fully_finished=src.fully_finished, subtasks=subtasks,
    )


def _bootstrapped_operator(r: OperatorRewrite, out_dir: str, jobs: list, counter) -> OperatorState:
    """An operator the input lacks, its state all bootstrapped: per subtask, a canonical
    keyed stream over Flink's key-group range of it and an operator state stream, holding
    only the data."""
    from ._keygroups import key_group_range

    meta = KeyedBackendMeta.model_construct(version=KEYED_PROXY_VERSION, compressed=False, key_serializer=r.key_serializer,
                                            states=[], size=0)
    new_meta, remap, bootstrapped = _new_keyed_meta(meta, r)
    subtasks = []
    for index in range(r.parallelism):
        job = None
        if r.bootstrap:
            first, last = key_group_range(r.max_parallelism, r.parallelism, index)
            part = os.path.join(out_dir, PARTS, f"part-{next(counter):06d}")
            task = KeyedPart(None, None, r.operator_id, index, first, last, part, remap, new_meta.compressed, r.max_parallelism,
                             bootstrap=_bootstrap_range(bootstrapped, first, last))
            job = _KeyedJob(_canonical_handle(first, last, None), keyed_meta_bytes(new_meta), [task])
            jobs.append(job)
        subtasks.append(SubtaskState.model_construct(
            index=index, finished=False, managed_operator_state=_bootstrapped_operator_stream(index, r, out_dir),
            raw_operator_state=None, managed_keyed_state=job, raw_keyed_state=None, input_channel_state=[],
            result_subpartition_state=[],
        ))
    return OperatorState.model_construct(
        operator_id=r.operator_id, name=r.name, uid=r.uid, parallelism=r.parallelism, max_parallelism=r.max_parallelism,
        coordinator_state=None, fully_finished=False, subtasks=subtasks,
    )


#: ``.<DIR>.staging-<host>-<pid>-<id>`` beside DIR: the host and pid of the run that
#: writes it tell a later run whether it is stale (that process is gone).
_STAGING = re.compile(r"\.staging-(?P<host>.*)-(?P<pid>\d+)-[0-9a-f]{12}$")


def staging_dir(out: str) -> str:
    out = os.path.abspath(out)
    return os.path.join(os.path.dirname(out), f".{os.path.basename(out)}.staging-{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:12]}")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process
        return True
    return True


def clean_stale_staging(out: str) -> list[str]:
    """Remove the staging directories of earlier runs writing ``out`` whose process is
    provably gone (this host, no process of that pid: the run was killed before it could
    remove them); one line for each removed or left (a run that may still be writing: a
    live pid, another host, or a name without a pid)."""
    out = os.path.abspath(local_path(out))
    parent, prefix = os.path.dirname(out), f".{os.path.basename(out)}.staging-"
    try:
        names = sorted(n for n in os.listdir(parent) if n.startswith(prefix))
    except OSError:
        return []
    host, lines = socket.gethostname(), []
    for name in names:
        path = os.path.join(parent, name)
        m = _STAGING.search(name[len(prefix) - len(".staging-"):])
        if m and m["host"] == host and not _alive(int(m["pid"])):
            shutil.rmtree(path, ignore_errors=True)
            lines.append(f"removed {path}: staging directory of an earlier run (pid {m['pid']}) that no longer runs")
        else:
            who = f"pid {m['pid']} on {m['host']}" if m else "a run that did not record its pid"
            lines.append(f"left {path}: staging directory of {who}, which may still be writing; remove it if not")
    return lines


def check_target(out: str, source: Optional[str] = None) -> None:
    """``out`` must not exist, or be an empty directory (it is replaced atomically), and
    not lie inside ``source``'s directory (the savepoint read; symbolic links resolved):
    the rewrite would write into the state it reads, and a savepoint holding an unknown
    directory is no longer what Flink wrote."""
    if not _fs.is_local(out):
        raise RewriteError(f"{out}: the output must be a local directory")
    if os.path.lexists(out) and not (os.path.isdir(out) and not os.path.islink(out) and not os.listdir(out)):
        raise RewriteError(f"{out}: exists and is not an empty directory")
    if source is not None and _fs.is_local(source):
        src = os.path.realpath(local_path(source))
        if os.path.isfile(src):
            src = os.path.dirname(src)  # a _metadata file names its savepoint
        target = os.path.realpath(local_path(out))
        if target == src or target.startswith(src.rstrip(os.sep) + os.sep):
            raise RewriteError(f"{out}: is inside the savepoint read ({src}); write the output elsewhere")


#: Staging subdirectory of the key-group parts (removed once they are assembled).
PARTS = ".parts"

#: ``run_parts(tasks) -> {part path: PartResult}``: where the tasks run (Spark, or here).
PartRunner = Callable[[list], dict]


def run_parts_here(sp: Savepoint, progress=None) -> PartRunner:
    """Run the tasks in this process, one after the other, on the open savepoint;
    ``progress(done, total, entries)`` after each."""

    def run(tasks: list) -> dict:
        out = {}
        entries = 0
        for i, task in enumerate(tasks):
            out[task.part] = res = write_part(task, sp)
            entries += res.entries
            if progress is not None:
                progress(i + 1, len(tasks), entries)
        return out

    return run


#: ``SavepointFormatType``'s constant names as ``ObjectOutputStream`` writes an enum
#: constant's name (TC_STRING, length, UTF-8).
_NATIVE_NAME = b"\x74\x00\x06NATIVE"
_CANONICAL_NAME = b"\x74\x00\x09CANONICAL"


def _canonical_properties(md) -> bytes:
    """The ``CheckpointProperties`` bytes of the output: the input's, but a native
    savepoint's ``SavepointType`` says CANONICAL (its enum constant's name replaced; the
    result is read back and must say the same but for the format). A checkpoint's
    properties stay: Flink restores a checkpoint of canonical handles as it restores a
    savepoint (the properties only tell which shared files it owns; it has none)."""
    from ._properties import read_checkpoint_properties

    props = md.properties
    if md.version < 4 or props is None or props.format_type in (None, "CANONICAL"):
        return md.properties_bytes
    if props.format_type != "NATIVE" or props.error:
        raise RewriteError(f"a {props.format_type} savepoint whose properties are not read ({props.error}): not rewritten")
    data = md.properties_bytes
    if data.count(_NATIVE_NAME) != 1:
        raise RewriteError("the native savepoint's properties do not name their format once: not rewritten")
    new = data.replace(_NATIVE_NAME, _CANONICAL_NAME)
    again = read_checkpoint_properties(new, 0, len(new), md.path)
    if again.format_type != "CANONICAL" or again.model_copy(update={"format_type": "NATIVE"}) != props:
        raise RewriteError("the native savepoint's properties cannot be made canonical: not rewritten")
    return new


class EntriesFailed(RewriteError):
    """Entries failed their conversion and ``skip_failed`` was not given (nothing written)."""


def rewrite(sp: Savepoint, plan: Rewrite, out: str, run_parts: Optional[PartRunner] = None,
            skip_failed: bool = False, failures: Optional[EntryFailures] = None,
            verify: Optional[Callable[[str], None]] = None) -> str:
    """Write the rewritten savepoint to ``out`` (atomically); returns its ``_metadata`` path.

    Keyed state is rewritten in tasks of :data:`KEY_GROUPS_PER_TASK` key groups
    (:class:`KeyedPart`), run by ``run_parts`` (default: here, in order); operator state,
    which is small, by this process.

    Entries whose conversion fails (:class:`EntryError`) are counted into ``failures``;
    then the run fails (:class:`EntriesFailed`, nothing written), or with ``skip_failed``
    the savepoint is written without them and :data:`SKIPPED_FILE` records them.

    ``verify(directory)``, when given, is called with the complete staging directory before
    it becomes ``out``: when it raises, the staging directory is removed and ``out`` never
    appears (a savepoint that fails its proof is not left where a restore would take it)."""
    check_target(out, sp.directory)
    md = sp.metadata
    if md.version not in WRITABLE_VERSIONS:
        raise RewriteError(f"metadata format version {md.version}: only versions 3-6 (Flink 1.11+) are rewritten")
    version = plan.format_version or md.version
    if version not in WRITABLE_VERSIONS or version < md.version or (version >= 4) != (md.version >= 4):
        raise RewriteError(f"metadata format version {md.version} is not rewritten as version {version}")
    properties = _canonical_properties(md)
    stage = staging_dir(out)
    os.makedirs(os.path.join(stage, PARTS))
    try:
        jobs: list[_KeyedJob] = []
        counter = itertools.count()
        failed = EntryFailures() if failures is None else failures
        operators = [_operator(sp, r, stage, jobs, counter, failed) for r in plan.operators]
        results = (run_parts or run_parts_here(sp))([t for job in jobs for t in job.parts])
        for res in results.values():
            failed.merge(res.failures)
        if failed.total():
            if not skip_failed:
                raise EntriesFailed(f"{failed.summary()}; nothing written (--skip-failed writes the savepoint without them)")
            with open(os.path.join(stage, SKIPPED_FILE), "x") as f:
                json.dump(failed.to_json(), f, indent=2)
        assembled = {id(job): _assemble(job, results, stage) for job in jobs}
        for op in operators:
            for st in op.subtasks:
                if isinstance(st.managed_keyed_state, _KeyedJob):
                    st.managed_keyed_state = assembled[id(st.managed_keyed_state)]
        os.rmdir(os.path.join(stage, PARTS))
        new_md = md.model_copy(update={"operators": operators, "properties_bytes": properties, "version": version})
        data = metadata_bytes(new_md)
        with open(os.path.join(stage, "_metadata"), "xb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if verify is not None:
            verify(stage)
        os.rename(stage, out)  # replaces an empty directory (checked above)
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    return os.path.join(out, "_metadata")


__all__ = ["EntriesFailed", "EntryError", "EntryFailures", "FormatError", "OperatorRewrite", "Rewrite", "RewriteError", "StateChange", "identity", "rewrite"]
