"""One replay task, in plain Python: what a Spark executor runs (and tests run directly).

For every entry of the task's states: decode it with the serializers recorded in the
savepoint (``savepoint.decode``), migrate each part (key, namespace, map user key, value)
to the new serializer as Flink would (``schema_registry.migrate``), encode it with the new
serializer, decode that again and compare. A task keeps counts and a few failing samples
per state, never the state itself.

An accumulator per state is a list ``[entries, bytes, key_groups, migrated, failed,
unverified, samples]`` (see :func:`merge`); a task returns ``{state key: accumulator}``.
"""

from __future__ import annotations

import json
import os
from collections import OrderedDict
from functools import lru_cache
from operator import attrgetter
from typing import Any, Iterator, Optional

from ._plan import FLINK, REPLAY, KeyedTask, OperatorTask, StatePlan

#: A state's accumulator: counts, then the samples of failed entries. A Python state read as
#: floats also counts its non-zero floats, and the entries (with samples) whose floats have an
#: integer's bits (``compat.python_state.PythonRead``): whether those fail is decided over the
#: whole state, by the driver (``_report``).
ENTRIES, BYTES, KEY_GROUPS, MIGRATED, FAILED, UNVERIFIED, NONZERO_FLOATS, INTEGER_LIKE, SAMPLES, INTEGER_SAMPLES = range(10)
DEFAULT_SAMPLES = 3


def new_acc() -> list:
    return [0, 0, 0, 0, 0, 0, 0, 0, [], []]


def merge(a: list, b: list, samples: int = DEFAULT_SAMPLES) -> list:
    """Combine two accumulators (commutative and associative up to which samples are kept)."""
    out = [a[i] + b[i] for i in range(SAMPLES)]
    for i in (SAMPLES, INTEGER_SAMPLES):
        kept = a[i] + b[i]
        kept.sort(key=lambda s: (s.get("key_group") if s.get("key_group") is not None else -1, str(s.get("key"))))
        out.append(kept[:samples])
    return out


class TaskFault(RuntimeError):
    """Raised by the fault hook (tests): an injected task failure."""


# ----------------------------------------------------------------------------- helpers


@lru_cache(maxsize=256)
def _snapshot(text: Optional[str]):
    if text is None:
        return None
    from flink_compat.schema_registry import SNAPSHOT_ADAPTER

    return SNAPSHOT_ADAPTER.validate_json(text)


_OPEN: "OrderedDict[str, Any]" = OrderedDict()


def _open(task):
    """The savepoint of a task, kept open across the tasks a Python worker runs; state
    files are confined as on the driver (the task carries ``allow_path``)."""
    from flink_compat import savepoint

    key = (task.location, task.allow_path)
    sp = _OPEN.get(key)
    if sp is None:
        sp = _OPEN[key] = savepoint.open(task.location, allow_path=task.allow_path)
        while len(_OPEN) > 4:
            _OPEN.popitem(last=False)[1].close()
    else:
        _OPEN.move_to_end(key)
    return sp


def close_all() -> None:
    while _OPEN:
        _OPEN.popitem()[1].close()


def as_json(value) -> Any:
    from flink_compat.savepoint.decode import value_json

    return value_json(value)


def json_text(value) -> Optional[str]:
    if value is None:
        return None
    return json.dumps(as_json(value), ensure_ascii=False, default=str, separators=(",", ":"))


def _bytes_json(b: Optional[bytes]):
    return None if b is None else {"bytes_hex": bytes(b).hex()}


def _equal(a, b) -> bool:
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - exotic values compare by their bytes instead
        return False


