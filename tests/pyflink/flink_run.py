"""Runs a PyFlink program on real Flink (a MiniCluster in this PyFlink interpreter) and takes a
savepoint: what Flink itself writes for the program, to judge the loader against.

    python flink_run.py PROGRAM SAVEPOINT_DIR SECONDS [--from SAVEPOINT] [ARGS...]

The program's ``execute()`` becomes ``execute_async()``; after SECONDS of records (or, restored
from ``--from``, the job failing first) the job is stopped with a canonical savepoint, whose
path is printed as ``SAVEPOINT <path>``; a failed job prints ``FAILED <cause>`` instead.
PyFlink 2.3's ``JobClient.stop_with_savepoint`` wrapper is broken, so the Java
``stopWithSavepoint(boolean, String, SavepointFormatType)`` is called through py4j. Runs in the
PyFlink interpreter only (tests/pyflink/conftest.py starts it), never in the checker's.
"""

import runpy
import sys
import time

from pyflink.common import Configuration
from pyflink.datastream import StreamExecutionEnvironment
from pyflink.java_gateway import get_gateway


def main(program, savepoint_dir, seconds, *rest):
    restore = None
    if rest[:1] == ("--from",):
        restore, rest = rest[1], rest[2:]
    conf = Configuration()
    conf.set_string("python.executable", sys.executable)
    conf.set_string("execution.checkpointing.data-inline-threshold", "0")  # state in files of their own
    if restore:
        conf.set_string("execution.state-recovery.path", restore)
    original = StreamExecutionEnvironment.get_execution_environment
    StreamExecutionEnvironment.get_execution_environment = staticmethod(lambda configuration=None: original(conf))

    def execute(self, job_name=None):
        client = self.execute_async(job_name or "job")
        j_client = client._j_job_client
        result = j_client.getJobExecutionResult()  # completes when the job ends (a per-job MiniCluster)
        deadline = time.time() + float(seconds)
        while time.time() < deadline and not result.isDone():
            time.sleep(0.5)
        if result.isDone():
            try:
                result.get()
                print("FAILED the job ended", flush=True)
            except Exception as e:  # noqa: BLE001 - the job's failure, reported
                causes = [line for line in str(e).splitlines() if "Caused by" in line or "Error" in line]
                print("FAILED", causes[-1] if causes else str(e).splitlines()[:1], flush=True)
            sys.exit(0)
        fmt = get_gateway().jvm.org.apache.flink.core.execution.SavepointFormatType.CANONICAL
        for attempt in range(10):
            try:
                path = j_client.stopWithSavepoint(False, "file://" + savepoint_dir, fmt).get()
                break
            except Exception as e:  # noqa: BLE001 - a task not running yet (a loaded machine): again
                if "Not all required tasks are currently running" not in str(e) or attempt == 9:
                    raise
                time.sleep(float(seconds))
        print("SAVEPOINT", path.replace("file:", "", 1), flush=True)
        sys.exit(0)

    StreamExecutionEnvironment.execute = execute
    sys.argv = [program, *rest]
    runpy.run_path(program, run_name="__main__")


if __name__ == "__main__":
    main(*sys.argv[1:])
