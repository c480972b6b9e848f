"""``flink-compat``: will the new version of a Flink job restore the old one's state?

Exit codes: 0 nothing at or above ``--fail-on``; 1 findings at or above it; 2 bad input
or a failure of the tool (one line on stderr, no traceback).

Imports are lazy so ``flink-compat --help`` starts fast.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from pathlib import Path

EXIT_OK, EXIT_FINDINGS, EXIT_ERROR = 0, 1, 2


class UsageError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):  # one line, exit 2
        raise UsageError(f"{self.prog}: {message}")


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="flink-compat",
        description="Upgrade-compatibility dry run for Apache Flink jobs: can the new version "
        "restore the savepoint of the old one?",
    )
    sub = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    c = sub.add_parser("check", help="check an upgrade: OLD (package, manifest or savepoint) → NEW")
    c.add_argument("old", help="old job: package dir/.zip/.whl, job .jar, manifest .json/.yaml, or savepoint")
    c.add_argument("new", help="new job: package dir/.zip/.whl, job .jar or manifest")
    c.add_argument("--entry-old", help="entry point of the old package (module:attr) or main class of the old JAR")
    c.add_argument("--entry-new", help="entry point of the new package (module:attr) or main class of the new JAR")
    _jar_arguments(c, sides=("old", "new"))
    c.add_argument("--config", help="policy file (flink-compat.toml or pyproject.toml)")
    c.add_argument("--fail-on", choices=("error", "migration", "warning", "info", "never"),
                   help="lowest level that fails the check (default from policy: error)")
    c.add_argument("--allow-non-restored-state", action="store_true", default=None,
                   help="the deployment uses --allowNonRestoredState")
    c.add_argument("--format", action="append", dest="formats", metavar="FORMAT",
                   help="text (default) or json; repeat for several")
    c.add_argument("--output", action="append", dest="outputs", metavar="PATH",
                   help="write the report to PATH (one per --format, in order)")
    c.add_argument("--timeout", type=float, default=60.0, help="seconds to load a job package (60)")
    c.add_argument("--color", action="store_true", help="colour the terminal report")
    _replay_arguments(c)

    g = sub.add_parser("graph", help="print the logical stream graph of a job (the manifest format)")
    g.add_argument("source", help="job package, job .jar, manifest or savepoint")
    g.add_argument("--entry", help="entry point (module:attr), or a JAR's main class")
    _jar_arguments(g, sides=("",))
    g.add_argument("--format", choices=("json", "yaml"), default="json")
    g.add_argument("--compact", action="store_true",
                   help="write each distinct serializer snapshot once and refer to it ({\"$ref\": n})")
    g.add_argument("--output", metavar="PATH")
    g.add_argument("--timeout", type=float, default=60.0)

    s = sub.add_parser("schema", help="print the JSON Schema of manifests (or of the JSON report)")
    s.add_argument("--report", action="store_true", help="the schema of --format json reports")

    r = sub.add_parser("rules", help="list every rule with its documentation")
    r.add_argument("--format", choices=("text", "json"), default="text")

    i = sub.add_parser("inspect", help="list the operators and states of a savepoint")
    i.add_argument("savepoint", help="savepoint directory, _metadata file or URI")
    i.add_argument("--job", help="job package or manifest whose uids name the operators")
    i.add_argument("--entries", type=int, default=0, metavar="N", help="show N decoded entries per state")
    i.add_argument("--format", choices=("text", "json"), default="text")
    i.add_argument("--output", metavar="PATH")

    rp = sub.add_parser("replay", help="check NEW against savepoint SP and replay SP's state on Spark")
    rp.add_argument("savepoint", help="savepoint directory, _metadata file or URI (file://, s3://, hdfs://, gs://)")
    rp.add_argument("new", help="new job: package dir/.zip/.whl or manifest")
    rp.add_argument("--entry-new", help="entry point of the new package (module:attr) or main class of the new JAR")
    _jar_arguments(rp, sides=("new",))
    rp.add_argument("--config", help="policy file (flink-compat.toml or pyproject.toml)")
    rp.add_argument("--fail-on", choices=("error", "migration", "warning", "info", "never"),
                    help="lowest level that fails the check (default from policy: error)")
    rp.add_argument("--allow-non-restored-state", action="store_true", default=None,
                    help="the deployment uses --allowNonRestoredState")
    rp.add_argument("--format", action="append", dest="formats", metavar="FORMAT",
                    help="text (default) or json; repeat for several")
    rp.add_argument("--output", action="append", dest="outputs", metavar="PATH",
                    help="write the report to PATH (one per --format, in order)")
    rp.add_argument("--timeout", type=float, default=60.0, help="seconds to load a job package (60)")
    rp.add_argument("--color", action="store_true", help="colour the terminal report")
    _replay_arguments(rp, subcommand=True)

    sub.add_parser("demo", help="check the bundled examples and print their verdicts")
    return p


def _jar_arguments(p, sides: tuple[str, ...]) -> None:
    """Options of job JARs: program arguments per side, and Flink's jars."""
    for side in sides:
        flag = f"--args-{side}" if side else "--args"
        p.add_argument(flag, default="", metavar="ARGS",
                       help=f"program arguments of the {side + ' ' if side else ''}JAR's main(), one shell-quoted string")
    p.add_argument("--flink-home", metavar="DIR",
                   help="Flink distribution whose lib/ runs job JARs (default: $FLINK_HOME, else Flink "
                        "2.3.0's jars, downloaded once)")


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
                       help="replay every state entry of the savepoint through the new serializers on Spark "
                       "(needs flink-compat[spark])")
    p.add_argument("--master", metavar="URL", help="Spark master (default local[*]; under spark-submit: its master)")
    p.add_argument("--conf", action="append", default=[], metavar="KEY=VALUE",
                   help="a Spark setting for the replay's session (repeatable)")
    p.add_argument("--export", metavar="DIR",
                   help="also write the decoded state as Parquet to DIR (must not exist; written whole or not at all)")
    p.add_argument("--no-progress", action="store_true", help="no progress display on stderr")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    # A run allocates many small immutable models and ends: the cyclic garbage collector
    # would only rescan them (it took two thirds of the time of a 50,000-state check).
    gc.disable()
    try:
        args = _parser().parse_args(_glued_program_args(argv))
        if args.command is None:
            _parser().print_help()
            return EXIT_ERROR
        return _COMMANDS[args.command](args)
    except SystemExit as e:  # --help
        return int(e.code or 0)
    except KeyboardInterrupt:
        print("flink-compat: interrupted", file=sys.stderr)
        return EXIT_ERROR
    except Exception as e:  # every failure: one line, exit 2
        if os.environ.get("FLINK_COMPAT_DEBUG"):
            raise
        print(f"flink-compat: error: {_one_line(e)}", file=sys.stderr)
        return EXIT_ERROR


