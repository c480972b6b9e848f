"""Vectorised decoding of runs of regular canonical-layout entries, with numpy.

The reference decoder (``keyed.scan_canonical`` framing each entry, ``decode.StateDecoder``
decoding it) spends its time in per-entry Python calls. Every entry of a key group but
its last is ``int key length | key group | key | namespace [| user key] | int value length
| value``; a run of them can be decoded column-wise: the entries' starts found with numpy
(``regular_offsets``: no walk), the key, namespace and value bytes gathered by offset, each
column converted to Python values in one call.

This path only ever *accepts* a run it has verified completely: the lengths, the key
group, a single namespace, and every value's structure (POJO flags, null markers, string
lengths, ASCII characters, list delimiters, the value ending exactly at its length).
Anything else (the last entry of a state, a null field, a non-ASCII string, a truncated or
corrupt entry) is left to the reference path, which then frames and decodes those entries
one by one, so errors are raised by the reference code, with its class and message. A
pass that meets such an entry decodes the entries before it in smaller passes; the framing
tries a run again a little after it (``keyed.RETRY_BYTES``). Values are the reference
codecs' values: ``int``, ``float``, ``str``, ``tuple``, ``list``, :class:`PojoValue`,
``Timer``.

Shapes decoded column-wise (``make_batcher``, ``make_timer_batcher``):

* values: Byte, Short, Int, Long, Float, Double and tuples of them (``TupleSerializer``:
  a plain ``tuple``); String; POJOs (no subclass) whose fields are numbers or strings;
  ListState: lists of fixed-width elements; MapState: map values of those shapes, not null;
* keys: fixed-width ones (numbers, tuples of numbers); String keys with a fixed-width
  namespace; MapState user keys: fixed-width or String (after a fixed-width or a String
  key);
* namespaces: fixed-width ones as a column; others (VoidNamespace, GlobalWindow) when one
  value spans the run;
* timers (priority queues) of a fixed-width key and namespace.

Every numpy view of the window's buffer lives only inside one call, so the window may
move or grow its buffer between calls.
"""

from __future__ import annotations

import functools
import gc
import struct
from itertools import repeat
from typing import Callable, Optional

import numpy as np

from flink_compat.schema_registry._base import children_of
from flink_compat.schema_registry.families import simple
from flink_compat.schema_registry.families.pojo import NO_SUBCLASS, PojoSnapshot, PojoValue, _field_keys, _new_pojo
from flink_compat.schema_registry.families.tuple import TupleSnapshot

from . import _codecs
from .keyed import LIST_DELIMITER

#: Runs shorter than this go the reference way (numpy's per-call overhead would dominate).
MIN_RUN = 16
#: Entries verified and decoded per numpy pass (variable-width values: per 64 × CHUNK
#: bytes); a DecodedBatch ends after the pass that reaches CHUNK entries. Bounds the memory
#: held and the work wasted when a run turns out irregular.
CHUNK = 1 << 11
#: The same for the passes a ``value_check`` takes (``make_batcher``): no Python object per
#: entry is made, so longer passes hold little and spend fewer numpy calls per entry.
CHECKED_CHUNK = 1 << 14

#: Reference codecs whose values are exactly numpy's ``tolist()`` of these dtypes.
_NUMERIC = {
    id(simple.BYTE): np.dtype("i1"),
    id(simple.SHORT): np.dtype(">i2"),
    id(simple.INT): np.dtype(">i4"),
    id(simple.LONG): np.dtype(">i8"),
    id(simple.FLOAT): np.dtype(">f4"),
    id(simple.DOUBLE): np.dtype(">f8"),
}
_STRING = "string"
#: ``decode_run``'s values of a pass its ``value_check`` took (see ``make_batcher``).
_CHECKED = object()


class DecodedBatch(list):
    """Decoded entries (``decode.DecodedEntry``) of one run, yielded whole by the framing.
    ``nbytes``: the bytes of their keys and values (``len(key) + len(value)`` of the
    ``KeyedEntry`` tuples they were framed as). ``checked``: entries of the run whose values
    the batcher's ``value_check`` took from their bytes (counted in ``nbytes``, not in the
    list); ``key_group`` and ``state`` (``make_batcher``): the run's."""

    nbytes = 0
    checked = 0
    key_group = None
    state = None


