"""Serializer snapshots of Flink state and their compatibility.

Public surface:

* :data:`Snapshot` – the pydantic model of any serializer snapshot (one class per
  family, discriminated by ``family``); :data:`SNAPSHOT_ADAPTER` validates one from JSON.
* :func:`resolve` – Flink's ``TypeSerializerSchemaCompatibility`` of new against old.
* :func:`classes_read` – the classes Flink resolves by name to read a snapshot.
* :class:`Compatibility`, :class:`Resolution`, :class:`Reason`.
* :func:`read_snapshot` / :func:`read_versioned_snapshot` / :func:`write_snapshot` /
  :func:`parse_bounded` – Flink's binary snapshot format (:mod:`schema_registry.binary`).
* :func:`codec_for` – a :class:`Codec` that decodes, skips and encodes the values a
  serializer wrote (:mod:`schema_registry.codecs`).

Errors: :class:`FormatError` for any byte that is not what Flink writes; its subclasses
:class:`~schema_registry.codecs.CannotDecode` (values only user code could read) and
:class:`~schema_registry.binary.UnboundedSnapshot` (an unknown snapshot class with no
known end).
"""

from ._base import Compatibility, Reason, Resolution, combine
from ._io import FormatError
from .binary import parse_bounded, read_snapshot, read_versioned_snapshot, write_snapshot
from .codecs import Codec, codec_for
from .snapshot import SNAPSHOT_ADAPTER, SNAPSHOT_MODELS, Snapshot, classes_read, resolve, walk

__all__ = [
    "Codec",
    "FormatError",
    "codec_for",
    "parse_bounded",
    "read_snapshot",
    "read_versioned_snapshot",
    "write_snapshot",
    "Compatibility",
    "Reason",
    "Resolution",
    "SNAPSHOT_ADAPTER",
    "SNAPSHOT_MODELS",
    "Snapshot",
    "classes_read",
    "combine",
    "resolve",
    "walk",
]
