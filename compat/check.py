"""The check: pair old and new, run every rule, apply the policy, build the verdict."""

from __future__ import annotations

from typing import Callable, Iterable, Optional

from flink_compat.graph.errors import LoadError
from flink_compat.graph.model import (JobGraph, Operator, State, StateKind, graph_snapshots, map_snapshots,
                                      with_row_names_of)
from flink_compat.schema_registry.families.kryo import kryo_layouts_of, with_kryo_layouts
from flink_compat.schema_registry.families.pojo import pojo_java_types_of, with_pojo_java_types
from flink_compat.schema_registry.families.row import row_names
from flink_compat.schema_registry.snapshot import flink_resolved, unknown_pairs

from . import topology
from .analysis import StatePair, Upgrade, classes_to_look_up, counterpart_of, placed_keys
from .findings import Finding, Level
from .policy import Policy
from .probe import SavepointProbe
from .rules import Rule, drops_state, misreads, rules_of
from .verdict import (
    UNKNOWN_RULES,
    StateStatus,
    STATUS_OF_COMPATIBILITY,
    EdgeReport,
    GraphSummary,
    NodeSummary,
    OperatorReport,
    StateReport,
    Verdict,
    overall,
    trusted,
)


#: ``(old, new) snapshot pairs → {schema_registry.snapshot.pair_key: Resolution}``.
FlinkResolver = Callable[[list], dict]
#: ``(Kryo classes, POJO classes) → what the new job's JAR has of them`` (``graph.jar.kryo_fields``).
ClassFieldsReader = Callable[[list, list], tuple]
#: ``[(key serializer snapshot, max parallelism, [key bytes])] → per request its keys' key groups``
#: with the new job's classes (``graph.flink_values.key_groups_with_flink``), or None.
KeyGroupsReader = Callable[[list], Optional[list]]
#: ``[graph.flink_values.Group] → [GroupResult]``: values read by Flink's serializers with the new
#: job's classes (``graph.flink_values.decode_with_flink``), or None.
FlinkValuesReader = Callable[[list], Optional[list]]


def check(old: JobGraph, new: JobGraph, policy: Optional[Policy] = None, *, allow_path: Optional[str] = None,
          old_query: Optional[JobGraph] = None, flink_resolver: Optional[FlinkResolver] = None,
          class_fields: Optional[ClassFieldsReader] = None, key_groups: Optional[KeyGroupsReader] = None,
          flink_values: Optional[FlinkValuesReader] = None) -> Verdict:
    """Would ``new`` restore the state of ``old``, and what happens to each state?

    ``allow_path``: when ``old`` is a savepoint, a directory outside its own whose state
    files may be read (see :func:`savepoint.open`). ``old_query``: when ``old`` is a savepoint,
    the job that took it (a SQL script or compiled plan: what its state means; a job JAR or
    package: its key selectors, and what its classes say of the state, :func:`with_class_layouts_of`).
    ``flink_resolver``: resolves the serializer snapshots unknown to flink-compat (custom
    serializers) as Flink does at restore, with the new job's classes
    (:func:`graph.flink_values.resolve_with_flink`): called once, with every such pair.
    ``class_fields``: reads classes of the new job's JAR that its states do not show, those of the
    states it no longer declares whose values Flink reads at restore
    (:func:`compat.analysis.classes_to_look_up`): called once, if there are any. ``key_groups``:
    places keys in key groups with the new job's classes (:func:`graph.flink_values.key_groups_with_flink`),
    for the savepoint's keys whose new key class hashes by the job's code
    (:func:`compat.analysis.keys_to_place`): called once, if there are any. ``flink_values``: reads
    values with Flink's serializers over the new job's classes (:func:`graph.flink_values.decode_with_flink`):
    with a savepoint as the old side, the values of a state whose custom serializer Flink's resolver
    says reads them are read so, as Flink's restore reads them (:func:`_read_as_restored`)."""
    policy = policy or Policy()
    if old_query is not None:
        _check_old_query(old, old_query)
        old = with_class_layouts_of(old, old_query)
    probe = SavepointProbe(old.location, allow_path) if old.origin == "savepoint" and old.location else None
    try:
        fields = None
        if class_fields is not None:
            kryo, pojo = classes_to_look_up(Upgrade(old, new, policy))
            fields = class_fields(kryo, pojo) if kryo or pojo else None

        placed = None
        if key_groups is not None:
            placed = placed_keys(Upgrade(old, new, policy, probe, old_query=old_query), key_groups)

        def upgrade() -> Upgrade:
            return Upgrade(old, new, policy, probe, old_query=old_query, new_class_fields=fields,
                           new_key_groups=placed, new_values=flink_values)

        if flink_resolver is None:
            return _check(upgrade(), policy)
        with unknown_pairs() as asked:
            verdict = _check(upgrade(), policy)
        if not asked:
            return verdict
        resolved = flink_resolver(asked)
        if flink_values is not None and probe is not None:
            resolved = _read_as_restored(old, new, probe, asked, resolved, flink_values)
        with flink_resolved(resolved):
            return _check(upgrade(), policy)
    finally:
        if probe is not None:
            probe.close()


