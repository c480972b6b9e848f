"""Vectorised decoding of runs of regular canonical-layout entries, with numpy.

The reference decoder (``keyed.scan_canonical`` framing each entry, ``decode.StateDecoder``
decoding it) spends its time in per-entry Python calls. Every entry of a key group but
its last is ``int key length | key group | key | namespace [| user key] | int value length
| value``; a run of them can be decoded column-wise: the entries' starts found with numpy
(``regular_offsets``: no walk), the key, namespace and value bytes gathered by offset, each
column converted to Python values in one call.

This path only ever *accepts* a run it has verified completely: the lengths, the key
group, a single namespace, and every value's structure (POJO flags, null markers, string
lengths, list delimiters, the value ending exactly at its length). Strings the column-wise
pass does not read (non-ASCII, NUL, lengths of three bytes or more, nulls) are read one
by one by the reference codec inside the pass. Anything else (the last entry of a state, a
POJO subclass, a key longer than ``VAR_KEY_MAX``, a few long lists (``LONG_LIST``), a
truncated or corrupt entry) is left to the reference path, which then frames and decodes
those entries one by one, so errors are raised by the reference code, with its class and
message. A
pass that meets such an entry decodes the entries before it in smaller passes; the framing
tries a run again a little after it (``keyed.RETRY_BYTES``). Values are the reference
codecs' values: ``int``, ``float``, ``str``, ``tuple``, ``list``, :class:`PojoValue`,
``Row``, ``Timer``.

Shapes decoded column-wise (``make_batcher``, ``make_timer_batcher``):

* values: Byte, Short, Int, Long, Float, Double and tuples of them (``TupleSerializer``:
  a plain ``tuple``); String; POJOs (no subclass, or null) and tuples whose fields are any
  of these (null fields too); ``NullableSerializer`` of these; RowData (the table
  runtime's ``BinaryRowData``: numbers, booleans and strings column-wise, other field types
  value by value by the reference's field readers); ListState: lists of elements of these;
  MapState: map values of these, or null;
* keys: fixed-width ones (numbers, tuples of numbers); keys of the value shapes above
  (String, POJO, RowData...) with a fixed-width namespace; MapState user keys: fixed-width
  or of the value shapes (after a fixed-width or a String key);
* namespaces: fixed-width ones as a column; others (VoidNamespace, GlobalWindow) when one
  value spans the run;
* timers (priority queues) of a fixed-width namespace (or one value for the run) and a
  fixed-width key (records of one dtype) or a key of ``_column_spec`` (a String...).

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
from flink_compat.schema_registry.families.nullable import NullableSnapshot
from flink_compat.schema_registry.families.pojo import IS_NULL, NO_SUBCLASS, PojoSnapshot, PojoValue, _field_keys, _new_pojo
from flink_compat.schema_registry.families.tuple import TupleSnapshot

from . import _codecs
from .keyed import LIST_DELIMITER

#: Runs shorter than this go the reference way (numpy's per-call overhead would dominate).
MIN_RUN = 16
#: Entries verified and decoded per numpy pass (variable-width values: per 64 × CHUNK
#: bytes); a DecodedBatch ends after the pass that reaches CHUNK entries. Bounds the memory
#: held and the work wasted when a run turns out irregular.
CHUNK = 1 << 11
#: The most bytes a key's variable-sized part (a String, a POJO...) has in a run decoded
#: here. Longer keys go the reference way: a larger bound lets more byte offsets inside
#: values pass for entry starts, which ends runs early.
VAR_KEY_MAX = 1 << 12
#: ListState values of elements read column-wise (``_delimited_values``) take a numpy
#: pass per element index: once LONG_LIST passes are done and fewer than LONG_LIST_ROWS
#: values go on, the run is left to smaller passes and the reference path (a few long
#: lists cost more by passes than element by element).
LONG_LIST = 32
LONG_LIST_ROWS = 16
#: CHUNK for the passes a ``value_check`` takes (``make_batcher``): no Python object per
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
    """Column specs (``_column_spec``) of a POJO's or tuple's fields, or None."""
    specs = [_column_spec(f) for f in snapshots]
    return None if any(s is None for s in specs) else specs


def _column_spec(snapshot):
    """How to decode a value column: a fixed one (``_fixed``), ``"string"``, ``("pojo",
    class, keys, field specs, make)`` (fields of any spec here, each behind its null flag),
    ``("tuple", None, None, field specs)`` (``TupleSerializer``: the fields one after the
    other), ``("nullable", padding, inner spec)`` (``NullableSerializer``), ``("rowdata",
    ...)`` (``_rowdata_spec``), or None (not column-decodable)."""
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
        if specs is None:
            return None
        keys = _field_keys(snapshot.fields)
        return ("pojo", snapshot.pojo_class, keys, specs, _pojo_maker(snapshot.pojo_class, keys))
    if isinstance(snapshot, TupleSnapshot) and snapshot.fields:
        specs = _field_specs(snapshot.fields)
        return ("tuple", None, None, specs) if specs else None
    if isinstance(snapshot, NullableSnapshot):
        inner = _column_spec(snapshot.inner)
        return ("nullable", snapshot.padding, inner) if inner is not None else None
    return _rowdata_spec(snapshot)


def _is_fixed(spec) -> bool:
    return isinstance(spec, np.dtype) or (isinstance(spec, tuple) and all(isinstance(d, np.dtype) for d in spec))


def _gather(u8: np.ndarray, starts: np.ndarray, dtype: np.dtype) -> list:
    """The values of ``dtype`` at byte offsets ``starts`` of ``u8``, as Python values.
    Raises IndexError when one does not fit in ``u8``."""
    w = dtype.itemsize
    if w == 1:
        return u8[starts].view(dtype).tolist()
    # a view with one item of ``dtype`` at every byte offset: one fancy index gathers them
    at = np.ndarray(shape=(len(u8) - w + 1,), dtype=dtype, buffer=u8, strides=(1,))
    return at[starts].tolist()


@functools.cache
def _decode_errors() -> tuple:
    """What the reference codecs raise on bytes they cannot read (looked up once)."""
    return _codecs.low_level_errors() + (_codecs.FormatError,)


def _concat(u8: np.ndarray, starts: np.ndarray, lens: np.ndarray, total: int) -> np.ndarray:
    """The bytes ``u8[starts[i]:starts[i] + lens[i]]`` (every ``lens[i]`` ≥ 1, ``total``
    of them) one after the other, a new array. Segments in order that do not overlap
    (strings of a run) and fill a good part of the bytes they span are picked with a byte
    mask; others with an index per byte (eight times the bytes to make and read).
    IndexError when one runs past ``u8``."""
    lo = int(starts[0])
    hi = int(starts[-1] + lens[-1])
    ends = starts + lens
    if 0 <= lo and hi <= len(u8) and hi - lo <= 4 * total and (starts[1:] >= ends[:-1]).all():
        edge = np.zeros(hi - lo + 1, dtype=np.int8)
        edge[starts - lo] = 1
        edge[ends - lo] -= 1  # 0 where a segment starts as the one before it ends
        inside = np.cumsum(edge[:-1], dtype=np.int8).view(bool)
        return u8[lo:hi][inside]
    idx = np.repeat(starts - (np.cumsum(lens) - lens), lens)
    idx += np.arange(total)
    return u8[idx]


def _merged(present: np.ndarray, values, fill=None) -> list:
    """A column with ``values`` (in order) where ``present`` is set, ``fill`` elsewhere."""
    out = np.full(len(present), fill, dtype=object)
    # fromiter: tuples and lists stay single objects (an array of them would be 2-D)
    out[present] = np.fromiter(values, dtype=object, count=int(np.count_nonzero(present)))
    return out.tolist()


#: the longest string length varint decoded column-wise (two bytes: up to 16382 chars)
_STRING_HEADER_MAX = 2


def _strings(u8: np.ndarray, p: np.ndarray):
    """``StringValue.writeString`` strings at increasing offsets ``p`` (one per entry):
    (values, offsets after them), or None if one is malformed. Column-wise: strings with a length of one or two bytes
    (up to 16382 characters), ASCII ones (one byte per character) in one pass, the others
    (UTF-16 characters as varints of 2 or 3 bytes) in a second (``_wide_strings``). The
    rest (null, longer, with a NUL character, odd varints) are read one by one by the
    reference codec (``simple.dec_string``), so every value is the reference's. The caller
    checks that they end where they must; IndexError when one runs past ``u8``."""
    first = u8[p].astype(np.int64)
    second = u8[np.minimum(p + 1, len(u8) - 1)].astype(np.int64)
    one = (first >= 1) & (first < 0x80)
    two = (first >= 0x80) & (second < 0x80)
    length = np.where(one, first, (first & 0x7F) | (second << 7))  # the characters + 1
    column = (one | two) & (length >= 1)
    chars = np.where(column, length - 1, 0)
    cs = p + np.where(one, 1, 2)  # where the characters start
    # the segments read: the byte before the characters (a NUL separator below) and the
    # characters, one byte each if ASCII; the others a separator only
    lens = chars + 1
    seg = np.where(column, cs - 1, p)
    e = seg + lens
    if not (seg[1:] >= e[:-1]).all():  # corrupt lengths: the strings of a pass never overlap
        return None
    at = np.cumsum(lens)
    total = int(at[-1])
    at -= lens
    text = _concat(u8, seg, lens, total)
    # non-ASCII characters: their strings are read by _wide_strings; NUL: one by one
    high = text >= 0x80
    odd = high | (text == 0)
    odd[at] = False
    wide = None
    if odd.any():
        high[at] = False
        wide = column & np.logical_or.reduceat(high, at)
        column &= ~np.logical_or.reduceat(odd, at) | wide
        text[odd] = 0x3F
    text[at] = 0
    values = text.tobytes().decode("ascii").split("\x00")
    del values[0]
    if wide is not None and wide.any():
        rows = wide.nonzero()[0]
        texts, ends, ok = _wide_strings(u8, cs[rows], chars[rows])
        for i, s in zip(rows[ok].tolist(), texts):
            values[i] = s
        e[rows[ok]] = ends
        column[rows[~ok]] = False
    if not column.all():
        rows = (~column).nonzero()[0].tolist()
        errors = _decode_errors()
        with memoryview(u8) as buf:
            try:
                for i in rows:
                    values[i], e[i] = simple.dec_string(buf, int(p[i]))
            except errors:
                return None
    return values, e


def _wide_strings(u8: np.ndarray, cs: np.ndarray, chars: np.ndarray):
    """Strings of ``chars`` (≥ 1) UTF-16 code units starting at ``cs``, each unit a varint
    of 1 to 3 bytes (``StringValue.writeString``: 7 bits a byte, low first, the high bit
    set on all but the last): (values, offsets after them, ok) for the strings where
    ``ok`` is set; the others (a longer varint, a NUL unit, a string past ``u8``) the
    caller reads one by one. Units decode as the reference's (``_units_to_str``: UTF-16,
    surrogate pairs joined, lone surrogates kept)."""
    k = len(cs)
    span = 3 * chars  # the most bytes a string's units take
    at = np.cumsum(span) - span
    total = int(at[-1] + span[-1])
    if total > 3 * len(u8):
        return [], cs[:0], np.zeros(k, dtype=bool)
    idx = np.repeat(cs - at, span)
    idx += np.arange(total)
    np.minimum(idx, len(u8) - 1, out=idx)  # past the end: never used by a string that fits
    seg = u8[idx]
    last = seg < 0x80  # a unit's last byte
    count = np.cumsum(last)
    # each string's last byte: its ``chars``-th unit end from its start, within its span
    end = np.searchsorted(count, count[at] - last[at] + chars)
    bad = end >= at + span
    end = np.minimum(end, at + span - 1)
    bad |= cs + (end - at) >= len(u8)
    if bad.any():
        return _wide_subset(u8, cs, chars, ~bad)
    used = end - at + 1
    where = np.cumsum(used) - used
    pick = np.repeat(at - where, used)
    pick += np.arange(int(where[-1] + used[-1]))
    b = seg[pick].astype(np.int64)
    starts = np.empty(len(b), dtype=bool)  # a unit's first byte: after another's last
    starts[0] = True
    starts[1:] = b[:-1] < 0x80
    first = starts.nonzero()[0]
    size = np.diff(np.append(first, len(b)))  # each unit's bytes
    shift = np.arange(len(b)) - np.repeat(first, size)
    units = np.add.reduceat((b & 0x7F) << (7 * np.minimum(shift, 4)), first) & 0xFFFF  # Java's (char) cast
    odd = (size > 3) | (units == 0)  # a NUL unit: no separator below
    if odd.any():
        bad = np.zeros(k, dtype=bool)
        bad[np.repeat(np.arange(k), chars)[odd]] = True
        return _wide_subset(u8, cs, chars, ~bad)
    # the strings' units, each followed by a 0 separator, decoded and split at once
    rows = np.zeros(len(units) + k, dtype="<u2")
    rows[np.arange(len(units)) + np.repeat(np.arange(k), chars)] = units
    values = rows.tobytes().decode("utf-16-le", "surrogatepass").split("\x00")
    del values[-1]
    return values, cs + used, np.ones(k, dtype=bool)


def _wide_subset(u8: np.ndarray, cs: np.ndarray, chars: np.ndarray, ok: np.ndarray):
    """``_wide_strings`` of the strings where ``ok`` is set (each string is read alone,
    so the others do not change how they read)."""
    if not ok.any():
        return [], cs[:0], ok
    values, ends, sub = _wide_strings(u8, cs[ok], chars[ok])
    ok[ok] = sub
    return values, ends, ok


def _pojo_maker(pojo_class: str, keys: list[str]) -> Callable:
    """``make(*field values) -> PojoValue``, filling the fields in the snapshot's order as
    the reference codec does (generated, so a POJO costs one call)."""
    args = ", ".join(f"f{i}" for i in range(len(keys)))
    body = "".join(f"    o[{k!r}] = f{i}\n" for i, k in enumerate(keys))
    src = f"def make({args}):\n    o = new(PV)\n    o.pojo_class = cls\n{body}    return o\n"
    ns = {"new": _new_pojo, "PV": PojoValue, "cls": pojo_class}
    exec(src, ns)  # noqa: S102 - generated from field names (repr-quoted), no input bytes
    return ns["make"]


def _read(u8: np.ndarray, p: np.ndarray, spec):
    """Values of ``spec`` (``_column_spec``) at offsets ``p``: (values, offsets after
    them), or None if one is irregular. IndexError when one runs past ``u8``."""
    if not len(p):
        return [], p
    if isinstance(spec, np.dtype):
        return _gather(u8, p, spec), p + spec.itemsize
    if _is_fixed(spec):
        return _decode_fixed(u8, p, spec), p + _width(spec)
    if spec is _STRING:
        return _strings(u8, p)
    tag = spec[0]
    if tag == "pojo":
        return _pojos(u8, p, spec)
    if tag == "nullable":
        return _nullables(u8, p, spec[1], spec[2])
    if tag == "rowdata":
        return _rows(u8, p, spec)
    return _tuples(u8, p, spec[3])


def _values(u8: np.ndarray, vs: np.ndarray, ve: np.ndarray, spec) -> Optional[list]:
    """Decoded values ``u8[vs[i]:ve[i]]`` of ``spec``, or None if any is irregular."""
    if _is_fixed(spec):
        if ((ve - vs) != _width(spec)).any():
            return None
        return _decode_fixed(u8, vs, spec)
    try:
        got = _read(u8, vs, spec)
    except IndexError:  # a length read from an irregular entry points past the buffer
        return None
    if got is None or (got[1] != ve).any():
        return None
    return got[0]


def _tuples(u8: np.ndarray, p: np.ndarray, fields):
    """Tuples, the fields one after the other. Every field starts where the previous one
    ends, so the positions only grow: the caller's check that the last one ends exactly at
    the value's end rejects garbage read from elsewhere on the way."""
    cols = []
    for f in fields:
        got = _read(u8, p, f)
        if got is None:
            return None
        cols.append(got[0])
        p = got[1]
    return list(zip(*cols)), p


