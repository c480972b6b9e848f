"""Savepoint state as a Spark data source, and Spark SQL over a savepoint.

    from flink_compat.spark import register
    register(spark)
    df = (spark.read.format("flink-savepoint")
          .option("uid", "alarm-eval").option("state", "isActive")
          .load("s3://bucket/savepoints/savepoint-1a2b"))

One state of one operator is one DataFrame (PySpark 4's Python Data Source API). Its
columns come from the serializer snapshots the savepoint holds (``_state_schema``):

* keyed state: ``key``; the namespace where there is one (a ``TimeWindow``'s
  ``window_start``, ``window_end``; others ``namespace``); ``user_key`` for map state; the
  value; ``ttl_timestamp`` (epoch millis of the last access) where state TTL wraps it.
  Value, reducing and aggregating state: a row per key (and namespace); list state: its
  elements in an ARRAY ``value``; map state: a row per map entry.
* timers (``_timer_state/...``): ``key``, the namespace, ``timestamp``.
* operator list and union state: ``subtask``, ``index`` (the element's position in the
  subtask's list), the value; broadcast state: ``subtask``, ``key``, the value.

A value whose type is a STRUCT (POJO, Tuple, Row, Avro record, Flink SQL row) gives its
fields as columns, unless one is named like the columns above; then it is one STRUCT
column ``value``. Other values are one column ``value``.

Keyed state is read in partitions of key-group ranges, each task reading its own byte
ranges of the savepoint's files, as the replay does. PySpark's Python data sources are
given no column list, so every column is decoded. Filters are not pushed down: Spark 4.3
keeps the reader a filtered query planned (its pushed filters included) for later queries
of the same DataFrame, which then read only the filtered query's key groups
(``tests/replay/test_spark_source.py`` holds it).

:func:`query` runs Spark SQL over all states of a savepoint, each registered as a view
named ``uid.state`` (written `` `uid.state` `` in SQL).

Values only the job's code can read (a custom serializer, a class Kryo writes with the job's
serializer) are read with the job's JAR, option ``jar`` (and ``flink``, a version or Flink home):
each task's Python worker asks Flink's serializers in a sandboxed JVM
(``compat/flink_samples.py``), a JVM per 20,000 such entries; those columns are JSON text.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterator, Optional

from flink_compat import savepoint as _savepoint
from flink_compat.compat.flink_samples import decoded_with_flink
from flink_compat.savepoint.decode import decode_keyed, decode_operator
from flink_compat.schema_registry._base import children_of

FORMAT = "flink-savepoint"
#: Key groups per partition of keyed state (option ``keyGroupsPerPartition``).
KEY_GROUPS_PER_PARTITION = 16

_TIME_WINDOWS = ("TimeWindow", "TableTimeWindow")
_NO_NAMESPACE = ("VoidNamespace", "GlobalWindow", "TableGlobalWindow")


class StateSourceError(ValueError):
    """The data source's options name no state of the savepoint, or cannot be read."""


def register(spark) -> None:
    """Register the ``flink-savepoint`` data source with ``spark`` (a ``SparkSession``)."""
    try:
        _source_class()
    except ImportError:
        raise StateSourceError("the flink-savepoint data source needs PySpark 4.0 or later "
                               "(its Python Data Source API) and pyarrow: pip install 'flink-compat[spark]'") from None
    spark.dataSource.register(_source_class())


# ------------------------------------------------------------------------ what a state is
@dataclass(frozen=True)
class StateTable:
    """One state of one operator of a savepoint: the table the data source reads."""

    location: str
    operator_id: str
    #: the operator's uid where the savepoint records one, else its OperatorID
    uid: str
    state: str
    #: keyed, timers, operator or broadcast
    scope: str
    kind: str

    @property
    def view_name(self) -> str:
        return f"{self.uid}.{self.state}"


def state_tables(location: str, allow_path: Optional[str] = None) -> list[StateTable]:
    """Every state of every operator of the savepoint at ``location``."""
    with _savepoint.open(location, allow_path=allow_path) as sp:
        return [t for t, _info, _key in _states(sp, location)]


def _states(sp, location: str) -> Iterator[tuple]:
    """``(StateTable, StateMetaInfo, key serializer or None)`` of every state of ``sp``."""
    for op in sp.operators:
        uid = op.uid or op.operator_id
        meta = op.keyed_meta if op.has_keyed_state else None
        for s in meta.states if meta is not None else ():
            scope = "timers" if s.backend_type == "PRIORITY_QUEUE" else "keyed"
            yield StateTable(location, op.operator_id, uid, s.name, scope, s.kind), s, meta.key_serializer
        ometa = op.operator_meta if op.has_operator_state else None
        for scope, group in (("operator", ometa.operator_states), ("broadcast", ometa.broadcast_states)) if ometa else ():
            for s in group:
                yield StateTable(location, op.operator_id, uid, s.name, scope, s.kind), s, None


