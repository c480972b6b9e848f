"""PyFlink fidelity runner: the scenarios under tests/fidelity/pyflink/, run on real PyFlink 2.3.

Runs under the PyFlink interpreter (``.cache/pyflink-2.3.0/bin/python``, ``make pyflink``); started
by ``run.py`` (``check``/``record``), which builds the outcomes from what this writes:

    pyflink_run.py --work DIR SCENARIO [SCENARIO ...]

Every job is submitted from this one process (one py4j gateway JVM; PyFlink starts a local
MiniCluster per job). The Python functions run in Python worker processes the JVM starts, as on a
cluster (``process`` mode, not PyFlink's local ``loopback`` mode: a worker that crashes on restored
bytes then fails the job, as in production, instead of killing this runner). Each ``job.py`` is a plain
PyFlink program ending with ``env.execute(...)``; this runner replaces ``execute`` (as the checker
intercepts it) by a submission it controls, so the program builds the same graph in both.

For each scenario, in ``DIR/<scenario>/``:

1. **v1**: ``input/v1.txt`` holds 12 records (``key,amount``); v1 runs until its sink printed 12
   lines (``v1.out``), then ``stopWithSavepoint(false, dir, CANONICAL)`` (the Java JobClient's;
   PyFlink 2.3's ``stop_with_savepoint`` wrapper passes no format type) → ``v1-savepoint/``.
   ``v1.json``: the job as Flink built it (``Harness.describe``), the savepoint as Flink reads it
   (``StateAssignment.inventory``).
2. **v2**: 4 more records in ``input/v2.txt`` (the restored file source reads only the new file);
   v2 starts from the v1 savepoint (``execution.state-recovery.path``, with
   ``execution.state-recovery.ignore-unclaimed-state`` when the scenario allows non-restored
   state) and runs until it printed 4 lines (``v2.out``) or failed. If it runs, a canonical
   savepoint ``v2-savepoint/``. ``v2.json``: outcome, failure (``Harness.failure``: phase,
   exception, cause chain), ``StateAssignment.report`` (state taken by which operator, dropped
   operators, Flink's serializer compatibility per state), the job.

The harness classes (tests/fixtures/generator, built by ``run.py``) are on the gateway's classpath
through ``HADOOP_CLASSPATH``, the one hook PyFlink's gateway launcher has for extra classes.
"""

from __future__ import annotations

import argparse
import json
import os
import runpy
import shutil
import sys
import time
from pathlib import Path

from py4j.protocol import Py4JJavaError
from pyflink.common import Configuration
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.java_gateway import get_gateway

# before any StreamExecutionEnvironment is created (read in its constructor)
os.environ["_python_worker_execution_mode"] = "process"

HERE = Path(__file__).resolve().parent
SCENARIOS = HERE / "pyflink"

#: The records v1 processes, then the ones v2 processes through the restored state (four, or the
#: scenario's ``v2.records``: windows need later records to fire).
V1_RECORDS = [f"k{i % 3},{i + 1}" for i in range(12)]


def v2_records(spec: dict) -> list[str]:
    return [f"k{i % 3},{i + 1}" for i in range(12, 12 + spec.get("v2", {}).get("records", 4))]


#: A program's line for a window it fired (``{"fired": [...], ...}``), not for a record it read:
#: the runner waits for one line per record, and then for the windows to settle (:func:`settle`).
FIRED = '"fired"'
#: How long a program's output must stay unchanged after its last record for its windows to have
#: fired (PyFlink's watermarks are periodic, every 200 ms by default).
QUIET_SECONDS = 2.0
#: How long a side may take to print its records (or, v2, to fail).
TIMEOUT_SECONDS = 120


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


class Submission:
    """What the intercepted ``execute()`` submitted: the job's client, graphs and output file."""

    def __init__(self):
        self.client = None
        self.stream_graph = None
        self.job_graph = None
        self.error = None
        self.seconds_submitted = None


def intercept_execute(submission: Submission, conf: dict[str, str], out: Path):
    """``StreamExecutionEnvironment.execute`` replaced: configure, build the graph PyFlink builds
    (``_generate_stream_graph``, as ``execute``/``execute_async`` do), print to ``out``, submit."""

    def execute(env: StreamExecutionEnvironment, job_name: str = None):
        jvm = get_gateway().jvm
        c = Configuration()
        for k, v in conf.items():
            c.set_string(k, v)
        env.configure(c)
        j_env = env._j_stream_execution_environment
        submission.stream_graph = env._generate_stream_graph(clear_transformations=True, job_name=job_name)
        submission.job_graph = submission.stream_graph.getJobGraph()
        # The print sink writes to System.out as it is when the task opens.
        jvm.System.setOut(jvm.java.io.PrintStream(jvm.java.io.FileOutputStream(str(out)), True))
        t0 = time.time()
        try:
            submission.client = j_env.executeAsync(submission.stream_graph)
        except Py4JJavaError as e:
            submission.error = e.java_exception
        submission.seconds_submitted = time.time() - t0

    return execute


