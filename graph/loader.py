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
import math
import os
import signal
import stat
import sys
import tempfile
import zipfile
from pathlib import Path
from typing import Any, Optional, Sequence

import orjson
from pydantic import ValidationError

from . import progress
from .errors import ZIP_ERRORS, LoadError, one_line
from .model import MAX_SNAPSHOT_DEPTH, JobGraph, SourceLocation, field_path, from_manifest, map_snapshots
from .sandbox import Limits
from .sandbox import run as run_sandboxed

DEFAULT_TIMEOUT_S = 60.0
#: Address space (MiB) a job package's interpreter may use. Building a job of 10,000
#: operators / 50,000 states peaks at 450 MB, the bundled examples at 60 MB.
DEFAULT_MEMORY_MIB = 2048

#: Largest manifest read, and largest graph a job package may send back. A job of 10,000
#: operators / 50,000 states is 16 MB as a compact manifest and 60 MB as ``flink-compat
#: graph`` prints it without ``--compact``.
MAX_MANIFEST_BYTES = 256 << 20
#: Deepest nesting of containers in a YAML manifest (the root is level 1; PyYAML composes
#: recursively and fails near 330): the deepest serializer (``MAX_SNAPSHOT_DEPTH``) and
#: the levels above it. (JSON: orjson stops at 1024 levels without recursing.)
MAX_MANIFEST_DEPTH = MAX_SNAPSHOT_DEPTH + 8
#: How many nodes YAML aliases may stand for, in all. An alias repeats its anchor's
#: whole subtree, so ten lines of nested aliases make billions of nodes ("billion
#: laughs"); manifests share serializers through their ``snapshots`` table instead.
MAX_YAML_ALIAS_NODES = 100_000

#: What a .zip/.whl job package may unpack to. A job package is Python sources (the
#: wheel of pydantic-core, a big one, unpacks to 5 MB in 30 files); a zip bomb stops here.
MAX_ARCHIVE_MEMBERS = 10_000
MAX_ARCHIVE_BYTES = 512 << 20

#: The longest text of a child (its error, its last stderr line) quoted in an error.
_CHILD_TEXT_CHARS = 500
_MANIFEST_SUFFIXES = (".json", ".yaml", ".yml")
_REMOTE_SCHEMES = ("s3://", "s3a://", "gs://", "gcs://", "hdfs://", "file://", "abfs://", "memory://")


def default_timeout() -> float:
    """Seconds a job may take to load when no ``--timeout`` says: :data:`DEFAULT_TIMEOUT_S` on an
    idle machine, times the machine's load per core (its 1-minute load average over its cores)
    when busier, at most 4 times. A JVM's start, Flink's planner and a MiniCluster share the cores
    with whatever else runs (the other side's load, a CI's parallel jobs): on a busy 2-core
    machine a SQL script that plans in 15 s idle took over 60 s."""
    try:
        busy = os.getloadavg()[0] / (os.cpu_count() or 1)
    except OSError:  # no load average on this platform
        busy = 1.0
    return DEFAULT_TIMEOUT_S * min(4.0, max(1.0, busy))


