"""Keyed state entries: framing the key-group streams of keyed state handles.

Two layouts exist, both starting with the keyed backend meta information (``meta.py``):

**canonical** (``FullSnapshotAsyncWriter``; canonical savepoints of every backend, and
full checkpoints of RocksDB). Per key group, at the offset recorded in the handle (0:
empty), optionally inside a snappy framed stream::

    short state id
    repeat: int key length | key bytes | int value length | value bytes
            (last entry of a state: MSB of key byte 0 set, then a short follows:
             the next state id, or 0xFFFF = END_OF_KEY_GROUP_MARK)

    key   = key group (1 byte if max parallelism <= 128, else 2) | key | namespace
            [| user key, MapState]   (the key's and namespace's lengths are appended
            as little-endian base-256 bytes when both serializers are variable-sized)
    value = ValueState/Reducing/Aggregating: the value;  ListState: elements separated
            by ',' (0x2C);  MapState: boolean is-null | user value;  timers: empty, the
            timer is the key (after the key group)

**heap** (``HeapSnapshotStrategy``; hashmap checkpoints and native hashmap savepoints).
Every key group of the range, in order::

    int key group | for each state: [snappy stream] short state id | int count |
    count × (namespace | key | state)    (timers: count × timer)

Entries of this layout have no lengths: they are framed with the value codecs
(``schema_registry.codecs``). Values are whole states (a ListState's List, a MapState's
Map, as the state's serializer writes them).

:func:`iter_handle_entries` yields :class:`KeyedEntry` tuples lazily from either layout,
optionally starting at a key group, without holding more than one chunk in memory.
"""

from __future__ import annotations

import struct
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import Callable, Iterable, Iterator, NamedTuple, Optional

from flink_compat.schema_registry._io import DataInput, FormatError

from . import _codecs
from ._fs import Source
from ._window import BufferWindow, Window, open_window
from .models import KeyedBackendMeta, KeyGroupsHandle, StateMetaInfo

END_OF_KEY_GROUP_MARK = 0xFFFF
LIST_DELIMITER = 0x2C

CANONICAL = "canonical"
HEAP = "heap"
#: RocksDB's own files (native savepoints, incremental checkpoints), read by ``native.py``.
NATIVE = "native"
#: Layouts whose entries are RocksDB's keys and values: a canonical savepoint writes what
#: RocksDB holds (``FullSnapshotAsyncWriter`` iterates the column families), so a native
#: entry decodes as a canonical one.
ROCKSDB_ENCODED = frozenset({CANONICAL, NATIVE})
#: Layouts whose entries this package frames.
FRAMED = frozenset({CANONICAL, HEAP, NATIVE})

_INT = struct.Struct(">i").unpack_from
_new = tuple.__new__


class KeyedEntry(NamedTuple):
    """One framed entry of keyed state, as bytes.

    ``key`` is the serialized key (without the key-group prefix), ``namespace`` the
    serialized namespace (VoidNamespace: one zero byte), ``user_key`` the serialized
    map key of a MapState entry in the canonical layout. With ``split=False`` (or when
    the key cannot be split without a codec) ``key`` is the whole composite key after
    the key group and ``namespace``/``user_key`` are None. Timers: ``key`` is the whole
    serialized timer, ``value`` empty.
    """

    key_group: int
    state: str
    key: bytes
    namespace: Optional[bytes]
    user_key: Optional[bytes]
    value: bytes


def key_group_prefix_bytes(max_parallelism: int) -> int:
    """``CompositeKeySerializationUtils.computeRequiredBytesInKeyGroupPrefix``."""
    return 2 if max_parallelism > 128 else 1


def length_bytes(n: int) -> bytes:
    """``CompositeKeySerializationUtils.writeVariableIntBytes``: a length after the key
    and after the namespace of a composite key when both are of variable size; base 256,
    low byte first, at least one byte."""
    out = bytearray()
    while True:
        out.append(n & 0xFF)
        n >>= 8
        if not n:
            return bytes(out)


