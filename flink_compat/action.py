"""The GitHub Action's logic (``action.yml`` runs ``python -m flink_compat.action``).

Inputs arrive as environment variables (never pasted into shell text):

==================  =====================================================================
``INPUT_NEW``        the new job in the pull request's checkout (required); several: one per
                     line, or globs, each checked against its own old version (:func:`expand_jobs`)
``INPUT_OLD``        a savepoint (``s3://``, ``gs://``, ``hdfs://``, ... URI, or a directory
                     with ``_metadata``), a path in the checkout, a git ref whose version of
                     ``new`` is checked out into a temporary worktree, or ``REF:PATH`` (the
                     job at another path at REF, for a job that moved); empty: the pull
                     request's base (``GITHUB_BASE_REF``)
``INPUT_NEW_JOB``    ``true`` when ``new`` is a job new in this pull request: only then may it
                     be missing from the old ref (otherwise that fails, exit 2)
``INPUT_SAVEPOINT``  savepoint of the running old version, for the replay
``INPUT_REPLAY``     ``true`` to replay the savepoint (needs ``savepoint``)
``INPUT_FAIL_ON``    error | migration | warning | info | never; empty: the policy file's
                     ``fail-on``, else error (an input, then the policy file, then the default)
``INPUT_CONFIG``     policy file (default: flink-compat.toml / pyproject.toml if present)
``INPUT_REPORT_DIR`` where the reports go (default ``flink-compat-report``)
``INPUT_COMMENT``    ``true`` to post the Markdown summary as a pull request comment,
                     updated on later pushes (one per ``new`` and ``report-dir``)
``INPUT_UPLOAD_SARIF`` ``true`` to upload the SARIF report to code scanning
``INPUT_GITHUB_TOKEN`` the token for both (the workflow's by default); masked, never
                     passed on to the check (job packages run in it)
``INPUT_ARGS_OLD``   program arguments of the old / new job JAR's main() (one shell-quoted
``INPUT_ARGS_NEW``   string each), passed as ``--args-old`` / ``--args-new``
``INPUT_OLD_QUERY``  ``old`` is a savepoint: the job that took it, a SQL script or compiled
                     plan, job JAR, PyFlink program or package (``--old-query``); empty:
                     the base branch's ``new``, if it took the savepoint (``--old-query-guess``)
``INPUT_ENTRY_OLD``  main class of the old / new JAR, or entry point of the old / new
``INPUT_ENTRY_NEW``  package (``--entry-old`` / ``--entry-new``)
``INPUT_FLINK_HOME`` Flink distribution or version that loads job JARs (``--flink-home``)
``INPUT_CONF``       a SQL side's options, KEY=VALUE per line (``--conf``)
``INPUT_JAR``        a SQL side's UDF/connector/catalog jars, a path per line (``--jar``)
``INPUT_TIMEOUT``    seconds a side may take to load (``--timeout``)
``INPUT_ALL``        ``true``: every state in the reports (``--all``)
``INPUT_ALLOW_NON_RESTORED_STATE`` ``true``: deployed with allowNonRestoredState
``INPUT_FLINK_OLD``  the old / new side's Flink, a version or a distribution
``INPUT_FLINK_NEW``  (``--flink-old`` / ``--flink-new``)
``INPUT_SETUP_JAVA`` auto | true | false: whether action.yml set up a JDK 17 (auto: when a
                     side is a ``.jar``); a JAR side without ``java`` and ``javac`` on PATH
                     fails in one line that says what to add
==================  =====================================================================

A side may be a job JAR (Flink loads it in a JVM) or a PyFlink program (``.py``: the
PyFlink interpreter comes from ``FLINK_COMPAT_PYFLINK_PYTHON``, which reaches the check
with the rest of the step's environment); both are passed to the check as paths.

It runs ``flink-compat check`` once with every report format, then reads the JSON report:
it appends the Markdown summary to ``$GITHUB_STEP_SUMMARY``, prints ``::error``/
``::warning``/``::notice`` annotations at the file and line of the new job, writes the
outputs to ``$GITHUB_OUTPUT`` and exits as the check did (0 passed, 1 failed by policy,
2 the check could not run). The renderers decide nothing; the verdict and the exit code
are the check's.

Everything printed to the log that carries names from the jobs, the inputs or the check's
messages goes through :func:`log_safe` inside a ``::stop-commands::`` block (a state named
``"x\n::add-mask::..."`` must not become a workflow command); annotations go through
:func:`reports.github.annotation`, which escapes them. Every git call that takes an input puts
``--end-of-options`` before it, and refs starting with ``-`` are refused.
"""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterator, Optional, get_args