def _find(sp, operator: str, state: str):
    """``(OperatorView, StateMetaInfo, key serializer or None)`` of one state."""
    try:
        op = sp.operator(operator)
    except KeyError:
        raise StateSourceError(f"{sp.metadata_path}: no operator {operator!r} (give its uid, OperatorID or name)") from None
    meta = op.keyed_meta if op.has_keyed_state else None
    for s in meta.states if meta is not None else ():
        if s.name == state:
            return op, s, meta.key_serializer
    ometa = op.operator_meta if op.has_operator_state else None
    for s in (ometa.operator_states + ometa.broadcast_states) if ometa is not None else ():
        if s.name == state:
            return op, s, None
    names = sorted({s.name for s in (meta.states if meta else ())}
                   | {s.name for s in ((ometa.operator_states + ometa.broadcast_states) if ometa else ())})
    raise StateSourceError(f"{sp.metadata_path}: operator {operator!r} has no state {state!r}"
                           f" (it has: {', '.join(names) or 'none'})")


# ------------------------------------------------------------------------------- columns
def _none(_v) -> tuple:
    return ()


class _Columns:
    """A state's columns (names, Spark types) and how a decoded entry becomes a row of them:
    each part of the row (the key, the namespace, the user key, the value) is a function to
    a tuple of its columns, and a row is their concatenation (no per-row dictionary)."""

    def __init__(self, state, key_serializer):
        from pyspark.sql.types import IntegerType, LongType

        self.fields: list[tuple[str, Any]] = []
        self.scope = {"PRIORITY_QUEUE": "timers", "OPERATOR": "operator", "BROADCAST": "broadcast"}.get(
            state.backend_type, "keyed")
        self.key = self.namespace = self.user_key = self.value = _none
        if self.scope == "timers":
            timer = state.value_serializer
            self.key = self._one("key", getattr(timer, "key", key_serializer))
            self.namespace = self._namespace(getattr(timer, "namespace", None))
            self.fields.append(("timestamp", LongType()))
        elif self.scope in ("operator", "broadcast"):
            self.fields.append(("subtask", IntegerType()))
            if self.scope == "broadcast":
                self.key = self._one("key", state.key_serializer)
            else:
                self.fields.append(("index", IntegerType()))
            self.value = self._value(state.value_serializer, ttl=False)
        else:
            self.key = self._one("key", key_serializer)
            self.namespace = self._namespace(state.namespace_serializer)
            vs = state.value_serializer
            if state.kind == "LIST":
                self.value = self._list(children_of(vs).get("element"))
            elif state.kind == "MAP":
                kids = children_of(vs)
                self.user_key = self._one("user_key", kids.get("key"))
                self.value = self._value(kids.get("value"), ttl=True)
            else:
                self.value = self._value(vs, ttl=True)

    def schema(self):
        from pyspark.sql.types import StructField, StructType

        return StructType([StructField(n, t, True) for n, t in self.fields])

    def _one(self, name: str, snapshot):
        from flink_compat._state_schema import spark_type

        t, c = spark_type(snapshot)
        self.fields.append((name, t))
        return lambda v: (c(v),)

    def _namespace(self, snapshot):
        from pyspark.sql.types import LongType

        name = getattr(snapshot, "name", None)
        if snapshot is None or name in _NO_NAMESPACE:
            return _none
        if name in _TIME_WINDOWS:
            self.fields += [("window_start", LongType()), ("window_end", LongType())]
            return lambda w: (None, None) if w is None else (w.start, w.end)
        return self._one("namespace", snapshot)

    def _list(self, element):
        from pyspark.sql.types import ArrayType

        from flink_compat._state_schema import spark_type, ttl_value, unwrap_ttl

        t, c = spark_type(unwrap_ttl(element)[0])  # (TTL'd elements lose their timestamps)
        self.fields.append(("value", ArrayType(t, True)))
        return lambda v: (None if v is None else [c(ttl_value(x)) for x in v],)

    def _value(self, snapshot, ttl: bool):
        from pyspark.sql.types import LongType

        from flink_compat._state_schema import spark_type, struct_fields, ttl_timestamp, ttl_value, unwrap_ttl

        inner, wrapped = unwrap_ttl(snapshot)
        t, c = spark_type(inner)
        fields = struct_fields(t)
        taken = {n for n, _ in self.fields} | {"value", "ttl_timestamp"}
        if fields and not taken & set(fields):  # a STRUCT's fields as columns
            self.fields += [(f.name, f.dataType) for f in t.fields]
            nulls = (None,) * len(fields)

            def value(v):
                spread = c(v)
                return nulls if spread is None else spread

        else:
            self.fields.append(("value", t))

            def value(v):
                return (c(v),)

        if not wrapped:
            return value
        if not ttl:
            return lambda v: value(ttl_value(v))
        self.fields.append(("ttl_timestamp", LongType()))
        return lambda v: value(ttl_value(v)) + (ttl_timestamp(v),)