def _nullables(u8: np.ndarray, p: np.ndarray, padding: int, inner):
    """A null flag (``NullableSerializer``, a POJO field's): a set one is a null followed
    by ``padding`` bytes, a clear one the value of ``inner``."""
    present = u8[p] == 0
    if present.all():
        return _read(u8, p + 1, inner)
    got = _read(u8, p[present] + 1, inner)
    if got is None:
        return None
    after = p + (1 + padding)
    after[present] = got[1]
    return _merged(present, got[0]), after


def _pojos(u8: np.ndarray, p: np.ndarray, spec):
    """POJOs without a subclass (``PojoSerializer``: flags, then per field a null flag and
    the field), or null ones (flags ``IS_NULL``); a subclass: None (the reference path)."""
    _tag, _cls, _keys, fields, make = spec
    flags = u8[p]
    whole = flags == NO_SUBCLASS
    if not whole.all():
        if not (whole | (flags == IS_NULL)).all():
            return None
        got = _pojos(u8, p[whole], spec)
        if got is None:
            return None
        after = p + 1
        after[whole] = got[1]
        return _merged(whole, got[0]), after
    p = p + 1
    cols = []
    for f in fields:
        got = _nullables(u8, p, 0, f)
        if got is None:
            return None
        cols.append(got[0])
        p = got[1]
    return list(map(make, *cols)), p


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


