"""Flink savepoints, read byte for byte in pure Python: no JVM, read only.

Public surface::

    sp = savepoint.open("s3://bucket/savepoints/savepoint-1a2b3c")   # or a dir / _metadata / chk-N / job dir
    sp.version, sp.checkpoint_id, sp.is_savepoint, sp.format_type
    for op in sp.operators:                       # OperatorView, one per OperatorID
        op.operator_id, op.uid, op.parallelism, op.max_parallelism
        op.keyed_meta                             # KeyedBackendMeta: key serializer, states
        op.operator_meta                          # OperatorBackendMeta: list/broadcast states
        for e in op.iter_keyed_entries(key_groups=range(0, 64)):   # KeyedEntry (bytes; native: via RocksDB)
            ...
        for e in op.iter_operator_entries():      # OperatorEntry (bytes)
            ...
    savepoint.decode.decode_keyed(...)            # Python values through schema_registry codecs
    savepoint.inspect.inspect_savepoint(...)      # data of `flink-compat inspect`

Errors: :class:`FormatError` (from ``schema_registry._io``) for any byte that is not
what Flink writes, naming the file, the offset and what was expected;
:class:`NotFramable` for changelog keyed state asked for entries (``skip_native=False``);
:class:`~savepoint.native.RocksDBUnavailable` for native RocksDB state without ``rocksdict``;
:class:`CodecUnavailable` when a serializer's value codec is needed and missing;
:class:`PathRefused` when a state handle names a file outside the savepoint's directory
(and outside the ``allow_path`` given to :func:`open`).
"""

from flink_compat.schema_registry._io import FormatError

from ._codecs import CodecUnavailable
from ._fs import PathRefused
from .api import KeyedSplit, NotFramable, OperatorView, Savepoint, StateStats, iter_keyed_entries, locate, open
from .keyed import CANONICAL, HEAP, KeyedEntry, iter_handle_entries
from .metadata import read_metadata, read_metadata_buffer
from .models import (
    CheckpointMetadata,
    CheckpointProperties,
    KeyedBackendMeta,
    OperatorBackendMeta,
    OperatorState,
    StateMetaInfo,
    SubtaskState,
)
from .operator import OperatorEntry

__all__ = [
    "CANONICAL",
    "HEAP",
    "CheckpointMetadata",
    "CheckpointProperties",
    "CodecUnavailable",
    "FormatError",
    "KeyedBackendMeta",
    "KeyedEntry",
    "KeyedSplit",
    "NotFramable",
    "OperatorBackendMeta",
    "OperatorEntry",
    "OperatorState",
    "OperatorView",
    "PathRefused",
    "Savepoint",
    "StateMetaInfo",
    "StateStats",
    "SubtaskState",
    "iter_handle_entries",
    "iter_keyed_entries",
    "locate",
    "open",
    "read_metadata",
    "read_metadata_buffer",
]
