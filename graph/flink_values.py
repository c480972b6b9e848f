"""State values Python cannot read, read by Flink's own serializers in a sandboxed JVM.

A custom ``TypeSerializer``, a class Kryo writes with a serializer of the job's, Kryo inside a
Scala type: their bytes mean what the job's Java code says. The bridge program
``bridge/Values.java`` restores each serializer from its snapshot, as Flink does at restore
(``TypeSerializerSnapshot.restoreSerializer``, with the job's JAR on the class path for the
user's classes), and reads the values with it. It runs job code, so it runs in the sandbox every
child that runs job code runs in (graph/sandbox.py): one JVM per call, all groups at once.

``bridge/Resolve.java`` answers what the checker cannot for those serializers: whether the new
job's snapshot accepts the savepoint's (``newSnapshot.resolveSchemaCompatibility(oldSnapshot)``,
as Flink's restore asks it), with the new job's classes.

Values come back as JSON data, shaped as flink-compat shows the values it decodes itself
(``savepoint.decode.value_json``): objects ``{"@class": ..., field: value}``, Tuples lists,
``byte[]`` ``{"bytes_hex": ...}``, BigInteger and BigDecimal exact strings. A value Flink's
serializer fails on is ``{"@error": "<exception>: <message>"}``.
"""

from __future__ import annotations

import json
import struct
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional, Sequence

from . import progress
from .errors import LoadError

#: What a group's values are (``Values.java``): a whole value of the first serializer; a list
#: value as RocksDB and the canonical format write it (elements separated by ','); a map entry's
#: value (a null flag, then the value); a composite key after its key group: [key, namespace,
#: user key] (add :data:`AMBIGUOUS` when key and namespace are both of variable length: each is
#: followed by its length).
WHOLE, LIST, MAP_VALUE, COMPOSITE_KEY = 0, 1, 2, 3
AMBIGUOUS = 16
#: A group whose values are key groups of the heap layout: what comes back is their entries' frames.
HEAP_KEY_GROUP = 4
#: A group whose values are keys, each after the max parallelism: what comes back is their key groups.
KEY_GROUP_OF_KEY = 5
MAIN = "flinkcompat.bridge.Values"
RESOLVE_MAIN = "flinkcompat.bridge.Resolve"


@dataclass
class Group:
    """Values of one shape read with the same serializers (snapshot models; None: none)."""

    mode: int
    snapshots: Sequence[Any]
    values: list = field(default_factory=list)


@dataclass(frozen=True)
class GroupResult:
    #: Why the serializers could not be restored (then there are no values), else None.
    error: Optional[str]
    #: The serializer class Flink restored from each snapshot.
    serializers: tuple
    values: tuple


def _request(groups: Sequence[Group]) -> bytes:
    from flink_compat.schema_registry.binary import write_snapshot

    out = bytearray(struct.pack(">i", len(groups)))
    for g in groups:
        out += struct.pack(">ii", g.mode, len(g.snapshots))
        for s in g.snapshots:
            b = b"" if s is None else write_snapshot(s)
            out += struct.pack(">i", len(b)) + b
        out += struct.pack(">i", len(g.values))
        for v in g.values:
            out += struct.pack(">i", len(v)) + bytes(v)
    return bytes(out)


def decode_with_flink(groups: Sequence[Group], *, jar: Optional[Path] = None, flink: Optional[str] = None,
                      timeout: Optional[float] = None) -> list[GroupResult]:
    """Each group's values read by Flink (``flink``: a version or a Flink home, default the one
    ``jar`` was built for, else flink-compat's default) with ``jar``'s classes; raises
    :class:`LoadError` when the JVM cannot run or ends without a result."""
    if not groups:
        return []
    count = sum(len(g.values) for g in groups)
    result = _run_jvm(MAIN, _request(groups), jar, flink, timeout, f"reading {count} value(s) with Flink's serializers")
    return [GroupResult(g["error"], tuple(g["serializers"]), tuple(g["values"])) for g in result["groups"]]


def frame_heap_with_flink(meta, key_groups: Sequence[bytes], *, jar: Optional[Path] = None,
                          flink: Optional[str] = None, timeout: Optional[float] = None) -> list:
    """The frames of heap-layout key groups (for :func:`savepoint.keyed.heap_framing`), read by
    Flink's serializers of ``meta`` (the keyed backend's meta information) with ``jar``'s classes.
    Serializers Flink cannot restore raise ``CodecUnavailable`` (the entries stay unframed); bytes
    they cannot read, a ``FormatError``."""
    from flink_compat.savepoint._codecs import CodecUnavailable
    from flink_compat.schema_registry._io import FormatError

    snapshots = [meta.key_serializer]
    for st in meta.states:
        timers = st.backend_type == "PRIORITY_QUEUE"
        snapshots += [None if timers else st.namespace_serializer, st.value_serializer]
    [result] = decode_with_flink([Group(HEAP_KEY_GROUP, tuple(snapshots), list(key_groups))], jar=jar, flink=flink,
                                 timeout=timeout)
    if result.error is not None:
        raise CodecUnavailable(f"Flink's serializers could not be restored to frame the heap layout: {result.error}")
    for i, frames in enumerate(result.values):
        if isinstance(frames, dict):
            raise FormatError("<heap key group>", None, f"key group {i + 1} of the handle: Flink's serializers cannot "
                                                       f"read it: {frames['@error']}")
    return list(result.values)