def _varint_size(n: int) -> int:
    """Bytes ``writeVariableIntBytes(n)`` writes: base 256, at least one."""
    size = 1
    n >>= 8
    while n:
        size += 1
        n >>= 8
    return size


# -- per-state framing plans ---------------------------------------------------------------

MODE_RAW = 0  # key = composite key after the key group (no split)
MODE_FIXED = 1  # key and namespace of constant width
MODE_KEY_FIXED = 2  # key constant, namespace = the rest (not a map)
MODE_NS_FIXED = 3  # namespace constant at the end (not a map)
MODE_CODEC = 4  # split with codecs
MODE_TIMER = 5  # priority queue: the element is the key


@dataclass
class StatePlan:
    """How to frame and split the entries of one state."""

    name: str
    state_id: int
    kind: str
    mode: int
    key_width: Optional[int] = None
    ns_width: Optional[int] = None
    is_map: bool = False
    split: Optional[Callable] = None
    #: Why the key could not be split (MODE_RAW chosen although a split was asked).
    note: Optional[str] = None
    #: MODE_FIXED, not a map: one struct reads key length, key group, key, namespace,
    #: value length (and the value when its width is constant too).
    fast: Optional[struct.Struct] = None
    value_width: Optional[int] = None
    #: ``batch(b, pos, lim, kg) -> (pos, DecodedBatch) | None``: decodes a run of regular
    #: entries at once (``_batch.make_batcher``; only when the caller asks for decoded entries).
    batch: Optional[Callable] = None


def build_plans(meta: KeyedBackendMeta, source: str, split: bool = True, prefix: int = 1) -> list[StatePlan]:
    plans = []
    key_len, key_width = _codecs.lengths(meta.key_serializer)
    for st in meta.states:
        kind = st.kind
        is_pq = st.backend_type == "PRIORITY_QUEUE"
        is_map = kind == "MAP"
        plan = StatePlan(st.name, st.state_id, kind, MODE_RAW, is_map=is_map)
        if is_pq:
            plan.mode = MODE_TIMER
        elif split:
            ns_len, ns_width = _codecs.lengths(st.namespace_serializer)
            plan.key_width, plan.ns_width = key_width, ns_width
            if key_width is not None and ns_width is not None:
                plan.mode = MODE_FIXED
                if not is_map:
                    fmt = ">i" + ("B" if prefix == 1 else "H") + f"{key_width}s{ns_width}si"
                    if kind in ("VALUE", "REDUCING", "AGGREGATING"):
                        plan.value_width = _codecs.lengths(st.value_serializer)[1]
                        if plan.value_width is not None:
                            fmt += f"{plan.value_width}s"
                    plan.fast = struct.Struct(fmt)
            elif key_width is not None and not is_map:
                plan.mode = MODE_KEY_FIXED
            elif ns_width is not None and not is_map and not (key_len < 0 and ns_len < 0):
                plan.mode = MODE_NS_FIXED
            else:
                try:
                    plan.split = _codec_splitter(meta.key_serializer, st, key_width, ns_width, key_len < 0 and ns_len < 0, source)
                    plan.mode = MODE_CODEC
                except _codecs.CodecUnavailable as e:
                    plan.note = str(e)
        plans.append(plan)
    return plans


def _codec_splitter(key_snapshot, st: StateMetaInfo, key_width, ns_width, ambiguous: bool, source: str):
    key_skip = key_width if key_width is not None else _codecs.skipper(key_snapshot)
    ns_skip = ns_width if ns_width is not None else _codecs.skipper(st.namespace_serializer)
    is_map = st.kind == "MAP"
    errors = _codecs.low_level_errors() + (FormatError,)

    def split(b, start: int, end: int):
        """(key, namespace, user key) of the composite key in ``b[start:end]``."""
        ck = bytes(b[start:end])
        n = len(ck)
        try:
            p = key_skip if key_skip.__class__ is int else key_skip(ck, 0)
            if p > n:
                raise IndexError
            k_end = p
            if ambiguous:
                p += _varint_size(k_end)
            ns_start = p
            p = p + ns_skip if ns_skip.__class__ is int else ns_skip(ck, p)
            if p > n:
                raise IndexError
            ns_end = p
            if ambiguous:
                p += _varint_size(ns_end - ns_start)
                if p > n:
                    raise IndexError
        except errors as e:
            if isinstance(e, FormatError):
                if _codecs.needs_user_code(e):  # a serializer only the job's code reads: the key is not broken
                    raise _codecs.CodecUnavailable(e.message, source) from None
                raise FormatError(source, None, e.message) from None
            raise FormatError(source, None, "the key bytes end inside the key or namespace") from None
        if is_map:
            return ck[:k_end], ck[ns_start:ns_end], ck[p:]
        if p != n:
            raise FormatError(source, None, f"{n - p} bytes after the namespace in the key of state {st.name!r}")
        return ck[:k_end], ck[ns_start:ns_end], None

    return split


