"""What a long step says on stderr (graph/progress.py): nothing within 2 s, then plain lines in
logs and a live line per step on a terminal; on the command line, the load of a slow job."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import threading
import time

import pytest

from flink_compat.graph import progress
from tests.conftest import ROOT


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def shown_fast(monkeypatch):
    """Steps shown after 0.05 s (not 2 s), plain lines every 0.2 s; progress off again after."""
    monkeypatch.setattr(progress, "SHOW_AFTER", 0.05)
    monkeypatch.setattr(progress, "PLAIN_EVERY", 0.2)
    monkeypatch.delenv(progress.ENV_VAR, raising=False)
    monkeypatch.delenv("CI", raising=False)
    yield
    progress.disable()


def test_a_step_is_silent_until_shown_on(shown_fast):
    with progress.step("downloading") as say:
        say("1 of 2 MB")
        time.sleep(0.1)  # nothing enabled: a library caller's load says nothing


def test_a_quick_step_says_nothing_a_slow_one_says_what_and_how_long(shown_fast):
    out = io.StringIO()
    progress.enable(out)
    with progress.step("quick"):
        pass
    with progress.step("downloading Flink 2.3.0's jars") as say:
        time.sleep(0.1)
        say("120 of 283 MB")
        time.sleep(1.3)
    lines = out.getvalue().splitlines()
    assert "quick" not in out.getvalue()
    assert lines[0] == "flink-compat: downloading Flink 2.3.0's jars …"
    assert any(line.startswith("flink-compat: downloading Flink 2.3.0's jars: 120 of 283 MB … ") for line in lines)
    assert lines[-1].startswith("flink-compat: downloading Flink 2.3.0's jars: 120 of 283 MB: done in ")
    assert "\x1b" not in out.getvalue() and "\r" not in out.getvalue()  # a CI log: no control characters


def test_steps_of_two_threads_each_have_their_lines(shown_fast):
    out = io.StringIO()
    progress.enable(out)

    def load(side: str) -> None:
        with progress.step(f"loading {side}"):
            time.sleep(0.2)

    threads = [threading.Thread(target=load, args=(side,)) for side in ("v1.jar", "v2.jar")]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    text = out.getvalue()
    for side in ("v1.jar", "v2.jar"):
        assert f"flink-compat: loading {side} …\n" in text and f"flink-compat: loading {side}: done in " in text


def test_a_terminal_gets_a_live_line_that_goes_away(shown_fast):
    out = _Terminal()
    progress.enable(out)
    with progress.step("running main() of v1.jar"):
        time.sleep(0.4)
    text = out.getvalue()
    assert "running main() of v1.jar" in text and "\x1b[" in text  # drawn by rich, with its cursor moves
    assert "done in" not in text  # transient: nothing stays behind


def test_progress_can_be_turned_off(shown_fast, monkeypatch):
    monkeypatch.setenv(progress.ENV_VAR, "0")
    out = io.StringIO()
    progress.enable(out)
    with progress.step("loading"):
        time.sleep(0.15)
    assert out.getvalue() == ""


def test_the_command_line_says_what_a_slow_load_does(tmp_path):
    """A job package whose import takes 3 s: stderr names the step while it runs and when it ends;
    --no-progress keeps stderr empty."""
    (tmp_path / "job").mkdir()
    source = (ROOT / "examples" / "motion-alarm" / "v1" / "job.py").read_text(encoding="utf-8")
    (tmp_path / "job" / "job.py").write_text("import time\ntime.sleep(3)\n" + source, encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=str(ROOT), FLINK_COMPAT_PROGRESS="plain")
    command = [sys.executable, "-m", "flink_compat", "graph", str(tmp_path / "job")]
    done = subprocess.run(command, capture_output=True, text=True, env=env, timeout=120, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    assert lines[0] == f"flink-compat: loading {tmp_path / 'job'}: importing the job package …", lines
    assert lines[-1].startswith(f"flink-compat: loading {tmp_path / 'job'}: importing the job package: done in ")
    quiet = subprocess.run(command + ["--no-progress"], capture_output=True, text=True, env=env, timeout=120,
                           stdin=subprocess.DEVNULL)
    assert quiet.returncode == 0 and quiet.stderr == ""
