"""``flink-compat migrate SP NEW --out DIR``: rewrite a savepoint so that NEW restores it as is.

Planning comes first and writes nothing: every operator of the savepoint is paired with
the operator of NEW that will restore it (Flink's OperatorID match, or ``--map-uid``),
every state with the state NEW declares under its name, and every serializer pair is
decided:

* COMPATIBLE_AS_IS or WITH_RECONFIGURED_SERIALIZER: values and snapshot copied (Flink
  resolves them as it would have), but for values (not keys) holding enums (top-level or
  in a POJO, tuple, row) whose constants were added or reordered: re-encoded by name with
  NEW's snapshot (AS_IS);
* a lossless widening (``schema_registry.widening``: int→long, float→double, ...) or
  COMPATIBLE_AFTER_MIGRATION (POJO fields added/removed, Avro evolution, TTL switched on or
  off, resolved as Flink 2.x's TtlAwareSerializer does): each value is decoded with the old
  codec, migrated as Flink would (``schema_registry.migrate``; TTL switched on: the
  rewrite's time as the last access) or widened, and encoded with NEW's; NEW's snapshot is
  written, so Flink's resolver says AS_IS;
* anything else (a narrowing such as long→int, a type change without a conversion, a
  changed key, namespace or state kind) is refused: :class:`MigrationRefused`, one line
  naming the state and the plan call that would convert it.

A plan (``--plan``, :mod:`compat.migration_plan`) states what needs intent: renamed
states and POJO fields, key conversions (every entry then goes to the key group Flink
assigns its new key, as when re-sharding), explicit value conversions (the only way to
narrow) and per-entry transforms. A state the plan touches is rewritten entry by entry
(:mod:`compat.plan_entries`: decoded, converted, transformed, encoded with NEW's
serializers). Lossless key widening (Int→Long keys) needs no plan, nor does a lossless
widening of a map state's map keys (each entry's composite key rewritten in place, its key
group unchanged). Entries that fail are
counted; the run then fails, or with ``--skip-failed`` they are left out and recorded.

A max parallelism NEW sets and the savepoint does not have is adopted: keyed state is
re-sharded, every key into the key group Flink assigns it (``savepoint._keygroups``, for
keys whose Java ``hashCode`` is known: simple types), at the same parallelism. When NEW
sets none but runs an operator with state at a parallelism above the savepoint's max
parallelism (Flink would keep the savepoint's and refuse), the max parallelism is raised to
Flink's default for NEW's parallelism (``KeyGroupRangeAssignment.computeDefaultMaxParallelism``)
the same way.

Refused too, as Flink's own migration cannot be matched without intent: an operator list
state whose distribution changes (union ↔ split: Flink refuses it; only a rename to a
state NEW declares moves it), and a POJO field added whose serializer serves a primitive as
well as its boxed type (``long``/``Long``: Flink leaves 0 in a primitive, and null there
fails the restore; the snapshot does not say which) unless NEW's classes say it (a job JAR:
Java's default for a primitive of the value's top POJO) or ``p.convert_value`` gives it.

**Proof.** The output is proven before it becomes DIR (:func:`prove`, on the complete
staging directory): the checker on it and NEW must say compatible, and every entry of every
state NEW restores is read with the serializer the output declares, written again with
NEW's and read back equal (the in-process replay; Kryo or custom-serialized states, whose
bytes are copied, are listed as not read). A failed proof removes the staging directory:
DIR is never left holding a savepoint that failed (the CLI exits 1, naming what failed).

Operators NEW does not restore are refused unless ``--drop-unclaimed`` (then dropped and
listed); keyed and operator states NEW does not declare are copied as they are, or with
``--drop-unclaimed`` dropped and listed (never when NEW's states are not fully known). A copy
is refused when NEW's class path (a job JAR's) lacks a class its serializer snapshots name:
Flink reads every state of a restored operator and would fail on it (STATE_CLASS_MISSING).

The rewrite itself (``savepoint.rewrite``) runs as tasks of a few key groups each: in this
process one after the other (default), or on Spark with ``--master`` (one Spark task per
key-group range, :func:`run_parts_on_spark`); the parts land in a staging directory beside
DIR (``.DIR.staging-HOST-PID-ID``: one left by a killed run is removed by the next when
that process is gone, else reported), are assembled there by this process, and the
directory is renamed to DIR at the end. DIR inside the savepoint read is refused.
On a cluster, DIR must be on a filesystem every executor mounts at the same path.
"""

from __future__ import annotations

import contextvars
from dataclasses import dataclass, field
from typing import Optional

from flink_compat.graph.model import Distribution, JobGraph, Operator, State, StateKind, default_max_parallelism, graph_snapshots
from flink_compat.savepoint import _codecs
from flink_compat.savepoint._keygroups import java_hash_code
from flink_compat.savepoint.api import Savepoint
from flink_compat.savepoint.decode import list_elements
from flink_compat.savepoint.metadata import format_of_flink, kryo_major_of_format
from flink_compat.savepoint.models import OperatorState, StateMetaInfo
from flink_compat.savepoint.rewrite import EntryError, OperatorRewrite, Rewrite, StateChange
from flink_compat.schema_registry._base import AS_IS, INCOMPATIBLE, MIGRATION, RECONFIGURED, children_of, short_class
from flink_compat.schema_registry.families.kryo import (
    KryoSnapshot, kryo_layouts_of, reads_field_by_field, with_kryo_layouts, with_kryo_major,
)
from flink_compat.schema_registry.migrate import CannotVerify, MigrationError, crossing, migrator
from flink_compat.schema_registry.snapshot import resolve, walk
from flink_compat.schema_registry.widening import widener

from .analysis import classes_missing_to_restore
from .migration_plan import Declaration, PlanError, UserPlan
from .plan_entries import Shape, Split, _UserFn

_LIST_DELIMITER = b","


class MigrationRefused(ValueError):
    """The savepoint cannot be migrated to NEW without a plan; nothing was written."""


class EntryFailed(EntryError):
    """A value failed its conversion while writing (counted; the run fails unless
    ``--skip-failed``)."""


@dataclass
class MigrationPlan:
    rewrite: Rewrite
    #: What the rewrite does, one line each (printed).
    actions: list[str] = field(default_factory=list)
    #: Operators and states dropped with --drop-unclaimed.
    dropped: list[str] = field(default_factory=list)
    #: NEW's class path (:attr:`JobGraph.class_path`), which must hold the classes of every state
    #: copied undeclared; None when not known.
    class_path: Optional[tuple[str, ...]] = None


# ---------------------------------------------------------------------------------- values


class _Convert:
    """bytes → bytes of one serializer pair (widened, or migrated as Flink would). Built
    again where it runs: only the snapshots are pickled (Spark ships it to executors)."""

    def __init__(self, old, new, widen: bool, where: str, defaults: Optional[dict] = None,
                 not_null: Optional[dict] = None):
        self.old, self.new, self.widen, self.where = old, new, widen, where
        #: {field key: value} set in every value of NEW's POJO class: the primitive fields
        #: it adds, at Java's default (the migration leaves them null, which NEW cannot hold)
        self.defaults = defaults or None
        #: {field key: why} of the fields of NEW's POJO class a value may not leave null (a
        #: field NEW's class has as a primitive: Flink's restore cannot set it to null)
        self.not_null = not_null or None
        self._fn = None

    def __getstate__(self):
        return {"old": self.old, "new": self.new, "widen": self.widen, "where": self.where, "defaults": self.defaults,
                "not_null": self.not_null, "_fn": None}

    def _build(self):
        convert = widener(self.old, self.new) if self.widen else migrator(self.old, self.new, intended=True)
        old_codec, new_codec, where = _codecs.codec_for(self.old), _codecs.codec_for(self.new), self.where
        defaults, not_null, pojo_class = self.defaults, self.not_null, getattr(self.new, "pojo_class", None)

        def fn(data: bytes) -> bytes:
            value = old_codec.decode_all(data, where)
            try:
                value = convert(value)
            except (MigrationError, CannotVerify) as e:
                raise EntryFailed(f"{where}: a value does not convert: {e}") from None
            if value is not None and getattr(value, "pojo_class", None) == pojo_class:
                if defaults:
                    value.update(defaults)
                for key, why in (not_null or {}).items():
                    if value.get(key) is None:
                        raise EntryFailed(f"{where}: a value has field {why}")
            try:
                return new_codec.write(value)
            except ValueError as e:  # a value NEW's serializer cannot hold (a null in a primitive field)
                raise EntryFailed(f"{where}: a value does not convert: {e}") from None

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


