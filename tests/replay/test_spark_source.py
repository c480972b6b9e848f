"""The ``flink-savepoint`` Spark data source and ``flink-compat query``: every state of every
fixture savepoint (written by real Flink) read as a DataFrame, its rows compared with what
the generator recorded Flink wrote (FIXTURE.json), key filters pushed down to key groups."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from .conftest import fixture, fixture_json

#: every layout (heap and RocksDB canonical, native, rescaled, retained checkpoints), TTL, windows,
#: POJOs and the serializer families the generator writes (each Spark job costs CI time: not all 20)
FLINK_WROTE = [
    "builtin-ops-hashmap-canonical-inline-p2",
    "builtin-ops-rocksdb-native-inline-p2",
    "keyed-hashmap-canonical-files-p2",
    "keyed-rocksdb-native-rescaled-p1-to-p2",
    "keyed-ttl-rocksdb-checkpoints-p2",
    "pojo-v2-field-added-hashmap-canonical-inline-p1",
    "serializers-rocksdb-native-files-p1",
]
#: ... and operator state, SQL's RowData state and the serializers on heap, every state a view
VIEWS = ["operator-state-hashmap-canonical-files-p2", "sql-rocksdb-canonical-files-p1", "serializers-hashmap-canonical-inline-p1"]
#: columns that are not the value's
_NOT_VALUE = {"key", "namespace", "window_start", "window_end", "user_key", "ttl_timestamp", "subtask", "index"}


@pytest.fixture(scope="module")
def registered(spark):
    from flink_compat.spark import register

    register(spark)
    return spark


def _leaves(v) -> list:
    """A value's scalars in order, as JSON and as Spark give them: a POJO's fields by name
    (without ``@class``), a Row's fields (without its kind), a map's entries by key."""
    from pyspark.sql import Row

    if isinstance(v, Row):
        d = v.asDict()
        names = list(d) if all(re.fullmatch(r"f\d+", n) for n in d) else sorted(d)
        return [x for n in names for x in _leaves(d[n])]
    if isinstance(v, dict):
        if "@class" in v or set(v) == {"kind", "fields"}:
            if "fields" in v and "@class" not in v:
                return _leaves(v["fields"])
            return [x for n in sorted(k for k in v if k != "@class") for x in _leaves(v[n])]
        return [x for k in sorted(v, key=str) for x in (str(k), *_leaves(v[k]))]
    if isinstance(v, (list, tuple)):
        return [x for e in v for x in _leaves(e)]
    return [v]


def _expected(name: str) -> dict:
    """(uid, state, kind) → {(key, namespace, user key): value leaves} of what Flink wrote."""
    out = {}
    for op in fixture_json(name)["operators"]:
        if op["uid"] is None:
            continue  # the SQL fixtures' operators: their views are counted below
        for st in op.get("keyed_states", []):
            rows = {}
            for e in st["entries"]:
                ns = e["namespace"]
                if isinstance(ns, dict) and set(ns) == {"start", "end"}:  # a TimeWindow
                    ns = (ns["start"], ns["end"])
                else:
                    ns = None if ns in ("VoidNamespace", "GlobalWindow") else tuple(_leaves(ns))
                key = tuple(_leaves(e["key"]))
                if st["kind"] == "MAP":
                    for user_key, value in e["value"].items():
                        rows[(key, ns, user_key)] = _leaves(value)
                elif st["kind"] == "LIST":
                    rows[(key, ns, None)] = _elements(e["value"])
                else:
                    rows[(key, ns, None)] = _leaves(e["value"])
            out[(op["uid"], st["name"], st["kind"])] = rows
    return out


def _elements(values: list) -> list:
    """A list state's elements, in an order of their own: the generator records them in the
    order it sent them, and a window of a parallel job receives them in another."""
    return sorted(tuple(_leaves(v)) for v in values)


def _actual(df, kind: str) -> dict:
    rows = {}
    for r in df.collect():
        d = r.asDict()
        if "window_start" in d:
            ns = (d["window_start"], d["window_end"])
        else:
            ns = tuple(_leaves(d["namespace"])) if "namespace" in d else None
        if kind == "LIST":
            value = _elements(d["value"])
        else:
            value = [x for n in df.columns if n not in _NOT_VALUE for x in _leaves(d[n])]
        rows[(tuple(_leaves(d["key"])), ns, d.get("user_key"))] = value
    return rows


@pytest.mark.parametrize("name", FLINK_WROTE)
def test_every_keyed_state_reads_as_flink_wrote_it(registered, name):
    expected = _expected(name)
    if not expected:
        pytest.skip(f"{name}: FIXTURE.json records no keyed entries of an operator with a uid")
    for (uid, state, kind), rows in expected.items():
        df = registered.read.format("flink-savepoint").option("uid", uid).option("state", state).load(str(fixture(name)))
        actual = _actual(df, kind)
        if df.schema[df.columns[-1]].dataType.simpleString() == "string" and state == "kryo":
            # Kryo values are JSON text (their class is not known to Spark); the keys still match
            assert set(actual) == set(rows), (name, state)
            continue
        assert actual == rows, (name, uid, state)


@pytest.mark.parametrize("name", VIEWS)
def test_every_state_of_every_fixture_is_a_view(registered, name):
    """All states, operator and timer state too, read; rows as many as the savepoint's entries."""
    from flink_compat import savepoint
    from flink_compat.savepoint.decode import decode_keyed, decode_operator
    from flink_compat.spark import register_views

    tables = register_views(registered, str(fixture(name)))
    assert tables
    with savepoint.open(str(fixture(name))) as sp:
        for t in tables:
            op = sp.operator(t.operator_id)
            if t.scope in ("operator", "broadcast"):
                entries = sum(1 for _ in decode_operator(op, states=[t.state]))
            else:
                decoded = list(decode_keyed(op, states=[t.state]))
                entries = sum(len(e.value) if t.kind == "MAP" and e.user_key is None and isinstance(e.value, dict) else 1
                              for e in decoded)
            assert registered.table(f"`{t.view_name}`").count() == entries, (name, t.view_name)


