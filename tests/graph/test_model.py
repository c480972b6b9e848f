"""The graph model: manifests round-trip, the JSON Schema validates them, the API is faithful."""

from __future__ import annotations

import json

import jsonschema
import pytest

from flink_compat.graph.api import ListStateDescriptor, MapStateDescriptor, StateTtlConfig, StreamExecutionEnvironment, ValueStateDescriptor
from flink_compat.graph.model import JobGraph, StateKind, default_max_parallelism, json_schema
from flink_compat.graph.types import Types
from flink_compat.schema_registry.families.collections import ListSnapshot, MapSnapshot
from flink_compat.schema_registry.families.ttl import TtlSnapshot


def _job() -> JobGraph:
    env = StreamExecutionEnvironment("job")
    src = env.from_source("Source", Types.TUPLE(Types.LONG, Types.STRING)).uid("source")
    src.key_by(Types.LONG).process(
        "P",
        Types.STRING,
        state=[
            ValueStateDescriptor("v", Types.LONG, ttl=StateTtlConfig(1000)),
            ListStateDescriptor("l", Types.STRING, ttl=StateTtlConfig(1000)),
            MapStateDescriptor("m", Types.STRING, Types.LONG, ttl=StateTtlConfig(1000)),
        ],
        timers=True,
    ).uid("p").print()
    return env.to_job_graph()


def test_manifest_round_trip_and_schema():
    graph = _job()
    data = json.loads(graph.model_dump_json())
    jsonschema.validate(data, json_schema())
    assert JobGraph.model_validate(data) == graph


def test_state_serializers_are_what_flink_records():
    op = next(o for o in _job().operators if o.uid == "p")
    states = {s.name: s for s in op.states}
    # TTL wraps the value, the list element, the map value (TtlStateFactory).
    assert isinstance(states["v"].value_serializer, TtlSnapshot)
    assert isinstance(states["l"].value_serializer, ListSnapshot)
    assert isinstance(states["l"].value_serializer.element, TtlSnapshot)
    assert isinstance(states["m"].value_serializer, MapSnapshot)
    assert isinstance(states["m"].value_serializer.value, TtlSnapshot)
    assert states["_timer_state/event_user-timers"].kind is StateKind.TIMERS
    assert states["v"].declared_at.file.endswith("test_model.py")


def test_default_max_parallelism():
    assert [default_max_parallelism(p) for p in (1, 85, 86, 100, 30000)] == [128, 128, 256, 256, 32768]


def test_compact_manifests_share_snapshots_and_name_bad_references():
    import pytest

    from flink_compat.graph.errors import LoadError
    from flink_compat.graph.loader import validate_graph
    from flink_compat.graph.model import from_manifest, to_manifest

    graph = _job()
    manifest = json.loads(json.dumps(to_manifest(graph)))
    refs = json.dumps(manifest).count('"$ref"')
    assert refs > len(manifest["snapshots"])  # the VoidNamespace of every keyed state is written once
    loaded = from_manifest(manifest)
    assert loaded == graph
    jsonschema.validate(manifest, json_schema())
    bad = json.loads(json.dumps(manifest))
    bad["operators"][1]["states"][0]["value_serializer"] = {"$ref": 999}
    with pytest.raises(LoadError, match=r"operators\[1\]\.states\[0\]\.value_serializer: \$ref 999"):
        validate_graph(bad, "job.json")
    bad = json.loads(json.dumps(manifest))
    bad["snapshots"][0] = {"family": "simple"}
    with pytest.raises(LoadError, match=r"job.json: snapshots\[0\]"):
        validate_graph(bad, "job.json")


