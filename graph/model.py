"""The logical stream graph with eagerly declared state.

One model for three sources: a Python job package, a manifest (this model as JSON or
YAML) and a Flink savepoint. Everything speaks Flink's language: OperatorIDs derived
from uids, key serializers, max parallelism, and each state with the serializer
snapshots Flink records for it in a savepoint (so a state declared here and the same
state read from a savepoint are equal objects).
"""

from __future__ import annotations

import copy
import enum
import json
import re
from functools import cached_property
from typing import Annotated, Any, Literal, Optional

from pydantic import BaseModel, ConfigDict, StringConstraints, ValidationError, model_validator

from flink_compat.schema_registry import SNAPSHOT_ADAPTER, Snapshot
from flink_compat.schema_registry.nesting import too_deep

from .sql_description import parse_description, split_top_level

FLINK_DEFAULT_VERSION = "2.3"


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


#: A serializer snapshot. In manifests it may also be ``{"$ref": n}``, an index into the
#: top-level ``snapshots`` table, resolved by :func:`from_manifest` before validation.
SnapshotField = Snapshot


class StateKind(str, enum.Enum):
    """What kind of state, in the terms of Flink's state backends."""

    VALUE = "VALUE"
    LIST = "LIST"
    MAP = "MAP"
    REDUCING = "REDUCING"
    AGGREGATING = "AGGREGATING"
    #: Timers: Flink's priority-queue states ``_timer_state/{event,processing}_<service>``.
    TIMERS = "PRIORITY_QUEUE"
    #: Operator (non-keyed) list state; see :class:`Distribution`.
    OPERATOR_LIST = "OPERATOR_LIST"
    #: Broadcast state (a map replicated to every subtask).
    BROADCAST = "BROADCAST"

    @property
    def keyed(self) -> bool:
        return self._keyed  # set below: enum members are read on every state pair


for _kind in StateKind:
    _kind._keyed = _kind not in (StateKind.OPERATOR_LIST, StateKind.BROADCAST)


class Distribution(str, enum.Enum):
    """How operator state is redistributed on restore (Flink's ``OperatorStateHandle.Mode``)."""

    SPLIT_DISTRIBUTE = "SPLIT_DISTRIBUTE"
    UNION = "UNION"
    BROADCAST = "BROADCAST"


class SourceLocation(_Model):
    file: str
    line: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}"


class TtlConfig(_Model):
    """``StateTtlConfig`` as declared by a job (a savepoint only shows that TTL is on)."""

    ttl_ms: int
    update_type: Literal["OnCreateAndWrite", "OnReadAndWrite"] = "OnCreateAndWrite"
    visibility: Literal["NeverReturnExpired", "ReturnExpiredIfNotCleanedUp"] = "NeverReturnExpired"


class PythonStateType(_Model):
    """How a PyFlink function declared a state (PyFlink programs only).

    Flink keeps every Python state as the bytes of PyFlink's coder for the declared Python
    ``TypeInformation`` (its Java serializers are ``byte[]``); only this records which type
    the bytes are, and so whether new code can read them.
    """

    #: The name in Python (Flink's state is ``python-state-<name>``).
    name: str
    kind: Literal["value", "list", "map", "reducing", "aggregating", "broadcast"]
    #: The declared TypeInformation as PyFlink prints it, e.g. ``Types.LONG()``; None for a
    #: state PyFlink declares itself without one.
    type_info: Optional[str] = None
    #: The same as data: ``{"type": class name, "fields": {...}}``, what changes are compared on.
    structure: Optional[Any] = None