#: Values of a state read with Flink's serializers to confirm a custom serializer's "reads them".
VALUES_READ = 64


def _read_as_restored(old: JobGraph, new: JobGraph, probe: SavepointProbe, asked: list, resolved: dict,
                      flink_values: "FlinkValuesReader") -> dict:
    """``resolved`` (Flink's resolutions of the custom serializers' snapshot pairs ``asked``) with
    those that say a state's old values read (as is, reconfigured) made INCOMPATIBLE where the
    savepoint's values of that state do not read with the serializer Flink's restore reads them
    with: the old snapshot's, restored over the new job's classes (a custom serializer's snapshot
    may say "compatible as is" of an encoding its code changed; the heap backend then fails at
    restore, RocksDB at the first read). Up to :data:`VALUES_READ` values a state, one JVM a state."""
    from flink_compat.schema_registry import Compatibility
    from flink_compat.schema_registry._base import Resolution
    from flink_compat.schema_registry.snapshot import pair_key, walk

    readable = (Compatibility.COMPATIBLE_AS_IS, Compatibility.COMPATIBLE_WITH_RECONFIGURED_SERIALIZER)
    keys = {id(o): pair_key(o, n) for o, n in asked}
    new_by_id = {op.restore_id: op for op in new.operators}
    out = dict(resolved)
    for op in old.operators:
        new_op = new_by_id.get(op.id)
        declared = {s.name for s in new_op.states} if new_op is not None else set()
        for st in op.states:
            if st.name not in declared or st.value_serializer is None:
                continue
            pairs = [keys[id(s)] for _, s in walk(st.value_serializer) if id(s) in keys]
            pairs = [k for k in pairs if k is not None and k in resolved and resolved[k].compatibility in readable]
            why = probe.unread_by_flink(op.id, st, flink_values, VALUES_READ) if pairs else None
            if why is not None:
                for k in pairs:
                    out[k] = Resolution.of(Compatibility.INCOMPATIBLE, why)
    return out


def _check_old_query(old: JobGraph, query: JobGraph) -> None:
    """The old job must be the one that took the savepoint (:func:`old_query_mismatch`)."""
    where = query.location or query.name
    if old.origin != "savepoint":
        raise LoadError(f"--old-query {where}: the old side is not a savepoint (it has its own job)")
    if query.origin == "savepoint":
        raise LoadError(f"--old-query {where}: a savepoint, not the job that took one")
    mismatch = old_query_mismatch(old, query)
    if mismatch:
        raise LoadError(f"--old-query {where}: {mismatch}")


