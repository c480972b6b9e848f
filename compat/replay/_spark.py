"""The replay on Spark: the session, the job (tasks → per-state accumulators), the export.

PySpark is imported here only, and only when a replay runs. Executors import the project's
packages (``compat``, ``savepoint``, ``schema_registry``, ``graph``) and read the savepoint
themselves through ``savepoint``'s filesystem layer (local files, ``s3://``, ``hdfs://``,
``gs://`` via fsspec): nothing but the plan travels from the driver.
"""

from __future__ import annotations

import atexit
import importlib.util
import os
import re
import shutil
import sys
import tempfile
import threading
import time
import uuid
from typing import Callable, Optional

from ._engine import DEFAULT_SAMPLES, EXPORT_COLUMNS, export_rows, merge, run_task
from ._plan import Plan, pack

INSTALL_HINT = "pip install 'flink-compat[spark]'"
DEFAULT_MASTER = "local[*]"

#: Settings of the embedded session; any --conf overrides them.
DEFAULT_CONF = {
    "spark.ui.enabled": "false",
    "spark.ui.showConsoleProgress": "false",
    "spark.sql.shuffle.partitions": "8",
    "spark.python.worker.reuse": "true",
    "spark.sql.parquet.compression.codec": "snappy",
}

_QUIET_LOG4J2 = """\
rootLogger.level = error
rootLogger.appenderRef.stderr.ref = console
appender.console.type = Console
appender.console.name = console
appender.console.target = SYSTEM_ERR
appender.console.layout.type = PatternLayout
appender.console.layout.pattern = %d{HH:mm:ss} %p %c{1}: %m%n%ex
logger.repl.name = org.apache.spark.repl.Main
logger.repl.level = error
logger.gateway.name = org.apache.spark.api.python.PythonGatewayServer
logger.gateway.level = error
logger.executor.name = org.apache.spark.executor.Executor
logger.executor.level = off
logger.tasks.name = org.apache.spark.scheduler.TaskSetManager
logger.tasks.level = off
"""


class ReplayError(Exception):
    """The replay could not run (Spark failed, a task failed for good, bad options)."""


class SparkUnavailable(ReplayError):
    """PySpark is not installed."""

    def __init__(self):
        super().__init__(f"the replay needs PySpark: {INSTALL_HINT}")


def spark_available() -> bool:
    return importlib.util.find_spec("pyspark") is not None


def require_spark() -> None:
    if not spark_available():
        raise SparkUnavailable()


_LOCAL = re.compile(r"^local(?:\[(?P<threads>\*|\d+)(?:\s*,\s*(?P<failures>\d+))?\])?$")


def is_local(master: str) -> bool:
    return bool(_LOCAL.match(master.strip()))


def local_master(master: str, conf: dict) -> str:
    """``local[N]`` with ``spark.task.maxFailures`` set → ``local[N,F]``: local mode retries a
    failed task only when the master says so."""
    m = _LOCAL.match(master.strip())
    failures = conf.get("spark.task.maxFailures")
    if not m or failures is None or m.group("failures"):
        return master
    return f"local[{m.group('threads') or '1'},{int(failures)}]"


