"""Reading a savepoint's values with the new serializers, where snapshots cannot tell.

A Kryo serializer snapshot records the class and its registrations, never the class's
fields, so a savepoint cannot show whether a changed Kryo class still reads its state;
the values can. When the new job declares the fields of a Kryo class
(``Types.GENERIC(..., fields=...)``) and the old side is a savepoint, each value of the
state is read with those fields exactly as Flink reads it (heap backend: at restore;
RocksDB: when the value is first accessed):

* a value that does not read (an unresolvable reference, the bytes ending, an
  unregistered class) or reads into a corrupt object (a String field holding the object
  itself) → INCOMPATIBLE, naming the first such value;
* every value reads → the savepoint's Kryo snapshots are taken to have the declared
  fields, and Flink's own snapshot rules decide (registrations);
* otherwise, values that cannot be read field by field (fields of other classes,
  subclasses, state in native RocksDB files) → the verdict stays UNKNOWN, saying why.

Like Flink, a value read is not checked for bytes left over (a removed last field); those
are counted and reported, because the class then reads values the old one wrote
differently. Every value of the state is read (about 400,000 a second,
``benchmarks/codecs_bench.py``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Optional

from flink_compat.graph.model import State, StateKind
from flink_compat.schema_registry import Resolution, Snapshot, resolve, walk
from flink_compat.schema_registry._base import INCOMPATIBLE, UNKNOWN, Reason, short_class
from flink_compat.schema_registry._io import FormatError
from flink_compat.schema_registry.codecs import LOW_LEVEL_ERRORS, CannotDecode, codec_for
from flink_compat.schema_registry.families.kryo import KryoSnapshot, with_kryo_fields


def declared_kryo_classes(snapshot: Optional[Snapshot]) -> dict[str, tuple]:
    """Kryo type classes inside ``snapshot`` whose fields are declared → those fields."""
    if snapshot is None:
        return {}
    return {s.type_class: s.declared_fields for _, s in walk(snapshot)
            if isinstance(s, KryoSnapshot) and s.declared_fields is not None}


@dataclass
class ProbeResult:
    """What reading one state's values with the new serializer found."""

    classes: tuple[str, ...]
    #: Values read (failed ones included).
    values: int = 0
    failed: int = 0
    #: The first value that failed: where and Kryo's error.
    first_failure: Optional[str] = None
    #: Values that cannot be read field by field, and why the first one cannot.
    unreadable: int = 0
    undecidable: Optional[str] = None
    #: Values with bytes the new class does not read (Flink ignores them).
    leftover: int = 0

    @property
    def classes_label(self) -> str:
        return ", ".join(short_class(c) for c in self.classes)

    def summary(self) -> str:
        """One line for reports."""
        if self.failed:
            return (f"{self.failed} of {self.values} values in the savepoint do not read with the declared fields "
                    f"of {self.classes_label}; the first: {self.first_failure}")
        if self.undecidable:
            counted = f"{self.unreadable} of {self.values} values" if self.unreadable else "the values"
            return f"{counted} of {self.classes_label} in the savepoint cannot be read field by field: {self.undecidable}"
        text = f"all {self.values} values in the savepoint read with the declared fields of {self.classes_label}"
        if self.leftover:
            text += (f", {self.leftover} of them with bytes left over (the old class wrote more fields: "
                     "Flink drops them silently)")
        return text

    def resolution(self, old: Snapshot, new: Snapshot, static: Resolution) -> Resolution:
        """The value serializer's resolution, given what the values showed."""
        if self.undecidable and not self.failed:
            return Resolution(static.compatibility, (*static.reasons, Reason(UNKNOWN, self.summary())))
        if self.failed:
            return Resolution(
                INCOMPATIBLE,
                (Reason(INCOMPATIBLE, f"{self.summary()}; Flink fails the same way (heap: at restore; RocksDB: "
                                      "when the value is first read)"),),
            )
        adopted = resolve(with_kryo_fields(old, declared_kryo_classes(new)), new)
        return Resolution(adopted.compatibility, adopted.reasons)


