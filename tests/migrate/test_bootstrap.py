"""``p.bootstrap``: NEW's new keyed states written into the migrated savepoint from records,
a Parquet or a CSV file; each entry in the key group Flink assigns its key, read back with
NEW's serializers; bad data is one line naming the plan's line, exit 2, nothing written.
(Flink restores them: tests/migrate/test_on_flink.py, scenarios keyed-states-bootstrapped.)"""

from __future__ import annotations

import pytest

from flink_compat import savepoint
from flink_compat.compat.check import check
from flink_compat.graph.loader import load
from flink_compat.graph.model import State, StateKind
from flink_compat.savepoint._keygroups import java_hash_code, key_group_of_hash
from flink_compat.savepoint.decode import decode_keyed
from flink_compat.schema_registry.families.collections import ListSnapshot, MapSnapshot
from flink_compat.schema_registry.families.pojo import PojoValue
from flink_compat.schema_registry.families.simple import SimpleSnapshot

from .test_plan import KEYED, SERIALIZERS, _manifest, _migrate, _nothing_written, _plan, _states, assert_in_flinks_key_groups

S = SimpleSnapshot.named
VOID = S("VoidNamespace")
NEW_STATES = (
    State(name="limit", kind=StateKind.VALUE, value_serializer=S("Long"), namespace_serializer=VOID),
    State(name="tags", kind=StateKind.LIST, value_serializer=ListSnapshot(element=S("String")), namespace_serializer=VOID),
    State(name="limits", kind=StateKind.MAP, value_serializer=MapSnapshot(key=S("String"), value=S("Long")), namespace_serializer=VOID),
)


@pytest.fixture(scope="module")
def new_graph():
    graph = load(str(KEYED))
    op = next(o for o in graph.operators if o.uid == "all-kinds")
    return graph.model_copy(update={"operators": tuple(
        o.model_copy(update={"states": op.states + NEW_STATES}) if o is op else o for o in graph.operators)})


def _read(directory, state) -> dict:
    with savepoint.open(str(directory)) as sp:
        return {(e.key, e.user_key): e.value for e in decode_keyed(sp.operator("all-kinds")) if e.state == state}


def test_records_become_entries_in_their_key_groups(new_graph, tmp_path, capsys):
    plan = _plan(tmp_path, """
        def plan(p):
            p.bootstrap("all-kinds", "limit", [(k, 100 * k) for k in range(8)])
            p.bootstrap("all-kinds", "tags", [(k, f"t{k}") for k in range(3)] + [(1, "vip"), (7, ["a", "b"])])
            p.bootstrap("all-kinds", "limits", [(0, "daily", 5), (0, "weekly", None), (9, {"daily": 1})])
    """)
    assert _migrate(tmp_path, KEYED, _manifest(new_graph, tmp_path), "--plan", plan) == 0
    out = capsys.readouterr().out
    groups = len({key_group_of_hash(java_hash_code(S("Long"))(k), 128) for k in range(8)})
    assert f"state 'limit': bootstrapped, 8 entries in {groups} key groups" in out
    assert "state 'limits': bootstrapped, 3 entries in 2 key groups" in out
    assert _read(tmp_path / "out", "limit") == {(k, None): 100 * k for k in range(8)}
    assert _read(tmp_path / "out", "tags") == {(0, None): ["t0"], (1, None): ["t1", "vip"], (2, None): ["t2"], (7, None): ["a", "b"]}
    assert _read(tmp_path / "out", "limits") == {(0, "daily"): 5, (0, "weekly"): None, (9, "daily"): 1}
    # the savepoint's own states are as they were
    assert _read(tmp_path / "out", "last-value") == _read(KEYED, "last-value")
    assert_in_flinks_key_groups(tmp_path / "out", "all-kinds")
    assert check(load(str(tmp_path / "out")), new_graph).verdict == "compatible"


