"""The replay on a real Spark cluster: a standalone master and two workers started from the
installed PySpark (``spark-class``), on 127.0.0.1 with ports and work/log directories of their
own, and the savepoint on S3 (moto's server). ``flink-compat replay s3://... --master
spark://...`` runs as a user runs it; the executors open the savepoint themselves, with the
S3 settings the replay's ``--conf spark.executorEnv.*`` gives them (the cluster's daemons have
none), and the driver reads ``_metadata`` and the state files' headers, not one byte of state
(moto's request log, each party signing with an access key of its own)."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlparse

import pytest

from .conftest import expected_keyed, fixture, free_port, graph_of, moto_s3, write_manifest

pytestmark = pytest.mark.spark

FIXTURE = "keyed-hashmap-canonical-files-p2"  # keyed state in three files next to _metadata
WORKERS = 2
BUCKET = "savepoints"

#: JVM flags for JVMs that live seconds: no optimizing JIT compiler, the serial collector (CPU
#: the test's two cores would otherwise spend on compiling code that runs once).
SHORT_LIVED_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"

#: Who is who in the S3 request log: the access key each party signs with (the local-mode
#: replay has one of its own).
UPLOADER, DRIVER, EXECUTOR, LOCAL = "uploader", "driver", "executor", "local"


def _unavailable(why: str):
    """Skip, but fail under CI: CI has Java 17 and the `test` extra."""
    (pytest.fail if os.environ.get("CI") else pytest.skip)(why)


def _spark_home() -> Path:
    try:
        import pyspark
    except ImportError:
        _unavailable("PySpark is not installed (the `test` extra)")
    return Path(pyspark.__file__).parent  # the pip wheel is a Spark distribution: bin/, jars/


def _daemon_env(spark_home: Path, tmp: Path) -> dict:
    """The environment of the cluster's daemons: this one without any storage, Python path or
    Spark setting of the test's, so that nothing reaches the executors but what the replay
    sends."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("AWS_", "PYSPARK_", "SPARK_", "FSSPEC_")) and k != "PYTHONPATH"}
    conf = tmp / "conf"
    conf.mkdir()
    env.update(
        SPARK_HOME=str(spark_home),
        SPARK_CONF_DIR=str(conf),  # empty: Spark's defaults, nothing from the machine
        SPARK_LOCAL_IP="127.0.0.1",
        SPARK_LOG_DIR=str(tmp / "logs"),
        SPARK_WORKER_DIR=str(tmp / "work"),
        SPARK_DAEMON_MEMORY="256m",
        JDK_JAVA_OPTIONS=SHORT_LIVED_JVM,  # the daemons and the executors they start
    )
    return env


def _stop(proc: subprocess.Popen) -> None:
    """Stop a daemon and whatever it started (executors, Python workers): its process group."""
    if proc.poll() is None:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(15)
        except subprocess.TimeoutExpired:
            pass
    try:
        os.killpg(proc.pid, signal.SIGKILL)  # executors of a stopped worker linger otherwise
    except ProcessLookupError:
        pass
    proc.wait(10)


def _logs(tmp: Path) -> str:
    """The tail of every daemon's and executor's log, for a failure message."""
    parts = []
    for path in sorted([*(tmp / "logs").glob("*.log"), *(tmp / "work").rglob("stderr")]):
        text = path.read_text(errors="replace")
        parts.append(f"--- {path.relative_to(tmp)}\n{text[-3000:]}")
    return "\n".join(parts)


@pytest.fixture(scope="module")
def cluster(tmp_path_factory):
    """``spark://127.0.0.1:PORT`` of a standalone master with two ALIVE workers (one core each);
    stopped at the end, also when the test fails."""
    if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
        _unavailable("the Spark cluster needs Java 17")
    spark_home = _spark_home()
    tmp = tmp_path_factory.mktemp("spark-cluster")
    env = _daemon_env(spark_home, tmp)
    (tmp / "logs").mkdir()
    (tmp / "work").mkdir()
    spark_class = str(spark_home / "bin" / "spark-class")
    procs: list[subprocess.Popen] = []

    def start(name: str, *args: str) -> None:
        log = open(tmp / "logs" / f"{name}.log", "wb")  # noqa: SIM115 - the daemon writes it
        procs.append(subprocess.Popen([spark_class, *args], env=env, stdout=log, stderr=subprocess.STDOUT,
                                      stdin=subprocess.DEVNULL, start_new_session=True))
        log.close()

    port, ui = free_port(), free_port()
    master = f"spark://127.0.0.1:{port}"
    try:
        start("master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1", "--port", str(port),
              "--webui-port", str(ui))
        for i in range(WORKERS):
            work = tmp / "work" / f"worker-{i}"
            work.mkdir()
            start(f"worker-{i}", "org.apache.spark.deploy.worker.Worker", master, "--host", "127.0.0.1",
                  "--port", str(free_port()), "--webui-port", str(free_port()), "--cores", "1", "--memory", "1g",
                  "--work-dir", str(work))
        deadline = time.monotonic() + 90
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{ui}/json/", timeout=2) as r:
                    status = json.load(r)
                if status.get("aliveworkers") == WORKERS:
                    break
            except (OSError, ValueError):
                pass
            if time.monotonic() > deadline or any(p.poll() is not None for p in procs):
                pytest.fail(f"the standalone cluster did not come up\n{_logs(tmp)}")
            time.sleep(0.5)
        yield {"master": master, "dir": tmp}
    finally:
        for proc in reversed(procs):  # workers (and their executors) first, then the master
            _stop(proc)


