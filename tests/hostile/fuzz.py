"""A fuzz campaign over every input flink-compat reads: ``make fuzz N=2000``.

Targets (weights in :data:`TARGETS`):

* ``metadata``: a savepoint's ``_metadata`` (fixtures and the Flink corpus), mutated in
  memory and read in full in this process (metadata, backend meta information, every
  entry decoded, ``inspect`` with samples);
* ``state``: one state file of a savepoint with files, mutated on a private copy;
* ``manifest``: a manifest (JSON or YAML, written from the fixtures' graphs), mutated as
  bytes or as a tree (hostile values at a random node), loaded and checked against itself;
* ``archive``: a job package zipped (``examples/``), mutated as zip bytes or in its
  ``job.py``, loaded by ``flink-compat graph`` in a bounded child process (job packages
  are user code: never imported here);
* ``jar``: a job JAR's metadata (``META-INF/MANIFEST.MF``, a project's ``pom.xml``, a
  bundled Flink artifact's ``pom.properties``), mutated as zip bytes or in one entry (bytes,
  or a pom made hostile: DOCTYPE and entities, deep nesting), read as the JAR loader does in
  Python before any JVM runs (:func:`graph.jar.job_flink_version`: which Flink loads it);
* ``sql``: a SQL job's graph (``tests/reports/sql``, as ``flink-compat graph`` writes it)
  whose planner descriptions and statement texts are mutated, loaded, checked against the
  other version and rendered (text, Markdown, HTML): the Python side of SQL, which reads
  descriptions (:mod:`graph.sql_description`, :mod:`compat.sql_meaning`) and lays out
  statements (no JVM);
* ``plan``: a compiled plan (``tests/sql/fixtures``), mutated as bytes or as a tree, told
  from a manifest as :func:`graph.loader.load` does (:func:`graph.sql.is_compiled_plan`),
  then read as a plan (its ExecNodes) or loaded as a manifest.

Each case ends in one class: ``ok``; ``error`` (FormatError/LoadError in process, or one
``flink-compat: error:`` line and exit 2); ``crash`` (any other exception or exit);
``hang`` (over :data:`CASE_SECONDS`); ``memory`` (MemoryError under the address-space
limit). A crash, hang or memory case is written to ``tests/hostile/regressions/`` as a
JSON case that ``tests/hostile/test_fuzz_regressions.py`` replays. The run prints cases/s
and the count of each class.

Usage: ``python -m tests.hostile.fuzz --cases N [--seed S] [--targets metadata,state]``.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import io
import json
import os
import random
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zipfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAVEPOINTS = ROOT / "tests" / "fixtures" / "savepoints"
EXAMPLES = ROOT / "examples"
SQL_GRAPHS = ROOT / "tests" / "reports" / "sql"
SQL_SCRIPTS = ROOT / "tests" / "fidelity" / "sql"
PLANS = ROOT / "tests" / "sql" / "fixtures"
REGRESSIONS = Path(__file__).resolve().parent / "regressions"

#: Share of the cases each target gets (archives are slow: a child process per case).
TARGETS = {"metadata": 4, "state": 3, "manifest": 3, "archive": 1, "jar": 2, "sql": 2, "plan": 2}
#: Wall-clock bound of one case, and the address space of this process / of a CLI child.
CASE_SECONDS = 20
MEMORY_LIMIT = 2 << 30
CHILD_MEMORY_LIMIT = 1 << 30
OUTCOMES = ("ok", "error", "crash", "hang", "memory")
#: Outcomes that become regression cases.
FAILURES = ("crash", "hang", "memory")


# ---------------------------------------------------------------------------------------
#  mutations


def mutate(data: bytes, ops) -> bytes:
    """Apply ``ops``: ``(kind, where in [0, 1), argument)`` byte edits."""
    b = bytearray(data)
    for kind, where, arg in ops:
        if not b:
            break
        i = int(where * len(b))
        if kind == "flip":
            b[i] ^= arg
        elif kind == "set":
            b[i] = arg
        elif kind == "truncate":
            del b[i:]
        elif kind == "insert":
            b.insert(i, arg)
        elif kind == "delete":
            del b[i : i + arg]
        elif kind == "int":
            b[i : i + 4] = (arg & 0xFFFFFFFF).to_bytes(4, "big")
    return bytes(b)


INTERESTING_INTS = [0, 1, -1, 0x7FFFFFFF, -0x80000000, 0xFFFF, 255, 65536]


def random_ops(rng: random.Random, most: int = 4) -> list:
    ops = []
    for _ in range(rng.randint(1, most)):
        kind = rng.choice(["flip", "set", "truncate", "insert", "delete", "int"])
        arg = {
            "flip": lambda: rng.randint(1, 255),
            "set": lambda: rng.randint(0, 255),
            "truncate": lambda: 0,
            "insert": lambda: rng.randint(0, 255),
            "delete": lambda: rng.randint(1, 16),
            "int": lambda: rng.choice(INTERESTING_INTS),
        }[kind]()
        ops.append((kind, rng.random(), arg))
    return ops


#: Stands for a list nested :data:`DEEP` times, spliced into the text after dumping (no
#: serializer writes such a tree: they recurse).
DEEP_MARK = "__deeply_nested__"
DEEP = 10_000
HOSTILE_VALUES = [None, -1, 0, 2**63, -(2**63), 1e308, "", "x" * 100_000, "../../etc/passwd", [], {}, [[[[[]]]]], True, "☃", DEEP_MARK]


def dump_tree(tree, suffix: str) -> bytes:
    import yaml

    text = json.dumps(tree) if suffix == ".json" else yaml.safe_dump(tree, width=1 << 30)
    return text.replace(f'"{DEEP_MARK}"', "[" * DEEP + "]" * DEEP).replace(DEEP_MARK, "[" * DEEP + "]" * DEEP).encode()


def mutate_tree(value, rng: random.Random):
    """A copy of a JSON tree with one node replaced by a hostile value."""
    nodes = []

    def walk(v, parent, key):
        nodes.append((parent, key))
        if isinstance(v, dict):
            for k, child in v.items():
                walk(child, v, k)
        elif isinstance(v, list):
            for k, child in enumerate(v):
                walk(child, v, k)

    tree = json.loads(json.dumps(value))
    walk(tree, None, None)
    parent, key = rng.choice(nodes[1:] or nodes)
    if parent is None:
        return rng.choice(HOSTILE_VALUES)
    if rng.random() < 0.2 and isinstance(parent, dict):
        del parent[key]
    else:
        parent[key] = rng.choice(HOSTILE_VALUES)
    return tree


# ---------------------------------------------------------------------------------------
#  cases: what one input is, and running it


@dataclass
class Case:
    target: str
    #: the seed input: a savepoint directory, a manifest name or an example package
    source: str
    data: bytes
    #: state: the mutated file's name; manifest, plan: the suffix (.json/.yaml); sql: the other version's graph
    detail: str = ""

    def to_json(self, outcome: str, message: str) -> dict:
        return {
            "target": self.target,
            "source": self.source,
            "detail": self.detail,
            "outcome": outcome,
            "message": message[:2000],
            "data": base64.b64encode(self.data).decode("ascii"),
        }

    @classmethod
    def from_json(cls, d: dict) -> "Case":
        return cls(d["target"], d["source"], base64.b64decode(d["data"]), d.get("detail", ""))


def _corpus() -> Path:
    from tests.conftest import CORPUS

    return CORPUS


def source_path(source: str) -> Path:
    """``fixtures/...``, ``corpus/...`` or ``examples/...`` as a path (may not exist)."""
    head, _, rest = source.partition("/")
    base = {"fixtures": SAVEPOINTS, "corpus": _corpus(), "examples": EXAMPLES}[head]
    return base / rest


class _Timeout(BaseException):
    pass


def _alarm(_signum, _frame):
    raise _Timeout()


def run_case(case: Case, workdir: Path) -> tuple[str, str]:
    """(outcome, message) of one case; see the module docs for the classes."""
    if case.target == "archive":
        return _run_archive(case, workdir)
    from flink_compat.graph.errors import LoadError
    from flink_compat.schema_registry._io import FormatError

    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(CASE_SECONDS)
    try:
        {"metadata": _run_metadata, "state": _run_state, "manifest": _run_manifest, "jar": _run_jar, "sql": _run_sql,
         "plan": _run_plan}[case.target](case, workdir)
        return "ok", ""
    except (FormatError, LoadError) as e:
        return "error", str(e)[:300]
    except _Timeout:
        return "hang", f"over {CASE_SECONDS} s"
    except MemoryError:
        return "memory", "MemoryError"
    except RecursionError as e:
        return "crash", f"RecursionError: {e}"
    except Exception as e:  # noqa: BLE001 - the point: anything else is a crash
        import traceback

        return "crash", f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=-6)}"
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def exercise(buf: bytes, path: Path) -> int:
    """Everything a user of the reader can ask for; returns the number of items seen."""
    from flink_compat.savepoint import read_metadata_buffer
    from flink_compat.savepoint.api import Savepoint
    from flink_compat.savepoint.decode import decode_keyed, decode_operator

    n = 0
    md = read_metadata_buffer(buf, str(path), str(path.parent))
    md.model_dump(mode="json")
    sp = Savepoint(str(path.parent), str(path), md)
    try:
        for op in sp.operators:
            if op.has_keyed_state:
                meta = op.keyed_meta
                if meta is not None:
                    meta.model_dump(mode="json")
                for _ in decode_keyed(op):
                    n += 1
                    if n > 1_000_000:
                        raise AssertionError("runaway entry count")
            if op.has_operator_state:
                om = op.operator_meta
                if om is not None:
                    om.model_dump(mode="json")
                for _ in decode_operator(op):
                    n += 1
    finally:
        sp.close()
    return n


def _exercise_savepoint(buf: bytes, metadata_path: Path) -> None:
    """:func:`exercise`, then ``inspect`` with samples, rendered."""
    from flink_compat.savepoint import read_metadata_buffer
    from flink_compat.savepoint.api import Savepoint
    from flink_compat.savepoint.inspect import inspect_savepoint, render_inspect

    exercise(buf, metadata_path)
    md = read_metadata_buffer(buf, str(metadata_path), str(metadata_path.parent))
    with Savepoint(str(metadata_path.parent), str(metadata_path), md) as sp:
        data = inspect_savepoint(sp, entries=2)
    json.dumps(data)
    render_inspect(data)


def _run_metadata(case: Case, workdir: Path) -> None:
    _exercise_savepoint(case.data, source_path(case.source) / "_metadata")


def _run_state(case: Case, workdir: Path) -> None:
    copy = workdir / "sp"
    if copy.exists():
        shutil.rmtree(copy)
    shutil.copytree(source_path(case.source), copy)
    target = copy / case.detail
    target.chmod(0o644)
    target.write_bytes(case.data)
    _exercise_savepoint((copy / "_metadata").read_bytes(), copy / "_metadata")


def _run_manifest(case: Case, workdir: Path) -> None:
    from flink_compat.compat.check import check
    from flink_compat.graph.loader import load_manifest
    from flink_compat.reports import render

    path = workdir / f"manifest{case.detail}"
    path.write_bytes(case.data)
    graph = load_manifest(path)
    verdict = check(graph, graph)
    for fmt in ("text", "json"):
        render(verdict, fmt)


def _run_jar(case: Case, workdir: Path) -> None:
    from flink_compat.graph.jar import _downloadable, job_flink_version

    path = workdir / "job.jar"
    path.write_bytes(case.data)
    found = job_flink_version(path)
    if found:
        _downloadable(path, *found)  # the version whose jars would be downloaded, or why not


def _run_sql(case: Case, workdir: Path) -> None:
    from flink_compat.compat.check import check
    from flink_compat.graph.loader import load_manifest
    from flink_compat.graph.sql import is_sql_script
    from flink_compat.reports import render

    path = workdir / "sql.json"
    path.write_bytes(case.data)
    is_sql_script(path)
    graph = load_manifest(path)
    other = load_manifest(SQL_GRAPHS / case.detail)  # the scenario's other version
    for verdict in (check(other, graph), check(graph, other)):
        for fmt in ("text", "markdown", "html"):
            render(verdict, fmt)


def _run_plan(case: Case, workdir: Path) -> None:
    from flink_compat.graph.loader import load_manifest
    from flink_compat.graph.sql import _exec_nodes, is_compiled_plan, read_plan

    path = workdir / "plan.json"
    path.write_bytes(case.data)
    if is_compiled_plan(path):
        _exec_nodes({}, read_plan(path))
    else:  # what graph.loader.load does with any other .json
        load_manifest(path)


def run_bounded(module: str, *args: str, cwd: Path | None = None, seconds: int = CASE_SECONDS) -> subprocess.CompletedProcess:
    """``python -m MODULE ARGS`` in a child under :data:`CHILD_MEMORY_LIMIT` of address
    space and ``seconds`` of CPU and of wall-clock time (``subprocess.TimeoutExpired``)."""

    def limits() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (CHILD_MEMORY_LIMIT, CHILD_MEMORY_LIMIT))
        resource.setrlimit(resource.RLIMIT_CPU, (seconds, seconds))

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("FLINK_COMPAT_DEBUG", None)
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        capture_output=True, text=True, timeout=seconds, preexec_fn=limits, env=env, cwd=cwd,
    )


def _run_archive(case: Case, workdir: Path) -> tuple[str, str]:
    archive = workdir / "job.zip"
    archive.write_bytes(case.data)
    try:
        proc = run_bounded("flink_compat", "graph", str(archive), "--timeout", str(CASE_SECONDS // 2), cwd=workdir)
    except subprocess.TimeoutExpired:
        return "hang", f"over {CASE_SECONDS} s"
    err = proc.stderr.strip()
    if "MemoryError" in err:
        return "memory", err[-300:]
    if proc.returncode == 0:
        return "ok", ""
    lines = err.splitlines()
    if proc.returncode == 2 and len(lines) == 1 and lines[0].startswith("flink-compat: error: ") and "internal error" not in err:
        return "error", lines[0][:300]
    return "crash", f"exit {proc.returncode}: {err[-2000:]}"


# ---------------------------------------------------------------------------------------
#  seeds


def _rel(path: Path) -> str:
    for head, base in (("fixtures", SAVEPOINTS), ("corpus", _corpus()), ("examples", EXAMPLES)):
        try:
            return f"{head}/{path.relative_to(base)}"
        except ValueError:
            continue
    raise ValueError(path)


def savepoint_dirs() -> list[Path]:
    dirs = sorted(p.parent for p in SAVEPOINTS.glob("*/_metadata"))
    corpus = _corpus()
    if corpus.is_dir():
        dirs += sorted(p.parent for p in corpus.rglob("_metadata"))
    return dirs


def manifest_seeds() -> dict[str, bytes]:
    """Manifests of the fixtures' graphs, as JSON and YAML."""
    import yaml

    from flink_compat.graph.from_savepoint import graph_of_savepoint
    from flink_compat.graph.model import to_manifest

    seeds = {}
    for d in sorted(p.parent for p in SAVEPOINTS.glob("*/_metadata")):
        manifest = to_manifest(graph_of_savepoint(str(d)))
        seeds[f"fixtures/{d.name}.json"] = json.dumps(manifest, indent=1).encode()
        seeds[f"fixtures/{d.name}.yaml"] = yaml.safe_dump(manifest, sort_keys=False).encode()
    return seeds


