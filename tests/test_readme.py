"""The README's quickstart is true: its first example runs as written (the two JARs
``flink-compat demo`` builds from examples/jar/orders) and prints what the README shows."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys

import pytest

from tests.conftest import ROOT

#: What differs from machine to machine: the hash of a lambda's bytecode (the JDK's javac).
_MACHINE = re.compile(r"sha256:[0-9a-f]+…")


def _quickstart() -> tuple[str, list[str]]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = re.search(r"## Quickstart.*?```console\n(.*?)```", readme, re.S).group(1)
    command, *output = block.splitlines()
    return command.removeprefix("$ "), output


@pytest.mark.java
def test_the_quickstart_prints_what_the_readme_shows(tmp_path):
    from tests.fidelity.run import GEN

    if not (shutil.which("java") and shutil.which("javac")):
        pytest.skip("needs a JDK 17")
    GEN.build()  # Flink 2.3.0's jars
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLINK_HOME=str(GEN.CACHE), FLINK_COMPAT_CACHE=str(tmp_path / "cache"),
               COLUMNS="100")
    code = "from flink_compat.demo import build_demo_jars; print(build_demo_jars()['orders/v1'].parent)"
    built = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    jars = built.stdout.strip().splitlines()[-1]
    shutil.copy(f"{jars}/orders-v1.jar", tmp_path / "orders-1.4.jar")
    shutil.copy(f"{jars}/orders-v3.jar", tmp_path / "orders-1.5.jar")

    command, shown = _quickstart()
    assert command == "flink-compat check orders-1.4.jar orders-1.5.jar"
    done = subprocess.run([sys.executable, "-m", "flink_compat", *command.split()[1:]], capture_output=True, text=True,
                          env=env, cwd=tmp_path, timeout=300, stdin=subprocess.DEVNULL)
    assert done.returncode == 1, done.stderr
    printed = [line.rstrip() for line in _MACHINE.sub("sha256:…", done.stdout).splitlines()]
    cut = shown.index("...")  # the README leaves out the table's other rows
    assert printed[:cut] == [_MACHINE.sub("sha256:…", line).rstrip() for line in shown[:cut]]
    assert printed[-1] == shown[-1]