class SqlOperator(_Model):
    """What Flink's planner says of an operator of a SQL job (SQL scripts and compiled plans)."""

    #: The ExecNode that made the operator, as a compiled plan names it: its ID in the plan, its
    #: type (``stream-exec-group-aggregate``) and version (a compiled plan keeps the version it was
    #: compiled with; a script gets the planner's latest).
    exec_node_id: Optional[int] = None
    exec_node_type: Optional[str] = None
    exec_node_version: Optional[int] = None
    #: The planner's description of the operator, the part of the query it runs, e.g.
    #: ``GroupAggregate(groupBy=[k], select=[k, SUM(amount) AS s])`` (without the ``[id]:`` the
    #: planner puts before it).
    description: Optional[str] = None
    #: The statements of the script this operator runs a part of: the :attr:`SqlStatement.line` of
    #: each of :attr:`SqlJob.statements` whose INSERT writes to a sink downstream of it (empty when
    #: not known: a compiled plan keeps no SQL).
    statements: tuple[int, ...] = ()

    @property
    def kind(self) -> Optional[str]:
        """The SQL operator kind: ``GroupAggregate`` of ``GroupAggregate(groupBy=[k], ...)``; None
        for a description that names none (a sink's ``totals[6]: Writer``)."""
        match = _SQL_KIND.match(self.description or "")
        return match.group(1) if match else None

    def label(self) -> str:
        """How findings name it: the kind and what its state is keyed by, e.g. ``the GroupAggregate
        `groupBy=[k]```, or the table it reads or writes (``the TableSourceScan `table=[events]```)."""
        kind = self.kind
        if kind is None:
            return f"the {self.description or self.exec_node_type or 'operator'}"
        _, named = parse_description(self.description)
        key = next((f"{name}=[{named[name]}]" for name in _SQL_KEY_ARGUMENTS if name in named), None)
        if key is None and "table" in named:
            key = f"table=[{_table_name(named['table'])}]"
        if key is None:
            args = self.description[len(kind):].strip()
            if args.startswith("(") and args.endswith(")"):
                args = args[1:-1]
            key = args.split("], ", 1)[0] + "]" if "], " in args else args
        return f"the {kind} `{key}`" if key else f"the {kind}"


def _table_name(value: str) -> str:
    """``[default_catalog, default_database, events, project=[k], metadata=[]]`` (a scan) or
    ``default_catalog.default_database.totals`` (a sink) → the table's own name."""
    inner = value[1:-1] if value.startswith("[") and value.endswith("]") else value
    names = [part for part in split_top_level(inner) if "=" not in part]
    return names[-1].split(".")[-1] if names else value


#: The kind at the start of a planner's description: ``GroupAggregate(``, ``ConstraintEnforcer[...``
#: (not the ``[6]`` of ``totals[6]: Writer``).
_SQL_KIND = re.compile(r"([A-Za-z]+)(?:\(|\[(?!\d+\]))")
#: The arguments that say what an operator's state is keyed by, first found first.
_SQL_KEY_ARGUMENTS = ("groupBy", "partitionBy", "key", "where", "window")


class SqlStatement(_Model):
    """A statement of a SQL script that makes the job: an INSERT (one of a ``BEGIN STATEMENT SET``), an
    ``EXECUTE STATEMENT SET``, an ``EXECUTE PLAN``."""

    #: The line of the script its text starts on (1-based).
    line: int
    #: Its text as Flink's SQL client splits the script (comments before it included).
    text: str
    #: The tables its INSERTs write to, as Flink names them in a compiled plan's sink node
    #: (``ObjectIdentifier.asSerializableString()``: backquoted catalog, database, table joined by dots).
    sinks: tuple[str, ...] = ()


class SqlJob(_Model):
    """How a SQL job was given, and the table options it ran with."""

    #: ``script``: a SQL script; ``plan``: a compiled plan (COMPILE PLAN, FLIP-190).
    source: Literal["script", "plan"]
    #: Table options in effect (graph/sql.py, ``RECORDED_OPTIONS``), as Flink prints them.
    options: dict[str, str] = {}
    #: A script's statements that make the job (a compiled plan keeps no SQL), in the script's order.
    statements: tuple[SqlStatement, ...] = ()


class WindowSpec(_Model):
    """What a window operator does with its state, beyond the state's types: how records are
    assigned to windows, and when windows fire and are purged. Flink restores a window
    operator whose state types are unchanged whatever these are, so a change here leaves old
    windows' contents never fired or misassigned (rule ``WINDOW_CHANGED``).

    Names and parameters are Flink's: ``assigner`` the assigner's class (simple name for
    Flink's own, ``org.apache.flink...``, the full name for a job's), ``parameters`` the
    assigner's instance fields (``size``, ``slide``, ``globalOffset``, ``sessionTimeout``, ...,
    in milliseconds), trigger and evictor described as ``Class(field=value, ...)``, e.g.
    ``PurgingTrigger(nestedTrigger=CountTrigger(maxCount=3))``. ``allowed_lateness``: the
    window operator's ``allowedLateness`` in milliseconds (``.allowedLateness(...)``; Flink's
    default 0; None: not known), how long after its end an event-time window is kept for late
    records before it is purged (rule ``WINDOW_LATENESS_INCREASED``; processing-time windows
    ignore it).
    """

    assigner: str
    parameters: dict[str, str] = {}
    merging: bool = False
    event_time: bool = False
    trigger: str
    evictor: Optional[str] = None
    allowed_lateness: Optional[int] = 0

    def assigner_label(self) -> str:
        params = ", ".join(f"{k}={v}" for k, v in sorted(self.parameters.items()))
        return f"{self.assigner}({params})" if params else self.assigner


