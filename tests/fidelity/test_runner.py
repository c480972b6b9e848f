"""What run.py decides without Flink: which scenarios ``make fidelity`` runs again (the inputs'
hash an outcome records) and how the output oracle classifies a restore (``check_output``)."""

from __future__ import annotations

import json
import re
import shutil
import uuid

import pytest

from . import run


def test_the_hash_is_stable_and_per_scenario():
    first = run.inputs_hash("java", "state-renamed")
    assert first == run.inputs_hash("java", "state-renamed")
    assert first != run.inputs_hash("java", "output-checked-unchanged")


@pytest.mark.parametrize("family,names", [("pyflink", run.pyflink_scenario_names), ("sql", run.sql_scenario_names)])
def test_every_family_is_hashed(family, names):
    hashes = {run.inputs_hash(family, n) for n in names()}
    assert len(hashes) == len(names())


@pytest.fixture
def scenario(tmp_path, monkeypatch):
    """A copy of ``state-renamed`` that the runner sees in its place."""
    original = run.inputs_hash("java", "state-renamed")
    shutil.copytree(run.SCENARIOS / "state-renamed", tmp_path / "state-renamed",
                    ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setattr(run, "SCENARIOS", tmp_path)
    assert run.inputs_hash("java", "state-renamed") == original
    return tmp_path / "state-renamed"


def test_an_edited_job_changes_the_hash(scenario):
    before = run.inputs_hash("java", "state-renamed")
    job = scenario / "v2" / "Job.java"
    job.write_text(job.read_text().replace('"lastSeen"', '"last"'))
    assert run.inputs_hash("java", "state-renamed") != before


def test_a_renamed_file_changes_the_hash(scenario):
    before = run.inputs_hash("java", "state-renamed")
    (scenario / "v2" / "Job.java").rename(scenario / "v2" / "Other.java")
    assert run.inputs_hash("java", "state-renamed") != before


def test_what_flink_never_sees_leaves_the_hash(scenario):
    before = run.inputs_hash("java", "state-renamed")
    spec_file = scenario / "scenario.json"
    spec = json.loads(spec_file.read_text())
    spec["known_disagreement"] = {"savepoint": "why"}  # the checker's business, not Flink's
    spec_file.write_text(json.dumps(spec, indent=4))  # and formatting
    (scenario / "v1" / "__pycache__").mkdir()
    (scenario / "v1" / "__pycache__" / "job.cpython-312.pyc").write_bytes(b"\0")
    assert run.inputs_hash("java", "state-renamed") == before
    spec["v2"]["parallelism"] = 1  # a setting of Flink's run
    spec_file.write_text(json.dumps(spec))
    assert run.inputs_hash("java", "state-renamed") != before


def test_the_flink_of_each_side_is_in_the_hash(scenario):
    """The Flink version group runs v1 on another Flink than v2: both versions decide what Flink does."""
    before = run.inputs_hash("java", "state-renamed")
    spec_file = scenario / "scenario.json"
    spec = json.loads(spec_file.read_text())
    assert run.load_scenario("state-renamed")["v1"]["flink"] == run.GEN.FLINK_VERSION  # the default
    spec["v1"]["flink"] = "1.20.3"
    spec_file.write_text(json.dumps(spec))
    on_1_20 = run.inputs_hash("java", "state-renamed")
    assert on_1_20 != before
    spec["v1"]["flink"], spec["v2"]["flink"] = run.GEN.FLINK_VERSION, "1.20.3"
    spec_file.write_text(json.dumps(spec))
    assert run.inputs_hash("java", "state-renamed") not in (before, on_1_20)


@pytest.mark.parametrize("load,names", [(run.load_scenario, run.scenario_names),
                                        (run.load_pyflink_scenario, run.pyflink_scenario_names),
                                        (run.load_sql_scenario, run.sql_scenario_names)])
def test_every_family_names_the_flink_of_both_sides(load, names):
    """build_outcome records each side's Flink, for every family: a release, v1's no later than
    v2's (PyFlink and SQL: the generator's on both)."""
    for name in names():
        spec = load(name)
        flinks = [tuple(map(int, spec[side]["flink"].split("."))) for side in ("v1", "v2")]
        assert all(len(f) == 3 for f in flinks) and flinks[0] <= flinks[1], name
        if load is not run.load_scenario:
            assert spec["v1"]["flink"] == spec["v2"]["flink"] == run.GEN.FLINK_VERSION, name


def test_a_version_matrix_cell_is_its_scenario_on_the_flinks_its_name_says():
    cells = [n for n in run.scenario_names() if run.VARIANT in n]
    assert cells
    for name in cells:
        base, flinks = name.split(run.VARIANT)
        spec, own = run.load_scenario(name), run.load_scenario(base)
        assert [spec["v1"]["flink"], spec["v2"]["flink"]] == flinks.split("-")
        assert run.scenario_dir(name) == run.scenario_dir(base) == run.SCENARIOS / base
        assert {k: v for k, v in spec.items() if k not in ("v1", "v2")} == {k: v for k, v in own.items() if k not in ("v1", "v2")}
        assert run.inputs_hash("java", name) != run.inputs_hash("java", base)
    with pytest.raises(SystemExit, match="no such cell"):
        run.load_scenario(cells[0].split(run.VARIANT)[0] + run.VARIANT + "1.0.0-9.9.9")


def test_only_scenarios_with_their_current_hash_recorded_are_skipped(monkeypatch):
    recorded = {"a": "1", "b": "2"}
    monkeypatch.setattr(run, "recorded_hash", lambda family, name: recorded.get(name))
    hashes = {"a": "1", "b": "3", "c": "4"}
    assert run.unchanged(hashes, dict.fromkeys(hashes, "java")) == ["a"]


def test_collected_records_are_compared_sorted(tmp_path):
    (tmp_path / "out").write_text("9\n-1\n10\n")
    assert run.collected(tmp_path / "out") == ["-1", "10", "9"]
    assert run.collected(tmp_path / "missing") == []


@pytest.mark.parametrize("verdict,restored,stateless,expected", [
    ("restored-as-is", ["-1"], ["-1"], run.OUTPUT_LOST),
    ("restored-with-migration", ["-1"], ["-1"], run.OUTPUT_LOST),
    ("restored-as-is", ["7"], ["-1"], run.OUTPUT_MISREAD),
    ("restored-as-is", ["8"], None, "restored-as-is"),
    ("restored-state-dropped", ["-1"], None, "restored-state-dropped"),
])
def test_a_restore_whose_output_differs_lost_or_misread_the_state(verdict, restored, stateless, expected):
    outcome = {"flink_verdict": verdict}
    run.judge_output(outcome, restored, ["8"], stateless)
    assert outcome["flink_verdict"] == expected
    assert {k: outcome["output"][k] for k in ("restored", "reference", "equal")} == {
        "restored": restored, "reference": ["8"], "equal": restored == ["8"]}
    assert outcome["output"].get("stateless") == (stateless if expected in (run.OUTPUT_LOST, run.OUTPUT_MISREAD)
                                                  else None)


def test_the_recorded_oracle_scenarios():
    """Both check_output scenarios: the renamed state is lost (v2 emits what it emits with no
    state); the control's output is v2's own."""
    for name, verdict, equal in (("state-renamed", run.OUTPUT_LOST, False),
                                 ("output-checked-unchanged", "restored-as-is", True)):
        assert run.load_scenario(name)["check_output"]
        o = json.loads((run.OUTCOMES / f"{name}.json").read_text())
        assert (o["flink_verdict"], o["output"]["equal"]) == (verdict, equal)


def test_a_reduce_states_random_name_is_compared_without_its_uuid():
    # PyFlink's KeyedStream.reduce names its state "_reduce_state" + uuid4, anew at each run
    recorded = json.loads((run.PYFLINK_OUTCOMES / "pyflink-keyed-reduce-unchanged.json").read_text())
    text = json.dumps(recorded)
    named = re.search(r"_reduce_state[0-9a-f-]{36}", text)
    assert named is not None
    rerun = json.loads(text.replace(named.group(0), f"_reduce_state{uuid.uuid4()}"))
    assert run.comparable(rerun) == run.comparable(recorded)
    rerun["flink_verdict"] = "failed"
    assert run.comparable(rerun) != run.comparable(recorded)


def test_a_failure_that_varies_run_to_run_is_compared_by_where_it_failed():
    name = "flink120-pojo-collection-fields@1.19.3-2.2.1"
    assert run.FAILURE_VARIES in run.load_scenario(name)
    recorded = json.loads((run.OUTCOMES / f"{name}.json").read_text())
    other_path = json.loads(json.dumps(recorded))
    other_path["failure"].update(root_exception_class="org.apache.flink.util.StateMigrationException",
                                 root_exception_message="The new state serializer ... must not be incompatible")
    other_path["failure"]["named_operator_ids"] = []
    assert run.comparable(other_path) == run.comparable(recorded)
    other_path["failure"]["phase"] = "submission"
    assert run.comparable(other_path) != run.comparable(recorded)
    # everywhere else, the failure is compared whole
    steady = json.loads((run.OUTCOMES / "pojo-class-renamed.json").read_text())
    changed = json.loads(json.dumps(steady))
    changed["failure"]["root_exception_message"] = "another class"
    assert run.comparable(changed) != run.comparable(steady)