def _numeric(snapshot) -> Optional[np.dtype]:
    try:
        return _NUMERIC.get(id(_codecs.codec_for(snapshot)))
    except _codecs.CodecUnavailable:
        return None


def _fixed(snapshot):
    """A fixed-width column: a numpy dtype, a tuple of them (``TupleSerializer`` of
    numbers: the reference decodes a plain ``tuple``), or None."""
    dt = _numeric(snapshot)
    if dt is not None:
        return dt
    if isinstance(snapshot, TupleSnapshot) and snapshot.fields:
        dts = tuple(_numeric(f) for f in snapshot.fields)
        if all(d is not None for d in dts):
            return dts
    return None


def _width(fixed) -> int:
    return fixed.itemsize if isinstance(fixed, np.dtype) else sum(d.itemsize for d in fixed)


def _decode_fixed(u8: np.ndarray, starts: np.ndarray, fixed) -> list:
    if isinstance(fixed, np.dtype):
        return _gather(u8, starts, fixed)
    cols = []
    at = 0
    for d in fixed:
        cols.append(_gather(u8, starts + at, d))
        at += d.itemsize
    return list(zip(*cols))


def _field_specs(snapshots) -> Optional[list]:
    """Specs of fields that are numbers or strings, or None."""
    specs = []
    for f in snapshots:
        s = _numeric(f)
        if s is None and _is_string(f):
            s = _STRING
        if s is None:
            return None
        specs.append(s)
    return specs


def _column_spec(snapshot):
    """How to decode a value column: a fixed one (``_fixed``), ``"string"``, ``("pojo",
    class, keys, field specs)``, ``("tuple", None, None, field specs)`` (numbers and
    strings, one after the other: ``TupleSerializer``), or None (not column-decodable)."""
    fixed = _fixed(snapshot)
    if fixed is not None:
        return fixed
    try:
        codec = _codecs.codec_for(snapshot)
    except _codecs.CodecUnavailable:
        return None
    if codec is simple.STRING:
        return _STRING
    if isinstance(snapshot, PojoSnapshot) and snapshot.fields:
        specs = _field_specs([f.serializer for f in snapshot.fields])
        return ("pojo", snapshot.pojo_class, _field_keys(snapshot.fields), specs) if specs else None
    if isinstance(snapshot, TupleSnapshot) and snapshot.fields:
        specs = _field_specs(snapshot.fields)
        return ("tuple", None, None, specs) if specs else None
    return None


def _is_string(snapshot) -> bool:
    try:
        return _codecs.codec_for(snapshot) is simple.STRING
    except _codecs.CodecUnavailable:
        return False


def _is_fixed(spec) -> bool:
    return isinstance(spec, np.dtype) or (isinstance(spec, tuple) and all(isinstance(d, np.dtype) for d in spec))


def _is_pojo(spec) -> bool:
    return isinstance(spec, tuple) and isinstance(spec[0], str) and spec[0] == "pojo"


def _gather(u8: np.ndarray, starts: np.ndarray, dtype: np.dtype) -> list:
    """The values of ``dtype`` at byte offsets ``starts`` of ``u8``, as Python values.
    Raises IndexError when one does not fit in ``u8``."""
    w = dtype.itemsize
    if w == 1:
        return u8[starts].view(dtype).tolist()
    # a view with one item of ``dtype`` at every byte offset: one fancy index gathers them
    at = np.ndarray(shape=(len(u8) - w + 1,), dtype=dtype, buffer=u8, strides=(1,))
    return at[starts].tolist()


def _strings(u8: np.ndarray, p: np.ndarray):
    """``StringValue`` strings at offsets ``p``: (values, offsets after them), or None
    unless every one is non-null, shorter than 127 characters, ASCII and free of NUL (one
    length byte, one byte per character: what the reference reads as ASCII). The caller
    checks that they end where they must; IndexError when one runs past ``u8``."""
    first = u8[p]
    if not ((first >= 1) & (first < 0x80)).all():
        return None
    lens = first.astype(np.int64)  # the length byte and the characters
    e = p + lens
    # the strings with their length bytes, one after the other; the length bytes turned
    # into NULs split them apart in one call
    at = np.cumsum(lens)
    total = int(at[-1])
    at -= lens
    idx = np.repeat(p - at, lens)
    idx += np.arange(total)
    text = u8[idx]
    text[at] = 0
    try:
        values = text.tobytes().decode("ascii").split("\x00")
    except UnicodeDecodeError:
        return None
    if len(values) != len(p) + 1:  # a NUL character inside a string
        return None
    del values[0]
    return values, e


