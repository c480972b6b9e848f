"""The ``CheckpointProperties`` trailer Flink appends to ``_metadata`` since format version 4.

It is a Java-serialized object. It is read with the structural reader of
``schema_registry._javaser``, which walks the serialization grammar and never
instantiates, loads or resolves any class; what it cannot read is recorded as an
error of the trailer, never raised (the trailer only tells savepoint from checkpoint and
canonical from native).
"""

from __future__ import annotations

from typing import Any

from flink_compat.schema_registry._io import FormatError
from flink_compat.schema_registry._javaser import JavaEnum, JavaObject, read_stream

from .models import CheckpointProperties


def _enum_name(value) -> str | None:
    return value.name if isinstance(value, JavaEnum) else None


def read_checkpoint_properties(buf, pos: int, end: int, source: str) -> CheckpointProperties:
    """The trailer at ``buf[pos:end]``; never raises."""
    if pos >= end:
        return CheckpointProperties(error="no checkpoint properties after the operator states")
    try:
        obj, stop = read_stream(buf, pos, end)
    except (FormatError, RecursionError) as e:
        return CheckpointProperties(error=f"checkpoint properties at offset {pos} not readable: {e}")
    if not isinstance(obj, JavaObject):
        return CheckpointProperties(error=f"checkpoint properties at offset {pos}: not an object")
    fields = obj.fields
    props: dict[str, Any] = {"flags": {k: v for k, v in fields.items() if isinstance(v, bool)}}
    ctype = fields.get("checkpointType")
    if isinstance(ctype, JavaObject):
        name = ctype.fields.get("name")
        props["snapshot_type"] = name if isinstance(name, str) else None
        props["is_savepoint"] = ctype.class_name.endswith(".SavepointType")
        props["format_type"] = _enum_name(ctype.fields.get("formatType"))
        props["post_checkpoint_action"] = _enum_name(ctype.fields.get("postCheckpointAction"))
        props["sharing_files_strategy"] = _enum_name(ctype.fields.get("sharingFilesStrategy"))
    if stop != end:
        props["error"] = f"{end - stop} trailing bytes after the checkpoint properties"
    return CheckpointProperties(**props)
