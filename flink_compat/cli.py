"""``flink-compat``: will the new version of a Flink job restore the old one's state?

Exit codes: 0 nothing at or above ``--fail-on``; 1 findings at or above it; 2 bad input
or a failure of the tool (one line on stderr, no traceback).

Imports are lazy so ``flink-compat --help`` starts fast.
"""

from __future__ import annotations

import argparse
import gc
import math
import os
import signal
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

from flink_compat.graph import progress

EXIT_OK, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2; main() adds the "flink-compat: error:" prefix
        command = self.prog.removeprefix("flink-compat").strip()
        raise UsageError(f"{command}: {message}" if command else message)


def _bounded(convert, low, high, what: str):
    """An argparse type: a finite number ``convert`` can read, from ``low`` to ``high``
    (``inf``, ``nan`` or a runaway value is a usage error, not a failure later on)."""

    def parse(text: str):
        try:
            value = convert(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{text!r} is not {what} from {low:,} to {high:,}")
        return value

    return parse


#: Seconds to load a job package (the child's wall-clock and CPU-time limit).
_TIMEOUT = _bounded(float, 0.1, 3600, "a number of seconds")
#: MiB of address space for a job package's interpreter (the bundled examples need 60).
_MEMORY = _bounded(int, 256, 1 << 20, "a whole number of MiB")
#: Decoded entries shown per state.
_ENTRIES = _bounded(int, 0, 1_000_000, "a whole number")


def _package_arguments(p) -> None:
    """Options of loading job packages (check, graph, replay); unset, graph.loader's defaults apply."""
    p.add_argument("--timeout", type=_TIMEOUT,
                   help="seconds a job may take to load: a JAR's main() and discovery, a SQL script, a PyFlink "
                   "program, a package (default 60, times the machine's load per core when busier, at most 240)")
    p.add_argument("--package-memory", type=_MEMORY, metavar="MIB",
                   help="address space a job package's interpreter may use, in MiB (2048)")


def _package_limits(args) -> dict:
    limits = {"timeout": args.timeout, "memory_mib": args.package_memory}
    return {name: value for name, value in limits.items() if value is not None}


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="flink-compat",
        description="Upgrade-compatibility dry run for Apache Flink jobs: can the new version "
        "restore the savepoint of the old one?",
    )
    p.add_argument("--version", action=_VersionAction)
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    c = sub.add_parser("check", help="check an upgrade: OLD (package, manifest or savepoint) → NEW; "
                       "several OLD: NEW against each (transitive)")
    c.add_argument("jobs", nargs="+", metavar="JOB",
                   help="OLD [OLD ...] NEW. A job: a job .jar, a PyFlink program .py (or a directory with "
                   "__main__.py), a SQL script .sql, a compiled plan .json, a package dir/.zip/.whl or a manifest "
                   ".json/.yaml. OLD: a job or a savepoint; several: NEW is checked against each, in one report "
                   "(e.g. the last N savepoints). NEW: a job. With --against: NEW alone")
    c.add_argument("--against", metavar="REF[:PATH]",
                   help="the old job is NEW as it was at git ref REF (or PATH at REF, for a job that moved), "
                   "checked out into a temporary worktree: check --against main jobs/alarm")
    c.add_argument("--label-old", metavar="NAME",
                   help="how reports name OLD and its files when OLD is a package or manifest (default: "
                   "its path), e.g. main:jobs/alarm for a copy of the job in a temporary directory")
    c.add_argument("--entry-old", help="entry point of the old package(s) (module:attr) or main class of the old JAR(s)")
    c.add_argument("--old-query", metavar="JOB",
                   help="OLD is a savepoint: the job that took it, so that what its state means is checked too: "
                   "a SQL script or compiled plan (aggregates, keys, windows), or a job JAR, PyFlink program or "
                   "package (key selectors, windows, its Kryo classes' fields; its entry point --entry-old, its arguments "
                   "--args-old)")
    c.add_argument("--old-query-guess", metavar="JOB",
                   help="OLD is a savepoint: a job that may have taken it (the Action gives the pull request's base "
                   "version of NEW): used as --old-query when it has every operator the savepoint holds state of, "
                   "else left out with a warning")
    c.add_argument("--entry-new", help="entry point of the new package (module:attr) or main class of the new JAR")
    _jar_arguments(c, sides=("old", "new"))
    c.add_argument("--config", help="policy file (flink-compat.toml or pyproject.toml)")
    c.add_argument("--fail-on", choices=("error", "migration", "warning", "info", "never"),
                   help="lowest level that fails the check (default from policy: error)")
    c.add_argument("--allow-non-restored-state", action="store_true", default=None,
                   help="the deployment uses --allowNonRestoredState")
    _report_arguments(c)
    _package_arguments(c)
    _allow_path_argument(c)
    _replay_arguments(c)

    g = sub.add_parser("graph", help="print the logical stream graph of a job (the manifest format)")
    g.add_argument("source", help="job package, job .jar, manifest or savepoint")
    g.add_argument("--entry", help="entry point (module:attr), or a JAR's main class")
    _jar_arguments(g, sides=("",))
    g.add_argument("--format", choices=("json", "yaml"), default="json")
    g.add_argument("--compact", action="store_true",
                   help="write each distinct serializer snapshot once and refer to it ({\"$ref\": n})")
    g.add_argument("--output", metavar="PATH")
    g.add_argument("--no-progress", action="store_true",
                   help="no progress on stderr (what a step over 2 s does: downloading Flink, loading the job)")
    _package_arguments(g)
    _allow_path_argument(g)

    s = sub.add_parser("schema", help="print the JSON Schema of manifests (or of the JSON report)")
    s.add_argument("--report", action="store_true", help="the schema of --format json reports")

    r = sub.add_parser("rules", help="list every rule with its documentation (or one: rules ID)")
    r.add_argument("rule", nargs="?", metavar="ID", help="only this rule, e.g. UID_CHANGED")
    r.add_argument("--format", choices=("text", "json"), default="text")

    i = sub.add_parser("inspect", help="list the operators and states of a savepoint")
    i.add_argument("savepoint", help="savepoint directory, _metadata file or URI")
    i.add_argument("--job", help="job (package, manifest, JAR, PyFlink program) whose uids name the operators; with "
                   "--entries, a JAR's classes read the values Python cannot (custom serializers) with Flink's serializers")
    i.add_argument("--entries", type=_ENTRIES, default=0, metavar="N", help="show N decoded entries per state")
    i.add_argument("--flink", metavar="VERSION|HOME",
                   help="the Flink (a version, or a Flink home) that loads --job's JAR and, with --entries, reads the "
                   "values Python cannot (default: the one the JAR was built for; without a JAR or --flink, values "
                   "Python cannot read are only named)")
    i.add_argument("--format", choices=("text", "json"), default="text")
    i.add_argument("--output", metavar="PATH")
    i.add_argument("--metadata-only", action="store_true",
                   help="read only _metadata, no state file (for remote savepoints): operators, state handles, "
                   "their files, sizes and key groups, operator state names; not keyed state names, serializers "
                   "or entry counts, which are in the state files")
    i.add_argument("--no-progress", action="store_true", help="no progress display on stderr while counting")
    _allow_path_argument(i)

    rp = sub.add_parser("replay", help="check NEW against savepoint SP and replay SP's state on Spark")
    rp.add_argument("savepoint", help="savepoint directory, _metadata file or URI (file://, s3://, hdfs://, gs://)")
    rp.add_argument("new", help="new job: package dir/.zip/.whl, job .jar, PyFlink program .py or manifest")
    rp.add_argument("--entry-new", help="entry point of the new package (module:attr) or main class of the new JAR")
    _jar_arguments(rp, sides=("new",))
    rp.add_argument("--config", help="policy file (flink-compat.toml or pyproject.toml)")
    rp.add_argument("--fail-on", choices=("error", "migration", "warning", "info", "never"),
                    help="lowest level that fails the check (default from policy: error)")
    rp.add_argument("--allow-non-restored-state", action="store_true", default=None,
                    help="the deployment uses --allowNonRestoredState")
    _report_arguments(rp)
    _package_arguments(rp)
    _allow_path_argument(rp)
    _replay_arguments(rp, subcommand=True)

    m = sub.add_parser("migrate", help="rewrite savepoint SP into DIR so that NEW restores it as is")
    m.add_argument("savepoint", help="savepoint (canonical or native) or retained checkpoint: directory, _metadata file or URI")
    m.add_argument("new", help="new job: package dir/.zip/.whl, job .jar or manifest")
    m.add_argument("--out", required=True, metavar="DIR",
                   help="where the migrated savepoint goes (must not exist, or be empty; written whole or not at all)")
    m.add_argument("--map-uid", action="append", default=[], metavar="OLD=NEW",
                   help="move the state of operator OLD (uid, OperatorID or name in SP) to NEW's operator NEW "
                   "(uid or OperatorID); repeatable")
    m.add_argument("--drop-unclaimed", action="store_true",
                   help="drop (and list) operators and states NEW does not restore, instead of refusing / copying them")
    m.add_argument("--plan", metavar="PLAN.py",
                   help="a Python file defining plan(p): renamed states and POJO fields, key and value conversions, "
                   "per-entry transforms (see compat/migration_plan.py). It is your own code and runs as such, "
                   "here and in every task of the rewrite")
    m.add_argument("--skip-failed", action="store_true",
                   help="entries whose conversion fails are left out and recorded (counts and samples printed and "
                   "written to DIR/migrate-skipped.json) instead of failing the run")
    m.add_argument("--entry-new", help="entry point of the new package (module:attr) or main class of the new JAR")
    m.add_argument("--old-query", metavar="JOB",
                   help="the job that took the savepoint (a job JAR or package; its entry point --entry-old, its "
                   "arguments --args-old): its classes say how Kryo wrote the savepoint's Kryo values, which are "
                   "then read field by field (a Kryo class that became a POJO in NEW is converted)")
    m.add_argument("--entry-old", help="with --old-query: its entry point (module:attr) or main class")
    m.add_argument("--args-old", default="", metavar="ARGS",
                   help="with --old-query: program arguments of its main(), one shell-quoted string")
    m.add_argument("--flink-old", metavar="VERSION|DIR",
                   help="with --old-query: the Flink its job JAR runs on, as --flink-home (which it overrides for "
                   "that side), e.g. --flink-old 1.20")
    m.add_argument("--master", metavar="URL",
                   help="rewrite on Spark with this master, one task per key-group range (e.g. local[2]); "
                   "default: in this process. On a cluster DIR must be on a filesystem every executor mounts")
    m.add_argument("--conf", action="append", default=[], metavar="KEY=VALUE", help="a Spark setting (repeatable)")
    m.add_argument("--no-progress", action="store_true", help="no progress display on stderr")
    _jar_arguments(m, sides=("new",))
    _package_arguments(m)
    _allow_path_argument(m)

    q = sub.add_parser("query", help="run Spark SQL over a savepoint's state, each state a view `uid.state` "
                       "(needs flink-compat[spark])")
    q.add_argument("savepoint", help="savepoint directory, _metadata file or URI (file://, s3://, hdfs://, gs://)")
    q.add_argument("sql", nargs="?",
                   help="a Spark SQL query, e.g. \"SELECT key, value FROM `alarm-eval.isActive` WHERE value\"; "
                   "without it, the views and their columns are listed")
    q.add_argument("--format", choices=("table", "json"), default="table",
                   help="a table, or one JSON object per row (JSON Lines)")
    q.add_argument("--limit", type=_ENTRIES, default=1000, metavar="N", help="rows printed at most (default 1000)")
    q.add_argument("--master", metavar="URL", help="Spark master (default local[*]; under spark-submit: its master)")
    q.add_argument("--conf", action="append", default=[], metavar="KEY=VALUE", help="a Spark setting (repeatable)")
    q.add_argument("--no-progress", action="store_true", help="no progress display on stderr")
    q.add_argument("--job", metavar="JOB.jar",
                   help="the job's JAR: values only its code can read (custom serializers, Kryo with its serializers) "
                   "are read by Flink's serializers with its classes (JSON text columns)")
    q.add_argument("--flink", metavar="VERSION|HOME", help="with --job: the Flink whose serializers read them "
                   "(default: the one the JAR was built for)")
    _allow_path_argument(q)

    sub.add_parser("demo", help="check the bundled examples and print their verdicts")
    return p


