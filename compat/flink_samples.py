"""Entries whose values Python cannot read (a custom serializer, a class Kryo writes with the
job's serializer, Kryo inside a Scala type), read by Flink's own serializers in the sandboxed JVM
(graph/flink_values.py), the job's JAR on its class path; every other part of an entry is still
decoded in Python. For ``flink-compat inspect --entries N --job JOB.jar`` (:func:`add_flink_samples`)
and the Spark data source's ``jar`` option (:func:`decoded_with_flink`)."""

from __future__ import annotations

from itertools import islice
from typing import Callable, Optional

from flink_compat.graph.flink_values import AMBIGUOUS, COMPOSITE_KEY, LIST, MAP_VALUE, WHOLE, Group
from flink_compat.savepoint.decode import DecodedEntry, DecodedOperatorEntry, value_json
from flink_compat.schema_registry._base import children_of

#: A part of a sample: ("py", value) decoded here, or ("jvm", group index, value index).
_Part = tuple


class _Requests:
    """The values to read in the JVM, grouped by shape and serializers."""

    def __init__(self, as_json: bool = True) -> None:
        self.groups: list[Group] = []
        self._index: dict = {}
        #: Parts decoded in Python as JSON data (as the JVM's), or as Python values.
        self.as_json = as_json

    def part(self, mode: int, snapshots: tuple, data: bytes) -> _Part:
        if mode == WHOLE:
            decoded = _python_whole(snapshots[0], data)
            if decoded is not None:
                return ("py", value_json(decoded[0]) if self.as_json else decoded[0])
        key = (mode, tuple(map(id, snapshots)))  # (the snapshots live as long as the groups)
        index = self._index.get(key)
        if index is None:
            index = self._index[key] = len(self.groups)
            self.groups.append(Group(mode, snapshots))
        self.groups[index].values.append(bytes(data))
        return ("jvm", index, len(self.groups[index].values) - 1)


def _python_whole(snapshot, data: bytes) -> Optional[tuple]:
    """(value,) when Python reads all of ``data`` with ``snapshot``'s codec and nothing of it is
    left as Kryo's raw bytes, else None."""
    from flink_compat.schema_registry.codecs import codec_for

    try:
        value, end = codec_for(snapshot).decode(data, 0)
    except Exception:  # noqa: BLE001 - whatever Python cannot read, Flink reads
        return None
    return (value,) if end == len(data) and not _raw_kryo(value) else None


def _raw_kryo(value) -> bool:
    """Whether ``value`` holds a Kryo value Python kept as bytes (its class's layout unknown)."""
    from flink_compat.schema_registry.families.kryo import KryoValue

    if isinstance(value, KryoValue):
        return True
    if isinstance(value, dict):
        return any(_raw_kryo(k) or _raw_kryo(v) for k, v in value.items())
    if isinstance(value, (list, tuple)):
        return any(_raw_kryo(v) for v in value)
    return False


def add_flink_samples(location: str, data: dict, entries: int, decode: Callable[[list], list],
                      allow_path: Optional[str] = None) -> int:
    """Fill in the samples of the states of ``data`` (an inspect dict) whose values need the
    job's code (``samples_error``) or hold Kryo values (which Python keeps as bytes), read by
    ``decode`` (:func:`graph.flink_values.decode_with_flink` with the job's JAR); each such state
    gets ``samples_by: "flink"``. How many states."""
    from flink_compat import savepoint

    requests = _Requests()
    planned = []
    with savepoint.open(location, allow_path=allow_path) as sp:
        for op in data["operators"]:
            view = None
            for st in op["states"]:
                if not st["samples"] and not st.get("samples_error"):
                    continue
                view = view or sp.operator(op["operator_id"])
                if st["scope"] in ("operator", "broadcast"):
                    samples = _operator_samples(view, st, entries, requests)
                else:
                    try:
                        samples = _keyed_samples(view, st, entries, requests)
                    except _Unframed:
                        continue
                if samples is not None:
                    planned.append((st, samples))
    if not planned:
        return 0
    results = decode(requests.groups)
    for st, samples in planned:
        failed = {results[p[1]].error for s in samples for p in s.values() if p[0] == "jvm" and results[p[1]].error}
        if failed:
            why = f"Flink's serializers could not be restored: {sorted(failed)[0]}"
            st["samples_error"] = f"{st['samples_error']}; {why}" if st.get("samples_error") else why
            continue
        st["samples"] = [_sample(s, results) for s in samples]
        st["samples_error"] = None
        st["samples_by"] = "flink"
    return len(planned)