class KeySelectorSpec(_Model):
    """What a keyed operator's key selector is, to tell whether the new job reads each record's
    state under the same key (rule ``KEY_SELECTOR_CHANGED``): a key moved to another field of the
    same type keeps the key serializer, and Flink restores.

    ``origin`` says how ``fingerprint`` was made, and only fingerprints of one origin compare:
    ``bytecode`` (a job JAR: the selector's code without debug information, its own class name
    and its input class normalized, with what it captured), ``declared`` (a job package's
    ``key_by(..., key=...)``), ``python`` (a PyFlink program: the code objects of each Python key
    function that keys the operator, without line numbers, file names, names or docstrings, with
    the plain data it captures and the program's functions it calls; graph/_pyflink_child.py
    ``key_fingerprint``).
    """

    origin: Literal["bytecode", "declared", "python"]
    #: sha256 (hex) of what the selector is.
    fingerprint: str
    #: For people, e.g. ``userId`` or ``lambda in fidelity.Job (bytecode sha256:1a2b…)``.
    description: str
    #: A two-input operator's: each input's selector (its fingerprint, "" for an input not keyed) in
    #: input order, which ``fingerprint`` joins; so that inputs swapped with their selectors (each
    #: record still keyed as before) compare input by input (:func:`compat.rules`'s selectors_by_input).
    inputs: tuple[str, ...] = ()


class KeyHashSpec(_Model):
    """What decides the key group of a keyed operator's keys where that is the job's code (rule
    ``KEY_HASH_CHANGED``): Flink puts a key in key group ``murmurHash(key.hashCode()) %
    maxParallelism``, and a key of the job's classes (a POJO, record or generic type, or one inside a
    Tuple or Row) hashes by the job's ``hashCode``. A job JAR's only (graph/bridge/Behaviour.java):
    the code of the ``hashCode`` of each such class, as the key serializer holds them, with the code
    of the job's it calls, without debug information and class names.
    """

    #: sha256 (hex) of that code.
    fingerprint: str
    #: For people, e.g. ``hashCode of fidelity.UserKey (bytecode sha256:1a2b…)``.
    description: str


class AggregationSpec(_Model):
    """A keyed reduce's built-in aggregation (``sum``, ``min``, ``max``, ``minBy``, ``maxBy``; rule
    ``AGGREGATION_CHANGED``): its state is the last aggregated record, whatever it aggregates.
    ``origin`` says how ``description`` was made, and only descriptions of one origin compare:
    ``bytecode`` (a job JAR: Flink's aggregator object, ``SumAggregator(adder=LongSum,
    fieldAccessor=SimpleTupleFieldAccessor(pos=1), isTuple=true)``), ``declared`` (a job package's
    ``sum(1)``)."""

    origin: Literal["bytecode", "declared"]
    description: str


class IntervalJoinSpec(_Model):
    """An interval join's bounds, inclusive, in milliseconds, as IntervalJoinOperator keeps them
    (rule ``INTERVAL_JOIN_WIDENED``): a left record at ``t`` joins right records in
    ``[t + lower_ms, t + upper_ms]``, and each side's buffered records are cleaned up once no
    record of the other side can join them any more."""

    lower_ms: int
    upper_ms: int


class SourceSpec(_Model):
    """A FLIP-27 source's connector (rule ``SOURCE_CONNECTOR_CHANGED``): the Source's class and the
    serializers Flink restores its state with, each by class name and version: the split serializer
    (each reader's splits, operator state ``SourceReaderState``) and the enumerator checkpoint
    serializer (its coordinator's state in ``_metadata``)."""

    connector: str
    split_serializer: str
    split_version: int
    checkpoint_serializer: str
    checkpoint_version: int


class TimerUse(_Model):
    """Which timers a keyed process function sets (rule ``TIMERS_NO_LONGER_SET``): whether its
    code registers event-time and processing-time timers, and whether it has an ``onTimer`` of its
    own. Flink restores an operator's pending timers whatever its new code sets, and each fires the
    new ``onTimer``."""

    event: bool
    processing: bool
    on_timer: bool = True
    #: Why the function's code could not be read whole (a call through an interface nothing it
    #: holds implements, a library given its timer service): ``event`` and ``processing`` then say
    #: what the code read registers, not that it sets no other.
    unread: Optional[str] = None


