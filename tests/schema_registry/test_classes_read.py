"""The classes Flink resolves by name when it reads a serializer snapshot (``classes_read``):
what a restore fails without, even for a state the new job no longer declares.

From Flink's readers: ``TypeSerializerSnapshot.readVersionedSnapshot`` resolves every
snapshot's class; ``PojoSerializerSnapshotData``, ``KryoSerializerSnapshotData``,
``EnumSerializerSnapshot``, ``TupleSerializerSnapshot``, ``GenericArraySerializerSnapshot``,
``GenericTypeSerializerSnapshot`` (Value types) and ``AvroSerializerSnapshot`` (version 2 on)
resolve the type's class with ``InstantiationUtil.resolveClassByName``; a POJO's fields and
subclasses, and Kryo's registrations, are read leniently (logged and left out). The POJO,
Kryo and operator-state cases are proven on Flink by tests/fidelity's ``*-dropped-class-*``.
"""

from __future__ import annotations

import pytest

from flink_compat.graph.types import Types
from flink_compat.schema_registry import classes_read
from flink_compat.schema_registry.families.avro import AvroSnapshot

POJO = "org.apache.flink.api.java.typeutils.runtime.PojoSerializerSnapshot"
KRYO = "org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializerSnapshot"
ENUM = "org.apache.flink.api.common.typeutils.base.EnumSerializer$EnumSerializerSnapshot"
TUPLE = "org.apache.flink.api.java.typeutils.runtime.TupleSerializerSnapshot"
LIST = "org.apache.flink.api.common.typeutils.base.ListSerializerSnapshot"
LONG = "org.apache.flink.api.common.typeutils.base.LongSerializer$LongSerializerSnapshot"
AVRO_SCHEMA = '{"type": "record", "name": "Event", "namespace": "com.acme", "fields": [{"name": "id", "type": "long"}]}'

CASES = [
    ("long", Types.LONG, [LONG]),
    ("pojo: its class, not its fields' (read leniently)",
     Types.POJO("com.acme.Alarm", {"who": Types.GENERIC("com.acme.Who"), "at": Types.LONG}), [POJO, "com.acme.Alarm"]),
    ("kryo: the type class", Types.GENERIC("com.acme.Blob"), [KRYO, "com.acme.Blob"]),
    ("enum", Types.ENUM("com.acme.Color", ["RED"]), [ENUM, "com.acme.Color"]),
    ("nested in a list and a tuple, in the order Flink meets them",
     Types.LIST(Types.TUPLE(Types.POJO("com.acme.Alarm", {"at": Types.LONG}), Types.ENUM("com.acme.Color", ["RED"]))),
     [LIST, TUPLE, "org.apache.flink.api.java.tuple.Tuple2", POJO, "com.acme.Alarm", ENUM, "com.acme.Color"]),
]


@pytest.mark.parametrize("snapshot,expected", [(s, e) for _, s, e in CASES], ids=[c[0] for c in CASES])
def test_classes_read(snapshot, expected):
    assert list(classes_read(snapshot)) == expected


@pytest.mark.parametrize("version,runtime_needed", [(1, False), (2, True), (3, True)])
def test_avro_resolves_its_runtime_class_from_version_2(version, runtime_needed):
    # version 1 falls back to GenericRecord when the class is gone; later ones throw
    snapshot = AvroSnapshot(version=version, runtime_type="com.acme.Event", avro_schema=AVRO_SCHEMA)
    assert ("com.acme.Event" in classes_read(snapshot)) is runtime_needed