# -- canonical layout ------------------------------------------------------------------------


def scan_canonical(
    win: Window, key_group: int, plans: list[StatePlan], prefix: int, states: Optional[set] = None
) -> Iterator[KeyedEntry]:
    """Entries of one key group in the canonical layout, from the start of ``win``."""
    b = win.buf
    lim = win.lim
    pos = win.start if isinstance(win, BufferWindow) else 0
    nplans = len(plans)
    kg = key_group
    kg_hi = kg >> 8
    kg_lo = kg & 0xFF
    # first state id
    while pos + 2 > lim:
        shift = win.more(pos)
        if shift is None:
            raise win.error(pos, f"key group {kg}: expected a state id, the stream ended")
        pos -= shift
        b = win.buf
        lim = win.lim
    sid = (b[pos] << 8) | b[pos + 1]
    pos += 2
    if sid == END_OF_KEY_GROUP_MARK:
        return
    if sid >= nplans:
        raise win.error(pos - 2, f"key group {kg}: state id {sid}, but the meta information has {nplans} states")
    plan = plans[sid]
    name = plan.name
    mode = plan.mode
    want = states is None or name in states
    kp = prefix
    kn = prefix + (plan.key_width or 0)
    ktot = kn + (plan.ns_width or 0)
    fast = plan.fast
    vw = plan.value_width
    batch = plan.batch
    retry = RETRY_BYTES
    while True:
        bound = lim  # where the entry-by-entry loops below stop
        if batch is not None and want:
            # Decoded entries of the regular run from here, as DecodedBatch lists; the
            # loops below then meet its first irregular entry (or the window's end), and
            # go on entry by entry for ``retry`` bytes before the next run is tried
            # (twice as far after each try that decodes nothing).
            got = batch(b, pos, lim, kg)
            retry = RETRY_BYTES if got is not None else min(retry * 2, MAX_RETRY_BYTES)
            while got is not None:
                pos, decoded = got
                got = None
                yield decoded
                # the consumer is done with the run: let it go now, before anything
                # else is allocated (a garbage collection would walk all its entries)
                decoded = None
                got = batch(b, pos, lim, kg)
            bound = min(lim, pos + retry)
        if fast is not None and want:
            # One struct unpack per entry while entries are regular; anything else (the
            # last entry of a state, a short window, a bad length) goes the general way.
            fu = fast.unpack_from
            fsz = fast.size
            if vw is not None:
                while pos + fsz <= bound:
                    klen, g, key, ns, vlen, value = fu(b, pos)
                    if klen != ktot or vlen != vw or g != kg:
                        break
                    pos += fsz
                    yield _new(KeyedEntry, (kg, name, key, ns, None, value))
            else:
                while pos + fsz <= bound:
                    klen, g, key, ns, vlen = fu(b, pos)
                    vs = pos + fsz
                    ve = vs + vlen
                    if klen != ktot or g != kg or vlen < 0 or ve > lim:
                        break
                    pos = ve
                    yield _new(KeyedEntry, (kg, name, key, ns, None, b[vs:ve]))
        elif want and (mode == MODE_NS_FIXED or mode == MODE_RAW or mode == MODE_TIMER):
            # Variable-size keys: two length reads per entry, no dispatch, while regular.
            nsw = plan.ns_width if mode == MODE_NS_FIXED else 0
            kmin = prefix + nsw
            while pos + 4 <= bound:
                klen = _INT(b, pos)[0]
                ks = pos + 4
                ke = ks + klen
                if ke + 4 > lim or klen < kmin:
                    break
                vlen = _INT(b, ke)[0]
                vs = ke + 4
                ve = vs + vlen
                if vlen < 0 or ve > lim:
                    break
                if prefix == 1:
                    if b[ks] != kg:
                        break
                elif (b[ks] << 8 | b[ks + 1]) != kg:
                    break
                pos = ve
                if nsw:
                    yield _new(KeyedEntry, (kg, name, b[ks + kp : ke - nsw], b[ke - nsw : ke], None, b[vs:ve]))
                else:
                    yield _new(KeyedEntry, (kg, name, b[ks + kp : ke], None, None, b[vs:ve]))
        if pos + 4 <= lim:
            klen = _INT(b, pos)[0]
            ks = pos + 4
            ke = ks + klen
            if ke + 4 <= lim and klen >= prefix:
                vlen = _INT(b, ke)[0]
                vs = ke + 4
                ve = vs + vlen
                if vlen >= 0 and ve <= lim:
                    f = b[ks]
                    if f & 0x80 and ve + 2 > lim:
                        pass  # the next state id is not in the window yet: slow path
                    else:
                        # the key group in the key must be this one (MSB is the end flag)
                        if prefix == 1:
                            if f & 0x7F != kg:
                                raise _wrong_key_group(win, ks, kg, f & 0x7F)
                        elif (f & 0x7F) != kg_hi or b[ks + 1] != kg_lo:
                            raise _wrong_key_group(win, ks, kg, ((f & 0x7F) << 8) | b[ks + 1])
                        if want:
                            e = split_entry(plan, kg, b, ks, ke, b[vs:ve], prefix, win.error)
                        if f & 0x80:
                            sid = (b[ve] << 8) | b[ve + 1]
                            pos = ve + 2
                            if want:
                                yield e
                            if sid == END_OF_KEY_GROUP_MARK:
                                return
                            if sid >= nplans:
                                raise win.error(ve, f"key group {kg}: state id {sid}, but the meta information has {nplans} states")
                            plan = plans[sid]
                            name = plan.name
                            mode = plan.mode
                            want = states is None or name in states
                            kn = prefix + (plan.key_width or 0)
                            ktot = kn + (plan.ns_width or 0)
                            fast = plan.fast
                            vw = plan.value_width
                            batch = plan.batch
                            retry = RETRY_BYTES
                        else:
                            pos = ve
                            if want:
                                yield e
                        continue
                elif vlen < 0:
                    raise win.error(ke, f"key group {kg}, state {name!r}: negative value length {vlen}")
            elif klen < prefix:
                raise win.error(pos, f"key group {kg}, state {name!r}: key length {klen}, shorter than the {prefix}-byte key group prefix")
        # slow path: the entry is not entirely in the window
        need = _entry_size(b, pos, lim)
        avail = win.available(pos)
        if need is not None and (need > MAX_ENTRY or (avail is not None and need > avail)):
            raise win.error(pos, _truncation(b, pos, lim, kg, name) if need <= MAX_ENTRY else f"key group {kg}, state {name!r}: entry of {need} bytes")
        shift = win.more(pos)
        if shift is None:
            raise win.error(pos, _truncation(b, pos, lim, kg, name))
        pos -= shift
        b = win.buf
        lim = win.lim