class _Part:
    """One part of an entry (key, namespace, user key, value): old → migrate → new → back."""

    __slots__ = ("name", "check", "nullable", "column")

    def __init__(self, name: str, old, new, nullable: bool = False):
        from flink_compat.schema_registry.codecs import codec_for
        from flink_compat.schema_registry.migrate import identity, migrator

        self.name = name
        self.nullable = nullable
        self.column = None
        if new is None or (old is not None and old == new):
            # Unchanged serializer: the bytes just decoded are the new serializer's bytes.
            self.check = None
            return
        mig = migrator(old, new)
        codec = codec_for(new)
        from ._columns import column_check

        try:
            old_decode = codec_for(old).decode_all if old is not None else None
        except Exception:  # noqa: BLE001 - no codec for the old values: not read from bytes here
            old_decode = None
        # the same check on a run of decoded values at once, where it provably agrees
        self.column = column_check(old, new, mig, codec.encode, old_decode)
        encode, decode_all, decode = codec.encode, codec.decode_all, codec.decode
        whole = codec.whole is not None
        label = new.label()

        def check(value):
            if value is None and nullable:
                return
            migrated = mig(value) if mig is not identity else value
            out = bytearray()
            try:
                encode(migrated, out)
            except Exception as e:  # noqa: BLE001 - any encoder complaint: the value does not fit
                from flink_compat.schema_registry.migrate import MigrationError

                raise MigrationError(f"{name}: {label} cannot write the migrated value: {type(e).__name__}: {e}") from None
            if whole:
                back = decode_all(bytes(out))
            else:
                back, end = decode(out, 0)
                if end != len(out):
                    from flink_compat.schema_registry.migrate import MigrationError

                    raise MigrationError(f"{name}: {label} reads {end} of the {len(out)} bytes it wrote")
            if not _equal(back, migrated):
                again = bytearray()
                encode(back, again)
                if again != out:
                    from flink_compat.schema_registry.migrate import MigrationError

                    raise MigrationError(f"{name}: {label} reads back {back!r}, not the migrated {migrated!r}")

        self.check = check


# ----------------------------------------------------------------------------- keyed


class KeyedReplayer:
    """Replays the entries of one keyed state of one subtask."""

    def __init__(self, meta, state_meta, layout: str, plan: StatePlan):
        from flink_compat.savepoint.decode import StateDecoder
        from flink_compat.savepoint.keyed import ROCKSDB_ENCODED

        self.plan = plan
        self.decoder = StateDecoder(meta, state_meta, layout)
        old_value = state_meta.value_serializer
        new_value = _snapshot(plan.new_value)
        parts = []
        if state_meta.backend_type == "PRIORITY_QUEUE":
            parts.append(("value", _Part("timer", old_value, new_value)))
        else:
            parts.append(("key", _Part("key", meta.key_serializer, _snapshot(plan.new_key))))
            parts.append(("namespace", _Part("namespace", state_meta.namespace_serializer, _snapshot(plan.new_namespace))))
            if layout in ROCKSDB_ENCODED and state_meta.kind == "MAP":
                old_kids = dict(old_value.children())
                new_kids = dict(new_value.children()) if new_value is not None else {}
                if "key" in new_kids and "value" in new_kids:
                    parts.append(("user_key", _Part("map key", old_kids.get("key"), new_kids["key"])))
                    parts.append(("value", _Part("map value", old_kids.get("value"), new_kids["value"], nullable=True)))
                else:
                    from flink_compat.schema_registry.migrate import MigrationError

                    label = new_value.label() if new_value is not None else "?"

                    def not_a_map(_v):
                        raise MigrationError(f"MapState entries cannot be written by {label}")

                    parts.append(("value", _FakePart(not_a_map)))
            else:
                parts.append(("value", _Part("value", old_value, new_value)))
        self.parts = [(field, p.check) for field, p in parts if p.check is not None]
        #: (field, reference check, column-wise check or None) of the parts that are checked
        self.columns = [(field, p.check, p.column) for field, p in parts if p.check is not None]
        #: ``make_batcher``'s ``value_check``: the values of runs checked from their bytes,
        #: when the value is the only part checked and ``_columns`` migrates it, or nothing
        #: is checked (as is: read)
        self.value_check = None
        if len(self.columns) == 1 and self.columns[0][0] == "value" and self.columns[0][2] is not None:
            self.value_check = self.columns[0][2].run_bytes
        elif not self.columns and old_value is not None:
            # nothing to migrate: the replay confirms the values decode, read from their bytes
            from flink_compat.schema_registry.codecs import codec_for

            from ._columns import read_check

            try:
                self.value_check = read_check(old_value, codec_for(old_value).decode_all)
            except Exception:  # noqa: BLE001 - no codec: the decoded way says why
                self.value_check = None

    def replay(self, e):
        """Raises on a failing entry; returns the decoded entry."""
        d = self.decoder.decode(e)
        for field, check in self.parts:
            check(getattr(d, field))
        return d


class _FakePart:
    def __init__(self, check):
        self.check = check


# ----------------------------------------------------------------------------- operator