def _value_fn(old, new, where: str, hint: str = "a plan must convert it", keyed_values: bool = False,
              defaults_ok: bool = True) -> tuple[Optional[_Convert], object, str]:
    """(conversion or None when the bytes stay, snapshot to write, what happens) of one
    serializer pair; raises :class:`MigrationRefused` (ending with ``hint``: what the plan
    must say). ``keyed_values``: the values of a state (a keyed state's, a list's elements, a
    map's values; an operator list's elements, a broadcast state's values), whose TTL may be
    switched on or off (keyed state) and whose enum constants are re-encoded (below); keys,
    namespaces and map keys are only copied or refused. ``defaults_ok``: the conversion
    returned is what writes the values (the primitive fields a POJO gains are set in it);
    False where only the refusal is wanted and the values are written otherwise."""
    if old is None or new is None:
        return None, old, "copied"
    old = _laid_out(old)
    kryo_2 = _kryo_2_read_by_kryo_5(old, new) if keyed_values else []
    unread = sorted({short_class(s.type_class) for s in kryo_2 if not reads_field_by_field(s)})
    if unread:
        raise MigrationRefused(
            f"{where}: Flink 1.x's Kryo (Kryo 2) wrote the values of {', '.join(unread)} and Flink 2.x's (Kryo 5) "
            "misreads them (KRYO_STATE_ACROSS_FLINK_MAJOR); to re-encode them their fields must be known, of types read "
            "without the job's code: name the job that took the savepoint with --old-query"
        )
    res = resolve(*_ttl_aware(old, new)) if keyed_values else resolve(old, new)
    enums = _reordered_enums(old, new) if keyed_values and res.compatibility is RECONFIGURED else []
    if res.compatibility is AS_IS or (res.compatibility is RECONFIGURED and not enums):
        if not kryo_2:
            return None, old, "copied"
        classes = ", ".join(sorted({short_class(s.type_class) for s in kryo_2}))
        _OLD_LAYOUTS.get()[2].append(where)
        return (_Convert(old, new, False, where), new,
                f"re-encoded {classes}: Kryo 2's values (Flink 1.x) read field by field and written as Flink 2.x's Kryo 5 writes them")
    widen = widener(old, new) is not None
    crossed = crossing(old, new) if res.compatibility is INCOMPATIBLE else None  # e.g. a Kryo class made a POJO
    not_null = _kryo_boxed_fields_kept_from_null(old, new) if callable(crossed) else None
    if res.compatibility is RECONFIGURED:
        how = (f"constants of {', '.join(enums)} re-encoded by name"
               + ("" if old.label() == enums[0] else f" in every {new.label()}") + " (Flink would reconfigure the serializer)")
    elif widen:
        how = f"widened {old.label()} → {new.label()}"
    elif res.compatibility is MIGRATION:
        unknown, defaults = _added_maybe_primitive(old, new)
        if defaults and not defaults_ok:
            unknown += [f"field {k!r} (a primitive)" for k in defaults]
        if unknown:
            raise MigrationRefused(
                f"{where}: {', '.join(unknown)} {'is' if len(unknown) == 1 else 'are'} added to {new.label()}; Flink's POJO "
                f"migration leaves an added field as the new class's constructor does, Java's default: 0 (false, '\\0') "
                f"for a primitive, which it cannot set to null, null for a boxed one, and neither the savepoint nor NEW's "
                f"serializer snapshot says which{_renamed_hint(old, new)}; {hint}"
            )
        how = f"migrated {old.label()} → {new.label()} {_how_migrated(old, new)}" + _lost_fields(old, new) + _ttl_note(old, new)
        if defaults:
            how += f" (added primitive field{'s' if len(defaults) > 1 else ''} {', '.join(map(repr, defaults))}: Java's default, as NEW's class has it)"
    elif callable(crossed):
        how = f"converted {old.label()} → {new.label()} field by field (the class became a POJO; Flink refuses it unconverted)"
    else:
        reason = "; ".join(r.message for r in res.reasons if r.message) or res.compatibility.value
        if isinstance(crossed, str):
            reason = crossed  # why the values do not convert (say, to the POJO a Kryo class became)
        raise MigrationRefused(
            f"{where}: {old.label()} → {new.label()} is not a lossless conversion ({reason}); {hint}"
        )
    _codecs.codec_for(old), _codecs.codec_for(new)  # CodecUnavailable now, not while writing
    return _Convert(old, new, widen, where, defaults if res.compatibility is MIGRATION and not widen else None,
                    not_null), new, how


def _kryo_boxed_fields_kept_from_null(old: KryoSnapshot, new) -> dict:
    """{field key: why} of the fields a Kryo class declared boxed (``Long``) whose Java type its
    POJO ``new`` does not declare (:attr:`PojoField.java_type`: a job JAR's classes, a package's
    ``java_types``): the same serializer serves ``long`` and ``Long``, Kryo's values may hold
    null there, and Flink's restore cannot set null into a primitive (the PojoSerializer's
    ``Field.set``: "Can not set long field ... to null value"), so a null is refused rather than
    written for a restore that may fail. (Where NEW declares a primitive, its POJO serializer
    refuses the null itself.)"""
    from flink_compat.schema_registry.families.kryo import WRAPPERS
    from flink_compat.schema_registry.families.pojo import _field_keys

    kryo_types = dict(old.declared_fields or ())
    return {key: (f"{f.name} null ({short_class(kryo_types[f.name])} in the Kryo class), and whether NEW's "
                  f"{short_class(new.pojo_class)} has it as a primitive, which Flink cannot set to null, is not "
                  "known (a job JAR says it)")
            for f, key in zip(new.fields, _field_keys(new.fields))
            if kryo_types.get(f.name) in WRAPPERS and f.java_type is None}


#: While :func:`plan` runs: (Kryo class → layout of the job that took the savepoint, from
#: ``old_query``; the Kryo major version the savepoint's Flink wrote with; the states whose Kryo
#: values are re-encoded, appended to). A savepoint records no Kryo class's fields; the job that
#: took it has them, and with them its Kryo values are read field by field.
_OLD_LAYOUTS: contextvars.ContextVar[Optional[tuple]] = contextvars.ContextVar("flink_compat_old_layouts", default=None)


def _laid_out(old):
    """``old`` (a snapshot of the savepoint) with its Kryo major version and the Kryo class
    layouts of :data:`_OLD_LAYOUTS`."""
    known = _OLD_LAYOUTS.get()
    if known is None or old is None:
        return old
    layouts, kryo_major, _reencoded = known
    return with_kryo_layouts(with_kryo_major(old, kryo_major), layouts)


def _kryo_2_read_by_kryo_5(old, new) -> list[KryoSnapshot]:
    """The Kryo snapshots of ``old`` (a Flink 1.x savepoint's: Kryo 2) whose class ``new`` reads
    with Kryo 5 (a Flink 2.x job): Kryo 5 misreads Kryo 2's bytes (KRYO_STATE_ACROSS_FLINK_MAJOR)."""
    read_by_5 = {s.type_class for _, s in walk(new) if isinstance(s, KryoSnapshot) and s.kryo_major != 2}
    return [s for _, s in walk(old) if isinstance(s, KryoSnapshot) and s.kryo_major == 2 and s.type_class in read_by_5]


