"""Which classes a job's class path holds, read from the archives' directories (no class is
loaded, no code runs).

A job JAR's class path on Flink is the JAR itself, the JARs under ``lib/`` inside it (Flink's
``PackagedProgram.extractContainedLibraries`` adds them), and Flink's ``lib/``; the JDK's
classes are there too. :attr:`graph.model.JobGraph.class_path` lists the JARs and the
directories of JARs; this module answers whether a class is among them.
"""

from __future__ import annotations

import io
import os
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Iterable, Sequence

from .errors import ZIP_ERRORS

#: Packages of the JDK's own classes, on every class path.
JDK_PACKAGES = ("java.", "javax.", "jdk.", "sun.", "com.sun.")
_PRIMITIVES = frozenset({"boolean", "byte", "char", "short", "int", "long", "float", "double", "void"})


def missing_classes(class_path: Sequence[str], names: Iterable[str]) -> list[str]:
    """The classes of ``names`` that are on no entry of ``class_path``, in order. An entry
    that cannot be read counts as holding every class (it says nothing either way)."""
    wanted = [n for n in dict.fromkeys(names) if not _always_there(n)]
    if not wanted:
        return []
    held: list[frozenset[str]] = []
    for entry in class_path:
        found = _entry_classes(entry)
        if found is None:
            return []
        held += found
    return [n for n in wanted if not any(element_class(n) in classes for classes in held)]


def element_class(name: str) -> str:
    """An array's element class (``[Lcom.acme.Event;`` → ``com.acme.Event``); others as they are."""
    stripped = name.lstrip("[")
    if stripped != name and stripped.startswith("L") and stripped.endswith(";"):
        return stripped[1:-1]
    return stripped


def _always_there(name: str) -> bool:
    if name.startswith("[") and not name.lstrip("[").startswith("L"):
        return True  # an array of a primitive type
    element = element_class(name)
    return element in _PRIMITIVES or element.startswith(JDK_PACKAGES)


def _entry_classes(entry: str):
    """The classes of a JAR, or of each JAR in a directory; None when one cannot be read."""
    path = Path(entry)
    jars = sorted(path.glob("*.jar")) if path.is_dir() else [path]
    out = []
    for jar in jars:
        try:
            stat = jar.stat()
        except OSError:
            return None
        found = _jar_classes(str(jar), stat.st_mtime_ns, stat.st_size)
        if found is None:
            return None
        out.append(found)
    return out


@lru_cache(maxsize=64)
def _jar_classes(jar: str, mtime_ns: int, size: int):
    """The classes of ``jar`` and of the JARs under its ``lib/`` (keyed by its time and size:
    a rebuilt JAR is read again)."""
    try:
        with zipfile.ZipFile(jar) as archive:
            found = _class_names(archive.namelist())
            for nested in archive.namelist():
                if len(nested) > 8 and nested.startswith("lib/") and nested.endswith(".jar"):
                    with zipfile.ZipFile(io.BytesIO(archive.read(nested))) as inner:
                        found |= _class_names(inner.namelist())
    except ZIP_ERRORS:
        return None
    return frozenset(found)


def _class_names(entries: Iterable[str]) -> set[str]:
    return {e[:-6].replace("/", ".") for e in entries if e.endswith(".class") and not e.startswith("META-INF/")}


def jar_class_path(jar: Path, flink_lib: Path) -> tuple[str, ...]:
    """The class path Flink gives the job ``jar`` run on the Flink whose jars are ``flink_lib``."""
    return (os.path.abspath(jar), os.path.abspath(flink_lib))
