"""Flink's binary serializer-snapshot format: reading, writing, and the family registry.

What Flink writes (``TypeSerializerSnapshotSerializationUtil.writeSerializerSnapshot``)::

    int     proxy version            (always 2 since Flink 1.7)
    UTF     snapshot class name      (``TypeSerializerSnapshot.writeVersionedSnapshot``)
    int     snapshot version
    ...     snapshot body            (the class's ``writeSnapshot``; no length prefix)

Nested framings every family reuses live here:

* ``CompositeTypeSerializerSnapshot`` (version 3): int magic ``911108``, int outer
  version, the outer part (family specific), then ``NestedSerializersSnapshotDelegate``:
  int magic ``1333245``, int version ``1``, int count, that many versioned snapshots.
  Composite versions 1 and 2 (pre-1.8 layouts) have no magic and no outer version: the
  snapshot version is the outer version.
* ``LinkedOptionalMapSerializer`` (POJO and Kryo snapshots): long header
  ``0x4F2C69A3D70``, int size, then per entry a UTF key name and two optional frames
  (boolean present, int length, bytes) for the key and the value.
* ``TypeSerializerConfigSnapshot`` bridge (Flink 1.7–1.16): a snapshot version of
  ``0x7A53C4F0`` is followed by a Java-serialized serializer (int version 1, int length,
  bytes) that we skip unread, then the real version.

Every family module in :mod:`schema_registry.families` declares ``READERS``
(snapshot class name → ``reader(inp, class_name, version) -> Snapshot``) and ``WRITERS``
(model class → ``writer(out, snapshot)`` writing version and body); they are collected
here on first use, so adding a family touches its own file (and the union in
:mod:`schema_registry.snapshot`).

Unknown snapshot classes and where their bytes end
--------------------------------------------------
A snapshot body carries no length, so after the body of a class we do not know the end
is unknown. An unknown class becomes an :class:`OpaqueSnapshot` naming the class and
keeping its body bytes; its end is found as follows:

1. The caller knows where the enclosing structure ends (``end=`` of
   :func:`read_snapshot`, or a length-prefixed frame such as a POJO field): the whole
   region is parsed under :func:`parse_bounded`, which must consume it exactly.
2. An unknown snapshot inside such a region raises :class:`UnboundedSnapshot`. The region
   is re-parsed with a guess for the end of that body, trying candidates in increasing
   order: the end found by reading the body as a generic ``CompositeTypeSerializerSnapshot``
   when it starts with the composite magic; every later offset where a well-formed
   snapshot header (UTF class name, int version) or a plausible UTF string starts; the
   region's end. The first guess for which the rest of the region parses and ends
   exactly at the region's end wins; several unknown snapshots are resolved depth first.
   Attempts are bounded (:data:`MAX_ATTEMPTS`).
3. If nothing verifies, or there is no enclosing bound at all, a :class:`FormatError`
   names the class and the offset. The savepoint reader wraps whatever it can bound
   (e.g. a whole meta-info section) in :func:`parse_bounded` so that the parse of
   everything after the snapshot verifies the guess.

Errors are always :class:`FormatError`; nesting depth, counts and lengths are checked
before anything is allocated.
"""

from __future__ import annotations

import contextvars
import re
from typing import Any, Callable

from ._io import DataInput, DataOutput, FormatError

PROXY_VERSION = 2
ADAPTER_VERSION = 0x7A53C4F0
COMPOSITE_VERSION = 3
COMPOSITE_MAGIC = 911108
NESTED_MAGIC = 1333245
NESTED_VERSION = 1
OPTIONAL_MAP_HEADER = 0x4F2C69A3D70

#: Deepest nesting of snapshots accepted (Flink types are never this deep).
MAX_DEPTH = 64
#: Re-parses allowed while looking for the end of unknown snapshot bodies in one region.
MAX_ATTEMPTS = 2048
#: Unknown snapshots whose end is guessed in one region.
MAX_GUESSES = 16

_CLASS_NAME = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)+")
_CLASS_NAME_BYTES = re.compile(rb"[A-Za-z_$][A-Za-z0-9_$]*(\.[A-Za-z_$][A-Za-z0-9_$]*)+")