class State(_Model):
    """One registered state of an operator.

    ``value_serializer`` is the serializer Flink records for the state's values: for a
    ListState a ``List`` of the element type, for a MapState a ``Map`` of user key and
    value, for a state with TTL a ``TTL`` wrapper (inside the List/Map for their
    elements/values), for timers a ``Timer`` of key and namespace. Keyed states also
    record their namespace serializer (``VoidNamespace`` unless in a window). Broadcast
    states have a key serializer of their own.
    """

    name: str
    kind: StateKind
    value_serializer: Optional[SnapshotField] = None
    namespace_serializer: Optional[SnapshotField] = None
    #: The map key serializer of a broadcast state.
    key_serializer: Optional[SnapshotField] = None
    distribution: Optional[Distribution] = None
    ttl: Optional[TtlConfig] = None
    #: Declared by a built-in operator (reduce, window, …), not by user code.
    internal: bool = False
    declared_at: Optional[SourceLocation] = None
    #: A job JAR's state that its function obtains on the first record, not in open(): the
    #: methods that obtain it (``Class.method``). The discovery run obtained it as they would
    #: (graph/bridge/LazySites.java); findings on it say so.
    obtained_lazily_in: Optional[str] = None
    #: A PyFlink state: the Python type behind the state's bytes.
    python_type: Optional[PythonStateType] = None
    #: A PyFlink state its function names anew each time it opens: the discovery opened the
    #: functions twice and the name differed (PyFlink's own ``KeyedStream.reduce``, and so
    #: ``sum``/``min``/``max``/``min_by``/``max_by``: ``"_reduce_state"`` + a random UUID, made in
    #: its ``open()``). Flink restores state by name, so it never restores this one.
    name_changes_each_open: bool = False

    @model_validator(mode="after")
    def _check_distribution(self) -> "State":
        if self.kind is StateKind.OPERATOR_LIST and self.distribution not in (
            Distribution.SPLIT_DISTRIBUTE,
            Distribution.UNION,
        ):
            raise ValueError("operator list state needs distribution SPLIT_DISTRIBUTE or UNION")
        if self.kind is StateKind.BROADCAST and self.distribution not in (None, Distribution.BROADCAST):
            raise ValueError("broadcast state has distribution BROADCAST")
        if self.kind.keyed and self.distribution is not None:
            raise ValueError(f"keyed {self.kind.value} state has no distribution mode")
        return self


#: An OperatorID: 32 hexadecimal digits (checked in pydantic-core, lower-cased).
OperatorIdHex = Annotated[str, StringConstraints(pattern=r"^[0-9a-fA-F]{32}$", to_lower=True)]

Partitioning = Literal["forward", "hash", "rebalance", "rescale", "shuffle", "broadcast", "global", "custom"]
ChainingStrategy = Literal["ALWAYS", "HEAD", "NEVER", "HEAD_WITH_SOURCES"]


class Operator(_Model):
    """A stream operator (a node of Flink's StreamGraph)."""

    #: Flink's (generated) OperatorID as 32 hex digits: the hash of the uid, or the hash
    #: Flink derives from the topology when there is no uid. Savepoints store the
    #: operator's state under this ID.
    id: OperatorIdHex
    uid: Optional[str] = None
    #: ``setUidHash``: Flink's user-defined OperatorID, used instead of ``id`` to find the
    #: operator's state when restoring.
    uid_hash: Optional[OperatorIdHex] = None
    id_origin: Literal["uid", "uid_hash", "generated", "savepoint"] = "uid"
    name: str = ""
    kind: str = "operator"
    parallelism: Optional[int] = None
    #: Max parallelism set explicitly on the operator (or, from a savepoint, the one used).
    max_parallelism: Optional[int] = None
    key_serializer: Optional[SnapshotField] = None
    input_types: tuple[SnapshotField, ...] = ()
    output_type: Optional[SnapshotField] = None
    states: tuple[State, ...] = ()
    chaining_strategy: ChainingStrategy = "ALWAYS"
    slot_sharing_group: str = "default"
    declared_at: Optional[SourceLocation] = None
    #: Why the operator's states are not known, when they could not be discovered (a job
    #: JAR whose function's open() failed when Flink opened it: ``states`` is then empty for
    #: want of knowledge, not because the operator has none), or not known to be complete (a
    #: function that obtains state on the first record: ``states`` holds what was discovered).
    states_unknown: Optional[str] = None
    #: What the planner says of it, for an operator of a SQL job.
    sql: Optional[SqlOperator] = None
    #: A window operator's assigner, trigger and evictor (None: not a window, or not known).
    window: Optional[WindowSpec] = None
    #: A keyed operator's key selector (None: not keyed, or not known; a savepoint has none).
    key_selector: Optional[KeySelectorSpec] = None
    #: The job's code that decides its keys' key groups (None: none is the job's, or not known).
    key_hash: Optional[KeyHashSpec] = None
    #: A keyed reduce's built-in aggregation (None: another operator, the job's own reduce, or not known).
    aggregation: Optional[AggregationSpec] = None
    #: An interval join's bounds (None: not an interval join, or not known).
    interval_join: Optional[IntervalJoinSpec] = None
    #: A FLIP-27 source's connector and its state's serializers (None: not such a source, or not known).
    source: Optional[SourceSpec] = None
    #: The timers a keyed process function sets (None: another operator, or not known).
    timers: Optional[TimerUse] = None
    #: Why what the operator does with its state beyond its serializers (the window, key selector,
    #: key hash, aggregation, interval join, source connector, timers above) could not be read from
    #: the objects Flink runs (a job JAR's, graph/bridge/Behaviour.java): those left None are not
    #: known, not absent.
    behaviour_unread: Optional[str] = None

    @property
    def restore_id(self) -> str:
        """The ID under which Flink looks for this operator's state on restore."""
        return self.uid_hash or self.id

    @property
    def display_name(self) -> str:
        return self.uid or self.name or self.id

    @property
    def is_stateful(self) -> bool:
        return bool(self.states)


