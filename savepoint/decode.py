"""Keyed and operator state entries as Python values, through ``schema_registry.codecs``.

What the bytes of an entry are depends on the layout (``keyed.py``):

===============  ==============================  ====================================
state kind       canonical layout                heap layout
===============  ==============================  ====================================
VALUE, REDUCING, value serializer                value serializer
AGGREGATING
LIST             elements separated by ','       ListSerializer (count + elements)
MAP              one entry: user key in the      MapSerializer (the whole map)
                 key, value = is-null + value
timers (PQ)      the timer is the key            the timer
===============  ==============================  ====================================

:class:`StateDecoder` turns a :class:`~savepoint.keyed.KeyedEntry` of one state into a
:class:`DecodedEntry`; values are what the codecs return (``int``, ``str``, ``tuple``,
``PojoValue``, ``Timer``, ...). For MapState in the canonical layout ``user_key`` is the
decoded map key and ``value`` the map value of that entry.
"""

from __future__ import annotations

from itertools import chain
from typing import Any, Iterator, NamedTuple

from flink_compat.schema_registry._base import children_of
from flink_compat.schema_registry._io import FormatError

from . import _codecs
from .keyed import CANONICAL, ROCKSDB_ENCODED, KeyedEntry
from .models import KeyedBackendMeta, StateMetaInfo
from .operator import OperatorEntry

_LIST_DELIMITER = 0x2C


class DecodedEntry(NamedTuple):
    key_group: int
    state: str
    key: Any
    namespace: Any
    user_key: Any
    value: Any


class DecodedOperatorEntry(NamedTuple):
    subtask: int
    state: str
    mode: str
    index: int
    key: Any
    value: Any


def _whole(codec, what: str):
    """``bytes -> value`` for a buffer holding exactly one value."""
    decode = codec.decode
    size = getattr(codec, "size", None)
    errors = _codecs.low_level_errors()
    label = getattr(codec, "label", what)

    if size is not None:

        def dec(b):
            if len(b) != size:
                raise FormatError(f"<{what}>", 0, f"{len(b)} bytes for a {label} of {size} bytes")
            try:
                return decode(b, 0)[0]
            except errors as e:
                raise FormatError(f"<{what}>", 0, f"malformed {label}: {e}") from None

        return dec

    if getattr(codec, "whole", None) is not None or getattr(codec, "_whole", None) is not None:
        # values only readable as a whole buffer (Kryo): the codec knows how
        decode_all = codec.decode_all

        def dec_whole(b):
            try:
                return decode_all(b)
            except errors as e:
                raise FormatError(f"<{what}>", 0, f"malformed {label}: {e}") from None

        return dec_whole

    def dec(b):
        try:
            value, pos = decode(b, 0)
        except errors as e:
            raise FormatError(f"<{what}>", 0, f"malformed or truncated {label}: {e}") from None
        if pos != len(b):
            raise FormatError(f"<{what}>", pos, f"{len(b) - pos} bytes left after a {label}")
        return value

    return dec


def _identity(x):
    return x


#: Namespaces whose few possible values are immutable singletons: decoded once per byte string.
_CONSTANT_NAMESPACES = (
    "org.apache.flink.runtime.state.VoidNamespaceSerializer$VoidNamespaceSerializerSnapshot",
    "org.apache.flink.streaming.api.windowing.windows.GlobalWindow$Serializer$GlobalWindowSerializerSnapshot",
)


def _namespace_decoder(snapshot):
    dec = _whole(_codecs.codec_for(snapshot), "namespace")
    if getattr(snapshot, "snapshot_class", None) not in _CONSTANT_NAMESPACES:
        return lambda b: None if b is None else dec(b)
    memo: dict = {}

    def cached(b):
        if b is None:
            return None
        v = memo.get(b)
        if v is None:
            v = memo[b] = dec(b)
        return v

    return cached


