"""``migrate``: a map state's map keys. They live in each entry's composite key (key |
namespace | map key, ``RocksDBMapState`` / ``HeapSavepointRestoreOperation``): widened
without a plan (the key, hence the key group, unchanged), converted by ``p.convert_map_key``,
refused otherwise. And the composite key's layout when key and namespace are both of
variable size (their lengths follow them: ``CompositeKeySerializationUtils``).

The fixtures hold no map state with numeric map keys: the savepoints widened here are made
from keyed-hashmap-canonical-files-p2's ``count-by-bucket`` (Map<String, Long>, map keys
"b0".."b2") by a plan converting its map keys, which the tests check too. Flink restores a
widened savepoint as is: tests/migrate/test_on_flink.py, scenarios map-key-widened*."""

from __future__ import annotations

import json
import textwrap

import pytest

from flink_compat import savepoint
from flink_compat.compat.check import check
from flink_compat.cli import main
from flink_compat.compat.migrate import plan
from flink_compat.compat.plan_entries import Shape
from flink_compat.savepoint.keyed import length_bytes
from flink_compat.graph.loader import load
from flink_compat.graph.model import to_manifest
from flink_compat.savepoint import _codecs
from flink_compat.savepoint.decode import decode_keyed
from flink_compat.savepoint.rewrite import rewrite
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from tests.conftest import SAVEPOINT_FIXTURES

KEYED = SAVEPOINT_FIXTURES / "keyed-hashmap-canonical-files-p2"
OP, STATE = "all-kinds", "count-by-bucket"


def _with_map_key(graph, name: str):
    """``graph`` with ``count-by-bucket``'s map keys of the simple type ``name``."""
    ops = []
    for op in graph.operators:
        if op.uid == OP:
            states = tuple(s.model_copy(update={"value_serializer": s.value_serializer.model_copy(update={"key": SimpleSnapshot.named(name)})})
                           if s.name == STATE else s for s in op.states)
            op = op.model_copy(update={"states": states})
        ops.append(op)
    return graph.model_copy(update={"operators": tuple(ops)})


def _manifest(graph, path) -> str:
    path.write_text(json.dumps(to_manifest(graph)))
    return str(path)


def _entries(directory) -> list:
    with savepoint.open(str(directory)) as sp:
        return list(decode_keyed(sp.operator(OP)))


def _raw(directory) -> dict:
    """(state, key group) → the sorted composite keys, as bytes."""
    out: dict = {}
    with savepoint.open(str(directory)) as sp:
        for e in sp.operator(OP).iter_keyed_entries(split=False):
            out.setdefault((e.state, e.key_group), []).append(bytes(e.key))
    return {k: sorted(v) for k, v in out.items()}


#: old map key type → how the plan makes it from "b0".."b2" (negative values too: the
#: widening must keep the sign).
MADE = {
    "Byte": "lambda k: -int(k[1:]) - 1",
    "Short": "lambda k: (int(k[1:]) - 1) * 300",
    "Int": "lambda k: (int(k[1:]) - 1) * 70000",
    "Long": "lambda k: (int(k[1:]) - 1) * 2 ** 40",
    "Float": "lambda k: int(k[1:]) - 0.5",
}


@pytest.fixture(scope="module")
def keyed_graph():
    return load(str(KEYED))


@pytest.fixture(scope="module")
def made(keyed_graph, tmp_path_factory):
    """old map key type → a savepoint whose count-by-bucket has map keys of that type
    (written by ``p.convert_map_key``), and the map keys it converted."""
    out = {}
    for name, fn in MADE.items():
        d = tmp_path_factory.mktemp(f"map-keys-{name}")
        (d / "plan.py").write_text(f"def plan(p):\n    p.convert_map_key({OP!r}, {STATE!r}, {fn})\n")
        code = main(["migrate", str(KEYED), _manifest(_with_map_key(keyed_graph, name), d / "new.json"),
                     "--out", str(d / "out"), "--plan", str(d / "plan.py"), "--no-progress"])
        assert code == 0
        out[name] = (d / "out", eval(fn))  # noqa: S307 - the table's own lambdas
    return out