# ---------------------------------------------------------------------------- partitions
@dataclass(frozen=True)
class _Range:
    """Keyed state: key groups ``[first, last]`` of one subtask's handle; operator state:
    one subtask (``first``, ``last`` unused)."""

    subtask: int
    first: int
    last: int


def _keyed_ranges(op, per_partition: int, whole_heap: bool = False) -> list[_Range]:
    """``whole_heap``: a heap-layout handle is one partition (the job's serializers frame it in one
    JVM, not one per range)."""
    from flink_compat.savepoint.keyed import FRAMED, HEAP, NATIVE

    out = []
    for index, handle in op.keyed_handles():
        layout = op.keyed_layout(index)
        if layout not in FRAMED:  # a changelog's entries are in its log: rows would be missing, not read
            raise StateSourceError(f"{op.savepoint.metadata_path}: operator {op.operator_id} subtask {index}: "
                                   f"{layout} keyed state cannot be read (take a savepoint, or a checkpoint "
                                   "without the changelog state backend)")
        first = getattr(handle, "start_key_group", 0)
        last = getattr(handle, "end_key_group", first)
        whole = layout == NATIVE or (whole_heap and layout == HEAP)  # native: one RocksDB per task
        step = (last - first + 1) if whole else per_partition
        kg = first
        while kg <= last:
            hi = min(last, kg + step - 1)
            out.append(_Range(index, kg, hi))
            kg = hi + 1
    return out


# ------------------------------------------------------------------------------- reading
def _rows(location: str, allow_path: Optional[str], operator: str, state: str, part: _Range,
          job: Optional[_JobCode] = None) -> Iterator[tuple]:
    decode, framing = job.code() if job is not None else (None, contextlib.nullcontext())
    with _savepoint.open(location, allow_path=allow_path) as sp, framing:
        op, info, key_serializer = _find(sp, operator, state)
        c = _Columns(info, key_serializer)
        key, namespace, user_key, value = c.key, c.namespace, c.user_key, c.value
        if decode is not None and not _needs_flink(key_serializer, info):
            decode = None
        if c.scope in ("operator", "broadcast"):
            if decode is not None:
                entries = decoded_with_flink(op, info, part.subtask, None, decode)
            else:
                entries = decode_operator(op, states=[state], subtasks=[part.subtask])
            for e in entries:
                yield ((e.subtask, e.index) if c.scope == "operator" else (e.subtask,) + key(e.key)) + value(e.value)
            return
        groups = range(part.first, part.last + 1)
        if decode is not None:
            entries = decoded_with_flink(op, info, part.subtask, groups, decode)
        else:
            entries = decode_keyed(op, states=[state], key_groups=groups, subtasks=[part.subtask])
        if c.scope == "timers":
            for e in entries:
                t = e.value
                yield key(t.key) + namespace(t.namespace) + (t.timestamp,)
            return
        if info.kind == "MAP":
            for e in entries:
                head = key(e.key) + namespace(e.namespace)
                if e.user_key is None and isinstance(e.value, (dict, list)):
                    # the heap layout holds a key's whole map in one entry: a row per map entry
                    pairs = e.value.items() if isinstance(e.value, dict) else e.value
                    for k, v in pairs:
                        yield head + user_key(k) + value(v)
                else:
                    yield head + user_key(e.user_key) + value(e.value)
            return
        if namespace is _none:
            for e in entries:
                yield key(e.key) + value(e.value)
            return
        for e in entries:
            yield key(e.key) + namespace(e.namespace) + value(e.value)


@dataclass(frozen=True)
class _JobCode:
    """The job JAR (and Flink) whose serializers read the values Python cannot (option ``jar``)."""

    jar: str
    flink: Optional[str] = None

    def code(self):
        """``(decode, framing)`` with the job's serializers (graph.flink_values.job_code)."""
        from flink_compat.graph.flink_values import job_code

        return job_code(Path(self.jar), self.flink)


