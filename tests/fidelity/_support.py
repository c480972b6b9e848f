"""What the fidelity tests share: scenarios, Flink's recorded outcomes, both old sides.

Every scenario under ``tests/fidelity/scenarios/<name>/`` is a pair of Java jobs and the
same two jobs as Python job packages (``v1/job.py``, ``v2/job.py``). ``make fidelity``
(``tests/fidelity/run.py``) ran them on Flink 2.3 and recorded what Flink did in
``tests/fidelity/outcomes/<name>.json``, with the v1 savepoint in
``tests/fidelity/savepoints/<name>/``. These tests need no JVM.
"""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Optional

from flink_compat.compat.check import check
from flink_compat.compat.policy import Policy
from flink_compat.graph.model import JobGraph
from flink_compat.schema_registry.families.kryo import KryoSnapshot

HERE = Path(__file__).resolve().parent
SCENARIOS = HERE / "scenarios"
OUTCOMES = HERE / "outcomes"
SAVEPOINTS = HERE / "savepoints"
VECTORS = HERE / "hashing"

#: Flink's outcome → the verdict the checker must give.
EXPECTED_VERDICT = {
    "failed": "incompatible",
    "restored-with-migration": "migration-required",
    "restored-as-is": "compatible",
    "restored-state-dropped": "state-dropped",
    # restored, but what v2 then emits shows it did not read the state (run.py check_output) ...
    "restored-state-lost": "state-dropped",
    # ... or read it as something else: Flink restored and the state is silently wrong, as in
    # the SQL and PyFlink suites
    "restored-state-misread": "state-dropped",
}
CLASSES = ("incompatible", "migration-required", "compatible", "state-dropped", "unknown")


def scenario_names() -> list[str]:
    """The recorded scenarios with Python job packages: all but the Flink version group's and
    the JAR-only ones."""
    return sorted(n for n in recorded_names() if n not in flink_version_group() and n not in JAR_ONLY)


#: Scenarios with Java jobs only (the JAR modes judge them), and why: what they change is
#: something the Python job API does not describe. Kept here, not in scenario.json, whose
#: settings are part of what Flink ran (its hash).
JAR_ONLY = {
    "no-uids-side-output-added": "the API has no side outputs",
    "window-all-to-keyed-byte-key": "the API has no windowAll",
    "kryo-default-serializer-added-rocksdb": "the API has no Kryo serializer registrations",
    "kryo-registered-serializer-added-hashmap": "the API has no Kryo serializer registrations",
    "kryo-registered-serializer-added-rocksdb": "the API has no Kryo serializer registrations",
    "kryo-registered-serializer-removed-hashmap": "the API has no Kryo serializer registrations",
    "kryo-registered-serializer-removed-rocksdb": "the API has no Kryo serializer registrations",
    "pojo-subclass-registered-hashmap": "the API has no POJO subclass registrations",
    "pojo-subclass-registered-rocksdb": "the API has no POJO subclass registrations",
}


def recorded_names() -> list[str]:
    """Every recorded Java scenario (the JAR modes judge them all: jar_modes.py, run.py jars)."""
    return sorted(p.stem for p in OUTCOMES.glob("*.json"))


@lru_cache(maxsize=None)
def flink_version_group() -> tuple[str, ...]:
    """The recorded scenarios whose v1 ran on another Flink than v2 (``"flink"`` of ``v1`` in
    ``scenario.json``: v1 took its savepoint on Flink 1.20, v2 restored it on 2.3), and the cells
    of a version matrix (``also_on``: the same jobs on other Flinks, ``<scenario>@<v1's
    Flink>-<v2's Flink>``, both sides on one Flink too). They have no Python job packages of
    their own (a package checks as on the default Flink): the checker is judged on them with JAR
    sides (and the savepoint), in the JAR modes."""
    return tuple(n for n in recorded_names()
                 if "@" in n or outcome(n)["v1"].get("flink") != outcome(n)["v2"].get("flink"))