def test_a_chain_has_the_max_parallelism_of_its_head():
    # Flink gives a job vertex its head's max parallelism (tests/fidelity:
    # max-parallelism-set-on-chained-operator restores although the chained map sets 256).
    env = StreamExecutionEnvironment("job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    keyed = env.from_source("src", Types.LONG).uid("src").set_parallelism(1).key_by(Types.LONG)
    head = keyed.process("head", Types.LONG).uid("head")
    chained = head.map("chained").uid("chained").set_max_parallelism(256)
    own_chain = chained.map("new-chain").uid("new-chain").start_new_chain().set_max_parallelism(512)
    rebalanced = own_chain.rebalance().map("rebalanced").uid("rebalanced").set_max_parallelism(1024)
    other_p = rebalanced.map("other-p").uid("other-p").set_parallelism(3).set_max_parallelism(64)
    other_p.sink_to("sink").uid("sink")  # parallelism 2 again: a chain of its own
    graph = env.to_job_graph()
    by_uid = {op.uid: op for op in graph.operators}
    heads = {uid: graph.chain_head(op).uid for uid, op in by_uid.items()}
    assert heads == {"src": "src", "head": "head", "chained": "head", "new-chain": "new-chain",
                     "rebalanced": "rebalanced", "other-p": "other-p", "sink": "sink"}
    maxima = {uid: graph.explicit_max_parallelism(op) for uid, op in by_uid.items()}
    assert maxima == {"src": 128, "head": 128, "chained": 128, "new-chain": 512, "rebalanced": 1024,
                      "other-p": 64, "sink": 128}


def test_a_job_for_flink_1_has_its_kryo_state_read_and_written_as_kryo_2_does(tmp_path):
    """graph.loader: the Kryo snapshots of a job on Flink 1.x are Kryo 2's (big-endian doubles),
    as a Flink 1.x savepoint's are; a job on Flink 2.x keeps Kryo 5's."""
    import struct

    from flink_compat.graph.loader import load
    from flink_compat.graph.model import to_manifest
    from flink_compat.schema_registry.codecs import codec_for
    from flink_compat.schema_registry.families.kryo import KryoObject

    written = {}
    for version in ("1.20", "2.3"):
        env = StreamExecutionEnvironment("job", flink_version=version)
        env.from_source("Source", Types.LONG).uid("source").key_by(Types.LONG).process(
            "P", Types.LONG, state=[ValueStateDescriptor("r", Types.GENERIC("com.acme.Reading", fields={"level": "double"}))],
        ).uid("p").print()
        path = tmp_path / f"job-{version}.json"
        path.write_text(json.dumps(to_manifest(env.to_job_graph())))
        snapshot = next(s for op in load(path).operators for s in op.states if s.name == "r").value_serializer
        written[version] = codec_for(snapshot).write(KryoObject("com.acme.Reading", {"level": 4.5}))
    level = struct.pack(">d", 4.5)
    assert written["1.20"].endswith(level)
    assert written["2.3"].endswith(level[::-1])


def test_a_kryo_class_declares_its_enum_fields_with_their_constants(tmp_path):
    """Types.GENERIC: an enum field is given as Types.ENUM (Kryo writes it by ordinal); its class is
    the field's type, its constants go to declared_enums, and both survive a manifest."""
    from flink_compat.graph.loader import load
    from flink_compat.graph.model import to_manifest

    level = Types.ENUM("com.acme.Level", ["LOW", "HIGH"])
    blob = Types.GENERIC("com.acme.Blob", fields={"level": level, "count": "long"})
    assert blob.declared_fields == (("count", "long"), ("level", "com.acme.Level"))
    assert blob.declared_enums == (("com.acme.Level", ("LOW", "HIGH")),)
    assert Types.GENERIC("com.acme.Blob", fields={"count": "long"}).declared_enums is None
    env = StreamExecutionEnvironment("job")
    env.from_source("Source", Types.LONG).uid("source").key_by(Types.LONG).process(
        "P", Types.LONG, state=[ValueStateDescriptor("b", blob)]).uid("p").print()
    path = tmp_path / "job.json"
    path.write_text(json.dumps(to_manifest(env.to_job_graph())))
    assert next(s for op in load(path).operators for s in op.states if s.name == "b").value_serializer == blob
    with pytest.raises(ValueError, match="Types.ENUM"):
        Types.GENERIC("com.acme.Blob", fields={"level": Types.LONG})


def test_a_kryo_class_declares_the_classes_it_holds_with_their_fields_and_enums(tmp_path):
    """Types.GENERIC as a field's type: a class Kryo writes field by field inside the outer one.
    Its fields go to nested_fields (with those of the classes it holds in turn), its enums'
    constants to declared_enums, and both survive a manifest."""
    from flink_compat.graph.loader import load
    from flink_compat.graph.model import to_manifest

    leaf = Types.GENERIC("com.acme.Leaf", fields={"level": Types.ENUM("com.acme.Level", ["LOW", "HIGH"])})
    detail = Types.GENERIC("com.acme.Detail", fields={"b": "long", "a": "long", "leaf": leaf})
    blob = Types.GENERIC("com.acme.Blob", fields={"count": "long", "detail": detail})
    assert blob.declared_fields == (("count", "long"), ("detail", "com.acme.Detail"))
    assert blob.nested_fields == (
        ("com.acme.Detail", (("a", "long"), ("b", "long"), ("leaf", "com.acme.Leaf"))),
        ("com.acme.Leaf", (("level", "com.acme.Level"),)),
    )
    assert blob.declared_enums == (("com.acme.Level", ("LOW", "HIGH")),)
    with pytest.raises(ValueError, match="Types.GENERIC"):
        Types.GENERIC("com.acme.Blob", fields={"detail": Types.GENERIC("com.acme.Detail")})
    env = StreamExecutionEnvironment("job")
    env.from_source("Source", Types.LONG).uid("source").key_by(Types.LONG).process(
        "P", Types.LONG, state=[ValueStateDescriptor("b", blob)]).uid("p").print()
    path = tmp_path / "job.json"
    path.write_text(json.dumps(to_manifest(env.to_job_graph())))
    assert next(s for op in load(path).operators for s in op.states if s.name == "b").value_serializer == blob
