"""The one serializer snapshot model, and resolution between two of them.

:data:`Snapshot` is a pydantic discriminated union (on ``family``) of every family's
model; snapshots decoded from a savepoint, declared by a Python job package or read
from a manifest are all instances of it, so any old side can be checked against any
new side.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import Annotated, Iterator, Optional, Union

from pydantic import Field, TypeAdapter

from ._base import Resolution
from .families.avro import AvroSnapshot
from .families.collections import GenericArraySnapshot, ListSnapshot, MapSnapshot, SetSnapshot
from .families.either import EitherSnapshot
from .families.enum import EnumSnapshot
from .families.kryo import KryoSnapshot
from .families.nullable import NullableSnapshot
from .families.opaque import OpaqueSnapshot, unknown
from .families.pojo import PojoField, PojoSnapshot, PojoSubclass
from .families.row import RowSnapshot
from .families.rowdata import (
    ArrayDataSnapshot,
    BinaryRowDataSnapshot,
    DecimalDataSnapshot,
    MapDataSnapshot,
    RawValueDataSnapshot,
    RowDataSnapshot,
    TimestampDataSnapshot,
)
from .families.scala import (
    ScalaCaseClassSnapshot,
    ScalaEitherSnapshot,
    ScalaEnumSnapshot,
    ScalaOptionSnapshot,
    ScalaTraversableSnapshot,
    ScalaTrySnapshot,
)
from .families.simple import SimpleSnapshot
from .families.streaming import (
    BufferEntrySnapshot,
    StreamElementSnapshot,
    TwoPhaseCommitStateSnapshot,
    UnionSnapshot,
)
from .families.table import (
    ExternalSnapshot,
    LinkedListSnapshot,
    ListViewSnapshot,
    MapViewSnapshot,
    NullAwareMapSnapshot,
    SortedMapSnapshot,
    WindowKeySnapshot,
)
from .families.timers import TimerSnapshot
from .families.ttl import TtlAwareSnapshot, TtlSnapshot
from .families.tuple import TupleSnapshot
from .families.value_types import ValueTypeSnapshot

SNAPSHOT_MODELS = (
    SimpleSnapshot,
    ListSnapshot,
    MapSnapshot,
    GenericArraySnapshot,
    TupleSnapshot,
    RowSnapshot,
    NullableSnapshot,
    EitherSnapshot,
    PojoSnapshot,
    AvroSnapshot,
    KryoSnapshot,
    EnumSnapshot,
    TtlSnapshot,
    TimerSnapshot,
    ValueTypeSnapshot,
    SetSnapshot,
    TtlAwareSnapshot,
    StreamElementSnapshot,
    UnionSnapshot,
    BufferEntrySnapshot,
    TwoPhaseCommitStateSnapshot,
    LinkedListSnapshot,
    ListViewSnapshot,
    MapViewSnapshot,
    NullAwareMapSnapshot,
    RowDataSnapshot,
    BinaryRowDataSnapshot,
    DecimalDataSnapshot,
    TimestampDataSnapshot,
    ArrayDataSnapshot,
    MapDataSnapshot,
    SortedMapSnapshot,
    ExternalSnapshot,
    RawValueDataSnapshot,
    WindowKeySnapshot,
    ScalaCaseClassSnapshot,
    ScalaOptionSnapshot,
    ScalaEitherSnapshot,
    ScalaTrySnapshot,
    ScalaTraversableSnapshot,
    ScalaEnumSnapshot,
    OpaqueSnapshot,
)

Snapshot = Annotated[Union[SNAPSHOT_MODELS], Field(discriminator="family")]

for _model in (*SNAPSHOT_MODELS, PojoField, PojoSubclass):
    _model.model_rebuild(_types_namespace={"Snapshot": Snapshot})

SNAPSHOT_ADAPTER: TypeAdapter = TypeAdapter(Snapshot)


def resolve(old: Snapshot, new: Snapshot) -> Resolution:
    """Resolve the new serializer snapshot against the old one, as Flink does at restore.

    An unknown (opaque) snapshot on either side makes the result UNKNOWN: never
    compatible; unless Flink itself resolved that pair (:func:`flink_resolved`).
    """
    if isinstance(new, OpaqueSnapshot) or isinstance(old, OpaqueSnapshot):
        return _opaque(old, new)
    return new.resolve_against(old)


#: Resolutions Flink gave for pairs with an unknown snapshot (:func:`flink_resolved`), by
#: :func:`pair_key`; and, while :func:`unknown_pairs` records, the pairs resolved UNKNOWN.
_FLINK_RESOLVED: ContextVar[Optional[dict]] = ContextVar("flink_resolved", default=None)
_UNKNOWN_PAIRS: ContextVar[Optional[list]] = ContextVar("unknown_pairs", default=None)


def _opaque(old: Snapshot, new: Snapshot) -> Resolution:
    known = _FLINK_RESOLVED.get()
    if known:
        hit = known.get(pair_key(old, new))
        if hit is not None:
            return hit
    pairs = _UNKNOWN_PAIRS.get()
    if pairs is not None:
        pairs.append((old, new))
    return unknown(new, old) if isinstance(new, OpaqueSnapshot) else unknown(old, new)


def pair_key(old: Snapshot, new: Snapshot) -> Optional[tuple[bytes, bytes]]:
    """The bytes of both snapshots as a savepoint holds them; None when one cannot be written."""
    from .binary import write_snapshot

    try:
        return write_snapshot(old), write_snapshot(new)
    except ValueError:
        return None


@contextmanager
def unknown_pairs() -> Iterator[list]:
    """Records the (old, new) snapshot pairs resolved UNKNOWN because one is unknown to us."""
    pairs: list = []
    token = _UNKNOWN_PAIRS.set(pairs)
    try:
        yield pairs
    finally:
        _UNKNOWN_PAIRS.reset(token)


@contextmanager
def flink_resolved(resolutions: dict) -> Iterator[None]:
    """Within: pairs with an unknown snapshot resolve as ``resolutions`` says (:func:`pair_key`
    → :class:`Resolution`): what Flink's own snapshot classes answered, with the job's classes."""
    token = _FLINK_RESOLVED.set(resolutions)
    try:
        yield
    finally:
        _FLINK_RESOLVED.reset(token)


def walk(snapshot: Snapshot, role: str = ""):
    """Yield ``(path, snapshot)`` for the snapshot and all nested ones, depth first."""
    yield role, snapshot
    for child_role, child in snapshot.children():
        yield from walk(child, f"{role}.{child_role}" if role else child_role)


def update_family(snapshot: Optional[Snapshot], family: str, update) -> Optional[Snapshot]:
    """``snapshot`` with ``update(node)`` applied to the dict of every snapshot of ``family``
    ("kryo", "pojo") inside it: what a job declares that a snapshot's bytes do not say (a Kryo
    class's fields, a POJO field's Java type). ``snapshot`` itself when it holds none."""
    if snapshot is None or not any(s.family == family for _, s in walk(snapshot)):
        return snapshot

    def visit(node):
        if isinstance(node, dict):
            if node.get("family") == family:
                update(node)
            for value in node.values():
                visit(value)
        elif isinstance(node, list):
            for value in node:
                visit(value)

    data = snapshot.model_dump()
    visit(data)
    return SNAPSHOT_ADAPTER.validate_python(data)


def classes_read(snapshot: Snapshot) -> tuple[str, ...]:
    """Every class Flink resolves by name when it reads ``snapshot`` from a savepoint, nested
    snapshots included, in the order it meets them: the restore fails with a
    ClassNotFoundException when one is not on the job's class path (:meth:`SnapshotBase.classes_read`)."""
    found: dict[str, None] = {}
    stack = [snapshot]
    while stack:
        node = stack.pop()
        found.update(dict.fromkeys(node.classes_read()))
        stack.extend(child for _, child in reversed(node.children_read_strictly()))
    return tuple(found)

