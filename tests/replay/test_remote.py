"""A savepoint read from ``s3://``: a local S3 emulator (moto's server) on 127.0.0.1, the
endpoint given the way users give it (``AWS_ENDPOINT_URL_S3``, read by botocore/s3fs)."""

from __future__ import annotations

import pytest

from flink_compat.compat.replay import replay

from .conftest import fixture, graph_of, moto_s3

pytestmark = pytest.mark.spark

FIXTURE = "keyed-hashmap-canonical-files-p2"  # state in files next to _metadata


@pytest.fixture
def s3_endpoint(monkeypatch):
    with moto_s3() as url:
        for key, value in {
            "AWS_ACCESS_KEY_ID": "testing",
            "AWS_SECRET_ACCESS_KEY": "testing",
            "AWS_DEFAULT_REGION": "us-east-1",
            "AWS_ENDPOINT_URL_S3": url,
        }.items():
            monkeypatch.setenv(key, value)
        yield url


def test_replay_reads_the_savepoint_from_s3(spark, s3_endpoint):
    import fsspec

    fs = fsspec.filesystem("s3", skip_instance_cache=True)
    fs.mkdir("savepoints")
    fs.put(str(fixture(FIXTURE)), "savepoints/sp-1", recursive=True)
    fs.invalidate_cache()
    graph = graph_of(FIXTURE)
    remote = replay("s3://savepoints/sp-1", graph, spark=spark)
    local = replay(fixture(FIXTURE), graph, spark=spark)
    counts = lambda r: [(s.operator, s.state, s.entries, s.bytes, s.key_groups, s.migrated, s.outcome) for s in r.states]  # noqa: E731
    assert remote.savepoint == "s3://savepoints/sp-1/_metadata"
    assert counts(remote) == counts(local) and remote.entries > 0 and remote.failed == 0
    # the storage settings were lent to the workers for this replay only
    assert "AWS_ENDPOINT_URL_S3" not in spark.sparkContext.environment
