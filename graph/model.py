"""The logical stream graph with eagerly declared state.

One model for three sources: a Python job package, a manifest (this model as JSON or
YAML) and a Flink savepoint. Everything speaks Flink's language: OperatorIDs derived
from uids, key serializers, max parallelism, and each state with the serializer
snapshots Flink records for it in a savepoint (so a state declared here and the same
state read from a savepoint are equal objects).
"""

from __future__ import annotations

import enum
from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, field_validator, model_validator

from schema_registry import Snapshot

FLINK_DEFAULT_VERSION = "2.3"


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


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
        return self not in (StateKind.OPERATOR_LIST, StateKind.BROADCAST)


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
    value_serializer: Optional[Snapshot] = None
    namespace_serializer: Optional[Snapshot] = None
    #: The map key serializer of a broadcast state.
    key_serializer: Optional[Snapshot] = None
    distribution: Optional[Distribution] = None
    ttl: Optional[TtlConfig] = None
    #: Declared by a built-in operator (reduce, window, …), not by user code.
    internal: bool = False
    declared_at: Optional[SourceLocation] = None

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


Partitioning = Literal["forward", "hash", "rebalance", "rescale", "shuffle", "broadcast", "global", "custom"]
ChainingStrategy = Literal["ALWAYS", "HEAD", "NEVER", "HEAD_WITH_SOURCES"]


class Operator(_Model):
    """A stream operator (a node of Flink's StreamGraph)."""

    #: Flink's (generated) OperatorID as 32 hex digits: the hash of the uid, or the hash
    #: Flink derives from the topology when there is no uid. Savepoints store the
    #: operator's state under this ID.
    id: str
    uid: Optional[str] = None
    #: ``setUidHash``: Flink's user-defined OperatorID, used instead of ``id`` to find the
    #: operator's state when restoring.
    uid_hash: Optional[str] = None
    id_origin: Literal["uid", "uid_hash", "generated", "savepoint"] = "uid"
    name: str = ""
    kind: str = "operator"
    parallelism: Optional[int] = None
    #: Max parallelism set explicitly on the operator (or, from a savepoint, the one used).
    max_parallelism: Optional[int] = None
    key_serializer: Optional[Snapshot] = None
    input_types: tuple[Snapshot, ...] = ()
    output_type: Optional[Snapshot] = None
    states: tuple[State, ...] = ()
    chaining_strategy: ChainingStrategy = "ALWAYS"
    slot_sharing_group: str = "default"
    declared_at: Optional[SourceLocation] = None

    @field_validator("id", "uid_hash")
    @classmethod
    def _hex32(cls, v: Optional[str]) -> Optional[str]:
        if v is None:
            return v
        v = v.lower()
        if len(v) != 32 or any(c not in "0123456789abcdef" for c in v):
            raise ValueError("must be 32 hexadecimal digits")
        return v

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
    key_serializer: Optional[Snapshot] = None
    #: Input of a two-input operator (1 or 2); 0 for one-input operators.
    input_index: int = 0


class JobGraph(_Model):
    """A job: its operators, edges and declared state, as Flink will see it."""

    name: str
    flink_version: str = FLINK_DEFAULT_VERSION
    parallelism: int = 1
    #: Max parallelism set on the environment; None means Flink's default per operator.
    max_parallelism: Optional[int] = None
    state_backend: Optional[Literal["hashmap", "rocksdb"]] = None
    chaining_enabled: bool = True
    #: Where the graph came from.
    origin: Literal["package", "manifest", "savepoint"] = "manifest"
    location: str = ""
    operators: tuple[Operator, ...] = ()
    edges: tuple[Edge, ...] = ()

    @model_validator(mode="after")
    def _check_references(self) -> "JobGraph":
        ids = {op.id for op in self.operators}
        for i, edge in enumerate(self.edges):
            for end in (edge.source, edge.target):
                if end not in ids:
                    raise ValueError(f"edges[{i}] refers to unknown operator {end}")
        return self

    def operator(self, operator_id: str) -> Operator:
        for op in self.operators:
            if op.id == operator_id:
                return op
        raise KeyError(operator_id)

    def effective_parallelism(self, op: Operator) -> int:
        return op.parallelism or self.parallelism

    def explicit_max_parallelism(self, op: Operator) -> Optional[int]:
        """The max parallelism the job sets for the operator, if any (savepoints: always)."""
        return op.max_parallelism or self.max_parallelism

    def effective_max_parallelism(self, op: Operator) -> int:
        return self.explicit_max_parallelism(op) or default_max_parallelism(self.effective_parallelism(op))


def default_max_parallelism(parallelism: int) -> int:
    """Flink's ``KeyGroupRangeAssignment.computeDefaultMaxParallelism``."""
    p = parallelism + parallelism // 2
    power = 1
    while power < p:
        power <<= 1
    return min(max(power, 128), 32768)


def json_schema() -> dict:
    return JobGraph.model_json_schema()


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
    "Operator",
    "SourceLocation",
    "State",
    "StateKind",
    "TtlConfig",
    "default_max_parallelism",
    "json_schema",
    "field_path",
]