def _report_arguments(p) -> None:
    """Where reports go (``check`` and ``replay``): one format on stdout, any number of files."""
    from flink_compat.reports import FORMATS  # no heavy imports: --help stays fast

    names = ", ".join(FORMATS)
    extensions = ", ".join(f"{exts[0]} {fmt}" for fmt, exts in FORMATS.items() if exts)
    p.add_argument("--format", metavar="FORMAT",
                   help=f"the report printed on standard output: {names} (default text)")
    p.add_argument("--output", action="append", default=[], dest="outputs", metavar="[FORMAT:]PATH",
                   help=f"also write a report to PATH, in the format its extension names ({extensions}) "
                   "or the FORMAT before a colon (json:out/report); repeatable")
    p.add_argument("--color", action="store_true", help="colour the terminal report")
    p.add_argument("--all", action="store_true", dest="show_all",
                   help="text, Markdown and HTML reports: show every operator and state, not only those that changed")


def _report_targets(args) -> list[tuple[str, str | None]]:
    """(format, path) of every report to render; path None is standard output."""
    from flink_compat.reports import FORMATS, format_of_path

    stdout_format = args.format or "text"
    if stdout_format not in FORMATS:
        raise UsageError(f"unknown format {stdout_format!r}; choose from {', '.join(FORMATS)}")
    targets: list[tuple[str, str | None]] = [(stdout_format, None)]
    for spec in args.outputs:
        fmt, sep, path = spec.partition(":")
        if not (sep and fmt in FORMATS and path):
            fmt, path = format_of_path(spec), spec
        if fmt is None:
            extensions = ", ".join(e for exts in FORMATS.values() for e in exts)
            raise UsageError(f"--output {spec}: cannot tell the format from the file name; "
                             f"end it with {extensions}, or write FORMAT:PATH")
        targets.append((fmt, path))
    paths = [path for _, path in targets if path is not None]
    if len(set(paths)) != len(paths):
        raise UsageError("--output: the same file is named twice")
    for path in paths:  # said before any load, not after it
        parent = Path(path).parent
        if not parent.is_dir():
            raise UsageError(f"--output {path}: directory {parent} does not exist")
    return targets


