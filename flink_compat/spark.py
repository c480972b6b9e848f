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
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator, Optional

from flink_compat import savepoint as _savepoint
from flink_compat.savepoint.decode import decode_keyed, decode_operator
from flink_compat.schema_registry._base import children_of

FORMAT = "flink-savepoint"
#: Key groups per partition of keyed state (option ``keyGroupsPerPartition``).
KEY_GROUPS_PER_PARTITION = 16

_TIME_WINDOWS = ("TimeWindow", "TableTimeWindow")
_NO_NAMESPACE = ("VoidNamespace", "GlobalWindow", "TableGlobalWindow")


class StateSourceError(Exception):
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
    out = []
    with _savepoint.open(location, allow_path=allow_path) as sp:
        for op in sp.operators:
            uid = op.uid or op.operator_id
            meta = op.keyed_meta if op.has_keyed_state else None
            for s in meta.states if meta is not None else ():
                scope = "timers" if s.backend_type == "PRIORITY_QUEUE" else "keyed"
                out.append(StateTable(location, op.operator_id, uid, s.name, scope, s.kind))
            ometa = op.operator_meta if op.has_operator_state else None
            if ometa is not None:
                for s in ometa.operator_states:
                    out.append(StateTable(location, op.operator_id, uid, s.name, "operator", s.kind))
                for s in ometa.broadcast_states:
                    out.append(StateTable(location, op.operator_id, uid, s.name, "broadcast", s.kind))
    return out


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
class _Columns:
    """A state's columns (names, Spark types) and how a decoded entry becomes a row of them."""

    def __init__(self, state, key_serializer):
        from pyspark.sql.types import IntegerType, LongType

        from flink_compat._state_schema import spark_type, ttl_value, unwrap_ttl

        self.fields: list[tuple[str, Any]] = []
        self._parts: list = []  # (source, convert): where in a row's parts the column's value is
        self._struct_convert = None  # a STRUCT value's, when its fields are columns
        self._ttl_value = None  # unwraps a TTL value, for states whose value is one column or a STRUCT
        kind = state.kind
        if state.backend_type == "PRIORITY_QUEUE":
            self.scope = "timers"
            timer = state.value_serializer
            self._add("key", "key", *spark_type(getattr(timer, "key", key_serializer)))
            self._namespace(getattr(timer, "namespace", None))
            self._add("timestamp", "timestamp", LongType(), None)
            return
        if state.backend_type in ("OPERATOR", "BROADCAST"):
            self.scope = "broadcast" if state.backend_type == "BROADCAST" else "operator"
            self._add("subtask", "subtask", IntegerType(), None)
            if self.scope == "broadcast":
                self._add("key", "key", *spark_type(state.key_serializer))
            else:
                self._add("index", "index", IntegerType(), None)
            self._value(state.value_serializer, ttl=False)
            return
        self.scope = "keyed"
        self._add("key", "key", *spark_type(key_serializer))
        self._namespace(state.namespace_serializer)
        vs = state.value_serializer
        if kind == "LIST":
            from pyspark.sql.types import ArrayType

            element, _ = unwrap_ttl(children_of(vs).get("element"))
            t, c = spark_type(element)
            self._add("value", "value", ArrayType(t, True),
                      lambda v: None if v is None else [c(ttl_value(x)) for x in v])
            return
        if kind == "MAP":
            kids = children_of(vs)
            self._add("user_key", "user_key", *spark_type(kids.get("key")))
            self._value(kids.get("value"), ttl=True)
            return
        self._value(vs, ttl=True)

    def _add(self, name, source, spark_type_, convert):
        self.fields.append((name, spark_type_))
        self._parts.append((source, convert))

    def _namespace(self, snapshot) -> None:
        from pyspark.sql.types import LongType

        from flink_compat._state_schema import spark_type

        name = getattr(snapshot, "name", None)
        if snapshot is None or name in _NO_NAMESPACE:
            return
        if name in _TIME_WINDOWS:
            self._add("window_start", "window_start", LongType(), None)
            self._add("window_end", "window_end", LongType(), None)
            return
        self._add("namespace", "namespace", *spark_type(snapshot))

    def _value(self, snapshot, ttl: bool) -> None:
        from pyspark.sql.types import LongType

        from flink_compat._state_schema import spark_type, struct_fields, ttl_value, unwrap_ttl

        inner, wrapped = unwrap_ttl(snapshot)
        t, c = spark_type(inner)
        fields = struct_fields(t)
        taken = {n for n, _ in self.fields} | {"value", "ttl_timestamp"}
        if fields and not taken & set(fields):
            for i, f in enumerate(t.fields):
                self._add(f.name, ("value_field", i), f.dataType, None)
            self._struct_convert = c
        else:
            self._add("value", "value", t, c)
        if ttl and wrapped:
            self._add("ttl_timestamp", "ttl_timestamp", LongType(), None)
        self._ttl_value = ttl_value

    def schema(self):
        from pyspark.sql.types import StructField, StructType

        return StructType([StructField(n, t, True) for n, t in self.fields])

    def row_maker(self):
        """``(parts: dict) -> tuple`` in the schema's order; ``parts`` holds ``key``,
        ``namespace``, ``user_key``, ``value`` (decoded) and the like."""
        from flink_compat._state_schema import ttl_timestamp

        getters = []
        struct_convert, ttl_value = self._struct_convert, self._ttl_value
        for source, convert in self._parts:
            if isinstance(source, tuple):  # a field of a STRUCT value spread into columns
                getters.append(_field_getter(source[1]))
            elif source == "value":
                getters.append(_value_getter(convert, ttl_value))
            elif source == "ttl_timestamp":
                getters.append(lambda p: ttl_timestamp(p["value"]))
            elif convert is not None:
                getters.append(_plain_getter(source, convert))
            else:
                getters.append(_raw_getter(source))

        def make(parts):
            if struct_convert is not None:
                spread = struct_convert(ttl_value(parts["value"]))
                parts["fields"] = spread if spread is not None else ()
            return tuple(g(parts) for g in getters)

        return make