class SavepointProbe:
    """Reads states of one savepoint with new serializers (the savepoint opens on first use)."""

    def __init__(self, location: str, allow_path: Optional[str] = None):
        self.location = location
        self.allow_path = allow_path
        self._savepoint = None
        self._python_reads: Optional[dict] = None
        self._windows: dict = {}
        self._flink_reads: dict = {}

    def close(self) -> None:
        if self._savepoint is not None:
            self._savepoint.close()
            self._savepoint = None

    def _operator(self, operator_id: str):
        if self._savepoint is None:
            from flink_compat import savepoint

            self._savepoint = savepoint.open(self.location, allow_path=self.allow_path)
        return self._savepoint.operator(operator_id)

    def probe(self, operator_id: str, old: State, new: State) -> ProbeResult:
        """Read every value of ``old`` (a state of operator ``operator_id``) with ``new``'s serializer."""
        result = ProbeResult(classes=tuple(declared_kryo_classes(new.value_serializer)))
        try:
            readers = _readers(new)
            if isinstance(readers, str):
                result.undecidable = readers
                return result
            view = self._operator(operator_id)
            if old.kind.keyed:
                _probe_keyed(view, old.name, readers, result)
            else:
                _probe_operator(view, old.name, readers, result)
        except CannotDecode as e:
            result.undecidable = e.message
        return result


    def task_had_state(self, operator_id: str) -> bool:
        """Whether the savepoint holds subtask states of operator ``operator_id``
        (``OperatorState.getNumberCollectedStates() > 0``), empty ones included: a task reports
        a state for every operator of its chain when one of them has state, and none when none
        has (``AsyncCheckpointRunnable.reportCompletedSnapshotStates``: ``hasAckState ?
        acknowledgedTaskStateSnapshot : null``). So a stateless operator has them when it ran
        chained to a stateful one, and Flink then assigns state to its new task
        (``TaskStateAssignment.hasNonFinishedState``)."""
        try:
            return bool(self._operator(operator_id).state.subtasks)
        except KeyError:
            return False

    def nulls(self, operator_id: str, state: State, fields: dict[str, set[str]]) -> "tuple[Counter, int] | str":
        """(Counter of (POJO class, field) → values holding null there, values read) over every
        value of ``state`` (keys, map keys and values, list elements, POJOs inside others) for
        the ``fields`` of each POJO class; or why the values cannot be read."""
        from flink_compat.savepoint.decode import decode_keyed, decode_operator
        from flink_compat.schema_registry.families.pojo import PojoValue

        found: Counter = Counter()

        def visit(value):
            if isinstance(value, PojoValue):
                for name in fields.get(value.pojo_class, ()):
                    if name in value and value[name] is None:
                        found[(value.pojo_class, name)] += 1
                for v in value.values():
                    visit(v)
            elif isinstance(value, (list, tuple)):
                for v in value:
                    visit(v)
            elif isinstance(value, dict):
                for k, v in value.items():
                    visit(k)
                    visit(v)

        read = 0
        try:
            view = self._operator(operator_id)
            entries = decode_keyed(view, states=[state.name]) if state.kind.keyed else decode_operator(view, states=[state.name])
            for e in entries:
                read += 1
                visit(e.key)
                visit(getattr(e, "user_key", None))
                visit(e.value)
        except (CannotDecode, FormatError) as e:
            return e.message
        except LOW_LEVEL_ERRORS as e:
            return f"the values do not read ({type(e).__name__})"
        return found, read

    def ttl_timestamps(self, operator_id: str, state: State) -> "list[int] | str":
        """The last-access timestamps (epoch millis) of every value of ``state``, a keyed state
        with TTL (each value, list element or map value is Flink's ``TtlValue``: the user value
        and that timestamp); or why the values cannot be read."""
        from flink_compat.savepoint.decode import decode_keyed
        from flink_compat.schema_registry.families.ttl import TtlValue

        out: list[int] = []
        try:
            for e in decode_keyed(self._operator(operator_id), states=[state.name]):
                values = e.value if isinstance(e.value, list) else [e.value]
                out += [v.timestamp for v in values if isinstance(v, TtlValue)]
        except (CannotDecode, FormatError) as e:
            return e.message
        except LOW_LEVEL_ERRORS as e:
            return f"the values do not read ({type(e).__name__})"
        return out

    def keys(self, operator_id: str, limit: int) -> "list[tuple[int, bytes]] | str":
        """Up to ``limit`` distinct keys of operator ``operator_id``'s keyed state, each as (the key
        group the savepoint holds it in, its bytes), in the savepoint's order; or why its keys
        cannot be told apart from the rest of its entries."""
        keys: dict[tuple[int, bytes], None] = {}
        try:
            for e in self._operator(operator_id).iter_keyed_entries():
                if e.state.startswith("_timer_state/"):
                    continue  # (a timer's bytes are the whole timer: key, namespace and time)
                if e.namespace is None:
                    return "its keys cannot be framed apart from their namespaces"
                keys[(e.key_group, bytes(e.key))] = None
                if len(keys) == limit:
                    break
        except (CannotDecode, FormatError) as e:
            return e.message
        except LOW_LEVEL_ERRORS as e:
            return f"its keys do not read ({type(e).__name__})"
        return list(keys)

    def raw_values(self, operator_id: str, state: State, limit: int) -> "list[bytes] | str":
        """Up to ``limit`` values of ``state`` as the savepoint holds them (a keyed entry's value
        bytes, a list state's whole list, a map entry's value with its null flag; an operator
        state's element), or why they cannot be framed here."""
        out: list[bytes] = []
        try:
            view = self._operator(operator_id)
            entries = (view.iter_keyed_entries(states=[state.name]) if state.kind.keyed
                       else view.iter_operator_entries(states=[state.name]))
            for e in entries:
                out.append(bytes(e.value))
                if len(out) == limit:
                    break
        except (CannotDecode, FormatError) as e:
            return e.message
        except LOW_LEVEL_ERRORS as e:
            return f"its values do not frame ({type(e).__name__})"
        return out

    def unread_by_flink(self, operator_id: str, state: State, reader, limit: int = 64) -> Optional[str]:
        """Why values of ``state`` (a savepoint's, with its snapshot) do not read with Flink's
        serializer restored from that snapshot over the new job's classes (``reader``:
        :data:`compat.check.FlinkValuesReader`), as Flink's restore reads them: how many of up to
        ``limit`` fail, and the first failure; None when they all read or that cannot be told
        (no values, none framed, no JVM, a serializer Flink cannot restore). Read once per state."""
        key = (operator_id, state.name)
        if key not in self._flink_reads:
            self._flink_reads[key] = self._read_by_flink(operator_id, state, reader, limit)
        read = self._flink_reads[key]
        if read is None or not read[0]:
            return None
        failed, total, first = read
        return (f"{failed} of {total} values of state {state.name!r} read from the savepoint do not read with Flink's "
                f"serializer over the new job's classes (as Flink's restore reads them): {first}")

    def _read_by_flink(self, operator_id: str, state: State, reader, limit: int):
        from flink_compat.graph.flink_values import LIST, MAP_VALUE, WHOLE, Group
        from flink_compat.schema_registry._base import children_of

        if state.value_serializer is None:
            return None
        kids = children_of(state.value_serializer)
        mode, snapshot = ((LIST, kids.get("element")) if state.kind is StateKind.LIST
                          else (MAP_VALUE, kids.get("value")) if state.kind is StateKind.MAP
                          else (WHOLE, state.value_serializer))
        values = self.raw_values(operator_id, state, limit)
        if snapshot is None or isinstance(values, str) or not values:
            return None
        [result] = reader([Group(mode, (snapshot,), values)]) or [None]
        if result is None or result.error is not None:
            return None
        failed = [v["@error"] for v in result.values if isinstance(v, dict) and "@error" in v]
        return len(failed), len(result.values), failed[0] if failed else ""

    def _window_evidence(self, operator_id: str, new_window):
        """What the keyed state of operator ``operator_id`` shows of its old window
        (:mod:`compat.window_evidence`); read once per operator and new window."""
        key = (operator_id, new_window.model_dump_json())
        if key not in self._windows:
            from flink_compat.compat.window_evidence import read_evidence

            self._windows[key] = read_evidence(self._operator(operator_id), new_window)
        return self._windows[key]

    def window_changes(self, operator_id: str, new_window) -> list[str]:
        """How the old window of operator ``operator_id``, as its keyed state shows it, differs
        from ``new_window``."""
        from flink_compat.compat.window_evidence import window_changes

        return window_changes(self._window_evidence(operator_id, new_window), new_window)

    def window_unseen(self, operator_id: str, new_window) -> list[str]:
        """What of the old window of operator ``operator_id`` its keyed state cannot show against
        ``new_window`` (:func:`compat.window_evidence.unseen`)."""
        from flink_compat.compat.window_evidence import unseen

        return unseen(self._window_evidence(operator_id, new_window), new_window)

    def old_lateness_at_most(self, operator_id: str, new_window) -> Optional[int]:
        """The most allowed lateness the old window of operator ``operator_id`` can have had, as its
        window timers show it (None: they do not)."""
        from flink_compat.compat.window_evidence import old_lateness_at_most

        return old_lateness_at_most(self._window_evidence(operator_id, new_window))

    def holds_timers(self, operator_id: str, state_name: str) -> Optional[bool]:
        """Whether the savepoint holds a timer in the timer queue ``state_name`` (e.g.
        ``_timer_state/event_user-timers``) of operator ``operator_id``; None when it cannot be read."""
        from flink_compat.schema_registry._io import FormatError

        try:
            view = self._operator(operator_id)
        except KeyError:
            return False
        meta = view.keyed_meta
        if meta is None or state_name not in {s.name for s in meta.states}:
            return False
        try:
            return any(True for _ in view.iter_keyed_entries(states=[state_name]))
        except FormatError:
            return None

    def python_reads(self, new_graph) -> dict:
        """(operator ID, state name) → ``PythonRead``: the savepoint's bytes of every Python
        state the new PyFlink program declares a Python type for, decoded with that type's coder
        in a PyFlink interpreter (:mod:`compat.python_state`). Read once per check."""
        if self._python_reads is None:
            from flink_compat.compat.python_state import read_python_states

            self._python_reads = read_python_states(self._operator, new_graph)
        return self._python_reads


