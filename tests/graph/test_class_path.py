"""graph.class_path: which classes a job's class path holds, from the archives' directories."""

from __future__ import annotations

import io
import zipfile

from flink_compat.graph.class_path import jar_class_path, missing_classes


def _jar(path, *classes, nested=None):
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n")
        z.writestr("META-INF/versions/11/com/acme/OnlyInJava11.class", b"")
        for c in classes:
            z.writestr(c.replace(".", "/") + ".class", b"")
        for name, inner in (nested or {}).items():
            buf = io.BytesIO()
            with zipfile.ZipFile(buf, "w") as n:
                for c in inner:
                    n.writestr(c.replace(".", "/") + ".class", b"")
            z.writestr(name, buf.getvalue())
    return path


def test_the_jar_its_lib_jars_and_flinks_lib(tmp_path):
    lib = tmp_path / "flink" / "lib"
    lib.mkdir(parents=True)
    _jar(lib / "flink-dist.jar", "org.apache.flink.api.java.typeutils.runtime.PojoSerializerSnapshot")
    job = _jar(tmp_path / "job.jar", "com.acme.Job", "com.acme.Job$Inner",
               nested={"lib/dep.jar": ["com.dep.Event"], "other/skipped.jar": ["com.dep.NotOnTheClassPath"]})
    path = jar_class_path(job, lib)
    names = ["com.acme.Job", "com.acme.Job$Inner", "com.dep.Event", "org.apache.flink.api.java.typeutils.runtime.PojoSerializerSnapshot"]
    assert missing_classes(path, names) == []
    assert missing_classes(path, ["com.acme.Gone", "com.dep.NotOnTheClassPath", "com.acme.OnlyInJava11", "com.acme.Gone"]) == [
        "com.acme.Gone", "com.dep.NotOnTheClassPath", "com.acme.OnlyInJava11"]


def test_the_jdks_classes_primitives_and_arrays(tmp_path):
    path = (str(_jar(tmp_path / "job.jar", "com.acme.Event")),)
    assert missing_classes(path, ["java.util.UUID", "javax.xml.Foo", "long", "[J", "[[I", "[Ljava.lang.String;",
                                  "[Lcom.acme.Event;"]) == []
    assert missing_classes(path, ["[Lcom.acme.Gone;"]) == ["[Lcom.acme.Gone;"]


def test_an_entry_that_cannot_be_read_says_nothing_is_missing(tmp_path):
    broken = tmp_path / "broken.jar"
    broken.write_bytes(b"not a zip")
    assert missing_classes((str(broken),), ["com.acme.Gone"]) == []
    assert missing_classes((str(tmp_path / "absent.jar"),), ["com.acme.Gone"]) == []


def test_a_rebuilt_jar_is_read_again(tmp_path):
    job = _jar(tmp_path / "job.jar", "com.acme.Event")
    assert missing_classes((str(job),), ["com.acme.Event"]) == []
    _jar(job, "com.acme.Other", "com.acme.Padding")  # another size
    assert missing_classes((str(job),), ["com.acme.Event"]) == ["com.acme.Event"]
