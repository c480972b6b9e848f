"""The data and text of ``flink-compat inspect SAVEPOINT``.

:func:`inspect_savepoint` is a pure function of the savepoint (and options): it returns
a JSON-able dict; :func:`render_inspect` renders that dict as text with rich. The CLI
prints one or the other.

Shape of the dict::

    {"savepoint": {location, metadata, format_version, flink_versions, checkpoint_id,
                   type: savepoint|checkpoint|null, format: CANONICAL|NATIVE|null,
                   metadata_bytes, master_states: [{name, version, bytes}]},
     "operators": [{operator_id, uid, name, parallelism, max_parallelism,
                    subtasks_with_state, finished, coordinator_state_bytes,
                    keyed: {key_serializer, layouts, compressed} | null,
                    native_files: [{subtask, file, kind, bytes}]    (native RocksDB),
                    states: [{name, scope: keyed|timers|operator|broadcast, kind,
                              serializers: {role: tree}, entries, bytes,
                              samples: [...], samples_error}],
                    errors: [...]}]}

A serializer ``tree`` is ``{label, class, version, family, children: [{role, ...tree}]}``.
``entries``/``bytes`` are None where the entries are not framed (changelog) or could
not be read (see ``errors``); native RocksDB entries are read with RocksDB (``native.py``),
and its files are listed in ``native_files`` too.

With ``metadata_only`` only ``_metadata`` is read (nothing of the state files, which
may be remote and large): each operator gets ``handles: [{subtask, scope, kind, file,
bytes, key_groups: [first, last] | null, states: {name: mode}}]``; ``states`` lists the
operator (list and broadcast) states, whose names, modes and element counts (list
states) ``_metadata`` records; keyed state names and all serializers are in the state
files, so ``keyed`` is null and keyed states are not listed.

``errors`` lists what could not be read (corrupt or truncated state, refused paths): the
CLI exits 2 when there is any. ``samples_error`` says why values of a readable state are
not shown: their serializer needs the user's code (Kryo, custom serializers), which the
checker never runs; that is not an error of the savepoint.
"""

from __future__ import annotations

import io
from typing import Any, Mapping, Optional

from flink_compat.schema_registry._io import FormatError

from .keyed import FRAMED
from .api import CHANGELOG, NATIVE, OperatorView, Savepoint, open as open_savepoint
from ._codecs import needs_user_code
from .decode import decode_keyed, decode_operator, value_json
from .metadata import FLINK_VERSIONS_OF_FORMAT


def serializer_tree(snapshot) -> Optional[dict]:
    if snapshot is None:
        return None
    try:
        label = snapshot.label()
    except Exception:  # noqa: BLE001 - a model bug must not break inspect
        label = getattr(snapshot, "snapshot_class", "?")
    node = {
        "label": label,
        "class": getattr(snapshot, "snapshot_class", None),
        "version": getattr(snapshot, "version", None),
        "family": getattr(snapshot, "family", None),
        "children": [],
    }
    try:
        children = snapshot.children()
    except Exception:  # noqa: BLE001
        children = ()
    for role, child in children:
        sub = serializer_tree(child)
        if sub is not None:
            node["children"].append({"role": role, **sub})
    return node


def _native_kind(name: str) -> str:
    if name.endswith(".sst"):
        return "sst"
    for prefix in ("MANIFEST", "OPTIONS", "CURRENT"):
        if name.startswith(prefix):
            return prefix
    return "other"


def _handle_file(h) -> tuple[Optional[str], Optional[int]]:
    if h is None:
        return None, None
    if h.kind == "byte_stream":
        return f"<inline in _metadata at {h.metadata_offset}>", h.size
    if h.kind in ("relative_file",):
        return h.relative_path, h.size
    if h.kind in ("file", "segment_file"):
        return h.path, h.size
    return h.kind, getattr(h, "size", None)


def _decoded_json(d) -> dict:
    out = {"key_group": d.key_group}
    if d.key is not None or d.namespace is not None:
        out["key"] = value_json(d.key)
        out["namespace"] = value_json(d.namespace)
    if d.user_key is not None:
        out["user_key"] = value_json(d.user_key)
    out["value"] = value_json(d.value)
    return out


