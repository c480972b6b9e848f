"""``migrate --plan``: renamed states and POJO fields, key and value conversions, per-entry
transforms, refusals naming the plan API, bad plans (one line, exit 2, nothing written)
and ``--skip-failed``. Written savepoints are read back and checked against NEW."""

from __future__ import annotations

import json
import os
import textwrap

import pytest

from flink_compat import savepoint
from flink_compat.compat.check import check
from flink_compat.cli import main
from flink_compat.graph.loader import load
from flink_compat.graph.model import to_manifest
from flink_compat.savepoint._keygroups import java_hash_code, key_group_of_hash, key_group_range
from flink_compat.savepoint.decode import decode_keyed, decode_operator
from flink_compat.savepoint.rewrite import SKIPPED_FILE
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from tests.conftest import SAVEPOINT_FIXTURES

KEYED = SAVEPOINT_FIXTURES / "keyed-hashmap-canonical-files-p2"
SERIALIZERS = SAVEPOINT_FIXTURES / "serializers-hashmap-canonical-inline-p1"
OPERATOR = SAVEPOINT_FIXTURES / "operator-state-hashmap-canonical-inline-p2"


@pytest.fixture(scope="module")
def keyed_graph():
    return load(str(KEYED))


@pytest.fixture(scope="module")
def serializers_graph():
    return load(str(SERIALIZERS))


def _op(graph, which, **update):
    """``graph`` with operator ``which`` (a uid) changed."""
    return graph.model_copy(update={"operators": tuple(o.model_copy(update=update) if o.uid == which else o for o in graph.operators)})


def _states(graph, uid, fn):
    """``graph`` with the states of ``uid`` mapped by ``fn(state) -> state``."""
    op = next(o for o in graph.operators if o.uid == uid)
    return _op(graph, uid, states=tuple(fn(s) for s in op.states))


def _rename(name, new):
    return lambda s: s.model_copy(update={"name": new}) if s.name == name else s


def _manifest(graph, tmp_path) -> str:
    path = tmp_path / "new.json"
    path.write_text(json.dumps(to_manifest(graph)))
    return str(path)


def _plan(tmp_path, text: str, name: str = "plan.py") -> str:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


def _entries(directory, uid) -> list:
    with savepoint.open(str(directory)) as sp:
        return list(decode_keyed(sp.operator(uid)))


def _values(directory, uid, state) -> dict:
    return {(e.key, e.user_key): e.value for e in _entries(directory, uid) if e.state == state}


def _migrate(tmp_path, sp, new, *args) -> int:
    return main(["migrate", str(sp), new, "--out", str(tmp_path / "out"), "--no-progress", *args])


def assert_in_flinks_key_groups(directory, uid, parallelism: int = 2, max_parallelism: int = 128) -> None:
    """Every keyed entry of ``uid`` (timers too) is in the key group Flink assigns its key,
    inside its subtask's range."""
    with savepoint.open(str(directory)) as sp:
        op = sp.operator(uid)
        hash_code = java_hash_code(op.keyed_meta.key_serializer)
        for index, _handle in op.keyed_handles():
            first, last = key_group_range(max_parallelism, parallelism, index)
            for e in decode_keyed(op, subtasks=[index]):
                key = e.key if e.key is not None else e.value.key
                assert e.key_group == key_group_of_hash(hash_code(key), max_parallelism) and first <= e.key_group <= last


def _nothing_written(tmp_path):
    assert not (tmp_path / "out").exists()
    assert not [p for p in tmp_path.iterdir() if ".staging-" in p.name]


# ------------------------------------------------------------------------ what plans do


