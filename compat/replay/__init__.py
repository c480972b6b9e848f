"""The Spark replay: confirm a verdict on the real state of a savepoint.

Every keyed and operator state entry of the savepoint is decoded with the serializer it
was written with (from the savepoint), migrated to the new job's serializer as Flink would
(:mod:`schema_registry.migrate`), encoded with the new serializer, decoded again and
compared. Per state: entries, bytes, key groups, entries migrated, entries failed, and a
few failing samples. :func:`join` puts the result into the static verdict.

Public surface::

    from flink_compat.compat.replay import replay, join
    report = replay("s3://bucket/sp-1", new_graph)            # local[*] Spark, or spark=...
    report = replay(sp, new_graph, spark=spark, export="/tmp/state-parquet")
    verdict = join(check(old, new, policy), report, policy)
    report = replay_local(sp, new_graph)                      # same work in this process

Work split: one task per keyed state handle and key-group range (the reader seeks to the
first key group's offset), one per operator state handle; tasks keep counts and a few
samples, the driver combines them (``merge``). Executors open the savepoint themselves.

Errors (one hierarchy)::

    ReplayError            the replay could not run (Spark failed, a task failed for good)
     └─ SparkUnavailable   PySpark is not installed (``pip install 'flink-compat[spark]'``)

PySpark is imported only when a Spark replay runs.
"""

from __future__ import annotations

import os
from typing import Callable, Optional

from ._engine import DEFAULT_SAMPLES, ENTRIES, EXPORT_COLUMNS, close_all, merge, run_task
from ._plan import JobCode, KeyedTask, OperatorTask, Plan, StatePlan, plan_replay
from ._report import build_report, join
from ._spark import INSTALL_HINT, ReplayError, SparkUnavailable, local_master, require_spark, spark_available

#: Test hook: a fault spec shipped to the tasks (see ``_engine._fault``), read on the driver.
FAULT_ENV = "FLINK_COMPAT_REPLAY_FAULT"

__all__ = [
    "EXPORT_COLUMNS",
    "INSTALL_HINT",
    "JobCode",
    "KeyedTask",
    "OperatorTask",
    "Plan",
    "ReplayError",
    "SparkUnavailable",
    "StatePlan",
    "join",
    "local_master",
    "plan_replay",
    "replay",
    "replay_local",
    "require_spark",
    "session",
    "spark_available",
]


def _graph(new):
    if isinstance(new, (str, os.PathLike)):
        from flink_compat.graph.loader import load

        return load(new)
    return new


def _plan(location, new, target_tasks: int, allow_path: Optional[str] = None, job_code: Optional[JobCode] = None) -> Plan:
    from flink_compat import savepoint

    with savepoint.open(location, allow_path=allow_path) as sp:
        return plan_replay(sp, _graph(new), target_tasks=target_tasks, job_code=job_code)


def session(master: Optional[str] = None, conf: Optional[dict] = None):
    """The SparkSession the replay uses (see ``_spark.session``)."""
    from ._spark import session as _session

    return _session(master, conf)