def _field_getter(i):
    return lambda p: p["fields"][i] if len(p["fields"]) > i else None


def _value_getter(convert, ttl_value):
    if ttl_value is None:
        return lambda p: convert(p["value"])
    return lambda p: convert(ttl_value(p["value"]))


def _plain_getter(source, convert):
    return lambda p: convert(p.get(source))


def _raw_getter(source):
    return lambda p: p.get(source)


# ---------------------------------------------------------------------------- partitions
@dataclass(frozen=True)
class _Range:
    """Keyed state: key groups ``[first, last]`` of one subtask's handle; operator state:
    one subtask (``first``, ``last`` unused)."""

    subtask: int
    first: int
    last: int


def _keyed_ranges(op, per_partition: int) -> list[_Range]:
    from flink_compat.savepoint.keyed import FRAMED, NATIVE

    out = []
    for index, handle in op.keyed_handles():
        layout = op.keyed_layout(index)
        if layout not in FRAMED:  # a changelog's entries are in its log: rows would be missing, not read
            raise StateSourceError(f"{op.savepoint.metadata_path}: operator {op.operator_id} subtask {index}: "
                                   f"{layout} keyed state cannot be read (take a savepoint, or a checkpoint "
                                   "without the changelog state backend)")
        first = getattr(handle, "start_key_group", 0)
        last = getattr(handle, "end_key_group", first)
        step = (last - first + 1) if layout == NATIVE else per_partition  # native: one RocksDB per task
        kg = first
        while kg <= last:
            hi = min(last, kg + step - 1)
            out.append(_Range(index, kg, hi))
            kg = hi + 1
    return out


