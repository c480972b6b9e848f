"""``migrate``: planning (widening, --map-uid, --drop-unclaimed, refusals) and the written
savepoint, read back with the reader and checked against NEW with the checker."""

from __future__ import annotations

import json
import os
import re
import zipfile

import pytest

from flink_compat import savepoint
from flink_compat.savepoint import _codecs
from flink_compat.compat.analysis import classes_of_state
from flink_compat.compat.check import check
from flink_compat.cli import main
from flink_compat.compat.migrate import MigrationRefused, plan
from flink_compat.graph.hashing import operator_id_of_uid
from flink_compat.graph.loader import load
from flink_compat.graph.model import to_manifest
from flink_compat.savepoint.decode import decode_keyed
from flink_compat.savepoint.rewrite import rewrite
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from tests.conftest import SAVEPOINT_FIXTURES

SERIALIZERS = SAVEPOINT_FIXTURES / "serializers-hashmap-canonical-inline-p1"
KEYED = SAVEPOINT_FIXTURES / "keyed-hashmap-canonical-files-p2"


def _with_state(graph, uid: str, name: str, **update):
    """``graph`` with state ``name`` of operator ``uid`` changed."""
    ops = []
    for op in graph.operators:
        if op.uid == uid:
            op = op.model_copy(update={"states": tuple(s.model_copy(update=update) if s.name == name else s for s in op.states)})
        ops.append(op)
    return graph.model_copy(update={"operators": tuple(ops)})


def _renamed(graph, uid: str, new_uid: str):
    ops = []
    for op in graph.operators:
        if op.uid == uid:
            op = op.model_copy(update={"uid": new_uid, "id": operator_id_of_uid(new_uid), "id_origin": "uid"})
        ops.append(op)
    return graph.model_copy(update={"operators": tuple(ops)})


def _manifest(graph, path) -> str:
    path.write_text(json.dumps(to_manifest(graph)))
    return str(path)


def _values(directory, uid: str, state: str) -> dict:
    with savepoint.open(str(directory)) as sp:
        op = sp.operator(uid)
        return {(e.key, e.namespace, e.user_key): e.value for e in decode_keyed(op, states=[state])}


@pytest.fixture(scope="module")
def serializers_graph():
    return load(str(SERIALIZERS))


@pytest.fixture(scope="module")
def keyed_graph():
    return load(str(KEYED))


def test_int_to_long_is_widened_and_new_restores_as_is(serializers_graph, tmp_path):
    new = _with_state(serializers_graph, "serializers", "int", value_serializer=SimpleSnapshot.named("Long"))
    out = tmp_path / "out"
    with savepoint.open(str(SERIALIZERS)) as sp:
        p = plan(sp, new)
        assert any("'int'" in a and "widened Int → Long" in a for a in p.actions)
        rewrite(sp, p.rewrite, str(out))
    before, after = _values(SERIALIZERS, "serializers", "int"), _values(out, "serializers", "int")
    assert after == before and len(after) == 5
    with savepoint.open(str(out)) as sp:
        meta = sp.operator("serializers").keyed_meta
        assert next(s for s in meta.states if s.name == "int").value_serializer.name == "Long"
    # the other states are untouched
    assert _values(out, "serializers", "tuple2") == _values(SERIALIZERS, "serializers", "tuple2")
    verdict = check(load(str(out)), new)
    assert verdict.verdict == "compatible", verdict.findings
    # without the migration NEW would not restore SP
    assert check(load(str(SERIALIZERS)), new).verdict != "compatible"


def test_long_to_double_is_not_lossless_and_refused(keyed_graph, tmp_path):
    """A double does not hold every long exactly: no widening without a plan."""
    new = _with_state(keyed_graph, "all-kinds", "sum", value_serializer=SimpleSnapshot.named("Double"))
    with savepoint.open(str(KEYED)) as sp:
        with pytest.raises(MigrationRefused, match="'sum'.*Long → Double is not a lossless conversion"):
            plan(sp, new)


def test_narrowing_is_refused_with_one_line_and_nothing_written(keyed_graph, tmp_path, capsys):
    new = _with_state(keyed_graph, "all-kinds", "last-value", value_serializer=SimpleSnapshot.named("Int"))
    out = tmp_path / "out"
    code = main(["migrate", str(KEYED), _manifest(new, tmp_path / "new.json"), "--out", str(out)])
    err = capsys.readouterr().err
    assert code == 2
    assert err.count("\n") == 1 and err.startswith("flink-compat: error: operator all-kinds")
    assert "'last-value': Long → Int is not a lossless conversion" in err
    assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.json"]


def test_renamed_uid_needs_map_uid_then_moves_the_state(keyed_graph, tmp_path, capsys):
    new = _renamed(keyed_graph, "all-kinds", "all-kinds-renamed")
    manifest = _manifest(new, tmp_path / "new.json")
    out = tmp_path / "out"
    assert main(["migrate", str(KEYED), manifest, "--out", str(out)]) == 2
    assert "--map-uid" in capsys.readouterr().err and not out.exists()
    assert main(["migrate", str(KEYED), manifest, "--out", str(out), "--map-uid", "all-kinds=all-kinds-renamed"]) == 0
    assert f"wrote {out}/_metadata" in capsys.readouterr().out
    with savepoint.open(str(out)) as sp:
        op = sp.operator(operator_id_of_uid("all-kinds-renamed"))
        assert op.uid == "all-kinds-renamed"
        assert operator_id_of_uid("all-kinds") not in {o.operator_id for o in sp.operators}
    assert _values(out, "all-kinds-renamed", "last-value") == _values(KEYED, "all-kinds", "last-value")
    assert check(load(str(out)), new).verdict == "compatible"


def test_removed_operator_is_dropped_only_with_drop_unclaimed(keyed_graph, tmp_path, capsys):
    new = keyed_graph.model_copy(update={"operators": tuple(o for o in keyed_graph.operators if o.uid != "all-kinds"), "edges": ()})
    manifest = _manifest(new, tmp_path / "new.json")
    out = tmp_path / "out"
    assert main(["migrate", str(KEYED), manifest, "--out", str(out)]) == 2
    assert "--drop-unclaimed" in capsys.readouterr().err and not out.exists()
    assert main(["migrate", str(KEYED), manifest, "--out", str(out), "--drop-unclaimed"]) == 0
    assert "operator all-kinds" in capsys.readouterr().out
    with savepoint.open(str(out)) as sp:
        assert operator_id_of_uid("all-kinds") not in {o.operator_id for o in sp.operators}