def _pojo_maker(pojo_class: str, keys: list[str]) -> Callable:
    """``make(*field values) -> PojoValue``, filling the fields in the snapshot's order as
    the reference codec does (generated, so a POJO costs one call)."""
    args = ", ".join(f"f{i}" for i in range(len(keys)))
    body = "".join(f"    o[{k!r}] = f{i}\n" for i, k in enumerate(keys))
    src = f"def make({args}):\n    o = new(PV)\n    o.pojo_class = cls\n{body}    return o\n"
    ns = {"new": _new_pojo, "PV": PojoValue, "cls": pojo_class}
    exec(src, ns)  # noqa: S102 - generated from field names (repr-quoted), no input bytes
    return ns["make"]


def _values(u8: np.ndarray, vs: np.ndarray, ve: np.ndarray, spec, maker) -> Optional[list]:
    """Decoded values ``u8[vs[i]:ve[i]]`` of ``spec``, or None if any is irregular."""
    if _is_fixed(spec):
        if ((ve - vs) != _width(spec)).any():
            return None
        return _decode_fixed(u8, vs, spec)
    try:
        if spec is _STRING:
            got = _strings(u8, vs)
            if got is None or (got[1] != ve).any():
                return None
            return got[0]
        if _is_pojo(spec):
            return _pojos(u8, vs, ve, spec, maker)
        return _tuples(u8, vs, ve, spec[3])
    except IndexError:  # a length read from an irregular entry points past the buffer
        return None


def _tuples(u8: np.ndarray, vs: np.ndarray, ve: np.ndarray, fields) -> Optional[list]:
    """Tuples of numbers and strings, the fields one after the other (as ``_pojos``: the
    last one must end exactly at the value's end)."""
    p = vs
    cols = []
    for f in fields:
        if isinstance(f, np.dtype):
            cols.append(_gather(u8, p, f))
            p = p + f.itemsize
        else:
            got = _strings(u8, p)
            if got is None:
                return None
            cols.append(got[0])
            p = got[1]
    if (p != ve).any():
        return None
    return list(zip(*cols))


def _pojos(u8: np.ndarray, vs: np.ndarray, ve: np.ndarray, spec, maker) -> Optional[list]:
    """POJOs without a null field. Each field starts where the previous one ends, so the
    positions only grow: a value whose fields end exactly at its end had every field within
    it (garbage read from elsewhere on the way is rejected by that last check)."""
    _tag, _cls, _keys, fields = spec
    if (u8[vs] != NO_SUBCLASS).any():
        return None
    p = vs + 1
    nulls = u8[p]
    cols = []
    for f in fields:
        p += 1
        if isinstance(f, np.dtype):
            cols.append(_gather(u8, p, f))
            p += f.itemsize
        else:
            got = _strings(u8, p)
            if got is None:
                return None
            cols.append(got[0])
            p = got[1]
        if len(cols) < len(fields):
            nulls |= u8[p]  # the next field's null flag
    if nulls.any() or (p != ve).any():  # a null field: the reference path
        return None
    return list(map(maker, *cols))