# ---------------------------------------------------------------------------------- reading
def _readers(new: State):
    """``(read value bytes, read map user key bytes or None)``, or why the state is not read."""
    ser = new.value_serializer
    kind = new.kind
    if kind is StateKind.LIST or kind is StateKind.OPERATOR_LIST:
        element = dict(ser.children()).get("element") if kind is StateKind.LIST else ser
        if element is None:
            return f"LIST state without a list serializer ({ser.label()})"
        decode = codec_for(element).decode
        return (_list_reader(decode) if kind is StateKind.LIST else _value_reader(decode)), None
    if kind is StateKind.MAP:
        children = dict(ser.children())
        if "key" not in children or "value" not in children:
            return f"MAP state without a map serializer ({ser.label()})"
        return _map_value_reader(codec_for(children["value"]).decode), _value_reader(codec_for(children["key"]).decode)
    if kind in (StateKind.VALUE, StateKind.REDUCING, StateKind.AGGREGATING):
        return _value_reader(codec_for(ser).decode), None
    return f"{kind.value} state is not read"


# Each reader returns the number of bytes it left unread, as Flink's restore reads them.
def _value_reader(decode):
    def read(b):  # TypeSerializer.deserialize over the value's bytes
        return len(b) - decode(b, 0)[1]

    return read


