"""Job JARs built from the fidelity scenarios' Java jobs, and the Flink they load with.

Each scenario side (``tests/fidelity/scenarios/<name>/<side>/*.java``) is built into a JAR by
the fidelity runner's ``build_jar`` (``tests/fidelity/run.py``, which ``make fidelity`` uses for
its JAR modes): the side's classes with the fidelity library and the fixture harness it builds
on, plus ``java/fidelity/JarMain.java``: a ``main()`` that gives the job the environment the
fidelity harness gave it when Flink recorded the scenario (parallelism, max parallelism, state
backend, params from ``scenario.json``) and calls ``execute()``. The JAR's manifest names
JarMain as Main-Class.

Flink's jars are the fixture generator's (``.cache/flink-2.3.0``, its ``build`` downloads them
once); the loader gets them as ``flink_home``.
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

from tests.fidelity import run as fidelity_run
from tests.fidelity.run import build_jar, program_args  # noqa: F401 - the tests' JARs, as the runner builds them

GEN = fidelity_run.GEN
FLINK_HOME = GEN.CACHE  # .cache/flink-2.3.0, with lib/


@pytest.fixture(scope="session")
def flink_home() -> str:
    if not (shutil.which("java") and shutil.which("javac") and shutil.which("jar")):
        if os.environ.get("CI"):
            pytest.fail("job JAR tests need a JDK 17 (java, javac, jar) on PATH")
        pytest.skip("needs a JDK 17 (java, javac, jar)")
    GEN.build()  # Flink's jars (downloaded once into .cache/) and the harness classes
    return str(FLINK_HOME)


@pytest.fixture(scope="session", autouse=True)
def jar_cache(tmp_path_factory) -> Path:
    """The loader's cache (compiled bridge, loaded graphs): fresh for the session, so every
    first load runs the bridge, and never the user's home."""
    cache = tmp_path_factory.mktemp("flink-compat-cache")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("FLINK_COMPAT_CACHE", str(cache))
        yield cache


@pytest.fixture(scope="session")
def scenario_jar(flink_home, tmp_path_factory):
    """``scenario_jar(name, side)`` → the path of that side's JAR (built once per session)."""
    out = tmp_path_factory.mktemp("jars")
    built: dict[tuple[str, str], Path] = {}

    def get(name: str, side: str = "v1") -> Path:
        if (name, side) not in built:
            built[name, side] = build_jar(out, name, side)
        return built[name, side]

    return get


@pytest.fixture(scope="session")
def jar_graph(scenario_jar, flink_home):
    """``jar_graph(name, side)`` → that side's JAR loaded by the checker's loader (once per session)."""
    from flink_compat.graph.loader import load

    loaded = {}

    def get(name: str, side: str = "v1"):
        if (name, side) not in loaded:
            loaded[name, side] = load(scenario_jar(name, side), args=program_args(name, side),
                                      flink_home=flink_home, timeout=120)
        return loaded[name, side]

    return get
