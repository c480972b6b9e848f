"""Flink is the judge of a rewritten savepoint: restore it on real Flink 2.3.

    python -m tests.migrate.flink_restore identity [--only NAME,..] [--work DIR]
    python -m tests.migrate.flink_restore scenario [NAME ...] [--work DIR]
    python -m tests.migrate.flink_restore record [NAME ...] [--work DIR]     (make migrate-record)

``identity``: every canonical fixture under tests/fixtures/savepoints is rewritten with
nothing changed (``savepoint.rewrite.identity``), the fixture's job is started from the
rewritten savepoint with the generator's harness (``restore --savepoint-after``: restore,
one checkpoint, then a canonical savepoint of the restored job), and the state entries
of that savepoint must equal the fixture's (keyed entries compared as sets: a backend
may iterate keys in another order). Prints one line per fixture; exit 1 on any failure.

``scenario``: an upgrade scenario (``SCENARIOS`` below: sources in tests/migrate/scenarios
or tests/fidelity/scenarios, which are read, not changed) end to end: v1 runs and takes a
canonical savepoint; v2 restored from it directly must fail, or restore without the
expected values (a silent loss: a renamed POJO field or state), or, for what Flink migrates
itself (TTL switched on, a POJO field or enum constant added), restore with the values
migrated by Flink (``FLINK_MIGRATES_ITSELF``); ``flink-compat migrate`` rewrites it for v2's job package (``v2/job.py``); v2
restored from the result must be RESTORED with Flink's resolver saying COMPATIBLE_AS_IS for
every serializer of every state (the harness's ``state_assignment`` report), the savepoint
v2 takes after its restore must hold exactly v1's values (widened: equal as numbers; with
a plan from ``tests/migrate/plans``: v1's values as the plan transforms them; operator list
states compared as the multisets of their elements), every keyed entry of the migrated savepoint and of v2's must sit in the key group Flink assigns its
key (re-sharding: a wrong group restores silently, so this is checked here), and
``check MIGRATED v2`` must say compatible. v2 runs with ``extraAfterRestore=0``: it reads
its restored state and takes its savepoint without new records changing the values, and
never with allowNonRestoredState. With ``--drop-unclaimed`` migrate must list what it
drops (``DROPPED``), and refuse without the flag (exit 2, one line, nothing written).
Writes ``<work>/<name>/outcome.json``. v1's run and v2's unmigrated restore judge nothing of the
checker's: they are recorded (``record``, under ``recorded/``) and run again only when their
inputs change (``RECORDED``); the restore of migrate's output runs every time.

Uses the generator's compiled classes (``make fixtures`` / ``generate build`` builds them)
and Flink's jars under ``.cache/flink-2.3.0/lib``; each restore is one JVM (~10 s).
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import io
import json
import importlib.machinery
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from typing import Optional
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


def identity_restores(gen, spec, work: Path, backend: Optional[str] = None, record: bool = False) -> tuple[bool, str]:
    """Whether fixture ``spec``, rewritten with nothing changed (a native savepoint or a
    RocksDB checkpoint: into a canonical savepoint), restores on Flink (into ``backend``,
    default the fixture's) and its next savepoint holds the fixture's entries; and
    Flink's RESULT line. Flink's judgement of the same bytes (the rewrite's, the harness's and
    the job's) is recorded (:data:`JUDGED`): then Flink does not run again."""
    name = spec[0]
    if backend is not None:
        spec = (name, spec[1], backend) + tuple(spec[3:])
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    with savepoint.open(str(FIXTURES / name)) as sp:
        rewrite(sp, identity(sp), str(work / "rewritten"))
    key = hashlib.sha256(f"{spec!r}\n{tree_sha256(work / 'rewritten')}\n{harness_sha256(gen)}".encode()).hexdigest()
    judged = {} if record or os.environ.get(RERUN_ENV) else _judged()
    if key in judged:
        return judged[key]["same"], judged[key]["line"]
    code, line = restore(gen, spec, work / "rewritten", work / "after", work / "work")
    same = code == 0 and (work / "after").is_dir() and state_content(str(work / "after")) == state_content(str(FIXTURES / name))
    shutil.rmtree(work / "work", ignore_errors=True)
    if record:
        _judge(key, {"fixture": name, "backend": spec[2], "same": same, "line": line})
    return same, line


def tree_sha256(directory: Path) -> str:
    """sha256 over every file (relative path and bytes) under ``directory``."""
    h = hashlib.sha256()
    for f in sorted(p for p in directory.rglob("*") if p.is_file()):
        h.update(f"{f.relative_to(directory).as_posix()}\n".encode() + hashlib.sha256(f.read_bytes()).digest())
    return h.hexdigest()


def harness_sha256(gen) -> str:
    """sha256 over what a harness run is made of besides its savepoint: the Flink version, the
    generator with its harness and jobs (and both POJO models)."""
    roots = (gen.GEN_DIR / "generate", gen.GEN_DIR / "log4j2.properties", gen.GEN_DIR / "src")
    h = hashlib.sha256(f"flink {gen.FLINK_VERSION}\n".encode())
    for root in roots:
        h.update(tree_sha256(root).encode() if root.is_dir() else hashlib.sha256(root.read_bytes()).digest())
    return h.hexdigest()


def _judged() -> dict:
    return json.loads(JUDGED.read_text()) if JUDGED.is_file() else {}


def _judge(key: str, judgement: dict) -> None:
    judged = _judged()
    judged[key] = judgement
    JUDGED.parent.mkdir(parents=True, exist_ok=True)
    JUDGED.write_text(json.dumps(judged, indent=1, sort_keys=True) + "\n")


def heap_state_rewrites_as_flink_does(gen, work: Path, params: dict, checkpoints: bool) -> dict:
    """KeyedAllKindsJob on the hashmap backend at parallelism 2 (``params``: e.g. TTL)
    takes a native savepoint (or, with ``checkpoints``, two retained checkpoints); its
    rewrite into a canonical savepoint must hold what Flink itself writes when it restores
    that state and takes a canonical savepoint (Flink's own heap → canonical conversion),
    and must restore into the hashmap and RocksDB backends with those values."""
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    spec = ("heap", "KeyedAllKindsJob", "hashmap", "native", 0, 2, 128, "v1", params)
    taken = work / "taken"
    r = gen.harness(["savepoint", "--job", gen.JOBS + spec[1], "--out", str(taken), "--work", str(work / "w0")]
                    + gen.common_args(*spec[2:7], params) + (["--checkpoints", "2", "--incremental", "false"] if checkpoints else []))
    if r.returncode != 0:
        raise SystemExit(f"the heap savepoint was not taken:\n{r.stdout[-1500:]}{r.stderr[-2500:]}")
    with savepoint.open(str(taken)) as sp:
        layouts = {layout for op in sp.operators for layout in op.keyed_layouts()}
        rewrite(sp, identity(sp), str(work / "rewritten"))
    ours = state_content(str(work / "rewritten"))
    # Flink restores a chk-N directory, not the job's checkpoint root
    chk = max(taken.glob("chk-*"), key=lambda p: int(p.name[4:])) if checkpoints else taken
    code, flink_line = restore(gen, spec, chk, work / "flink", work / "w1")
    out = {"layouts": sorted(layouts), "flink_restored": code == 0, "flink_line": flink_line,
           "same_as_flink": code == 0 and state_content(str(work / "flink")) == ours, "entries": sum(len(k) for k, _o in ours.values())}
    for backend in ("hashmap", "rocksdb"):
        code, line = restore(gen, (spec[0], spec[1], backend) + spec[3:], work / "rewritten", work / f"after-{backend}", work / f"w-{backend}")
        out[f"restored_{backend}"] = code == 0 and state_content(str(work / f"after-{backend}")) == ours
        out[f"line_{backend}"] = line
    return out


def cmd_identity(a, record: bool = False) -> int:
    gen = generator()
    work = Path(a.work or tempfile.mkdtemp(prefix="migrate-identity-"))
    only = set(a.only.split(",")) if getattr(a, "only", None) else None
    cases = [(spec, None) for spec in gen.FIXTURES if spec[3] == "canonical"]
    if record:  # and the native ones test_on_flink.py restores
        cases += [(next(s for s in gen.FIXTURES if s[0] == name), backend) for name, backend in NATIVE_REWRITES]
    failures = 0
    for spec, backend in cases:
        if only and spec[0] not in only:
            continue
        t0 = time.time()
        same, line = identity_restores(gen, spec, work / f"{spec[0]}-{backend or spec[2]}", backend, record=record)
        failures += not same
        print(f"{spec[0]:50s} {'OK ' if same else 'BAD'} restore: {line}  values identical: {same}  "
              f"({time.time() - t0:.0f}s)", flush=True)
    return 1 if failures else 0


#: Native savepoints and RocksDB checkpoints rewritten canonical, and the backend each is restored
#: into (None: the fixture's), by ``test_on_flink.py``.
NATIVE_REWRITES = [
    ("keyed-rocksdb-native-files-p1", None),
    ("keyed-ttl-rocksdb-native-files-p2", None),
    ("serializers-rocksdb-native-files-p1", None),
    ("builtin-ops-rocksdb-native-inline-p2", None),
    ("keyed-rocksdb-checkpoints-full-p1", None),
    ("keyed-ttl-rocksdb-checkpoints-p1", None),
    ("keyed-ttl-rocksdb-checkpoints-p2", None),
    # RocksDB's state restored into the hashmap backend, which no native savepoint allows
    ("keyed-rocksdb-native-files-p1", "hashmap"),
    ("keyed-ttl-rocksdb-checkpoints-p2", "hashmap"),
]


HERE = Path(__file__).resolve().parent
FIDELITY = REPO / "tests" / "fidelity"

PLANS = HERE / "plans"


def _renamed_field(before: dict) -> dict:
    """pojo-field-renamed: Reading.count's values under Reading.total."""
    from flink_compat.schema_registry.families.pojo import PojoValue

    return {k: PojoValue(v.pojo_class, {("total" if f == "count" else f): x for f, x in v.items()}) for k, v in before.items()}


def _renamed_state(before: dict) -> dict:
    return {(("total" if k[0] == "s" else k[0]),) + k[1:]: v for k, v in before.items()}


def _replaced_state(before: dict) -> dict:
    """state-replaced: each count of "count" as NEW's Stats in "stats" (tests/migrate/plans/state-replaced.py)."""
    from flink_compat.schema_registry.families.pojo import PojoValue

    return {(("stats",) + k[1:] if k[0] == "count" else k): (PojoValue("fidelity.Stats", {"count": v, "lastSeen": 0})
                                                             if k[0] == "count" else v) for k, v in before.items()}


def _string_keys(before: dict) -> dict:
    return {(k[0], f"k{k[1]}") + k[2:]: v for k, v in before.items()}


def _map_keys_k(before: dict) -> dict:
    """map-key-converted: the map keys of "m" become "k" + the old map key."""
    return {(k[0], k[1], k[2], f"k{k[3]}") if k[0] == "m" else k: v for k, v in before.items()}


def _dropped_key_0_times_10(before: dict) -> dict:
    return {k: v * 10 for k, v in before.items() if k[1] != 0}


def _merged_lists(before: dict) -> dict:
    return {("operator list", "buffered"): tuple(sorted(before[("operator list", "evens")] + before[("operator list", "odds")]))}


def _split_list(before: dict) -> dict:
    elements = before[("operator list", "buffered")]
    return {("operator list", "evens"): tuple(v for v in elements if v % 2 == 0),
            ("operator list", "odds"): tuple(v for v in elements if v % 2)}


def _pojo_field_added(before: dict) -> dict:
    """pojo-field-added: Reading gains ``unit``, null in every migrated value (as Flink's
    PojoSerializer reads a value written without the field)."""
    from flink_compat.schema_registry.families.pojo import PojoValue

    return {k: PojoValue(v.pojo_class, {**v, "unit": None}) for k, v in before.items()}


def _kryo_became_pojo(before: dict) -> dict:
    """kryo-class-becomes-pojo: each Kryo Reading (read with v1's fields: count, label) as the
    POJO Reading with the same fields."""
    from flink_compat.api import Types
    from flink_compat.schema_registry.codecs import codec_for
    from flink_compat.schema_registry.families.kryo import KryoValue
    from flink_compat.schema_registry.families.pojo import PojoValue

    read = codec_for(Types.GENERIC("fidelity.Reading", fields={"count": "long", "label": "java.lang.String"})).decode
    return {k: PojoValue("fidelity.Reading", read(v.data, 0)[0]) if isinstance(v, KryoValue) else v for k, v in before.items()}


def _kryo_reencoded(before: dict) -> dict:
    """kryo-flink1-to-flink2: each Reading Kryo 2 wrote on Flink 1.20 (read with its fields,
    level and count, as Kryo 2 writes them) as Flink 2.3's Kryo 5 writes it."""
    from flink_compat.api import Types
    from flink_compat.schema_registry.codecs import codec_for
    from flink_compat.schema_registry.families.kryo import KryoValue, read_kryo_tag, with_kryo_major

    layout = Types.GENERIC("fidelity.Reading", fields={"level": "double", "count": "long"})
    kryo_2, kryo_5 = codec_for(with_kryo_major(layout, 2)), codec_for(layout)

    def again(v):
        data = kryo_5.write(kryo_2.decode(v.data, 0)[0])
        reg, name, _ = read_kryo_tag(data, 0)
        return KryoValue(reg, name, data)

    return {k: again(v) if isinstance(v, KryoValue) else v for k, v in before.items()}


def _primitive_field_added(before: dict) -> dict:
    """pojo-primitive-field-added: Reading gains the primitive ``visits``, 0 in every value
    (the plan's; Flink's own migration leaves Java's default)."""
    from flink_compat.schema_registry.families.pojo import PojoValue

    return {k: PojoValue(v.pojo_class, {**v, "visits": 0}) for k, v in before.items()}


def _ttl_switched_on(before: dict) -> dict:
    """ttl-switched-on: every value of "s" wrapped with a last-access timestamp (compared
    untimed; the timestamps are checked against the rewrite's time, ``ttl_timestamps_ok``)."""
    from flink_compat.schema_registry.families.ttl import TtlValue

    return {k: TtlValue(v, None) if k[0] == "s" else v for k, v in before.items()}


def _unclaimed_dropped(before: dict) -> dict:
    """drop-unclaimed: v1's values but those of the keyed state "gone" and of the removed
    operator's list state "buffered"."""
    return {k: v for k, v in before.items() if k[0] != "gone" and k != ("operator list", "buffered")}


def _ttl_switched_off(before: dict) -> dict:
    """ttl-switched-off: every value, list element and map value without its last-access
    timestamp (as Flink's TtlAwareSerializer unwraps it)."""
    from flink_compat.schema_registry.families.ttl import TtlValue

    def unwrap(v):
        return v.value if isinstance(v, TtlValue) else tuple(map(unwrap, v)) if isinstance(v, tuple) else v  # a TtlValue is a tuple too

    return {k: unwrap(v) for k, v in before.items()}


def _bootstrapped(before: dict) -> dict:
    """keyed-states-bootstrapped: v1's values and those tests/migrate/plans/keyed-states-bootstrapped.py
    writes (Flink decodes a VoidNamespace as the decoders' VOID_NAMESPACE)."""
    from flink_compat.schema_registry.families.simple import VOID_NAMESPACE as V

    out = dict(before)
    out.update({("limit", k, V, None): 100 * k for k in range(6)})
    out.update({("tags", k, V, None): (f"t{k}", "vip") if k == 1 else (f"t{k}",) for k in range(6)})
    out.update({("limits", k, V, "daily"): 10 * k for k in range(4)})
    out[("limits", 5, V, "weekly")] = 70
    return out


def _operator_bootstrapped(before: dict) -> dict:
    """operator-bootstrapped: v1's values and those of the new operator "limits"
    (tests/migrate/plans/operator-bootstrapped.py)."""
    from flink_compat.schema_registry.families.simple import VOID_NAMESPACE as V

    out = dict(before)
    out.update({("limit", k, V, None): 1000 + k for k in range(10)})
    out.update({("quota", k, V, "daily"): k for k in range(0, 10, 3)})
    return out


def _broadcast_bootstrapped(before: dict) -> dict:
    """broadcast-state-bootstrapped: v1's values and the map "limits" in each of the two subtasks."""
    limits = tuple(sorted({"daily": 100, "weekly": 500, "monthly": 1800}.items()))
    return {**before, **{("broadcast", "limits", i): limits for i in range(2)}}


def _list_bootstrapped(before: dict) -> dict:
    """operator-list-bootstrapped: v1's values and the elements of "extra"."""
    return {**before, ("operator list", "extra"): tuple(100 + i for i in range(7))}


#: Flink's outcomes restoring v1's savepoint in v2 unmigrated (what ``unmigrated_outcome``
#: says): FAILED; RESTORED when the upgrade loses data silently (v2 restores without v1's
#: values); for upgrades Flink migrates itself, the values kept: RESTORED-MIGRATED (some
#: serializer COMPATIBLE_AFTER_MIGRATION), RESTORED-RECONFIGURED (some serializer
#: COMPATIBLE_WITH_RECONFIGURED_SERIALIZER). Migrating those must still give AS_IS: the
#: savepoint then holds NEW's serializer snapshots and values, and no restore rewrites it.
FLINK_MIGRATES_ITSELF = ("RESTORED-MIGRATED", "RESTORED-RECONFIGURED")

#: name → (scenario directory, migrate arguments, expected values of v2 from v1's (None:
#: the same), Flink's outcome restoring v1's savepoint in v2 unmigrated: see above).
SCENARIOS = {
    "int-to-long": (HERE / "scenarios" / "int-to-long", [], None, "FAILED"),
    "pojo-field-widened": (HERE / "scenarios" / "pojo-field-widened", [], None, "FAILED"),
    # map keys widened: each entry's composite key rewritten (RocksDB sorts by those bytes)
    "map-key-widened": (HERE / "scenarios" / "map-key-widened", [], None, "FAILED"),
    "map-key-widened-rocksdb": (HERE / "scenarios" / "map-key-widened-rocksdb", [], None, "FAILED"),
    "uid-renamed": (FIDELITY / "scenarios" / "uid-renamed", ["--map-uid", "stateful=stateful-renamed"], None, "FAILED"),
    "max-parallelism-changed-explicitly": (FIDELITY / "scenarios" / "max-parallelism-changed-explicitly", [], None, "FAILED"),
    # NEW's parallelism above the savepoint's max parallelism, NEW setting none: raised
    "parallelism-above-old-max-parallelism": (FIDELITY / "scenarios" / "parallelism-above-old-max-parallelism", [], None, "FAILED"),
    "parallelism-above-old-max-parallelism-operator-state": (
        FIDELITY / "scenarios" / "parallelism-above-old-max-parallelism-operator-state", [], None, "FAILED"),
    # with a plan (tests/migrate/plans)
    "pojo-field-renamed": (HERE / "scenarios" / "pojo-field-renamed", ["--plan", str(PLANS / "pojo-field-renamed.py")], _renamed_field, "RESTORED"),
    "state-renamed": (HERE / "scenarios" / "state-renamed", ["--plan", str(PLANS / "state-renamed.py")], _renamed_state, "RESTORED"),
    # a state dropped beside a new one of another type (STATE_REPLACED): Flink starts "stats" empty
    "state-replaced": (FIDELITY / "scenarios" / "state-renamed-type-changed", ["--plan", str(PLANS / "state-replaced.py")],
                       _replaced_state, "RESTORED"),
    "key-type-changed": (FIDELITY / "scenarios" / "key-type-changed", ["--plan", str(PLANS / "key-type-changed.py")], _string_keys, "FAILED"),
    "long-to-int": (FIDELITY / "scenarios" / "long-to-int", ["--plan", str(PLANS / "long-to-int.py")], _dropped_key_0_times_10, "FAILED"),
    "map-key-converted": (HERE / "scenarios" / "map-key-converted", ["--plan", str(PLANS / "map-key-converted.py")], _map_keys_k, "FAILED"),
    "list-states-merged": (HERE / "scenarios" / "list-states-merged", ["--plan", str(PLANS / "list-states-merged.py")], _merged_lists, "RESTORED"),
    "list-state-split": (HERE / "scenarios" / "list-state-split", ["--plan", str(PLANS / "list-state-split.py")], _split_list, "RESTORED"),
    # an operator removed and a keyed state no longer declared: refused without the flag
    "drop-unclaimed": (HERE / "scenarios" / "drop-unclaimed", ["--drop-unclaimed"], _unclaimed_dropped, "FAILED"),
    # what Flink would migrate itself (its outcome unmigrated keeps the values)
    "ttl-switched-on": (FIDELITY / "scenarios" / "ttl-switched-on-hashmap", [], _ttl_switched_on, "RESTORED-MIGRATED"),
    "ttl-switched-off": (HERE / "scenarios" / "ttl-switched-off", [], _ttl_switched_off, "RESTORED-MIGRATED"),
    "pojo-field-added": (FIDELITY / "scenarios" / "pojo-field-added", [], _pojo_field_added, "RESTORED-MIGRATED"),
    # a primitive field added: refused without a plan (long or Long is not known), the plan gives 0
    "pojo-primitive-field-added": (HERE / "scenarios" / "pojo-primitive-field-added",
                                   ["--plan", str(PLANS / "pojo-primitive-field-added.py")], _primitive_field_added, "RESTORED-MIGRATED"),
    "enum-constant-added": (FIDELITY / "scenarios" / "enum-constant-added", [], None, "RESTORED-RECONFIGURED"),
    # a Kryo class made a POJO: Flink refuses the state; with the job that took the savepoint
    # (--old-query: how Kryo wrote the class) migrate converts each value field by field
    # Flink 1.20 -> 2.3 with Kryo state: Flink restores and Kryo 5 misreads Kryo 2's values;
    # with the job that took the savepoint migrate re-encodes them
    "kryo-flink1-to-flink2": (HERE / "scenarios" / "kryo-flink1-to-flink2",
                              ["--old-query", str(HERE / "scenarios" / "kryo-flink1-to-flink2" / "v1")],
                              _kryo_reencoded, "RESTORED"),
    "kryo-class-becomes-pojo": (FIDELITY / "scenarios" / "kryo-class-becomes-pojo",
                                ["--old-query", str(FIDELITY / "scenarios" / "kryo-class-becomes-pojo" / "v1")],
                                _kryo_became_pojo, "FAILED"),
    "enum-nested-constant-added": (HERE / "scenarios" / "enum-nested-constant-added", [], None, "RESTORED-RECONFIGURED"),
    # new keyed states written from data (p.bootstrap): unmigrated, v2 restores them empty
    "keyed-states-bootstrapped": (HERE / "scenarios" / "keyed-states-bootstrapped",
                                  ["--plan", str(PLANS / "keyed-states-bootstrapped.py")], _bootstrapped, "RESTORED"),
    "keyed-states-bootstrapped-rocksdb": (HERE / "scenarios" / "keyed-states-bootstrapped-rocksdb",
                                          ["--plan", str(PLANS / "keyed-states-bootstrapped.py")], _bootstrapped, "RESTORED"),
    # a new keyed operator (its own parallelism and max parallelism) written from data
    "operator-bootstrapped": (HERE / "scenarios" / "operator-bootstrapped",
                              ["--plan", str(PLANS / "operator-bootstrapped.py")], _operator_bootstrapped, "RESTORED"),
    # operator state written from data: a broadcast state, an operator list state
    "broadcast-state-bootstrapped": (HERE / "scenarios" / "broadcast-state-bootstrapped",
                                     ["--plan", str(PLANS / "broadcast-state-bootstrapped.py")], _broadcast_bootstrapped, "RESTORED"),
    "operator-list-bootstrapped": (HERE / "scenarios" / "operator-list-bootstrapped",
                                   ["--plan", str(PLANS / "operator-list-bootstrapped.py")], _list_bootstrapped, "RESTORED"),
}

#: What migrate lists as dropped (operator ID left out), per scenario with --drop-unclaimed.
DROPPED = {"drop-unclaimed": ("operator buffer", "operator stateful state 'gone'")}

#: Scenarios migrate must refuse without one of their arguments (run once without it):
#: the argument, and the words the refusal must hold.
REFUSED_WITHOUT = {
    "drop-unclaimed": ("--drop-unclaimed", "--drop-unclaimed"),
    "pojo-primitive-field-added": ("--plan", "field 'visits' (Long) is added to POJO"),
    "kryo-class-becomes-pojo": ("--old-query", "the job that took it does (--old-query)"),
    "kryo-flink1-to-flink2": ("--old-query", "KRYO_STATE_ACROSS_FLINK_MAJOR"),
}


def load_spec(directory: Path) -> dict:
    """scenario.json with the fidelity suite's defaults (tests/fidelity/run.py). A side's
    ``"sources"`` names another scenario's side directory (relative to this one) whose
    job it runs, instead of its own ``v1``/``v2``."""
    from tests.fidelity.run import GEN

    spec = json.loads((directory / "scenario.json").read_text())
    for side in ("v1", "v2"):
        s = spec.setdefault(side, {})
        s.setdefault("flink", GEN.FLINK_VERSION)  # (the fidelity runner's outcome names each side's)
        s.setdefault("backend", "hashmap")
        s.setdefault("parallelism", 2)
        s.setdefault("max_parallelism", 128)
        s.setdefault("params", {})
    for side in ("v1", "v2"):
        spec[side]["dir"] = (directory / spec[side].get("sources", side)).resolve()
    spec["v2"]["params"] = {**spec["v2"]["params"], "extraAfterRestore": 0}
    spec["v2"]["allow_non_restored_state"] = False
    return spec


def side_args(s: dict) -> list[str]:
    args = ["--backend", s["backend"], "--format", "canonical", "--inline-threshold", "default",
            "--parallelism", str(s["parallelism"]), "--max-parallelism", str(s["max_parallelism"])]
    for k, v in s["params"].items():
        args += ["--param", f"{k}={v}"]
    return args


def state_values(directory) -> dict:
    """{(state, key, namespace, user key): value} of every keyed state, decoded,
    {("operator list", state): sorted elements of all subtasks} of every operator list
    state but the sources' (their reader position is not the job's state), and
    {("broadcast", state, subtask): sorted entries} of every broadcast state."""
    from flink_compat.savepoint.decode import decode_keyed, decode_operator

    out = {}
    with savepoint.open(str(directory)) as sp:
        for op in sp.operators:
            for e in decode_keyed(op):
                v = e.value
                out[(e.state, e.key, e.namespace, e.user_key)] = v if not isinstance(v, list) else tuple(v)
            lists = {}
            for e in decode_operator(op):
                if e.key is not None:
                    lists.setdefault(("broadcast", e.state, e.subtask), []).append((e.key, e.value))
                elif e.state != "SourceReaderState":
                    lists.setdefault(("operator list", e.state), []).append(e.value)
            out.update({k: tuple(sorted(v)) for k, v in lists.items()})
    return out


def key_groups_ok(directory) -> bool:
    """Every keyed entry (timers too) sits in the key group Flink assigns its key under the
    operator's max parallelism, inside its subtask's range (simple keys)."""
    from flink_compat.savepoint._keygroups import java_hash_code, key_group_of_hash
    from flink_compat.savepoint.decode import decode_keyed

    with savepoint.open(str(directory)) as sp:
        for op in sp.operators:
            for index, handle in op.keyed_handles():
                hash_code = java_hash_code(op.subtask_keyed_meta(index).key_serializer)
                for e in decode_keyed(op, subtasks=[index]):
                    key = e.key if e.key is not None else e.value.key
                    kg = key_group_of_hash(hash_code(key), op.max_parallelism)
                    if kg != e.key_group or not handle.start_key_group <= kg <= handle.end_key_group:
                        return False
    return True


def untimed(values: dict) -> dict:
    """``values`` with each TTL value's timestamp blanked (the rewrite, or Flink's own
    migration, chooses it: compared separately)."""
    from flink_compat.schema_registry.families.ttl import TtlValue

    return {k: TtlValue(v.value, None) if isinstance(v, TtlValue) else v for k, v in values.items()}


def ttl_timestamps(values: dict) -> list[int]:
    from flink_compat.schema_registry.families.ttl import TtlValue

    return [v.timestamp for v in values.values() if isinstance(v, TtlValue)]


def unmigrated_outcome(outcome: dict, values_equal: bool) -> str:
    """What v2 restored from v1's savepoint unmigrated did (the names of
    ``FLINK_MIGRATES_ITSELF``): FAILED, RESTORED (values lost), RESTORED-MIGRATED,
    RESTORED-RECONFIGURED, or RESTORED-AS-IS (nothing to migrate)."""
    if outcome["outcome"] != "RESTORED" or not values_equal:
        return outcome["outcome"]
    compatibilities = {c for s in outcome["states"] for c in s["compatibility"].values()}
    compatibilities |= {k["compatibility"] for k in outcome["key_serializers"]}
    if "COMPATIBLE_AFTER_MIGRATION" in compatibilities:
        return "RESTORED-MIGRATED"
    if "COMPATIBLE_WITH_RECONFIGURED_SERIALIZER" in compatibilities:
        return "RESTORED-RECONFIGURED"
    return "RESTORED-AS-IS"


def refused_without(sp1: Path, new: Path, out: Path, migrate_args: list[str], flag: str, words: str = ""):
    """When ``migrate_args`` has ``flag``: ``flink-compat migrate`` without it (and its
    value, for ``--plan`` and ``--old-query``), in a process of its own, must refuse as bad input does (exit 2,
    one line on stderr holding ``words``, no traceback, nothing written). None when the
    flag is not given."""
    if flag not in migrate_args:
        return None
    at = migrate_args.index(flag)
    args = migrate_args[:at] + migrate_args[at + (2 if flag in ("--plan", "--old-query") else 1):]
    r = subprocess.run([sys.executable, "-m", "flink_compat", "migrate", str(sp1), str(new), "--out", str(out), *args],
                       capture_output=True, text=True, timeout=300)
    lines = r.stderr.strip().splitlines()
    written = out.exists() or any(p.name.lstrip(".").startswith(out.name) for p in out.parent.iterdir())  # a staging dir too
    return {"flag": flag, "exit": r.returncode, "stderr": r.stderr.strip(), "stdout": r.stdout.strip(), "written": written,
            "ok": r.returncode == 2 and len(lines) == 1 and words in r.stderr and "Traceback" not in r.stderr and not written}


#: Flink's runs of a scenario, recorded: ``recorded/<name>/`` holds ``recording.json`` (the hash
#: of the inputs, the runs' reports) and their savepoints. v1 taking its savepoint and v2 restoring
#: it unmigrated judge nothing of the checker's: they run again only when those inputs changed (or
#: with ``MIGRATE_RERUN=1``). v2 restoring what migrate wrote is recorded for those very bytes
#: (their sha256): it runs again whenever migrate writes other bytes. ``record`` (``make
#: migrate-record``) writes them.
RECORDED = HERE / "recorded"
RERUN_ENV = "MIGRATE_RERUN"
#: Flink's judgement of the identity rewrites of fixtures: the sha256 of the rewritten bytes with
#: the harness and the spec → whether the restored savepoint held the fixture's entries.
JUDGED = RECORDED / "identity.json"
_UNMIGRATED = "v2-unmigrated"


def inputs_hash(gen, spec: dict, directory: Path) -> str:
    """sha256 over the Flink version, both sides' run settings and every file v1's and v2's runs
    read: the scenario's sources, the fidelity library, the generator and its harness."""
    settings = {side: {k: v for k, v in spec[side].items() if k != "dir"} for side in ("v1", "v2")}
    h = hashlib.sha256(f"flink {gen.FLINK_VERSION}\n{json.dumps(settings, sort_keys=True)}\n".encode())
    roots = (spec["v1"]["dir"], spec["v2"]["dir"], directory / "scenario.json", FIDELITY / "java",
             gen.GEN_DIR / "generate", gen.GEN_DIR / "log4j2.properties", gen.GEN_DIR / "src" / "main",
             gen.GEN_DIR / "src" / "model-v1")
    for root in roots:
        for f in [root] if root.is_file() else sorted(f for f in root.rglob("*") if f.is_file()):
            if "__pycache__" in f.parts:
                continue
            h.update(f"{f.relative_to(REPO).as_posix()}\n".encode() + hashlib.sha256(f.read_bytes()).digest())
    return h.hexdigest()


def _recording(name: str, digest: str) -> Optional[dict]:
    path = RECORDED / name / "recording.json"
    if os.environ.get(RERUN_ENV) or not path.is_file():
        return None
    recording = json.loads(path.read_text())
    return recording if recording.get("inputs_sha256") == digest else None


def _record(name: str, digest: str, d: Path, output: str) -> None:
    """Flink's three runs of scenario ``name`` (in ``d``): v1's, v2's unmigrated restore, and v2's
    restore of migrate's output (``output``: the sha256 of those bytes, with ``digest``)."""
    out = RECORDED / name
    shutil.rmtree(out, ignore_errors=True)
    out.mkdir(parents=True)
    for saved in ("v1-savepoint", f"{_UNMIGRATED}-savepoint", "v2-savepoint"):
        if (d / saved).is_dir():
            shutil.copytree(d / saved, out / saved)
    reports = {"v1_report": _kept(json.loads((d / "v1.json").read_text())),
               "unmigrated_report": _kept(json.loads((d / f"{_UNMIGRATED}.json").read_text())),
               "migrated": {"output_sha256": output, "report": _kept(json.loads((d / "v2.json").read_text()))}}
    (out / "recording.json").write_text(json.dumps({"inputs_sha256": digest, **reports}, indent=1) + "\n")


def _kept(report: dict) -> dict:
    """A harness report as recorded: without its stack trace and timings (nothing reads them)."""
    return {k: v for k, v in report.items() if k != "stack_trace" and not k.startswith("seconds")}


def run_scenario(gen, name: str, work: Path, record: bool = False) -> dict:
    from flink_compat.compat.check import check
    from flink_compat.cli import main as cli
    from flink_compat.graph.loader import load
    from tests.fidelity import run as fidelity_run
    from tests.fidelity.run import build_outcome

    directory, migrate_args, expected_of, unmigrated_expected = SCENARIOS[name]
    spec = load_spec(directory)
    d = work / name
    shutil.rmtree(d, ignore_errors=True)
    d.mkdir(parents=True)
    digest = inputs_hash(gen, spec, directory)
    recording = None if record else _recording(name, digest)
    if spec["v2"]["flink"] != gen.FLINK_VERSION:
        raise SystemExit(f"{name}: v2 runs on Flink {gen.FLINK_VERSION} here (v1 may run on another)")
    classes = {}
    for side in ("v1", "v2") if recording is None else ("v2",):
        classes[side] = BUILD / "scenarios" / name / side
        if spec[side]["flink"] == gen.FLINK_VERSION:
            gen._compile(gen._sources(FIDELITY / "java", spec[side]["dir"]), classes[side], extra_cp=[gen.CLASSES])
        else:  # v1 on another Flink (a Flink upgrade): compiled and run as the fidelity runner does
            fidelity_run._compile(gen._sources(FIDELITY / "java", spec[side]["dir"]), classes[side],
                                  extra_cp=[fidelity_run.harness_classes(spec[side]["flink"])],
                                  lib=fidelity_run.flink_lib(spec[side]["flink"]))
    job = "fidelity.Job"
    sp1 = d / "v1-savepoint"

    def restore_v2(sp_dir: Path, tag: str):
        args = ["restore", "--job", job, "--savepoint", str(sp_dir), "--report", str(d / f"{tag}.json"),
                "--savepoint-after", str(d / f"{tag}-savepoint"), "--work", str(d / f"work-{tag}")] + side_args(spec["v2"])
        r = gen.harness(args, extra_cp=[classes["v2"]])
        (d / f"{tag}.log").write_text(r.stdout + "\n--- stderr ---\n" + r.stderr)
        return json.loads((d / f"{tag}.json").read_text())

    if recording is not None:  # Flink's runs of these inputs, as recorded
        for saved in ("v1-savepoint", f"{_UNMIGRATED}-savepoint"):
            if (RECORDED / name / saved).is_dir():
                shutil.copytree(RECORDED / name / saved, d / saved)
        (d / "v1.json").write_text(json.dumps(recording["v1_report"]))
        baseline = recording["unmigrated_report"]
    else:
        v1_args = ["savepoint", "--job", job, "--out", str(sp1), "--report", str(d / "v1.json"), "--no-state-log",
                   "--work", str(d / "work-v1")] + side_args(spec["v1"])
        if spec["v1"]["flink"] == gen.FLINK_VERSION:
            r1 = gen.harness(v1_args, extra_cp=[classes["v1"]])
        else:
            r1 = fidelity_run.run_harness(v1_args, classes["v1"], flink=spec["v1"]["flink"])
        if r1.returncode != 0:
            raise SystemExit(f"{name}: v1 took no savepoint:\n{r1.stdout[-1500:]}{r1.stderr[-2500:]}")
        baseline = restore_v2(sp1, _UNMIGRATED)
    migrated = d / "migrated"
    refused = refused_without(sp1, spec["v2"]["dir"], d / "refused", migrate_args, *REFUSED_WITHOUT[name]) if name in REFUSED_WITHOUT else None
    migrate_started = int(time.time() * 1000)
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        code = cli(["migrate", str(sp1), str(spec["v2"]["dir"]), "--out", str(migrated), *migrate_args])
    migrate_ended = int(time.time() * 1000)
    sys.stdout.write(printed.getvalue())
    if code != 0:
        raise SystemExit(f"{name}: migrate exited {code}")
    # Flink's restore of migrate's output: recorded for these very bytes, or run
    output = hashlib.sha256(f"{digest}\n{tree_sha256(migrated)}".encode()).hexdigest()
    judged = (recording or {}).get("migrated") or {}
    if judged.get("output_sha256") == output and (RECORDED / name / "v2-savepoint").is_dir():
        shutil.copytree(RECORDED / name / "v2-savepoint", d / "v2-savepoint")
        v2 = judged["report"]
    else:
        v2 = restore_v2(migrated, "v2")
    v1_report = json.loads((d / "v1.json").read_text())
    outcome = build_outcome(name, spec, v1_report, v2, [(str(d), "<work>")])
    before = state_values(sp1)
    expected = untimed(before if expected_of is None else expected_of(before))
    after = state_values(d / "v2-savepoint") if (d / "v2-savepoint").is_dir() else {}
    unmigrated_after = state_values(d / f"{_UNMIGRATED}-savepoint") if (d / f"{_UNMIGRATED}-savepoint").is_dir() else {}
    # TTL switched on: the rewrite stamps each value with its own time, as Flink's
    # TtlAwareSerializer.migrateValueFromPriorSerializer stamps it with the restore's; v2
    # (not reading the state) keeps those timestamps in its savepoint
    timestamps = ttl_timestamps(state_values(migrated)) + ttl_timestamps(after)
    unmigrated_values_equal = untimed(unmigrated_after) == expected
    verdict = check(load(str(migrated)), load(str(spec["v2"]["dir"])))
    result = {
        "scenario": name,
        "migrate_args": migrate_args,
        "unmigrated_outcome": unmigrated_outcome(
            build_outcome(name, spec, v1_report, baseline, [(str(d), "<work>")]), unmigrated_values_equal),
        # a silent loss unless Flink migrates the state itself: whether v2 restored
        # unmigrated holds the expected values
        "unmigrated_values_equal": unmigrated_values_equal,
        "outcome": outcome["outcome"],
        "flink_verdict": outcome["flink_verdict"],
        "states": outcome["states"],
        "key_serializers": outcome["key_serializers"],
        "values_checked": len(expected),
        "values_equal": bool(expected) and untimed(after) == expected,
        "ttl_values": len(timestamps),
        "ttl_timestamps_ok": all(migrate_started <= t <= migrate_ended for t in timestamps),
        "key_groups_ok": key_groups_ok(migrated) and bool(after) and key_groups_ok(d / "v2-savepoint"),
        "check_after_migrate": verdict.verdict,
        # with --drop-unclaimed: what migrate listed as dropped, and the run without the flag
        "dropped": sorted(re.sub(r" \([0-9a-f]{32}\)", "", ln).removesuffix(": dropped (--drop-unclaimed)")
                          for ln in printed.getvalue().splitlines() if ln.endswith(": dropped (--drop-unclaimed)")),
        "refused_without_flag": refused,
        "allow_non_restored_state": v2["allow_non_restored_state"],  # as Flink's harness ran v2
        "v1_and_unmigrated": "recorded" if recording is not None else "run",
        "migrated_restore": "recorded" if judged.get("output_sha256") == output else "run",
    }
    result["ok"] = (
        result["unmigrated_outcome"] == unmigrated_expected
        and result["unmigrated_values_equal"] == (unmigrated_expected in FLINK_MIGRATES_ITSELF)
        and result["ttl_timestamps_ok"]
        and result["outcome"] == "RESTORED"
        and result["allow_non_restored_state"] is False
        and result["flink_verdict"] == "restored-as-is"
        and bool(result["states"])
        and all(c == "COMPATIBLE_AS_IS" for s in result["states"] for c in s["compatibility"].values())
        and all(k["compatibility"] == "COMPATIBLE_AS_IS" for k in result["key_serializers"])
        and result["values_equal"]
        and result["key_groups_ok"]
        and result["check_after_migrate"] == "compatible"
        and (refused is None or refused["ok"])
        and result["dropped"] == sorted(DROPPED.get(name, ()))
    )
    (d / "outcome.json").write_text(json.dumps(result, indent=2) + "\n")
    if record:
        _record(name, digest, d, output)
    for w in ("work-v1", "work-v2", "work-v2-unmigrated"):
        shutil.rmtree(d / w, ignore_errors=True)
    return result


def cmd_scenario(a) -> int:
    gen = generator()
    work = Path(a.work or tempfile.mkdtemp(prefix="migrate-scenarios-"))
    failures = 0
    for name in a.names or sorted(SCENARIOS):
        t0 = time.time()
        r = run_scenario(gen, name, work, record=a.cmd == "record")
        failures += not r["ok"]
        states = ", ".join(f"{s['state']}:{'/'.join(sorted(set(s['compatibility'].values())))}" for s in r["states"])
        print(f"{name:14s} {'OK ' if r['ok'] else 'BAD'} unmigrated={r['unmigrated_outcome']} migrated={r['outcome']} "
              f"({r['flink_verdict']}) states=[{states}] values_equal={r['values_equal']} ({r['values_checked']}) "
              f"key_groups_ok={r['key_groups_ok']} "
              f"check={r['check_after_migrate']} ({time.time() - t0:.0f}s) -> {work / name / 'outcome.json'}", flush=True)
    return 1 if failures else 0


def main(argv=None) -> int:
    p = argparse.ArgumentParser(prog="python -m tests.migrate.flink_restore")
    sub = p.add_subparsers(dest="cmd", required=True)
    i = sub.add_parser("identity")
    i.add_argument("--only")
    i.add_argument("--work")
    sc = sub.add_parser("scenario")
    sc.add_argument("names", nargs="*", metavar="NAME", help=f"scenarios (default: all of {sorted(SCENARIOS)})")
    sc.add_argument("--work")
    rec = sub.add_parser("record", help="run scenarios on Flink and record v1's savepoint and v2's unmigrated restore")
    rec.add_argument("names", nargs="*", metavar="NAME")
    rec.add_argument("--work")
    a = p.parse_args(argv)
    if a.cmd == "record":
        if not a.names:
            JUDGED.unlink(missing_ok=True)  # (what no test asks any more goes)
        code = cmd_identity(a, record=True) if not a.names else 0
        return cmd_scenario(a) or code
    return {"identity": cmd_identity, "scenario": cmd_scenario}[a.cmd](a)


if __name__ == "__main__":
    sys.exit(main())