class OperatorReplayer:
    def __init__(self, state_meta, plan: StatePlan):
        from flink_compat.savepoint.decode import OperatorStateDecoder

        self.plan = plan
        self.decoder = OperatorStateDecoder(state_meta)
        parts = [("value", _Part("value", state_meta.value_serializer, _snapshot(plan.new_value)))]
        if state_meta.backend_type == "BROADCAST":
            parts.append(("key", _Part("key", state_meta.serializers.get("KEY_SERIALIZER"), _snapshot(plan.new_key))))
        self.parts = [(field, p.check) for field, p in parts if p.check is not None]

    def replay(self, e):
        d = self.decoder.decode(e)
        for field, check in self.parts:
            check(getattr(d, field))
        return d


# ----------------------------------------------------------------------------- tasks


def _fault(fault: Optional[str], task, phase: str) -> None:
    """Test hook: ``phase:fail-once:<task index>`` fails the first attempt of a task,
    ``phase:fail:<task index>`` every attempt, ``phase:sleep:<task index>`` holds the task
    for a minute (phase ``replay``, ``export-start`` or ``export``: after the first row)."""
    if not fault:
        return
    for spec in fault.split(","):
        try:
            where, how, index = spec.split(":")
        except ValueError:
            continue
        if where != phase or int(index) != task.index:
            continue
        attempt = 0
        try:
            from pyspark import TaskContext

            ctx = TaskContext.get()
            attempt = ctx.attemptNumber() if ctx is not None else 0
        except ImportError:  # pragma: no cover
            pass
        if how == "sleep":
            import time

            time.sleep(60)
        if how == "fail" or (how == "fail-once" and attempt == 0):
            raise TaskFault(f"injected fault in {phase} task {task.index} (attempt {attempt})")


def _sample(plan: StatePlan, e, decoded, error: BaseException, keyed: bool) -> dict:
    if decoded is not None:
        key, value, ns, user_key = (
            (decoded.key, decoded.value, decoded.namespace, decoded.user_key) if keyed else (decoded.key, decoded.value, None, None)
        )
        key, value = as_json(key), as_json(value)
        ns = as_json(ns) if ns is not None else None
        user_key = as_json(user_key) if user_key is not None else None
    else:
        key, value = _bytes_json(e.key), _bytes_json(e.value)
        ns = _bytes_json(getattr(e, "namespace", None)) if keyed else None
        user_key = _bytes_json(getattr(e, "user_key", None)) if keyed else None
    sample = {
        "key": key,
        "value": value,
        "error": " ".join(f"{type(error).__name__}: {error}".split())[:500],
        "key_group": e.key_group if keyed else None,
        "subtask": None if keyed else e.subtask,
    }
    if ns is not None:
        sample["namespace"] = ns
    if user_key is not None:
        sample["user_key"] = user_key
    return sample


def run_task(task, plans: dict, samples: int = DEFAULT_SAMPLES, fault: Optional[str] = None) -> dict[str, list]:
    """Replay one task; ``plans`` is ``Plan.states`` (operator id → state name → StatePlan)."""
    _fault(fault, task, "replay")
    if isinstance(task, KeyedTask):
        return _run_keyed(task, plans.get(task.operator_id, {}), samples)
    if isinstance(task, OperatorTask):
        return _run_operator(task, plans.get(task.operator_id, {}), samples)
    raise TypeError(f"not a replay task: {task!r}")


def _errors():
    from flink_compat.schema_registry._io import FormatError
    from flink_compat.schema_registry.codecs import LOW_LEVEL_ERRORS, CannotDecode
    from flink_compat.schema_registry.migrate import CannotVerify, MigrationError

    # A value only the user's code can read (Kryo, custom serializers) is not verifiable,
    # not a failure: CannotDecode counts with CannotVerify.
    return FormatError, (CannotVerify, CannotDecode), (MigrationError, FormatError, *LOW_LEVEL_ERRORS)


def _run_keyed(task: KeyedTask, plans: dict, samples: int) -> dict[str, list]:
    with _job_framing(plans):
        return _replay_keyed(task, plans, samples)