class UnboundedSnapshot(FormatError):
    """An unknown snapshot class whose body has no known end.

    Raised inside :func:`parse_bounded` to ask for a guess; when it escapes (no bound
    known) it is the :class:`FormatError` the caller sees, naming the class.
    """

    def __init__(self, inp: DataInput, header_at: int, body_at: int, class_name: str, preferred=()):
        super().__init__(
            inp.source,
            inp.base + header_at,
            f"unknown serializer snapshot class {class_name}: its body has no length and "
            "nothing after it bounds it (pass end= or parse under parse_bounded)",
        )
        self.class_name = class_name
        self.key = (id(inp.buf), body_at)
        self.body_at = body_at
        self.preferred = tuple(preferred)


class _Exhausted(FormatError):
    """Too many attempts: not caught by candidate loops."""


# The guesses in force: {(id(buf), body offset): end offset}; None outside parse_bounded.
_HINTS: contextvars.ContextVar = contextvars.ContextVar("flink_compat_opaque_hints", default=None)
_DEPTH: contextvars.ContextVar = contextvars.ContextVar("flink_compat_snapshot_depth", default=0)


# ---------------------------------------------------------------------------------------
# registry
# ---------------------------------------------------------------------------------------
_READERS: dict[str, Callable] | None = None
_WRITERS: dict[type, Callable] | None = None


def _load_registry() -> None:
    global _READERS, _WRITERS
    from . import families

    readers: dict[str, Callable] = {}
    writers: dict[type, Callable] = {}
    for module in families.modules():
        for name, fn in getattr(module, "READERS", {}).items():
            if name in readers:
                raise RuntimeError(f"snapshot class {name} has two readers ({module.__name__})")
            readers[name] = fn
        writers.update(getattr(module, "WRITERS", {}))
    _READERS, _WRITERS = readers, writers


def readers() -> dict[str, Callable]:
    """Snapshot class name → reader, from every family module."""
    if _READERS is None:
        _load_registry()
    return _READERS  # type: ignore[return-value]


def writers() -> dict[type, Callable]:
    if _WRITERS is None:
        _load_registry()
    return _WRITERS  # type: ignore[return-value]


def known_class(name: str) -> bool:
    return name in readers()


# ---------------------------------------------------------------------------------------
# reading
# ---------------------------------------------------------------------------------------
def read_snapshot(inp: DataInput, end: int | None = None):
    """Read what ``TypeSerializerSnapshotSerializationUtil.writeSerializerSnapshot`` wrote.

    ``end``: the offset (in ``inp.buf``) where these bytes end exactly, when the caller
    knows it; then an unknown snapshot class takes the bytes up to there, and the read
    must end exactly at ``end``. Without it the read stops where the snapshot ends.
    """
    if end is not None:
        return parse_bounded(_read_proxy, inp, end)
    return _guard(_read_proxy, inp)


def _read_proxy(inp: DataInput):
    at = inp.pos
    version = inp.read_int("serializer snapshot proxy version")
    if version != PROXY_VERSION:
        detail = (
            " (Flink 1.6 and older wrote version 1 with Java-serialized serializers; not supported)"
            if version == 1
            else ""
        )
        raise inp.error(
            f"serializer snapshot proxy version {version}, expected {PROXY_VERSION}{detail}", at
        )
    return _read_versioned(inp)


def read_versioned_snapshot(inp: DataInput, end: int | None = None):
    """Read what ``TypeSerializerSnapshot.writeVersionedSnapshot`` wrote: class, version, body."""
    if end is not None:
        return parse_bounded(_read_versioned, inp, end)
    return _guard(_read_versioned, inp)


def _guard(fn, inp):
    try:
        return fn(inp)
    except FormatError:
        raise
    except RecursionError:
        raise inp.error("serializer snapshots nested too deeply") from None
    except Exception as e:  # a decoder must never raise anything but FormatError
        raise inp.error(f"malformed serializer snapshot ({type(e).__name__}: {e})") from None


def _read_versioned(inp: DataInput):
    depth = _DEPTH.get()
    if depth >= MAX_DEPTH:
        raise inp.error(f"serializer snapshots nested deeper than {MAX_DEPTH}")
    token = _DEPTH.set(depth + 1)
    try:
        at = inp.pos
        class_name = inp.read_utf("serializer snapshot class name")
        if not _CLASS_NAME.fullmatch(class_name):
            raise inp.error(f"{class_name!r} is not a Java class name (a serializer snapshot class expected)", at)
        version = inp.read_int(f"version of {class_name}")
        reader = readers().get(class_name)
        if version == ADAPTER_VERSION:
            if reader is None:
                # A TypeSerializerConfigSnapshot of Flink <= 1.16: Java-serialized serializer,
                # then the config's own fields, whose layout we do not know.
                return _read_opaque(inp, at, class_name, version)
            _skip_java_serialized_serializer(inp)
            version = inp.read_int(f"version of {class_name} after the Java-serialized serializer")
        if reader is None:
            return _read_opaque(inp, at, class_name, version)
        try:
            return reader(inp, class_name, version)
        except UnboundedSnapshot:
            raise
        except FormatError as e:
            if e.message.startswith("in "):
                raise
            raise FormatError(e.source, e.offset, f"in {_short(class_name)} v{version}: {e.message}") from None
        except (ValueError, TypeError, KeyError, IndexError, OverflowError) as e:
            raise inp.error(f"in {_short(class_name)} v{version}: malformed snapshot body ({e})", at) from None
    finally:
        _DEPTH.reset(token)


