"""Compile what the JAR modes build (``run.py jars``) in one javac JVM, before they run.

``run.py jars`` builds each scenario side's JAR from classes it compiles on demand, one javac
process per side: hundreds of them in a full run, each paying a JVM's start and a cold compiler,
about 40 % of the JAR modes' time. This compiles the same classes beforehand through
``run.py``'s own functions (so into the same directories, with the same up-to-date stamps), with
each javac command run by ``javac/JavacServer.java`` in one JVM instead of a process of its own.
``run.py jars`` then finds every side compiled and only packs and loads the JARs.

A side that does not compile here is left to ``run.py jars``, which compiles it again and reports
it as it always has; this step only makes the JAR modes faster, never decides anything.

    .venv/bin/python tests/fidelity/jar_build.py [--only a,b]
"""

from __future__ import annotations

import argparse
import contextlib
import subprocess
import sys
import time
from pathlib import Path
from unittest import mock

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import run  # noqa: E402 - the fidelity runner, beside this file

SERVER = HERE / "javac" / "JavacServer.java"


class _Javac:
    """One JVM that runs javac command lines (JavacServer.java), one after the other."""

    def __init__(self) -> None:
        # the source launcher compiles the server in memory: no build step of its own
        self._proc = subprocess.Popen([run.GEN.java_bin(), "-XX:+UseParallelGC", str(SERVER)], stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, text=True, encoding="utf-8")
        self.commands = 0

    def __call__(self, args: list[str]) -> int:
        self._proc.stdin.write("\0".join(map(str, args)) + "\n")
        self._proc.stdin.flush()
        answer = self._proc.stdout.readline()
        if not answer:
            raise RuntimeError(f"the javac JVM ({SERVER.name}) exited with {self._proc.wait()}")
        self.commands += 1
        return int(answer)

    def close(self) -> None:
        self._proc.stdin.close()
        self._proc.wait()


@contextlib.contextmanager
def _javac_in(javac: _Javac):
    """``subprocess.run`` of a javac command line answered by ``javac``; any other command runs."""
    real = subprocess.run

    def run_here(cmd, *args, check=False, **kw):
        if cmd and cmd[0] == run.GEN.javac_bin():
            code = javac(cmd[1:])
            if check and code:
                raise subprocess.CalledProcessError(code, cmd)
            return subprocess.CompletedProcess(cmd, code)
        return real(cmd, *args, check=check, **kw)

    with mock.patch.object(subprocess, "run", run_here):
        yield


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--only", default="")
    a = p.parse_args(argv)
    names = run._selected(a.only, run.scenario_names(), run.pyflink_scenario_names(), run.sql_scenario_names())
    started, failed = time.time(), []
    javac = _Javac()
    try:
        with _javac_in(javac):
            run.GEN.build()
            for flink in sorted({run.load_scenario(n)[side]["flink"] for n in names for side in ("v1", "v2")}):
                run.compile_jar_main(flink)
            for name in names:
                for side in ("v1", "v2"):
                    try:
                        run.compile_side(name, side)
                    except subprocess.CalledProcessError:
                        failed.append(f"{name} {side}")  # run.py jars compiles it again and says why
    finally:
        javac.close()
    run.log(f"jar_build: {javac.commands} javac command(s) in one JVM for {len(names)} scenario(s) in "
            f"{time.time() - started:.1f}s" + (f"; left to run.py jars: {', '.join(failed)}" if failed else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
