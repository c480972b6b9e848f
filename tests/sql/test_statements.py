"""Each operator of a SQL script knows the statements it runs a part of (the HTML report shows
them beside the planner's description): the statement that runs the job, or, of a statement
set's INSERTs, those whose sinks it feeds."""

from __future__ import annotations

import pytest

from .conftest import FIXTURES, SCRIPT

pytestmark = pytest.mark.java


def test_one_statement_makes_all_of_the_job(sql_graph):
    graph = sql_graph(SCRIPT)  # EXECUTE STATEMENT SET BEGIN ... END: one statement
    (statement,) = graph.sql.statements
    assert statement.line == 23
    assert statement.text.startswith("EXECUTE STATEMENT SET BEGIN\nINSERT INTO totals")
    assert statement.text.endswith("WHERE rn = 1;\nEND;")
    assert set(statement.sinks) == {"`default_catalog`.`default_database`.`totals`",
                                    "`default_catalog`.`default_database`.`latest`"}
    assert {op.sql.statements for op in graph.operators} == {(23,)}


def test_each_insert_of_a_statement_set_has_its_operators(sql_graph):
    graph = sql_graph(FIXTURES / "statement-set.sql")
    totals, biggest = graph.sql.statements
    # a statement's text starts with the comments before it, and its line with them
    assert (totals.line, totals.text.splitlines()[:2]) == (8, ["-- running totals per key", "INSERT INTO totals"])
    assert totals.sinks == ("`default_catalog`.`default_database`.`totals`",)
    assert (biggest.line, biggest.sinks) == (12, ("`default_catalog`.`default_database`.`biggest`",))
    by_kind: dict = {}
    for op in graph.operators:
        by_kind.setdefault(op.sql.kind, []).append((op.sql.description, op.sql.statements))
    # the planner reuses the source for both INSERTs: it is part of both
    assert {statements for _, statements in by_kind["TableSourceScan"]} == {(8, 12)}
    aggregates = dict(by_kind["GroupAggregate"])
    assert aggregates == {"GroupAggregate(groupBy=[k], select=[k, SUM(amount) AS s])": (8,),
                          "GroupAggregate(groupBy=[k], select=[k, MAX(amount) AS m])": (12,)}
    # the sinks (the blackhole connector's writers: their descriptions name no kind)
    assert sorted(by_kind[None]) == [("biggest[7]: Writer", (12,)), ("totals[5]: Writer", (8,))]
    # the Calc both share
    assert by_kind["Calc"] == [("Calc(select=[k, amount])", (8, 12))]
    # findings on an operator point at (the first of) its INSERTs: the file as the load shows it
    assert {(op.declared_at.file, op.declared_at.line) for op in graph.operators if op.sql.statements[0] == 12} \
        == {(graph.location, 12)}
    assert graph.location.endswith("statement-set.sql")


def test_a_compiled_plan_keeps_no_sql(sql_graph):
    from .conftest import PLAN

    graph = sql_graph(PLAN)
    assert graph.sql.statements == ()
    assert all(op.sql.statements == () and op.declared_at is None for op in graph.operators)