def _added_maybe_primitive(old, new, top: bool = True) -> tuple[list[str], dict]:
    """(the fields NEW's POJO adds whose value is not known, {field key: Java default} of
    the added primitive fields of a POJO at the top of the value) for fields anywhere in the
    value (nested POJOs, tuples, lists, TTL values) whose serializer serves a primitive as
    well as its boxed type.

    A value migrated by Flink (``PojoSerializer.deserialize`` with the restored old
    serializer) is a new instance of NEW's class (``createInstance``: its constructor) with
    the old fields set, so an added field keeps Java's default: 0/false/'\\0' for a
    primitive, null for an object; written as null into a primitive field, the restore fails
    (``Field.set``: "Can not set long field ... to null value"). The POJO snapshot records a
    field by name, declaring class and serializer, not its Java type: NEW declares that
    (:attr:`PojoField.java_type`: a job JAR's classes, a package's ``java_types``), else the
    field is not known and is refused rather than guessed. A known primitive nested deeper
    than the top is not known either: only the top POJO's fields are set (:class:`_Convert`)."""
    from flink_compat.schema_registry.families.pojo import JAVA_DEFAULTS, PRIMITIVE_OR_BOXED, PojoSnapshot, _field_keys
    from flink_compat.schema_registry.families.simple import SimpleSnapshot
    from flink_compat.schema_registry.families.ttl import TtlSnapshot

    if old is None or new is None:
        return [], {}
    if isinstance(new, TtlSnapshot) and not isinstance(old, TtlSnapshot):
        return _added_maybe_primitive(old, new.value, False)
    if isinstance(old, TtlSnapshot) and not isinstance(new, TtlSnapshot):
        return _added_maybe_primitive(old.value, new, False)
    unknown, defaults = [], {}
    if isinstance(old, PojoSnapshot) and isinstance(new, PojoSnapshot):
        olds = {(f.declaring_class, f.name): f for f in old.fields}
        for f, key in zip(new.fields, _field_keys(new.fields)):
            before = olds.get((f.declaring_class, f.name))
            if before is not None:
                unknown += _added_maybe_primitive(before.serializer, f.serializer, False)[0]
            elif isinstance(f.serializer, SimpleSnapshot) and f.serializer.name in PRIMITIVE_OR_BOXED:
                java = f.java_type
                if java in JAVA_DEFAULTS and top:
                    defaults[key] = JAVA_DEFAULTS[java]
                elif java is None or java in JAVA_DEFAULTS:  # unknown, or a primitive not at the top
                    unknown.append(f"field {f.name!r} ({java or f.serializer.label()})")
        return unknown, defaults
    old_kids = children_of(old)
    for role, kid in children_of(new).items():
        unknown += _added_maybe_primitive(old_kids.get(role), kid, False)[0]
    return unknown, defaults


def _renamed_hint(old, new) -> str:
    """For a top-level POJO that lost fields as it gained them: the rename that keeps the values."""
    from flink_compat.schema_registry.families.pojo import PojoSnapshot

    if not (isinstance(old, PojoSnapshot) and isinstance(new, PojoSnapshot)):
        return ""
    gone = [f.name for f in old.fields if f.name not in {g.name for g in new.fields}]
    added = [f.name for f in new.fields if f.name not in {g.name for g in old.fields}]
    return f" (if {gone[0]!r} was renamed {added[0]!r}: p.rename_field(..., {gone[0]!r}, {added[0]!r}))" if gone and added else ""


def _reordered_enums(old, new) -> list[str]:
    """The enums, at the top or nested anywhere (a POJO's field, a tuple's or row's, a TTL
    value's), whose constants NEW added or reordered, when they alone make the pair
    RECONFIGURED; else []. Flink's ``EnumSerializerSnapshot.resolveSchemaCompatibility``
    keeps the old ordinals and appends the new constants (and a POJO, tuple or row holding
    such an enum is reconfigured with it), so v2 would keep writing the old order. The
    values are instead re-encoded by name, each constant as its ordinal in NEW's enum (the
    new codec's), and NEW's snapshot is written, so that NEW restores as is. Other
    reconfigurations (Kryo or POJO subclass registrations) are copied with the savepoint's
    snapshot."""
    from flink_compat.schema_registry.families.enum import EnumSnapshot

    new_enums = {}
    stack = [new]
    while stack:
        snapshot = stack.pop()
        if isinstance(snapshot, EnumSnapshot):
            new_enums[snapshot.enum_class] = snapshot
        stack.extend(children_of(snapshot).values())
    if not new_enums:
        return []
    changed: dict[str, None] = {}
    as_new = _with_enums(old, new_enums, changed)
    return list(changed) if changed and resolve(as_new, new).compatibility is AS_IS else []


def _with_enums(snapshot, new_enums: dict, changed: dict):
    """``snapshot`` with each enum NEW also has (no constant removed) replaced by NEW's;
    the labels of those whose constants differ are noted in ``changed``."""
    from pydantic import BaseModel

    from flink_compat.schema_registry.families.enum import EnumSnapshot

    if isinstance(snapshot, EnumSnapshot):
        new = new_enums.get(snapshot.enum_class)
        if new is None or new.constants == snapshot.constants or not set(snapshot.constants) <= set(new.constants):
            return snapshot
        changed[new.label()] = None
        return new
    if isinstance(snapshot, tuple):
        out = tuple(_with_enums(x, new_enums, changed) for x in snapshot)
        return snapshot if all(a is b for a, b in zip(out, snapshot)) else out
    if isinstance(snapshot, BaseModel):
        update = {}
        for name in type(snapshot).model_fields:
            value = getattr(snapshot, name)
            replaced = _with_enums(value, new_enums, changed)
            if replaced is not value:
                update[name] = replaced
        return snapshot.model_copy(update=update) if update else snapshot
    return snapshot


def _ttl_aware(old, new):
    """The pair as Flink 2.x resolves a keyed state's value serializers on restore: each
    side wrapped in a ``TtlAwareSerializerSnapshot`` (``TtlAwareSerializerSnapshotWrapper``;
    ``TtlAwareSerializer.wrapTtlAwareSerializer`` for the new one), so that TTL switched on
    or off is COMPATIBLE_AFTER_MIGRATION when the user values are compatible; the values are
    then migrated as ``TtlAwareSerializer.migrateValueFromPriorSerializer`` does (switched
    on: wrapped with a last-access timestamp, ``families.ttl.ttl_switch``). Unchanged when
    neither or both sides have TTL."""
    from flink_compat.schema_registry.families.ttl import TtlAwareSnapshot, TtlSnapshot

    old_ttl, new_ttl = isinstance(old, TtlSnapshot), isinstance(new, TtlSnapshot)
    if old_ttl == new_ttl or isinstance(old, TtlAwareSnapshot) or isinstance(new, TtlAwareSnapshot):
        return old, new
    return TtlAwareSnapshot(ttl_enabled=old_ttl, inner=old), TtlAwareSnapshot(ttl_enabled=new_ttl, inner=new)


def _ttl_note(old, new) -> str:
    from flink_compat.schema_registry.families.ttl import TtlSnapshot

    if isinstance(new, TtlSnapshot) and not isinstance(old, TtlSnapshot):
        # Flink stamps the values with its restore's time; the rewrite's is the nearest
        # time known here (a value expires TTL after the rewrite, not after the restore)
        return " (TTL switched on: each value's last access is the rewrite's time)"
    return ""


def _how_migrated(old, new) -> str:
    """"as Flink would", but for Avro GenericRecords: they are resolved as Avro does (old
    schema as writer, NEW's as reader), which Flink does not do for them: its restore
    serializer reads with the old schema alone (``AvroFactory.fromGeneric``) and NEW's
    writes those records by field position, so a field added where one was removed takes
    the removed one's values (seen on Flink 2.3, hashmap and RocksDB: tests/migrate
    scenarios avro-evolved*)."""
    from flink_compat.schema_registry.families.avro import GENERIC_RECORD, AvroSnapshot

    if isinstance(old, AvroSnapshot) and isinstance(new, AvroSnapshot) and GENERIC_RECORD in (old.runtime_type, new.runtime_type):
        return "by Avro's schema resolution (Flink itself would write the old records by field position)"
    return "as Flink would"


def _lost_fields(old, new) -> str:
    """What Flink's POJO migration loses (the values of fields NEW no longer has), and the
    plan call that keeps them when a field was renamed."""
    from flink_compat.schema_registry.families.pojo import PojoSnapshot

    if not (isinstance(old, PojoSnapshot) and isinstance(new, PojoSnapshot)):
        return ""
    gone = [f.name for f in old.fields if f.name not in {g.name for g in new.fields}]
    if not gone:
        return ""
    added = [f.name for f in new.fields if f.name not in {g.name for g in old.fields}]
    hint = f"; if {gone[0]!r} was renamed {added[0]!r}, keep them with a plan: p.rename_field(..., {gone[0]!r}, {added[0]!r})" if added else ""
    return f" (the values of field{'s' if len(gone) > 1 else ''} {', '.join(map(repr, gone))} are dropped{hint})"


def _keyed_value_fn(kind: str, old, new, where: str, hint: str = "a plan must convert it"):
    """The conversion of a canonical keyed value of ``kind`` (LIST: ','-separated elements,
    MAP: is-null flag + value; the map key lives in the composite key: a state whose map
    keys change is rewritten per entry, :func:`_planned_entry`)."""
    if kind == "LIST":
        old_el, new_el = children_of(old).get("element"), children_of(new).get("element")
        if old_el is None or new_el is None:
            return _value_fn(old, new, where, hint)
        fn, _snap, how = _value_fn(old_el, new_el, f"{where} (list element)", hint, keyed_values=True)
        return (None, old, how) if fn is None else (_ListConvert(fn), new, how)
    if kind == "MAP":
        ok, nk = children_of(old).get("key"), children_of(new).get("key")
        ov, nv = children_of(old).get("value"), children_of(new).get("value")
        if ok is None or ov is None or nk is None or nv is None:
            return _value_fn(old, new, where, hint)
        fn, _snap, how = _value_fn(ov, nv, f"{where} (map value)", hint, keyed_values=True)
        return (None, old, how) if fn is None else (_MapConvert(fn), new, how)
    return _value_fn(old, new, where, hint, keyed_values=True)