def test_key_type_conversion_moves_every_entry_into_its_new_key_group(keyed_graph, tmp_path, capsys):
    """Long keys -> String keys ("k" + key): every entry, timers included, lands in the key
    group Flink assigns the new key (murmur of String.hashCode), in its subtask's range."""
    new = _op(keyed_graph, "all-kinds", key_serializer=SimpleSnapshot.named("String"))
    manifest = _manifest(new, tmp_path)
    # without a plan: refused, naming what the plan must say
    assert _migrate(tmp_path, KEYED, manifest) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "the key type changed (Long → String)" in err and "p.convert_key('all-kinds', fn)" in err
    _nothing_written(tmp_path)
    plan = _plan(tmp_path, """
        def plan(p):
            p.convert_key("all-kinds", lambda key: f"k{key}")
    """)
    assert _migrate(tmp_path, KEYED, manifest, "--plan", plan) == 0
    assert "keys Long → String converted by the plan" in capsys.readouterr().out
    before, after = _entries(KEYED, "all-kinds"), _entries(tmp_path / "out", "all-kinds")
    # the same entries under the new keys
    by = lambda es, conv: sorted((e.state, conv(e.key if e.key is not None else e.value.key), repr(e.namespace), repr(e.user_key), repr(e.value if e.key is not None else e.value.timestamp)) for e in es)  # noqa: E731
    assert by(after, str) == by(before, lambda k: f"k{k}")
    with savepoint.open(str(tmp_path / "out")) as sp:
        op = sp.operator("all-kinds")
        assert op.keyed_meta.key_serializer.name == "String"
        timers = next(s for s in op.keyed_meta.states if s.backend_type == "PRIORITY_QUEUE")
        assert timers.value_serializer.key.name == "String"
    assert_in_flinks_key_groups(tmp_path / "out", "all-kinds")
    assert check(load(str(tmp_path / "out")), new).verdict == "compatible"


