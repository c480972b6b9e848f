"""The one serializer snapshot model, and resolution between two of them.

:data:`Snapshot` is a pydantic discriminated union (on ``family``) of every family's
model; snapshots decoded from a savepoint, declared by a Python job package or read
from a manifest are all instances of it, so any old side can be checked against any
new side.
"""

from __future__ import annotations

from typing import Annotated, Union

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
    compatible.
    """
    if isinstance(new, OpaqueSnapshot):
        return unknown(new, old)
    if isinstance(old, OpaqueSnapshot):
        return unknown(old, new)
    return new.resolve_against(old)


def walk(snapshot: Snapshot, role: str = ""):
    """Yield ``(path, snapshot)`` for the snapshot and all nested ones, depth first."""
    yield role, snapshot
    for child_role, child in snapshot.children():
        yield from walk(child, f"{role}.{child_role}" if role else child_role)
