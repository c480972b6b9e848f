"""What a replay does: the states to check and the tasks that read them.

Pure Python (no Spark): the plan is made on the driver from the savepoint's metadata and
the new job graph; tasks and state plans are small picklable records shipped to executors,
which reopen the savepoint themselves.

* a keyed task is one subtask's keyed state handle and a range of its key groups (the
  reader seeks to the key group's offset: ``OperatorView.keyed_splits``);
* an operator task is one subtask's operator state handle (list, union and broadcast
  states).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Optional

from flink_compat.compat.python_state import is_pickled, never_fails, python_request
from flink_compat.graph.model import JobGraph, Operator, State, StateKind

#: How each state of the savepoint is replayed.
REPLAY = "replay"  # decode, migrate, encode with the new serializer, decode, compare
FLINK = "flink"  # values only the job's code reads: read by Flink's serializers in the sandboxed JVM
COUNT = "count"  # only counted (no new counterpart, or values we cannot read)

_KEYED_KINDS = {"VALUE", "LIST", "MAP", "REDUCING", "AGGREGATING", "PRIORITY_QUEUE"}


@dataclass(frozen=True)
class StatePlan:
    operator_id: str  # OperatorID in the savepoint
    operator: str  # for people: uid, name or id
    uid: Optional[str]
    state: str
    kind: str  # graph StateKind value: VALUE … PRIORITY_QUEUE, OPERATOR_LIST, BROADCAST
    keyed: bool
    mode: str  # REPLAY, FLINK or COUNT
    #: COUNT: why (e.g. "no state of this name in the new job"); the replay outcome
    outcome_if_counted: str = ""
    #: COUNT: why the state is only counted; FLINK: why Python cannot read its values.
    reason: str = ""
    #: FLINK: the new job's JAR and the Flink that reads the values with its classes
    #: (:class:`JobCode`).
    job_code: Optional["JobCode"] = None
    #: New serializer snapshots as JSON (executors validate them once and cache them).
    new_value: Optional[str] = None
    new_namespace: Optional[str] = None
    #: Keyed: the new operator's key serializer; broadcast: the state's key serializer.
    new_key: Optional[str] = None
    #: A Python state of a PyFlink program: what PyFlink's coder must read in each entry's
    #: bytes (``compat.python_state.python_request`` and the driver's PyFlink interpreter), JSON.
    python: Optional[str] = None
    #: The Python layer reads every entry without an error, whatever its bytes (every coder of the
    #: new type is a fixed-width read: ``compat.python_state.never_fails``): an entry that does not
    #: read exactly is misread by PyFlink, not a failure.
    python_never_fails: bool = False

    @property
    def key(self) -> str:
        return f"{self.operator_id}/{self.state}"


@dataclass(frozen=True)
class JobCode:
    """The new job's code, for the values only it reads (a custom serializer, Kryo with the job's
    classes or serializers, a value type's own ``write``): read by Flink's serializers restored
    from the savepoint's snapshots over the JAR's classes (``graph.flink_values``), as Flink's
    restore reads them. Paths as the executors see them (a local master, or a cluster whose
    machines have the JAR at the same path)."""

    jar: str
    #: A Flink version or home (None: the one the JAR was built for, else flink-compat's default).
    flink: Optional[str] = None

    def decode(self, groups: list) -> list:
        from pathlib import Path

        from flink_compat.graph.flink_values import decode_with_flink

        return decode_with_flink(groups, jar=Path(self.jar), flink=self.flink)

    def heap_framing(self):
        """A context in which heap-layout key groups only the job's serializers frame are framed
        by them (``savepoint.keyed.heap_framing``)."""
        from pathlib import Path

        from flink_compat.graph.flink_values import job_code

        return job_code(Path(self.jar), self.flink)[1]


@dataclass(frozen=True)
class KeyedTask:
    index: int
    location: str
    operator_id: str
    subtask: int
    key_group_start: int
    key_group_end: int
    #: Bytes of the handle's stream this task covers (for ordering and progress).
    size: int = 0
    #: the savepoint's ``allow_path`` (executors reopen it with the same confinement)
    allow_path: Optional[str] = None

    kind = "keyed"


@dataclass(frozen=True)
class OperatorTask:
    index: int
    location: str
    operator_id: str
    subtask: int
    size: int = 0
    allow_path: Optional[str] = None

    kind = "operator"


@dataclass
class Plan:
    location: str
    #: operator_id → state name → StatePlan
    states: dict[str, dict[str, StatePlan]] = field(default_factory=dict)
    tasks: list = field(default_factory=list)
    #: States of the savepoint whose entries cannot be framed (native RocksDB, changelog):
    #: StatePlan → reason; reported without counts.
    unreadable: list[tuple[StatePlan, str]] = field(default_factory=list)

    def all_states(self) -> list[StatePlan]:
        return [p for by_name in self.states.values() for p in by_name.values()]

    def states_of_task(self, task) -> list[str]:
        """Keys of the states a task may hold entries of."""
        plans = self.states.get(task.operator_id, {})
        return [p.key for p in plans.values() if p.keyed == (task.kind == "keyed")]


def _json(snapshot) -> Optional[str]:
    return None if snapshot is None else snapshot.model_dump_json()


def _not_verifiable(snapshot) -> Optional[str]:
    """Why values of ``snapshot`` cannot be checked here (custom serializers, Kryo), or None."""
    from flink_compat.schema_registry import walk
    from flink_compat.schema_registry.families.kryo import KryoSnapshot
    from flink_compat.schema_registry.families.opaque import OpaqueSnapshot
    from flink_compat.schema_registry.families.value_types import _FLINK_VALUES, ValueTypeSnapshot

    if snapshot is None:
        return "no serializer snapshot"
    for _path, s in walk(snapshot):
        if isinstance(s, OpaqueSnapshot):
            return f"custom serializer {s.snapshot_class or '(unreadable snapshot)'}: only its own code can read the values"
        if isinstance(s, KryoSnapshot):
            return f"Kryo-serialized {s.type_class}: only Kryo with the user's classes can read the values"
        if isinstance(s, ValueTypeSnapshot) and s.type_class not in _FLINK_VALUES:
            return f"{s.label()}: the bytes are written by user code"
    return None


def _framed_by_job_code(keyed_meta) -> bool:
    """Whether entries of the heap layout of a keyed backend (its meta) may need the job's
    serializers to be framed: a serializer of it that only the job's code reads."""
    from flink_compat.compat.flink_samples import needs_flink

    return needs_flink(keyed_meta.key_serializer) or any(
        needs_flink(st.namespace_serializer, st.value_serializer) for st in keyed_meta.states)