def archive_seeds() -> dict[str, bytes]:
    seeds = {}
    for job in sorted(EXAMPLES.glob("*/v*/job.py")):
        buf = io.BytesIO()
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            for f in sorted(job.parent.rglob("*")):
                if f.is_file() and "__pycache__" not in f.parts:
                    z.write(f, f.relative_to(job.parent).as_posix())
        seeds[_rel(job.parent)] = buf.getvalue()
    return seeds


#: A job JAR's Maven metadata: the project's pom (Flink dependencies, a property, a parent),
#: a bundled Flink artifact's pom.properties, the manifest.
JAR_POM = """<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <parent><groupId>com.example</groupId><artifactId>parent</artifactId><version>7</version></parent>
  <artifactId>alarm</artifactId>
  <properties><flink.version>2.3.0</flink.version><scala.binary>2.12</scala.binary></properties>
  <dependencyManagement><dependencies>
    <dependency><groupId>org.apache.flink</groupId><artifactId>flink-core</artifactId><version>${flink.version}</version></dependency>
  </dependencies></dependencyManagement>
  <dependencies>
    <dependency><groupId>org.apache.flink</groupId><artifactId>flink-streaming-java</artifactId><version>${flink.version}</version></dependency>
    <dependency><groupId>org.apache.flink</groupId><artifactId>flink-connector-kafka</artifactId><version>3.3.0-1.20</version></dependency>
  </dependencies>
</project>
"""
JAR_ENTRIES = {
    "META-INF/MANIFEST.MF": "Manifest-Version: 1.0\r\nMain-Class: com.example.Alarm\r\nCreated-By: Maven\r\n\r\n",
    "META-INF/maven/com.example/alarm/pom.xml": JAR_POM,
    "META-INF/maven/com.example/alarm/pom.properties": "groupId=com.example\nartifactId=alarm\nversion=1.5\n",
    "META-INF/maven/org.apache.flink/flink-connector-base/pom.properties": "# bundled\nversion=2.3.0\n",
    "com/example/Alarm.class": "\xca\xfe\xba\xbe",
}
#: Poms made hostile: entities (a billion laughs, an external file), nesting, size.
HOSTILE_POMS = [
    '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY a "lol">' + "".join(
        f'<!ENTITY {chr(98 + i)} "{("&" + chr(97 + i) + ";") * 10}">' for i in range(9))
    + ']><project><properties><v>&j;</v></properties></project>',
    '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY x SYSTEM "file:///etc/passwd">]><project><version>&x;</version></project>',
    "<project>" + "<a>" * 100_000 + "</a>" * 100_000 + "</project>",
    JAR_POM.replace("<flink.version>2.3.0", "<flink.version>${flink.version}"),
    JAR_POM.replace("2.3.0", "${a}${a}${a}${a}${a}" * 2000),
]
#: What replaces a SQL text (a description or a statement): deep brackets, open quotes,
#: controls, a long text.
HOSTILE_SQL = ["(" * DEEP, "[" * DEEP + "]" * DEEP, "GroupAggregate(" + "groupBy=[" * DEEP, "'", "`x", "Calc(select=[",
               "GroupAggregate(groupBy=[k], select=[k, SUM(" + "a, " * 100_000 + ")])", "\x00\x1b[31m\n::error::x\r",
               "Rank(rankRange=[rankStart=1, rankEnd=99999999999999999999999], partitionBy=[k])", ""]


