"""What ``Fields.java`` reads of a Kryo class in a job JAR: its fields, and those of every class
of the JAR its values hold (Kryo writes each with its own FieldSerializer inside the outer value)
and the constants of every enum they hold, reached through field types, array elements and type
arguments. Proven on Flink by the fidelity scenarios kryo-nested-class-field-added (a field
added to a held class fails the restore) and kryo-enum-nested-constant-inserted (old values
misread)."""

from __future__ import annotations

import subprocess
import zipfile
from pathlib import Path

import pytest

from flink_compat.graph.jar import flink_lib, kryo_fields

pytestmark = pytest.mark.java

SOURCES = {
    "Outer.java": """package t;
public final class Outer {
    long count;
    Inner inner;
    java.util.Map<String, java.util.List<? extends Leaf>> leaves;
    java.util.List<Level> levels;
    Part[] parts;
    Outer self;
    transient Skipped transientOne;
    static Skipped staticOne;
    java.time.DayOfWeek day;
}""",
    "Inner.java": "package t; class Inner { Level level; Inner next; }",
    "Level.java": "package t; enum Level { LOW, HIGH { public String toString() { return \"h\"; } }, MID }",
    "Part.java": "package t; final class Part { int x; }",
    "Leaf.java": "package t; class Leaf { String s; Mode mode; }",
    "Mode.java": "package t; enum Mode { X, Y }",
    "Skipped.java": "package t; class Skipped { int z; }",
    "Alone.java": "package t; public final class Alone { long n; }",
    # a field declared by a base type holds its subclasses: Kryo writes the value's class, then its fields
    "Holder.java": "package t; public final class Holder { Shape shape; Named named; Object anything; }",
    "Shape.java": "package t; public abstract class Shape { int sides; }",
    "Circle.java": "package t; public final class Circle extends Shape { double radius; }",
    "Named.java": "package t; public interface Named { }",
    "Label.java": "package t; public final class Label implements Named { String text; }",
    "Color.java": "package t; public enum Color implements Named { RED, GREEN }",
    "Base.java": "package t; public class Base { long id; }",
    "Derived.java": "package t; public class Derived extends Base { long extra; }",
}


@pytest.fixture(scope="module")
def jar(tmp_path_factory) -> Path:
    src = tmp_path_factory.mktemp("src")
    for name, text in SOURCES.items():
        (src / name).write_text(text)
    classes = tmp_path_factory.mktemp("classes")
    subprocess.run(["javac", "-d", str(classes), *map(str, src.glob("*.java"))], check=True)
    out = tmp_path_factory.mktemp("jar") / "job.jar"
    with zipfile.ZipFile(out, "w") as z:
        for f in classes.rglob("*.class"):
            z.write(f, f.relative_to(classes).as_posix())
    return out


def test_the_classes_and_enums_a_kryo_class_holds(jar, flink_home):
    fields, nested, enums = kryo_fields(jar, ["t.Outer", "t.Alone", "no.such.Class"], flink_lib(flink_home), 120)
    assert set(nested["t.Outer"]) == {"t.Inner", "t.Leaf", "t.Level", "t.Part", "t.Mode"}
    assert nested["t.Alone"] == ()
    assert "no.such.Class" not in nested and fields["no.such.Class"] is None
    assert fields["t.Outer"] == (
        ("count", "long"), ("day", "java.time.DayOfWeek"), ("inner", "t.Inner"), ("leaves", "java.util.Map"),
        ("levels", "java.util.List"), ("parts", "t.Part[]"), ("self", "t.Outer"))
    assert fields["t.Inner"] == (("level", "t.Level"), ("next", "t.Inner"))
    assert fields["t.Leaf"] == (("mode", "t.Mode"), ("s", "java.lang.String"))
    assert "t.Skipped" not in fields
    # constants in ordinal order, a constant with a body included; the JDK's enums are left alone
    assert enums == {"t.Level": ("LOW", "HIGH", "MID"), "t.Mode": ("X", "Y")}


def test_a_declared_type_of_the_jar_that_is_not_final_holds_its_subclasses(jar, flink_home):
    """Shape (abstract) holds Circles, Named (an interface) Labels and Colors; a state of Base holds
    Deriveds: each is written with its own layout. An Object field is not followed (any class of
    the JAR could be there), nor is a class to the JAR's final classes."""
    fields, nested, enums = kryo_fields(jar, ["t.Holder", "t.Base", "t.Alone"], flink_lib(flink_home), 120)
    assert set(nested["t.Holder"]) == {"t.Shape", "t.Circle", "t.Label", "t.Color"}
    assert fields["t.Circle"] == (("radius", "double"), ("sides", "int"))
    assert enums["t.Color"] == ("RED", "GREEN")
    assert nested["t.Base"] == ("t.Derived",) and fields["t.Derived"] == (("extra", "long"), ("id", "long"))
    assert nested["t.Alone"] == ()
    # a POJO's fields are asked for their Java types only: nothing its values hold is followed
    fields, nested, enums = kryo_fields(jar, [], flink_lib(flink_home), 120, fields_only=["t.Base", "t.Named", "no.Such"])
    assert fields == {"t.Base": (("id", "long"),), "t.Named": None, "no.Such": None} and nested == {} and enums == {}


def test_classes_of_the_jars_under_lib_are_read_as_flink_loads_them(tmp_path, flink_home):
    """Flink's class path for a job JAR includes the JARs under its lib/ (PackagedProgram extracts
    them): a Kryo class there, and a subclass there of a type the outer JAR declares, have their
    layouts read too (they were unknown, and their changes passed)."""
    def compile_into(archive: Path, sources: dict, classpath: Path = None, extra: dict = None):
        src, classes = tmp_path / f"{archive.stem}-src", tmp_path / f"{archive.stem}-classes"
        src.mkdir()
        classes.mkdir()
        for name, text in sources.items():
            (src / name).write_text(text)
        cp = ["-cp", str(classpath)] if classpath else []
        subprocess.run(["javac", *cp, "-d", str(classes), *map(str, src.glob("*.java"))], check=True)
        with zipfile.ZipFile(archive, "w") as z:
            for f in classes.rglob("*.class"):
                z.write(f, f.relative_to(classes).as_posix())
            for name, data in (extra or {}).items():
                z.writestr(name, data)

    model = tmp_path / "model.jar"
    compile_into(model, {"Model.java": "package m; public final class Model { long id; String name; m.Shape shape; }",
                         "Shape.java": "package m; public abstract class Shape { }",
                         "Square.java": "package m; public final class Square extends Shape { double side; }"})
    job = tmp_path / "job.jar"
    compile_into(job, {"Job.java": "package j; public final class Job { m.Model model; }",
                       "Round.java": "package j; public final class Round extends m.Shape { double r; }"},
                 classpath=model, extra={"lib/model.jar": model.read_bytes()})
    fields, nested, _enums = kryo_fields(job, ["m.Model", "j.Job"], flink_lib(flink_home), 120)
    assert fields["m.Model"] == (("id", "long"), ("name", "java.lang.String"), ("shape", "m.Shape"))
    assert set(nested["m.Model"]) == {"m.Shape", "m.Square", "j.Round"}
    assert set(nested["j.Job"]) == {"m.Model", "m.Shape", "m.Square", "j.Round"}
    assert fields["m.Square"] == (("side", "double"),)
