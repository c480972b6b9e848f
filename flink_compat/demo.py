"""``flink-compat demo``: upgrades checked one after the other, the routes a Flink user has first.

Two job JARs of a DataStream job (``examples/jar/orders``: Java sources per version and in
``common/``, built once with javac
against the Flink jars the check loads them on), SQL scripts (``examples/sql/revenue``), then the
seeds' own scenarios as job packages (``examples/*/v*``); PyFlink programs (``examples/pyflink``)
when PyFlink is installed. The JAR, SQL and PyFlink routes need a JDK 17; without one they are
skipped with a line saying so.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

#: The examples: package data beside this module when installed, the repository's folder in a source tree.
EXAMPLES = next(p for p in (Path(__file__).resolve().parent / "examples", Path(__file__).resolve().parent.parent / "examples")
                if p.is_dir())

#: (old, new, what the change is): two versions of the job JAR ``examples/jar/orders``.
JAR_SCENARIOS = [
    ("orders/v1", "orders/v2", "a field added to the POJO state (Java)"),
    ("orders/v1", "orders/v3", "keyBy moved from userId to accountId, both long (Java)"),
]

#: (old, new, what the change is): SQL scripts of ``examples/sql``.
SQL_SCENARIOS = [
    ("revenue/v1.sql", "revenue/v2.sql", "SUM(amount) becomes MAX(amount) (SQL)"),
    ("revenue/v1.sql", "revenue/v3.sql", "GROUP BY region gains channel (SQL)"),
]

#: (old, new, what the change is): PyFlink programs of ``examples/pyflink``, when PyFlink is there.
PYFLINK_SCENARIOS = [
    ("totals/v1.py", "totals/v2.py", "Types.INT() state read as Types.LONG() (PyFlink)"),
]

#: (old, new, what the change is): job packages, the seeds' scenarios.
PACKAGE_SCENARIOS = [
    ("motion-alarm/v1", "motion-alarm/v2", "tolerance fix in the alarm function (code only)"),
    ("motion-alarm/v1", "motion-alarm/v3", "third field added to the (Boolean, Long) state tuple"),
    ("motion-alarm/v1", "motion-alarm/v4", "state tuple moved to a POJO with an extra field"),
    ("alarm-state-pojo/v1", "alarm-state-pojo/v2", "field added to a POJO state"),
    ("alarm-state-pojo/v1", "alarm-state-pojo/v3-field-renamed", "POJO state field time renamed to since"),
    ("motion-alarm/v1", "motion-alarm/v5", "stateful alarm evaluation dropped"),
    ("temperature-alert/v1", "temperature-alert/v2-key-type", "key type String → Long"),
    ("temperature-alert/v1", "temperature-alert/v3-map-state", "ValueState → MapState"),
    ("event-count/v1", "event-count/v2", "reduce input (String, Int) → (String, Long, Int)"),
    ("no-uids/v1", "no-uids/v2", "filter inserted into a job without uids"),
]

#: The job JARs' main class.
JAR_MAIN = "demo.OrderTotals"


def run_demo(out=None) -> int:
    from concurrent.futures import ThreadPoolExecutor

    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from flink_compat.compat.check import check
    from flink_compat.graph.loader import load
    from flink_compat.graph.pyflink import pyflink_ready
    from flink_compat.reports.terminal import VERDICT_STYLE, render_text

    stream = out or sys.stdout
    console = Console(file=stream, highlight=False, width=None if stream.isatty() else 120)
    started = time.perf_counter()
    scenarios = []  # (old source, new source, shown old → new, what)
    skipped = _jvm_missing()
    if skipped is None:
        jars = build_demo_jars()
        scenarios += [(jars[old], jars[new], f"{old}.jar → {new}.jar", what) for old, new, what in JAR_SCENARIOS]
        sql = EXAMPLES / "sql"
        scenarios += [(sql / old, sql / new, f"{old} → {new}", what) for old, new, what in SQL_SCENARIOS]
    else:
        console.print(f"JAR, SQL and PyFlink examples skipped: {skipped}", markup=False)
    if skipped is None and pyflink_ready():
        pyflink = EXAMPLES / "pyflink"
        scenarios += [(pyflink / old, pyflink / new, f"{old} → {new}", what) for old, new, what in PYFLINK_SCENARIOS]
    elif skipped is None:
        console.print("PyFlink example skipped: PyFlink is not installed (pip install 'flink-compat[pyflink]', "
                      "or FLINK_COMPAT_PYFLINK_PYTHON naming an interpreter that has it)", markup=False)
    scenarios += [(EXAMPLES / old, EXAMPLES / new, f"{old} → {new}", what) for old, new, what in PACKAGE_SCENARIOS]

    sources = list(dict.fromkeys(source for old, new, _, _ in scenarios for source in (old, new)))
    with ThreadPoolExecutor(max_workers=2) as pool:  # each JAR or SQL side loads in a JVM of its own
        graphs = dict(zip(sources, pool.map(lambda source: load(source, shown_as=_shown(source)), sources)))

    summary = Table(title="flink-compat demo: a job JAR, SQL scripts and the seeds' upgrade scenarios")
    for column in ("old → new", "change", "verdict", "findings"):
        summary.add_column(column)
    for old, new, shown, what in scenarios:
        verdict = check(graphs[old], graphs[new])
        console.rule(Text(f"{shown}: {what}"))
        console.print(Text(render_text(verdict, width=console.width, color=console.is_terminal)), end="")
        rules = sorted({f.rule for f in verdict.findings if f.level.value in ("error", "migration")})
        summary.add_row(shown, what, Text(verdict.verdict, style=VERDICT_STYLE[verdict.verdict]), ", ".join(rules) or "-")
    console.print(summary)
    console.print(f"{len(scenarios)} upgrades checked in {time.perf_counter() - started:.1f} s")
    return 0


def _shown(source: Path) -> str:
    """How the reports name an example: its path under the examples (the demo's JARs are built
    into the cache)."""
    if source.suffix == ".jar":
        return f"examples/jar/{source.name}"
    return f"examples/{source.relative_to(EXAMPLES).as_posix()}"


def _jvm_missing():
    """Why the JAR and SQL examples cannot run here (no JDK), or None."""
    from flink_compat.graph.jar import jdk_tool

    missing = [tool for tool in ("java", "javac") if jdk_tool(tool) is None]
    if missing:
        return (f"no {' and '.join(missing)} (in JAVA_HOME/bin or on PATH): Flink loads job JARs and SQL scripts "
                "in a JVM, which needs a JDK 17")
    return None


def build_demo_jars() -> dict[str, Path]:
    """The job JARs of ``examples/jar`` (``orders/v1`` → its JAR), compiled with javac against
    the Flink jars a check loads them on and kept in the cache, keyed by the sources and that
    Flink: built once."""
    from flink_compat.graph import progress
    from flink_compat.graph.errors import LoadError
    from flink_compat.graph.jar import _publish, cache_dir, flink_lib, flink_version, jdk_tool

    lib = flink_lib(None)
    versions = sorted({f"{job.name}/{side.name}" for job in (EXAMPLES / "jar").iterdir() if job.is_dir()
                       for side in job.iterdir() if side.is_dir() and side.name != "common"})

    def sources(version: str) -> list[Path]:  # the version's own classes and its job's common ones
        job = EXAMPLES / "jar" / version.split("/")[0]
        return sorted((EXAMPLES / "jar" / version).rglob("*.java")) + sorted((job / "common").rglob("*.java"))

    digest = hashlib.sha256(flink_version(lib).encode())
    for version in versions:
        for src in sources(version):
            digest.update(f"{src.relative_to(EXAMPLES).as_posix()}\0".encode() + src.read_bytes())
    out = cache_dir() / "demo" / digest.hexdigest()[:16]
    jars = {version: out / f"{version.replace('/', '-')}.jar" for version in versions}
    if (out / ".complete").exists():
        return jars
    out.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out.parent) as tmp, \
            progress.step(f"building the demo's job JARs with javac against Flink {flink_version(lib)} (once)"):
        for version in versions:
            classes = Path(tmp) / "classes" / version
            proc = subprocess.run(
                [jdk_tool("javac"), "-nowarn", "-encoding", "UTF-8", "--release", "17", "-d", str(classes),
                 "-cp", str(lib / "*"), *map(str, sources(version))],
                stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=300,
            )
            if proc.returncode != 0:
                first = proc.stderr.strip().splitlines()[:1]
                raise LoadError(f"examples/jar/{version}: javac failed{': ' + first[0] if first else ''}")
            with zipfile.ZipFile(Path(tmp) / jars[version].name, "w") as jar:
                jar.writestr("META-INF/MANIFEST.MF", f"Manifest-Version: 1.0\nMain-Class: {JAR_MAIN}\n\n")
                for cls in sorted(classes.rglob("*.class")):
                    jar.write(cls, cls.relative_to(classes).as_posix())
        shutil.rmtree(Path(tmp) / "classes")
        (Path(tmp) / ".complete").write_text("ok\n")
        _publish(Path(tmp), out)
    return jars