def _short(name: str) -> str:
    return name.rsplit(".", 1)[-1]


def _skip_java_serialized_serializer(inp: DataInput) -> None:
    # TypeSerializerSerializationUtil.TypeSerializerSerializationProxy: int version (1),
    # int length, Java serialization bytes (never deserialized).
    at = inp.pos
    version = inp.read_int("version of the Java-serialized serializer proxy")
    if version != 1:
        raise inp.error(f"Java-serialized serializer proxy version {version}, expected 1", at)
    n = inp.read_int("length of the Java-serialized serializer")
    inp.skip(n, "Java-serialized serializer")


def _read_opaque(inp: DataInput, header_at: int, class_name: str, version: int):
    from .families.opaque import OpaqueSnapshot

    body_at = inp.pos
    key = (id(inp.buf), body_at)
    hints = _HINTS.get()
    structural = _structural_composite_end(inp, body_at)
    if hints is not None and key in hints:
        end = hints[key]
        body = inp.read_bytes(end - body_at, f"body of {class_name}")
        nested = structural[1] if structural is not None and structural[0] == end else ()
        return OpaqueSnapshot(
            snapshot_class=class_name, version=version, body_hex=body.hex(), nested=nested
        )
    if hints is None and structural is not None:
        end, nested = structural
        body = inp.read_bytes(end - body_at, f"body of {class_name}")
        return OpaqueSnapshot(snapshot_class=class_name, version=version, body_hex=body.hex(), nested=nested)
    raise UnboundedSnapshot(
        inp, header_at, body_at, class_name, preferred=(structural[0],) if structural else ()
    )


def _structural_composite_end(inp: DataInput, body_at: int):
    """If an unknown body is a ``CompositeTypeSerializerSnapshot``, read it generically.

    Magic 911108, outer version, an outer part we cannot read, then the nested-serializer
    delegate (magic 1333245, version 1): we look for the delegate right after the outer
    version and read its snapshots. Returns ``(end, nested)`` or None.
    """
    buf, end = inp.buf, inp.end
    if body_at + 8 > end or int.from_bytes(buf[body_at : body_at + 4], "big") != COMPOSITE_MAGIC:
        return None
    marker = NESTED_MAGIC.to_bytes(4, "big") + NESTED_VERSION.to_bytes(4, "big")
    found = bytes(buf[body_at + 8 : min(end, body_at + 8 + 65536)]).find(marker)
    if found < 0:
        return None
    sub = DataInput(buf, body_at + 8 + found, end, inp.source, inp.base)
    token = _HINTS.set(None)
    try:
        nested = read_nested_delegate(sub)
    except FormatError:
        return None
    finally:
        _HINTS.reset(token)
    return sub.pos, tuple(nested)