def _map_values(u8: np.ndarray, vs: np.ndarray, ve: np.ndarray, spec) -> Optional[list]:
    """MapState values in the canonical layout (``RocksDBMapState``): an is-null flag,
    then the value of ``spec`` unless it is set. A null value is None whatever follows
    its flag, as the reference reads it. None if any is irregular (no flag: the reference
    path raises its error)."""
    if (ve <= vs).any():
        return None
    present = u8[vs] == 0
    if present.all():
        return _values(u8, vs + 1, ve, spec)
    got = _values(u8, vs[present] + 1, ve[present], spec)
    return None if got is None else _merged(present, got)


def _delimited_values(u8: np.ndarray, vs: np.ndarray, ve: np.ndarray, element) -> Optional[list]:
    """ListState values (as ``_list_values``) of elements of any ``_column_spec``: the
    n-th elements of all values read in one pass, as the reference reads them (``while
    pos < n``: decode, then a ',' unless at the end; so an empty value is ``[]`` and a
    value ending in ',' has no element after it). None if any is irregular."""
    rows = np.arange(len(vs))
    p, end = vs, ve
    live = p < end
    columns = []  # the n-th elements of the values that have one
    owners = []
    try:
        while True:
            rows, p, end = rows[live], p[live], end[live]
            if not len(rows):
                break
            if len(owners) >= LONG_LIST and len(rows) < LONG_LIST_ROWS:
                return None  # a pass per element of a few long lists: the reference way
            got = _read(u8, p, element)
            if got is None:
                return None
            columns.append(got[0])
            owners.append(rows)
            p = got[1]
            if (p > end).any():
                return None
            live = p < end
            if (u8[p[live]] != LIST_DELIMITER).any():
                return None
            p = p + live
            live &= p < end
    except IndexError:
        return None
    if not owners:
        return [[] for _ in range(len(vs))]
    if all(len(rows) == len(vs) for rows in owners):  # as many elements in every value
        return list(map(list, zip(*columns)))
    flat = [v for column in columns for v in column]
    owner = np.concatenate(owners)
    order = np.argsort(owner, kind="stable")
    flat = list(map(flat.__getitem__, order.tolist()))
    ends = np.cumsum(np.bincount(owner, minlength=len(vs)))
    starts = np.concatenate(([0], ends[:-1]))
    return list(map(flat.__getitem__, map(slice, starts.tolist(), ends.tolist())))


