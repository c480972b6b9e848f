"""The stream graphs as networkx graphs: order and generations, for reports and sorting."""

from __future__ import annotations

import networkx as nx

from flink_compat.graph.model import JobGraph


def to_networkx(graph: JobGraph) -> nx.DiGraph:
    g = nx.DiGraph()
    for op in graph.operators:
        if op.id not in g:
            g.add_node(op.id, uid=op.uid, name=op.name, kind=op.kind, stateful=op.is_stateful)
    for edge in graph.edges:
        g.add_edge(edge.source, edge.target, partitioning=edge.partitioning)
    return g


def _positions(graph: JobGraph) -> dict[str, int]:
    pos: dict[str, int] = {}
    for i, op in enumerate(graph.operators):
        pos.setdefault(op.id, i)
    return pos


def topological_order(graph: JobGraph) -> list[str]:
    """Operators sources first, ties broken by declaration order."""
    g = to_networkx(graph)
    pos = _positions(graph)
    try:
        return list(nx.lexicographical_topological_sort(g, key=pos.__getitem__))
    except nx.NetworkXUnfeasible:  # a cycle (iterations): declaration order
        return list(pos)


def generations(graph: JobGraph) -> list[list[str]]:
    """Operators by topological generation (sources first), for drawing."""
    g = to_networkx(graph)
    pos = _positions(graph)
    try:
        return [sorted(gen, key=pos.__getitem__) for gen in nx.topological_generations(g)]
    except nx.NetworkXUnfeasible:
        return [[op_id] for op_id in pos]
