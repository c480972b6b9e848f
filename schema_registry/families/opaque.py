"""A serializer snapshot the registry does not know (a custom serializer, or a family
from a library we have no model for).

Its bytes are kept so nothing is lost, and its resolution is always UNKNOWN, naming the
class: only the user's own Java code could answer, and we never run it.
"""

from __future__ import annotations

from typing import Literal

from .._base import UNKNOWN, Resolution, SnapshotBase, short_class


class OpaqueSnapshot(SnapshotBase):
    family: Literal["opaque"] = "opaque"
    #: The snapshot body as Flink wrote it, hex encoded; empty when declared by hand.
    body_hex: str = ""
    #: When the body is a ``CompositeTypeSerializerSnapshot`` of an unknown class, the
    #: nested snapshots read from it (for reports; resolution stays UNKNOWN).
    nested: tuple["Snapshot", ...] = ()

    def label(self) -> str:
        return f"custom {short_class(self.snapshot_class)}"

    def children(self):
        return tuple((f"nested {i}", n) for i, n in enumerate(self.nested))

    def resolve_against(self, old) -> Resolution:
        return unknown(self, old)


def unknown(snapshot: OpaqueSnapshot, other=None) -> Resolution:
    detail = ""
    if (
        isinstance(other, OpaqueSnapshot)
        and other.snapshot_class == snapshot.snapshot_class
        and other.body_hex == snapshot.body_hex
        and snapshot.body_hex
    ):
        detail = " (old and new snapshot bytes are identical)"
    return Resolution.of(
        UNKNOWN,
        f"serializer snapshot class {snapshot.snapshot_class} is not known to flink-compat; "
        f"its compatibility cannot be decided without running it{detail}",
    )


# -- binary format ------------------------------------------------------------------------
def _write_opaque(out, snap: OpaqueSnapshot) -> None:
    out.write_int(snap.version)
    out.write_bytes(bytes.fromhex(snap.body_hex))


WRITERS = {OpaqueSnapshot: _write_opaque}