def test_rename_state_and_transforms(keyed_graph, tmp_path, capsys):
    """A renamed keyed state keeps its values; a transform drops entries (None), changes
    values, and for a map state sees (map key, map value)."""
    new = _states(keyed_graph, "all-kinds", _rename("last-value", "last"))
    plan = _plan(tmp_path, """
        def halve_or_drop(key, value):
            return None if key % 2 else (key, value // 2)

        def plan(p):
            p.rename_state("all-kinds", "last-value", "last")
            p.transform("all-kinds", "sum", halve_or_drop)
            p.transform("all-kinds", "count-by-bucket", lambda key, entry: (key, (entry[0].upper(), entry[1] + 1)))
            p.transform("all-kinds", "history", lambda key, items: (key, items[-2:]))
    """)
    assert _migrate(tmp_path, KEYED, _manifest(new, tmp_path), "--plan", plan) == 0
    out = tmp_path / "out"
    assert _values(out, "all-kinds", "last") == _values(KEYED, "all-kinds", "last-value")
    assert not _values(out, "all-kinds", "last-value")
    before_sum = _values(KEYED, "all-kinds", "sum")
    assert _values(out, "all-kinds", "sum") == {k: v // 2 for k, v in before_sum.items() if k[0] % 2 == 0}
    assert _values(out, "all-kinds", "count-by-bucket") == {(k, uk.upper()): v + 1 for (k, uk), v in _values(KEYED, "all-kinds", "count-by-bucket").items()}
    assert _values(out, "all-kinds", "history") == {k: v[-2:] for k, v in _values(KEYED, "all-kinds", "history").items()}
    assert _values(out, "all-kinds", "sum-count") == _values(KEYED, "all-kinds", "sum-count")
    with savepoint.open(str(out)) as sp:
        assert [s.name for s in sp.operator("all-kinds").keyed_meta.states][0] == "last"
    assert check(load(str(out)), new).verdict == "compatible"


def test_renamed_pojo_field_keeps_its_values(serializers_graph, tmp_path, capsys):
    """Without a plan the rename is Flink's migration (name dropped, the new field null:
    the silent loss); with p.rename_field the values are kept under the new name."""
    op = next(o for o in serializers_graph.operators if o.uid == "serializers")
    pojo = next(s for s in op.states if s.name == "pojo").value_serializer
    renamed = pojo.model_copy(update={"fields": tuple(f.model_copy(update={"name": "fullName"}) if f.name == "name" else f for f in pojo.fields)})
    new = _states(serializers_graph, "serializers", lambda s: s.model_copy(update={"value_serializer": renamed}) if s.name == "pojo" else s)
    manifest = _manifest(new, tmp_path)
    before = _values(SERIALIZERS, "serializers", "pojo")
    assert _migrate(tmp_path, SERIALIZERS, manifest) == 0
    assert "(the values of field 'name' are dropped; if 'name' was renamed 'fullName', keep them with a plan: p.rename_field(..., 'name', 'fullName'))" in capsys.readouterr().out
    lost = _values(tmp_path / "out", "serializers", "pojo")
    assert all(v["fullName"] is None for v in lost.values())
    os.rename(tmp_path / "out", tmp_path / "lost")
    plan = _plan(tmp_path, """
        def plan(p):
            p.rename_field("serializers", "pojo", "name", "fullName")
    """)
    assert _migrate(tmp_path, SERIALIZERS, manifest, "--plan", plan) == 0
    assert "fields name→fullName renamed" in capsys.readouterr().out
    after = _values(tmp_path / "out", "serializers", "pojo")
    assert len(after) == len(before) == 5
    for k, v in before.items():
        assert after[k]["fullName"] == v["name"] and after[k]["id"] == v["id"] and after[k]["tags"] == v["tags"]
    assert check(load(str(tmp_path / "out")), new).verdict == "compatible"


def test_narrowing_only_through_an_explicit_conversion(keyed_graph, tmp_path, capsys):
    new = _states(keyed_graph, "all-kinds", lambda s: s.model_copy(update={"value_serializer": SimpleSnapshot.named("Int")}) if s.name == "last-value" else s)
    manifest = _manifest(new, tmp_path)
    assert _migrate(tmp_path, KEYED, manifest) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Long → Int is not a lossless conversion" in err
    assert "a plan must convert it: p.convert_value('all-kinds', 'last-value', fn)" in err
    _nothing_written(tmp_path)
    plan = _plan(tmp_path, """
        def plan(p):
            p.convert_value("all-kinds", "last-value", int)
    """)
    assert _migrate(tmp_path, KEYED, manifest, "--plan", plan) == 0
    assert _values(tmp_path / "out", "all-kinds", "last-value") == _values(KEYED, "all-kinds", "last-value")
    with savepoint.open(str(tmp_path / "out")) as sp:
        assert next(s for s in sp.operator("all-kinds").keyed_meta.states if s.name == "last-value").value_serializer.name == "Int"
    assert check(load(str(tmp_path / "out")), new).verdict == "compatible"


def test_convert_value_of_list_elements_and_map_values(keyed_graph, tmp_path):
    """List states: each element converted; map states: each map value (a narrowing to
    Int here, allowed because the plan says so)."""
    op = next(o for o in keyed_graph.operators if o.uid == "all-kinds")
    by_bucket = next(s for s in op.states if s.name == "count-by-bucket").value_serializer
    int_map = by_bucket.model_copy(update={"value": SimpleSnapshot.named("Int")})
    new = _states(keyed_graph, "all-kinds", lambda s: s.model_copy(update={"value_serializer": int_map}) if s.name == "count-by-bucket" else s)
    plan = _plan(tmp_path, """
        def plan(p):
            p.convert_value("all-kinds", "count-by-bucket", int)
            p.convert_value("all-kinds", "history", str.upper)
    """)
    assert _migrate(tmp_path, KEYED, _manifest(new, tmp_path), "--plan", plan) == 0
    out = tmp_path / "out"
    assert _values(out, "all-kinds", "count-by-bucket") == _values(KEYED, "all-kinds", "count-by-bucket")
    assert _values(out, "all-kinds", "history") == {k: [e.upper() for e in v] for k, v in _values(KEYED, "all-kinds", "history").items()}
    with savepoint.open(str(out)) as sp:
        assert next(s for s in sp.operator("all-kinds").keyed_meta.states if s.name == "count-by-bucket").value_serializer.value.name == "Int"
    assert check(load(str(out)), new).verdict == "compatible"


def test_a_plan_names_the_savepoint_operator_with_map_uid(keyed_graph, tmp_path):
    """With --map-uid the plan still names the operator as the savepoint does."""
    from flink_compat.graph.hashing import operator_id_of_uid

    renamed = _op(keyed_graph, "all-kinds", uid="all-kinds-v2", id=operator_id_of_uid("all-kinds-v2"), id_origin="uid")
    new = _states(renamed, "all-kinds-v2", _rename("sum", "total"))
    plan = _plan(tmp_path, """
        def plan(p):
            p.rename_state("all-kinds", "sum", "total")
    """)
    assert _migrate(tmp_path, KEYED, _manifest(new, tmp_path), "--plan", plan, "--map-uid", "all-kinds=all-kinds-v2") == 0
    assert _values(tmp_path / "out", "all-kinds-v2", "total") == _values(KEYED, "all-kinds", "sum")
    assert check(load(str(tmp_path / "out")), new).verdict == "compatible"


def test_operator_list_and_broadcast_state(tmp_path, capsys):
    """Operator state: a renamed list state, a transform of its elements (key None) and
    of a broadcast state (key = the broadcast key)."""
    graph = load(str(OPERATOR))
    new = _states(graph, "buffering-map", _rename("buffered", "pending"))
    plan = _plan(tmp_path, """
        def plan(p):
            p.rename_state("buffering-map", "buffered", "pending")
            p.transform("buffering-map", "buffered", lambda key, value: None if value % 4 else (key, value + 1))
            p.transform("rule-applier", "rules", lambda key, value: (key, value * 2))
    """)
    assert _migrate(tmp_path, OPERATOR, _manifest(new, tmp_path), "--plan", plan) == 0

    def entries(directory, uid):
        with savepoint.open(str(directory)) as sp:
            return [(e.subtask, e.state, e.key, e.value) for e in decode_operator(sp.operator(uid))]

    before = entries(OPERATOR, "buffering-map")
    after = entries(tmp_path / "out", "buffering-map")
    assert [e for e in after if e[1] == "pending"] == [(s, "pending", k, v + 1) for s, n, k, v in before if n == "buffered" and v % 4 == 0]
    assert [e for e in after if e[1] == "summary"] == [e for e in before if e[1] == "summary"]
    assert entries(tmp_path / "out", "rule-applier") == [(s, n, k, v * 2) for s, n, k, v in entries(OPERATOR, "rule-applier")]
    assert check(load(str(tmp_path / "out")), new).verdict == "compatible"


def test_int_keys_widen_to_long_without_a_plan(keyed_graph, tmp_path, capsys):
    """Long keys narrowed to Int by a plan, then widened back to Long with no plan (a
    lossless key widening): the entries, their key groups included, are the input's."""
    int_graph = _op(keyed_graph, "all-kinds", key_serializer=SimpleSnapshot.named("Int"))
    plan = _plan(tmp_path, """
        def plan(p):
            p.convert_key("all-kinds", int)
    """)
    assert main(["migrate", str(KEYED), _manifest(int_graph, tmp_path), "--out", str(tmp_path / "int"), "--plan", plan, "--no-progress"]) == 0
    with savepoint.open(str(tmp_path / "int")) as sp:
        assert sp.operator("all-kinds").keyed_meta.key_serializer.name == "Int"
    assert main(["migrate", str(tmp_path / "int"), _manifest(keyed_graph, tmp_path), "--out", str(tmp_path / "out"), "--no-progress"]) == 0
    assert "keys Int → Long widened" in capsys.readouterr().out
    content = lambda d: sorted((e.key_group, e.state, repr(e.key), repr(e.user_key), repr(e.value)) for e in _entries(d, "all-kinds"))  # noqa: E731
    assert content(tmp_path / "out") == content(KEYED)
    assert check(load(str(tmp_path / "out")), keyed_graph).verdict == "compatible"


def test_a_step_on_a_state_new_does_not_declare_is_refused(keyed_graph, tmp_path, capsys):
    new = _states(keyed_graph, "all-kinds", _rename("history", "log"))
    plan = _plan(tmp_path, """
        def plan(p):
            p.transform("all-kinds", "history", lambda key, items: (key, items))
    """)
    assert _migrate(tmp_path, KEYED, _manifest(new, tmp_path), "--plan", plan) == 2
    err = capsys.readouterr().err
    assert f"{plan}:3: p.transform('all-kinds', 'history', fn): NEW's operator all-kinds declares no state 'history'" in err
    _nothing_written(tmp_path)


def test_keys_that_collide_after_the_conversion_fail(keyed_graph, tmp_path, capsys):
    """Two keys converted to the same key: Flink would keep one silently; here the second
    entry of each state fails (the run fails, or --skip-failed keeps the first)."""
    plan = _plan(tmp_path, """
        def plan(p):
            p.convert_key("all-kinds", lambda key: key // 2)
    """)
    manifest = _manifest(keyed_graph, tmp_path)
    assert _migrate(tmp_path, KEYED, manifest, "--plan", plan) == 2
    err = capsys.readouterr().err
    assert "two entries have the same key after the conversion" in err
    _nothing_written(tmp_path)
    assert _migrate(tmp_path, KEYED, manifest, "--plan", plan, "--skip-failed") == 0
    keys = {k for (k, _uk) in _values(KEYED, "all-kinds", "last-value")}
    assert {k for (k, _uk) in _values(tmp_path / "out", "all-kinds", "last-value")} == {k // 2 for k in keys}


def test_operator_list_state_split_then_merged_back(tmp_path, capsys):
    """"buffered" split into "small" and "large" by the plan's function; the result merged
    back into "buffered" gives the input's elements, subtask by subtask, in order."""
    graph = load(str(OPERATOR))
    op = next(o for o in graph.operators if o.uid == "buffering-map")
    buffered = next(s for s in op.states if s.name == "buffered")
    split_graph = _op(graph, "buffering-map", states=tuple(s for s in op.states if s.name != "buffered") + (
        buffered.model_copy(update={"name": "small"}), buffered.model_copy(update={"name": "large"})))
    split = _plan(tmp_path, """
        def plan(p):
            p.split_list("buffering-map", "buffered", ["small", "large"], lambda v: "small" if v < 5 else "large")
    """, "split.py")
    merge = _plan(tmp_path, """
        def plan(p):
            p.merge_lists("buffering-map", ["small", "large"], "buffered")
    """, "merge.py")
    assert main(["migrate", str(OPERATOR), _manifest(split_graph, tmp_path), "--out", str(tmp_path / "split"), "--plan", split, "--no-progress"]) == 0

    def lists(directory):
        out = {}
        with savepoint.open(str(directory)) as sp:
            for e in decode_operator(sp.operator("buffering-map")):
                out.setdefault((e.subtask, e.state, e.mode), []).append(e.value)
        return out

    before, after = lists(OPERATOR), lists(tmp_path / "split")
    for (sub, name, mode), values in before.items():
        if name == "buffered":
            assert after.get((sub, "small", mode), []) == [v for v in values if v < 5]
            assert after.get((sub, "large", mode), []) == [v for v in values if v >= 5]
        else:
            assert after[(sub, name, mode)] == values
    assert check(load(str(tmp_path / "split")), split_graph).verdict == "compatible"
    assert main(["migrate", str(tmp_path / "split"), _manifest(graph, tmp_path), "--out", str(tmp_path / "merged"), "--plan", merge, "--no-progress"]) == 0
    assert lists(tmp_path / "merged") == before
    assert check(load(str(tmp_path / "merged")), graph).verdict == "compatible"
    # the elements follow each other in the plan's order of the merged states
    reverse = _plan(tmp_path, """
        def plan(p):
            p.merge_lists("buffering-map", ["large", "small"], "buffered")
    """, "reverse.py")
    assert main(["migrate", str(tmp_path / "split"), _manifest(graph, tmp_path), "--out", str(tmp_path / "reverse"), "--plan", reverse, "--no-progress"]) == 0
    for (sub, name, mode), values in lists(tmp_path / "reverse").items():
        if name == "buffered":
            assert values == [v for v in before[(sub, name, mode)] if v >= 5] + [v for v in before[(sub, name, mode)] if v < 5]


def test_merging_a_state_flink_would_reconfigure_is_refused(tmp_path, capsys, monkeypatch):
    """A merged state is written under NEW's serializer snapshot. Elements copied from a state
    whose serializer Flink would reconfigure (Kryo registrations reordered, POJO subclasses)
    keep the old layout, which NEW's snapshot does not describe: refused before writing, naming
    the state. (The fixture's elements are Longs: the reconfiguration is made up here.)"""
    from flink_compat.compat import migrate as migrate_module
    from flink_compat.schema_registry._base import RECONFIGURED, Resolution

    graph = load(str(OPERATOR))
    op = next(o for o in graph.operators if o.uid == "buffering-map")
    buffered = next(s for s in op.states if s.name == "buffered")
    split_graph = _op(graph, "buffering-map", states=tuple(s for s in op.states if s.name != "buffered") + (
        buffered.model_copy(update={"name": "small"}), buffered.model_copy(update={"name": "large"})))
    split = _plan(tmp_path, """
        def plan(p):
            p.split_list("buffering-map", "buffered", ["small", "large"], lambda v: "small" if v < 5 else "large")
    """, "split.py")
    assert main(["migrate", str(OPERATOR), _manifest(split_graph, tmp_path), "--out", str(tmp_path / "split"), "--plan", split, "--no-progress"]) == 0
    merge = _plan(tmp_path, """
        def plan(p):
            p.merge_lists("buffering-map", ["small", "large"], "buffered")
    """, "merge.py")
    resolve = migrate_module.resolve
    monkeypatch.setattr(migrate_module, "resolve", lambda old, new: Resolution(RECONFIGURED) if old == new and "Long" in old.label() else resolve(old, new))
    out = tmp_path / "merged"
    assert main(["migrate", str(tmp_path / "split"), _manifest(graph, tmp_path), "--out", str(out), "--plan", merge, "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert f"{merge}:3: p.merge_lists('buffering-map', ['small', 'large'], 'buffered'): 'small': Flink would reconfigure its serializer" in err
    assert "convert them (p.convert_value)" in err
    assert not out.exists()


def test_split_to_a_state_new_does_not_declare_is_a_bad_plan(tmp_path, capsys):
    graph = load(str(OPERATOR))
    plan = _plan(tmp_path, """
        def plan(p):
            p.split_list("buffering-map", "buffered", ["small"], lambda v: "small")
    """)
    assert _migrate(tmp_path, OPERATOR, _manifest(graph, tmp_path), "--plan", plan) == 2
    err = capsys.readouterr().err
    assert f"{plan}:3: p.split_list('buffering-map', 'buffered', ['small'], fn): NEW's operator buffering-map declares no operator list state 'small'" in err
    _nothing_written(tmp_path)


# ------------------------------------------------------------------------ entry failures


FAILING = """
    def plan(p):
        p.transform("all-kinds", "sum", fail_odd)

    def fail_odd(key, value):
        if key % 2:
            raise ValueError(f"odd key {key}")
        return key, value
"""


def test_failing_entries_fail_the_run_with_counts_and_samples(keyed_graph, tmp_path, capsys):
    plan = _plan(tmp_path, FAILING)
    assert _migrate(tmp_path, KEYED, _manifest(keyed_graph, tmp_path), "--plan", plan) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    odd = sum(1 for (k, _uk) in _values(KEYED, "all-kinds", "sum") if k % 2)
    assert f"{odd} entries failed (sum: {odd})" in err
    assert f"{plan}:7: p.transform('all-kinds', 'sum', fn) raised ValueError: odd key" in err
    assert "--skip-failed" in err
    _nothing_written(tmp_path)


def test_skip_failed_writes_the_rest_and_records_the_failures(keyed_graph, tmp_path, capsys):
    plan = _plan(tmp_path, FAILING)
    assert _migrate(tmp_path, KEYED, _manifest(keyed_graph, tmp_path), "--plan", plan, "--skip-failed") == 0
    out = capsys.readouterr().out
    odd = sum(1 for (k, _uk) in _values(KEYED, "all-kinds", "sum") if k % 2)
    assert f"skipped (--skip-failed): {odd} entries failed" in out
    record = json.loads((tmp_path / "out" / SKIPPED_FILE).read_text())
    assert record["failed"] == odd and record["by_state"] == {"sum": odd} and record["samples"]
    assert _values(tmp_path / "out", "all-kinds", "sum") == {k: v for k, v in _values(KEYED, "all-kinds", "sum").items() if k[0] % 2 == 0}
    assert check(load(str(tmp_path / "out")), keyed_graph).verdict == "compatible"


# ------------------------------------------------------------------------ bad plans


BAD_PLANS = {
    "syntax": ("def plan(p)\n    pass\n", ":1: syntax error"),
    "raises-on-load": ("import json\nx = 1 / 0\n", ":2: the plan failed to load: ZeroDivisionError"),
    "no-plan-function": ("PLAN = 1\n", ": defines no function plan(p)"),
    "plan-signature": ("def plan():\n    pass\n", ":1: plan must take one argument (p)"),
    "raises-in-plan": ("def plan(p):\n    p.rename_state('all-kinds')\n", ":2: plan(p) failed: TypeError"),
    "unknown-operator": ("def plan(p):\n    p.rename_state('nope', 'sum', 'total')\n", ":2: p.rename_state('nope', 'sum', 'total'): no operator 'nope' in the savepoint"),
    "unknown-state": ("def plan(p):\n    p.transform('all-kinds', 'nope', lambda k, v: (k, v))\n", ":2: p.transform('all-kinds', 'nope', fn): operator all-kinds has no state 'nope'"),
    "rename-to-undeclared": ("def plan(p):\n    p.rename_state('all-kinds', 'sum', 'total')\n", ":2: p.rename_state('all-kinds', 'sum', 'total'): NEW's operator all-kinds declares no keyed state 'total'"),
    "transform-signature": ("def plan(p):\n    p.transform('all-kinds', 'sum', lambda value: value)\n", ":2: p.transform: the function must take (key, value)"),
    "not-a-function": ("def plan(p):\n    p.convert_key('all-kinds', 'k')\n", ":2: p.convert_key: expected a function (old_key), not str"),
    "not-a-pojo": ("def plan(p):\n    p.rename_field('all-kinds', 'sum', 'a', 'b')\n", ":2: p.rename_field('all-kinds', 'sum', 'a', 'b'): state 'sum' holds Long, not a POJO"),
    "wrong-return-type": ("def plan(p):\n    p.transform('all-kinds', 'sum', lambda key, value: (key, str(value)))\n",
                          ":2: p.transform('all-kinds', 'sum', fn) returned the value '"),
    "wrong-return-shape": ("def plan(p):\n    p.transform('all-kinds', 'sum', lambda key, value: value)\n",
                           ":2: p.transform('all-kinds', 'sum', fn) returned "),
}


@pytest.mark.parametrize("name", sorted(BAD_PLANS))
def test_bad_plan_is_one_line_exit_2_nothing_written(keyed_graph, tmp_path, capsys, name):
    text, expected = BAD_PLANS[name]
    plan = tmp_path / "bad_plan.py"
    plan.write_text(text)
    manifest = _manifest(keyed_graph, tmp_path)
    assert _migrate(tmp_path, KEYED, manifest, "--plan", str(plan)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert f"{plan}{expected}" in err, err
    _nothing_written(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad_plan.py", "new.json"]


# ------------------------------------------------------------------------ on Spark


@pytest.mark.spark
def test_plan_runs_in_spark_tasks(keyed_graph, tmp_path):
    """The plan's source is shipped to the executors and run there: the same entries, in
    the same key groups and subtasks, as here (re-grouped streams are new files, under new
    names)."""
    from flink_compat.compat.replay import spark_available

    if not spark_available():
        pytest.skip("needs PySpark")
    new = _manifest(_op(keyed_graph, "all-kinds", key_serializer=SimpleSnapshot.named("String")), tmp_path)
    plan = _plan(tmp_path, """
        PREFIX = "k"

        def plan(p):
            p.convert_key("all-kinds", lambda key: PREFIX + str(key))
            p.transform("all-kinds", "sum", lambda key, value: (key, value + 1))
    """)
    assert main(["migrate", str(KEYED), new, "--out", str(tmp_path / "here"), "--plan", plan, "--no-progress"]) == 0
    assert main(["migrate", str(KEYED), new, "--out", str(tmp_path / "spark"), "--plan", plan, "--master", "local[2]", "--no-progress"]) == 0

    def content(directory):
        with savepoint.open(str(directory)) as sp:
            op = sp.operator("all-kinds")
            return [(i, repr(list(decode_keyed(op, subtasks=[i])))) for i, _h in op.keyed_handles()]

    here = content(tmp_path / "here")
    assert here == content(tmp_path / "spark") and "'k1'" in here[0][1] + here[1][1]


def test_missing_plan_file(keyed_graph, tmp_path, capsys):
    missing = tmp_path / "missing.py"
    assert _migrate(tmp_path, KEYED, _manifest(keyed_graph, tmp_path), "--plan", str(missing)) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"{missing}: cannot read the plan" in err
    _nothing_written(tmp_path)
