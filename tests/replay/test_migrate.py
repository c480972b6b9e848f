"""Value migration per family (schema_registry.migrate), without Spark: what Flink does to a
value read with the old serializer before the new one writes it."""

from __future__ import annotations

import json

import pytest

from flink_compat.graph.types import Types
from flink_compat.schema_registry.codecs import codec_for
from flink_compat.schema_registry.families.avro import AvroSnapshot
from flink_compat.schema_registry.families.collections import ListSnapshot, MapSnapshot
from flink_compat.schema_registry.families.enum import EnumSnapshot
from flink_compat.schema_registry.families.nullable import NullableSnapshot
from flink_compat.schema_registry.families.opaque import OpaqueSnapshot
from flink_compat.schema_registry.families.pojo import PojoValue
from flink_compat.schema_registry.families.row import Row, RowSnapshot
from flink_compat.schema_registry.families.ttl import TtlSnapshot, TtlValue
from flink_compat.schema_registry.families.tuple import TupleSnapshot
from flink_compat.schema_registry.migrate import CannotVerify, MigrationError, identity, migrate, migrator

from .conftest import graph_of

LONG, STRING, INT = Types.LONG, Types.STRING, Types.INT
CUSTOMER = "flinkcompat.fixtures.model.Customer"


def _customer_snapshots():
    v1 = graph_of("pojo-v1-hashmap-canonical-inline-p1").operator("340cc430c22d2c1931c0a6ba59e7aa1b")
    v2 = graph_of("pojo-v2-field-added-hashmap-canonical-inline-p1").operator("340cc430c22d2c1931c0a6ba59e7aa1b")
    pick = lambda op: next(s for s in op.states if s.name == "customer").value_serializer  # noqa: E731
    return pick(v1), pick(v2)


def test_pojo_field_added_gets_null_and_keeps_the_new_field_order():
    old, new = _customer_snapshots()
    value = PojoValue(CUSTOMER, {"id": 4, "name": "c4", "tags": ["t4", "key-0"]})
    out = migrate(value, old, new)
    assert out == PojoValue(CUSTOMER, {"email": None, "id": 4, "name": "c4", "tags": ["t4", "key-0"]})
    assert list(out) == ["email", "id", "name", "tags"]  # Flink sorts POJO fields by name
    codec = codec_for(new)
    assert codec.decode_all(codec.write(out)) == out


def test_pojo_field_removed_is_dropped_and_null_stays_null():
    old, new = _customer_snapshots()
    out = migrate(PojoValue(CUSTOMER, {"email": "a@b", "id": 1, "name": None, "tags": None}), new, old)
    assert out == PojoValue(CUSTOMER, {"id": 1, "name": None, "tags": None})
    assert migrate(None, new, old) is None


def test_pojo_field_of_another_type_breaks_the_entry():
    old, new = _customer_snapshots()
    fields = tuple(f.model_copy(update={"serializer": STRING}) if f.name == "id" else f for f in new.fields)
    changed = new.model_copy(update={"fields": fields})
    with pytest.raises(MigrationError, match="Long to String"):
        migrate(PojoValue(CUSTOMER, {"id": 1, "name": "x", "tags": None}), old, changed)
    # a null field has nothing to convert: that entry migrates
    assert migrate(PojoValue(CUSTOMER, {"id": None, "name": "x", "tags": None}), old, changed)["id"] is None


def test_same_serializer_is_identity():
    assert migrator(LONG, LONG) is identity
    assert migrate(5, LONG, LONG) == 5


def test_simple_types_never_convert():
    with pytest.raises(MigrationError, match="Long to Int"):
        migrate(5, LONG, INT)


def test_enum_constant_removed_breaks_only_values_that_hold_it():
    old = EnumSnapshot(enum_class="Color", constants=("RED", "GREEN", "BLUE"))
    new = EnumSnapshot(enum_class="Color", constants=("RED", "GREEN"))
    assert migrate("RED", old, new) == "RED"
    with pytest.raises(MigrationError, match="BLUE"):
        migrate("BLUE", old, new)
    appended = EnumSnapshot(enum_class="Color", constants=("GREEN", "RED", "BLUE", "BLACK"))
    assert migrator(old, appended) is identity  # reconfiguration: values unchanged