def _graph_kind(meta) -> str:
    kind = meta.kind
    if kind in ("SPLIT_DISTRIBUTE", "UNION"):
        return StateKind.OPERATOR_LIST.value
    return kind


def plan_replay(sp, new: JobGraph, max_tasks_per_operator: Optional[int] = None, target_tasks: int = 8,
                job_code: Optional[JobCode] = None) -> Plan:
    """The replay of savepoint ``sp`` (an open :class:`savepoint.Savepoint`) into ``new``.

    Keyed state handles are cut into tasks of whole key groups and about equal bytes so
    that each operator gets about ``target_tasks`` tasks (never fewer than one per subtask
    handle; a handle's share is by its bytes). With ``job_code`` (the new job's JAR), the
    states whose savepoint values only the job's code reads are read by Flink's serializers
    (:data:`FLINK`) instead of only counted.
    """
    from flink_compat.savepoint.keyed import FRAMED, HEAP

    new_by_restore: dict[str, Operator] = {}
    for op in new.operators:
        new_by_restore.setdefault(op.restore_id, op)

    plan = Plan(location=sp.metadata_path)
    tasks: list = []
    for view in sp.operators:
        new_op = new_by_restore.get(view.operator_id)
        uid = view.uid or (new_op.uid if new_op else None)
        display = uid or (new_op.name if new_op and new_op.name else None) or view.name or view.operator_id
        new_states: dict[str, State] = {s.name: s for s in new_op.states} if new_op else {}
        by_name: dict[str, StatePlan] = {}

        keyed = view.keyed_meta if view.has_keyed_state else None
        if keyed is not None:
            for meta in keyed.states:
                by_name[meta.name] = _state_plan(view, display, uid, meta, _graph_kind(meta), True, new_op, new_states,
                                                 job_code)
            layouts = {i: view.keyed_layout(i) for i, _h in view.keyed_handles()}
            framable = [i for i, lay in layouts.items() if lay in FRAMED]
            unframable = sorted({lay for lay in layouts.values() if lay not in FRAMED})
            if unframable:
                why = (
                    f"{'/'.join(unframable)} keyed state: its entries are in the state backend's own files "
                    "(changelog), which the replay cannot read; take a canonical savepoint"
                )
                for p in by_name.values():
                    plan.unreadable.append((p, why))
            elif job_code is None and any(lay == HEAP for lay in layouts.values()) and _framed_by_job_code(keyed):
                why = ("heap layout keyed state whose entries only the job's serializers can frame (a custom "
                       "serializer, Kryo): give the new job's JAR as NEW, whose serializers frame them")
                for p in by_name.values():
                    plan.unreadable.append((p, why))
                framable = [i for i in framable if layouts[i] != HEAP]
            if framable:
                parts = max(1, target_tasks)
                if max_tasks_per_operator:
                    parts = min(parts, max_tasks_per_operator)
                handles = dict(view.keyed_handles())
                whole = [s for s in view.keyed_splits() if s.subtask in framable]  # one per handle
                sizes = {s.subtask: _kg_sizes(handles[s.subtask]) for s in whole}
                total = sum(sum(kg) for kg in sizes.values())
                for split in whole:
                    handle = handles[split.subtask]
                    mine = sum(sizes[split.subtask])
                    # each handle gets its share of the operator's tasks by its bytes
                    share = max(1, round(parts * mine / total)) if total else max(1, parts // len(whole))
                    for lo, hi, size in _balanced_ranges(handle.start_key_group, sizes[split.subtask], share):
                        tasks.append(KeyedTask(0, split.location, view.operator_id, split.subtask, lo, hi, size,
                                               split.allow_path))

        ops = view.operator_meta if view.has_operator_state else None
        if ops is not None:
            for meta in [*ops.operator_states, *ops.broadcast_states]:
                by_name[meta.name] = _state_plan(view, display, uid, meta, _graph_kind(meta), False, new_op, new_states,
                                                 job_code)
            for index, handle in view.operator_handles():
                size = getattr(getattr(handle, "delegate", None), "size", 0) or 0
                tasks.append(OperatorTask(0, sp.metadata_path, view.operator_id, index, int(size), sp.allow_path))
        if by_name:
            plan.states[view.operator_id] = by_name

    # biggest first: the long tasks start early and the tail is short
    tasks.sort(key=lambda t: -t.size)
    plan.tasks = [_with_index(t, i) for i, t in enumerate(tasks)]
    return plan


def pack(tasks: list) -> list[list]:
    """The tasks in groups, one Spark task each, the biggest first into the first group it
    fits (a group holds up to 5% more bytes than the biggest task): small tasks (operator
    state, a handle of a few entries) ride along with others instead of each paying a Spark
    task's fixed cost (a Python worker round trip: about 20 ms of CPU), and no group takes
    longer than the biggest task does alone."""
    if not tasks:
        return []
    sizes = [max(1, t.size) for t in tasks]
    room = max(sizes) * 1.05
    groups: list[list] = []
    loads: list[int] = []
    for size, task in sorted(zip(sizes, tasks), key=lambda st: -st[0]):
        i = next((i for i, load in enumerate(loads) if load + size <= room), None)
        if i is None:
            groups.append([])
            loads.append(0)
            i = len(groups) - 1
        groups[i].append(task)
        loads[i] += size
    return groups


def _with_index(task, index: int):
    from dataclasses import replace

    return replace(task, index=index)


def _kg_sizes(handle) -> list[int]:
    """Bytes of each key group of a keyed state handle (from its key-group offsets: a key
    group runs to the next non-empty one's offset, the last to the end of the stream); one
    byte each when the handle has no offsets (the key groups then weigh the same)."""
    n = handle.end_key_group - handle.start_key_group + 1
    offsets = [int(o or 0) for o in (getattr(handle, "offsets", ()) or ())]
    if len(offsets) != n:
        return [1] * n
    end = int(getattr(getattr(handle, "delegate", None), "size", None) or max(offsets, default=0))
    sizes = [0] * n
    after = end
    for i in range(n - 1, -1, -1):
        if offsets[i]:
            sizes[i] = max(0, after - offsets[i])
            after = offsets[i]
    return sizes


def _balanced_ranges(first: int, sizes: list[int], parts: int) -> list[tuple[int, int, int]]:
    """``(first key group, last key group, bytes)`` of at most ``parts`` consecutive ranges
    covering ``sizes`` (bytes per key group from ``first`` on), of about equal bytes: a
    range ends at the key group that reaches its multiple of the total / ``parts`` (a key
    group is never cut, so one huge key group makes a big range)."""
    total = sum(sizes)
    if parts <= 1 or total == 0 or len(sizes) <= 1:
        return [(first, first + len(sizes) - 1, total)]
    out = []
    lo = 0
    running = taken = 0
    for i, size in enumerate(sizes):
        running += size
        if i == len(sizes) - 1 or running >= total * (len(out) + 1) / parts:
            out.append((first + lo, first + i, running - taken))
            taken = running
            lo = i + 1
            if len(out) == parts - 1 and lo < len(sizes):
                out.append((first + lo, first + len(sizes) - 1, total - taken))
                break
    return out


def _state_plan(view, display, uid, meta, kind: str, keyed: bool, new_op, new_states,
                job_code: Optional[JobCode] = None) -> StatePlan:
    base = dict(operator_id=view.operator_id, operator=display, uid=uid, state=meta.name, kind=kind, keyed=keyed)
    if new_op is None:
        return StatePlan(**base, mode=COUNT, outcome_if_counted="dropped",
                         reason="the new job has no operator with this OperatorID: the state is not restored")
    new_state = new_states.get(meta.name)
    if new_state is None:
        return StatePlan(**base, mode=COUNT, outcome_if_counted="dropped",
                         reason="the new operator declares no state of this name: the state is not restored")
    why = _not_verifiable(meta.value_serializer) or (
        _not_verifiable(new_state.value_serializer) if new_state.value_serializer is not None else "the new job declares no serializer for it"
    )
    if keyed and why is None and kind != StateKind.TIMERS.value:
        old_key = view.keyed_meta.key_serializer
        why = _not_verifiable(old_key) or (_not_verifiable(new_op.key_serializer) if new_op.key_serializer else None)
    if why is None and not keyed and meta.backend_type == "BROADCAST":
        why = _not_verifiable(meta.serializers.get("KEY_SERIALIZER"))
    if why is None and is_pickled(new_state):
        why = "pickled Python values: only unpickling them could read them, which the replay never does"
    if why is not None and job_code is not None and meta.value_serializer is not None and not is_pickled(new_state):
        # Flink's restore reads the old values with the serializers restored from the savepoint's
        # snapshots over the new job's classes: so do they here.
        return StatePlan(**base, mode=FLINK, reason=why, job_code=job_code)
    if why is not None:
        return StatePlan(**base, mode=COUNT, outcome_if_counted="not-verified", reason=why)
    if keyed:
        new_key = new_op.key_serializer
    else:
        new_key = new_state.key_serializer
    return StatePlan(
        **base,
        mode=REPLAY,
        new_value=_json(new_state.value_serializer),
        new_namespace=_json(new_state.namespace_serializer),
        new_key=_json(new_key),
        python=_python(new_state),
        python_never_fails=python_request(new_state) is not None and never_fails(new_state.python_type),
    )


def _python(state: State) -> Optional[str]:
    """The Python layer of a PyFlink program's state (see ``StatePlan.python``), or None."""
    request = python_request(state)
    if request is None:
        return None
    from flink_compat.graph.pyflink import pyflink_python

    return json.dumps({**request, "type_info": state.python_type.type_info, "interpreter": str(pyflink_python())})