class _VersionAction(argparse.Action):
    """``--version``: the installed distribution's version (declared once, in pyproject.toml),
    looked up only when asked (reading package metadata would slow every start)."""

    def __init__(self, option_strings, dest, **kwargs):
        super().__init__(option_strings, dest, nargs=0, help="print the version and exit")

    def __call__(self, parser, namespace, values, option_string=None):
        from flink_compat.reports._view import tool_version

        print(f"flink-compat {tool_version()}")
        parser.exit()


def _allow_path_argument(p) -> None:
    p.add_argument("--allow-path", metavar="PREFIX",
                   help="also read the savepoint's state files under PREFIX (a directory or URI), e.g. the "
                   "shared/ directory of a checkpoint; by default only files inside the savepoint's directory are read")


def _jar_arguments(p, sides: tuple[str, ...]) -> None:
    """Options of job JARs: program arguments per side, and Flink's jars."""
    for side in sides:
        flag = f"--args-{side}" if side else "--args"
        p.add_argument(flag, default="", metavar="ARGS",
                       help=f"program arguments of the {side + ' ' if side else ''}JAR's main(), one shell-quoted string")
    if set(sides) == {"old", "new"}:  # (without it, argparse calls --args an ambiguous abbreviation)
        p.add_argument("--args", default="", metavar="ARGS",
                       help="program arguments of both sides' main(), where --args-old/--args-new give none")
    p.add_argument("--flink-home", metavar="DIR|VERSION",
                   help="the Flink that runs job JARs (every side): a Flink distribution (its lib/) or a Flink "
                        "version (1.20, 1.20.3, 2.3; downloaded once; a bare minor is its newest patch known). "
                        "Default: $FLINK_HOME, else the Flink the JAR was built for (its Maven metadata, else "
                        "its classes), else Flink 2.3.0")
    for side in sides:
        if side in ("old", "new"):
            p.add_argument(f"--flink-{side}", metavar="VERSION|DIR",
                           help=f"the Flink that runs the {side} job JAR, as --flink-home (which it overrides "
                                f"for that side), e.g. --flink-{side} {'1.20' if side == 'old' else '2.3'}")
    _conf_argument(p)
    p.add_argument("--jar", action="append", default=[], metavar="PATH",
                   help="a jar of UDFs, connectors or catalogs for SQL scripts and compiled plans (every side; "
                        "repeatable)")


_CONF_HELP = ("a Flink option for SQL scripts and compiled plans (every side), as flink run -D: "
              "table.exec.state.ttl=1h (the script's SET statements come on top); with --replay, spark.* "
              "settings go to the replay's Spark session instead (repeatable)")
#: ``--conf`` settings for the Spark replay; all others are Flink's (no Flink option starts so).
_SPARK_CONF_PREFIX = "spark."


def _conf_argument(p) -> None:
    """``--conf``, once: SQL sides (:func:`_jar_arguments`) and the replay share it."""
    if not any(a.dest == "conf" for a in p._actions):
        p.add_argument("--conf", action="append", default=[], metavar="KEY=VALUE", help=_CONF_HELP)


def _sql_options(args) -> dict:
    """``--conf`` (but Spark's) and ``--jar`` as :func:`graph.loader.load` takes them."""
    from flink_compat.graph.sql import parse_conf

    flink = [item for item in args.conf if not item.startswith(_SPARK_CONF_PREFIX)]
    return {"conf": parse_conf(flink), "jars": tuple(args.jar)}


_PROGRAM_ARG_FLAGS = ("--args", "--args-old", "--args-new")


def _glued_program_args(argv: list[str]) -> list[str]:
    """``--args "--input x"`` as ``--args=--input x``: program arguments start with dashes,
    which argparse would otherwise take for an option of its own."""
    out, i = [], 0
    while i < len(argv):
        if argv[i] in _PROGRAM_ARG_FLAGS and i + 1 < len(argv):
            out.append(f"{argv[i]}={argv[i + 1]}")
            i += 2
        else:
            out.append(argv[i])
            i += 1
    return out


def _program_args(text: str, flag: str) -> list[str]:
    import shlex

    try:
        return shlex.split(text)
    except ValueError as e:
        raise UsageError(f"{flag}: {e}") from None


