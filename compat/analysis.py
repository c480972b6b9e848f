"""What the rules look at: the upgrade as a whole and each pair of old and new state.

The engine computes these once; rules read them. Keeping Flink's restore logic for a
state in one place (:class:`StatePair`) lets every rule agree on what Flink would do.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Callable, Iterable, Optional

from flink_compat.graph.class_path import JDK_PACKAGES, element_class, missing_classes
from flink_compat.graph.model import JobGraph, Operator, State, StateKind, graph_snapshots
from flink_compat.schema_registry import Compatibility, Resolution, Snapshot, classes_read, resolve, walk
from flink_compat.schema_registry._base import INCOMPATIBLE, MIGRATION, Reason, short_class
from flink_compat.schema_registry.families.avro import GENERIC_RECORD, AvroSnapshot, PositionalIssue, positional_issues, resolve_schemas
from flink_compat.schema_registry.families.collections import ListSnapshot, MapSnapshot
from flink_compat.schema_registry.families.kryo import (
    KryoSnapshot, kryo_layout, kryo_layouts_of, removed_last_fields, unreadable_with, with_kryo_fields, with_kryo_layouts)
from flink_compat.schema_registry.families.pojo import (
    PojoSnapshot, boxed_made_primitive, field_type_of, fields_refusing, restored_fields, types_by_name)
from flink_compat.schema_registry.families.ttl import TtlSnapshot

from .policy import Policy
from .probe import ProbeResult, SavepointProbe, declared_kryo_classes
from .sql_meaning import Lineage


def _major_minor(version: str) -> tuple[int, int]:
    """``"2.3"`` → (2, 3); ranges such as ``"1.16–1.20"`` or ``"2.3+"`` give their lower end."""
    match = re.match(r"\s*(\d+)(?:\.(\d+))?", version)
    if not match:
        return 0, 0
    return int(match.group(1)), int(match.group(2) or 0)


@dataclass
class Upgrade:
    """An old graph, a new graph and the policy they are checked under."""

    old: JobGraph
    new: JobGraph
    policy: Policy
    #: Reads the old savepoint's values where snapshots cannot tell (None: not a savepoint).
    probe: Optional[SavepointProbe] = None
    #: The job that took the old savepoint (``check --old-query``): a SQL script or compiled plan,
    #: a job JAR, PyFlink program or package. A savepoint keeps what an operator's state holds,
    #: not what it means (a SQL aggregate, a key selector, a window).
    old_query: Optional[JobGraph] = None
    #: The new job's classes that its snapshots do not show, as its JAR has them
    #: (``graph.jar.kryo_fields``: class → fields, Kryo class → the classes its values hold,
    #: enum → constants): those the states it no longer declares name (:func:`classes_to_look_up`).
    new_class_fields: Optional[tuple[dict, dict, dict]] = None
    #: The old savepoint's keys placed in key groups by the new job's classes, by old OperatorID
    #: (:func:`keys_to_place`; rule KEY_HASH_CHANGED).
    new_key_groups: Optional[dict[str, "KeysPlaced"]] = None
    #: Reads the old savepoint's values with Flink's serializers over the new job's classes
    #: (``compat.check.FlinkValuesReader``; None: NEW is no job JAR).
    new_values: Optional[Callable] = None
    #: Caches keyed by the identity of snapshots (which stay referenced in the values).
    _resolutions: dict = field(default_factory=dict)

    @cached_property
    def new_by_restore_id(self) -> dict[str, Operator]:
        by_id: dict[str, Operator] = {}
        for op in self.new.operators:
            by_id.setdefault(op.restore_id, op)
        return by_id

    def match(self, old_op: Operator) -> Optional[Operator]:
        """The new operator that restores ``old_op``'s state (Flink matches by OperatorID)."""
        return self.new_by_restore_id.get(old_op.id)

    @cached_property
    def matched_new_ids(self) -> set[str]:
        return {m.id for op in self.old.operators if (m := self.match(op)) is not None}

    @property
    def backend(self) -> Optional[str]:
        return self.new.state_backend

    @property
    def old_major(self) -> int:
        return _major_minor(self.old.flink_version)[0]

    @property
    def new_major(self) -> int:
        return _major_minor(self.new.flink_version)[0]

    def ttl_switch_supported(self) -> bool:
        """Flink migrates TTL switches since 2.1 on RocksDB and 2.2 on heap (FLINK-36521)."""
        version = _major_minor(self.new.flink_version)
        if version >= (2, 2):
            return True
        return version >= (2, 1) and self.backend == "rocksdb"

    def resolve(self, old: Snapshot, new: Snapshot) -> Resolution:
        key = (id(old), id(new))
        hit = self._resolutions.get(key)
        if hit is None:
            hit = self._resolutions[key] = (resolve(old, new), old, new)
        return hit[0]

    def kryo_types(self, snapshot: Optional[Snapshot]) -> tuple[str, ...]:
        """Labels of the Kryo-serialized types inside ``snapshot`` (cached per snapshot)."""
        if snapshot is None:
            return ()
        key = ("kryo", id(snapshot))
        hit = self._resolutions.get(key)
        if hit is None:
            found = sorted({s.label() for _, s in walk(snapshot) if isinstance(s, KryoSnapshot)})
            hit = self._resolutions[key] = (tuple(found), snapshot)
        return hit[0]

    def name_of(self, op: Operator) -> str:
        return op.display_name

    @property
    def old_sql_job(self) -> JobGraph:
        """The old side as a SQL job: the query that took the savepoint, else the old graph."""
        return self._sql_query or self.old

    @property
    def _sql_query(self) -> Optional[JobGraph]:
        """``old_query`` when it is a SQL job (a JAR or package says nothing of SQL meaning)."""
        return self.old_query if self.old_query is not None and self.old_query.sql is not None else None

    @cached_property
    def sql_lineages(self) -> tuple[Lineage, Lineage]:
        """What the fields of the old and new SQL jobs' operators are made of."""
        return Lineage(self.old_sql_job), Lineage(self.new)

    def old_sql_operator(self, old_op: Operator) -> Optional[Operator]:
        """``old_op`` as the old SQL job plans it (the old query's operator with its OperatorID)."""
        if self._sql_query is None:
            return old_op if old_op.sql is not None else None
        return self._old_query_by_restore_id.get(old_op.id)

    def old_job_operator(self, old_op: Operator) -> Operator:
        """``old_op`` as the DataStream job that took the savepoint describes it (its operator with
        the same OperatorID, ``--old-query``), else ``old_op`` itself. A SQL query lends its
        operators only to the SQL rules (what its state means), as before JARs were accepted."""
        if self.old_query is None or self.old_query.sql is not None:
            return old_op
        return self._old_query_by_restore_id.get(old_op.id, old_op)

    @cached_property
    def _old_query_by_restore_id(self) -> dict[str, Operator]:
        return {op.restore_id: op for op in self.old_query.operators} if self.old_query else {}

    def task_restores_state(self, new_op: Operator) -> bool:
        """Whether Flink assigns savepoint state to the task (chain) that runs ``new_op``:
        ``StateAssignmentOperation.repartitionState`` runs ``assignAttemptState``, whose
        ``checkParallelismPreconditions`` checks every operator of the task, only for a task with
        ``hasNonFinishedState``: one of its operators restores an operator state with subtask
        states (``getNumberCollectedStates() > 0``). A savepoint has those for every operator of
        an old task with state, stateless ones included (:meth:`SavepointProbe.task_had_state`);
        a job as the old side says it by its chains."""
        return self._tasks_restoring_state.get(self.new.chain_head(new_op).id, False)

    @cached_property
    def _tasks_restoring_state(self) -> dict[str, bool]:
        restored_by = {m.id: old for old in self.old.operators if (m := self.match(old)) is not None}
        old_tasks_with_state = {self.old.chain_head(op).id for op in self.old.operators if op.is_stateful}
        out: dict[str, bool] = {}
        for op in self.new.operators:
            old = restored_by.get(op.id)
            if old is None:
                had = False
            elif self.old.origin == "savepoint" and self.probe is not None:
                had = self.probe.task_had_state(old.id)
            else:
                had = self.old.chain_head(old).id in old_tasks_with_state
            head = self.new.chain_head(op).id
            out[head] = out.get(head, False) or had
        return out

    def has_keyed_state(self, op: Operator) -> bool:
        key = ("keyed", id(op))
        hit = self._resolutions.get(key)
        if hit is None:
            hit = self._resolutions[key] = (any(s.kind.keyed for s in op.states), op)
        return hit[0]

    @cached_property
    def _counterparts(self) -> dict[str, Optional[Operator]]:
        return _find_counterparts(self)

    def new_kryo_layout(self, cls: str) -> Optional[dict]:
        """The layout of the Kryo class ``cls`` in the new job (:func:`kryo_layout`): as a state of
        the new job declares it, else as its JAR has it; None when not known."""
        layout = self._new_kryo_layouts.get(cls)
        if layout is None and self.new_class_fields is not None:
            fields, nested, enums = self.new_class_fields
            layout = kryo_layout(cls, fields, enums, nested)
        return layout

    def new_field_types(self, pojo_class: str) -> dict[str, str]:
        """Field → Java type of the class ``pojo_class`` in the new job, as far as known: from its
        JAR, else from the POJO snapshots of the new job's states (a declared Java type, or the one
        class a field's serializer reads: ``String``, a POJO's)."""
        if self.new_class_fields is not None and self.new_class_fields[0].get(pojo_class) is not None:
            return types_by_name(self.new_class_fields[0][pojo_class])
        return self._new_pojo_types.get(pojo_class, {})

    @cached_property
    def _new_kryo_layouts(self) -> dict[str, dict]:
        return kryo_layouts_of(graph_snapshots(self.new))

    @cached_property
    def _new_pojo_types(self) -> dict[str, dict[str, str]]:
        out: dict[str, dict[str, str]] = {}
        for snapshot in graph_snapshots(self.new):
            for _, s in walk(snapshot):
                if isinstance(s, PojoSnapshot):
                    known = {f.name: field_type_of(f) for f in s.fields}
                    out.setdefault(s.pojo_class, {}).update({n: t for n, t in known.items() if t is not None})
        return out

    @cached_property
    def classes_named_by_new(self) -> frozenset[str]:
        """Every class the new job's serializer snapshots name: its class path has them."""
        found: set[str] = set()
        for op in self.new.operators:
            if op.key_serializer is not None:
                found.update(classes_read(op.key_serializer))
            for state in op.states:
                found.update(classes_of_state(state))
        return frozenset(found)