def session(master: Optional[str] = None, conf: Optional[dict] = None, app_name: str = "flink-compat replay"):
    """A SparkSession for the replay.

    Under ``spark-submit`` (or when a session is active) the existing one is used and
    ``master`` only applies when given. Otherwise a local one is started: ``local[*]``, UI
    off, logs at ERROR on stderr, the worker Python = this interpreter.
    """
    require_spark()
    conf = dict(conf or {})
    from pyspark.sql import SparkSession

    active = SparkSession.getActiveSession()
    if active is not None and master is None:
        return active
    submitted = "PYSPARK_GATEWAY_PORT" in os.environ  # spark-submit launched this driver
    if master is None and not submitted:
        master = DEFAULT_MASTER
    if master is not None:
        master = local_master(master, conf)
    if master is not None and is_local(master):
        # Local workers are forked by this machine's JVM: run them with this interpreter
        # (and its packages), bound to the loopback interface.
        os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
        os.environ.setdefault("PYSPARK_DRIVER_PYTHON", sys.executable)
        os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    builder = SparkSession.builder.appName(app_name)
    if master is not None:
        builder = builder.master(master)
    settings = {**DEFAULT_CONF, **conf}
    if settings.get("spark.pyspark.python") and not submitted:
        # The executors' interpreter. spark-submit turns this setting into PYSPARK_PYTHON,
        # which is all PySpark reads (SparkContext.pythonExec); a session started here must do
        # the same, else executors run `python3` whatever the setting says.
        os.environ["PYSPARK_PYTHON"] = settings["spark.pyspark.python"]
    if not submitted and "spark.driver.extraJavaOptions" not in conf:
        settings["spark.driver.extraJavaOptions"] = f"-Dlog4j2.configurationFile=file:{_quiet_log_config()}"
    for key, value in settings.items():
        builder = builder.config(key, value)
    try:
        spark = builder.getOrCreate()
    except Exception as e:  # noqa: BLE001 - JVM start failures arrive as many types
        raise ReplayError(f"cannot start Spark ({master or 'spark-submit'}): {spark_error_line(e)}") from None
    spark.sparkContext.setLogLevel("ERROR")
    if master is not None and not is_local(master):
        _ship_code(spark)
    return spark


def _quiet_log_config() -> str:
    path = os.path.join(tempfile.gettempdir(), "flink-compat-spark-log4j2.properties")
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == _QUIET_LOG4J2:
                return path
    except OSError:
        pass
    tmp = f"{path}.{os.getpid()}"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(_QUIET_LOG4J2)
    os.replace(tmp, path)
    return path


#: Modules of ``flink_compat`` itself that executors import (besides its packages).
_SHIPPED_MODULES = ("spark.py", "_state_schema.py")


def _ship_code(spark) -> None:
    """Add this project's packages to the executors' Python path (cluster masters), in the
    installed layout (``flink_compat/<package>/...``) wherever they are read from here."""
    import importlib
    import zipfile

    import flink_compat

    # Spark's file server reads the archive from this path whenever an executor starts, so it
    # lives as long as this process (removed at exit, not after addPyFile).
    directory = tempfile.mkdtemp(prefix="flink-compat-")
    atexit.register(shutil.rmtree, directory, ignore_errors=True)
    path = os.path.join(directory, "flink_compat_code.zip")
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(flink_compat.__file__, "flink_compat/__init__.py")
        for module in _SHIPPED_MODULES:  # the flink-savepoint data source's, which its tasks import
            z.write(os.path.join(os.path.dirname(flink_compat.__file__), module), f"flink_compat/{module}")
        for package in ("compat", "graph", "savepoint", "schema_registry", "reports"):
            base = os.path.dirname(importlib.import_module(f"flink_compat.{package}").__file__)
            for directory, _dirs, files in os.walk(base):
                if "__pycache__" in directory:
                    continue
                for name in files:
                    full = os.path.join(directory, name)
                    z.write(full, os.path.join("flink_compat", package, os.path.relpath(full, base)))
    spark.sparkContext.addPyFile(path)


def spark_error_line(e: BaseException) -> str:
    """A JVM or Python worker error as one line: the Python exception the task raised, when
    there is one, else the first line of the Java one."""
    text = str(e)
    if "Traceback (most recent call last):" in text:
        tail = text.rsplit("Traceback (most recent call last):", 1)[1]
        raised = re.search(r"^(\w+(?:\.\w+)*): (.+)$", tail, flags=re.MULTILINE)
        if raised:
            return f"{raised.group(1).rsplit('.', 1)[-1]}: {raised.group(2).strip()}"[:500]
    py = re.findall(r"^(\w+(?:\.\w+)*(?:Error|Exception|Fault)): (.+)$", text, flags=re.MULTILINE)
    if py:
        name, message = py[-1]
        return f"{name.rsplit('.', 1)[-1]}: {message.strip()}"
    first = next((line.strip() for line in text.splitlines() if line.strip()), type(e).__name__)
    return first[:500]


# --------------------------------------------------------------------------- the job