# -- RowData (the table runtime's rows) -----------------------------------------------------

#: ``BinaryRowData`` slots read as numbers (little-endian: Flink's ``MemorySegment`` layout).
_ROW_NUMERIC = {
    "TINYINT": np.dtype("i1"),
    "SMALLINT": np.dtype("<i2"),
    "INTEGER": np.dtype("<i4"),
    "INTERVAL_YEAR_MONTH": np.dtype("<i4"),
    "BIGINT": np.dtype("<i8"),
    "INTERVAL_DAY_TIME": np.dtype("<i8"),
    "FLOAT": np.dtype("<f4"),
    "DOUBLE": np.dtype("<f8"),
}


def _rowdata_spec(snapshot):
    """``("rowdata", null bytes, field specs)`` for a ``RowDataSerializer`` (its values:
    int size, then a ``BinaryRowData``: see ``rowdata.row_reader``), or None. A field spec:
    ``("number", dtype)``, ``("boolean",)``, ``("string",)`` (UTF-8, inline or in the
    variable part), or ``("each", reader)``: other types, read value by value by the
    reference's field reader (``rowdata._reader``, a RAW field's ``_raw_reader``)."""
    from flink_compat.schema_registry.families import rowdata  # noqa: PLC0415

    if not isinstance(snapshot, rowdata.RowDataSnapshot) or len(snapshot.types) > rowdata.MAX_ARITY:
        return None
    fields = []
    for t, f in zip(snapshot.types, snapshot.fields):
        root = t.root
        if root in _ROW_NUMERIC:
            fields.append(("number", _ROW_NUMERIC[root]))
        elif root == "BOOLEAN":
            fields.append(("boolean",))
        elif root in ("CHAR", "VARCHAR"):
            fields.append(("string",))
        elif root == "RAW" and isinstance(f, rowdata.RawValueDataSnapshot):
            try:
                fields.append(("each", rowdata._raw_reader(_codecs.codec_for(f.inner))))
            except _codecs.CodecUnavailable:
                return None
        else:
            fields.append(("each", rowdata._reader(t)))
    return ("rowdata", rowdata.row_null_bits_size(len(fields)), fields)