def run_program(job: Path, args: list[str], submission: Submission, conf: dict[str, str], out: Path) -> None:
    original = StreamExecutionEnvironment.execute
    StreamExecutionEnvironment.execute = intercept_execute(submission, conf, out)
    saved_argv = sys.argv
    try:
        sys.argv = [str(job)] + args
        runpy.run_path(str(job), run_name="__main__")
    finally:
        sys.argv = saved_argv
        StreamExecutionEnvironment.execute = original
    if submission.stream_graph is None:
        raise RuntimeError(f"{job}: the program never called env.execute()")


def lines(path: Path) -> list[str]:
    return path.read_text().splitlines() if path.exists() else []


def record_lines(path: Path) -> list[str]:
    """The lines a program printed for the records it read (not for the windows it fired)."""
    return [line for line in lines(path) if FIRED not in line]


def settle(out: Path) -> None:
    """Until ``out`` has not changed for :data:`QUIET_SECONDS` (the windows the last watermark
    closes have fired), so that a savepoint holds the same windows on every run."""
    deadline = time.time() + TIMEOUT_SECONDS
    seen, since = None, time.time()
    while time.time() < deadline:
        now = lines(out)
        if now != seen:
            seen, since = now, time.time()
        elif time.time() - since >= QUIET_SECONDS:
            return
        time.sleep(0.1)


def status(client) -> str:
    """The job's status; ``ENDED`` once its per-job MiniCluster shut down (the job ended)."""
    try:
        return client.getJobStatus().get().toString()
    except Py4JJavaError:
        return "ENDED"


def job_failure(client):
    """The exception the job ended with (None if it finished)."""
    try:
        client.getJobExecutionResult().get()
        return None
    except Py4JJavaError as e:
        # ExecutionException(JobExecutionException(...)): the job's failure is the cause
        return e.java_exception.getCause() or e.java_exception


def wait_for(client, out: Path, n: int) -> str:
    """Until ``out`` has ``n`` lines (``RUNNING``) or the job reached a terminal state (its status)."""
    deadline = time.time() + TIMEOUT_SECONDS
    while time.time() < deadline:
        st = status(client)
        if st in ("FAILED", "CANCELED", "FINISHED", "ENDED"):
            return st
        if len(record_lines(out)) >= n:
            settle(out)
            return "RUNNING"
        time.sleep(0.1)
    return "TIMEOUT"


def stop_with_savepoint(client, target: Path) -> None:
    """Stop the job with a canonical savepoint, which becomes the directory ``target``."""
    jvm = get_gateway().jvm
    canonical = jvm.org.apache.flink.core.execution.SavepointFormatType.CANONICAL
    parent = target.with_name(target.name + "-dir")
    path = client.stopWithSavepoint(False, str(parent), canonical).get()
    client.getJobExecutionResult().get()
    Path(path.removeprefix("file:")).rename(target)
    shutil.rmtree(parent)


def harness():
    """The fixture harness' package in the gateway JVM (Harness, StateAssignment, Json)."""
    return get_gateway().jvm.flinkcompat.fixtures.harness


def to_json(java_object):
    return json.loads(harness().Json.write(java_object))


def describe(submission: Submission) -> dict:
    return to_json(harness().Harness.describe(submission.stream_graph, submission.job_graph))


def class_loader():
    return get_gateway().jvm.Thread.currentThread().getContextClassLoader()


def scenario_spec(name: str) -> dict:
    return json.loads((SCENARIOS / name / "scenario.json").read_text())


def base_conf(side: dict) -> dict[str, str]:
    return {
        "state.backend.type": side.get("backend", "hashmap"),
        "restart-strategy.type": "none",  # a failed restore fails the job (no restart loop)
        "python.executable": sys.executable,  # the Python workers: this PyFlink interpreter
    }


