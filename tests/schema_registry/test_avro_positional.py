"""Flink's migration of Avro GenericRecord state by field position
(``families.avro.positional_issues``), against what Flink 2.3 did with flink-avro for each
case: the resolver's verdict, and whether the migrated values are Avro's resolution
("-": none), silently shifted, or the migration throws (RocksDB: at restore; hashmap: at the
first checkpoint). Cases are numbered as in that experiment."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from flink_compat.schema_registry.families.avro import FAILS, MAY_FAIL, SHIFTED, positional_issues, resolve_schemas

S = "string"


def rec(fields, name="R"):
    return json.dumps({"type": "record", "name": name, "namespace": "t", "fields": fields})
S = "string"
CASES = {
 "01 append nullable": (rec([{"name":"a","type":"int"},{"name":"b","type":S},{"name":"c","type":S}]), rec([{"name":"a","type":"int"},{"name":"b","type":S},{"name":"c","type":S},{"name":"d","type":["null",S],"default":None}])),
 "02 remove last": (rec([{"name":"a","type":"int"},{"name":"b","type":S},{"name":"c","type":S}]), rec([{"name":"a","type":"int"},{"name":"b","type":S}])),
 "03a remove middle same": (rec([{"name":"a","type":S},{"name":"b","type":S},{"name":"c","type":S}]), rec([{"name":"a","type":S},{"name":"c","type":S}])),
 "03b remove middle other": (rec([{"name":"a","type":"int"},{"name":"b","type":S},{"name":"c","type":"int"}]), rec([{"name":"a","type":"int"},{"name":"c","type":"int"}])),
 "19 long removed, int after": (rec([{"name":"a","type":"int"},{"name":"b","type":"long"},{"name":"c","type":"int"}]), rec([{"name":"a","type":"int"},{"name":"c","type":"int"}])),
 "04 alias rename": (rec([{"name":"a","type":"int"},{"name":"b","type":S}]), rec([{"name":"a","type":"int"},{"name":"bb","type":S,"aliases":["b"]}])),
 "05a int->long": (rec([{"name":"a","type":"int"}]), rec([{"name":"a","type":"long"}])),
 "05b float->double": (rec([{"name":"a","type":"float"}]), rec([{"name":"a","type":"double"}])),
 "06a swap strings": (rec([{"name":"a","type":S},{"name":"b","type":S}]), rec([{"name":"b","type":S},{"name":"a","type":S}])),
 "06b swap int/string": (rec([{"name":"a","type":"int"},{"name":"b","type":S}]), rec([{"name":"b","type":S},{"name":"a","type":"int"}])),
 "07a enum appended": (rec([{"name":"k","type":{"type":"enum","name":"K","symbols":["A","B"]}}]), rec([{"name":"k","type":{"type":"enum","name":"K","symbols":["A","B","C"]}}])),
 "07b enum front": (rec([{"name":"k","type":{"type":"enum","name":"K","symbols":["A","B"]}}]), rec([{"name":"k","type":{"type":"enum","name":"K","symbols":["C","A","B"]}}])),
 "07c enum removed": (rec([{"name":"k","type":{"type":"enum","name":"K","symbols":["A","B"]}}]), rec([{"name":"k","type":{"type":"enum","name":"K","symbols":["A"],"default":"A"}}])),
 "08 nested appended": (rec([{"name":"n","type":{"type":"record","name":"N","fields":[{"name":"x","type":"int"}]}}]), rec([{"name":"n","type":{"type":"record","name":"N","fields":[{"name":"x","type":"int"},{"name":"y","type":["null","int"],"default":None}]}}])),
 "20 array of records gains": (rec([{"name":"l","type":{"type":"array","items":{"type":"record","name":"N","fields":[{"name":"x","type":"int"}]}}}]), rec([{"name":"l","type":{"type":"array","items":{"type":"record","name":"N","fields":[{"name":"x","type":"int"},{"name":"y","type":["null","int"],"default":None}]}}}])),
 "09 union int->long": (rec([{"name":"a","type":["null","int"]}]), rec([{"name":"a","type":["null","long"]}])),
 "16 int -> [null,int]": (rec([{"name":"a","type":"int"}]), rec([{"name":"a","type":["null","int"]}])),
 "18 union record renamed ns": (rec([{"name":"n","type":["null",{"type":"record","name":"N","namespace":"u","fields":[{"name":"x","type":"int"}]}]}]), rec([{"name":"n","type":["null",{"type":"record","name":"N","namespace":"v","aliases":["u.N"],"fields":[{"name":"x","type":"int"}]}]}])),
 "10 default in middle": (rec([{"name":"a","type":"int"},{"name":"c","type":"int"}]), rec([{"name":"a","type":"int"},{"name":"b","type":S,"default":"dflt"},{"name":"c","type":"int"}])),
 "13 legacy->country": (rec([{"name":"a","type":"int"},{"name":"legacy","type":["null",S]}]), rec([{"name":"a","type":"int"},{"name":"country","type":["null",S],"default":None}])),
 "14 string->bytes": (rec([{"name":"a","type":S}]), rec([{"name":"a","type":"bytes"}])),
 "11a doc/alias": (rec([{"name":"a","type":"int"}]), json.dumps({"type":"record","name":"R","namespace":"t","doc":"d","aliases":["t.Old"],"fields":[{"name":"a","type":"int","aliases":["z"],"doc":"x"}]})),
 "11b namespace": (rec([{"name":"a","type":"int"}]), json.dumps({"type":"record","name":"R","namespace":"t2","aliases":["t.R"],"fields":[{"name":"a","type":"int"}]})),
}

#: What Flink 2.3 did: the issues' kinds (None: the resolver said AS_IS, nothing migrates).
FLINK = {'01 append nullable': ['fails'], '02 remove last': [], '03a remove middle same': ['shifted'], '03b remove middle other': ['fails'], '19 long removed, int after': ['shifted'], '04 alias rename': [], '05a int->long': [], '05b float->double': [], '06a swap strings': ['shifted', 'shifted'], '06b swap int/string': ['fails', 'fails'], '07a enum appended': [], '07b enum front': [], '07c enum removed': ['may-fail'], '08 nested appended': ['fails'], '20 array of records gains': ['fails'], '09 union int->long': ['may-fail'], '16 int -> [null,int]': [], '18 union record renamed ns': ['may-fail'], '10 default in middle': ['fails'], '13 legacy->country': ['shifted'], '14 string->bytes': ['fails'], '11a doc/alias': None, '11b namespace': []}


@pytest.mark.parametrize("name", sorted(CASES))
def test_positional_migration_matches_flink(name):
    old, new = CASES[name]
    res = resolve_schemas(old, new)
    if FLINK[name] is None:
        assert res.compatibility.name == "COMPATIBLE_AS_IS"
        return
    assert res.compatibility.name == "COMPATIBLE_AFTER_MIGRATION"
    assert sorted(i.kind for i in positional_issues(old, new)) == sorted(FLINK[name])


def test_issues_name_the_field_and_what_it_gets():
    (issue,) = positional_issues(*CASES["13 legacy->country"])
    assert (issue.kind, issue.where) == (SHIFTED, "t.R.country")
    assert issue.message == 'field "country" (position 1) takes the values of the old field "legacy"'
    (issue,) = positional_issues(*CASES["20 array of records gains"])
    assert issue.conditional and issue.where == "t.R.l[]" and '"y" (position 1) has no old value' in issue.message


_TYPES = st.sampled_from(["int", "long", "float", "double", "string", "boolean", "bytes"])
_FIELDS = st.lists(_TYPES, min_size=1, max_size=6)


@settings(max_examples=200, deadline=None)
@given(_FIELDS, st.data())
def test_removing_trailing_fields_and_widening_keeps_the_values(types, data):
    """Fields kept at their positions (a prefix), numbers widened: Flink's positional write
    gives Avro's resolution."""
    keep = data.draw(st.integers(1, len(types)))
    widen = {"int": "long", "long": "double", "float": "double"}
    old = rec([{"name": f"f{i}", "type": t} for i, t in enumerate(types)])
    new = rec([{"name": f"f{i}", "type": widen.get(t, t) if data.draw(st.booleans()) else t} for i, t in enumerate(types[:keep])])
    if resolve_schemas(old, new).compatibility.name == "COMPATIBLE_AFTER_MIGRATION":
        assert positional_issues(old, new) == ()