class Edge(_Model):
    source: str
    target: str
    partitioning: Partitioning = "forward"
    key_serializer: Optional[SnapshotField] = None
    #: Input of a two-input operator (1 or 2); 0 for one-input operators.
    input_index: int = 0


class FlinkNote(_Model):
    """Which Flink a job JAR loaded on, when that may not be the one it was built for
    (graph/jar.py ``flink_side``)."""

    #: ``detected``: no Maven metadata, its classes say Flink 1.x, it loaded on 1.20;
    #: ``unknown``: nothing says, it loaded on the default Flink; ``mismatch``: the Flink given
    #: for the side is not the one the JAR was built for.
    kind: Literal["detected", "unknown", "mismatch"]
    #: The Flink version it loaded on.
    loaded: str
    #: The Flink it was built for: ``1.20.3`` (Maven metadata), ``1.x``, ``2.x`` (its classes).
    built_for: Optional[str] = None
    #: What says so (or that nothing does).
    evidence: str = ""


class JobGraph(_Model):
    """A job: its operators, edges and declared state, as Flink will see it."""

    name: str
    flink_version: str = FLINK_DEFAULT_VERSION
    parallelism: int = 1
    #: Max parallelism set on the environment; None means Flink's default per operator.
    max_parallelism: Optional[int] = None
    state_backend: Optional[Literal["hashmap", "rocksdb"]] = None
    chaining_enabled: bool = True
    #: Where the graph came from: a job package of this project's API, a job JAR, a SQL script or
    #: compiled plan, a PyFlink program, a manifest or a savepoint (:meth:`route` tells SQL's two).
    origin: Literal["package", "jar", "sql", "pyflink", "manifest", "savepoint"] = "manifest"
    location: str = ""
    operators: tuple[Operator, ...] = ()
    edges: tuple[Edge, ...] = ()
    #: For a SQL job: script or compiled plan, and its table options.
    sql: Optional[SqlJob] = None
    #: Settings of the job's configuration that describe where production runs it (checkpoint
    #: storage and directories, restore path, RocksDB directories, restart strategy, HA,
    #: reporters, file systems), which Flink's discovery run replaced by its own: key → the
    #: job's value, a secret's hidden (graph/bridge/DiscoveryEnvironment.java). None: none.
    replaced_settings: Optional[dict[str, str]] = None
    #: A job JAR that loaded on a Flink it may not have been built for (:class:`FlinkNote`).
    flink_note: Optional[FlinkNote] = None
    #: Where Flink finds the job's classes when it runs it: the job JAR and the directory of
    #: Flink's jars (:mod:`graph.class_path`). None when not known (a package, manifest, SQL,
    #: PyFlink program or savepoint).
    class_path: Optional[tuple[str, ...]] = None

    @model_validator(mode="after")
    def _check_references(self) -> "JobGraph":
        ids = {op.id for op in self.operators}
        for i, edge in enumerate(self.edges):
            for end in (edge.source, edge.target):
                if end not in ids:
                    raise ValueError(f"edges[{i}] refers to unknown operator {end}")
        return self

    def route(self) -> str:
        """How the job was given, as reports name it (``JAR``, ``SQL script``, ``compiled plan``,
        ``PyFlink program``, ``package``, ``manifest``, ``savepoint``)."""
        if self.origin == "sql":
            return "compiled plan" if self.sql is not None and self.sql.source == "plan" else "SQL script"
        return {"jar": "JAR", "pyflink": "PyFlink program"}.get(self.origin, self.origin)

    def operator(self, operator_id: str) -> Operator:
        for op in self.operators:
            if op.id == operator_id:
                return op
        raise KeyError(operator_id)

    def effective_parallelism(self, op: Operator) -> int:
        return op.parallelism or self.parallelism

    def chain_head(self, op: Operator) -> Operator:
        """The first operator of ``op``'s chain. Flink runs a chain as one job vertex, and the
        vertex has the head's max parallelism (``StreamingJobGraphGenerator.createJobVertex``):
        a max parallelism set on a chained operator is ignored."""
        return self._chain_heads.get(op.id, op)

    @cached_property
    def _chain_heads(self) -> dict[str, Operator]:
        return _chain_heads(self)

    def explicit_max_parallelism(self, op: Operator) -> Optional[int]:
        """The max parallelism the job sets for the operator's chain, if any (savepoints: always)."""
        return self.chain_head(op).max_parallelism or self.max_parallelism

    def effective_max_parallelism(self, op: Operator) -> int:
        return self.explicit_max_parallelism(op) or default_max_parallelism(self.effective_parallelism(op))


