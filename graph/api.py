"""The job-package API: describe a Flink DataStream job, eagerly, in Flink's vocabulary.

A job package builds its job with this API and returns the environment::

    from flink_compat.graph.api import StreamExecutionEnvironment, ValueStateDescriptor
    from flink_compat.graph.types import Types

    def build():
        env = StreamExecutionEnvironment("MotionAlarmApp")
        env.set_parallelism(4)
        events = env.from_source("AlarmSensorSource", EVENT).uid("sensor-source")
        alarms = (
            events.key_by(Types.INT)
            .flat_map("EvaluateAlarm", Types.TUPLE(Types.INT, Types.LONG),
                      state=[ValueStateDescriptor("isActive", Types.TUPLE(Types.BOOLEAN, Types.LONG))])
            .uid("alarm-eval")
        )
        alarms.print().uid("print")
        return env

Nothing runs: every call records an operator, an edge or a piece of state, with the
file and line that declared it. Built-in stateful operators (reduce, aggregations,
windows, process functions with timers, sources) declare their internal state with
Flink's own names and serializers, derived from their input types.
"""

from __future__ import annotations

import hashlib
import os
import sys
from dataclasses import dataclass, field
from typing import Literal, Optional, Sequence

from flink_compat.schema_registry import Snapshot
from flink_compat.schema_registry.families.collections import ListSnapshot, MapSnapshot
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from flink_compat.schema_registry.families.streaming import BufferEntrySnapshot, StreamElementSnapshot, UnionSnapshot
from flink_compat.schema_registry.families.timers import TimerSnapshot
from flink_compat.schema_registry.families.ttl import TtlSnapshot

from .hashing import HashNode, generate_operator_ids
from .model import (
    FLINK_DEFAULT_VERSION,
    AggregationSpec,
    Distribution,
    Edge,
    IntervalJoinSpec,
    JobGraph,
    KeySelectorSpec,
    Operator,
    SourceLocation,
    SourceSpec,
    State,
    StateKind,
    TimerUse,
    TtlConfig,
    WindowSpec,
)
from .types import Types

_API_DIR = os.path.dirname(os.path.abspath(__file__))

#: Namespace serializers of keyed state.
VOID_NAMESPACE = SimpleSnapshot.named("VoidNamespace")
TIME_WINDOW = SimpleSnapshot.named("TimeWindow")
GLOBAL_WINDOW = SimpleSnapshot.named("GlobalWindow")


def _caller() -> Optional[SourceLocation]:
    """The first stack frame outside this package: where the user declared something."""
    frame = sys._getframe(1)
    while frame is not None:
        filename = os.path.abspath(frame.f_code.co_filename)
        if not filename.startswith(_API_DIR + os.sep) and not filename.startswith("<"):
            return SourceLocation(file=filename, line=frame.f_lineno)
        frame = frame.f_back
    return None


# ----------------------------------------------------------------------------- state


@dataclass(frozen=True)
class StateTtlConfig:
    """``StateTtlConfig.newBuilder(Duration.ofMillis(ttl_ms))``."""

    ttl_ms: int
    update_type: Literal["OnCreateAndWrite", "OnReadAndWrite"] = "OnCreateAndWrite"
    visibility: Literal["NeverReturnExpired", "ReturnExpiredIfNotCleanedUp"] = "NeverReturnExpired"

    def model(self) -> TtlConfig:
        return TtlConfig(ttl_ms=self.ttl_ms, update_type=self.update_type, visibility=self.visibility)


def _with_ttl(snapshot: Snapshot) -> Snapshot:
    return TtlSnapshot(timestamp=Types.LONG, value=snapshot)


class StateDescriptor:
    """Base of the state descriptors; remembers where it was declared."""

    kind: StateKind

    def __init__(self, name: str, ttl: Optional[StateTtlConfig] = None):
        if not name:
            raise ValueError("a state needs a name")
        self.name = name
        self.ttl = ttl
        self.declared_at = _caller()

    def enable_time_to_live(self, ttl: StateTtlConfig) -> "StateDescriptor":
        self.ttl = ttl
        return self

    def value_serializer(self) -> Snapshot:
        raise NotImplementedError

    def keyed_state(self, namespace: Snapshot = VOID_NAMESPACE, internal: bool = False) -> State:
        return State(
            name=self.name,
            kind=self.kind,
            value_serializer=self.value_serializer(),
            namespace_serializer=namespace,
            ttl=self.ttl.model() if self.ttl else None,
            internal=internal,
            declared_at=self.declared_at,
        )


class ValueStateDescriptor(StateDescriptor):
    kind = StateKind.VALUE

    def __init__(self, name: str, value_type: Snapshot, ttl: Optional[StateTtlConfig] = None):
        super().__init__(name, ttl)
        self.value_type = value_type

    def value_serializer(self) -> Snapshot:
        return _with_ttl(self.value_type) if self.ttl else self.value_type


class ReducingStateDescriptor(ValueStateDescriptor):
    kind = StateKind.REDUCING


class AggregatingStateDescriptor(StateDescriptor):
    """State of an ``AggregateFunction``: what Flink stores is the accumulator."""

    kind = StateKind.AGGREGATING

    def __init__(self, name: str, accumulator_type: Snapshot, ttl: Optional[StateTtlConfig] = None):
        super().__init__(name, ttl)
        self.accumulator_type = accumulator_type

    def value_serializer(self) -> Snapshot:
        return _with_ttl(self.accumulator_type) if self.ttl else self.accumulator_type


