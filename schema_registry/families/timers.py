"""Timers of the timer service: (timestamp, key, namespace).

Flink: ``TimerSerializerSnapshot``, a composite of the key serializer and the
namespace serializer. Timers live in priority-queue states named
``_timer_state/event_<service>`` and ``_timer_state/processing_<service>``.
"""

from __future__ import annotations

from typing import Literal

from .._base import CompositeSnapshot

TIMER_CLASS = "org.apache.flink.streaming.api.operators.TimerSerializerSnapshot"


class TimerSnapshot(CompositeSnapshot):
    family: Literal["timer"] = "timer"
    snapshot_class: str = TIMER_CLASS
    version: int = 3
    key: "Snapshot"
    namespace: "Snapshot"

    def label(self) -> str:
        return f"Timer<{self.key.label()}, {self.namespace.label()}>"

    def nested(self):
        return (("key", self.key), ("namespace", self.namespace))
