"""``flink-compat inspect --entries N --job JOB.jar``: the sample values Python cannot read (a
custom serializer, a class Kryo writes with the job's serializer, Kryo inside a Scala type) read
by Flink's own serializers in the sandboxed JVM (graph/flink_values.py), the job's JAR on its
class path. Every other part of an entry is still decoded in Python."""

from __future__ import annotations

from itertools import islice
from typing import Callable, Optional

from flink_compat.graph.flink_values import AMBIGUOUS, COMPOSITE_KEY, LIST, MAP_VALUE, WHOLE, Group
from flink_compat.schema_registry._base import children_of

#: A part of a sample: ("py", value) decoded here, or ("jvm", group index, value index).
_Part = tuple


class _Requests:
    """The values to read in the JVM, grouped by shape and serializers."""

    def __init__(self) -> None:
        self.groups: list[Group] = []
        self._index: dict = {}

    def part(self, mode: int, snapshots: tuple, data: bytes) -> _Part:
        if mode == WHOLE:
            decoded = _python_whole(snapshots[0], data)
            if decoded is not None:
                return ("py", decoded[0])
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
    from flink_compat.savepoint.decode import value_json
    from flink_compat.schema_registry.codecs import codec_for

    try:
        value, end = codec_for(snapshot).decode(data, 0)
    except Exception:  # noqa: BLE001 - whatever Python cannot read, Flink reads
        return None
    return (value_json(value),) if end == len(data) and not _raw_kryo(value) else None


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


def _kryo(*snapshots) -> bool:
    from flink_compat.schema_registry.families.kryo import KryoSnapshot
    from flink_compat.schema_registry.snapshot import walk

    return any(isinstance(s, KryoSnapshot) for root in snapshots if root is not None for _, s in walk(root))


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
    from flink_compat.savepoint._codecs import lengths
    from flink_compat.savepoint.keyed import FRAMED, ROCKSDB_ENCODED

    name = st["name"]
    meta = view.keyed_meta
    info = next(s for s in meta.states if s.name == name)
    key_ser, ns_ser, vs = meta.key_serializer, info.namespace_serializer, info.value_serializer
    if not st.get("samples_error") and not _kryo(key_ser, ns_ser, vs):
        return None
    kids = children_of(vs) if vs is not None else {}
    samples: list[dict] = []
    for index, _handle in view.keyed_handles():
        layout = view.keyed_layout(index)
        if layout not in FRAMED or len(samples) >= entries:
            continue
        for e in _entries(view, name, index, entries - len(samples)):
            parts = {"key_group": ("py", e.key_group)}
            if info.backend_type == "PRIORITY_QUEUE":  # a timer: the whole serialized timer
                parts["value"] = requests.part(WHOLE, (vs,), e.key)
                samples.append(parts)
                continue
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
            samples.append(parts)
    return samples


def _entries(view, name: str, subtask: int, n: int) -> list:
    """The first ``n`` entries of keyed state ``name`` in ``subtask``: split into key, namespace and
    user key, or whole (namespace None) when only the job's code can tell where its key ends."""
    from flink_compat.savepoint._codecs import needs_user_code
    from flink_compat.schema_registry._io import FormatError

    try:
        return list(islice(view.iter_keyed_entries(states=[name], subtasks=[subtask]), n))
    except FormatError as e:
        if not needs_user_code(e):
            raise
    try:
        return list(islice(view.iter_keyed_entries(states=[name], subtasks=[subtask], split=False), n))
    except FormatError as e:
        if not needs_user_code(e):
            raise
        raise _Unframed() from None  # the heap layout: its entries are framed by the serializers themselves


class _Unframed(Exception):
    """Entries only the job's serializers can frame (the heap layout); their state keeps its note."""


def _operator_samples(view, st: dict, entries: int, requests: _Requests) -> Optional[list[dict]]:
    """As :func:`_keyed_samples`, for operator list, union and broadcast state."""
    name = st["name"]
    meta = view.operator_meta
    info = next(s for s in (*meta.operator_states, *meta.broadcast_states) if s.name == name)
    if not st.get("samples_error") and not _kryo(info.key_serializer, info.value_serializer):
        return None
    samples = []
    for e in islice(view.iter_operator_entries(states=[name]), entries):
        parts = {"subtask": ("py", e.subtask), "index": ("py", e.index)}
        if e.key is not None:
            parts["key"] = requests.part(WHOLE, (info.key_serializer,), e.key)
        parts["value"] = requests.part(WHOLE, (info.value_serializer,), e.value)
        samples.append(parts)
    return samples