# ------------------------------------------------- the classes a restore reads for a state


def _snapshots_of(state: State) -> tuple[Optional[Snapshot], ...]:
    return state.value_serializer, state.namespace_serializer, state.key_serializer


def classes_of_state(state: State) -> tuple[str, ...]:
    """Every class Flink resolves by name to read ``state``'s serializer snapshots
    (:func:`schema_registry.classes_read`)."""
    return tuple(dict.fromkeys(c for s in _snapshots_of(state) if s is not None for c in classes_read(s)))


def reads_undeclared_state(new_op: Operator, keyed: bool) -> bool:
    """Whether Flink reads a state (``keyed`` or not) when it restores ``new_op``, which no longer
    declares it: each state backend of an operator restores every state the savepoint holds for it and
    reads each one's serializer snapshots, used or not. A keyed state only when the operator is
    still keyed: an operator without a key makes no keyed backend."""
    return not keyed or new_op.key_serializer is not None


def undeclared_states(up: Upgrade) -> Iterable[tuple[Operator, Operator, State]]:
    """(old operator, new operator, old state) of each state of the savepoint the new operator that
    restores it no longer declares (by name; a state named anew at each open declares none)."""
    for old_op in up.old.operators:
        new_op = up.match(old_op)
        if new_op is None or new_op.states_unknown:
            continue
        declared = {s.name for s in new_op.states if not s.name_changes_each_open}
        yield from ((old_op, new_op, s) for s in old_op.states if s.name not in declared)