def _sample(parts: dict, results: list) -> dict:
    out = {}
    for role, part in parts.items():
        value = part[1] if part[0] == "py" else results[part[1]].values[part[2]]
        if role == "composite":
            if isinstance(value, list) and len(value) == 3:
                out["key"], out["namespace"] = value[0], value[1]
                if value[2] is not None:
                    out["user_key"] = value[2]
            else:  # the key could not be read: {"@error": ...}
                out["key"] = value
        else:
            out[role] = value
    if "value" in out:
        out["value"] = out.pop("value")  # last, as Python-decoded samples show it
    return out


def _keyed_samples(view, st: dict, entries: int, requests: _Requests) -> Optional[list[dict]]:
    """The parts of the first ``entries`` entries of keyed state ``st``, or None when Python
    reads them all (no error, no Kryo)."""
    from flink_compat.savepoint.keyed import FRAMED

    meta = view.keyed_meta
    info = next(s for s in meta.states if s.name == st["name"])
    if not st.get("samples_error") and not needs_flink(meta.key_serializer, info.namespace_serializer,
                                                      info.value_serializer):
        return None
    samples: list[dict] = []
    for index, _handle in view.keyed_handles():
        layout = view.keyed_layout(index)
        if layout not in FRAMED or len(samples) >= entries:
            continue
        for e in _entries(view, info.name, index, None, entries - len(samples)):
            samples.append(_keyed_parts(e, info, meta.key_serializer, layout, requests))
    return samples


def _keyed_parts(e, info, key_ser, layout: str, requests: _Requests) -> dict:
    """The parts of keyed entry ``e`` (each decoded here or asked of the JVM)."""
    from flink_compat.savepoint._codecs import lengths
    from flink_compat.savepoint.keyed import ROCKSDB_ENCODED

    ns_ser, vs = info.namespace_serializer, info.value_serializer
    kids = children_of(vs) if vs is not None else {}
    parts = {"key_group": ("py", e.key_group)}
    if info.backend_type == "PRIORITY_QUEUE":  # a timer: the whole serialized timer
        parts["value"] = requests.part(WHOLE, (vs,), e.key)
        return parts
    encoded = layout in ROCKSDB_ENCODED
    user_key = kids.get("key") if encoded and info.kind == "MAP" else None
    if e.namespace is None:  # a key Python cannot split: Flink reads the composite key
        ambiguous = lengths(key_ser)[0] < 0 and lengths(ns_ser)[0] < 0
        parts["composite"] = requests.part(COMPOSITE_KEY | (AMBIGUOUS if ambiguous else 0),
                                           (key_ser, ns_ser, user_key), e.key)
    else:
        parts["key"] = requests.part(WHOLE, (key_ser,), e.key)
        parts["namespace"] = requests.part(WHOLE, (ns_ser,), e.namespace)
        if e.user_key is not None:
            parts["user_key"] = requests.part(WHOLE, (user_key,), e.user_key)
    if encoded and info.kind == "LIST":
        parts["value"] = requests.part(LIST, (kids["element"],), e.value)
    elif encoded and info.kind == "MAP":
        parts["value"] = requests.part(MAP_VALUE, (kids["value"],), e.value)
    else:
        parts["value"] = requests.part(WHOLE, (vs,), e.value)
    return parts


def needs_flink(*snapshots) -> bool:
    """Whether values of these serializers need the job's code: a snapshot unknown to flink-compat
    (a custom serializer) or Kryo (whose bytes Python keeps as they are) anywhere in them."""
    from flink_compat.schema_registry.families.kryo import KryoSnapshot
    from flink_compat.schema_registry.families.opaque import OpaqueSnapshot
    from flink_compat.schema_registry.snapshot import walk

    return any(isinstance(s, (KryoSnapshot, OpaqueSnapshot)) for root in snapshots if root is not None
               for _, s in walk(root))


