"""What the Markdown, SARIF and HTML reports show, reshaped from a verdict (decides nothing).

Everything here is presentation: the worst finding level of an operator (its colour), the
operators of each side laid out by topological generation, serializer trees paired node
by node with the differing nodes marked, and where a finding points in the new job.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any, Iterable, Optional

import networkx as nx

#: Finding levels, worst first.
LEVELS = ("error", "migration", "warning", "info")
LEVEL_RANK = {level: rank for rank, level in enumerate(reversed(LEVELS))}

#: State statuses, worst first (the order of the filters and of summaries).
STATUSES = (
    "incompatible",
    "lost",
    "unknown",
    "migration-required",
    "compatible-reconfigured",
    "compatible-as-is",
    "not-declared",
    "new",
)
STATUS_TEXT = {
    "compatible-as-is": "compatible as is",
    "compatible-reconfigured": "compatible (reconfigured)",
    "migration-required": "migration required",
    "incompatible": "incompatible",
    "unknown": "unknown",
    "lost": "lost",
    "not-declared": "not declared",
    "new": "new (starts empty)",
}
#: The tone (colour) of each state status.
STATUS_TONE = {
    "compatible-as-is": "ok",
    "compatible-reconfigured": "ok",
    "migration-required": "migration",
    "incompatible": "error",
    "unknown": "unknown",
    "lost": "error",
    "not-declared": "neutral",
    "new": "new",
}
VERDICT_TEXT = {
    "compatible": "compatible",
    "migration-required": "migration required",
    "state-loss": "state loss",
    "incompatible": "incompatible",
    "unknown": "unknown",
}
VERDICT_TONE = {"compatible": "ok", "migration-required": "migration", "state-loss": "error", "incompatible": "error",
                "unknown": "unknown"}
VERDICT_SENTENCE = {
    "compatible": "The new version restores the old version's state.",
    "migration-required": "The new version restores the old version's state after Flink migrates it.",
    "state-loss": "The new version restores, but Flink drops part of the old version's state.",
    "incompatible": "The new version cannot restore the old version's state.",
    "unknown": "Whether the new version restores the old version's state cannot be decided.",
}
LEVEL_TEXT = {"error": "error", "migration": "migration", "warning": "warning", "info": "info"}
OPERATOR_STATUS_TEXT = {"matched": "", "added": "added", "removed": "removed", "id-changed": "ID changed"}


def plural(n: int, word: str, words: Optional[str] = None) -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def counts_line(counts: dict[str, int]) -> str:
    parts = [
        plural(counts.get("error", 0), "error"),
        plural(counts.get("migration", 0), "migration"),
        plural(counts.get("warning", 0), "warning"),
        f"{counts.get('info', 0)} info",
    ]
    if counts.get("ignored"):
        parts.append(f"{counts['ignored']} ignored")
    return ", ".join(parts)


def worst_level(levels: Iterable[str]) -> Optional[str]:
    ranked = [level for level in levels if level in LEVEL_RANK]
    return max(ranked, key=LEVEL_RANK.__getitem__) if ranked else None


def operator_label(op) -> str:
    """uid, else name, else the OperatorID (as in the terminal report)."""
    return op.uid or op.name or op.id


# ------------------------------------------------------------------ locations


@dataclass(frozen=True)
class Where:
    """Where a finding points in the new job: a file (relative to the working dir) and a line."""

    file: str
    line: Optional[int] = None


def _file_of(location) -> str:
    # a member of a zip/wheel package is shown as "pkg.zip!/job.py": point at the archive
    return location.file.split("!/", 1)[0]


def finding_location(verdict, finding) -> Optional[Where]:
    """The place in the new job to annotate: the finding's own, else the new job's file.

    A removed operator has no declaration in the new job; its finding points at the first
    line of the file that declares the new job's operators (or at the new job itself).
    """
    if finding.location is not None:
        return Where(_file_of(finding.location), finding.location.line)
    files = Counter(
        _file_of(loc)
        for op in verdict.operators
        for loc in (op.location, *(s.location for s in op.states))
        if loc is not None and op.status in ("matched", "added")
    )
    if files:
        return Where(files.most_common(1)[0][0], 1)
    if verdict.new.location:
        return Where(verdict.new.location, None)
    return None


# ------------------------------------------------------------------ operators


class OperatorIndex:
    """Operator reports and findings by OperatorID, for both sides."""

    def __init__(self, verdict):
        self.verdict = verdict
        self.active = [f for f in verdict.findings if not f.ignored]
        self.levels_by_id: dict[str, list[str]] = defaultdict(list)
        for f in self.active:
            if f.operator_id:
                self.levels_by_id[f.operator_id].append(f.level.value)
        self.new_by_id: dict[str, Any] = {}
        self.old_by_id: dict[str, Any] = {}
        for op in verdict.operators:
            if op.status in ("matched", "added"):
                self.new_by_id.setdefault(op.id, op)
            if op.status == "matched":
                self.old_by_id.setdefault(op.old_id or op.id, op)
            if op.status in ("removed", "id-changed"):
                self.old_by_id.setdefault(op.id, op)

    def level_of(self, op) -> Optional[str]:
        """The worst active finding level of an operator report (with its successor)."""
        ids = {op.id, op.old_id, op.successor_id} - {None}
        levels = [level for i in ids for level in self.levels_by_id.get(i, ())]
        for state in op.states:
            levels += [{"error": "error", "migration": "migration"}.get(STATUS_TONE[state.status], "")]
        return worst_level(levels)

    def tone_of(self, op) -> str:
        level = self.level_of(op)
        if level in ("error", "migration"):
            return level
        if level == "warning":
            return "warning"
        if op.status == "added":
            return "new"
        if op.status in ("removed", "id-changed"):
            return "neutral"
        return "ok"


# ------------------------------------------------------------- changes first


@dataclass
class ShownOperators:
    """What the operator and state tables of the text, Markdown and HTML reports show.

    By default only what changed: every state whose status is not ``compatible-as-is``,
    whose serializer differs, or that a finding is about, and every state of an operator
    that is added, removed, whose ID changed, or that a finding is about as a whole.
    ``show_all`` (``--all``) shows everything. Machine formats always keep everything.
    """

    #: (operator report, the states of it shown), in the verdict's order.
    operators: list[tuple[Any, tuple]]
    #: States not shown (of operators shown or not).
    hidden_states: int = 0
    #: Operators without state not shown (the HTML report lists those shown).
    hidden_stateless: int = 0

    def hidden_text(self, stateless: bool = False) -> Optional[str]:
        """The line "Not shown: ..." of what is hidden, or None (the renderer adds that ``--all`` shows everything)."""
        parts = []
        if self.hidden_states:
            they = "it restores" if self.hidden_states == 1 else "they restore"
            parts.append(f"{plural(self.hidden_states, 'unchanged state')} ({they} as is)")
        if stateless and self.hidden_stateless:
            parts.append(plural(self.hidden_stateless, "unchanged operator without state",
                                "unchanged operators without state"))
        return f"Not shown: {', '.join(parts)}" if parts else None


def shown_operators(verdict, show_all: bool = False) -> ShownOperators:
    about: dict[Optional[str], set] = defaultdict(set)  # operator ID -> the states findings name (None: all)
    for f in verdict.findings:
        about[f.operator_id].add(f.state)
    shown = ShownOperators(operators=[])
    for op in verdict.operators:
        subjects = set().union(*(about.get(i, ()) for i in (op.id, op.old_id, op.successor_id) if i))
        whole = show_all or op.status != "matched" or None in subjects
        states = op.states if whole else tuple(
            s for s in op.states
            if s.status != "compatible-as-is" or s.name in subjects or s.old_serializer != s.new_serializer
        )
        if whole or states:
            shown.operators.append((op, states))
        elif not op.states:
            shown.hidden_stateless += 1
        shown.hidden_states += len(op.states) - len(states)
    return shown


# ------------------------------------------------------------------ topology


@dataclass
class DrawnNode:
    id: str
    label: str
    sublabel: str
    status: str  # matched | added | removed | id-changed
    tone: str
    x: float
    y: float
    title: str
    anchor: Optional[str] = None  # the operator's row in the table


@dataclass
class DrawnEdge:
    path: str
    label: str
    lx: float
    ly: float


@dataclass
class DrawnGraph:
    side: str
    title: str
    width: float
    height: float
    nodes: list[DrawnNode] = field(default_factory=list)
    edges: list[DrawnEdge] = field(default_factory=list)


NODE_W, NODE_H, GAP_X, GAP_Y, PAD = 176.0, 50.0, 28.0, 46.0, 14.0


def _generations(summary) -> list[list[str]]:
    order = {op_id: i for i, op_id in reversed(list(enumerate(summary.operators)))}
    g = nx.DiGraph()
    g.add_nodes_from(order)
    g.add_edges_from((e.source, e.target) for e in summary.edges if e.source in order and e.target in order)
    try:
        return [sorted(gen, key=order.__getitem__) for gen in nx.topological_generations(g)]
    except nx.NetworkXUnfeasible:  # a cycle (iterations): one operator per row
        return [[op_id] for op_id in sorted(order, key=order.__getitem__)]


def _truncate(text: str, limit: int = 22) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def draw_graph(verdict, side: str, index: Optional[OperatorIndex] = None) -> DrawnGraph:
    """One side's operators, top to bottom by topological generation, coloured by verdict."""
    index = index or OperatorIndex(verdict)
    summary = verdict.old if side == "old" else verdict.new
    reports = index.old_by_id if side == "old" else index.new_by_id
    names = {n.id: n for n in summary.nodes}
    generations = _generations(summary)
    widest = max((len(gen) for gen in generations), default=1)
    width = PAD * 2 + widest * NODE_W + (widest - 1) * GAP_X
    height = PAD * 2 + len(generations) * NODE_H + max(len(generations) - 1, 0) * GAP_Y
    drawn = DrawnGraph(side=side, title=f"{side}: {summary.location or summary.name}", width=width, height=height)
    where: dict[str, tuple[float, float]] = {}
    for row, gen in enumerate(generations):
        row_width = len(gen) * NODE_W + (len(gen) - 1) * GAP_X
        x0 = (width - row_width) / 2
        for col, op_id in enumerate(gen):
            x, y = x0 + col * (NODE_W + GAP_X), PAD + row * (NODE_H + GAP_Y)
            where[op_id] = (x, y)
            node = names.get(op_id)
            report = reports.get(op_id)
            label = operator_label(report or node) if (report or node) else op_id
            kind = (report.kind if report else "") or (node.kind if node else "")
            n_states = len([s for s in report.states]) if report else 0
            if report is not None:
                status = report.status
                tone = index.tone_of(report)
                anchor = f"op-{report.id}"
            else:  # a stateless operator of the old job that is gone
                status = "removed" if side == "old" else "matched"
                tone = "neutral" if side == "old" else "ok"
                anchor = None
            if side == "old" and status == "matched" and report is not None:
                states = [s for s in report.states if s.status != "new"]
                n_states = len(states)
            elif side == "new" and report is not None:
                n_states = len([s for s in report.states if s.status not in ("lost", "not-declared")])
            parts = [kind] if kind and kind != "operator" else []
            if n_states:
                parts.append(plural(n_states, "state"))
            flag = OPERATOR_STATUS_TEXT.get(status, "")
            if flag:
                parts.append(flag)
            if len(" · ".join(parts)) > 30 and kind and parts and parts[0] == kind:
                parts.pop(0)  # keep the state count and the status readable
            title_bits = [label]
            if node and node.name and node.name != label:
                title_bits.append(f"name {node.name}")
            title_bits.append(f"OperatorID {op_id}")
            drawn.nodes.append(
                DrawnNode(
                    id=op_id,
                    label=_truncate(label),
                    sublabel=_truncate(" · ".join(parts), 30),
                    status=status,
                    tone=tone,
                    x=x,
                    y=y,
                    title=" — ".join(title_bits),
                    anchor=anchor,
                )
            )
    for e in summary.edges:
        if e.source not in where or e.target not in where:
            continue
        (sx, sy), (tx, ty) = where[e.source], where[e.target]
        x1, y1 = sx + NODE_W / 2, sy + NODE_H
        x2, y2 = tx + NODE_W / 2, ty - 3
        if ty <= sy:  # a back edge (iteration): around the right side
            x1, y1, x2, y2 = sx + NODE_W, sy + NODE_H / 2, tx + NODE_W, ty + NODE_H / 2
            bend = NODE_W / 3
            path = f"M{x1:.1f},{y1:.1f} C{x1 + bend:.1f},{y1:.1f} {x2 + bend:.1f},{y2:.1f} {x2 + 3:.1f},{y2:.1f}"
        else:
            mid = (y1 + y2) / 2
            path = f"M{x1:.1f},{y1:.1f} C{x1:.1f},{mid:.1f} {x2:.1f},{mid:.1f} {x2:.1f},{y2:.1f}"
        drawn.edges.append(DrawnEdge(path=path, label=e.partitioning, lx=(x1 + x2) / 2 + 6, ly=(y1 + y2) / 2 + 4))
    return drawn