def _element(kind: str, snapshot):
    """The snapshot values are written with (list element, map value) and, for maps, the
    map key's; (snapshot, None) when not a collection state."""
    kids = children_of(snapshot)
    if kind == "LIST" and "element" in kids:
        return kids["element"], None
    if kind == "MAP" and "value" in kids:
        return kids["value"], kids.get("key")
    return snapshot, None


def _map_key_pair(old, new):
    """(savepoint's, NEW's) map key snapshots of a map state when its map keys change
    (their bytes do: not AS_IS, nor RECONFIGURED, which keeps them), else None."""
    ok, nk = children_of(old).get("key"), children_of(new).get("key")
    if ok is None or nk is None:
        return None
    res = resolve(ok, nk)
    return None if res.compatibility in (AS_IS, RECONFIGURED) else (ok, nk)


def _map_key_change(op_plan: "_OperatorPlan", st: StateMetaInfo, new_vs, where: str):
    """(savepoint's map key snapshot, NEW's, plan's conversion or None, automatic widening
    (old, new) or None) of a map state whose map keys change, None when they do not.

    Without a plan only a lossless widening converts map keys: it is one to one, so no two
    entries of a map end under the same key. Anything else (a narrowing, another type, a
    migration that may drop a field of the key and merge two keys; Flink itself migrates
    no map key, ``RocksDBKeyedStateBackend.migrateStateValues``) needs
    ``p.convert_map_key``; its entries are checked for collisions while writing."""
    up = op_plan.user_plan
    decl = _one(up, op_plan.of("convert_map_key", st.name)) if up is not None else None
    if decl is not None and st.kind != "MAP":
        raise up.error(decl, f"state {st.name!r} is a {st.kind} state: only map states have map keys")
    if decl is not None:
        ok, nk = children_of(st.value_serializer).get("key"), children_of(new_vs).get("key")
        if ok is None or nk is None:
            raise up.error(decl, f"the map keys of state {st.name!r} are of an unknown type")
        return ok, nk, op_plan.fn(decl), None
    pair = _map_key_pair(st.value_serializer, new_vs) if st.kind == "MAP" else None
    if pair is None:
        return None
    ok, nk = pair
    if widener(ok, nk) is None:
        raise MigrationRefused(f"{where} (map key): {ok.label()} → {nk.label()} is not a lossless widening; "
                               f"a plan must convert the map keys: p.convert_map_key({op_plan.ref!r}, {st.name!r}, fn)")
    return ok, nk, None, pair


def _renamed_fields(user_plan: UserPlan, decls: list[Declaration], snapshot):
    """The POJO ``snapshot`` with the plan's field renames applied."""
    from flink_compat.schema_registry.families.pojo import PojoSnapshot

    for d in decls:
        if not isinstance(snapshot, PojoSnapshot):
            raise user_plan.error(d, f"state {d.state!r} holds {snapshot.label() if snapshot is not None else 'values of an unknown type'}, not a POJO")
        names = [f.name for f in snapshot.fields]
        if d.old not in names:
            raise user_plan.error(d, f"{snapshot.label()} has no field {d.old!r} (its fields: {', '.join(names)})")
        if d.new in names:
            raise user_plan.error(d, f"{snapshot.label()} already has a field {d.new!r}")
        fields = tuple(f.model_copy(update={"name": d.new}) if f.name == d.old else f for f in snapshot.fields)
        snapshot = snapshot.model_copy(update={"fields": fields})
    return snapshot


def _one(user_plan: UserPlan, decls: list[Declaration]) -> Optional[Declaration]:
    if len(decls) > 1:
        raise user_plan.error(decls[1], f"a second {decls[1].what} for the same {'state' if decls[1].state else 'operator'}")
    return decls[0] if decls else None


class _OperatorPlan:
    """The declarations of a plan about one operator of the savepoint."""

    def __init__(self, user_plan: Optional[UserPlan], operator_id: str, ref: str):
        self.user_plan = user_plan
        self.ref = ref  # how the plan names the operator in the messages
        self.decls = [] if user_plan is None else [d for d in user_plan.declarations if d.operator_id == operator_id]

    def of(self, what: str, state: Optional[str] = None) -> list[Declaration]:
        return [d for d in self.decls if d.what == what and (state is None or d.state == state)]

    def fn(self, d: Optional[Declaration]) -> Optional[_UserFn]:
        if d is None:
            return None
        return _UserFn(self.user_plan, next(i for i, x in enumerate(self.user_plan.declarations) if x is d))

    def renames(self) -> dict[str, str]:
        """Input state → output state: renamed, or merged into one list state."""
        out = {}
        for d in self.of("rename_state") + self.of("merge_lists"):
            for old in ([d.old] if d.what == "rename_state" else d.names):
                if old in out:
                    raise self.user_plan.error(d, f"state {old!r} is already renamed or merged")
                out[old] = d.new
        return out

    def merged(self, state: str) -> Optional[int]:
        """``state``'s position in the merge that names it, or None."""
        return next((d.names.index(state) for d in self.of("merge_lists") if state in d.names), None)

    def hint(self, what: str, state: Optional[str] = None) -> str:
        args = ", ".join(repr(a) for a in (self.ref, state) if a is not None)
        return f"a plan must convert it: p.{what}({args}, fn)"

    def lost(self, state: str, new_op: Operator) -> None:
        """A state NEW does not declare must not be one the plan converts (it would be
        copied or dropped, the plan's step silently not done)."""
        touched = [d for d in self.decls if d.what != "rename_state" and d.state == state]
        if touched:
            raise self.user_plan.error(touched[0], f"NEW's operator {new_op.uid or new_op.restore_id} declares no state {state!r} (rename it with p.rename_state)")

    def check_states(self, names: set) -> None:
        for d in self.decls:
            if d.what == "bootstrap":
                continue  # names a state of NEW (_bootstraps)
            for name in (d.names if d.what == "merge_lists" else [d.old if d.what == "rename_state" else d.state]):
                if name is not None and name not in names:
                    raise self.user_plan.error(d, f"operator {self.ref} has no state {name!r} in the savepoint (its states: {', '.join(sorted(names)) or 'none'})")


# ---------------------------------------------------------------------------------- states


def _declared(new_op: Operator) -> dict[str, State]:
    return {s.name: s for s in new_op.states}


def _unclaimed(plan: MigrationPlan, drop: bool, new_op: Operator, what: str, st, keyed: bool) -> bool:
    """Whether an undeclared state is dropped (listed) rather than copied. A copy Flink could not
    read is refused: Flink reads every state of a restored operator (of its keyed backend: while
    the operator is keyed), and a class its snapshots name that NEW lacks fails the restore
    (STATE_CLASS_MISSING)."""
    if drop and new_op.states_unknown is None:
        plan.dropped.append(what)
        return True
    missing = classes_missing_to_restore(plan.class_path, new_op, keyed, st.serializers.values())
    if missing:
        raise MigrationRefused(f"{what}: not declared by NEW, and {missing[0]}, which its serializer snapshot names, is "
                               "not on NEW's class path: Flink would fail to restore the copy; drop it with --drop-unclaimed")
    plan.actions.append(f"{what}: not declared by NEW, copied as it is")
    return False


def _ambiguous(key, states) -> bool:
    """Whether the composite keys carry lengths (key and a namespace both variable-sized:
    ``CompositeKeySerializationUtils.isAmbiguousKeyPossible``)."""
    return _codecs.lengths(key)[0] < 0 and any(
        st.namespace_serializer is not None and _codecs.lengths(st.namespace_serializer)[0] < 0 for st in states)