@lru_cache(maxsize=None)
def outcome(name: str) -> dict:
    return json.loads((OUTCOMES / f"{name}.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def package(name: str, side: str) -> JobGraph:
    """The job package ``scenarios/<name>/<side>`` built in this process (trusted test jobs; the
    checker itself imports packages in a child interpreter, see ``test_loader_agrees``)."""
    path = SCENARIOS / name / side / "job.py"
    spec = importlib.util.spec_from_file_location(f"fidelity_job_{name.replace('-', '_')}_{side}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.build().to_job_graph(location=str(path.parent))


def known_disagreement(name: str, mode: str) -> Optional[str]:
    """Why the checker cannot agree with Flink on this scenario with this old side
    (``scenario.json``: ``known_disagreement`` → ``{mode: reason}``), if it can't."""
    spec = json.loads((scenario_dir(name) / "scenario.json").read_text(encoding="utf-8"))
    return (spec.get("known_disagreement") or {}).get(mode)


def scenario_dir(name: str) -> Path:
    """The directory of a scenario; of a Flink version matrix cell (``<scenario>@<v1's
    Flink>-<v2's Flink>``, run.py ``also_on``), its scenario's."""
    return SCENARIOS / name.split("@", 1)[0]


def savepoint_dir(name: str, side: str = "v1") -> Path:
    """``v1``: the savepoint v1 took (the old side); ``v2``: the savepoint v2 took after
    restoring from it (restored scenarios only)."""
    return SAVEPOINTS / name / side


def savepoint_loader_available() -> bool:
    """``graph.loader.load(<savepoint>)`` needs ``graph/from_savepoint.py`` (work in progress)."""
    return importlib.util.find_spec("graph.from_savepoint") is not None


@lru_cache(maxsize=None)
def savepoint_graph(name: str, side: str = "v1") -> JobGraph:
    from flink_compat.graph.loader import load

    return load(str(savepoint_dir(name, side)))


def policy_of(name: str) -> Policy:
    return Policy(allow_non_restored_state=outcome(name)["v2"]["allow_non_restored_state"])


# ------------------------------------------------------------------------- verdicts


def checker_class(verdict, policy: Policy) -> str:
    """The checker's answer in the terms of the confusion table (``policy``: the one checked under)."""
    return "state-dropped" if verdict.verdict == "state-loss" else verdict.verdict


def flink_class(name: str) -> str:
    return EXPECTED_VERDICT[outcome(name)["flink_verdict"]]


def operators_of_finding(verdict, finding) -> set[str]:
    """OperatorIDs a finding is about: its operator and, for an operator whose ID changed,
    the old ID it replaces."""
    ids = {finding.operator_id} if finding.operator_id else set()
    for report in verdict.operators:
        if finding.operator_id and report.successor_id == finding.operator_id:
            ids.add(report.id)
    return ids


def flink_named_operators(name: str) -> list[set[str]]:
    """What Flink's failure names: each OperatorID in its messages, or the operators of the
    task (chain) that failed. Every entry is a set; the checker must hit each set."""
    return operators_named_by(outcome(name)["failure"], outcome(name).get("v2_operators", ()))


def operators_named_by(failure: Optional[dict], operators=()) -> list[set[str]]:
    """:func:`flink_named_operators` of an outcome's ``failure`` (any family's). A message that
    names a task ("The state for task <id> can not be restored",
    ``StateAssignmentOperation.checkParallelismPreconditions``) names a JobVertexID, which is the
    OperatorID of the chain's head: it stands for every operator of that task (``operators``: the
    new job's, with their ``job_vertex``)."""
    failure = failure or {}
    messages = " ".join([failure.get("root_exception_message") or ""]
                        + [c.get("message") or "" for c in failure.get("causes", [])])
    vertex_of = {o["operator_id"]: o.get("job_vertex") for o in operators}
    named = []
    for i in failure.get("named_operator_ids", []):
        if f"task {i}" in messages and vertex_of.get(i) is not None:
            named.append({o["operator_id"] for o in operators if o.get("job_vertex") == vertex_of[i]})
        else:
            named.append({i})
    if not named:
        named = [set(t["operator_ids"]) for t in failure.get("failed_tasks", []) if t.get("operator_ids")]
    return named


@dataclass
class Confusion:
    """Checker verdict × Flink outcome, for each old-side mode."""

    cells: dict[str, Counter] = field(default_factory=dict)
    rows: dict[str, list[tuple[str, str, str]]] = field(default_factory=dict)

    def add(self, mode: str, scenario: str, flink: str, checker: str) -> None:
        self.cells.setdefault(mode, Counter())[(flink, checker)] += 1
        self.rows.setdefault(mode, []).append((scenario, flink, checker))

    def render(self) -> str:
        out = []
        for mode in sorted(self.cells):
            counts = self.cells[mode]
            total = sum(counts.values())
            agree = sum(n for (f, c), n in counts.items() if f == c)
            out.append(f"Fidelity: checker vs Flink 2.3, old side = {mode} ({agree}/{total} agree)")
            width = max(len(c) for c in CLASSES) + 2
            out.append("flink \\ checker".ljust(24) + "".join(c.rjust(width) for c in CLASSES))
            for f in CLASSES:
                if not any(k[0] == f for k in counts):
                    continue
                out.append(f.ljust(24) + "".join(str(counts.get((f, c), 0) or ".").rjust(width) for c in CLASSES))
            wrong = [r for r in sorted(self.rows[mode]) if r[1] != r[2]]
            for scenario, f, c in wrong:
                out.append(f"  DISAGREE {scenario}: Flink {f}, checker {c}")
            out.append("")
        return "\n".join(out)


CONFUSION = Confusion()


def verdict_for(name: str, mode: str):
    """Check v2 against the old side of ``mode``: ``savepoint``, ``package``, or
    ``savepoint-query`` (the savepoint, with the v1 package as ``--old-query``: the job that
    took it)."""
    if mode == "package":
        return check(package(name, "v1"), package(name, "v2"), policy_of(name))
    old_query = package(name, "v1") if mode == "savepoint-query" else None
    return check(savepoint_graph(name), package(name, "v2"), policy_of(name), old_query=old_query)


def normalised_snapshot(snapshot):
    """A snapshot as a dict without what no snapshot's bytes hold (a Kryo class's declared fields,
    the Kryo major version, a POJO field's Java type, a Row's field names): what a package and a
    savepoint compare on."""
    if snapshot is None:
        return None
    data = snapshot.model_dump(mode="json")

    def strip(node):
        if isinstance(node, dict):
            if node.get("family") == KryoSnapshot.model_fields["family"].default:
                node = {**node, "kryo_major": None, "declared_fields": None, "declared_enums": None, "nested_fields": None}
            if "declaring_class" in node:  # a POJO field: its Java type is declared, in no snapshot
                node = {**node, "java_type": None}
            if node.get("family") == "row":  # a Row's field names: declared, in no snapshot
                node = {**node, "field_names": None}
            return {k: strip(v) for k, v in node.items()}
        if isinstance(node, list):
            return [strip(v) for v in node]
        return node

    return strip(data)