from flink_compat import gitref
from flink_compat.compat.policy import FailOn
from flink_compat.reports._text import no_command_lines
from flink_compat.reports.github import annotation, annotations  # one implementation: the `github` report format

EXIT_OK, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2
FAIL_ON = get_args(FailOn)
#: The token's environment variable: read by :func:`publish`, kept from the check's process.
TOKEN_INPUT = "INPUT_GITHUB_TOKEN"
REPORTS = {"json": "report.json", "html": "report.html", "sarif": "report.sarif", "markdown": "summary.md"}
SETUP_JAVA = ("auto", "true", "false")


class ActionError(gitref.GitRefError):
    """Bad inputs or an unusable repository: one line, exit 2."""


@dataclass(frozen=True)
class Inputs:
    new: str
    #: Every line of ``new``: several jobs (paths or globs) checked in one run (:func:`expand_jobs`).
    new_jobs: tuple[str, ...] = ()
    old: str = ""
    savepoint: str = ""
    replay: bool = False
    #: Empty: the policy file decides (then the default, error), as on the command line.
    fail_on: str = ""
    new_job: bool = False
    config: str = ""
    report_dir: str = "flink-compat-report"
    #: Post (then update) one pull request comment with the Markdown summary.
    comment: bool = False
    #: Upload the SARIF report to code scanning.
    upload_sarif: bool = False
    #: Job JARs: program arguments (shell-quoted strings), main classes (or package entry
    #: points), Flink's jars.
    args_old: str = ""
    args_new: str = ""
    entry_old: str = ""
    entry_new: str = ""
    flink_home: str = ""
    flink_old: str = ""
    flink_new: str = ""
    #: A SQL job's savepoint as ``old``: the query that took it.
    old_query: str = ""
    #: SQL sides: table and job options (KEY=VALUE) and UDF/connector/catalog jars, one per line.
    conf: tuple[str, ...] = ()
    jars: tuple[str, ...] = ()
    #: Seconds a side may take to load (empty: the command line's default).
    timeout: str = ""
    #: Every state in the reports (``--all``); the new job is deployed with allowNonRestoredState.
    show_all: bool = False
    allow_non_restored_state: bool = False

    @classmethod
    def from_env(cls, env: dict[str, str]) -> "Inputs":
        def get(name: str, default: str = "") -> str:
            return env.get(f"INPUT_{name}", "").strip() or default

        new = get("NEW")
        if not new:
            raise ActionError("input `new` is required: the path of the new job package or manifest")
        replay = _boolean("replay", get("REPLAY", "false"))
        if get("SETUP_JAVA", "auto").lower() not in SETUP_JAVA:
            raise ActionError(f"input `setup-java` must be one of {', '.join(SETUP_JAVA)}, not {get('SETUP_JAVA')!r}")
        new_job = _boolean("new-job", get("NEW_JOB", "false"))
        fail_on = get("FAIL_ON")
        if fail_on and fail_on not in FAIL_ON:
            raise ActionError(f"input `fail-on` must be one of {', '.join(FAIL_ON)}, not {fail_on!r}")
        timeout = get("TIMEOUT")
        try:
            if timeout and not 0 < float(timeout) < 86_400:
                raise ValueError
        except ValueError:
            raise ActionError(f"input `timeout` must be a number of seconds, not {timeout!r}") from None
        conf = tuple(line.strip() for line in get("CONF").splitlines() if line.strip())
        for item in conf:
            if "=" not in item:
                raise ActionError(f"input `conf`: {item!r} is not KEY=VALUE (one per line)")
        new_jobs = tuple(line.strip() for line in new.splitlines() if line.strip())
        return cls(
            new=new_jobs[0] if len(new_jobs) == 1 else new,
            new_jobs=new_jobs,
            old=get("OLD"),
            savepoint=get("SAVEPOINT"),
            replay=replay,
            fail_on=fail_on,
            new_job=new_job,
            config=get("CONFIG"),
            report_dir=get("REPORT_DIR", "flink-compat-report"),
            comment=_boolean("comment", get("COMMENT", "false")),
            upload_sarif=_boolean("upload-sarif", get("UPLOAD_SARIF", "false")),
            args_old=get("ARGS_OLD"),
            args_new=get("ARGS_NEW"),
            entry_old=get("ENTRY_OLD"),
            entry_new=get("ENTRY_NEW"),
            flink_home=get("FLINK_HOME"),
            flink_old=get("FLINK_OLD"),
            flink_new=get("FLINK_NEW"),
            old_query=get("OLD_QUERY"),
            conf=conf,
            jars=tuple(line.strip() for line in get("JAR").splitlines() if line.strip()),
            timeout=timeout,
            show_all=_boolean("all", get("ALL", "false")),
            allow_non_restored_state=_boolean("allow-non-restored-state", get("ALLOW_NON_RESTORED_STATE", "false")),
        )