def values_read_at_restore(up: Upgrade, new_op: Operator, old_state: State) -> bool:
    """Whether Flink reads every value of ``old_state``, which ``new_op`` no longer declares, when
    it restores ``new_op``, with the serializer it restores from the state's snapshot: an
    operator state always (``OperatorStateRestoreOperation`` deserializes each state of the
    snapshot), a keyed state on the hashmap backend (``HeapRestoreOperation`` reads every entry of
    every state into its tables); RocksDB restores keyed state's bytes without reading them."""
    return reads_undeclared_state(new_op, old_state.kind.keyed) and (
        not old_state.kind.keyed or up.backend != "rocksdb")


#: How many distinct keys of a savepoint's operator the new job's classes place in key groups.
KEYS_PLACED = 256


@dataclass(frozen=True)
class KeysPlaced:
    """Keys of a savepoint's operator placed in key groups by the new job's classes."""

    #: Keys placed (their bytes read with the key serializer over the new job's classes).
    keys: int
    #: Of those, the ones the new job puts in another key group than the savepoint holds them in.
    moved: int
    #: One of those: (its key group in the savepoint, the one the new job looks it up in).
    example: Optional[tuple[int, int]] = None


def keys_to_place(up: Upgrade) -> list[tuple[Operator, Operator]]:
    """The (old, new) keyed operators whose savepoint keys the new JAR is asked to place in key
    groups (:attr:`Upgrade.new_key_groups`): the old side a savepoint, the job that took it not
    saying how its keys hashed (no ``--old-query`` key hash), and the new key hashing by the job's
    own code (:attr:`graph.model.Operator.key_hash`): a key the new job's hashCode puts elsewhere
    is a key whose state the new job never finds."""
    if up.old.origin != "savepoint" or up.probe is None:
        return []
    return [(old_op, new_op) for old_op in up.old.operators
            if (new_op := up.match(old_op)) is not None and new_op.key_hash is not None
            and up.old_job_operator(old_op).key_hash is None and up.has_keyed_state(old_op)
            and old_op.key_serializer is not None and old_op.max_parallelism is not None]


def placed_keys(up: Upgrade, key_groups) -> dict[str, KeysPlaced]:
    """:func:`keys_to_place`'s operators' keys (up to :data:`KEYS_PLACED` each, as the savepoint
    holds them) placed by ``key_groups`` (:func:`graph.flink_values.key_groups_with_flink` over the
    new JAR), in one call; operators whose keys cannot be read, or the new classes not read them,
    are left out (nothing is said of them)."""
    asked = []
    for old_op, _new_op in keys_to_place(up):
        keys = up.probe.keys(old_op.id, KEYS_PLACED)
        if isinstance(keys, list) and keys:
            asked.append((old_op, keys))
    results = key_groups([(op.key_serializer, op.max_parallelism, [k for _, k in keys]) for op, keys in asked]) \
        if asked else None
    placed = {}
    for (op, keys), groups in zip(asked, results or ()):
        if isinstance(groups, str):
            continue
        read = [(saved, new) for (saved, _), new in zip(keys, groups) if isinstance(new, int)]
        moved = [(saved, new) for saved, new in read if saved != new]
        if read:
            placed[op.id] = KeysPlaced(len(read), len(moved), moved[0] if moved else None)
    return placed