def test_columns_are_typed_from_the_serializer_snapshots(registered):
    sp = str(fixture("serializers-hashmap-canonical-inline-p1"))

    def schema(state):
        df = registered.read.format("flink-savepoint").option("uid", "serializers").option("state", state).load(sp)
        return df.schema.simpleString()

    assert schema("int") == "struct<key:string,value:int>"
    assert schema("tuple3") == "struct<key:string,f0:int,f1:string,f2:boolean>"
    assert schema("pojo") == "struct<key:string,id:bigint,name:string,tags:array<string>>"
    assert schema("map") == "struct<key:string,value:map<string,int>>"
    assert schema("nullable-map") == "struct<key:string,user_key:string,value:bigint>"
    windows = str(fixture("builtin-ops-hashmap-canonical-inline-p2"))
    df = registered.read.format("flink-savepoint").option("uid", "window-process").option("state", "window-contents").load(windows)
    assert df.schema.simpleString() == "struct<key:string,window_start:bigint,window_end:bigint,value:array<struct<f0:string,f1:bigint>>>"
    ttl = str(fixture("keyed-ttl-rocksdb-checkpoints-p1"))
    df = registered.read.format("flink-savepoint").option("uid", "all-kinds").option("state", "sum").load(ttl)
    assert df.columns == ["key", "value", "ttl_timestamp"]
    assert all(r.ttl_timestamp > 1_600_000_000_000 for r in df.collect())


def test_a_filtered_query_leaves_the_next_query_of_the_dataframe_whole(registered):
    """Spark 4.3 keeps the reader a query planned for later queries of the same DataFrame:
    a reader that skipped key groups for ``key = 3`` would make the next count 1/128th of it."""
    sp = str(fixture("keyed-hashmap-canonical-inline-p1"))
    df = registered.read.format("flink-savepoint").option("uid", "all-kinds").option("state", "last-value").load(sp)
    assert [tuple(r) for r in df.where("key = 3").collect()] == [(3, 21)]
    assert df.count() == 6
    assert sorted(r.key for r in df.where("key IN (3, 4)").collect()) == [3, 4]
    assert df.count() == 6


