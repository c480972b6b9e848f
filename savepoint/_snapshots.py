"""Serializer snapshots inside savepoint streams, through ``schema_registry.binary``.

Flink writes serializer snapshots inline, without a length: where one ends is only known
by decoding it. ``schema_registry.binary`` decodes the classes it knows; for a class it
does not know (a user's custom serializer) the end is unknown, and the backend meta
reader (``meta.py``) finds it by trying every end at which the rest of the stream still
parses. This module gives the meta reader both: a strict read, and an opaque snapshot
for a body whose end was found.

``schema_registry.binary`` is imported lazily: until it exists, every snapshot is read as
an opaque one (class name, version and body bytes), which the meta reader delimits.
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass

from flink_compat.schema_registry._io import DataInput, FormatError

#: TypeSerializerSnapshotSerializationProxy.VERSION
PROXY_VERSION = 2

_binary = None
_binary_checked = False
_read_accepts_end = False


def binary_module():
    """``schema_registry.binary`` if it is installed, else None (checked once)."""
    global _binary, _binary_checked, _read_accepts_end
    if not _binary_checked:
        _binary_checked = True
        try:
            from flink_compat.schema_registry import binary as mod  # noqa: PLC0415 - optional, lazy
        except ImportError:
            mod = None
        if mod is not None and not hasattr(mod, "read_snapshot"):
            mod = None
        _binary = mod
        if mod is not None:
            try:
                _read_accepts_end = "end" in inspect.signature(mod.read_snapshot).parameters
            except (TypeError, ValueError):
                _read_accepts_end = False
    return _binary


@dataclass(slots=True)
class Envelope:
    """The head of a written snapshot: proxy version, snapshot class, snapshot version."""

    start: int
    class_name: str
    version: int
    body_start: int


def read_envelope(buf, pos: int, limit: int, source: str, base: int = 0) -> Envelope:
    inp = DataInput(buf, pos, limit, source, base)
    proxy = inp.read_int("serializer snapshot format version")
    if proxy != PROXY_VERSION:
        if proxy == 1:
            raise inp.error(
                "legacy serializer snapshot (format 1, TypeSerializerConfigSnapshot of Flink <= 1.16) is not supported",
                pos,
            )
        raise inp.error(f"serializer snapshot format version {proxy}, expected 2", pos)
    name = inp.read_utf("serializer snapshot class name")
    if not _plausible_class_name(name):
        raise inp.error(f"{name[:80]!r} is not a serializer snapshot class name", pos + 4)
    version = inp.read_int("serializer snapshot version")
    return Envelope(pos, name, version, inp.pos)


def _plausible_class_name(name: str) -> bool:
    if not name or len(name) > 1000:
        return False
    for ch in name:
        if not (ch.isalnum() or ch in "._$"):
            return False
    return True


def is_opaque(snapshot) -> bool:
    return getattr(snapshot, "family", None) == "opaque"


def read_known(buf, pos: int, limit: int, source: str, base: int = 0):
    """Decode the snapshot at ``pos`` with ``schema_registry.binary``.

    Returns ``(snapshot, end)`` when its class is known and the body decodes, or None
    when the class is unknown (or the registry is not installed). Raises FormatError
    when the envelope itself is broken.
    """
    mod = binary_module()
    if mod is None:
        return None
    inp = DataInput(buf, pos, limit, source, base)
    try:
        snap = mod.read_snapshot(inp)
    except FormatError:
        return None
    except (ValueError, KeyError, IndexError, TypeError, UnicodeError, OverflowError, RecursionError):
        # A decoder bug must not take the savepoint reader down; the snapshot is then
        # treated as one of unknown class and delimited by the meta reader.
        return None
    if is_opaque(snap):
        # an unknown class the registry delimited by its structure (a composite
        # snapshot): a good first guess, not a certainty
        return OpaqueGuess(snap, inp.pos)
    return snap, inp.pos


class OpaqueGuess:
    """An opaque snapshot with the end the registry read structurally."""

    __slots__ = ("snapshot", "end")

    def __init__(self, snapshot, end: int):
        self.snapshot = snapshot
        self.end = end


def make_opaque(buf, env: Envelope, end: int, source: str, base: int = 0):
    """The snapshot whose body is ``buf[env.body_start:end]``; decoded as far as the
    registry can with that bound, else an :class:`OpaqueSnapshot` carrying the bytes."""
    mod = binary_module()
    if mod is not None and _read_accepts_end:
        inp = DataInput(buf, env.start, end, source, base)
        try:
            snap = mod.read_snapshot(inp, end=end)
            if inp.pos == end:
                return snap
        except Exception:  # noqa: BLE001 - fall back to the raw bytes below
            pass
    from flink_compat.schema_registry.families.opaque import OpaqueSnapshot

    body = bytes(buf[env.body_start : end])
    return OpaqueSnapshot(snapshot_class=env.class_name, version=env.version, body_hex=body.hex())