def _boolean(name: str, value: str) -> bool:
    if value.lower() not in ("true", "false"):
        raise ActionError(f"input `{name}` must be true or false, not {value!r}")
    return value.lower() == "true"


# ------------------------------------------------------------------ workflow commands

#: ``text`` for the log with no line that the runner takes for a workflow command (the rule
#: is the reports' own: :func:`reports._text.no_command_lines`).
log_safe = no_command_lines


def print_untrusted(text: str, out) -> None:
    """Print ``text`` (reports, messages: names come from the jobs) to the log.

    Two guards, either enough on its own: every line that looks like a command is
    neutralised, and the block is wrapped in ``::stop-commands::`` with a random token
    (the runner then ignores every command until the token, which the text cannot know:
    it is drawn after the text was written).
    """
    token = f"flink-compat-{secrets.token_hex(16)}"
    print(f"::stop-commands::{token}", file=out)
    out.write(log_safe(text if text.endswith("\n") or not text else text + "\n"))
    print(f"::{token}::", file=out)


def _append(path: Optional[str], text: str) -> None:
    if path:
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(text)


def write_outputs(path: Optional[str], outputs: dict[str, str]) -> None:
    lines = []
    for name, value in outputs.items():
        value = str(value)
        if "\n" in value or "\r" in value:  # a random delimiter no value can contain
            delimiter = f"ghadelimiter_{secrets.token_hex(16)}"
            lines.append(f"{name}<<{delimiter}\n{value}\n{delimiter}")
        else:
            lines.append(f"{name}={value}")
    _append(path, "\n".join(lines) + "\n")


# ---------------------------------------------------------------------------- git


@dataclass(frozen=True)
class OldSide:
    #: The old job as the command line takes it (a path or a savepoint URI); None: the new
    #: job does not exist at the old ref and the inputs say it is new (``new-job: true``).
    source: Optional[str]
    described: str
    #: Why a missing old side is suspicious (its files moved), shown with the new-job notice.
    caveat: str = ""
    #: How reports name the old job when ``source`` is a temporary worktree (``REF:PATH``).
    label: str = ""


