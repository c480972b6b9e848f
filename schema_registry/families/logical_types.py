"""Flink SQL's ``LogicalType``s, as the table runtime's serializer snapshots record them.

``RowDataSerializerSnapshot``, ``ArrayDataSerializerSnapshot`` and
``MapDataSerializerSnapshot`` write their logical types with Java serialization
(``InstantiationUtil.serializeObject``: one complete stream per type). The stream is read
structurally (:mod:`schema_registry._javaser`, never deserialized) into a
:class:`LogicalType`, which keeps:

* what Flink's ``LogicalType.equals`` compares (the class, ``isNullable``, ``typeRoot``
  and the class's own fields, :data:`EQUALS_FIELDS`): :meth:`LogicalType.equals_key`;
* what ``asSummaryString()`` prints (``BIGINT NOT NULL``, ``TIMESTAMP(3) *ROWTIME*``,
  ``ROW<`a` INT, `b` STRING>``): :attr:`LogicalType.summary`;
* the exact stream bytes, so a snapshot is written back unchanged.

Flink 2.3's ``equals`` (read with ``javap``): ``LogicalType`` compares class, nullability
and root; ``TimestampType``/``LocalZonedTimestampType``/``ZonedTimestampType`` add only
the precision (**not** the kind: a rowtime attribute equals a regular timestamp);
``VarCharType``/``CharType``/``BinaryType``/``VarBinaryType`` the length; ``DecimalType``
precision and scale; ``TimeType`` the precision; ``ArrayType``/``MultisetType`` the element;
``MapType`` key and value; ``RowType`` its fields (name, type and description each);
the interval types their resolution and precisions. Other classes (``RawType``,
structured and distinct types, ...) are compared on every serialized field, which is at
least as strict as Flink (reported as such by callers that care).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from .._io import FormatError
from .._javaser import JavaClass, JavaEnum, JavaObject, read_stream

LOGICAL = "org.apache.flink.table.types.logical."

#: Class (simple name) → the fields its ``equals`` compares besides class, nullability, root.
EQUALS_FIELDS: dict[str, tuple[str, ...]] = {
    "CharType": ("length",),
    "VarCharType": ("length",),
    "BinaryType": ("length",),
    "VarBinaryType": ("length",),
    "DecimalType": ("precision", "scale"),
    "TimeType": ("precision",),
    "TimestampType": ("precision",),
    "LocalZonedTimestampType": ("precision",),
    "ZonedTimestampType": ("precision",),
    "ArrayType": ("elementType",),
    "MultisetType": ("elementType",),
    "MapType": ("keyType", "valueType"),
    "RowType": ("fields",),
    "DayTimeIntervalType": ("resolution", "dayPrecision", "fractionalPrecision"),
    "YearMonthIntervalType": ("resolution", "yearPrecision"),
    "BooleanType": (),
    "TinyIntType": (),
    "SmallIntType": (),
    "IntType": (),
    "BigIntType": (),
    "FloatType": (),
    "DoubleType": (),
    "DateType": (),
    "NullType": (),
}

#: asSummaryString of the parameterless types (LogicalTypeRoot → text).
_PLAIN = {
    "BOOLEAN": "BOOLEAN",
    "TINYINT": "TINYINT",
    "SMALLINT": "SMALLINT",
    "INTEGER": "INT",
    "BIGINT": "BIGINT",
    "FLOAT": "FLOAT",
    "DOUBLE": "DOUBLE",
    "DATE": "DATE",
    "NULL": "NULL",
}
_MAX_LENGTH = 2147483647


class RowField(BaseModel):
    """``RowType.RowField``: name, type, optional description."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    type: "LogicalType"
    description: str | None = None