def _replay_keyed(task: KeyedTask, plans: dict, samples: int) -> dict[str, list]:
    FormatError, CannotVerify, failures = _errors()
    sp = _open(task)
    op = sp.operator(task.operator_id)
    meta = op.subtask_keyed_meta(task.subtask)
    layout = op.keyed_layout(task.subtask)
    infos = {s.name: s for s in meta.states} if meta is not None else {}
    accs: dict[str, list] = {}
    last_kg: dict[str, int] = {}
    replayers: dict[str, Any] = {}
    pythons: dict[str, Optional[_PythonLayer]] = {}
    flinks: dict[str, _FlinkLayer] = {}
    current = None
    acc = replayer = python = flink = None

    def replayer_of(name: str):
        replayer = replayers.get(name, False)
        if replayer is False:
            plan = plans.get(name)
            replayer = None
            if plan is not None and plan.mode == REPLAY:
                replayer = KeyedReplayer(meta, infos[name], layout, plan)
            replayers[name] = replayer
        return replayer

    batcher, batch_type = _keyed_batcher(meta, layout, plans, replayer_of)
    for e in op.iter_keyed_entries(subtasks=[task.subtask], key_groups=range(task.key_group_start, task.key_group_end + 1),
                                   split=_split_keys(meta), batcher=batcher):
        # e: a KeyedEntry, or a DecodedBatch of decoded entries of one state and key group
        # (and of entries the batcher's value check took: counted in it, not listed)
        batch = e if e.__class__ is batch_type else None
        head = e if batch is None else batch[0] if batch else batch
        state, key_group = head.state, head.key_group
        if state is not current:
            current = state
            plan = plans.get(current)
            key = plan.key if plan is not None else f"{task.operator_id}/{current}"
            acc = accs.get(key)
            if acc is None:
                acc = accs[key] = new_acc()
            replayer = replayer_of(current)
            if current not in pythons:
                pythons[current] = _PythonLayer(plan, acc, samples, True) if replayer is not None and plan.python else None
            python = pythons[current]
            flink = flinks.get(current)
            if flink is None and plan is not None and plan.mode == FLINK:
                flink = flinks[current] = _FlinkLayer(plan, infos[current], acc, samples, meta.key_serializer, layout)
        if last_kg.get(current) != key_group:
            last_kg[current] = key_group
            acc[KEY_GROUPS] += 1
        if batch is not None:
            acc[ENTRIES] += len(batch) + batch.checked
            acc[BYTES] += batch.nbytes
            acc[MIGRATED] += batch.checked  # from their bytes: migrated, written and read back, or (as is) read
            if replayer is not None:
                _replay_decoded(replayer, batch, acc, samples, CannotVerify, failures)
            continue
        acc[ENTRIES] += 1
        acc[BYTES] += len(e.key) + len(e.value)
        if replayer is not None:
            decoded = _replay_entry(replayer, e, acc, samples, True, CannotVerify, failures)
            if python is not None and decoded is not None:
                python.add(e, decoded)
        elif flink is not None:
            flink.add(e)
    for layer in (*pythons.values(), *flinks.values()):
        if layer is not None:
            layer.flush()
    return accs


def _split_keys(meta) -> bool:
    """Whether the keyed entries come split into key, namespace and user key: not when the key
    serializer is one only the job's code reads, whose keys' ends Python cannot find (their
    states are read whole by Flink's serializers, or only counted)."""
    from flink_compat.compat.flink_samples import needs_flink

    return meta is None or not needs_flink(meta.key_serializer)


def _job_framing(plans: dict):
    """Where a state of the task is read by the job's code: the context in which its heap
    layout is framed by the job's serializers too; else none."""
    from contextlib import nullcontext

    code = next((p.job_code for p in plans.values() if p.job_code is not None), None)
    return code.heap_framing() if code is not None else nullcontext()


def _keyed_batcher(meta, layout: str, plans: dict, replayer_of=None):
    """``(batcher, DecodedBatch)`` for ``iter_keyed_entries``: canonical states without a
    Python layer come decoded in runs (``savepoint/_batch.py``), their values checked from
    their bytes where the state's replayer (``replayer_of(name)``) has a ``value_check``;
    else ``(None, None)``."""
    from flink_compat.savepoint.keyed import CANONICAL

    if meta is None or layout != CANONICAL:
        return None, None
    from flink_compat.savepoint.decode import batcher_for

    make, batch_type = batcher_for(meta)
    if make is None:  # no numpy: entry by entry
        return None, None

    def batcher(meta_, state_plan, prefix):
        plan = plans.get(state_plan.name)
        if plan is not None and (plan.python or plan.mode == FLINK):  # their layers take raw entries
            return None
        replayer = None
        if replayer_of is not None and plan is not None:
            try:
                replayer = replayer_of(state_plan.name)
            except Exception:  # noqa: BLE001 - it raises again at the state's first entry, if any
                replayer = None
        return make(meta_, state_plan, prefix, value_check=replayer.value_check if replayer is not None else None)

    return batcher, batch_type