def with_class_layouts_of(savepoint: JobGraph, job: JobGraph) -> JobGraph:
    """The ``savepoint`` graph with what ``job``, the job that took it, declares of its classes
    and no snapshot records: the layouts of its Kryo classes (fields, the fields of the classes
    they hold, enums' constants: a job JAR's classes, a package's ``Types.GENERIC(...,
    fields=...)``), with which Kryo wrote the savepoint's values, the Java types of its POJO
    fields (``Long`` or ``long``: a job JAR's classes) and the field names of its named Rows."""
    layouts = kryo_layouts_of(graph_snapshots(job))
    java_types = pojo_java_types_of(graph_snapshots(job))
    if layouts or java_types:
        savepoint = map_snapshots(savepoint, lambda s: with_pojo_java_types(with_kryo_layouts(s, layouts), java_types))
    return _with_row_names_of(savepoint, job)


def _with_row_names_of(savepoint: JobGraph, job: JobGraph) -> JobGraph:
    """The ``savepoint`` graph whose states' named Rows take the field names the same state of
    ``job`` (same operator, same name) gives them: a Row's names are in no snapshot."""
    by_id = {op.restore_id: {s.name: row_names(s.value_serializer) for s in op.states} for op in job.operators}
    operators = tuple(with_row_names_of(op, by_id.get(op.id, {})) for op in savepoint.operators)
    if operators == savepoint.operators:
        return savepoint
    return savepoint.model_copy(update={"operators": operators})


def old_query_mismatch(old: JobGraph, query: JobGraph) -> Optional[str]:
    """Why ``query`` is not the job that took the savepoint ``old``, or None: a SQL job that
    plans, or a job JAR, PyFlink program or package that has, every operator the savepoint holds
    state of (the same OperatorIDs); another job would lend the savepoint another meaning."""
    planned = {op.restore_id for op in query.operators}
    missing = [op for op in old.operators if op.is_stateful and op.id not in planned]
    if not missing:
        return None
    op = missing[0]
    has, what = ("plans", "query") if query.sql is not None else ("has", "job")
    return (f"{has} no operator {op.id} ({op.display_name}), whose state the savepoint holds ({len(missing)} of "
            f"its stateful operators missing): not the {what} that took the savepoint")


def _check(up: Upgrade, policy: Policy) -> Verdict:
    old, new = up.old, up.new
    emitter = _Emitter(up)
    reports: list[OperatorReport] = []

    for r in rules_of("job"):
        emitter.run(r, r.check(up))

    for old_op in old.operators:
        new_op = up.match(old_op)
        if new_op is None:
            if old_op.is_stateful:
                for r in rules_of("removed_operator"):
                    emitter.run(r, r.check(up, old_op), old_op=old_op)
                reports.append(_removed_report(up, old_op))
            continue
        for r in rules_of("operator"):
            emitter.run(r, r.check(up, old_op, new_op), old_op=old_op, new_op=new_op)
        reports.append(_matched_report(up, emitter, old_op, new_op))

    for new_op in new.operators:
        if new_op.id in up.matched_new_ids:
            continue
        for r in rules_of("added_operator"):
            emitter.run(r, r.check(up, new_op), new_op=new_op)
        reports.append(
            trusted(
                OperatorReport,
                id=new_op.id,
                status="added",
                uid=new_op.uid,
                name=new_op.name,
                kind=new_op.kind,
                new_parallelism=new.effective_parallelism(new_op),
                new_max_parallelism=new.explicit_max_parallelism(new_op),
                states=tuple(_state_report(s, "new", new=s) for s in new_op.states),
                location=new_op.declared_at,
            )
        )

    reports = _with_final_statuses(reports, emitter.findings, policy)
    findings, unused_ignores = _apply_policy(up, emitter.findings)
    failed = any(policy.fails(f.level) for f in findings if not f.ignored)
    counts = {level.value: 0 for level in Level}
    for f in findings:
        if not f.ignored:
            counts[f.level.value] += 1
    counts["ignored"] = sum(1 for f in findings if f.ignored)
    return Verdict(
        verdict=overall(findings, policy),
        fail_on=policy.fail_on,
        failed=failed,
        policy=policy.source,
        allow_non_restored_state=policy.allow_non_restored_state,
        policy_warnings=tuple(
            f"{policy.source}: ignore entry {i.describe()} matches no finding (stale, or a typo?)"
            for i in unused_ignores
        ),
        counts=counts,
        old=_summary(old, up.old_query),
        new=_summary(new),
        operators=tuple(_order(reports, new)),
        findings=tuple(sorted(findings, key=_finding_order)),
    )