@contextmanager
def old_side(inputs: Inputs, env: dict[str, str], cwd: Path) -> Iterator[OldSide]:
    """The old job: a savepoint, a path in the checkout, or ``new`` (or PATH) at a git ref.

    It never passes by default: when the job is not found at the ref, that is an error
    unless the inputs say the job is new (``new-job: true``). The git steps are
    :mod:`flink_compat.gitref`'s, as for ``flink-compat check --against``.
    """
    from flink_compat.graph.loader import _REMOTE_SCHEMES, is_savepoint

    old = inputs.old
    if "://" in old:  # a URI is never a git ref (refs cannot contain ':')
        if not old.startswith(_REMOTE_SCHEMES):
            raise ActionError(f"input `old` {old!r}: a savepoint URI starts with {', '.join(_REMOTE_SCHEMES)}")
        yield OldSide(old, f"savepoint {old}")
        return
    if old and (cwd / old).exists():
        yield OldSide(old, f"savepoint {old}" if is_savepoint(str(cwd / old)) else old)
        return
    what = "input `old`"
    if old:
        ref, _, path = old.partition(":")  # REF:PATH, as git writes a path at a revision
    else:
        ref, path, what = env.get("GITHUB_BASE_REF", ""), "", "the pull request's base"
        if not ref:
            raise ActionError(
                "input `old` is empty and this is not a pull request (no GITHUB_BASE_REF): "
                "set `old` to a path, a savepoint or a git ref"
            )
    gitref.checked_ref(ref, what)
    root = gitref.repository_root(cwd, "; check it out first (actions/checkout)")
    new_inner = gitref.inside(root, cwd, inputs.new, "input `new`")
    inner = gitref.inside(root, cwd, path, "input `old`") if path else new_inner
    commit = gitref.resolve(root, ref, what, remote_first=not old, could_be_path=bool(old) and not path)
    described = f"{inner} at {ref} ({commit[:12]})"
    if not gitref.exists_at(root, commit, inner):
        source = gitref.moved_from(root, commit, new_inner) if not path else None
        if source is not None:
            caveat = f"its files were at {source} at {ref}"
            fix = f"it moved: set `old: {ref}:{source}`"
        else:
            caveat, fix = "", f"if it moved, set `old: {ref}:<its old path>`"
        if inputs.new_job and not path:
            yield OldSide(None, described, caveat)
            return
        if inner.lower().endswith(".jar"):
            raise ActionError(f"{described} does not exist: a job JAR is a build output, seldom in git; set `old` "
                              "to the old JAR (a path: a release artifact) or to a savepoint")
        raise ActionError(
            f"{described} does not exist; {fix}; if the job is new in this pull request, set `new-job: true`"
            if not path else f"{described} does not exist"
        )
    with gitref.worktree(root, commit) as tree:
        yield OldSide(str(tree / inner), described, label=gitref.at_ref(ref, inner))


@contextmanager
def guessed_old_query(inputs: Inputs, env: dict[str, str], cwd: Path, old: OldSide, out) -> Iterator[Optional[str]]:
    """When ``old`` is a savepoint and no ``old-query`` names the job that took it: the pull
    request's base version of ``new``, in a temporary worktree, as ``--old-query-guess`` (the
    check uses it when it has every operator the savepoint holds state of). A savepoint does not
    say where its keys came from; the job that took it most likely is the base branch's, and
    with it a moved ``keyBy`` or GROUP BY is caught. A job JAR is a build output, seldom in git:
    none is guessed for one. None when there is nothing to guess from."""
    from flink_compat.graph.loader import is_savepoint_location

    base = env.get("GITHUB_BASE_REF", "")
    if (inputs.old_query or not base or old.source is None or inputs.new.lower().endswith(".jar")
            or not is_savepoint_location(old.source if "://" in old.source else str(cwd / old.source))):
        yield None
        return
    try:
        gitref.checked_ref(base, "the pull request's base")
        root = gitref.repository_root(cwd)
        inner = gitref.inside(root, cwd, inputs.new, "input `new`")
        commit = gitref.resolve(root, base, "the pull request's base", remote_first=True)
        found = gitref.exists_at(root, commit, inner)
    except gitref.GitRefError as e:
        print(annotation("notice", f"the job that took the savepoint is not guessed: {e}", title="flink-compat"),
              file=out)
        found = False
    if not found:
        yield None
        return
    with gitref.worktree(root, commit) as tree:
        yield str(tree / inner)


# ---------------------------------------------------------------------------- check


def _cli_has_option(option: str) -> bool:
    import argparse

    from flink_compat.cli import _parser

    for action in _parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            return option in action.choices["check"]._option_string_actions
    return False