def test_undeclared_state_is_copied_or_dropped_with_the_flag(keyed_graph, tmp_path):
    new = keyed_graph.model_copy(update={"operators": tuple(
        o.model_copy(update={"states": tuple(s for s in o.states if s.name != "history")}) if o.uid == "all-kinds" else o
        for o in keyed_graph.operators)})
    with savepoint.open(str(KEYED)) as sp:
        kept = plan(sp, new)
        dropped = plan(sp, new, drop_unclaimed=True)
        rewrite(sp, dropped.rewrite, str(tmp_path / "out"))
    assert any("'history': not declared by NEW, copied" in a for a in kept.actions)
    assert [d for d in dropped.dropped if "history" in d]
    with savepoint.open(str(tmp_path / "out")) as sp:
        names = {s.name for s in sp.operator("all-kinds").keyed_meta.states}
    assert "history" not in names and "last-value" in names
    assert _values(tmp_path / "out", "all-kinds", "count-by-bucket") == _values(KEYED, "all-kinds", "count-by-bucket")


def test_an_undeclared_state_whose_class_new_lacks_is_refused_not_copied(keyed_graph, tmp_path):
    """Flink reads every state of a restored operator, declared or not (STATE_CLASS_MISSING):
    a copy naming a class NEW's JAR lacks would be a savepoint Flink refuses."""
    new = keyed_graph.model_copy(update={"operators": tuple(
        o.model_copy(update={"states": tuple(s for s in o.states if s.name != "history")}) if o.uid == "all-kinds" else o
        for o in keyed_graph.operators)})
    history = next(s for o in keyed_graph.operators for s in o.states if s.name == "history")
    every = {c for o in keyed_graph.operators for s in o.states for c in classes_of_state(s)}
    lacking = classes_of_state(history)[-1]

    def jar(name, classes):
        with zipfile.ZipFile(tmp_path / name, "w") as z:
            for c in sorted(classes):
                z.writestr(c.replace(".", "/") + ".class", b"")
        return new.model_copy(update={"origin": "jar", "class_path": (str(tmp_path / name),)})

    with savepoint.open(str(KEYED)) as sp:
        with pytest.raises(MigrationRefused, match=f"'history': not declared by NEW, and {re.escape(lacking)}, .* drop it with --drop-unclaimed"):
            plan(sp, jar("lacking.jar", every - {lacking}))
        assert [d for d in plan(sp, jar("lacking.jar", every - {lacking}), drop_unclaimed=True).dropped if "history" in d]
        assert any("'history': not declared by NEW, copied" in a for a in plan(sp, jar("full.jar", every)).actions)


def test_bad_map_uid_is_refused(keyed_graph, tmp_path, capsys):
    manifest = _manifest(keyed_graph, tmp_path / "new.json")
    for bad in ("nope", "missing=all-kinds", "all-kinds=missing"):
        assert main(["migrate", str(KEYED), manifest, "--out", str(tmp_path / "out"), "--map-uid", bad]) == 2
        err = capsys.readouterr().err
        assert err.startswith("flink-compat: error: --map-uid") and err.count("\n") == 1
    assert not (tmp_path / "out").exists()


def test_input_is_never_modified(serializers_graph, tmp_path):
    before = {f: (SERIALIZERS / f).read_bytes() for f in os.listdir(SERIALIZERS)}
    new = _with_state(serializers_graph, "serializers", "int", value_serializer=SimpleSnapshot.named("Long"))
    assert main(["migrate", str(SERIALIZERS), _manifest(new, tmp_path / "n.json"), "--out", str(tmp_path / "o")]) == 0
    assert {f: (SERIALIZERS / f).read_bytes() for f in os.listdir(SERIALIZERS)} == before


@pytest.mark.spark
def test_spark_rewrite_writes_the_same_savepoint(serializers_graph, tmp_path):
    """One Spark task per key-group range (local[1]) gives the bytes the in-process path gives."""
    from flink_compat.compat.replay import spark_available

    if not spark_available():
        pytest.skip("needs PySpark")
    new = _manifest(_with_state(serializers_graph, "serializers", "int", value_serializer=SimpleSnapshot.named("Long")), tmp_path / "n.json")
    assert main(["migrate", str(SERIALIZERS), new, "--out", str(tmp_path / "here"), "--no-progress"]) == 0
    assert main(["migrate", str(SERIALIZERS), new, "--out", str(tmp_path / "spark"), "--master", "local[1]", "--no-progress"]) == 0
    for name in os.listdir(tmp_path / "here"):
        assert (tmp_path / "here" / name).read_bytes() == (tmp_path / "spark" / name).read_bytes(), name


