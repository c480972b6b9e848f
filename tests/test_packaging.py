"""Installed, flink-compat is one namespace (``flink_compat.*``) and works from a built wheel
and sdist in a clean virtual environment; in a source tree no module is loaded twice."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import venv
from pathlib import Path

import pytest

from tests.conftest import EXAMPLES, ROOT

TOP_LEVEL = ("compat", "graph", "savepoint", "schema_registry", "reports")


def test_a_check_loads_every_module_once_under_the_namespace():
    # The repository's folders are importable as top-level packages from a source tree;
    # were any module imported under both names, its classes would exist twice.
    code = (
        "import sys; from flink_compat.cli import main; "
        f"main(['check', {str(EXAMPLES / 'motion-alarm/v1')!r}, {str(EXAMPLES / 'motion-alarm/v3')!r}, "
        "'--output', 'json:/dev/null', '--format', 'json']); "
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {TOP_LEVEL!r}))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.stdout.strip().splitlines()[-1] == "[]", out.stderr


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """The sdist and the wheel built from it, as a release builds them (PyPA's build)."""
    dist = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "build", "--outdir", dist, ROOT], check=True, timeout=900,
                   capture_output=True)
    return {"wheel": next(dist.glob("flink_compat-*.whl")), "sdist": next(dist.glob("flink_compat-*.tar.gz"))}


@pytest.fixture(scope="module")
def demo_cache(tmp_path_factory) -> Path:
    """One flink-compat cache for the demos of the wheel and the sdist (the bridge, the demo's
    JARs and the JVM's class archives are built once)."""
    return tmp_path_factory.mktemp("demo-cache")


@pytest.mark.parametrize("kind", ["wheel", "sdist"])
def test_the_built_package_installs_in_a_clean_venv_and_checks_an_example(built, kind, tmp_path, demo_cache):
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    subprocess.run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", str(built[kind])],
                   check=True, env=env, timeout=900)
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    assert (site / "flink_compat" / "cli.py").is_file() and (site / "flink_compat" / "compat" / "check.py").is_file()
    assert (site / "flink_compat" / "graph" / "bridge" / "Bridge.java").is_file()  # the JAR loader's JVM bridge
    assert not [name for name in TOP_LEVEL if (site / name).exists()]  # nothing generic at the top

    outside = tmp_path / "elsewhere"  # not the repository: only the installed package can be imported
    outside.mkdir()
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    version = subprocess.run([env_dir / "bin" / "flink-compat", "--version"], capture_output=True, text=True,
                             env=env, cwd=outside, timeout=60)
    assert version.stdout.strip() == f"flink-compat {declared}"
    check = subprocess.run(
        [python, "-m", "flink_compat", "check", EXAMPLES / "motion-alarm/v1", EXAMPLES / "motion-alarm/v3",
         "--output", outside / "report.html"],
        capture_output=True, text=True, env=env, cwd=outside, timeout=300,
    )
    assert check.returncode == 1, check.stderr  # incompatible, as from the source tree
    assert "Verdict: INCOMPATIBLE" in check.stdout
    assert "<html" in (outside / "report.html").read_text()[:200].lower()  # the templates were packaged
    api = subprocess.run([python, "-c", "from flink_compat.api import StreamExecutionEnvironment, Types, pojo"],
                         capture_output=True, text=True, env=env, cwd=outside, timeout=60)
    assert api.returncode == 0, api.stderr
    # the bundled examples come with the package (they were only in the source tree): the job JARs
    # built from their Java sources, the SQL scripts, the packages
    from tests.fidelity.run import GEN

    GEN.build()  # Flink 2.3.0's jars, downloaded once into .cache/ for every JVM test
    demo_env = dict(env, FLINK_HOME=str(GEN.CACHE), FLINK_COMPAT_CACHE=str(demo_cache))
    demo_env.pop("FLINK_COMPAT_PYFLINK_PYTHON", None)  # no PyFlink here: its example is skipped, saying why
    demo = subprocess.run([env_dir / "bin" / "flink-compat", "demo"], capture_output=True, text=True, env=demo_env,
                          cwd=outside, timeout=600)
    assert demo.returncode == 0, demo.stderr[-2000:]
    assert "14 upgrades checked" in demo.stdout
    assert "PyFlink example skipped: PyFlink is not installed (pip install 'flink-compat[pyflink]'" in demo.stdout
    for line in ("orders/v1.jar → orders/v3.jar", "revenue/v1.sql → revenue/v2.sql"):
        assert line in demo.stdout
