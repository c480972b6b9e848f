"""What the state of a SQL operator means, read from the planner's descriptions of the job.

Flink's serializer check cannot see the worst SQL upgrades: SUM(amount) replaced by MAX(amount)
keeps an INT accumulator, two SUMs swapped keep the row type, a GROUP BY or join key moved to
another column of the same type keeps the key type, a window of another size keeps the slice
state. Flink restores all of them as they are and the new query reads the old state as something
else. What the state means is in the plan: the planner describes every operator
(``GroupAggregate(groupBy=[grp], select=[grp, COUNT(*) AS cnt, SUM(amount) AS total])``) and
:class:`~flink_compat.graph.model.SqlOperator` keeps that description.

The names in a description are the operator's own input fields: ``grp`` may be ``g AS grp`` in
one version of the query and ``h AS grp`` in the next. So every name is traced up the plan to
what it is made of (the *lineage*: through projections, joins and aggregates to the source
columns), and the meanings compare those: ``GROUP BY g`` against ``GROUP BY h``. This reads what
Flink's planner printed; it plans nothing itself. A name it cannot trace stays as written, which
can miss a change but never invents one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Optional

from flink_compat.graph.model import JobGraph, Operator
from flink_compat.graph.sql_description import parse_description, split_top_level


# ------------------------------------------------------------------- descriptions


_ALIAS = re.compile(r"^(.*\S)\s+AS\s+([\w$]+)$", re.S)


def split_alias(item: str) -> tuple[str, str]:
    """``SUM(amount) AS total`` → ``("SUM(amount)", "total")``; ``k`` → ``("k", "k")``. The last
    top-level ``AS`` names the field (``CAST(g AS BIGINT)`` has none of its own)."""
    match = _ALIAS.match(item.strip())
    if match and match.group(1).count("(") == match.group(1).count(")"):
        return match.group(1), match.group(2)
    return item.strip(), item.strip()


_IDENTIFIER = re.compile(r"(?<![\w$'])([A-Za-z_$][\w$]*)(?![\w$(])")


def substitute(expression: str, fields: dict[str, str]) -> str:
    """``expression`` with each field name replaced by what the field is made of."""
    def replace(match: re.Match) -> str:
        origin = fields.get(match.group(1))
        if origin is None:
            return match.group(1)
        whole = re.fullmatch(r"[\w$.]+|\w*\((.*)\)", origin)  # a name, a call or (...): no parentheses to add
        return origin if whole and _balanced(whole.group(1) or "") else f"({origin})"

    return _IDENTIFIER.sub(replace, expression)


_CAST = re.compile(r"^CAST\((.*) AS [^()]+(?:\([^()]*\))?\)$")


def without_casts(origin: str) -> str:
    """A key's origin without the casts around it: a widened key (``CAST(g AS BIGINT)``) is the
    same column; the key serializer's change is reported as one."""
    while (match := _CAST.match(origin)) is not None:
        origin = match.group(1)
    return origin


# ------------------------------------------------------------------- lineage


#: Window properties an aggregate computes from the window, not from its state.
_WINDOW_PROPERTIES = {"start", "end", "slice_end", "rowtime", "proctime", "window_start", "window_end",
                      "window_time", "hop_start", "hop_end", "tumble_start", "tumble_end"}


