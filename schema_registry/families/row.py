"""Flink ``Row`` (DataStream rows, e.g. from ``Types.ROW``).

Flink: ``RowSerializer.RowSerializerSnapshot``, a composite over the field serializers
with one outer flag: whether the row kind (+I/-U/…) is serialized (outer version 4
writes it; version 3 implies it; older versions imply no row kind). Field names are not
part of the snapshot: renaming a field restores as is, adding one breaks the restore.
A change of the row-kind flag needs migration. A named Row's names are what the job's
RowTypeInfo holds, which a job declares (``Types.ROW_NAMED``, a JAR's running serializer):
``field_names``, in no snapshot's bytes (rule ROW_FIELDS_REORDERED).
"""

from __future__ import annotations

from typing import Literal, Optional, Sequence

from .._base import INCOMPATIBLE, MIGRATION, CompositeSnapshot, Resolution

ROW_CLASS = "org.apache.flink.api.java.typeutils.runtime.RowSerializer$RowSerializerSnapshot"


class RowSnapshot(CompositeSnapshot):
    family: Literal["row"] = "row"
    snapshot_class: str = ROW_CLASS
    version: int = 3
    fields: tuple["Snapshot", ...]
    supports_row_kind: bool = True
    #: The fields' names in position order, where the job names them (not part of the snapshot).
    field_names: Optional[tuple[str, ...]] = None

    def label(self) -> str:
        return "Row(" + ", ".join(f.label() for f in self.fields) + ")"

    def nested(self):
        return tuple((f"f{i}", f) for i, f in enumerate(self.fields))

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, RowSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to a Row")
        if old.supports_row_kind != self.supports_row_kind:
            return Resolution.of(
                MIGRATION,
                f"row kind serialization changed from {old.supports_row_kind} to {self.supports_row_kind}",
            )
        return Resolution.as_is()


def row_names(snapshot) -> dict[str, tuple[str, ...]]:
    """Path (as :func:`~flink_compat.schema_registry.snapshot.walk` names it) → field names of
    every named Row inside ``snapshot``."""
    from ..snapshot import walk

    if snapshot is None:
        return {}
    return {path: s.field_names for path, s in walk(snapshot) if isinstance(s, RowSnapshot) and s.field_names}


def same_typed_fields(snapshot) -> dict[str, list[tuple[str, ...]]]:
    """Path (as :func:`row_names`) → the names of each group of two or more fields of one type
    (equal serializer snapshots) of every named Row inside ``snapshot``: fields a reorder moves
    without changing any serializer."""
    from ..snapshot import walk

    out = {}
    for path, s in walk(snapshot) if snapshot is not None else ():
        if isinstance(s, RowSnapshot) and s.field_names and len(s.field_names) == len(s.fields):
            groups: list[list[int]] = []
            for i, f in enumerate(s.fields):
                group = next((g for g in groups if s.fields[g[0]] == f), None)
                groups.append([i]) if group is None else group.append(i)
            same = [tuple(s.field_names[i] for i in g) for g in groups if len(g) > 1]
            if same:
                out[path] = same
    return out


#: The families whose nested serializers the bridge follows for Row names (graph/bridge/RowNames.java).
_ROW_NAME_CARRIERS = {"list": ("element",), "map": ("key", "value"), "ttl": ("value",)}


def with_row_names(snapshot, names: dict[str, Sequence[str]], path: str = ""):
    """``snapshot`` whose Rows at the paths of ``names`` (:func:`row_names`'s) take those field
    names, where their arity is the Row's; only inside lists, maps, TTL wrappers and Rows."""
    if snapshot is None or not names:
        return snapshot
    if isinstance(snapshot, RowSnapshot):
        fields = tuple(with_row_names(f, names, f"{path}.f{i}" if path else f"f{i}") for i, f in enumerate(snapshot.fields))
        given = names.get(path)
        named = given is not None and len(given) == len(fields) and all(isinstance(n, str) for n in given)
        return snapshot.model_copy(update={"fields": fields,
                                           "field_names": tuple(given) if named else snapshot.field_names})
    roles = _ROW_NAME_CARRIERS.get(snapshot.family, ())
    if not roles:
        return snapshot
    return snapshot.model_copy(update={r: with_row_names(getattr(snapshot, r), names, f"{path}.{r}" if path else r)
                                       for r in roles})


# -- binary format: composite; outer version 4 writes a boolean "supports row kind",
#    version 3 implies it, older versions imply none (RowSerializerSnapshot) ---------------------
from typing import Any, NamedTuple  # noqa: E402

from .. import binary  # noqa: E402
from ..codecs import Codec, FormatError, codec_for, eof  # noqa: E402

ROW_OUTER_VERSION = 4


