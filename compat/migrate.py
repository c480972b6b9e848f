"""``flink-compat migrate SP NEW --out DIR``: rewrite a savepoint so that NEW restores it as is.

Planning comes first and writes nothing: every operator of the savepoint is paired with
the operator of NEW that will restore it (Flink's OperatorID match, or ``--map-uid``),
every state with the state NEW declares under its name, and every serializer pair is
decided:

* COMPATIBLE_AS_IS or WITH_RECONFIGURED_SERIALIZER: values and snapshot copied (Flink
  resolves them as it would have);
* a lossless widening (``schema_registry.widening``: int→long, float→double, ...) or
  COMPATIBLE_AFTER_MIGRATION (POJO fields added/removed, Avro evolution, enum constants
  added, TTL switched): each value is decoded with the old codec, migrated as Flink would
  (``schema_registry.migrate``) or widened, and encoded with NEW's; NEW's snapshot is
  written, so Flink's resolver says AS_IS;
* anything else (a narrowing such as long→int, a type change without a conversion, a
  changed key, namespace or state kind) is refused: :class:`MigrationRefused`, one line.

A max parallelism NEW sets and the savepoint does not have is adopted: keyed state is
re-sharded, every key into the key group Flink assigns it (``savepoint._keygroups``, for
keys whose Java ``hashCode`` is known: simple types), at the same parallelism.

Operators NEW does not restore are refused unless ``--drop-unclaimed`` (then dropped and
listed); keyed and operator states NEW does not declare are copied as they are, or with
``--drop-unclaimed`` dropped and listed (never when NEW's states are not fully known).

The rewrite itself (``savepoint.rewrite``) runs as tasks of a few key groups each: in this
process one after the other (default), or on Spark with ``--master`` (one Spark task per
key-group range, :func:`run_parts_on_spark`); the parts land in a staging directory beside
DIR, are assembled there by this process, and the directory is renamed to DIR at the end.
On a cluster, DIR must be on a filesystem every executor mounts at the same path.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from flink_compat.graph.model import JobGraph, Operator, State, StateKind
from flink_compat.savepoint import _codecs
from flink_compat.savepoint._keygroups import java_hash_code
from flink_compat.savepoint.api import Savepoint
from flink_compat.savepoint.decode import list_elements
from flink_compat.savepoint.models import OperatorState, StateMetaInfo
from flink_compat.savepoint.rewrite import OperatorRewrite, Rewrite, StateChange
from flink_compat.schema_registry._base import AS_IS, MIGRATION, RECONFIGURED
from flink_compat.schema_registry.migrate import CannotVerify, MigrationError, migrator
from flink_compat.schema_registry.snapshot import resolve
from flink_compat.schema_registry.widening import widener

_LIST_DELIMITER = b","


class MigrationRefused(ValueError):
    """The savepoint cannot be migrated to NEW without a plan; nothing was written."""


class EntryFailed(ValueError):
    """A value failed its conversion while writing (the staging directory is removed)."""


@dataclass
class MigrationPlan:
    rewrite: Rewrite
    #: What the rewrite does, one line each (printed).
    actions: list[str] = field(default_factory=list)
    #: Operators and states dropped with --drop-unclaimed.
    dropped: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------------- values


def _children(snapshot) -> dict:
    try:
        return dict(snapshot.children())
    except Exception:  # noqa: BLE001 - a family without children
        return {}


class _Convert:
    """bytes → bytes of one serializer pair (widened, or migrated as Flink would). Built
    again where it runs: only the snapshots are pickled (Spark ships it to executors)."""

    def __init__(self, old, new, widen: bool, where: str):
        self.old, self.new, self.widen, self.where = old, new, widen, where
        self._fn = None

    def __getstate__(self):
        return {"old": self.old, "new": self.new, "widen": self.widen, "where": self.where, "_fn": None}

    def _build(self):
        convert = widener(self.old, self.new) if self.widen else migrator(self.old, self.new)
        old_codec, new_codec, where = _codecs.codec_for(self.old), _codecs.codec_for(self.new), self.where

        def fn(data: bytes) -> bytes:
            value = old_codec.decode_all(data, where)
            try:
                value = convert(value)
            except (MigrationError, CannotVerify) as e:
                raise EntryFailed(f"{where}: a value does not convert: {e}") from None
            return new_codec.write(value)

        return fn

    def __call__(self, data: bytes) -> bytes:
        if self._fn is None:
            self._fn = self._build()
        return self._fn(data)


class _ListConvert:
    """A canonical list value: elements separated by ',', each converted."""

    def __init__(self, element: _Convert):
        self.element = element

    def __call__(self, data: bytes) -> bytes:
        return _LIST_DELIMITER.join(self.element(e) for e in list_elements(data, self.element.old))


class _MapConvert:
    """A canonical map entry value: is-null flag, then the value (absent when null)."""

    def __init__(self, value: _Convert):
        self.value = value

    def __call__(self, data: bytes) -> bytes:
        return data if data[:1] != b"\x00" else b"\x00" + self.value(data[1:])


def _value_fn(old, new, where: str) -> tuple[Optional[_Convert], object, str]:
    """(conversion or None when the bytes stay, snapshot to write, what happens) of one
    serializer pair; raises :class:`MigrationRefused`."""
    if old is None or new is None:
        return None, old, "copied"
    res = resolve(old, new)
    if res.compatibility in (AS_IS, RECONFIGURED):
        return None, old, "copied"
    widen = widener(old, new) is not None
    if widen:
        how = f"widened {old.label()} → {new.label()}"
    elif res.compatibility is MIGRATION:
        how = f"migrated {old.label()} → {new.label()} as Flink would"
    else:
        reason = "; ".join(r.message for r in res.reasons if r.message) or res.compatibility.value
        raise MigrationRefused(
            f"{where}: {old.label()} → {new.label()} is not a lossless conversion ({reason}); a plan must convert it"
        )
    _codecs.codec_for(old), _codecs.codec_for(new)  # CodecUnavailable now, not while writing
    return _Convert(old, new, widen, where), new, how


def _keyed_value_fn(kind: str, old, new, where: str):
    """The conversion of a canonical keyed value of ``kind`` (LIST: ','-separated elements,
    MAP: is-null flag + value; the map key lives in the key and must not change)."""
    if kind == "LIST":
        old_el, new_el = _children(old).get("element"), _children(new).get("element")
        if old_el is None or new_el is None:
            return _value_fn(old, new, where)
        fn, _snap, how = _value_fn(old_el, new_el, f"{where} (list element)")
        return (None, old, how) if fn is None else (_ListConvert(fn), new, how)
    if kind == "MAP":
        ok, nk = _children(old).get("key"), _children(new).get("key")
        ov, nv = _children(old).get("value"), _children(new).get("value")
        if ok is None or ov is None or nk is None or nv is None:
            return _value_fn(old, new, where)
        if _value_fn(ok, nk, f"{where} (map key)")[0] is not None:
            raise MigrationRefused(f"{where} (map key): {ok.label()} → {nk.label()}: map keys are not rewritten yet; a plan must convert them")
        fn, _snap, how = _value_fn(ov, nv, f"{where} (map value)")
        return (None, old, how) if fn is None else (_MapConvert(fn), new, how)
    return _value_fn(old, new, where)


# ---------------------------------------------------------------------------------- states


def _declared(new_op: Operator) -> dict[str, State]:
    return {s.name: s for s in new_op.states}


def _unclaimed(plan: MigrationPlan, drop: bool, new_op: Operator, what: str) -> bool:
    """Whether an undeclared state is dropped (listed) rather than copied."""
    if drop and new_op.states_unknown is None:
        plan.dropped.append(what)
        return True
    plan.actions.append(f"{what}: not declared by NEW, copied as it is")
    return False


def _keyed_changes(plan, sp_op, view, new_op: Operator, drop: bool, label: str):
    meta = view.keyed_meta
    if meta is None:
        return None, None
    declared = _declared(new_op)
    key_snapshot = None
    if new_op.key_serializer is not None and meta.key_serializer is not None:
        fn, _snap, _how = _value_fn(meta.key_serializer, new_op.key_serializer, f"{label}: key")
        if fn is not None:
            raise MigrationRefused(f"{label}: the key type changed ({meta.key_serializer.label()} → {new_op.key_serializer.label()}); a plan must convert keys (not supported yet)")
    changes: dict[str, StateChange] = {}
    for st in meta.states:
        where = f"{label} state {st.name!r}"
        new_st = declared.get(st.name)
        if new_st is None or not new_st.kind.keyed:
            if not _unclaimed(plan, drop, new_op, where):
                changes[st.name] = StateChange(st)
            continue
        if new_st.kind.value != st.kind and not (st.backend_type == "PRIORITY_QUEUE" and new_st.kind is StateKind.TIMERS):
            raise MigrationRefused(f"{where}: the state kind changed ({st.kind} → {new_st.kind.value}); a plan must convert it")
        serializers = dict(st.serializers)
        fn = None
        ns_old, ns_new = st.namespace_serializer, new_st.namespace_serializer
        if ns_old is not None and ns_new is not None and _value_fn(ns_old, ns_new, f"{where} namespace")[0] is not None:
            raise MigrationRefused(f"{where}: the namespace changed ({ns_old.label()} → {ns_new.label()}); a plan must convert it")
        if st.backend_type == "PRIORITY_QUEUE":
            if _value_fn(st.value_serializer, new_st.value_serializer, where)[0] is not None:
                raise MigrationRefused(f"{where}: timers of another key or namespace type; a plan must convert them")
        else:
            fn, snap, how = _keyed_value_fn(st.kind, st.value_serializer, new_st.value_serializer, where)
            serializers["VALUE_SERIALIZER"] = snap
            plan.actions.append(f"{where}: {how}")
        changes[st.name] = StateChange(st.model_copy(update={"serializers": serializers}), fn)
    return changes, key_snapshot


def _operator_changes(plan, view, new_op: Operator, drop: bool, label: str):
    meta = view.operator_meta
    if meta is None:
        return None
    declared = _declared(new_op)
    changes: dict[str, StateChange] = {}
    for st in meta.operator_states + meta.broadcast_states:
        where = f"{label} operator state {st.name!r}"
        new_st = declared.get(st.name)
        if new_st is None or new_st.kind.keyed:
            if not _unclaimed(plan, drop, new_op, where):
                changes[st.name] = StateChange(st)
            continue
        serializers = dict(st.serializers)
        if st.backend_type == "BROADCAST":
            if new_st.kind is not StateKind.BROADCAST:
                raise MigrationRefused(f"{where}: a broadcast state became {new_st.kind.value}; a plan must convert it")
            if _value_fn(st.key_serializer, new_st.key_serializer, f"{where} key")[0] is not None:
                raise MigrationRefused(f"{where}: broadcast keys of another type; a plan must convert them")
            new_vs = new_st.value_serializer
        else:
            if new_st.kind is not StateKind.OPERATOR_LIST:
                raise MigrationRefused(f"{where}: a list state became {new_st.kind.value}; a plan must convert it")
            # the model records a List of the element type; the savepoint the element serializer
            new_vs = new_st.value_serializer
            element = _children(new_vs).get("element")
            if element is not None and not _children(st.value_serializer).get("element"):
                new_vs = element
        fn, snap, how = _value_fn(st.value_serializer, new_vs, where)
        serializers["VALUE_SERIALIZER"] = snap
        plan.actions.append(f"{where}: {how}")
        changes[st.name] = StateChange(st.model_copy(update={"serializers": serializers}), fn)
    return changes


# ---------------------------------------------------------------------------------- operators


def _has_state(op: OperatorState) -> bool:
    return op.coordinator_state is not None or any(not st.is_empty() for st in op.subtasks)


def _label(op: OperatorState) -> str:
    return f"operator {op.uid or op.name or op.operator_id}" + (f" ({op.operator_id})" if op.uid or op.name else "")


def _map_uids(sp: Savepoint, new: JobGraph, pairs: list[str]) -> dict[str, Operator]:
    out: dict[str, Operator] = {}
    for pair in pairs:
        old_key, sep, new_key = pair.partition("=")
        if not sep or not old_key or not new_key:
            raise MigrationRefused(f"--map-uid {pair!r}: expected OLD=NEW (old uid or OperatorID = new uid or OperatorID)")
        try:
            old_id = sp.operator(old_key).operator_id
        except KeyError:
            raise MigrationRefused(f"--map-uid {pair!r}: no operator {old_key!r} in the savepoint") from None
        target = next((op for op in new.operators if new_key in (op.uid, op.id, op.restore_id)), None)
        if target is None:
            raise MigrationRefused(f"--map-uid {pair!r}: NEW has no operator with uid or OperatorID {new_key!r}")
        out[old_id] = target
    return out


def plan(sp: Savepoint, new: JobGraph, map_uid: list[str] = (), drop_unclaimed: bool = False) -> MigrationPlan:
    """Decide everything; raises :class:`MigrationRefused` before anything is written."""
    mapped = _map_uids(sp, new, list(map_uid))
    by_restore_id = {op.restore_id: op for op in new.operators}
    result = MigrationPlan(Rewrite())
    claimed: dict[str, str] = {}
    for sp_op in sp.metadata.operators:
        label = _label(sp_op)
        new_op = mapped.get(sp_op.operator_id) or by_restore_id.get(sp_op.operator_id)
        if sp_op.operator_id not in mapped and new_op is not None and any(t is new_op for t in mapped.values()):
            new_op = None  # its state comes from the mapped operator; this one is unclaimed
        if new_op is None:
            if not _has_state(sp_op):
                continue  # Flink skips empty operator state too
            if drop_unclaimed:
                result.dropped.append(label)
                continue
            raise MigrationRefused(
                f"{label}: NEW has no operator with its OperatorID; map it with --map-uid OLD=NEW or drop it with --drop-unclaimed"
            )
        if new_op.restore_id in claimed:
            raise MigrationRefused(f"{label}: NEW's operator {new_op.uid or new_op.restore_id} already takes the state of {claimed[new_op.restore_id]}")
        claimed[new_op.restore_id] = label
        view = sp.operator(sp_op.operator_id)
        max_parallelism = _new_max_parallelism(new, new_op, sp_op, view, label)
        if max_parallelism is not None:
            result.actions.append(f"{label}: max parallelism {sp_op.max_parallelism} → {max_parallelism}"
                                  + (", keyed state re-sharded into the new key groups" if view.has_keyed_state else ""))
        keyed, key_snapshot = _keyed_changes(result, sp_op, view, new_op, drop_unclaimed, label)
        operator = _operator_changes(result, view, new_op, drop_unclaimed, label)
        moved = new_op.restore_id != sp_op.operator_id
        if moved:
            result.actions.append(f"{label}: state moved to {new_op.uid or new_op.restore_id} ({new_op.restore_id})")
        result.rewrite.operators.append(
            OperatorRewrite(
                operator_id=new_op.restore_id,
                uid=(new_op.uid if moved else sp_op.uid),
                name=(new_op.name or sp_op.name) if moved else sp_op.name,
                source=sp_op.operator_id,
                keyed=keyed,
                key_serializer=key_snapshot,
                operator=operator,
                max_parallelism=max_parallelism,
            )
        )
    return result


def _new_max_parallelism(new: JobGraph, new_op: Operator, sp_op: OperatorState, view, label: str) -> Optional[int]:
    """NEW's max parallelism when it sets one that differs from the savepoint's (Flink
    refuses the restore then; unset, it adopts the savepoint's), else None."""
    explicit = new.explicit_max_parallelism(new_op)
    if explicit is None or explicit == sp_op.max_parallelism:
        return None
    if explicit < sp_op.parallelism:
        raise MigrationRefused(f"{label}: max parallelism {explicit} is below the savepoint's parallelism {sp_op.parallelism}")
    meta = view.keyed_meta if view.has_keyed_state else None
    if meta is not None and java_hash_code(meta.key_serializer) is None:
        raise MigrationRefused(
            f"{label}: max parallelism {sp_op.max_parallelism} → {explicit} needs each key's new key group, from Java's "
            f"hashCode of {meta.key_serializer.label()} keys, which is not known here (simple keys only)"
        )
    return explicit


# ---------------------------------------------------------------------------------- Spark


def run_parts_on_spark(spark, progress=None):
    """A :data:`savepoint.rewrite.PartRunner` running one Spark task per key-group range;
    ``progress(done, total, 0, 0, entries)`` as the replay reports it."""
    from pyspark.accumulators import AccumulatorParam

    from flink_compat.compat.replay._spark import ReplayError, _run_job
    from flink_compat.savepoint.rewrite import RewriteError, write_part

    class Done(AccumulatorParam):
        def zero(self, value):
            return {}

        def addInPlace(self, a, b):
            a.update(b)
            return a

    def run(tasks: list) -> dict:
        if not tasks:
            return {}
        sc = spark.sparkContext
        done = sc.accumulator({}, Done())

        def one(task):
            res = write_part(task)
            done.add({task.part: res.entries})
            return task.part, res

        class Snapshot:
            def snapshot(self):
                seen = dict(done.value)
                return len(seen), len(tasks), 0, 0, sum(seen.values())

        try:
            return dict(_run_job(sc, lambda: sc.parallelize(tasks, len(tasks)).map(one).collect(), progress, Snapshot()))
        except ReplayError as e:
            raise RewriteError(str(e).replace("the replay failed", "the rewrite failed on Spark")) from None

    return run


def changes_anything(p: MigrationPlan) -> bool:
    return bool(p.dropped) or any(not a.endswith("copied") and "copied as it is" not in a for a in p.actions)


__all__ = ["EntryFailed", "MigrationPlan", "MigrationRefused", "StateMetaInfo", "plan"]
