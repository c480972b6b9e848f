"""The Python layer of a PyFlink program's state: whether a savepoint's bytes read with the
Python types the new program declares, and what PyFlink's coders do with bytes of another
declared type (:func:`python_read`).

Flink stores every Python state as ``byte[]`` (``List<byte[]>`` for value, list, reducing and
aggregating state, ``Map<ByteArrayWrapper, byte[]>`` for map and broadcast state): its own
serializers restore any Python type change as is, and only PyFlink's coder in the Python worker
finds out, at the first read. So the bytes are split into what that coder reads (*pieces*: a
bag element holding one or more values, a map key, a map value) and decoded with the coder of
the declared type, in a sandboxed PyFlink interpreter (:func:`graph.pyflink.decode_python_values`).
Pickled values (``Types.PICKLED_BYTE_ARRAY()``) are never decoded: that would unpickle them.

Used by the check (a sample of each state, :class:`PythonRead`), ``inspect --job PROGRAM``
(:func:`python_samples`) and the replay (every entry, ``compat/replay/_engine.py``).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Optional

from flink_compat.graph.model import State, StateKind

#: The most pieces of one Python state the check reads from a savepoint (a sample: a type
#: change shows on the first value).
MAX_PYTHON_PIECES = 1000

#: What a failing piece is, for people.
ROLE_TEXT = {"element": "a value", "key": "a map key", "value": "a map value"}


def python_request(state: State) -> Optional[dict]:
    """What PyFlink needs to decode ``state``'s bytes: ``{"structure", "kind"}`` of its declared
    Python type; None when it has none or its values are pickled."""
    t = state.python_type
    if t is None or t.structure is None or is_pickled(state):
        return None
    return {"structure": t.structure, "kind": t.kind}


def is_pickled(state: State) -> bool:
    """Whether the Python values of ``state`` are pickled (only unpickling could read them)."""
    t = state.python_type
    return t is not None and "PickledBytesTypeInfo" in repr(t.structure)


def pieces(kind: StateKind, decoded) -> list[tuple[str, bytes]]:
    """The pieces of one decoded entry of a Python state of ``kind``: a keyed ``List<byte[]>``
    gives its elements (each the bytes of one or more values), a map or broadcast state its
    key and, unless null, its value. TTL wrappers are taken off (the coder reads the inner bytes)."""
    if kind is StateKind.MAP:
        out = [("key", _bytes(decoded.user_key))]
        if decoded.value is not None:
            out.append(("value", _bytes(decoded.value)))
        return out
    if kind is StateKind.BROADCAST:
        return [("key", _bytes(decoded.key)), ("value", _bytes(decoded.value))]
    return [("element", _bytes(v)) for v in decoded.value or ()]


def _bytes(value) -> bytes:
    inner = getattr(value, "value", value)  # TtlValue(value, timestamp)
    return bytes(inner)


def failure_text(role: str, data_hex: str, error: str) -> str:
    return f"{ROLE_TEXT[role]} of bytes {data_hex or '(none)'}: {error}"


# ------------------------------------------------------------------ what PyFlink's coders do

#: PyFlink 2.3's coder of each basic type (``pyflink/fn_execution/coders.py``,
#: ``_basic_type_info_mappings``): types with one coder write and read the same bytes
#: (``Types.LONG()`` and ``Types.BIG_INT()`` are both ``BigIntCoder``).
_BASIC_CODERS = {
    "BYTE": "TinyInt", "BOOLEAN": "Boolean", "SHORT": "SmallInt", "INT": "Int", "LONG": "BigInt",
    "BIG_INT": "BigInt", "FLOAT": "Float", "DOUBLE": "Double", "STRING": "Char", "CHAR": "Char",
    "BIG_DEC": "BigDecimal", "INSTANT": "Instant",
}

#: The coders that read any bytes as a value and never raise, with the bytes each reads. Their
#: Cython ``decode_from_stream`` (``coder_impl_fast.pyx``) is one fixed-width read of
#: ``stream_fast.pyx``'s ``InputStream`` (``IntCoderImpl``: ``return in_stream.read_int32()``),
#: which checks no bounds, and the value is whatever the bits are (``BooleanCoderImpl``:
#: ``not not read_byte()``). Every other coder reads a length, a mask or a text from the bytes
#: and can raise on bytes another coder wrote (``CharCoderImpl``: ``read_bytes().decode("utf-8")``;
#: pickles, arrays, maps, rows, dates, decimals).
FIXED_WIDTH = {"TinyInt": 1, "Boolean": 1, "SmallInt": 2, "Int": 4, "Float": 4, "BigInt": 8, "Double": 8}

#: What reading the old bytes with the new Python type does (:func:`python_read`).
AS_IS, MISREAD, FAILS = "as-is", "misread", "fails"


def _coder(structure) -> str:
    """PyFlink's coder of a TypeInformation ``structure``: the basic types' by name, any other
    as its structure (equal structures, equal coders; it is never one of :data:`FIXED_WIDTH`)."""
    if isinstance(structure, dict) and structure.get("type") == "BasicTypeInfo":
        basic = ((structure.get("fields") or {}).get("_basic_type") or {}).get("enum", "")
        if basic.removeprefix("BasicType.") in _BASIC_CODERS:
            return _BASIC_CODERS[basic.removeprefix("BasicType.")]
    return repr(structure)


def coders_of(t) -> dict[str, str]:
    """The coder of each piece of a Python state of declared type ``t``, as PyFlink's state
    backend reads them (``runtime_context.py``): value, reducing and aggregating state the
    declared type's (the values of a Beam bag), list state the element type's
    (``ListTypeInfo.elem_type``), map and broadcast state the key and the value type's."""
    fields = t.structure.get("fields", {}) if isinstance(t.structure, dict) else {}
    if t.kind in ("map", "broadcast"):
        return {"key": _coder(fields.get("_key_type_info")), "value": _coder(fields.get("_value_type_info"))}
    return {"element": _coder(fields.get("elem_type") if t.kind == "list" else t.structure)}