def _read_row_outer(inp, outer_version: int) -> bool:
    if outer_version < 3:
        return False
    if outer_version == 3:
        return True
    return inp.read_boolean("row kind flag")


def _read_row(inp, cls, version):
    _, kind, nested = binary.read_composite(inp, version, _read_row_outer)
    return RowSnapshot(snapshot_class=cls, version=version, fields=tuple(nested), supports_row_kind=kind)


READERS = {ROW_CLASS: _read_row}
def _write_row(out, s: RowSnapshot) -> None:
    outer = binary.layout_version([((1, 0), 2), ((1, 11), 3), ((1, 15), 4)], ROW_OUTER_VERSION)
    if outer < 4 and s.supports_row_kind != (outer == 3):
        raise ValueError(f"Row outer version {outer} cannot say supports_row_kind={s.supports_row_kind}")
    binary.write_composite(
        out, outer, s.fields, (lambda o: o.write_boolean(s.supports_row_kind)) if outer >= 4 else None
    )


WRITERS = {RowSnapshot: _write_row}

#: RowKind.toByteValue order
ROW_KINDS = ("+I", "-U", "+U", "-D")
_KIND_INDEX = {k: i for i, k in enumerate(ROW_KINDS)}


class Row(NamedTuple):
    """A Flink ``Row``: its kind (``+I``, ``-U``, ``+U``, ``-D``) and its fields by position."""

    kind: str
    fields: tuple

    @staticmethod
    def of(*fields: Any, kind: str = "+I") -> "Row":
        return Row(kind, tuple(fields))


def _row_codec(s: RowSnapshot) -> Codec:
    # RowSerializer: a bit mask, most significant bit first: [2 row kind bits] + one
    # "is null" bit per field; then the non-null fields.
    codecs = [codec_for(f) for f in s.fields]
    decs = [c.decode for c in codecs]
    skips = [c.skip for c in codecs]
    encs = [c.encode for c in codecs]
    offset = 2 if s.supports_row_kind else 0
    nbits = offset + len(codecs)
    nbytes = (nbits + 7) // 8
    label = s.label()
    n = len(codecs)

    def read_mask(buf, pos):
        end = pos + nbytes
        if end > len(buf):
            raise eof(pos, f"{nbytes} bytes of row null mask")
        mask = int.from_bytes(buf[pos:end], "big")
        return mask, end

    shift0 = nbytes * 8 - 1

    def decode(buf, pos):
        mask, pos = read_mask(buf, pos)
        if offset:
            kind = ROW_KINDS[((mask >> shift0) & 1) | (((mask >> (shift0 - 1)) & 1) << 1)]
        else:
            kind = "+I"
        out = []
        bit = shift0 - offset
        for i in range(n):
            if (mask >> (bit - i)) & 1:
                out.append(None)
            else:
                v, pos = decs[i](buf, pos)
                out.append(v)
        return Row(kind, tuple(out)), pos

    def skip(buf, pos):
        mask, pos = read_mask(buf, pos)
        bit = shift0 - offset
        for i in range(n):
            if not (mask >> (bit - i)) & 1:
                pos = skips[i](buf, pos)
        return pos

    def encode(value, out):
        if isinstance(value, Row):
            kind, fields = value.kind, value.fields
        else:
            kind, fields = "+I", tuple(value)
        if len(fields) != n:
            raise ValueError(f"{label} has {n} fields, the row {len(fields)}")
        mask = 0
        if offset:
            k = _KIND_INDEX[kind]
            mask |= (k & 1) << shift0
            mask |= ((k >> 1) & 1) << (shift0 - 1)
        bit = shift0 - offset
        for i, v in enumerate(fields):
            if v is None:
                mask |= 1 << (bit - i)
        out += mask.to_bytes(nbytes, "big")
        for e, v in zip(encs, fields):
            if v is not None:
                e(v, out)

    return Codec(decode, skip, encode, label)


CODECS = {RowSnapshot: _row_codec}


# -- value migration: field by field; the row kind is kept (written or not by the new flag) ----
def _row_migrator(old: RowSnapshot, new: RowSnapshot):
    from ..migrate import failing, identity, nested

    if len(old.fields) != len(new.fields):
        return failing(f"Row arity changed from {len(old.fields)} to {len(new.fields)}")
    parts = [nested(o, n) for o, n in zip(old.fields, new.fields)]
    keep_kind = new.supports_row_kind
    if all(p is identity for p in parts) and keep_kind == old.supports_row_kind:
        return identity

    def migrate(value):
        kind, fields = (value.kind, value.fields) if isinstance(value, Row) else ("+I", tuple(value))
        return Row(kind if keep_kind else "+I", tuple(None if v is None else p(v) for p, v in zip(parts, fields)))

    return migrate


MIGRATIONS = {RowSnapshot: _row_migrator}