def _replay_arguments(p, subcommand: bool = False) -> None:
    """Options of the Spark replay (``check --replay`` and ``replay``)."""
    if not subcommand:
        p.add_argument("--savepoint", metavar="SP",
                       help="savepoint of the old version to replay (default: OLD when it is a savepoint)")
        p.add_argument("--replay", action="store_true",
                       help="replay every state entry of the savepoint through the new serializers: in this "
                       "process for up to 64 MiB of state, else on Spark (needs flink-compat[spark])")
    p.add_argument("--master", metavar="URL", help="Spark master (default local[*]; under spark-submit: its master)")
    _conf_argument(p)
    p.add_argument("--export", metavar="DIR",
                   help="also write the decoded state as Parquet to DIR (must not exist; written whole or not at all)")
    p.add_argument("--no-progress", action="store_true",
                   help="no progress on stderr (what a step over 2 s does: downloading Flink, loading a job, the replay)")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    # A run allocates many small immutable models and ends: the cyclic garbage collector
    # would only rescan them (it took two thirds of the time of a 50,000-state check).
    gc.disable()
    previous = _terminate_like_ctrl_c()
    try:
        args = _parse(_glued_program_args(argv))
        if args.command is None:
            _parser().print_help()
            return EXIT_ERROR
        if not getattr(args, "no_progress", False):
            progress.enable()
        return _COMMANDS[args.command](args)
    except SystemExit as e:  # --help
        return int(e.code or 0)
    except KeyboardInterrupt as e:
        print(f"flink-compat: {'terminated' if isinstance(e, _Terminated) else 'interrupted'}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as e:  # every failure: one line, exit 2
        if os.environ.get("FLINK_COMPAT_DEBUG"):
            raise
        print(f"flink-compat: error: {_one_line(e)}", file=sys.stderr)
        return EXIT_ERROR
    finally:
        progress.disable()
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _parse(argv: list[str]):
    """The command line, options anywhere among a command's jobs (``check v1.jar --args-old "…"
    v2.jar``: argparse alone stops the jobs at the first option); an unknown option is named
    with the options it is close to."""
    import difflib

    parser = _parser()
    args, extras = parser.parse_known_args(argv)
    if not extras:
        return args
    sub = parser._subparsers._group_actions[0].choices.get(args.command) if args.command else None
    if hasattr(args, "jobs") and not any(e.startswith("-") for e in extras):
        args.jobs = [*args.jobs, *extras]
        return args
    known = list((sub or parser)._option_string_actions)
    hints = []
    for extra in extras:
        if extra.startswith("--"):
            close = difflib.get_close_matches(extra.split("=", 1)[0], known, n=1)
            if close:
                hints.append(f"{extra.split('=', 1)[0]}: did you mean {close[0]}?")
    message = f"unrecognized arguments: {' '.join(extras)}" + (f" ({'; '.join(hints)})" if hints else "")
    raise UsageError(f"{args.command}: {message}" if args.command else message)


class _Terminated(KeyboardInterrupt):
    """SIGTERM (a CI job cancelled, ``kill``): handled as Ctrl-C is."""


def _terminate_like_ctrl_c():
    """Make SIGTERM unwind like Ctrl-C, so that what a run started is cleaned up as for Ctrl-C:
    child JVMs and interpreters run in process groups of their own, which the terminal's
    signal does not reach and which the loaders kill on the way out. The previous handler, or
    None when not on the main thread (signals can only be set there)."""
    if threading.current_thread() is not threading.main_thread():
        return None

    def terminate(_signum, _frame):
        raise _Terminated()

    return signal.signal(signal.SIGTERM, terminate)


def _one_line(e: Exception) -> str:
    from flink_compat.graph.errors import LoadError, one_line

    text = str(e) if isinstance(e, (UsageError, LoadError)) else (str(e) or type(e).__name__)
    known = {"FormatError", "PolicyError", "LoadError", "UsageError", "ReplayError", "GitRefError", "SparkUnavailable",
             "MigrationRefused", "RewriteError", "EntryFailed"}
    if type(e).__name__ not in known and not isinstance(e, (OSError, ValueError)):
        text = f"internal error ({type(e).__name__}): {text}"
    return one_line(text)


# ----------------------------------------------------------------------- outputs


def _write_outputs(pairs: list[tuple[str, str | None]]) -> None:
    """Write every (text, path) pair; files appear only when all are rendered (atomic rename).

    A path that names something other than a plain file (``/dev/null``, a FIFO, a symbolic
    link) is written through, never renamed over: a rename would replace the device or link
    itself (as root, ``--output /dev/null`` once turned the machine's /dev/null into a file).
    """
    staged, through = [], []
    try:
        for text, path in pairs:
            if path is None:
                continue
            target = Path(path)
            if target.parent and not target.parent.exists():
                raise UsageError(f"{path}: directory {target.parent} does not exist")
            if _written_through(target):
                through.append((text, target))
                continue
            tmp = target.with_name(f".{target.name}.tmp-{os.getpid()}")
            tmp.write_text(text, encoding="utf-8")
            staged.append((tmp, target))
        for tmp, target in staged:
            os.replace(tmp, target)
        for text, target in through:
            with open(target, "w", encoding="utf-8") as out:
                out.write(text)
    finally:
        for tmp, _ in staged:
            if tmp.exists():
                tmp.unlink()
    for text, path in pairs:
        if path is None:
            sys.stdout.write(text)


def _written_through(target: Path) -> bool:
    import stat

    try:
        mode = target.lstat().st_mode
    except FileNotFoundError:
        return False
    return not stat.S_ISREG(mode)


# ---------------------------------------------------------------------- commands


def _check(args) -> int:
    from flink_compat.compat.check import check
    from flink_compat.compat.policy import load_policy
    from flink_compat.compat.verdict import TransitiveVerdict
    from flink_compat.reports import render

    if hasattr(args, "jobs"):  # check (replay names its savepoint and NEW itself)
        args.old, args.new = _sides(args.jobs, getattr(args, "against", None))
    targets = _report_targets(args)

    policy = load_policy(args.config)
    overrides, options = {}, []
    if args.fail_on:
        overrides["fail_on"] = args.fail_on
        options.append(f"--fail-on {args.fail_on}")
    if args.allow_non_restored_state:
        overrides["allow_non_restored_state"] = True
        options.append("--allow-non-restored-state")
    if overrides:
        # The report's `policy` says where the policy came from: the file and these options.
        policy = policy.model_copy(update={**overrides, "source": f"{policy.source} + {' '.join(options)}"})

    _refuse_savepoint_as_new(args.new)
    replay_from = _replay_source(args)
    with _old_sides(args) as (old_sources, shown_old, shown_new, source_root):
        loaded = _load_all(args, old_sources, shown_old, shown_new)
    old_query = loaded.pop() if _old_query_source(args) else None
    *olds, new = loaded
    if getattr(args, "old_query_guess", None):
        old_query = _guessed_old_query(args.old_query_guess, olds, old_query)
    resolver = _flink_resolver(args.new, new, _side_flink(args, "new"))
    class_fields = _class_fields(args.new, new, _side_flink(args, "new"), getattr(args, "timeout", None))
    key_groups = _key_groups(args.new, new, _side_flink(args, "new"), getattr(args, "timeout", None))
    values = _flink_values(args.new, new, _side_flink(args, "new"), getattr(args, "timeout", None))
    if replay_from is None:
        checks = [check(old, new, policy, allow_path=args.allow_path, old_query=old_query, flink_resolver=resolver,
                        class_fields=class_fields, key_groups=key_groups, flink_values=values)
                  for old in olds]
    else:
        checks = [_run_replay(args, replay_from, new, check(olds[0], new, policy, allow_path=args.allow_path,
                                                            old_query=old_query, flink_resolver=resolver,
                                                            class_fields=class_fields, key_groups=key_groups,
                                                            flink_values=values),
                              policy)]
    verdict = checks[0] if len(checks) == 1 else TransitiveVerdict.of(checks)
    for warning in verdict.policy_warnings:
        print(f"flink-compat: warning: {warning}", file=sys.stderr)
    rendered = []
    for fmt, path in targets:
        options = {"show_all": args.show_all} if fmt in ("text", "markdown", "html") else {}
        if fmt == "text":
            options.update(_text_options(args, to_terminal=path is None))
        if fmt == "sarif":  # the directory the reports' relative paths start from
            options["source_root"] = source_root
        rendered.append((render(verdict, fmt, **options), path))
    _write_outputs(rendered)
    return EXIT_FINDINGS if verdict.failed else EXIT_OK


def _text_options(args, to_terminal: bool) -> dict:
    """The terminal report fits the terminal it is printed on, or ``COLUMNS`` (120 columns in
    files and pipes)."""
    options = {"color": bool(args.color and to_terminal)}
    if to_terminal and (sys.stdout.isatty() or os.environ.get("COLUMNS", "").isdigit()):
        import shutil

        options["width"] = max(60, shutil.get_terminal_size().columns)
    return options


def _refuse_savepoint_as_new(new: str) -> None:
    from flink_compat.graph.loader import is_savepoint_location

    if is_savepoint_location(new):
        raise UsageError(
            f"NEW {new} is a savepoint: a savepoint holds the old version's state, so it can only be OLD; "
            "give the new job as NEW (a job JAR, PyFlink program, SQL script, compiled plan, package or manifest)"
        )


def _sides(jobs: list[str], against: str | None) -> tuple[list[str], str]:
    """(every OLD, NEW) from check's positionals: OLD [OLD ...] NEW, or NEW alone with --against."""
    if against:
        if len(jobs) != 1:
            raise UsageError(f"check: --against takes one PATH, the new job (its version at {against} is the old), "
                             f"not {len(jobs)}")
        return [], jobs[0]
    if len(jobs) < 2:
        raise UsageError("check: OLD and NEW are required (or --against REF and one PATH)")
    return jobs[:-1], jobs[-1]


@contextmanager
def _old_sides(args):
    """(where each OLD is, how reports name OLD, how they name NEW, the directory the names
    are relative to): the OLD arguments themselves, or with ``--against REF``, NEW at REF
    in a temporary worktree (removed on leaving), the names relative to the repository's root."""
    against = getattr(args, "against", None)
    if not against:
        if getattr(args, "label_old", None) and len(args.old) > 1:
            raise UsageError("check: --label-old names one OLD, not several")
        yield args.old, getattr(args, "label_old", None), None, Path.cwd()
        return
    from flink_compat.gitref import job_at_ref

    with job_at_ref(against, args.new, Path.cwd()) as old:
        yield [str(old.path)], args.label_old or old.label, old.new_label, old.root


def _load_all(args, old_sources: list[str], shown_old: str | None, shown_new: str | None) -> list:
    """Load every OLD, then NEW, side by side: a job package loads in a child interpreter,
    so the children run at once (at most one per core; the first side's error is reported)."""
    from concurrent.futures import ThreadPoolExecutor

    from flink_compat.graph.loader import load

    limits = _package_limits(args)
    # --allow-path is for the savepoint side: OLD (NEW is a job package or manifest)
    both = getattr(args, "args", "")
    old_args = _program_args(args.args_old, "--args-old") if args.args_old else _program_args(both, "--args")
    new_args = _program_args(args.args_new, "--args-new") if args.args_new else _program_args(both, "--args")
    sides = [(old, args.entry_old, args.allow_path, shown_old, old_args) for old in old_sources]
    sides.append((args.new, args.entry_new, None, shown_new, new_args))
    query = _old_query_source(args)
    if query:  # loaded last: _check takes it off the end
        # --entry-old is the old job's (a savepoint OLD has none of its own)
        sides.append((query, args.entry_old, None, None, old_args))
    with ThreadPoolExecutor(max_workers=min(len(sides), max(2, os.cpu_count() or 1))) as pool:
        sql = _sql_options(args)
        flinks = [_side_flink(args, "old")] * len(old_sources) + [_side_flink(args, "new")]
        if query:
            flinks.append(_side_flink(args, "old"))
        futures = [pool.submit(load, source, entry=entry, allow_path=allow, shown_as=shown, args=program_args,
                               flink_home=flink, **sql, **limits)
                   for (source, entry, allow, shown, program_args), flink in zip(sides, flinks)]
        loaded = [f.result() for f in futures[:len(futures) - bool(query)]]
        if query:
            loaded.append(_query_result(futures[-1], guessed=not getattr(args, "old_query", None)))
    for (source, *_), graph in zip(sides, loaded):
        if graph is not None:
            _say_untold_flink(source, graph)
    return loaded


def _old_query_source(args) -> "str | None":
    """The job that took the savepoint OLD: --old-query, else --old-query-guess."""
    if getattr(args, "old_query", None) and getattr(args, "old_query_guess", None):
        raise UsageError("check: --old-query and --old-query-guess name the same job: give one")
    return getattr(args, "old_query", None) or getattr(args, "old_query_guess", None)


def _query_result(future, guessed: bool):
    """The old query's graph; a guessed one that does not load is left out, with a warning (the
    key selectors and SQL meaning then stay unchecked, as the report's warnings say)."""
    from flink_compat.graph.errors import LoadError

    if not guessed:
        return future.result()
    try:
        return future.result()
    except LoadError as e:
        print(f"flink-compat: warning: --old-query-guess left out: {_one_line(e)}", file=sys.stderr)
        return None


def _guessed_old_query(source: str, olds: list, query):
    """``query`` (loaded from --old-query-guess) when it is the job that took every savepoint in
    ``olds``, else None with a warning saying why not."""
    from flink_compat.compat.check import old_query_mismatch

    if query is None:
        return None
    for old in olds:
        why = ("the old side is not a savepoint" if old.origin != "savepoint" else
               "it is a savepoint, not a job" if query.origin == "savepoint" else old_query_mismatch(old, query))
        if why:
            print(f"flink-compat: warning: --old-query-guess {source} left out: {why}", file=sys.stderr)
            return None
    return query


def _side_flink(args, side: str) -> "str | None":
    """The Flink (version or home) a side's job JARs load on: --flink-SIDE, else --flink-home."""
    return getattr(args, f"flink_{side}", None) or args.flink_home


def _say_untold_flink(source: str, graph) -> None:
    """One warning line for a job JAR that says not which Flink it was built for."""
    note = getattr(graph, "flink_note", None)
    if note is not None and note.kind == "unknown":
        print(f"flink-compat: warning: {source}: the Flink it was built for cannot be told ({note.evidence}): "
              f"it loads on Flink {note.loaded}; give --flink-old/--flink-new (or --flink-home) with the Flink it "
              "runs on", file=sys.stderr)


def _graph(args) -> int:
    from flink_compat.graph.loader import load

    import json

    from flink_compat.graph.model import to_manifest

    graph = load(args.source, entry=args.entry, allow_path=args.allow_path, args=_program_args(args.args, "--args"),
                 flink_home=args.flink_home, **_sql_options(args), **_package_limits(args))
    _say_untold_flink(args.source, graph)
    manifest = to_manifest(graph) if args.compact else json.loads(graph.model_dump_json(exclude_none=True, exclude={"class_path"}))
    if args.format == "yaml":
        import yaml

        text = yaml.safe_dump(manifest, sort_keys=False)
    else:
        text = json.dumps(manifest, indent=2) + "\n"
    _write_outputs([(text, args.output)])
    return EXIT_OK


def _schema(args) -> int:
    import json

    if args.report:
        from flink_compat.reports.json_report import json_schema as report_schema

        schema = report_schema()
    else:
        from flink_compat.graph.model import json_schema

        schema = json_schema()
    sys.stdout.write(json.dumps(schema, indent=2) + "\n")
    return EXIT_OK


def _rules(args) -> int:
    from flink_compat.compat.rules import CATEGORIES, RULES

    rules = list(RULES.values())
    if args.rule:
        wanted = args.rule.strip().upper()
        if wanted not in RULES:
            raise UsageError(f"rules: no rule {args.rule!r} (`flink-compat rules` lists them)")
        rules = [RULES[wanted]]
    if args.format == "json":
        import json

        data = [
            {
                "id": r.id,
                "level": r.level.value,
                "category": r.category,
                "purpose": r.purpose,
                "why": r.why,
                "example": r.example,
                "instead": r.instead,
                "help_uri": r.help_uri,
            }
            for r in rules
        ]
        sys.stdout.write(json.dumps(data[0] if args.rule else data, indent=2) + "\n")
        return EXIT_OK
    for r in rules:
        print(f"{r.id}  [{r.level.value}, {r.category}: {CATEGORIES[r.category]}]")
        print(f"    {r.purpose}")
        print(f"    Why: {r.why}")
        print(f"    Example: {r.example}")
        print(f"    Instead: {r.instead}")
        print(f"    Docs: {r.help_uri}")
        print()
    return EXIT_OK


def _inspect(args) -> int:
    from flink_compat.savepoint.inspect import inspect_savepoint, render_inspect, unreadable

    uid_hashes = job = None
    if args.job:
        from flink_compat.graph.loader import load

        job = load(args.job, flink_home=args.flink)
        uid_hashes = {op.uid: op.id for op in job.operators if op.uid}
    if args.entries and args.metadata_only:
        raise UsageError("--entries reads the state files: not with --metadata-only")
    options = dict(uid_hashes=uid_hashes, entries=args.entries, allow_path=args.allow_path, metadata_only=args.metadata_only)
    from flink_compat.graph.jar import is_jar

    jar = Path(args.job) if args.job and is_jar(Path(args.job)) else None
    decode, framing = _job_code(jar, args.flink)
    with framing:
        if args.no_progress or args.metadata_only or not sys.stderr.isatty():
            data = inspect_savepoint(args.savepoint, **options)
        else:
            from flink_compat.compat.replay._progress import ConsoleProgress

            with ConsoleProgress(label="counting", unit="operators", states=False) as progress:
                data = inspect_savepoint(args.savepoint, progress=progress, **options)
        if job is not None and args.entries:
            _add_python_samples(data, job, args)
        if args.entries and decode is not None:
            from flink_compat.compat.flink_samples import add_flink_samples

            # the samples Python cannot read, read by the job's serializers (compat/flink_samples.py)
            add_flink_samples(args.savepoint, data, args.entries, decode, allow_path=args.allow_path)
    if args.format == "json":
        import json

        text = json.dumps(data, indent=2) + "\n"
    else:
        text = render_inspect(data)
    # The report is whole even when a state could not be read (it says which and why), so
    # it is written as usual; the exit code and one line on stderr say that it failed.
    _write_outputs([(text, args.output)])
    errors = unreadable(data)
    if errors:
        more = f" (and {len(errors) - 1} more, see the report)" if len(errors) > 1 else ""
        print(f"flink-compat: error: {' '.join(errors[0].split())}{more}", file=sys.stderr)
        return EXIT_ERROR
    return EXIT_OK


def _job_code(jar: "Path | None", flink: "str | None"):
    """With a job JAR (or a Flink): ``graph.flink_values.job_code``, what reads the values only the
    job's serializers can (in the sandboxed JVM); else no decoder and a null context."""
    if jar is None and not flink:
        import contextlib

        return None, contextlib.nullcontext()
    from flink_compat.graph.flink_values import job_code

    return job_code(jar, flink)


def _add_python_samples(data: dict, job, args) -> None:
    """With a PyFlink program as ``--job``: each of its Python states' first values in the
    savepoint, decoded with the Python type the program declares (``python_samples``: the
    savepoint itself keeps them as bytes)."""
    if not any(st.python_type is not None for op in job.operators for st in op.states):
        return
    from flink_compat.compat.python_state import python_samples

    samples = python_samples(args.savepoint, job, args.entries, allow_path=args.allow_path)
    types = {(op.id, st.name): st.python_type for op in job.operators for st in op.states}
    for op in data["operators"]:
        for st in op["states"]:
            key = (op["operator_id"], st["name"])
            if key in samples:
                t = types[key]
                single = t.kind != "list"  # (a bag element of a value state is its one value)
                st["python_samples"] = {
                    "python_type": f"{t.kind} state of {t.type_info}",
                    "values": [{"role": "value" if single and r == "element" else r, "value": v}
                               for r, v in samples[key]],
                }


def _demo(args) -> int:
    from flink_compat.demo import run_demo

    return run_demo()


# ------------------------------------------------------------------------ replay


def _replay_source(args):
    """The savepoint to replay, or None; checks the replay can run before anything loads."""
    wanted = getattr(args, "replay", False)
    if not wanted:
        if getattr(args, "export", None):
            raise UsageError("--export needs --replay")
        spark_conf = [c for c in getattr(args, "conf", None) or () if c.startswith(_SPARK_CONF_PREFIX)]
        if getattr(args, "master", None) or spark_conf:
            raise UsageError("--master and --conf need --replay")
        if getattr(args, "savepoint", None):
            raise UsageError("--savepoint is the state to replay: add --replay (a savepoint as the old side is OLD)")
        return None
    if len(args.old) > 1:
        raise UsageError(f"--replay replays one savepoint into NEW: give one OLD, not {len(args.old)}")
    location = args.savepoint
    if location is None:
        from flink_compat.graph.loader import is_savepoint_location

        if args.old and is_savepoint_location(args.old[0]):
            location = args.old[0]
        else:
            raise UsageError("--replay needs --savepoint SP (OLD is not a savepoint)")
    for item in args.conf:
        if "=" not in item or not item.split("=", 1)[0].strip():
            raise UsageError(f"--conf {item!r}: expected KEY=VALUE")
    if args.master or args.conf or args.export:  # Spark for sure: say so before any load (else a large
        from flink_compat.compat.replay import require_spark  # savepoint asks for it, a small one needs none)

        require_spark()
    return location


def _run_replay(args, location, new, verdict, policy):
    from flink_compat.compat.replay import join, replay
    from flink_compat.compat.replay._progress import ConsoleProgress, summary

    conf = dict(item.split("=", 1) for item in args.conf if item.startswith(_SPARK_CONF_PREFIX))
    conf = {k.strip(): v.strip() for k, v in conf.items()}
    options = dict(master=args.master, conf=conf, export=args.export, allow_path=args.allow_path,
                   job_code=_replay_job_code(args.new, new, _side_flink(args, "new")))
    if args.no_progress:
        report = replay(location, new, **options)
    else:
        with ConsoleProgress() as progress:
            report = replay(location, new, progress=progress, **options)
    print(summary(report), file=sys.stderr)
    return join(verdict, report, policy)


def _replay_job_code(source: str, new, flink_home):
    """With NEW a job JAR: the code with which the replay reads the values only the job's code
    reads (``compat.replay.JobCode``); else None."""
    if new.origin != "jar" or not os.path.isfile(source):
        return None
    from flink_compat.compat.replay import JobCode

    return JobCode(str(Path(source).resolve()), None if flink_home is None else str(flink_home))


def _spark_settings(items: list[str]) -> dict:
    """``--conf KEY=VALUE`` items as Spark settings (``migrate``, ``query``)."""
    from flink_compat.graph.errors import LoadError
    from flink_compat.graph.sql import parse_conf

    try:
        return parse_conf(items)
    except LoadError as e:
        raise UsageError(str(e)) from None


def _migrate(args) -> int:
    from flink_compat import savepoint
    from flink_compat.compat.migrate import plan
    from flink_compat.graph.loader import load
    from flink_compat.savepoint.rewrite import check_target, clean_stale_staging
    from flink_compat.schema_registry.snapshot import flink_resolved

    check_target(args.out, args.savepoint)
    for line in clean_stale_staging(args.out):
        print(f"flink-compat: {line}", file=sys.stderr)
    conf = _spark_settings(args.conf)
    if conf and not args.master:
        raise UsageError("--conf is a Spark setting: it needs --master")
    if args.master:
        from flink_compat.compat.replay import require_spark

        require_spark()
    user_plan = None
    if args.plan:
        from flink_compat.compat.migration_plan import load as load_plan

        user_plan = load_plan(args.plan)
    new = load(args.new, entry=args.entry_new, args=_program_args(args.args_new, "--args-new"),
               flink_home=_side_flink(args, "new"), **_package_limits(args))
    _say_untold_flink(args.new, new)
    if not args.old_query and (args.entry_old or args.args_old or args.flink_old):
        raise UsageError("migrate: --entry-old, --args-old and --flink-old are for --old-query's job")
    old_query = _migrate_old_query(args) if args.old_query else None
    with savepoint.open(args.savepoint, allow_path=args.allow_path) as sp:
        decided, resolved = _plan_with_flink(
            lambda: plan(sp, new, args.map_uid, args.drop_unclaimed, user_plan, old_query=old_query),
            _flink_resolver(args.new, new, _side_flink(args, "new")))
        with flink_resolved(resolved):
            return _migrate_rewrite(args, sp, new, decided, conf)


def _plan_with_flink(decide, resolver):
    """``(decide(), resolutions)``: the migration planned with the serializer snapshots the
    checker does not know (custom serializers) resolved by Flink with NEW's JAR (``resolver``,
    None: not a JAR), as its restore resolves them: a state Flink reads as is is copied. Each
    refusal asks Flink for the pairs it was refused on, and plans again."""
    from flink_compat.compat.migrate import MigrationRefused
    from flink_compat.schema_registry.snapshot import flink_resolved, pair_key, unknown_pairs

    resolved: dict = {}
    while True:
        with unknown_pairs() as asked, flink_resolved(resolved):
            try:
                return decide(), resolved
            except MigrationRefused as refused:
                fresh = [p for p in asked if pair_key(*p) not in resolved]
                if resolver is None or not fresh:
                    raise
                error = refused
        answered = {k: r for k, r in resolver(fresh).items() if k not in resolved}
        if not answered:
            raise error
        resolved.update(answered)


def _migrate_rewrite(args, sp, new, decided, conf) -> int:
    """The rewrite of a planned migration, proven before it is kept (``compat.migrate.prove``)."""
    from flink_compat.compat.migrate import ProofFailed, prove
    from flink_compat.savepoint.rewrite import SKIPPED_FILE, EntryFailures

    for line in decided.actions:
        print(line)
    for what in decided.dropped:
        print(f"{what}: dropped (--drop-unclaimed)")
    sys.stdout.flush()
    failures = EntryFailures()
    proofs = []
    class_fields = _class_fields(args.new, new, _side_flink(args, "new"), getattr(args, "timeout", None))
    key_groups = _key_groups(args.new, new, _side_flink(args, "new"), getattr(args, "timeout", None))
    job_code = _replay_job_code(args.new, new, _side_flink(args, "new"))

    def verify(directory: str) -> None:
        # before the staging directory becomes DIR: a savepoint that fails is never left there
        proofs.append(prove(directory, new, class_fields, key_groups, job_code))
        if proofs[-1].problems:
            raise ProofFailed(proofs[-1].problems)

    try:
        metadata = _run_rewrite(args, sp, decided, conf, failures, verify)
    except ProofFailed as e:
        for problem in e.problems:
            print(f"flink-compat: error: proof: {' '.join(problem.split())}", file=sys.stderr)
        print(f"flink-compat: error: the rewritten savepoint is not one NEW restores as is; removed, nothing written to {args.out}",
              file=sys.stderr)
        return EXIT_FINDINGS
    proof = proofs[-1]
    for line in proof.unread:
        print(f"not replayed (its values need the job's classes; the check judged its serializers): {line}")
    by_flink = (f"; {proof.flink_entries:,} of them, of {proof.flink_states} states whose values only the job's code reads, "
                "read by Flink's own serializers over NEW's classes") if proof.flink_states else ""
    print(f"proved: check says compatible; {proof.entries:,} entries of {proof.states} states read with NEW's serializers "
          f"and written back equal{by_flink} ({proof.seconds:.1f} s)")
    if failures.total():
        print(f"skipped (--skip-failed): {failures.summary()}; recorded in {os.path.join(args.out, SKIPPED_FILE)}")
    print(f"wrote {metadata}")
    return EXIT_OK


def _migrate_old_query(args):
    """``migrate --old-query``: the job that took the savepoint, refused (one line) when it is not."""
    from flink_compat.compat.check import old_query_mismatch
    from flink_compat.graph.from_savepoint import graph_of_savepoint
    from flink_compat.graph.loader import load

    query = load(args.old_query, entry=args.entry_old, args=_program_args(args.args_old, "--args-old"),
                 flink_home=_side_flink(args, "old"), **_package_limits(args))
    _say_untold_flink(args.old_query, query)
    if query.origin == "savepoint":
        raise UsageError(f"migrate: --old-query {args.old_query}: a savepoint, not the job that took one")
    mismatch = old_query_mismatch(graph_of_savepoint(args.savepoint, allow_path=args.allow_path), query)
    if mismatch:
        raise UsageError(f"migrate: --old-query {args.old_query}: {mismatch}")
    return query


def _flink_resolver(source: str, new, flink_home):
    """With NEW a job JAR: the resolver of the serializer snapshots the checker does not know
    (custom serializers), asked of Flink with the JAR's classes as at restore; else None."""
    if new.origin != "jar" or not os.path.isfile(source):
        return None
    from flink_compat.graph.errors import LoadError
    from flink_compat.graph.flink_values import resolve_with_flink

    def resolve(pairs):
        try:
            return resolve_with_flink(pairs, jar=Path(source), flink=flink_home)
        except LoadError as e:  # the check goes on: those serializers stay unknown (never compatible)
            print(f"flink-compat: warning: custom serializers left unknown: {e}", file=sys.stderr)
            return {}

    return resolve


def _class_fields(source: str, new, flink_home, timeout: "float | None"):
    """With NEW a job JAR: the reader of its classes that its states do not show (those of the
    states it no longer declares, whose values Flink reads at restore); else None."""
    if new.origin != "jar" or not os.path.isfile(source):
        return None
    from flink_compat.graph.errors import LoadError
    from flink_compat.graph.jar import class_fields_of

    def read(kryo, pojo):
        try:
            return class_fields_of(Path(source), kryo, pojo, flink_home, timeout or 60.0)
        except LoadError as e:  # the check goes on: those classes stay unknown
            print(f"flink-compat: warning: classes of states NEW no longer declares left unread: {e}", file=sys.stderr)
            return None

    return read


def _key_groups(source: str, new, flink_home, timeout: "float | None"):
    """With NEW a job JAR: what places a savepoint's keys in key groups with its classes (its key
    classes' hashCode); else None."""
    if new.origin != "jar" or not os.path.isfile(source):
        return None
    from flink_compat.graph.errors import LoadError
    from flink_compat.graph.flink_values import key_groups_with_flink

    def place(requests):
        try:
            return key_groups_with_flink(requests, jar=Path(source), flink=flink_home, timeout=timeout or 60.0)
        except LoadError as e:  # the check goes on: the keys' hashes stay unchecked
            print(f"flink-compat: warning: the savepoint's keys left unplaced by NEW's hashCode: {e}", file=sys.stderr)
            return None

    return place


def _flink_values(source: str, new, flink_home, timeout: "float | None"):
    """With NEW a job JAR: what reads values with Flink's serializers over its classes (a custom
    serializer's values, as Flink's restore reads them); else None."""
    if new.origin != "jar" or not os.path.isfile(source):
        return None
    from flink_compat.graph.errors import LoadError
    from flink_compat.graph.flink_values import decode_with_flink

    def read(groups):
        try:
            return decode_with_flink(groups, jar=Path(source), flink=flink_home, timeout=timeout or 60.0)
        except LoadError as e:  # the check goes on: Flink's resolver's answer stands
            print(f"flink-compat: warning: custom serializers' values left unread: {e}", file=sys.stderr)
            return None

    return read


def _run_rewrite(args, sp, decided, conf, failures, verify) -> str:
    """The rewrite of a migration: here, or on Spark (``--master``), with progress on stderr."""
    from contextlib import nullcontext

    from flink_compat.compat.migrate import run_parts_on_spark
    from flink_compat.compat.replay._progress import ConsoleProgress
    from flink_compat.savepoint.rewrite import rewrite, run_parts_here

    with (nullcontext() if args.no_progress else ConsoleProgress(label="migrate", unit="tasks", states=False)) as progress:
        if not args.master:
            here = None if progress is None else (lambda done, total, entries: progress(done, total, 0, 0, entries))
            return rewrite(sp, decided.rewrite, args.out, run_parts_here(sp, here), args.skip_failed, failures, verify)
        from flink_compat.compat.replay._spark import session

        if progress is not None:
            progress.phase(f"starting Spark ({args.master})")
        spark = session(args.master, conf, app_name="flink-compat migrate")
        try:
            return rewrite(sp, decided.rewrite, args.out, run_parts_on_spark(spark, progress), args.skip_failed, failures, verify)
        finally:
            spark.stop()


def _query(args) -> int:
    """``query SP [SQL]``: Spark SQL over the savepoint's states (``flink_compat.spark``)."""
    import json

    from flink_compat.compat.replay import require_spark

    require_spark()
    conf = _spark_settings(args.conf)
    from flink_compat import savepoint
    from flink_compat.compat.replay._spark import spark_error_line
    from flink_compat.compat.replay._spark import session
    from flink_compat.spark import StateSourceError, register_views

    savepoint.open(args.savepoint, allow_path=args.allow_path).close()  # a bad savepoint: its one line, before Spark
    from flink_compat.graph.jar import is_jar

    if args.job and not is_jar(Path(args.job)):
        raise UsageError(f"--job {args.job}: not a job JAR (a .jar file)")
    if args.flink and not args.job:
        raise UsageError("--flink goes with --job JOB.jar")
    from pyspark.sql import SparkSession

    started = SparkSession.getActiveSession() is None  # else (under spark-submit, in a test) it is not ours to stop
    with progress.step("starting Spark"):
        spark = session(args.master, conf, app_name="flink-compat query")
    try:
        tables = register_views(spark, args.savepoint, args.allow_path,
                                jar=str(Path(args.job).resolve()) if args.job else None, flink=args.flink)
        if not args.sql:
            for t in tables:
                columns = spark.table(f"`{t.view_name}`").schema
                print(f"`{t.view_name}`  ({t.scope} {t.kind})")
                for field in columns.fields:
                    print(f"    {field.name}  {field.dataType.simpleString()}")
            return EXIT_OK
        from pyspark.errors import AnalysisException
        from pyspark.logger import PySparkLogger

        for name in ("SQLQueryContextLogger", "DataFrameQueryContextLogger"):  # the error is our one line
            PySparkLogger.getLogger(name).disabled = True
        try:
            df = spark.sql(args.sql)
            rows = df.limit(args.limit + 1).collect()
        except Exception as e:  # noqa: BLE001 - Spark's errors arrive as many types
            if isinstance(e, AnalysisException) and "Traceback" not in str(e):
                # a parse error, an unknown view or column: the query's fault
                first = next((line.strip() for line in str(e).splitlines() if line.strip()), type(e).__name__)
                raise UsageError(f"query: {first.rstrip(';')}") from None
            # a task failed: the savepoint's bytes (FormatError: file, offset, state), a state refused
            raise StateSourceError(f"the query failed: {spark_error_line(e)}") from None
        shown, more = rows[: args.limit], len(rows) > args.limit
        if args.format == "json":
            for row in shown:
                print(json.dumps(row.asDict(recursive=True), ensure_ascii=False, default=_json_value))
        else:
            print(_text_table(df.columns, [[_cell(v) for v in row] for row in shown]))
        if more:
            print(f"flink-compat: the first {args.limit} rows are shown (--limit)", file=sys.stderr)
        return EXIT_OK
    finally:
        if started:
            spark.stop()


def _json_value(v):
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).hex()
    return v.isoformat() if hasattr(v, "isoformat") else str(v)


def _cell(v) -> str:
    if v is None:
        return "NULL"
    if isinstance(v, (bytes, bytearray)):
        return bytes(v).hex()
    if hasattr(v, "asDict"):
        return "{" + ", ".join(_cell(x) for x in v) + "}"
    if isinstance(v, list):
        return "[" + ", ".join(_cell(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{_cell(k)} -> {_cell(x)}" for k, x in v.items()) + "}"
    return str(v)


def _text_table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(header)]
    lines = ["  ".join(h.ljust(w) for h, w in zip(header, widths)).rstrip()]
    lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in rows]
    lines.append(f"({len(rows)} row{'s' if len(rows) != 1 else ''})")
    return "\n".join(lines)


def _replay(args) -> int:
    """``replay SP NEW`` = ``check SP NEW --savepoint SP --replay``."""
    args.old = [args.savepoint]
    args.entry_old = None
    args.args_old = ""
    args.replay = True
    return _check(args)


_COMMANDS = {
    "check": _check,
    "graph": _graph,
    "schema": _schema,
    "rules": _rules,
    "inspect": _inspect,
    "demo": _demo,
    "replay": _replay,
    "migrate": _migrate,
    "query": _query,
}

