"""How findings name a SQL operator: its kind and what its state is keyed by, from the planner's
description (descriptions as Flink 2.3's planner writes them)."""

from __future__ import annotations

import pytest

from flink_compat.graph.model import SqlOperator


@pytest.mark.parametrize("description, kind, label", [
    ("GroupAggregate(groupBy=[k], select=[k, SUM(amount) AS s, COUNT(*) AS n])", "GroupAggregate",
     "the GroupAggregate `groupBy=[k]`"),
    ("Deduplicate(keep=[LastRow], key=[k], order=[ROWTIME], outputInsertOnly=[false])", "Deduplicate",
     "the Deduplicate `key=[k]`"),
    ("Join(joinType=[InnerJoin], where=[(k = k0)], select=[k, a, k0, b], leftInputSpec=[NoUniqueKey], "
     "rightInputSpec=[NoUniqueKey])", "Join", "the Join `where=[(k = k0)]`"),
    ("Calc(select=[k, amount])", "Calc", "the Calc `select=[k, amount]`"),
    ("ConstraintEnforcer[NotNullEnforcer(fields=[k])]", "ConstraintEnforcer",
     "the ConstraintEnforcer `[NotNullEnforcer(fields=[k])]`"),
    ("totals[6]: Writer", None, "the totals[6]: Writer"),
    (None, None, "the operator"),
])
def test_label(description, kind, label):
    op = SqlOperator(description=description)
    assert (op.kind, op.label()) == (kind, label)