class ListStateDescriptor(StateDescriptor):
    kind = StateKind.LIST

    def __init__(self, name: str, element_type: Snapshot, ttl: Optional[StateTtlConfig] = None):
        super().__init__(name, ttl)
        self.element_type = element_type

    def value_serializer(self) -> Snapshot:
        element = _with_ttl(self.element_type) if self.ttl else self.element_type
        return ListSnapshot(element=element)

    def operator_state(self, distribution: Distribution) -> State:
        # Operator state records the element serializer (the partitionable list holds elements).
        return State(
            name=self.name,
            kind=StateKind.OPERATOR_LIST,
            value_serializer=self.element_type,
            distribution=distribution,
            declared_at=self.declared_at,
        )


class MapStateDescriptor(StateDescriptor):
    kind = StateKind.MAP

    def __init__(
        self, name: str, key_type: Snapshot, value_type: Snapshot, ttl: Optional[StateTtlConfig] = None
    ):
        super().__init__(name, ttl)
        self.key_type = key_type
        self.value_type = value_type

    def value_serializer(self) -> Snapshot:
        value = _with_ttl(self.value_type) if self.ttl else self.value_type
        return MapSnapshot(key=self.key_type, value=value)

    def broadcast_state(self) -> State:
        return State(
            name=self.name,
            kind=StateKind.BROADCAST,
            key_serializer=self.key_type,
            value_serializer=self.value_type,
            distribution=Distribution.BROADCAST,
            declared_at=self.declared_at,
        )


def timer_states(service: str, key_type: Snapshot, namespace: Snapshot, declared_at=None) -> list[State]:
    """The two priority-queue states of an internal timer service."""
    serializer = TimerSnapshot(key=key_type, namespace=namespace)
    return [
        State(
            name=f"_timer_state/{domain}_{service}",
            kind=StateKind.TIMERS,
            value_serializer=serializer,
            internal=True,
            declared_at=declared_at,
        )
        for domain in ("event", "processing")
    ]


# ------------------------------------------------------------------------- the graph


@dataclass
class _Input:
    node: "_Node"
    partitioning: str
    key_type: Optional[Snapshot]
    input_index: int


@dataclass
class _Node:
    node_id: int
    name: str
    kind: str
    output_type: Optional[Snapshot]
    inputs: list[_Input]
    key_type: Optional[Snapshot] = None
    states: list[State] = field(default_factory=list)
    uid: Optional[str] = None
    uid_hash: Optional[str] = None
    parallelism: Optional[int] = None
    max_parallelism: Optional[int] = None
    chaining_strategy: str = "ALWAYS"
    #: Set with ``slot_sharing_group``; None: inherited (see ``_slot_sharing_groups``).
    slot_sharing_group: Optional[str] = None
    declared_at: Optional[SourceLocation] = None
    key_selector: Optional[KeySelectorSpec] = None
    window: Optional[WindowSpec] = None
    aggregation: Optional[AggregationSpec] = None
    interval_join: Optional[IntervalJoinSpec] = None
    source: Optional[SourceSpec] = None
    timers: Optional[TimerUse] = None