def _rows(u8: np.ndarray, p: np.ndarray, spec):
    """``RowDataSerializer`` values at ``p`` (``_rowdata_spec``): ``Row`` values, the
    fields of the fixed part column-wise; None if one is irregular (a size, a row kind, a
    region the reference rejects: it then raises its own error)."""
    from flink_compat.schema_registry.families.row import ROW_KINDS, Row  # noqa: PLC0415

    _tag, null_bytes, fields = spec
    size = _gather(u8, p, np.dtype(">i4"))
    size = np.array(size, dtype=np.int64)
    start = p + 4
    end = start + size
    if (size < null_bytes + 8 * len(fields)).any() or (end > len(u8)).any():
        return None
    kinds = u8[start]
    if (kinds > 3).any():
        return None
    cols = []
    for i, f in enumerate(fields):
        bit = i + 8
        present = (u8[start + (bit >> 3)] & (1 << (bit & 7))) == 0
        rows = start if present.all() else start[present]
        slots = rows + (null_bytes + 8 * i)
        if not len(rows):
            got = []
        elif f[0] == "number":
            got = _gather(u8, slots, f[1])
        elif f[0] == "boolean":
            got = (u8[slots] != 0).tolist()
        elif f[0] == "string":
            got = _row_strings(u8, rows, slots, end if present.all() else end[present])
        else:
            got = _each_field(u8, rows, slots, end if present.all() else end[present], f[1])
        if got is None:
            return None
        cols.append(got if present.all() else _merged(present, got))
    kind_names = list(map(ROW_KINDS.__getitem__, kinds.tolist()))
    new = tuple.__new__
    values = zip(*cols) if cols else repeat((), len(p))
    return list(map(new, repeat(Row, len(p)), zip(kind_names, values))), end