# ------------------------------------------------------------------------------- reading
def _rows(location: str, allow_path: Optional[str], operator: str, state: str, part: _Range) -> Iterator[tuple]:
    with _savepoint.open(location, allow_path=allow_path) as sp:
        op, info, key_serializer = _find(sp, operator, state)
        columns = _Columns(info, key_serializer)
        make = columns.row_maker()
        if columns.scope in ("operator", "broadcast"):
            for e in decode_operator(op, states=[state], subtasks=[part.subtask]):
                yield make({"subtask": e.subtask, "index": e.index, "key": e.key, "value": e.value})
            return
        groups = range(part.first, part.last + 1)
        if columns.scope == "timers":
            for e in decode_keyed(op, states=[state], key_groups=groups, subtasks=[part.subtask]):
                t = e.value
                yield make(_with_namespace({"key": t.key, "timestamp": t.timestamp}, t.namespace))
            return
        heap_map = info.kind == "MAP"
        for e in decode_keyed(op, states=[state], key_groups=groups, subtasks=[part.subtask]):
            parts = _with_namespace({"key": e.key}, e.namespace)
            if heap_map and e.user_key is None and isinstance(e.value, (dict, list)):
                # the heap layout holds a key's whole map in one entry: a row per map entry
                pairs = e.value.items() if isinstance(e.value, dict) else e.value
                for user_key, value in pairs:
                    yield make({**parts, "user_key": user_key, "value": value})
                continue
            parts["user_key"] = e.user_key
            parts["value"] = e.value
            yield make(parts)


def _with_namespace(parts: dict, namespace) -> dict:
    if namespace is not None:
        start = getattr(namespace, "start", None)
        if start is not None and hasattr(namespace, "end"):
            parts["window_start"], parts["window_end"] = start, namespace.end
        parts["namespace"] = namespace
    return parts


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
            return location, o.get("allowpath"), operator, state

        def schema(self):
            location, allow_path, operator, state = self._options()
            with _savepoint.open(location, allow_path=allow_path) as sp:
                _op, info, key_serializer = _find(sp, operator, state)
                return _Columns(info, key_serializer).schema()

        def reader(self, schema):
            location, allow_path, operator, state = self._options()
            per = int(self.options.get("keyGroupsPerPartition", KEY_GROUPS_PER_PARTITION))
            return _Reader(location, allow_path, operator, state, per)

    class _Reader(DataSourceReader):
        def __init__(self, location, allow_path, operator, state, per_partition):
            self.location, self.allow_path = location, allow_path
            self.operator, self.state, self.per_partition = operator, state, per_partition

        def partitions(self):
            with _savepoint.open(self.location, allow_path=self.allow_path) as sp:
                op, info, _ = _find(sp, self.operator, self.state)
                if info.backend_type in ("OPERATOR", "BROADCAST"):
                    ranges = [_Range(i, 0, 0) for i, _h in op.operator_handles()]
                else:
                    ranges = _keyed_ranges(op, max(1, self.per_partition))
            return [InputPartition(r) for r in ranges] or [InputPartition(None)]

        def read(self, partition):
            if partition.value is None:
                return iter(())
            return _rows(self.location, self.allow_path, self.operator, self.state, partition.value)

    _SOURCE = FlinkSavepointSource
    return _SOURCE


_SOURCE = None


# --------------------------------------------------------------------------------- query
_VIEW_NAME = re.compile(r"`([^`]+)`")


def register_views(spark, location: str, allow_path: Optional[str] = None) -> list[StateTable]:
    """Register every state of the savepoint as a temporary view `` `uid.state` ``."""
    register(spark)
    tables = state_tables(location, allow_path)
    with _savepoint.open(location, allow_path=allow_path) as sp:
        # the schemas, read here once: else each view's would be read in a Python worker of its own
        schemas = [_Columns(*_find(sp, t.operator_id, t.state)[1:]).schema() for t in tables]
    for t, schema in zip(tables, schemas):
        reader = spark.read.format(FORMAT).schema(schema).option("uid", t.operator_id).option("state", t.state)
        if allow_path:
            reader = reader.option("allowPath", allow_path)
        reader.load(location).createOrReplaceTempView(f"`{t.view_name}`")
    return tables


def query(spark, location: str, sql: str, allow_path: Optional[str] = None):
    """The DataFrame of ``sql`` over the savepoint's states (views `` `uid.state` ``)."""
    register_views(spark, location, allow_path)
    return spark.sql(sql)