def _one_line(e: Exception) -> str:
    from graph.errors import LoadError

    text = str(e) if isinstance(e, (UsageError, LoadError)) else (str(e) or type(e).__name__)
    known = {"FormatError", "PolicyError", "LoadError", "UsageError", "ReplayError", "SparkUnavailable"}
    if type(e).__name__ not in known and not isinstance(e, (OSError, ValueError)):
        text = f"internal error ({type(e).__name__}): {text}"
    return " ".join(text.split())


# ----------------------------------------------------------------------- outputs


def _write_outputs(pairs: list[tuple[str, str | None]]) -> None:
    """Write every (text, path) pair; files appear only when all are rendered (atomic rename)."""
    staged = []
    try:
        for text, path in pairs:
            if path is None:
                continue
            target = Path(path)
            if target.parent and not target.parent.exists():
                raise UsageError(f"{path}: directory {target.parent} does not exist")
            tmp = target.with_name(f".{target.name}.tmp-{os.getpid()}")
            tmp.write_text(text, encoding="utf-8")
            staged.append((tmp, target))
        for tmp, target in staged:
            os.replace(tmp, target)
    finally:
        for tmp, _ in staged:
            if tmp.exists():
                tmp.unlink()
    for text, path in pairs:
        if path is None:
            sys.stdout.write(text)


# ---------------------------------------------------------------------- commands


def _check(args) -> int:
    from compat.check import check
    from compat.policy import load_policy
    from reports import FORMATS, render

    formats = args.formats or ["text"]
    outputs = args.outputs or []
    for fmt in formats:
        if fmt not in FORMATS:
            raise UsageError(f"unknown format {fmt!r}; choose from {', '.join(FORMATS)}")
    if len(outputs) > len(formats):
        raise UsageError("more --output than --format")
    if len(formats) - len(outputs) > 1:
        raise UsageError("several formats need an --output each (at most one may go to stdout)")

    policy = load_policy(args.config)
    overrides = {}
    if args.fail_on:
        overrides["fail_on"] = args.fail_on
    if args.allow_non_restored_state:
        overrides["allow_non_restored_state"] = True
    if overrides:
        policy = policy.model_copy(update=overrides)

    replay_from = _replay_source(args)
    old, new = _load_both(args)
    verdict = check(old, new, policy)
    if replay_from is not None:
        verdict = _run_replay(args, replay_from, new, verdict, policy)
    rendered = []
    for i, fmt in enumerate(formats):
        options = {"color": args.color} if fmt == "text" else {}
        rendered.append((render(verdict, fmt, **options), outputs[i] if i < len(outputs) else None))
    _write_outputs(rendered)
    return EXIT_FINDINGS if verdict.failed else EXIT_OK