def jar_seed(entries: dict) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in entries.items():
            z.writestr(name, text.encode("latin-1") if name.endswith(".class") else text)
    return buf.getvalue()


def sql_texts(tree: dict) -> list[tuple[dict, str]]:
    """The SQL texts of a SQL graph: (holder, key) of each planner description and statement."""
    places = [(op["sql"], "description") for op in tree["operators"] if (op.get("sql") or {}).get("description")]
    return places + [(st, "text") for st in (tree.get("sql") or {}).get("statements", ())]


class Generator:
    def __init__(self, rng: random.Random):
        self.rng = rng
        self.dirs = savepoint_dirs()
        self.state_files = [(d, f.name) for d in self.dirs for f in sorted(d.iterdir())
                            if f.is_file() and f.name not in ("_metadata", "FIXTURE.json") and f.stat().st_size < 1 << 20]
        self.manifests = manifest_seeds()
        self.archives = archive_seeds()
        self.sql_graphs = {str(p.relative_to(SQL_GRAPHS)): json.loads(p.read_text(encoding="utf-8"))
                           for p in sorted(SQL_GRAPHS.glob("*/v*.json"))}
        self.sql_pool = [text for tree in self.sql_graphs.values() for holder, key in sql_texts(tree)
                         for text in (holder[key],)] + [p.read_text(encoding="utf-8") for p in sorted(SQL_SCRIPTS.glob("*/v*.sql"))]
        self.plans = {f"plans/{p.name}": p.read_bytes() for p in sorted(PLANS.glob("*.json"))}
        self._bytes: dict = {}

    def _read(self, path: Path) -> bytes:
        if path not in self._bytes:
            self._bytes[path] = path.read_bytes()
        return self._bytes[path]

    def case(self, target: str) -> Case:
        rng = self.rng
        if target == "metadata":
            d = rng.choice(self.dirs)
            return Case(target, _rel(d), mutate(self._read(d / "_metadata"), random_ops(rng)))
        if target == "state":
            d, name = rng.choice(self.state_files)
            return Case(target, _rel(d), mutate(self._read(d / name), random_ops(rng, 3)), name)
        if target == "manifest":
            name = rng.choice(sorted(self.manifests))
            data = self.manifests[name]
            suffix = name[name.rindex(".") :]
            if rng.random() < 0.5:
                data = mutate(data, random_ops(rng))
            else:
                tree = mutate_tree(json.loads(data) if suffix == ".json" else __import__("yaml").safe_load(data), rng)
                data = dump_tree(tree, suffix)
            return Case(target, name, data, suffix)
        if target == "jar":
            return self._jar()
        if target == "sql":
            return self._sql()
        if target == "plan":
            name = rng.choice(sorted(self.plans))
            data = self.plans[name]
            if rng.random() < 0.5:
                data = mutate(data, random_ops(rng))
            else:
                data = dump_tree(mutate_tree(json.loads(data), rng), ".json")
            return Case(target, name, data, ".json")
        name = rng.choice(sorted(self.archives))
        data = self.archives[name]
        if rng.random() < 0.5:
            data = mutate(data, random_ops(rng))
        else:  # a mutated job.py inside a valid zip
            src = zipfile.ZipFile(io.BytesIO(data))
            out = io.BytesIO()
            with zipfile.ZipFile(out, "w") as z:
                for info in src.infolist():
                    body = src.read(info)
                    z.writestr(info.filename, mutate(body, random_ops(rng)) if info.filename == "job.py" else body)
            data = out.getvalue()
        return Case(target, name, data)

    def _jar(self) -> Case:
        rng = self.rng
        if rng.random() < 0.3:
            return Case("jar", "jar/maven", mutate(jar_seed(JAR_ENTRIES), random_ops(rng)))
        entries = dict(JAR_ENTRIES)
        name = rng.choice(sorted(n for n in entries if not n.endswith(".class")))
        if name.endswith("pom.xml") and rng.random() < 0.3:
            entries[name] = rng.choice(HOSTILE_POMS)
        else:
            entries[name] = mutate(entries[name].encode(), random_ops(rng)).decode("utf-8", "replace")
        return Case("jar", f"jar/maven/{name}", jar_seed(entries))

    def _sql(self) -> Case:
        rng = self.rng
        name = rng.choice(sorted(self.sql_graphs))
        tree = json.loads(json.dumps(self.sql_graphs[name]))
        for _ in range(rng.randint(1, 3)):
            holder, key = rng.choice(sql_texts(tree))
            roll = rng.random()
            if roll < 0.4:
                holder[key] = mutate(holder[key].encode(), random_ops(rng)).decode("utf-8", "replace")
            elif roll < 0.7:
                holder[key] = rng.choice(self.sql_pool)
            else:
                holder[key] = rng.choice(HOSTILE_SQL)
        scenario, version = name.rsplit("/", 1)  # checked against the scenario's other version
        return Case("sql", name, json.dumps(tree).encode(), f"{scenario}/{'v2.json' if version == 'v1.json' else 'v1.json'}")


