"""Job-API fixes found by the fidelity suite, each pinned to what Flink 2.3 wrote.

The evidence is the generator's committed savepoints (tests/fixtures/savepoints), written
by real Flink 2.3 (see tests/fixtures/generator/README.md for the jobs).
"""

from __future__ import annotations

from flink_compat.graph.api import StreamExecutionEnvironment, ValueStateDescriptor
from flink_compat.graph.loader import load
from flink_compat.graph.types import Types, pojo
from flink_compat.schema_registry.families.collections import ListSnapshot, MapSnapshot, SetSnapshot
from flink_compat.schema_registry.families.nullable import NullableSnapshot

from ..conftest import SAVEPOINT_FIXTURES


def _savepoint_op(fixture: str, uid: str):
    graph = load(str(SAVEPOINT_FIXTURES / fixture))
    return next(op for op in graph.operators if op.uid == uid)


def test_keyed_process_function_always_has_the_user_timers_queues():
    # PojoJob never registers a timer, yet KeyedProcessOperator.open() created the service.
    flink = _savepoint_op("pojo-v1-hashmap-canonical-inline-p1", "customers")
    env = StreamExecutionEnvironment()
    env.from_source("events", Types.LONG).uid("events").key_by(Types.LONG).process(
        "customers", Types.LONG, state=[ValueStateDescriptor("x", Types.LONG)]
    ).uid("customers")
    ours = next(op for op in env.to_job_graph().operators if op.uid == "customers")
    timers = {s.name: s.value_serializer for s in flink.states if s.name.startswith("_timer_state/")}
    assert timers == {s.name: s.value_serializer for s in ours.states if s.name.startswith("_timer_state/")}
    assert set(timers) == {"_timer_state/event_user-timers", "_timer_state/processing_user-timers"}


@pojo("flinkcompat.fixtures.model.Customer")
class Customer:
    id: Types.LONG
    name: Types.STRING
    tags: list[str]


def test_pojo_list_field_is_nullable_list_of_nullable_elements():
    flink = _savepoint_op("serializers-hashmap-canonical-inline-p1", "serializers")
    written = next(s.value_serializer for s in flink.states if s.name == "pojo")
    assert Types.POJO(Customer) == written
    tags = next(f.serializer for f in written.fields if f.name == "tags")
    assert tags == NullableSnapshot(inner=ListSnapshot(element=NullableSnapshot(inner=Types.STRING)))


def test_pojo_map_and_set_fields_follow_flinks_type_extractor():
    # NullableMapTypeInfo / NullableSetTypeInfo.createSerializer (Flink 2.3 bytecode):
    # Nullable(Map(Nullable(K), V)) and Nullable(Set(E)), no padding.
    @pojo("com.acme.Bag")
    class Bag:
        counts: dict[str, Types.LONG]
        labels: set[str]

    fields = {f.name: f.serializer for f in Types.POJO(Bag).fields}
    assert fields["counts"] == NullableSnapshot(inner=MapSnapshot(key=NullableSnapshot(inner=Types.STRING), value=Types.LONG))
    assert fields["labels"] == NullableSnapshot(inner=SetSnapshot(element=Types.STRING))


def test_generic_type_has_flinks_default_kryo_registrations():
    flink = _savepoint_op("serializers-hashmap-canonical-inline-p1", "serializers")
    written = next(s.value_serializer for s in flink.states if s.name == "kryo")
    assert Types.GENERIC("flinkcompat.fixtures.model.LegacyBlob") == written.model_copy(update={"kryo_major": None})


def test_slot_sharing_group_is_inherited_like_flinks_stream_graph_generator():
    env = StreamExecutionEnvironment()
    env.set_parallelism(1)
    src = env.from_source("src", Types.LONG).set_parallelism(1)
    src.map("map").slot_sharing_group("other").sink_to("sink")
    groups = {op.name: op.slot_sharing_group for op in env.to_job_graph().operators}
    assert groups == {"src": "default", "map": "other", "sink": "other"}