# ----------------------------------------------------------------------- emitting


class _Emitter:
    """Turns what rule checks yield into findings with operator, state and location."""

    def __init__(self, up: Upgrade):
        self.up = up
        self.findings: list[Finding] = []

    def run(self, r: Rule, produced: Iterable[tuple], old_op: Optional[Operator] = None,
            new_op: Optional[Operator] = None, old_state: Optional[State] = None,
            new_state: Optional[State] = None) -> list[Finding]:
        out = []
        for item in produced:
            message, details = item[0], item[1]
            extra = item[2] if len(item) > 2 else {}
            n_op = extra.get("new_op", new_op)
            op = n_op or old_op
            state = new_state or old_state
            location = (new_state.declared_at if new_state else None) or (n_op.declared_at if n_op else None)
            old_location = (old_state.declared_at if old_state else None) or (old_op.declared_at if old_op else None)
            # Built from trusted values: no validation needed (this runs for every finding).
            finding = trusted(
                Finding,
                rule=r.id,
                level=r.level,
                message=message,
                operator_id=op.id if op else None,
                operator=extra.get("operator") or (self.up.name_of(op) if op else None),
                state=state.name if state else None,
                location=location,
                old_location=old_location,
                reasons=tuple(details) + _obtained_lazily(new_state, old_state),
                ignored=False,
                ignore_reason=None,
            )
            out.append(finding)
        self.findings.extend(out)
        return out


def _obtained_lazily(*states: Optional[State]) -> tuple[str, ...]:
    """Says, for a job JAR's state its function obtains on the first record (new side first),
    that it was discovered by obtaining it as the function would (not registered in open())."""
    for side, state in zip(("new", "old"), states):
        if state is not None and state.obtained_lazily_in is not None:
            return (f"state '{state.name}' of the {side} job is obtained on the first record, in "
                    f"{state.obtained_lazily_in}: discovered by obtaining it as that code would, "
                    f"before the discovery savepoint",)
    return ()


def _apply_policy(up: Upgrade, findings: list[Finding]) -> tuple[list[Finding], list]:
    """Findings with the policy's levels and ignores applied, and the ignores that matched nothing."""
    policy = up.policy
    names_by_id: dict[str, set[str]] = {}
    for graph in (up.old, up.new):
        for op in graph.operators:
            names_by_id.setdefault(op.id, set()).update(x for x in (op.id, op.uid, op.name) if x)
    out = []
    used = set()
    for f in findings:
        level = policy.level_of(f.rule, f.level)
        names = names_by_id.get(f.operator_id or "", set()) | ({f.operator} if f.operator else set())
        ignore = next((i for i in policy.ignore if i.matches(f, names)), None)
        if ignore is not None:
            used.add(id(ignore))
        out.append(
            f.model_copy(
                update={"level": level, "ignored": ignore is not None, "ignore_reason": ignore.reason if ignore else None}
            )
        )
    return out, [i for i in policy.ignore if id(i) not in used]


def _finding_order(f: Finding):
    return (-f.level.rank, f.rule, f.operator or "", f.state or "")


# ------------------------------------------------------------------------ reports


def _state_report(state: State, status, old: Optional[State] = None, new: Optional[State] = None,
                  reasons: tuple[str, ...] = ()) -> StateReport:
    return trusted(
        StateReport,
        name=state.name,
        kind=state.kind.value,
        internal=state.internal,
        status=status,
        old_serializer=old.value_serializer if old else None,
        new_serializer=new.value_serializer if new else None,
        reasons=reasons,
        location=(new or old or state).declared_at,
    )


