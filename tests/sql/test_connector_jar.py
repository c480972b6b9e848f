"""A connector given only with --jar: Flink finds its factory on the program's class path, its
source reads nothing in the discovery run (a FLIP-27 source: graph/bridge/Inert.java), its state
is discovered; without the jar, Flink's error names the statement."""

from __future__ import annotations

import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from flink_compat.graph.errors import LoadError
from flink_compat.graph.loader import load

pytestmark = pytest.mark.java

JAVA = Path(__file__).resolve().parent / "java"
SCRIPT = """\
CREATE TABLE numbers (n BIGINT) WITH ('connector' = 'test-sequence');
CREATE TABLE counts (r BIGINT, c BIGINT, PRIMARY KEY (r) NOT ENFORCED) WITH ('connector' = 'blackhole');
INSERT INTO counts SELECT MOD(n, 10) AS r, COUNT(*) AS c FROM numbers GROUP BY MOD(n, 10);
"""


@pytest.fixture(scope="module")
def connector_jar(flink_home, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("connector")
    classes = out / "classes"
    sources = [str(p) for p in JAVA.rglob("*.java")]
    subprocess.run([shutil.which("javac"), "-nowarn", "--release", "17", "-d", str(classes), "-cp",
                    f"{flink_home}/lib/*", *sources], check=True, capture_output=True, timeout=300)
    jar = out / "test-sequence-connector.jar"
    with zipfile.ZipFile(jar, "w") as z:
        for f in [*classes.rglob("*.class"), *(JAVA / "META-INF").rglob("*")]:
            if f.is_file():
                z.write(f, f.relative_to(classes if f.suffix == ".class" else JAVA).as_posix())
    return jar


@pytest.fixture
def script(tmp_path) -> Path:
    path = tmp_path / "counts.sql"
    path.write_text(SCRIPT)
    return path


def test_connector_from_jar(script, connector_jar, sql_graph):
    graph = sql_graph(script, jars=(connector_jar,))
    source = next(op for op in graph.operators if op.kind == "source")
    assert [s.name for s in source.states] == ["SourceReaderState"]  # Flink's SourceOperator registered it
    agg = next(op for op in graph.operators if op.sql.kind == "GroupAggregate")
    assert "accState" in {s.name for s in agg.states}


def test_connector_without_its_jar(script, flink_home):
    with pytest.raises(LoadError) as e:
        load(script, flink_home=flink_home, timeout=120)
    message = str(e.value)
    assert message.startswith(f"{script}:3: statement 3: Unable to create a source for reading table "), message
    assert "Could not find any factory for identifier 'test-sequence'" in message
