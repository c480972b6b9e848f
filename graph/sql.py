"""Load a Flink SQL script or a compiled plan: Flink's planner builds the graph.

A ``.sql`` file is a SQL script (DDL, ``SET``, ``INSERT`` / statement sets); a ``.json`` file with
``flinkVersion`` and ``nodes`` is a compiled plan (``COMPILE PLAN``, FLIP-190). Either runs in
a child JVM as the program ``graph/bridge/SqlProgram.java`` (``SqlBridge.java``): a streaming
``TableEnvironment`` on Flink's client context environment runs the script's statements (or
``loadPlan(...).execute()``), and the statement that runs the job hands its StreamGraph to the
client, as a job JAR's ``execute()`` does. From there it is the JAR route of :mod:`graph.jar`:
the JobGraph, the OperatorIDs Flink assigns, the MiniCluster discovery savepoint
(docs/sql-loading.md). The JVM has the planner itself on its class path, not
flink-table-planner-loader (:func:`graph.jar.sql_class_path`), and the planner optimises the
job once: the ExecNodes' types come from the job's own translation (``ExecNodes.java``).

``conf`` (``--conf KEY=VALUE``) goes to the client's configuration, as ``flink run -D`` does; the
script's ``SET`` statements come on top. ``jars`` (``--jar``) are the program's class path: UDFs,
connectors, catalogs.
"""

from __future__ import annotations

import hashlib
import json
import re
import tempfile
from pathlib import Path
from typing import Optional, Sequence

from . import progress
from .errors import LoadError, one_line
from .jar import (
    DISCOVERY_SHARE, SQL_BRIDGE_MAIN, _discovered_states, _graph, _read_cached, _write_cached, cache_dir, flink_lib,
    flink_version, loader_key, run_bridge_program,
)
from .model import JobGraph, SourceLocation, SqlJob, SqlOperator, SqlStatement

#: How much of a ``.json`` file is read to tell a compiled plan from a manifest before parsing it.
_PLAN_SNIFF_BYTES = 64 << 10
#: The table options a SQL graph records (:attr:`~graph.model.SqlJob.options`): those whose change
#: a rule reports, and what else decides the operators and their state.
RECORDED_OPTIONS = (
    "table.exec.state.ttl",
    "table.exec.uid.generation",
    "table.exec.uid.format",
    "table.exec.mini-batch.enabled",
    "table.exec.mini-batch.allow-latency",
    "table.exec.mini-batch.size",
    "table.optimizer.agg-phase-strategy",
    "table.optimizer.distinct-agg.split.enabled",
    "table.exec.sink.upsert-materialize",
    "parallelism.default",
)
_ERROR_CHARS = 500


def is_sql_script(path: Path) -> bool:
    return path.is_file() and path.suffix.lower() == ".sql"


def is_compiled_plan(path: Path) -> bool:
    """A ``.json`` file whose top level has ``flinkVersion`` and ``nodes``, as Flink writes a
    compiled plan (a manifest of this project has neither). A file that is not JSON, or too
    large or too deep to read, is not one: the manifest loader then says what is wrong with it."""
    if not (path.is_file() and path.suffix.lower() == ".json"):
        return False
    try:
        with open(path, "rb") as f:
            head = f.read(_PLAN_SNIFF_BYTES)
    except OSError:
        return False
    if b'"flinkVersion"' not in head:
        return False
    try:
        data = read_plan(path)
    except LoadError:
        return False
    return isinstance(data, dict) and "flinkVersion" in data and isinstance(data.get("nodes"), list)


def read_plan(path: Path, name: Optional[str] = None):
    """The JSON of a compiled plan file, read as a manifest is (:func:`graph.loader.read_limited`,
    :func:`graph.loader.parse_json`: a size limit, nesting refused past 1024 levels without
    recursing); a LoadError naming the file and the place otherwise."""
    from .loader import parse_json, read_limited

    return parse_json(read_limited(path, "compiled plan", name), name or str(path))


def parse_conf(items: Sequence[str], flag: str = "--conf") -> dict[str, str]:
    """``KEY=VALUE`` items as a dict (later ones win)."""
    out = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise LoadError(f"{flag} {item!r}: expected KEY=VALUE")
        out[key.strip()] = value.strip()
    return out


