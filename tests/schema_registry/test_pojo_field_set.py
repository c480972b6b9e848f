"""A POJO value set into the fields of another version of its class (``pojo.field_refuses``), as
Flink's PojoSerializer does for a state it restores but no longer declares: judged against
Java's own ``Field.set`` on every pair of field type and value class below."""

from __future__ import annotations

import itertools
import shutil
import subprocess

import pytest

from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot, field_refuses, fields_refusing
from flink_compat.schema_registry import Compatibility, resolve
from flink_compat.schema_registry.families.simple import SimpleSnapshot

PRIMITIVES = ["boolean", "byte", "short", "char", "int", "long", "float", "double"]
BOXED = ["java.lang.Boolean", "java.lang.Byte", "java.lang.Short", "java.lang.Character", "java.lang.Integer",
         "java.lang.Long", "java.lang.Float", "java.lang.Double"]
#: Field types: every primitive and boxed type, String, and JDK supertypes of boxed values and Strings.
FIELD_TYPES = [*PRIMITIVES, *BOXED, "java.lang.String", "java.lang.Object", "java.lang.Number",
               "java.lang.Comparable", "java.lang.CharSequence", "java.io.Serializable"]
#: Value classes: what a simple serializer reads (the boxed types and String).
VALUE_CLASSES = [*BOXED, "java.lang.String"]

#: A sample value of each value class, as Java source.
_SAMPLE = {
    "java.lang.Boolean": "Boolean.TRUE", "java.lang.Byte": "Byte.valueOf((byte) 1)",
    "java.lang.Short": "Short.valueOf((short) 1)", "java.lang.Character": "Character.valueOf('c')",
    "java.lang.Integer": "Integer.valueOf(1)", "java.lang.Long": "Long.valueOf(1L)", "java.lang.Float": "Float.valueOf(1f)",
    "java.lang.Double": "Double.valueOf(1d)", "java.lang.String": "\"s\"",
}


def _java_oracle(tmp_path) -> dict[tuple[str, str], bool]:
    """(field type, value class) → whether ``Field.set`` refuses, asked of Java."""
    fields = "\n".join(f"    public {t} f{i};" for i, t in enumerate(FIELD_TYPES))
    values = ", ".join(_SAMPLE[v] for v in VALUE_CLASSES)
    (tmp_path / "SetFields.java").write_text(f"""
public class SetFields {{
{fields}
    public static void main(String[] args) throws Exception {{
        Object[] values = {{{values}}};
        for (int i = 0; i < {len(FIELD_TYPES)}; i++) {{
            for (int j = 0; j < values.length; j++) {{
                boolean refused = false;
                try {{
                    SetFields.class.getField("f" + i).set(new SetFields(), values[j]);
                }} catch (IllegalArgumentException e) {{
                    refused = true;
                }}
                System.out.println(i + " " + j + " " + refused);
            }}
        }}
    }}
}}
""")
    subprocess.run(["javac", "-d", str(tmp_path), str(tmp_path / "SetFields.java")], check=True)
    out = subprocess.run(["java", "-cp", str(tmp_path), "SetFields"], check=True, capture_output=True, text=True).stdout
    result = {}
    for line in out.splitlines():
        i, j, refused = line.split()
        result[(FIELD_TYPES[int(i)], VALUE_CLASSES[int(j)])] = refused == "true"
    return result


@pytest.mark.skipif(not (shutil.which("java") and shutil.which("javac")), reason="needs a JDK (java, javac)")
def test_field_refuses_agrees_with_java_field_set(tmp_path):
    java = _java_oracle(tmp_path)
    assert len(java) == len(FIELD_TYPES) * len(VALUE_CLASSES)
    ours = {pair: field_refuses(*pair) for pair in itertools.product(FIELD_TYPES, VALUE_CLASSES)}
    assert ours == java


@pytest.mark.parametrize("field_type, value_class, refused", [
    # a class of the job: never a supertype of a boxed value or a String
    ("com.acme.Level", "java.lang.Long", True),
    ("com.acme.Alarm", "com.acme.Alarm", False),
    # a POJO's values in a primitive, String or boxed field
    ("long", "com.acme.Alarm", True),
    ("java.lang.String", "com.acme.Alarm", True),
    # a hierarchy not known here: not judged
    ("com.acme.Base", "com.acme.Alarm", None),
    ("java.util.List", "java.lang.Long", True),
    ("java.lang.Object", "com.acme.Alarm", None),
])
def test_field_refuses_without_java(field_type, value_class, refused):
    assert field_refuses(field_type, value_class) is refused


def _field(name: str, serializer: str) -> PojoField:
    return PojoField(name=name, declaring_class="com.acme.Reading", serializer=SimpleSnapshot.named(serializer))


def test_fields_refusing_names_the_fields_a_restore_cannot_set():
    old = PojoSnapshot(pojo_class="com.acme.Reading", fields=(_field("id", "Long"), _field("count", "Long"),
                                                                _field("note", "String"), _field("gone", "Int")))
    # count retyped to String, id widened, note kept, gone removed (skipped by the restore)
    new_types = {"id": "double", "count": "java.lang.String", "note": "java.lang.String"}
    assert fields_refusing(old, new_types) == [("count", "java.lang.String", "java.lang.Long")]


def _declared(declaring: str, name: str) -> PojoField:
    return PojoField(name=name, declaring_class=declaring, serializer=SimpleSnapshot.named("Long"))


@pytest.mark.parametrize("old_fields,new_fields,expected", [
    # count moved up into the superclass: Flink finds it from Reading up (PojoFieldUtils.getField);
    # proven on Flink: pojo-field-moved-to-superclass restores as is
    ((("com.acme.Reading", "id"), ("com.acme.Reading", "count")),
     (("com.acme.Reading", "id"), ("com.acme.Base", "count")), Compatibility.COMPATIBLE_AS_IS),
    # moved down from the superclass into the POJO class: never looked for there (pojo-field-moved-to-subclass)
    ((("com.acme.Reading", "id"), ("com.acme.Base", "count")),
     (("com.acme.Reading", "id"), ("com.acme.Reading", "count")), Compatibility.COMPATIBLE_AFTER_MIGRATION),
    # from one superclass to another: where each sits in the hierarchy is not known, so not matched
    ((("com.acme.Reading", "id"), ("com.acme.Middle", "count")),
     (("com.acme.Reading", "id"), ("com.acme.Base", "count")), Compatibility.COMPATIBLE_AFTER_MIGRATION),
])
def test_a_field_is_restored_from_its_declaring_class_up(old_fields, new_fields, expected):
    old = PojoSnapshot(pojo_class="com.acme.Reading", fields=tuple(_declared(*f) for f in old_fields))
    new = PojoSnapshot(pojo_class="com.acme.Reading", fields=tuple(_declared(*f) for f in new_fields))
    assert resolve(old, new).compatibility is expected