def test_keyed_state_is_read_in_key_group_ranges(registered):
    from flink_compat.spark import _source_class

    sp = str(fixture("keyed-hashmap-canonical-files-p2"))
    source = _source_class()({"path": sp, "uid": "all-kinds", "state": "last-value", "keyGroupsPerPartition": "8"})
    reader = source.reader(source.schema())
    ranges = [p.value for p in reader.partitions()]
    assert len(ranges) == 128 // 8 and {r.subtask for r in ranges} == {0, 1}
    assert [(r.first, r.last) for r in ranges][:2] == [(0, 7), (8, 15)] and ranges[-1].last == 127
    rows = [row for p in reader.partitions() for row in reader.read(p)]
    assert sorted(rows) == [(k, 18 + k) for k in range(6)]


def test_unknown_operator_or_state_says_what_there_is(registered):
    from pyspark.errors import AnalysisException

    sp = str(fixture("keyed-hashmap-canonical-inline-p1"))
    with pytest.raises(AnalysisException, match="has no state 'nope' \\(it has: .*last-value"):
        registered.read.format("flink-savepoint").option("uid", "all-kinds").option("state", "nope").load(sp)
    with pytest.raises(AnalysisException, match="no operator 'nope'"):
        registered.read.format("flink-savepoint").option("uid", "nope").option("state", "x").load(sp)
    with pytest.raises(AnalysisException, match="needs uid, state"):
        registered.read.format("flink-savepoint").load(sp)


# ------------------------------------------------------------------------------ the CLI
def _query(capsys, *args) -> tuple[int, str, str]:
    from flink_compat.cli import main

    code = main(["query", *args, "--no-progress"])
    out, err = capsys.readouterr()
    return code, out, err


def test_query_prints_a_table_or_json_lines(registered, capsys):
    sp = str(fixture("keyed-hashmap-canonical-inline-p1"))
    sql = "SELECT key, count(*) AS buckets, sum(value) AS total FROM `all-kinds.count-by-bucket` GROUP BY key ORDER BY key"
    code, out, _ = _query(capsys, sp, sql)
    assert code == 0
    assert out.splitlines()[:2] == ["key  buckets  total", "0    3        4"] and out.splitlines()[-1] == "(6 rows)"
    code, out, _ = _query(capsys, sp, "SELECT * FROM `all-kinds.history` ORDER BY key LIMIT 2", "--format", "json")
    assert code == 0
    assert [json.loads(line) for line in out.splitlines()] == [
        {"key": 0, "value": ["e0", "e6", "e12", "e18"]}, {"key": 1, "value": ["e1", "e7", "e13", "e19"]}]
    code, out, err = _query(capsys, sp, "SELECT key FROM `all-kinds.last-value` ORDER BY key", "--limit", "2")
    assert code == 0 and out.splitlines()[1:] == ["0", "1", "(2 rows)"] and "first 2 rows" in err
    assert registered.sparkContext._jsc is not None  # the test session, not one the command started, is left running


def test_query_lists_the_views_without_sql(registered, capsys):
    code, out, _ = _query(capsys, str(fixture("keyed-hashmap-canonical-inline-p1")))
    assert code == 0
    assert "`all-kinds.count-by-bucket`  (keyed MAP)\n    key  bigint\n    user_key  string\n    value  bigint" in out


@pytest.mark.parametrize("sql, message", [
    ("SELEC 1", "query: [PARSE_SYNTAX_ERROR]"),
    ("SELECT nope FROM `all-kinds.history`", "query: [UNRESOLVED_COLUMN.WITH_SUGGESTION]"),
    ("SELECT * FROM `x.y`", "query: [TABLE_OR_VIEW_NOT_FOUND]"),
])
def test_a_bad_query_is_one_line_and_exit_2(registered, capsys, sql, message):
    code, out, err = _query(capsys, str(fixture("keyed-hashmap-canonical-inline-p1")), sql)
    assert code == 2 and out == ""
    assert err.startswith(f"flink-compat: error: {message}") and err.count("\n") == 1


def test_a_bad_savepoint_is_one_line_before_spark(capsys, tmp_path: Path):
    code, out, err = _query(capsys, str(tmp_path / "missing"), "SELECT 1")
    assert code == 2 and "savepoint not found" in err and err.count("\n") == 1