def test_nullable_list_map_tuple_row_nest():
    old_enum = EnumSnapshot(enum_class="Color", constants=("RED", "BLUE"))
    new_enum = EnumSnapshot(enum_class="Color", constants=("RED",))
    nullable = lambda s: NullableSnapshot(inner=s)  # noqa: E731
    assert migrate(None, nullable(old_enum), nullable(new_enum)) is None
    assert migrate(["RED", "RED"], ListSnapshot(element=old_enum), ListSnapshot(element=new_enum)) == ["RED", "RED"]
    with pytest.raises(MigrationError):
        migrate({"a": "BLUE"}, MapSnapshot(key=STRING, value=old_enum), MapSnapshot(key=STRING, value=new_enum))
    assert migrate({"a": None}, MapSnapshot(key=STRING, value=old_enum), MapSnapshot(key=STRING, value=new_enum)) == {"a": None}
    t_old = TupleSnapshot(tuple_class="org.apache.flink.api.java.tuple.Tuple2", fields=(STRING, old_enum))
    t_new = TupleSnapshot(tuple_class="org.apache.flink.api.java.tuple.Tuple2", fields=(STRING, new_enum))
    assert migrate(("k", "RED"), t_old, t_new) == ("k", "RED")
    t3 = TupleSnapshot(tuple_class="org.apache.flink.api.java.tuple.Tuple3", fields=(STRING, new_enum, LONG))
    with pytest.raises(MigrationError, match="2 fields became 3"):
        migrate(("k", "RED"), t_old, t3)
    r_old, r_new = RowSnapshot(fields=(LONG, old_enum)), RowSnapshot(fields=(LONG, new_enum), supports_row_kind=False)
    assert migrate(Row("-U", (1, None)), r_old, r_new) == Row("+I", (1, None))


def test_ttl_switched_on_wraps_with_the_restore_time_and_off_unwraps():
    ttl = TtlSnapshot(timestamp=LONG, value=STRING)
    on = migrate("v", STRING, ttl)
    assert isinstance(on, TtlValue) and on.value == "v" and on.timestamp > 1_600_000_000_000
    assert migrate(TtlValue("v", 13), ttl, STRING) == "v"
    assert migrate(TtlValue("v", 13), ttl, ttl) == TtlValue("v", 13)
    # inside a list (ListState with TTL: the elements are wrapped)
    assert migrate([TtlValue("a", 1)], ListSnapshot(element=ttl), ListSnapshot(element=STRING)) == ["a"]


_ADDRESS_V1 = {
    "type": "record", "name": "Address", "namespace": "example.avro",
    "fields": [{"name": "num", "type": "int"}, {"name": "street", "type": "string"}],
}
_ADDRESS_V2 = {
    "type": "record", "name": "Address", "namespace": "example.avro",
    "fields": [
        {"name": "num", "type": "long"},  # int → long promotion
        {"name": "street", "type": "string"},
        {"name": "country", "type": ["null", "string"], "default": None},  # added with a default
        {"name": "code", "type": "string", "default": "n/a"},
    ],
}


def _avro(schema, record_class="org.apache.avro.generic.GenericRecord") -> AvroSnapshot:
    return AvroSnapshot(runtime_type=record_class, avro_schema=json.dumps(schema))


def test_avro_reader_writer_resolution_through_flinks_encoding():
    """A generated record class: Flink reads the old data with the new schema (Avro's
    resolution)."""
    old, new = _avro(_ADDRESS_V1, "example.avro.Address"), _avro(_ADDRESS_V2, "example.avro.Address")
    out = migrate({"num": 239, "street": "Baker Street"}, old, new)
    assert out == {"num": 239, "street": "Baker Street", "country": None, "code": "n/a"}
    codec = codec_for(new)  # Flink's AvroSerializer bytes (DataOutputEncoder), not Avro's
    assert codec.decode_all(codec.write(out)) == out
    # a field the reader needs and the writer never had, without a default: breaks
    strict = dict(_ADDRESS_V2, fields=[*_ADDRESS_V2["fields"], {"name": "zip", "type": "string"}])
    with pytest.raises(MigrationError, match="Avro schema resolution"):
        migrate({"num": 1, "street": "s"}, old, _avro(strict, "example.avro.Address"))