class StreamExecutionEnvironment:
    """The job: ``StreamExecutionEnvironment`` of Flink's DataStream API."""

    def __init__(self, job_name: str = "Flink Streaming Job", flink_version: str = FLINK_DEFAULT_VERSION):
        self.job_name = job_name
        self.flink_version = flink_version
        self.parallelism = 1
        self.max_parallelism: Optional[int] = None
        self.state_backend: Optional[str] = None
        self.chaining_enabled = True
        self._nodes: list[_Node] = []

    @staticmethod
    def get_execution_environment(job_name: str = "Flink Streaming Job") -> "StreamExecutionEnvironment":
        return StreamExecutionEnvironment(job_name)

    # configuration -------------------------------------------------------------
    def set_parallelism(self, parallelism: int) -> "StreamExecutionEnvironment":
        if parallelism < 1:
            raise ValueError("parallelism must be at least 1")
        self.parallelism = parallelism
        return self

    def set_max_parallelism(self, max_parallelism: int) -> "StreamExecutionEnvironment":
        _check_max_parallelism(max_parallelism)
        self.max_parallelism = max_parallelism
        return self

    def set_state_backend(self, backend: Literal["hashmap", "rocksdb"]) -> "StreamExecutionEnvironment":
        if backend not in ("hashmap", "rocksdb"):
            raise ValueError("state backend is 'hashmap' or 'rocksdb'")
        self.state_backend = backend
        return self

    def disable_operator_chaining(self) -> "StreamExecutionEnvironment":
        self.chaining_enabled = False
        return self

    # sources -------------------------------------------------------------------
    def from_source(
        self,
        name: str,
        output_type: Snapshot,
        state: Sequence[State] | None = None,
        connector: Optional[SourceSpec] = None,
    ) -> "SingleOutputStreamOperator":
        """A FLIP-27 source (``env.fromSource``): its readers keep their splits in the
        operator list state ``SourceReaderState`` (``byte[]``, split-distributed). ``connector``:
        which Source it is and the serializers of its splits and enumerator checkpoint (rule
        ``SOURCE_CONNECTOR_CHANGED``; unset: not known, nothing is said of it)."""
        where = _caller()
        if state is None:
            state = [
                State(
                    name="SourceReaderState",
                    kind=StateKind.OPERATOR_LIST,
                    value_serializer=Types.BYTES,
                    distribution=Distribution.SPLIT_DISTRIBUTE,
                    internal=True,
                    declared_at=where,
                )
            ]
        node = self._add(name, "source", output_type, [], states=list(state), where=where, chaining="HEAD")
        node.source = connector
        return SingleOutputStreamOperator(self, node)

    # internals -----------------------------------------------------------------
    def _add(self, name, kind, output_type, inputs, states=(), key_type=None, where=None, chaining="ALWAYS"):
        node = _Node(
            node_id=len(self._nodes) + 1,
            name=name,
            kind=kind,
            output_type=output_type,
            inputs=list(inputs),
            key_type=key_type,
            states=list(states),
            chaining_strategy=chaining,
            declared_at=where,
        )
        self._nodes.append(node)
        return node

    def _slot_sharing_groups(self) -> dict[int, str]:
        """``StreamGraphGenerator.determineSlotSharingGroup``: a node without a group of its own
        takes its inputs' group when they all share one, else "default" (so an operator after a
        ``slot_sharing_group("x")`` operator is in "x" too, and chains to it)."""
        groups: dict[int, str] = {}
        for n in self._nodes:  # inputs are created before their consumers
            if n.slot_sharing_group is not None:
                groups[n.node_id] = n.slot_sharing_group
                continue
            inherited = {groups[i.node.node_id] for i in n.inputs}
            groups[n.node_id] = inherited.pop() if len(inherited) == 1 else "default"
        return groups

    def to_job_graph(self, location: str = "") -> JobGraph:
        groups = self._slot_sharing_groups()
        hash_nodes = {n.node_id: HashNode(n.node_id, uid=n.uid, chaining_strategy=n.chaining_strategy,
                                         slot_sharing_group=groups[n.node_id], is_source=not n.inputs)
                      for n in self._nodes}
        edges: list[tuple[_Node, _Node, str, Optional[Snapshot], int]] = []
        for node in self._nodes:  # Flink adds edges as it translates operators, in creation order
            for inp in node.inputs:
                partitioning = inp.partitioning
                if partitioning == "forward" and self._parallelism(inp.node) != self._parallelism(node):
                    partitioning = "rebalance"
                edges.append((inp.node, node, partitioning, inp.key_type, inp.input_index))
                hash_nodes[inp.node.node_id].out_edges.append((node.node_id, partitioning, inp.input_index))
                hash_nodes[node.node_id].in_edges.append((inp.node.node_id, inp.input_index))
        ids = generate_operator_ids(hash_nodes, self.chaining_enabled)
        operators = tuple(
            Operator(
                id=ids[n.node_id],
                uid=n.uid,
                uid_hash=n.uid_hash,
                id_origin="uid" if n.uid else ("uid_hash" if n.uid_hash else "generated"),
                name=n.name,
                kind=n.kind,
                parallelism=n.parallelism,
                max_parallelism=n.max_parallelism,
                key_serializer=n.key_type,
                input_types=tuple(i.node.output_type for i in n.inputs if i.node.output_type is not None),
                output_type=n.output_type,
                states=tuple(n.states),
                chaining_strategy=n.chaining_strategy,
                slot_sharing_group=groups[n.node_id],
                declared_at=n.declared_at,
                window=n.window,
                key_selector=n.key_selector if n.key_type is not None else None,
                aggregation=n.aggregation,
                interval_join=n.interval_join,
                source=n.source,
                timers=n.timers,
            )
            for n in self._nodes
        )
        return JobGraph(
            name=self.job_name,
            flink_version=self.flink_version,
            parallelism=self.parallelism,
            max_parallelism=self.max_parallelism,
            state_backend=self.state_backend,
            chaining_enabled=self.chaining_enabled,
            origin="package",
            location=location,
            operators=operators,
            edges=tuple(
                Edge(source=ids[a.node_id], target=ids[b.node_id], partitioning=p, key_serializer=k, input_index=i)
                for a, b, p, k, i in edges
            ),
        )

    def _parallelism(self, node: _Node) -> int:
        return node.parallelism or self.parallelism


def _check_max_parallelism(value: int) -> None:
    if not 1 <= value <= 32768:
        raise ValueError("max parallelism must be between 1 and 32768")


# ---------------------------------------------------------------------- the streams