class LogicalType(BaseModel):
    """One ``LogicalType`` object as its Java serialization describes it."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    #: Simple class name in ``org.apache.flink.table.types.logical`` (else the full name).
    type_class: str
    #: ``LogicalTypeRoot`` constant name (``BIGINT``, ``VARCHAR``, ``TIMESTAMP_WITHOUT_TIME_ZONE``...).
    root: str
    nullable: bool = True
    length: int | None = None
    precision: int | None = None
    scale: int | None = None
    #: ``TimestampKind`` (``REGULAR``, ``ROWTIME``, ``PROCTIME``) of timestamp types.
    kind: str | None = None
    element: "LogicalType | None" = None
    key: "LogicalType | None" = None
    value: "LogicalType | None" = None
    fields: tuple[RowField, ...] | None = None
    #: Other serialized fields (interval resolutions, RawType's class and serializer, ...),
    #: as sorted ``(name, repr)`` pairs.
    other: tuple[tuple[str, str], ...] = ()

    # -- what Flink prints ------------------------------------------------------------
    @property
    def summary(self) -> str:
        """``LogicalType.asSummaryString()``."""
        return self._text(summary=True)

    def _text(self, summary: bool) -> str:
        root, t = self.root, self.type_class
        if root in _PLAIN:
            text = _PLAIN[root]
        elif root == "VARCHAR":
            text = "STRING" if summary and self.length == _MAX_LENGTH else f"VARCHAR({self.length})"
        elif root == "CHAR":
            text = f"CHAR({self.length})"
        elif root == "VARBINARY":
            text = "BYTES" if summary and self.length == _MAX_LENGTH else f"VARBINARY({self.length})"
        elif root == "BINARY":
            text = f"BINARY({self.length})"
        elif root == "DECIMAL":
            text = f"DECIMAL({self.precision}, {self.scale})"
        elif root == "TIME_WITHOUT_TIME_ZONE":
            text = f"TIME({self.precision})"
        elif root in ("TIMESTAMP_WITHOUT_TIME_ZONE", "TIMESTAMP_WITH_LOCAL_TIME_ZONE", "TIMESTAMP_WITH_TIME_ZONE"):
            text = {
                "TIMESTAMP_WITHOUT_TIME_ZONE": f"TIMESTAMP({self.precision})",
                "TIMESTAMP_WITH_LOCAL_TIME_ZONE": f"TIMESTAMP_LTZ({self.precision})"
                if summary
                else f"TIMESTAMP({self.precision}) WITH LOCAL TIME ZONE",
                "TIMESTAMP_WITH_TIME_ZONE": f"TIMESTAMP({self.precision}) WITH TIME ZONE",
            }[root]
            if summary and self.kind not in (None, "REGULAR"):
                return f"{self._nullability(text)} *{self.kind}*"
        elif root == "ARRAY" and self.element is not None:
            text = f"ARRAY<{self.element._text(summary)}>"
        elif root == "MULTISET" and self.element is not None:
            text = f"MULTISET<{self.element._text(summary)}>"
        elif root == "MAP" and self.key is not None and self.value is not None:
            text = f"MAP<{self.key._text(summary)}, {self.value._text(summary)}>"
        elif root in ("INTERVAL_DAY_TIME", "INTERVAL_YEAR_MONTH"):
            text = self._interval_text()
        elif root == "RAW":
            clazz = dict(self.other).get("clazz", "?").removeprefix("class ")
            text = f"RAW('{clazz}', '...')"
        elif root == "ROW" and self.fields is not None:
            parts = []
            for f in self.fields:
                part = f"`{f.name.replace('`', '``')}` {f.type._text(summary)}"
                if f.description is not None:
                    # the summary elides descriptions
                    part += " '...'" if summary else " '" + f.description.replace("'", "''") + "'"
                parts.append(part)
            text = "ROW<" + ", ".join(parts) + ">"
        else:
            # Types whose printing we do not reproduce: named by class and root.
            text = f"{t}({root})"
        return self._nullability(text)

    def _interval_text(self) -> str:
        """``DayTimeIntervalType``/``YearMonthIntervalType`` as Flink prints them."""
        other = dict(self.other)
        resolution = other.get("resolution", "").rsplit(".", 1)[-1]
        day, fraction, year = (other.get(k, "?") for k in ("dayPrecision", "fractionalPrecision", "yearPrecision"))
        formats = {
            "DAY": f"INTERVAL DAY({day})",
            "DAY_TO_HOUR": f"INTERVAL DAY({day}) TO HOUR",
            "DAY_TO_MINUTE": f"INTERVAL DAY({day}) TO MINUTE",
            "DAY_TO_SECOND": f"INTERVAL DAY({day}) TO SECOND({fraction})",
            "HOUR": "INTERVAL HOUR",
            "HOUR_TO_MINUTE": "INTERVAL HOUR TO MINUTE",
            "HOUR_TO_SECOND": f"INTERVAL HOUR TO SECOND({fraction})",
            "MINUTE": "INTERVAL MINUTE",
            "MINUTE_TO_SECOND": f"INTERVAL MINUTE TO SECOND({fraction})",
            "SECOND": f"INTERVAL SECOND({fraction})",
            "YEAR": f"INTERVAL YEAR({year})",
            "YEAR_TO_MONTH": f"INTERVAL YEAR({year}) TO MONTH",
            "MONTH": "INTERVAL MONTH",
        }
        return formats.get(resolution, f"{self.type_class}({self.root})")

    def _nullability(self, text: str) -> str:
        return text if self.nullable else f"{text} NOT NULL"

    def __str__(self) -> str:
        return self.summary

    # -- what Flink compares ----------------------------------------------------------
    def equals_key(self) -> tuple:
        """What ``LogicalType.equals`` compares, as a hashable value (see the module docs)."""
        names = EQUALS_FIELDS.get(self.type_class)
        base: tuple = (self.type_class, self.nullable, self.root)
        if names is None:
            return base + (self.length, self.precision, self.scale, self.kind, _key(self.element),
                           _key(self.key), _key(self.value), _fields_key(self.fields), self.other)
        parts = []
        for name in names:
            if name == "elementType":
                parts.append(_key(self.element))
            elif name == "keyType":
                parts.append(_key(self.key))
            elif name == "valueType":
                parts.append(_key(self.value))
            elif name == "fields":
                parts.append(_fields_key(self.fields))
            elif name in ("length", "precision", "scale"):
                parts.append(getattr(self, name))
            else:
                parts.append(dict(self.other).get(name))
        return base + tuple(parts)

    def java_equals(self, other: "LogicalType") -> bool:
        return self.equals_key() == other.equals_key()


def _key(t: LogicalType | None):
    return None if t is None else t.equals_key()


def _fields_key(fields):
    if fields is None:
        return None
    return tuple((f.name, f.type.equals_key(), f.description) for f in fields)


RowField.model_rebuild()
LogicalType.model_rebuild()


# =========================================================================================
# Reading Java-serialized logical types
# =========================================================================================
def read_logical_type(inp, what: str) -> tuple[LogicalType, bytes]:
    """One ``InstantiationUtil.serializeObject`` stream of a ``LogicalType`` at ``inp``."""
    at = inp.pos
    try:
        value, end = read_stream(inp.buf, inp.pos, inp.end)
    except FormatError as e:
        raise inp.error(f"{what}: {e.message}", at) from None
    inp.pos = end
    raw = bytes(inp.buf[at:end])
    return logical_type_of(value, inp, at, what), raw


def logical_type_of(obj: Any, inp, at: int, what: str) -> LogicalType:
    if not isinstance(obj, JavaObject) or not obj.class_name.startswith("org.apache.flink.table.types.logical."):
        name = obj.class_name if isinstance(obj, JavaObject) else type(obj).__name__
        raise inp.error(f"{what}: a Java-serialized {name}, expected a LogicalType", at)
    f = obj.fields
    root = f.get("typeRoot")
    if not isinstance(root, JavaEnum):
        raise inp.error(f"{what}: {obj.class_name} without a typeRoot", at)
    cls = obj.class_name[len(LOGICAL):] if obj.class_name.startswith(LOGICAL) else obj.class_name
    args: dict[str, Any] = {"type_class": cls, "root": root.name, "nullable": bool(f.get("isNullable", True))}
    other = []
    for name, v in f.items():
        if name in ("typeRoot", "isNullable"):
            continue
        if name in ("length", "precision", "scale") and isinstance(v, int):
            args[name] = v
        elif name == "kind" and isinstance(v, JavaEnum):
            args["kind"] = v.name
        elif name == "elementType":
            args["element"] = logical_type_of(v, inp, at, what)
        elif name == "keyType":
            args["key"] = logical_type_of(v, inp, at, what)
        elif name == "valueType":
            args["value"] = logical_type_of(v, inp, at, what)
        elif name == "fields" and cls == "RowType":
            args["fields"] = tuple(_row_field(x, inp, at, what) for x in _java_list(v, inp, at, what))
        else:
            other.append((name, _structural(v)))
    args["other"] = tuple(sorted(other))
    return LogicalType(**args)


def _java_list(v, inp, at, what) -> list:
    # RowType.fields is Collections.unmodifiableList(...): its field "list" holds the ArrayList.
    if isinstance(v, list):
        return list(v)
    if isinstance(v, JavaObject):
        for name in ("list", "c"):
            inner = v.fields.get(name)
            if inner is not None:
                return _java_list(inner, inp, at, what)
    raise inp.error(f"{what}: RowType fields are not a list ({_structural(v)[:80]})", at)


def _row_field(v, inp, at, what) -> RowField:
    if not isinstance(v, JavaObject) or not v.class_name.endswith("RowType$RowField"):
        raise inp.error(f"{what}: a RowType field that is not a RowField", at)
    name = v.fields.get("name")
    if not isinstance(name, str):
        raise inp.error(f"{what}: a RowField without a name", at)
    desc = v.fields.get("description")
    return RowField(name=name, type=logical_type_of(v.fields.get("type"), inp, at, what),
                    description=desc if isinstance(desc, str) else None)


def _structural(v) -> str:
    """A stable text of a value read from a Java stream (compared, never executed)."""
    if isinstance(v, JavaObject):
        inner = ", ".join(f"{k}={_structural(x)}" for k, x in sorted(v.fields.items()))
        return f"{v.class_name}({inner})"
    if isinstance(v, JavaEnum):
        return f"{v.class_name}.{v.name}"
    if isinstance(v, JavaClass):
        return f"class {v.class_name}"
    if isinstance(v, (list, tuple)):
        return "[" + ", ".join(_structural(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_structural(k)}: {_structural(x)}" for k, x in v.items()) + "}"
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).hex()
    return repr(v)


def structural(v) -> str:
    return _structural(v)