def _key_change(op_plan: _OperatorPlan, meta, new_op: Operator, label: str):
    """(key fn, automatic key conversion (old, new) or None, output key snapshot or None)."""
    up = op_plan.user_plan
    decl = _one(up, op_plan.of("convert_key")) if up is not None else None
    old, new = meta.key_serializer, new_op.key_serializer
    if decl is None:
        if new is None or old is None:
            return None, None, None
        res = resolve(old, new)
        if res.compatibility in (AS_IS, RECONFIGURED):
            return None, None, None
        if widener(old, new) is None:
            raise MigrationRefused(f"{label}: the key type changed ({old.label()} → {new.label()}); "
                                   f"a plan must convert the keys: p.convert_key({op_plan.ref!r}, fn)")
        auto = (old, new)
    else:
        if new is None:
            raise up.error(decl, f"NEW's key type of operator {new_op.uid or new_op.restore_id} is not known")
        auto = None
    if java_hash_code(new) is None:
        raise MigrationRefused(f"{label}: keys {old.label()} → {new.label()}: each entry needs the key group of its new key, "
                               f"from Java's hashCode of {new.label()}, which is not known here (simple keys only)")
    return op_plan.fn(decl), auto, new


def _keyed_changes(plan, sp_op, view, new_op: Operator, drop: bool, label: str, op_plan: _OperatorPlan):
    meta = view.keyed_meta
    if meta is None:
        return None, None, False
    declared = _declared(new_op)
    up = op_plan.user_plan
    key_fn, key_auto, key_snapshot = _key_change(op_plan, meta, new_op, label)
    if key_snapshot is not None:
        how = "converted by the plan" if key_fn is not None else "widened"
        plan.actions.append(f"{label}: keys {meta.key_serializer.label()} → {key_snapshot.label()} {how}, every entry into the key group of its new key")
    renames = op_plan.renames()
    regroup = key_snapshot is not None
    for d in op_plan.of("merge_lists") + op_plan.of("split_list"):
        keyed = [n for n in (d.names if d.what == "merge_lists" else [d.state]) if any(st.name == n for st in meta.states)]
        if keyed:
            raise up.error(d, f"{keyed[0]!r} is keyed state: only operator list states are merged or split")
    changes: dict[str, StateChange] = {}
    for st in meta.states:
        new_name = renames.get(st.name, st.name)
        where = f"{label} state {st.name!r}" + (f" (renamed {new_name!r})" if new_name != st.name else "")
        new_st = declared.get(new_name)
        if st.backend_type == "PRIORITY_QUEUE" and key_snapshot is not None:
            changes[st.name] = _converted_timers(op_plan, st, key_snapshot, key_fn, key_auto, where)
            plan.actions.append(f"{where}: timer keys converted")
            continue
        if new_name != st.name:
            if new_st is None or not new_st.kind.keyed:
                d = next(d for d in op_plan.of("rename_state") if d.old == st.name)
                raise up.error(d, f"NEW's operator {new_op.uid or new_op.restore_id} declares no keyed state {new_name!r}")
        elif st.name in renames.values():
            raise MigrationRefused(f"{where}: the plan renames another state to {st.name!r}; rename or drop this one too")
        if new_st is None or not new_st.kind.keyed:
            op_plan.lost(st.name, new_op)
            if not _unclaimed(plan, drop, new_op, where, st, keyed=True):
                changes[st.name] = StateChange(st)
            continue
        if new_st.kind.value != st.kind and not (st.backend_type == "PRIORITY_QUEUE" and new_st.kind is StateKind.TIMERS):
            raise MigrationRefused(f"{where}: the state kind changed ({st.kind} → {new_st.kind.value}); plans do not convert state kinds")
        serializers = dict(st.serializers)
        info = st if new_name == st.name else st.model_copy(update={"name": new_name})
        fn = entry = None
        ns_old, ns_new = st.namespace_serializer, new_st.namespace_serializer
        if ns_old is not None and ns_new is not None and _value_fn(ns_old, ns_new, f"{where} namespace")[0] is not None:
            raise MigrationRefused(f"{where}: the namespace changed ({ns_old.label()} → {ns_new.label()}); plans do not convert namespaces")
        field_renames = op_plan.of("rename_field", st.name)
        value_decl = _one(up, op_plan.of("convert_value", st.name)) if up is not None else None
        transform = _one(up, op_plan.of("transform", st.name)) if up is not None else None
        map_keys = _map_key_change(op_plan, st, new_st.value_serializer, where)
        if st.backend_type == "PRIORITY_QUEUE":
            if field_renames or value_decl or transform:
                d = (field_renames or [value_decl or transform])[0]
                raise up.error(d, "timers are not converted by plans")
            if _value_fn(st.value_serializer, new_st.value_serializer, where)[0] is not None:
                raise MigrationRefused(f"{where}: timers of another key or namespace type; a plan cannot convert them yet")
        elif not (key_snapshot is not None or field_renames or value_decl or transform or map_keys):
            fn, snap, how = _keyed_value_fn(st.kind, st.value_serializer, new_st.value_serializer, where,
                                            op_plan.hint("convert_value", st.name))
            serializers["VALUE_SERIALIZER"] = snap
            plan.actions.append(f"{where}: {how}")
        else:
            entry, how = _planned_entry(op_plan, st, new_st, meta.key_serializer, key_snapshot, key_fn, key_auto,
                                        field_renames, value_decl, transform, map_keys, where)
            serializers["VALUE_SERIALIZER"] = new_st.value_serializer
            regroup = regroup or (transform is not None and java_hash_code(key_snapshot or meta.key_serializer) is not None)
            plan.actions.append(f"{where}: {how}")
        changes[st.name] = StateChange(info.model_copy(update={"serializers": serializers}), fn, entry)
    return changes, key_snapshot, regroup


def _converted_timers(op_plan, st, key_snapshot, key_fn, key_auto, where) -> StateChange:
    """The timers of an operator whose keys change: each timer's key converted as the
    operator's keys are (timers are kept whether NEW's model lists them or not)."""
    from flink_compat.schema_registry.families.timers import TimerSnapshot

    touched = [d for d in op_plan.decls if st.name in (d.state, d.old)]
    if touched:
        raise op_plan.user_plan.error(touched[0], "timers are not converted by plans (their keys follow p.convert_key)")
    old = st.value_serializer
    if not isinstance(old, TimerSnapshot):
        raise MigrationRefused(f"{where}: timers of {old.label() if old else 'an unknown serializer'}: their keys cannot be converted")
    serializers = dict(st.serializers)
    serializers["VALUE_SERIALIZER"] = old.model_copy(update={"key": key_snapshot})
    shape = Shape(st.name, "TIMER", old_key=old.key, new_key=key_snapshot, key_fn=key_fn, key_auto=key_auto)
    return StateChange(st.model_copy(update={"serializers": serializers}), None, shape)


def _planned_entry(op_plan, st, new_st, old_key, new_key, key_fn, key_auto, field_renames, value_decl, transform, map_keys, where):
    """The entry function of a state rewritten entry by entry (a plan touches it, its keys
    or its map keys change), and what it does."""
    up = op_plan.user_plan
    kind = st.kind
    old_el, old_map_key = _element(kind, st.value_serializer)
    new_el, _new_map_key = _element(kind, new_st.value_serializer)
    _mk_old, new_map_key, map_key_fn, map_key_auto = map_keys if map_keys is not None else (None, None, None, None)
    steps = []
    if field_renames:
        old_el = _renamed_fields(up, field_renames, old_el)
        steps.append("fields " + ", ".join(f"{d.old}→{d.new}" for d in field_renames) + " renamed")
    if value_decl is None:
        fn, _snap, how = _value_fn(old_el, new_el, where, op_plan.hint("convert_value", st.name), keyed_values=True, defaults_ok=False)
        if fn is not None:
            steps.append(how)
    else:
        steps.append(f"values {old_el.label()} → {new_el.label()} converted by the plan")
    if map_key_fn is not None:
        steps.append(f"map keys {old_map_key.label()} → {new_map_key.label()} converted by the plan")
    elif map_key_auto is not None:
        steps.append(f"map keys widened {old_map_key.label()} → {new_map_key.label()}")
    if new_key is not None:
        steps.append("keys converted")
    if transform is not None:
        steps.append("entries transformed by the plan")
    for snap in (old_key, new_key, old_el, new_el, old_map_key, new_map_key):  # CodecUnavailable now, not while writing
        if snap is not None:
            _codecs.codec_for(snap)
    shape = Shape(st.name, kind, old_key=old_key, new_key=new_key, key_fn=key_fn, key_auto=key_auto,
                  old_ns=st.namespace_serializer, old_value=_laid_out(old_el), new_value=new_el, value_fn=op_plan.fn(value_decl),
                  map_key=old_map_key, new_map_key=new_map_key, map_key_fn=map_key_fn, map_key_auto=map_key_auto,
                  ambiguous=(_ambiguous(old_key, [st]), _ambiguous(new_key or old_key, [st])), transform=op_plan.fn(transform))
    return shape, ", ".join(steps) or "rewritten"