class DataStream:
    """A stream of records of ``type``; transformations add operators."""

    def __init__(self, env: StreamExecutionEnvironment, upstream: list[_Node], partitioning: str = "forward"):
        self._env = env
        self._upstream = upstream
        self._partitioning = partitioning

    @property
    def type(self) -> Optional[Snapshot]:
        return self._upstream[0].output_type

    def _inputs(self, key_type: Optional[Snapshot] = None, input_index: int = 0) -> list[_Input]:
        return [_Input(n, self._partitioning, key_type, input_index) for n in self._upstream]

    def _one_input(self, name, kind, output_type, states=(), key_type=None, where=None):
        node = self._env._add(
            name, kind, output_type, self._inputs(key_type), states=states, key_type=key_type, where=where
        )
        node.key_selector = self._key_selector()
        return SingleOutputStreamOperator(self._env, node)

    def _user_states(self, state, operator_state, union_state, key_type, where) -> list[State]:
        states = [d.keyed_state() for d in state]
        if state and key_type is None:
            raise ValueError("keyed state needs a keyed stream (key_by first)")
        states += [d.operator_state(Distribution.SPLIT_DISTRIBUTE) for d in operator_state]
        states += [d.operator_state(Distribution.UNION) for d in union_state]
        return states

    # one-input transformations ------------------------------------------------------
    def map(self, name: str = "Map", output_type: Optional[Snapshot] = None, *, state=(), operator_state=(),
            union_state=()) -> "SingleOutputStreamOperator":
        where = _caller()
        states = self._user_states(state, operator_state, union_state, self._key_type(), where)
        return self._one_input(name, "map", output_type or self.type, states, self._key_type(), where)

    def flat_map(self, name: str = "Flat Map", output_type: Optional[Snapshot] = None, *, state=(),
                 operator_state=(), union_state=()) -> "SingleOutputStreamOperator":
        where = _caller()
        states = self._user_states(state, operator_state, union_state, self._key_type(), where)
        return self._one_input(name, "flat_map", output_type or self.type, states, self._key_type(), where)

    def filter(self, name: str = "Filter", *, state=(), operator_state=(), union_state=()) -> "SingleOutputStreamOperator":
        where = _caller()
        states = self._user_states(state, operator_state, union_state, self._key_type(), where)
        return self._one_input(name, "filter", self.type, states, self._key_type(), where)

    def process(self, name: str = "Process", output_type: Optional[Snapshot] = None, *, state=(),
                operator_state=(), union_state=(), timers: "bool | str | Sequence[str]" = False,
                ) -> "SingleOutputStreamOperator":
        """A (Keyed)ProcessFunction. On a keyed stream Flink's ``KeyedProcessOperator`` always
        opens the timer service ``user-timers``: its two timer queues are in every savepoint,
        whether or not the function registers timers. ``timers``: the time domains the function
        registers timers in, ``"event"``, ``"processing"`` or both in a tuple, ``()`` for none though
        it has an ``onTimer`` (rule TIMERS_NO_LONGER_SET: the savepoint's timers fire it); True says
        it sets timers without saying which, False (the default) says nothing."""
        where = _caller()
        key_type = self._key_type()
        states = self._user_states(state, operator_state, union_state, key_type, where)
        if key_type is not None:
            states += timer_states("user-timers", key_type, VOID_NAMESPACE, where)
        elif timers is not False:
            raise ValueError("timers need a keyed stream (key_by first)")
        kind = "keyed_process" if key_type is not None else "process"
        op = self._one_input(name, kind, output_type or self.type, states, key_type, where)
        op._node.timers = _timer_use(timers)
        return op

    def _key_type(self) -> Optional[Snapshot]:
        return None

    def _key_selector(self) -> Optional[KeySelectorSpec]:
        return None

    # partitioning ---------------------------------------------------------------------
    def key_by(self, key_type: Snapshot, name: str = "", *, key: Optional[str] = None) -> "KeyedStream":
        """``keyBy``: ``key_type`` is the type of the key the key selector returns; ``key`` what the
        selector takes the key from (a field name such as ``"userId"``, or any description that
        changes when the key does). Without ``key`` the selector is unknown and a key moved to
        another field cannot be told (KEY_SELECTOR_CHANGED says nothing)."""
        selector = None
        if key is not None:
            if not isinstance(key, str) or not key.strip():
                raise ValueError("key_by(key=...): a field name or a description of the key, a non-empty string")
            selector = _declared_selector(key.strip())
        return KeyedStream(self._env, self._upstream, key_type, selector)

    def rebalance(self) -> "DataStream":
        return DataStream(self._env, self._upstream, "rebalance")

    def rescale(self) -> "DataStream":
        return DataStream(self._env, self._upstream, "rescale")

    def shuffle(self) -> "DataStream":
        return DataStream(self._env, self._upstream, "shuffle")

    def forward(self) -> "DataStream":
        return DataStream(self._env, self._upstream, "forward")

    def global_(self) -> "DataStream":
        return DataStream(self._env, self._upstream, "global")

    def broadcast(self, *descriptors: MapStateDescriptor) -> "DataStream | BroadcastStream":
        if descriptors:
            return BroadcastStream(self._env, self._upstream, list(descriptors))
        return DataStream(self._env, self._upstream, "broadcast")

    def union(self, *others: "DataStream") -> "DataStream":
        nodes = list(self._upstream)
        for other in others:
            nodes += other._upstream
        return DataStream(self._env, nodes, self._partitioning)

    def connect(self, other: "DataStream | BroadcastStream") -> "ConnectedStreams":
        return ConnectedStreams(self._env, self, other)

    def co_group(self, other: "DataStream") -> "CoGroupedStreams":
        """A window coGroup (``coGroup(...).where(...).equalTo(...).window(...).apply(...)``)."""
        return CoGroupedStreams(self, other, "CoGroup")

    def join(self, other: "DataStream") -> "CoGroupedStreams":
        """A window join: Flink runs it as a coGroup, so its state is the same."""
        return CoGroupedStreams(self, other, "Join")

    # sinks -------------------------------------------------------------------------
    def sink_to(self, name: str = "Sink", *, state: Sequence[State] = ()) -> "SingleOutputStreamOperator":
        """A Sink V2 (``sinkTo``); pass the states of a stateful sink writer."""
        return self._one_input(name, "sink", None, list(state), None, _caller())

    def print(self, name: str = "Print to Std. Out") -> "SingleOutputStreamOperator":
        return self._one_input(name, "sink", None, [], None, _caller())


class SingleOutputStreamOperator(DataStream):
    """The stream an operator produces; configures that operator."""

    def __init__(self, env: StreamExecutionEnvironment, node: _Node):
        super().__init__(env, [node])
        self._node = node

    def uid(self, uid: str) -> "SingleOutputStreamOperator":
        if not uid:
            raise ValueError("uid must not be empty")
        self._node.uid = uid
        return self

    def set_uid_hash(self, uid_hash: str) -> "SingleOutputStreamOperator":
        """``setUidHash``: the OperatorID (32 hex digits) whose state this operator restores."""
        value = uid_hash.lower()
        if len(value) != 32 or any(c not in "0123456789abcdef" for c in value):
            raise ValueError("a uid hash is 32 hexadecimal digits")
        self._node.uid_hash = value
        return self

    def name(self, name: str) -> "SingleOutputStreamOperator":
        self._node.name = name
        return self

    def set_parallelism(self, parallelism: int) -> "SingleOutputStreamOperator":
        if parallelism < 1:
            raise ValueError("parallelism must be at least 1")
        self._node.parallelism = parallelism
        return self

    def set_max_parallelism(self, max_parallelism: int) -> "SingleOutputStreamOperator":
        _check_max_parallelism(max_parallelism)
        self._node.max_parallelism = max_parallelism
        return self

    def disable_chaining(self) -> "SingleOutputStreamOperator":
        self._node.chaining_strategy = "NEVER"
        return self

    def start_new_chain(self) -> "SingleOutputStreamOperator":
        self._node.chaining_strategy = "HEAD"
        return self

    def slot_sharing_group(self, group: str) -> "SingleOutputStreamOperator":
        self._node.slot_sharing_group = group
        return self

    def returns(self, output_type: Snapshot) -> "SingleOutputStreamOperator":
        self._node.output_type = output_type
        return self