def load(
    source: str | os.PathLike,
    entry: Optional[str] = None,
    timeout: Optional[float] = None,
    memory_mib: int = DEFAULT_MEMORY_MIB,
    *,
    allow_path: Optional[str] = None,
    shown_as: Optional[str] = None,
    args: Sequence[str] = (),
    flink_home: Optional[str] = None,
    conf: Optional[dict] = None,
    jars: Sequence[str] = (),
) -> JobGraph:
    """Load ``source`` as whatever it is (package, job JAR, SQL script, compiled plan, manifest or
    savepoint).

    ``allow_path``: for a savepoint, a directory outside its own whose state files may be
    read. ``shown_as``: how reports name a package or manifest, and the prefix of the files
    in a package (default: the path relative to the working directory). The caller that put
    the job somewhere temporary knows its real name (``main:jobs/alarm`` for a job checked
    out from a git ref). A savepoint keeps its location: the check reads it again there.
    For a job JAR, ``entry`` is its main class and ``args`` its program arguments;
    ``flink_home`` a Flink distribution whose jars run it (see :mod:`graph.jar`). ``timeout``:
    seconds the job may take to load (default :func:`default_timeout`). For a PyFlink
    program (a ``.py`` file, or a directory with ``__main__.py`` and no ``job.py``), ``entry``
    is its main module and ``args`` its arguments (see :mod:`graph.pyflink`). For a SQL script
    (``.sql``) or a compiled plan (a ``.json`` with ``flinkVersion`` and ``nodes``), ``conf`` are
    table and job options and ``jars`` the UDF, connector and catalog jars (see :mod:`graph.sql`).
    """
    text = os.fspath(source)
    if is_savepoint_location(text):
        return load_savepoint(text, allow_path=allow_path)
    return _with_kryo_of_its_flink(_load_job(text, entry, timeout, memory_mib, allow_path=allow_path, shown_as=shown_as,
                                             args=args, flink_home=flink_home, conf=conf, jars=jars))


def _load_job(text: str, entry, timeout, memory_mib, *, allow_path, shown_as, args, flink_home, conf, jars) -> JobGraph:
    """:func:`load` of anything but a savepoint."""
    if timeout is None:
        timeout = default_timeout()
    path = Path(text)
    if not path.exists():
        raise LoadError(f"{shown_as or text}: no such file or directory")
    from .sql import is_compiled_plan, is_sql_script

    if is_sql_script(path) or is_compiled_plan(path):
        from .sql import load_sql

        return _shown(load_sql(path, conf=conf, jars=jars, flink_home=flink_home, timeout=timeout,
                               allow_path=allow_path), shown_as)
    if path.is_file() and path.suffix.lower() in _MANIFEST_SUFFIXES:
        return load_manifest(path, shown_as=shown_as)
    if path.is_file() and path.suffix.lower() == ".jar":
        from .jar import load_jar

        return _shown(load_jar(path, entry=entry, args=args, flink_home=flink_home, timeout=timeout,
                               shown_as=shown_as), shown_as)
    from .pyflink import declares_with_flink_compat, is_pyflink_program

    if path.is_file() and path.suffix.lower() == ".py" and declares_with_flink_compat(path):
        if path.name != "job.py":
            raise LoadError(f"{shown_as or text}: declares a job with flink_compat.api, as a job package's job.py "
                            "does: name it job.py in a directory of its own and pass the directory")
        path = path.parent  # a job package's job.py: the package is its directory
    if is_pyflink_program(path):
        from .pyflink import load_pyflink

        return load_pyflink(path, entry=entry, args=args, timeout=timeout, memory_mib=memory_mib, shown_as=shown_as)
    if path.is_dir() or path.suffix.lower() in (".zip", ".whl"):
        return load_package(path, entry=entry, timeout=timeout, memory_mib=memory_mib, shown_as=shown_as)
    raise LoadError(
        f"{text}: not a job package (directory, .zip, .whl), job JAR, PyFlink program (.py), SQL script "
        "(.sql), compiled plan or manifest (.json, .yaml) or savepoint"
    )


def _with_kryo_of_its_flink(graph: JobGraph) -> JobGraph:
    """A job for Flink 1.x has its Kryo state written and read by Kryo 2 (Flink 2.x: Kryo 5, whose
    fixed-width numbers are little-endian): its Kryo snapshots say so (``kryo_major``), as a Flink
    1.x savepoint's do, so that values are read and written as that Flink's Kryo does."""
    if not graph.flink_version.startswith("1."):
        return graph
    from flink_compat.schema_registry.families.kryo import with_kryo_major

    return map_snapshots(graph, lambda snapshot: with_kryo_major(snapshot, 2))


def is_savepoint_location(text: str) -> bool:
    """What :func:`load` reads as a savepoint: a remote URI, a directory with ``_metadata``,
    or a ``_metadata`` file."""
    return text.startswith(_REMOTE_SCHEMES) or is_savepoint(text)


