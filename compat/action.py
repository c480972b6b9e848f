"""The GitHub Action's logic (``action.yml`` runs ``python -m compat.action``).

Inputs arrive as environment variables (never pasted into shell text):

==================  =====================================================================
``INPUT_NEW``        the new job in the pull request's checkout (required)
``INPUT_OLD``        a path, or a git ref whose version of ``new`` is checked out into a
                     temporary worktree; empty: the pull request's base (``GITHUB_BASE_REF``)
``INPUT_SAVEPOINT``  savepoint of the running old version, for the replay
``INPUT_REPLAY``     ``true`` to replay the savepoint (needs ``savepoint``)
``INPUT_FAIL_ON``    error | migration | warning | info | never (default error)
``INPUT_CONFIG``     policy file (default: flink-compat.toml / pyproject.toml if present)
``INPUT_REPORT_DIR`` where the reports go (default ``flink-compat-report``)
==================  =====================================================================

It runs ``flink-compat check`` once with every report format, then reads the JSON report:
it appends the Markdown summary to ``$GITHUB_STEP_SUMMARY``, prints ``::error``/
``::warning``/``::notice`` annotations at the file and line of the new job, writes the
outputs to ``$GITHUB_OUTPUT`` and exits as the check did (0 passed, 1 failed by policy,
2 the check could not run). The renderers decide nothing; the verdict and the exit code
are the check's.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

EXIT_OK, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
FAIL_ON = ("error", "migration", "warning", "info", "never")
ANNOTATION = {"error": "error", "migration": "warning", "warning": "warning", "info": "notice"}
REPORTS = {"json": "report.json", "html": "report.html", "sarif": "report.sarif", "markdown": "summary.md"}


class ActionError(Exception):
    """Bad inputs or an unusable repository: one line, exit 2."""


@dataclass(frozen=True)
class Inputs:
    new: str
    old: str = ""
    savepoint: str = ""
    replay: bool = False
    fail_on: str = "error"
    config: str = ""
    report_dir: str = "flink-compat-report"

    @classmethod
    def from_env(cls, env: dict[str, str]) -> "Inputs":
        def get(name: str, default: str = "") -> str:
            return env.get(f"INPUT_{name}", "").strip() or default

        new = get("NEW")
        if not new:
            raise ActionError("input `new` is required: the path of the new job package or manifest")
        replay = get("REPLAY", "false").lower()
        if replay not in ("true", "false"):
            raise ActionError(f"input `replay` must be true or false, not {replay!r}")
        fail_on = get("FAIL_ON", "error")
        if fail_on not in FAIL_ON:
            raise ActionError(f"input `fail-on` must be one of {', '.join(FAIL_ON)}, not {fail_on!r}")
        return cls(
            new=new,
            old=get("OLD"),
            savepoint=get("SAVEPOINT"),
            replay=replay == "true",
            fail_on=fail_on,
            config=get("CONFIG"),
            report_dir=get("REPORT_DIR", "flink-compat-report"),
        )


# ------------------------------------------------------------------ workflow commands


def escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def escape_property(text: str) -> str:
    return escape_data(text).replace(":", "%3A").replace(",", "%2C")


def annotation(kind: str, message: str, file: Optional[str] = None, line: Optional[int] = None,
               title: Optional[str] = None) -> str:
    props = []
    if file:
        props.append(f"file={escape_property(file)}")
        if line:
            props.append(f"line={line}")
    if title:
        props.append(f"title={escape_property(title)}")
    head = f"::{kind} {','.join(props)}" if props else f"::{kind}"
    return f"{head}::{escape_data(message)}"


def annotations(verdict) -> list[str]:
    """One annotation per active finding, at the file and line of the new job."""
    from reports._view import finding_location, finding_where

    out = []
    for f in verdict.findings:
        if f.ignored:
            continue
        where = finding_location(verdict, f)
        subject = finding_where(f)
        title = f"{f.rule} ({subject})" if subject else f.rule
        message = " ".join(f.message.split())
        if f.reasons:
            message += "\n" + "\n".join(f"- {' '.join(r.split())}" for r in f.reasons)
        out.append(annotation(ANNOTATION[f.level.value], message, where.file if where else None,
                              where.line if where else None, title))
    return out


def _append(path: Optional[str], text: str) -> None:
    if path:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(text)


def write_outputs(path: Optional[str], outputs: dict[str, str]) -> None:
    lines = []
    for name, value in outputs.items():
        value = str(value)
        if "\n" in value:  # never, today; kept safe for multi-line values
            lines.append(f"{name}<<FLINK_COMPAT_EOF\n{value}\nFLINK_COMPAT_EOF")
        else:
            lines.append(f"{name}={value}")
    _append(path, "\n".join(lines) + "\n")


# ---------------------------------------------------------------------------- git


def _git(*args: str, cwd: Path, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=check)


def repository_root(start: Path) -> Path:
    result = _git("rev-parse", "--show-toplevel", cwd=start, check=False)
    if result.returncode != 0:
        raise ActionError(f"{start} is not in a git repository; check it out first (actions/checkout)")
    return Path(result.stdout.strip())


def resolve_ref(root: Path, ref: str, remote_first: bool) -> str:
    """A commit for ``ref``: ``origin/<ref>`` or ``<ref>``, fetching it when the clone is shallow."""
    candidates = [f"origin/{ref}", ref] if remote_first else [ref, f"origin/{ref}"]
    for candidate in candidates:
        result = _git("rev-parse", "--verify", "--quiet", f"{candidate}^{{commit}}", cwd=root, check=False)
        if result.returncode == 0:
            return result.stdout.strip()
    fetched = _git("fetch", "--no-tags", "--depth=1", "origin", ref, cwd=root, check=False)
    if fetched.returncode == 0:
        return _git("rev-parse", "FETCH_HEAD^{commit}", cwd=root).stdout.strip()
    raise ActionError(
        f"git ref {ref!r} not found and could not be fetched; use actions/checkout with fetch-depth: 0"
    )


@contextmanager
def worktree(root: Path, commit: str) -> Iterator[Path]:
    base = Path(tempfile.mkdtemp(prefix="flink-compat-old-", dir=os.environ.get("RUNNER_TEMP") or None))
    path = base / "old"
    _git("worktree", "add", "--detach", "--quiet", str(path), commit, cwd=root)
    try:
        yield path
    finally:
        _git("worktree", "remove", "--force", str(path), cwd=root, check=False)
        shutil.rmtree(base, ignore_errors=True)


@dataclass(frozen=True)
class OldSide:
    path: Optional[Path]  # None: the new job does not exist at the old ref
    described: str


@contextmanager
def old_side(inputs: Inputs, env: dict[str, str], cwd: Path) -> Iterator[OldSide]:
    if inputs.old and (cwd / inputs.old).exists():
        yield OldSide(Path(inputs.old), inputs.old)
        return
    base = env.get("GITHUB_BASE_REF", "")
    ref = inputs.old or base
    if not ref:
        raise ActionError(
            "input `old` is empty and this is not a pull request (no GITHUB_BASE_REF): "
            "set `old` to a path or a git ref"
        )
    root = repository_root(cwd)
    new_path = (cwd / inputs.new).resolve()
    try:
        inner = new_path.relative_to(root.resolve())
    except ValueError:
        raise ActionError(f"{inputs.new} is outside the repository {root}") from None
    commit = resolve_ref(root, ref, remote_first=not inputs.old)
    described = f"{inputs.new} at {ref} ({commit[:12]})"
    exists = _git("cat-file", "-e", f"{commit}:{inner.as_posix()}" if str(inner) != "." else commit,
                  cwd=root, check=False)
    if exists.returncode != 0:
        yield OldSide(None, described)
        return
    with worktree(root, commit) as tree:
        yield OldSide(tree / inner, described)


# ---------------------------------------------------------------------------- check


def _cli_has_option(option: str) -> bool:
    import argparse

    from compat.cli import _parser

    for action in _parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return option in action.choices["check"]._option_string_actions
    return False


def check_command(inputs: Inputs, old: Path, report_dir: Path) -> list[str]:
    argv = [sys.executable, "-P", "-m", "compat", "check", str(old), inputs.new, "--fail-on", inputs.fail_on]
    if inputs.config:
        argv += ["--config", inputs.config]
    if inputs.replay:
        if not inputs.savepoint:
            raise ActionError("input `replay` is true but `savepoint` is empty")
        if not _cli_has_option("--replay"):
            raise ActionError("this version of flink-compat cannot replay savepoints yet; set replay: false")
        argv += ["--savepoint", inputs.savepoint, "--replay"]
    for fmt, name in REPORTS.items():
        argv += ["--format", fmt, "--output", str(report_dir / name)]
    return argv + ["--format", "text"]  # the terminal report goes to the log


def run(env: dict[str, str], cwd: Path, out=sys.stdout) -> int:
    """The whole action; returns its exit code."""
    summary_path = env.get("GITHUB_STEP_SUMMARY")
    output_path = env.get("GITHUB_OUTPUT")

    def fail(message: str) -> int:
        print(annotation("error", message, title="flink-compat"), file=out)
        _append(summary_path, f"### ❗ flink-compat could not check this upgrade\n\n{message}\n")
        write_outputs(output_path, {"verdict": "error", "failed": "true", "exit-code": str(EXIT_ERROR)})
        return EXIT_ERROR

    try:
        inputs = Inputs.from_env(env)
        report_dir = cwd / inputs.report_dir
        report_dir.mkdir(parents=True, exist_ok=True)
        if inputs.savepoint and not inputs.replay:
            print(annotation("warning", "input `savepoint` is only used with `replay: true`", title="flink-compat"),
                  file=out)
        with old_side(inputs, env, cwd) as old:
            if old.path is None:
                message = f"{old.described} does not exist: a new job has no state to restore."
                print(annotation("notice", message, title="flink-compat"), file=out)
                _append(summary_path, f"### ✅ flink-compat: nothing to check\n\n{message}\n")
                write_outputs(output_path, {"verdict": "new-job", "failed": "false", "exit-code": "0"})
                return EXIT_OK
            print(f"flink-compat: {old.described} → {inputs.new}", file=out)
            argv = check_command(inputs, old.path, report_dir)
            out.flush()
            done = subprocess.run(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        print("::group::flink-compat report", file=out)
        out.write(done.stdout)
        print("::endgroup::", file=out)
        if done.returncode not in (EXIT_OK, EXIT_FINDINGS):
            problem = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit code {done.returncode}"
            return fail(problem.removeprefix("flink-compat: error: "))
    except ActionError as e:
        return fail(str(e))

    from reports.json_report import read_json_report

    verdict = read_json_report((report_dir / REPORTS["json"]).read_text(encoding="utf-8"))
    for line in annotations(verdict):
        print(line, file=out)
    shown = {fmt: _shown(report_dir / name, cwd) for fmt, name in REPORTS.items()}
    summary = (report_dir / REPORTS["markdown"]).read_text(encoding="utf-8")
    summary += f"\n<sub>Reports in `{_shown(report_dir, cwd)}`: HTML, SARIF, JSON.</sub>\n"
    _append(summary_path, summary)
    counts = verdict.counts
    write_outputs(
        output_path,
        {
            "verdict": verdict.verdict,
            "failed": "true" if verdict.failed else "false",
            "exit-code": str(done.returncode),
            "errors": str(counts.get("error", 0)),
            "migrations": str(counts.get("migration", 0)),
            "warnings": str(counts.get("warning", 0)),
            "infos": str(counts.get("info", 0)),
            "ignored": str(counts.get("ignored", 0)),
            "report-dir": _shown(report_dir, cwd),
            "html-report": shown["html"],
            "sarif-report": shown["sarif"],
            "json-report": shown["json"],
            "markdown-report": shown["markdown"],
        },
    )
    return done.returncode


def _shown(path: Path, cwd: Path) -> str:
    try:
        return str(path.resolve().relative_to(cwd.resolve()))
    except ValueError:
        return str(path)


def main() -> int:
    return run(dict(os.environ), Path.cwd())


if __name__ == "__main__":
    sys.exit(main())