class Lineage:
    """The fields each SQL operator of a job outputs, each with what it is made of (an expression
    over the sources' columns). Computed once per graph, upstream first."""

    def __init__(self, graph: JobGraph):
        self.graph = graph
        self._by_id = {op.id: op for op in graph.operators}
        self._inputs: dict[str, list[str]] = {}
        for edge in sorted(graph.edges, key=lambda e: e.input_index):
            self._inputs.setdefault(edge.target, []).append(edge.source)
        self._fields: dict[str, list[tuple[str, str]]] = {}

    def inputs(self, op: Operator) -> list[list[tuple[str, str]]]:
        """The fields of each input of ``op``, in input order."""
        return [self.fields(self._by_id[i]) for i in self._inputs.get(op.id, ()) if i in self._by_id]

    def fields(self, op: Operator) -> list[tuple[str, str]]:
        """``[(name, origin)]`` of ``op``'s output."""
        if op.id not in self._fields:
            self._fields[op.id] = []  # a cycle (there is none in a plan) reads as no fields
            self._fields[op.id] = self._output(op)
        return self._fields[op.id]

    def upstream(self, op: Operator) -> dict[str, str]:
        """``op``'s input fields by name (the first input that has a name wins), for substitution."""
        named: dict[str, str] = {}
        for fields in self.inputs(op):
            for name, origin in fields:
                named.setdefault(name, origin)
        return named

    def origin(self, op: Operator, expression: str) -> str:
        return substitute(expression, self.upstream(op))

    def _output(self, op: Operator) -> list[tuple[str, str]]:
        kind, args = parse_description(op.sql.description if op.sql else "")
        inputs = self.inputs(op)
        concatenated = [f for fields in inputs for f in fields]
        if kind == "TableSourceScan" and "fields" in args:
            return [(name, name) for name in split_top_level(args["fields"])]
        if "select" not in args:
            # a watermark assigner, exchange, dedup, changelog normalisation...: its input's fields
            return inputs[0] if len(inputs) == 1 else concatenated
        items = [split_alias(item) for item in split_top_level(args["select"])]
        if kind and kind.endswith("Join") and len(items) == len(concatenated):
            # a join outputs its inputs' fields side by side, renamed where they clash (k0)
            return [(alias, origin) for (_, alias), (_, origin) in zip(items, concatenated)]
        upstream = self.upstream(op)
        return [(alias, substitute(expression, upstream)) for expression, alias in items]


# ------------------------------------------------------------------- meanings


@dataclass(frozen=True)
class Aspect:
    """One thing the state of an operator depends on: a GROUP BY key, the aggregates..."""

    #: How messages name it: ``the GROUP BY key``.
    what: str
    value: tuple[str, ...]

    def text(self) -> str:
        return ", ".join(self.value) if self.value else "none"


def _keys(lineage: Lineage, op: Operator, names: str) -> tuple[str, ...]:
    return tuple(without_casts(lineage.origin(op, name)) for name in split_top_level(names))


def _aggregates(lineage: Lineage, op: Operator, kind: str, select: str, group_by: str) -> tuple[str, ...]:
    """The aggregate calls of a ``select=[...]`` in order, their arguments traced (the aliases do
    not matter: the accumulator row holds the calls' accumulators by position)."""
    keys = set(split_top_level(group_by))
    calls = []
    for item in split_top_level(select):
        expression, alias = split_alias(item)
        function = expression.split("(", 1)[0].strip().lower()
        if expression in keys or "(" not in expression or function in _WINDOW_PROPERTIES \
                or alias.startswith("$"):
            continue
        call = lineage.origin(op, expression)
        if kind.startswith("Global") and (partial := _PARTIAL.match(call)):
            # two-phase: the global aggregate merges the local one's accumulators
            # (SUM(sum$0) over SUM(amount)): it is the local call
            call = partial.group(1)
        calls.append(call)
    return tuple(calls)


#: A global aggregate's call over a local aggregate's call: ``COUNT(COUNT(*))``.
_PARTIAL = re.compile(r"^\w+\((\w+\(.*\))\)$")