def _operator_entry_json(d) -> dict:
    out = {"subtask": d.subtask, "index": d.index}
    if d.key is not None:
        out["key"] = value_json(d.key)
    out["value"] = value_json(d.value)
    return out


def _stream_file(h) -> tuple[Optional[str], Optional[int]]:
    """File and bytes of a keyed or operator state handle, as ``_metadata`` records them."""
    if h.kind in ("key_groups", "operator_stream"):
        return _handle_file(h.delegate)
    if h.kind == "incremental":
        name, _size = _handle_file(h.metadata)
        return name, h.checkpointed_size
    return None, getattr(h, "checkpointed_size", None)


def _handles_json(op: OperatorView) -> list[dict]:
    out = []
    for raw in (False, True):
        prefix = "raw " if raw else ""
        for index, h in op.keyed_handles(raw):
            file, size = _stream_file(h)
            first = getattr(h, "start_key_group", None)
            n = len(h.offsets) if h.kind == "key_groups" else getattr(h, "num_key_groups", None)
            out.append({"subtask": index, "scope": prefix + "keyed", "kind": h.kind, "file": file, "bytes": size,
                        "key_groups": [first, first + n - 1] if first is not None and n else None, "states": {}})
        for index, h in op.operator_handles(raw):
            file, size = _stream_file(h)
            out.append({"subtask": index, "scope": prefix + "operator", "kind": h.kind, "file": file, "bytes": size,
                        "key_groups": None, "states": {name: part.mode for name, part in h.states.items()}})
    return out


def _metadata_states(op: OperatorView) -> list[dict]:
    """Operator states as ``_metadata`` records them: name, mode, and for list states one
    offset per element (broadcast states: one offset for the whole map)."""
    states: dict[str, dict] = {}
    for _index, h in op.operator_handles():
        for name, part in h.states.items():
            broadcast = part.mode == "BROADCAST"
            s = states.setdefault(name, {
                "name": name, "scope": "broadcast" if broadcast else "operator", "kind": part.mode,
                "backend_type": None, "serializers": {}, "entries": None if broadcast else 0, "bytes": None,
                "samples": [], "samples_error": None,
            })
            if not broadcast:
                s["entries"] += len(part.offsets)
    return list(states.values())