def _replay_decoded(replayer, batch, acc: list, samples: int, cannot_verify, failures) -> None:
    """Replay decoded entries (``_replay_entry`` after the decoding): each field's check,
    on the whole run at once where ``_columns`` can (a part it passes raises for no entry,
    so the entries' first errors, counts and samples are the reference's), else entry by
    entry."""
    if not batch:
        return
    if not replayer.parts:
        acc[MIGRATED] += len(batch)
        return
    checks = [
        (field, check)
        for field, check, column in replayer.columns
        if column is None or not column.run(list(map(attrgetter(field), batch)))
    ]
    if not checks:
        acc[MIGRATED] += len(batch)
        return
    migrated = 0
    for d in batch:
        try:
            for field, check in checks:
                check(getattr(d, field))
            migrated += 1
        except cannot_verify:
            acc[UNVERIFIED] += 1
        except failures as err:
            acc[FAILED] += 1
            if len(acc[SAMPLES]) < samples:
                acc[SAMPLES].append(_sample(replayer.plan, d, d, err, True))
    acc[MIGRATED] += migrated


def _replay_entry(replayer, e, acc: list, samples: int, keyed: bool, cannot_verify, failures):
    """Replay one entry and count it as migrated, not verified or failed (with a sample); the
    decoded entry when it migrated."""
    try:
        decoded = replayer.replay(e)
        acc[MIGRATED] += 1
        return decoded
    except cannot_verify:
        acc[UNVERIFIED] += 1
    except failures as err:
        acc[FAILED] += 1
        if len(acc[SAMPLES]) < samples:
            acc[SAMPLES].append(_sample(replayer.plan, e, _decoded_or_none(replayer, e), err, keyed))
    return None


def _decoded_or_none(replayer, e):
    try:
        return replayer.decoder.decode(e)
    except Exception:  # noqa: BLE001 - the old bytes themselves are unreadable
        return None


def _run_operator(task: OperatorTask, plans: dict, samples: int) -> dict[str, list]:
    _FormatError, CannotVerify, failures = _errors()
    sp = _open(task)
    op = sp.operator(task.operator_id)
    meta = op.subtask_operator_meta(task.subtask)
    infos = {s.name: s for s in [*meta.operator_states, *meta.broadcast_states]} if meta is not None else {}
    accs: dict[str, list] = {}
    replayers: dict[str, Any] = {}
    pythons: dict[str, Optional[_PythonLayer]] = {}
    flinks: dict[str, _FlinkLayer] = {}
    for e in op.iter_operator_entries(subtasks=[task.subtask]):
        plan = plans.get(e.state)
        key = plan.key if plan is not None else f"{task.operator_id}/{e.state}"
        acc = accs.get(key)
        if acc is None:
            acc = accs[key] = new_acc()
        acc[ENTRIES] += 1
        acc[BYTES] += len(e.value) + (len(e.key) if e.key is not None else 0)
        replayer = replayers.get(e.state, False)
        if replayer is False:
            replayer = replayers[e.state] = (
                OperatorReplayer(infos[e.state], plan) if plan is not None and plan.mode == REPLAY else None
            )
            pythons[e.state] = _PythonLayer(plan, acc, samples, False) if replayer is not None and plan.python else None
            if plan is not None and plan.mode == FLINK:
                flinks[e.state] = _FlinkLayer(plan, infos[e.state], acc, samples)
        if replayer is not None:
            decoded = _replay_entry(replayer, e, acc, samples, False, CannotVerify, failures)
            python = pythons[e.state]
            if python is not None and decoded is not None:
                python.add(e, decoded)
        elif e.state in flinks:
            flinks[e.state].add(e)
    for layer in (*pythons.values(), *flinks.values()):
        if layer is not None:
            layer.flush()
    return accs


# ----------------------------------------------------------------------------- the job's code

#: Entries of a state read by Flink's serializers per JVM run (each run starts a sandboxed JVM,
#: about a second; a batch's bytes are held until then).
FLINK_BATCH_ENTRIES = 20_000


class FlinkCannotRead(Exception):
    """An entry of a state whose savepoint values only the job's code reads, which Flink's
    serializers (restored from the savepoint's snapshots over the new job's classes) fail on."""