@pytest.mark.parametrize("kind", ["parquet", "csv"])
def test_a_parquet_or_csv_file(new_graph, tmp_path, kind):
    pa = pytest.importorskip("pyarrow")
    import pyarrow.csv
    import pyarrow.parquet

    limits = pa.table({"key": [1, 1, 2], "user_key": ["daily", "weekly", "daily"], "value": [10, 70, 20]})
    tags = pa.table({"key": [3, 3, 4], "value": ["a", "b", "c"]})
    for name, table in (("limits", limits), ("tags", tags)):
        path = tmp_path / f"{name}.{kind}"
        (pyarrow.parquet.write_table if kind == "parquet" else pyarrow.csv.write_csv)(table, str(path))
    plan = _plan(tmp_path, f"""
        def plan(p):
            p.bootstrap("all-kinds", "limits", {str(tmp_path / f'limits.{kind}')!r})
            p.bootstrap("all-kinds", "tags", {str(tmp_path / f'tags.{kind}')!r})
    """)
    assert _migrate(tmp_path, KEYED, _manifest(new_graph, tmp_path), "--plan", plan) == 0
    assert _read(tmp_path / "out", "limits") == {(1, "daily"): 10, (1, "weekly"): 70, (2, "daily"): 20}
    assert _read(tmp_path / "out", "tags") == {(3, None): ["a", "b"], (4, None): ["c"]}


def test_a_pojo_state(tmp_path):
    """A POJO value from a dict of its fields, written with NEW's PojoSerializer."""
    graph = load(str(SERIALIZERS))
    pojo = next(s for o in graph.operators for s in o.states if s.name == "pojo")
    new = _states(graph, "serializers", lambda s: s)
    op = next(o for o in new.operators if o.uid == "serializers")
    new = new.model_copy(update={"operators": tuple(
        o.model_copy(update={"states": o.states + (pojo.model_copy(update={"name": "customer"}),)}) if o is op else o
        for o in new.operators)})
    cls = pojo.value_serializer.pojo_class
    plan = _plan(tmp_path, f"""
        from flink_compat.schema_registry.families.pojo import PojoValue

        def plan(p):
            p.bootstrap("serializers", "customer", [("k9", PojoValue({cls!r}, {{"id": 9, "name": "nine", "tags": ["x"]}}))])
    """)
    assert _migrate(tmp_path, SERIALIZERS, _manifest(new, tmp_path), "--plan", plan) == 0
    with savepoint.open(str(tmp_path / "out")) as sp:
        got = {e.key: e.value for e in decode_keyed(sp.operator("serializers")) if e.state == "customer"}
    assert got == {"k9": PojoValue(cls, {"id": 9, "name": "nine", "tags": ["x"]})}