def split_entry(plan: StatePlan, kg: int, b, ks: int, ke: int, value, prefix: int, error) -> KeyedEntry:
    """The entry of RocksDB key ``b[ks:ke]`` (key group prefix, key, namespace [, user key])
    and ``value`` of state ``plan``, split as the plan says; ``error(at, message)`` makes the
    :class:`FormatError` of a key that does not fit."""
    name = plan.name
    mode = plan.mode
    kp = prefix
    klen = ke - ks
    if mode == MODE_RAW or mode == MODE_TIMER:
        return _new(KeyedEntry, (kg, name, b[ks + kp : ke], None, None, value))
    kn = kp + (plan.key_width or 0)
    if mode == MODE_FIXED:
        ktot = kn + plan.ns_width
        if plan.is_map:
            if klen < ktot:
                raise _bad_key(error, ks, kg, name, klen, ktot)
            return _new(KeyedEntry, (kg, name, b[ks + kp : ks + kn], b[ks + kn : ks + ktot], b[ks + ktot : ke], value))
        if klen != ktot:
            raise _bad_key(error, ks, kg, name, klen, ktot)
        return _new(KeyedEntry, (kg, name, b[ks + kp : ks + kn], b[ks + kn : ke], None, value))
    if mode == MODE_KEY_FIXED:
        if klen < kn:
            raise _bad_key(error, ks, kg, name, klen, kn)
        return _new(KeyedEntry, (kg, name, b[ks + kp : ks + kn], b[ks + kn : ke], None, value))
    if mode == MODE_NS_FIXED:
        nsw = plan.ns_width
        if klen < kp + nsw:
            raise _bad_key(error, ks, kg, name, klen, kp + nsw)
        return _new(KeyedEntry, (kg, name, b[ks + kp : ke - nsw], b[ke - nsw : ke], None, value))
    try:
        k, ns, uk = plan.split(b, ks + kp, ke)
    except FormatError as err:
        located = error(ks, f"key group {kg}, state {name!r}: cannot split key: {err.message}")
        if _codecs.needs_user_code(err):  # (not bad bytes: inspect shows it as values it cannot read)
            raise _codecs.CodecUnavailable(located.message, located.source, located.offset) from None
        raise located from None
    return _new(KeyedEntry, (kg, name, k, ns, uk, value))