def parse_bounded(fn: Callable[[DataInput], Any], inp: DataInput, end: int):
    """Run ``fn`` over ``inp.buf[inp.pos:end]``; it must consume exactly that region.

    Unknown snapshot classes met while ``fn`` runs (through :func:`read_snapshot` and
    friends) become :class:`OpaqueSnapshot`s whose end is guessed and verified by
    re-running ``fn`` (see the module docs). ``fn`` must be free of side effects other
    than its result: it may run several times. On success ``inp.pos`` is ``end``.
    """
    if end < inp.pos or end > inp.end:
        raise inp.error(f"bound {end} lies outside the readable bytes {inp.pos}..{inp.end}")
    start = inp.pos
    outer = _HINTS.get()
    attempts = [0]

    def attempt(hints: dict):
        attempts[0] += 1
        if attempts[0] > MAX_ATTEMPTS:
            raise _Exhausted(inp.source, inp.base + start, f"gave up after {MAX_ATTEMPTS} attempts to bound unknown serializer snapshots")
        sub = DataInput(inp.buf, start, end, inp.source, inp.base)
        token = _HINTS.set(hints)
        try:
            value = _guard(fn, sub)
        finally:
            _HINTS.reset(token)
        if sub.pos != end:
            raise sub.error(f"{end - sub.pos} unexpected bytes before the end of the region at {inp.base + end}")
        return value

    def search(hints: dict, guesses: int):
        try:
            return attempt(hints)
        except UnboundedSnapshot as need:
            if need.key in hints or guesses >= MAX_GUESSES:
                raise FormatError(need.source, need.offset, f"cannot bound unknown serializer snapshot {need.class_name}") from None
            for candidate in _candidates(inp.buf, need, end):
                try:
                    return search({**hints, need.key: candidate}, guesses + 1)
                except _Exhausted:
                    raise
                except FormatError:
                    continue
            raise FormatError(
                need.source,
                need.offset,
                f"unknown serializer snapshot class {need.class_name}: no end of its body lets "
                "the rest of the enclosing bytes parse",
            ) from None

    try:
        value = search(dict(outer or {}), 0)
    except FormatError:
        raise
    except RecursionError:
        raise inp.error("serializer snapshots nested too deeply") from None
    except Exception as e:  # never anything but FormatError
        raise inp.error(f"malformed serializer snapshot ({type(e).__name__}: {e})") from None
    inp.pos = end
    return value


def _candidates(buf, need: UnboundedSnapshot, end: int):
    seen = set()
    for c in need.preferred:
        if need.body_at <= c <= end and c not in seen:
            seen.add(c)
            yield c
    for p in range(need.body_at, end):
        if p not in seen and (_plausible_header(buf, p, end) or _plausible_utf(buf, p, end)):
            seen.add(p)
            yield p
    if end not in seen:
        yield end


def _plausible_header(buf, p: int, end: int) -> bool:
    if p + 2 > end:
        return False
    n = (buf[p] << 8) | buf[p + 1]
    if n < 3 or p + 2 + n + 4 > end:
        return False
    return _CLASS_NAME_BYTES.fullmatch(bytes(buf[p + 2 : p + 2 + n])) is not None


def _plausible_utf(buf, p: int, end: int) -> bool:
    # A short printable ASCII UTF string (state names, serializer keys of meta infos).
    if p + 2 > end:
        return False
    n = (buf[p] << 8) | buf[p + 1]
    if n < 1 or n > 256 or p + 2 + n > end:
        return False
    return all(32 <= c < 127 for c in buf[p + 2 : p + 2 + n])


def read_nested_delegate(inp: DataInput) -> list:
    """``NestedSerializersSnapshotDelegate.readNestedSerializerSnapshots``."""
    at = inp.pos
    magic = inp.read_int("nested serializers magic number")
    if magic != NESTED_MAGIC:
        raise inp.error(f"nested serializers magic number {magic:#x}, expected {NESTED_MAGIC:#x}", at)
    at = inp.pos
    version = inp.read_int("nested serializers version")
    if version != NESTED_VERSION:
        raise inp.error(f"nested serializers version {version}, expected {NESTED_VERSION}", at)
    n = inp.read_count("nested serializer snapshots", 6)
    return [_read_versioned(inp) for _ in range(n)]


def read_composite(inp: DataInput, version: int, read_outer=None, *, arity: int | None = None, what: str = ""):
    """``CompositeTypeSerializerSnapshot.readSnapshot``.

    Returns ``(outer_version, outer, nested)``; ``read_outer(inp, outer_version)`` reads
    the family's outer part. ``arity`` checks the number of nested snapshots.
    """
    if version > 2:
        at = inp.pos
        magic = inp.read_int("composite snapshot magic number")
        if magic != COMPOSITE_MAGIC:
            raise inp.error(f"composite snapshot magic number {magic:#x}, expected {COMPOSITE_MAGIC:#x}", at)
        outer_version = inp.read_int("outer snapshot version")
    else:
        outer_version = version
    outer = read_outer(inp, outer_version) if read_outer is not None else None
    at = inp.pos
    nested = read_nested_delegate(inp)
    if arity is not None and len(nested) != arity:
        raise inp.error(f"{what or 'composite'} snapshot has {len(nested)} nested serializer snapshots, expected {arity}", at)
    return outer_version, outer, nested