def decoded_with_flink(view, info, subtask: int, key_groups, decode: Callable[[list], list],
                       chunk: int = 20_000):
    """Every entry of state ``info`` in ``subtask`` (``key_groups``: those key groups; keyed state)
    decoded as :func:`savepoint.decode.decode_keyed` (or ``decode_operator``) decodes them, with
    what Python cannot read read by ``decode`` (:func:`graph.flink_values.decode_with_flink`), one
    JVM per ``chunk`` entries. A value Flink's serializer fails on raises ``FormatError``."""
    from flink_compat.schema_registry._io import FormatError

    if info.backend_type in ("OPERATOR", "BROADCAST"):
        entries = view.iter_operator_entries(states=[info.name], subtasks=[subtask])
        parts_of = entry_parts(info)
    else:
        entries = iter(_entries(view, info.name, subtask, key_groups, None))
        parts_of = entry_parts(info, view.keyed_meta.key_serializer, view.keyed_layout(subtask))
    while True:
        batch = list(islice(entries, chunk))
        if not batch:
            return
        try:
            read = list(read_with_flink(batch, parts_of, decode))
        except SerializersNotRestored as e:
            raise FormatError(view.savepoint.metadata_path, None, f"state {info.name!r}: {e}") from None
        for _e, d, why in read:
            if why is not None:
                raise FormatError(view.savepoint.metadata_path, None, f"state {info.name!r}: {why}")
            if "subtask" in d:
                yield DecodedOperatorEntry(d["subtask"], info.name, info.backend_type, d["index"], d.get("key"), d["value"])
            else:
                yield DecodedEntry(d["key_group"], info.name, d.get("key"), d.get("namespace"), d.get("user_key"),
                                   d["value"])


class SerializersNotRestored(Exception):
    """Flink could not restore a state's serializers from their snapshots with the job's classes
    (a class the JAR lacks, a snapshot it refuses): none of the state's values could be read."""


def entry_parts(info, key_serializer=None, layout: Optional[str] = None) -> Callable:
    """``parts_of(entry, requests)`` for :func:`read_with_flink`: the parts of an entry of state
    ``info`` (its keyed backend's ``key_serializer`` and ``layout`` for keyed state)."""
    if info.backend_type in ("OPERATOR", "BROADCAST"):
        return lambda e, requests: _operator_parts(e, info, requests)
    return lambda e, requests: _keyed_parts(e, info, key_serializer, layout, requests)


def read_with_flink(batch: list, parts_of: Callable, decode: Callable[[list], list]):
    """Each entry of ``batch`` with what its parts read as, Python reading what it can and
    ``decode`` (:func:`graph.flink_values.decode_with_flink`, one JVM for the batch) the rest:
    ``(entry, {role: value}, None)``, or ``(entry, {role: value}, why)`` when Flink's serializers
    fail on a part of it (that part's value is ``{"@error": ...}``). Raises :class:`SerializersNotRestored` when they cannot be restored from their
    snapshots (then no value is read), ``LoadError`` when the JVM cannot run."""
    requests = _Requests(as_json=False)
    parts = [parts_of(e, requests) for e in batch]
    results = decode(requests.groups)
    failed = next((r.error for r in results if r.error), None)
    if failed:
        raise SerializersNotRestored(f"Flink's serializers could not be restored: {failed}")
    for e, p in zip(batch, parts):
        d = _sample(p, results)
        bad = next((role for role in ("key", "namespace", "user_key", "value")
                    if isinstance(d.get(role), dict) and "@error" in d[role] and len(d[role]) == 1), None)
        yield e, d, None if bad is None else f"Flink's serializer cannot read a {bad}: {d[bad]['@error']}"


def _entries(view, name: str, subtask: int, key_groups, n: Optional[int]) -> list:
    """The first ``n`` (None: all) entries of keyed state ``name`` in ``subtask`` (``key_groups``:
    only those): split into key, namespace and user key, or whole (namespace None) when only the
    job's code can tell where its key ends."""
    from flink_compat.savepoint._codecs import needs_user_code
    from flink_compat.schema_registry._io import FormatError

    for split in (True, False):
        try:
            return list(islice(view.iter_keyed_entries(states=[name], subtasks=[subtask], key_groups=key_groups,
                                                       split=split), n))
        except FormatError as e:
            if not needs_user_code(e):
                raise
    raise _Unframed()  # the heap layout: its entries are framed by the serializers themselves


class _Unframed(Exception):
    """Entries only the job's serializers can frame (the heap layout); their state keeps its note."""


def _operator_samples(view, st: dict, entries: int, requests: _Requests) -> Optional[list[dict]]:
    """As :func:`_keyed_samples`, for operator list, union and broadcast state."""
    name = st["name"]
    meta = view.operator_meta
    info = next(s for s in (*meta.operator_states, *meta.broadcast_states) if s.name == name)
    if not st.get("samples_error") and not needs_flink(info.key_serializer, info.value_serializer):
        return None
    return [_operator_parts(e, info, requests) for e in islice(view.iter_operator_entries(states=[name]), entries)]


def _operator_parts(e, info, requests: _Requests) -> dict:
    parts = {"subtask": ("py", e.subtask), "index": ("py", e.index)}
    if e.key is not None:
        parts["key"] = requests.part(WHOLE, (info.key_serializer,), e.key)
    parts["value"] = requests.part(WHOLE, (info.value_serializer,), e.value)
    return parts