class KeyedStream(DataStream):
    """``keyBy`` result: keyed state, reductions, windows and timers."""

    def __init__(self, env: StreamExecutionEnvironment, upstream: list[_Node], key_type: Snapshot,
                 key_selector: Optional[KeySelectorSpec] = None):
        super().__init__(env, upstream, "hash")
        self.key_type = key_type
        self.key_selector = key_selector

    def _key_type(self) -> Optional[Snapshot]:
        return self.key_type

    def _key_selector(self) -> Optional[KeySelectorSpec]:
        return self.key_selector

    def _inputs(self, key_type: Optional[Snapshot] = None, input_index: int = 0) -> list[_Input]:
        return [_Input(n, "hash", self.key_type, input_index) for n in self._upstream]

    def reduce(self, name: str = "Keyed Reduce") -> "SingleOutputStreamOperator":
        """``reduce``: Flink keeps the last reduced value, of the input type, in ``_op_state``."""
        return self._reducing(name, "reduce", _caller())

    def _reducing(self, name: str, kind: str, where) -> "SingleOutputStreamOperator":
        # StreamGroupedReduceOperator (reduce, and sum/min/max/minBy/maxBy with a built-in
        # aggregator): a ValueState "_op_state" of the input type.
        state = State(
            name="_op_state",
            kind=StateKind.VALUE,
            value_serializer=self.type,
            namespace_serializer=VOID_NAMESPACE,
            internal=True,
            declared_at=where,
        )
        return self._one_input(name, kind, self.type, [state], self.key_type, where)

    def _aggregation(self, what: str, field: int | str, first: Optional[bool] = None) -> "SingleOutputStreamOperator":
        if isinstance(field, bool) or not isinstance(field, (int, str)):
            raise ValueError(f"{what}(field): a field position (int) or name (str)")
        op = self._reducing(f"Keyed Aggregation ({what})", "aggregation", _caller())
        told = f"{what}({field!r}" + ("" if first is None else f", first={first}") + ")"
        op._node.aggregation = AggregationSpec(origin="declared", description=told)
        return op

    def sum(self, field: int | str = 0):
        return self._aggregation("sum", field)

    def min(self, field: int | str = 0):
        return self._aggregation("min", field)

    def max(self, field: int | str = 0):
        return self._aggregation("max", field)

    def min_by(self, field: int | str = 0, first: bool = True):
        return self._aggregation("minBy", field, first)

    def max_by(self, field: int | str = 0, first: bool = True):
        return self._aggregation("maxBy", field, first)

    def interval_join(self, other: "KeyedStream") -> "IntervalJoin":
        """``intervalJoin``: this stream (left) joined with ``other`` (right), keyed alike."""
        if not isinstance(other, KeyedStream):
            raise ValueError("interval_join: the other stream must be keyed (key_by first)")
        return IntervalJoin(self, other)

    def window(self, assigner: "WindowAssigner") -> "WindowedStream":
        return WindowedStream(self, assigner)

    def count_window(self, size: int) -> "WindowedStream":
        """``countWindow(size)``: GlobalWindows fired and purged every ``size`` records (Flink's
        ``PurgingTrigger.of(CountTrigger.of(size))``)."""
        return WindowedStream(self, GlobalWindows(count_trigger=True)).trigger(
            f"PurgingTrigger(nestedTrigger=CountTrigger(maxCount={int(size)}))")


def _declared_selector(key: str) -> KeySelectorSpec:
    return KeySelectorSpec(origin="declared", fingerprint=hashlib.sha256(key.encode("utf-8")).hexdigest(),
                           description=f"`{key}`")


# -------------------------------------------------------------------------- windows


@dataclass(frozen=True)
class WindowAssigner:
    """A window assigner: the window type and merging (what the state is), and what Flink's
    assigner object holds (what the windows are): its class, fields and default trigger, named
    as in Flink 2.3. ``parameters`` None: a parameter was not given, the window is not known."""

    window_type: Snapshot
    merging: bool = False
    count_trigger: bool = False
    name: str = ""
    parameters: Optional[tuple[tuple[str, str], ...]] = None
    event_time: bool = False
    default_trigger: str = ""

    def spec(self, trigger: Optional[str], evictor: Optional[str], allowed_lateness: int = 0) -> Optional[WindowSpec]:
        if self.parameters is None or not self.name:
            return None
        return WindowSpec(assigner=self.name, parameters=dict(self.parameters), merging=self.merging,
                          event_time=self.event_time, trigger=trigger or self.default_trigger, evictor=evictor,
                          allowed_lateness=allowed_lateness)


def _ms(value: Optional[int], what: str) -> Optional[str]:
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"{what}: milliseconds, an int")
    return str(value)


def _time_windows(name: str, event_time: bool, merging: bool = False, **fields: Optional[int]) -> WindowAssigner:
    """An assigner of TimeWindows; its fields in Flink's names and order-free (None: not given)."""
    values = {k: _ms(v, f"{name}.{k}") for k, v in fields.items()}
    params = None if any(v is None for v in values.values()) else tuple(sorted(values.items()))
    trigger = "EventTimeTrigger" if event_time else "ProcessingTimeTrigger"
    return WindowAssigner(TIME_WINDOW, merging=merging, name=name, parameters=params, event_time=event_time,
                          default_trigger=trigger)


