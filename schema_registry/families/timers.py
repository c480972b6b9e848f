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


# -- binary format: composite, outer version 2, nested (key, namespace) ----------------------
import struct as _struct  # noqa: E402
from typing import Any, NamedTuple  # noqa: E402

from .. import binary  # noqa: E402
from ..codecs import Codec, codec_for  # noqa: E402


def _read_timer(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=2, what="timer")
    return TimerSnapshot(snapshot_class=cls, version=version, key=nested[0], namespace=nested[1])


READERS = {TIMER_CLASS: _read_timer}
WRITERS = {TimerSnapshot: lambda out, s: binary.write_composite(out, 2, [s.key, s.namespace])}


class Timer(NamedTuple):
    """A timer of the timer service (``TimerHeapInternalTimer``)."""

    timestamp: int
    key: Any
    namespace: Any


_LONG = _struct.Struct(">q")
_SIGN = 1 << 63


def _timer_codec(s: TimerSnapshot) -> Codec:
    # TimerSerializer: long timestamp with the sign bit flipped (so that bytes sort like
    # numbers), the key, the namespace.
    kc, nc = codec_for(s.key), codec_for(s.namespace)
    kd, nd, ks, ns, ke, ne = kc.decode, nc.decode, kc.skip, nc.skip, kc.encode, nc.encode
    unpack = _LONG.unpack_from

    def decode(buf, pos):
        ts = unpack(buf, pos)[0] ^ -_SIGN
        key, pos = kd(buf, pos + 8)
        ns_, pos = nd(buf, pos)
        return Timer(ts, key, ns_), pos

    def skip(buf, pos):
        if pos + 8 > len(buf):
            unpack(buf, pos)
        return ns(buf, ks(buf, pos + 8))

    def encode(value, out):
        out += _LONG.pack(value[0] ^ -_SIGN)
        ke(value[1], out)
        ne(value[2], out)

    return Codec(decode, skip, encode, s.label())


CODECS = {TimerSnapshot: _timer_codec}


# -- value migration: key and namespace of the timer ------------------------------------------
def _timer_migrator(old: TimerSnapshot, new: TimerSnapshot):
    from ..migrate import nested

    key, ns = nested(old.key, new.key), nested(old.namespace, new.namespace)
    return lambda t: Timer(t[0], key(t[1]), ns(t[2]))


MIGRATIONS = {TimerSnapshot: _timer_migrator}
