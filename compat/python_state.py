"""The Python layer of a PyFlink program's state: whether a savepoint's bytes read with the
Python types the new program declares.

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

    def summary(self, python_type) -> str:
        what = f"{python_type.kind} state of {python_type.type_info}"
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
