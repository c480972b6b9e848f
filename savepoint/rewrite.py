"""Rewriting a canonical savepoint into a new directory, state by state.

A :class:`Rewrite` says, per operator of the output, where its state comes from (an
operator of the input, possibly under another OperatorID/uid) and, per state, the meta
information the output declares and how each value's bytes change. Everything the
rewrite does not name is copied as it is; nothing of the input is modified.

:func:`rewrite` reads the input with the reader (``api.py``), writes the streams with
``write.py`` and commits atomically: all files go to a staging directory beside ``out``,
which is renamed to ``out`` once ``_metadata`` is written. A failure removes the staging
directory; ``out`` is then absent (or as empty as it was).
"""

from __future__ import annotations

import itertools
import os
import shutil
import uuid
from dataclasses import dataclass, field
from typing import Callable, Optional

from flink_compat.schema_registry._io import FormatError

from . import _codecs, _fs
from .api import Savepoint
from .keyed import CANONICAL
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
from .write import KeyedStreamWriter, keyed_meta_bytes, metadata_bytes, operator_meta_bytes, operator_stream

#: bytes -> bytes for one keyed value / operator element; None: unchanged.
ValueFn = Optional[Callable[[bytes], bytes]]


@dataclass
class StateChange:
    """The output's meta information of one state and how its values change.

    ``value`` maps a keyed entry's value bytes (canonical layout: a LIST value is the
    ','-separated elements, a MAP value is-null + value) or an operator list element /
    broadcast value to the new bytes.
    """

    info: StateMetaInfo
    value: ValueFn = None


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


@dataclass
class Rewrite:
    operators: list[OperatorRewrite] = field(default_factory=list)


def identity(sp: Savepoint) -> Rewrite:
    """The rewrite that changes nothing."""
    return Rewrite([OperatorRewrite(op.operator_id, op.uid, op.name, op.operator_id) for op in sp.metadata.operators])


class RewriteError(ValueError):
    """The input cannot be rewritten (not a canonical savepoint, or a state it lacks)."""


def _new_keyed_meta(old: KeyedBackendMeta, r: OperatorRewrite):
    """(new meta, old state name → (new state id, value fn)) of one subtask's stream."""
    if r.keyed is None:
        return old, {st.name: (st.state_id, None) for st in old.states}
    states = []
    remap = {}
    for st in old.states:
        ch = r.keyed.get(st.name)
        if ch is None:
            continue
        remap[st.name] = (len(states), ch.value)
        states.append(ch.info.model_copy(update={"state_id": len(states)}))
    meta = KeyedBackendMeta.model_construct(
        version=old.version,
        compressed=old.compressed,
        key_serializer=r.key_serializer if r.key_serializer is not None else old.key_serializer,
        states=states,
        size=0,
    )
    return meta, remap


@dataclass(frozen=True)
class KeyedPart:
    """A unit of work: key groups ``first..last`` of one subtask's keyed state, rewritten
    into the file ``part`` (the key-group data only; the driver puts the meta information
    in front and concatenates the parts). Picklable but for the value functions of
    ``remap``, which Spark ships with cloudpickle."""

    location: str
    allow_path: Optional[str]
    operator_id: str
    subtask: int
    first: int
    last: int
    part: str
    #: input state name → (output state id, value fn or None); absent: dropped.
    remap: dict
    compressed: bool
    max_parallelism: int
    #: Re-sharding: the key serializer snapshot (keys are hashed to their new key group,
    #: read from every subtask of the input) and the names of timer states (the key
    #: follows the timestamp); None: the key groups stay.
    reshard_key: object = None
    timers: frozenset = frozenset()


@dataclass
class PartResult:
    #: key group → offset inside the part (groups without entries absent).
    offsets: dict
    size: int
    entries: int