#: After a run of decoded entries (``StatePlan.batch``) stops at an irregular entry, the
#: entries of the next this many bytes are framed one by one before a run is tried again;
#: the distance doubles (up to the maximum) after each try that decodes nothing.
RETRY_BYTES = 1024
MAX_RETRY_BYTES = 1 << 20

#: Largest entry (key + value) accepted in a stream whose length is unknown (compressed).
MAX_ENTRY = 1 << 30


def _entry_size(b, pos: int, lim: int):
    """Bytes the entry at ``pos`` needs as far as its lengths are in the window, or None."""
    have = lim - pos
    if have < 4:
        return None
    klen = _INT(b, pos)[0]
    if klen < 0:
        return None
    if have < 8 + klen:
        return 8 + klen
    vlen = _INT(b, pos + 4 + klen)[0]
    if vlen < 0:
        return None
    return 8 + klen + vlen


def _truncation(b, pos: int, lim: int, kg: int, name: str) -> str:
    have = lim - pos
    if have < 4:
        return f"key group {kg}, state {name!r}: stream ends inside an entry (expected a key length, {have} bytes remain)"
    klen = _INT(b, pos)[0]
    if have < 8 + klen:
        return f"key group {kg}, state {name!r}: stream ends inside an entry (key of {klen} bytes, {have - 4} bytes remain)"
    vlen = _INT(b, pos + 4 + klen)[0]
    return f"key group {kg}, state {name!r}: stream ends inside an entry (value of {vlen} bytes, {have - 8 - klen} bytes remain, then a state id if it is the last)"


def _wrong_key_group(win, at, kg, found) -> FormatError:
    return win.error(at, f"entry of key group {found} in the stream of key group {kg}")


def _bad_key(error, at, kg, name, klen, expected) -> FormatError:
    return error(at, f"key group {kg}, state {name!r}: composite key of {klen} bytes, expected {expected} (key group, key, namespace)")


# -- heap layout ----------------------------------------------------------------------------

#: Largest single heap-layout entry buffered while framing it.
MAX_HEAP_ENTRY = 256 << 20


@dataclass
class _HeapPlan:
    name: str
    kind: str
    is_pq: bool
    #: Fixed widths or codec skip functions: (namespace, key, state), or (element,) for timers.
    skips: tuple