def _list_reader(decode):
    def read(b):  # ListDelimitedSerializer.deserializeList: element, then skip one byte if any
        pos, n, odd = 0, len(b), 0
        while pos < n:
            pos = decode(b, pos)[1]
            if pos < n:
                odd += b[pos] != 0x2C
                pos += 1
        return odd

    return read


def _map_value_reader(decode):
    def read(b):  # readBoolean (is null), then the value
        if b[0]:
            return 0
        return len(b) - decode(b, 1)[1]

    return read


def _fail(result: ProbeResult, where: str, error: BaseException) -> None:
    result.failed += 1
    if result.first_failure is None:
        if isinstance(error, FormatError):
            offset = f" at byte {error.offset}" if error.offset is not None else ""
            result.first_failure = f"{where}{offset}: {error.message}"
        else:
            result.first_failure = f"{where}: the bytes end first ({type(error).__name__})"


def _read_entry(result: ProbeResult, where: str, read) -> None:
    """Read one value; a value that fails decides over values that cannot be read."""
    result.values += 1
    try:
        left = read()
    except CannotDecode as error:
        result.unreadable += 1
        if result.undecidable is None:
            result.undecidable = f"{where}: {error.message}"
        return
    except (FormatError, *LOW_LEVEL_ERRORS) as error:
        _fail(result, where, error)
        return
    result.leftover += left > 0


def _probe_keyed(view, name: str, readers, result: ProbeResult) -> None:
    from flink_compat.savepoint.keyed import ROCKSDB_ENCODED

    read_value, read_user_key = readers
    for index, _handle in view.keyed_handles():
        layout = view.keyed_layout(index)
        if layout not in ROCKSDB_ENCODED:
            raise CannotDecode(view.savepoint.metadata_path, None,
                               f"subtask {index} keeps its keyed state in the {layout} layout, whose values are not read")
        for e in view.iter_keyed_entries(states=[name], subtasks=[index]):
            def read(e=e):
                if read_user_key is not None and e.user_key is not None:
                    read_user_key(e.user_key)
                return read_value(e.value)

            _read_entry(result, f"subtask {index}, key group {e.key_group}", read)


def _probe_operator(view, name: str, readers, result: ProbeResult) -> None:
    read_value, _ = readers
    for e in view.iter_operator_entries(states=[name]):
        if e.mode == "BROADCAST":
            raise CannotDecode(view.savepoint.metadata_path, None, "broadcast state values are not read")
        _read_entry(result, f"subtask {e.subtask}, element {e.index}", lambda e=e: read_value(e.value))