class StateDecoder:
    """Decodes the entries of one keyed state (built once, used per entry)."""

    def __init__(self, meta: KeyedBackendMeta, state: StateMetaInfo, layout: str = CANONICAL):
        self.state = state
        self.layout = layout
        self.kind = state.kind
        self.is_pq = state.backend_type == "PRIORITY_QUEUE"
        if self.is_pq:
            self._timer = _whole(_codecs.codec_for(state.value_serializer), "timer")
            self._errors = _codecs.low_level_errors()
            self._fn = self._build()
            return
        self._key = _whole(_codecs.codec_for(meta.key_serializer), "key")
        ns = state.namespace_serializer
        self._ns = _namespace_decoder(ns) if ns is not None else None
        vs = state.value_serializer
        self._list_element = self._map_key = self._map_value = None
        if layout in ROCKSDB_ENCODED and self.kind == "LIST":
            element = children_of(vs).get("element")
            if element is None:
                raise _codecs.CodecUnavailable(f"state {state.name!r}: LIST state without a list serializer ({vs.label() if vs else None})")
            self._list_element = _codecs.codec_for(element)
        elif layout in ROCKSDB_ENCODED and self.kind == "MAP":
            kids = children_of(vs)
            if "key" not in kids or "value" not in kids:
                raise _codecs.CodecUnavailable(f"state {state.name!r}: MAP state without a map serializer ({vs.label() if vs else None})")
            self._map_key = _whole(_codecs.codec_for(kids["key"]), "map key")
            self._map_value = _codecs.codec_for(kids["value"])
        else:
            self._value = _whole(_codecs.codec_for(vs), "value")
        self._errors = _codecs.low_level_errors()
        self._fn = self._build()

    def decode(self, e: KeyedEntry) -> DecodedEntry:
        try:
            return self._fn(e)
        except FormatError as err:
            # Same class (CannotDecode stays CannotDecode), located at the state and key group.
            raise err.located(f"state {self.state.name!r}, key group {e.key_group}") from None

    def _build(self):
        """One closure per state shape, so decoding an entry runs no dispatch."""
        new = tuple.__new__
        DE = DecodedEntry
        if self.is_pq:
            timer = self._timer
            return lambda e: new(DE, (e.key_group, e.state, None, None, None, timer(e.key)))
        key = self._key
        ns = self._ns
        if ns is None:
            ns = _identity
        if self._list_element is not None:
            delimited = self._delimited
            return lambda e: new(DE, (e.key_group, e.state, key(e.key), ns(e.namespace), None, delimited(e.value)))
        if self._map_key is not None:
            map_key = self._map_key
            map_value = self._map_entry_value
            return lambda e: new(
                DE,
                (e.key_group, e.state, key(e.key), ns(e.namespace), map_key(e.user_key) if e.user_key is not None else None, map_value(e.value)),
            )
        value = self._value
        return lambda e: new(DE, (e.key_group, e.state, key(e.key), ns(e.namespace), None, value(e.value)))

    def _delimited(self, b: bytes) -> list:
        """RocksDB / canonical list value: elements separated by one ',' byte."""
        decode = self._list_element.decode
        out = []
        n = len(b)
        pos = 0
        try:
            while pos < n:
                v, pos = decode(b, pos)
                out.append(v)
                if pos < n:
                    if b[pos] != _LIST_DELIMITER:
                        raise FormatError("<list>", pos, f"expected the list delimiter ',' (0x2c), found 0x{b[pos]:02x}")
                    pos += 1
        except self._errors as err:
            raise FormatError("<list>", pos, f"malformed list element: {err}") from None
        if pos > n:
            raise FormatError("<list>", n, "list element runs past the value")
        return out

    def _map_entry_value(self, b: bytes):
        if not b:
            raise FormatError("<map value>", 0, "empty map entry value (expected the is-null flag)")
        if b[0]:
            if len(b) != 1:
                # RocksDBMapState writes the null flag and then nothing else for a null value
                pass
            return None
        decode = self._map_value.decode
        try:
            v, pos = decode(b, 1)
        except self._errors as err:
            raise FormatError("<map value>", 1, f"malformed map value: {err}") from None
        if pos != len(b):
            raise FormatError("<map value>", pos, f"{len(b) - pos} bytes left after the map value")
        return v


class OperatorStateDecoder:
    def __init__(self, state: StateMetaInfo):
        self.state = state
        if state.backend_type == "BROADCAST":
            self._key = _whole(_codecs.codec_for(state.key_serializer), "broadcast key")
            self._value = _whole(_codecs.codec_for(state.value_serializer), "broadcast value")
        else:
            self._key = None
            self._value = _whole(_codecs.codec_for(state.value_serializer), "element")

    def decode(self, e: OperatorEntry) -> DecodedOperatorEntry:
        key = self._key(e.key) if self._key is not None and e.key is not None else None
        return DecodedOperatorEntry(e.subtask, e.state, e.mode, e.index, key, self._value(e.value))