# ---------------------------------------------------------------------------------------
#  the campaign


def record(case: Case, outcome: str, message: str) -> Path:
    REGRESSIONS.mkdir(exist_ok=True)
    digest = hashlib.sha1(case.target.encode() + case.source.encode() + case.data).hexdigest()[:12]
    path = REGRESSIONS / f"{case.target}-{digest}.json"
    path.write_text(json.dumps(case.to_json(outcome, message), indent=1) + "\n", encoding="utf-8")
    return path


def campaign(cases: int, seed: int, targets: list[str]) -> dict:
    rng = random.Random(seed)
    gen = Generator(rng)
    weights = [TARGETS[t] for t in targets]
    counts = {t: dict.fromkeys(OUTCOMES, 0) for t in targets}
    seconds = dict.fromkeys(targets, 0.0)
    recorded = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="flink-compat-fuzz-") as tmp:
        for i in range(cases):
            target = rng.choices(targets, weights)[0]
            case = gen.case(target)
            t = time.perf_counter()
            outcome, message = run_case(case, Path(tmp))
            seconds[target] += time.perf_counter() - t
            counts[target][outcome] += 1
            if outcome in FAILURES:
                recorded.append(record(case, outcome, message))
                print(f"  {outcome}: {target} {case.source}: {message.splitlines()[0] if message else ''}", flush=True)
            if (i + 1) % 200 == 0:
                print(f"  {i + 1}/{cases} cases, {(i + 1) / (time.perf_counter() - start):.1f} cases/s", flush=True)
    elapsed = time.perf_counter() - start
    return {"cases": cases, "seconds": elapsed, "counts": counts, "target_seconds": seconds, "recorded": recorded}