def _list_values(u8: np.ndarray, vs: np.ndarray, ve: np.ndarray, element) -> Optional[list]:
    """ListState values in the canonical layout (``RocksDBListState``: the elements, each
    as the element serializer writes it, separated by one ',' byte) of fixed-width
    ``element``s: a ``list`` per value, or None if any is irregular (empty, a count that
    does not divide, a missing delimiter)."""
    w = _width(element)
    n = ve - vs + 1  # every element with its delimiter (the last one has none)
    if (ve <= vs).any() or (n % (w + 1)).any():
        return None
    counts = n // (w + 1)
    ends = np.cumsum(counts)
    total = int(ends[-1])
    first = ends - counts  # index of each value's first element among all of them
    k = np.arange(total) - np.repeat(first, counts)  # element index within its value
    starts = np.repeat(vs, counts) + k * (w + 1)
    between = k < np.repeat(counts - 1, counts)  # elements followed by a delimiter
    if (u8[starts[between] + w] != LIST_DELIMITER).any():
        return None
    c = int(counts[0])
    if isinstance(element, np.dtype) and (counts == c).all():
        # as many elements in every value: one 2-D array, its rows the lists
        at = np.ndarray(shape=(len(u8) - w + 1,), dtype=element, buffer=u8, strides=(1,)) if w > 1 else u8.view(element)
        return at[starts].reshape(len(vs), c).tolist()
    flat = _decode_fixed(u8, starts, element)
    return list(map(flat.__getitem__, map(slice, first.tolist(), ends.tolist())))


def without_collector(fn):
    """``fn`` run with the cyclic garbage collector off. A decoded run makes thousands of
    objects that hold no cycles (ints, strs, tuples, dicts of them); with the collector on,
    a collection walking the young ones would start every 700 of them."""

    @functools.wraps(fn)
    def run(*args):
        collecting = gc.isenabled()
        gc.disable()
        try:
            return fn(*args)
        finally:
            if collecting:
                gc.enable()

    return run


iter_without_collector = without_collector(iter)