class _Progress:
    """Task completions reported by the executors (an accumulator), read by the driver."""

    def __init__(self, sc, plan: Plan):
        from pyspark.accumulators import AccumulatorParam

        class DictParam(AccumulatorParam):
            def zero(self, value):
                return {}

            def addInPlace(self, a, b):
                a.update(b)
                return a

        self.acc = sc.accumulator({}, DictParam())
        self.plan = plan
        self.by_state: dict[str, set] = {p.key: set() for p in plan.all_states()}
        for task in plan.tasks:
            for key in plan.states_of_task(task):
                self.by_state.setdefault(key, set()).add(task.index)

    def snapshot(self) -> tuple[int, int, int, int, int]:
        done = dict(self.acc.value)
        states_done = sum(1 for tasks in self.by_state.values() if tasks <= done.keys())
        return len(done), len(self.plan.tasks), states_done, len(self.by_state), sum(done.values())


def _run_job(sc, job: Callable, progress_cb, progress: Optional[_Progress], poll: float = 0.25):
    """Run ``job`` (a Spark action) in a thread under a job group; report progress; cancel the
    group on KeyboardInterrupt."""
    group = f"flink-compat-{uuid.uuid4().hex[:12]}"
    box: dict = {}

    def target():
        try:
            sc.setJobGroup(group, "flink-compat replay", interruptOnCancel=True)
            box["result"] = job()
        except BaseException as e:  # noqa: BLE001 - re-raised in the caller's thread
            box["error"] = e

    thread = threading.Thread(target=target, name="flink-compat-replay", daemon=True)
    thread.start()
    try:
        while thread.is_alive():
            thread.join(poll)
            if progress_cb is not None and progress is not None:
                progress_cb(*progress.snapshot())
    except KeyboardInterrupt:
        sc.cancelJobGroup(group)
        thread.join(30)
        _wait_quiet(sc)
        raise
    if progress_cb is not None and progress is not None:
        progress_cb(*progress.snapshot())
    if "error" in box:
        e = box["error"]
        if isinstance(e, (KeyboardInterrupt, ReplayError)):
            raise e
        raise ReplayError(f"the replay failed: {spark_error_line(e)}") from None
    return box.get("result")