def _heap_plans(meta: KeyedBackendMeta) -> list[_HeapPlan]:
    out = []
    for st in meta.states:
        if st.backend_type == "PRIORITY_QUEUE":
            out.append(_HeapPlan(st.name, st.kind, True, (_codecs.skipper(st.value_serializer),)))
        else:
            out.append(
                _HeapPlan(
                    st.name,
                    st.kind,
                    False,
                    (
                        _codecs.skipper(st.namespace_serializer),
                        _codecs.skipper(meta.key_serializer),
                        _codecs.skipper(st.value_serializer),
                    ),
                )
            )
    return out


def _view(win: Window):
    if isinstance(win, BufferWindow) and len(win.buf) != win.lim:
        return memoryview(win.buf)[: win.lim]
    return win.buf


def scan_heap(win: Window, key_group: int, plans: list[_HeapPlan], states: Optional[set] = None) -> Iterator[KeyedEntry]:
    """Entries of one key group in the heap checkpoint layout.

    ``win`` starts after the key group index (the caller checked it); when compressed,
    it decompresses the concatenated per-state snappy streams of this key group.
    """
    pos = win.start if isinstance(win, BufferWindow) else 0
    kg = key_group
    view = _view(win)
    truncations = _codecs.low_level_errors()
    cannot = _codecs.cannot_decode_error()
    for _ in range(len(plans)):
        while pos + 6 > len(view):
            pos, view = _extend(win, pos, f"key group {kg}: expected a state id and an entry count")
        sid = (view[pos] << 8) | view[pos + 1]
        count = struct.unpack_from(">i", view, pos + 2)[0]
        if sid >= len(plans):
            raise win.error(pos, f"key group {kg}: state id {sid}, but the meta information has {len(plans)} states")
        plan = plans[sid]
        if count < 0:
            raise win.error(pos + 2, f"key group {kg}, state {plan.name!r}: negative entry count {count}")
        pos += 6
        want = states is None or plan.name in states
        skips = plan.skips
        for _ in range(count):
            while True:
                p = pos
                parts = []
                try:
                    for skip in skips:
                        q = p + skip if skip.__class__ is int else skip(view, p)
                        if q > len(view):
                            raise IndexError
                        parts.append(bytes(view[p:q]))
                        p = q
                    break
                except truncations as e:
                    if not isinstance(e, (IndexError, struct.error)):
                        raise win.error(pos, f"key group {kg}, state {plan.name!r}: malformed entry ({e})") from None
                    if len(view) - pos > MAX_HEAP_ENTRY:
                        raise win.error(pos, f"key group {kg}, state {plan.name!r}: entry larger than {MAX_HEAP_ENTRY} bytes") from None
                    pos, view = _extend(win, pos, f"key group {kg}, state {plan.name!r}: the stream ends inside an entry")
                except FormatError as e:
                    if cannot is not None and isinstance(e, cannot):
                        raise _codecs.CodecUnavailable(f"state {plan.name!r}: {e.message}") from None
                    if "end" not in e.message and "truncat" not in e.message:
                        raise win.error(pos, f"key group {kg}, state {plan.name!r}: {e.message}") from None
                    pos, view = _extend(win, pos, f"key group {kg}, state {plan.name!r}: {e.message}")
            pos = p
            if not want:
                continue
            if plan.is_pq:
                yield _new(KeyedEntry, (kg, plan.name, parts[0], None, None, b""))
            else:
                ns, key, value = parts
                yield _new(KeyedEntry, (kg, plan.name, key, ns, None, value))


def _extend(win: Window, pos: int, what: str):
    shift = win.more(pos)
    if shift is None:
        raise win.error(pos, what)
    return pos - shift, _view(win)


# -- handles -------------------------------------------------------------------------------


