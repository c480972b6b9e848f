"""Spark SQL types for state values, from their serializer snapshots.

:func:`spark_type` gives, for a serializer snapshot, the Spark type of its values and a
function that turns a decoded value (``schema_registry.codecs``' Python representation)
into what Spark takes for that type. Composite types nest as Spark's do:

=============================  ==============================================
Flink serializer               Spark type
=============================  ==============================================
boolean … double, String       BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT,
                               DOUBLE, STRING (char: a one-character STRING)
BigInteger, BigDecimal         STRING (exact: Spark's DECIMAL has a fixed scale)
Date, java.sql.*, Instant      TIMESTAMP
LocalDate / LocalDateTime      DATE / TIMESTAMP_NTZ (LocalTime: STRING)
byte[]                         BINARY; other arrays ARRAY
POJO, Tuple, Scala case class  STRUCT of the fields (Tuple: ``f0`` …)
Row                            STRUCT ``f0`` …
List, Set, array               ARRAY
Map                            MAP
Nullable, Scala Option         the inner type (null for none)
Enum (Java, Scala)             STRING (the constant's name)
Either (Java, Scala)           STRUCT ``left``, ``right`` (one of them set)
Avro                           from the Avro schema (records STRUCT, unions
                               with null the other branch, logical types)
Flink SQL RowData              STRUCT of the row's logical types
TTL                            the value's type (its timestamp: a column)
TimeWindow                     STRUCT ``start``, ``end`` (epoch millis)
anything else (Kryo, …)        STRING: the value as JSON
=============================  ==============================================

PySpark is imported by the functions that need its types, never at module import.
"""

from __future__ import annotations

import json
from datetime import timezone
from typing import Any, Callable, Optional

from flink_compat.savepoint.decode import value_json
from flink_compat.schema_registry.families.avro import AvroSnapshot
from flink_compat.schema_registry.families.collections import GenericArraySnapshot, ListSnapshot, MapSnapshot, SetSnapshot
from flink_compat.schema_registry.families.either import EitherSnapshot, Left
from flink_compat.schema_registry.families.enum import EnumSnapshot
from flink_compat.schema_registry.families.nullable import NullableSnapshot
from flink_compat.schema_registry.families.pojo import PojoSnapshot
from flink_compat.schema_registry.families.row import RowSnapshot
from flink_compat.schema_registry.families.rowdata import RowDataSnapshot
from flink_compat.schema_registry.families.scala import (
    ScalaCaseClassSnapshot,
    ScalaEitherSnapshot,
    ScalaEnumSnapshot,
    ScalaOptionSnapshot,
    ScalaTraversableSnapshot,
)
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from flink_compat.schema_registry.families.ttl import TtlAwareSnapshot, TtlSnapshot, TtlValue
from flink_compat.schema_registry.families.tuple import TupleSnapshot

Convert = Callable[[Any], Any]


def _same(v):
    return v


def _json(v):
    return None if v is None else json.dumps(value_json(v), ensure_ascii=False, default=str, separators=(",", ":"))


def _text(v):
    return None if v is None else str(v)


def _utc(v):
    # Spark takes an aware datetime as the instant it is; the codecs give UTC ones
    if v is None or v.tzinfo is not None:
        return v
    return v.replace(tzinfo=timezone.utc)


def _naive(v):
    if v is None or v.tzinfo is None:
        return v
    return v.astimezone(timezone.utc).replace(tzinfo=None)


def _json_type():
    from pyspark.sql.types import StringType

    return StringType(), _json


def unwrap_ttl(snapshot):
    """The user value's snapshot of a TTL-wrapped one (and whether it was wrapped)."""
    if isinstance(snapshot, TtlSnapshot):
        return snapshot.value, True
    if isinstance(snapshot, TtlAwareSnapshot):
        return unwrap_ttl(snapshot.inner)
    return snapshot, False


def ttl_value(v):
    """The user value of a decoded TTL value (a ``TtlValue``), else ``v``."""
    return v.value if isinstance(v, TtlValue) else v


def ttl_timestamp(v):
    """The last access (epoch millis) of a decoded TTL value, else None."""
    return v.timestamp if isinstance(v, TtlValue) else None


