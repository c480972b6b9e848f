"""What PyFlink 2.3 does when new code reads a Python state written with another declared type
(compat.python_state): the split between PYTHON_STATE_TYPE_CHANGED (the read fails) and
PYTHON_STATE_TYPE_MISREAD (it reads other values without an error).

Where a PyFlink fidelity scenario shows the pair on PyFlink (tests/fidelity/pyflink/outcomes),
its name is the case's; the others follow from the same coders (coder_impl_fast.pyx).
"""

from __future__ import annotations

import pytest

from flink_compat.compat.python_state import AS_IS, FAILS, MISREAD, PythonRead, never_fails, python_read
from flink_compat.graph.model import PythonStateType


def basic(name: str) -> dict:
    return {"type": "BasicTypeInfo", "fields": {"_basic_type": {"enum": f"BasicType.{name}"}}}


def value(t: str, kind: str = "value") -> PythonStateType:
    return PythonStateType(name="s", kind=kind, type_info=t, structure=basic(t))


def listed(t: str) -> PythonStateType:
    return PythonStateType(name="s", kind="list", type_info=t, structure={"type": "ListTypeInfo", "fields": {"elem_type": basic(t)}})


def mapped(k: str, v: str, kind: str = "map") -> PythonStateType:
    return PythonStateType(name="s", kind=kind, type_info=f"{k}->{v}", structure={
        "type": "MapTypeInfo", "fields": {"_key_type_info": basic(k), "_value_type_info": basic(v)}})


ROW = {"type": "RowTypeInfo", "fields": {"_field_names": None, "_field_types": [basic("INT")]}}


@pytest.mark.parametrize("old,new,expected", [
    pytest.param(value("INT"), value("INT"), AS_IS, id="unchanged"),
    pytest.param(value("LONG"), value("BIG_INT"), AS_IS, id="one-coder-two-types"),
    pytest.param(value("STRING"), value("CHAR"), AS_IS, id="char-and-string-one-coder"),
    pytest.param(value("INT"), value("INT", "reducing"), AS_IS, id="value-to-reducing-state"),
    # a fixed-width read takes whatever bits are there
    pytest.param(value("INT"), value("FLOAT"), MISREAD, id="value-int-to-float"),
    pytest.param(value("INT"), value("LONG"), MISREAD, id="value-int-to-long"),
    pytest.param(value("STRING"), value("DOUBLE"), MISREAD, id="string-read-as-double"),
    pytest.param(value("INT"), value("BOOLEAN"), MISREAD, id="int-read-as-boolean"),
    pytest.param(listed("INT"), listed("LONG"), MISREAD, id="list-int-to-long"),
    pytest.param(mapped("STRING", "INT"), mapped("INT", "INT"), MISREAD, id="map-key-string-to-int"),
    pytest.param(mapped("STRING", "INT"), mapped("STRING", "FLOAT"), MISREAD, id="map-value-same-width"),
    pytest.param(mapped("STRING", "INT", "broadcast"), mapped("STRING", "FLOAT", "broadcast"), MISREAD,
                 id="broadcast-value-same-width"),
    pytest.param(mapped("INT", "INT"), mapped("INT", "LONG"), MISREAD, id="map-all-fixed-width"),
    # the same coder in another layout
    pytest.param(value("INT"), listed("INT"), MISREAD, id="value-to-list"),
    pytest.param(listed("INT"), value("INT"), MISREAD, id="list-to-value"),
    # a coder that reads a length or a text raises on other bytes
    pytest.param(value("INT"), value("STRING"), FAILS, id="value-int-to-string"),
    pytest.param(listed("INT"), listed("STRING"), FAILS, id="list-int-to-string"),
    pytest.param(mapped("STRING", "INT", "broadcast"), mapped("STRING", "STRING", "broadcast"), FAILS,
                 id="broadcast-value-int-to-string"),
    pytest.param(value("INT"), PythonStateType(name="s", kind="value", type_info="Row", structure=ROW), FAILS,
                 id="int-to-row"),
    pytest.param(value("INT"), value("BIG_DEC"), FAILS, id="int-to-decimal"),
    # values read wider shift the string keys after them out of place
    pytest.param(mapped("STRING", "INT"), mapped("STRING", "LONG"), FAILS, id="map-value-int-to-long"),
    # another Java state kind (Flink refuses it too: STATE_KIND_CHANGED)
    pytest.param(value("INT"), mapped("STRING", "INT"), FAILS, id="value-to-map-state"),
])
def test_python_read(old, new, expected):
    assert python_read(old, new) == expected


@pytest.mark.parametrize("read,new,expected", [
    # against a savepoint: the new type's coder decodes the bytes exactly or says why not
    pytest.param(PythonRead(read=3, pieces=3), value("LONG"), None, id="reads"),
    pytest.param(PythonRead(read=0, pieces=3, first_failure="a value of bytes 0000001a: struct.error"),
                 value("LONG"), MISREAD, id="fixed-width-reads-other-bytes"),
    pytest.param(PythonRead(read=0, pieces=6, first_failure="a map key of bytes 00000004: 4 byte(s) left over"),
                 mapped("INT", "INT"), MISREAD, id="map-all-fixed-width"),
    pytest.param(PythonRead(read=3, pieces=6, first_failure="a map value of bytes 0000000e: struct.error"),
                 mapped("STRING", "LONG"), FAILS, id="map-string-keys-shifted"),
    pytest.param(PythonRead(read=0, pieces=3, first_failure="a value of bytes 0000001a: UnicodeDecodeError"),
                 value("STRING"), FAILS, id="text-does-not-decode"),
    pytest.param(PythonRead(read=3, pieces=3, nonzero_floats=3, integer_like=3, first_integer_like="00000016"),
                 value("FLOAT"), MISREAD, id="floats-with-integers-bits"),
])
def test_savepoint_read_outcome(read, new, expected):
    assert read.outcome(new) == expected


def test_never_fails_only_for_fixed_width_coders():
    assert never_fails(value("DOUBLE")) and never_fails(mapped("INT", "BOOLEAN")) and never_fails(listed("SHORT"))
    assert not never_fails(value("STRING")) and not never_fails(mapped("STRING", "INT"))
    assert not never_fails(PythonStateType(name="s", kind="value", type_info="Long"))  # no structure: unknown