def _load_both(args):
    """Load old and new side by side: a job package loads in a child interpreter, so the
    two children run at once (an error of the old side is reported first)."""
    from concurrent.futures import ThreadPoolExecutor

    from graph.loader import load

    with ThreadPoolExecutor(max_workers=2) as pool:
        old = pool.submit(load, args.old, entry=args.entry_old, timeout=args.timeout,
                          args=_program_args(args.args_old, "--args-old"), flink_home=args.flink_home)
        new = pool.submit(load, args.new, entry=args.entry_new, timeout=args.timeout,
                          args=_program_args(args.args_new, "--args-new"), flink_home=args.flink_home)
        return old.result(), new.result()


def _graph(args) -> int:
    from graph.loader import load

    import json

    from graph.model import to_manifest

    graph = load(args.source, entry=args.entry, timeout=args.timeout,
                 args=_program_args(args.args, "--args"), flink_home=args.flink_home)
    manifest = to_manifest(graph) if args.compact else json.loads(graph.model_dump_json(exclude_none=True))
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
        from compat.verdict import Verdict

        schema = Verdict.model_json_schema()
    else:
        from graph.model import json_schema

        schema = json_schema()
    sys.stdout.write(json.dumps(schema, indent=2) + "\n")
    return EXIT_OK


def _rules(args) -> int:
    from compat.rules import CATEGORIES, RULES

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
            for r in RULES.values()
        ]
        sys.stdout.write(json.dumps(data, indent=2) + "\n")
        return EXIT_OK
    for r in RULES.values():
        print(f"{r.id}  [{r.level.value}, {r.category}: {CATEGORIES[r.category]}]")
        print(f"    {r.purpose}")
        print(f"    Why: {r.why}")
        print(f"    Example: {r.example}")
        print(f"    Instead: {r.instead}")
        print()
    return EXIT_OK


def _inspect(args) -> int:
    from savepoint.inspect import inspect_savepoint, render_inspect

    uid_hashes = None
    if args.job:
        from graph.loader import load

        job = load(args.job)
        uid_hashes = {op.uid: op.id for op in job.operators if op.uid}
    if args.entries < 0:
        raise UsageError("--entries must not be negative")
    data = inspect_savepoint(args.savepoint, uid_hashes=uid_hashes, entries=args.entries)
    if args.format == "json":
        import json

        text = json.dumps(data, indent=2) + "\n"
    else:
        text = render_inspect(data)
    _write_outputs([(text, args.output)])
    return EXIT_OK


def _demo(args) -> int:
    from compat.demo import run_demo

    return run_demo()


# ------------------------------------------------------------------------ replay


def _replay_source(args):
    """The savepoint to replay, or None; checks the replay can run before anything loads."""
    wanted = getattr(args, "replay", False)
    if not wanted:
        if getattr(args, "export", None):
            raise UsageError("--export needs --replay")
        if getattr(args, "master", None) or getattr(args, "conf", None):
            raise UsageError("--master and --conf need --replay")
        if getattr(args, "savepoint", None):
            raise UsageError("--savepoint is the state to replay: add --replay (a savepoint as the old side is OLD)")
        return None
    location = args.savepoint
    if location is None:
        from graph.loader import _REMOTE_SCHEMES, is_savepoint

        if str(args.old).startswith(_REMOTE_SCHEMES) or is_savepoint(str(args.old)):
            location = args.old
        else:
            raise UsageError("--replay needs --savepoint SP (OLD is not a savepoint)")
    for item in args.conf:
        if "=" not in item or not item.split("=", 1)[0].strip():
            raise UsageError(f"--conf {item!r}: expected KEY=VALUE")
    from compat.replay import require_spark

    require_spark()
    return location


def _run_replay(args, location, new, verdict, policy):
    from compat.replay import join, replay
    from compat.replay._progress import ConsoleProgress, summary

    conf = dict(item.split("=", 1) for item in args.conf)
    conf = {k.strip(): v.strip() for k, v in conf.items()}
    if args.no_progress:
        report = replay(location, new, master=args.master, conf=conf, export=args.export)
    else:
        with ConsoleProgress() as progress:
            report = replay(location, new, master=args.master, conf=conf, export=args.export, progress=progress)
    print(summary(report), file=sys.stderr)
    return join(verdict, report, policy)


def _replay(args) -> int:
    """``replay SP NEW`` = ``check SP NEW --savepoint SP --replay``."""
    args.old = args.savepoint
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
}