def _wait_quiet(sc, timeout: float = 30.0) -> None:
    """Wait until no stage of this context runs any more: a cancelled job fails at once while
    its tasks are still being killed (and may still write their output)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            # the executors' running tasks: tasks of a cancelled stage still run (and are
            # counted here) until they are killed
            running = sum(i.numRunningTasks() for i in sc._jsc.sc().statusTracker().getExecutorInfos())
        except Exception:  # noqa: BLE001 - a stopped context has nothing running
            return
        if not running:
            return
        time.sleep(0.2)


def freeze_worker_heap() -> None:
    """Executor side, at a Spark task's start: the Python worker's objects (its imports, the
    savepoints it keeps open, caches) are left out of the cyclic garbage collector's walks
    (``gc.freeze``). A reused worker runs a full collection after every task
    (``pyspark/daemon.py``) before it reads the next one: over a worker's heap that takes tens
    of milliseconds of every task (more than the task's work on a small savepoint); over
    what one task made, next to nothing. The heap was just collected (the previous task's
    collection), so no garbage is frozen with it; frozen objects are still freed when no
    longer referenced."""
    import gc

    gc.freeze()


def run(spark, plan: Plan, samples: int = DEFAULT_SAMPLES, fault: Optional[str] = None, progress_cb=None) -> dict:
    """Replay every task of ``plan`` on Spark; ``{state key: accumulator}``.

    A task's result is a few numbers and samples per state: the driver combines them
    (``merge``, in any order: the samples kept are the first by key group and key). One
    stage, no shuffle: a second stage (``reduceByKey``) would cost more than the tasks on a
    small savepoint, the same for one core as for many, and cap the replay's scaling."""
    if not plan.tasks:
        return {}
    sc = spark.sparkContext
    states = plan.states
    progress = _Progress(sc, plan)
    done = progress.acc

    def partition(groups):
        freeze_worker_heap()
        for group in groups:
            for task in group:
                result = run_task(task, states, samples, fault)
                done.add({task.index: sum(a[0] for a in result.values())})
                yield result

    groups = pack(plan.tasks)
    rdd = sc.parallelize(groups, len(groups)).mapPartitions(partition)
    accs: dict = {}
    for result in _run_job(sc, rdd.collect, progress_cb, progress):
        for key, acc in result.items():
            accs[key] = merge(accs[key], acc, samples) if key in accs else acc
    return accs


# --------------------------------------------------------------------------- export


def _hadoop_path(spark, location: str):
    jvm = spark.sparkContext._jvm
    if "://" not in location and not location.startswith("file:"):
        location = "file://" + os.path.abspath(location)
    path = jvm.org.apache.hadoop.fs.Path(location)
    fs = path.getFileSystem(spark.sparkContext._jsc.hadoopConfiguration())
    return fs, path, location


def export(spark, plan: Plan, directory: str, fault: Optional[str] = None, progress_cb=None) -> str:
    """Write the decoded entries of every task as Parquet under ``directory`` (which must not
    exist yet): into a hidden sibling directory first, renamed when complete, removed when
    the export fails or is interrupted. Returns the directory's URI."""
    from pyspark.sql.types import IntegerType, StringType, StructField, StructType

    fs, target, uri = _hadoop_path(spark, directory)
    if fs.exists(target):
        raise ReplayError(f"{directory}: the export directory exists already; give a new one")
    parent = target.getParent()
    if parent is not None and not fs.exists(parent):
        raise ReplayError(f"{directory}: directory {parent.toString()} does not exist")
    tmp = spark.sparkContext._jvm.org.apache.hadoop.fs.Path(parent, f".{target.getName()}.tmp-{uuid.uuid4().hex[:12]}")
    types = {"string": StringType(), "int": IntegerType()}
    schema = StructType([StructField(name, types[t], True) for name, t in EXPORT_COLUMNS])
    states = plan.states
    sc = spark.sparkContext

    def rows(tasks):
        freeze_worker_heap()
        for task in tasks:
            yield from export_rows(task, states, fault)

    def job():
        if plan.tasks:
            rdd = sc.parallelize(plan.tasks, len(plan.tasks)).mapPartitions(rows)
        else:
            rdd = sc.emptyRDD()
        df = spark.createDataFrame(rdd, schema, verifySchema=False)
        df.write.mode("errorifexists").parquet(tmp.toString())

    try:
        _run_job(sc, job, None, None)
        if not fs.rename(tmp, target):
            raise ReplayError(f"{directory}: could not move the finished export into place")
    except BaseException:
        _wait_quiet(sc)
        _remove_staging(fs, tmp)
        _STAGING_LEFT.append((fs, tmp))  # removed again once the session has stopped (remove_staging_left)
        raise
    return uri


#: Staging directories of failed exports: a task killed while it writes may still recreate its
#: attempt's directory after _remove_staging (seen on a loaded machine), but not once its Spark
#: session has stopped.
_STAGING_LEFT: list = []


def _remove_staging(fs, tmp, settle: float = 1.0, timeout: float = 10.0) -> None:
    """Delete ``tmp`` until it has stayed gone for ``settle`` seconds (or ``timeout`` passed):
    killed tasks may still abort their attempts, and create directories, while we delete."""
    deadline = time.monotonic() + timeout
    gone_since = None
    try:
        while time.monotonic() < deadline:
            if fs.exists(tmp):
                fs.delete(tmp, True)
                gone_since = None
            elif gone_since is None:
                gone_since = time.monotonic()
            elif time.monotonic() - gone_since >= settle:
                return
            time.sleep(0.1)
    except Exception:  # noqa: BLE001 - best effort; the hidden directory is not under DIR
        pass


def remove_staging_left() -> None:
    """Remove what failed exports left, after the Spark session stopped (no task writes any more)."""
    while _STAGING_LEFT:
        fs, tmp = _STAGING_LEFT.pop()
        _remove_staging(fs, tmp, settle=0.0, timeout=5.0)


def spark_version(spark) -> str:
    return str(getattr(spark, "version", ""))


def now() -> float:
    return time.perf_counter()