# ------------------------------------------------------------------------- simple types
def _simple(name: str):
    from pyspark.sql import types as T

    plain = {
        "Boolean": T.BooleanType, "BooleanValue": T.BooleanType,
        "Byte": T.ByteType, "ByteValue": T.ByteType,
        "Short": T.ShortType, "ShortValue": T.ShortType,
        "Int": T.IntegerType, "IntValue": T.IntegerType,
        "Long": T.LongType, "LongValue": T.LongType,
        "Float": T.FloatType, "FloatValue": T.FloatType,
        "Double": T.DoubleType, "DoubleValue": T.DoubleType,
        "Char": T.StringType, "CharValue": T.StringType,
        "String": T.StringType, "StringValue": T.StringType, "StringData": T.StringType, "char[]": T.StringType,
        "byte[]": T.BinaryType, "ByteArrayWrapper": T.BinaryType,
        "LocalDate": T.DateType,
    }
    if name in plain:
        return plain[name](), _same
    if name in ("Date", "SqlDate", "SqlTime", "SqlTimestamp", "Instant"):
        return T.TimestampType(), _utc
    if name == "LocalDateTime":
        return T.TimestampNTZType(), _naive
    if name in ("BigInteger", "BigDecimal", "LocalTime"):
        return T.StringType(), _text
    arrays = {"boolean[]": T.BooleanType, "short[]": T.ShortType, "int[]": T.IntegerType, "long[]": T.LongType,
              "float[]": T.FloatType, "double[]": T.DoubleType, "String[]": T.StringType}
    if name in arrays:
        return T.ArrayType(arrays[name](), True), _same
    if name in ("TimeWindow", "TableTimeWindow"):
        return _struct([("start", T.LongType(), _same), ("end", T.LongType(), _same)], lambda v: (v.start, v.end))
    if name == "TableCountWindow":
        return T.LongType(), _same
    return _json_type()


# ---------------------------------------------------------------------------- composites
def _struct(fields: list[tuple[str, Any, Convert]], parts: Callable[[Any], Any]):
    """A STRUCT of ``fields`` (name, type, convert); ``parts(value)`` gives the fields' values
    in order."""
    from pyspark.sql.types import StructField, StructType

    schema = StructType([StructField(name, t, True) for name, t, _ in fields])
    converts = tuple(c for _, _, c in fields)
    if all(c is _same for c in converts):

        def convert(v):
            return None if v is None else tuple(parts(v))

    else:

        def convert(v):
            if v is None:
                return None
            return tuple(c(x) for c, x in zip(converts, parts(v)))

    return schema, convert


def _positional(snapshots) -> list[tuple[str, Any, Convert]]:
    return [(f"f{i}", *spark_type(s)) for i, s in enumerate(snapshots)]


def _array(element):
    from pyspark.sql.types import ArrayType

    t, c = spark_type(element)
    if c is _same:
        return ArrayType(t, True), lambda v: None if v is None else list(v)
    return ArrayType(t, True), lambda v: None if v is None else [c(x) for x in v]


def _map(key, value):
    from pyspark.sql.types import MapType

    kt, kc = spark_type(key)
    vt, vc = spark_type(value)

    def convert(v):
        if v is None:
            return None
        pairs = v.items() if isinstance(v, dict) else v  # a list of pairs when a key is unhashable
        return {_hashable(kc(k)): vc(x) for k, x in pairs}

    return MapType(kt, vt, True), convert


def _hashable(v):
    if isinstance(v, list):
        return tuple(_hashable(x) for x in v)
    if isinstance(v, dict):
        return tuple(sorted(v.items()))
    return v


def _either(left, right):
    from pyspark.sql.types import StructField, StructType

    lt, lc = spark_type(left)
    rt, rc = spark_type(right)

    def convert(v):
        if v is None:
            return None
        return (lc(v.value), None) if isinstance(v, Left) else (None, rc(v.value))

    return StructType([StructField("left", lt, True), StructField("right", rt, True)]), convert


def _pojo(s: PojoSnapshot):
    fields = [(f.name, *spark_type(f.serializer)) for f in s.fields]
    names = tuple(f.name for f in s.fields)
    return _struct(fields, lambda v: tuple(map(v.get, names)))


# ---------------------------------------------------------------------------------- Avro
def _avro(schema) -> tuple[Any, Convert]:
    from pyspark.sql import types as T

    if isinstance(schema, list):
        branches = [b for b in schema if b != "null"]
        if len(branches) == 1:
            return _avro(branches[0])
        return T.StringType(), _json
    if isinstance(schema, str):
        schema = {"type": schema}
    kind = schema.get("type")
    logical = schema.get("logicalType")
    if isinstance(kind, (dict, list)):
        return _avro(kind)
    if logical in ("timestamp-millis", "timestamp-micros"):
        return T.TimestampType(), _utc
    if logical in ("local-timestamp-millis", "local-timestamp-micros"):
        return T.TimestampNTZType(), _naive
    if logical == "date":
        return T.DateType(), _same
    if logical == "decimal" and schema.get("precision", 39) <= 38:
        return T.DecimalType(schema["precision"], schema.get("scale", 0)), _same
    plain = {"boolean": T.BooleanType, "int": T.IntegerType, "long": T.LongType, "float": T.FloatType,
             "double": T.DoubleType, "string": T.StringType, "bytes": T.BinaryType, "fixed": T.BinaryType,
             "enum": T.StringType}
    if logical is None and kind in plain:
        return plain[kind](), _same
    if kind == "record":
        fields = [(f["name"], *_avro(f["type"])) for f in schema.get("fields", ())]
        names = tuple(f["name"] for f in schema.get("fields", ()))
        return _struct(fields, lambda v: (v.get(n) for n in names))
    if kind == "array":
        t, c = _avro(schema["items"])
        return T.ArrayType(t, True), lambda v: None if v is None else [c(x) for x in v]
    if kind == "map":
        t, c = _avro(schema["values"])
        return T.MapType(T.StringType(), t, True), lambda v: None if v is None else {k: c(x) for k, x in v.items()}
    return T.StringType(), _json


