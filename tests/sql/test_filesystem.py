"""The filesystem connector in the discovery run: its FLIP-27 source reads nothing (its
enumerator never starts: graph/bridge/Inert.java), its streaming sink (StreamingFileWriter and
PartitionCommitter, operators of the connector's own) writes and commits nothing, as no record
flows; their states are Flink's."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.java


def test_filesystem_source_and_sink(tmp_path, sql_graph):
    source, sink = tmp_path / "in", tmp_path / "out"
    source.mkdir()
    sink.mkdir()
    (source / "part-0.csv").write_text("a,1\nb,2\n")
    script = tmp_path / "copy.sql"
    script.write_text(f"""\
CREATE TABLE src (k STRING, v BIGINT) WITH (
  'connector' = 'filesystem', 'path' = '{source.as_uri()}', 'format' = 'csv', 'source.monitor-interval' = '1 s');
CREATE TABLE snk (k STRING, v BIGINT) PARTITIONED BY (k) WITH (
  'connector' = 'filesystem', 'path' = '{sink.as_uri()}', 'format' = 'csv',
  'sink.partition-commit.policy.kind' = 'success-file');
INSERT INTO snk SELECT k, v FROM src;
""")
    graph = sql_graph(script)
    states = {op.name: sorted(s.name for s in op.states) for op in graph.operators}
    assert states["Source: src[1]"] == ["SourceReaderState"]
    assert states["StreamingFileWriter"] == ["bucket-states", "end_of_input_state", "max-part-counter"]
    assert states["PartitionCommitter"] == ["pending-partitions-with-time"]
    assert list(sink.iterdir()) == []  # nothing written, nothing committed
    assert [p.name for p in source.iterdir()] == ["part-0.csv"]
