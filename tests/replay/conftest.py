"""The replay tests: one real local Spark for the whole session (``local[2,2]``: two worker
threads, a failed task is retried once), small config, UI off; savepoints made by real Flink
(tests/fixtures/savepoints) and new sides written as manifests."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from contextlib import contextmanager
from pathlib import Path
from typing import Optional

import pytest

from flink_compat.graph.loader import load
from flink_compat.graph.model import to_manifest
from tests.conftest import SAVEPOINT_FIXTURES


@pytest.fixture(scope="session")
def spark():
    from flink_compat.compat.replay import session, spark_available

    if not spark_available():
        if os.environ.get("CI"):
            pytest.fail("PySpark is missing: `make test` installs it (the `test` extra)")
        pytest.skip("PySpark is not installed (pip install 'flink-compat[spark]')")
    s = session(
        "local[2,2]",
        {
            "spark.sql.shuffle.partitions": "2",
            "spark.default.parallelism": "2",
            "spark.driver.memory": "1g",
            "spark.executor.memory": "1g",
        },
    )
    yield s
    s.stop()


def fixture(name: str) -> Path:
    return SAVEPOINT_FIXTURES / name


def fixture_json(name: str) -> dict:
    return json.loads((fixture(name) / "FIXTURE.json").read_text(encoding="utf-8"))


def write_manifest(graph, path: Path) -> Path:
    path.write_text(json.dumps(to_manifest(graph)), encoding="utf-8")
    return path


def with_state(graph, operator_uid: str, state: str, **changes):
    """The graph with one state's fields replaced (e.g. value_serializer=...)."""
    ops = []
    for op in graph.operators:
        if op.uid == operator_uid:
            states = tuple(s.model_copy(update=changes) if s.name == state else s for s in op.states)
            op = op.model_copy(update={"states": states})
        ops.append(op)
    return graph.model_copy(update={"operators": tuple(ops)})


def graph_of(name: str):
    return load(fixture(name))


def tree_digest(root: Path) -> dict[str, tuple[int, int, str]]:
    """path → (size, mtime_ns, sha256) of every file under ``root``."""
    out = {}
    for p in sorted(root.rglob("*")):
        if p.is_file():
            st = p.stat()
            out[str(p.relative_to(root))] = (st.st_size, st.st_mtime_ns, hashlib.sha256(p.read_bytes()).hexdigest())
    return out


def expected_keyed(name: str) -> dict:
    """(uid, state) → (entries, key groups) from FIXTURE.json (what Flink wrote)."""
    out = {}
    for op in fixture_json(name)["operators"]:
        for st in op.get("keyed_states", []):
            entries = st["entries"]
            if st["kind"] == "MAP":
                n = sum(len(e["value"]) for e in entries)
            else:
                n = len(entries)
            out[(op["uid"], st["name"])] = (n, len({e["key_group"] for e in entries}))
    return out


def free_port() -> int:
    """A TCP port free on 127.0.0.1 now (the OS picks it)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextmanager
def moto_s3(recording: Optional[Path] = None):
    """moto's S3 server on 127.0.0.1 (a free port), in a process of its own; yields its URL.

    ``recording``: a file that receives every request, headers included, as JSON lines
    (moto's recorder, configured from the server's environment when it starts)."""
    for module, package in (("s3fs", "s3fs"), ("moto", "moto[server]")):
        if importlib.util.find_spec(module) is None:
            (pytest.fail if os.environ.get("CI") else pytest.skip)(f"{package} is not installed (the `test` extra)")
    env = dict(os.environ)
    if recording is not None:
        env.update(MOTO_ENABLE_RECORDING="true", MOTO_RECORDER_FILEPATH=str(recording))
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(f"{url}/moto-api/", timeout=1)
                break
            except OSError:
                if time.monotonic() > deadline or proc.poll() is not None:
                    pytest.fail("the S3 emulator did not start")
                time.sleep(0.1)
        yield url
    finally:
        proc.terminate()
        proc.wait(10)