# ------------------------------------------------------------------------ Flink SQL rows
def _logical(t) -> tuple[Any, Convert]:
    from pyspark.sql import types as T

    plain = {"BOOLEAN": T.BooleanType, "TINYINT": T.ByteType, "SMALLINT": T.ShortType, "INTEGER": T.IntegerType,
             "BIGINT": T.LongType, "FLOAT": T.FloatType, "DOUBLE": T.DoubleType, "CHAR": T.StringType,
             "VARCHAR": T.StringType, "BINARY": T.BinaryType, "VARBINARY": T.BinaryType, "DATE": T.DateType}
    root = t.root
    if root in plain:
        return plain[root](), _same
    if root == "DECIMAL" and (t.precision or 39) <= 38:
        return T.DecimalType(t.precision, t.scale or 0), _same
    if root in ("TIMESTAMP_WITHOUT_TIME_ZONE", "TIMESTAMP_WITH_LOCAL_TIME_ZONE"):
        return T.TimestampNTZType(), _naive
    if root == "ARRAY" and t.element is not None:
        et, ec = _logical(t.element)
        return T.ArrayType(et, True), lambda v: None if v is None else [ec(x) for x in v]
    if root in ("MAP", "MULTISET") and (t.key or t.element) is not None:
        kt, kc = _logical(t.key or t.element)
        vt, vc = _logical(t.value) if t.value is not None else (T.IntegerType(), _same)
        return T.MapType(kt, vt, True), lambda v: None if v is None else {kc(k): vc(x) for k, x in dict(v).items()}
    if root == "ROW" and t.fields is not None:
        fields = [(f.name, *_logical(f.type)) for f in t.fields]
        return _struct(fields, lambda v: v.fields)
    return T.StringType(), _json


def _rowdata(s: RowDataSnapshot):
    fields = [(f"f{i}", *_logical(t)) for i, t in enumerate(s.types)]
    return _struct(fields, lambda v: v.fields)


# ------------------------------------------------------------------------------ dispatch
def spark_type(snapshot) -> tuple[Any, Convert]:
    """``(Spark DataType, convert)`` for values of ``snapshot``'s serializer."""
    from pyspark.sql.types import StringType

    s = snapshot
    if s is None:
        return _json_type()
    if isinstance(s, SimpleSnapshot):
        return _simple(s.name)
    if isinstance(s, PojoSnapshot):
        return _pojo(s)
    if isinstance(s, (TupleSnapshot, ScalaCaseClassSnapshot)):
        return _struct(_positional(s.fields), _same)
    if isinstance(s, RowSnapshot):
        return _struct(_positional(s.fields), lambda v: v.fields)
    if isinstance(s, RowDataSnapshot):
        return _rowdata(s)
    if isinstance(s, (ListSnapshot, SetSnapshot, GenericArraySnapshot, ScalaTraversableSnapshot)):
        return _array(s.element)
    if isinstance(s, MapSnapshot):
        return _map(s.key, s.value)
    if isinstance(s, NullableSnapshot):
        return spark_type(s.inner)
    if isinstance(s, ScalaOptionSnapshot):
        return spark_type(s.element)
    if isinstance(s, (EnumSnapshot, ScalaEnumSnapshot)):
        return StringType(), _text
    if isinstance(s, (EitherSnapshot, ScalaEitherSnapshot)):
        return _either(s.left, s.right)
    if isinstance(s, AvroSnapshot):
        try:
            return _avro(json.loads(s.avro_schema))
        except (ValueError, KeyError, TypeError, AttributeError):
            return _json_type()
    if isinstance(s, (TtlSnapshot, TtlAwareSnapshot)):
        inner, _ = unwrap_ttl(s)
        t, c = spark_type(inner)
        return t, lambda v: c(ttl_value(v))
    return _json_type()


def struct_fields(spark_type_) -> Optional[list[str]]:
    """The field names of a STRUCT type, else None."""
    names = getattr(spark_type_, "names", None)
    return list(names) if names is not None else None


