"""What the Markdown, SARIF and HTML reports show, reshaped from a verdict (decides nothing).

Everything here is presentation: the worst finding level of an operator (its colour), the
operators of each side laid out by topological generation, serializer trees paired node
by node with the differing nodes marked, and where a finding points in the new job.
"""

from __future__ import annotations

import difflib
import re
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
    "misread",
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
    "misread": "misread (restored, read as something else)",
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
    "misread": "error",
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
            if node and node.sql and node.sql.description:
                title_bits.append(node.sql.description)
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


# ------------------------------------------------------------------ SQL plan


@dataclass
class PlanSide:
    """One side of a row of a SQL job's plan: an operator as Flink's planner described it."""

    node: Any  # NodeSummary
    #: The ExecNode: its ID in the plan, type and version, as far as known.
    exec_node_id: Optional[int]
    exec_node_type: Optional[str]
    exec_node_version: Optional[int]
    #: The operators feeding it: their names and, when not forward, the partitioning.
    inputs: list[str]
    #: The planner's description, one argument per line, as runs of (text, differs from the other side).
    description: list[tuple[str, bool]]
    @property
    def lines(self) -> list[list[tuple[str, bool]]]:
        """The description's runs line by line (the page indents a wrapped line under its own)."""
        return split_lines(self.description)

    #: The statements of the script it runs a part of (``SqlStatement``), each with its text as runs
    #: of (text, differs from the other side's statement at the same place in the list).
    statements: list[tuple[Any, list[tuple[str, bool]]]]


@dataclass
class PlanRow:
    """An operator of the plan, old and new paired as the check matched them."""

    old_id: Optional[str]
    new_id: Optional[str]
    kind: str
    label: str
    status: str  # matched | added | removed | id-changed
    tone: str
    #: The operator report of the row (its states; where the table of states shows it).
    report: Any
    old: Optional[PlanSide]
    new: Optional[PlanSide]
    #: The element ID of the operator's row in the table of states, when it shows it (set by the renderer).
    state_anchor: Optional[str] = None

    @property
    def id(self) -> str:
        return self.new_id or self.old_id

    @property
    def exec_nodes(self) -> list[tuple[str, Optional[int]]]:
        """The ExecNode's type and version: old and new when they differ, else the one known."""
        known = [(s.exec_node_type, s.exec_node_version) for s in (self.old, self.new) if s and s.exec_node_type]
        return list(dict.fromkeys(known))

    @property
    def exec_node_ids(self) -> list[int]:
        """The ExecNode's ID in the plan: old and new when they differ, else the one known."""
        return list(dict.fromkeys(s.exec_node_id for s in (self.old, self.new) if s and s.exec_node_id is not None))

    @property
    def same_text(self) -> bool:
        """Both sides have the same description: the page shows it once."""
        return (self.old is not None and self.new is not None
                and _joined(self.old.description) == _joined(self.new.description))

    @property
    def same_statements(self) -> bool:
        return (self.old is not None and self.new is not None
                and [s.text for s, _ in self.old.statements] == [s.text for s, _ in self.new.statements])


def split_lines(runs: list[tuple[str, bool]]) -> list[list[tuple[str, bool]]]:
    """Runs of text as lines of runs (without the line breaks)."""
    lines: list[list[tuple[str, bool]]] = [[]]
    for text, mark in runs:
        for i, part in enumerate(text.split("\n")):
            if i:
                lines.append([])
            if part:
                lines[-1].append((part, mark))
    return lines


def _joined(runs: list[tuple[str, bool]]) -> str:
    return "".join(text for text, _ in runs)


#: Brackets of a planner's description (``GroupAggregate(groupBy=[k], select=[k, SUM(a) AS s])``).
_OPEN, _CLOSE = "([{", ")]}"
#: A description this long or shorter stays on one line.
_ONE_LINE = 60