BAD = {
    "twice": ('p.bootstrap("all-kinds", "limit", [(1, 1), (1, 2)])', "key 1 is given twice"),
    "wrong type": ('p.bootstrap("all-kinds", "limit", [(1, "one")])', "the value 'one' (str) is not what NEW's"),
    "wrong key": ('p.bootstrap("all-kinds", "limit", [("one", 1)])', "the key 'one' (str) is not what NEW's"),
    "not declared": ('p.bootstrap("all-kinds", "nope", [(1, 1)])', "declares no value, list or map state, operator list or broadcast state 'nope'"),
    "already there": ('p.bootstrap("all-kinds", "last-value", [(1, 1)])', "already has a state 'last-value'"),
    "not records": ('p.bootstrap("all-kinds", "limit", 42)', "data must be records"),
    "missing file": ('p.bootstrap("all-kinds", "limit", "/nonexistent/limits.parquet")', "/nonexistent/limits.parquet"),
    "map twice": ('p.bootstrap("all-kinds", "limits", [(1, "d", 1), (1, "d", 2)])', "map key 'd' is given twice"),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_data_is_one_line_naming_the_plan_line(new_graph, tmp_path, capsys, name):
    call, words = BAD[name]
    plan = _plan(tmp_path, f"""
        def plan(p):
            {call}
    """)
    assert _migrate(tmp_path, KEYED, _manifest(new_graph, tmp_path), "--plan", plan) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err
    assert f"{plan}:3" in err
    _nothing_written(tmp_path)


def test_a_new_keyed_operator(new_graph, tmp_path, capsys):
    """An operator NEW has and the savepoint lacks (named by its uid in NEW): written with
    NEW's parallelism and max parallelism, each subtask's key groups holding their keys."""
    import mmh3

    limits = next(o for o in new_graph.operators if o.uid == "all-kinds").model_copy(update={
        "id": mmh3.hash_bytes(b"limits").hex(), "uid": "limits", "name": "limits", "parallelism": 2, "max_parallelism": 64,
        "states": (NEW_STATES[0], NEW_STATES[2])})
    graph = new_graph.model_copy(update={"operators": new_graph.operators + (limits,)})
    plan = _plan(tmp_path, """
        def plan(p):
            p.bootstrap("limits", "limit", [(k, 1000 + k) for k in range(20)])
            p.bootstrap("limits", "limits", [(k, "daily", k) for k in range(0, 20, 3)])
    """)
    assert _migrate(tmp_path, KEYED, _manifest(graph, tmp_path), "--plan", plan) == 0
    assert "NEW's operator limits" in capsys.readouterr().out
    with savepoint.open(str(tmp_path / "out")) as sp:
        op = sp.operator("limits")
        assert (op.state.parallelism, op.max_parallelism) == (2, 64)
        assert {e.key: e.value for e in decode_keyed(op) if e.state == "limit"} == {k: 1000 + k for k in range(20)}
        assert {(e.key, e.user_key): e.value for e in decode_keyed(op) if e.state == "limits"} == {(k, "daily"): k for k in range(0, 20, 3)}
    assert_in_flinks_key_groups(tmp_path / "out", "limits", parallelism=2, max_parallelism=64)
    assert check(load(str(tmp_path / "out")), graph).verdict == "compatible"


def test_operator_list_and_broadcast_states(tmp_path, capsys):
    """A split-distribute list's elements round robin over the subtasks, a union list's all
    in subtask 0, a broadcast map whole in every subtask (as Flink writes them)."""
    from flink_compat.graph.model import Distribution
    from flink_compat.savepoint.decode import decode_operator

    from .test_plan import OPERATOR

    graph = load(str(OPERATOR))
    added = {
        "buffering-map": (
            State(name="extra", kind=StateKind.OPERATOR_LIST, value_serializer=S("Long"), distribution=Distribution.SPLIT_DISTRIBUTE),
            State(name="known", kind=StateKind.OPERATOR_LIST, value_serializer=S("String"), distribution=Distribution.UNION),
        ),
        "rule-applier": (State(name="limits", kind=StateKind.BROADCAST, key_serializer=S("String"), value_serializer=S("Long"),
                               distribution=Distribution.BROADCAST),),
    }
    graph = graph.model_copy(update={"operators": tuple(
        o.model_copy(update={"states": o.states + added[o.uid]}) if o.uid in added else o for o in graph.operators)})
    plan = _plan(tmp_path, """
        def plan(p):
            p.bootstrap("buffering-map", "extra", range(5))
            p.bootstrap("buffering-map", "known", ["a", "b"])
            p.bootstrap("rule-applier", "limits", {"daily": 1, "weekly": 7})
    """)
    assert _migrate(tmp_path, OPERATOR, _manifest(graph, tmp_path), "--plan", plan) == 0
    out = capsys.readouterr().out
    assert "state 'limits': bootstrapped, 2 entries in 2 subtasks (each the whole map)" in out
    with savepoint.open(str(tmp_path / "out")) as sp:
        buffering = list(decode_operator(sp.operator("buffering-map")))
        by_subtask = lambda name: {i: [e.value for e in buffering if e.state == name and e.subtask == i] for i in (0, 1)}  # noqa: E731
        assert by_subtask("extra") == {0: [0, 2, 4], 1: [1, 3]}
        assert by_subtask("known") == {0: ["a", "b"], 1: []}
        modes = {name: p.mode for _i, h in sp.operator("buffering-map").operator_handles() for name, p in h.states.items()}
        assert modes["extra"] == "SPLIT_DISTRIBUTE" and modes["known"] == "UNION"
        limits = [(e.subtask, e.key, e.value) for e in decode_operator(sp.operator("rule-applier")) if e.state == "limits"]
        assert sorted(limits) == [(i, k, v) for i in (0, 1) for k, v in (("daily", 1), ("weekly", 7))]
        # the savepoint's own operator state is as it was
        with savepoint.open(str(OPERATOR)) as old:
            before = [(e.subtask, e.state, e.key, e.value) for e in decode_operator(old.operator("rule-applier"))]
        assert [(e.subtask, e.state, e.key, e.value) for e in decode_operator(sp.operator("rule-applier")) if e.state == "rules"] == before
    assert check(load(str(tmp_path / "out")), graph).verdict == "compatible"
