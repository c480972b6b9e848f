"""Load a job graph from a job package, a manifest or a savepoint.

* a **job package** (a directory, ``.zip`` or ``.whl``) is imported in a child
  interpreter with a timeout, never in this process;
* a **manifest** (``.json``, ``.yaml``, ``.yml``) is this project's :class:`JobGraph`
  as data (what ``flink-compat graph`` prints);
* a **savepoint** (a directory with ``_metadata``, a ``_metadata`` file, or a remote URI)
  is read by :mod:`savepoint` and turned into the graph Flink would restore from it.
"""

from __future__ import annotations

import json
import os

import orjson
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Optional, Sequence

from pydantic import ValidationError

from .errors import LoadError
from .model import JobGraph, SourceLocation, field_path, from_manifest

DEFAULT_TIMEOUT_S = 60.0
_MANIFEST_SUFFIXES = (".json", ".yaml", ".yml")
_REMOTE_SCHEMES = ("s3://", "s3a://", "gs://", "gcs://", "hdfs://", "file://", "abfs://", "memory://")


def load(
    source: str | os.PathLike,
    entry: Optional[str] = None,
    timeout: float = DEFAULT_TIMEOUT_S,
    args: Sequence[str] = (),
    flink_home: Optional[str] = None,
) -> JobGraph:
    """Load ``source`` as whatever it is (package, job JAR, manifest or savepoint).

    For a job JAR, ``entry`` is its main class and ``args`` its program arguments;
    ``flink_home`` a Flink distribution whose jars run it (see :mod:`graph.jar`)."""
    text = os.fspath(source)
    if text.startswith(_REMOTE_SCHEMES) or is_savepoint(text):
        return load_savepoint(text)
    path = Path(text)
    if not path.exists():
        raise LoadError(f"{text}: no such file or directory")
    if path.is_file() and path.suffix.lower() in _MANIFEST_SUFFIXES:
        return load_manifest(path)
    if path.is_file() and path.suffix.lower() == ".jar":
        from .jar import load_jar

        return load_jar(path, entry=entry, args=args, flink_home=flink_home, timeout=timeout)
    if path.is_dir() or path.suffix.lower() in (".zip", ".whl"):
        return load_package(path, entry=entry, timeout=timeout)
    raise LoadError(
        f"{text}: not a job package (directory, .zip, .whl), job JAR, manifest (.json, .yaml) or savepoint"
    )


def is_savepoint(text: str) -> bool:
    path = Path(text)
    return (path.is_dir() and (path / "_metadata").is_file()) or (
        path.is_file() and path.name == "_metadata"
    )


# ------------------------------------------------------------------------ manifests


def load_manifest(path: Path) -> JobGraph:
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise LoadError(f"{path}: cannot read manifest: {e}") from None
    import yaml

    try:
        data = orjson.loads(raw) if path.suffix.lower() == ".json" else yaml.safe_load(raw)
    except (ValueError, yaml.YAMLError) as e:  # parse errors name the line and column
        detail = str(e).replace("\n", " ")
        raise LoadError(f"{path}: not valid {path.suffix.lstrip('.').upper()}: {detail}") from None
    if isinstance(data, dict):
        data.setdefault("origin", "manifest")
        data.setdefault("location", shown_path(path))
    return validate_graph(data, str(path), owned=True)


def validate_graph(data, where: str, owned: bool = False) -> JobGraph:
    try:
        return from_manifest(data, owned=owned)
    except ValidationError as e:
        first = e.errors()[0]
        more = len(e.errors()) - 1
        extra = f" (and {more} more problem{'s' if more > 1 else ''})" if more else ""
        raise LoadError(f"{where}: {field_path(first['loc']) or '<root>'}: {first['msg']}{extra}") from None
    except ValueError as e:
        raise LoadError(f"{where}: {e}") from None


# ------------------------------------------------------------------------- packages