def with_row_names_of(op: Operator, names: dict) -> Operator:
    """The operator whose states' named Rows take their field names: ``names`` is state name →
    path → names (what the bridge read from the running serializers, graph/bridge/RowNames.java,
    or :func:`~flink_compat.schema_registry.families.row.row_names` of the job that took a savepoint)."""
    if not names:
        return op
    from flink_compat.schema_registry.families.row import with_row_names

    return op.model_copy(update={"states": tuple(
        s.model_copy(update={"value_serializer": with_row_names(s.value_serializer, names[s.name])})
        if names.get(s.name) else s for s in op.states
    )})


def map_snapshots(graph: JobGraph, fn) -> JobGraph:
    """``graph`` with ``fn(snapshot)`` in place of every serializer snapshot of its operators
    (key serializers, and each state's value, key and namespace serializers; None stays None)."""

    def apply(snapshot):
        return None if snapshot is None else fn(snapshot)

    operators = tuple(
        op.model_copy(update={
            "key_serializer": apply(op.key_serializer),
            "states": tuple(st.model_copy(update={
                "value_serializer": apply(st.value_serializer),
                "key_serializer": apply(st.key_serializer),
                "namespace_serializer": apply(st.namespace_serializer),
            }) for st in op.states),
        })
        for op in graph.operators
    )
    return graph.model_copy(update={"operators": operators})


def graph_snapshots(graph: JobGraph):
    """Every serializer snapshot of ``graph``'s operators (as :func:`map_snapshots` visits them)."""
    for op in graph.operators:
        if op.key_serializer is not None:
            yield op.key_serializer
        for st in op.states:
            yield from (s for s in (st.value_serializer, st.key_serializer, st.namespace_serializer) if s is not None)


def _chain_heads(graph: JobGraph) -> dict[str, Operator]:
    """Operator ID → the head of its chain, by Flink's chaining rules (graph/hashing.py)."""
    from .hashing import HashNode, chainable

    by_id = {op.id: op for op in graph.operators}
    incoming: dict[str, list[Edge]] = {}
    for edge in graph.edges:
        incoming.setdefault(edge.target, []).append(edge)

    def node(op: Operator) -> HashNode:
        return HashNode(0, chaining_strategy=op.chaining_strategy, slot_sharing_group=op.slot_sharing_group,
                        is_source=op.id not in incoming, in_edges=[(0, e.input_index) for e in incoming.get(op.id, ())])

    upstream = {}
    for target, edges in incoming.items():
        edge = edges[0]
        if len(edges) != 1 or edge.partitioning != "forward":
            continue  # never chainable (checked again below; this only saves time)
        up, down = by_id[edge.source], by_id[target]
        if graph.effective_parallelism(up) == graph.effective_parallelism(down) and chainable(
            node(up), node(down), edge.partitioning, edge.input_index, graph.chaining_enabled
        ):
            upstream[target] = edge.source
    heads = {}
    for op_id in by_id:
        head, seen = op_id, {op_id}
        while head in upstream and upstream[head] not in seen:
            head = upstream[head]
            seen.add(head)
        heads[op_id] = by_id[head]
    return heads


