"""The graph a savepoint restores: its operators by OperatorID, with every state and the
serializer snapshots Flink recorded for it.

A savepoint is the most trustworthy old side: it is what production actually wrote. It
has no edges and, before Flink 1.16, no uids or names; it has exact parallelism, max
parallelism, key serializers and state serializers.
"""

from __future__ import annotations

from typing import Optional

from flink_compat.schema_registry import Snapshot
from flink_compat.schema_registry.families.kryo import with_kryo_major

from .errors import LoadError
from .model import Distribution, JobGraph, Operator, State, StateKind

_KEYED_KINDS = {
    "VALUE": StateKind.VALUE,
    "LIST": StateKind.LIST,
    "MAP": StateKind.MAP,
    "REDUCING": StateKind.REDUCING,
    "AGGREGATING": StateKind.AGGREGATING,
    "PRIORITY_QUEUE": StateKind.TIMERS,
}


def graph_of_savepoint(location: str, *, allow_path: Optional[str] = None) -> JobGraph:
    """``allow_path``: a directory outside the savepoint's own whose state files may be
    read (see :func:`savepoint.open`)."""
    from flink_compat import savepoint
    from flink_compat.savepoint.metadata import FLINK_VERSIONS_OF_FORMAT

    with savepoint.open(location, allow_path=allow_path) as sp:
        return _graph(sp, location, FLINK_VERSIONS_OF_FORMAT)


def _graph(sp, location: str, flink_versions: dict) -> JobGraph:
    from flink_compat.savepoint.metadata import kryo_major_of_format

    kryo_major = kryo_major_of_format(sp.version)
    operators = []
    for view in sp.operators:
        keyed = view.keyed_meta
        states: list[State] = []
        key_serializer: Optional[Snapshot] = None
        if keyed is not None:
            key_serializer = with_kryo_major(keyed.key_serializer, kryo_major)
            for meta in keyed.states:
                states.append(_keyed_state(meta, kryo_major, view))
        ops_meta = view.operator_meta
        if ops_meta is not None:
            for meta in ops_meta.operator_states:
                mode = Distribution(meta.kind) if meta.kind in ("SPLIT_DISTRIBUTE", "UNION") else None
                if mode is None:
                    raise LoadError(f"{location}: operator {view.operator_id}: state {meta.name!r} has distribution {meta.kind}")
                states.append(
                    State(
                        name=meta.name,
                        kind=StateKind.OPERATOR_LIST,
                        value_serializer=with_kryo_major(meta.value_serializer, kryo_major),
                        distribution=mode,
                    )
                )
            for meta in ops_meta.broadcast_states:
                states.append(
                    State(
                        name=meta.name,
                        kind=StateKind.BROADCAST,
                        key_serializer=with_kryo_major(meta.key_serializer, kryo_major),
                        value_serializer=with_kryo_major(meta.value_serializer, kryo_major),
                        distribution=Distribution.BROADCAST,
                    )
                )
        operators.append(
            Operator(
                id=view.operator_id,
                uid=view.uid or None,
                id_origin="savepoint",
                name=view.name or "",
                kind="operator",
                parallelism=view.parallelism,
                max_parallelism=view.max_parallelism,
                key_serializer=key_serializer,
                states=tuple(states),
            )
        )
    return JobGraph(
        name=f"savepoint {sp.checkpoint_id}" if getattr(sp, "checkpoint_id", None) is not None else "savepoint",
        flink_version=flink_versions.get(sp.version, f"metadata v{sp.version}"),
        parallelism=max((op.parallelism or 1 for op in operators), default=1),
        origin="savepoint",
        location=location,
        operators=tuple(operators),
    )


def _keyed_state(meta, kryo_major: int, view) -> State:
    kind = _KEYED_KINDS.get(meta.kind)
    if kind is None:
        raise LoadError(f"operator {view.operator_id}: state {meta.name!r} has an unknown kind {meta.kind}")
    return State(
        name=meta.name,
        kind=kind,
        value_serializer=with_kryo_major(meta.value_serializer, kryo_major),
        namespace_serializer=None if kind is StateKind.TIMERS else with_kryo_major(meta.namespace_serializer, kryo_major),
        internal=kind is StateKind.TIMERS or meta.name.startswith("_") or meta.name == "window-contents",
    )