def check_command(inputs: Inputs, old: str, report_dir: Path, label: str = "",
                  old_query_guess: Optional[str] = None) -> list[str]:
    # `--` before the positionals: a path starting with '-' stays a path.
    argv = [sys.executable, "-P", "-m", "flink_compat", "check"]
    if inputs.fail_on:  # else the policy file's fail-on, else error (the command line's precedence)
        argv += ["--fail-on", inputs.fail_on]
    if inputs.config:
        argv += ["--config", inputs.config]
    if inputs.replay:
        if not inputs.savepoint:
            raise ActionError("input `replay` is true but `savepoint` is empty")
        if not _cli_has_option("--replay"):
            raise ActionError("this version of flink-compat cannot replay savepoints yet; set replay: false")
        argv += ["--savepoint", inputs.savepoint, "--replay"]
    if label:  # the old job is in a temporary worktree: reports name it REF:PATH
        argv += ["--label-old", label]
    # Program arguments start with dashes: glued to their option (as the CLI itself does).
    for option, value in (("--args-old", inputs.args_old), ("--args-new", inputs.args_new),
                          ("--entry-old", inputs.entry_old), ("--entry-new", inputs.entry_new),
                          ("--flink-home", inputs.flink_home), ("--flink-old", inputs.flink_old),
                          ("--flink-new", inputs.flink_new), ("--old-query", inputs.old_query)):
        if value:
            argv.append(f"{option}={value}")
    if old_query_guess:
        argv.append(f"--old-query-guess={old_query_guess}")
    argv += [f"--conf={item}" for item in inputs.conf] + [f"--jar={jar}" for jar in inputs.jars]
    if inputs.timeout:
        argv.append(f"--timeout={inputs.timeout}")
    if inputs.show_all:
        argv.append("--all")
    if inputs.allow_non_restored_state:
        argv.append("--allow-non-restored-state")
    for fmt, name in REPORTS.items():  # the terminal report (stdout) goes to the log
        argv += ["--output", f"{fmt}:{report_dir / name}"]
    return argv + ["--", old, inputs.new]


def _run_check(argv: list[str], cwd: Path, out) -> subprocess.CompletedProcess:
    """Run the check; its progress and warnings go to the log as they come (a first load that
    downloads Flink says so while it does), its error line stays for the caller."""
    import threading

    proc = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, env={"FLINK_COMPAT_PROGRESS": "plain", **_without_secrets(os.environ)})
    errors: list[str] = []

    def pump():
        for line in proc.stderr:
            errors.append(line)
            if line.startswith("flink-compat: ") and not line.startswith("flink-compat: error: "):
                out.write(log_safe(line))
                out.flush()

    reader = threading.Thread(target=pump, daemon=True)
    reader.start()
    stdout = proc.stdout.read()
    proc.wait()
    reader.join()
    return subprocess.CompletedProcess(argv, proc.returncode, stdout, "".join(errors))


def require_jdk(sides: list[str]) -> None:
    """A job JAR, SQL script or compiled plan side is loaded by Flink in a JVM, with flink-compat's
    bridge compiled by javac: without a JDK on PATH, say what to add to the workflow (rather than
    the loader's message)."""
    import shutil

    from flink_compat.graph.sql import is_compiled_plan

    def what(side: str):  # as action.yml's `java` step decides
        if side.lower().endswith(".jar"):
            return "a job JAR"
        if side.lower().endswith(".sql"):
            return "a SQL script"
        return "a compiled plan" if is_compiled_plan(Path(side)) else None

    jvm_sides = [(side, what(side)) for side in sides if what(side)]
    missing = [tool for tool in ("java", "javac") if shutil.which(tool) is None]
    if jvm_sides and missing:
        side, kind = jvm_sides[0]
        raise ActionError(
            f"{side} is {kind}: loading it needs a JDK 17 on the runner, and {' and '.join(missing)} "
            "is not on PATH: keep the input `setup-java` at auto (or true), or add actions/setup-java "
            "(distribution: temurin, java-version: 17) before this step"
        )


@dataclass
class JobResult:
    """One job's check: its exit code, its verdict (None when the check could not run), the
    Markdown summary, and why it could not run."""

    job: str
    returncode: int
    verdict: object = None
    summary: str = ""
    problem: str = ""
    report_dir: Optional[Path] = None