def _row_strings(u8: np.ndarray, base: np.ndarray, slots: np.ndarray, limit: np.ndarray) -> Optional[list]:
    """UTF-8 strings of ``BinaryRowData`` slots (``BinarySegmentUtils.readBinary``): up
    to 7 bytes inline (the slot's last byte ``0x80 | length``), else ``offset << 32 |
    size`` from the row's start ``base``, within ``limit``."""
    word = np.array(_gather(u8, slots, np.dtype("<u8")), dtype=np.uint64)
    inline = (word >> np.uint64(63)).astype(bool)
    n = np.where(inline, (word >> np.uint64(56)) & np.uint64(0x7F), word & np.uint64(0xFFFFFFFF)).astype(np.int64)
    at = np.where(inline, slots, base + (word >> np.uint64(32)).astype(np.int64))
    if (inline & (n > 7)).any() or (~inline & (at + n > limit)).any():
        return None
    # the strings, each after a NUL separator, decoded and split at once
    lens = n + 1
    pos = np.cumsum(lens) - lens
    total = int(pos[-1] + lens[-1])
    text = _concat(u8, at - 1, lens, total)
    text[pos] = 0
    if np.count_nonzero(text == 0) != len(slots):  # a NUL character inside a string
        return None
    try:
        values = text.tobytes().decode("utf-8").split("\x00")
    except UnicodeDecodeError:  # the reference fails on it too
        return None
    del values[0]
    return values


def _each_field(u8: np.ndarray, base: np.ndarray, slots: np.ndarray, limit: np.ndarray, read) -> Optional[list]:
    """Fields read one by one by the reference's field reader."""
    errors = _decode_errors()
    with memoryview(u8) as buf:
        try:
            return list(map(read, repeat(buf), base.tolist(), slots.tolist(), limit.tolist()))
        except errors:
            return None


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


def _chain(c: np.ndarray, ke: np.ndarray, lim: int, i32: np.ndarray):
    """The run of candidates ``c`` (entry starts, ``c[0]`` the first entry, key ends
    ``ke``) that follow each other: (starts, key ends, value ends, end). A candidate
    inside a value breaks the chain: the run ends there and the next call starts
    after it. Candidates no other candidate ends at (byte patterns inside an entry that
    read like an entry start) are dropped first: every entry of a run but its first is
    where the one before it ends, so this drops none of the run and lets it go on."""
    vl = i32[ke].astype(np.int64)
    ve = ke + 4 + vl
    at = np.searchsorted(c, ve)
    np.minimum(at, len(c) - 1, out=at)
    targeted = np.zeros(len(c), dtype=bool)
    targeted[at[c[at] == ve]] = True
    targeted[0] = True
    if not targeted.all():
        c, ke, vl, ve = c[targeted], ke[targeted], vl[targeted], ve[targeted]
    good = (vl >= 0) & (ve <= lim)
    good[:-1] &= ve[:-1] == c[1:]
    r = len(c) if good.all() else int(np.argmin(good))
    # the chain's last entry ends where it ends, whether or not a candidate is there
    if r < len(c) and vl[r] >= 0 and ve[r] <= lim:
        r += 1
    return c[:r], ke[:r], ve[:r], int(ve[r - 1]) if r else None