class _FlinkLayer:
    """The entries of one state in one task whose values only the job's code reads
    (``StatePlan.mode`` FLINK: a custom serializer, Kryo with the job's classes): read in batches
    by Flink's serializers restored from the savepoint's snapshots over the new job's classes, in
    the sandboxed JVM (``compat.flink_samples.read_with_flink``), as Flink's restore reads them.
    An entry they read is migrated; one they fail on is failed; all are unverified when the JVM
    cannot run or the serializers cannot be restored (a sample says why)."""

    def __init__(self, plan: StatePlan, info, acc: list, samples: int, key_serializer=None, layout=None):
        from flink_compat.compat.flink_samples import entry_parts

        self.plan, self.acc, self.samples = plan, acc, samples
        self.keyed = key_serializer is not None
        self.parts_of = entry_parts(info, key_serializer, layout)
        self.entries: list = []

    def add(self, e) -> None:
        self.entries.append(e)
        if len(self.entries) >= FLINK_BATCH_ENTRIES:
            self.flush()

    def flush(self) -> None:
        from flink_compat.compat.flink_samples import SerializersNotRestored, read_with_flink
        from flink_compat.graph.errors import LoadError

        batch, self.entries = self.entries, []
        if not batch:
            return
        try:
            read = list(read_with_flink(batch, self.parts_of, self.plan.job_code.decode))
        except (LoadError, SerializersNotRestored) as err:  # nothing is known of these values
            self.acc[UNVERIFIED] += len(batch)
            if len(self.acc[SAMPLES]) < self.samples:
                self.acc[SAMPLES].append(_sample(self.plan, batch[0], None, err, self.keyed))
            return
        for e, parts, why in read:
            if why is None:
                self.acc[MIGRATED] += 1
                continue
            self.acc[FAILED] += 1
            if len(self.acc[SAMPLES]) < self.samples:
                sample = _sample(self.plan, e, None, FlinkCannotRead(why), self.keyed)
                for role in ("key", "namespace", "user_key"):  # what did read, as read (the value: its bytes)
                    if role in parts and not (isinstance(parts[role], dict) and "@error" in parts[role]):
                        sample[role] = as_json(parts[role])
                self.acc[SAMPLES].append(sample)


# ----------------------------------------------------------------------------- Python state

#: Pieces of Python state decoded per PyFlink interpreter run (each run starts PyFlink's
#: interpreter, about a second; the pieces of a batch are held as hex until then).
PYTHON_BATCH_PIECES = 50_000


class PythonStateUnreadable(Exception):
    """An entry of a PyFlink program's state whose bytes the new Python type's coder cannot read."""


class PythonStateMisread(Exception):
    """An entry of a PyFlink program's state whose bytes are no values of the new Python type, and
    which its coders (fixed-width reads, ``StatePlan.python_never_fails``) read as other values."""


class _PythonLayer:
    """The Python layer of one Python state in one task (``StatePlan.python``): the bytes of each
    entry that passed the JVM serializers' replay are decoded, in batches, with PyFlink's coder of
    the type the new program declares (``compat.python_state``), as the Python worker reads them
    at its first access; an entry that does not read moves from migrated to failed."""

    def __init__(self, plan: StatePlan, acc: list, samples: int, keyed: bool):
        from flink_compat.graph.model import StateKind

        self.plan, self.acc, self.samples, self.keyed = plan, acc, samples, keyed
        request = json.loads(plan.python)
        self.python = _pyflink_interpreter(request.pop("interpreter"), plan)
        self.request = request
        self.kind = StateKind(plan.kind)
        self.pieces: list = []
        self.entries: list = []  # (index of the entry's first piece, raw entry, decoded entry)

    def add(self, e, decoded) -> None:
        from flink_compat.compat.python_state import pieces

        self.entries.append((len(self.pieces), e, decoded))
        self.pieces += [(role, data.hex()) for role, data in pieces(self.kind, decoded)]
        if len(self.pieces) >= PYTHON_BATCH_PIECES:
            self.flush()

    def flush(self) -> None:
        from bisect import bisect_right

        from flink_compat.compat.python_state import failure_text
        from flink_compat.graph.pyflink import decode_python_values

        if self.pieces:
            (result,) = decode_python_values([{**self.request, "pieces": self.pieces, "failed": self.samples}],
                                             python=self.python)
            starts = [first for first, _e, _d in self.entries]
            failing: dict[int, tuple] = {}  # entry → its first failing piece with an error, else its first
            for index, error in result["failed"]:
                entry = bisect_right(starts, index) - 1
                if entry not in failing or (failing[entry][1] is None and error is not None):
                    failing[entry] = (index, error)
            what = f"{self.request['kind']} state of {self.request.get('type_info') or 'the declared type'}"
            patterns = result.get("float_patterns")
            if patterns:
                self._integer_like(patterns, starts, set(failing), what)
            for entry, (index, error) in sorted(failing.items()):
                self.acc[MIGRATED] -= 1
                self.acc[FAILED] += 1
                if len(self.acc[SAMPLES]) < self.samples:
                    role, data = self.pieces[index]
                    if self.plan.python_never_fails:
                        text = failure_text(role, data[:32], "PyFlink reads it as other values, without an error")
                        err = PythonStateMisread(f"is no {what}: {text}")
                    else:
                        text = failure_text(role, data[:32], error or "the coder fails")
                        err = PythonStateUnreadable(f"does not read as {what}: {text}")
                    _first, e, decoded = self.entries[entry]
                    self.acc[SAMPLES].append(_sample(self.plan, e, decoded, err, self.keyed))
        self.pieces, self.entries = [], []

    def _integer_like(self, patterns: dict, starts: list, failing: set, what: str) -> None:
        """Count the non-zero floats read and the entries (that did read) holding an integer's
        bits, with samples: ``_report`` fails them when they are most of the state's floats."""
        from bisect import bisect_right

        from flink_compat.compat.python_state import integer_bits_text

        self.acc[NONZERO_FLOATS] += patterns["nonzero"]
        entries: dict[int, int] = {}
        for index in patterns.get("pieces", ()):
            entries.setdefault(bisect_right(starts, index) - 1, index)
        for entry, index in sorted(entries.items()):
            if entry in failing:
                continue
            self.acc[INTEGER_LIKE] += 1
            if len(self.acc[INTEGER_SAMPLES]) < self.samples:
                _first, e, decoded = self.entries[entry]
                bits = patterns["bits"][str(index)]
                err = PythonStateMisread(f"reads as {what} with an integer's bits: {integer_bits_text(bits)}")
                self.acc[INTEGER_SAMPLES].append(_sample(self.plan, e, decoded, err, self.keyed))


