"""Native RocksDB keyed state: native savepoints and retained RocksDB checkpoints.

A RocksDB keyed state handle (``IncrementalRemoteKeyedStateHandle``, parsed in
``metadata.py``) names the files of one RocksDB instance by their local names: shared
files (SST; in checkpoints also files uploaded by an earlier checkpoint, which the
checkpoint coordinator put in place of the ``PlaceholderStreamStateHandle`` the task sent)
and private ones (``MANIFEST-*``, ``CURRENT``, ``OPTIONS-*``), plus the backend's meta data
stream (``KeyedBackendSerializationProxy``: the state meta information).

Flink restores such a handle by downloading the files into a fresh directory under their
local names and opening RocksDB there (``RocksDBIncrementalRestoreOperation``). This does
the same, read only, with ``rocksdict`` (RocksDB 9.8 reads the files FRocksDB 8.10 writes):

* the directory is a temporary one, removed afterwards (also on errors, Ctrl-C and exit);
  the handle's files are hard links to the savepoint's files (copies across file systems,
  or when the stream is inline, remote or shorter than the file). Nothing is written next
  to the savepoint or checkpoint;
* Flink's own ``OPTIONS`` file is not used (it is input, and names paths and classes);
  an ``OPTIONS`` file written here declares what Flink configures on every column family
  and reading depends on: the bytewise comparator and the ``stringappendtest`` merge
  operator with delimiter ``,`` (``RocksDBOperationUtils``/``RocksDBResourceContainer``),
  which joins the elements a ListState merged;
* a column family per state (its name is the state's name; timers:
  ``_timer_state/{event,processing}_<service>``), the ``default`` one unused;
* keys are what canonical savepoints hold: key group (1 byte, 2 when the max parallelism
  exceeds 128), key, namespace, MapState's user key; values too (TTL wrapped values,
  lists of ``,``-separated elements, MapState's is-null flag + value; timers: empty). The
  entries are split with the canonical plans (``keyed.split_entry``);
* only the key groups of the handle's range are read: after a rescaled restore a
  RocksDB instance may hold key groups of other subtasks until compaction drops them.

Entries come column family by column family (state by state), in key order (key group
first), not key group by key group as in canonical savepoints; with ``key_group_major``
they come as a canonical savepoint holds them (key group by key group, in each the states
in the order of the meta information, each in key order), which the rewrite into a
canonical savepoint needs.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from typing import Iterator, Optional

from flink_compat.schema_registry._io import FormatError

from . import _fs
from .keyed import MODE_FIXED, KeyedEntry, build_plans, key_group_prefix_bytes, split_entry
from .models import KeyedBackendMeta

#: Column family RocksDB always has; Flink stores no state in it.
DEFAULT_COLUMN_FAMILY = "default"
#: Bytes copied at once when a file cannot be linked (a remote one: one ranged read each).
_COPY_CHUNK = _fs.REMOTE_CHUNK

#: The ``OPTIONS`` file the instance is opened with: what Flink sets on every column family
#: and reading needs (``RocksDBOperationUtils.createColumnFamilyOptions``: merge operator
#: ``stringappendtest``, ``,`` its delimiter; the comparator is RocksDB's default).
_OPTIONS = """\
[Version]
  rocksdb_version=8.10.0
  options_file_version=1.1

[DBOptions]
  create_if_missing=false
  paranoid_checks=true

[CFOptions "default"]
  comparator=leveldb.BytewiseComparator
  merge_operator={id=StringAppendTESTOperator;delimiter=,;}