def classes_to_look_up(up: Upgrade) -> tuple[list[str], list[str]]:
    """What the new JAR is asked for (:attr:`Upgrade.new_class_fields`), of the states the new
    job no longer declares whose values Flink reads at restore (:func:`values_read_at_restore`):
    their Kryo classes that no state of the new job declares (written with a known layout, or in a
    savepoint, whose values are then read with the new layout), and their POJO classes (a
    snapshot does not tell a ``long`` field from a ``Long``; the JAR tells every field's type)."""
    kryo: set[str] = set()
    pojo: set[str] = set()
    for _old_op, new_op, old_state in undeclared_states(up):
        if not values_read_at_restore(up, new_op, old_state):
            continue
        for snapshot in _snapshots_of(old_state):
            for _, node in walk(snapshot) if snapshot is not None else ():
                if isinstance(node, KryoSnapshot) and (node.declared_fields is not None or up.old.origin == "savepoint") \
                        and node.type_class not in up._new_kryo_layouts:
                    kryo.add(node.type_class)
                elif isinstance(node, PojoSnapshot):
                    pojo.add(node.pojo_class)
    return sorted(kryo), sorted(pojo - kryo)


def undeclared_values_refused(up: Upgrade, old_op: Operator, new_op: Operator, old_state: State) -> list[str]:
    """Why the new job's classes cannot take the values of ``old_state``, which ``new_op`` no
    longer declares but Flink reads at restore (:func:`values_read_at_restore`) with the
    serializer of its snapshot over the new job's classes: a POJO field that the new class has
    with a type its old values are not (``Field.set`` refuses them), or as the primitive of its
    old boxed type where an old value holds null (the savepoint's values tell; between two jobs
    one may); a Kryo class whose new layout cannot read the old bytes. Empty when they can, or
    when that is not known."""
    key = ("undeclared values refused", id(old_state))  # two rules ask; the answer may read values
    hit = up._resolutions.get(key)
    if hit is None:
        hit = up._resolutions[key] = (_undeclared_values_refused(up, old_op, new_op, old_state), old_state)
    return hit[0]


def _undeclared_values_refused(up: Upgrade, old_op: Operator, new_op: Operator, old_state: State) -> list[str]:
    if not values_read_at_restore(up, new_op, old_state):
        return []
    found: list[str] = []
    made_primitive: list[tuple[str, str, str, str]] = []  # (POJO class, field, boxed, primitive)
    unknown_layouts: dict[str, dict] = {}  # Kryo class the old side has no layout of → the new one's
    for snapshot in _snapshots_of(old_state):
        for _, node in walk(snapshot) if snapshot is not None else ():
            if isinstance(node, PojoSnapshot):
                new_types = up.new_field_types(node.pojo_class)
                found += [f"{short_class(node.pojo_class)}.{name} is now {short_class(new_type)}, its values "
                          f"{short_class(value_class)}: Field.set refuses them (IllegalArgumentException)"
                          for name, new_type, value_class in fields_refusing(node, new_types)]
                made_primitive += [(node.pojo_class, *made) for made in boxed_made_primitive(node, new_types)]
            elif isinstance(node, KryoSnapshot):
                layout = up.new_kryo_layout(node.type_class)
                if layout is not None and node.declared_fields is None:
                    unknown_layouts[node.type_class] = layout  # a savepoint's: its values tell
                why = None if layout is None else unreadable_with(node, layout)
                if why is not None:
                    found.append(why)
    if made_primitive:
        found += nulls_refused(up, old_op, old_state, list(dict.fromkeys(made_primitive)))
    if unknown_layouts and up.old.origin == "savepoint" and up.probe is not None:
        # Read the savepoint's values as the restore will: with the new classes' fields.
        as_new = old_state.model_copy(update={"value_serializer": with_kryo_layouts(old_state.value_serializer,
                                                                                     unknown_layouts)})
        result = up.probe.probe(old_op.id, old_state, as_new)
        if result.failed:
            found.append(result.summary())
    return list(dict.fromkeys(found))


def nulls_refused(up: Upgrade, old_op: Operator, old_state: State,
                  made_primitive: list[tuple[str, Optional[str], str, str]]) -> list[str]:
    """What a null among the values of ``old_state`` does to a restore that sets them into POJO
    fields made the primitive of their old boxed type (``(POJO class, field, boxed, primitive)``):
    Flink fails it, "Can not set long field ... to null value". The savepoint's values say whether
    one holds null there (nothing when none does); between two jobs one may. A field whose old
    type is not recorded (boxed ``None``: a savepoint's) is a finding only where a value holds
    null there, which a primitive field never does."""
    seen = None
    if up.old.origin == "savepoint" and up.probe is not None:
        fields: dict[str, set[str]] = {}
        for cls, name, _boxed, _primitive in made_primitive:
            fields.setdefault(cls, set()).add(name)
        seen = up.probe.nulls(old_op.id, old_state, fields)
    out = []
    for cls, name, boxed, primitive in made_primitive:
        before = f"{short_class(boxed)} before" if boxed is not None else \
            "the savepoint does not record its type before; a null there shows it was boxed"
        change = f"field {name} of {short_class(cls)} became {primitive} ({before})"
        if isinstance(seen, tuple):
            nulls, read = seen
            if nulls[(cls, name)]:
                out.append(f"{change}: {nulls[(cls, name)]} of the savepoint's {read} values hold null there, "
                           "which Flink cannot set into a primitive: it fails the restore")
        elif boxed is None:
            continue  # only a null shows that the field was boxed, and no null was seen
        elif seen is not None:
            out.append(f"{change}: Flink fails the restore if a value holds null there, and the savepoint's values "
                       f"cannot be read to tell ({seen})")
        else:
            out.append(f"{change}: Flink fails the restore if an old value holds null there (the old class allowed "
                       "it); the values are in the savepoint: check against it with --old-query")
    return out