def read_optional_map(inp: DataInput, read_key, read_value, what: str):
    """``LinkedOptionalMapSerializer.readOptionalMap``.

    Returns a list of ``(key_name, key or None, value or None)``; key and value are read
    from their length-prefixed frames (a frame that is not consumed exactly is an error;
    an unknown snapshot inside a frame is bounded by it).
    """
    at = inp.pos
    header = inp.read_long(f"header of {what}")
    if header != OPTIONAL_MAP_HEADER:
        raise inp.error(f"header {header:#x} of {what}, expected {OPTIONAL_MAP_HEADER:#x}", at)
    n = inp.read_count(what, 4)
    entries = []
    for _ in range(n):
        name = inp.read_utf(f"key name in {what}")
        key = _read_frame(inp, read_key, name, f"key {name!r} of {what}") if inp.read_boolean() else None
        value = _read_frame(inp, read_value, name, f"value of {name!r} in {what}") if inp.read_boolean() else None
        entries.append((name, key, value))
    return entries


def _read_frame(inp: DataInput, fn, name: str, what: str):
    n = inp.read_int(f"length of the frame of {what}")
    inp.need(n, f"frame of {what}")
    end = inp.pos + n
    return parse_bounded(lambda sub: fn(sub, name), inp, end)


# ---------------------------------------------------------------------------------------
# writing
# ---------------------------------------------------------------------------------------
_TARGET: contextvars.ContextVar = contextvars.ContextVar("flink_compat_target_version", default=None)


def target_version() -> tuple[int, int] | None:
    """The Flink version :func:`write_snapshot` writes for (None: the newest layout)."""
    return _TARGET.get()


def parse_flink_version(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    m = re.match(r"^(\d+)\.(\d+)", str(text))
    if not m:
        raise ValueError(f"not a Flink version: {text!r}")
    return int(m.group(1)), int(m.group(2))


def write_snapshot(snapshot, flink_version: str | None = None) -> bytes:
    """The bytes of ``TypeSerializerSnapshotSerializationUtil.writeSerializerSnapshot``.

    Writes each family as ``flink_version`` (``"1.14"``, ``"2.0"``…) writes it; by default
    the newest layout (Flink 1.15 to 2.x write the same bytes). Layouts differ for Row
    (outer version 2 before 1.11, 3 until 1.14), two-phase-commit state (2 until 1.13, 3
    in 1.14), the table LinkedList (1 in 1.13, 2 in 1.14) and Avro (snapshot version 2 in
    1.11). A snapshot an older version cannot express raises ValueError. Opaque snapshots
    are written back as they were read.
    """
    token = _TARGET.set(parse_flink_version(flink_version))
    try:
        out = DataOutput()
        out.write_int(PROXY_VERSION)
        write_versioned_snapshot(out, snapshot)
        return out.getvalue()
    finally:
        _TARGET.reset(token)


def layout_version(steps: list[tuple[tuple[int, int], int]], newest: int) -> int:
    """Pick a layout version for the target Flink version: ``steps`` are
    ``((major, minor) first version that wrote it, layout)`` in increasing order."""
    target = _TARGET.get()
    if target is None:
        return newest
    chosen = steps[0][1]
    for since, layout in steps:
        if target >= since:
            chosen = layout
    return chosen


def write_versioned_snapshot(out: DataOutput, snapshot) -> None:
    writer = writers().get(type(snapshot))
    if writer is None:
        raise ValueError(f"no binary writer for {type(snapshot).__name__}")
    out.write_utf(snapshot.snapshot_class)
    writer(out, snapshot)


def write_nested_delegate(out: DataOutput, nested) -> None:
    out.write_int(NESTED_MAGIC)
    out.write_int(NESTED_VERSION)
    out.write_int(len(nested))
    for snap in nested:
        write_versioned_snapshot(out, snap)


def write_composite(out: DataOutput, outer_version: int, nested, write_outer=None) -> None:
    """Version 3, magic, outer version, outer part, nested snapshots."""
    out.write_int(COMPOSITE_VERSION)
    out.write_int(COMPOSITE_MAGIC)
    out.write_int(outer_version)
    if write_outer is not None:
        write_outer(out)
    write_nested_delegate(out, nested)


def write_optional_map(out: DataOutput, entries, write_key, write_value) -> None:
    """``LinkedOptionalMapSerializer.writeOptionalMap``; ``entries``: (name, key, value)."""
    out.write_long(OPTIONAL_MAP_HEADER)
    out.write_int(len(entries))
    for name, key, value in entries:
        out.write_utf(name)
        for item, fn in ((key, write_key), (value, write_value)):
            if item is None:
                out.write_boolean(False)
            else:
                out.write_boolean(True)
                frame = DataOutput()
                fn(frame, item)
                out.write_int(len(frame.buf))
                out.write_bytes(frame.buf)