def detect_layout(handle: KeyGroupsHandle, buf_reader: Callable[[int, int], bytes], meta: KeyedBackendMeta) -> str:
    """Which layout a key-groups handle uses (canonical or heap).

    Savepoint handles are canonical. Otherwise: the heap layout writes every key group
    of the range, each starting with its index as an int; the canonical layout leaves
    empty key groups at offset 0 and starts with a short state id (or a snappy header).
    """
    if handle.savepoint:
        return CANONICAL
    offsets = handle.offsets
    if not offsets or any(o == 0 for o in offsets):
        return CANONICAL
    checked = 0
    for i, off in enumerate(offsets):
        kg = handle.start_key_group + i
        head = buf_reader(off, 4)
        if len(head) < 4 or struct.unpack(">i", head)[0] != kg:
            return CANONICAL
        if kg != 0:
            checked += 1
        if checked >= 8:
            break
    if checked == 0:
        # A range of only key group 0: "00 00 00 00" starts both layouts. The heap layout
        # continues with a state id and an int count; the canonical one with a key length
        # and the key, whose first byte is the key group (0, with the end flag maybe).
        head = buf_reader(offsets[0], 12)
        if meta.compressed:
            return HEAP if head[4:6] == b"\xff\x06" else CANONICAL
        if len(head) >= 7:
            klen = struct.unpack(">i", head[2:6])[0]
            if klen > 0 and head[6] & 0x7F == 0 and 0 < len(meta.states):
                # canonical: key length then key starting with key group 0; heap: state
                # id (< number of states) and a count. Prefer canonical when the state
                # id read as heap would be invalid.
                heap_sid = struct.unpack(">H", head[4:6])[0]
                return CANONICAL if heap_sid >= len(meta.states) else HEAP
    return HEAP


def iter_handle_entries(
    handle: KeyGroupsHandle,
    src: Source,
    start: int,
    end: int,
    meta: KeyedBackendMeta,
    max_parallelism: int,
    layout: str,
    key_groups: Optional[Iterable[int]] = None,
    states: Optional[set] = None,
    split: bool = True,
    batcher: Optional[Callable] = None,
) -> Iterator[KeyedEntry]:
    """Entries of the key groups of ``handle`` whose stream is ``src[start:end]``.

    Offsets in the handle are relative to ``start`` (non-zero for a segment of a merged
    file). ``key_groups`` limits (and orders) the key groups read, e.g.
    ``range(kg, last + 1)`` to start at a given key group; ``states`` limits the states
    yielded, by name. ``batcher(meta, plan, prefix)`` (canonical layout) may give a
    state's plan a batch decoder: runs of its entries then come decoded, as
    ``_batch.DecodedBatch`` lists of ``decode.DecodedEntry``, among the other entries.
    """
    prefix = key_group_prefix_bytes(max_parallelism)
    size = end - start
    if key_groups is None:
        wanted = list(handle.key_groups())
    else:
        wanted = [k for k in key_groups if handle.start_key_group <= k <= handle.end_key_group]
    if layout == CANONICAL:
        plans = build_plans(meta, src.name, split, prefix)
        if batcher is not None:
            for plan in plans:
                plan.batch = batcher(meta, plan, prefix)
        ordered = sorted((o, k) for k, o in zip(handle.key_groups(), handle.offsets) if o)
        ends = {}
        for i, (o, k) in enumerate(ordered):
            ends[k] = ordered[i + 1][0] if i + 1 < len(ordered) else size
        for kg in wanted:
            off = handle.offset_of(kg)
            if off == 0:
                continue
            if not 0 < off < size:
                raise FormatError(src.name, start + off, f"offset {off} of key group {kg} outside the state stream of {size} bytes")
            # A key group's stream ends where the next one starts; compressed ones must.
            stop = start + (ends[kg] if meta.compressed else size)
            win = open_window(src, start + off, stop, meta.compressed)
            yield from scan_canonical(win, kg, plans, prefix, states)
            # key groups are laid out one after the other: drop this one's mapped pages
            src.release(start + off, start + ends[kg])
    else:
        plans = _heap_plans(meta)
        framing = _HEAP_FRAMING.get()
        for kg in wanted:
            win = _heap_window(handle, src, start, size, meta, kg)
            if framing is None:
                yield from scan_heap(win, kg, plans, states)
            else:
                yield from framing.entries(handle, src, start, size, meta, plans, kg, win, states, wanted)
            src.release(start + handle.offset_of(kg), start + _heap_next(handle, kg, size))