#: Python state kinds whose bytes are the same: one value of the declared type (the accumulator
#: of an aggregating state) in the Beam bag behind the Java ``ListState<byte[]>``. PyFlink 2.3
#: restores a value state as a reducing state of the same type and reads its values
#: (``value-to-reducing-state`` in the fidelity suite).
_SINGLE_VALUE_KINDS = frozenset({"value", "reducing", "aggregating"})


def python_read(old, new) -> str:
    """What PyFlink does when the new code reads a Python state the old code wrote, from the
    two declared types (:class:`graph.model.PythonStateType`, with a structure each): Flink
    restores the bytes as they are (``byte[]``), and PyFlink's coders then read them

    * :data:`AS_IS`: with the coders that wrote them, in the same layout;
    * :data:`MISREAD`: with no error, as other values, which PyFlink 2.3 does when every
      piece whose coder changed is read by a coder of :data:`FIXED_WIDTH` and the stream
      stays aligned for the others (``value-int-to-float``: 22 reads as 3.08e-44;
      ``map-key-string-to-int``: a map's keys and values read as other ints), or when only the
      layout changed (a value state read as a list reads a list of one, a list read as a value
      its first element);
    * :data:`FAILS`: with a coder that can raise on those bytes, which it does at the first
      read in every recorded scenario (``value-int-to-string``: ``UnicodeDecodeError``), or
      with a coder that reads the next piece out of place: a map's values read wider or
      narrower shift the keys after them, and a string key read there fails
      (``map-value-int-to-long``); and a value state read as a map state (Flink refuses it:
      another Java state kind).
    """
    if old.structure is None or new.structure is None:
        return AS_IS if old.type_info == new.type_info and old.kind == new.kind else FAILS
    before, after = coders_of(old), coders_of(new)
    same_layout = ("single" if old.kind in _SINGLE_VALUE_KINDS else old.kind) == (
        "single" if new.kind in _SINGLE_VALUE_KINDS else new.kind)
    if before.keys() != after.keys():
        return FAILS
    changed = [role for role in after if before[role] != after[role]]
    if not changed:
        return AS_IS if same_layout else MISREAD
    if any(after[role] not in FIXED_WIDTH for role in changed):
        return FAILS
    aligned = all(FIXED_WIDTH.get(before[role]) == FIXED_WIDTH[after[role]] for role in changed)
    if aligned or all(c in FIXED_WIDTH for c in after.values()):
        return MISREAD
    return FAILS


