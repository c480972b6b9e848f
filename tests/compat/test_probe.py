"""Reading a savepoint's Kryo values with the fields the new job declares (compat/probe.py).

The savepoints are real: Flink 2.3 wrote them in the fidelity scenarios (a ValueState or
ListState of the Kryo class ``fidelity.Blob`` with fields ``label`` (String) and ``value``
(long), 4 keys). Each case declares other fields on the new side and checks what the
checker concludes from the values.
"""

from __future__ import annotations

import os

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.api import ListStateDescriptor, StreamExecutionEnvironment, ValueStateDescriptor
from flink_compat.graph.loader import load
from flink_compat.graph.types import Types

from ..fidelity._support import savepoint_dir

STRING, LONG = "java.lang.String", "long"


def _new_job(fields, kind="value", backend="hashmap"):
    env = StreamExecutionEnvironment("Job")
    env.set_parallelism(2)
    env.set_max_parallelism(128)
    env.set_state_backend(backend)
    descriptor = {"value": ValueStateDescriptor, "list": ListStateDescriptor}[kind]
    blob = Types.GENERIC("fidelity.Blob", fields=fields)
    events = env.from_source("events", Types.LONG).uid("events").set_parallelism(1)
    stateful = events.key_by(Types.LONG).process("stateful", Types.LONG, state=[descriptor("s", blob)]).uid("stateful")
    stateful.sink_to("sink").uid("sink")
    return env.to_job_graph()


def _findings(verdict):
    return {f.rule: f for f in verdict.findings if f.state == "s"}


def _check(scenario, fields, **kw):
    return check(load(str(savepoint_dir(scenario))), _new_job(fields, **kw))


def test_values_that_read_with_the_declared_fields_are_compatible():
    verdict = _check("kryo-class-field-added", {"label": STRING, "value": LONG})
    assert verdict.verdict == "compatible"
    assert "all 4 values in the savepoint read with the declared fields of Blob" in _findings(verdict)["KRYO_SERIALIZED_STATE"].reasons[0]


def test_a_field_added_in_front_fails_as_kryo_fails():
    verdict = _check("kryo-class-field-added", {"label": STRING, "value": LONG, "extra": STRING})
    assert verdict.verdict == "incompatible"
    reason = _findings(verdict)["STATE_SERIALIZER_INCOMPATIBLE"].reasons[0]
    assert reason.startswith("4 of 4 values in the savepoint do not read with the declared fields of Blob")
    # Flink's own words (tests/fidelity/outcomes/kryo-class-field-added.json), and where.
    assert "Unable to resolve reference for String with id: 16 (reading field label of fidelity.Blob)" in reason
    assert "key group" in reason and "subtask" in reason


def test_the_last_field_removed_restores_and_says_what_is_dropped():
    verdict = _check("kryo-class-field-added", {"label": STRING})
    assert verdict.verdict == "compatible"
    note = _findings(verdict)["KRYO_SERIALIZED_STATE"].reasons[0]
    assert "4 of them with bytes left over" in note


def test_a_wrapper_where_a_primitive_was_written_runs_out_of_bytes():
    # java.lang.Long reads a not-null marker first: the varlong becomes the marker, nothing is left.
    verdict = _check("kryo-class-field-added", {"label": STRING, "value": "java.lang.Long"})
    assert verdict.verdict == "incompatible"
    assert "the bytes end while reading field value" in _findings(verdict)["STATE_SERIALIZER_INCOMPATIBLE"].reasons[0]


def test_fields_only_user_code_can_read_leave_the_verdict_unknown():
    verdict = _check("kryo-class-field-added", {"label": STRING, "value": "com.acme.Money"})
    assert verdict.verdict == "unknown"
    reasons = " ".join(_findings(verdict)["STATE_SERIALIZER_UNKNOWN"].reasons)
    assert "value (com.acme.Money)" in reasons and "read only by the user's code" in reasons


def test_list_elements_are_read_between_delimiters():
    assert _check("kryo-list-class-field-added", {"label": STRING, "value": LONG}, kind="list").verdict == "compatible"
    verdict = _check("kryo-list-class-field-added", {"label": STRING, "value": LONG, "extra": STRING}, kind="list")
    assert verdict.verdict == "incompatible"


def test_a_rocksdb_savepoint_is_read_the_same_way():
    verdict = _check("kryo-class-field-added-rocksdb", {"label": STRING, "value": LONG, "extra": STRING}, backend="rocksdb")
    assert verdict.verdict == "incompatible"
    assert "RocksDB: when the value is first read" in _findings(verdict)["STATE_SERIALIZER_INCOMPATIBLE"].reasons[0]


def test_the_savepoint_is_only_read():
    directory = savepoint_dir("kryo-class-field-added")
    before = {p.name: (p.read_bytes(), os.stat(p).st_mtime_ns) for p in directory.iterdir()}
    _check("kryo-class-field-added", {"label": STRING, "value": LONG, "extra": STRING})
    assert {p.name: (p.read_bytes(), os.stat(p).st_mtime_ns) for p in directory.iterdir()} == before


def test_kryo_fields_are_java_types():
    with pytest.raises(ValueError, match="needs its Java type as Kryo sees it"):
        Types.GENERIC("com.acme.Blob", fields={"a": Types.LONG})
    assert Types.GENERIC("com.acme.Blob", fields={"b": "int[]", "a": "java.util.List"}).declared_fields == (
        ("a", "java.util.List"),
        ("b", "int[]"),
    )
