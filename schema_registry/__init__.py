"""Serializer snapshots of Flink state and their compatibility.

Public surface:

* :data:`Snapshot` – the pydantic model of any serializer snapshot (one class per
  family, discriminated by ``family``); :data:`SNAPSHOT_ADAPTER` validates one from JSON.
* :func:`resolve` – Flink's ``TypeSerializerSchemaCompatibility`` of new against old.
* :class:`Compatibility`, :class:`Resolution`, :class:`Reason`.
"""

from ._base import Compatibility, Reason, Resolution, combine
from .snapshot import SNAPSHOT_ADAPTER, SNAPSHOT_MODELS, Snapshot, resolve, walk

__all__ = [
    "Compatibility",
    "Reason",
    "Resolution",
    "SNAPSHOT_ADAPTER",
    "SNAPSHOT_MODELS",
    "Snapshot",
    "combine",
    "resolve",
    "walk",
]
