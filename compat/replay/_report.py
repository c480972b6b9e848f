"""From task results to the :class:`~compat.verdict.ReplayReport`, and the report into the verdict."""

from __future__ import annotations

from typing import Optional

from ._engine import (
    BYTES,
    ENTRIES,
    FAILED,
    INTEGER_LIKE,
    INTEGER_SAMPLES,
    KEY_GROUPS,
    MIGRATED,
    NONZERO_FLOATS,
    SAMPLES,
    UNVERIFIED,
    new_acc,
)
from ._plan import COUNT, FLINK, Plan

#: Statuses the replay can overturn: a state Flink would migrate (or keep as is) whose
#: entries do not survive the migration is incompatible, with the entries as evidence.
_OVERTURNABLE = ("compatible-as-is", "compatible-reconfigured", "migration-required")


def build_report(plan: Plan, accs: dict, *, master: str, spark_version: str = "", seconds: float = 0.0,
                 wall_seconds: float = 0.0, export: Optional[str] = None):
    from flink_compat.compat.verdict import ReplayReport, ReplaySample, StateReplay

    unreadable = {p.key: why for p, why in plan.unreadable}
    states = []
    totals = new_acc()
    for p in plan.all_states():
        acc, integers = _integers_failed(accs.get(p.key) or new_acc())
        for i in range(SAMPLES):
            totals[i] += acc[i]
        note = ""
        if p.key in unreadable:
            outcome, note = "unreadable", unreadable[p.key]
        elif p.mode == COUNT:
            outcome, note = p.outcome_if_counted, p.reason
        elif acc[ENTRIES] == 0:
            outcome = "empty"
        elif acc[FAILED]:
            # PyFlink reads a fixed width, or floats, without an error: those entries are misread.
            outcome = "misread" if p.python_never_fails or integers == acc[FAILED] else "failed"
        elif acc[UNVERIFIED] == acc[ENTRIES]:
            outcome = "not-verified"
            note = "no entry could be read without user code"
            if p.mode == FLINK:  # the JVM could not run, or Flink could not restore the serializers
                why = acc[SAMPLES][0]["error"] if acc[SAMPLES] else "no reason given"
                note = f"{p.reason}; reading them with the new job's JAR failed: {why}"
                acc[SAMPLES] = []
        else:
            outcome = "confirmed"
            if acc[UNVERIFIED]:
                note = f"{acc[UNVERIFIED]:,} entries could not be verified"
        states.append(
            StateReplay(
                operator_id=p.operator_id,
                operator=p.operator,
                state=p.state,
                kind=p.kind,
                outcome=outcome,
                entries=acc[ENTRIES],
                bytes=acc[BYTES],
                key_groups=acc[KEY_GROUPS],
                migrated=acc[MIGRATED],
                failed=acc[FAILED],
                unverified=acc[UNVERIFIED],
                read_by_flink=p.mode == FLINK,
                note=note,
                samples=tuple(ReplaySample(**s) for s in acc[SAMPLES]),
            )
        )
    return ReplayReport(
        savepoint=plan.location,
        master=master,
        spark_version=spark_version,
        tasks=len(plan.tasks),
        seconds=round(seconds, 3),
        wall_seconds=round(max(wall_seconds, seconds), 3),
        entries=totals[ENTRIES],
        bytes=totals[BYTES],
        migrated=totals[MIGRATED],
        failed=totals[FAILED],
        unverified=totals[UNVERIFIED],
        entries_per_second=round(totals[ENTRIES] / seconds, 1) if seconds > 0 else 0.0,
        export=export,
        states=tuple(states),
    )


def _integers_failed(acc: list) -> tuple[list, int]:
    """A Python state whose floats are mostly integers' bits (``python_state.reads_integers``):
    the entries holding them read other values than the old code wrote, and fail; with how many
    entries that moves to failed."""
    from flink_compat.compat.python_state import reads_integers

    if not reads_integers(acc[INTEGER_LIKE], acc[NONZERO_FLOATS]):
        return acc, 0
    acc = list(acc)
    acc[MIGRATED] -= acc[INTEGER_LIKE]
    acc[FAILED] += acc[INTEGER_LIKE]
    acc[SAMPLES] = (acc[SAMPLES] + acc[INTEGER_SAMPLES])[:max(len(acc[SAMPLES]), len(acc[INTEGER_SAMPLES]))]
    return acc, acc[INTEGER_LIKE]


def _sample_text(s) -> str:
    key = s.key if not isinstance(s.key, (dict, list)) else str(s.key)
    return f"key {key}: {s.error}"