def _needs_flink(key_serializer, info) -> bool:
    """Whether the state's values need the job's serializers to be read."""
    from flink_compat.compat.flink_samples import needs_flink

    return needs_flink(key_serializer, info.namespace_serializer, info.value_serializer, info.key_serializer)


def _source_class():
    """The DataSource class (defined on first use: PySpark is imported only then)."""
    global _SOURCE
    if _SOURCE is not None:
        return _SOURCE
    from pyspark.sql.datasource import DataSource, DataSourceReader, InputPartition

    class FlinkSavepointSource(DataSource):
        """``spark.read.format("flink-savepoint")``: options ``uid`` (or an OperatorID or
        operator name), ``state``, ``allowPath`` (a directory state files may also be read
        from), ``keyGroupsPerPartition``; the path: the savepoint (a directory, its
        ``_metadata``, or a ``s3://``, ``hdfs://``, ``gs://`` URI)."""

        @classmethod
        def name(cls):
            return FORMAT

        def _options(self):
            o = {k.lower(): v for k, v in self.options.items()}
            location = o.get("path")
            operator = o.get("uid") or o.get("operator")
            state = o.get("state")
            missing = [n for n, v in (("path", location), ("uid", operator), ("state", state)) if not v]
            if missing:
                raise StateSourceError(f"the {FORMAT} data source needs {', '.join(missing)} "
                                       f"(.option(\"uid\", ...).option(\"state\", ...).load(savepoint))")
            job = _JobCode(o["jar"], o.get("flink")) if o.get("jar") else None
            return location, o.get("allowpath"), operator, state, job

        def schema(self):
            location, allow_path, operator, state, _job = self._options()
            with _savepoint.open(location, allow_path=allow_path) as sp:
                _op, info, key_serializer = _find(sp, operator, state)
                return _Columns(info, key_serializer).schema()

        def reader(self, schema):
            location, allow_path, operator, state, job = self._options()
            per = int(self.options.get("keyGroupsPerPartition", KEY_GROUPS_PER_PARTITION))
            return _Reader(location, allow_path, operator, state, per, job)

    class _Reader(DataSourceReader):
        def __init__(self, location, allow_path, operator, state, per_partition, job):
            self.location, self.allow_path = location, allow_path
            self.operator, self.state, self.per_partition, self.job = operator, state, per_partition, job

        def partitions(self):
            with _savepoint.open(self.location, allow_path=self.allow_path) as sp:
                op, info, key_serializer = _find(sp, self.operator, self.state)
                if info.backend_type in ("OPERATOR", "BROADCAST"):
                    ranges = [_Range(i, 0, 0) for i, _h in op.operator_handles()]
                else:
                    with_jvm = self.job is not None and _needs_flink(key_serializer, info)
                    ranges = _keyed_ranges(op, max(1, self.per_partition), whole_heap=with_jvm)
            return [InputPartition(r) for r in ranges] or [InputPartition(None)]

        def read(self, partition):
            if partition.value is None:
                return iter(())
            return _rows(self.location, self.allow_path, self.operator, self.state, partition.value, self.job)

    _SOURCE = FlinkSavepointSource
    return _SOURCE


_SOURCE = None


# --------------------------------------------------------------------------------- query


def register_views(spark, location: str, allow_path: Optional[str] = None, jar: Optional[str] = None,
                   flink: Optional[str] = None) -> list[StateTable]:
    """Register every state of the savepoint as a temporary view `` `uid.state` `` (``jar``, ``flink``:
    the data source's options of those names)."""
    register(spark)
    with _savepoint.open(location, allow_path=allow_path) as sp:
        # the schemas, read here once: else each view's would be read in a Python worker of its own
        states = [(t, _Columns(info, key).schema()) for t, info, key in _states(sp, location)]
    for t, schema in states:
        reader = spark.read.format(FORMAT).schema(schema).option("uid", t.operator_id).option("state", t.state)
        for name, value in (("allowPath", allow_path), ("jar", jar), ("flink", flink)):
            if value:
                reader = reader.option(name, value)
        reader.load(location).createOrReplaceTempView(f"`{t.view_name}`")
    return [t for t, _schema in states]


def query(spark, location: str, sql: str, allow_path: Optional[str] = None, jar: Optional[str] = None,
          flink: Optional[str] = None):
    """The DataFrame of ``sql`` over the savepoint's states (views `` `uid.state` ``)."""
    register_views(spark, location, allow_path, jar, flink)
    return spark.sql(sql)
