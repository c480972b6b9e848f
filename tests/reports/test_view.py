"""The presentation model: serializer trees paired and marked, topology layout, locations."""

from __future__ import annotations

from flink_compat.compat.verdict import StateReport
from flink_compat.graph.types import Types
from flink_compat.reports._view import OperatorIndex, draw_graph, finding_location, serializer_trees

from .conftest import verdict_of


def _marks(node, out=None, prefix=""):
    out = {} if out is None else out
    path = f"{prefix}/{node.role}" if prefix or node.role else "/"
    out[path] = node.mark
    for child in node.children:
        _marks(child, out, path if path != "/" else "")
    return out


def test_tuple_grown_by_a_field():
    state = StateReport(
        name="isActive",
        kind="VALUE",
        status="incompatible",
        old_serializer=Types.TUPLE(Types.BOOLEAN, Types.LONG),
        new_serializer=Types.TUPLE(Types.BOOLEAN, Types.LONG, Types.STRING),
    )
    old, new = serializer_trees(state)
    assert old.mark == new.mark == "changed"  # Tuple2 → Tuple3
    assert [c.mark for c in old.children] == ["same", "same"]
    assert [c.mark for c in new.children] == ["same", "same", "added"]
    assert new.children[2].label == "String"


def test_identical_trees_are_unmarked():
    t = Types.MAP(Types.STRING, Types.LONG)
    old, new = serializer_trees(StateReport(name="m", kind="MAP", status="compatible-as-is",
                                            old_serializer=t, new_serializer=t))
    assert not old.differs and not new.differs


def test_one_sided_state_is_unmarked():
    state = StateReport(name="gone", kind="VALUE", status="lost", old_serializer=Types.LONG)
    old, new = serializer_trees(state)
    assert new is None and old.mark == "same"


def test_removed_operator_is_drawn_on_the_old_side(removed_operator_verdict):
    v = removed_operator_verdict
    old = draw_graph(v, "old")
    new = draw_graph(v, "new")
    by_label = {n.label: n for n in old.nodes}
    assert by_label["alarm-eval"].status == "removed" and by_label["alarm-eval"].tone == "error"
    assert {n.label for n in new.nodes} == {"sensor-source", "motion-filter", "alarm-sink"}
    assert {n.label: n.status for n in new.nodes}["motion-filter"] == "added"
    # sources first: one operator per generation, top to bottom
    assert [n.label for n in sorted(old.nodes, key=lambda n: n.y)] == ["sensor-source", "alarm-eval", "alarm-sink"]
    assert len(old.edges) == 2


def test_tones_follow_findings():
    v = verdict_of("alarm-state-pojo/v1", "alarm-state-pojo/v2")
    index = OperatorIndex(v)
    tones = {op.uid: index.tone_of(op) for op in v.operators}
    assert "migration" in tones.values()


def test_finding_location_falls_back_to_the_new_jobs_file(removed_operator_verdict):
    v = removed_operator_verdict
    (f,) = [f for f in v.findings if f.rule == "STATEFUL_OPERATOR_REMOVED"]
    where = finding_location(v, f)
    assert (where.file, where.line) == ("examples/motion-alarm/v5/job.py", 1)