[TableOptions/BlockBasedTable "default"]
"""
_OPTIONS_NAME = "OPTIONS-999999"

_live_dirs: set[str] = set()


@atexit.register
def _remove_leftovers() -> None:
    """Temporary instances of iterators never closed (interrupted, or dropped at exit)."""
    for d in list(_live_dirs):
        shutil.rmtree(d, ignore_errors=True)
        _live_dirs.discard(d)


class RocksDBUnavailable(FormatError):
    """rocksdict is not installed: native RocksDB state cannot be read."""

    def __init__(self, source: str):
        super().__init__(source, None, "native RocksDB state needs rocksdict: pip install 'flink-compat[rocksdb]'")


def _rocksdict(source: str):
    try:
        import rocksdict  # noqa: PLC0415 - optional dependency, imported when native state is read
    except ImportError:
        raise RocksDBUnavailable(source) from None
    return rocksdict


def _local_name(name: str, source: str) -> str:
    """A handle's local file name, which must stay inside the instance directory."""
    if not name or "/" in name or "\\" in name or name in (".", "..") or "\0" in name:
        raise FormatError(source, None, f"RocksDB file name {name!r} in a keyed state handle is not a plain file name")
    return name


def materialize(savepoint, handle, owner: str, target: str) -> dict[str, str]:
    """Puts the files of RocksDB handle ``handle`` into directory ``target`` under their
    local names; returns {local name: where it came from}. Flink's OPTIONS file is left out."""
    origin: dict[str, str] = {}
    for part in (handle.shared, handle.private):
        for f in part:
            name = _local_name(f.local_path, savepoint.metadata_path)
            if name in origin:
                raise FormatError(savepoint.metadata_path, None, f"{owner}: RocksDB file {name!r} named twice in one handle")
            h = f.handle
            if h is None:
                raise FormatError(savepoint.metadata_path, None, f"{owner}: RocksDB file {name!r} has no state handle")
            dst = os.path.join(target, name)
            if h.kind in ("file", "relative_file"):
                path = savepoint.resolve_path(h.path, f"{owner}, RocksDB file {name}")
                origin[name] = path
                if name.startswith("OPTIONS"):
                    continue
                if _fs.is_local(path):
                    local = _fs.local_path(path)
                    size = os.stat(local).st_size
                    if size < h.size:
                        raise FormatError(path, size, f"{owner}: RocksDB file {name} has {size} bytes, the metadata says {h.size}: truncated")
                    if size == h.size:
                        try:
                            os.link(local, dst)
                            continue
                        except OSError:
                            pass  # another file system, or linking not allowed: copy
            src, start, end = savepoint.open_stream(h, f"{owner}, RocksDB file {name}")
            origin.setdefault(name, src.name)
            if name.startswith("OPTIONS"):
                continue
            with open(dst, "xb") as out:
                pos = start
                while pos < end:
                    chunk = src.read(pos, min(_COPY_CHUNK, end - pos))
                    if not chunk:
                        raise FormatError(src.name, pos, f"{owner}: RocksDB file {name} ends before its {end - start} bytes")
                    out.write(chunk)
                    pos += len(chunk)
    if "CURRENT" not in origin:
        raise FormatError(savepoint.metadata_path, None, f"{owner}: the RocksDB handle has no CURRENT file")
    with open(os.path.join(target, _OPTIONS_NAME), "x") as out:
        out.write(_OPTIONS)
    return origin


def _error(err: Exception, target: str, origin: dict[str, str], fallback: str, owner: str) -> FormatError:
    """RocksDB's message about the temporary instance, naming the savepoint's files."""
    msg = str(err).strip().splitlines()[0] if str(err).strip() else type(err).__name__
    source = fallback
    for name, path in origin.items():
        here = os.path.join(target, name)
        if here in msg:
            msg = msg.replace(here, path)
            source = path
    msg = msg.replace(target + os.sep, "").replace(target, "<instance>")
    return FormatError(source, None, f"{owner}: RocksDB cannot read the state: {msg}")