def _list_info(st: StateMetaInfo, name: str, new_st) -> StateMetaInfo:
    """``st``'s meta information under ``name``, distributed as NEW's state ``new_st``."""
    options = dict(st.options)
    if st.backend_type == "OPERATOR" and new_st is not None and new_st.distribution is not None:
        options["OPERATOR_STATE_DISTRIBUTION_MODE"] = new_st.distribution.value
    return st.model_copy(update={"name": name, "options": options})


def _split_change(op_plan: _OperatorPlan, d: Declaration, st: StateMetaInfo, declared: dict, new_op: Operator, where: str) -> StateChange:
    """An operator list state whose elements go to several of NEW's list states."""
    up = op_plan.user_plan
    targets = {}
    for name in d.names:
        new_st = declared.get(name)
        if new_st is None or new_st.kind is not StateKind.OPERATOR_LIST:
            raise up.error(d, f"NEW's operator {new_op.uid or new_op.restore_id} declares no operator list state {name!r}")
        new_vs = new_st.value_serializer
        element = children_of(new_vs).get("element")
        if element is not None and not children_of(st.value_serializer).get("element"):
            new_vs = element
        _value_fn(st.value_serializer, new_vs, f"{where} → {name!r}", "the elements of a split must convert losslessly", defaults_ok=False)
        _codecs.codec_for(new_vs)
        info = _list_info(st, name, new_st)
        targets[name] = info.model_copy(update={"serializers": {**st.serializers, "VALUE_SERIALIZER": new_vs}})
    other = [x for x in op_plan.decls if x.what in ("convert_value", "transform", "rename_field", "rename_state") and st.name in (x.state, x.old)]
    if other:
        raise up.error(other[0], f"state {st.name!r} is split (p.split_list): its elements are not otherwise converted")
    _codecs.codec_for(st.value_serializer)
    split = Split(st.name, st.value_serializer, {n: i.value_serializer for n, i in targets.items()}, op_plan.fn(d))
    return StateChange(st, None, split, targets)


def _operator_changes(plan, view, new_op: Operator, drop: bool, label: str, op_plan: _OperatorPlan):
    meta = view.operator_meta
    if meta is None:
        return None
    declared = _declared(new_op)
    up = op_plan.user_plan
    renames = op_plan.renames()
    changes: dict[str, StateChange] = {}
    for st in meta.operator_states + meta.broadcast_states:
        new_name = renames.get(st.name, st.name)
        where = f"{label} operator state {st.name!r}" + (f" (renamed {new_name!r})" if new_name != st.name else "")
        if op_plan.of("convert_map_key", st.name):
            raise up.error(op_plan.of("convert_map_key", st.name)[0], f"{st.name!r} is an operator state: only keyed map states have map keys")
        new_st = declared.get(new_name)
        rank = op_plan.merged(st.name)
        merged = rank is not None
        if new_name != st.name and (new_st is None or new_st.kind.keyed):
            d = next(d for d in op_plan.of("rename_state") + op_plan.of("merge_lists") if d.old == st.name or (d.names and st.name in d.names))
            raise up.error(d, f"NEW's operator {new_op.uid or new_op.restore_id} declares no operator state {new_name!r}")
        split = _one(up, op_plan.of("split_list", st.name)) if up is not None else None
        if split is not None or merged:
            d = split or next(d for d in op_plan.of("merge_lists") if st.name in d.names)
            if st.backend_type != "OPERATOR":
                raise up.error(d, f"{st.name!r} is a {st.kind} state: only operator list states are merged or split")
        if split is not None:
            changes[st.name] = _split_change(op_plan, split, st, declared, new_op, where)
            plan.actions.append(f"{where}: split into {', '.join(split.names)} by the plan")
            continue
        if new_st is None or new_st.kind.keyed:
            op_plan.lost(st.name, new_op)
            if not _unclaimed(plan, drop, new_op, where, st, keyed=False):
                changes[st.name] = StateChange(st)
            continue
        serializers = dict(st.serializers)
        info = st if new_name == st.name else _list_info(st, new_name, new_st)
        if st.backend_type == "BROADCAST":
            if new_st.kind is not StateKind.BROADCAST:
                raise MigrationRefused(f"{where}: a broadcast state became {new_st.kind.value}; plans do not convert state kinds")
            if _value_fn(st.key_serializer, new_st.key_serializer, f"{where} key")[0] is not None:
                raise MigrationRefused(f"{where}: broadcast keys of another type are not converted yet")
            new_vs = new_st.value_serializer
        else:
            if new_st.kind is not StateKind.OPERATOR_LIST:
                raise MigrationRefused(f"{where}: a list state became {new_st.kind.value}; plans do not convert state kinds")
            if new_name == st.name and not merged and new_st.distribution is not None and st.kind != new_st.distribution.value:
                # DefaultOperatorStateBackend checks the restored mode ("Incompatible assignment
                # mode"); moving the elements of a union state (each subtask gets all) to a split
                # one (each gets a share), or back, changes what the job sees: intent, not ours
                raise MigrationRefused(
                    f"{where}: its distribution changes from {st.kind} to {new_st.distribution.value}, which Flink "
                    f"refuses and no plan call changes in place; declare it under another name in NEW and move "
                    f"the elements there: p.rename_state({op_plan.ref!r}, {st.name!r}, 'NEW_NAME')")
            # the model records a List of the element type; the savepoint the element serializer
            new_vs = new_st.value_serializer
            element = children_of(new_vs).get("element")
            if element is not None and not children_of(st.value_serializer).get("element"):
                new_vs = element
        field_renames = op_plan.of("rename_field", st.name)
        value_decl = _one(up, op_plan.of("convert_value", st.name)) if up is not None else None
        transform = _one(up, op_plan.of("transform", st.name)) if up is not None else None
        fn = entry = None
        if field_renames or value_decl or transform:
            old_vs = _renamed_fields(up, field_renames, st.value_serializer) if field_renames else st.value_serializer
            if value_decl is None:
                _value_fn(old_vs, new_vs, where, op_plan.hint("convert_value", st.name), defaults_ok=False)
            entry = Shape(st.name, "VALUE", old_value=_laid_out(old_vs), new_value=new_vs, value_fn=op_plan.fn(value_decl),
                          transform=op_plan.fn(transform), operator_key=st.key_serializer, op_state=True)
            _codecs.codec_for(old_vs), _codecs.codec_for(new_vs)
            snap, how = new_vs, "rewritten by the plan"
        else:
            # an operator state's elements or broadcast values are values too: enums in them
            # are re-encoded (their TTL never changes: operator state has none)
            fn, snap, how = _value_fn(st.value_serializer, new_vs, where, op_plan.hint("convert_value", st.name), keyed_values=True)
        if merged:  # the merged states' elements are all written with NEW's serializer
            if fn is None and entry is None and resolve(st.value_serializer, new_vs).compatibility is not AS_IS:
                # a reconfiguration other than enums' (Kryo registrations, POJO subclasses): the
                # copied bytes are in the old serializer's layout, which only the old snapshot
                # describes, and the merged state has one snapshot: NEW's
                d = next(d for d in op_plan.of("merge_lists") if st.name in d.names)
                raise up.error(d, f"{st.name!r}: Flink would reconfigure its serializer for NEW's "
                                  f"({st.value_serializer.label()}), so its elements are not in NEW's layout and "
                                  "cannot be merged under NEW's serializer; convert them (p.convert_value) or merge "
                                  "states whose serializer did not change")
            snap, how = new_vs, f"merged into {new_name!r}" + ("" if how == "copied" else f", {how}")
        serializers["VALUE_SERIALIZER"] = snap
        plan.actions.append(f"{where}: {how}")
        changes[st.name] = StateChange(info.model_copy(update={"serializers": serializers}), fn, entry, rank=rank or 0)
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


def _resolve_plan(sp: Savepoint, user_plan: Optional[UserPlan], new: JobGraph) -> None:
    """Every declaration names an operator of the savepoint (its OperatorID noted), or for
    ``p.bootstrap`` one of NEW the savepoint lacks (its OperatorID then stays None)."""
    if user_plan is None:
        return
    for d in user_plan.declarations:
        try:
            d.operator_id = sp.operator(d.operator).operator_id
        except KeyError:
            if d.what == "bootstrap" and _new_operator(new, d.operator) is not None:
                continue
            names = ", ".join(op.uid or op.operator_id for op in sp.metadata.operators if _has_state(op))
            raise user_plan.error(d, f"no operator {d.operator!r} in the savepoint (operators with state: {names})") from None