def never_fails(t) -> bool:
    """Whether every coder that reads a Python state of declared type ``t`` reads any bytes
    without an error (:data:`FIXED_WIDTH`): whatever the old code wrote, PyFlink misreads it
    rather than fail."""
    return t.structure is not None and all(c in FIXED_WIDTH for c in coders_of(t).values())


# ------------------------------------------------------------------------------ the check


@dataclass
class PythonRead:
    """What decoding one Python state's savepoint bytes with the new Python type found."""

    #: Pieces read, and in all.
    read: int
    pieces: int
    #: The first piece that did not read: what it was, its first bytes and the coder's error.
    first_failure: Optional[str] = None
    #: Where the new type reads floats or doubles: how many values read are not ±0.0, how many of
    #: them have an integer's bits rather than a float's (a subnormal, or a NaN with the sign
    #: bit and a payload: what ints and longs give read as floats and doubles, and no arithmetic
    #: does), and the first of those as hex.
    nonzero_floats: int = 0
    integer_like: int = 0
    first_integer_like: Optional[str] = None

    @property
    def reads_integers(self) -> bool:
        return reads_integers(self.integer_like, self.nonzero_floats)

    def outcome(self, python_type) -> Optional[str]:
        """What PyFlink does reading these bytes with ``python_type`` (:func:`python_read`'s
        terms; None: they read as that type). A piece that does not read exactly (here: bytes
        left over or missing) is a failure only where a coder can raise: where every coder is a
        fixed-width read (:func:`never_fails`), PyFlink reads the bytes there are, or past them,
        as other values. Values that read but are integers' bits are misread."""
        if self.first_failure:
            return MISREAD if never_fails(python_type) else FAILS
        return MISREAD if self.reads_integers else None

    def summary(self, python_type) -> str:
        what = f"{python_type.kind} state of {python_type.type_info}"
        if self.first_failure and never_fails(python_type):
            return (f"{self.pieces - self.read} of {self.pieces} values in the savepoint are not values of {what} "
                    f"(the first: {self.first_failure}); PyFlink's coder reads a fixed width with no bounds check, "
                    "so it reads them as other values without an error")
        if self.first_failure:
            return (f"{self.pieces - self.read} of {self.pieces} values in the savepoint do not read as {what} "
                    f"(the first: {self.first_failure})")
        if self.reads_integers:
            return (f"{self.integer_like} of the {self.nonzero_floats} non-zero values in the savepoint read as {what} "
                    f"are an integer's bits, not a float's (the first: {integer_bits_text(self.first_integer_like)}): "
                    "the old code wrote integers of the same width")
        return f"all {self.pieces} values in the savepoint read as {what}"


def reads_integers(integer_like: int, nonzero_floats: int) -> bool:
    """Whether floats read from a state are mostly integers' bits (subnormals, NaNs with the
    sign bit and a payload): the old code wrote ints (or longs) of the same width. Decided over
    a state, not a value: arithmetic may underflow to a subnormal now and then, never mostly."""
    return integer_like > 0 and 2 * integer_like > nonzero_floats


def integer_bits_text(bits: str) -> str:
    """``bits`` (hex, 4 or 8 bytes) as the float read and the integer written."""
    data = bytes.fromhex(bits)
    as_float = struct.unpack(">f" if len(data) == 4 else ">d", data)[0]
    return f"bytes {bits} read as {as_float:.3g}, the integer {int.from_bytes(data, 'big', signed=True)}"