# ------------------------------------------------------------ serializer trees


@dataclass
class TreeNode:
    role: str
    label: str
    detail: str
    mark: str  # same | changed | added | removed
    children: list["TreeNode"] = field(default_factory=list)

    @property
    def differs(self) -> bool:
        return self.mark != "same" or any(c.differs for c in self.children)


def _strip_nested(value: Any, top: bool = True) -> Any:
    """A snapshot's own content: its JSON with nested snapshots left out."""
    if isinstance(value, dict):
        if not top and "snapshot_class" in value and "family" in value:
            return "<nested>"
        return {k: _strip_nested(v, False) for k, v in value.items()}
    if isinstance(value, list):
        return [_strip_nested(v, False) for v in value]
    return value


def _own(snapshot) -> Any:
    return _strip_nested(snapshot.model_dump(mode="json"))


def _detail(snapshot) -> str:
    return f"{snapshot.snapshot_class} (version {snapshot.version})"


def _keyed(children) -> list[tuple[tuple[str, int], str, Any]]:
    seen: Counter = Counter()
    out = []
    for role, child in children:
        out.append(((role, seen[role]), role, child))
        seen[role] += 1
    return out


def _only(snapshot, role: str, mark: str) -> TreeNode:
    return TreeNode(role, snapshot.label(), _detail(snapshot), mark,
                    [_only(c, r, mark) for r, c in snapshot.children()])