def load_package(path: Path, entry: Optional[str] = None, timeout: float = DEFAULT_TIMEOUT_S) -> JobGraph:
    """Import the job package in a child interpreter and return the graph it builds."""
    with tempfile.TemporaryDirectory(prefix="flink-compat-") as tmp:
        if path.is_dir():
            root = path.resolve()
        else:
            root = Path(tmp) / "package"
            _extract(path, root)
        result_file = Path(tmp) / "result.json"
        code = (
            "import sys; sys.path.insert(0, sys.argv[1]); "
            "from graph._child import main; main(sys.argv[2], sys.argv[3], sys.argv[4])"
        )
        project_root = str(Path(__file__).resolve().parent.parent)
        try:
            proc = subprocess.run(
                [sys.executable, "-I", "-c", code, project_root, str(root), entry or "", str(result_file)],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                cwd=tmp,
                timeout=timeout,
            )
        except subprocess.TimeoutExpired:
            raise LoadError(
                f"{path}: the job package did not finish building its job within {timeout:g} s "
                "(an endless loop or blocking call at import time?)"
            ) from None
        if not result_file.exists():
            tail = proc.stderr.decode("utf-8", "replace").strip().splitlines()
            detail = f": {tail[-1]}" if tail else ""
            raise LoadError(
                f"{path}: the job package exited with code {proc.returncode} before returning a job{detail}"
            )
        result = json.loads(result_file.read_text(encoding="utf-8"))
    if "error" in result:
        err = result["error"]
        where = str(path)
        if err.get("file"):
            where = f"{_display_path(err['file'], root, path)}:{err.get('line') or '?'}"
        raise LoadError(f"{where}: {err['message']}")
    graph = validate_graph(result["graph"], str(path))
    return _relocate(graph, root, path)


def _extract(archive: Path, dest: Path) -> None:
    try:
        with zipfile.ZipFile(archive) as zf:
            for member in zf.infolist():
                target = (dest / member.filename).resolve()
                if not str(target).startswith(str(dest.resolve()) + os.sep) and target != dest.resolve():
                    raise LoadError(f"{archive}: archive member {member.filename!r} escapes the archive")
            zf.extractall(dest)
    except zipfile.BadZipFile as e:
        raise LoadError(f"{archive}: not a valid zip/wheel archive: {e}") from None


def shown_path(path: str | os.PathLike) -> str:
    """``path`` relative to the working directory when it lies inside it (stable reports)."""
    text = os.fspath(path)
    try:
        absolute = Path(text).resolve()
        rel = absolute.relative_to(Path.cwd().resolve())
    except (ValueError, OSError):
        return text
    return str(rel)


def _display_path(file: str, root: Path, package: Path) -> str:
    """A path for reports: relative to the working directory when possible, else inside the package."""
    absolute = Path(file).resolve()
    try:
        inner = absolute.relative_to(root)
    except ValueError:
        return file
    if package.is_dir():
        return shown_path(package / inner)
    return f"{shown_path(package)}!/{inner}"


def _relocate(graph: JobGraph, root: Path, package: Path) -> JobGraph:
    def fix(loc: Optional[SourceLocation]) -> Optional[SourceLocation]:
        if loc is None:
            return None
        return SourceLocation(file=_display_path(loc.file, root, package), line=loc.line)

    operators = tuple(
        op.model_copy(
            update={
                "declared_at": fix(op.declared_at),
                "states": tuple(s.model_copy(update={"declared_at": fix(s.declared_at)}) for s in op.states),
            }
        )
        for op in graph.operators
    )
    return graph.model_copy(update={"operators": operators, "location": shown_path(package), "origin": "package"})


# ------------------------------------------------------------------------ savepoints


def load_savepoint(text: str) -> JobGraph:
    """The graph a savepoint restores: operators by OperatorID with their state."""
    from .from_savepoint import graph_of_savepoint

    return graph_of_savepoint(text)
