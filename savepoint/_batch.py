"""Vectorised decoding of runs of regular canonical-layout entries, with numpy.

The reference decoder (``keyed.scan_canonical`` framing each entry, ``decode.StateDecoder``
decoding it) spends its time in per-entry Python calls. When a state's key and namespace
have a constant width (``keyed.MODE_FIXED``, not a map), every entry of a key group but its
last is ``int key length | key group | key | namespace | int value length | value``, and
a run of them can be decoded column-wise: the key, namespace and value bytes gathered into
numpy arrays by offset, each column converted to Python values in one call.

This path only ever *accepts* a run it has verified completely: the lengths, the key
group, a single namespace, and every value's structure (POJO flags, null markers, string
lengths, ASCII characters, the value ending exactly at its length). Anything else (the last
entry of a state, a null field, a non-ASCII string, a truncated or corrupt entry) is left
to the reference path, which then frames and decodes those entries one by one, so errors
are raised by the reference code, with its class and message. Values are the reference
codecs' values: ``int``, ``float``, ``str``, :class:`PojoValue`.

Value shapes decoded column-wise: Byte, Short, Int, Long, Float, Double and tuples of them
(``TupleSerializer``: a plain ``tuple``); String; POJOs (no subclass) whose fields are
numbers or strings. Keys and namespaces: the fixed-width ones (numbers, tuples of numbers);
other namespaces (VoidNamespace, GlobalWindow) when one value spans the run.

Every numpy view of the window's buffer lives only inside one call, so the window may
move or grow its buffer between calls.
"""

from __future__ import annotations

import gc
import struct
from itertools import repeat
from typing import Callable, Optional

import numpy as np

from flink_compat.schema_registry.families import simple
from flink_compat.schema_registry.families.pojo import NO_SUBCLASS, PojoSnapshot, PojoValue, _field_keys, _new_pojo
from flink_compat.schema_registry.families.tuple import TupleSnapshot

from . import _codecs

#: Runs shorter than this go the reference way (numpy's per-call overhead would dominate).
MIN_RUN = 16
#: Entries verified and decoded per numpy pass (variable-width values: per 64 × CHUNK
#: bytes); a DecodedBatch ends after the pass that reaches CHUNK entries. Bounds the memory
#: held and the work wasted when a run turns out irregular.
CHUNK = 1 << 15

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


class DecodedBatch(list):
    """Decoded entries (``decode.DecodedEntry``) of one run, yielded whole by the framing.
    ``nbytes``: the bytes of their keys and values (``len(key) + len(value)`` of the
    ``KeyedEntry`` tuples they were framed as)."""

    nbytes = 0


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


def _column_spec(snapshot):
    """How to decode a value column: a fixed one (``_fixed``), ``"string"``, ``("pojo",
    class, keys, field specs)``, or None (not column-decodable)."""
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
        specs = []
        for f in snapshot.fields:
            s = _numeric(f.serializer)
            if s is None and _codecs.codec_for(f.serializer) is simple.STRING:  # noqa: SIM102
                s = _STRING
            if s is None:
                return None
            specs.append(s)
        return ("pojo", snapshot.pojo_class, _field_keys(snapshot.fields), specs)
    return None


def _is_pojo(spec) -> bool:
    return isinstance(spec, tuple) and isinstance(spec[0], str)


def _gather(u8: np.ndarray, starts: np.ndarray, dtype: np.dtype) -> list:
    """The values of ``dtype`` at byte offsets ``starts`` of ``u8``, as Python values."""
    w = dtype.itemsize
    if w == 1:
        return u8[starts].view(dtype).tolist()
    idx = starts[:, None] + np.arange(w)
    return u8[idx].view(dtype).ravel().tolist()