def run(env: dict[str, str], cwd: Path, out=sys.stdout) -> int:
    """The whole action; returns its exit code."""
    from flink_compat.reports.markdown import md_text

    summary_path = env.get("GITHUB_STEP_SUMMARY")
    output_path = env.get("GITHUB_OUTPUT")

    def fail(message: str) -> int:
        print(annotation("error", message, title="flink-compat"), file=out)
        _append(summary_path, f"### ❗ flink-compat could not check this upgrade\n\n{md_text(message)}\n")
        write_outputs(output_path, {"verdict": "error", "failed": "true", "exit-code": str(EXIT_ERROR)})
        return EXIT_ERROR

    try:
        inputs = Inputs.from_env(env)
        token = env.get(TOKEN_INPUT, "").strip()
        if token and (inputs.comment or inputs.upload_sarif):  # used: hidden from the log from here on
            print(f"::add-mask::{token}", file=out)
        report_dir = cwd / inputs.report_dir
        report_dir.mkdir(parents=True, exist_ok=True)
        if inputs.savepoint and not inputs.replay:
            print(annotation("warning", "input `savepoint` is only used with `replay: true`", title="flink-compat"),
                  file=out)
        jobs = expand_jobs(inputs, cwd)
    except gitref.GitRefError as e:  # ActionError is one
        return fail(str(e))
    if len(jobs) == 1:
        result = check_job(replace(inputs, new=jobs[0]), env, cwd, report_dir, out)
        if result.verdict is None:
            if result.problem:
                return fail(result.problem)
            _append(summary_path, result.summary)
            write_outputs(output_path, {"verdict": "new-job", "failed": "false", "exit-code": "0"})
            return EXIT_OK
        _append(summary_path, result.summary)
        write_outputs(output_path, _outputs(result.verdict, result.returncode, report_dir, cwd,
                                            {fmt: report_dir / name for fmt, name in REPORTS.items()}))
        publish(replace(inputs, new=jobs[0]), env, cwd, report_dir, result.summary, out)
        return result.returncode
    return _run_jobs(inputs, jobs, env, cwd, report_dir, out)


def expand_jobs(inputs: Inputs, cwd: Path) -> list[str]:
    """The jobs of ``new``: one per line, each a path or a glob (``jobs/*``, ``sql/*.sql``) in the
    checkout, in order, each once. Several jobs are checked one by one against their own old
    versions, so ``old`` is then a git ref (or empty: the pull request's base)."""
    import glob

    jobs: list[str] = []
    for entry in inputs.new_jobs or (inputs.new,):
        if glob.has_magic(entry):
            found = sorted(glob.glob(entry, root_dir=cwd))
            if not found:
                raise ActionError(f"input `new`: {entry!r} matches no file or directory")
            jobs += found
        else:
            jobs.append(entry)
    jobs = list(dict.fromkeys(jobs))
    old = inputs.old
    if len(jobs) > 1 and old and ("://" in old or ":" in old or (cwd / old).exists()):
        raise ActionError(f"input `new` names {len(jobs)} jobs, each checked against its own version at a git ref: "
                          f"`old` must be a ref or empty (the pull request's base), not {old!r}; a savepoint or a "
                          "path is the old side of one job")
    return jobs


def check_job(inputs: Inputs, env: dict[str, str], cwd: Path, report_dir: Path, out) -> JobResult:
    """Check one job (``inputs.new``) against its old side, reports into ``report_dir``; the
    annotations printed."""
    from flink_compat.reports.markdown import md_code, md_text

    report_dir.mkdir(parents=True, exist_ok=True)
    try:
        with old_side(inputs, env, cwd) as old:
            if old.source is None:
                message = f"{old.described} does not exist: a new job (new-job: true) has no state to restore."
                if old.caveat:
                    message += f" But {old.caveat}: if it is that job, set `old`."
                print(annotation("warning" if old.caveat else "notice", message, title="flink-compat"), file=out)
                return JobResult(inputs.new, EXIT_OK, summary=f"### ✅ flink-compat: nothing to check\n\n{md_text(message)}\n")
            print_untrusted(f"flink-compat: {old.described} → {inputs.new}", out)
            require_jdk([old.source, inputs.new] + ([inputs.old_query] if inputs.old_query else []))
            with guessed_old_query(inputs, env, cwd, old, out) as guess:
                argv = check_command(inputs, old.source, report_dir, old.label, old_query_guess=guess)
                out.flush()
                done = _run_check(argv, cwd, out)
    except gitref.GitRefError as e:  # ActionError is one
        return JobResult(inputs.new, EXIT_ERROR, problem=str(e))
    print("::group::flink-compat report", file=out)
    print_untrusted(done.stdout, out)
    print("::endgroup::", file=out)
    if done.returncode not in (EXIT_OK, EXIT_FINDINGS):
        problem = done.stderr.strip().splitlines()[-1] if done.stderr.strip() else f"exit code {done.returncode}"
        return JobResult(inputs.new, EXIT_ERROR, problem=problem.removeprefix("flink-compat: error: "))

    from flink_compat.reports.json_report import read_json_report

    verdict = read_json_report((report_dir / REPORTS["json"]).read_text(encoding="utf-8"))
    for line in annotations(verdict):
        print(line, file=out)
    summary = (report_dir / REPORTS["markdown"]).read_text(encoding="utf-8")
    summary += f"\n<sub>Reports in {md_code(_shown(report_dir, cwd))}: HTML, SARIF, JSON.</sub>\n"
    return JobResult(inputs.new, done.returncode, verdict, summary, report_dir=report_dir)