def _var_offsets(u8: np.ndarray, i32: np.ndarray, pos: int, lim: int, kg: int, nbytes: int, prefix: int, kmin: int, kmax: int):
    """(entry starts, key ends, value ends, end) of the regular entries of key group
    ``kg`` from ``pos`` that start in the next ``nbytes`` bytes, their keys (after the
    length) ``kmin`` to ``kmax`` bytes long (``prefix``: the key group's bytes). Every
    offset whose bytes read as this key group and a key length in range is a candidate
    entry start; an entry's end is the next one's start (``_chain``)."""
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
    return _chain(c, ke, lim, i32)


def _same_namespaces(u8: np.ndarray, ns_pos: np.ndarray, span: np.ndarray, memo: list, ns_decode, errors):
    """The namespaces (``len(span)`` bytes at each of ``ns_pos``) of a run whose entries all
    have the same one (a window's, a timer's): that value, decoded once (``memo``: the last
    [bytes, value]) and repeated; None when they differ or do not decode."""
    nsm = u8[ns_pos[:, None] + span]
    if not (nsm == nsm[0]).all():
        return None
    first = nsm[0].tobytes()
    if first != memo[0]:
        try:
            memo[1] = ns_decode(first)
        except errors:
            return None
        memo[0] = first
    return repeat(memo[1], len(ns_pos))


def make_batcher(meta, state, plan, prefix: int, entry_type, value_check: Optional[Callable] = None) -> Optional[Callable]:
    """A batch decoder for the entries of ``state`` (a ``keyed.StatePlan``), or None if
    its keys or values are not column-decodable. ``batch(b, pos, lim, kg) -> (pos,
    DecodedBatch) | None`` decodes the regular entries of key group ``kg`` from
    ``b[pos:lim]`` on.

    Values: Value, Reducing and Aggregating states: ``_column_spec``; ListState: lists of
    ``_column_spec`` elements; MapState: map values of ``_column_spec``, or null.
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
        spec = _column_spec(element) if element is not None else None
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
    if kind == "LIST" and _is_fixed(spec):

        def decode_values(u8, vs, ve):
            return _list_values(u8, vs, ve, spec)

    elif kind == "LIST":

        def decode_values(u8, vs, ve):
            return _delimited_values(u8, vs, ve, spec)

    elif kind == "MAP":

        def decode_values(u8, vs, ve):
            return _map_values(u8, vs, ve, spec)

    else:

        def decode_values(u8, vs, ve):
            return _values(u8, vs, ve, spec)

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
    # variable key lengths: the shortest and longest composite key decoded here
    kmin = ktot + 1 + (string_key_map and uk_fixed is None)
    kmax = ktot + VAR_KEY_MAX * (1 + (string_key_map and uk_fixed is None))
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
        return _chain(c, c + hsz - 4, lim, i32)

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
            keys = _values(u8, es + key_at, ns_pos, key_spec)
            if keys is None:
                return None
        if uk_fixed is not None:
            if recs is None and ((ke - uk_pos) != ukw).any():
                return None
            user_keys = _decode_fixed(u8, uk_pos, uk_fixed)
        elif uk_spec is not None:
            user_keys = _values(u8, uk_pos, ke, uk_spec)
            if user_keys is None:
                return None
        if ns_fixed is not None:
            namespaces = _decode_fixed(u8, ns_pos, ns_fixed)
        else:
            namespaces = _same_namespaces(u8, ns_pos, span, ns_memo, ns_decode, errors)
            if namespaces is None:
                return None
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
                    got = _var_offsets(u8, i32, pos, lim, kg, chunk * 64, prefix, kmin, kmax)
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
    (``TimerSerializer``: timestamp with its sign bit flipped, key, namespace) whose
    namespace has a fixed width, or None. Every timer of a key group but its last is
    ``int key length | key group | timer | int 0`` (the value is empty): with a fixed-width
    key, records of one numpy dtype; else ``_var_key_timer_batcher``. Values: the
    reference codec's ``Timer`` tuples."""
    from flink_compat.schema_registry.families.timers import Timer, TimerSnapshot  # noqa: PLC0415

    from .decode import _namespace_decoder  # noqa: PLC0415 - decode imports keyed

    snap = state.value_serializer
    if not isinstance(snap, TimerSnapshot) or snap.key is None or snap.namespace is None:
        return None
    key_fixed = _fixed(snap.key)
    ns_fixed = _fixed(snap.namespace)
    nsw = _codecs.lengths(snap.namespace)[1] if ns_fixed is None else _width(ns_fixed)
    if nsw is None:
        return None
    try:
        ns_decode = _namespace_decoder(snap.namespace)
    except _codecs.CodecUnavailable:
        return None
    if key_fixed is None:
        return _var_key_timer_batcher(snap, plan, prefix, entry_type, Timer, ns_decode)
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


