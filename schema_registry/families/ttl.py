"""State time-to-live: the value wrapped with its last-access timestamp.

Flink: ``TtlStateFactory.TtlSerializerSnapshot``, a composite of the timestamp
serializer (Long) and the user value serializer. Whether switching TTL on or off
restores is a property of the state backend and Flink version, decided by the rule
engine (``STATE_TTL_CHANGED``); here a TTL serializer only resolves against another.
"""

from __future__ import annotations

from typing import Literal

from .._base import AS_IS, INCOMPATIBLE, MIGRATION, CompositeSnapshot, Reason, Resolution, SnapshotBase

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


TTL_V2_CLASS = "org.apache.flink.runtime.state.v2.ttl.TtlStateFactory$TtlSerializerSnapshot"
TTL_AWARE_CLASS = "org.apache.flink.runtime.state.ttl.TtlAwareSerializerSnapshot"


class TtlAwareSnapshot(SnapshotBase):
    """Flink 2.0+ ``TtlAwareSerializerSnapshot``: a serializer snapshot plus whether TTL is on.

    Values are those of the wrapped serializer. Resolution mirrors Flink: when TTL was
    switched on (or off), the user value serializer inside the TTL serializer resolves
    against the plain one; the result is at best AFTER_MIGRATION (the state is rewritten
    with or without timestamps).
    """

    family: Literal["ttl_aware"] = "ttl_aware"
    snapshot_class: str = TTL_AWARE_CLASS
    version: int = 1
    ttl_enabled: bool
    inner: "Snapshot"

    def label(self) -> str:
        return self.inner.label()

    def children(self):
        return (("inner", self.inner),)

    def resolve_against(self, old) -> Resolution:
        from ..snapshot import resolve

        if not isinstance(old, TtlAwareSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if not old.ttl_enabled and self.ttl_enabled:
            if not isinstance(self.inner, TtlSnapshot):
                return Resolution.of(INCOMPATIBLE, "TTL enabled but the new serializer is not a TTL serializer")
            return _ttl_migration(resolve(old.inner, self.inner.value), "TTL switched on")
        if old.ttl_enabled and not self.ttl_enabled:
            if not isinstance(old.inner, TtlSnapshot):
                return Resolution.of(INCOMPATIBLE, "TTL was enabled but the old serializer is not a TTL serializer")
            return _ttl_migration(resolve(old.inner.value, self.inner), "TTL switched off")
        return resolve(old.inner, self.inner)


def _ttl_migration(result: Resolution, what: str) -> Resolution:
    # TtlAwareSerializerSnapshot.resolveCompatibilityForTtlMigration: AS_IS or
    # AFTER_MIGRATION of the value → AFTER_MIGRATION; anything else → INCOMPATIBLE.
    if result.compatibility in (AS_IS, MIGRATION):
        return Resolution(MIGRATION, (*result.reasons, Reason(MIGRATION, f"{what}: the state is rewritten")))
    return Resolution(INCOMPATIBLE, (*result.reasons, Reason(INCOMPATIBLE, f"{what} and the value serializer is not compatible")))


# -- binary format ---------------------------------------------------------------------------
import struct as _struct  # noqa: E402
from typing import Any, NamedTuple  # noqa: E402

from .. import binary  # noqa: E402
from ..codecs import Codec, codec_for  # noqa: E402


def _read_ttl(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=2, what="TTL")
    return TtlSnapshot(snapshot_class=cls, version=version, timestamp=nested[0], value=nested[1])


def _read_ttl_aware(inp, cls, version):
    enabled = inp.read_boolean("TTL enabled flag")
    inner = binary._read_versioned(inp)
    return TtlAwareSnapshot(snapshot_class=cls, version=version, ttl_enabled=enabled, inner=inner)


def _write_ttl_aware(out, s: TtlAwareSnapshot) -> None:
    out.write_int(1)
    out.write_boolean(s.ttl_enabled)
    binary.write_versioned_snapshot(out, s.inner)


READERS = {TTL_CLASS: _read_ttl, TTL_V2_CLASS: _read_ttl, TTL_AWARE_CLASS: _read_ttl_aware}
WRITERS = {
    TtlSnapshot: lambda out, s: binary.write_composite(out, 2, [s.timestamp, s.value]),
    TtlAwareSnapshot: _write_ttl_aware,
}


class TtlValue(NamedTuple):
    """``TtlValue``: the user value and the timestamp of its last access (epoch millis)."""

    value: Any
    timestamp: int


def _ttl_codec(s: TtlSnapshot) -> Codec:
    # TtlSerializer (a CompositeSerializer): the timestamp (nested serializer 0), then the value.
    tc, vc = codec_for(s.timestamp), codec_for(s.value)
    td, vd, ts, vs, te, ve = tc.decode, vc.decode, tc.skip, vc.skip, tc.encode, vc.encode

    def decode(buf, pos):
        t, pos = td(buf, pos)
        v, pos = vd(buf, pos)
        return TtlValue(v, t), pos

    def encode(value, out):
        te(value.timestamp, out)
        ve(value.value, out)

    size = tc.size + vc.size if tc.size and vc.size else None
    return Codec(decode, lambda buf, pos: vs(buf, ts(buf, pos)), encode, s.label(), size)


CODECS = {TtlSnapshot: _ttl_codec, TtlAwareSnapshot: lambda s: codec_for(s.inner)}


# =========================================================================================
# Value migration. Between two TTL serializers the user value migrates and the timestamp is
# kept. Switching TTL on or off (Flink 2.1+/2.2+, TtlAwareSerializer.migrateValueFromPrior-
# Serializer): on wraps the value with the restore time as its last access; off unwraps it.
# =========================================================================================
import time as _time  # noqa: E402


def _now_millis() -> int:
    return int(_time.time() * 1000)


def _unwrap_aware(s):
    """(serializer without the TtlAware wrapper, whether TTL is on)."""
    if isinstance(s, TtlAwareSnapshot):
        return s.inner, s.ttl_enabled or isinstance(s.inner, TtlSnapshot)
    return s, isinstance(s, TtlSnapshot)


def ttl_switch(old, new):
    """The migrator of a TTL switch (on or off) between ``old`` and ``new``, else None."""
    from ..migrate import nested

    if not isinstance(old, (TtlSnapshot, TtlAwareSnapshot)) and not isinstance(new, (TtlSnapshot, TtlAwareSnapshot)):
        return None
    old_s, old_on = _unwrap_aware(old)
    new_s, new_on = _unwrap_aware(new)
    if old_on and not new_on:
        inner = nested(old_s.value, new_s)
        return lambda v: inner(v.value)
    if new_on and not old_on:
        inner = nested(old_s, new_s.value)
        return lambda v: TtlValue(inner(v), _now_millis())
    if old_s is not old or new_s is not new:
        # TtlAware on one or both sides, same TTL setting: the wrapped serializers decide
        return nested(old_s, new_s)
    return None


def _ttl_migrator(old: TtlSnapshot, new: TtlSnapshot):
    from ..migrate import nested

    value = nested(old.value, new.value)
    return lambda v: TtlValue(value(v.value), v.timestamp)


MIGRATIONS = {TtlSnapshot: _ttl_migrator}
