"""Flink 2.3 fixtures (``tests/fixtures/savepoints/*``): every value recorded in each
fixture's ``FIXTURE.json`` is found in the savepoint, exactly.

The assertions are generic, driven by FIXTURE.json (schema: ``tests/fixtures/generator/
README.md``), so a new fixture is covered by adding its directory.
"""

from __future__ import annotations

import json
from collections import defaultdict
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path

import pytest

from flink_compat import savepoint
from flink_compat.savepoint.decode import decode_keyed, decode_operator
from flink_compat.savepoint.inspect import inspect_savepoint, render_inspect

from .conftest import fixture_dirs

FIXTURES = fixture_dirs()
if not FIXTURES:
    pytest.skip("no savepoint fixtures under tests/fixtures/savepoints", allow_module_level=True)

ROW_KINDS = {"+I": "INSERT", "-U": "UPDATE_BEFORE", "+U": "UPDATE_AFTER", "-D": "DELETE"}
KRYO = "org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer"


def fx(v):
    """A decoded value in FIXTURE.json's encoding (see the generator README)."""
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    name = type(v).__name__
    if name == "MapKey":
        return fx(v.value)
    if name == "VoidNamespaceType":
        return "VoidNamespace"
    if name == "TimeWindow":
        return {"start": v.start, "end": v.end}
    if name == "PojoValue":
        return {"@class": v.pojo_class, **{k: fx(x) for k, x in v.items()}}
    if name == "Row":
        return {"kind": ROW_KINDS[v.kind], "fields": [fx(x) for x in v.fields]}
    if name == "KryoValue":
        return {"@kryo": v.registration_id}
    if name == "TtlValue":  # FIXTURE.json holds what the user's code read: the value
        return fx(v.value)
    if isinstance(v, dict):
        if all(isinstance(k, str) for k in v):
            return {k: fx(x) for k, x in v.items()}
        return sorted(([fx(k), fx(x)] for k, x in v.items()), key=json.dumps)
    if isinstance(v, (list, tuple)):
        return [fx(x) for x in v]
    if isinstance(v, bytes):
        return v.hex()
    if isinstance(v, Decimal):  # SQL DECIMAL: plain, with its scale
        return format(v, "f")
    if isinstance(v, datetime):  # SQL TIMESTAMP(_LTZ): 3 fraction digits, 6 or 9 when needed
        nanos = v.microsecond * 1000 + getattr(v, "nanosecond", 0)
        digits = 3 if nanos % 1_000_000 == 0 else 6 if nanos % 1000 == 0 else 9
        return v.strftime("%Y-%m-%dT%H:%M:%S.") + f"{nanos:09d}"[:digits]
    if isinstance(v, date):  # SQL DATE
        return v.isoformat()
    raise AssertionError(f"no FIXTURE.json encoding for {v!r}")


def key_of(value) -> str:
    return json.dumps(value, sort_keys=True)


def fixture_params():
    """(directory, FIXTURE.json) per fixture; a retained checkpoints fixture once per
    checkpoint (they hold the same state) and once as its job directory (the latest one)."""
    out = []
    for d in FIXTURES:
        fixture = json.loads((d / "FIXTURE.json").read_text())
        out.append(pytest.param((d, fixture), id=d.name))
        for chk in sorted(d.glob("chk-*")):
            out.append(pytest.param((chk, fixture), id=f"{d.name}/{chk.name}"))
    return out


def _root(d: Path) -> Path:
    """The fixture's own directory (a checkpoint's job directory)."""
    return d.parent if d.name.startswith("chk-") else d


def _value_serializer(info):
    """The user's serializer snapshot: inside Flink's TTL serializer when TTL is on."""
    vs = info.value_serializer
    return vs.value if type(vs).__name__ == "TtlSnapshot" else vs


@pytest.fixture(params=fixture_params())
def case(request):
    d, fixture = request.param
    with savepoint.open(d) as sp:
        yield d, fixture, sp