def _pair(old, new, role: str, top_marks: bool = True) -> tuple[Optional[TreeNode], Optional[TreeNode]]:
    if old is None and new is None:
        return None, None
    if old is None:
        return None, _only(new, role, "added" if top_marks else "same")
    if new is None:
        return _only(old, role, "removed" if top_marks else "same"), None
    mark = "same" if _own(old) == _own(new) else "changed"
    old_kids, new_kids = _keyed(old.children()), _keyed(new.children())
    old_map = {k: c for k, _, c in old_kids}
    new_map = {k: c for k, _, c in new_kids}
    pairs: dict = {}
    for k, r, c in old_kids:
        pairs[k] = _pair(c, new_map.get(k), r)
    for k, r, c in new_kids:
        if k not in pairs:
            pairs[k] = _pair(old_map.get(k), c, r)
    o = TreeNode(role, old.label(), _detail(old), mark, [pairs[k][0] for k, _, _ in old_kids])
    n = TreeNode(role, new.label(), _detail(new), mark, [pairs[k][1] for k, _, _ in new_kids])
    return o, n


def serializer_trees(state) -> tuple[Optional[TreeNode], Optional[TreeNode]]:
    """Old and new serializer trees of a state, paired by role, differing nodes marked.

    A state on one side only (lost, new) has one tree, unmarked.
    """
    both = state.old_serializer is not None and state.new_serializer is not None
    return _pair(state.old_serializer, state.new_serializer, "", top_marks=both)


# ------------------------------------------------------------------ findings


def rule_of(rule_id: str):
    from flink_compat.compat.rules import RULES

    return RULES.get(rule_id)


def finding_where(finding) -> str:
    return " / ".join(x for x in (finding.operator, finding.state) if x)


def state_status_counts(states: Iterable) -> dict[str, int]:
    """How many of ``states`` have each status, worst first."""
    counts = Counter(s.status for s in states)
    return {status: counts[status] for status in STATUSES if counts[status]}


def replay_results(verdict) -> list[dict]:
    """Per-state replay results when the verdict carries them (the Spark replay), as rows."""
    results = getattr(verdict, "replay", None)
    if results is None:
        return []
    if hasattr(results, "states"):
        results = results.states
    rows = []
    for item in results or ():
        if hasattr(item, "model_dump"):
            item = item.model_dump(mode="json", exclude_none=True)
        if isinstance(item, dict):
            rows.append({k: v for k, v in item.items() if not isinstance(v, (dict, list))})
    return rows


def tool_version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("flink-compat")
    except PackageNotFoundError:  # pragma: no cover - running from a source tree
        return "0+unknown"