def plan(sp: Savepoint, new: JobGraph, map_uid: list[str] = (), drop_unclaimed: bool = False,
         user_plan: Optional[UserPlan] = None, old_query: Optional[JobGraph] = None) -> MigrationPlan:
    """Decide everything; raises :class:`MigrationRefused` (or :class:`PlanError`) before
    anything is written. ``old_query``: the job that took the savepoint (``--old-query``), whose
    Kryo class layouts the savepoint's values are read with (:func:`_laid_out`)."""
    layouts = kryo_layouts_of(graph_snapshots(old_query)) if old_query is not None else {}
    reencoded: list[str] = []
    layouts_token = _OLD_LAYOUTS.set((layouts, kryo_major_of_format(sp.version), reencoded))
    try:
        result = _plan(sp, new, map_uid, drop_unclaimed, user_plan)
    finally:
        _OLD_LAYOUTS.reset(layouts_token)
    if reencoded:  # the values are Flink 2.x's now: so is the format, or a reader takes them for Kryo 2's
        result.rewrite.format_version = max(sp.version, format_of_flink(new.flink_version))
    return result


def _new_operator(new: JobGraph, ref: str) -> Optional[Operator]:
    """NEW's operator by uid or OperatorID."""
    return next((op for op in new.operators if ref in (op.uid, op.restore_id)), None)


def _plan(sp: Savepoint, new: JobGraph, map_uid, drop_unclaimed: bool, user_plan: Optional[UserPlan]) -> MigrationPlan:
    _resolve_plan(sp, user_plan, new)
    mapped = _map_uids(sp, new, list(map_uid))
    by_restore_id = {op.restore_id: op for op in new.operators}
    result = MigrationPlan(Rewrite(), class_path=new.class_path)
    claimed: dict[str, str] = {}
    for sp_op in sp.metadata.operators:
        label = _label(sp_op)
        new_op = mapped.get(sp_op.operator_id) or by_restore_id.get(sp_op.operator_id)
        if sp_op.operator_id not in mapped and new_op is not None and any(t is new_op for t in mapped.values()):
            new_op = None  # its state comes from the mapped operator; this one is unclaimed
        op_plan = _OperatorPlan(user_plan, sp_op.operator_id, sp_op.uid or sp_op.operator_id)
        if new_op is None:
            if op_plan.decls:
                raise user_plan.error(op_plan.decls[0], f"{label}: NEW does not restore this operator (map it with --map-uid OLD=NEW)")
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
        max_parallelism, why = _new_max_parallelism(new, new_op, sp_op, view, label)
        if max_parallelism is not None:
            result.actions.append(f"{label}: max parallelism {sp_op.max_parallelism} → {max_parallelism}"
                                  + (", keyed state re-sharded into the new key groups" if view.has_keyed_state else "") + f" ({why})")
        names = {st.name for st in (view.keyed_meta.states if view.keyed_meta else [])}
        names |= {st.name for st in ((view.operator_meta.operator_states + view.operator_meta.broadcast_states) if view.operator_meta else [])}
        if op_plan.decls:
            op_plan.check_states(names)
        keyed, key_snapshot, regroup = _keyed_changes(result, sp_op, view, new_op, drop_unclaimed, label, op_plan)
        operator = _operator_changes(result, view, new_op, drop_unclaimed, label, op_plan)
        bootstrap, operator_bootstrap = _bootstraps(result, view, new_op, label, op_plan, keyed, operator, key_snapshot,
                                                    max_parallelism)
        if op_plan.of("convert_key") and not view.has_keyed_state:
            raise user_plan.error(op_plan.of("convert_key")[0], f"{label} has no keyed state")
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
                regroup=regroup,
                bootstrap=bootstrap,
                operator_bootstrap=operator_bootstrap,
            )
        )
    if user_plan is not None:
        _new_operators(result, sp, new, user_plan, claimed)
    return result


def _bootstraps(result: MigrationPlan, view, new_op: Operator, label: str, op_plan: _OperatorPlan, keyed, operator,
                key_snapshot, max_parallelism: Optional[int]) -> tuple[Optional[dict], Optional[dict]]:
    """(keyed, operator) states of NEW that the plan bootstraps (``p.bootstrap``) into an
    operator of the savepoint."""
    decls = op_plan.of("bootstrap")
    if not decls:
        return None, None
    meta = view.keyed_meta
    taken = {ch.info.name for ch in (keyed or {}).values()}
    taken |= {name for ch in (operator or {}).values() for name in (ch.splits or [ch.info.name])}
    if view.operator_meta is not None and operator is None:  # (copied unchanged)
        taken |= {st.name for st in view.operator_meta.operator_states + view.operator_meta.broadcast_states}
    key_serializer = (key_snapshot or meta.key_serializer) if meta is not None and keyed is not None else None
    return _bootstrap_states(result, op_plan.user_plan, decls, new_op, label, view.state.parallelism,
                             max_parallelism or view.max_parallelism, key_serializer, _keyed_backend_type([view]), taken)


def _keyed_backend_type(views) -> str:
    """KEY_VALUE (or Flink 2's KEY_VALUE_V2) as the savepoint's keyed states record it."""
    return next((st.backend_type for v in views if v.keyed_meta is not None
                 for st in v.keyed_meta.states if st.backend_type.startswith("KEY_VALUE")), "KEY_VALUE")


def _bootstrap_states(result: MigrationPlan, up: UserPlan, decls: list[Declaration], new_op: Operator, label: str,
                      parallelism: int, max_parallelism: int, key_serializer, backend_type: str,
                      taken: set) -> tuple[Optional[dict], Optional[dict]]:
    """The bootstrapped states, the plan's data read here, on the driver: keyed (name →
    (meta information, key group → entries)) and operator states (name → (meta
    information, per subtask: elements or broadcast entries))."""
    from .bootstrap import KINDS, BootstrapError, entries, operator_entries, operator_state_info, state_info

    declared = _declared(new_op)
    keyed: dict = {}
    operator: dict = {}
    for d in decls:
        new_st = declared.get(d.state)
        where = f"{label} state {d.state!r}"
        if new_st is None or new_st.kind.value not in (*KINDS, "OPERATOR_LIST", "BROADCAST"):
            raise up.error(d, f"NEW's operator {new_op.uid or new_op.restore_id} declares no value, list or map state, "
                              f"operator list or broadcast state {d.state!r}")
        if d.state in taken:
            raise up.error(d, f"{label} already has a state {d.state!r} (convert its values with p.transform)")
        if d.state in keyed or d.state in operator:
            raise up.error(d, f"{label}: state {d.state!r} is bootstrapped twice")
        try:
            if new_st.kind.keyed:
                if key_serializer is None:
                    raise up.error(d, f"{label} has no keyed state in the savepoint: a new keyed state goes into a keyed "
                                      "operator of the savepoint, or a new keyed operator")
                info = state_info(d.state, new_st.kind.value, new_st.value_serializer, new_st.namespace_serializer, backend_type)
                by_group = entries(info, key_serializer, max_parallelism, _ambiguous(key_serializer, [info]), d.data, where)
                keyed[d.state] = (info, by_group)
                n, spread = sum(len(g) for g in by_group.values()), f"{len(by_group)} key groups"
            else:
                mode = "BROADCAST" if new_st.kind.value == "BROADCAST" else (new_st.distribution or Distribution.SPLIT_DISTRIBUTE).value
                info = operator_state_info(d.state, new_st.kind.value, mode, new_st.value_serializer, new_st.key_serializer)
                per_subtask = operator_entries(info, parallelism, d.data, where)
                operator[d.state] = (info, per_subtask)
                n = len(per_subtask[0]) if mode == "BROADCAST" else sum(map(len, per_subtask))
                spread = f"{parallelism} subtasks" + (" (each the whole map)" if mode == "BROADCAST" else "")
        except BootstrapError as e:
            raise up.error(d, str(e)) from None
        result.actions.append(f"{where}: bootstrapped, {n} entr{'y' if n == 1 else 'ies'} in {spread}")
    return keyed or None, operator or None