def write_part(task: KeyedPart, sp: Optional[Savepoint] = None) -> PartResult:
    """Rewrite the key groups of ``task`` (opening the savepoint unless ``sp`` is given)."""
    own = sp is None
    if own:
        from .api import open as open_savepoint

        sp = open_savepoint(task.location, allow_path=task.allow_path)
    try:
        view = sp.operator(task.operator_id)
        meta = KeyedBackendMeta.model_construct(version=6, compressed=task.compressed, key_serializer=None, states=[], size=0)
        w = KeyedStreamWriter(meta, task.max_parallelism, task.first, task.last - task.first + 1, b"")
        remap = task.remap
        if task.reshard_key is not None:
            entries = _resharded(view, task)
        else:
            entries = view.iter_keyed_entries(subtasks=[task.subtask], key_groups=range(task.first, task.last + 1), split=False)

        def converted(group):
            for e in group:
                target = remap.get(e.state)
                if target is None:
                    continue
                sid, fn = target
                value = bytes(e.value)
                yield sid, bytes(e.key), value if fn is None else fn(value)

        for kg, group in itertools.groupby(entries, key=lambda e: e.key_group):
            w.key_group(kg, converted(group))
        data = w.getvalue()
        with open(task.part, "wb") as f:  # a retried task writes its part again
            f.write(data)
        return PartResult(dict(w.written), len(data), w.entries)
    finally:
        if own:
            sp.close()


def _resharded(view, task: KeyedPart):
    """The input's entries whose key falls into ``task.first..last`` under the new max
    parallelism, as (new key group, state, key, value) in key-group order, the entries of
    each state together (Flink's reader wants them so) and in their input order."""
    from ._keygroups import java_hash_code, key_group_of_hash

    codec = _codecs.codec_for(task.reshard_key)
    decode, hash_code = codec.decode, java_hash_code(task.reshard_key)
    order = {name: sid for name, (sid, _fn) in task.remap.items()}
    groups: dict[int, list] = {}
    for e in view.iter_keyed_entries(split=False):
        if e.state not in order:
            continue
        key = decode(e.key, 8 if e.state in task.timers else 0)[0]
        kg = key_group_of_hash(hash_code(key), task.max_parallelism)
        if task.first <= kg <= task.last:
            groups.setdefault(kg, []).append(e)
    for kg in sorted(groups):
        for e in sorted(groups[kg], key=lambda e: order[e.state]):  # stable: input order kept
            yield e._replace(key_group=kg)


#: Key groups per task of the rewrite (a subtask's range is split into tasks of this many).
KEY_GROUPS_PER_TASK = 32


@dataclass
class _KeyedJob:
    """One subtask's keyed stream: its meta information and the parts that follow it."""

    handle: KeyGroupsHandle
    meta_bytes: bytes
    parts: list


def _reshard_job(view, index: int, template: KeyGroupsHandle, r: OperatorRewrite, stage: str, sp: Savepoint, counter, parallelism: int):
    """Subtask ``index``'s keyed state under the new max parallelism: one task over its new
    key-group range, reading every subtask of the input."""
    from ._keygroups import java_hash_code, key_group_range

    meta = view.keyed_meta
    if meta is None:
        return None
    new_meta, remap = _new_keyed_meta(meta, r)
    if not new_meta.states:
        return None
    if java_hash_code(meta.key_serializer) is None:
        raise RewriteError(f"operator {view.operator_id}: keys of {meta.key_serializer.label()}: their Java hashCode is not known here, so their new key groups are not (re-sharding supports simple keys)")
    first, last = key_group_range(r.max_parallelism, parallelism, index)
    handle = KeyGroupsHandle.model_construct(
        kind="key_groups", savepoint=True, type_code=template.type_code, start_key_group=first,
        offsets=[0] * (last - first + 1), delegate=_fresh(template.delegate), state_handle_id=None,
    )
    timers = frozenset(st.name for st in meta.states if st.backend_type == "PRIORITY_QUEUE")
    part = os.path.join(stage, PARTS, f"part-{next(counter):06d}")
    task = KeyedPart(sp.metadata_path, sp.allow_path, view.operator_id, index, first, last, part, remap,
                     new_meta.compressed, r.max_parallelism, meta.key_serializer, timers)
    return _KeyedJob(handle, keyed_meta_bytes(new_meta), [task])


def _fresh(delegate):
    """A delegate of the same kind under a new name (re-sharded streams are new files)."""
    if delegate.kind == "relative_file":
        name = str(uuid.uuid4())
        return RelativeFileHandle.model_construct(kind="relative_file", relative_path=name, path=name, size=0)
    return delegate