def classes_off_class_path(new: JobGraph, new_op: Operator, old_state: State) -> Optional[list[str]]:
    """The classes Flink needs to read the undeclared ``old_state`` when it restores ``new_op``
    that are not on the new job's class path ([] when all are); None when that class path is
    not known (:attr:`JobGraph.class_path`) or Flink does not read the state."""
    return classes_missing_to_restore(new.class_path, new_op, old_state.kind.keyed, _snapshots_of(old_state))


def classes_missing_to_restore(class_path: Optional[tuple[str, ...]], new_op: Operator, keyed: bool,
                               snapshots: Iterable[Optional[Snapshot]]) -> Optional[list[str]]:
    """The classes of a state's serializer ``snapshots`` (keyed or not) that ``class_path`` lacks
    and Flink resolves when it restores ``new_op``, which does not declare the state; None when
    the class path is not known or Flink does not read the state (:func:`reads_undeclared_state`)."""
    if class_path is None or not reads_undeclared_state(new_op, keyed):
        return None
    return missing_classes(class_path, (c for s in snapshots if s is not None for c in classes_read(s)))


#: Whose classes a job's class path has whatever the job: Flink's, Scala's (in Flink's lib) and
#: the JDK's.
_PLATFORM_PACKAGES = ("org.apache.flink.", "scala.") + JDK_PACKAGES


def classes_unchecked(up: Upgrade, new_op: Operator, old_state: State) -> list[str]:
    """When the new job's class path is not known: the job's own classes (none of Flink's, Scala's
    or the JDK's) that Flink needs to read the undeclared ``old_state`` and that no serializer
    snapshot of the new job names (one that does is on its class path)."""
    if up.new.class_path is not None or not reads_undeclared_state(new_op, old_state.kind.keyed):
        return []
    own = [c for c in classes_of_state(old_state) if not element_class(c).startswith(_PLATFORM_PACKAGES)]
    return [c for c in own if c not in up.classes_named_by_new] if own else []


def counterpart_of(up: Upgrade, old_op: Operator) -> Optional[Operator]:
    """A new operator that is probably ``old_op`` under another ID (uid renamed, ID shifted)."""
    return up._counterparts.get(old_op.id)


def is_successor(up: Upgrade, new_op: Operator) -> bool:
    """Whether ``new_op`` is the counterpart of an old operator whose ID changed."""
    return any(c is not None and c.id == new_op.id for c in up._counterparts.values())


def _signature(op: Operator) -> set[tuple[str, str]]:
    return {(s.name, s.kind.value) for s in op.states}


def _find_counterparts(up: Upgrade) -> dict[str, Optional[Operator]]:
    """Pair old operators whose state found no match with new operators that have no
    state in the savepoint, by how alike their states, kind, name and key are."""
    unmatched_old = [op for op in up.old.operators if op.is_stateful and up.match(op) is None]
    unmatched_new = [op for op in up.new.operators if op.is_stateful and op.id not in up.matched_new_ids]
    signatures = {op.id: _signature(op) for op in (*unmatched_old, *unmatched_new)}
    # Only operators sharing at least one (state name, kind) are candidates.
    by_state: dict[tuple[str, str], list[Operator]] = {}
    for new_op in unmatched_new:
        for item in signatures[new_op.id]:
            by_state.setdefault(item, []).append(new_op)
    scores = []
    for old_op in unmatched_old:
        a = signatures[old_op.id]
        candidates = {n.id: n for item in a for n in by_state.get(item, ())}
        for new_op in candidates.values():
            b = signatures[new_op.id]
            score = len(a & b) / len(a | b)
            if old_op.kind == new_op.kind and old_op.kind != "operator":
                score += 0.25
            if old_op.name and old_op.name == new_op.name:
                score += 0.25
            if old_op.key_serializer is not None and (
                old_op.key_serializer is new_op.key_serializer or old_op.key_serializer == new_op.key_serializer
            ):
                score += 0.1
            if score >= 0.5:
                scores.append((score, old_op.id, new_op.id, new_op))
    result: dict[str, Optional[Operator]] = {}
    taken: set[str] = set()
    for score, old_id, new_id, new_op in sorted(scores, key=lambda s: (-s[0], s[1], s[2])):
        if old_id in result or new_id in taken:
            continue
        result[old_id] = new_op
        taken.add(new_id)
    return result


def explain(resolution: Resolution) -> tuple[str, ...]:
    return tuple(str(r) for r in resolution.reasons)


# ------------------------------------------------------------ renamed record fields


@dataclass(frozen=True)
class LikelyRename:
    """A field a record type (POJO or Avro record) no longer has, and the fields of the same
    type it added: probably the same field under a new name."""

    family: str  # "pojo" or "avro"
    #: Where the type is inside the state's serializer ("" for the state's value itself).
    path: str
    #: The record type, for people ("POJO Alarm", "Avro record com.acme.Reading").
    record: str
    removed: str
    field_type: str
    candidates: tuple[str, ...]