def _removed_report(up: Upgrade, old_op: Operator) -> OperatorReport:
    successor = counterpart_of(up, old_op)
    return trusted(
        OperatorReport,
        id=old_op.id,
        status="id-changed" if successor is not None else "removed",
        uid=old_op.uid,
        name=old_op.name,
        kind=old_op.kind,
        successor_id=successor.id if successor else None,
        old_parallelism=up.old.effective_parallelism(old_op),
        old_max_parallelism=up.old.effective_max_parallelism(old_op) if up.has_keyed_state(old_op) else None,
        states=tuple(_state_report(s, "lost", old=s) for s in old_op.states),
        location=old_op.declared_at,
    )


def _matched_report(up: Upgrade, emitter: _Emitter, old_op: Operator, new_op: Operator) -> OperatorReport:
    state_rules, unchanged_rules = rules_of("state"), rules_of("state:unchanged")
    # A state named anew at each open restores nothing, whatever name this load gave it.
    new_states = {s.name: s for s in new_op.states if not s.name_changes_each_open}
    old_names = {s.name for s in old_op.states}
    states: list[StateReport] = []
    for old_state in old_op.states:
        new_state = new_states.get(old_state.name)
        if new_state is None and new_op.states_unknown:
            # Whether the new operator declares it is unknown (STATE_NOT_DISCOVERED says why).
            states.append(_state_report(old_state, "unknown", old=old_state, reasons=(new_op.states_unknown,)))
            continue
        if new_state is None:
            for r in rules_of("removed_state"):
                emitter.run(r, r.check(up, old_op, new_op, old_state), old_op=old_op, new_op=new_op, old_state=old_state)
            states.append(_state_report(old_state, "not-declared", old=old_state))
            continue
        pair = StatePair(up, old_op, new_op, old_state, new_state)
        produced: list[Finding] = []
        for r in unchanged_rules if pair.unchanged else state_rules:
            items = r.check(up, pair)
            if items:
                produced += emitter.run(r, items, old_op=old_op, new_op=new_op,
                                        old_state=old_state, new_state=new_state)
        status = STATUS_OF_COMPATIBILITY[pair.effective]
        reasons = tuple(dict.fromkeys(reason for f in produced if f.level is not Level.INFO for reason in (f.message, *f.reasons)))
        states.append(_state_report(new_state, status, old=old_state, new=new_state, reasons=reasons))
    for new_state in new_op.states:
        if new_state.name not in old_names or new_state.name_changes_each_open:
            for r in rules_of("added_state"):
                emitter.run(r, r.check(up, old_op, new_op, new_state), old_op=old_op, new_op=new_op, new_state=new_state)
            states.append(_state_report(new_state, "new", new=new_state))
    return trusted(
        OperatorReport,
        id=new_op.id,
        status="matched",
        old_id=old_op.id if old_op.id != new_op.id else None,
        uid=new_op.uid or old_op.uid,
        name=new_op.name or old_op.name,
        kind=new_op.kind if new_op.kind != "operator" else old_op.kind,
        old_parallelism=up.old.effective_parallelism(old_op),
        new_parallelism=up.new.effective_parallelism(new_op),
        old_max_parallelism=up.old.effective_max_parallelism(old_op) if up.has_keyed_state(old_op) else None,
        new_max_parallelism=up.new.explicit_max_parallelism(new_op),
        states=tuple(states),
        location=new_op.declared_at,
    )