def is_savepoint(text: str) -> bool:
    """A directory with ``_metadata`` (a savepoint or ``chk-N``), a job's checkpoint
    directory with a completed ``chk-N/_metadata`` (read: the latest), or ``_metadata``."""
    from flink_compat.savepoint.api import latest_checkpoint

    path = Path(text)
    if path.is_dir():
        return (path / "_metadata").is_file() or latest_checkpoint(str(path)) is not None
    return path.is_file() and path.name == "_metadata"


# ------------------------------------------------------------------------ manifests


def _shown(graph: JobGraph, shown_as: Optional[str]) -> JobGraph:
    """A single-file job (a JAR, a SQL script or plan) named as the caller shows it (``--against``:
    ``REF:PATH``, not the temporary checkout it was read from)."""
    return graph if shown_as is None else graph.model_copy(update={"location": shown_as})


def load_manifest(path: Path, shown_as: Optional[str] = None) -> JobGraph:
    name = shown_as or str(path)
    raw = read_limited(path, "manifest", name)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise LoadError(f"{name}: cannot read manifest: {e}") from None
    if path.suffix.lower() == ".json":
        data = parse_json(text, name)
    else:
        data = _parse_yaml(text, name)
    if isinstance(data, dict) and "name" not in data and "operators" not in data:
        raise LoadError(f"{name}: not a job: a .json or .yaml job is a compiled plan (\"flinkVersion\" and "
                        "\"nodes\") or a flink-compat manifest (\"name\" and \"operators\")")
    if isinstance(data, dict):
        data.setdefault("origin", "manifest")
        data.setdefault("location", shown_as or shown_path(path))
    graph = validate_graph(data, name, owned=True)
    _check_unique_ids(graph, name)
    return graph


def read_limited(path: Path, what: str, name: Optional[str] = None, limit: int = MAX_MANIFEST_BYTES) -> bytes:
    """The bytes of ``path``, a regular file of at most ``limit`` bytes (``what`` it is, for
    the errors, which name it as ``name``)."""
    name = name or str(path)
    too_large = f"{name}: {what} larger than {limit >> 20} MiB"
    if _require_regular_file(path, what, name) > limit:
        raise LoadError(too_large)
    try:
        with open(path, "rb") as f:
            raw = f.read(limit + 1)
    except OSError as e:
        raise LoadError(f"{name}: cannot read {what}: {e.strerror}") from None
    if len(raw) > limit:  # (it grew since)
        raise LoadError(too_large)
    return raw


def parse_json(text: str | bytes, where: str) -> Any:
    """Parsed JSON; errors name ``where``. Nesting: orjson refuses more than 1024 levels
    (without recursion); serializers are held to :data:`~graph.model.MAX_SNAPSHOT_DEPTH`
    when the graph is validated."""
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError as e:  # names the line and column
        raise LoadError(f"{where}: not valid JSON: {e}") from None
    return data


class _YamlProblem(Exception):
    """A problem at a place of the YAML text (its line and column)."""

    def __init__(self, message: str, mark) -> None:
        super().__init__(f"line {mark.line + 1}, column {mark.column + 1}: {message}")