def _start_replay(master: str, new: Path, report: Path, conf: list[str], env: dict) -> subprocess.Popen:
    """``flink-compat replay s3://savepoints/sp-1 NEW --master MASTER``, as a user runs it."""
    return subprocess.Popen(
        [sys.executable, "-m", "flink_compat", "replay", f"s3://{BUCKET}/sp-1", str(new), "--master", master,
         *(c for item in conf for c in ("--conf", item)), "--no-progress", "--format", "json", "--output", str(report)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )


def _finish(proc: subprocess.Popen, report: Path, logs=lambda: "") -> dict:
    """The JSON report of a finished replay; ``logs()``: what to show when it failed."""
    try:
        _out, err = proc.communicate(timeout=240)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, f"{err[-4000:]}\n{logs()}"
    return json.loads(report.read_text())


def _recorded_requests(text: str):
    """The JSON objects of moto's request recording, one after another: moto's server threads
    record requests made at once, and two of them can end up on one line."""
    decoder, at = json.JSONDecoder(), 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at == len(text):
            return
        entry, at = decoder.raw_decode(text, at)
        yield entry


def _object_reads(recording: Path) -> dict[str, dict[str, list[tuple[int, int]]]]:
    """access key → object name → the byte ranges [a, b) it fetched (GETs of an object; listings
    and HEADs read no object)."""
    out: dict[str, dict[str, list[tuple[int, int]]]] = {}
    for entry in _recorded_requests(recording.read_text()):
        headers = {k.lower(): v for k, v in entry["headers"].items()}
        auth = headers.get("authorization", "")
        who = auth.split("Credential=", 1)[1].split("/", 1)[0] if "Credential=" in auth else "?"
        bucket, _, key = urlparse(entry["url"]).path.lstrip("/").partition("/")
        if entry["method"] != "GET" or bucket != BUCKET or not key:
            continue
        first, _, last = headers.get("range", "bytes=0-").removeprefix("bytes=").partition("-")
        span = (int(first), int(last) + 1 if last else sys.maxsize)
        out.setdefault(who, {}).setdefault(key.rsplit("/", 1)[-1], []).append(span)
    return out


def _state_files(name: str) -> dict[str, tuple[int, int]]:
    """State file → (where its state starts, its size). The bytes before are its header: the
    states and their serializer snapshots, which a check reads (Flink writes them there, not
    in _metadata); the offsets are in _metadata."""
    from flink_compat import savepoint

    out = {}
    with savepoint.open(fixture(name)) as sp:
        for op in sp.operators:
            for _, h in op.keyed_handles():
                out[Path(h.delegate.path).name] = (min(o for o in h.offsets if o), h.delegate.size)
            for _, h in op.operator_handles():
                out[Path(h.delegate.path).name] = (min(o for p in h.states.values() for o in p.offsets), h.delegate.size)
    return out


def _covers(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    at = start
    for a, b in sorted(spans):
        if a > at:
            break
        at = max(at, b)
    return at >= end


def test_replay_on_a_standalone_cluster_reads_s3_on_the_executors(cluster, tmp_path):
    import fsspec

    recording = tmp_path / "s3-requests.jsonl"
    with moto_s3(recording) as url:
        storage = {"AWS_ENDPOINT_URL_S3": url, "AWS_DEFAULT_REGION": "us-east-1"}
        fs = fsspec.filesystem("s3", skip_instance_cache=True, key=UPLOADER, secret=UPLOADER,
                               client_kwargs={"endpoint_url": url})
        fs.mkdir(BUCKET)
        fs.put(str(fixture(FIXTURE)), f"{BUCKET}/sp-1", recursive=True)
        new = write_manifest(graph_of(FIXTURE), tmp_path / "new.json")

        clean = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "PYSPARK_", "SPARK_"))}
        clean.update(storage, SPARK_LOCAL_IP="127.0.0.1", JDK_JAVA_OPTIONS=SHORT_LIVED_JVM)
        started = time.monotonic()
        cluster_run = _start_replay(
            cluster["master"], new, tmp_path / "cluster.json",
            [
                # the executors' interpreter: this one, with flink-compat's dependencies
                # (the replay ships flink-compat's own code to them)
                f"spark.pyspark.python={sys.executable}",
                # what the executors read S3 with: only what is given here
                *(f"spark.executorEnv.{k}={v}" for k, v in storage.items()),
                f"spark.executorEnv.AWS_ACCESS_KEY_ID={EXECUTOR}",
                f"spark.executorEnv.AWS_SECRET_ACCESS_KEY={EXECUTOR}",
                "spark.executor.memory=512m",
                "spark.scheduler.minRegisteredResourcesRatio=1.0",  # start once both executors are there
            ],
            dict(clean, AWS_ACCESS_KEY_ID=DRIVER, AWS_SECRET_ACCESS_KEY=DRIVER),
        )
        # at the same time, the same replay in local mode (its workers get the driver's settings)
        local_run = _start_replay("local[2]", new, tmp_path / "local.json", [],
                                  dict(clean, AWS_ACCESS_KEY_ID=LOCAL, AWS_SECRET_ACCESS_KEY=LOCAL))
        on_local = _finish(local_run, tmp_path / "local.json")
        on_cluster = _finish(cluster_run, tmp_path / "cluster.json", lambda: _logs(cluster["dir"]))
        seconds = time.monotonic() - started
        reads = _object_reads(recording)
    print(f"\nboth replays (standalone cluster, local[2], side by side): {seconds:.1f} s; "
          f"Spark's own time: cluster {on_cluster['replay']['seconds']:.1f} s, local {on_local['replay']['seconds']:.1f} s")

    replayed, local = on_cluster["replay"], on_local["replay"]
    totals = lambda r: {(s["operator"], s["state"]): (s["entries"], s["bytes"], s["key_groups"], s["migrated"],  # noqa: E731
                                                      s["failed"], s["outcome"]) for s in r["states"]}
    print(f"cluster: {replayed['entries']} entries {totals(replayed)}\nlocal:   {local['entries']} entries")
    assert replayed["master"] == cluster["master"] and local["master"] == "local[2]"
    assert totals(replayed) == totals(local) and replayed["entries"] == local["entries"] > 0
    assert replayed["failed"] == 0 and on_cluster["verdict"] == on_local["verdict"] == "compatible"
    for key, (entries, key_groups) in expected_keyed(FIXTURE).items():  # what Flink wrote
        assert totals(replayed)[key][0] == entries and totals(replayed)[key][2] == key_groups, key

    # The driver read _metadata and the header of each state file, never a byte of state;
    # the executors read all of it.
    files = _state_files(FIXTURE)
    assert set(reads[DRIVER]) == {"_metadata", *files}, reads[DRIVER]
    for name, (state_start, size) in files.items():
        assert all(b <= state_start for _a, b in reads[DRIVER][name]), (name, state_start, reads[DRIVER][name])
        assert _covers(reads[EXECUTOR][name], state_start, size), (name, state_start, size, reads[EXECUTOR][name])
    # ...on both workers: each one's executor ran tasks
    ran = {log.relative_to(cluster["dir"] / "work").parts[0]
           for log in (cluster["dir"] / "work").glob("worker-*/app-*/*/stderr")
           if "Running task" in log.read_text(errors="replace")}
    assert ran == {f"worker-{i}" for i in range(WORKERS)}, _logs(cluster["dir"])