def test_generic_records_migrate_as_flink_does_by_position():
    """GenericRecords: Flink writes the old record with the new schema field by position.
    Fields appended: no old value there (Flink fails); a trailing field removed and a
    number widened: the same as Avro's resolution; a field replaced in place: shifted;
    a union promotion: depends on the value (cannot be verified here)."""
    old = _avro(_ADDRESS_V1)
    with pytest.raises(MigrationError, match=r'by field position: example.avro.Address: record .* field "country" \(position 2\) has no old value'):
        migrate({"num": 239, "street": "Baker Street"}, old, _avro(_ADDRESS_V2))
    trimmed = dict(_ADDRESS_V1, fields=[{"name": "num", "type": "long"}])
    assert migrate({"num": 239, "street": "Baker Street"}, old, _avro(trimmed)) == {"num": 239}
    replaced = dict(_ADDRESS_V1, fields=[{"name": "num", "type": "int"}, {"name": "city", "type": "string", "default": ""}])
    with pytest.raises(MigrationError, match='field "city" \\(position 1\\) takes the values of the old field "street"'):
        migrate({"num": 1, "street": "s"}, old, _avro(replaced))
    # where it depends on the value, each value is written as Flink's writer would
    in_union = _avro(dict(_ADDRESS_V1, fields=[{"name": "num", "type": ["null", "int"]}]))
    wider = _avro(dict(_ADDRESS_V1, fields=[{"name": "num", "type": ["null", "long"]}]))
    assert migrate({"num": None}, in_union, wider) == {"num": None}
    with pytest.raises(MigrationError, match=r"UnresolvedUnionException: not in union \['null', 'long'\]: a int value"):
        migrate({"num": 1}, in_union, wider)
    colors = {"type": "enum", "name": "Color", "symbols": ["RED", "GREEN"]}
    fewer = {"type": "enum", "name": "Color", "symbols": ["RED"], "default": "RED"}
    old_enum, new_enum = (_avro(dict(_ADDRESS_V1, fields=[{"name": "c", "type": t}])) for t in (colors, fewer))
    assert migrate({"c": "RED"}, old_enum, new_enum) == {"c": "RED"}
    with pytest.raises(MigrationError, match="enum value 'GREEN' is not in example.avro.Color's symbols"):
        migrate({"c": "GREEN"}, old_enum, new_enum)
    # an int of ["int", "long"]: which branch it was written as is not in the decoded value
    both = _avro(dict(_ADDRESS_V1, fields=[{"name": "n", "type": ["int", "long"]}]))
    narrower = _avro(dict(_ADDRESS_V1, fields=[{"name": "n", "type": ["long", "double"]}]))
    with pytest.raises(CannotVerify, match="which branch"):
        migrate({"n": 1}, both, narrower)


def test_java_number_conversions_of_the_positional_write():
    from flink_compat.schema_registry.families.avro import _java_float, _java_int

    assert [_java_int(v, 32) for v in (2**31, -(2**31) - 1, 7, -7)] == [-(2**31), 2**31 - 1, 7, -7]
    assert [_java_int(v, 32) for v in (float("nan"), 1e12, -1e12, -2.7)] == [0, 2**31 - 1, -(2**31), -2]
    assert _java_int(2**63, 64) == -(2**63) and _java_float(0.1) == 0.10000000149011612


def test_custom_serializers_cannot_be_verified():
    custom = OpaqueSnapshot(snapshot_class="com.example.MySerializerSnapshot", version=1)
    other = OpaqueSnapshot(snapshot_class="com.example.MySerializerSnapshot", version=2)
    with pytest.raises(CannotVerify):
        migrate(b"x", custom, other)
