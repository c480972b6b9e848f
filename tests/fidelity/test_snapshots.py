"""The Python job API yields the serializer snapshots Flink writes.

For every scenario, each state the v1 job package declares equals (as a model) the state
Flink 2.3 wrote into the v1 savepoint, read back by ``graph.loader.load``; and each
operator's key serializer too. The same for the v2 package and the savepoint v2 took after
restoring (restored scenarios): there Flink wrote v2's serializers, reconfigured ones
included. Documented normalisation (things a savepoint or a package
cannot know):

* ``ttl`` (the TTL *configuration*; the savepoint only has the TTL serializer, which is
  compared), ``internal`` and ``declared_at`` are not part of what Flink writes;
* ``KryoSnapshot.kryo_major``, ``declared_fields``, ``nested_fields`` and ``declared_enums`` are not in the snapshot bytes: the
  savepoint loader derives ``kryo_major`` from the metadata version (a package leaves it
  unset); a package may declare ``declared_fields`` and ``declared_enums`` (a savepoint has no class layout);
* ``PojoField.java_type`` is not in the snapshot bytes either: a package may declare it.

A state of v1 that v2 never registers is carried into v2's savepoint as v1 wrote it (the heap
and RocksDB backends keep every restored state's meta information and write it back:
``state-renamed``): in the v2 savepoint, a state the v2 package does not declare is accepted if
the v1 savepoint has it on the same operator with the same snapshots.
"""

from __future__ import annotations

import pytest

from ._support import normalised_snapshot, outcome, package, savepoint_dir, savepoint_graph, savepoint_loader_available, scenario_names

pytestmark = pytest.mark.skipif(
    not savepoint_loader_available(), reason="graph.from_savepoint is not there yet (loader.load(<savepoint>))"
)


def _state(s) -> dict:
    return {
        "kind": s.kind.value,
        "value_serializer": normalised_snapshot(s.value_serializer),
        "namespace_serializer": normalised_snapshot(s.namespace_serializer),
        "key_serializer": normalised_snapshot(s.key_serializer),
        "distribution": s.distribution.value if s.distribution else None,
    }


def _sides():
    for name in scenario_names():
        for side in ("v1", "v2"):
            if savepoint_dir(name, side).is_dir():
                yield pytest.param(name, side, id=f"{name}:{side}")


def _v1_states(name) -> dict:
    """(operator ID, state name) → the state as the v1 savepoint has it (``_state``)."""
    return {(op.id, st.name): _state(st) for op in savepoint_graph(name, "v1").operators for st in op.states}


def _kryo_merged_by_restore(v1_state: dict | None, declared: dict | None) -> dict | None:
    """``declared`` (a v2 state) with its Kryo registrations as Flink's restore leaves them: the
    old ones in their order, then the new ones (``LinkedOptionalMap.mergeRightIntoLeft`` in
    ``KryoSerializerSnapshot``), which is what v2's savepoint then holds. None: not a Kryo state
    carried from v1."""
    old = (v1_state or {}).get("value_serializer") or {}
    new = (declared or {}).get("value_serializer") or {}
    if old.get("family") != "kryo" or new.get("family") != "kryo":
        return None
    by_name = {r["class_name"]: r for r in new["registrations"]}
    merged = [by_name.get(r["class_name"], r) for r in old["registrations"]]
    merged += [r for r in new["registrations"] if r["class_name"] not in {m["class_name"] for m in merged}]
    return {**declared, "value_serializer": {**new, "registrations": merged}}


@pytest.mark.parametrize("name,side", list(_sides()))
def test_package_declares_what_flink_wrote(name, side):
    declared = {op.id: op for op in package(name, side).operators}
    written = savepoint_graph(name, side)
    carried = _v1_states(name) if side == "v2" else {}
    # a state Flink restored with a reconfigured serializer (an enum's constants in the old order,
    # Kryo's registrations as they were): v2 writes that one
    reconfigured = {(st["operator_id"], st["state"]) for st in outcome(name)["states"]
                    if "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER" in (st.get("compatibility") or {}).values()}
    problems = []
    for op in written.operators:
        mine = declared.get(op.id)
        if mine is None:
            if op.states:
                problems.append(f"operator {op.uid or op.id} ({len(op.states)} states) is not in the package")
            continue
        where = op.uid or op.name or op.id
        if normalised_snapshot(op.key_serializer) != normalised_snapshot(mine.key_serializer):
            problems.append(f"{where}: key serializer {op.key_serializer} (Flink) != {mine.key_serializer} (package)")
        flink_states = {s.name: _state(s) for s in op.states}
        package_states = {s.name: _state(s) for s in mine.states}
        for state in sorted(set(flink_states) | set(package_states)):
            a, b = flink_states.get(state), package_states.get(state)
            if b is None and a is not None and carried.get((op.id, state)) == a:
                continue  # v1's state, carried unregistered (module docstring)
            if a != b and side == "v2" and a == _kryo_merged_by_restore(carried.get((op.id, state)), b):
                continue  # Kryo's registrations merged by the restore (old ones first)
            if a != b and side == "v2" and (op.id, state) in reconfigured:
                continue  # v2 wrote with the serializer Flink reconfigured at restore, not the one it declares
            if a != b:
                problems.append(f"{where}/{state}:\n    Flink:   {a}\n    package: {b}")
    for op_id, mine in declared.items():
        if mine.states and op_id not in {op.id for op in written.operators}:
            problems.append(f"package operator {mine.uid or mine.name} declares state but is not in the savepoint")
    assert not problems, "\n".join(problems)