def _heap_next(handle: KeyGroupsHandle, kg: int, size: int) -> int:
    i = kg - handle.start_key_group
    return handle.offsets[i + 1] if i + 1 < len(handle.offsets) else size


def _heap_window(handle: KeyGroupsHandle, src: Source, start: int, size: int, meta: KeyedBackendMeta, kg: int) -> Window:
    """The stream of heap-layout key group ``kg`` after its index (checked)."""
    off, nxt = handle.offset_of(kg), _heap_next(handle, kg, size)
    if not 0 < off < size or nxt < off + 4 or nxt > size:
        raise FormatError(src.name, start + off, f"key group {kg} at offset {off} (next at {nxt}) outside the state stream of {size} bytes")
    head = src.read(start + off, 4)
    written = struct.unpack(">i", head)[0] if len(head) == 4 else None
    if written != kg:
        raise FormatError(src.name, start + off, f"expected key group index {kg}, found {written}")
    return open_window(src, start + off + 4, start + nxt, meta.compressed)


# -- heap layout framed by the job's serializers ------------------------------------------

#: Set by :func:`heap_framing`: how heap-layout key groups Python cannot frame are framed.
_HEAP_FRAMING: ContextVar[Optional["_HeapFraming"]] = ContextVar("heap_framing", default=None)


@contextmanager
def heap_framing(frame: Callable) -> Iterator[None]:
    """Within: heap-layout key groups whose entries only the job's serializers can frame (a custom
    serializer, Kryo) are framed by ``frame(meta, key groups) -> [frames per key group]`` (each
    key group's bytes after its index; a frame ``(state index, start, namespace end, key end, end)``,
    a timer's ``(state index, start, end)``), e.g. Flink's serializers in the sandboxed JVM
    (``graph.flink_values.frame_heap_with_flink``): one call per reading of a handle (for the
    key groups it reads from the first one Python cannot frame), kept for the context."""
    token = _HEAP_FRAMING.set(_HeapFraming(frame))
    try:
        yield
    finally:
        _HEAP_FRAMING.reset(token)


class _HeapFraming:
    def __init__(self, frame: Callable) -> None:
        self.frame = frame
        #: (source, stream start, key group) -> every entry of the key group
        self.framed: dict = {}

    def entries(self, handle, src: Source, start: int, size: int, meta, plans, kg: int, win, states,
                wanted: list[int]) -> Iterator[KeyedEntry]:
        framed = self.framed.get((src.name, start, kg))
        if framed is None:
            try:  # (whole: a key group that fails midway is framed again from its start)
                read = list(scan_heap(win, kg, plans, states))
            except FormatError as e:
                if not _codecs.needs_user_code(e):
                    raise
            else:
                yield from read
                return
            # (a key group Python cannot frame: the first one frames all those the reading wants)
            self._frame(handle, src, start, size, meta, plans, [k for k in wanted if k >= kg])
            framed = self.framed[(src.name, start, kg)]
        yield from (e for e in framed if states is None or e.state in states)

    def _frame(self, handle, src: Source, start: int, size: int, meta, plans, groups: list[int]) -> None:
        blobs = [_window_bytes(_heap_window(handle, src, start, size, meta, kg)) for kg in groups]
        for kg, blob, frames in zip(groups, blobs, self.frame(meta, blobs)):
            entries = []
            for f in frames:
                name = plans[f[0]].name
                if len(f) == 3:  # a timer
                    entries.append(_new(KeyedEntry, (kg, name, blob[f[1]:f[2]], None, None, b"")))
                else:
                    _sid, at, ns_end, key_end, end = f
                    entries.append(_new(KeyedEntry, (kg, name, blob[ns_end:key_end], blob[at:ns_end], None, blob[key_end:end])))
            self.framed[(src.name, start, kg)] = entries


def _window_bytes(win: Window) -> bytes:
    """All the bytes of a window's stream (decompressed)."""
    pos = win.start if isinstance(win, BufferWindow) else 0
    while True:
        shift = win.more(pos)
        if shift is None:
            break
        pos -= shift
    return bytes(_view(win)[pos:])