def test_convert_map_key_rewrites_every_map_key_and_keeps_the_rest(made):
    before = _entries(KEYED)
    for name, (sp_dir, fn) in made.items():
        after = _entries(sp_dir)
        assert sorted((e.key_group, e.state, e.key, e.user_key, e.value) for e in after if e.state == STATE) == sorted(
            (e.key_group, e.state, e.key, fn(e.user_key), e.value) for e in before if e.state == STATE), name
        assert [e for e in after if e.state != STATE] == [e for e in before if e.state != STATE], name
        with savepoint.open(str(sp_dir)) as sp:
            meta = next(s for s in sp.operator(OP).keyed_meta.states if s.name == STATE)
        assert meta.value_serializer.key.name == name


#: (savepoint's map key type, NEW's, Python type of the widened map keys)
WIDENINGS = [
    ("Byte", "Short", int),
    ("Byte", "Long", int),
    ("Short", "Int", int),
    ("Int", "Long", int),
    ("Int", "Double", float),
    ("Float", "Double", float),
]


@pytest.mark.parametrize("old,new,py", WIDENINGS, ids=[f"{o}-to-{n}" for o, n, _ in WIDENINGS])
def test_map_keys_are_widened_without_a_plan(made, keyed_graph, tmp_path, old, new, py):
    base, _fn = made[old]
    graph = _with_map_key(keyed_graph, new)
    out = tmp_path / "out"
    with savepoint.open(str(base)) as sp:
        p = plan(sp, graph)
        assert any(f"'{STATE}'" in a and f"map keys widened {old} → {new}" in a for a in p.actions), p.actions
        rewrite(sp, p.rewrite, str(out))
    before, after = _entries(base), _entries(out)
    assert len(after) == len(before)
    widened = [e for e in after if e.state == STATE]
    assert len(widened) == 18 and all(type(e.user_key) is py for e in widened)
    # same maps (the map keys equal as numbers), same keys in the same key groups
    assert sorted((e.key_group, e.key, e.user_key, e.value) for e in widened) == sorted(
        (e.key_group, e.key, e.user_key, e.value) for e in before if e.state == STATE)
    assert [e for e in after if e.state != STATE] == [e for e in before if e.state != STATE]
    # each composite key: the key and namespace bytes kept, the map key NEW's width
    grow = _codecs.lengths(SimpleSnapshot.named(new))[1] - _codecs.lengths(SimpleSnapshot.named(old))[1]
    raw_before, raw_after = _raw(base), _raw(out)
    assert raw_after.keys() == raw_before.keys()
    for k, keys in raw_after.items():
        if k[0] == STATE:
            assert sorted(len(x) for x in keys) == sorted(len(x) + grow for x in raw_before[k])
            assert sorted(x[:9] for x in keys) == sorted(x[:9] for x in raw_before[k])  # Long key | VoidNamespace
        else:
            assert keys == raw_before[k]
    assert check(load(str(out)), graph).verdict == "compatible"
    assert check(load(str(base)), graph).verdict != "compatible"  # Flink would not restore it


