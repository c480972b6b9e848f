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
from functools import lru_cache
from typing import Any, Literal

from .._base import AS_IS, INCOMPATIBLE, MIGRATION, Resolution, SnapshotBase, short_class

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

    def label(self) -> str:
        name = json.loads(self.avro_schema).get("name", "?") if self.avro_schema.lstrip().startswith("{") else "?"
        kind = "generic" if self.runtime_type == GENERIC_RECORD else short_class(self.runtime_type)
        return f"Avro {name} ({kind})"

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


def _without_docs(node: Any) -> Any:
    # Avro's Schema.equals ignores "doc"; so do we.
    if isinstance(node, dict):
        return {k: _without_docs(v) for k, v in node.items() if k != "doc"}
    if isinstance(node, list):
        return [_without_docs(v) for v in node]
    return node


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