def test_query_on_a_standalone_cluster_reads_on_the_executors(cluster, tmp_path):
    """``flink-compat query`` with ``--master spark://...``: the flink-savepoint data source's
    tasks run on the workers' executors (its code shipped to them), with the local run's rows."""
    sql = ("SELECT key, count(*) AS buckets, sum(value) AS total FROM `all-kinds.count-by-bucket` "
           "GROUP BY key ORDER BY key")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYSPARK_", "SPARK_"))}
    # the driver's own temporary files (the code shipped to the executors) go here, to be seen gone
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    env.update(SPARK_LOCAL_IP="127.0.0.1", JDK_JAVA_OPTIONS=SHORT_LIVED_JVM, TMPDIR=str(temporary))

    def query(master: str, *conf: str) -> subprocess.Popen:
        return subprocess.Popen(
            [sys.executable, "-m", "flink_compat", "query", str(fixture(FIXTURE)), sql, "--format", "json",
             "--master", master, "--no-progress", *(c for item in conf for c in ("--conf", item))],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)

    def output(proc: subprocess.Popen) -> str:
        try:
            out, err = proc.communicate(timeout=240)
        finally:
            if proc.poll() is None:
                proc.kill()
        assert proc.returncode == 0, f"{err[-4000:]}\n{_logs(cluster['dir'])}"
        return out

    # side by side, as the replay test does: the cluster's run and a local one
    cluster_run = query(cluster["master"], f"spark.pyspark.python={sys.executable}", "spark.executor.memory=512m",
                        "spark.scheduler.minRegisteredResourcesRatio=1.0")
    local_run = query("local[2]")
    on_local, on_cluster = output(local_run), output(cluster_run)
    rows = [json.loads(line) for line in on_cluster.splitlines()]
    assert rows == [{"key": k, "buckets": 3, "total": 4} for k in range(6)]  # what Flink wrote (FIXTURE.json)
    assert on_cluster == on_local
    assert not list(temporary.glob("flink-compat-*/")), list(temporary.rglob("*"))
    apps = sorted((cluster["dir"] / "work").glob("worker-*/app-*"), key=lambda p: p.stat().st_mtime)
    last = apps[-1].name  # this query's application
    ran = {log.relative_to(cluster["dir"] / "work").parts[0]
           for log in (cluster["dir"] / "work").glob(f"worker-*/{last}/*/stderr")
           if "Running task" in log.read_text(errors="replace")}
    assert ran, _logs(cluster["dir"])