def batcher_for(meta: KeyedBackendMeta):
    """``(batcher, DecodedBatch)``: the batch decoder factory for
    ``iter_keyed_entries(batcher=...)`` (``_batch.py``), or ``(None, None)`` in an
    environment without numpy (a dependency; entry by entry then, as ``fast=False``).
    ``batcher(meta, plan, prefix, value_check=None)``: see ``make_batcher``."""
    try:
        from . import _batch  # noqa: PLC0415 - numpy, imported when decoding
    except ImportError:
        return None, None

    by_name = {s.name: s for s in meta.states}

    def make(meta_, plan, prefix, value_check=None):
        st = by_name.get(plan.name)
        if st is None:
            return None
        if st.backend_type == "PRIORITY_QUEUE":
            return _batch.make_timer_batcher(meta_, st, plan, prefix, DecodedEntry)
        return _batch.make_batcher(meta_, st, plan, prefix, DecodedEntry, value_check)

    return make, _batch.DecodedBatch


def decode_keyed(op, states=None, key_groups=None, subtasks=None, fast: bool = True) -> Iterator[DecodedEntry]:
    """Decoded keyed entries of an :class:`~savepoint.api.OperatorView`.

    ``fast``: decode runs of regular canonical entries column-wise (``_batch.py``); the
    entries, values and errors are those of the reference path (``fast=False``)."""
    # the entries come out of lists by C code (no generator resumed per entry)
    return chain.from_iterable(_decoded_lists(op, states, key_groups, subtasks, fast))


def _run_iterator(run: list):
    """An iterator over a decoded run, made with the garbage collector off. The run's
    thousands of new objects leave the collector's allocation count far above its threshold;
    the next object it tracks (this iterator, made by ``chain``) would start a collection
    walking all of them while they are alive. Made here, the next tracked object usually
    comes after the consumer has let the run's entries go."""
    from ._batch import iter_without_collector  # noqa: PLC0415 - loaded once runs are decoded

    return iter_without_collector(run)


def _decoded_lists(op, states, key_groups, subtasks, fast: bool) -> Iterator[list]:
    """``decode_keyed``'s entries, as decoded runs (``_batch.DecodedBatch``) and 1-tuples."""
    for index, _h in op.keyed_handles():
        if subtasks is not None and index not in subtasks:
            continue
        layout = op.keyed_layout(index)
        meta = op.subtask_keyed_meta(index)
        if meta is None:
            continue
        by_name = {s.name: s for s in meta.states}
        batcher, batch_type = batcher_for(meta) if fast and layout == CANONICAL else (None, None)
        fns: dict = {}
        current = None
        fn = None
        # entries of the current key group so far (to find a bad one's offset again)
        kg = None
        nth = 0
        try:
            for e in op.iter_keyed_entries(states=states, key_groups=key_groups, subtasks=[index], batcher=batcher):
                if e.__class__ is batch_type:
                    if e[0].key_group != kg:
                        kg, nth = e[0].key_group, 0
                    nth += len(e)
                    yield _run_iterator(e)
                    e = None  # the run is consumed: free it before framing on
                    continue
                if e.key_group != kg:
                    kg, nth = e.key_group, 0
                if e.state is not current:
                    current = e.state
                    fn = fns.get(current)
                    if fn is None:
                        fn = fns[current] = StateDecoder(meta, by_name[current], layout)._fn
                try:
                    decoded = fn(e)
                except FormatError as err:
                    if not err.source.startswith("<"):
                        raise
                    at = _entry_offset(op, index, layout, kg, nth, states)
                    if at is None:
                        raise
                    # the file and the entry's offset in it; the value's byte the codec stopped at
                    owner = f"key group {kg}, state {current!r} of operator {op.operator_id} subtask {index}"
                    inside = f"{err.source[1:-1]} byte {err.offset}: " if err.offset is not None else ""
                    raise _relocated(err, at[0], at[1], f"{owner}: {inside}{err.message}") from None
                yield (decoded,)
                nth += 1
        except FormatError as err:
            if err.source.startswith("<"):
                raise err.located(f"state {current!r} of operator {op.operator_id} subtask {index}") from None
            raise


def _relocated(err: FormatError, source: str, offset: int, message: str) -> FormatError:
    """``err`` (same class) at ``source``, ``offset`` with ``message``."""
    out = type(err).__new__(type(err))
    out.__dict__.update(err.__dict__)
    FormatError.__init__(out, source, offset, message)
    return out


