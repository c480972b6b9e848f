"""The replay's check of a whole run of decoded values at once (column-wise, with numpy).

The reference check (``_engine._Part``) takes one value at a time: migrate it to the new
serializer (``schema_registry.migrate``), encode it with the new serializer's codec, decode
those bytes and compare. For the common migrations of values that ``savepoint/_batch.py``
decodes in runs, the same steps run on columns here:

* a POJO whose fields are added (they start null), removed (dropped) or kept unchanged;
* TTL switched on (the value wrapped with a timestamp: the time of the migration);
* TTL-aware wrappers around unchanged serializers;

over values of the shapes a run holds: numbers (Byte … Double), ASCII strings shorter than
127 characters, POJOs of them without subclasses and null fields.

Migrate: the old values' fields become columns (the Python values checked to be of exactly
the type the old serializer decodes), the new layout's columns are taken from them in the
new field order. Encode: each column becomes bytes in the new serializer's binary layout
(big-endian numbers, ``StringValue`` length bytes, the POJO's flags and null markers),
assembled into one buffer of all the run's entries. Decode: that buffer is read back
column-wise with the new layout, every entry ending exactly at its end, and the columns read
are compared with the migrated ones.

A run passes only when every one of these steps holds for every value; anything else (a
value of another shape, a number that does not fit, NaN, a string this path does not write)
makes :meth:`ColumnCheck.run` answer False and the caller replays the run entry by entry
with the reference check, which then gives the counts, the errors and the samples. Whether
the layout written here is the new serializer's is checked against the reference encoder on
the first value of every run (the bytes must be the same), and in ``tests/replay``.

From the bytes (:meth:`ColumnCheck.run_bytes`, the batch decoder's ``value_check``): the
old values' columns are read straight from the bytes the old serializer wrote, with the
old layout (every field not null, every value ending exactly at its end, the checks of the
decode step), so no Python value is made per entry; migrating is then picking the new
layout's columns. The first value is read by the reference decoder for the byte-for-byte
check. False (anything irregular, or a removed field of a shape not read here) sends the
run the decoded way: the batch decoder makes its values, and :meth:`ColumnCheck.run`
or the reference check takes them. :func:`read_check` is the same reading for a replay as
is (nothing migrates: the values must decode).
"""

from __future__ import annotations

from operator import attrgetter, itemgetter
from typing import Callable, Optional

import numpy as np

_UINT8 = np.dtype(np.uint8)


class _Irregular(Exception):
    """A value or column this path does not handle: the run goes the reference way."""


# ------------------------------------------------------------------------ byte segments
#
# An encoded column is a list of segments, each the bytes of one piece of every entry:
# ("fixed", array n×w of uint8) or ("var", 1-D uint8 data, lengths per entry).


def _byte_positions(starts: np.ndarray, lens: np.ndarray, total: int) -> np.ndarray:
    """The offsets of every byte of the spans ``starts[i]`` … ``starts[i] + lens[i]``, one
    span after another (``total``: the sum of ``lens``, not 0): a running sum of ones that
    jumps at each span's first byte."""
    if not lens.all():
        keep = lens > 0
        starts, lens = starts[keep], lens[keep]
    steps = np.ones(total, dtype=np.int64)
    jumps = starts.copy()
    jumps[1:] -= starts[:-1] + lens[:-1] - 1
    steps[np.cumsum(lens) - lens] = jumps
    return np.cumsum(steps, out=steps)