def _new_operators(result: MigrationPlan, sp: Savepoint, new: JobGraph, user_plan: UserPlan, claimed: dict) -> None:
    """NEW's operators the savepoint lacks whose states the plan bootstraps: each a new
    operator of the output, with NEW's parallelism and max parallelism, its subtasks' key
    groups (or operator state) holding the data."""
    pending: dict[str, list[Declaration]] = {}
    for d in user_plan.declarations:
        if d.what == "bootstrap" and d.operator_id is None:
            pending.setdefault(_new_operator(new, d.operator).restore_id, []).append(d)
    for restore_id, decls in pending.items():
        new_op = _new_operator(new, restore_id)
        label = f"NEW's operator {new_op.uid or restore_id} ({restore_id})"
        if restore_id in claimed:
            raise user_plan.error(decls[0], f"{label} takes the state of {claimed[restore_id]}: name that operator")
        parallelism, max_parallelism = new.effective_parallelism(new_op), new.effective_max_parallelism(new_op)
        keyed, operator = _bootstrap_states(result, user_plan, decls, new_op, label, parallelism, max_parallelism,
                                            new_op.key_serializer, _keyed_backend_type(sp.operators), set())
        result.actions.append(f"{label}: a new operator, parallelism {parallelism}, max parallelism {max_parallelism}")
        result.rewrite.operators.append(OperatorRewrite(
            operator_id=restore_id, uid=new_op.uid, name=new_op.name, source=None, keyed={} if keyed else None,
            key_serializer=new_op.key_serializer, max_parallelism=max_parallelism, bootstrap=keyed,
            operator_bootstrap=operator, parallelism=parallelism,
        ))


def _new_max_parallelism(new: JobGraph, new_op: Operator, sp_op: OperatorState, view, label: str) -> tuple[Optional[int], str]:
    """(the max parallelism the output must have, why) when it differs from the
    savepoint's, else (None, ""):

    * NEW sets one explicitly that differs: Flink refuses the restore (MAX_PARALLELISM_CHANGED);
    * NEW sets none but runs the operator at a parallelism above the savepoint's max
      parallelism: Flink adopts the savepoint's and refuses the restore
      (MAX_PARALLELISM_BELOW_PARALLELISM; ``StateAssignmentOperation.checkParallelismPreconditions``
      checks every operator of a task with state, stateless ones chained to a stateful one
      too: seen on Flink 2.3, tests/migrate/flink_restore parallelism-above-old-max-parallelism,
      where the chained sink's 4 refused the restore); the output gets what Flink gives
      NEW's operator when it starts without state
      (``KeyGroupRangeAssignment.computeDefaultMaxParallelism``)."""
    explicit = new.explicit_max_parallelism(new_op)
    if explicit is None:
        parallelism = new.effective_parallelism(new_op)
        if parallelism <= sp_op.max_parallelism:
            return None, ""
        target = default_max_parallelism(parallelism)
        why = (f"NEW runs it at parallelism {parallelism} and sets no max parallelism (Flink would keep the "
               f"savepoint's {sp_op.max_parallelism} and refuse); raised to Flink's default for parallelism {parallelism}")
    elif explicit == sp_op.max_parallelism:
        return None, ""
    else:
        if explicit < sp_op.parallelism:
            raise MigrationRefused(f"{label}: max parallelism {explicit} is below the savepoint's parallelism {sp_op.parallelism}")
        target, why = explicit, "set by NEW"
    meta = view.keyed_meta if view.has_keyed_state else None
    if meta is not None and java_hash_code(meta.key_serializer) is None:
        raise MigrationRefused(
            f"{label}: max parallelism {sp_op.max_parallelism} → {target} ({why}) needs each key's new key group, from "
            f"Java's hashCode of {meta.key_serializer.label()} keys, which is not known here (simple keys only)"
        )
    return target, why


# ---------------------------------------------------------------------------------- proof


class ProofFailed(Exception):
    """The written savepoint failed its proof (:func:`prove`); it was removed."""

    def __init__(self, problems: list[str]):
        super().__init__("; ".join(problems))
        self.problems = problems


@dataclass
class Proof:
    """What :func:`prove` found: ``problems`` (none: proven), and what it read."""

    problems: list[str] = field(default_factory=list)
    #: States not read, with why (values only user code reads, copied with their bytes).
    unread: list[str] = field(default_factory=list)
    entries: int = 0
    states: int = 0
    #: Of them, the states (and their entries) whose values only the job's code reads, read by
    #: Flink's own serializers over NEW's classes (not written again).
    flink_entries: int = 0
    flink_states: int = 0
    seconds: float = 0.0


#: Replay outcomes that prove a state: its entries read with NEW's serializers and equal
#: written again (confirmed), none at all, or a state NEW does not restore (copied as it is).
_PROVEN = frozenset({"confirmed", "empty", "dropped"})


def prove(directory: str, new: JobGraph, class_fields=None, key_groups=None, job_code=None) -> Proof:
    """Whether NEW restores the savepoint in ``directory`` as is, judged as ``check`` and
    the replay judge it, in this process: the checker (``compat.check.check``, the
    savepoint as the old side, NEW's graph as the new) must say compatible, and every entry
    of every state NEW restores is decoded with the serializer the savepoint declares (which
    must resolve as is against NEW's), written again with NEW's serializer and decoded back
    equal (``compat.replay.replay_local``): a decode failure, leftover bytes or a value
    NEW's serializer cannot write is a problem. States whose values only user code reads
    (Kryo, custom serializers) are read by Flink's own serializers over NEW's classes with
    ``job_code`` (``compat.replay.JobCode``: NEW a job JAR), as Flink's restore reads them (a
    value they fail on is a problem); without it they are not read: their bytes were copied
    and the checker judged their serializers (listed in ``unread``). ``class_fields`` and
    ``key_groups``: as for ``check``, the readers of NEW's classes that its states do not show,
    and of its keys' key groups (NEW a job JAR)."""
    import time

    from flink_compat.compat.check import check
    from flink_compat.compat.replay import replay_local
    from flink_compat.graph.loader import load

    start = time.perf_counter()
    proof = Proof()
    new = _timers_keyed_as_operator(new)
    verdict = check(load(directory), new, class_fields=class_fields, key_groups=key_groups)
    if verdict.verdict != "compatible":
        active = [f for f in verdict.active_findings() if f.level.value in ("error", "migration")] or verdict.active_findings()
        proof.problems += [f"check says {verdict.verdict}: " + "; ".join(
            f"{f.operator or ''}{' state ' + repr(f.state) if f.state else ''}: {f.message} ({f.rule})" for f in active[:3])]
    report = replay_local(directory, new, job_code=job_code)
    for r in report.states:
        where = f"operator {r.operator} state {r.state!r}"
        if r.outcome in _PROVEN:
            proof.entries += r.entries
            proof.states += 1
            if r.read_by_flink and r.entries:
                proof.flink_entries += r.entries
                proof.flink_states += 1
        elif r.outcome == "not-verified":
            proof.unread.append(f"{where}: {r.note}")
        else:
            sample = f" (e.g. {r.samples[0].error})" if r.samples else ""
            whose = "Flink's own serializers over NEW's classes" if r.read_by_flink else "NEW's serializer"
            detail = (f"{r.failed:,} of {r.entries:,} entries do not read with {whose}{sample}"
                      if r.outcome == "failed" else
                      f"{r.failed:,} of {r.entries:,} entries read as other values by NEW's Python type{sample}"
                      if r.outcome == "misread" else r.note)
            proof.problems.append(f"{where}: {r.outcome}: {detail}")
    proof.seconds = time.perf_counter() - start
    return proof


def _timers_keyed_as_operator(new: JobGraph) -> JobGraph:
    """NEW with each timer state's key serializer its operator's: Flink builds the timer
    serializer from the operator's key serializer (``InternalTimeServiceManagerImpl``:
    ``new TimerSerializer<>(keySerializer, namespaceSerializer)``), whatever a model
    recorded for the timers separately."""
    from flink_compat.schema_registry.families.timers import TimerSnapshot

    ops = []
    for op in new.operators:
        key = op.key_serializer
        states = tuple(
            st.model_copy(update={"value_serializer": st.value_serializer.model_copy(update={"key": key})})
            if key is not None and isinstance(st.value_serializer, TimerSnapshot) and st.value_serializer.key != key else st
            for st in op.states)
        ops.append(op if all(a is b for a, b in zip(states, op.states)) else op.model_copy(update={"states": states}))
    return new.model_copy(update={"operators": tuple(ops)})


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


__all__ = ["EntryFailed", "MigrationPlan", "MigrationRefused", "PlanError", "Proof", "ProofFailed", "StateMetaInfo", "plan", "prove"]