def _strings(u8: np.ndarray, p: np.ndarray, ends: np.ndarray):
    """``StringValue`` strings at offsets ``p`` (each within ``ends``): (values, offsets
    after them), or None unless every one is non-null, shorter than 127 characters and ASCII
    (one length byte, one byte per character: what the reference reads with one slice)."""
    first = u8[p].astype(np.int64)
    if not ((first >= 1) & (first < 0x80)).all():
        return None
    s = p + 1
    e = s + first - 1
    if (e > ends).any():
        return None
    lo = int(s.min())
    text = u8[lo : int(e.max())].tobytes().decode("latin-1")
    values = [text[a:b] for a, b in zip((s - lo).tolist(), (e - lo).tolist())]
    if not all(map(str.isascii, values)):
        return None
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
    if spec is _STRING:
        if (ve <= vs).any():  # no length byte: the reference path
            return None
        got = _strings(u8, vs, ve)
        if got is None or (got[1] != ve).any():
            return None
        return got[0]
    if not _is_pojo(spec):
        if ((ve - vs) != _width(spec)).any():
            return None
        return _decode_fixed(u8, vs, spec)
    _tag, _cls, _keys, fields = spec
    if ((ve - vs) < 1 + 2 * len(fields)).any() or (u8[vs] != NO_SUBCLASS).any():
        return None
    p = vs + 1
    cols = []
    for f in fields:
        if (p >= ve).any() or u8[p].any():  # a null field: the reference path
            return None
        p = p + 1
        if isinstance(f, np.dtype):
            if (p + f.itemsize > ve).any():
                return None
            cols.append(_gather(u8, p, f))
            p = p + f.itemsize
        else:
            if (p >= ve).any():
                return None
            got = _strings(u8, p, ve)
            if got is None:
                return None
            cols.append(got[0])
            p = got[1]
    if (p != ve).any():
        return None
    return list(map(maker, *cols))