def _at_every_offset(u8: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """A view of ``u8`` (1-D, contiguous) with an item of ``dtype`` at every byte offset:
    one index per item gathers (or scatters) all its bytes."""
    return np.ndarray(shape=(max(len(u8) - dtype.itemsize + 1, 0),), dtype=dtype, buffer=u8, strides=(1,))


def _assemble(segments: list, n: int):
    """The entries' bytes, each the concatenation of its pieces of ``segments`` in order:
    (buffer, entry starts, entry ends)."""
    if len(segments) == 1 and segments[0][0] == "fixed":  # entries of one width: the rows as they are
        data = np.ascontiguousarray(segments[0][1])
        w = data.shape[1]
        starts = np.arange(n, dtype=np.int64) * w
        return data.reshape(-1), starts, starts + w
    lengths = np.zeros(n, dtype=np.int64)
    for kind, data, *rest in segments:
        lengths += data.shape[1] if kind == "fixed" else rest[0]
    ends = np.cumsum(lengths)
    starts = ends - lengths
    out = np.empty(int(ends[-1]) if n else 0, dtype=np.uint8)
    at = starts.copy()
    for kind, data, *rest in segments:
        if kind == "fixed":
            w = data.shape[1]
            if w == 1:
                out[at] = data[:, 0]
            elif w:
                # each entry's piece one item of w bytes (the pieces do not overlap)
                item = np.dtype(f"V{w}")
                _at_every_offset(out, item)[at] = np.ascontiguousarray(data).view(item).ravel()
            at += w
        else:
            lens = rest[0]
            total = int(lens.sum())
            if total:
                out[_byte_positions(at, lens, total)] = data
            at += lens
    return out, starts, ends


def _items(u8: np.ndarray, pos: np.ndarray, dtype: np.dtype) -> np.ndarray:
    """The items of ``dtype`` at the offsets ``pos`` (each within ``u8``: checked by the
    caller), a new array."""
    return _at_every_offset(u8, dtype)[pos]


# ------------------------------------------------------------------------ column nodes


class _Numbers:
    """A column of numbers as a numpy array; equal when the arrays are (NaN is never)."""

    __slots__ = ("arr",)

    def __init__(self, arr: np.ndarray):
        self.arr = arr

    def __eq__(self, other):
        return isinstance(other, _Numbers) and np.array_equal(self.arr, other.arr)

    __hash__ = None  # type: ignore[assignment]


class _Number:
    """A number column (Byte, Short, Int, Long, Float, Double): the values of exactly the
    Python type the codec decodes, each one that the serializer holds exactly, written
    big-endian."""

    def __init__(self, dtype: np.dtype):
        self.dtype = dtype
        self.python = float if dtype.kind == "f" else int
        if dtype.kind == "i":
            info = np.iinfo(dtype)
            self.bounds = (int(info.min), int(info.max))

    def migrate(self, col: list) -> _Numbers:
        if not set(map(type, col)) <= {self.python}:
            raise _Irregular("a value of another type")
        if self.python is int:
            # checked here: numpy < 2 wraps an int out of range instead of raising
            if col and (min(col) < self.bounds[0] or max(col) > self.bounds[1]):
                raise _Irregular("a number out of range")
            return _Numbers(np.array(col, dtype=self.dtype))
        with np.errstate(over="ignore"):  # a float too big for a Float: inf, refused below
            arr = np.array(col, dtype=self.dtype)
        if self.dtype.itemsize < 8 and not np.array_equal(arr.astype(np.float64), np.array(col, dtype=np.float64)):
            raise _Irregular("a number a Float does not hold")  # rounded, or too big (the reference fails)
        return _Numbers(arr)

    def from_old(self, col: _Numbers) -> _Numbers:
        return col  # the same serializer: the old bytes' numbers are the new ones

    def encode(self, col: _Numbers, n: int) -> list:
        return [("fixed", col.arr.view(_UINT8).reshape(n, self.dtype.itemsize))]

    def decode(self, u8: np.ndarray, pos: np.ndarray, ends: np.ndarray):
        w = self.dtype.itemsize
        if (pos + w > ends).any():
            raise _Irregular("short entry")
        return _Numbers(_items(u8, pos, self.dtype)), pos + w

    decode_old = decode


class _Text:
    """A column of ASCII strings as bytes: the characters of all, one after another, and
    each one's length. Two are equal when both are (ASCII: the same bytes, the same strings)."""

    __slots__ = ("data", "lens")

    def __init__(self, data: np.ndarray, lens: np.ndarray):
        self.data, self.lens = data, lens

    def __eq__(self, other):
        return isinstance(other, _Text) and np.array_equal(self.lens, other.lens) and np.array_equal(self.data, other.data)

    __hash__ = None  # type: ignore[assignment]


def _gather_var(u8: np.ndarray, starts: np.ndarray, lens: np.ndarray) -> np.ndarray:
    """The bytes ``u8[starts[i]:starts[i] + lens[i]]`` of every i, one after another."""
    total = int(lens.sum())
    if not total:
        return np.empty(0, dtype=np.uint8)
    return u8[_byte_positions(starts, lens, total)]


class _String:
    """A ``StringSerializer`` column of ASCII strings shorter than 127 characters: one
    length byte (``length + 1``), one byte per character."""

    def migrate(self, col: list) -> _Text:
        if not set(map(type, col)) <= {str}:
            raise _Irregular("a value of another type")
        text = "".join(col)
        if not text.isascii():
            raise _Irregular("non-ASCII characters")
        lens = np.fromiter(map(len, col), dtype=np.int64, count=len(col))
        if len(col) and int(lens.max()) >= 0x7F:
            raise _Irregular("a string of a longer length field")
        return _Text(np.frombuffer(text.encode("ascii"), dtype=np.uint8), lens)

    def from_old(self, col: _Text) -> _Text:
        return col

    def encode(self, col: _Text, n: int) -> list:
        return [("fixed", (col.lens + 1).astype(np.uint8).reshape(-1, 1)), ("var", col.data, col.lens)]

    def decode(self, u8: np.ndarray, pos: np.ndarray, ends: np.ndarray):
        if (pos >= ends).any():
            raise _Irregular("short entry")
        first = u8[pos].astype(np.int64)
        if not ((first >= 1) & (first < 0x80)).all():
            raise _Irregular("a null or long string")
        s = pos + 1
        lens = first - 1
        e = s + lens
        if (e > ends).any():
            raise _Irregular("short entry")
        data = _gather_var(u8, s, lens)
        if (data >= 0x80).any():
            raise _Irregular("non-ASCII bytes")
        return _Text(data, lens), e

    decode_old = decode


class _Pojo:
    """A POJO without subclasses: the flags byte ``NO_SUBCLASS``, then per field of the new
    snapshot its null marker and (not null) its value. ``fields``: (new key, old key or None
    for an added field, node); old values must have exactly ``old_keys``. ``old_nodes``:
    the old snapshot's fields' nodes in its order (reading the old bytes), or None when a
    removed field is of a shape not read here."""

    def __init__(self, pojo_class: str, old_keys: list, fields: list, old_nodes: Optional[list] = None):
        from flink_compat.schema_registry.families.pojo import PojoValue

        self.pojo_class = pojo_class
        self.old_keys = old_keys
        self.fields = fields
        self.old_nodes = old_nodes
        self.old_index = {k: i for i, k in enumerate(old_keys)}
        self.type = PojoValue

    def migrate(self, col: list) -> list:
        if not set(map(type, col)) <= {self.type}:
            raise _Irregular("not a POJO value")
        if set(map(attrgetter("pojo_class"), col)) - {self.pojo_class}:
            raise _Irregular("a subclass")
        n = len(self.old_keys)
        if not set(map(len, col)) <= {n}:
            raise _Irregular("other fields")
        out = []
        for _new_key, old_key, node in self.fields:
            if old_key is None:
                out.append(None)  # added: null in every entry
                continue
            try:
                values = list(map(itemgetter(old_key), col))
            except KeyError:
                raise _Irregular("other fields") from None
            out.append(node.migrate(values))
        return out

    def decode_old(self, u8: np.ndarray, pos: np.ndarray, ends: np.ndarray):
        """The old values' field columns (old order) read from their bytes: the layout of
        ``decode`` with the old fields, none of them null."""
        from flink_compat.schema_registry.families.pojo import NO_SUBCLASS

        if self.old_nodes is None:
            raise _Irregular("a removed field of another shape")
        if (pos >= ends).any() or (u8[pos] != NO_SUBCLASS).any():
            raise _Irregular("POJO flags")
        pos = pos + 1
        out = []
        for node in self.old_nodes:
            if (pos >= ends).any():
                raise _Irregular("short entry")
            if u8[pos].any():
                raise _Irregular("a null field")
            col, pos = node.decode_old(u8, pos + 1, ends)
            out.append(col)
        return out, pos

    def from_old(self, cols: list) -> list:
        """``migrate`` of the old values' field columns (``decode_old``)."""
        return [None if old_key is None else node.from_old(cols[self.old_index[old_key]]) for _k, old_key, node in self.fields]

    def encode(self, cols: list, n: int) -> list:
        from flink_compat.schema_registry.families.pojo import NO_SUBCLASS

        segments = [("fixed", np.full((n, 1), NO_SUBCLASS, dtype=np.uint8))]
        for (_k, _old, node), col in zip(self.fields, cols):
            if col is None:
                segments.append(("fixed", np.ones((n, 1), dtype=np.uint8)))
            else:
                segments.append(("fixed", np.zeros((n, 1), dtype=np.uint8)))
                segments += node.encode(col, n)
        return segments

    def decode(self, u8: np.ndarray, pos: np.ndarray, ends: np.ndarray):
        from flink_compat.schema_registry.families.pojo import NO_SUBCLASS

        if (pos >= ends).any() or (u8[pos] != NO_SUBCLASS).any():
            raise _Irregular("POJO flags")
        pos = pos + 1
        out = []
        for _k, old_key, node in self.fields:
            if (pos >= ends).any():
                raise _Irregular("short entry")
            nulls = u8[pos]
            if old_key is None:
                if (nulls != 1).any():
                    raise _Irregular("an added field not null")
                out.append(None)
                pos = pos + 1
                continue
            if nulls.any():
                raise _Irregular("a null field")
            col, pos = node.decode(u8, pos + 1, ends)
            out.append(col)
        return out, pos


class _TtlOn:
    """TTL switched on: every value wrapped as ``TtlValue(value, now)``, written as the
    timestamp (a Long) then the value (``TtlSerializer``)."""

    LONG = np.dtype(">i8")

    def __init__(self, inner):
        self.inner = inner

    def migrate(self, col: list):
        return (_ttl_now(), self.inner.migrate(col))

    def decode_old(self, u8: np.ndarray, pos: np.ndarray, ends: np.ndarray):
        return self.inner.decode_old(u8, pos, ends)  # the old values had no TTL

    def from_old(self, cols):
        return (_ttl_now(), self.inner.from_old(cols))

    def encode(self, cols, n: int) -> list:
        now, inner = cols
        stamp = np.full(n, now, dtype=self.LONG).view(_UINT8).reshape(n, 8)
        return [("fixed", stamp), *self.inner.encode(inner, n)]

    def decode(self, u8: np.ndarray, pos: np.ndarray, ends: np.ndarray):
        if (pos + 8 > ends).any():
            raise _Irregular("short entry")
        stamps = _items(u8, pos, self.LONG)
        inner, pos = self.inner.decode(u8, pos + 8, ends)
        now = int(stamps[0]) if len(stamps) else None
        if len(stamps) and (stamps != now).any():
            raise _Irregular("timestamps differ")
        return (now, inner), pos


def _ttl_now() -> int:
    # the timestamp the reference migration gives (ttl._now_millis): one per run here,
    # one per entry there; any Long passes the check the same way
    from flink_compat.schema_registry.families import ttl

    return ttl._now_millis()


# ------------------------------------------------------------------------ building


def _node(old, new):
    """The column node of migrating values of ``old`` into ``new``, or None when the pair is
    not one of the column-wise migrations (see the module docstring)."""
    from flink_compat.schema_registry.codecs import codec_for
    from flink_compat.schema_registry.families import simple
    from flink_compat.schema_registry.families.pojo import PojoSnapshot, _field_keys
    from flink_compat.schema_registry.families.ttl import TtlAwareSnapshot, TtlSnapshot, _unwrap_aware

    if old is None or new is None:
        return None
    if isinstance(old, (TtlSnapshot, TtlAwareSnapshot)) or isinstance(new, (TtlSnapshot, TtlAwareSnapshot)):
        old_s, old_on = _unwrap_aware(old)
        new_s, new_on = _unwrap_aware(new)
        if not old_on and new_on and isinstance(new_s, TtlSnapshot):
            if _codec(new_s.timestamp) is not simple.LONG:
                return None
            inner = _node(old_s, new_s.value)
            return None if inner is None else _TtlOn(inner)
        if old_on == new_on and not old_on and (old_s is not old or new_s is not new):
            return _node(old_s, new_s)
        return None
    if type(old) is not type(new):
        return None
    if old == new:
        codec = _codec(new)
        for dtype, number in _numbers().items():
            if codec is number:
                return _Number(dtype)
        if codec is simple.STRING:
            return _String()
    if isinstance(new, PojoSnapshot):  # changed, or unchanged inside a TTL switch
        if old.pojo_class != new.pojo_class or old.registered_subclasses or new.registered_subclasses \
                or old.non_registered_subclasses or new.non_registered_subclasses:
            return None
        try:
            codec_for(old), codec_for(new)
        except Exception:  # noqa: BLE001 - no codec: the reference path says why
            return None
        old_keys = dict(zip(((f.declaring_class, f.name) for f in old.fields), _field_keys(old.fields)))
        old_by = {(f.declaring_class, f.name): f for f in old.fields}
        fields = []
        for f, new_key in zip(new.fields, _field_keys(new.fields)):
            of = old_by.get((f.declaring_class, f.name))
            if of is None:
                fields.append((new_key, None, None))
                continue
            node = _node(of.serializer, f.serializer) if of.serializer == f.serializer else None
            if node is None:
                return None
            fields.append((new_key, old_keys[(f.declaring_class, f.name)], node))
        # a removed field is dropped (the reference migration reads it and writes nothing);
        # reading old bytes, its column is read and dropped
        new_by = {(f.declaring_class, f.name): f for f in new.fields}
        old_nodes = []
        for of in old.fields:
            kept = new_by.get((of.declaring_class, of.name))
            node = _node(of.serializer, of.serializer if kept is None else kept.serializer)
            old_nodes.append(node)
        return _Pojo(new.pojo_class, list(old_keys.values()), fields, None if any(n is None for n in old_nodes) else old_nodes)
    return None


def _codec(snapshot):
    from flink_compat.schema_registry.codecs import codec_for

    try:
        return codec_for(snapshot)
    except Exception:  # noqa: BLE001
        return None


def _numbers() -> dict:
    from flink_compat.schema_registry.families import simple

    return {
        np.dtype("i1"): simple.BYTE,
        np.dtype(">i2"): simple.SHORT,
        np.dtype(">i4"): simple.INT,
        np.dtype(">i8"): simple.LONG,
        np.dtype(">f4"): simple.FLOAT,
        np.dtype(">f8"): simple.DOUBLE,
    }


def _same(a, b) -> bool:
    """Columns read back equal to the migrated ones (lists, lists of field columns)."""
    return a == b


class ColumnCheck:
    """The column-wise check of one part (key, namespace, value) of a run's entries."""

    def __init__(self, node, migrate: Callable, encode: Callable, decode: Optional[Callable] = None):
        self.node = node
        self.reference_migrate = migrate
        self.reference_encode = encode
        self.reference_decode = decode

    def run(self, values: list) -> bool:
        """True when every value migrates, encodes with the new serializer and reads back
        equal (what the reference check says of each of them); False when this path cannot
        tell, and the caller must check them one by one."""
        if not values:
            return True
        try:
            migrated = self.node.migrate(values)
        except _Irregular:
            return False
        return self._encodes_back(migrated, len(values), lambda: values[0])

    def run_bytes(self, u8: np.ndarray, vs: np.ndarray, ve: np.ndarray) -> bool:
        """``run`` of the values the old serializer wrote at ``u8[vs[i]:ve[i]]``, read
        column-wise from those bytes (no Python value per entry): their columns are what the
        old serializer reads in them, each value ending exactly at its end, and are migrated
        as columns. The first value is read by the reference decoder for the check against
        the reference encoder. False (the caller decodes them and checks them its way) when
        this path cannot tell, or has no reference decoder."""
        n = len(vs)
        if not n:
            return True
        if self.reference_decode is None:
            return False
        try:
            old, pos = self.node.decode_old(u8, vs, ve)
            if (pos != ve).any():
                return False
            migrated = self.node.from_old(old)
        except (_Irregular, IndexError):  # IndexError: bytes outside u8 (every read is checked first)
            return False
        return self._encodes_back(migrated, n, lambda: self.reference_decode(u8[int(vs[0]) : int(ve[0])].tobytes()))

    def _encodes_back(self, migrated, n: int, first: Callable) -> bool:
        """The migrated columns written in the new layout read back the same, and the first
        value (``first()``) written by the reference as here."""
        try:
            buf, starts, ends = _assemble(self.node.encode(migrated, n), n)
            back, pos = self.node.decode(buf, starts, ends)
        except _Irregular:
            return False
        if (pos != ends).any() or not _same(_without_time(back), _without_time(migrated)):
            return False
        try:
            value = first()
        except Exception:  # noqa: BLE001 - the reference cannot read it: let it say so, entry by entry
            return False
        return self._agrees_with_reference(value, buf[: int(ends[0])].tobytes())

    def _agrees_with_reference(self, value, encoded: bytes) -> bool:
        """The reference encoder writes the first value's migration as this path did (the
        TTL timestamp aside, which the reference takes at its own moment)."""
        out = bytearray()
        try:
            self.reference_encode(self.reference_migrate(value), out)
        except Exception:  # noqa: BLE001 - the reference fails: let it say so, entry by entry
            return False
        if isinstance(self.node, _TtlOn):
            return bytes(out[8:]) == encoded[8:]
        return bytes(out) == encoded


def _without_time(cols):
    """TTL columns (timestamp, values) compare without the timestamp (written and read back
    here; the reference takes its own per entry, any of which it writes and reads back)."""
    return cols[1] if isinstance(cols, tuple) else cols


def column_check(old, new, migrate: Callable, encode: Callable, decode: Optional[Callable] = None) -> Optional[ColumnCheck]:
    """The column-wise check of values of ``old`` migrated into ``new`` (``migrate`` and
    ``encode``: the reference migrator and the new codec's encoder; ``decode``: the old
    codec's decoder of a whole value's bytes, for ``ColumnCheck.run_bytes``), or None when the pair is not a
    column-wise migration."""
    try:
        node = _node(old, new)
    except Exception:  # noqa: BLE001 - an unusual snapshot: the reference path
        return None
    return None if node is None else ColumnCheck(node, migrate, encode, decode)


def read_check(old, decode: Callable) -> Optional[Callable]:
    """The as-is check of runs of values of ``old`` (an unchanged serializer: the replay
    confirms they decode) from their bytes, or None when ``old`` is not of the shapes read
    here: ``check(u8, vs, ve)`` is True when every value ``u8[vs[i]:ve[i]]`` reads
    column-wise with the old layout (``decode_old``: every field not null, each value ending
    exactly at its end) and the reference decoder (``decode``, of a whole value's bytes)
    reads the first one; False sends the run the decoded way."""
    try:
        node = _node(old, old)
    except Exception:  # noqa: BLE001 - an unusual snapshot: the decoded way
        return None
    if node is None or isinstance(node, _Pojo) and node.old_nodes is None:
        return None

    def check(u8: np.ndarray, vs: np.ndarray, ve: np.ndarray) -> bool:
        if not len(vs):
            return True
        try:
            _cols, pos = node.decode_old(u8, vs, ve)
        except (_Irregular, IndexError):  # IndexError: bytes outside u8 (every read is checked first)
            return False
        if (pos != ve).any():
            return False
        try:
            decode(u8[int(vs[0]) : int(ve[0])].tobytes())
        except Exception:  # noqa: BLE001 - the reference cannot read it: let it say so, entry by entry
            return False
        return True

    return check