def test_header_operators_and_files(case):
    d, fx_json, sp = case
    assert sp.version == fx_json["metadata_header"]["version"]
    if fx_json["savepoint_format"] == "checkpoint":
        assert sp.is_savepoint is False
        if d.name.startswith("chk-"):
            assert sp.checkpoint_id == int(d.name[4:])
        else:
            assert sp.metadata_path == str((d / fx_json["latest_checkpoint"] / "_metadata").resolve())
    else:
        assert sp.is_savepoint is True
        assert sp.format_type == fx_json["savepoint_format"].upper()
    for f in fx_json["files"]:
        assert (_root(d) / f["path"]).is_file(), f
        assert (_root(d) / f["path"]).stat().st_size == f["bytes"]
    ids = {op.operator_id for op in sp.operators}
    for op_json in fx_json["operators"]:
        assert op_json["operator_id"] in ids, op_json["uid"]
        op = sp.operator(op_json["operator_id"])
        assert op.parallelism == op_json["parallelism"]
        assert op.max_parallelism == op_json["max_parallelism"]
        assert op.uid in (op_json["uid"], None)
        # Flink 2.x stores the uid: it is also how the operator is found (SQL operators
        # have none: table.exec.uid.generation PLAN_ONLY)
        if op_json["uid"] is not None:
            assert sp.operator(op_json["uid"]).operator_id == op_json["operator_id"]


class MapKey:
    """A decoded map key that Python cannot hash (a SQL row with an ARRAY field), by its JSON."""

    def __init__(self, value):
        self.value = value
        self.text = key_of(fx(value))

    def __hash__(self):
        return hash(self.text)

    def __eq__(self, other):
        return isinstance(other, MapKey) and other.text == self.text


def _hashable(v) -> bool:
    try:
        hash(v)
    except TypeError:
        return False
    return True


def _subtask_of(kg: int, p: int, max_p: int) -> int:
    return kg * p // max_p


def test_keyed_states_serializers_and_values(case):
    d, fx_json, sp = case
    checked = 0
    for op_json in fx_json["operators"]:
        states = op_json.get("keyed_states") or []
        timers = op_json.get("timer_services") or []
        if not states and not timers:
            continue
        op = sp.operator(op_json["operator_id"])
        meta = op.keyed_meta
        assert meta.key_serializer.snapshot_class == op_json["key"]["serializer"]["snapshot_class"]
        by_name = {s.name: s for s in meta.states}
        for ks in states:
            info = by_name[ks["name"]]
            assert info.kind == ks["kind"]
            assert _value_serializer(info).snapshot_class == ks["serializer"]["snapshot_class"]
            assert info.namespace_serializer.snapshot_class == ks["namespace_serializer"]["snapshot_class"]
        for ts in timers:
            for domain in ("event_time", "processing_time"):
                assert ts[domain]["state_name"] in by_name
                assert by_name[ts[domain]["state_name"]].kind == "PRIORITY_QUEUE"
        layouts = op.keyed_layouts()
        assert layouts == ({"canonical"} if fx_json["savepoint_format"] == "canonical" else {"native"})
        # decode everything, per subtask, and group as FIXTURE.json does
        actual: dict[str, dict] = defaultdict(dict)
        actual_timers: dict[str, set] = defaultdict(set)
        for index, _h in op.keyed_handles():
            for e in decode_keyed(op, subtasks=[index]):
                assert _subtask_of(e.key_group, op.parallelism, op.max_parallelism) == index
                info = by_name[e.state]
                if info.kind == "PRIORITY_QUEUE":
                    t = e.value
                    actual_timers[e.state].add((key_of(fx(t.key)), key_of(fx(t.namespace)), t.timestamp, e.key_group, index))
                    continue
                k = (key_of(fx(e.key)), key_of(fx(e.namespace)))
                if info.kind == "MAP":
                    slot = actual[e.state].setdefault(k, {"key_group": e.key_group, "subtask": index, "value": {}})
                    # SQL rows holding lists or maps are not hashable: their JSON is the key
                    user_key = e.user_key if _hashable(e.user_key) else MapKey(e.user_key)
                    slot["value"][user_key] = e.value
                else:
                    assert k not in actual[e.state], f"duplicate entry {k} in {e.state}"
                    actual[e.state][k] = {"key_group": e.key_group, "subtask": index, "value": e.value}
        for ks in states:
            got = actual[ks["name"]]
            expected = {(key_of(x["key"]), key_of(x["namespace"])): x for x in ks["entries"]}
            assert set(got) == set(expected), ks["name"]
            for k, x in expected.items():
                g = got[k]
                assert (g["key_group"], g["subtask"]) == (x["key_group"], x["subtask"]), (ks["name"], k)
                value = fx(g["value"])
                if ks["serializer"]["class"] == KRYO:
                    # Kryo values are kept as raw bytes with their class tag (no decoder for
                    # the user's class): the class registration is what can be checked.
                    assert set(value) == {"@kryo"} and x["value"]["@class"]
                    continue
                if isinstance(g["value"], dict) and isinstance(x["value"], list):
                    # a map with non-string keys: pairs, in no particular order
                    assert value == sorted(x["value"], key=json.dumps), (ks["name"], k)
                elif ks["kind"] == "LIST" and op_json.get("internal_state"):
                    # built-in operators' state is modelled by the generator, which does not
                    # know the arrival order of records from parallel upstream subtasks
                    assert sorted(value, key=json.dumps) == sorted(x["value"], key=json.dumps), (ks["name"], k)
                else:
                    assert value == x["value"], (ks["name"], k)
                checked += 1
        for ts in timers:
            for domain in ("event_time", "processing_time"):
                name = ts[domain]["state_name"]
                expected = {
                    (key_of(t["key"]), key_of(t["namespace"]), t["timestamp"], t["key_group"], t["subtask"]) for t in ts[domain]["timers"]
                }
                assert actual_timers[name] == expected, name
                checked += len(expected)
    if any(o.get("keyed_states") for o in fx_json["operators"]):
        assert checked > 0