def test_a_value_that_fails_its_conversion_fails_the_run_and_leaves_nothing(serializers_graph, tmp_path, capsys, monkeypatch):
    from flink_compat.compat import migrate as migrate_module
    from flink_compat.schema_registry.migrate import MigrationError

    def refuse_every_value(value):
        raise MigrationError(f"{value} is out of range")

    real = migrate_module.widener
    monkeypatch.setattr(migrate_module, "widener", lambda old, new: real(old, new) and refuse_every_value)
    new = _with_state(serializers_graph, "serializers", "int", value_serializer=SimpleSnapshot.named("Long"))
    out = tmp_path / "out"
    assert main(["migrate", str(SERIALIZERS), _manifest(new, tmp_path / "n.json"), "--out", str(out), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "state 'int'" in err and "a value does not convert" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["n.json"]


@pytest.mark.parametrize("max_parallelism", [256, 64, 4096])
def test_changed_max_parallelism_reshards_every_key_into_its_key_group(keyed_graph, tmp_path, max_parallelism):
    """Every entry lands in the key group Flink assigns its key (murmur of the hashCode),
    in the range of the subtask that owns it; values, timers included, are unchanged."""
    from flink_compat.savepoint._keygroups import key_group_of_hash, key_group_range

    new = keyed_graph.model_copy(update={"operators": tuple(
        o.model_copy(update={"max_parallelism": max_parallelism}) for o in keyed_graph.operators)})
    out = tmp_path / "out"
    with savepoint.open(str(KEYED)) as sp:
        p = plan(sp, new)
        assert any(f"max parallelism 128 → {max_parallelism}, keyed state re-sharded" in a for a in p.actions)
        rewrite(sp, p.rewrite, str(out))
    with savepoint.open(str(out)) as sp:
        op = sp.operator("all-kinds")
        assert op.max_parallelism == max_parallelism
        for index, handle in op.keyed_handles():
            first, last = key_group_range(max_parallelism, 2, index)
            assert (handle.start_key_group, handle.end_key_group) == (first, last)
        entries = list(decode_keyed(op))
        assert entries
        for e in entries:
            key = e.key if e.key is not None else e.value.key
            assert e.key_group == key_group_of_hash(key, max_parallelism)  # Long keys: hashCode = value here
    by = lambda d: sorted((e.state, repr(e.key), repr(e.namespace), repr(e.user_key), repr(e.value)) for e in d)  # noqa: E731
    with savepoint.open(str(out)) as a, savepoint.open(str(KEYED)) as b:
        assert by(decode_keyed(a.operator("all-kinds"))) == by(decode_keyed(b.operator("all-kinds")))
    assert check(load(str(out)), new).verdict == "compatible"


def test_max_parallelism_change_of_keys_without_a_known_hash_is_refused(keyed_graph, monkeypatch):
    """Keys whose Java hashCode is not known (a POJO, a Tuple): refused before writing."""
    from flink_compat.compat import migrate as migrate_module

    monkeypatch.setattr(migrate_module, "java_hash_code", lambda snapshot: None)
    new = keyed_graph.model_copy(update={"operators": tuple(o.model_copy(update={"max_parallelism": 256}) for o in keyed_graph.operators)})
    with savepoint.open(str(KEYED)) as sp, pytest.raises(MigrationRefused, match="hashCode of Long keys, which is not known here"):
        plan(sp, new)
    # raised because NEW's parallelism is above the savepoint's max parallelism: the same
    above = keyed_graph.model_copy(update={"max_parallelism": None, "operators": tuple(
        o.model_copy(update={"max_parallelism": None, "parallelism": 200}) for o in keyed_graph.operators)})
    with savepoint.open(str(KEYED)) as sp, pytest.raises(
            MigrationRefused, match=r"128 → 512 \(NEW runs it at parallelism 200 .*hashCode of Long keys, which is not known here"):
        plan(sp, above)


def _state(graph, uid, name):
    op = next(o for o in graph.operators if o.uid == uid)
    return next(s for s in op.states if s.name == name)


def test_tuple_field_and_map_value_are_widened(serializers_graph, tmp_path):
    long_ = SimpleSnapshot.named("Long")
    tuple3 = _state(serializers_graph, "serializers", "tuple3").value_serializer
    map_ = _state(serializers_graph, "serializers", "map").value_serializer
    assert tuple3.fields[0].name == "Int" and map_.value.name == "Int"
    new = _with_state(serializers_graph, "serializers", "tuple3", value_serializer=tuple3.model_copy(update={"fields": (long_, *tuple3.fields[1:])}))
    new = _with_state(new, "serializers", "map", value_serializer=map_.model_copy(update={"value": long_}))
    out = tmp_path / "out"
    with savepoint.open(str(SERIALIZERS)) as sp:
        p = plan(sp, new)
        rewrite(sp, p.rewrite, str(out))
    assert any("'tuple3': widened Tuple3<Int, String, Boolean> → Tuple3<Long, String, Boolean>" in a for a in p.actions), p.actions
    for state in ("tuple3", "map"):
        assert _values(out, "serializers", state) == _values(SERIALIZERS, "serializers", state)
    assert check(load(str(out)), new).verdict == "compatible"


def test_pojo_field_long_to_double_is_refused(serializers_graph):
    """A double does not hold every long: a POJO field Long → Double is refused."""
    pojo = _state(serializers_graph, "serializers", "pojo").value_serializer
    field = pojo.fields[0]
    assert field.name == "id"
    wider = pojo.model_copy(update={"fields": (field.model_copy(update={"serializer": SimpleSnapshot.named("Double")}), *pojo.fields[1:])})
    new = _with_state(serializers_graph, "serializers", "pojo", value_serializer=wider)
    with savepoint.open(str(SERIALIZERS)) as sp, pytest.raises(MigrationRefused, match="'pojo'"):
        plan(sp, new)


def test_ttl_switched_on_wraps_values_map_values_and_list_elements_with_the_rewrites_time(keyed_graph, tmp_path):
    """Flink 2.x migrates a keyed state whose TTL is switched on (TtlAwareSerializer):
    migrate does it, each value stamped with the rewrite's time; the other states are copied."""
    import time

    from flink_compat.schema_registry.families.ttl import TtlSnapshot, TtlValue

    long_, string = SimpleSnapshot.named("Long"), SimpleSnapshot.named("String")
    ttl = lambda s: TtlSnapshot(timestamp=long_, value=s)  # noqa: E731
    map_ = _state(keyed_graph, "all-kinds", "count-by-bucket").value_serializer
    history = _state(keyed_graph, "all-kinds", "history").value_serializer
    new = _with_state(keyed_graph, "all-kinds", "last-value", value_serializer=ttl(long_))
    new = _with_state(new, "all-kinds", "count-by-bucket", value_serializer=map_.model_copy(update={"value": ttl(long_)}))
    new = _with_state(new, "all-kinds", "history", value_serializer=history.model_copy(update={"element": ttl(string)}))
    out = tmp_path / "out"
    with savepoint.open(str(KEYED)) as sp:
        p = plan(sp, new)
        started = int(time.time() * 1000)
        rewrite(sp, p.rewrite, str(out))
        ended = int(time.time() * 1000)
    assert sum("TTL switched on" in a for a in p.actions) == 3, p.actions
    for state in ("last-value", "count-by-bucket", "history"):
        before, after = _values(KEYED, "all-kinds", state), _values(out, "all-kinds", state)
        assert before and after.keys() == before.keys()
        for k, v in after.items():
            wrapped = v if isinstance(v, list) else [v]
            assert all(isinstance(w, TtlValue) and started <= w.timestamp <= ended for w in wrapped), (state, v)
            assert [w.value for w in wrapped] == (before[k] if isinstance(v, list) else [before[k]])
    assert _values(out, "all-kinds", "sum") == _values(KEYED, "all-kinds", "sum")
    assert check(load(str(out)), new).verdict == "compatible"


def test_enum_constants_added_and_reordered_are_reencoded_by_name(serializers_graph, tmp_path):
    """Flink reconfigures an enum serializer whose constants were added or reordered (the
    old ordinals kept); migrate writes NEW's ordinals and snapshot, so NEW restores as is."""
    enum = _state(serializers_graph, "serializers", "enum").value_serializer
    assert enum.constants == ("RED", "GREEN", "BLUE")
    reordered = enum.model_copy(update={"constants": ("BLUE", "YELLOW", "RED", "GREEN")})
    new = _with_state(serializers_graph, "serializers", "enum", value_serializer=reordered)
    out = tmp_path / "out"
    with savepoint.open(str(SERIALIZERS)) as sp:
        p = plan(sp, new)
        rewrite(sp, p.rewrite, str(out))
    assert any("'enum': constants of Enum Color re-encoded by name (" in a for a in p.actions), p.actions
    with savepoint.open(str(out)) as sp:
        meta = sp.operator("serializers").keyed_meta
        assert next(s for s in meta.states if s.name == "enum").value_serializer.constants == reordered.constants
    assert _values(out, "serializers", "enum") == _values(SERIALIZERS, "serializers", "enum")
    verdict = check(load(str(out)), new)
    assert verdict.verdict == "compatible", verdict.findings


def _nested_enum_pairs():
    """(name, old, new, value) with enum Color nested in a POJO, a tuple, a row and a TTL
    value; v2's Color adds YELLOW and reorders: RED, GREEN, BLUE → BLUE, YELLOW, RED, GREEN."""
    from flink_compat.graph.types import Types
    from flink_compat.schema_registry.families.pojo import PojoValue
    from flink_compat.schema_registry.families.row import Row
    from flink_compat.schema_registry.families.ttl import TtlSnapshot, TtlValue

    long_ = SimpleSnapshot.named("Long")
    old_color = Types.ENUM("fidelity.Color", ["RED", "GREEN", "BLUE"])
    new_color = Types.ENUM("fidelity.Color", ["BLUE", "YELLOW", "RED", "GREEN"])
    pojo = lambda color: Types.POJO("fidelity.Reading", {"id": long_, "color": color})  # noqa: E731
    reading = PojoValue("fidelity.Reading", {"id": 7, "color": "GREEN"})
    ttl = lambda s: TtlSnapshot(timestamp=long_, value=s)  # noqa: E731
    return [
        ("pojo", pojo(old_color), pojo(new_color), reading),
        ("tuple", Types.TUPLE(long_, old_color), Types.TUPLE(long_, new_color), (7, "BLUE")),
        ("row", Types.ROW(long_, old_color), Types.ROW(long_, new_color), Row("+I", (7, "RED"))),
        ("ttl pojo", ttl(pojo(old_color)), ttl(pojo(new_color)), TtlValue(reading, 1234)),
    ]


@pytest.mark.parametrize("case", _nested_enum_pairs(), ids=lambda c: c[0])
def test_enum_nested_in_a_pojo_tuple_row_is_reencoded_with_the_new_ordinals(case):
    """Flink reconfigures a POJO, tuple or row whose nested enum gained or reordered
    constants (EnumSerializerSnapshot keeps the old ordinals): migrate writes each constant
    as its ordinal in NEW's enum and NEW's snapshot, so NEW restores as is."""
    from flink_compat.compat.migrate import _value_fn
    from flink_compat.savepoint import _codecs
    from flink_compat.schema_registry._base import AS_IS, RECONFIGURED
    from flink_compat.schema_registry.snapshot import resolve

    _name, old, new, value = case
    assert resolve(old, new).compatibility is RECONFIGURED
    fn, snapshot, how = _value_fn(old, new, "state 's'", keyed_values=True)
    assert fn is not None and snapshot == new and "constants of Enum Color re-encoded by name in every" in how, how
    old_bytes = _codecs.codec_for(old).write(value)
    new_bytes = fn(old_bytes)
    assert new_bytes != old_bytes  # GREEN 1 → 3, BLUE 2 → 0, RED 0 → 2
    assert _codecs.codec_for(new).decode_all(new_bytes) == value
    assert resolve(snapshot, new).compatibility is AS_IS
    # keys, namespaces and map keys are copied as Flink would reconfigure them
    assert _value_fn(old, new, "key")[0] is None


def test_a_reconfiguration_not_due_to_enums_alone_is_copied():
    """A POJO reconfigured for its non-registered subclasses too: the savepoint's snapshot
    is kept (re-encoding with NEW's would not make it AS_IS)."""
    from flink_compat.compat.migrate import _value_fn
    from flink_compat.schema_registry.families.pojo import PojoSubclass

    _name, old, new, _value = _nested_enum_pairs()[0]
    old = old.model_copy(update={"non_registered_subclasses": (PojoSubclass(class_name="fidelity.SpecialReading", serializer=old),)})
    new = new.model_copy(update={"non_registered_subclasses": (PojoSubclass(class_name="fidelity.SpecialReading", serializer=new),)})
    fn, snapshot, how = _value_fn(old, new, "state 's'", keyed_values=True)
    assert (fn, snapshot, how) == (None, old, "copied")


def test_an_enum_constant_removed_in_a_pojo_is_refused():
    from flink_compat.compat.migrate import _value_fn
    from flink_compat.graph.types import Types

    _name, old, new, _value = _nested_enum_pairs()[0]
    fields = tuple(f.model_copy(update={"serializer": Types.ENUM("fidelity.Color", ["RED", "GREEN"])}) if f.name == "color" else f
                   for f in new.fields)
    with pytest.raises(MigrationRefused, match="BLUE"):
        _value_fn(old, new.model_copy(update={"fields": fields}), "state 's'", keyed_values=True)


def test_avro_values_migrate_by_schema_resolution_in_flinks_encoding():
    """Avro evolution (Flink: COMPATIBLE_AFTER_MIGRATION) is resolved as Avro does, the old
    schema as writer and NEW's as reader (on Flink: scenarios avro-evolved*, with flink-avro
    compiled from Flink's sources; Flink itself shifts GenericRecord fields by position).
    Checked here on bytes built by hand as Flink's ``DataOutputEncoder`` writes them (ints
    and enum/union indexes as 4 bytes, longs as 8, strings as a 4-byte length and UTF-8): an
    int promoted to long, an enum symbol added in front (resolved by name), a field removed,
    a nullable field added with its default."""
    import json
    import struct

    from flink_compat.compat.migrate import _value_fn
    from flink_compat.schema_registry.families.avro import AvroSnapshot

    kind = lambda symbols: {"type": "enum", "name": "Kind", "symbols": symbols}  # noqa: E731
    v1 = {"type": "record", "name": "Address", "namespace": "example.avro", "fields": [
        {"name": "num", "type": "int"}, {"name": "street", "type": "string"},
        {"name": "kind", "type": kind(["HOME", "WORK"])}, {"name": "legacy", "type": "string"}]}
    v2 = {"type": "record", "name": "Address", "namespace": "example.avro", "fields": [
        {"name": "num", "type": "long"}, {"name": "street", "type": "string"},
        {"name": "kind", "type": kind(["OFFICE", "HOME", "WORK"])},
        {"name": "country", "type": ["null", "string"], "default": None}]}
    avro = lambda s: AvroSnapshot(runtime_type="org.apache.avro.generic.GenericRecord", avro_schema=json.dumps(s))  # noqa: E731
    fn, snapshot, how = _value_fn(avro(v1), avro(v2), "state 's'", keyed_values=True)
    assert fn is not None and snapshot == avro(v2), how
    assert how.endswith("by Avro's schema resolution (Flink itself would write the old records by field position)"), how

    def string(s):
        return struct.pack(">i", len(s.encode())) + s.encode()

    old = struct.pack(">i", 239) + string("Baker Street") + struct.pack(">i", 1) + string("x")  # kind WORK = 1
    new = struct.pack(">q", 239) + string("Baker Street") + struct.pack(">i", 2) + struct.pack(">i", 0)  # WORK = 2; null
    assert fn(old) == new
    # a field NEW needs without a default, that the old values never had: Flink's
    # AvroSerializerSnapshot says INCOMPATIBLE, migrate refuses before writing
    strict = dict(v2, fields=[*v2["fields"], {"name": "zip", "type": "string"}])
    with pytest.raises(MigrationRefused, match="cannot read data written with the old one: zip"):
        _value_fn(avro(v1), avro(strict), "state 's'", keyed_values=True)


def test_parallelism_above_the_savepoints_max_parallelism_raises_it(keyed_graph, tmp_path, capsys):
    """NEW at parallelism 200 without a max parallelism: Flink keeps the savepoint's 128 and
    refuses (MAX_PARALLELISM_BELOW_PARALLELISM); migrate raises it to Flink's default for 200
    (roundUpToPowerOfTwo(300) = 512), re-sharding, and says so."""
    from flink_compat.savepoint._keygroups import key_group_of_hash

    new = keyed_graph.model_copy(update={"max_parallelism": None, "operators": tuple(
        o.model_copy(update={"max_parallelism": None, "parallelism": 200}) for o in keyed_graph.operators)})
    assert check(load(str(KEYED)), new).verdict != "compatible"
    out = tmp_path / "out"
    assert main(["migrate", str(KEYED), _manifest(new, tmp_path / "new.json"), "--out", str(out), "--no-progress"]) == 0
    printed = capsys.readouterr().out
    assert "max parallelism 128 → 512, keyed state re-sharded" in printed and "parallelism 200" in printed, printed
    with savepoint.open(str(out)) as sp:
        # stateless operators too: Flink checks every operator of a task with state (a
        # stateless sink chained to the stateful operator refused the restore on Flink 2.3)
        assert {o.uid: o.max_parallelism for o in sp.metadata.operators} == {o.uid: 512 for o in sp.metadata.operators}
        op = sp.operator("all-kinds")
        assert op.max_parallelism == 512
        for e in decode_keyed(op):
            key = e.key if e.key is not None else e.value.key
            assert e.key_group == key_group_of_hash(key, 512)
    assert check(load(str(out)), new).verdict == "compatible"


def test_union_state_become_split_is_refused_naming_the_plan_call(tmp_path, capsys):
    """A union list state NEW declares as split under the same name: Flink refuses
    ("Incompatible assignment mode"); no plan call changes the mode in place."""
    from flink_compat.graph.model import Distribution

    sp_dir = SAVEPOINT_FIXTURES / "operator-state-hashmap-canonical-inline-p2"
    new = _with_state(load(str(sp_dir)), "buffering-map", "summary", distribution=Distribution.SPLIT_DISTRIBUTE)
    out = tmp_path / "out"
    assert main(["migrate", str(sp_dir), _manifest(new, tmp_path / "new.json"), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "'summary': its distribution changes from UNION to SPLIT_DISTRIBUTE" in err, err
    assert "p.rename_state('buffering-map', 'summary', 'NEW_NAME')" in err and not out.exists()


def test_out_inside_the_savepoint_is_refused_also_through_a_symlink(keyed_graph, tmp_path, capsys):
    """The output would be written into the savepoint read: one line, exit 2, nothing written."""
    import shutil

    sp_dir = tmp_path / "sp"
    shutil.copytree(KEYED, sp_dir)
    manifest = _manifest(keyed_graph, tmp_path / "new.json")
    (tmp_path / "link").symlink_to(sp_dir)
    before = sorted(p.name for p in sp_dir.iterdir())
    for out in (sp_dir / "out", tmp_path / "link" / "out", tmp_path / "link" / "nested" / ".." / "out"):
        assert main(["migrate", str(sp_dir), manifest, "--out", str(out)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "is inside the savepoint read" in err, err
    # the savepoint named by its _metadata file, through the link
    assert main(["migrate", str(tmp_path / "link" / "_metadata"), manifest, "--out", str(sp_dir / "x")]) == 2
    assert "is inside the savepoint read" in capsys.readouterr().err
    assert sorted(p.name for p in sp_dir.iterdir()) == before


def test_stale_staging_of_a_dead_run_is_removed_and_a_live_ones_reported(keyed_graph, tmp_path, capsys):
    """A run killed before it removed its staging directory leaves ``.DIR.staging-HOST-PID-ID``;
    the next run removes it when that process is gone, and leaves (and names) one whose
    process still runs or that records no pid."""
    import socket
    import subprocess
    import sys

    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    host = socket.gethostname()
    stale = tmp_path / f".out.staging-{host}-{dead.pid}-0123456789ab"
    live = tmp_path / f".out.staging-{host}-{os.getpid()}-0123456789ab"
    old_style = tmp_path / ".out.staging-0123456789ab"
    for d in (stale, live, old_style):
        (d / ".parts").mkdir(parents=True)
    out = tmp_path / "out"
    assert main(["migrate", str(KEYED), _manifest(keyed_graph, tmp_path / "new.json"), "--out", str(out), "--no-progress"]) == 0
    err = capsys.readouterr().err
    assert not stale.exists() and f"removed {stale}" in err, err
    assert live.exists() and f"left {live}: staging directory of pid {os.getpid()} on {host}" in err
    assert old_style.exists() and f"left {old_style}" in err
    assert (out / "_metadata").exists()
    # no staging directory of this run is left beside DIR
    assert sorted(p.name for p in tmp_path.iterdir() if ".staging-" in p.name) == sorted(d.name for d in (live, old_style))


POJO_V1 = SAVEPOINT_FIXTURES / "pojo-v1-hashmap-canonical-inline-p1"


def _pojo_with(graph, update):
    """``graph`` with the ``customer`` POJO's fields changed by ``update(snapshot) -> fields``."""
    st = next(s for o in graph.operators if o.uid == "customers" for s in o.states if s.name == "customer")
    vs = st.value_serializer
    return _with_state(graph, "customers", "customer", value_serializer=vs.model_copy(update={"fields": update(vs)}))


@pytest.mark.parametrize("renamed", [True, False])
def test_an_added_field_that_may_be_primitive_is_refused_not_written_null(tmp_path, capsys, renamed):
    """A Long field added (or ``id`` renamed ``customerId`` without a plan): Flink leaves it
    at Java's default, 0 for a ``long`` (null cannot be set: the restore fails) or null for a
    ``Long``, and the snapshot does not say which; refused, naming the plan calls."""
    from flink_compat.schema_registry.families.pojo import PojoField

    def update(vs):
        if renamed:
            return tuple(sorted((f.model_copy(update={"name": "customerId"}) if f.name == "id" else f for f in vs.fields), key=lambda f: f.name))
        return tuple(sorted((*vs.fields, PojoField(name="visits", declaring_class=vs.pojo_class, serializer=SimpleSnapshot.named("Long"))), key=lambda f: f.name))

    new = _pojo_with(load(str(POJO_V1)), update)
    out = tmp_path / "out"
    assert main(["migrate", str(POJO_V1), _manifest(new, tmp_path / "new.json"), "--out", str(out)]) == 2
    err = capsys.readouterr().err
    field = "customerId" if renamed else "visits"
    assert err.count("\n") == 1 and f"field '{field}' (Long) is added to POJO" in err, err
    assert "p.convert_value('customers', 'customer', fn)" in err and not out.exists()
    assert ("p.rename_field(..., 'id', 'customerId')" in err) == renamed


def test_an_added_field_given_a_value_by_the_plan_and_an_added_string_field_are_written(tmp_path, capsys):
    """With ``p.convert_value`` the plan says the added field's value (here 0, as for a
    ``long``); a String field needs no plan (null is its default whatever the class)."""
    from flink_compat.schema_registry.families.pojo import PojoField

    def update(vs):
        added = [PojoField(name=n, declaring_class=vs.pojo_class, serializer=SimpleSnapshot.named(t)) for n, t in (("email", "String"), ("visits", "Long"))]
        return tuple(sorted((*vs.fields, *added), key=lambda f: f.name))

    new = _pojo_with(load(str(POJO_V1)), update)
    manifest = _manifest(new, tmp_path / "new.json")
    plan_file = tmp_path / "plan.py"
    plan_file.write_text("def plan(p):\n    p.convert_value('customers', 'customer', lambda v: {**v, 'email': None, 'visits': 0})\n")
    out = tmp_path / "out"
    assert main(["migrate", str(POJO_V1), manifest, "--out", str(out), "--plan", str(plan_file), "--no-progress"]) == 0, capsys.readouterr().err
    values = _values(out, "customers", "customer")
    assert values and all(v["visits"] == 0 and v["email"] is None for v in values.values())
    assert {k: v["id"] for k, v in values.items()} == {k: v["id"] for k, v in _values(POJO_V1, "customers", "customer").items()}
    # a String field alone is Flink's migration without a plan
    only_string = _pojo_with(load(str(POJO_V1)), lambda vs: tuple(sorted((*vs.fields, PojoField(name="email", declaring_class=vs.pojo_class, serializer=SimpleSnapshot.named("String"))), key=lambda f: f.name)))
    out2 = tmp_path / "out2"
    assert main(["migrate", str(POJO_V1), _manifest(only_string, tmp_path / "n2.json"), "--out", str(out2), "--no-progress"]) == 0
    assert all(v["email"] is None for v in _values(out2, "customers", "customer").values())


def test_the_output_is_proven_and_the_proof_is_printed(keyed_graph, tmp_path, capsys):
    """After writing, migrate checks its output against NEW and reads every entry with NEW's
    serializers; it says so, with the number of entries read."""
    new = _with_state(keyed_graph, "all-kinds", "sum", value_serializer=SimpleSnapshot.named("Long"))
    out = tmp_path / "out"
    assert main(["migrate", str(KEYED), _manifest(new, tmp_path / "new.json"), "--out", str(out), "--no-progress"]) == 0
    printed = capsys.readouterr().out
    from flink_compat.savepoint.decode import decode_operator

    with savepoint.open(str(out)) as sp:
        total = sum(1 for op in sp.operators for _ in [*decode_keyed(op), *decode_operator(op)])
    assert total and f"proved: check says compatible; {total:,} entries" in printed, printed


def test_an_output_whose_entries_do_not_read_fails_the_proof_and_is_removed(serializers_graph, tmp_path, capsys, monkeypatch):
    """A conversion that writes a byte too many (leftover bytes after each value): the
    rewrite succeeds, the proof reads the entries with NEW's serializer and fails: exit 1,
    nothing at DIR, no staging directory left."""
    from flink_compat.compat import migrate as migrate_module

    build = migrate_module._Convert._build
    monkeypatch.setattr(migrate_module._Convert, "_build", lambda self: (lambda fn: lambda data: fn(data) + b"\x00")(build(self)))
    new = _with_state(serializers_graph, "serializers", "int", value_serializer=SimpleSnapshot.named("Long"))
    out = tmp_path / "out"
    assert main(["migrate", str(SERIALIZERS), _manifest(new, tmp_path / "new.json"), "--out", str(out), "--no-progress"]) == 1
    err = capsys.readouterr().err
    assert "proof: operator serializers state 'int': failed: 5 of 5 entries" in err, err
    assert f"removed, nothing written to {out}" in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.json"]


def test_an_output_check_refuses_fails_the_proof(keyed_graph, tmp_path, capsys, monkeypatch):
    """A planning gap (here: the max parallelism left at 128 for NEW at parallelism 200):
    the checker on the output says incompatible; exit 1, nothing written."""
    from flink_compat.compat import migrate as migrate_module

    monkeypatch.setattr(migrate_module, "_new_max_parallelism", lambda *a: (None, ""))
    new = keyed_graph.model_copy(update={"max_parallelism": None, "operators": tuple(
        o.model_copy(update={"max_parallelism": None, "parallelism": 200}) for o in keyed_graph.operators)})
    out = tmp_path / "out"
    assert main(["migrate", str(KEYED), _manifest(new, tmp_path / "new.json"), "--out", str(out), "--no-progress"]) == 1
    err = capsys.readouterr().err
    assert "proof: check says incompatible" in err and "MAX_PARALLELISM_BELOW_PARALLELISM" in err, err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.json"]


def test_added_fields_of_known_java_types_are_written_as_flink_leaves_them(tmp_path):
    """NEW declares its fields' Java types (a job JAR's classes, a package's ``java_types``): a
    primitive ``long`` field added is written 0 (Java's default, what Flink's own migration
    leaves), a ``java.lang.Long`` one null; a field whose type NEW does not declare stays refused."""
    from flink_compat.schema_registry.families.pojo import PojoField

    def added_with(java_types):
        def update(vs):
            added = [PojoField(name=n, declaring_class=vs.pojo_class, serializer=SimpleSnapshot.named(t),
                               java_type=java_types.get(n))
                     for n, t in (("visits", "Long"), ("boxed", "Long"), ("flag", "Boolean"))]
            return tuple(sorted((*vs.fields, *added), key=lambda f: f.name))
        return update

    new = _pojo_with(load(str(POJO_V1)), added_with({"visits": "long", "boxed": "java.lang.Long", "flag": "boolean"}))
    out = tmp_path / "out"
    with savepoint.open(str(POJO_V1)) as sp:
        p = plan(sp, new)
        assert any("added primitive fields 'flag', 'visits': Java's default" in a for a in p.actions), p.actions
        rewrite(sp, p.rewrite, str(out))
    values = _values(out, "customers", "customer")
    assert values and all(v["visits"] == 0 and v["flag"] is False and v["boxed"] is None for v in values.values())
    assert check(load(str(out)), new).verdict == "compatible"
    unknown = _pojo_with(load(str(POJO_V1)), added_with({"visits": "long", "boxed": "java.lang.Long"}))
    with savepoint.open(str(POJO_V1)) as sp, pytest.raises(MigrationRefused, match=r"field 'flag' \(Boolean\) is added"):
        plan(sp, unknown)


FIDELITY_SCENARIOS = SAVEPOINT_FIXTURES.parents[1] / "fidelity" / "scenarios"
FIDELITY_SAVEPOINTS = SAVEPOINT_FIXTURES.parents[1] / "fidelity" / "savepoints"


def test_a_kryo_class_that_became_a_pojo_converts_with_the_job_that_took_the_savepoint(tmp_path, capsys):
    """The savepoint records no Kryo class's fields: without --old-query the conversion is refused
    (one line naming --old-query); with the old job, each value is read with its fields and
    written as the POJO (tests/migrate/flink_restore.py: Flink 2.3 restores it as is)."""
    from flink_compat.schema_registry.families.pojo import PojoValue

    name = "kryo-class-becomes-pojo"
    sp, v1, v2 = str(FIDELITY_SAVEPOINTS / name / "v1"), str(FIDELITY_SCENARIOS / name / "v1"), str(FIDELITY_SCENARIOS / name / "v2")
    out = tmp_path / "out"
    assert main(["migrate", sp, v2, "--out", str(out), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "Kryo Reading → POJO Reading" in err and "(--old-query)" in err and not out.exists()
    assert main(["migrate", sp, v2, "--out", str(out), "--old-query", v1, "--no-progress"]) == 0
    assert "converted Kryo Reading → POJO Reading field by field" in capsys.readouterr().out
    with savepoint.open(str(out)) as migrated:
        values = [e.value for e in decode_keyed(migrated.operator("stateful"), states=["s"])]
    assert values and all(isinstance(v, PojoValue) and set(v) == {"count", "label"} for v in values)
    assert sorted(v["label"] for v in values) == sorted(f"r{v['count']}" for v in values)
    # a plan's function gets each value read with the old job's fields
    plan = tmp_path / "plan.py"
    plan.write_text("from flink_compat.schema_registry.families.pojo import PojoValue\n\n\n"
                    "def plan(p):\n    p.convert_value('stateful', 's', lambda v: PojoValue('fidelity.Reading', "
                    "{'count': v['count'] * 2, 'label': v['label'].upper()}))\n")
    assert main(["migrate", sp, v2, "--out", str(tmp_path / "planned"), "--old-query", v1, "--plan", str(plan),
                 "--no-progress"]) == 0
    with savepoint.open(str(tmp_path / "planned")) as migrated:
        planned = [e.value for e in decode_keyed(migrated.operator("stateful"), states=["s"])]
    assert sorted((v["count"], v["label"]) for v in planned) == sorted((v["count"] * 2, v["label"].upper()) for v in values)
    # the job that took another savepoint is refused
    other = str(FIDELITY_SCENARIOS / "uid-renamed" / "v2")
    assert main(["migrate", sp, v2, "--out", str(out / "x"), "--old-query", other, "--no-progress"]) == 2
    assert "not the job that took the savepoint" in capsys.readouterr().err


def test_a_kryo_class_becomes_a_pojo_only_with_the_same_fields():
    from flink_compat.api import Types
    from flink_compat.schema_registry.migrate import crossing

    kryo = Types.GENERIC("com.acme.R", fields={"count": "long", "label": "java.lang.String"})
    assert callable(crossing(kryo, Types.POJO("com.acme.R", {"count": Types.LONG, "label": Types.STRING})))
    assert "not the Kryo class's" in crossing(kryo, Types.POJO("com.acme.R", {"count": Types.LONG}))
    assert "field count is long in the Kryo class and Int" in crossing(
        kryo, Types.POJO("com.acme.R", {"count": Types.INT, "label": Types.STRING}))
    assert "Flink has no conversion" in crossing(kryo, Types.POJO("com.acme.Other", {"count": Types.LONG, "label": Types.STRING}))
    assert "--old-query" in crossing(Types.GENERIC("com.acme.R"), Types.POJO("com.acme.R", {"count": Types.LONG}))


@pytest.mark.parametrize("new_java, null_fails", [
    ("long", "the class has it as a long: Flink cannot set null into it"),
    ("java.lang.Long", None),
    (None, "is not known (a job JAR says it)"),  # NEW without classes: a package
])
def test_a_kryo_class_made_a_pojo_fails_a_null_its_pojo_cannot_hold(new_java, null_fails):
    """Kryo's ``java.lang.Long`` field may hold null; the POJO's LongSerializer serves ``long``
    and ``Long`` alike, and Flink's restore cannot set null into a ``long`` field: a value with
    that null fails the rewrite (one line), where NEW's class has it as a primitive or NEW's
    Java types are not known; a value without converts."""
    from flink_compat.api import Types
    from flink_compat.compat import migrate as migrate_module
    from flink_compat.schema_registry.families.kryo import KryoObject

    kryo = Types.GENERIC("com.acme.R", fields={"count": "java.lang.Long", "label": "java.lang.String"})
    pojo = Types.POJO("com.acme.R", {"count": Types.LONG, "label": Types.STRING},
                      java_types=None if new_java is None else {"count": new_java})
    convert, written, how = migrate_module._value_fn(kryo, pojo, "op/s", keyed_values=True)
    assert written == pojo and "field by field" in how
    kryo_codec, pojo_codec = _codecs.codec_for(kryo), _codecs.codec_for(pojo)
    full = convert(kryo_codec.write(KryoObject("com.acme.R", {"count": 7, "label": "x"})))
    assert pojo_codec.decode_all(full, "t") == {"count": 7, "label": "x"}
    null = kryo_codec.write(KryoObject("com.acme.R", {"count": None, "label": "x"}))
    if null_fails is None:
        assert pojo_codec.decode_all(convert(null), "t") == {"count": None, "label": "x"}
    else:
        with pytest.raises(migrate_module.EntryFailed, match="op/s: a value (has|does not convert).*field count.* null") as e:
            convert(null)
        assert null_fails in str(e.value)


def test_flink_1_kryo_values_are_re_encoded_for_flink_2_with_the_job_that_took_them(tmp_path, capsys):
    """A Flink 1.20 savepoint (Kryo 2) and NEW on Flink 2.3 (Kryo 5): refused without the old job
    (Flink would misread the values); with it each value is read as Kryo 2 wrote it and written as
    Kryo 5 does, in Flink 2.3's metadata format (tests/migrate/flink_restore.py: Flink 2.3 restores
    it as is, every value intact)."""
    from flink_compat.api import Types
    from flink_compat.schema_registry.codecs import codec_for
    from flink_compat.schema_registry.families.kryo import with_kryo_major

    scenario = SAVEPOINT_FIXTURES.parents[1] / "migrate" / "scenarios" / "kryo-flink1-to-flink2"
    sp, v1, v2 = str(FIDELITY_SAVEPOINTS / "flink120-kryo-value" / "v1"), str(scenario / "v1"), str(scenario / "v2")
    out = tmp_path / "out"
    assert main(["migrate", sp, v2, "--out", str(out), "--no-progress"]) == 2
    assert "KRYO_STATE_ACROSS_FLINK_MAJOR" in capsys.readouterr().err and not out.exists()
    assert main(["migrate", sp, v2, "--out", str(out), "--old-query", v1, "--no-progress"]) == 0
    assert "re-encoded Reading" in capsys.readouterr().out
    layout = Types.GENERIC("fidelity.Reading", fields={"level": "double", "count": "long"})

    def readings(directory, kryo):
        with savepoint.open(directory) as s:
            version = s.version
            values = sorted((e.key, tuple(kryo.decode(e.value.data, 0)[0].values()))
                            for e in decode_keyed(s.operator("stateful"), states=["s"]))
        return version, values

    before = readings(sp, codec_for(with_kryo_major(layout, 2)))
    after = readings(str(out), codec_for(layout))
    assert before[0] == 4 and after[0] == 6
    assert after[1] == before[1] and any(level != int(level) for _k, (_count, level) in after[1])  # (count, level): Kryo's order


def test_a_null_that_news_primitive_field_cannot_hold_fails_the_proof(tmp_path, capsys):
    """``Long count`` became ``long count`` (NEW declares it: a job JAR's classes, here the package's
    ``java_types``): the state is copied, and the proof writes each value with NEW's serializer,
    which cannot hold a null there; Flink fails that restore ("Can not set long field
    fidelity.Reading.count to null value", fidelity scenario pojo-field-boxed-made-primitive-null).
    Without a null the savepoint is written (Flink restores it: ...-made-primitive)."""
    for name, rc in (("pojo-field-boxed-made-primitive-null", 1), ("pojo-field-boxed-made-primitive", 0)):
        out = tmp_path / name
        assert main(["migrate", str(FIDELITY_SAVEPOINTS / name / "v1"), str(FIDELITY_SCENARIOS / name / "v2"),
                     "--out", str(out), "--no-progress"]) == rc
        err = capsys.readouterr().err
        if rc:
            assert "2 of 4 entries do not read with NEW's serializer" in err and "field count is null" in err, err
            assert not out.exists()
        else:
            assert (out / "_metadata").is_file()