def _outputs(verdict, returncode: int, report_dir: Path, cwd: Path, reports: dict[str, Optional[Path]],
             counts: Optional[dict] = None) -> dict[str, str]:
    counts = counts if counts is not None else verdict.counts
    return {
        "verdict": verdict if isinstance(verdict, str) else verdict.verdict,
        "failed": "true" if returncode != EXIT_OK else "false",
        "exit-code": str(returncode),
        "errors": str(counts.get("error", 0)),
        "migrations": str(counts.get("migration", 0)),
        "warnings": str(counts.get("warning", 0)),
        "infos": str(counts.get("info", 0)),
        "ignored": str(counts.get("ignored", 0)),
        "report-dir": _shown(report_dir, cwd),
        **{f"{fmt}-report": _shown(path, cwd) if path else "" for fmt, path in reports.items()},
    }


def _job_dir(job: str) -> str:
    """A job's report directory under ``report-dir``: its path, made one safe name."""
    import re

    return re.sub(r"[^A-Za-z0-9._-]+", "_", job.strip("/")).strip("_.") or "job"


def _run_jobs(inputs: Inputs, jobs: list[str], env: dict[str, str], cwd: Path, report_dir: Path, out) -> int:
    """Several jobs, one check each against its own old version, in one summary (a table of the
    jobs, then each job's summary), as a transitive check shows its checks: the verdict is the
    worst, it fails if any fails, and a job whose check could not run makes the exit code 2."""
    import json

    from flink_compat.compat.verdict import VERDICT_ORDER
    from flink_compat.reports.markdown import VERDICT_ICON, md_code, md_text

    results = []
    for job in jobs:
        print(f"::group::flink-compat: {log_safe(job)}", file=out)
        results.append(check_job(replace(inputs, new=job), env, cwd, report_dir / _job_dir(job), out))
        print("::endgroup::", file=out)
    checked = [r for r in results if r.verdict is not None]
    errors = [r for r in results if r.problem]
    for r in errors:
        print(annotation("error", f"{r.job}: {r.problem}", title="flink-compat"), file=out)
    verdicts = [r.verdict.verdict for r in checked]
    verdict = "error" if errors else next((v for v in VERDICT_ORDER if v in verdicts), "compatible" if checked else "new-job")
    returncode = max(r.returncode for r in results)
    failed = [r for r in results if r.returncode != EXIT_OK]
    icon = "❗" if errors else "❌" if failed else "✅"
    lines = [f"### {icon} flink-compat: {len(jobs)} jobs, {len(failed)} failed\n", "| job | verdict | errors | migrations |",
             "|---|---|---|---|"]
    for r in results:
        if r.problem:
            lines.append(f"| {md_code(r.job)} | ❗ could not check: {md_text(r.problem)} | | |")
        elif r.verdict is None:
            lines.append(f"| {md_code(r.job)} | new job: nothing to check | | |")
        else:
            v = r.verdict
            lines.append(f"| {md_code(r.job)} | {VERDICT_ICON.get(v.verdict, '')} {v.verdict} | "
                         f"{v.counts.get('error', 0)} | {v.counts.get('migration', 0)} |")
    summary = "\n".join(lines) + "\n"
    for r in checked:
        summary += f"\n<details><summary>{md_text(r.job)}: {r.verdict.verdict}</summary>\n\n{r.summary}\n</details>\n"
    (report_dir / REPORTS["markdown"]).write_text(summary, encoding="utf-8")
    # One SARIF file, a run per job, each its own code-scanning category.
    runs = []
    for r in checked:
        sarif = json.loads((r.report_dir / REPORTS["sarif"]).read_text(encoding="utf-8"))
        for run_ in sarif["runs"]:
            run_["automationDetails"] = {"id": f"flink-compat/{_job_dir(r.job)}/"}
            runs.append(run_)
    if checked:
        merged = json.loads((checked[0].report_dir / REPORTS["sarif"]).read_text(encoding="utf-8"))
        merged["runs"] = runs
        (report_dir / REPORTS["sarif"]).write_text(json.dumps(merged, indent=2), encoding="utf-8")
    _append(env.get("GITHUB_STEP_SUMMARY"), summary)
    counts = {level: sum(r.verdict.counts.get(level, 0) for r in checked)
              for level in ("error", "migration", "warning", "info", "ignored")}
    reports = {"html": None, "sarif": report_dir / REPORTS["sarif"] if checked else None, "json": None,
               "markdown": report_dir / REPORTS["markdown"]}
    write_outputs(env.get("GITHUB_OUTPUT"), _outputs(verdict, returncode, report_dir, cwd, reports, counts))
    if checked:
        publish(replace(inputs, new=" ".join(jobs)), env, cwd, report_dir, summary, out)
    return returncode


