"""Each scenario's Python packages describe the Java jobs Flink ran.

* every scenario has its Java and Python sides and a recorded outcome;
* the packages set what the runner ran with (parallelism, max parallelism, state backend);
* the packages' OperatorIDs (uid hashes, or generated from the topology) and setUidHash IDs
  are the ones Flink 2.3 generated for the Java jobs (``v1_operators``/``v2_operators`` in
  the outcome, from the JobGraph);
* the job-package loader (child interpreter) builds the same graphs as the in-process
  import these tests use.
"""

from __future__ import annotations

import json

import pytest

from flink_compat.graph.loader import load

from ._support import JAR_ONLY, OUTCOMES, SCENARIOS, flink_version_group, outcome, package, scenario_dir, scenario_names

SIDES = [pytest.param(n, s, id=f"{n}:{s}") for n in scenario_names() for s in ("v1", "v2")]


def test_every_scenario_is_complete_and_recorded():
    dirs = sorted(p.name for p in SCENARIOS.iterdir() if p.is_dir())
    assert len(dirs) >= 30
    group = flink_version_group()
    for name in dirs:
        # the Flink version group's scenarios and the JAR-only ones have Java jobs only (JAR modes)
        java_only = name in group or name in JAR_ONLY
        files = ("scenario.json", "v1/Job.java", "v2/Job.java") + (() if java_only else ("v1/job.py", "v2/job.py"))
        for rel in files:
            assert (SCENARIOS / name / rel).is_file(), f"{name}: missing {rel}"
        if name in JAR_ONLY:
            assert not (SCENARIOS / name / "v1" / "job.py").exists(), f"{name}: JAR-only, with a package"
    assert dirs == sorted(scenario_names() + [n for n in group if "@" not in n] + list(JAR_ONLY)), \
        "run `make fidelity-record` to record the outcome of new scenarios"
    assert all(outcome(n)["flink_version"] == "2.3.0" for n in scenario_names())
    cells = [f"{name}@{v1}-{v2}" for name in dirs
             for v1, v2 in json.loads((SCENARIOS / name / "scenario.json").read_text()).get("also_on", ())]
    assert sorted(p.stem for p in OUTCOMES.glob("*.json")) == sorted(dirs + cells)


def test_the_flink_version_group_restores_savepoints_of_one_flink_on_a_later_one():
    """v1 ran and took its savepoint on the Flink of ``v1`` in scenario.json, v2 restored it on
    v2's (default 2.3.0; run.py, ``flink``); the cells of the version matrix (``also_on``), on
    the Flinks their names say, v2's never older (a cell may run both sides on one Flink: what a
    Flink version changed, e.g. the first Flink that migrates a TTL switch). An upgrade of Flink
    also compares v2's output, which a silent misread changes."""
    group = flink_version_group()
    assert len(group) >= 10
    for name in group:
        recorded = outcome(name)
        spec = json.loads((scenario_dir(name) / "scenario.json").read_text())
        v1, v2 = name.split("@")[1].split("-") if "@" in name else (spec["v1"]["flink"], spec["v2"].get("flink", "2.3.0"))
        assert (recorded["flink_version"], recorded["v1"]["flink"], recorded["v2"]["flink"]) == (v1, v1, v2)
        assert tuple(map(int, v1.split("."))) <= tuple(map(int, v2.split("."))), name
        if v1 != v2:
            assert spec["check_output"], name


def _flink_name(name: str) -> str:
    return name.removeprefix("Source: ").removesuffix(": Writer")


@pytest.mark.parametrize("name,side", SIDES)
def test_package_runs_like_the_java_job(name, side):
    settings = json.loads((SCENARIOS / name / "scenario.json").read_text()).get(side, {})
    graph = package(name, side)
    assert graph.parallelism == settings.get("parallelism", 2)
    max_p = settings.get("max_parallelism", 128)
    assert graph.max_parallelism == (None if max_p == "default" else max_p)
    assert graph.state_backend == settings.get("backend", "hashmap")


@pytest.mark.parametrize("name,side", SIDES)
def test_package_operator_ids_are_flinks(name, side):
    flink = {
        _flink_name(o["name"]): (o["operator_id"], o["user_defined_operator_id"])
        for o in outcome(name)[f"{side}_operators"]
    }
    ours = {op.name: (op.id, op.uid_hash) for op in package(name, side).operators}
    assert ours == flink


@pytest.mark.parametrize("name", ["code-change-only", "set-uid-hash", "pojo-list-field-added", "timers-kept"])
def test_loader_agrees(name):
    """The checker imports packages in a child interpreter; these tests import them in
    process (fast). Both must build the same graph."""
    for side in ("v1", "v2"):
        child = load(SCENARIOS / name / side)
        here = package(name, side)

        def strip(g):
            data = g.model_dump(mode="json", exclude={"location", "origin"})
            for op in data["operators"]:
                op.pop("declared_at", None)
                for s in op["states"]:
                    s.pop("declared_at", None)
            return data

        assert strip(child) == strip(here)
