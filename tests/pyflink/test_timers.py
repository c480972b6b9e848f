"""Which timers a Python keyed process function's code sets (rule TIMERS_NO_LONGER_SET), read
from its code without running it: directly, through the program's functions and modules, the
objects and functions the function holds, and the functions of an installed library; a method name
made at run time is not known (``unread``), never "sets none"."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from flink_compat.graph.loader import load
from flink_compat.graph.model import TimerUse
from flink_compat.graph.pyflink import PYTHON_ENV_VAR

from .conftest import HERE, PROGRAMS

#: A library the program imports, installed in the interpreter that loads it (not one of the
#: program's files).
INSTALLED = HERE / "installed"

pytestmark = pytest.mark.java


@pytest.fixture(scope="module")
def graph(pyflink_python, tmp_path_factory):
    """timers.py loaded by a PyFlink interpreter that has INSTALLED's library: a virtual
    environment over the PyFlink one, whose site-packages adds both (a .pth file)."""
    venv = tmp_path_factory.mktemp("with-reminder-kit") / "venv"
    subprocess.run([str(pyflink_python), "-m", "venv", "--without-pip", str(venv)], check=True)
    purelib = "import sysconfig; print(sysconfig.get_paths()['purelib'])"
    pyflink_site, venv_site = (subprocess.run([str(python), "-c", purelib], check=True, capture_output=True,
                                              text=True).stdout.strip()
                               for python in (pyflink_python, venv / "bin" / "python"))
    Path(venv_site, "installed.pth").write_text(f"import site; site.addsitedir({pyflink_site!r})\n{INSTALLED}\n")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(PYTHON_ENV_VAR, str(venv / "bin" / "python"))
        return load(PROGRAMS / "timers.py", timeout=180)


@pytest.mark.parametrize("uid,timers", [
    ("direct", TimerUse(event=True, processing=False, on_timer=True)),
    ("by-helper", TimerUse(event=False, processing=True, on_timer=True)),
    ("by-held-object", TimerUse(event=True, processing=True, on_timer=True)),
    ("silent", TimerUse(event=False, processing=False, on_timer=False)),
    ("by-name", "not read whole"),
    ("by-held-function", TimerUse(event=True, processing=False, on_timer=True)),
    ("by-module", TimerUse(event=False, processing=True, on_timer=True)),
    ("by-library", TimerUse(event=True, processing=False, on_timer=True)),
    ("by-library-name", "not read whole"),
])
def test_the_timers_a_function_sets_are_read_from_its_code(graph, uid, timers):
    (op,) = [op for op in graph.operators if op.uid == uid]
    if timers == "not read whole":  # (rule TIMERS_UNCHECKED: what it read is not all it may set)
        assert op.timers.on_timer and "getattr" in op.timers.unread
    else:
        assert op.timers == timers