def likely_renamed_fields(up: Upgrade, old: Snapshot, new: Snapshot) -> list[LikelyRename]:
    """Fields removed from a POJO or Avro record of ``old`` (at any depth; compared with the
    same type at the same place in ``new``) while fields of the same type were added.

    POJO: Flink matches fields by declaring class and name, so it reads the removed field's
    values and drops them, and the added ones start with their Java default; same type: the
    old field's snapshot reads the added field's values as they are (AS_IS or reconfigured).
    Avro: schema resolution skips a writer field no reader field names (or aliases) and gives
    the added field its default; same type: equal schemas."""
    new_nodes = {path: s for path, s in walk(new) if isinstance(s, (PojoSnapshot, AvroSnapshot))}
    found: list[LikelyRename] = []
    for path, old_node in walk(old):
        new_node = new_nodes.get(path)
        if isinstance(old_node, PojoSnapshot) and isinstance(new_node, PojoSnapshot):
            found += _pojo_renames(up, path, old_node, new_node)
        elif isinstance(old_node, AvroSnapshot) and isinstance(new_node, AvroSnapshot) and not _generic(old_node, new_node):
            # GenericRecords migrate by position, not by name (avro_positional_issues)
            found += _avro_renames(path, old_node.avro_schema, new_node.avro_schema)
    return found


def _generic(old: AvroSnapshot, new: AvroSnapshot) -> bool:
    return old.runtime_type == GENERIC_RECORD and new.runtime_type == GENERIC_RECORD


def avro_positional_issues(old: Snapshot, new: Snapshot) -> list[tuple[str, AvroSnapshot, PositionalIssue]]:
    """(path, the new Avro snapshot, issue) of every GenericRecord part of ``old`` (at any
    depth, compared with the same place in ``new``) whose migration Flink does by field
    position with a result other than Avro's schema resolution (``families.avro``)."""
    new_nodes = {path: s for path, s in walk(new) if isinstance(s, AvroSnapshot)}
    found = []
    for path, old_node in walk(old):
        new_node = new_nodes.get(path)
        if not (isinstance(old_node, AvroSnapshot) and isinstance(new_node, AvroSnapshot) and _generic(old_node, new_node)):
            continue
        if resolve_schemas(old_node.avro_schema, new_node.avro_schema).compatibility is not Compatibility.COMPATIBLE_AFTER_MIGRATION:
            continue
        found += [(path, new_node, issue) for issue in positional_issues(old_node.avro_schema, new_node.avro_schema)]
    return found


_SAME_TYPE = (Compatibility.COMPATIBLE_AS_IS, Compatibility.COMPATIBLE_WITH_RECONFIGURED_SERIALIZER)


def _pojo_renames(up: Upgrade, path: str, old: PojoSnapshot, new: PojoSnapshot) -> list[LikelyRename]:
    if new.pojo_class != old.pojo_class:
        return []  # another class: the restore fails (STATE_SERIALIZER_INCOMPATIBLE)
    pairs = restored_fields(old, new)
    restored = {id(match) for _f, match in pairs if match is not None}
    added = [f for f in new.fields if id(f) not in restored]
    found = []
    for removed, match in pairs:
        if match is not None:
            continue
        candidates = tuple(f.name for f in added if up.resolve(removed.serializer, f.serializer).compatibility in _SAME_TYPE)
        if candidates:
            found.append(LikelyRename("pojo", path, new.label(), removed.name, removed.serializer.label(), candidates))
    return found


def _avro_renames(path: str, old_schema: str, new_schema: str) -> list[LikelyRename]:
    old_records, new_records = _avro_records(old_schema), _avro_records(new_schema)
    found = []
    for name, old_record in old_records.items():
        new_record = new_records.get(name)
        if new_record is None:
            continue
        old_fields = {f["name"]: f for f in old_record.get("fields", ())}
        new_fields = new_record.get("fields", ())
        # What of the old data the new record reads: its fields' names and aliases.
        read = {n for f in new_fields for n in (f["name"], *f.get("aliases", ()))}
        added = [f for f in new_fields if not {f["name"], *f.get("aliases", ())} & set(old_fields)]
        for removed in old_fields.values():
            if removed["name"] in read:
                continue
            same = _avro_type_key(removed.get("type"))
            candidates = tuple(f["name"] for f in added if _avro_type_key(f.get("type")) == same)
            if candidates:
                found.append(LikelyRename(
                    "avro", path, f"Avro record {name}", removed["name"], json.dumps(removed.get("type")), candidates
                ))
    return found


def _avro_records(schema: str) -> dict[str, dict]:
    """Every record of an Avro schema (JSON text) by full name."""
    records: dict[str, dict] = {}

    def visit(node, namespace):
        if isinstance(node, list):  # a union
            for branch in node:
                visit(branch, namespace)
        elif isinstance(node, dict):
            kind = node.get("type")
            if kind in ("record", "error"):
                name = node.get("name", "")
                ns = node.get("namespace", namespace)
                full = name if "." in name or not ns else f"{ns}.{name}"
                records[full] = node
                for f in node.get("fields", ()):
                    visit(f.get("type"), full.rpartition(".")[0] or None)
            elif kind == "array":
                visit(node.get("items"), namespace)
            elif kind == "map":
                visit(node.get("values"), namespace)
            elif isinstance(kind, (dict, list)):
                visit(kind, namespace)

    try:
        visit(json.loads(schema), None)
    except ValueError:
        return {}
    return records