def _parse_yaml(text: str, name: str) -> Any:
    import yaml

    class ManifestLoader(yaml.SafeLoader):
        """``yaml.SafeLoader`` that counts while composing, before any object is built:
        nesting up to :data:`MAX_MANIFEST_DEPTH`, and aliases standing for at most
        :data:`MAX_YAML_ALIAS_NODES` nodes in all (an alias counts as its whole subtree);
        and that names the node whose value cannot be built (a date of month 13, an
        integer of 5,000 digits)."""

        depth = 0
        aliased = 0  # nodes that aliases stand for
        nodes = 0  # nodes composed so far
        sizes: dict  # id(anchored node) -> nodes in its subtree, counting its aliases

        def compose_node(self, parent, index):
            event = self.peek_event()
            if isinstance(event, yaml.AliasEvent):
                node = self.anchors.get(event.anchor)
                if node is not None:  # (an undefined alias is the composer's error)
                    size = self.sizes.get(id(node))
                    if size is None:
                        raise _YamlProblem(f"alias *{event.anchor} refers to a node that contains it", event.start_mark)
                    self.aliased += size
                    if self.aliased > MAX_YAML_ALIAS_NODES:
                        raise _YamlProblem(
                            f"YAML aliases stand for more than {MAX_YAML_ALIAS_NODES:,} nodes (an alias bomb?); "
                            "share serializers through the 'snapshots' table",
                            event.start_mark,
                        )
                return super().compose_node(parent, index)
            self.depth += 1
            if self.depth > MAX_MANIFEST_DEPTH:
                raise _YamlProblem(f"nested deeper than {MAX_MANIFEST_DEPTH} levels", event.start_mark)
            before = self.nodes + self.aliased
            node = super().compose_node(parent, index)
            self.depth -= 1
            self.nodes += 1
            if event.anchor is not None:
                self.sizes[id(node)] = self.nodes + self.aliased - before
            return node

        def construct_object(self, node, deep=False):
            try:
                return super().construct_object(node, deep)
            except (ValueError, OverflowError) as e:  # Python's, not PyYAML's: they name no place
                kind = node.tag.rsplit(":", 1)[-1]  # timestamp, int, float, ...
                raise _YamlProblem(f"not valid YAML: not a valid {kind} ({one_line(str(e), 200)})",
                                   node.start_mark) from None

    try:
        loader = ManifestLoader(text)  # reading checks every character at once
    except yaml.reader.ReaderError as e:
        line = text.count("\n", 0, e.position) + 1
        column = e.position - (text.rfind("\n", 0, e.position) + 1) + 1
        raise LoadError(f"{name}: line {line}, column {column}: not valid YAML: character U+{e.character:04X} "
                        "is not allowed (a control character?)") from None
    loader.sizes = {}
    try:
        return loader.get_single_data()
    except _YamlProblem as e:
        raise LoadError(f"{name}: {e}") from None
    except yaml.YAMLError as e:  # parse errors name the line and column
        raise LoadError(f"{name}: not valid YAML: {one_line(str(e))}") from None
    finally:
        loader.dispose()


def _check_unique_ids(graph: JobGraph, name: str) -> None:
    """Two operators of a manifest with one OperatorID: Flink could not tell their state
    apart. (Two with one uid have one ID too: that is the DUPLICATE_UID finding, as for
    a job package, so it is left to the checker.)"""
    seen: dict[str, int] = {}
    for i, op in enumerate(graph.operators):
        first = seen.setdefault(op.id, i)
        if first != i:
            other = graph.operators[first]
            if op.uid is not None and op.uid == other.uid:
                continue
            raise LoadError(
                f"{name}: operators[{i}] ({op.display_name}) has the OperatorID {op.id} "
                f"of operators[{first}] ({other.display_name}); each operator needs an ID of its own"
            )


def _require_regular_file(path: Path, what: str, name: Optional[str] = None) -> int:
    """The size of ``path``, a regular file: a FIFO or a device would block or never end."""
    name = name or str(path)
    try:
        info = os.stat(path)
    except OSError as e:
        raise LoadError(f"{name}: cannot read {what}: {e.strerror}") from None
    if not stat.S_ISREG(info.st_mode):
        raise LoadError(f"{name}: not a regular file (a {what} is read from a file)")
    return info.st_size


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