def read_python_states(operator, new_graph) -> dict:
    """(operator ID, state name) → :class:`PythonRead` for every Python state of ``new_graph``
    with a declared type: up to :data:`MAX_PYTHON_PIECES` pieces of the savepoint's bytes
    decoded. ``operator(id)`` opens the savepoint's operator."""
    wanted, requests = _python_requests(operator, new_graph, MAX_PYTHON_PIECES)
    if not requests:
        return {}
    from flink_compat.graph.pyflink import decode_python_values

    out = {}
    for key, req, res in zip(wanted, requests, decode_python_values(requests)):
        failure = res.get("failure")
        first = failure_text(failure["role"], failure["bytes"], failure["error"]) if failure else None
        patterns = res.get("float_patterns") or {}
        out[key] = PythonRead(read=res["read"], pieces=len(req["pieces"]), first_failure=first,
                              nonzero_floats=patterns.get("nonzero", 0), integer_like=patterns.get("integer_like", 0),
                              first_integer_like=patterns.get("first"))
    return out


def python_samples(location: str, graph, entries: int, allow_path: Optional[str] = None) -> dict:
    """(operator ID, state name) → the first ``entries`` pieces of each Python state of the
    savepoint at ``location`` that ``graph`` (a PyFlink program) declares a Python type for,
    decoded with it (``flink-compat inspect --job PROGRAM --entries N``): ``[role, value repr]``
    per piece (a bag element: the values one after another; a map key or value), or
    ``[role, "cannot decode: ..."]``."""
    from flink_compat import savepoint

    with savepoint.open(location, allow_path=allow_path) as sp:
        wanted, requests = _python_requests(sp.operator, graph, entries)
    if not requests:
        return {}
    from flink_compat.graph.pyflink import decode_python_values

    for req in requests:
        req["keep"] = entries
    return {key: res.get("values", []) for key, res in zip(wanted, decode_python_values(requests))}


def _python_requests(operator, graph, limit: int) -> tuple[list, list]:
    """The Python states of ``graph`` with a declared type and their savepoint bytes (at most
    ``limit`` pieces each): ``(operator ID, state name)`` and the decoding request of each."""
    wanted, requests = [], []
    for op in graph.operators:
        for st in op.states:
            request = python_request(st)
            if request is None or not (st.kind.keyed or st.kind is StateKind.BROADCAST):
                continue
            try:
                view = operator(op.id)
            except KeyError:
                continue
            found = _savepoint_pieces(view, st, limit)
            if found:
                wanted.append((op.id, st.name))
                requests.append({**request, "pieces": [(role, data.hex()) for role, data in found]})
    return wanted, requests


def _savepoint_pieces(view, st: State, limit: int) -> list[tuple[str, bytes]]:
    """Up to ``limit`` pieces of the savepoint's state ``st.name``; none when the savepoint's
    state is of another kind (other rules say so) or its entries cannot be framed (changelog)."""
    from flink_compat.savepoint.decode import OperatorStateDecoder, decode_keyed
    from flink_compat.savepoint.keyed import FRAMED

    found: list[tuple[str, bytes]] = []
    if st.kind is StateKind.BROADCAST:
        meta = view.operator_meta if view.has_operator_state else None
        info = next((s for s in meta.broadcast_states if s.name == st.name), None) if meta else None
        if info is None:
            return []
        decoder = OperatorStateDecoder(info)
        entries = (decoder.decode(e) for e in view.iter_operator_entries(states=[st.name]))
    else:
        meta = view.keyed_meta if view.has_keyed_state else None
        info = next((s for s in meta.states if s.name == st.name), None) if meta else None
        if info is None or (info.kind == "MAP") != (st.kind is StateKind.MAP):
            return []
        readable = [i for i, _h in view.keyed_handles() if view.keyed_layout(i) in FRAMED]
        entries = decode_keyed(view, states=[st.name], subtasks=readable)
    for decoded in entries:
        found += pieces(st.kind, decoded)
        if len(found) >= limit:
            break
    return found[:limit]
