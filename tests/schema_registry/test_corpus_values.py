"""Every ``test-data`` value of the corpus decodes to the value the corpus README lists,
and encodes back to the same bytes (table driven: serializer name → expected value)."""

from __future__ import annotations

import struct
from datetime import datetime, timedelta, timezone
from decimal import Decimal

import pytest

from flink_compat.schema_registry import snapshot as _snapshot  # noqa: F401
from flink_compat.schema_registry._io import DataInput
from flink_compat.schema_registry._javaser import JavaInteger
from flink_compat.schema_registry.binary import read_snapshot
from flink_compat.schema_registry.codecs import CannotDecode, codec_for
from flink_compat.schema_registry.families.either import Left
from flink_compat.schema_registry.families.kryo import KryoValue
from flink_compat.schema_registry.families.pojo import PojoValue
from flink_compat.schema_registry.families.row import Row
from flink_compat.schema_registry.families.simple import GLOBAL_WINDOW, VOID_NAMESPACE, KafkaTransactionState, TimeWindow
from flink_compat.schema_registry.families.streaming import (
    BufferEntry,
    StreamRecord,
    TaggedUnion,
    TransactionHolder,
    TwoPhaseCommitState,
)
from flink_compat.schema_registry.families.timers import Timer
from flink_compat.schema_registry.families.ttl import TtlValue

from .corpus import CORPUS, cases

pytestmark = pytest.mark.corpus


def _f32(x: float) -> float:
    return struct.unpack(">f", struct.pack(">f", x))[0]


_P = "org.apache.flink.api.java.typeutils.runtime.PojoSerializerUpgradeTestSpecifications$"
_MILLIS = datetime(1970, 1, 1, tzinfo=timezone.utc) + timedelta(milliseconds=1580382960)
_STATIC = _P + "StaticSchemaPojo"
_A = _P + "StaticSchemaPojoSubclassA"
_B = _P + "StaticSchemaPojoSubclassB"
_DOG = "org.apache.flink.api.java.typeutils.runtime.kryo.KryoPojosForMigrationTests$Dog"
_ADDRESS = {"num": 239, "street": "Baker Street", "city": "London", "state": "London", "zip": "NW1 6XE"}