def replay(path: Path) -> int:
    """Run one recorded case: prints its outcome; 0 when it ends cleanly (ok or error).
    The caller bounds the process (``run_bounded``)."""
    case = Case.from_json(json.loads(path.read_text(encoding="utf-8")))
    with tempfile.TemporaryDirectory(prefix="flink-compat-fuzz-") as tmp:
        outcome, message = run_case(case, Path(tmp))
    print(f"{outcome}: {message}")
    return 0 if outcome in ("ok", "error") else 1


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="fuzz", description=__doc__.split("\n\n")[0])
    p.add_argument("--replay", metavar="CASE", type=Path, help="run one recorded case (tests/hostile/regressions/*.json)")
    p.add_argument("--cases", type=int, default=2000)
    p.add_argument("--seed", type=int, default=None, help="default: random (printed, to rerun the campaign)")
    p.add_argument("--targets", default=",".join(TARGETS), help=f"comma-separated subset of {','.join(TARGETS)}")
    args = p.parse_args(argv)
    if args.replay:
        return replay(args.replay)
    targets = [t for t in args.targets.split(",") if t]
    unknown = [t for t in targets if t not in TARGETS]
    if unknown or not targets:
        p.error(f"unknown targets {unknown}; choose from {', '.join(TARGETS)}")
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1 << 32)
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    print(f"fuzz: {args.cases} cases, seed {seed}, targets {', '.join(targets)}", flush=True)
    result = campaign(args.cases, seed, targets)
    total = dict.fromkeys(OUTCOMES, 0)
    for target, counts in result["counts"].items():
        n = sum(counts.values())
        for k, v in counts.items():
            total[k] += v
        rate = n / result["target_seconds"][target] if result["target_seconds"][target] else 0.0
        print(f"  {target:9} {n:6} cases {rate:8.1f} cases/s  " + "  ".join(f"{k} {v}" for k, v in counts.items()))
    print(f"fuzz: {result['cases']} cases in {result['seconds']:.1f} s ({result['cases'] / result['seconds']:.1f} cases/s): "
          + ", ".join(f"{k} {v}" for k, v in total.items()))
    for path in result["recorded"]:
        print(f"  new regression case: {path.relative_to(ROOT)}")
    return 1 if result["recorded"] else 0


if __name__ == "__main__":
    sys.exit(main())