def replay(
    location,
    new,
    *,
    spark=None,
    master: Optional[str] = None,
    conf: Optional[dict] = None,
    samples: int = DEFAULT_SAMPLES,
    export: Optional[str] = None,
    target_tasks: Optional[int] = None,
    progress: Optional[Callable[[int, int, int, int, int], None]] = None,
    fault: Optional[str] = None,
    allow_path: Optional[str] = None,
    job_code: Optional[JobCode] = None,
):
    """Replay the savepoint at ``location`` into ``new`` (a JobGraph, or a path to load) on
    Spark; returns a :class:`compat.verdict.ReplayReport`. A savepoint whose state files hold at
    most :data:`IN_PROCESS_BYTES`, replayed with no ``spark``, ``master``, ``conf`` or ``export``
    given, is replayed in this process instead (:func:`replay_local`): starting Spark takes far
    longer than its entries do.

    ``spark``: a session to use (else one is started from ``master``/``conf`` and stopped at
    the end); ``export``: a directory (local path or Hadoop URI) that receives the decoded
    state as Parquet; ``progress(tasks_done, tasks, states_done, states, entries)`` is called
    a few times a second; a ``progress`` with a ``phase(text)`` method is also told what runs
    before the tasks (starting Spark, planning) and after them (the export).
    ``allow_path``: a directory outside the savepoint's own whose
    state files may be read (see :func:`savepoint.open`). ``job_code``: the new job's JAR
    (:class:`JobCode`), with which Flink's own serializers read the values only the job's code
    reads (custom serializers, Kryo), in the sandboxed JVM; without it they are only counted.
    """
    from . import _spark

    fault = fault if fault is not None else os.environ.get(FAULT_ENV) or None
    plan = None
    if spark is None and master is None and not conf and not export and fault is None:
        # The plan of a local[*] session (as many cores): kept for Spark when the state is large.
        _phase(progress, "planning: reading the savepoint's metadata")
        plan = _plan(location, new, target_tasks or default_tasks(os.cpu_count() or 1), allow_path, job_code)
        size = sum(task.size for task in plan.tasks)
        if size <= IN_PROCESS_BYTES:
            return _in_process(plan, samples, progress, f"in-process (no Spark: {size:,} bytes of state)")
    require_spark()
    began = _spark.now()
    own = spark is None
    if own:
        _phase(progress, f"starting Spark ({master or 'local'})")
        spark = _spark.session(master, conf)
    sc = spark.sparkContext
    forwarded = _forward_storage_env(sc)
    try:
        if plan is None:
            _phase(progress, "planning: reading the savepoint's metadata")
            plan = _plan(location, new, target_tasks or default_tasks(sc.defaultParallelism), allow_path, job_code)
        _phase(progress, f"{len(plan.tasks)} tasks planned for {len(plan.states)} states")
        start = _spark.now()
        accs = _spark.run(spark, plan, samples, fault, progress)
        seconds = _spark.now() - start
        if export:
            _phase(progress, f"exporting the decoded state to {export}")
        exported = _spark.export(spark, plan, export, fault) if export else None
        return build_report(plan, accs, master=sc.master, spark_version=_spark.spark_version(spark), seconds=seconds,
                            wall_seconds=_spark.now() - began, export=exported)
    finally:
        for key, previous in forwarded.items():
            if previous is None:
                sc.environment.pop(key, None)
            else:
                sc.environment[key] = previous
        if own:
            spark.stop()
        _spark.remove_staging_left()


def default_tasks(cores: int) -> int:
    """Keyed tasks per operator: two per core, of about equal bytes (``plan_replay``): few
    enough that a Spark task's fixed cost stays small next to its work, enough that a core
    that finishes early (or gets less of a shared machine) takes over a task."""
    return max(2, 2 * cores)


def _phase(progress, text: str) -> None:
    """Tell a progress display what the replay is doing before its tasks run (``progress.phase``)."""
    phase = getattr(progress, "phase", None)
    if phase is not None:
        phase(text)


#: Environment variables that configure the filesystems savepoints are read from (fsspec,
#: s3fs/botocore, gcsfs, HDFS). With a local master the workers get this process's values.
STORAGE_ENV_PREFIXES = ("FSSPEC_", "AWS_", "GOOGLE_", "GCSFS_", "HADOOP_", "ARROW_LIBHDFS_DIR")


def _forward_storage_env(sc) -> dict:
    """Local masters: pass the storage settings of this process to the Python workers
    (``spark.executorEnv.*`` is the way on a cluster). Returns what to restore."""
    from ._spark import is_local

    if not is_local(sc.master):
        return {}
    previous = {}
    for key, value in os.environ.items():
        if key.startswith(STORAGE_ENV_PREFIXES) and sc.environment.get(key) != value:
            previous[key] = sc.environment.get(key)
            sc.environment[key] = value
    return previous


#: The most bytes of state files :func:`replay` replays in its own process rather than on Spark.
#: Measured (``benchmarks/replay_small.py``): a local Spark takes 10 to 60 s to start; in process
#: a 1M-entry POJO savepoint (46 MB) migrates at about 75 MB/s, so 64 MiB take about a second, and
#: the slowest shapes measured (lists of POJOs, entry by entry, about 5 times slower) under 5 s.
IN_PROCESS_BYTES = 64 << 20


def replay_local(location, new, *, samples: int = DEFAULT_SAMPLES, target_tasks: int = 8, allow_path: Optional[str] = None,
                 job_code: Optional[JobCode] = None):
    """The same replay in this process, task after task (no Spark): small savepoints, tests,
    and the single-process baseline of ``benchmarks/replay_bench.py``."""
    return _in_process(_plan(location, new, target_tasks, allow_path, job_code), samples)


def _in_process(plan: Plan, samples: int, progress=None, master: str = "in-process"):
    import time

    start = time.perf_counter()
    accs: dict = {}
    entries = 0
    try:
        for done, task in enumerate(plan.tasks, 1):
            for key, acc in run_task(task, plan.states, samples).items():
                entries += acc[ENTRIES]
                accs[key] = merge(accs[key], acc, samples) if key in accs else acc
            if progress is not None:
                progress(done, len(plan.tasks), len(accs), len(plan.all_states()), entries)
    finally:
        close_all()
    seconds = time.perf_counter() - start
    return build_report(plan, accs, master=master, seconds=seconds, wall_seconds=seconds)