def key_groups_with_flink(requests: Sequence[tuple], *, jar: Optional[Path] = None, flink: Optional[str] = None,
                          timeout: Optional[float] = None) -> list:
    """The key group Flink puts each key in with ``jar``'s classes (``KeyGroupRangeAssignment``: the
    murmur hash of the key's ``hashCode``). ``requests``: (key serializer snapshot, max parallelism,
    serialized keys) each; per request, a list with each key's key group (an ``int``, or why its
    bytes did not read), or why the serializer could not be restored (a ``str``)."""
    groups = [Group(KEY_GROUP_OF_KEY, (snapshot,), [struct.pack(">i", max_parallelism) + bytes(k) for k in keys])
              for snapshot, max_parallelism, keys in requests]
    out = []
    for result in decode_with_flink(groups, jar=jar, flink=flink, timeout=timeout):
        if result.error is not None:
            out.append(result.error)
        else:
            out.append([v["@error"] if isinstance(v, dict) else v for v in result.values])
    return out


def job_code(jar: Optional[Path], flink: Optional[str]):
    """What reads state with the job's own serializers (``jar``'s classes on Flink ``flink``), in
    the sandboxed JVM: ``(decode, framing)``, ``decode(groups)`` being :func:`decode_with_flink`
    and ``framing`` a context in which the heap layout's key groups only the job's serializers
    can frame are framed by them (:func:`savepoint.keyed.heap_framing`)."""
    from functools import partial

    from flink_compat.savepoint.keyed import heap_framing

    return (partial(decode_with_flink, jar=jar, flink=flink),
            heap_framing(partial(frame_heap_with_flink, jar=jar, flink=flink)))


def resolve_with_flink(pairs: Sequence[tuple], *, jar: Optional[Path] = None, flink: Optional[str] = None,
                       timeout: Optional[float] = None) -> dict:
    """The compatibility Flink gives each (old, new) snapshot pair with ``jar``'s classes, as at
    restore (``bridge/Resolve.java``: ``newSnapshot.resolveSchemaCompatibility(oldSnapshot)``; on
    Flink 1.18 ``oldSnapshot.resolveSchemaCompatibility(newSerializer)``):
    ``{schema_registry.snapshot.pair_key: Resolution}`` (for :func:`compat.check.check`). A pair
    Flink could not resolve (a class the JAR lacks) stays unknown, with Flink's reason."""
    from flink_compat.schema_registry import Compatibility
    from flink_compat.schema_registry._base import Resolution, short_class
    from flink_compat.schema_registry.snapshot import pair_key

    keys = list(dict.fromkeys(k for k in (pair_key(old, new) for old, new in pairs) if k is not None))
    if not keys:
        return {}
    request = bytearray(struct.pack(">i", len(keys)))
    for old, new in keys:
        request += struct.pack(">i", len(old)) + old + struct.pack(">i", len(new)) + new
    what = f"resolving {len(keys)} custom serializer snapshot(s) with Flink"
    result = _run_jvm(RESOLVE_MAIN, bytes(request), jar, flink, timeout, what)
    out = {}
    for key, r in zip(keys, result["pairs"]):
        if r["compatibility"] is None:
            out[key] = Resolution.of(Compatibility.UNKNOWN, f"Flink could not resolve it with the job's classes: {r['error']}")
        else:
            compatibility = Compatibility[r["compatibility"]]
            out[key] = Resolution.of(compatibility, f"Flink resolved {short_class(r['new'])} against the old side's "
                                                    f"{short_class(r['old'])} with the job's classes: {compatibility.name}")
    return out


def _run_jvm(main: str, request: bytes, jar: Optional[Path], flink: Optional[str], timeout: Optional[float],
             doing: str) -> dict:
    """Run bridge program ``main`` (``OUT JAR REQUEST``) in the sandbox; its JSON result."""
    from .jar import _java, _run_bridge_jvm, bridge_classes, class_archive, flink_side, jdk_tool
    from .loader import default_timeout

    what = jar if jar is not None else Path("flink-compat")
    java = jdk_tool("java")
    if java is None:
        raise LoadError(f"{what}: {doing} needs Java 17+ (java in JAVA_HOME/bin or on PATH)")
    lib, _note = flink_side(flink, jar)
    timeout = timeout or default_timeout()
    with tempfile.TemporaryDirectory(prefix="flink-compat-values-") as tmp:
        request_file, out = Path(tmp) / "request.bin", Path(tmp) / "result.json"
        request_file.write_bytes(request)
        bridge = bridge_classes(lib)
        archive = class_archive(java, lib, bridge)
        cmd = _java(java, lib, bridge, main, str(out), str(jar.resolve()) if jar is not None else "", str(request_file),
                    tmpdir=Path(tmp), sharing=f"-XX:SharedArchiveFile={archive}" if archive.is_file() else None)
        try:
            with progress.step(doing):
                proc = _run_bridge_jvm(what, cmd, tmp, timeout, out)
        except LoadError:
            raise LoadError(f"{what}: {doing} took over {timeout:g} s (on a busy machine, raise --timeout)") from None
        if not out.exists():
            tail = [ln for ln in (proc.stderr if proc is not None else "").strip().splitlines() if ln.strip()]
            raise LoadError(f"{what}: {doing} failed{': ' + tail[-1] if tail else ''}")
        return json.loads(out.read_text(encoding="utf-8"))