def test_narrowing_map_key_is_refused_with_one_line_and_nothing_written(made, keyed_graph, tmp_path, capsys):
    base, _fn = made["Long"]
    manifest = _manifest(_with_map_key(keyed_graph, "Int"), tmp_path / "new.json")
    capsys.readouterr()
    code = main(["migrate", str(base), manifest, "--out", str(tmp_path / "out"), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("flink-compat: error: operator all-kinds")
    assert f"state '{STATE}' (map key): Long → Int is not a lossless widening" in err
    assert f"p.convert_map_key('{OP}', '{STATE}', fn)" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.json"]


def test_map_keys_that_collide_after_a_plans_conversion_fail_the_run(keyed_graph, tmp_path, capsys):
    (tmp_path / "plan.py").write_text(f"def plan(p):\n    p.convert_map_key({OP!r}, {STATE!r}, lambda k: 7)\n")
    manifest = _manifest(_with_map_key(keyed_graph, "Int"), tmp_path / "new.json")
    code = main(["migrate", str(KEYED), manifest, "--out", str(tmp_path / "out"), "--plan", str(tmp_path / "plan.py"), "--no-progress"])
    err = capsys.readouterr().err
    assert code != 0 and "two entries have the same key after the conversion" in err
    assert not (tmp_path / "out").exists()


def test_convert_map_key_of_a_state_without_map_keys_is_a_bad_plan(keyed_graph, tmp_path, capsys):
    (tmp_path / "plan.py").write_text(textwrap.dedent(f"""\
        def plan(p):
            p.convert_map_key({OP!r}, "last-value", str)
    """))
    manifest = _manifest(keyed_graph, tmp_path / "new.json")
    code = main(["migrate", str(KEYED), manifest, "--out", str(tmp_path / "out"), "--plan", str(tmp_path / "plan.py"), "--no-progress"])
    err = capsys.readouterr().err
    assert code == 2 and err.count("\n") == 1
    assert "plan.py:2: p.convert_map_key('all-kinds', 'last-value', fn): state 'last-value' is a VALUE state: only map states have map keys" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.json", "plan.py"]


# ------------------------------------------------------- keys and namespaces of variable size

S, L = SimpleSnapshot.named("String"), SimpleSnapshot.named("Long")


def _string(s: str) -> bytes:
    return _codecs.codec_for(S).write(s)


def _shape(kind, old_key, new_key, ambiguous, **kw):
    return Shape("st", kind, old_key=old_key, new_key=new_key, old_ns=S, old_value=L, new_value=L, ambiguous=ambiguous, **kw)


def _le(n: int) -> bytes:
    """A length as Flink appends it: base 256, low byte first, at least one byte."""
    return n.to_bytes(max(1, (n.bit_length() + 7) // 8), "little")


def _long(v: int) -> bytes:
    return _codecs.codec_for(L).write(v)


#: (state kind, savepoint's key type, NEW's, ambiguous (savepoint, NEW), key fn, composite
#: key in, composite key out): key | len | namespace | len [| map key] when ambiguous.
LAYOUTS = [
    # String key, String namespace: the lengths (base 256, low byte first) follow each
    ("VALUE", S, S, (True, True), lambda k: k * 100,
     _string("ab") + bytes([3]) + _string("ns") + bytes([3]),
     _string("ab" * 100) + _le(len(_string("ab" * 100))) + _string("ns") + bytes([3])),
    ("VALUE", S, S, (True, True), lambda k: k * 200,
     _string("ab") + bytes([3]) + _string("ns") + bytes([3]),
     _string("ab" * 200) + _le(len(_string("ab" * 200))) + _string("ns") + bytes([3])),
    # Long key (fixed size: no lengths) to String: NEW's layout has them
    ("VALUE", L, S, (False, True), lambda k: f"k{k}",
     _long(5) + _string("ns"),
     _string("k5") + bytes([3]) + _string("ns") + bytes([3])),
    # String to Long: the lengths go
    ("VALUE", S, L, (True, False), lambda k: len(k),
     _string("abc") + bytes([4]) + _string("ns") + bytes([3]),
     _long(3) + _string("ns")),
    # a map state: the map key after the namespace's length, kept
    ("MAP", S, S, (True, True), lambda k: k.upper(),
     _string("ab") + bytes([3]) + _string("ns") + bytes([3]) + _long(-1),
     _string("AB") + bytes([3]) + _string("ns") + bytes([3]) + _long(-1)),
]


@pytest.mark.parametrize("kind,old,new,ambiguous,fn,key_in,key_out", LAYOUTS)
def test_composite_key_layout_with_keys_and_namespaces_of_variable_size(kind, old, new, ambiguous, fn, key_in, key_out):
    value = b"\x00" + _long(9) if kind == "MAP" else _long(9)
    shape = _shape(kind, old, new, ambiguous, key_fn=fn, map_key=L if kind == "MAP" else None)
    assert shape(key_in, value) == (key_out, value)


def test_length_bytes_are_flinks_variable_int_bytes():
    """``CompositeKeySerializationUtils.writeVariableIntBytes``: do { byte(v); v >>>= 8 } while (v != 0)."""
    assert [length_bytes(n) for n in (0, 1, 255, 256, 70000)] == [b"\x00", b"\x01", b"\xff", b"\x00\x01", b"\x70\x11\x01"]