def _tumbling(name: str, event_time: bool, size_ms, offset_ms) -> WindowAssigner:
    if size_ms is None:
        return _time_windows(name, event_time, size=None)
    # TumblingEventTimeWindows.of(size, offset): windowStagger ALIGNED (staggerOffset is set on
    # the first record only).
    a = _time_windows(name, event_time, size=size_ms, globalOffset=offset_ms)
    return WindowAssigner(**{**a.__dict__, "parameters": a.parameters + (("windowStagger", "ALIGNED"),)})


def TumblingEventTimeWindows(size_ms: Optional[int] = None, offset_ms: int = 0) -> WindowAssigner:  # noqa: N802 - Flink's names
    return _tumbling("TumblingEventTimeWindows", True, size_ms, offset_ms)


def TumblingProcessingTimeWindows(size_ms: Optional[int] = None, offset_ms: int = 0) -> WindowAssigner:  # noqa: N802
    return _tumbling("TumblingProcessingTimeWindows", False, size_ms, offset_ms)


def SlidingEventTimeWindows(size_ms: Optional[int] = None, slide_ms: Optional[int] = None,  # noqa: N802
                            offset_ms: int = 0) -> WindowAssigner:
    return _time_windows("SlidingEventTimeWindows", True, size=size_ms, slide=slide_ms, offset=offset_ms)


def SlidingProcessingTimeWindows(size_ms: Optional[int] = None, slide_ms: Optional[int] = None,  # noqa: N802
                                 offset_ms: int = 0) -> WindowAssigner:
    return _time_windows("SlidingProcessingTimeWindows", False, size=size_ms, slide=slide_ms, offset=offset_ms)


def EventTimeSessionWindows(gap_ms: Optional[int] = None) -> WindowAssigner:  # noqa: N802
    return _time_windows("EventTimeSessionWindows", True, merging=True, sessionTimeout=gap_ms)


def ProcessingTimeSessionWindows(gap_ms: Optional[int] = None) -> WindowAssigner:  # noqa: N802
    return _time_windows("ProcessingTimeSessionWindows", False, merging=True, sessionTimeout=gap_ms)


def GlobalWindows(count_trigger: bool = False) -> WindowAssigner:  # noqa: N802
    """``GlobalWindows.create()``, whose default trigger never fires (``NeverTrigger``). With
    ``count_trigger`` the window's trigger is a CountTrigger (its ``count`` state is declared);
    give it with :meth:`WindowedStream.trigger` (``count_window`` does)."""
    return WindowAssigner(GLOBAL_WINDOW, count_trigger=count_trigger, name="GlobalWindows",
                          parameters=(("defaultTrigger", "NeverTrigger"),), default_trigger="NeverTrigger")


def CustomWindows(assigner_class: str, *, event_time: bool, merging: bool = False, global_windows: bool = False,  # noqa: N802
                  **parameters: str | int) -> WindowAssigner:
    """A window assigner of the job's own (``assigner_class``, e.g. ``"com.acme.DailyWindows"``) of
    TimeWindows (or GlobalWindows), with its default trigger Flink's EventTimeTrigger or
    ProcessingTimeTrigger. ``parameters``: what decides its windows, as the job keeps it (its fields,
    or a size that is a constant in its code): the check compares them, as it compares a job JAR's
    assigner by its fields and code (WINDOW_CHANGED)."""
    if not assigner_class or not isinstance(assigner_class, str):
        raise ValueError("CustomWindows: the assigner's class name, a non-empty string")
    trigger = "EventTimeTrigger" if event_time else "ProcessingTimeTrigger"
    return WindowAssigner(GLOBAL_WINDOW if global_windows else TIME_WINDOW, merging=merging, name=assigner_class,
                          parameters=tuple(sorted((k, str(v)) for k, v in parameters.items())), event_time=event_time,
                          default_trigger=trigger)