def _pyflink_interpreter(driver_python: str, plan: StatePlan):
    """The PyFlink interpreter of this executor: ``$FLINK_COMPAT_PYFLINK_PYTHON``, else the
    driver's (a local master, or a cluster whose machines have it at the same path)."""
    from pathlib import Path

    from flink_compat.graph.pyflink import PYTHON_ENV_VAR

    for candidate in (os.environ.get(PYTHON_ENV_VAR), driver_python):
        if candidate and Path(candidate).is_file():
            return Path(candidate)
    raise RuntimeError(
        f"state {plan.state!r} of {plan.operator} holds Python values, which only PyFlink reads: this executor has "
        f"no PyFlink interpreter at {driver_python} (set {PYTHON_ENV_VAR} with spark.executorEnv.{PYTHON_ENV_VAR})"
    )


# ----------------------------------------------------------------------------- export

#: Columns of the Parquet export (all nullable; JSON text for values of any type).
EXPORT_COLUMNS = (
    ("operator_uid", "string"),
    ("operator_id", "string"),
    ("state", "string"),
    ("kind", "string"),
    ("subtask", "int"),
    ("key_group", "int"),
    ("key", "string"),
    ("namespace", "string"),
    ("user_key", "string"),
    ("value", "string"),
)


def export_rows(task, plans: dict, fault: Optional[str] = None) -> Iterator[tuple]:
    """The decoded entries of one task as export rows (see :data:`EXPORT_COLUMNS`)."""
    by_name = plans.get(task.operator_id, {})
    with _job_framing(by_name):
        yield from _export_rows(task, by_name, fault)