def _keyed_jobs(view, index: int, handle: KeyGroupsHandle, r: OperatorRewrite, stage: str, sp: Savepoint, counter):
    h, meta, layout, _src, _start, _end = view._keyed_stream(index)
    if layout != CANONICAL or not handle.savepoint:
        raise RewriteError(f"operator {view.operator_id} subtask {index}: keyed state in the {layout} layout (only canonical savepoints are rewritten)")
    if meta is None:
        return None
    new_meta, remap = _new_keyed_meta(meta, r)
    if not new_meta.states:
        return None
    parts = []
    first, last = handle.start_key_group, handle.end_key_group
    kg = first
    while kg <= last:
        hi = min(last, kg + KEY_GROUPS_PER_TASK - 1)
        part = os.path.join(stage, PARTS, f"part-{next(counter):06d}")
        parts.append(KeyedPart(sp.metadata_path, sp.allow_path, view.operator_id, index, kg, hi, part, remap, new_meta.compressed, view.max_parallelism))
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


def _operator_subtask(view, index: int, handle: OperatorStreamHandle, r: OperatorRewrite, out_dir: str):
    h, meta, _src, _start, _end = view._operator_stream(index)
    if meta is None:
        return handle
    changes = r.operator
    lists: dict[str, list[bytes]] = {}
    broadcasts: dict[str, list[tuple[bytes, bytes]]] = {}
    for e in view.iter_operator_entries(subtasks=[index]):
        ch = None if changes is None else changes.get(e.state)
        if changes is not None and ch is None:
            continue
        value = bytes(e.value)
        if ch is not None and ch.value is not None:
            value = ch.value(value)
        if e.key is not None:
            broadcasts.setdefault(e.state, []).append((bytes(e.key), value))
        else:
            lists.setdefault(e.state, []).append(value)

    def kept(group):
        if changes is None:
            return list(group)
        return [changes[st.name].info.model_copy(update={"state_id": st.state_id}) for st in group if st.name in changes]

    new_meta = OperatorBackendMeta.model_construct(
        version=meta.version, compressed=meta.compressed, operator_states=kept(meta.operator_states), broadcast_states=kept(meta.broadcast_states), size=0
    )
    order = [n for n in handle.states if changes is None or n in changes]
    if not order:
        return None
    data, offsets = operator_stream(new_meta, order, lists, broadcasts, operator_meta_bytes(new_meta))
    states = {n: OperatorStatePartitions.model_construct(mode=handle.states[n].mode, offsets=offsets[n]) for n in order}
    return OperatorStreamHandle.model_construct(kind="operator_stream", states=states, delegate=_store(handle.delegate, data, out_dir))


def _store(old, data, out_dir: str, size: Optional[int] = None):
    """A delegate of the same kind as ``old`` holding ``data`` (bytes, or chunks of
    ``size`` bytes in all): inline bytes, or a file next to ``_metadata`` under the same
    relative name."""
    chunks = [data] if isinstance(data, (bytes, bytearray)) else data
    size = len(data) if size is None else size
    if old.kind == "byte_stream":
        inline = b"".join(chunks)
        return ByteStreamHandle.model_construct(kind="byte_stream", handle_name=old.handle_name, size=len(inline), metadata_offset=0, data=inline)
    if old.kind == "relative_file":
        with open(os.path.join(out_dir, old.relative_path), "xb") as f:
            for chunk in chunks:
                f.write(chunk)
        return RelativeFileHandle.model_construct(kind="relative_file", relative_path=old.relative_path, path=old.relative_path, size=size)
    raise RewriteError(f"a {old.kind} state handle is not in a canonical savepoint")