def description_lines(text: str) -> str:
    """A planner's description laid out to read: ``Kind(`` then each top-level argument on a
    line of its own (``groupBy=[k],``, ``select=[...]``), then ``)``. Only the layout changes
    (the text is the planner's, character for character, but for the line breaks and indent);
    short descriptions, and those not of the form ``Kind(...)``, stay as they are."""
    start = text.find("(")
    if len(text) <= _ONE_LINE or start <= 0 or not text.endswith(")"):
        return text
    depth, quoted, cuts = 0, False, []
    for i in range(start, len(text)):
        ch = text[i]
        if ch == "'":
            quoted = not quoted  # SQL's '' inside a literal toggles twice: still inside
        elif quoted:
            continue
        elif ch in _OPEN:
            depth += 1
        elif ch in _CLOSE:
            depth -= 1
            if depth == 0 and i != len(text) - 1:
                return text  # the first bracket closes before the end: not Kind(...)
        elif ch == "," and depth == 1 and text.startswith(" ", i + 1):
            cuts.append(i)
    if depth != 0 or quoted:
        return text
    parts, last = [], start + 1
    for cut in cuts:
        parts.append(text[last:cut + 1])
        last = cut + 2
    parts.append(text[last:-1])
    return text[:start + 1] + "".join(f"\n    {part}" for part in parts) + "\n)"


_TOKEN = re.compile(r"\w+|\s+|[^\w\s]")


def _runs(tokens: list[str], marked: list[bool]) -> list[tuple[str, bool]]:
    runs: list[tuple[str, bool]] = []
    for token, mark in zip(tokens, marked):
        if runs and runs[-1][1] == mark:
            runs[-1] = (runs[-1][0] + token, mark)
        else:
            runs.append((token, mark))
    return runs


def description_diff(old: Optional[str], new: Optional[str]) -> tuple[list, list]:
    """Both descriptions laid out (:func:`description_lines`) as runs of text, the words that
    differ from the other side's marked (:func:`text_diff`)."""
    return text_diff(description_lines(old) if old else None, description_lines(new) if new else None)


def text_diff(old: Optional[str], new: Optional[str]) -> tuple[list, list]:
    """Both texts as runs of (text, differs), the words that differ from the other text's marked
    (a word diff of the two texts, nothing more); a text without another has nothing marked."""
    old_tokens = _TOKEN.findall(old) if old else []
    new_tokens = _TOKEN.findall(new) if new else []
    if not old_tokens or not new_tokens:
        return _runs(old_tokens, [False] * len(old_tokens)), _runs(new_tokens, [False] * len(new_tokens))
    old_marks, new_marks = [True] * len(old_tokens), [True] * len(new_tokens)
    matcher = difflib.SequenceMatcher(None, old_tokens, new_tokens, autojunk=False)
    for block in matcher.get_matching_blocks():
        old_marks[block.a:block.a + block.size] = [False] * block.size
        new_marks[block.b:block.b + block.size] = [False] * block.size
    for tokens, marks in ((old_tokens, old_marks), (new_tokens, new_marks)):
        for i, token in enumerate(tokens):
            if token.isspace():
                marks[i] = False  # a changed word is marked, not the line break before it
    return _runs(old_tokens, old_marks), _runs(new_tokens, new_marks)


def statement_title(statement) -> str:
    """How a statement is named in the plan: its first line that is not a comment, shortened."""
    first = next((line.strip() for line in statement.text.splitlines() if line.strip() and not line.strip().startswith("--")),
                 statement.text.strip())
    return _truncate(first, 60)


def _flat_order(summary) -> list[str]:
    return [op_id for gen in _generations(summary) for op_id in gen]


def _inputs(summary) -> dict[str, list[str]]:
    names = {n.id: n.name or n.uid or n.id for n in summary.nodes}
    out: dict[str, list[str]] = defaultdict(list)
    for e in summary.edges:
        name = names.get(e.source, e.source)
        out[e.target].append(name if e.partitioning == "forward" else f"{name} ({e.partitioning})")
    return out