def load_package(
    path: Path,
    entry: Optional[str] = None,
    timeout: float = DEFAULT_TIMEOUT_S,
    memory_mib: int = DEFAULT_MEMORY_MIB,
    shown_as: Optional[str] = None,
) -> JobGraph:
    """Import the job package in a sandboxed child interpreter and return the graph it builds.

    The child runs in the sandbox of every child that runs job code (:mod:`graph.sandbox`): a
    minimal environment with HOME and TMPDIR in a temporary directory, the only writable one;
    limits on address space (``memory_mib``), CPU time (the timeout), file size and core dumps;
    namespaces where the platform allows (no network, no other process visible, the file
    systems read-only); a process group, killed whole when the child ends or times out. Its
    output is read boundedly and quoted only as one clean line.
    """
    name = shown_as or str(path)
    if not path.is_dir():
        _require_regular_file(path, "job package")
    with tempfile.TemporaryDirectory(prefix="flink-compat-") as tmp:
        if path.is_dir():
            root = path.resolve()
        else:
            root = Path(tmp) / "package"
            _extract(path, root)
        home = Path(tmp) / "home"
        home.mkdir()
        result_file = Path(tmp) / "result.json"
        limits = Limits(
            memory_bytes=memory_mib << 20,
            # The wall-clock timeout bounds one thread; this bounds all of them together.
            cpu_seconds=math.ceil(timeout) + 1,
            # The result is a manifest, and may not be larger than one.
            file_bytes=MAX_MANIFEST_BYTES,
        )
        code = (
            "import sys; sys.path.insert(0, sys.argv[1]); "
            "from flink_compat.graph._child import main; main(sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]))"
        )
        import flink_compat

        project_root = str(Path(flink_compat.__file__).resolve().parent.parent)  # where flink_compat is found
        with progress.step(f"loading {name}: importing the job package"):
            returncode, stderr = run_sandboxed(
                [sys.executable, "-I", "-c", code, project_root, str(root), entry or "", str(result_file),
                 str(limits.memory_bytes)],
                cwd=home,
                writable=[Path(tmp)],
                timeout=timeout,
                limits=limits,
            )
        if returncode is None:
            raise LoadError(
                f"{name}: the job package did not finish building its job within {timeout:g} s "
                "(an endless loop or blocking call at import time? On a busy machine, raise --timeout)"
            )
        if not result_file.exists():
            if returncode == -signal.SIGXCPU:
                raise LoadError(f"{name}: the job package used more than {limits.cpu_seconds} s of CPU time")
            lines = [line for line in stderr.splitlines() if line.strip()]
            detail = f": {one_line(lines[-1], _CHILD_TEXT_CHARS)}" if lines else ""
            raise LoadError(f"{name}: the job package exited with code {returncode} before returning a job{detail}")
        if result_file.stat().st_size > MAX_MANIFEST_BYTES:
            raise LoadError(f"{name}: the job package returned a graph larger than {MAX_MANIFEST_BYTES >> 20} MiB")
        result = parse_json(result_file.read_bytes(), f"{name}: the job package's result")
    if isinstance(result, dict) and isinstance(result.get("error"), dict):
        err = result["error"]
        where = name
        if isinstance(err.get("file"), str) and "\0" not in err["file"]:
            line = err.get("line") if type(err.get("line")) is int else "?"
            where = f"{one_line(_display_path(err['file'], root, path, shown_as), _CHILD_TEXT_CHARS)}:{line}"
        raise LoadError(f"{where}: {one_line(str(err.get('message')), _CHILD_TEXT_CHARS)}")
    if not isinstance(result, dict) or "graph" not in result:
        raise LoadError(f"{name}: the job package returned no graph")
    graph = validate_graph(result["graph"], name, owned=True)
    return _relocate(graph, root, path, shown_as)