class WindowedStream:
    """``keyBy(...).window(...)``: the WindowOperator keeps the window contents in
    ``window-contents`` (namespaced by window) and its timers in ``window-timers``."""

    def __init__(self, keyed: KeyedStream, assigner: WindowAssigner):
        self._keyed = keyed
        self._assigner = assigner
        self._trigger: Optional[str] = None
        self._trigger_state: tuple[StateDescriptor, ...] = ()
        self._evictor: Optional[str] = None
        self._allowed_lateness = 0

    def allowed_lateness(self, lateness_ms: int) -> "WindowedStream":
        """``.allowedLateness(Duration.ofMillis(lateness_ms))``: how long an event-time window is
        kept after its end for late records (the state is the same; rule WINDOW_LATENESS_INCREASED)."""
        self._allowed_lateness = int(_ms(lateness_ms, "allowed_lateness"))
        if self._allowed_lateness < 0:
            raise ValueError("allowed_lateness: milliseconds, not negative")
        return self

    def trigger(self, description: str, *, state: Sequence[StateDescriptor] = ()) -> "WindowedStream":
        """``.trigger(...)``, described as Flink's object: ``Class(field=value, ...)`` with the
        trigger's fields (nested triggers likewise, state descriptors left out), e.g.
        ``"CountTrigger(maxCount=3)"``, ``"ContinuousEventTimeTrigger(interval=1000)"``. ``state``:
        the state a trigger of the job's obtains through its context (``ctx.getPartitionedState``),
        namespaced by the window."""
        self._trigger = _description(description, "trigger")
        self._trigger_state = tuple(state)
        return self

    def evictor(self, description: str) -> "WindowedStream":
        """``.evictor(...)``, described like a trigger, e.g. ``"CountEvictor(doEvictAfter=false, maxCount=5)"``
        (fields in alphabetical order). An evicting window keeps every record with its timestamp
        (a list of Flink's ``StreamElementSerializer``, whatever its function), declared so."""
        self._evictor = _description(description, "evictor")
        return self

    def _window(self, name: str, contents: StateDescriptor, output_type, where, global_state=(),
                window_state=()) -> SingleOutputStreamOperator:
        key_type = self._keyed.key_type
        window = self._assigner.window_type
        if self._evictor is not None:
            # EvictingWindowOperator keeps every record with its timestamp, whatever the function
            # (a reduce or aggregate is applied when the window fires): StreamElementSerializer's list
            contents = ListStateDescriptor("window-contents", StreamElementSnapshot(element=self._keyed.type))
        contents.declared_at = where
        states = [contents.keyed_state(namespace=window, internal=True)]
        states += [d.keyed_state(namespace=window) for d in (*self._trigger_state, *window_state)]
        states += [d.keyed_state() for d in global_state]
        if self._assigner.merging:
            # MergingWindowSet: a keyed ListState of (window, state window) pairs.
            states.append(
                ListStateDescriptor("merging-window-set", Types.TUPLE(window, window)).keyed_state(
                    VOID_NAMESPACE, internal=True
                )
            )
        if self._assigner.count_trigger:
            # CountTrigger's ReducingState "count" of Long, per window.
            states.append(ReducingStateDescriptor("count", Types.LONG).keyed_state(window, internal=True))
        states += timer_states("window-timers", key_type, window, where)
        op = self._keyed._one_input(name, "window", output_type, states, key_type, where)
        op._node.window = self._assigner.spec(self._trigger, self._evictor, self._allowed_lateness)
        return op

    def reduce(self, name: str = "Window(Reduce)", output_type: Optional[Snapshot] = None) -> SingleOutputStreamOperator:
        where = _caller()
        contents = ReducingStateDescriptor("window-contents", self._keyed.type)
        return self._window(name, contents, output_type or self._keyed.type, where)

    def aggregate(self, accumulator_type: Snapshot, output_type: Snapshot, name: str = "Window(Aggregate)") -> SingleOutputStreamOperator:
        where = _caller()
        contents = AggregatingStateDescriptor("window-contents", accumulator_type)
        return self._window(name, contents, output_type, where)

    def process(self, output_type: Snapshot, name: str = "Window(Process)", *,
                global_state: Sequence[StateDescriptor] = (),
                window_state: Sequence[StateDescriptor] = ()) -> SingleOutputStreamOperator:
        """A ProcessWindowFunction without pre-aggregation: every element is kept. ``global_state``: what it obtains through
        ``context.globalState()`` (per key); ``window_state``: through ``context.windowState()``
        (per key and window)."""
        where = _caller()
        contents = ListStateDescriptor("window-contents", self._keyed.type)
        return self._window(name, contents, output_type, where, global_state, window_state)

    apply = process


def _description(text: str, what: str) -> str:
    if not isinstance(text, str) or not text.strip() or "\n" in text:
        raise ValueError(f"{what}: a one-line description such as \"CountTrigger(maxCount=3)\"")
    return text.strip()


class CoGroupedStreams:
    """Window join / coGroup as Flink builds it (``CoGroupedStreams.WithWindow.apply``):
    each input is mapped to a ``TaggedUnion`` by a tagger, the two are unioned and keyed,
    and a window operator keeps both inputs in ``window-contents`` as
    ``List<TaggedUnion<T1, T2>>`` — so either input type changing changes the state."""

    def __init__(self, first: DataStream, second: DataStream, what: str):
        self._first, self._second, self._what = first, second, what
        self._key_type: Optional[Snapshot] = None
        self._assigner: Optional[WindowAssigner] = None

    def where(self, key_type: Snapshot) -> "CoGroupedStreams":
        self._key_type = key_type
        return self

    def equal_to(self, key_type: Snapshot) -> "CoGroupedStreams":
        if self._key_type is not None and key_type != self._key_type:
            raise ValueError("both sides of a join/coGroup must have the same key type")
        self._key_type = key_type
        return self

    def window(self, assigner: "WindowAssigner") -> "CoGroupedStreams":
        self._assigner = assigner
        return self

    def apply(self, output_type: Snapshot, name: str = "") -> SingleOutputStreamOperator:
        if self._key_type is None or self._assigner is None:
            raise ValueError(f"a window {self._what.lower()} needs where(), equal_to() and window() first")
        env = self._first._env
        union_type = UnionSnapshot(one=self._first.type, two=self._second.type)
        tagged = []
        for stream in (self._first, self._second):
            tagger = stream._one_input("Map", "map", union_type)
            tagger._node.parallelism = env._parallelism(stream._upstream[0])
            tagged.append(tagger)
        keyed = tagged[0].union(tagged[1]).key_by(self._key_type)
        window = WindowedStream(keyed, self._assigner)
        return window.process(output_type, name=name or f"Window({self._what})")


# -------------------------------------------------------------- connected / broadcast


class BroadcastStream(DataStream):
    """``stream.broadcast(descriptors...)``: the connected operator owns the broadcast states."""

    def __init__(self, env, upstream, descriptors: list[MapStateDescriptor]):
        super().__init__(env, upstream, "broadcast")
        self.descriptors = descriptors


def _two_input_selector(first: Optional[KeySelectorSpec], second: DataStream) -> Optional[KeySelectorSpec]:
    """A two-input operator's key selectors as one (Flink keys each input with its own): None when
    one keyed input's is not declared. A broadcast input has none."""
    if first is None or isinstance(second, BroadcastStream) or second._key_type() is None:
        return first
    other = second._key_selector()
    if other is None:
        return None
    return KeySelectorSpec(origin="declared", fingerprint=hashlib.sha256(
        f"{first.fingerprint}\0{other.fingerprint}".encode()).hexdigest(),
        description=f"{first.description} / {other.description}", inputs=(first.fingerprint, other.fingerprint))