def test_operator_states(case):
    d, fx_json, sp = case
    for op_json in fx_json["operators"]:
        for os_json in op_json.get("operator_states") or []:
            op = sp.operator(op_json["operator_id"])
            meta = op.operator_meta
            infos = {s.name: s for s in meta.operator_states + meta.broadcast_states}
            info = infos[os_json["name"]]
            assert info.kind == os_json["mode"]
            for _i, h in op.operator_handles():
                assert h.states[os_json["name"]].mode == os_json["mode"]
            per_subtask: dict[int, list] = defaultdict(list)
            for e in decode_operator(op, states=[os_json["name"]]):
                assert e.mode == os_json["mode"]
                per_subtask[e.subtask].append(e)
            expected = {int(k): v for k, v in os_json["per_subtask"].items()}
            assert set(per_subtask) == set(expected)
            for sub, want in expected.items():
                got = per_subtask[sub]
                if os_json["mode"] == "BROADCAST":
                    assert {e.key: fx(e.value) for e in got} == want
                elif os_json["java_type"] == "byte[]":
                    assert [e.value.hex() for e in got] == [w["state_bytes_hex"] for w in want]
                else:
                    assert [fx(e.value) for e in got] == want


@pytest.mark.parametrize("param", [p for p in fixture_params() if p.values[0][1]["savepoint_format"] == "native"])
def test_native_fixtures_list_rocksdb_files(param):
    d, fx_json = param
    data = inspect_savepoint(d)
    kinds = {f["kind"] for o in data["operators"] for f in o["native_files"]}
    assert {"sst", "MANIFEST", "CURRENT", "OPTIONS"} <= kinds
    hints = {f["kind_hint"] for f in fx_json["files"]}
    if "rocksdb-sst" in hints:
        stored = {Path(f["stored_as"]).name for o in data["operators"] for f in o["native_files"] if f["kind"] == "sst"}
        assert stored & {f["path"] for f in fx_json["files"] if f["kind_hint"] == "rocksdb-sst"}


def test_inspect_json_and_text(case):
    d, fx_json, sp = case
    data = inspect_savepoint(sp, entries=3)
    json.dumps(data)
    text = render_inspect(data)
    for op_json in fx_json["operators"]:
        for ks in op_json.get("keyed_states") or []:
            assert ks["name"] in text
        for os_json in op_json.get("operator_states") or []:
            assert os_json["name"] in text
    ops = {o["operator_id"]: o for o in data["operators"]}
    for op_json in fx_json["operators"]:
        o = ops[op_json["operator_id"]]
        names = {s["name"]: s for s in o["states"]}
        for ks in op_json.get("keyed_states") or []:
            s = names[ks["name"]]
            assert s["kind"] == ks["kind"]
            value_class = s["serializers"]["VALUE_SERIALIZER"]["class"]
            if fx_json["generator"]["params"].get("ttl") == "true":
                # the value (LIST: element, MAP: map value) in Flink's TTL wrapper
                assert "ttl.TtlStateFactory$TtlSerializerSnapshot" in json.dumps(s["serializers"]["VALUE_SERIALIZER"])
            else:
                assert value_class == ks["serializer"]["snapshot_class"]
            if ks["kind"] != "MAP":
                assert s["entries"] == len(ks["entries"])