def _export_rows(task, by_name: dict, fault: Optional[str]) -> Iterator[tuple]:
    from flink_compat.savepoint.decode import OperatorStateDecoder, StateDecoder

    _fault(fault, task, "export-start")
    sp = _open(task)
    op = sp.operator(task.operator_id)
    n = 0
    if isinstance(task, KeyedTask):
        meta = op.subtask_keyed_meta(task.subtask)
        layout = op.keyed_layout(task.subtask)
        infos = {s.name: s for s in meta.states} if meta is not None else {}
        decoders: dict = {}
        by_flink = _FlinkExport(by_name, infos, meta.key_serializer if meta is not None else None, layout)
        entries = op.iter_keyed_entries(subtasks=[task.subtask], key_groups=range(task.key_group_start, task.key_group_end + 1),
                                        split=_split_keys(meta))
        for e, d in by_flink.decoded(entries):
            plan = by_name.get(e.state)
            if d is None and not by_flink.reads(e.state):
                dec = decoders.get(e.state, False)
                if dec is False:
                    try:
                        dec = StateDecoder(meta, infos[e.state], layout)
                    except Exception:  # noqa: BLE001 - no codec: export the bytes
                        dec = None
                    decoders[e.state] = dec
                d = _try(dec, e)
            uid = plan.uid if plan else None
            kind = plan.kind if plan else infos[e.state].kind
            if d is None:
                row = (uid, task.operator_id, e.state, kind, task.subtask, e.key_group, json_text(_bytes_json(e.key)),
                       json_text(_bytes_json(e.namespace)), json_text(_bytes_json(e.user_key)), json_text(_bytes_json(e.value)))
            else:
                row = (uid, task.operator_id, e.state, kind, task.subtask, e.key_group, json_text(d.key),
                       json_text(d.namespace), json_text(d.user_key), json_text(d.value))
            yield row
            n += 1
            if n == 1:
                _fault(fault, task, "export")
    else:
        meta = op.subtask_operator_meta(task.subtask)
        infos = {s.name: s for s in [*meta.operator_states, *meta.broadcast_states]} if meta is not None else {}
        decoders = {}
        by_flink = _FlinkExport(by_name, infos)
        for e, d in by_flink.decoded(op.iter_operator_entries(subtasks=[task.subtask])):
            plan = by_name.get(e.state)
            if d is None and not by_flink.reads(e.state):
                dec = decoders.get(e.state, False)
                if dec is False:
                    try:
                        dec = OperatorStateDecoder(infos[e.state])
                    except Exception:  # noqa: BLE001
                        dec = None
                    decoders[e.state] = dec
                d = _try(dec, e)
            uid = plan.uid if plan else None
            kind = plan.kind if plan else infos[e.state].kind
            key = d.key if d is not None else _bytes_json(e.key)
            value = d.value if d is not None else _bytes_json(e.value)
            yield (uid, task.operator_id, e.state, kind, task.subtask, None, json_text(key), None, None, json_text(value))
            n += 1
            if n == 1:
                _fault(fault, task, "export")
    if n == 0:
        _fault(fault, task, "export")


class _FlinkExport:
    """The export's entries of states read by Flink's serializers (``StatePlan.mode`` FLINK),
    decoded in batches in the sandboxed JVM: :meth:`decoded` gives each entry of the task with
    its decoded parts (an object with ``key``, ``namespace``, ``user_key`` and ``value``), or
    None where Python decodes it (another state) or Flink's serializers do not read it (its
    bytes are exported, as an unreadable entry's are)."""

    def __init__(self, plans: dict, infos: dict, key_serializer=None, layout=None):
        from flink_compat.compat.flink_samples import entry_parts

        self.parts = {name: entry_parts(infos[name], key_serializer, layout) for name, p in plans.items()
                      if p.mode == FLINK and name in infos}
        self.code = {name: plans[name].job_code for name in self.parts}

    def reads(self, state: str) -> bool:
        return state in self.parts

    def decoded(self, entries) -> Iterator[tuple]:
        if not self.parts:
            yield from ((e, None) for e in entries)
            return
        held: list = []  # (entry, position among the held of its state, or None)
        by_state: dict[str, list] = {}
        for e in entries:
            mine = by_state.setdefault(e.state, []) if e.state in self.parts else None
            held.append((e, None if mine is None else len(mine)))
            if mine is not None:
                mine.append(e)
            if len(held) >= FLINK_BATCH_ENTRIES:
                yield from self._flush(held, by_state)
                held, by_state = [], {}
        yield from self._flush(held, by_state)

    def _flush(self, held: list, by_state: dict) -> Iterator[tuple]:
        from types import SimpleNamespace

        from flink_compat.compat.flink_samples import SerializersNotRestored, read_with_flink
        from flink_compat.graph.errors import LoadError

        read: dict[str, list] = {}
        for name, batch in by_state.items():
            try:
                read[name] = [parts if why is None else None
                              for _e, parts, why in read_with_flink(batch, self.parts[name], self.code[name].decode)]
            except (LoadError, SerializersNotRestored):
                read[name] = [None] * len(batch)
        for e, index in held:
            parts = None if index is None else read[e.state][index]
            yield e, None if parts is None else SimpleNamespace(
                key=parts.get("key"), namespace=parts.get("namespace"), user_key=parts.get("user_key"),
                value=parts.get("value"))


def _try(dec, e):
    if dec is None:
        return None
    try:
        return dec.decode(e)
    except Exception:  # noqa: BLE001 - unreadable entry: exported as bytes
        return None


def worker_pid() -> int:
    return os.getpid()
