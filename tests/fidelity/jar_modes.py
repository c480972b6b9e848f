"""The fidelity scenarios with job JAR sides: the checker given the JARs built from a scenario's
Java jobs (``run.build_jar``) against what Flink did with those jobs (``outcomes/``).

For each scenario, its v1 and v2 JARs are loaded by the checker's loader (Flink builds the graph,
a MiniCluster savepoint gives the states: docs/jar-loading.md), then:

* ``v1-jar``: the v1 JAR's graph equals the v1 savepoint Flink took from the same job, operator
  by operator and state by state (every decoded serializer snapshot);
* ``jar``: ``check v1.jar v2.jar`` gives Flink's verdict (with what the CLI gives ``check`` for a
  JAR as NEW: Flink's resolver for custom serializers, the readers of its classes and keys);
* ``savepoint-jar``: ``check <v1 savepoint> v2.jar`` gives Flink's verdict;
* ``savepoint-query-jar``: ``check <v1 savepoint> v2.jar --old-query v1.jar`` (the job that took
  the savepoint: its key selectors, windows and Kryo classes' layouts) gives Flink's verdict.

``run.py jars`` (``make fidelity``) runs every scenario through this; tests/jar a few. Needs
flink-compat importable (the project's Python).
"""

from __future__ import annotations

from flink_compat.compat.check import check, with_class_layouts_of

from ._support import checker_class, flink_class, known_disagreement, policy_of, savepoint_graph  # noqa: F401

#: Mode → what it checks (``scenario.json`` ``known_disagreement`` takes these names too).
MODES = {
    "v1-jar": "v1 JAR's graph == v1 savepoint",
    "jar": "JAR -> JAR",
    "savepoint-jar": "savepoint -> JAR",
    "savepoint-query-jar": "savepoint + --old-query -> JAR",
}


def judge(name: str, v1, v2) -> dict[str, list[str]]:
    """Mode → how the checker, given the scenario's loaded JAR graphs ``v1`` and ``v2``, differs
    from Flink (empty: it agrees)."""
    policy = policy_of(name)
    flink = flink_class(name)
    out = {"v1-jar": v1_graph_differences(name, v1)}
    saved = savepoint_graph(name, "v1")
    fields, key_groups, resolver = class_fields_reader(v2), key_groups_reader(v2), flink_resolver(v2)
    values = flink_values_reader(v2)
    for mode, old, query in (("jar", v1, None), ("savepoint-jar", saved, None), ("savepoint-query-jar", saved, v1)):
        verdict = check(old, v2, policy, old_query=query, flink_resolver=resolver, class_fields=fields,
                        key_groups=key_groups, flink_values=values)
        checker = checker_class(verdict, policy)
        out[mode] = [] if checker == flink else [f"the checker says {checker}, Flink's outcome is {flink}"]
    return out


def class_fields_reader(v2):
    """What the CLI gives ``check`` for a JAR as NEW: the reader of its classes that its states do
    not show (the v2 JAR, on the Flink it loaded on)."""
    from pathlib import Path

    from flink_compat.graph.jar import class_fields_of

    return lambda kryo, pojo: class_fields_of(Path(v2.location), kryo, pojo)


def flink_resolver(v2):
    """What the CLI gives ``check`` for a JAR as NEW: the resolver of the snapshots flink-compat does
    not know (custom serializers), asked of Flink with the v2 JAR's classes."""
    from pathlib import Path

    from flink_compat.graph.flink_values import resolve_with_flink

    return lambda pairs: resolve_with_flink(pairs, jar=Path(v2.location))


def flink_values_reader(v2):
    """What the CLI gives ``check`` for a JAR as NEW: what reads values with Flink's serializers
    over the v2 JAR's classes."""
    from pathlib import Path

    from flink_compat.graph.flink_values import decode_with_flink

    return lambda groups: decode_with_flink(groups, jar=Path(v2.location))


def key_groups_reader(v2):
    """What the CLI gives ``check`` for a JAR as NEW: what places a savepoint's keys in key groups
    with its classes (the v2 JAR, on the Flink it loaded on)."""
    from pathlib import Path

    from flink_compat.graph.flink_values import key_groups_with_flink

    return lambda requests: key_groups_with_flink(requests, jar=Path(v2.location))


def v1_graph_differences(name: str, graph) -> list[str]:
    """How the v1 JAR's graph differs from the v1 savepoint: operators (by the ID a restore
    looks for), uid, name (when the savepoint records them: Flink 1.x's, metadata version 4,
    record neither), parallelism, max parallelism, key serializer, states in Flink's order
    with every serializer snapshot (what the JAR side reads from its classes, the fields of Kryo
    classes and the Java types of POJO fields, is in no snapshot: the savepoint's snapshots get
    those the JAR read, ``with_class_layouts_of``; nor is a TTL configuration, only the TTL
    serializer: compared without it)."""
    saved = with_class_layouts_of(savepoint_graph(name, "v1"), graph)
    ours = {op.restore_id: op for op in graph.operators}
    if sorted(ours) != sorted(op.id for op in saved.operators):
        return [f"operators {sorted(ours)} != the savepoint's {sorted(op.id for op in saved.operators)}"]
    found = []
    for old in saved.operators:
        op = ours[old.id]
        mine = _as_in_savepoint(op.states, old.states)
        recorded = old.uid is not None or old.name != ""
        pairs = {
            "uid, name": ((op.uid, op.name) if recorded else (None, ""), (old.uid, old.name)),
            "parallelism": (graph.effective_parallelism(op), old.parallelism),
            "max parallelism": (graph.effective_max_parallelism(op), old.max_parallelism),
            "key serializer": (op.key_serializer, old.key_serializer),
            "states": (mine, old.states),
        }
        found += [f"{op.display_name}: {what} {mine!r:.200} != the savepoint's {theirs!r:.200}"
                  for what, (mine, theirs) in pairs.items() if mine != theirs]
    return found


def _as_in_savepoint(ours, saved):
    """The JAR side's states as a savepoint can show them: without ``ttl`` (the TTL
    configuration: a savepoint has the TTL serializer, compared, not the time to live) and
    ``obtained_lazily_in`` (no savepoint records it) and, when one was obtained lazily, in the
    savepoint's order. Flink registers such a state at a subtask's first record, and a
    savepoint's merged state list puts a state where the first subtask that has it does: its
    place depends on which subtasks saw a record, while the discovery run registers it in every
    subtask."""
    ours = tuple(s.model_copy(update={"ttl": None}) if s.ttl is not None else s for s in ours)
    if not any(s.obtained_lazily_in for s in ours):
        return ours
    stripped = tuple(s.model_copy(update={"obtained_lazily_in": None}) for s in ours)
    place = {s.name: i for i, s in enumerate(saved)}
    if set(place) != {s.name for s in stripped}:
        return stripped
    return tuple(sorted(stripped, key=lambda s: place[s.name]))