def _avro_type_key(node) -> str:
    """A field's Avro type, comparable: ``{"type": "long"}`` is ``"long"``; docs do not count."""
    if isinstance(node, dict) and set(node) - {"doc"} == {"type"}:
        return _avro_type_key(node["type"])
    if isinstance(node, dict):
        node = {k: v for k, v in node.items() if k != "doc"}
    return json.dumps(node, sort_keys=True)


# ------------------------------------------------------------------------------ TTL


def _strip_ttl(kind: StateKind, serializer: Optional[Snapshot]) -> tuple[Optional[Snapshot], bool]:
    """The serializer without Flink's TTL wrapper, and whether there was one."""
    if serializer is None:
        return None, False
    if kind is StateKind.LIST and isinstance(serializer, ListSnapshot) and isinstance(serializer.element, TtlSnapshot):
        return serializer.model_copy(update={"element": serializer.element.value}), True
    if kind is StateKind.MAP and isinstance(serializer, MapSnapshot) and isinstance(serializer.value, TtlSnapshot):
        return serializer.model_copy(update={"value": serializer.value.value}), True
    if isinstance(serializer, TtlSnapshot):
        return serializer.value, True
    return serializer, False


def _value_ending_the_read(kind: StateKind, serializer: Optional[Snapshot]) -> Optional[Snapshot]:
    """The serializer of a value that ends the bytes Flink reads for it (whatever follows is
    never looked at): a keyed value, a map value, an operator list element. Not a keyed
    list element (the next one follows after a delimiter), not a field of another type."""
    if kind in (StateKind.VALUE, StateKind.REDUCING, StateKind.AGGREGATING, StateKind.OPERATOR_LIST):
        return serializer
    if kind is StateKind.MAP and isinstance(serializer, MapSnapshot):
        return serializer.value
    return None


def _kryo_fields_left_unread(kind: StateKind, old: Optional[Snapshot], new: Optional[Snapshot]):
    """(old, new) Kryo snapshots when the new class only lost its last fields and its value
    ends Flink's read: Flink restores it, dropping those fields (Kryo ignores what is left)."""
    old_value, new_value = _value_ending_the_read(kind, old), _value_ending_the_read(kind, new)
    if isinstance(old_value, KryoSnapshot) and isinstance(new_value, KryoSnapshot) and removed_last_fields(old_value, new_value):
        return old_value, new_value
    return None