def inspect_operator(
    op: OperatorView, *, entries: int = 0, count: bool = True, metadata_only: bool = False, on_entries=None
) -> dict:
    """``on_entries(n)``: called while counting, with the entries counted so far."""
    st = op.state
    info: dict[str, Any] = {
        "operator_id": op.operator_id,
        "uid": op.uid,
        "name": op.name,
        "parallelism": op.parallelism,
        "max_parallelism": op.max_parallelism,
        "subtasks_with_state": sum(1 for s in st.subtasks if not s.finished and not s.is_empty()),
        "finished": st.fully_finished,
        "coordinator_state_bytes": st.coordinator_state.size if st.coordinator_state is not None else None,
        "keyed": None,
        "native_files": [],
        "states": [],
        "errors": [],
    }
    if metadata_only:
        info["handles"] = _handles_json(op)
        info["states"] = _metadata_states(op)
        return info
    states: list[dict] = []
    stats = {}
    if count:
        try:
            stats = op.state_stats(on_entries)
        except FormatError as e:
            if needs_user_code(e):  # the heap layout, framed by the serializers: only the job's code frames it
                info["not_counted"] = str(e)
            else:
                _add_error(info, e)

    # -- keyed state -------------------------------------------------------------------
    if op.has_keyed_state:
        try:
            km = op.keyed_meta
            layouts = sorted(op.keyed_layouts())
        except FormatError as e:
            _add_error(info, e)
            km, layouts = None, []
        if km is not None:
            framed = any(lay in FRAMED for lay in layouts)
            info["keyed"] = {
                "key_serializer": serializer_tree(km.key_serializer),
                "layouts": layouts,
                "compressed": km.compressed,
            }
            for s in km.states:
                scope = "timers" if s.backend_type == "PRIORITY_QUEUE" else "keyed"
                stat = stats.get(s.name)
                states.append(
                    {
                        "name": s.name,
                        "scope": scope,
                        "kind": s.kind,
                        "backend_type": s.backend_type,
                        "serializers": {k: serializer_tree(v) for k, v in s.serializers.items()},
                        "entries": stat.entries if (stat and framed) else None,
                        "bytes": stat.bytes if (stat and framed) else None,
                        "samples": [],
                        "samples_error": None,
                    }
                )
            if NATIVE in layouts or CHANGELOG in layouts:
                for index, h in op.keyed_handles():
                    for group in ("shared", "private"):
                        for f in getattr(h, group, []) or []:
                            name, size = _handle_file(f.handle)
                            info["native_files"].append(
                                {"subtask": index, "file": f.local_path, "kind": _native_kind(f.local_path), "stored_as": name, "bytes": size}
                            )
            if entries > 0 and framed:
                for s in states:
                    try:
                        s["samples"] = [_decoded_json(d) for d in _take(decode_keyed(op, states=[s["name"]]), entries)]
                    except FormatError as e:
                        _sample_failed(info, s, e)

    # -- operator state -----------------------------------------------------------------
    if op.has_operator_state:
        try:
            om = op.operator_meta
        except FormatError as e:
            _add_error(info, e)
            om = None
        if om is not None:
            for s, scope in [(x, "operator") for x in om.operator_states] + [(x, "broadcast") for x in om.broadcast_states]:
                stat = stats.get(s.name)
                item = {
                    "name": s.name,
                    "scope": scope,
                    "kind": s.kind,
                    "backend_type": s.backend_type,
                    "serializers": {k: serializer_tree(v) for k, v in s.serializers.items()},
                    "entries": stat.entries if stat else None,
                    "bytes": stat.bytes if stat else None,
                    "samples": [],
                    "samples_error": None,
                }
                if entries > 0:
                    try:
                        item["samples"] = [_operator_entry_json(d) for d in _take(decode_operator(op, states=[s.name]), entries)]
                    except FormatError as e:
                        _sample_failed(info, item, e)
                states.append(item)
    info["states"] = states
    return info


def _add_error(info: dict, e: FormatError) -> None:
    # counting and the meta information read the same streams: one failure, one line
    if str(e) not in info["errors"]:
        info["errors"].append(str(e))


def _sample_failed(info: dict, state: dict, e: FormatError) -> None:
    """Values the tool cannot decode are a note on the state; unreadable bytes an error."""
    if needs_user_code(e):
        state["samples_error"] = str(e)
    else:
        _add_error(info, e)


def unreadable(data: dict) -> list[str]:
    """One line per error of an inspect dict, naming the operator (empty: all was read)."""
    return [f"operator {op['uid'] or op['operator_id']}: {err}" for op in data["operators"] for err in op["errors"]]


def _inspect_operators(sp: Savepoint, entries: int, count: bool, metadata_only: bool, progress) -> list[dict]:
    if progress is None or not count:
        return [inspect_operator(op, entries=entries, count=count, metadata_only=metadata_only) for op in sp.operators]
    with_state = [op for op in sp.operators if op.has_keyed_state or op.has_operator_state]
    counted = {"ops": 0, "states": 0, "entries": 0}

    def report(n: int = 0) -> None:
        progress(counted["ops"], len(with_state), counted["states"], counted["states"], counted["entries"] + n)

    out = []
    for op in sp.operators:
        info = inspect_operator(op, entries=entries, count=count, on_entries=report)
        if op in with_state:
            counted["ops"] += 1
            counted["states"] += len(info["states"])
            counted["entries"] += sum(s["entries"] or 0 for s in info["states"])
            report()
        out.append(info)
    return out


def _take(it, n: int) -> list:
    out = []
    for x in it:
        out.append(x)
        if len(out) >= n:
            break
    return out


