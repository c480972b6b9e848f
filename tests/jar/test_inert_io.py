"""Loading a JAR reads nothing from the job's sources and writes nothing with its sinks: the
discovery run replaces FLIP-27 sources' readers and Sink V2 writers by inert ones (Flink's own
source and writer operators stay, with the state they register)."""

from __future__ import annotations

import pytest

from flink_compat.graph.loader import load

pytestmark = pytest.mark.java


def test_the_sink_writes_nothing_and_the_graph_keeps_it(scenario_jar, flink_home, tmp_path):
    marker = tmp_path / "marker.txt"
    graph = load(scenario_jar("pojo-field-added", "v1"), flink_home=flink_home, timeout=120,
                 args=["--side-effects", "--param", f"marker={marker}", "--param", "records=1000"])
    assert not marker.exists(), marker.read_text()
    by_uid = {op.uid: op for op in graph.operators}
    assert by_uid["marker"].name == "marker: Writer"
    assert [s.name for s in by_uid["events"].states] == ["SourceReaderState"]


def test_legacy_sources_and_sinks_and_committers_touch_nothing(scenario_jar, flink_home, tmp_path):
    """A legacy SourceFunction is never run, a legacy SinkFunction never opened nor written to, a
    Sink V2 committer and global committer never created: their state is registered as in
    production all the same."""
    marker = tmp_path / "marker.txt"
    graph = load(scenario_jar("pojo-field-added", "v1"), flink_home=flink_home, timeout=120,
                 args=["--legacy-io", "--param", f"marker={marker}"])
    assert not marker.exists(), marker.read_text()
    assert not [op.display_name for op in graph.operators if op.states_unknown]
    states = {op.name: [(s.name, s.kind.value, s.distribution and s.distribution.value) for s in op.states]
              for op in graph.operators}
    assert states["Source: offsets"] == [("offset", "OPERATOR_LIST", "SPLIT_DISTRIBUTE")]
    assert states["Sink: legacy-sink"] == [("pending", "OPERATOR_LIST", "SPLIT_DISTRIBUTE")]
    assert states["committing: Committer"] == [("streaming_committer_raw_states", "OPERATOR_LIST", "SPLIT_DISTRIBUTE")]
    assert [name for name in states if "Global Committer" in name]


def test_a_legacy_source_that_cannot_be_opened_is_unknown_alone(scenario_jar, flink_home, tmp_path):
    """Its open() runs (state may be registered there) and fails: a legacy stand-in source takes
    its place for a second run, which discovers every other operator's state."""
    marker = tmp_path / "marker.txt"
    graph = load(scenario_jar("pojo-field-added", "v1"), flink_home=flink_home, timeout=120,
                 args=["--legacy-io", "--param", f"marker={marker}", "--param", "source-open=fail"])
    assert not marker.exists(), marker.read_text()
    assert {op.name: op.states_unknown for op in graph.operators if op.states_unknown} == {
        "Source: offsets": "Flink could not open it (fidelity.LegacyIoJob$OffsetSource.open() failed: "
                           "java.net.ConnectException: Connection refused: broker.example:9092)"}
    states = {op.name: [s.name for s in op.states] for op in graph.operators}
    assert states["Sink: legacy-sink"] == ["pending"]
    assert states["committing: Committer"] == ["streaming_committer_raw_states"]