def load_sql(
    path: Path,
    conf: Optional[dict] = None,
    jars: Sequence[str | Path] = (),
    flink_home: Optional[str] = None,
    timeout: float = 60.0,
    allow_path: Optional[str] = None,
) -> JobGraph:
    """The graph of the SQL script or compiled plan ``path`` (see the module's doc). The files its
    statements name (``ADD JAR``, ``USING JAR``, ``EXECUTE PLAN``) are read relative to the script,
    and only inside its checkout (:func:`checkout_root`) or ``allow_path``."""
    from .loader import shown_path

    conf = dict(conf or {})
    mode = "plan" if is_compiled_plan(path) else "script"
    shown = shown_path(path)
    jar_paths = [Path(j) for j in jars]
    for jar in jar_paths:
        if not jar.is_file():
            raise LoadError(f"--jar {jar}: no such file")
    plan = read_plan(path, shown) if mode == "plan" else None
    lib = flink_lib(flink_home)
    cached = _cached_graph_file(path, mode, conf, jar_paths, lib, allow_path)
    if cached.exists():
        graph = _read_cached(cached)
        if graph is not None:
            return _located(graph.model_copy(update={"location": shown}), shown)
    with tempfile.TemporaryDirectory(prefix="flink-compat-discovery-") as work:
        roots = [checkout_root(path), *([Path(allow_path).resolve()] if allow_path else [])]

        def bridge_args(out: Path):
            return (str(out), work, str(max(1, int(timeout * DISCOVERY_SHARE))), mode, str(path.resolve()),
                    *(a for k, v in conf.items() for a in ("-D", f"{k}={v}")),
                    *(a for j in jar_paths for a in ("-j", str(j.resolve()))),
                    *(a for r in roots for a in ("-r", str(r))))

        what = "compiled plan" if mode == "plan" else "script"
        with progress.step(f"loading {shown}: planning the {what} and discovering its state on Flink "
                           f"{flink_version(lib)}"):
            result = run_bridge_program(path, SQL_BRIDGE_MAIN, bridge_args, timeout, lib, sql=True,
                                        writable=[Path(work)], cwd=path.resolve().parent)
        if "error" in result:
            raise LoadError(_error(shown, result))
        discovered, unknown = _discovered_states(result.get("discovery") or {})
        graph = _graph(result, discovered, unknown, shown, origin="sql")
    graph = _with_sql(graph, result, mode, plan)
    if not unknown:  # a failed discovery may be passing: run it again next time
        _write_cached(cached, graph, inputs=result.get("sql_files_read") or ())
    return _located(graph, shown)


def checkout_root(script: Path) -> Path:
    """The repository the script lies in (the nearest directory up with ``.git``), else its own
    directory: where the files its statements name may lie."""
    directory = script.resolve().parent
    for candidate in (directory, *directory.parents):
        if (candidate / ".git").exists():
            return candidate
    return directory


def _located(graph: JobGraph, shown: str) -> JobGraph:
    """A script's operators declared at the first line of the statement they run a part of, so
    that findings (and a pull request's annotations) point at the INSERT; set on each load, the
    script being named as this load shows it."""
    return graph.model_copy(update={"operators": tuple(
        op.model_copy(update={"declared_at": SourceLocation(file=shown, line=op.sql.statements[0])})
        if op.sql is not None and op.sql.statements else op
        for op in graph.operators
    )})


def _error(shown: str, result: dict) -> str:
    message = one_line(str(result["error"]), _ERROR_CHARS)
    if isinstance(result.get("error_line"), int):
        return f"{shown}:{result['error_line']}: statement {result.get('error_statement')}: {message}"
    return f"{shown}: {message}"


def _cached_graph_file(path: Path, mode: str, conf: dict, jars: Sequence[Path], lib: Path,
                       allow_path: Optional[str]) -> Path:
    """Where the graph of this script or plan, with these options and jars, loaded with these
    Flink jars and this bridge, is cached: the key hashes all of them (files by content), where the
    script lies (its statements name files relative to it) and what it may read (``allow_path``).
    The files its statements read are hashed into the entry (:func:`graph.jar._write_cached`). What
    a catalog or connector reads from elsewhere is not in the key."""
    digest = hashlib.sha256()
    for file in (path, *jars):
        digest.update(hashlib.sha256(file.read_bytes()).digest())
    key = json.dumps([mode, str(path.resolve()), allow_path or "", sorted(conf.items()), [str(j) for j in jars],
                      *loader_key(lib)])
    digest.update(key.encode())
    return cache_dir() / "graphs" / f"sql-{digest.hexdigest()}.json"


#: ``stream-exec-group-aggregate_1``: an ExecNode's type and version, as a compiled plan names them (a
#: version of at most 9 digits, which int() reads whatever the file holds).
_PLAN_NODE_TYPE = re.compile(r"(.+)_(\d{1,9})")
#: The ExecNode ID the planner puts in a transformation's description (``[3]:GroupAggregate(...)``)
#: or name (``GroupAggregate[3]``, ``Source: src[1]``, ``snk[4]: Writer``).
_NODE_ID_IN_DESCRIPTION = re.compile(r"\[(\d+)\]:")
_NODE_ID_IN_NAME = re.compile(r"\[(\d+)\](?=:|$)")


def _exec_node_id(sql: dict) -> Optional[int]:
    match = _NODE_ID_IN_DESCRIPTION.match(sql.get("description") or "")
    match = match or _NODE_ID_IN_NAME.search(sql.get("name") or "")
    return int(match.group(1)) if match else None


