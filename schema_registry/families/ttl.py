"""State time-to-live: the value wrapped with its last-access timestamp.

Flink: ``TtlStateFactory.TtlSerializerSnapshot``, a composite of the timestamp
serializer (Long) and the user value serializer. Whether switching TTL on or off
restores is a property of the state backend and Flink version, decided by the rule
engine (``STATE_TTL_CHANGED``); here a TTL serializer only resolves against another.
"""

from __future__ import annotations

from typing import Literal

from .._base import CompositeSnapshot

TTL_CLASS = "org.apache.flink.runtime.state.ttl.TtlStateFactory$TtlSerializerSnapshot"


class TtlSnapshot(CompositeSnapshot):
    family: Literal["ttl"] = "ttl"
    snapshot_class: str = TTL_CLASS
    version: int = 3
    timestamp: "Snapshot"
    value: "Snapshot"

    def label(self) -> str:
        return f"TTL<{self.value.label()}>"

    def nested(self):
        return (("timestamp", self.timestamp), ("value", self.value))
