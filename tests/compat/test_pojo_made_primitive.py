"""POJO_FIELD_MADE_PRIMITIVE with a savepoint as the old side: the Java types come from the job
that took it (``--old-query``), or, without it, a null shows the old field was boxed; the
savepoint's values decide. Flink (the fidelity scenarios
pojo-field-boxed-made-primitive and ...-null, Flink 2.3) restores the state when no old value
holds null in the field, and fails the restore with "Can not set long field
fidelity.Reading.count to null value" when one does."""

from __future__ import annotations

import json

from flink_compat.compat.check import check, with_class_layouts_of
from tests.fidelity._support import OUTCOMES, package, savepoint_graph

RULE = "POJO_FIELD_MADE_PRIMITIVE"


def _findings(name: str, with_query: bool):
    query = package(name, "v1") if with_query else None
    verdict = check(savepoint_graph(name), package(name, "v2"), old_query=query)
    return verdict, [f for f in verdict.findings if f.rule == RULE]


def test_nulls_in_the_savepoint_fail_the_check_as_they_fail_flink():
    name = "pojo-field-boxed-made-primitive-null"
    assert "to null value" in json.loads((OUTCOMES / f"{name}.json").read_text())["failure"]["root_exception_message"]
    verdict, found = _findings(name, with_query=True)
    assert verdict.verdict == "incompatible"
    [finding] = found
    # keys 1 and 3 last wrote odd records, whose count v1 left null
    assert "field count of Reading became long (Long before): 2 of the savepoint's 4 values hold null" in finding.message


def test_no_null_in_the_savepoint_passes_as_flink_restores_it():
    verdict, found = _findings("pojo-field-boxed-made-primitive", with_query=True)
    assert verdict.verdict == "compatible" and not found


def test_without_the_old_job_a_null_in_the_savepoint_shows_the_field_was_boxed():
    """One LongSerializer serves Long and long, so the savepoint alone records no Java type; but
    a primitive never holds null, so a null where NEW has a primitive is the boxed type's, and
    Flink's restore fails on it. Without a null there is nothing to say (id, a long on both
    sides, holds none)."""
    verdict, found = _findings("pojo-field-boxed-made-primitive-null", with_query=False)
    assert verdict.verdict == "incompatible"
    [finding] = found
    assert "field count of Reading became long (the savepoint does not record its type before; a null there " \
           "shows it was boxed): 2 of the savepoint's 4 values hold null" in finding.message
    verdict, found = _findings("pojo-field-boxed-made-primitive", with_query=False)
    assert verdict.verdict == "compatible" and not found
    lent = with_class_layouts_of(savepoint_graph("pojo-field-boxed-made-primitive-null"),
                                 package("pojo-field-boxed-made-primitive-null", "v1"))
    [state] = [s for op in lent.operators for s in op.states if s.name == "s"]
    assert {f.name: f.java_type for f in state.value_serializer.fields} == {"count": "java.lang.Long", "id": "long"}


def test_between_two_jobs_the_values_are_not_seen_and_the_check_fails():
    verdict = check(package("pojo-field-boxed-made-primitive", "v1"), package("pojo-field-boxed-made-primitive", "v2"))
    [finding] = [f for f in verdict.findings if f.rule == RULE]
    assert verdict.verdict == "incompatible" and "check against it with --old-query" in finding.message


def test_the_replay_finds_the_nulls_news_primitive_cannot_hold():
    """Without the old job the savepoint shows no Java type, but NEW declares the primitive: the
    replay writes each value with NEW's serializer, which refuses a null there, as Flink's restore
    does (the savepoint's keys 1 and 3 hold one)."""
    from flink_compat.compat.replay import replay_local
    from tests.fidelity._support import savepoint_dir

    name = "pojo-field-boxed-made-primitive-null"
    report = replay_local(str(savepoint_dir(name)), package(name, "v2"))
    [s] = [r for r in report.states if r.state == "s"]
    assert (s.outcome, s.entries, s.failed) == ("failed", 4, 2)
    assert all("field count is null, and the class has it as a long" in str(x.error) for x in s.samples)
    clean = replay_local(str(savepoint_dir("pojo-field-boxed-made-primitive")), package("pojo-field-boxed-made-primitive", "v2"))
    assert [r.outcome for r in clean.states if r.state == "s"] == ["confirmed"]