def inspect_savepoint(
    savepoint,
    *,
    uid_hashes: Optional[Mapping[str, str]] = None,
    entries: int = 0,
    count: bool = True,
    allow_path: Optional[str] = None,
    metadata_only: bool = False,
    progress=None,
) -> dict:
    """The data of ``flink-compat inspect``: a JSON-able dict (see the module docs).

    ``savepoint``: a location (directory, ``_metadata``, URI) or an open :class:`Savepoint`.
    ``uid_hashes``: uid → OperatorID hex, to show uids; ``entries``: decoded sample
    entries per state; ``count``: count entries and bytes of every state (reads all state);
    ``allow_path``: a directory outside the savepoint's own whose state files may be read;
    ``metadata_only``: read ``_metadata`` alone (see the module docs); ``progress(operators
    done, operators, states done, states, entries)`` is called while entries are counted.
    """
    own = not isinstance(savepoint, Savepoint)
    sp = open_savepoint(savepoint, uid_hashes=uid_hashes, allow_path=allow_path) if own else savepoint
    try:
        if not own and uid_hashes:
            by_hash = {str(h).lower(): u for u, h in uid_hashes.items()}
            for op in sp.operators:
                op.uid = op.uid or by_hash.get(op.operator_id)
        md = sp.metadata
        is_sp = sp.is_savepoint
        return {
            "savepoint": {
                "location": str(sp.location),
                "metadata": sp.metadata_path,
                "format_version": md.version,
                "flink_versions": FLINK_VERSIONS_OF_FORMAT.get(md.version),
                "checkpoint_id": md.checkpoint_id,
                "type": None if is_sp is None else ("savepoint" if is_sp else "checkpoint"),
                "format": sp.format_type,
                "metadata_bytes": md.size,
                "master_states": [{"name": m.name, "version": m.version, "bytes": m.size} for m in md.master_states],
            },
            "operators": _inspect_operators(sp, entries, count and not metadata_only, metadata_only, progress),
        }
    finally:
        if own:
            sp.close()


# ---------------------------------------------------------------------------------------
#  text


def _tree_text(node: Optional[dict]) -> str:
    return node["label"] if node else "?"