def sql_plan(verdict, index: Optional[OperatorIndex] = None) -> list[PlanRow]:
    """A SQL job's plan, for the HTML report: every operator of either side in the new job's
    topological order (an operator only the old job has after the one it followed there), its
    old and new description side by side with the words that changed marked, and the statements
    of the script it comes from. Empty when neither side is a SQL job."""
    if verdict.old.sql is None and verdict.new.sql is None:
        return []
    index = index or OperatorIndex(verdict)
    old_nodes = {n.id: n for n in verdict.old.nodes}
    new_nodes = {n.id: n for n in verdict.new.nodes}
    old_of_new: dict[str, str] = {}
    for op in verdict.operators:
        if op.status == "matched":
            old_of_new[op.id] = op.old_id or op.id
        elif op.status == "id-changed" and op.successor_id:
            old_of_new[op.successor_id] = op.id
    gone = {op.id for op in verdict.operators if op.status in ("removed", "id-changed")}
    for op_id in new_nodes:  # operators without a report (stateless): matched by ID, as Flink does
        if op_id not in old_of_new and op_id in old_nodes and op_id not in gone:
            old_of_new[op_id] = op_id
    new_of_old = {old: new for new, old in old_of_new.items()}
    inputs = {"old": _inputs(verdict.old), "new": _inputs(verdict.new)}
    statements = {side: {st.line: st for st in (summary.sql.statements if summary.sql else ())}
                  for side, summary in (("old", verdict.old), ("new", verdict.new))}

    def of(side_name: str, node) -> list:
        sql = node.sql if node is not None else None
        return [statements[side_name][line] for line in (sql.statements if sql else ()) if line in statements[side_name]]

    diffs: dict[tuple, tuple] = {}  # the operators of a statement share its text: each pair is diffed once

    def diff(old_text: Optional[str], new_text: Optional[str]) -> tuple:
        if (old_text, new_text) not in diffs:
            diffs[old_text, new_text] = text_diff(old_text, new_text)
        return diffs[old_text, new_text]

    def side(side_name: str, node, runs, own: list, other: list) -> Optional[PlanSide]:
        if node is None:
            return None
        sql = node.sql
        marked = []
        for i, st in enumerate(own):
            counterpart = other[i].text if i < len(other) else None
            pair = diff(st.text, counterpart) if side_name == "old" else diff(counterpart, st.text)
            marked.append((st, pair[0] if side_name == "old" else pair[1]))
        return PlanSide(
            node=node,
            exec_node_id=sql.exec_node_id if sql else None,
            exec_node_type=sql.exec_node_type if sql else None,
            exec_node_version=sql.exec_node_version if sql else None,
            inputs=inputs[side_name].get(node.id, []),
            description=runs,
            statements=marked,
        )

    def row(old_id: Optional[str], new_id: Optional[str]) -> PlanRow:
        old_node, new_node = old_nodes.get(old_id), new_nodes.get(new_id)
        old_sql, new_sql = (old_node.sql if old_node else None), (new_node.sql if new_node else None)
        old_runs, new_runs = description_diff(old_sql.description if old_sql else None,
                                              new_sql.description if new_sql else None)
        report = (index.new_by_id.get(new_id) if new_id else None) or (index.old_by_id.get(old_id) if old_id else None)
        if report is not None:
            status, tone = report.status, index.tone_of(report)
        else:
            status = "matched" if old_id and new_id else ("added" if new_id else "removed")
            tone = {"matched": "ok", "added": "new", "removed": "neutral"}[status]
        old_statements, new_statements = of("old", old_node), of("new", new_node)
        kind = next((s.kind for s in (new_sql, old_sql) if s and s.kind), None)
        either = new_node or old_node
        return PlanRow(
            old_id=old_id, new_id=new_id, kind=kind or either.name or either.kind, label=operator_label(either),
            status=status, tone=tone, report=report,
            old=side("old", old_node, old_runs, old_statements, new_statements),
            new=side("new", new_node, new_runs, new_statements, old_statements),
        )

    keyed: list[tuple[tuple, PlanRow]] = []
    position = {}
    for i, new_id in enumerate(_flat_order(verdict.new)):
        position[new_id] = i
        keyed.append(((i, 0, 0), row(old_of_new.get(new_id), new_id)))
    after = -1
    for j, old_id in enumerate(_flat_order(verdict.old)):
        if old_id in new_of_old:
            after = position.get(new_of_old[old_id], after)
        else:
            keyed.append(((after, 1, j), row(old_id, None)))
    return [r for _, r in sorted(keyed, key=lambda item: item[0])]


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