def _var_key_timer_batcher(snap, plan, prefix: int, entry_type, timer_type, ns_decode) -> Optional[Callable]:
    """``make_timer_batcher``'s batch decoder for timers whose key has no fixed width (a
    String, a POJO...: ``_column_spec``), or None. The entries' starts are found as
    ``_var_offsets`` finds them (a timer's key: key group, timestamp, key, namespace; its
    value: empty), the timestamps, keys and namespaces read column-wise."""
    key_spec = _column_spec(snap.key)
    if key_spec is None:
        return None
    ns_fixed = _fixed(snap.namespace)
    nsw = _codecs.lengths(snap.namespace)[1] if ns_fixed is None else _width(ns_fixed)
    ts_at = 4 + prefix
    key_at = ts_at + 8
    kmin = prefix + 8 + 1 + nsw
    kmax = prefix + 8 + VAR_KEY_MAX + nsw
    span = np.arange(nsw)
    name = plan.name
    errors = _codecs.low_level_errors() + (_codecs.FormatError,)
    new = tuple.__new__
    flip = np.int64(-(1 << 63))  # the timestamp's sign bit, flipped back
    ns_memo = [None, None]  # the last namespace decoded (bytes, value)

    def decode(u8: np.ndarray, es: np.ndarray, ke: np.ndarray):
        """(timestamps, keys, namespaces) of the timers at ``es`` (keys ending at ``ke``),
        or None if one is irregular."""
        at = np.ndarray(shape=(len(u8) - 7,), dtype=">i8", buffer=u8, strides=(1,))
        try:
            stamps = (at[es + ts_at] ^ flip).tolist()
            got = _read(u8, es + key_at, key_spec)
        except IndexError:
            return None
        if got is None or ((got[1] + nsw) != ke).any():
            return None
        keys, ns_pos = got
        if ns_fixed is not None:
            return stamps, keys, _decode_fixed(u8, ns_pos, ns_fixed)
        namespaces = _same_namespaces(u8, ns_pos, span, ns_memo, ns_decode, errors)
        return None if namespaces is None else (stamps, keys, namespaces)

    def next_is_timer(b, end: int, lim: int, kg: int) -> bool:
        if end + 8 + prefix > lim:
            return False
        g = b[end + 4] if prefix == 1 else (b[end + 4] << 8 | b[end + 5])
        return g == kg and kmin <= int.from_bytes(b[end : end + 4], "big", signed=True) <= kmax

    @without_collector
    def batch(b, pos: int, lim: int, kg: int):
        out = DecodedBatch()
        u8 = np.frombuffer(b, dtype=np.uint8, count=lim)
        i32 = np.ndarray(shape=(max(lim - 3, 0),), dtype=">i4", buffer=u8, strides=(1,))
        chunk = 256
        cap = None
        while True:
            got = _var_offsets(u8, i32, pos, lim, kg, chunk * 64, prefix, kmin, kmax)
            if got is None:
                break
            es, ke, ve, end = got
            empty = ve == ke + 4  # a timer's value is empty: others are irregular
            r = len(es) if empty.all() else int(np.argmin(empty))
            go_on = 0 < r == len(es) and next_is_timer(b, end, lim, kg)
            if cap is not None and r > cap:  # a smaller pass after a failed one
                r, go_on = cap, True
            if r == 0 or (r < MIN_RUN and not out):
                break
            es, ke = es[:r], ke[:r]
            decoded = decode(u8, es, ke)
            if decoded is None:
                if r == 1:
                    break
                cap = max(1, r // 4)
                continue
            cap = None
            timers = map(new, repeat(timer_type, r), zip(*decoded))
            out.nbytes += int((ke - es).sum()) - r * (4 + prefix)
            out.extend(map(new, repeat(entry_type, r), zip(repeat(kg, r), repeat(name, r), repeat(None, r), repeat(None, r), repeat(None, r), timers)))
            pos = int(ke[-1]) + 4
            if not go_on or len(out) >= CHUNK:
                break
            chunk = min(chunk * 4, CHUNK)
        del u8, i32
        return (pos, out) if out else None

    return batch
