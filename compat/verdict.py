"""The verdict: every operator and state with what Flink will do, plus the findings.

This is also the machine-readable report (``--format json``); its JSON Schema is printed
by ``flink-compat schema --report`` and documented in ``docs/report-format.md``.
"""

from __future__ import annotations

from typing import Any, Literal, Optional

from pydantic import BaseModel, ConfigDict

from flink_compat.graph.model import FlinkNote, SourceLocation, SqlJob, SqlOperator
from flink_compat.schema_registry import Compatibility, Snapshot

from .findings import Finding, Level

REPORT_VERSION = 1

#: ``state-loss``: Flink restores, but drops state (an unmatched operator's state under
#: allowNonRestoredState, a renamed field's values); ranked below ``incompatible``.
OverallVerdict = Literal["compatible", "migration-required", "state-loss", "incompatible", "unknown"]

#: The overall verdicts, worst first, as :func:`overall` ranks them: errors that fail the
#: restore (``unknown`` when flink-compat cannot judge them), then errors where Flink
#: restores and drops state, then migrations. The verdict of a transitive check is the
#: worst of its checks'.
VERDICT_ORDER: tuple[OverallVerdict, ...] = (
    "incompatible", "unknown", "state-loss", "migration-required", "compatible",
)

StateStatus = Literal[
    "compatible-as-is",
    "compatible-reconfigured",
    "migration-required",
    "incompatible",
    "unknown",
    "lost",
    "misread",
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
    #: What Flink's planner says of it (an operator of a SQL job): the reports show its query text.
    sql: Optional[SqlOperator] = None


class GraphSummary(_Frozen):
    name: str
    origin: str
    #: How the job was given, for people: JAR, SQL script, compiled plan, PyFlink program,
    #: package, manifest or savepoint (JobGraph.route; added to report 1).
    route: str = ""
    location: str
    flink_version: str
    operators: tuple[str, ...]
    edges: tuple[EdgeReport, ...] = ()
    #: The operators of ``operators`` with their names, in the same order (added in report 1).
    nodes: tuple[NodeSummary, ...] = ()
    #: A SQL job: script or compiled plan, its table options and the statements that make the job.
    sql: Optional[SqlJob] = None
    #: The job's settings of its environment that Flink's discovery run replaced by its own
    #: (key → the job's value, a secret's hidden; JobGraph.replaced_settings).
    replaced_settings: Optional[dict[str, str]] = None
    #: A job JAR loaded on a Flink it may not have been built for (JobGraph.flink_note):
    #: ``kind`` (detected, unknown, mismatch), ``loaded``, ``built_for``, ``evidence``.
    flink_note: Optional[FlinkNote] = None


ReplayOutcome = Literal["confirmed", "failed", "misread", "not-verified", "dropped", "unreadable", "empty"]


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
    read back equal), ``failed`` (``failed`` entries did not), ``misread`` (``failed`` entries
    of a PyFlink state are read by the new type's coder as other values, without an error: a
    fixed-width read, or integers' bits read as floats), ``not-verified`` (values only
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
    #: The values only the job's code reads (a custom serializer, Kryo with the job's classes)
    #: were read by Flink's own serializers with the new job's JAR, not migrated and written here.
    read_by_flink: bool = False
    note: str = ""
    samples: tuple[ReplaySample, ...] = ()


class ReplayReport(_Frozen):
    """The replay of a savepoint's real state into the new job (optional part of the report)."""

    savepoint: str
    master: str
    spark_version: str = ""
    tasks: int = 0
    #: Time of the replay's Spark job (reading, migrating, writing every entry).
    seconds: float = 0.0
    #: Wall time of the whole replay: starting Spark, planning, the job, the export.
    wall_seconds: float = 0.0
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
    #: Where the policy came from, and the command-line options that overrode it.
    policy: str
    #: Whether the deployment uses allowNonRestoredState (policy file or option).
    allow_non_restored_state: bool = False
    #: What is wrong with the policy itself, e.g. an ignore entry that matches no finding.
    policy_warnings: tuple[str, ...] = ()
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


class TransitiveVerdict(_Frozen):
    """``check OLD [OLD ...] NEW``: NEW against each old side, with one policy (as Schema
    Registry's TRANSITIVE modes check a schema against every earlier version).

    A check of one old side is a :class:`Verdict`; this is the report of several.
    """

    report_version: int = REPORT_VERSION
    #: The worst verdict of the checks (:data:`VERDICT_ORDER`).
    verdict: OverallVerdict
    fail_on: str
    #: Whether any check failed at ``fail_on`` (``failed`` ⇔ exit code 1).
    failed: bool
    policy: str
    allow_non_restored_state: bool = False
    #: What is wrong with the policy in every check (an ignore entry no check's findings match).
    policy_warnings: tuple[str, ...] = ()
    #: Findings per level, summed over the checks.
    counts: dict[str, int]
    #: One check per old side, in the order given.
    checks: tuple[Verdict, ...]

    @classmethod
    def of(cls, checks: list[Verdict]) -> "TransitiveVerdict":
        first = checks[0]
        counts: dict[str, int] = {}
        for c in checks:
            for level, n in c.counts.items():
                counts[level] = counts.get(level, 0) + n
        return cls(
            verdict=worst_verdict(c.verdict for c in checks),
            fail_on=first.fail_on,
            failed=any(c.failed for c in checks),
            policy=first.policy,
            allow_non_restored_state=first.allow_non_restored_state,
            policy_warnings=tuple(w for w in first.policy_warnings if all(w in c.policy_warnings for c in checks)),
            counts=counts,
            checks=tuple(checks),
        )

    @property
    def exit_code(self) -> int:
        return 1 if self.failed else 0


def worst_verdict(verdicts) -> OverallVerdict:
    return min(verdicts, key=VERDICT_ORDER.index)


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
UNKNOWN_RULES = frozenset({"STATE_SERIALIZER_UNKNOWN", "KEY_SERIALIZER_UNKNOWN", "STATE_NOT_DISCOVERED"})


def overall(findings: list[Finding], policy) -> OverallVerdict:
    """The verdict of the active findings at their (policy) levels: errors that fail the
    restore first, then errors where Flink restores and drops state, then migrations."""
    from .rules import drops_state

    active = [f for f in findings if not f.ignored]
    errors = [f for f in active if f.level is Level.ERROR]
    failing = [f for f in errors if not drops_state(f.rule, policy)]
    if failing:
        return "unknown" if all(f.rule in UNKNOWN_RULES for f in failing) else "incompatible"
    if errors:
        return "state-loss"
    if any(f.level is Level.MIGRATION for f in active):
        return "migration-required"
    return "compatible"
