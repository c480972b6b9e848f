"""Flink is the judge of a rewritten savepoint: restore it on real Flink 2.3.

    python -m tests.migrate.flink_restore identity [--only NAME,..] [--work DIR]

``identity``: every canonical fixture under tests/fixtures/savepoints is rewritten with
nothing changed (``savepoint.rewrite.identity``), the fixture's job is started from the
rewritten savepoint with the generator's harness (``restore --savepoint-after``: restore,
one checkpoint, then a canonical savepoint of the restored job), and the state entries
of that savepoint must equal the fixture's (keyed entries compared as sets: a backend
may iterate keys in another order). Prints one line per fixture; exit 1 on any failure.

Uses the generator's compiled classes (``make fixtures`` / ``generate build`` builds them)
and Flink's jars under ``.cache/flink-2.3.0/lib``; each restore is one JVM (~10 s).
"""

from __future__ import annotations

import argparse
import importlib.machinery
import importlib.util
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from flink_compat import savepoint
from flink_compat.savepoint.rewrite import identity, rewrite

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures" / "savepoints"


#: The generator's classes, compiled into a directory of our own: the shared
#: ``.cache/fixgen`` may be rebuilt by another run meanwhile (classes briefly missing).
BUILD = Path(os.environ.get("FLINK_COMPAT_MIGRATE_BUILD", Path(tempfile.gettempdir()) / "flink-compat-migrate-build"))


def generator():
    path = REPO / "tests" / "fixtures" / "generator" / "generate"
    loader = importlib.machinery.SourceFileLoader("fixgen_generate", str(path))
    spec = importlib.util.spec_from_loader("fixgen_generate", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    mod.CLASSES = BUILD / "classes"
    mod.CLASSES_V2 = BUILD / "classes-model-v2"
    mod.build()
    return mod


def state_content(directory: str) -> dict:
    """Per OperatorID: the sorted keyed entries and the operator entries, as bytes."""
    out = {}
    with savepoint.open(directory) as sp:
        for op in sp.operators:
            keyed = sorted(tuple(e) for e in op.iter_keyed_entries(split=False))
            operator = sorted((e.subtask, e.state, e.mode, e.key, e.value) for e in op.iter_operator_entries())
            if keyed or operator:
                out[op.operator_id] = (keyed, operator)
    return out


def restore(gen, spec, sp_dir: Path, after: Path, work: Path, classes=()) -> tuple[int, str]:
    name, job, backend, fmt, threshold, par, maxpar, model, params = spec
    args = ["restore", "--job", gen.JOBS + job, "--savepoint", str(sp_dir), "--savepoint-after", str(after),
            "--work", str(work)] + gen.common_args(backend, "canonical", threshold, par, maxpar, params)
    r = gen.harness(args, model=model, extra_cp=classes)
    line = next((ln for ln in r.stdout.splitlines() if ln.startswith("RESULT")), (r.stdout + r.stderr)[-800:])
    return r.returncode, line


def cmd_identity(a) -> int:
    gen = generator()
    work = Path(a.work or tempfile.mkdtemp(prefix="migrate-identity-"))
    only = set(a.only.split(",")) if a.only else None
    failures = 0
    for spec in gen.FIXTURES:
        name, fmt = spec[0], spec[3]
        if fmt != "canonical" or (only and name not in only):
            continue
        t0 = time.time()
        d = work / name
        shutil.rmtree(d, ignore_errors=True)
        d.mkdir(parents=True)
        rewritten = d / "rewritten"
        with savepoint.open(str(FIXTURES / name)) as sp:
            rewrite(sp, identity(sp), str(rewritten))
        code, line = restore(gen, spec, rewritten, d / "after", d / "work")
        ok = code == 0 and (d / "after").is_dir()
        same = ok and state_content(str(d / "after")) == state_content(str(FIXTURES / name))
        failures += not same
        print(f"{name:50s} {'OK ' if same else 'BAD'} restore: {line}  values identical: {same}  ({time.time() - t0:.0f}s)", flush=True)
        shutil.rmtree(d / "work", ignore_errors=True)
    return 1 if failures else 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.migrate.flink_restore")
    sub = p.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("identity")
    i.add_argument("--only")
    i.add_argument("--work")
    a = p.parse_args(argv)
    return {"identity": cmd_identity}[a.cmd](a)


if __name__ == "__main__":
    sys.exit(main())