# ---------------------------------------------------------------- Flink's own test data
def test_every_state_of_flinks_own_savepoints_reads_or_says_why(registered):
    """The corpus (Flink 1.11-1.20 savepoints and checkpoints, heap, RocksDB, native): every
    state's rows come out of the reader Spark's tasks run, or it is refused in one line;
    a changelog checkpoint's keyed state is refused (its entries are in the log), never
    read as no rows."""
    from tests.conftest import CORPUS

    from flink_compat.schema_registry._io import FormatError
    from flink_compat.spark import StateSourceError, _source_class, state_tables

    if not CORPUS.is_dir():
        pytest.skip(f"Flink corpus not found at {CORPUS} (set FLINK_CORPUS to run this test)")
    from flink_compat import savepoint

    source = _source_class()
    read, refused = 0, []
    for metadata in sorted(CORPUS.rglob("_metadata")):
        for t in state_tables(str(metadata.parent)):
            s = source({"path": t.location, "uid": t.operator_id, "state": t.state})
            try:
                reader = s.reader(s.schema())
                rows = sum(1 for p in reader.partitions() for _ in reader.read(p))
            except (StateSourceError, FormatError) as e:
                refused.append((metadata.parent.name, str(e)))
                continue
            if t.kind != "MAP":  # (a heap map state's entry is a whole map: a row per map entry)
                with savepoint.open(t.location) as sp:
                    framed = sp.operator(t.operator_id).state_stats()[t.state].entries
                assert rows == framed, (metadata, t)
            read += 1
    print(f"\n{read} states read, {len(refused)} refused")
    assert read >= 380
    assert refused and all(name.endswith("-hashmap-checkpoint") and "changelog keyed state cannot be read" in why
                           for name, why in refused), refused


def test_a_corrupted_state_file_is_one_line_with_file_and_offset(registered, capsys, tmp_path: Path):
    import shutil

    sp = tmp_path / "sp"
    shutil.copytree(fixture("keyed-hashmap-canonical-files-p2"), sp)
    state_file = max((p for p in sp.iterdir() if p.name not in ("_metadata", "FIXTURE.json")), key=lambda p: p.stat().st_size)
    data = bytearray(state_file.read_bytes())
    data[-60:-20] = b"\xff" * 40  # the last key group's entries
    state_file.write_bytes(bytes(data))
    before = {p.name: p.read_bytes() for p in sp.iterdir()}
    code, out, err = _query(capsys, str(sp), "SELECT count(*) FROM `all-kinds._timer_state/event_user-timers`")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert err.startswith(f"flink-compat: error: the query failed: FormatError: {state_file} at offset "), err
    assert {p.name: p.read_bytes() for p in sp.iterdir()} == before  # read only


@pytest.mark.java
def test_values_only_the_job_can_read_are_read_with_its_jar(registered, capsys):
    """tests/fixtures/custom-serializers (Flink 2.3): a custom serializer as value, list element,
    map value and key, and Kryo with the job's serializer, in the heap layout (framed by the job's
    serializers too; the canonical layout's parts are read as in inspect's tests, tests/jar);
    ``--job`` reads them with Flink's serializers, as JSON text."""
    from tests.conftest import FIXTURES
    from tests.fidelity.run import GEN

    GEN.build()
    capsys.readouterr()  # (what the build said)
    here = FIXTURES / "custom-serializers"
    job = ("--job", str(here / "job.jar"), "--flink", str(GEN.CACHE), "--format", "json")
    sp = str(here / "savepoint-heap")

    def rows(sql):
        code, out, err = _query(capsys, sp, sql, *job)
        assert code == 0, err
        return [json.loads(line) for line in out.splitlines()]

    money = rows("SELECT get_json_object(key, '$.cents') AS c, value FROM `by-money.seen` ORDER BY c")
    assert money == [{"c": "0", "value": 900}, {"c": "100", "value": 1000}, {"c": "200", "value": 1100}]
    history = rows("SELECT key, transform(value, m -> get_json_object(m, '$.cents')) AS cents FROM `balances.history` "
                   "ORDER BY key")
    assert history == [{"key": k, "cents": [str(k * 100), str((k + 4) * 100), str((k + 8) * 100)]} for k in range(4)]
    points = rows("SELECT key, get_json_object(value, '$.x') AS x FROM `balances.position` ORDER BY key")
    assert points == [{"key": k, "x": str(k + 8)} for k in range(4)]
    code, _out, err = _query(capsys, sp, "SELECT * FROM `balances.balance`")
    assert code == 2 and "MoneySerializer$Snapshot" in err  # without the JAR: one line, which says why
