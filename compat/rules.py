"""Every rule of the checker: its ID, default level, documentation and logic, in one place.

A rule is declared once with :func:`rule`; its stable ``UPPER_SNAKE`` ID is how users
refer to it (severity overrides, ignores, SARIF, docs). Rules run on matched pairs
(buf style): the engine in :mod:`compat.check` pairs old and new operators by OperatorID
and states by name, and calls each rule of the right scope; deletions and additions are
scopes of their own.

Scopes and the arguments their checks get:

* ``job``: ``(up)`` – the new job as a whole
* ``operator``: ``(up, old_op, new_op)`` – an operator present in both
* ``removed_operator``: ``(up, old_op)`` – an old operator with state and no match
* ``added_operator``: ``(up, new_op)``
* ``state``: ``(up, pair)`` – a state present in both (:class:`compat.analysis.StatePair`)
* ``removed_state``: ``(up, old_op, new_op, old_state)``
* ``added_state``: ``(up, old_op, new_op, new_state)``

Each check yields ``(message, details)`` or ``(message, details, extra)`` tuples; the engine
turns them into :class:`compat.findings.Finding` with the rule's level and locations.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from typing import Callable, Iterable, Literal

from graph.model import StateKind
from schema_registry import Compatibility, walk
from schema_registry.families.kryo import KryoSnapshot

from .analysis import StatePair, Upgrade, counterpart_of, explain, is_successor
from .findings import Level

Scope = Literal["job", "operator", "removed_operator", "added_operator", "state", "removed_state", "added_state"]
SCOPES = ("job", "operator", "removed_operator", "added_operator", "state", "removed_state", "added_state")

#: Categories from strictest to most lenient: what a user gives up by accepting the finding.
CATEGORIES = {
    "RESTORE": "Flink fails the restore.",
    "STATE_LOSS": "Flink restores but drops or corrupts state.",
    "MIGRATION": "Flink restores after migrating state.",
    "RISK": "Restores today; fragile for future upgrades.",
    "NOTE": "Worth knowing; nothing breaks.",
}

DOCS_BASE = "https://github.com/flink-compat/flink-compat/blob/main/docs/rules/"


@dataclass(frozen=True)
class Rule:
    id: str
    level: Level
    scope: Scope
    category: str
    #: One sentence, ending with a period.
    purpose: str
    why: str
    example: str
    instead: str
    check: Callable[..., Iterable[tuple]]

    @property
    def help_uri(self) -> str:
        return f"{DOCS_BASE}{self.id}.md"


RULES: dict[str, Rule] = {}


def rule(id: str, level: Level, scope: Scope, category: str, purpose: str, why: str, example: str, instead: str):
    def register(check):
        RULES[id] = Rule(id, level, scope, category, purpose, why, example, instead, check)
        return check

    return register


_ID = re.compile(r"^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$")


def validate_registry(rules: dict[str, Rule] = RULES) -> list[str]:
    """Problems with the rule declarations (a test asserts there are none)."""
    problems = []
    for rid, r in rules.items():
        if rid != r.id or not _ID.match(rid):
            problems.append(f"{rid}: IDs are UPPER_SNAKE with at least two words")
        if r.scope not in SCOPES:
            problems.append(f"{rid}: unknown scope {r.scope}")
        if r.category not in CATEGORIES:
            problems.append(f"{rid}: unknown category {r.category}")
        if not r.purpose.endswith(".") or "\n" in r.purpose:
            problems.append(f"{rid}: purpose must be one sentence ending with a period")
        for section in ("why", "example", "instead"):
            if not getattr(r, section).strip():
                problems.append(f"{rid}: missing section {section}")
    return problems


# =============================================================================== job


@rule(
    "DUPLICATE_UID",
    Level.ERROR,
    "job",
    "RESTORE",
    "Two operators of the new job have the same uid (or OperatorID).",
    "Flink derives the OperatorID from the uid; two operators with one ID make Flink reject "
    "the job before it starts (\"Hash collision on user-specified ID\").",
    'Two maps both call `.uid("enrich")`.',
    "Give every operator a uid of its own; keep the uid of the operator whose state you want.",
)
def _duplicate_uid(up: Upgrade):
    counts = Counter(op.uid for op in up.new.operators if op.uid)
    for uid, n in counts.items():
        if n > 1:
            names = [op.name or op.kind for op in up.new.operators if op.uid == uid]
            yield (f'uid "{uid}" is used by {n} operators ({", ".join(names)})', (), {"operator": uid})


@rule(
    "OPERATOR_WITHOUT_UID",
    Level.WARNING,
    "job",
    "RISK",
    "A stateful operator of the new job has no uid.",
    "Without a uid Flink generates the OperatorID from the topology: adding, removing or "
    "re-chaining an operator upstream changes it and the operator's state no longer matches.",
    "`events.key_by(...).flat_map(...)` with keyed state and no `.uid(...)`.",
    "Set `.uid(\"stable-name\")` on every stateful operator (best on every operator); use "
    "`set_uid_hash` once to adopt the state of an operator that had none.",
)
def _operator_without_uid(up: Upgrade):
    for op in up.new.operators:
        if op.is_stateful and not op.uid and not op.uid_hash:
            yield (f'stateful operator "{op.name or op.kind}" has no uid', (), {"new_op": op})


@rule(
    "FLINK_MAJOR_VERSION_CHANGED",
    Level.WARNING,
    "job",
    "RISK",
    "The savepoint was written by Flink 1.x and the new job runs on Flink 2.x.",
    "State compatibility between Flink 1.x and 2.x is not guaranteed: Kryo moved from 2 to 5, "
    "legacy snapshot paths and the SourceFunction API were removed.",
    "A savepoint of a Flink 1.20 job restored by the same job built against Flink 2.3.",
    "Upgrade Flink first with an unchanged job and a fresh savepoint, then change the job; keep "
    "state free of Kryo types.",
)
def _flink_major(up: Upgrade):
    if up.old_major and up.new_major and up.old_major != up.new_major:
        yield (f"old state is from Flink {up.old.flink_version}, the new job targets Flink {up.new.flink_version}", ())


# ======================================================================= operators


@rule(
    "STATEFUL_OPERATOR_REMOVED",
    Level.ERROR,
    "removed_operator",
    "STATE_LOSS",
    "An operator whose state is in the old savepoint is gone from the new job.",
    "Flink refuses to restore state it cannot assign (\"There is no operator for the state …\"); "
    "with --allowNonRestoredState it starts but silently drops that state.",
    "Version 2 of a job deletes the `alarm-eval` flat map that kept per-room alarm state.",
    "Keep the operator (same uid) while its state matters, or drop it deliberately with "
    "allowNonRestoredState after confirming the state is not needed.",
)
def _stateful_operator_removed(up: Upgrade, old_op):
    if counterpart_of(up, old_op) is not None:
        return  # reported as UID_CHANGED / GENERATED_ID_CHANGED
    states = ", ".join(s.name for s in old_op.states)
    if up.policy.allow_non_restored_state:
        yield (f'operator "{up.name_of(old_op)}" is removed: with allowNonRestoredState its state ({states}) is dropped', ())
    else:
        yield (
            f'operator "{up.name_of(old_op)}" is removed: Flink fails the restore (there is no operator for '
            f"its state: {states}); allowNonRestoredState would drop that state",
            (),
        )


@rule(
    "UID_CHANGED",
    Level.ERROR,
    "removed_operator",
    "STATE_LOSS",
    "An operator's uid changed, so its state no longer matches.",
    "Flink finds an operator's state by the hash of its uid; a renamed uid looks like a removed "
    "operator plus a new, empty one.",
    '`.uid("alarm-eval")` renamed to `.uid("alarm-evaluator")`.',
    "Keep the old uid, or pin the old ID on the renamed operator with `set_uid_hash(<old id>)`.",
)
def _uid_changed(up: Upgrade, old_op):
    new_op = counterpart_of(up, old_op)
    if new_op is not None and (old_op.uid or up.old.origin == "savepoint") and new_op.uid:
        before = f'uid "{old_op.uid}"' if old_op.uid else f"OperatorID {old_op.id}"
        yield (
            f'operator "{new_op.uid}" looks like the old {before} but has another ID: its state '
            f"({', '.join(s.name for s in old_op.states)}) will not be restored",
            (),
            {"new_op": new_op},
        )


@rule(
    "GENERATED_ID_CHANGED",
    Level.ERROR,
    "removed_operator",
    "STATE_LOSS",
    "An operator without uid got another auto-generated OperatorID because the topology changed.",
    "Flink generates the OperatorID of an operator without uid from its position in the graph and "
    "its chaining; inserting a filter upstream shifts it and the state silently stops matching.",
    "A filter inserted between the source and a keyed flat map that has no uid.",
    "Set uids on stateful operators. To adopt the old state once, `set_uid_hash(<old id>)` on the "
    "new operator.",
)
def _generated_id_changed(up: Upgrade, old_op):
    new_op = counterpart_of(up, old_op)
    if new_op is not None and not new_op.uid:
        yield (
            f'operator "{up.name_of(new_op)}" has no uid and its generated OperatorID changed from '
            f"{old_op.id} to {new_op.id}: its state ({', '.join(s.name for s in old_op.states)}) will not "
            "be restored",
            (),
            {"new_op": new_op},
        )


@rule(
    "OPERATOR_ADDED",
    Level.INFO,
    "added_operator",
    "NOTE",
    "A new stateful operator starts with empty state.",
    "Operators that are not in the savepoint start empty; that is fine when intended.",
    "A deduplication operator added in version 2.",
    "Nothing, if starting empty is intended.",
)
def _operator_added(up: Upgrade, new_op):
    if new_op.is_stateful and not is_successor(up, new_op):
        yield (f'new stateful operator "{up.name_of(new_op)}" starts with empty state', ())


@rule(
    "MAX_PARALLELISM_CHANGED",
    Level.ERROR,
    "operator",
    "RESTORE",
    "The new job sets a max parallelism different from the one the state was written with.",
    "Keyed state is split into max-parallelism key groups; Flink cannot re-split them and fails "
    "the restore when the new job explicitly sets another max parallelism.",
    "`env.set_max_parallelism(256)` on a job whose savepoint has 128 key groups.",
    "Keep the old max parallelism, or do not set it (Flink then adopts the savepoint's).",
)
def _max_parallelism_changed(up: Upgrade, old_op, new_op):
    if not up.has_keyed_state(old_op):
        return
    old_max = up.old.effective_max_parallelism(old_op)
    new_max = up.new.explicit_max_parallelism(new_op)
    if new_max is not None and new_max != old_max:
        yield (f"max parallelism changes from {old_max} to {new_max}", ())


@rule(
    "MAX_PARALLELISM_BELOW_PARALLELISM",
    Level.ERROR,
    "operator",
    "RESTORE",
    "The new parallelism of an operator exceeds the max parallelism of its state.",
    "There are only max-parallelism key groups to hand out; Flink fails the restore when the "
    "new parallelism is higher.",
    "A job written with max parallelism 128 rescaled to parallelism 200.",
    "Stay at or below the old max parallelism, or rebuild the state with the State Processor API.",
)
def _parallelism_above_max(up: Upgrade, old_op, new_op):
    if not up.has_keyed_state(old_op):
        return
    max_p = up.new.explicit_max_parallelism(new_op) or up.old.effective_max_parallelism(old_op)
    p = up.new.effective_parallelism(new_op)
    if p > max_p:
        yield (f"parallelism {p} is above the max parallelism {max_p} of the state", ())


@rule(
    "KEY_TYPE_CHANGED",
    Level.ERROR,
    "operator",
    "RESTORE",
    "The key serializer of a keyed operator changed incompatibly.",
    "Keys are never migrated: Flink needs the new key serializer to read old keys as they are "
    "(\"The new key serializer must be compatible\"), otherwise the restore fails.",
    "`key_by` on a String room name instead of the Int room id.",
    "Keep the key type; to re-key, start a new operator (new uid) and migrate with the State "
    "Processor API.",
)
def _key_type_changed(up: Upgrade, old_op, new_op):
    if old_op.key_serializer is None or new_op.key_serializer is None or not up.has_keyed_state(old_op):
        return
    res = up.resolve(old_op.key_serializer, new_op.key_serializer)
    if res.compatibility in (Compatibility.COMPATIBLE_AFTER_MIGRATION, Compatibility.INCOMPATIBLE, Compatibility.UNKNOWN):
        yield (
            f"key type changes from {old_op.key_serializer.label()} to {new_op.key_serializer.label()}",
            explain(res),
        )


# ========================================================================== states


@rule(
    "STATE_KIND_CHANGED",
    Level.ERROR,
    "state",
    "RESTORE",
    "A state is registered with another kind than in the savepoint (e.g. ValueState as MapState).",
    "Flink checks the kind of every restored keyed state (\"Incompatible key/value state types\").",
    'A `ValueState` "lastTemp" becomes a `MapState` "lastTemp".',
    "Use a new state name for the new kind and migrate the values in code or with the State "
    "Processor API.",
)
def _state_kind_changed(up: Upgrade, pair: StatePair):
    old, new = pair.old, pair.new
    if old.kind.keyed and new.kind.keyed and old.kind != new.kind:
        yield (f"state kind changes from {old.kind.value} to {new.kind.value}", ())
    elif old.kind.keyed != new.kind.keyed:
        yield (f"state changes from {_scope(old)} to {_scope(new)}", ())


def _scope(state) -> str:
    return "keyed state" if state.kind.keyed else "operator state"


@rule(
    "STATE_DISTRIBUTION_CHANGED",
    Level.ERROR,
    "state",
    "RESTORE",
    "An operator state changed how it is redistributed (split, union or broadcast).",
    "Flink checks the distribution mode of restored operator state (\"Incompatible assignment "
    "mode\") and fails the restore.",
    "`getListState` changed to `getUnionListState` for the same name.",
    "Keep the mode, or register the new mode under a new name and copy the old entries once.",
)
def _distribution_changed(up: Upgrade, pair: StatePair):
    old, new = pair.old, pair.new
    if not old.kind.keyed and not new.kind.keyed and old.distribution != new.distribution:
        yield (f"distribution changes from {old.distribution.value} to {new.distribution.value}", ())


@rule(
    "STATE_SERIALIZER_INCOMPATIBLE",
    Level.ERROR,
    "state",
    "RESTORE",
    "A state's new serializer cannot read the state written by the old one.",
    "Flink resolves the new serializer against the snapshot of the old one; INCOMPATIBLE fails "
    "the restore (\"must not be incompatible with the old state serializer\").",
    "A Tuple2<Boolean, Long> state becomes a Tuple3<Boolean, Long, String>.",
    "Keep the type, use a type that can evolve (POJO, Avro), or add a new state and migrate.",
)
def _serializer_incompatible(up: Upgrade, pair: StatePair):
    if pair.comparable and not pair.ttl_blocked and pair.value.compatibility is Compatibility.INCOMPATIBLE and not _internal(pair):
        yield (f"serializer changes from {pair.old_label} to {pair.new_label}", explain(pair.value))


@rule(
    "INTERNAL_STATE_CHANGED",
    Level.ERROR,
    "state",
    "RESTORE",
    "The internal state of a built-in operator changed type with the operator's input or accumulator.",
    "Reduce, aggregations and windows keep state of their input (or accumulator) type; changing "
    "that type changes the state's serializer and Flink fails the restore.",
    "A running reduce over (String, Int) changed to reduce over (String, Long, Int).",
    "Keep the input type of stateful built-in operators, or give the changed operator a new uid "
    "(its state then starts empty).",
)
def _internal_state_changed(up: Upgrade, pair: StatePair):
    if pair.comparable and not pair.ttl_blocked and pair.value.compatibility is Compatibility.INCOMPATIBLE and _internal(pair):
        yield (
            f'internal state "{pair.new.name}" of {pair.new_op.kind} changes from {pair.old_label} to {pair.new_label}',
            explain(pair.value),
        )


def _internal(pair: StatePair) -> bool:
    return pair.old.internal or pair.new.internal


@rule(
    "STATE_MIGRATION_REQUIRED",
    Level.MIGRATION,
    "state",
    "MIGRATION",
    "A state restores only after Flink migrates every entry to the new serializer.",
    "Flink reads each entry with the old serializer and writes it with the new one when the "
    "state is first accessed (RocksDB) or at restore (heap); this costs time and needs a "
    "canonical savepoint.",
    "A field added to a POJO kept in ValueState.",
    "Nothing, if the migration is intended; restore from a canonical savepoint and budget for it.",
)
def _migration_required(up: Upgrade, pair: StatePair):
    if pair.comparable and pair.value.compatibility is Compatibility.COMPATIBLE_AFTER_MIGRATION and not pair.blocked:
        yield (f"state migrates from {pair.old_label} to {pair.new_label}", explain(pair.value))


@rule(
    "STATE_SERIALIZER_RECONFIGURED",
    Level.INFO,
    "state",
    "NOTE",
    "A state restores with a reconfigured serializer (e.g. enum constants or Kryo registrations appended).",
    "Flink adapts the new serializer to the old layout; nothing is migrated.",
    "An enum constant appended to an enum kept in state.",
    "Nothing.",
)
def _reconfigured(up: Upgrade, pair: StatePair):
    if pair.comparable and pair.value.compatibility is Compatibility.COMPATIBLE_WITH_RECONFIGURED_SERIALIZER:
        yield (f"serializer of {pair.new_label} is reconfigured", explain(pair.value))


@rule(
    "STATE_SERIALIZER_UNKNOWN",
    Level.ERROR,
    "state",
    "RESTORE",
    "A state uses a serializer flink-compat does not know, so its compatibility cannot be decided.",
    "Custom serializers decide compatibility in their own Java code, which the checker never runs; "
    "an unknown result is never reported as compatible.",
    "A state with a hand-written `TypeSerializer` and its own snapshot class.",
    "Check the serializer's `resolveSchemaCompatibility` by hand, then ignore this finding for that "
    "state with a reason.",
)
def _unknown(up: Upgrade, pair: StatePair):
    if pair.comparable and pair.value.compatibility is Compatibility.UNKNOWN:
        yield (f"compatibility of {pair.old_label} → {pair.new_label} is unknown", explain(pair.value))


@rule(
    "NAMESPACE_SERIALIZER_CHANGED",
    Level.ERROR,
    "state",
    "RESTORE",
    "The namespace of a keyed state (its window type) changed incompatibly.",
    "Namespaces are not migrated: Flink needs the new namespace serializer to read the old "
    "namespaces as they are.",
    "A window changed from time windows to count (global) windows.",
    "Keep the window type, or give the window operator a new uid.",
)
def _namespace_changed(up: Upgrade, pair: StatePair):
    res = pair.namespace
    if res is not None and res.compatibility in (
        Compatibility.COMPATIBLE_AFTER_MIGRATION,
        Compatibility.INCOMPATIBLE,
        Compatibility.UNKNOWN,
    ):
        yield (
            f"namespace changes from {pair.old.namespace_serializer.label()} to {pair.new.namespace_serializer.label()}",
            explain(res),
        )


@rule(
    "MAP_STATE_USER_KEY_MIGRATION",
    Level.ERROR,
    "state",
    "RESTORE",
    "A MapState whose user keys would need migration, on RocksDB.",
    "RocksDB stores each map entry under its serialized user key; Flink only migrates MapState "
    "values (\"migration for MapState currently only allows value schema evolutions\").",
    "A MapState<Long, Stats> becomes MapState<String, Stats> while its values also change.",
    "Keep the user key type; change only the value type, or use a new state.",
)
def _map_user_key(up: Upgrade, pair: StatePair):
    if pair.map_user_key_blocked:
        backend = up.backend or "rocksdb (assumed; set the state backend to be sure)"
        yield (
            f"user key of MapState changes from {pair.user_key_old} to {pair.user_key_new} and the map "
            f"needs migration; backend {backend}",
            explain(pair.user_key),
        )


@rule(
    "STATE_TTL_CHANGED",
    Level.ERROR,
    "state",
    "RESTORE",
    "State time-to-live was switched on or off where the Flink version and backend cannot migrate it.",
    "TTL state stores a timestamp with every value. Flink before 2.1 fails the restore when TTL is "
    "switched; 2.1 migrates on RocksDB, 2.2+ on both backends.",
    "`enable_time_to_live` added to an existing ValueState on Flink 1.20.",
    "Switch TTL together with an upgrade to Flink 2.2+, or register a new state.",
)
def _ttl_changed(up: Upgrade, pair: StatePair):
    if pair.ttl_switch and not up.ttl_switch_supported():
        yield (f"TTL is switched {pair.ttl_switch}", ())


@rule(
    "TIMERS_NOT_MIGRATED",
    Level.ERROR,
    "state",
    "STATE_LOSS",
    "Timers whose serializer needs migration, on RocksDB, where Flink does not migrate them.",
    "RocksDB keeps timers as keys; Flink only rejects incompatible timer serializers and reads "
    "timers needing migration with the new serializer unchanged.",
    "The key type of a keyed process function with timers changed from a POJO to an evolved POJO.",
    "Keep the key and namespace types of operators with timers.",
)
def _timers_not_migrated(up: Upgrade, pair: StatePair):
    if pair.new.kind is StateKind.TIMERS and pair.timers_unmigrated:
        yield (f"timers of {pair.new_label} need migration, which RocksDB does not do", explain(pair.value))


@rule(
    "KRYO_SERIALIZED_STATE",
    Level.WARNING,
    "state",
    "RISK",
    "A state is serialized with Kryo (Flink's generic-type fallback).",
    "Kryo has no schema evolution (any class change breaks the restore) and Flink 2.x cannot read "
    "Kryo state of Flink 1.x.",
    "A ValueState of a class that is not a valid POJO.",
    "Make the type a POJO (public no-arg constructor, public or getter/setter fields) or an Avro "
    "type; set `pipeline.generic-types: false` to catch fallbacks early.",
)
def _kryo(up: Upgrade, pair: StatePair):
    kryo = [s for _, s in walk(pair.new.value_serializer) if isinstance(s, KryoSnapshot)] if pair.new.value_serializer else []
    if kryo:
        yield (f"serialized with Kryo: {', '.join(sorted({k.label() for k in kryo}))}", ())


@rule(
    "STATE_NOT_DECLARED",
    Level.INFO,
    "removed_state",
    "NOTE",
    "A state in the savepoint is not declared by the new version of its operator.",
    "Flink restores it anyway and carries it into new savepoints unused; it is not lost, but "
    "it is not read either.",
    'A flat map stops using its ValueState "seen".',
    "Nothing; clean it up with the State Processor API if it matters.",
)
def _state_not_declared(up: Upgrade, old_op, new_op, old_state):
    yield (f'state "{old_state.name}" ({old_state.kind.value}) is no longer declared; Flink keeps it unused', ())


@rule(
    "STATE_ADDED",
    Level.INFO,
    "added_state",
    "NOTE",
    "A state new to an existing operator starts empty.",
    "New states are not in the savepoint; they start empty for every key.",
    'A ValueState "lastSeen" added to an existing flat map.',
    "Nothing, if starting empty is intended.",
)
def _state_added(up: Upgrade, old_op, new_op, new_state):
    yield (f'state "{new_state.name}" ({new_state.kind.value}) is new and starts empty', ())


def rules_of(scope: str) -> list[Rule]:
    return [r for r in RULES.values() if r.scope == scope]
