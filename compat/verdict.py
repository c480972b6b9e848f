"""The verdict: every operator and state with what Flink will do, plus the findings.

This is also the machine-readable report (``--format json``); its JSON Schema is printed
by ``flink-compat schema --report`` and documented in ``docs/report-format.md``.
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict

from graph.model import SourceLocation
from schema_registry import Compatibility, Snapshot

from .findings import Finding, Level

REPORT_VERSION = 1

OverallVerdict = Literal["compatible", "migration-required", "incompatible", "unknown"]

StateStatus = Literal[
    "compatible-as-is",
    "compatible-reconfigured",
    "migration-required",
    "incompatible",
    "unknown",
    "lost",
    "not-declared",
    "new",
]

OperatorStatus = Literal["matched", "removed", "added", "id-changed"]

STATUS_OF_COMPATIBILITY: dict[Compatibility, StateStatus] = {
    Compatibility.COMPATIBLE_AS_IS: "compatible-as-is",
    Compatibility.COMPATIBLE_WITH_RECONFIGURED_SERIALIZER: "compatible-reconfigured",
    Compatibility.COMPATIBLE_AFTER_MIGRATION: "migration-required",
    Compatibility.INCOMPATIBLE: "incompatible",
    Compatibility.UNKNOWN: "unknown",
}


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True)


class StateReport(_Frozen):
    name: str
    kind: str
    internal: bool = False
    status: StateStatus
    old_serializer: Optional[Snapshot] = None
    new_serializer: Optional[Snapshot] = None
    reasons: tuple[str, ...] = ()
    location: Optional[SourceLocation] = None


class OperatorReport(_Frozen):
    id: str
    status: OperatorStatus
    uid: Optional[str] = None
    name: str = ""
    kind: str = ""
    #: For ``id-changed``: the new operator that probably took its place.
    successor_id: Optional[str] = None
    #: For ``matched``: the old OperatorID when it differs from ``id`` (``set_uid_hash``).
    old_id: Optional[str] = None
    old_parallelism: Optional[int] = None
    new_parallelism: Optional[int] = None
    old_max_parallelism: Optional[int] = None
    new_max_parallelism: Optional[int] = None
    states: tuple[StateReport, ...] = ()
    location: Optional[SourceLocation] = None


class EdgeReport(_Frozen):
    source: str
    target: str
    partitioning: str


class NodeSummary(_Frozen):
    """An operator of one side as drawn in reports (every operator, stateful or not)."""

    id: str
    uid: Optional[str] = None
    name: str = ""
    kind: str = ""
    stateful: bool = False


class GraphSummary(_Frozen):
    name: str
    origin: str
    location: str
    flink_version: str
    operators: tuple[str, ...]
    edges: tuple[EdgeReport, ...] = ()
    #: The operators of ``operators`` with their names, in the same order (added in report 1).
    nodes: tuple[NodeSummary, ...] = ()


ReplayOutcome = Literal["confirmed", "failed", "not-verified", "dropped", "unreadable", "empty"]


class ReplaySample(_Frozen):
    """A failing entry of the replay: its key, the value as the savepoint holds it, the error."""

    key: Any = None
    value: Any = None
    error: str
    key_group: Optional[int] = None
    subtask: Optional[int] = None
    namespace: Any = None
    user_key: Any = None


class StateReplay(_Frozen):
    """What the Spark replay found for one state of the savepoint (``flink-compat ... --replay``).

    ``outcome``: ``confirmed`` (every entry migrated, was written by the new serializer and
    read back equal), ``failed`` (``failed`` entries did not), ``not-verified`` (values only
    user code can read: custom serializers, Kryo), ``dropped`` (the new job does not restore
    the state), ``unreadable`` (native RocksDB / changelog state files), ``empty``.
    """

    operator_id: str
    operator: str
    state: str
    kind: str
    #: The state's status in the verdict after the replay joined it.
    status: Optional[StateStatus] = None
    outcome: ReplayOutcome
    entries: int = 0
    bytes: int = 0
    key_groups: int = 0
    migrated: int = 0
    failed: int = 0
    unverified: int = 0
    note: str = ""
    samples: tuple[ReplaySample, ...] = ()


class ReplayReport(_Frozen):
    """The replay of a savepoint's real state into the new job (optional part of the report)."""

    savepoint: str
    master: str
    spark_version: str = ""
    tasks: int = 0
    seconds: float = 0.0
    entries: int = 0
    bytes: int = 0
    migrated: int = 0
    failed: int = 0
    unverified: int = 0
    entries_per_second: float = 0.0
    #: Where ``--export`` wrote the decoded state as Parquet.
    export: Optional[str] = None
    states: tuple[StateReplay, ...] = ()


class Verdict(_Frozen):
    report_version: int = REPORT_VERSION
    verdict: OverallVerdict
    fail_on: str
    failed: bool
    policy: str
    counts: dict[str, int]
    old: GraphSummary
    new: GraphSummary
    operators: tuple[OperatorReport, ...]
    findings: tuple[Finding, ...]
    #: The Spark replay of the savepoint's state, when one ran (``--replay``).
    replay: Optional[ReplayReport] = None

    @property
    def exit_code(self) -> int:
        return 1 if self.failed else 0

    def active_findings(self) -> list[Finding]:
        return [f for f in self.findings if not f.ignored]


_SPECS: dict[type, tuple[tuple[str, ...], dict]] = {}


def trusted(cls, **values):
    """Build a model from values the checker made itself, without validation.

    What ``model_construct`` does, minus its per-field bookkeeping (a check builds one
    of these per operator, state, edge and finding). Fields not given take their
    defaults; tests/compat/test_verdict.py proves the result equals a validated instance.
    """
    spec = _SPECS.get(cls)
    if spec is None:
        fields = cls.model_fields
        spec = _SPECS[cls] = (
            tuple(fields),
            {n: f.get_default(call_default_factory=True) for n, f in fields.items() if not f.is_required()},
        )
    names, defaults = spec
    fields_set = set(values)
    if tuple(values) != names:
        # In field order: serialization follows the instance dict.
        values = {name: values[name] if name in values else defaults[name] for name in names}
    obj = cls.__new__(cls)
    object.__setattr__(obj, "__dict__", values)
    object.__setattr__(obj, "__pydantic_fields_set__", fields_set)
    object.__setattr__(obj, "__pydantic_extra__", None)
    object.__setattr__(obj, "__pydantic_private__", None)
    return obj


#: Error rules that mean "cannot tell", not "will fail": alone they make the verdict unknown.
UNKNOWN_RULES = frozenset({"STATE_SERIALIZER_UNKNOWN", "STATE_NOT_DISCOVERED"})


def overall(findings: list[Finding]) -> OverallVerdict:
    active = [f for f in findings if not f.ignored]
    errors = [f for f in active if f.level is Level.ERROR]
    if errors:
        return "unknown" if all(f.rule in UNKNOWN_RULES for f in errors) else "incompatible"
    if any(f.level is Level.MIGRATION for f in active):
        return "migration-required"
    return "compatible"