def _exec_nodes(result: dict, plan: Optional[dict]) -> tuple[dict[int, tuple[str, int]], dict[int, str]]:
    """ExecNode ID → its type and version, and sink ExecNode ID → the table it writes
    (`` `cat`.`db`.`t` ``): the nodes of the compiled plan (the file, or the plan an ``EXECUTE
    PLAN`` statement ran; a compiled plan keeps the version it was compiled with), else those of
    the script job's translation (``sql_exec_nodes``: the planner's latest versions)."""
    if plan is None and result.get("sql_plan"):
        from .loader import parse_json

        plan = parse_json(result["sql_plan"], "the compiled plan that EXECUTE PLAN runs")
    nodes, sink_tables = {}, {}
    if plan is not None:
        for node in plan.get("nodes") or ():
            if isinstance(node, dict) and isinstance(node.get("id"), int):
                match = _PLAN_NODE_TYPE.fullmatch(str(node.get("type", "")))
                if match:
                    nodes[node["id"]] = (match.group(1), int(match.group(2)))
                table = _member(node, "dynamicTableSink", "table", "identifier")
                if isinstance(table, str):
                    sink_tables[node["id"]] = table
        return nodes, sink_tables
    for node in result.get("sql_exec_nodes") or ():
        if node.get("type") is not None and node.get("version") is not None:
            nodes[node["id"]] = (node["type"], node["version"])
        if isinstance(node.get("sink_table"), str):
            sink_tables[node["id"]] = node["sink_table"]
    return nodes, sink_tables


def _member(value, *keys):
    """``value[k1][k2]...``, or None where one is not a JSON object with that key (a plan file
    may hold anything where Flink writes an object)."""
    for key in keys:
        if not isinstance(value, dict):
            return None
        value = value.get(key)
    return value


def _with_sql(graph: JobGraph, result: dict, mode: str, plan: Optional[dict]) -> JobGraph:
    """The graph with what the planner says of each operator (:class:`~graph.model.SqlOperator`)
    and of the job (:class:`~graph.model.SqlJob`). An operator's ExecNode is the node
    (:func:`_exec_nodes`) whose ID the planner put in its name."""
    plan_nodes, sink_tables = _exec_nodes(result, plan)
    statements = tuple(SqlStatement(line=st["line"], text=st["text"], sinks=tuple(st.get("sinks") or ()))
                       for st in result.get("sql_statements") or ())
    told = {op["id"]: op for op in result.get("sql_operators") or ()}
    operators = []
    for op in graph.operators:
        sql = told.get(op.id)
        if sql is None:
            operators.append(op)
            continue
        node_id = _exec_node_id(sql)
        node_type, version = plan_nodes.get(node_id, (None, None))
        description = sql.get("description") or None
        if description and _NODE_ID_IN_DESCRIPTION.match(description):
            description = description.split(":", 1)[1]
        operators.append(op.model_copy(update={"sql": SqlOperator(
            exec_node_id=node_id, exec_node_type=node_type, exec_node_version=version, description=description,
        )}))
    operators = _with_statements(graph.model_copy(update={"operators": tuple(operators)}), statements, sink_tables)
    options = {k: str(v) for k, v in (result.get("sql_options") or {}).items() if k in RECORDED_OPTIONS}
    return graph.model_copy(update={
        "name": _job_name(graph.name, statements),
        "operators": operators,
        "sql": SqlJob(source=mode, options=options, statements=statements),
    })


def _job_name(flink_name: str, statements: tuple[SqlStatement, ...]) -> str:
    """The job's name for people: Flink names a SQL job it was given no name for (no
    ``pipeline.name``) ``insert-into_`` and its sink tables' full names; the tables the
    statements insert into say the same, as they are written (``INSERT INTO revenue``)."""
    if not flink_name.startswith("insert-into_"):
        return flink_name
    tables = list(dict.fromkeys(sink.rsplit(".", 1)[-1].strip("`").replace("``", "`")
                                for st in statements for sink in st.sinks))
    return f"INSERT INTO {', '.join(tables)}" if tables else flink_name


def _with_statements(graph: JobGraph, statements: tuple[SqlStatement, ...], sink_tables: dict[int, str]):
    """The operators with the statements they run a part of (:attr:`~graph.model.SqlOperator.statements`):
    one statement makes all of the job; of several (the INSERTs of a statement set), an operator of
    a sink ExecNode (writing the table an INSERT names) belongs to the INSERTs into its table,
    every other to those of the sinks it feeds (a source shared by two INSERTs to both)."""
    if not statements:
        return graph.operators
    if len(statements) == 1:
        own = {op.id: {statements[0].line} for op in graph.operators if op.sql}
    else:
        by_table: dict[str, set[int]] = {}
        for st in statements:
            for table in st.sinks:
                by_table.setdefault(table, set()).add(st.line)
        own = {op.id: set(by_table.get(sink_tables.get(op.sql.exec_node_id), ())) for op in graph.operators if op.sql}
        downstream: dict[str, list[str]] = {}
        for edge in graph.edges:
            downstream.setdefault(edge.source, []).append(edge.target)
        changed = True
        while changed:  # to a fixed point, from the sinks upstream (a DAG: each pass adds lines, at most all)
            changed = False
            for source, targets in downstream.items():
                if source in own:
                    before = len(own[source])
                    for target in targets:
                        own[source] |= own.get(target, set())
                    changed |= len(own[source]) != before
    return tuple(
        op.model_copy(update={"sql": op.sql.model_copy(update={"statements": tuple(sorted(own[op.id]))})})
        if own.get(op.id) else op
        for op in graph.operators
    )