def default_max_parallelism(parallelism: int) -> int:
    """Flink's ``KeyGroupRangeAssignment.computeDefaultMaxParallelism``."""
    p = parallelism + parallelism // 2
    power = 1
    while power < p:
        power <<= 1
    return min(max(power, 128), 32768)


def json_schema() -> dict:
    """JSON Schema of a manifest: a :class:`JobGraph`, optionally with a ``snapshots``
    table that serializer fields refer to as ``{"$ref": index}``."""
    schema = JobGraph.model_json_schema()
    defs = schema.setdefault("$defs", {})
    snapshot_schema = SNAPSHOT_ADAPTER.json_schema(ref_template="#/$defs/{model}")
    defs.update(snapshot_schema.pop("$defs", {}))
    defs["SnapshotRef"] = {
        "type": "object",
        "properties": {"$ref": {"type": "integer", "minimum": 0}},
        "required": ["$ref"],
        "additionalProperties": False,
        "description": "Index into the manifest's top-level 'snapshots' table.",
    }
    schema["properties"]["snapshots"] = {
        "type": "array",
        "items": snapshot_schema,
        "description": "Serializer snapshots shared by reference ({\"$ref\": index}).",
    }

    def allow_refs(node):
        if isinstance(node, dict):
            for key, value in list(node.items()):
                if key in ("value_serializer", "namespace_serializer", "key_serializer", "output_type"):
                    node[key] = {"anyOf": [value, {"$ref": "#/$defs/SnapshotRef"}]}
                elif key == "input_types" and isinstance(value, dict) and "items" in value:
                    value["items"] = {"anyOf": [value["items"], {"$ref": "#/$defs/SnapshotRef"}]}
                else:
                    allow_refs(value)
        elif isinstance(node, list):
            for value in node:
                allow_refs(value)

    for name in ("State", "Operator", "Edge"):
        allow_refs(defs[name]["properties"])
    return schema


def to_manifest(graph: "JobGraph") -> dict:
    """The graph as manifest data: every distinct serializer snapshot once, in a
    ``snapshots`` table, and referenced from states, operators and edges as ``{"$ref": n}``."""
    table: list[dict] = []
    index: dict[str, int] = {}

    def ref(snapshot):
        if snapshot is None:
            return None
        data = snapshot.model_dump(mode="json")
        key = json.dumps(data, sort_keys=True)
        if key not in index:
            index[key] = len(table)
            table.append(data)
        return {"$ref": index[key]}

    # a class path names files of this machine: a manifest's job has none it could know
    data = graph.model_dump(mode="json", exclude_none=True, exclude={"class_path"})
    for op_data, op in zip(data["operators"], graph.operators):
        for field in ("key_serializer", "output_type"):
            if getattr(op, field) is not None:
                op_data[field] = ref(getattr(op, field))
        if op.input_types:
            op_data["input_types"] = [ref(t) for t in op.input_types]
        for state_data, state in zip(op_data.get("states", []), op.states):
            for field in ("value_serializer", "namespace_serializer", "key_serializer"):
                if getattr(state, field) is not None:
                    state_data[field] = ref(getattr(state, field))
    for edge_data, edge in zip(data["edges"], graph.edges):
        if edge.key_serializer is not None:
            edge_data["key_serializer"] = ref(edge.key_serializer)
    return {"snapshots": table, **data}


#: Deepest serializer snapshot in a manifest, in nested containers (the snapshot itself is
#: level 1): a POJO's field adds three (its fields list, the field, its serializer), a
#: tuple's two. This allows types some 40 deep, beyond any real Flink type, and keeps
#: validation and the checker's recursive resolution far from Python's recursion limit.
MAX_SNAPSHOT_DEPTH = 120


def from_manifest(data: Any, *, owned: bool = False) -> "JobGraph":
    """Validate manifest data (with or without a ``snapshots`` table) into a :class:`JobGraph`.

    Each table entry is validated once and shared by every field that refers to it, so a
    large job with few distinct types loads fast and resolves each pair of types once.
    ``owned``: ``data`` was parsed for this call and may be changed in place (the loader's
    case: it saves copying every operator and state of a large job).
    """
    if isinstance(data, dict):
        table = []
        if "snapshots" in data:
            raw = data["snapshots"]
            if not isinstance(raw, list):
                raise ValueError("snapshots: must be a list")
            for i, entry in enumerate(raw):
                _check_depth(entry, lambda: f"snapshots[{i}]")
                try:
                    table.append(_interned(entry))
                except ValidationError as e:
                    first = e.errors()[0]
                    raise ValueError(f"snapshots[{i}]{_suffix(first['loc'])}: {first['msg']}") from None
            data = dict(data) if owned else copy.deepcopy(data)  # (depths checked: copying is safe)
            del data["snapshots"]
        _resolve_serializers(data, table)
    return JobGraph.model_validate(data)