def _extract(archive: Path, dest: Path) -> None:
    """Unpack a .zip/.whl: regular files and directories only, none outside ``dest``, at
    most :data:`MAX_ARCHIVE_MEMBERS` members and :data:`MAX_ARCHIVE_BYTES` bytes (checked
    on the sizes the archive declares, then again on the bytes it really inflates to)."""
    dest.mkdir()
    top = dest.resolve()
    try:
        with zipfile.ZipFile(archive) as zf:
            members = zf.infolist()
            if len(members) > MAX_ARCHIVE_MEMBERS:
                raise LoadError(f"{archive}: archive has {len(members):,} members, more than a job package may have "
                                f"({MAX_ARCHIVE_MEMBERS:,})")
            if sum(m.file_size for m in members) > MAX_ARCHIVE_BYTES:
                raise LoadError(f"{archive}: archive unpacks to more than a job package may ({MAX_ARCHIVE_BYTES >> 20} MiB)")
            written = 0
            for member in members:
                if not member.filename:  # an empty name would be the destination itself
                    raise LoadError(f"{archive}: archive member with an empty name")
                target = (dest / member.filename).resolve()
                if not str(target).startswith(str(top) + os.sep) and target != top:
                    raise LoadError(f"{archive}: archive member {member.filename!r} escapes the archive")
                if member.is_dir():
                    target.mkdir(parents=True, exist_ok=True)
                    continue
                kind = stat.S_IFMT(member.external_attr >> 16)
                if kind not in (0, stat.S_IFREG):  # 0: made where files have no Unix mode
                    what = "a symbolic link" if kind == stat.S_IFLNK else "not a regular file"
                    raise LoadError(f"{archive}: archive member {member.filename!r} is {what}")
                target.parent.mkdir(parents=True, exist_ok=True)
                with zf.open(member) as src, open(target, "wb") as out:
                    while chunk := src.read(1 << 20):
                        written += len(chunk)
                        if written > MAX_ARCHIVE_BYTES:
                            raise LoadError(f"{archive}: archive unpacks to more than a job package may "
                                            f"({MAX_ARCHIVE_BYTES >> 20} MiB)")
                        out.write(chunk)
    except OSError as e:
        raise LoadError(f"{archive}: cannot unpack the archive: {e.strerror or e}") from None
    except ZIP_ERRORS as e:
        raise LoadError(f"{archive}: not a valid zip/wheel archive: {one_line(str(e), _CHILD_TEXT_CHARS)}") from None


def shown_path(path: str | os.PathLike) -> str:
    """``path`` relative to the working directory when it lies inside it (stable reports)."""
    text = os.fspath(path)
    try:
        absolute = Path(text).resolve()
        rel = absolute.relative_to(Path.cwd().resolve())
    except (ValueError, OSError):
        return text
    return str(rel)


def _display_path(file: str, root: Path, package: Path, shown_as: Optional[str] = None) -> str:
    """A path for reports: relative to the working directory when possible (or under
    ``shown_as``, the package's name), else inside the package."""
    absolute = Path(file).resolve()
    try:
        inner = absolute.relative_to(root)
    except ValueError:
        return file
    if shown_as is not None:
        # "main:" names a repository's root at a ref: its files are "main:job.py"
        separator = "" if shown_as.endswith((":", "/")) else "/" if package.is_dir() else "!/"
        return f"{shown_as}{separator}{inner.as_posix()}"
    if package.is_dir():
        return shown_path(package / inner)
    return f"{shown_path(package)}!/{inner}"


def _relocate(graph: JobGraph, root: Path, package: Path, shown_as: Optional[str] = None) -> JobGraph:
    def fix(loc: Optional[SourceLocation]) -> Optional[SourceLocation]:
        if loc is None:
            return None
        return SourceLocation(file=_display_path(loc.file, root, package, shown_as), line=loc.line)

    operators = tuple(
        op.model_copy(
            update={
                "declared_at": fix(op.declared_at),
                "states": tuple(s.model_copy(update={"declared_at": fix(s.declared_at)}) for s in op.states),
            }
        )
        for op in graph.operators
    )
    location = shown_as or shown_path(package)
    return graph.model_copy(update={"operators": operators, "location": location, "origin": "package"})


# ------------------------------------------------------------------------ savepoints


def load_savepoint(text: str, *, allow_path: Optional[str] = None) -> JobGraph:
    """The graph a savepoint restores: operators by OperatorID with their state."""
    from .from_savepoint import graph_of_savepoint

    with progress.step(f"reading the savepoint {text}"):
        return graph_of_savepoint(text, allow_path=allow_path)
