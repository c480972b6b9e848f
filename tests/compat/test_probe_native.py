"""The Kryo probe on native RocksDB state: a Flink 2.3 native savepoint (SST files) of the
fixture job SerializersJob, whose ValueState ``kryo`` holds LegacyBlob(label String,
samples long[]) values for 5 keys, read with the fields the new job declares."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.api import StreamExecutionEnvironment, ValueStateDescriptor
from flink_compat.graph.loader import load
from flink_compat.graph.types import Types

from ..savepoint.conftest import FIXTURES

pytest.importorskip("rocksdict")

NATIVE = FIXTURES / "serializers-rocksdb-native-files-p1"


def _new_job(fields):
    env = StreamExecutionEnvironment("SerializersJob")
    env.set_max_parallelism(128)
    env.set_state_backend("rocksdb")
    blob = Types.GENERIC("flinkcompat.fixtures.model.LegacyBlob", fields=fields)
    events = env.from_source("events", Types.LONG).uid("events")
    events.key_by(Types.STRING).process("serializers", Types.LONG, state=[ValueStateDescriptor("kryo", blob)]).uid("serializers")
    return env.to_job_graph()


def _kryo_findings(fields):
    verdict = check(load(str(NATIVE)), _new_job(fields))
    return {f.rule: f for f in verdict.findings if f.state == "kryo"}


def test_native_kryo_values_read_with_the_declared_fields():
    # Kryo's FieldSerializer writes fields by name: label, then samples (long[], which only
    # the user's code reads): declaring label alone reads it and leaves samples' bytes over
    found = _kryo_findings({"label": "java.lang.String"})
    assert found["KRYO_SERIALIZED_STATE"].reasons[0].startswith(
        "all 5 values in the savepoint read with the declared fields of LegacyBlob, 5 of them with bytes left over"
    )


def test_native_kryo_values_that_do_not_read_are_incompatible():
    found = _kryo_findings({"aaa": "long", "label": "java.lang.String"})
    reason = found["STATE_SERIALIZER_INCOMPATIBLE"].reasons[0]
    assert reason.startswith("5 of 5 values in the savepoint do not read with the declared fields of LegacyBlob")
    assert "subtask 0, key group" in reason