def _operator(sp: Savepoint, r: OperatorRewrite, out_dir: str, jobs: list, counter) -> OperatorState:
    """The operator's output state; its keyed handles are :class:`_KeyedJob` placeholders
    (appended to ``jobs``) until the parts are written and assembled."""
    src = None
    if r.source is not None:
        src = next(op for op in sp.metadata.operators if op.operator_id == r.source)
    if src is None:
        raise RewriteError(f"no operator {r.source} in the input")
    view = sp.operator(src.operator_id)
    reshard = r.max_parallelism is not None and r.max_parallelism != src.max_parallelism
    template = next((h for _i, h in view.keyed_handles()), None)
    if reshard and template is not None:
        if template.kind != "key_groups" or not template.savepoint:
            raise RewriteError(f"operator {src.operator_id}: {template.kind} keyed state (only canonical savepoints are rewritten)")
        if any(st.finished for st in src.subtasks) or sorted(st.index for st in src.subtasks) != list(range(src.parallelism)):
            raise RewriteError(f"operator {src.operator_id}: re-sharding needs a state for every subtask 0..{src.parallelism - 1}")
        for i, _h in view.keyed_handles():
            if view._keyed_stream(i)[2] != CANONICAL:
                raise RewriteError(f"operator {src.operator_id} subtask {i}: keyed state not in the canonical layout")
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
            if keyed.kind != "key_groups":
                raise RewriteError(f"operator {src.operator_id} subtask {st.index}: {keyed.kind} keyed state (only canonical savepoints are rewritten)")
            keyed = _keyed_jobs(view, st.index, keyed, r, out_dir, sp, counter)
            if keyed is not None:
                jobs.append(keyed)
        ops = st.managed_operator_state
        if ops is not None:
            ops = _operator_subtask(view, st.index, ops, r, out_dir)
        subtasks.append(SubtaskState.model_construct(
            index=st.index, finished=False, managed_operator_state=ops, raw_operator_state=None,
            managed_keyed_state=keyed, raw_keyed_state=None, input_channel_state=[], result_subpartition_state=[],
        ))
    return OperatorState.model_construct(
        operator_id=r.operator_id, name=r.name, uid=r.uid, parallelism=src.parallelism,
        max_parallelism=r.max_parallelism or src.max_parallelism, coordinator_state=src.coordinator_state,
        fully_finished=src.fully_finished, subtasks=subtasks,
    )


def staging_dir(out: str) -> str:
    out = os.path.abspath(out)
    return os.path.join(os.path.dirname(out), f".{os.path.basename(out)}.staging-{uuid.uuid4().hex[:12]}")


def check_target(out: str) -> None:
    """``out`` must not exist, or be an empty directory (it is replaced atomically)."""
    if not _fs.is_local(out):
        raise RewriteError(f"{out}: the output must be a local directory")
    if os.path.lexists(out) and not (os.path.isdir(out) and not os.path.islink(out) and not os.listdir(out)):
        raise RewriteError(f"{out}: exists and is not an empty directory")


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


def rewrite(sp: Savepoint, plan: Rewrite, out: str, run_parts: Optional[PartRunner] = None) -> str:
    """Write the rewritten savepoint to ``out`` (atomically); returns its ``_metadata`` path.

    Keyed state is rewritten in tasks of :data:`KEY_GROUPS_PER_TASK` key groups
    (:class:`KeyedPart`), run by ``run_parts`` (default: here, in order); operator state,
    which is small, by this process."""
    check_target(out)
    md = sp.metadata
    if md.version not in (4, 5, 6):
        raise RewriteError(f"metadata format version {md.version}: only versions 4-6 (Flink 1.16+) are rewritten")
    if md.properties is not None and md.properties.format_type not in (None, "CANONICAL"):
        raise RewriteError(f"a {md.properties.format_type} savepoint: only canonical savepoints are rewritten")
    stage = staging_dir(out)
    os.makedirs(os.path.join(stage, PARTS))
    try:
        jobs: list[_KeyedJob] = []
        counter = itertools.count()
        operators = [_operator(sp, r, stage, jobs, counter) for r in plan.operators]
        results = (run_parts or run_parts_here(sp))([t for job in jobs for t in job.parts])
        assembled = {id(job): _assemble(job, results, stage) for job in jobs}
        for op in operators:
            for st in op.subtasks:
                if isinstance(st.managed_keyed_state, _KeyedJob):
                    st.managed_keyed_state = assembled[id(st.managed_keyed_state)]
        os.rmdir(os.path.join(stage, PARTS))
        new_md = md.model_copy(update={"operators": operators})
        data = metadata_bytes(new_md)
        with open(os.path.join(stage, "_metadata"), "xb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.rename(stage, out)  # replaces an empty directory (checked above)
    except BaseException:
        shutil.rmtree(stage, ignore_errors=True)
        raise
    return os.path.join(out, "_metadata")


__all__ = ["FormatError", "OperatorRewrite", "Rewrite", "RewriteError", "StateChange", "identity", "rewrite"]