@settings(max_examples=200, deadline=None)
@given(_FIELDS, _TYPES)
def test_a_field_added_anywhere_fails(types, added):
    old = rec([{"name": f"f{i}", "type": t} for i, t in enumerate(types)])
    at = len(types) // 2
    fields = [{"name": f"f{i}", "type": t} for i, t in enumerate(types)]
    fields.insert(at, {"name": "added", "type": ["null", added], "default": None})
    kinds = {i.kind for i in positional_issues(old, rec(fields))}
    assert FAILS in kinds or MAY_FAIL in kinds


_VALUES = {
    "int": st.integers(-(2**31), 2**31 - 1), "long": st.integers(-(2**63), 2**63 - 1),
    "float": st.floats(width=32, allow_nan=False), "double": st.floats(allow_nan=False),
    "string": st.text(max_size=5), "boolean": st.booleans(), "bytes": st.binary(max_size=5),
}


@settings(max_examples=200, deadline=None)
@given(_FIELDS, st.data())
def test_where_nothing_is_positional_flinks_write_is_avros_resolution(types, data):
    """With no issue, Flink's positional write gives what Avro's schema resolution reads."""
    from flink_compat.schema_registry.families.avro import avro_migrator_for_schemas, positional_migrator

    keep = data.draw(st.integers(1, len(types)))
    widen = {"int": "long", "long": "double", "float": "double"}
    old = rec([{"name": f"f{i}", "type": t} for i, t in enumerate(types)])
    new = rec([{"name": f"f{i}", "type": widen.get(t, t) if data.draw(st.booleans()) else t} for i, t in enumerate(types[:keep])])
    if resolve_schemas(old, new).compatibility.name != "COMPATIBLE_AFTER_MIGRATION" or positional_issues(old, new):
        return
    value = {f"f{i}": data.draw(_VALUES[t]) for i, t in enumerate(types)}
    assert positional_migrator(old, new, "R")(value) == avro_migrator_for_schemas(old, new, "R")(value)