def publish(inputs: Inputs, env: dict[str, str], cwd: Path, report_dir: Path, summary: str, out) -> None:
    """The opt-in pull request comment and SARIF upload. A failure is a warning: the
    check's result (exit code, outputs) is decided already and stands."""
    if not (inputs.comment or inputs.upload_sarif):
        return
    from flink_compat.github_api import (GitHubApi, GitHubApiError, comment_marker, pull_request_number, read_event,
                                         upload_sarif, upsert_comment)

    def warn(message: str) -> None:
        print(annotation("warning", message, title="flink-compat"), file=out)

    try:
        api = GitHubApi(env.get("GITHUB_API_URL") or "https://api.github.com", env.get("GITHUB_REPOSITORY", ""),
                        env.get(TOKEN_INPUT, "").strip())
        event = read_event(env.get("GITHUB_EVENT_PATH"))
    except GitHubApiError as e:
        warn(f"no pull request comment or SARIF upload: {e}")
        return
    if inputs.comment:
        number = pull_request_number(event)
        if number is None:
            warn(f"comment: true, but this run ({env.get('GITHUB_EVENT_NAME') or 'unknown event'}) is not for a "
                 "pull request: no comment")
        else:
            try:
                url = upsert_comment(api, number, comment_marker(f"{inputs.new} {_shown(report_dir, cwd)}"), summary)
                print_untrusted(f"flink-compat: the pull request's comment: {url}", out)
            except GitHubApiError as e:
                warn(f"could not comment on the pull request: {e}")
    if inputs.upload_sarif:
        commit = env.get("GITHUB_SHA") or ((event.get("pull_request") or {}).get("head") or {}).get("sha", "")
        ref = env.get("GITHUB_REF", "")
        if not (commit and ref):
            warn("upload-sarif: true, but GITHUB_SHA or GITHUB_REF is not set: no upload")
            return
        try:
            sarif = (report_dir / REPORTS["sarif"]).read_text(encoding="utf-8")
            upload = upload_sarif(api, sarif, commit, ref, checkout_uri=cwd.resolve().as_uri())
            print_untrusted(f"flink-compat: SARIF uploaded to code scanning (id {upload})", out)
        except GitHubApiError as e:
            warn(f"could not upload SARIF to code scanning: {e}")


def _shown(path: Path, cwd: Path) -> str:
    try:
        return str(path.resolve().relative_to(cwd.resolve()))
    except ValueError:
        return str(path)


def _without_secrets(environ) -> dict[str, str]:
    """The environment of the check: job packages are imported there (pull request code)."""
    return {name: value for name, value in environ.items() if name != TOKEN_INPUT}


def main() -> int:
    return run(dict(os.environ), Path.cwd())


if __name__ == "__main__":
    sys.exit(main())