def meaning(lineage: Lineage, op: Operator) -> dict[str, Aspect]:
    """The aspects of ``op``'s state by name; empty for an operator without state or of a kind
    this does not model (the check then says nothing)."""
    if op.sql is None or not op.is_stateful:
        return {}
    kind, args = parse_description(op.sql.description or "")
    if kind is None:
        return {}
    aspects: dict[str, Aspect] = {"kind": Aspect("the operator", (kind,))}

    def add(name: str, what: str, value: tuple[str, ...]):
        aspects[name] = Aspect(what, value)

    if "Join" in kind and "where" in args:
        add("joinType", "the join type", (args.get("joinType", ""),))
        add("joinKey", "the join key", _join_keys(lineage, op, args["where"]))
    if "Aggregate" in kind:
        group_by = args.get("groupBy", "")
        add("groupBy", "the GROUP BY key", _keys(lineage, op, group_by))
        if "select" in args:
            add("aggregates", "the aggregates", _aggregates(lineage, op, kind, args["select"], group_by))
    if "partitionBy" in args:
        add("partitionBy", "the PARTITION BY key", _keys(lineage, op, args["partitionBy"]))
    if "orderBy" in args:
        add("orderBy", "the ORDER BY", tuple(lineage.origin(op, o) for o in split_top_level(args["orderBy"])))
    if "window" in args:
        add("window", "the window", (re.sub(r"\s+", " ", args["window"]),))
    if "Deduplicate" in kind:
        add("keep", "the dedup", (args.get("keep", ""),))
        add("order", "the dedup's time attribute", (args.get("order", ""),))
    if "key" in args and "Join" not in kind:
        add("key", "the key", _keys(lineage, op, args["key"]))
    if "rankType" in args:
        add("rankType", "the rank function", (args["rankType"],))
    return aspects if len(aspects) > 1 else {}  # the kind alone: not an operator this models


def _join_keys(lineage: Lineage, op: Operator, where: str) -> tuple[str, ...]:
    """The equi-join key pairs of a join condition (``(g = uid)``, ANDed): they key the join's
    state on both sides; the rest of the condition is applied to what the state holds."""
    condition = where.strip()
    while condition.startswith("(") and condition.endswith(")") and _balanced(condition[1:-1]):
        condition = condition[1:-1].strip()
    conjuncts = split_top_level(condition.replace(" AND ", "\0"), "\0") if " AND " in condition else [condition]
    pairs = []
    for term in conjuncts:
        term = term.strip()
        while term.startswith("(") and term.endswith(")") and _balanced(term[1:-1]):
            term = term[1:-1].strip()
        match = re.fullmatch(r"([\w$]+)\s*=\s*([\w$]+)", term)
        if match:
            # the condition names the join's own fields (both sides', renamed where they clash)
            fields = dict(lineage.fields(op)) or lineage.upstream(op)
            pairs.append(" = ".join(without_casts(fields.get(name, name)) for name in match.groups()))
    return tuple(pairs)


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += ch == "("
        depth -= ch == ")"
        if depth < 0:
            return False
    return depth == 0


def rank_end(op: Operator) -> Optional[int]:
    """The Top-N limit of a Rank (``rankRange=[rankStart=1, rankEnd=3]``); None if not constant."""
    _, args = parse_description(op.sql.description if op.sql else "")
    match = re.search(r"rankEnd=(\d+)", args.get("rankRange", ""))
    return int(match.group(1)) if match else None


# ------------------------------------------------------------------- changes


def describe_change(aspect_name: str, old: Aspect, new: Aspect) -> str:
    """How a message says that an aspect changes, in the query's terms."""
    if aspect_name == "aggregates":
        return _aggregate_change(old.value, new.value)
    if aspect_name == "kind":
        return f"the operator changes from {old.text()} to {new.text()}"
    if aspect_name == "keep":
        rows = {"FirstRow": "first", "LastRow": "last"}
        return (f"the dedup keeps the {rows.get(new.text(), new.text())} row of each key instead of the "
                f"{rows.get(old.text(), old.text())}")
    return f"{old.what} changes from [{old.text()}] to [{new.text()}]"


def _aggregate_change(old: tuple[str, ...], new: tuple[str, ...]) -> str:
    if sorted(old) == sorted(new):
        return (f"the aggregates change order, from [{', '.join(old)}] to [{', '.join(new)}]: "
                "each accumulator is read by another aggregate")
    gained = [c for c in new if c not in old]
    lost = [c for c in old if c not in new]
    if len(old) == len(new):
        replaced = [f"{o} becomes {n}" for o, n in zip(old, new) if o != n]
        return f"the aggregate's accumulator row changes: {'; '.join(replaced)}"
    parts = []
    if gained:
        parts.append(f"gains {', '.join(gained)}")
    if lost:
        parts.append(f"loses {', '.join(lost)}")
    return f"the aggregate's accumulator row {' and '.join(parts) or 'changes'}"