def state_status(resolved: StateStatus, findings: Iterable[Finding], policy: Policy) -> StateStatus:
    """The one place that decides a state's status in every report: what Flink's resolution
    of its serializers says (``resolved``), overruled by the error findings that name the
    state or, with no state, its operator (a changed key type fails the restore of every
    keyed state of the operator; a moved key or a changed window makes Flink read every one
    as something else). ``findings`` are the rule's own levels, before the policy: ignoring
    or demoting a finding changes whether the check fails, not what Flink does.

    * an error that fails the restore: ``incompatible`` (``unknown`` when every such error
      means "cannot tell", :data:`verdict.UNKNOWN_RULES`);
    * an error where Flink restores and the new job reads the state as something else:
      ``misread``, for an operator-wide one (a moved key) and for a state-level one whose rule
      says the whole state is misread (:attr:`compat.rules.Rule.misreads`: Kryo state of Flink
      1.x that Flink 2.x reads with Kryo 5, a changed Python type that PyFlink's coder reads
      without an error);
    * a state no longer declared that a finding says is lost (a renamed state): ``lost``.

    A state-level error where Flink restores and drops part of the values (a renamed POJO
    field) leaves Flink's resolution (the state migrates); the finding says what is lost.
    Structural statuses (``lost``, ``new``) stay.
    """
    if resolved in ("lost", "new"):
        return resolved
    failing = unknown = misread = lost = False
    for f in findings:
        if f.level is not Level.ERROR:
            continue
        if not drops_state(f.rule, policy):
            if f.rule in UNKNOWN_RULES:
                unknown = True
            else:
                failing = True
        elif f.state is None or misreads(f.rule):
            misread = True
        elif resolved == "not-declared":
            lost = True
    if failing:
        return "incompatible"
    if resolved == "not-declared":
        return "lost" if lost else resolved
    if unknown:
        return "unknown" if resolved != "incompatible" else resolved
    if misread:
        return "misread"
    return resolved


def _with_final_statuses(reports: list[OperatorReport], findings: list[Finding], policy: Policy) -> list[OperatorReport]:
    """Each state report with :func:`state_status` applied, and the reasons of the operator-wide
    errors that overruled it."""
    by_operator: dict[str, list[Finding]] = {}
    for f in findings:
        if f.level is Level.ERROR and f.operator_id is not None:
            by_operator.setdefault(f.operator_id, []).append(f)
    out = []
    for report in reports:
        errors = by_operator.get(report.id)
        if not errors or not report.states:
            out.append(report)
            continue
        states = []
        for st in report.states:
            affecting = [f for f in errors if f.state is None or f.state == st.name]
            status = state_status(st.status, affecting, policy)
            if status == st.status:
                states.append(st)
                continue
            extra = (reason for f in affecting if f.state is None or st.status == "not-declared"
                     for reason in (f.message, *f.reasons))
            states.append(st.model_copy(update={"status": status, "reasons": tuple(dict.fromkeys((*st.reasons, *extra)))}))
        out.append(report.model_copy(update={"states": tuple(states)}))
    return out


def _summary(graph: JobGraph, query: Optional[JobGraph] = None) -> GraphSummary:
    """What reports show of a side; ``query``: the SQL job that took a savepoint side, whose
    planner descriptions stand for the savepoint's operators (a savepoint has none)."""
    planned = {op.restore_id: op.sql for op in query.operators} if query is not None else {}
    return GraphSummary(
        name=graph.name,
        origin=graph.origin,
        route=graph.route(),
        location=graph.location,
        flink_version=graph.flink_version,
        operators=tuple(op.id for op in graph.operators),
        edges=tuple(
            trusted(EdgeReport, source=e.source, target=e.target, partitioning=e.partitioning) for e in graph.edges
        ),
        nodes=tuple(
            trusted(NodeSummary, id=op.id, uid=op.uid, name=op.name, kind=op.kind, stateful=op.is_stateful,
                    sql=op.sql or planned.get(op.id))
            for op in graph.operators
        ),
        sql=graph.sql or (query.sql if query is not None else None),
        replaced_settings=graph.replaced_settings,
        flink_note=graph.flink_note,
    )


def _order(reports: list[OperatorReport], new: JobGraph) -> list[OperatorReport]:
    """New graph order; an operator whose ID changed right before its successor."""
    position = {op_id: i for i, op_id in enumerate(topology.topological_order(new))}
    status_order = {"id-changed": 0, "removed": 0, "matched": 1, "added": 1}

    def key(r: OperatorReport):
        anchor = position.get(r.successor_id or r.id, len(position))
        return (anchor, status_order[r.status], r.id)

    return sorted(reports, key=key)
