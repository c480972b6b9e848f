"""Avro records: specific (generated classes), generic (``GenericRecord``) and reflect.

Flink: ``AvroSerializerSnapshot`` (version 3: runtime class and schema; version 2 used
modified UTF strings; version 1 only the schema). Resolution: identical schemas → AS_IS;
otherwise Avro's ``checkReaderWriterCompatibility(reader = new, writer = old)``:
compatible → AFTER_MIGRATION, else INCOMPATIBLE. The old runtime class must still be
loadable, so a generated class may not move to another namespace.

The compatibility check is Apache Avro's own (the ``avro`` package).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal, Optional

import orjson
from pydantic import ValidationError, field_validator

from .._base import AS_IS, INCOMPATIBLE, MIGRATION, Resolution, SnapshotBase, short_class
from .._io import FormatError
from ..nesting import too_deep

AVRO_CLASS = "org.apache.flink.formats.avro.typeutils.AvroSerializerSnapshot"
GENERIC_RECORD = "org.apache.avro.generic.GenericRecord"


class AvroSnapshot(SnapshotBase):
    family: Literal["avro"] = "avro"
    snapshot_class: str = AVRO_CLASS
    version: int = 3
    #: The Java class values are read into: a generated SpecificRecord class, a reflect
    #: class, or ``org.apache.avro.generic.GenericRecord``.
    runtime_type: str
    #: The Avro schema, as JSON text.
    avro_schema: str

    @field_validator("avro_schema")
    @classmethod
    def _valid_schema(cls, text: str) -> str:
        problem = schema_problem(text)
        if problem is not None:
            raise ValueError(problem)
        return text

    def label(self) -> str:
        name = json.loads(self.avro_schema).get("name", "?") if self.avro_schema.lstrip().startswith("{") else "?"
        kind = "generic" if self.runtime_type == GENERIC_RECORD else short_class(self.runtime_type)
        return f"Avro {name} ({kind})"

    def classes_read(self) -> tuple[str, ...]:
        # AvroSerializerSnapshot: version 1 falls back to GenericRecord when the class is gone,
        # later versions fail (findClassOrThrow).
        return (self.snapshot_class,) if self.version < 2 else (self.snapshot_class, self.runtime_type)

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, AvroSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.runtime_type != self.runtime_type and old.runtime_type != GENERIC_RECORD:
            return Resolution.of(
                INCOMPATIBLE,
                f"Avro class {old.runtime_type} of the old state is gone (now {self.runtime_type}); "
                "Flink loads the old class by name",
            )
        return resolve_schemas(old.avro_schema, self.avro_schema)


#: Deepest nesting of JSON containers in an Avro schema: some 40 nested records (a
#: record, its fields, a field: three levels each) or 128 nested arrays. The Avro
#: library's parser and compatibility check recurse and fail near 190 nested records.
MAX_AVRO_SCHEMA_DEPTH = 128


@lru_cache(maxsize=1024)
def schema_problem(text: str) -> Optional[str]:
    """What is wrong with an Avro schema (as one line naming the place), or None.

    Checked when a snapshot is made, before anything recursive (the Avro library, the
    value codec) sees the schema: not JSON (with the line and column), nested deeper
    than :data:`MAX_AVRO_SCHEMA_DEPTH`, or not a schema Avro can parse.
    """
    try:
        node = orjson.loads(text)  # refuses nesting over 1024 itself, without recursion
    except orjson.JSONDecodeError as e:
        return f"the Avro schema is not JSON: {e}"
    path = too_deep(node, MAX_AVRO_SCHEMA_DEPTH)
    if path is not None:
        at = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path[:8])
        return f"the Avro schema nests deeper than {MAX_AVRO_SCHEMA_DEPTH} levels (from {at.lstrip('.')}…)"
    import avro.errors
    import avro.schema

    try:
        avro.schema.parse(text)
    except (avro.errors.AvroException, TypeError, ValueError, KeyError, AttributeError) as e:
        detail = " ".join(str(e).split())
        return f"not a valid Avro schema: {detail[:300]}{'…' if len(detail) > 300 else ''}"
    return None


def _without_docs(node: Any) -> Any:
    # Avro's Schema.equals ignores "doc" and aliases (of records, fields, enums, fixed);
    # so do we (seen on Flink 2.3: a schema changed only in those restores as is).
    if isinstance(node, dict):
        return {k: _without_docs(v) for k, v in node.items() if k not in ("doc", "aliases")}
    if isinstance(node, list):
        return [_without_docs(v) for v in node]
    return node


# =========================================================================================
# Flink's migration of GenericRecord state: by field position
# =========================================================================================
#
# For a ``GenericRecord`` runtime type Flink's restore serializer reads each value with the
# OLD schema alone (``AvroSerializerSnapshot.restoreSerializer`` → ``AvroFactory.fromGeneric``:
# ``GenericDatumReader(old, old)``; a specific or reflect class gets real schema resolution,
# ``SpecificDatumReader(old, new)``), and the new serializer writes that old record with the
# NEW schema's ``GenericDatumWriter``, which takes each field by position
# (``GenericData.getField`` → ``IndexedRecord.get(pos)``), numbers through ``Number``, enums by
# symbol name, union branches by the value's exact type name. RocksDB does this when the
# state is registered (the restore fails on an exception); the hashmap backend keeps the old
# records in memory and does it at the first checkpoint or savepoint (which then fails).
# Verified on Flink 2.3 for every kind of change below (fields added, removed, reordered,
# renamed with and without aliases, numbers widened, unions, enums, nested records).

#: What a positional write does to one place of the schema.
FAILS = "fails"            # throws for every stored value that reaches the place
MAY_FAIL = "may-fail"      # throws for stored values of some kind (a branch, a symbol)
SHIFTED = "shifted"        # writes another field's (or a narrowed) value, silently

_NUMBERS = ("int", "long", "float", "double")
#: Conversions through ``Number`` Avro's promotions do not make (int→long, int/long→float,
#: int/long/float→double convert as Avro's resolution does).
_NARROWS = {("long", "int"), ("float", "int"), ("double", "int"), ("float", "long"), ("double", "long"), ("double", "float")}


@dataclass(frozen=True)
class PositionalIssue:
    kind: str
    #: Where in the new schema (``R.field.sub``), and what happens there.
    where: str
    message: str
    #: Only when a stored value reaches this place (inside an array, a map or a union).
    conditional: bool


def _type_name(schema) -> str:
    """The name ``GenericData.resolveUnion`` matches a value of ``schema`` by."""
    return getattr(schema, "fullname", None) or schema.type


@lru_cache(maxsize=256)
def positional_issues(old_json: str, new_json: str) -> tuple[PositionalIssue, ...]:
    """What Flink's positional migration of GenericRecord values written with ``old_json``
    does under ``new_json`` (for a pair Avro's reader/writer check accepts); () when every
    value comes out as Avro's schema resolution reads it."""
    import avro.schema

    out: list[PositionalIssue] = []
    _positional(avro.schema.parse(old_json), avro.schema.parse(new_json), "", False, out, 0)
    merged: dict[tuple, PositionalIssue] = {}  # one issue per place and kind
    for i in out:
        had = merged.get((i.where, i.kind))
        merged[(i.where, i.kind)] = i if had is None else PositionalIssue(
            i.kind, i.where, f"{had.message}; {i.message}", had.conditional and i.conditional)
    return tuple(merged.values())


def _positional(old, new, where: str, conditional: bool, out: list, depth: int) -> None:
    if depth > MAX_AVRO_SCHEMA_DEPTH:
        return
    o, n = old.type, new.type
    here = where or _type_name(new)

    def issue(kind, message, cond=conditional):
        out.append(PositionalIssue(kind, here, message, cond))

    if o == "union":
        # the old value is of one of the branches: a branch that fails fails its values
        failing = 0
        for branch in old.schemas:
            before = len(out)
            if n == "union":
                _into_union(branch, new, where, True, out, depth, issue)
            else:
                _positional(branch, new, where, True, out, depth + 1)
            failing += any(x.kind != SHIFTED for x in out[before:])
        if failing == len(old.schemas):  # whatever the value, it fails
            out[:] = [x if x.where != here or x.kind == SHIFTED else PositionalIssue(FAILS, x.where, x.message, conditional) for x in out]
        return
    if n == "union":
        _into_union(old, new, where, conditional, out, depth, issue)
        return
    if n == "record":
        if o != "record":
            issue(FAILS, f"an old {o} value is not a record")
            return
        name = new.fullname
        if len(new.fields) > len(old.fields):
            extra = new.fields[len(old.fields)]
            issue(FAILS, f'record {name} has {len(new.fields)} fields, the old one {len(old.fields)}: field "{extra.name}" '
                         f"(position {len(old.fields)}) has no old value at its position")
            return
        for i, nf in enumerate(new.fields):
            of = old.fields[i]
            at = f"{here}.{nf.name}"
            if nf.name != of.name and of.name not in (nf.props.get("aliases") or ()):
                before = len(out)
                _positional(of.type, nf.type, at, conditional, out, depth + 1)
                moved = f'field "{nf.name}" (position {i}) takes the values of the old field "{of.name}"'
                if any(x.kind != SHIFTED for x in out[before:]):
                    out[before:] = [x if x.kind == SHIFTED else PositionalIssue(x.kind, x.where, f"{moved}: {x.message}", x.conditional)
                                    for x in out[before:]]
                else:
                    del out[before:]
                    out.append(PositionalIssue(SHIFTED, at, moved, conditional))
                continue
            _positional(of.type, nf.type, at, conditional, out, depth + 1)
        return
    if n in _NUMBERS:
        if o not in _NUMBERS:
            issue(FAILS, f"an old {o} value is written as {n}")
        elif (o, n) in _NARROWS:
            issue(SHIFTED, f"an old {o} value is narrowed to {n}")
        return
    if n == "enum":
        if o == "enum":
            missing = [s for s in old.symbols if s not in new.symbols]
            if missing:
                issue(MAY_FAIL, f"enum {new.fullname} lacks the old symbol{'s' if len(missing) > 1 else ''} {', '.join(missing)} "
                                "(values holding it fail; the enum's default is not applied)")
        elif o == "string":
            issue(MAY_FAIL, f"an old string is written as enum {new.fullname} by its text")
        else:
            issue(FAILS, f"an old {o} value is written as enum {new.fullname}")
        return
    if n == "array":
        if o != "array":
            issue(FAILS, f"an old {o} value is not an array")
        else:
            _positional(old.items, new.items, f"{here}[]", True, out, depth + 1)
        return
    if n == "map":
        if o != "map":
            issue(FAILS, f"an old {o} value is not a map")
        else:
            _positional(old.values, new.values, f"{here}{{}}", True, out, depth + 1)
        return
    if n == "fixed":
        if o != "fixed" or old.size != new.size:
            issue(FAILS, f"an old {_type_name(old)} value is written as fixed {new.fullname} of {new.size} bytes")
        return
    if o != n:  # string, bytes, boolean, null: only their own kind
        issue(FAILS, f"an old {o} value is written as {n}")


def _into_union(old, new, where: str, conditional: bool, out: list, depth: int, issue) -> None:
    """An old value of type ``old`` written as the union ``new``: the branch of the value's
    exact type name, else it fails."""
    name = _type_name(old)
    branch = next((b for b in new.schemas if _type_name(b) == name), None)
    if branch is None:
        issue(MAY_FAIL if conditional else FAILS,
              f"an old {name} value is in no branch of the union {[_type_name(b) for b in new.schemas]} (no promotion inside unions)",
              conditional)
        return
    _positional(old, branch, where, conditional, out, depth + 1)


@lru_cache(maxsize=1024)
def resolve_schemas(writer_json: str, reader_json: str) -> Resolution:
    """Flink's ``AvroSerializerSnapshot.resolveSchemaCompatibility(writer, reader)``."""
    import avro.compatibility
    import avro.schema

    if _without_docs(json.loads(writer_json)) == _without_docs(json.loads(reader_json)):
        return Resolution(AS_IS)
    reader = avro.schema.parse(reader_json)
    writer = avro.schema.parse(writer_json)
    result = avro.compatibility.ReaderWriterCompatibilityChecker().get_compatibility(reader, writer)
    if result.compatibility is avro.compatibility.SchemaCompatibilityType.compatible:
        return Resolution.of(MIGRATION, "Avro schema changed; the new schema can read the old data")
    details = "; ".join(sorted(result.messages)) or "schemas are not compatible"
    where = ", ".join(sorted(result.locations))
    return Resolution.of(
        INCOMPATIBLE,
        f"the new Avro schema cannot read data written with the old one: {details}"
        + (f" (at {where})" if where else ""),
    )


# =========================================================================================
# Binary snapshot format
#   v1: UTF schema (the runtime class is looked up by the schema's full name)
#   v2: UTF runtime class, UTF schema
#   v3: StringValue runtime class, StringValue schema (large schemas)
# =========================================================================================
from .. import binary  # noqa: E402
from .._io import DataInput  # noqa: E402


def _read_string_value(inp: DataInput, what: str) -> str:
    from .simple import dec_string

    try:
        value, pos = dec_string(inp.buf, inp.pos) if inp.end == len(inp.buf) else dec_string(memoryview(inp.buf)[: inp.end], inp.pos)
    except (IndexError, ValueError) as e:
        raise inp.error(f"truncated or malformed {what}: {e}") from None
    except FormatError as e:
        raise inp.error(f"{what}: {e.message}") from None
    if value is None:
        raise inp.error(f"{what} is null")
    inp.pos = pos
    return value


def _read_avro(inp, cls, version):
    if version == 1:
        schema = inp.read_utf("Avro schema")
        runtime = _full_name(schema)
    elif version == 2:
        runtime = inp.read_utf("Avro runtime class")
        schema = inp.read_utf("Avro schema")
    elif version == 3:
        runtime = _read_string_value(inp, "Avro runtime class")
        schema = _read_string_value(inp, "Avro schema")
    else:
        raise inp.error(f"unknown AvroSerializerSnapshot version {version}")
    try:
        return AvroSnapshot(snapshot_class=cls, version=version, runtime_type=runtime, avro_schema=schema)
    except ValidationError as e:
        raise inp.error(e.errors()[0]["msg"].removeprefix("Value error, ")) from None


def _full_name(schema_json: str) -> str:
    try:
        node = json.loads(schema_json)
    except ValueError:
        return GENERIC_RECORD
    if isinstance(node, dict) and isinstance(node.get("name"), str):
        name, ns = node["name"], node.get("namespace")
        return name if "." in name or not ns else f"{ns}.{name}"
    return GENERIC_RECORD


def _write_avro(out, s: AvroSnapshot) -> None:
    from .simple import enc_string

    if binary.layout_version([((1, 0), 2), ((1, 12), 3)], 3) == 2:
        out.write_int(2)
        out.write_utf(s.runtime_type)
        out.write_utf(s.avro_schema)
        return
    out.write_int(3)
    enc_string(s.runtime_type, out.buf)
    enc_string(s.avro_schema, out.buf)


READERS = {AVRO_CLASS: _read_avro}
WRITERS = {AvroSnapshot: _write_avro}


# =========================================================================================
# Value codec: Flink's AvroSerializer does NOT write Avro's binary encoding. It drives
# Avro's DatumWriter with its own DataOutputEncoder: boolean 1 byte, int/enum/union index
# 4-byte big-endian ints, long 8, float 4, double 8, bytes and strings an int length then
# the bytes (UTF-8), fixed raw, arrays and maps blocks of (var-long count, items) closed
# by a 0 count, null nothing. Values decode to Python as fastavro would (records → dict,
# enums → symbol, bytes/fixed → bytes); logical types are left as their base type.
# =========================================================================================
import struct as _struct  # noqa: E402

from ..codecs import Codec, FormatError, eof, undecodable  # noqa: E402

_I = _struct.Struct(">i")
_Q = _struct.Struct(">q")
_F = _struct.Struct(">f")
_D = _struct.Struct(">d")
_PRIMS = ("null", "boolean", "int", "long", "float", "double", "bytes", "string")


def _err(pos, msg):
    return FormatError("<value>", pos, msg)


def _read_count(buf, pos):
    # DataInputDecoder.readVarLongCount: unsigned LEB128.
    b = buf[pos]
    pos += 1
    if b < 0x80:
        return b, pos
    value = b & 0x7F
    shift = 7
    while True:
        b = buf[pos]
        pos += 1
        if b < 0x80:
            return value | (b << shift), pos
        value |= (b & 0x7F) << shift
        shift += 7
        if shift > 63:
            raise _err(pos, "Avro block count varint too long")


def _write_count(n, out):
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def _len_bytes(buf, pos):
    n = _I.unpack_from(buf, pos)[0]
    pos += 4
    if n < 0 or pos + n > len(buf):
        raise eof(pos, f"{n} bytes of an Avro string or bytes")
    return n, pos


class _Compiler:
    def __init__(self, default_ns=None):
        self.named: dict = {}

    def compile(self, node, ns=None):
        """Returns (decode, encode, matches) for a schema node."""
        if isinstance(node, str):
            if node in _PRIMS:
                return self.primitive(node)
            full = node if "." in node or not ns else f"{ns}.{node}"
            ref = self.named.get(full) or self.named.get(node)
            if ref is None:
                raise ValueError(f"unknown Avro type {node!r}")
            return ref
        if isinstance(node, list):
            return self.union(node, ns)
        if not isinstance(node, dict):
            raise ValueError(f"bad Avro schema node {node!r}")
        t = node.get("type")
        if t in _PRIMS:
            return self.primitive(t)
        if t in ("record", "error"):
            return self.record(node, ns)
        if t == "enum":
            return self.enum(node, ns)
        if t == "fixed":
            return self.fixed(node, ns)
        if t == "array":
            return self.array(node, ns)
        if t == "map":
            return self.map(node, ns)
        return self.compile(t, ns)

    def _name(self, node, ns):
        name = node["name"]
        ns = node.get("namespace", ns)
        full = name if "." in name or not ns else f"{ns}.{name}"
        return full, full.rsplit(".", 1)[0] if "." in full else ns

    def primitive(self, t):
        if t == "null":
            return (lambda b, p: (None, p)), (lambda v, o: None), (lambda v: v is None)
        if t == "boolean":
            return (lambda b, p: (b[p] != 0, p + 1)), (lambda v, o: o.append(1 if v else 0)), (lambda v: isinstance(v, bool))
        if t == "int":
            return (lambda b, p: (_I.unpack_from(b, p)[0], p + 4)), (lambda v, o: o.extend(_I.pack(v))), (
                lambda v: isinstance(v, int) and not isinstance(v, bool) and -(1 << 31) <= v < (1 << 31)
            )
        if t == "long":
            return (lambda b, p: (_Q.unpack_from(b, p)[0], p + 8)), (lambda v, o: o.extend(_Q.pack(v))), (
                lambda v: isinstance(v, int) and not isinstance(v, bool)
            )
        if t == "float":
            return (lambda b, p: (_F.unpack_from(b, p)[0], p + 4)), (lambda v, o: o.extend(_F.pack(v))), (
                lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
            )
        if t == "double":
            return (lambda b, p: (_D.unpack_from(b, p)[0], p + 8)), (lambda v, o: o.extend(_D.pack(v))), (
                lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
            )

        if t == "bytes":
            def dec(b, p):
                n, p = _len_bytes(b, p)
                return bytes(b[p : p + n]), p + n

            def enc(v, o):
                o.extend(_I.pack(len(v)))
                o.extend(v)

            return dec, enc, (lambda v: isinstance(v, (bytes, bytearray)))

        def dec_s(b, p):
            n, p = _len_bytes(b, p)
            return bytes(b[p : p + n]).decode("utf-8"), p + n

        def enc_s(v, o):
            raw = v.encode("utf-8")
            o.extend(_I.pack(len(raw)))
            o.extend(raw)

        return dec_s, enc_s, (lambda v: isinstance(v, str))

    def record(self, node, ns):
        full, ns2 = self._name(node, ns)
        fields = []
        slot = [None, None]

        def dec(b, p):
            out = {}
            for name, d, _e in fields:
                out[name], p = d(b, p)
            return out, p

        def enc(v, o):
            for name, _d, e in fields:
                e(v.get(name), o)

        def matches(v):
            return isinstance(v, dict) and all(f[0] in v for f in fields)

        entry = (dec, enc, matches)
        self.named[full] = entry
        for f in node.get("fields", []):
            d, e, _m = self.compile(f["type"], ns2)
            fields.append((f["name"], d, e))
        del slot
        return entry

    def enum(self, node, ns):
        full, _ = self._name(node, ns)
        symbols = list(node.get("symbols", []))
        index = {s: i for i, s in enumerate(symbols)}

        def dec(b, p):
            i = _I.unpack_from(b, p)[0]
            if not 0 <= i < len(symbols):
                raise _err(p, f"enum index {i} outside {full}'s {len(symbols)} symbols")
            return symbols[i], p + 4

        entry = (dec, lambda v, o: o.extend(_I.pack(index[v])), lambda v: v in index)
        self.named[full] = entry
        return entry

    def fixed(self, node, ns):
        full, _ = self._name(node, ns)
        size = int(node["size"])

        def dec(b, p):
            if p + size > len(b):
                raise eof(p, f"fixed {full} of {size} bytes")
            return bytes(b[p : p + size]), p + size

        def enc(v, o):
            if len(v) != size:
                raise ValueError(f"fixed {full} needs {size} bytes")
            o.extend(v)

        entry = (dec, enc, lambda v: isinstance(v, (bytes, bytearray)) and len(v) == size)
        self.named[full] = entry
        return entry

    def array(self, node, ns):
        d, e, m = self.compile(node["items"], ns)

        def dec(b, p):
            out = []
            while True:
                n, p = _read_count(b, p)
                if n == 0:
                    return out, p
                if n > len(b) - p + 1:
                    raise eof(p, f"{n} Avro array items")
                for _ in range(n):
                    v, p = d(b, p)
                    out.append(v)

        def enc(v, o):
            if len(v):
                _write_count(len(v), o)
                for x in v:
                    e(x, o)
            o.append(0)

        return dec, enc, (lambda v: isinstance(v, (list, tuple)))

    def map(self, node, ns):
        sd, se, _ = self.primitive("string")
        d, e, m = self.compile(node["values"], ns)

        def dec(b, p):
            out = {}
            while True:
                n, p = _read_count(b, p)
                if n == 0:
                    return out, p
                if n > len(b) - p + 1:
                    raise eof(p, f"{n} Avro map entries")
                for _ in range(n):
                    k, p = sd(b, p)
                    out[k], p = d(b, p)

        def enc(v, o):
            if len(v):
                _write_count(len(v), o)
                for k, x in v.items():
                    se(k, o)
                    e(x, o)
            o.append(0)

        return dec, enc, (lambda v: isinstance(v, dict))

    def union(self, branches, ns):
        compiled = [self.compile(b, ns) for b in branches]

        def dec(b, p):
            i = _I.unpack_from(b, p)[0]
            if not 0 <= i < len(compiled):
                raise _err(p, f"union index {i} outside the {len(compiled)} branches")
            return compiled[i][0](b, p + 4)

        def enc(v, o):
            for i, (_d, e, m) in enumerate(compiled):
                if m(v):
                    o.extend(_I.pack(i))
                    e(v, o)
                    return
            raise ValueError(f"no branch of the Avro union matches {type(v).__name__}")

        return dec, enc, (lambda v: any(c[2](v) for c in compiled))


def avro_codec_for_schema(schema_json: str, label: str) -> Codec:
    try:
        dec, enc, _m = _Compiler().compile(json.loads(schema_json))
    except (ValueError, KeyError, TypeError) as e:
        return undecodable(label, f"cannot compile its Avro schema: {e}")

    def skip(buf, pos):
        return dec(buf, pos)[1]

    return Codec(dec, skip, enc, label)


CODECS = {AvroSnapshot: lambda s: avro_codec_for_schema(s.avro_schema, s.label())}


# =========================================================================================
# Value migration: Avro's reader/writer schema resolution (old schema = writer, new =
# reader), as Flink's AvroSerializer does when the schema changed: fields added take their
# default, removed ones are dropped, promotions (int → long, ...) apply, enums and unions
# resolve by name. fastavro performs the resolution on the datum written in Avro's own
# encoding; logical types are stripped so values keep the base types our codec uses.
# =========================================================================================
def _strip_logical(node):
    if isinstance(node, dict):
        return {k: _strip_logical(v) for k, v in node.items() if k != "logicalType"}
    if isinstance(node, list):
        return [_strip_logical(v) for v in node]
    return node


def avro_migrator_for_schemas(writer_json: str, reader_json: str, label: str):
    import io

    import fastavro

    from ..migrate import MigrationError, failing

    try:
        writer = fastavro.parse_schema(_strip_logical(json.loads(writer_json)), {})
        reader = fastavro.parse_schema(_strip_logical(json.loads(reader_json)), {})
    except Exception as e:  # noqa: BLE001 - any schema fastavro rejects
        return failing(f"{label}: cannot parse the Avro schemas: {e}")
    write, read = fastavro.schemaless_writer, fastavro.schemaless_reader

    def migrate(value):
        buf = io.BytesIO()
        try:
            write(buf, writer, value)
            buf.seek(0)
            return read(buf, writer, reader)
        except Exception as e:  # noqa: BLE001 - fastavro raises many kinds on unresolvable data
            raise MigrationError(f"Avro schema resolution of {label} failed: {type(e).__name__}: {e}") from None

    return migrate


def positional_migrator(old_json: str, new_json: str, label: str):
    """What Flink's positional migration (above) makes of each GenericRecord value written
    with ``old_json``: the value ``new_json``'s writer writes, or :class:`MigrationError`
    with the exception Flink's writer throws; :class:`CannotVerify` when the decoded value
    does not tell which branch of an old union it was written as (an ``int`` of
    ``["int", "long"]``)."""
    import avro.schema

    old_schema, new_schema = avro.schema.parse(old_json), avro.schema.parse(new_json)

    def migrate(value):
        return _write(old_schema, new_schema, value, label)

    return migrate


def _java_int(v, bits: int) -> int:
    """``Number.intValue()``/``longValue()`` of a Java Integer, Long, Float or Double."""
    if isinstance(v, float):
        if v != v:
            return 0
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        return hi if v >= hi else lo if v <= lo else int(v)
    v &= (1 << bits) - 1
    return v - (1 << bits) if v >> (bits - 1) else v


def _java_float(v) -> float:
    import struct

    try:
        return struct.unpack(">f", struct.pack(">f", float(v)))[0]
    except OverflowError:
        return float("inf") if v > 0 else float("-inf")


def _matches(schema, v) -> bool:
    """Whether ``v`` (as the codec decodes it) can be a value of ``schema``."""
    t = schema.type
    if t == "null":
        return v is None
    if t == "boolean":
        return isinstance(v, bool)
    if t in ("int", "long"):
        return isinstance(v, int) and not isinstance(v, bool)
    if t in ("float", "double"):
        return isinstance(v, float)
    if t == "string":
        return isinstance(v, str)
    if t == "enum":
        return isinstance(v, str) and v in schema.symbols
    if t == "bytes":
        return isinstance(v, (bytes, bytearray))
    if t == "fixed":
        return isinstance(v, (bytes, bytearray)) and len(v) == schema.size
    if t == "array":
        return isinstance(v, list)
    if t == "record":
        return isinstance(v, dict) and list(v) == [f.name for f in schema.fields]
    if t == "map":
        return isinstance(v, dict)
    return False


def _write(old, new, v, where: str):
    from ..migrate import CannotVerify, MigrationError

    def fail(what: str):
        return MigrationError(f"{where}: Flink's positional migration of the GenericRecord fails: {what}")

    if old.type == "union":
        branches = [b for b in old.schemas if _matches(b, v)]
        if len(branches) != 1:
            raise CannotVerify(f"{where}: which branch of {[_type_name(b) for b in old.schemas]} the value was written as is not known")
        old = branches[0]
    n = new.type
    if n == "union":
        name = _type_name(old)
        branch = next((b for b in new.schemas if _type_name(b) == name), None)
        if branch is None:
            raise fail(f"UnresolvedUnionException: not in union {[_type_name(b) for b in new.schemas]}: a {name} value")
        return _write(old, branch, v, where)
    o = old.type
    if n == "record":
        if o != "record":
            raise fail(f"ClassCastException: a {o} value is not a record {new.fullname}")
        if len(new.fields) > len(old.fields):
            raise fail(f"ArrayIndexOutOfBoundsException: record {new.fullname}'s field {new.fields[len(old.fields)].name!r} "
                       f"(position {len(old.fields)}) has no old value")
        return {nf.name: _write(old.fields[i].type, nf.type, v[old.fields[i].name], f"{where}.{nf.name}")
                for i, nf in enumerate(new.fields)}
    if n in _NUMBERS:
        if o not in _NUMBERS:
            raise fail(f"ClassCastException: a {o} value is written as {n}")
        return {"int": lambda: _java_int(v, 32), "long": lambda: _java_int(v, 64),
                "float": lambda: _java_float(v), "double": lambda: float(v)}[n]()
    if n == "enum":
        symbol = v if o in ("enum", "string") else str(v)
        if symbol not in new.symbols:
            raise fail(f"AvroTypeException: enum value {symbol!r} is not in {new.fullname}'s symbols")
        return symbol
    if n == "array":
        if o != "array":
            raise fail(f"ClassCastException: a {o} value is not an array")
        return [_write(old.items, new.items, x, f"{where}[]") for x in v]
    if n == "map":
        if o != "map":
            raise fail(f"ClassCastException: a {o} value is not a map")
        return {k: _write(old.values, new.values, x, f"{where}{{}}") for k, x in v.items()}
    if n == "fixed":
        if o != "fixed" or old.size != new.size:
            raise fail(f"a {_type_name(old)} value is written as fixed {new.fullname} of {new.size} bytes")
        return v
    if o != n:  # string, bytes, boolean, null: only their own kind
        raise fail(f"ClassCastException: a {o} value is written as {n}")
    return v


def _avro_migrator(old: AvroSnapshot, new: AvroSnapshot):
    from ..migrate import failing, identity, intended

    if old.runtime_type != new.runtime_type and old.runtime_type != GENERIC_RECORD:
        return failing(f"Avro class {old.runtime_type} of the old state is gone (now {new.runtime_type})")
    if _without_docs(json.loads(old.avro_schema)) == _without_docs(json.loads(new.avro_schema)):
        return identity
    if old.runtime_type == GENERIC_RECORD == new.runtime_type and not intended():
        # Flink migrates GenericRecords by position (above): Avro's resolution is what it
        # does only when that changes nothing
        issues = positional_issues(old.avro_schema, new.avro_schema)
        if issues:
            why = "; ".join(f"{i.where}: {i.message}" for i in issues)
            if any(i.kind == SHIFTED or (i.kind == FAILS and not i.conditional) for i in issues):
                # every value fails, or holds another field's value (which Flink keeps)
                return failing(f"{new.label()}: Flink migrates GenericRecords by field position: {why}")
            # whether a value fails depends on it (a union's branch, an enum's symbol, an
            # array's records): each is written as Flink's writer would
            return positional_migrator(old.avro_schema, new.avro_schema, new.label())
    return avro_migrator_for_schemas(old.avro_schema, new.avro_schema, new.label())


MIGRATIONS = {AvroSnapshot: _avro_migrator}