def render_inspect(data: dict, *, width: int = 110, color: bool = False, show_empty: bool = False) -> str:
    """The inspect dict as text (rich tables and trees)."""
    from rich.console import Console
    from rich.markup import escape
    from rich.table import Table
    from rich.tree import Tree

    from flink_compat.reports._text import finished, visible

    def safe(value) -> str:
        """What the savepoint holds (uids, names, paths, serializer labels, values, errors) as
        text that neither rich's markup nor a terminal acts on (reports/_text.py)."""
        return escape(visible(str(value)))

    buf = io.StringIO()
    console = Console(file=buf, width=width, color_system="standard" if color else None, force_terminal=color, highlight=False)
    s = data["savepoint"]
    kind = s["type"] or "snapshot"
    fmt = f", {s['format']}" if s.get("format") else ""
    console.print(
        f"[bold]{kind}[/bold] {safe(s['metadata'])}\n"
        f"  format version {s['format_version']} (Flink {s['flink_versions']}), checkpoint {s['checkpoint_id']}{fmt}, "
        f"_metadata {s['metadata_bytes']} bytes"
    )
    for m in s.get("master_states") or []:
        console.print(f"  master state {safe(repr(m['name']))} v{m['version']}: {m['bytes']} bytes")
    shown = 0
    for op in data["operators"]:
        if not show_empty and not op["states"] and not op["errors"] and not op.get("handles") and op["coordinator_state_bytes"] is None:
            continue
        shown += 1
        title = (f"[bold]{safe(op['uid'] or op['name'] or '(no uid)')}[/bold]  {safe(op['operator_id'])}  "
                 f"p={op['parallelism']} maxP={op['max_parallelism']}")
        if op["finished"]:
            title += "  \\[finished]"
        tree = Tree(title)
        if op["coordinator_state_bytes"] is not None:
            tree.add(f"coordinator state: {op['coordinator_state_bytes']} bytes")
        if op["keyed"]:
            k = op["keyed"]
            tree.add(f"key: {safe(_tree_text(k['key_serializer'])) if k['key_serializer'] else '(not recorded)'}   "
                     f"layout: {safe(', '.join(k['layouts']))}{'  snappy' if k['compressed'] else ''}")
        if op["states"]:
            table = Table(show_header=True, header_style="bold", box=None, pad_edge=False)
            for col in ("state", "scope", "kind", "serializer", "entries", "bytes"):
                table.add_column(col, justify="right" if col in ("entries", "bytes") else "left", overflow="fold")
            for st in op["states"]:
                sers = st["serializers"]
                main = sers.get("VALUE_SERIALIZER")
                text = _tree_text(main) if main else ", ".join(f"{r}: {_tree_text(t)}" for r, t in sers.items())
                ns = sers.get("NAMESPACE_SERIALIZER")
                if ns and ns.get("label") not in (None, "VoidNamespace"):
                    text += f"  (namespace {_tree_text(ns)})"
                if st["scope"] == "broadcast":
                    text = f"{_tree_text(sers.get('KEY_SERIALIZER'))} -> {_tree_text(sers.get('VALUE_SERIALIZER'))}"
                table.add_row(
                    safe(st["name"]),
                    safe(st["scope"]),
                    safe(st["kind"]),
                    safe(text),
                    "-" if st["entries"] is None else f"{st['entries']:,}",
                    "-" if st["bytes"] is None else f"{st['bytes']:,}",
                )
            tree.add(table)
            for st in op["states"]:
                if st["samples"] or st["samples_error"]:
                    by = " (read by Flink's serializers, with the job's classes)" if st.get("samples_by") == "flink" else ""
                    node = tree.add(f"samples of {safe(repr(st['name']))}{by}")
                    for smp in st["samples"]:
                        node.add(safe(_sample_text(smp)))
                    if st["samples_error"]:
                        node.add(f"[red]cannot decode: {safe(st['samples_error'])}[/red]")
                python = st.get("python_samples")
                if python:  # (inspect --job PROGRAM: the values decoded with its Python type)
                    node = tree.add(safe(f"Python values of {st['name']!r} as {python['python_type']}"))
                    for v in python["values"]:
                        node.add(safe(f"{v['role']}: {v['value']}"))
        if op.get("handles"):
            node = tree.add("state handles in _metadata (state files not read)")
            by_scope: dict[str, list] = {}
            for h in op["handles"]:
                by_scope.setdefault(h["scope"], []).append(h)
            for scope, handles in by_scope.items():
                total = sum(h["bytes"] or 0 for h in handles)
                kinds = ", ".join(sorted({h["kind"] for h in handles}))
                groups = [g for h in handles if (g := h["key_groups"])]
                kg = f", key groups {min(g[0] for g in groups)}-{max(g[1] for g in groups)}" if groups else ""
                node.add(safe(f"{scope}: {len(handles)} subtask handles ({kinds}), {total:,} bytes{kg}"))
        if op["native_files"]:
            by_kind: dict[str, list] = {}
            for f in op["native_files"]:
                by_kind.setdefault(f["kind"], []).append(f)
            node = tree.add("native RocksDB files (content not decoded)")
            for kindname, files in sorted(by_kind.items()):
                total = sum(f["bytes"] or 0 for f in files)
                node.add(safe(f"{kindname}: {len(files)} files, {total:,} bytes"))
        if op.get("not_counted"):
            tree.add(f"entries not counted (framing them needs the job's serializers): {safe(op['not_counted'])}")
        for err in op["errors"]:
            tree.add(f"[red]error: {safe(err)}[/red]")
        console.print(tree)
    hidden = len(data["operators"]) - shown
    if hidden > 0:
        console.print(f"({hidden} operators without state not shown)")
    return finished(buf.getvalue(), "text")


def _sample_text(smp: dict) -> str:
    import json

    parts = []
    if "key" in smp:
        parts.append(f"key={json.dumps(smp['key'], default=str)}")
        if smp.get("namespace") not in (None, "VOID_NAMESPACE", "VoidNamespace"):
            parts.append(f"ns={json.dumps(smp['namespace'], default=str)}")
    if "subtask" in smp:
        parts.append(f"subtask={smp['subtask']}")
    if "user_key" in smp:
        parts.append(f"map key={json.dumps(smp['user_key'], default=str)}")
    parts.append(f"value={json.dumps(smp['value'], default=str)}")
    text = "  ".join(parts)
    return text if len(text) < 300 else text[:297] + "..."