def iter_native_entries(
    savepoint,
    handle,
    meta: KeyedBackendMeta,
    max_parallelism: int,
    owner: str,
    key_groups: Optional[list[int]] = None,
    states: Optional[set] = None,
    split: bool = True,
    key_group_major: bool = False,
) -> Iterator[KeyedEntry]:
    """Entries of RocksDB handle ``handle`` (an ``IncrementalKeyedHandle``) whose state meta
    information is ``meta``: of the key groups of its range (and of ``key_groups`` when
    given), of the states named in ``states`` (all when None); state by state, or with
    ``key_group_major`` key group by key group (see above)."""
    rocksdict = _rocksdict(savepoint.metadata_path)
    prefix = key_group_prefix_bytes(max_parallelism)
    first = handle.start_key_group
    last = handle.end_key_group
    wanted = sorted({k for k in key_groups if first <= k <= last}) if key_groups is not None else list(range(first, last + 1))
    if not wanted:
        return
    runs = _runs(wanted)
    plans = {p.name: p for p in build_plans(meta, savepoint.metadata_path, split, prefix)}
    target = tempfile.mkdtemp(prefix="flink-compat-rocksdb-")
    _live_dirs.add(target)
    db = None
    try:
        origin = materialize(savepoint, handle, owner, target)
        manifest = next((origin[n] for n in origin if n.startswith("MANIFEST")), savepoint.metadata_path)
        try:
            families = rocksdict.Rdict.list_cf(target)
            _db_opts, cf_opts = rocksdict.Options.load_latest(target)
            db_opts = rocksdict.Options(raw_mode=True)
            db_opts.create_if_missing(False)
            template = cf_opts[DEFAULT_COLUMN_FAMILY]
            db = rocksdict.Rdict(
                target,
                options=db_opts,
                column_families={name: template for name in families},
                access_type=rocksdict.AccessType.read_only(),
            )
        except Exception as e:  # noqa: BLE001 - RocksDB reports every failure as one exception type
            raise _error(e, target, origin, manifest, owner) from None
        unknown = sorted(set(families) - set(plans) - {DEFAULT_COLUMN_FAMILY})
        if unknown:
            raise FormatError(manifest, None, f"{owner}: RocksDB column family {unknown[0]!r} is not a state of the keyed backend meta information")
        # (plan, column family) in the order of the meta information (a canonical
        # savepoint's state ids), of the states wanted
        scans = [(plans[st.name], db.get_column_family(st.name)) for st in meta.states
                 if st.name in families and (states is None or st.name in states)]
        # one pass per state over all runs, or one per key group and state
        if key_group_major:
            passes = [(plan, cf, [(k, k)]) for lo, hi in runs for k in range(lo, hi + 1) for plan, cf in scans]
        else:
            passes = [(plan, cf, runs) for plan, cf in scans]
        for plan, cf, its_runs in passes:
            try:
                yield from _scan(cf, plan, its_runs, prefix, plan.name, manifest, owner)
            except FormatError:
                raise
            except Exception as e:  # noqa: BLE001 - as above
                raise _error(e, target, origin, manifest, owner) from None
    finally:
        if db is not None:
            db.close()
        shutil.rmtree(target, ignore_errors=True)
        _live_dirs.discard(target)


def _runs(key_groups: list[int]) -> list[tuple[int, int]]:
    """Sorted key groups as (first, last) runs."""
    out = []
    for k in key_groups:
        if out and out[-1][1] == k - 1:
            out[-1] = (out[-1][0], k)
        else:
            out.append((k, k))
    return out


def _scan(cf, plan, runs, prefix: int, name: str, source: str, owner: str) -> Iterator[KeyedEntry]:
    def error(at, message):
        return FormatError(source, None, f"{owner}, column family {name!r}: {message}")

    # Key and namespace of constant width (not a map): sliced here, the rest by split_entry.
    fixed = plan.mode == MODE_FIXED and not plan.is_map
    kn = prefix + (plan.key_width or 0)
    ktot = kn + (plan.ns_width or 0)
    new = tuple.__new__
    for lo, hi in runs:
        start = lo.to_bytes(prefix, "big")
        for key, value in cf.items(from_key=start):
            if len(key) < prefix:
                raise error(0, f"RocksDB key of {len(key)} bytes, shorter than the {prefix}-byte key group prefix")
            kg = key[0] if prefix == 1 else (key[0] << 8) | key[1]
            if kg > hi:
                break
            if fixed and len(key) == ktot:
                yield new(KeyedEntry, (kg, name, key[prefix:kn], key[kn:], None, value))
            else:
                yield split_entry(plan, kg, key, 0, len(key), value, prefix, error)