class IntervalJoin:
    """``left.intervalJoin(right)``: :meth:`between` gives its bounds."""

    def __init__(self, left: KeyedStream, right: KeyedStream):
        self._left, self._right = left, right

    def between(self, lower_ms: int, upper_ms: int, *, lower_inclusive: bool = True,
                upper_inclusive: bool = True) -> "IntervalJoined":
        """A left record at ``t`` joins right records in ``[t + lower_ms, t + upper_ms]`` (Flink's
        ``between(Duration, Duration)``, with ``lowerBoundExclusive()`` / ``upperBoundExclusive()``)."""
        for v, what in ((lower_ms, "lower_ms"), (upper_ms, "upper_ms")):
            if isinstance(v, bool) or not isinstance(v, int):
                raise ValueError(f"between({what}): milliseconds, an int")
        if lower_ms > upper_ms:
            raise ValueError("between: lower_ms <= upper_ms must be fulfilled")
        # IntervalJoinOperator keeps inclusive bounds: an exclusive one moved by a millisecond
        bounds = IntervalJoinSpec(lower_ms=lower_ms if lower_inclusive else lower_ms + 1,
                                  upper_ms=upper_ms if upper_inclusive else upper_ms - 1)
        return IntervalJoined(self._left, self._right, bounds)


class IntervalJoined:
    def __init__(self, left: KeyedStream, right: KeyedStream, bounds: IntervalJoinSpec):
        self._left, self._right, self._bounds = left, right, bounds

    def process(self, name: str = "Interval Join", output_type: Optional[Snapshot] = None) -> SingleOutputStreamOperator:
        """IntervalJoinOperator: each side's records buffered by timestamp (MapState
        ``LEFT_BUFFER`` / ``RIGHT_BUFFER`` of Long → list of BufferEntry), and the timers
        (``CLEANUP_TIMER``, namespaced by the side: a String) that clean them up."""
        where = _caller()
        left, right = self._left, self._right
        key_type = left.key_type
        states = [MapStateDescriptor(buffer, Types.LONG, ListSnapshot(element=BufferEntrySnapshot(element=side.type)))
                  .keyed_state(internal=True).model_copy(update={"declared_at": where})
                  for buffer, side in (("LEFT_BUFFER", left), ("RIGHT_BUFFER", right))]
        states += timer_states("CLEANUP_TIMER", key_type, Types.STRING, where)
        inputs = left._inputs(key_type, 1) + right._inputs(right.key_type, 2)
        node = self._left._env._add(name, "interval_join", output_type, inputs, states=states, key_type=key_type,
                                    where=where)
        node.key_selector = _two_input_selector(left._key_selector(), right)
        node.interval_join = self._bounds
        return SingleOutputStreamOperator(self._left._env, node)


class ConnectedStreams:
    def __init__(self, env: StreamExecutionEnvironment, first: DataStream, second: DataStream):
        self._env = env
        self._first = first
        self._second = second

    def process(self, name: str = "Co-Process", output_type: Optional[Snapshot] = None, *, state=(),
                operator_state=(), union_state=(), timers: "bool | str | Sequence[str]" = False,
                ) -> SingleOutputStreamOperator:
        """A (Keyed)CoProcessFunction or (Keyed)BroadcastProcessFunction; ``timers`` as for
        :meth:`DataStream.process`."""
        where = _caller()
        key_type = self._first._key_type()
        states = self._first._user_states(state, operator_state, union_state, key_type, where)
        if isinstance(self._second, BroadcastStream):
            states += [d.broadcast_state() for d in self._second.descriptors]
            kind = "keyed_broadcast_process" if key_type is not None else "broadcast_process"
        else:
            kind = "keyed_co_process" if key_type is not None else "co_process"
        if key_type is not None:
            # KeyedCoProcessOperator / CoBroadcastWithKeyedOperator always open "user-timers".
            states += timer_states("user-timers", key_type, VOID_NAMESPACE, where)
        elif timers is not False:
            raise ValueError("timers need keyed inputs (key_by first)")
        inputs = self._first._inputs(key_type, 1) + self._second._inputs(self._second._key_type(), 2)
        node = self._env._add(name, kind, output_type, inputs, states=states, key_type=key_type, where=where)
        node.key_selector = _two_input_selector(self._first._key_selector(), self._second)
        node.timers = _timer_use(timers)
        return SingleOutputStreamOperator(self._env, node)


def _timer_use(timers) -> Optional[TimerUse]:
    """``process(timers=...)`` as the timers the function sets: the domains named (a function that
    names them has an onTimer), None for True and False (not said which)."""
    if isinstance(timers, bool):
        return None
    domains = (timers,) if isinstance(timers, str) else tuple(timers)
    if any(d not in ("event", "processing") for d in domains):
        raise ValueError('timers: True, False, or the time domains the function sets timers in: "event", '
                         '"processing", both in a tuple, or () for none')
    return TimerUse(event="event" in domains, processing="processing" in domains, on_timer=True)


#: A FLIP-27 source's connector, for ``from_source(connector=...)``: the Source's class and the class
#: and version of its split and enumerator checkpoint serializers.
SourceConnector = SourceSpec

__all__ = [
    "AggregatingStateDescriptor",
    "BroadcastStream",
    "CoGroupedStreams",
    "ConnectedStreams",
    "CustomWindows",
    "DataStream",
    "IntervalJoin",
    "IntervalJoined",
    "EventTimeSessionWindows",
    "GlobalWindows",
    "KeyedStream",
    "ListStateDescriptor",
    "MapStateDescriptor",
    "ProcessingTimeSessionWindows",
    "ReducingStateDescriptor",
    "SingleOutputStreamOperator",
    "SlidingEventTimeWindows",
    "SlidingProcessingTimeWindows",
    "SourceConnector",
    "StateTtlConfig",
    "StreamExecutionEnvironment",
    "TumblingEventTimeWindows",
    "TumblingProcessingTimeWindows",
    "Types",
    "ValueStateDescriptor",
    "WindowedStream",
    "timer_states",
]