def run_scenario(name: str, work: Path) -> None:
    spec = scenario_spec(name)
    d = work / name
    shutil.rmtree(d, ignore_errors=True)
    inputs = d / "input"
    inputs.mkdir(parents=True)
    args = ["--input", str(inputs)]

    # v1: 12 records, then stop-with-savepoint (canonical)
    (inputs / "v1.txt").write_text("\n".join(V1_RECORDS) + "\n")
    t0 = time.time()
    s1 = Submission()
    run_program(SCENARIOS / name / "v1" / "job.py", args, s1, base_conf(spec.get("v1", {})), d / "v1.out")
    if s1.error is not None or s1.client is None:
        raise RuntimeError(f"{name}: v1 was not submitted: {s1.error}")
    st = wait_for(s1.client, d / "v1.out", len(V1_RECORDS))
    if st != "RUNNING":
        raise RuntimeError(f"{name}: v1 did not process its records ({st}): {lines(d / 'v1.out')} "
                           f"{to_json(harness().Harness.failure('v1', job_failure(s1.client)))}")
    sp1_dir = d / "v1-savepoint"
    stop_with_savepoint(s1.client, sp1_dir)
    v1 = {
        "job": describe(s1),
        "savepoint_operators": to_json(harness().StateAssignment.inventory(str(sp1_dir), class_loader())),
        "seconds": time.time() - t0,
    }
    (d / "v1.json").write_text(json.dumps(v1, indent=1))

    # v2: restore from the v1 savepoint, 4 (or v2.records) more records through the restored state
    records = v2_records(spec)
    (inputs / "v2.txt").write_text("\n".join(records) + "\n")
    conf = base_conf(spec.get("v2", {}))
    conf["execution.state-recovery.path"] = str(sp1_dir)
    conf["execution.state-recovery.ignore-unclaimed-state"] = str(
        bool(spec.get("v2", {}).get("allow_non_restored_state", False))).lower()
    t0 = time.time()
    s2 = Submission()
    run_program(SCENARIOS / name / "v2" / "job.py", args, s2, conf, d / "v2.out")
    v2: dict = {"job": describe(s2)}
    sp2 = None
    if s2.error is not None:
        v2.update(to_json(harness().Harness.failure("submission", s2.error)))
    else:
        st = wait_for(s2.client, d / "v2.out", len(records))
        v2["seconds_to_running"] = round(time.time() - t0, 3)
        if st == "RUNNING":
            sp2 = d / "v2-savepoint"
            stop_with_savepoint(s2.client, sp2)
            v2["outcome"] = "RESTORED"
        elif st in ("FAILED", "ENDED") and (failure := job_failure(s2.client)) is not None:
            v2.update(to_json(harness().Harness.failure("restore", failure)))
        else:
            raise RuntimeError(f"{name}: v2 neither printed its records nor failed ({st}): {lines(d / 'v2.out')}")
    v2["seconds_total"] = round(time.time() - t0, 3)
    v2["state_assignment"] = to_json(harness().StateAssignment.report(
        s2.job_graph, str(sp1_dir), None if sp2 is None else str(sp2), class_loader()))
    (d / "v2.json").write_text(json.dumps(v2, indent=1))
    log(f"{name}: v2 {v2['outcome']}")
    if spec.get("check_output") and v2["outcome"] == "RESTORED":
        output_references(name, spec, d)


def output_references(name: str, spec: dict, d: Path) -> None:
    """The output oracle's references (run.py ``judge_output``, as the Java suite's): what v2
    prints over v2's records when restored from a savepoint v2 itself took over v1's records
    (``reference.out``), and when started with no state over v2's records alone
    (``stateless.out``: the restored file source skips the file it read, so this is its input)."""
    sp = d / "reference-savepoint"
    for run in ("reference", "stateless"):
        inputs = d / f"{run}-input"
        inputs.mkdir()
        conf = base_conf(spec.get("v2", {}))
        if run == "reference":
            (inputs / "v1.txt").write_text("\n".join(V1_RECORDS) + "\n")
            s = Submission()
            run_program(SCENARIOS / name / "v2" / "job.py", ["--input", str(inputs)], s, conf, d / "reference-v1.out")
            if s.error is not None or wait_for(s.client, d / "reference-v1.out", len(V1_RECORDS)) != "RUNNING":
                raise RuntimeError(f"{name}: v2 from scratch did not process v1's records: {lines(d / 'reference-v1.out')}")
            stop_with_savepoint(s.client, sp)
            conf["execution.state-recovery.path"] = str(sp)
        records = v2_records(spec)
        (inputs / "v2.txt").write_text("\n".join(records) + "\n")
        s = Submission()
        run_program(SCENARIOS / name / "v2" / "job.py", ["--input", str(inputs)], s, conf, d / f"{run}.out")
        if s.error is not None or wait_for(s.client, d / f"{run}.out", len(records)) != "RUNNING":
            raise RuntimeError(f"{name}: the {run} run did not process v2's records: {lines(d / f'{run}.out')}")
        s.client.cancel().get()
    shutil.rmtree(sp)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--work", required=True)
    p.add_argument("scenarios", nargs="+")
    a = p.parse_args()
    work = Path(a.work)
    failed = []
    for name in a.scenarios:
        try:
            run_scenario(name, work)
        except Exception as e:  # noqa: BLE001 - reported by run.py, the other scenarios still run
            log(f"ERROR {name}: {e}")
            (work / name).mkdir(parents=True, exist_ok=True)
            (work / name / "error.txt").write_text(str(e))
            failed.append(name)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