def _check_depth(snapshot: Any, where) -> None:
    """A serializer at most :data:`MAX_SNAPSHOT_DEPTH` deep, checked before anything
    recursive (copying, interning, validation) touches it."""
    if type(snapshot) is dict or type(snapshot) is list:
        path = too_deep(snapshot, MAX_SNAPSHOT_DEPTH)
        if path is not None:  # the full path is as long as the nesting is deep: its start names it
            raise ValueError(f"{where()}{_suffix(path[:6])}…: serializer nested deeper than {MAX_SNAPSHOT_DEPTH} levels")


#: Snapshots validated from manifests, by content: the same type in an old and a new
#: manifest becomes one object, which the checker then resolves in no time (a type
#: against itself is AS_IS). Bounded; cleared when full.
_INTERNED: dict[str, Any] = {}
_INTERN_LIMIT = 100_000


def _interned(entry: Any):
    key = json.dumps(entry, sort_keys=True)
    hit = _INTERNED.get(key)
    if hit is None:
        if len(_INTERNED) >= _INTERN_LIMIT:
            _INTERNED.clear()
        hit = _INTERNED[key] = SNAPSHOT_ADAPTER.validate_python(entry)
    return hit


def _suffix(loc: tuple) -> str:
    path = field_path(loc)
    return "" if not path else (path if path.startswith("[") else f".{path}")


_SERIALIZER_FIELDS = ("value_serializer", "namespace_serializer", "key_serializer", "output_type")


def _resolve_serializers(data: dict, table: list) -> None:
    """Replace, in place, every ``{"$ref": n}`` of operators, states and edges by entry
    ``n`` of ``table``, and check the depth of every serializer written out in full.

    ``data`` is owned by the caller whenever ``table`` is not empty (only a ``$ref`` is
    replaced, and one needs a table); nothing is copied (this runs over every state of a
    large job).
    """
    size = len(table)

    def bad(value, where: str):
        index = value.get("$ref")
        return ValueError(f"{where}: $ref {index!r} is not an index of the 'snapshots' table ({size} entries)")

    def resolved(value, where):
        """The table entry ``value`` refers to, or None when it is not a reference."""
        if type(value) is dict and "$ref" in value:
            index = value["$ref"]
            if len(value) != 1 or type(index) is not int or not 0 <= index < size:
                raise bad(value, where())
            return table[index]
        _check_depth(value, where)
        return None

    def fix(node: Any, where) -> None:
        if not isinstance(node, dict):
            return
        for name in _SERIALIZER_FIELDS:
            value = node.get(name)
            if value is not None:
                entry = resolved(value, lambda: f"{where()}.{name}")
                if entry is not None:
                    node[name] = entry
        types = node.get("input_types")
        if type(types) is list:
            for i, value in enumerate(types):
                entry = resolved(value, lambda: f"{where()}.input_types[{i}]")
                if entry is not None:
                    types[i] = entry

    operators = data.get("operators")
    if type(operators) is list:
        for i, op in enumerate(operators):
            fix(op, lambda: f"operators[{i}]")
            states = op.get("states") if type(op) is dict else None
            if type(states) is list:
                for j, state in enumerate(states):
                    fix(state, lambda: f"operators[{i}].states[{j}]")
    edges = data.get("edges")
    if type(edges) is list:
        for i, edge in enumerate(edges):
            fix(edge, lambda: f"edges[{i}]")


def field_path(loc: tuple) -> str:
    """``('operators', 3, 'states', 0, 'kind')`` → ``operators[3].states[0].kind``."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


__all__ = [
    "Distribution",
    "Edge",
    "JobGraph",
    "KeySelectorSpec",
    "Operator",
    "SourceLocation",
    "SqlJob",
    "SqlOperator",
    "SqlStatement",
    "State",
    "StateKind",
    "TtlConfig",
    "WindowSpec",
    "default_max_parallelism",
    "json_schema",
    "field_path",
    "from_manifest",
    "to_manifest",
]