def make_batcher(meta, state, plan, prefix: int, entry_type, value_check: Optional[Callable] = None) -> Optional[Callable]:
    """A batch decoder for the entries of ``state`` (a ``keyed.StatePlan``), or None if
    its keys or values are not column-decodable. ``batch(b, pos, lim, kg) -> (pos,
    DecodedBatch) | None`` decodes the regular entries of key group ``kg`` from
    ``b[pos:lim]`` on.

    Values: Value, Reducing and Aggregating states: ``_column_spec``; ListState: lists of
    fixed-width elements; MapState: map values of ``_column_spec`` that are not null.
    Composite keys (after the key group): a fixed-width key and namespace (and a fixed-width
    user key: every entry's key has one length); a fixed-width key and namespace and a
    user key of ``_column_spec`` (MapState<String, ...>); a key of ``_column_spec`` (a
    String) and a fixed-width namespace (``keyed.MODE_NS_FIXED``); MapState: a String key,
    a fixed-width namespace and a user key (``keyed.MODE_CODEC``).

    ``value_check(u8, vs, ve) -> bool`` (Value, Reducing and Aggregating states): offered
    the value bytes ``u8[vs[i]:ve[i]]`` of every pass of framed entries; when it answers True
    it has taken the values from their bytes itself, and the pass's entries (their keys and
    namespaces verified as ever) are only counted (``DecodedBatch.checked``), not decoded
    into the batch. False: they are decoded as without it."""
    from .decode import _namespace_decoder  # noqa: PLC0415 - decode imports keyed
    from .keyed import MODE_CODEC, MODE_FIXED, MODE_NS_FIXED  # noqa: PLC0415

    kind = state.kind
    if plan.ns_width is None or state.namespace_serializer is None:
        return None
    key_fixed = _fixed(meta.key_serializer)
    uk_fixed = uk_spec = None
    if kind in ("VALUE", "REDUCING", "AGGREGATING"):
        spec = _column_spec(state.value_serializer)
    elif kind == "LIST":
        element = children_of(state.value_serializer).get("element")
        spec = _fixed(element) if element is not None else None
    elif kind == "MAP":
        kids = children_of(state.value_serializer)
        if kids.get("key") is None or kids.get("value") is None:
            return None
        uk_fixed = _fixed(kids["key"])
        uk_spec = uk_fixed if uk_fixed is not None else _column_spec(kids["key"])
        spec = _column_spec(kids["value"])
        if uk_spec is None:
            return None
    else:
        return None
    if spec is None:
        return None
    if plan.mode == MODE_FIXED and key_fixed is not None and _width(key_fixed) == plan.key_width:
        # every key's length is one number unless a map's user keys vary
        key_spec = None
        const_key = kind != "MAP" or uk_fixed is not None
    elif plan.mode == MODE_NS_FIXED and kind != "MAP":
        key_spec = _column_spec(meta.key_serializer)
        if key_spec is None or _is_fixed(key_spec):
            return None
        const_key = False
    elif plan.mode == MODE_CODEC and kind == "MAP" and _column_spec(meta.key_serializer) is _STRING:
        # String key | namespace | user key: the key's length byte tells where the
        # namespace starts (unless both key and namespace are variable-sized for Flink,
        # which then appends their lengths: not decoded here)
        if _codecs.lengths(meta.key_serializer)[0] < 0 and _codecs.lengths(state.namespace_serializer)[0] < 0:
            return None
        key_spec = _STRING
        const_key = False
    else:
        return None
    string_key_map = kind == "MAP" and key_spec is _STRING
    # a namespace of numbers (a Long, a TimeWindow...) is a column; others (VoidNamespace,
    # GlobalWindow) must be one value for a whole run, decoded by the reference decoder
    ns_fixed = _fixed(state.namespace_serializer)
    if ns_fixed is not None and _width(ns_fixed) != plan.ns_width:
        return None
    try:
        ns_decode = _namespace_decoder(state.namespace_serializer)
    except _codecs.CodecUnavailable:
        return None
    maker = _pojo_maker(spec[1], spec[2]) if _is_pojo(spec) else None
    if kind == "LIST":

        def decode_values(u8, vs, ve):
            return _list_values(u8, vs, ve, spec)

    elif kind == "MAP":

        def decode_values(u8, vs, ve):
            # is-null flag, then the value (a null one: the reference path)
            if (ve <= vs).any() or u8[vs].any():
                return None
            return _values(u8, vs + 1, ve, spec, maker)

    else:

        def decode_values(u8, vs, ve):
            return _values(u8, vs, ve, spec, maker)

    name = plan.name
    kw = plan.key_width if key_spec is None else 0
    nsw = plan.ns_width
    ukw = _width(uk_fixed) if uk_fixed is not None else 0
    ktot = prefix + kw + nsw + ukw
    vw = plan.value_width if const_key and plan.fast is not None else None
    errors = _codecs.low_level_errors() + (_codecs.FormatError,)
    new_entry = tuple.__new__
    span = np.arange(nsw)
    key_at = 4 + prefix
    ns_at = key_at + kw
    uk_at = ns_at + nsw
    hsz = 4 + ktot + 4  # an entry's bytes before its value, when its key has one length
    # variable key lengths: the shortest and longest composite key decoded here (strings
    # of one length byte: up to 126 characters)
    kmin = ktot + 1 + (string_key_map and uk_fixed is None)
    kmax = ktot + 127 * (1 + (string_key_map and uk_fixed is None))
    uk_maker = _pojo_maker(uk_spec[1], uk_spec[2]) if _is_pojo(uk_spec) else None
    key_maker = _pojo_maker(key_spec[1], key_spec[2]) if _is_pojo(key_spec) else None
    # Constant width values: the entries are records of one numpy dtype (no gathering).
    record = None
    if vw is not None:
        fields = {
            "klen": (">i4", 0),
            "g": ("u1" if prefix == 1 else ">u2", 4),
            "key": (key_fixed if isinstance(key_fixed, np.dtype) else f"V{kw}", key_at),
            "ns": (f"V{nsw}", ns_at),
            "vlen": (">i4", uk_at + ukw),
        }
        if isinstance(spec, np.dtype):
            fields["value"] = (spec, hsz)
        record = np.dtype({"names": list(fields), "formats": [f for f, _ in fields.values()], "offsets": [o for _, o in fields.values()], "itemsize": hsz + vw})

    def regular_records(b, pos: int, lim: int, kg: int, chunk: int):
        """(records, m, end): the regular entries among the next ``m`` (at most ``chunk``)
        records from ``pos``, up to the first irregular one, and where they end."""
        m = min(chunk, (lim - pos) // record.itemsize)
        if m <= 0:
            return None
        recs = np.frombuffer(b, dtype=record, count=m, offset=pos)
        ok = (recs["klen"] == ktot) & (recs["vlen"] == vw) & (recs["g"] == kg)
        r = m if ok.all() else int(np.argmin(ok))
        return recs[:r], m, pos + r * record.itemsize

    klen_bytes = np.frombuffer(struct.pack(">i", ktot), dtype=np.uint8)

    def chain(c: np.ndarray, ke: np.ndarray, lim: int, i32: np.ndarray):
        """The run of candidates ``c`` (entry starts, ``c[0]`` the first entry, key ends
        ``ke``) that follow each other: (starts, key ends, value ends, end). A candidate
        inside a value breaks the chain: the run ends there and the next call starts
        after it."""
        vl = i32[ke].astype(np.int64)
        ve = ke + 4 + vl
        good = (vl >= 0) & (ve <= lim)
        good[:-1] &= ve[:-1] == c[1:]
        r = len(c) if good.all() else int(np.argmin(good))
        # the chain's last entry ends where it ends, whether or not a candidate is there
        if r < len(c) and vl[r] >= 0 and ve[r] <= lim:
            r += 1
        return c[:r], ke[:r], ve[:r], int(ve[r - 1]) if r else None

    def regular_offsets(u8, i32, pos: int, lim: int, kg: int, nbytes: int):
        """(entry starts, key ends, value ends, end) of the regular entries from ``pos``
        that start in the next ``nbytes`` bytes. Entry starts are found without walking:
        every offset whose bytes read as this key group's key length and key group is a
        candidate, an entry's end is the next one's start (``chain``)."""
        top = min(lim - hsz, pos + nbytes)
        if top < pos:
            return None
        c = (u8[pos + 3 : top + 4] == klen_bytes[3]).nonzero()[0] + pos
        ok = (u8[c] == klen_bytes[0]) & (u8[c + 1] == klen_bytes[1]) & (u8[c + 2] == klen_bytes[2])
        if prefix == 1:
            ok &= u8[c + 4] == kg
        else:
            ok &= (u8[c + 4] == kg >> 8) & (u8[c + 5] == kg & 0xFF)
        c = c[ok]
        if not len(c) or c[0] != pos:
            return None
        return chain(c, c + hsz - 4, lim, i32)

    def regular_var_offsets(u8, i32, pos: int, lim: int, kg: int, nbytes: int):
        """``regular_offsets`` for keys of varying length (``kmin`` to ``kmax`` bytes)."""
        top = min(lim - 8 - prefix, pos + nbytes)
        if top < pos:
            return None
        if prefix == 1:
            c = (u8[pos + 4 : top + 5] == kg).nonzero()[0] + pos
        else:
            c = ((u8[pos + 4 : top + 5] == kg >> 8) & (u8[pos + 5 : top + 6] == kg & 0xFF)).nonzero()[0] + pos
        if not len(c) or c[0] != pos:
            return None
        kl = i32[c]
        ke = c + 4 + kl
        ok = (kl >= kmin) & (kl <= kmax) & (ke + 4 <= lim)
        c, ke = c[ok], ke[ok]
        if not len(c) or c[0] != pos:
            return None
        return chain(c, ke, lim, i32)

    def next_is_regular(b, end: int, lim: int, kg: int) -> bool:
        """Whether the entry at ``end`` is a regular one (the run goes on there)."""
        if end + 8 + prefix > lim:
            return False
        klen = int.from_bytes(b[end : end + 4], "big", signed=True)
        g = b[end + 4] if prefix == 1 else (b[end + 4] << 8 | b[end + 5])
        if g != kg:
            return False
        return klen == ktot if const_key else kmin <= klen <= kmax

    # the last namespace decoded (bytes, value): one value for whole runs
    ns_memo = [None, None]

    def decode_run(u8, es, ke, ve, recs):
        """(keys, namespaces, user keys, values, key bytes) of the framed entries starting
        at ``es`` (keys ending at ``ke``, values at ``ve``; ``recs``: their records when
        they have a constant width), or None if any is irregular."""
        r = len(es)
        if value_check is not None and (value_check(u8, es + hsz, es + hsz + vw) if recs is not None else value_check(u8, ke + 4, ve)):
            values = _CHECKED
        elif recs is not None:
            values = recs["value"].tolist() if "value" in record.names else decode_values(u8, es + hsz, es + hsz + vw)
        else:
            values = decode_values(u8, ke + 4, ve)
        if values is None:
            return None
        key_bytes = r * kw
        uk_pos = es + uk_at
        user_keys = repeat(None)
        if key_spec is None:
            keys = recs["key"].tolist() if recs is not None and isinstance(key_fixed, np.dtype) else _decode_fixed(u8, es + key_at, key_fixed)
            ns_pos = es + ns_at
        elif string_key_map:  # the user key follows the String key and the namespace
            try:
                got = _strings(u8, es + key_at)
            except IndexError:
                return None
            if got is None:
                return None
            keys, ns_pos = got
            uk_pos = ns_pos + nsw
            if (uk_pos + ukw > ke).any() or (uk_pos == ke).any():
                return None
            key_bytes = int((ns_pos - es).sum()) - r * key_at
        else:  # the key is what the namespace leaves
            ns_pos = ke - nsw
            keys = _values(u8, es + key_at, ns_pos, key_spec, key_maker)
            if keys is None:
                return None
        if uk_fixed is not None:
            if recs is None and ((ke - uk_pos) != ukw).any():
                return None
            user_keys = _decode_fixed(u8, uk_pos, uk_fixed)
        elif uk_spec is not None:
            user_keys = _values(u8, uk_pos, ke, uk_spec, uk_maker)
            if user_keys is None:
                return None
        if ns_fixed is not None:
            namespaces = _decode_fixed(u8, ns_pos, ns_fixed)
        else:
            nsm = u8[ns_pos[:, None] + span]
            if not (nsm == nsm[0]).all():
                return None
            first = nsm[0].tobytes()
            if first != ns_memo[0]:
                try:
                    ns_memo[1] = ns_decode(first)
                except errors:
                    return None
                ns_memo[0] = first
            namespaces = repeat(ns_memo[1], r)
        return keys, namespaces, user_keys, values, key_bytes

    if kind in ("LIST", "MAP"):
        value_check = None
    longest = CHUNK if value_check is None else CHECKED_CHUNK

    @without_collector
    def batch(b, pos: int, lim: int, kg: int):
        out = DecodedBatch()
        out.key_group, out.state = kg, name
        u8 = np.frombuffer(b, dtype=np.uint8, count=lim)
        # an int at every byte offset (IndexError past the end)
        i32 = np.ndarray(shape=(max(lim - 3, 0),), dtype=">i4", buffer=u8, strides=(1,))
        chunk = 256
        cap = None
        while True:
            recs = ke = ve = None
            if record is not None:
                got = regular_records(b, pos, lim, kg, chunk)
                if got is None:
                    break
                recs, m, end = got
                r = len(recs)
                es = pos + record.itemsize * np.arange(r, dtype=np.int64)
            else:
                if const_key:
                    got = regular_offsets(u8, i32, pos, lim, kg, chunk * 64)
                else:
                    got = regular_var_offsets(u8, i32, pos, lim, kg, chunk * 64)
                if got is None:
                    break
                es, ke, ve, end = got
                r = len(es)
                # go on while the entry at the end is a regular one too
                m = r if r and next_is_regular(b, end, lim, kg) else r + 1
            if cap is not None and r > cap:  # a smaller pass after a failed one
                r = m = cap
                es = es[:r]
                if recs is not None:
                    recs = recs[:r]
                    end = pos + r * record.itemsize
                else:
                    ke, ve = ke[:r], ve[:r]
                    end = int(ve[-1])
            if r == 0 or (r < MIN_RUN and not out and not out.checked):
                break
            decoded = decode_run(u8, es, ke, ve, recs)
            del recs
            if decoded is None:
                # an irregular value, key or namespace among them: decode the entries before
                # it in smaller passes (the reference path reads it after the batch)
                if r == 1:
                    break
                cap = max(1, r // 4)
                continue
            cap = None
            keys, namespaces, user_keys, values, key_bytes = decoded
            # the bytes of the framed keys and values (no lengths, key group, namespace
            # or user key)
            if uk_spec is not None:
                out.nbytes += (int((ve - ke - 4).sum()) if ve is not None else r * vw) + key_bytes
            else:
                out.nbytes += (end - pos) - r * (8 + prefix + nsw)
            if values is _CHECKED:
                out.checked += r
            else:
                out.extend(map(new_entry, repeat(entry_type, r), zip(repeat(kg, r), repeat(name, r), keys, namespaces, user_keys, values)))
            pos = end
            if r < m or len(out) >= CHUNK or len(out) + out.checked >= longest:  # irregular entry next, or a batch's worth
                break
            chunk = min(chunk * 4, CHUNK if out else longest)
        del u8, i32
        return (pos, out) if out or out.checked else None

    return batch


def make_timer_batcher(meta, state, plan, prefix: int, entry_type) -> Optional[Callable]:
    """A batch decoder (as ``make_batcher``'s) for the timers of a priority-queue state
    (``TimerSerializer``: timestamp with its sign bit flipped, key, namespace) whose key
    and namespace have a fixed width, or None. Every timer of a key group but its last is
    ``int key length | key group | timer | int 0`` (the value is empty): records of one
    numpy dtype. Values: the reference codec's ``Timer`` tuples."""
    from flink_compat.schema_registry.families.timers import Timer, TimerSnapshot  # noqa: PLC0415

    from .decode import _namespace_decoder  # noqa: PLC0415 - decode imports keyed

    snap = state.value_serializer
    if not isinstance(snap, TimerSnapshot) or snap.key is None or snap.namespace is None:
        return None
    key_fixed = _fixed(snap.key)
    ns_fixed = _fixed(snap.namespace)
    nsw = _codecs.lengths(snap.namespace)[1] if ns_fixed is None else _width(ns_fixed)
    if key_fixed is None or nsw is None:
        return None
    try:
        ns_decode = _namespace_decoder(snap.namespace)
    except _codecs.CodecUnavailable:
        return None
    kw = _width(key_fixed)
    tw = 8 + kw + nsw
    ktot = prefix + tw
    ts_at = 4 + prefix
    key_at = ts_at + 8
    ns_at = key_at + kw
    record = np.dtype(
        {
            "names": ["klen", "g", "ts", "vlen"],
            "formats": [">i4", "u1" if prefix == 1 else ">u2", ">i8", ">i4"],
            "offsets": [0, 4, ts_at, ns_at + nsw],
            "itemsize": ns_at + nsw + 4,
        }
    )
    size = record.itemsize
    span = np.arange(nsw)
    name = plan.name
    errors = _codecs.low_level_errors() + (_codecs.FormatError,)
    new = tuple.__new__
    flip = np.int64(-(1 << 63))  # the timestamp's sign bit, flipped back

    @without_collector
    def batch(b, pos: int, lim: int, kg: int):
        out = DecodedBatch()
        u8 = np.frombuffer(b, dtype=np.uint8, count=lim)
        ns_bytes = ns_value = None
        chunk = 256
        while True:
            m = min(chunk, (lim - pos) // size)
            if m <= 0:
                break
            recs = np.frombuffer(b, dtype=record, count=m, offset=pos)
            ok = (recs["klen"] == ktot) & (recs["vlen"] == 0) & (recs["g"] == kg)
            r = m if ok.all() else int(np.argmin(ok))
            if r == 0 or (r < MIN_RUN and not out):
                break
            es = pos + size * np.arange(r, dtype=np.int64)
            stamps = (recs["ts"][:r] ^ flip).tolist()
            del recs
            keys = _decode_fixed(u8, es + key_at, key_fixed)
            if ns_fixed is not None:
                namespaces = _decode_fixed(u8, es + ns_at, ns_fixed)
            else:
                nsm = u8[(es + ns_at)[:, None] + span]
                if not (nsm == nsm[0]).all():
                    break
                first = nsm[0].tobytes()
                if first != ns_bytes:
                    try:
                        ns_value = ns_decode(first)
                    except errors:
                        break
                    ns_bytes = first
                namespaces = repeat(ns_value, r)
            timers = map(new, repeat(Timer, r), zip(stamps, keys, namespaces))
            out.nbytes += r * tw
            out.extend(map(new, repeat(entry_type, r), zip(repeat(kg, r), repeat(name, r), repeat(None, r), repeat(None, r), repeat(None, r), timers)))
            pos += r * size
            if r < m or len(out) >= CHUNK:
                break
            chunk = min(chunk * 4, CHUNK)
        del u8
        return (pos, out) if out else None

    return batch