def _entry_offset(op, index: int, layout: str, kg, nth: int, states):
    """(file, offset) of entry ``nth`` (from 0) of key group ``kg`` among those of
    ``states`` in subtask ``index``'s keyed state, or None when it cannot be told (not the
    canonical layout, a compressed stream, a view without its stream). Walks the key
    group's entries by their lengths (an error path: the stream framed fine up to there)."""
    stream = getattr(op, "_keyed_stream", None)
    if stream is None or kg is None or layout != CANONICAL:
        return None
    try:
        handle, meta, _layout, src, start, _end = stream(index)
        if meta is None or src is None or meta.compressed:
            return None
        names = [s.name for s in meta.states]
        pos = start + handle.offset_of(kg)
        sid = int.from_bytes(src.read(pos, 2), "big")
        pos += 2
        seen = 0
        while sid < len(names):
            wanted = states is None or names[sid] in states
            klen = int.from_bytes(src.read(pos, 4), "big", signed=True)
            last = src.read(pos + 4, 1)[0] & 0x80
            vlen = int.from_bytes(src.read(pos + 4 + klen, 4), "big", signed=True)
            if klen < 0 or vlen < 0:
                return None
            if wanted:
                if seen == nth:
                    return src.name, pos
                seen += 1
            pos += 8 + klen + vlen
            if last:
                sid = int.from_bytes(src.read(pos, 2), "big")
                pos += 2
    except (IndexError, ValueError, FormatError, KeyError, OSError):
        return None
    return None


def decode_operator(op, states=None, subtasks=None) -> Iterator[DecodedOperatorEntry]:
    """Decoded operator (list and broadcast) state entries of an OperatorView."""
    decoders: dict = {}
    for index, _h in op.operator_handles():
        if subtasks is not None and index not in subtasks:
            continue
        meta = op.subtask_operator_meta(index)
        if meta is None:
            continue
        infos = {s.name: s for s in meta.operator_states + meta.broadcast_states}
        for e in op.iter_operator_entries(states=states, subtasks=[index]):
            d = decoders.get((id(meta), e.state))
            try:
                if d is None:
                    d = decoders[(id(meta), e.state)] = OperatorStateDecoder(infos[e.state])
                decoded = d.decode(e)
            except FormatError as err:
                if not err.source.startswith("<"):
                    raise
                stream = op.operator_stream_name(index)
                raise err.located(f"{stream}: state {e.state!r} element {e.index} of operator {op.operator_id} subtask {index}") from None
            yield decoded


def sample_keyed(op, state: str, n: int) -> list[DecodedEntry]:
    out = []
    if n <= 0:
        return out
    for d in decode_keyed(op, states=[state]):
        out.append(d)
        if len(out) >= n:
            break
    return out


def value_json(value: Any) -> Any:
    """A JSON-able form of a decoded value (for reports and inspect output)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, bytes):
        return {"bytes_hex": value.hex()}
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            out = {k: value_json(v) for k, v in value.items()}
            cls = getattr(value, "pojo_class", None) or getattr(value, "kryo_class", None)
            if cls:
                out = {"@class": cls, **out}
            return out
        return [[value_json(k), value_json(v)] for k, v in value.items()]
    if isinstance(value, (list, tuple)):
        if hasattr(value, "_asdict") and type(value).__name__ not in ("tuple",):
            d = value._asdict()
            return {k: value_json(v) for k, v in d.items()}
        return [value_json(v) for v in value]
    for attr in ("model_dump",):
        fn = getattr(value, attr, None)
        if fn is not None:
            try:
                return fn(mode="json")
            except Exception:  # noqa: BLE001
                break
    return str(value)


def list_elements(value: bytes, element_snapshot) -> list[bytes]:
    """The serialized elements of a canonical-layout list value (elements separated by ','),
    each as it was written by the element serializer."""
    skip = _codecs.skipper(element_snapshot)
    errors = _codecs.low_level_errors()
    out = []
    pos = 0
    n = len(value)
    try:
        while pos < n:
            end = pos + skip if skip.__class__ is int else skip(value, pos)
            if end > n:
                raise IndexError
            out.append(bytes(value[pos:end]))
            pos = end
            if pos < n:
                if value[pos] != _LIST_DELIMITER:
                    raise FormatError("<list>", pos, f"expected the list delimiter ',' (0x2c), found 0x{value[pos]:02x}")
                pos += 1
    except errors as e:
        raise FormatError("<list>", pos, f"malformed list element: {e}") from None
    return out