def test_replay_with_the_jobs_jar_reads_with_flinks_serializers_on_the_executors(cluster, tmp_path):
    """``flink-compat replay SP job.jar --master spark://...`` on a savepoint whose values only the
    job's code reads (tests/fixtures/custom-serializers: a custom TypeSerializer, a class Kryo
    writes with the job's serializer, a custom key serializer): the executors read them with
    Flink's serializers over the JAR's classes, each task in a sandboxed JVM of its own (the
    replay's FLINK mode, ``compat.replay.JobCode`` shipped to them), and every state is confirmed
    with the entries the in-process replay reads."""
    if not (shutil.which("java") and shutil.which("javac")):
        _unavailable("reading with the job's JAR needs a JDK 17 (java, javac)")
    from flink_compat.compat.replay import JobCode, replay_local
    from flink_compat.graph.loader import load
    from tests.conftest import FIXTURES
    from tests.jar.conftest import FLINK_HOME, GEN
    from tests.jar.test_custom_serializers import EXPECTED

    GEN.build()  # Flink 2.3's jars (downloaded once into .cache/)
    savepoint, jar = FIXTURES / "custom-serializers" / "savepoint", FIXTURES / "custom-serializers" / "job.jar"
    cache = tmp_path / "flink-compat-cache"  # the loader's and the executors' (the bridge compiled once)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYSPARK_", "SPARK_"))}
    env.update(SPARK_LOCAL_IP="127.0.0.1", JDK_JAVA_OPTIONS=SHORT_LIVED_JVM, FLINK_COMPAT_CACHE=str(cache))
    report = tmp_path / "cluster.json"
    conf = [f"spark.pyspark.python={sys.executable}", "spark.executor.memory=512m",
            "spark.scheduler.minRegisteredResourcesRatio=1.0", f"spark.executorEnv.FLINK_COMPAT_CACHE={cache}"]
    proc = subprocess.Popen(
        [sys.executable, "-m", "flink_compat", "replay", str(savepoint), str(jar), "--flink-home", str(FLINK_HOME),
         "--master", cluster["master"], *(c for item in conf for c in ("--conf", item)), "--no-progress",
         "--format", "json", "--output", str(report)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    on_cluster = _finish(proc, report, lambda: _logs(cluster["dir"]))["replay"]

    local = replay_local(str(savepoint), load(str(savepoint)), job_code=JobCode(str(jar), str(FLINK_HOME)))
    expected = {(s.operator, s.state): (s.entries, s.failed, s.outcome) for s in local.states if s.read_by_flink}
    replayed = {(s["operator"], s["state"]): (s["entries"], s["failed"], s["outcome"])
                for s in on_cluster["states"] if s.get("read_by_flink")}
    # the states of custom-serialized values (EXPECTED; and the custom-keyed operator's timers, none set)
    assert {key: expected[key] for key in EXPECTED} == {key: (len(v), 0, "confirmed") for key, v in EXPECTED.items()}
    assert replayed == expected
    assert on_cluster["master"] == cluster["master"] and on_cluster["failed"] == 0
    apps = sorted((cluster["dir"] / "work").glob("worker-*/app-*"), key=lambda p: p.stat().st_mtime)
    ran = {log.relative_to(cluster["dir"] / "work").parts[0]
           for log in (cluster["dir"] / "work").glob(f"worker-*/{apps[-1].name}/*/stderr")
           if "Running task" in log.read_text(errors="replace")}
    assert ran, _logs(cluster["dir"])