#: A replay outcome that overturns a state's status: the rule that says so, the new status, and
#: what the entries do.
_OVERTURNS = {
    "failed": ("STATE_REPLAY_FAILED", "incompatible", "cannot be migrated to the new serializer"),
    "misread": ("STATE_REPLAY_MISREAD", "misread", "are read as other values by the new Python type's coder"),
}


def join(verdict, report, policy=None):
    """The verdict with the replay's evidence: per state a confirmation, or the entries that
    break (a state Flink would migrate whose entries fail becomes incompatible, with a
    ``STATE_REPLAY_FAILED`` finding that cites them; one whose entries PyFlink misreads becomes
    misread, ``STATE_REPLAY_MISREAD``); ``verdict.replay`` set."""
    from flink_compat.compat.findings import Finding, Level
    from flink_compat.compat.policy import Policy
    from flink_compat.compat.rules import RULES
    from flink_compat.compat.verdict import overall

    policy = policy or Policy(fail_on=verdict.fail_on, allow_non_restored_state=verdict.allow_non_restored_state)
    by_key = {(r.operator_id, r.state): r for r in report.states}
    joined_states = {}
    operators = []
    findings = list(verdict.findings)
    for op in verdict.operators:
        old_id = op.old_id or op.id
        states = []
        for st in op.states:
            r = by_key.get((old_id, st.name)) if op.status != "added" else None
            if r is None:
                states.append(st)
                continue
            status = st.status
            reasons = list(st.reasons)
            if r.outcome in _OVERTURNS:
                rule_id, overturned, what = _OVERTURNS[r.outcome]
                if r.read_by_flink:
                    what = "do not read with Flink's own serializers over the new job's classes"
                replay_rule = RULES[rule_id]
                sample = f" (e.g. {_sample_text(r.samples[0])})" if r.samples else ""
                reasons.append(f"replay: {r.failed:,} of {r.entries:,} entries {what}{sample}")
                # Flink's own serializers failing on the savepoint's values decide a state whose
                # compatibility only the job's code knew.
                if status in _OVERTURNABLE or (status == "unknown" and r.read_by_flink):
                    status = overturned
                    names = {x for x in (op.id, op.uid, op.name, old_id) if x}
                    (message, details), = replay_rule.check(st, r)
                    finding = Finding(
                        rule=replay_rule.id,
                        level=policy.level_of(replay_rule.id, replay_rule.level),
                        message=message,
                        operator_id=op.id,
                        operator=op.uid or op.name or op.id,
                        state=st.name,
                        location=st.location,
                        reasons=details,
                    )
                    ignore = next((i for i in policy.ignore if i.matches(finding, names)), None)
                    if ignore is not None:
                        finding = finding.model_copy(update={"ignored": True, "ignore_reason": ignore.reason})
                    findings.append(finding)
            elif r.outcome == "confirmed" and r.read_by_flink:
                reasons.append(f"replay: all {r.migrated:,} entries read by Flink's own serializers, restored from the "
                               "savepoint's snapshots over the new job's classes, as its restore reads them")
            elif r.outcome == "confirmed":
                verb = "migrated to" if status == "migration-required" else "read by"
                reasons.append(f"replay: all {r.migrated:,} entries {verb} the new serializer and read back equal")
            elif r.outcome in ("not-verified", "unreadable", "dropped") and r.note:
                reasons.append(f"replay: {r.outcome}: {r.note}")
            states.append(st.model_copy(update={"status": status, "reasons": tuple(dict.fromkeys(reasons))}))
            joined_states[(r.operator_id, r.state)] = status
        operators.append(op.model_copy(update={"states": tuple(states)}))
    replay = report.model_copy(
        update={"states": tuple(r.model_copy(update={"status": joined_states.get((r.operator_id, r.state))}) for r in report.states)}
    )
    findings.sort(key=lambda f: (-f.level.rank, f.rule, f.operator or "", f.state or ""))
    counts = {level.value: 0 for level in Level}
    for f in findings:
        if not f.ignored:
            counts[f.level.value] += 1
    counts["ignored"] = sum(1 for f in findings if f.ignored)
    failed = any(policy.fails(f.level) for f in findings if not f.ignored)
    return verdict.model_copy(
        update={
            "operators": tuple(operators),
            "findings": tuple(findings),
            "counts": counts,
            "failed": failed,
            "verdict": overall(findings, policy),
            "replay": replay,
        }
    )