#: serializer name → the value Flink wrote (README of the corpus).
EXPECTED = {
    "big-dec-serializer": Decimal("123456789012345678901234567890123456.789"),
    "big-int-serializer": 123456789012345678901234567890123456,
    "boolean-serializer": True,
    "boolean-value-serializer": True,
    "byte-serializer": 42,
    "byte-value-serializer": 42,
    "char-serializer": "\uffff",
    "char-value-serializer": chr(42),
    "date-serializer": _MILLIS,
    "sql-date-serializer": _MILLIS,
    "sql-time-serializer": _MILLIS,
    "sql-timestamp-serializer": _MILLIS,
    "double-serializer": 12345.6789,
    "double-value-serializer": 12345.6789,
    "float-serializer": _f32(123.456),
    "float-value-serializer": _f32(123.456),
    "int-serializer": 123456,
    "int-value-serializer": 123456,
    "long-serializer": 1234567890,
    "long-value-serializer": 1234567890,
    "short-serializer": 123,
    "short-value-serializer": 123,
    "null-value-serializer": None,
    "string-serializer": "123456789012345678901234567890123456",
    "string-value-serializer": "123456789012345678901234567890123456",
    "boolean-primitive-array-serializer": [True, False],
    "byte-primitive-array-serializer": bytes(range(10)),
    "char-primitive-array-serializer": "".join(chr(i) for i in range(10)),
    "int-primitive-array-serializer": list(range(10)),
    "long-primitive-array-serializer": list(range(10)),
    "short-primitive-array-serializer": list(range(10)),
    "double-primitive-array-serializer": [_f32(i + 0.1) for i in range(10)],
    "float-primitive-array-serializer": [_f32(i + 0.2) for i in range(10)],
    "string-array-serializer": [str(i) for i in range(10)],
    "either-serializer": Left("ApacheFlink"),
    "generic-array-serializer": ["Apache", "Flink"],
    "list-serializer": ["Apache", "Flink"],
    "arraylist-serializer": ["Apache", "Flink"],
    "map-serializer": {0: "0", 1: "1", 2: "2"},
    "enum-serializer": "EMMA",
    "enum-serializerreconfig": "EMMA",
    "nullable-padded-serializer": None,
    "nullable-not-padded-serializer": None,
    "tuple-serializer": ("hello Gordon", "ciao", 14),
    "row-serializer": Row("+I", (None, 42, "My string.", None)),
    "pojo-serializer-identical-schema": PojoValue(
        _STATIC, {"name": "Gordon", "age": 27, "favoriteColor": "BLUE", "married": False}
    ),
    "pojo-serializer-with-modified-schema": PojoValue(
        "TestPojoWithModifiedSchema", {"id": 911108, "name": "Gordon", "age": 27, "height": 172.8}
    ),
    "pojo-serializer-with-different-field-types": PojoValue("TestPojoWithDifferentFieldType", {"fieldValue": 911108}),
    "pojo-serializer-with-different-field-types-in-registered-subclass": PojoValue(
        "TestPojoSubclassWithDifferentFieldType",
        {"name": "gt", "age": 7, "favoriteColor": "BLUE", "married": False, "fieldValue": 911108},
    ),
    "pojo-serializer-with-modified-schema-in-registered-subclass": PojoValue(
        "SublassPojo", {"baseFieldA": 911108, "baseFieldB": "Gordon", "subclassFieldC": True, "subclassFieldD": 66.7}
    ),
    "pojo-serializer-with-new-registered-subclass": PojoValue(
        _A, {"name": "gt", "age": 7, "favoriteColor": "BLUE", "married": False, "subclassField": 911108}
    ),
    "pojo-serializer-with-non-registered-subclass": PojoValue(
        _A, {"name": "gt", "age": 7, "favoriteColor": "BLUE", "married": False, "subclassField": 911108}
    ),
    "pojo-serializer-with-different-subclass-registration-order": PojoValue(
        _B, {"name": "gt", "age": 7, "favoriteColor": "BLUE", "married": False, "subclassField": True}
    ),
    "pojo-serializer-with-missing-registered-subclass": PojoValue(
        _B, {"name": "gt", "age": 7, "favoriteColor": "BLUE", "married": False, "subclassField": True}
    ),
    "pojo-serializer-with-new-and-missing-registered-subclasses": PojoValue(
        _B, {"name": "gt", "age": 7, "favoriteColor": "BLUE", "married": False, "subclassField": True}
    ),
    "pojo-serializer-record-migration": PojoValue("TestRecordMigration", {"id": 911108, "name": "Gordon"}),
    "generic-avro-serializer": _ADDRESS,
    "specific-avro-serializer": _ADDRESS,
    "java-serializer": JavaInteger(26),
    "void-namespace-serializer": VOID_NAMESPACE,
    "ttl-serializer": TtlValue("hello Gordon", 13),
    "ttl-aware-serializer-string-value": "hello Gordon",
    "ttl-aware-serializer-ttl-value": TtlValue("hello Gordon", 13),
    "union-serializer-one": TaggedUnion(1, "flink"),
    "union-serializer-two": TaggedUnion(2, 23456),
    "timer-serializer": Timer(12345, "key", 678),
    "buffer-entry-serializer": BufferEntry("hello", False),
    "time-window-serializer": TimeWindow(12345, 67890),
    "global-window-serializer": GLOBAL_WINDOW,
    "stream-element-serializer": StreamRecord("key", 123456),
    "two-phase-commit-sink-state-serializer": TwoPhaseCommitState(
        TransactionHolder(12, 1523467890), [TransactionHolder(123, 1567234890)], "flink"
    ),
    "linked-list-serializer": [42, -42, 0, 2**63 - 1, -(2**63)],
    "list-view-serializer": ["ApacheFlink"],
    "map-view-serializer": {1: "1"},
    "context-state-serializer": ["123", "456", "789"],
    "transaction-state-serializer": KafkaTransactionState("1234", 3456, 789),
}

#: Kryo values: only the class tag is readable (see families/kryo.py).
KRYO = {
    "kryo-type-serializer-empty-config": (None, _DOG),
    "kryo-type-serializer-unrelated-config-after-restore": (None, _DOG),
    "kryo-type-serializer-changed-registration-order": (11, None),
    "kryo-custom-type-serializer-changed-registration-order": (12, None),
}

#: Values written by user code (``Value.write``, ``Writable.write``): not decodable.
USER_CODE = {"value-serializer", "copyable-value-serializer", "writeable-serializer"}

CASES = [c for c in cases() if c.test_data() is not None]


def _decode(case):
    raw = case.snapshot_bytes()
    snap = read_snapshot(DataInput(raw, source=case.id), end=len(raw))
    return codec_for(snap), case.test_data()


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_corpus_value(case):
    codec, data = _decode(case)
    if case.name in USER_CODE:
        with pytest.raises(CannotDecode):
            codec.decode_all(data)
        return
    value = codec.decode_all(data, source=case.id)
    if case.name in KRYO:
        assert isinstance(value, KryoValue)
        assert (value.registration_id, value.class_name) == KRYO[case.name]
    else:
        assert case.name in EXPECTED, f"no expected value listed for {case.name}: decoded {value!r}"
        assert value == EXPECTED[case.name]
        if isinstance(value, PojoValue):
            assert value.pojo_class == EXPECTED[case.name].pojo_class
    assert codec.write(value) == data
    if case.name not in KRYO:
        assert codec.skip_from(data) == len(data)


def test_corpus_has_values():
    if not CASES:
        pytest.skip(f"Flink corpus not found at {CORPUS} (set FLINK_CORPUS to run these tests)")
    names = {c.name for c in CASES}
    assert names <= set(EXPECTED) | set(KRYO) | USER_CODE