def make_batcher(meta, state, plan, prefix: int, entry_type) -> Optional[Callable]:
    """A batch decoder for the entries of ``state`` (a ``keyed.StatePlan`` with a fixed
    width key and namespace, not a map), or None if its values or keys are not
    column-decodable. ``batch(b, pos, lim, kg) -> (pos, DecodedBatch) | None`` decodes the
    regular entries of key group ``kg`` from ``b[pos:lim]`` on."""
    from .decode import _namespace_decoder  # noqa: PLC0415 - decode imports keyed

    if plan.fast is None or state.kind not in ("VALUE", "REDUCING", "AGGREGATING"):
        return None
    key_fixed = _fixed(meta.key_serializer)
    spec = _column_spec(state.value_serializer)
    if key_fixed is None or spec is None or _width(key_fixed) != plan.key_width or state.namespace_serializer is None:
        return None
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
    name = plan.name
    kw, nsw = plan.key_width, plan.ns_width
    ktot = prefix + kw + nsw
    vw = plan.value_width
    errors = _codecs.low_level_errors() + (_codecs.FormatError,)
    new_entry = tuple.__new__
    # One struct per entry finds where variable-width values end (the only sequential part).
    head = struct.Struct(">i" + ("B" if prefix == 1 else "H") + f"{kw + nsw}xi")
    hsz = head.size
    span = np.arange(nsw)
    key_at = 4 + prefix
    ns_at = key_at + kw
    # Constant width values: the entries are records of one numpy dtype (no gathering).
    record = None
    if vw is not None:
        fields = {
            "klen": (">i4", 0),
            "g": ("u1" if prefix == 1 else ">u2", 4),
            "key": (key_fixed if isinstance(key_fixed, np.dtype) else f"V{kw}", key_at),
            "ns": (f"V{nsw}", ns_at),
            "vlen": (">i4", ns_at + nsw),
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

    def regular_offsets(b, u8, pos: int, lim: int, kg: int, nbytes: int):
        """(entry starts, value ends, end) of the regular entries from ``pos`` that start in
        the next ``nbytes`` bytes. Entry starts are found without walking: every offset
        whose bytes read as this key group's key length and key group is a candidate, an
        entry's end is the next one's start, and the run is the chain of candidates from
        ``pos`` that follow each other (a candidate inside a value breaks the chain: the run
        ends there and the next call starts after it)."""
        top = min(lim - hsz, pos + nbytes)
        if top < pos:
            return None
        c = np.flatnonzero(u8[pos + 3 : top + 4] == klen_bytes[3]) + pos
        ok = (u8[c] == klen_bytes[0]) & (u8[c + 1] == klen_bytes[1]) & (u8[c + 2] == klen_bytes[2])
        if prefix == 1:
            ok &= u8[c + 4] == kg
        else:
            ok &= (u8[c + 4] == kg >> 8) & (u8[c + 5] == kg & 0xFF)
        c = c[ok]
        if not len(c) or c[0] != pos:
            return None
        vl = u8[(c + hsz - 4)[:, None] + np.arange(4)].view(">i4").ravel().astype(np.int64)
        ve = c + hsz + vl
        good = (vl >= 0) & (ve <= lim)
        good[:-1] &= ve[:-1] == c[1:]
        r = len(c) if good.all() else int(np.argmin(good))
        # the chain's last entry ends where it ends, whether or not a candidate is there
        if r < len(c) and vl[r] >= 0 and ve[r] <= lim:
            r += 1
        return c[:r], ve[:r], int(ve[r - 1]) if r else pos

    def batch(b, pos: int, lim: int, kg: int):
        # The cyclic GC would run every 700 of the objects made here, each time walking the
        # young ones; they hold no cycles (ints, strs, tuples, dicts of them).
        collecting = gc.isenabled()
        gc.disable()
        try:
            return _batch(b, pos, lim, kg)
        finally:
            if collecting:
                gc.enable()

    def _batch(b, pos: int, lim: int, kg: int):
        out = DecodedBatch()
        u8 = np.frombuffer(b, dtype=np.uint8, count=lim)
        ns_bytes = ns_value = None
        chunk = 256
        while True:
            if record is not None:
                got = regular_records(b, pos, lim, kg, chunk)
                if got is None:
                    break
                recs, m, end = got
                r = len(recs)
                if r == 0 or (r < MIN_RUN and not out):
                    break
                es = pos + record.itemsize * np.arange(r, dtype=np.int64)
                if ns_fixed is None:
                    ns_col = recs["ns"]
                    first = ns_col[0].tobytes()
                    if not (ns_col == ns_col[0]).all():
                        break
                    del ns_col
                if "value" in record.names:
                    values = recs["value"].tolist()
                else:
                    values = _values(u8, es + hsz, es + hsz + vw, spec, maker)
                keys = recs["key"].tolist() if isinstance(key_fixed, np.dtype) else _decode_fixed(u8, es + key_at, key_fixed)
                del recs
            else:
                got = regular_offsets(b, u8, pos, lim, kg, chunk * 64)
                if got is None:
                    break
                es, ve, end = got
                r = len(es)
                if r == 0 or (r < MIN_RUN and not out):
                    break
                # go on while the entry at the end is a regular one too
                m = r + 1 if end + hsz > lim or head.unpack_from(b, end)[:2] != (ktot, kg) else r
                if ns_fixed is None:
                    nsm = u8[(es + ns_at)[:, None] + span]
                    first = nsm[0].tobytes()
                    if not (nsm == nsm[0]).all():
                        break
                values = _values(u8, es + hsz, ve, spec, maker)
                keys = _decode_fixed(u8, es + key_at, key_fixed)
            if values is None:
                break
            if ns_fixed is not None:
                namespaces = _decode_fixed(u8, es + ns_at, ns_fixed)
            elif first != ns_bytes:
                try:
                    ns_value = ns_decode(first)
                except errors:
                    break
                ns_bytes = first
            if ns_fixed is None:
                namespaces = repeat(ns_value, r)
            out.nbytes += (end - pos) - r * (8 + prefix + nsw)
            out.extend(map(new_entry, repeat(entry_type, r), zip(repeat(kg, r), repeat(name, r), keys, namespaces, repeat(None, r), values)))
            pos = end
            if r < m or len(out) >= CHUNK:  # irregular entry next, or a batch's worth
                break
            chunk = min(chunk * 4, CHUNK)
        del u8
        return (pos, out) if out else None

    return batch