class StatePair:
    """A state present in both versions, and what Flink does with it at restore.

    Everything is worked out once, on construction, in the order Flink checks it
    (namespace, kind, serializer, backend-specific limits); rules only read the result.
    """

    __slots__ = (
        "up", "old_op", "new_op", "old", "new", "comparable", "ttl_switch", "value", "namespace",
        "user_key", "user_key_old", "user_key_new", "map_user_key_blocked", "timers_unmigrated",
        "ttl_blocked", "blocked", "effective", "unchanged", "probe", "kryo_note",
    )

    def __init__(self, up: Upgrade, old_op: Operator, new_op: Operator, old: State, new: State):
        self.up, self.old_op, self.new_op, self.old, self.new = up, old_op, new_op, old, new
        old_kind, new_kind = old.kind, new.kind
        self.unchanged = False
        #: What reading the savepoint's values with the new serializer showed, if it was read.
        self.probe: Optional[ProbeResult] = None
        #: What the check found out about a Kryo class of this state (for the Kryo finding).
        self.kryo_note: Optional[str] = None
        if (
            old.value_serializer is new.value_serializer
            and old.namespace_serializer is new.namespace_serializer
            and old.key_serializer is new.key_serializer
            and old_kind is new_kind
            and old.distribution is new.distribution
        ):
            # The very same serializer objects (types are shared by interning). A snapshot
            # resolves AS_IS against itself unless it holds one we cannot judge, so when the
            # (cached) resolutions say AS_IS nothing below can apply.
            value = _AS_IS if old.value_serializer is None else up.resolve(old.value_serializer, new.value_serializer)
            ns = None if old.namespace_serializer is None else up.resolve(old.namespace_serializer, new.namespace_serializer)
            if value.compatibility is Compatibility.COMPATIBLE_AS_IS and (
                ns is None or ns.compatibility is Compatibility.COMPATIBLE_AS_IS
            ):
                self.comparable, self.ttl_switch, self.ttl_blocked = True, None, False
                self.value, self.namespace = value, ns
                self.user_key, self.user_key_old, self.user_key_new = None, "?", "?"
                self.map_user_key_blocked = self.timers_unmigrated = self.blocked = False
                self.effective = Compatibility.COMPATIBLE_AS_IS
                self.unchanged = True
                return
        keyed = old_kind.keyed
        # Same kind of state: only then do serializers matter (Flink checks kind first).
        if keyed != new_kind.keyed:
            self.comparable = False
        elif keyed:
            self.comparable = old_kind is new_kind
        else:
            self.comparable = old.distribution == new.distribution

        # TTL wraps values; switching it is a migration only where Flink supports it.
        self.ttl_switch = None
        old_ser, new_ser = old.value_serializer, new.value_serializer
        inner_old, old_ttl = _strip_ttl(old_kind, old_ser)
        inner_new, new_ttl = _strip_ttl(new_kind, new_ser)
        if keyed and old_kind is not StateKind.TIMERS and old_ttl != new_ttl:
            self.ttl_switch = "on" if new_ttl else "off"
        self.ttl_blocked = bool(self.ttl_switch) and not up.ttl_switch_supported()

        if old_ser is None or new_ser is None:
            self.value = _AS_IS
        elif self.ttl_switch and not self.ttl_blocked:
            # TtlAwareSerializerSnapshot: resolve the user serializers; anything compatible
            # becomes a migration that adds or drops the TTL timestamp of every entry.
            inner = up.resolve(inner_old, inner_new)
            if inner.compatibility.is_compatible:
                self.value = Resolution(
                    MIGRATION, (*inner.reasons, Reason(MIGRATION, f"TTL switched {self.ttl_switch}: every entry is rewritten"))
                )
            else:
                self.value = inner
        else:
            dropped = _kryo_fields_left_unread(old_kind, old_ser, new_ser)
            if dropped:
                old_kryo, new_kryo = dropped
                self.value = resolve(with_kryo_fields(old_ser, {old_kryo.type_class: new_kryo.declared_fields}, replace=True), new_ser)
                self.kryo_note = (
                    f"{', '.join(removed_last_fields(old_kryo, new_kryo))} removed from {short_class(new_kryo.type_class)}: "
                    "Kryo reads the other fields as before and leaves the removed ones' bytes unread (their values are "
                    "dropped silently)"
                )
            else:
                self.value = up.resolve(old_ser, new_ser)
            if (
                self.value.compatibility is Compatibility.UNKNOWN
                and up.probe is not None
                and self.comparable
                and declared_kryo_classes(new_ser)
            ):
                # Only the values can tell whether a Kryo class still reads them.
                self.probe = up.probe.probe(old_op.id, old, new)
                self.value = self.probe.resolution(old_ser, new_ser, self.value)
                self.kryo_note = self.probe.summary()
            if (
                self.value.compatibility is Compatibility.UNKNOWN
                and up.probe is not None
                and up.new_values is not None
                and self.comparable
                and any(isinstance(s, KryoSnapshot) for _, s in walk(old_ser))
            ):
                # Those Python could not read, Flink's KryoSerializer reads with the new classes as
                # the restore does: where it fails on them, so does the restore. (Values it reads may
                # still be misread, an enum's moved constant: the state stays unknown then.)
                why = up.probe.unread_by_flink(old_op.id, old, up.new_values)
                if why is not None:
                    self.value = Resolution.of(INCOMPATIBLE, why)
        if old.key_serializer is not None and new.key_serializer is not None:
            # A broadcast state's map keys: Flink resolves them before the values and fails the
            # restore on incompatible ones ("The new key typeSerializer for broadcast state must
            # not be incompatible"); the state is what its worse side is.
            keys = up.resolve(old.key_serializer, new.key_serializer)
            if keys.compatibility.rank > self.value.compatibility.rank:
                self.value = keys
        value = self.value.compatibility

        ns_old, ns_new = old.namespace_serializer, new.namespace_serializer
        self.namespace = None if ns_old is None or ns_new is None else up.resolve(ns_old, ns_new)

        # MapState user keys: RocksDB migrates a map only if its user keys resolve AS_IS.
        self.user_key = None
        self.user_key_old = self.user_key_new = "?"
        self.map_user_key_blocked = False
        if old_kind is StateKind.MAP and new_kind is StateKind.MAP and isinstance(old_ser, MapSnapshot) and isinstance(new_ser, MapSnapshot):
            self.user_key = up.resolve(old_ser.key, new_ser.key)
            self.user_key_old, self.user_key_new = old_ser.key.label(), new_ser.key.label()
            self.map_user_key_blocked = (
                up.backend != "hashmap"
                and value is Compatibility.COMPATIBLE_AFTER_MIGRATION
                and self.user_key.compatibility is not Compatibility.COMPATIBLE_AS_IS
            )

        # Timers: RocksDB keeps them as keys and only rejects incompatible serializers.
        self.timers_unmigrated = (
            new_kind is StateKind.TIMERS and up.backend != "hashmap" and value is Compatibility.COMPATIBLE_AFTER_MIGRATION
        )
        #: A migration Flink will not carry out (reported by a more specific rule).
        self.blocked = self.map_user_key_blocked or self.timers_unmigrated or self.ttl_blocked

        # What happens to this state at restore, all rules considered.
        if not self.comparable or self.blocked:
            self.effective = INCOMPATIBLE
        else:
            effective = value
            ns = self.namespace.compatibility if self.namespace is not None else Compatibility.COMPATIBLE_AS_IS
            if ns in (Compatibility.COMPATIBLE_AFTER_MIGRATION, Compatibility.INCOMPATIBLE):
                effective = INCOMPATIBLE
            elif ns is Compatibility.UNKNOWN and effective.rank < Compatibility.UNKNOWN.rank:
                effective = Compatibility.UNKNOWN
            self.effective = effective

    @property
    def old_label(self) -> str:
        return _state_label(self.old)

    @property
    def new_label(self) -> str:
        return _state_label(self.new)


def _state_label(state: State) -> str:
    """A state's serializer for people; a broadcast state's as the map it is (its keys' serializer
    is its own, beside the values')."""
    value = state.value_serializer.label() if state.value_serializer else "?"
    return f"Map<{state.key_serializer.label()}, {value}>" if state.key_serializer is not None else value


_AS_IS = Resolution(Compatibility.COMPATIBLE_AS_IS)
