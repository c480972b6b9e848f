"""Table-driven rule cases: an old job, a new job, and exactly the findings expected.

Each case builds both jobs with the job-package API (in process: these are trusted test
jobs) and lists the expected findings as ``(rule, operator, state)``; ``None`` for
operator or state means the finding has none. Findings at level info are only compared
when a case lists one of them (``infos=True``).
"""

from __future__ import annotations

import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Optional

from flink_compat.schema_registry.families.kryo import KryoRegistration
from flink_compat.graph.api import (
    EventTimeSessionWindows,
    GlobalWindows,
    ListStateDescriptor,
    MapStateDescriptor,
    SlidingEventTimeWindows,
    SourceConnector,
    StateTtlConfig,
    StreamExecutionEnvironment,
    TumblingEventTimeWindows,
    TumblingProcessingTimeWindows,
    ValueStateDescriptor,
)
from flink_compat.compat.analysis import classes_of_state
from flink_compat.graph.model import FlinkNote, JobGraph, KeyHashSpec, KeySelectorSpec
from flink_compat.graph.types import Types
from flink_compat.schema_registry.families.opaque import OpaqueSnapshot


@dataclass
class Case:
    id: str
    old: Callable[[], JobGraph]
    new: Callable[[], JobGraph]
    expect: list[tuple[str, Optional[str], Optional[str]]]
    policy: dict = field(default_factory=dict)
    infos: bool = False
    verdict: Optional[str] = None


def keyed(
    state=None,
    *,
    key=Types.LONG,
    uid: Optional[str] = "op",
    p: int = 2,
    max_p: Optional[int] = None,
    op_max_p: Optional[int] = None,
    backend: Optional[str] = None,
    version: str = "2.3",
    name: str = "Stateful",
    timers=False,
    filter_first: bool = False,
    removed: bool = False,
):
    """Source → (filter) → key_by → a process function with ``state`` → print; with
    ``removed`` the process function is gone (source → print)."""

    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job", flink_version=version)
        env.set_parallelism(p)
        if max_p:
            env.set_max_parallelism(max_p)
        if backend:
            env.set_state_backend(backend)
        stream = env.from_source("Source", Types.TUPLE(Types.LONG, Types.STRING)).uid("source")
        if filter_first:
            stream = stream.filter("Filter").uid("filter")
        if removed:
            stream.print().uid("sink")
            return env.to_job_graph()
        op = stream.key_by(key).process(
            name, Types.STRING, state=list(state() if callable(state) else (state or [])), timers=timers
        )
        if uid:
            op = op.uid(uid)
        if op_max_p:
            op.set_max_parallelism(op_max_p)
        op.print().uid("sink")
        return env.to_job_graph()

    return build


def unkeyed_job() -> JobGraph:
    """:func:`keyed`'s job with its process function become a map under the same uid: no key, no state."""
    env = StreamExecutionEnvironment("job")
    env.set_parallelism(2)
    stream = env.from_source("Source", Types.TUPLE(Types.LONG, Types.STRING)).uid("source")
    stream.map("Stateful", Types.STRING).uid("op").print().uid("sink")
    return env.to_job_graph()


def kryo_with_level(*constants):
    """A Kryo class com.acme.Blob with a long and an enum com.acme.Level field of these constants."""
    return Types.GENERIC("com.acme.Blob", fields={"count": "long", "level": Types.ENUM("com.acme.Level", list(constants))})


def kryo_holding(detail_fields):
    """A Kryo class com.acme.Blob with a long and a com.acme.Detail of these fields, which Kryo
    writes field by field inside each Blob."""
    return Types.GENERIC("com.acme.Blob", fields={"count": "long",
                                                  "detail": Types.GENERIC("com.acme.Detail", fields=detail_fields)})


def kryo_holding_part(detail_fields):
    """A Kryo class com.acme.Blob whose field ``part`` is declared an abstract com.acme.Part and
    holds com.acme.Details of these fields (declared with ``held``)."""
    return Types.GENERIC("com.acme.Blob", fields={"count": "long", "part": "com.acme.Part"},
                         held=[Types.GENERIC("com.acme.Part", fields={}),
                               Types.GENERIC("com.acme.Detail", fields=detail_fields)])


def reading(count_type=None, **more):
    """POJO com.acme.Reading (id, count: both a LongSerializer) with count's Java type declared
    (``long``, ``java.lang.Long``) or not (None)."""
    return Types.POJO("com.acme.Reading", {"id": Types.LONG, "count": Types.LONG, **more},
                      java_types={"count": count_type} if count_type else None)


def value(t, name="s", ttl=None):
    return lambda: [ValueStateDescriptor(name, t, ttl=ttl)]


def kryo_blob(serializer: Optional[str] = None):
    """Kryo's Blob, written by ``serializer`` registered for it (None: Kryo's FieldSerializer)."""
    blob = Types.GENERIC("com.acme.Blob")
    if serializer is None:
        return blob
    registration = KryoRegistration(class_name="com.acme.Blob", serializer_kind="class", serializer_class=serializer)
    return blob.model_copy(update={"registrations": (registration, *blob.registrations[1:])})


def list_(t, name="s"):
    return lambda: [ListStateDescriptor(name, t)]


def map_state(k, v, name="m"):
    return lambda: [MapStateDescriptor(name, k, v)]


def operator_job(mode: str = "split", element=Types.LONG, name: str = "buffer", p: int = 1,
                 max_p: Optional[int] = None):
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        env.set_parallelism(p)
        if max_p:
            env.set_max_parallelism(max_p)
        src = env.from_source("Source", Types.LONG).uid("source").set_parallelism(1)
        d = ListStateDescriptor(name, element)
        kwargs = {"operator_state": [d]} if mode == "split" else {"union_state": [d]}
        src.map("Buffer", Types.LONG, **kwargs).uid("buffer-op").print().uid("sink")
        return env.to_job_graph()

    return build


def stateless_map_job(map_max_p: Optional[int] = None):
    """Source → a stateless map → key_by → a process function with a ValueState → print."""

    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        env.set_parallelism(2)
        env.set_max_parallelism(128)
        src = env.from_source("Source", Types.LONG).uid("source").set_parallelism(1)
        m = src.map("Passthrough", Types.LONG).uid("passthrough")
        if map_max_p:
            m.set_max_parallelism(map_max_p)
        m.key_by(Types.LONG).process("Stateful", Types.LONG, state=[ValueStateDescriptor("s", Types.LONG)]).uid(
            "op"
        ).print().uid("sink")
        return env.to_job_graph()

    return build


def narrow_map_job(where: str = "before", p: int = 2, narrow_max_p: Optional[int] = 4):
    """Source → "narrow" (a stateless map, max parallelism ``narrow_max_p``) → key_by → a process
    function with a ValueState → print, the map ``where``: "before" the key_by (a task of its
    own), "chained" behind the process function, or "alone" behind it (``disable_chaining``),
    as the fidelity scenarios parallelism-above-old-max-parallelism-chained-stateless and
    -stateless-alone have it."""

    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        env.set_parallelism(p)
        src = env.from_source("Source", Types.LONG).uid("source").set_parallelism(1)
        if where == "before":
            narrow = src.map("Narrow", Types.LONG).uid("narrow")
            if narrow_max_p:
                narrow.set_max_parallelism(narrow_max_p)
            narrow.key_by(Types.LONG).process("Stateful", Types.LONG, state=[ValueStateDescriptor("s", Types.LONG)]).uid(
                "op").print().uid("sink")
            return env.to_job_graph()
        stateful = src.key_by(Types.LONG).process("Stateful", Types.LONG,
                                                  state=[ValueStateDescriptor("s", Types.LONG)]).uid("op")
        narrow = stateful.map("Narrow", Types.LONG).uid("narrow")
        if where == "alone":
            narrow.disable_chaining()
        narrow.print().uid("sink")
        return env.to_job_graph()

    return build


def broadcast_job(value_type=Types.LONG, name: str = "rules", key_type=Types.STRING):
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        events = env.from_source("Events", Types.LONG).uid("events")
        rules = env.from_source("Rules", Types.STRING).uid("rules-source")
        b = rules.broadcast(MapStateDescriptor(name, key_type, value_type))
        events.key_by(Types.LONG).connect(b).process("Apply", Types.STRING).uid("apply").print().uid("sink")
        return env.to_job_graph()

    return build


def reduce_job(input_type):
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        src = env.from_source("Source", Types.STRING).uid("source")
        src.map("ToTuple", input_type).uid("to-tuple").key_by(Types.STRING).reduce("Count").uid("count").print().uid("sink")
        return env.to_job_graph()

    return build


def aggregation_job(how: str, field: int):
    """Source of (String, Long, Long) → key_by(f0) → ``how(field)`` (sum, min, max, min_by, max_by)."""
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        src = env.from_source("Source", Types.TUPLE(Types.STRING, Types.LONG, Types.LONG)).uid("source")
        getattr(src.key_by(Types.STRING), how)(field).uid("agg").print().uid("sink")
        return env.to_job_graph()

    return build


def source_job(connector: str | None, splits: str | None = None, checkpoint: str | None = None):
    """A source "events" of the connector ``connector`` (None: not known) whose splits and enumerator
    checkpoint have the serializers ``splits`` and ``checkpoint`` (default: ``<connector>$Split``,
    ``<connector>$Pending``)."""
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        spec = None if connector is None else SourceConnector(
            connector=connector, split_serializer=splits or f"{connector}$Split", split_version=1,
            checkpoint_serializer=checkpoint or f"{connector}$Pending", checkpoint_version=1)
        env.from_source("events", Types.LONG, connector=spec).uid("events").print().uid("sink")
        return env.to_job_graph()

    return build


def interval_join_job(lower_ms: int, upper_ms: int):
    """Two sources of Long keyed alike, interval-joined within [lower_ms, upper_ms]."""
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        left = env.from_source("Left", Types.LONG).uid("left").key_by(Types.LONG, key="i")
        right = env.from_source("Right", Types.LONG).uid("right").key_by(Types.LONG, key="i")
        left.interval_join(right).between(lower_ms, upper_ms).process("join", Types.STRING).uid("join") \
            .print().uid("sink")
        return env.to_job_graph()

    return build


def two_counters_job(uids: tuple[str, str]):
    """Source → key_by → "sum" (uid ``uids[0]``) and "count" (uid ``uids[1]``), each a ValueState<Long> "acc"."""
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        keyed_src = env.from_source("Source", Types.LONG).uid("source").key_by(Types.LONG)
        for name, uid in zip(("sum", "count"), uids):
            keyed_src.process(name, Types.LONG, state=[ValueStateDescriptor("acc", Types.LONG)]).uid(uid) \
                .print().uid(f"sink-{name}")
        return env.to_job_graph()

    return build


def window_job(kind: str, window="time"):
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        src = env.from_source("Source", Types.TUPLE(Types.STRING, Types.LONG)).uid("source")
        assigner = TumblingEventTimeWindows(60_000) if window == "time" else GlobalWindows()
        w = src.key_by(Types.STRING).window(assigner)
        op = w.reduce() if kind == "reduce" else w.process(Types.STRING)
        op.uid("window").print().uid("sink")
        return env.to_job_graph()

    return build


def assigned_window_job(assigner, trigger=None, evictor=None, count=None, lateness=None):
    """Source → key_by → a process window function over ``assigner`` (a callable: assigners are
    values) with an optional trigger and evictor description and allowed lateness (ms), or
    ``count``: ``count_window(count)``."""
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        src = env.from_source("Source", Types.TUPLE(Types.STRING, Types.LONG)).uid("source")
        keyed_stream = src.key_by(Types.STRING)
        w = keyed_stream.count_window(count) if count else keyed_stream.window(assigner())
        if trigger:
            w = w.trigger(trigger)
        if evictor:
            w = w.evictor(evictor)
        if lateness is not None:
            w = w.allowed_lateness(lateness)
        w.process(Types.STRING).uid("window").print().uid("sink")
        return env.to_job_graph()

    return build


def key_selector_job(key, key_type=Types.LONG):
    """Source of (Long, Long) → key_by(key_type, key=key) → a process function with a ValueState."""
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        src = env.from_source("Source", Types.TUPLE(Types.LONG, Types.LONG)).uid("source")
        src.key_by(key_type, key=key).process("Count", Types.STRING, state=[ValueStateDescriptor("n", Types.LONG)]) \
            .uid("count").print().uid("sink")
        return env.to_job_graph()

    return build


def with_selector(build, origin, fingerprint):
    """``build``'s graph with its keyed operators' key selector replaced by one of ``origin``
    (``python``: a PyFlink program's key function, as graph/pyflink.py makes it)."""
    def built() -> JobGraph:
        g = build()
        spec = KeySelectorSpec(origin=origin, fingerprint=fingerprint, description=f"{origin} {fingerprint}")
        ops = [op.model_copy(update={"key_selector": spec}) if op.key_selector is not None else op
               for op in g.operators]
        return g.model_copy(update={"operators": ops})

    return built


def connect_job(first: str, second: str, keys=("buyerId", "userId")):
    """Sources "clicks" and "purchases", ``first``.connect(``second``) keyed by each input's own key
    (``keys``: purchases', then clicks'), a co-process with a ValueState."""
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        streams = {"clicks": env.from_source("clicks", Types.TUPLE(Types.LONG, Types.LONG)).uid("clicks"),
                   "purchases": env.from_source("purchases", Types.TUPLE(Types.LONG, Types.LONG)).uid("purchases")}
        key = {"purchases": keys[0], "clicks": keys[1]}
        streams[first].key_by(Types.LONG, key=key[first]).connect(streams[second].key_by(Types.LONG, key=key[second])) \
            .process("join", Types.STRING, state=[ValueStateDescriptor("n", Types.LONG)]).uid("join").print().uid("sink")
        return env.to_job_graph()

    return build


def with_key_hash(build, fingerprint, key=None):
    """``build``'s graph keyed by ``key`` (a POJO of the job's), with the hashCode fingerprint a job
    JAR's load gives such a key (graph/bridge/Behaviour.java)."""
    def built() -> JobGraph:
        g = build()
        spec = KeyHashSpec(fingerprint=fingerprint, description=f"hashCode of {fingerprint}")
        ops = [op.model_copy(update={"key_hash": spec, "key_serializer": key or POJO_V1})
               if op.key_selector is not None else op
               for op in g.operators]
        return g.model_copy(update={"operators": ops})

    return built


def as_savepoint(build):
    """``build``'s job as its savepoint shows it: no key selectors, key hashes, windows, source
    connectors, aggregations, interval join bounds, timers its code sets or TTL configurations (a
    savepoint records none), and no savepoint files (nothing to read of its state)."""
    def saved() -> JobGraph:
        g = build()
        ops = [op.model_copy(update={"key_selector": None, "window": None, "key_hash": None, "source": None,
                                     "aggregation": None, "interval_join": None, "timers": None,
                                     "states": [s.model_copy(update={"ttl": None}) for s in op.states]})
               for op in g.operators]
        return g.model_copy(update={"origin": "savepoint", "operators": ops})

    return saved


def timers_read_in_part(build, why="it calls acme.Arm.arm, which has no code (its implementations are not known)"):
    """``build``'s job as the bridge reads it when the keyed process function's code could not be
    read whole (TimerUse.unread): its timers are those the code read registers."""
    def built() -> JobGraph:
        g = build()
        ops = [op.model_copy(update={"timers": op.timers.model_copy(update={"unread": why})}) if op.timers else op
               for op in g.operators]
        return g.model_copy(update={"operators": ops})

    return built


def behaviour_unread(build, why="java.lang.IllegalStateException: lambda is not serializable"):
    """``build``'s job whose operator OP's objects the bridge could not read (Behaviour.java): its
    window, key selector and timers are not known."""
    def built() -> JobGraph:
        g = build()
        ops = [op.model_copy(update={"behaviour_unread": why, "key_selector": None, "timers": None})
               if op.uid == OP else op for op in g.operators]
        return g.model_copy(update={"operators": ops})

    return built


def join_job(right_type):
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        left = env.from_source("Left", Types.TUPLE(Types.STRING, Types.LONG)).uid("left")
        right = env.from_source("Right", right_type).uid("right")
        left.join(right).where(Types.STRING).equal_to(Types.STRING).window(TumblingEventTimeWindows(1000)).apply(
            Types.STRING
        ).uid("join").print().uid("sink")
        return env.to_job_graph()

    return build


def no_uid_job(with_filter: bool):
    def build() -> JobGraph:
        env = StreamExecutionEnvironment("job")
        src = env.from_source("Source", Types.LONG)
        if with_filter:
            src = src.filter("Filter")
        src.key_by(Types.LONG).process("Stateful", Types.LONG, state=[ValueStateDescriptor("s", Types.LONG)]).print()
        return env.to_job_graph()

    return build


def duplicate_uid_job():
    env = StreamExecutionEnvironment("job")
    src = env.from_source("Source", Types.LONG).uid("source")
    src.map("A").uid("same").print().uid("sink-a")
    src.map("B").uid("same").print().uid("sink-b")
    return env.to_job_graph()


def as_jar(build, old, lacking=()):
    """``build``'s graph as a job JAR's would be: with a class path, a JAR written for the case
    that holds every class the states of ``old`` and of ``build`` name but those ``lacking``."""

    def built() -> JobGraph:
        graph = build()
        names = {c for g in (old(), graph) for op in g.operators for st in op.states for c in classes_of_state(st)}
        jar = Path(_JARS.name) / f"{abs(hash((tuple(sorted(names)), tuple(lacking))))}.jar"
        with zipfile.ZipFile(jar, "w") as z:
            for name in sorted(names - set(lacking)):
                z.writestr(name.replace(".", "/") + ".class", b"")
        return graph.model_copy(update={"origin": "jar", "class_path": (str(jar),)})

    return built


#: Where :func:`as_jar` writes its JARs (removed when the process ends).
_JARS = tempfile.TemporaryDirectory(prefix="flink-compat-rule-cases-")


POJO_V1 = Types.POJO("com.acme.Alarm", {"active": Types.BOOLEAN, "time": Types.LONG})
POJO_ADDED = Types.POJO("com.acme.Alarm", {"active": Types.BOOLEAN, "time": Types.LONG, "who": Types.STRING})
POJO_REMOVED = Types.POJO("com.acme.Alarm", {"active": Types.BOOLEAN})
POJO_RETYPED = Types.POJO("com.acme.Alarm", {"active": Types.BOOLEAN, "time": Types.INT})
POJO_RENAMED = Types.POJO("com.acme.alarms.Alarm", {"active": Types.BOOLEAN, "time": Types.LONG})
#: ``time`` renamed to ``at``: the one field removed and the one added have the same type.
POJO_FIELD_RENAMED = Types.POJO("com.acme.Alarm", {"active": Types.BOOLEAN, "at": Types.LONG})
#: ``time`` removed and ``at`` added with another type: not a rename.
POJO_FIELD_REPLACED = Types.POJO("com.acme.Alarm", {"active": Types.BOOLEAN, "at": Types.STRING})
#: ``time`` a String: a Long's values do not go into it.
ALARM_TIME_STRING = Types.POJO("com.acme.Alarm", {"active": Types.BOOLEAN, "time": Types.STRING})
BLOB_LABEL_VALUE = Types.GENERIC("com.acme.Blob", fields={"label": "java.lang.String", "value": "long"})
BLOB_LABEL_UNIT_VALUE = Types.GENERIC("com.acme.Blob", fields={"label": "java.lang.String", "unit": "java.lang.String",
                                                               "value": "long"})
BLOB_LABEL = Types.GENERIC("com.acme.Blob", fields={"label": "java.lang.String"})
ROOM_V1 = Types.POJO("com.acme.Room", {"name": Types.STRING, "alarm": POJO_V1})
ROOM_ALARM_FIELD_RENAMED = Types.POJO("com.acme.Room", {"name": Types.STRING, "alarm": POJO_FIELD_RENAMED})
ENUM_V1 = Types.ENUM("com.acme.Color", ["RED", "GREEN"])
ENUM_ADDED = Types.ENUM("com.acme.Color", ["RED", "GREEN", "BLUE"])
ENUM_REMOVED = Types.ENUM("com.acme.Color", ["RED"])
AVRO_V1 = Types.AVRO(
    {"type": "record", "name": "Reading", "namespace": "com.acme", "fields": [{"name": "t", "type": "double"}]},
    "com.acme.Reading",
)
AVRO_DEFAULTED = Types.AVRO(
    {"type": "record", "name": "Reading", "namespace": "com.acme",
     "fields": [{"name": "t", "type": "double"}, {"name": "unit", "type": "string", "default": "C"}]},
    "com.acme.Reading",
)
AVRO_NO_DEFAULT = Types.AVRO(
    {"type": "record", "name": "Reading", "namespace": "com.acme",
     "fields": [{"name": "t", "type": "double"}, {"name": "unit", "type": "string"}]},
    "com.acme.Reading",
)
#: ``t`` renamed to ``temp`` (with a default, so Avro can read old data without it).
AVRO_FIELD_RENAMED = Types.AVRO(
    {"type": "record", "name": "Reading", "namespace": "com.acme",
     "fields": [{"name": "temp", "type": "double", "default": 0.0}]},
    "com.acme.Reading",
)
#: The same rename with the old name as an alias: Avro reads the old values into ``temp``.
AVRO_FIELD_RENAMED_WITH_ALIAS = Types.AVRO(
    {"type": "record", "name": "Reading", "namespace": "com.acme",
     "fields": [{"name": "temp", "type": "double", "default": 0.0, "aliases": ["t"]}]},
    "com.acme.Reading",
)
AVRO_FIELD_REPLACED = Types.AVRO(
    {"type": "record", "name": "Reading", "namespace": "com.acme",
     "fields": [{"name": "unit", "type": "string", "default": "C"}]},
    "com.acme.Reading",
)
#: GenericRecord state (no record class): Flink migrates it by field position (verified on
#: Flink 2.3 with flink-avro; ``families.avro.positional_issues``).
_GENERIC = {"type": "record", "name": "Reading", "namespace": "com.acme"}
GENERIC_V1 = Types.AVRO({**_GENERIC, "fields": [{"name": "t", "type": "double"}, {"name": "legacy", "type": ["null", "string"]},
                                                {"name": "count", "type": "int"}]})
GENERIC_APPENDED = Types.AVRO({**_GENERIC, "fields": [{"name": "t", "type": "double"}, {"name": "legacy", "type": ["null", "string"]},
                                                      {"name": "count", "type": "int"},
                                                      {"name": "unit", "type": ["null", "string"], "default": None}]})
GENERIC_LAST_REMOVED = Types.AVRO({**_GENERIC, "fields": [{"name": "t", "type": "double"}, {"name": "legacy", "type": ["null", "string"]}]})
GENERIC_REPLACED_IN_PLACE = Types.AVRO({**_GENERIC, "fields": [{"name": "t", "type": "double"},
                                                               {"name": "country", "type": ["null", "string"], "default": None},
                                                               {"name": "count", "type": "int"}]})
GENERIC_RENAMED_IN_PLACE = Types.AVRO({**_GENERIC, "fields": [{"name": "temp", "type": "double", "default": 0.0},
                                                              {"name": "legacy", "type": ["null", "string"]}, {"name": "count", "type": "int"}]})
GENERIC_RENAMED_WITH_ALIAS = Types.AVRO({**_GENERIC, "fields": [{"name": "temp", "type": "double", "default": 0.0, "aliases": ["t"]},
                                                                {"name": "legacy", "type": ["null", "string"]}, {"name": "count", "type": "int"}]})
GENERIC_MIDDLE_REMOVED = Types.AVRO({**_GENERIC, "fields": [{"name": "t", "type": "double"}, {"name": "count", "type": "int"}]})
GENERIC_WIDENED = Types.AVRO({**_GENERIC, "fields": [{"name": "t", "type": "double"}, {"name": "legacy", "type": ["null", "string"]},
                                                     {"name": "count", "type": "long"}]})
GENERIC_DOCUMENTED = Types.AVRO({**_GENERIC, "doc": "a reading", "aliases": ["com.acme.OldReading"],
                                 "fields": [{"name": "t", "type": "double", "doc": "temperature", "aliases": ["temperature"]},
                                            {"name": "legacy", "type": ["null", "string"]}, {"name": "count", "type": "int"}]})
TTL = StateTtlConfig(3_600_000)
CUSTOM = OpaqueSnapshot(snapshot_class="com.acme.GeoSerializer$GeoSnapshot", version=1)

S, OP = "s", "op"
ALLOW_NON_RESTORED = {"allow_non_restored_state": True}

CASES = [
    Case("code-change-only", keyed(value(Types.LONG)), keyed(value(Types.LONG)), [], verdict="compatible"),
    # -- operators ----------------------------------------------------------------
    Case("stateful-operator-removed", keyed(value(Types.LONG)), keyed(removed=True),
         [("STATEFUL_OPERATOR_REMOVED", OP, None)], verdict="incompatible"),
    # With allowNonRestoredState Flink skips the state of unmatched operators and starts
    # (Checkpoints.loadAndValidateCheckpoint): the state is dropped, the restore does not fail.
    Case("stateful-operator-removed-allow-non-restored", keyed(value(Types.LONG)), keyed(removed=True),
         [("STATEFUL_OPERATOR_REMOVED", OP, None)], policy=ALLOW_NON_RESTORED, verdict="state-loss"),
    Case("uid-renamed", keyed(value(Types.LONG)), keyed(value(Types.LONG), uid="op-renamed"),
         [("UID_CHANGED", "op-renamed", None)], verdict="incompatible"),
    Case("uid-renamed-allow-non-restored", keyed(value(Types.LONG)), keyed(value(Types.LONG), uid="op-renamed"),
         [("UID_CHANGED", "op-renamed", None)], policy=ALLOW_NON_RESTORED, verdict="state-loss"),
    # Anything else that fails the restore keeps the verdict incompatible.
    Case("uid-renamed-allow-non-restored-and-max-parallelism-changed", keyed(value(Types.LONG), max_p=128),
         keyed(value(Types.LONG), uid="op-renamed", max_p=256),
         [("UID_CHANGED", "op-renamed", None), ("MAX_PARALLELISM_CHANGED", "source", None),
          ("MAX_PARALLELISM_CHANGED", "sink", None)], policy=ALLOW_NON_RESTORED, verdict="incompatible"),
    # a uid set where there was none (a SQL script deployed as a compiled plan): the uid's hash
    # replaces the generated ID the state is under
    Case("uid-added", keyed(value(Types.LONG), uid=None), keyed(value(Types.LONG)),
         [("UID_CHANGED", "op", None)], verdict="incompatible"),
    Case("no-uid-filter-inserted", no_uid_job(False), no_uid_job(True),
         [("GENERATED_ID_CHANGED", "Stateful", None), ("OPERATOR_WITHOUT_UID", "Stateful", None),
          ("GENERATED_ID_CHANGED", "Source", None), ("OPERATOR_WITHOUT_UID", "Source", None)], verdict="incompatible"),
    Case("no-uid-filter-inserted-allow-non-restored", no_uid_job(False), no_uid_job(True),
         [("GENERATED_ID_CHANGED", "Stateful", None), ("OPERATOR_WITHOUT_UID", "Stateful", None),
          ("GENERATED_ID_CHANGED", "Source", None), ("OPERATOR_WITHOUT_UID", "Source", None)],
         policy=ALLOW_NON_RESTORED, verdict="state-loss"),
    Case("no-uid-unchanged", no_uid_job(False), no_uid_job(False),
         [("OPERATOR_WITHOUT_UID", "Stateful", None), ("OPERATOR_WITHOUT_UID", "Source", None)]),
    Case("operator-added", keyed(value(Types.LONG)),
         lambda: _with_extra_operator(), [("OPERATOR_ADDED", "extra", None)], infos=True),
    Case("duplicate-uid", duplicate_uid_job, duplicate_uid_job, [("DUPLICATE_UID", "same", None)]),
    # Flink compares the max parallelism of every operator in the savepoint, stateless ones too
    # (tests/fidelity: max-parallelism-changed-explicitly, -on-stateless-operator).
    Case("max-parallelism-explicit-change", keyed(value(Types.LONG), max_p=128), keyed(value(Types.LONG), max_p=256),
         [("MAX_PARALLELISM_CHANGED", OP, None), ("MAX_PARALLELISM_CHANGED", "source", None),
          ("MAX_PARALLELISM_CHANGED", "sink", None)]),
    Case("max-parallelism-changed-on-stateless-operator", stateless_map_job(), stateless_map_job(map_max_p=256),
         [("MAX_PARALLELISM_CHANGED", "passthrough", None)], verdict="incompatible"),
    Case("max-parallelism-implicit-adopted", keyed(value(Types.LONG), p=2), keyed(value(Types.LONG), p=100), []),
    # The print sink is chained behind the operator: its job vertex has the operator's 64 too.
    Case("max-parallelism-operator-level", keyed(value(Types.LONG)), keyed(value(Types.LONG), op_max_p=64),
         [("MAX_PARALLELISM_CHANGED", OP, None), ("MAX_PARALLELISM_CHANGED", "sink", None)]),
    # Every operator of a task that restores state is checked, operator state included (the
    # source's reader state), and so is the stateless sink chained behind the keyed operator
    # (StateAssignmentOperation.checkParallelismPreconditions).
    Case("parallelism-above-old-max", keyed(value(Types.LONG), max_p=128), keyed(value(Types.LONG), p=200),
         [("MAX_PARALLELISM_BELOW_PARALLELISM", OP, None), ("MAX_PARALLELISM_BELOW_PARALLELISM", "source", None),
          ("MAX_PARALLELISM_BELOW_PARALLELISM", "sink", None)]),
    # A stateless map that ran on its own with max parallelism 4, now chained behind the keyed
    # operator (128) at parallelism 6: its savepoint entry's 4 refuses the restore (fidelity:
    # parallelism-above-old-max-parallelism-chained-stateless) ...
    Case("parallelism-above-old-max-chained-stateless", narrow_map_job("before"), narrow_map_job("chained", p=6),
         [("MAX_PARALLELISM_BELOW_PARALLELISM", "narrow", None)], verdict="incompatible"),
    # ... while in a task of its own, with no state, it is not checked (...-stateless-alone).
    Case("parallelism-above-old-max-stateless-alone", narrow_map_job("before"), narrow_map_job("alone", p=6), [],
         verdict="compatible"),
    Case("parallelism-above-old-max-operator-state", operator_job(p=2, max_p=4), operator_job(p=6),
         [("MAX_PARALLELISM_BELOW_PARALLELISM", "buffer-op", None), ("MAX_PARALLELISM_BELOW_PARALLELISM", "sink", None)],
         verdict="incompatible"),
    # The keyed process function's timers (Timer<Long, Void> → Timer<String, Void>) change with the
    # key only: Flink fails on the key serializer first, so no INTERNAL_STATE_CHANGED for them
    # (tests/fidelity: key-type-changed).
    Case("key-type-changed", keyed(value(Types.LONG)), keyed(value(Types.LONG), key=Types.STRING),
         [("KEY_TYPE_CHANGED", OP, None)]),
    # A keyed process function always has the timer service "user-timers" (Flink writes its
    # queues into every savepoint), so the evolved key also reaches the timers.
    Case("key-pojo-field-added", keyed(value(Types.LONG), key=POJO_V1), keyed(value(Types.LONG), key=POJO_ADDED),
         [("KEY_TYPE_CHANGED", OP, None), ("TIMERS_NOT_MIGRATED", OP, "_timer_state/event_user-timers"),
          ("TIMERS_NOT_MIGRATED", OP, "_timer_state/processing_user-timers")]),
    Case("flink-1-to-2", keyed(value(Types.LONG), version="1.20"), keyed(value(Types.LONG)),
         [("FLINK_MAJOR_VERSION_CHANGED", None, None)]),
    # -- state kinds ----------------------------------------------------------------
    Case("value-to-map", keyed(value(Types.LONG)), keyed(map_state(Types.STRING, Types.LONG, name=S)),
         [("STATE_KIND_CHANGED", OP, S)]),
    Case("split-to-union", operator_job("split"), operator_job("union"),
         [("STATE_DISTRIBUTION_CHANGED", "buffer-op", "buffer")]),
    Case("state-not-declared", keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", Types.LONG)]),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG)]), [("STATE_NOT_DECLARED", OP, "b")], infos=True),
    Case("state-added", keyed(lambda: [ValueStateDescriptor("a", Types.LONG)]),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", Types.LONG)]),
         [("STATE_ADDED", OP, "b")], infos=True),
    Case("state-renamed", keyed(lambda: [ValueStateDescriptor("last", Types.LONG)]),
         keyed(lambda: [ValueStateDescriptor("lastSeen", Types.LONG)]),
         [("STATE_LIKELY_RENAMED", OP, "last")], infos=True, verdict="state-loss"),
    Case("state-renamed-list", keyed(lambda: [ListStateDescriptor("seen", Types.STRING)]),
         keyed(lambda: [ListStateDescriptor("seenIds", Types.STRING)]),
         [("STATE_LIKELY_RENAMED", OP, "seen")], verdict="state-loss"),
    # a type Flink cannot read the old values with (it does not widen int to long) in its place: the
    # new state starts empty and the old values are not carried (proven: state-renamed-type-changed)
    Case("state-replaced-by-int-to-long", keyed(lambda: [ValueStateDescriptor("last", Types.INT)]),
         keyed(lambda: [ValueStateDescriptor("lastSeen", Types.LONG)]),
         [("STATE_REPLACED", OP, "last")], infos=True, verdict="state-loss"),
    Case("state-replaced-by-other-type", keyed(lambda: [ValueStateDescriptor("last", Types.LONG)]),
         keyed(lambda: [ValueStateDescriptor("label", Types.STRING)]),
         [("STATE_REPLACED", OP, "last")], infos=True, verdict="state-loss"),
    # one of its type beside: a rename (STATE_LIKELY_RENAMED), the other one is new
    Case("state-renamed-beside-another-type", keyed(lambda: [ValueStateDescriptor("last", Types.LONG)]),
         keyed(lambda: [ValueStateDescriptor("label", Types.STRING), ValueStateDescriptor("lastSeen", Types.LONG)]),
         [("STATE_LIKELY_RENAMED", OP, "last"), ("STATE_ADDED", OP, "label")], infos=True, verdict="state-loss"),
    # another kind in its place: not a rename, but the operator's whole state replaced
    Case("state-renamed-to-other-kind", keyed(lambda: [ValueStateDescriptor("last", Types.LONG)]),
         keyed(lambda: [ListStateDescriptor("lastSeen", Types.LONG)]),
         [("STATE_NOT_DECLARED", OP, "last"), ("STATE_ADDED", OP, "lastSeen"), ("OPERATOR_STATE_REPLACED", OP, None)],
         infos=True, verdict="state-loss"),
    # one state of the operator kept: the others are dropped and added one by one (infos)
    Case("state-dropped-beside-one-kept", keyed(lambda: [ValueStateDescriptor("last", Types.LONG),
                                                         ValueStateDescriptor("n", Types.LONG)]),
         keyed(lambda: [ListStateDescriptor("lastSeen", Types.LONG), ValueStateDescriptor("n", Types.LONG)]),
         [("STATE_NOT_DECLARED", OP, "last"), ("STATE_ADDED", OP, "lastSeen")], infos=True, verdict="compatible"),
    # an operator that is no longer keyed gets no keyed backend: its keyed state is discarded, not carried
    Case("operator-no-longer-keyed", keyed(value(Types.LONG), timers=True), unkeyed_job,
         [("KEYED_STATE_DISCARDED", OP, None)], verdict="compatible"),
    # Flink reads every state of a restored operator, declared or not: a class it names must be there
    Case("state-dropped-class-missing", keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", POJO_V1)]),
         as_jar(keyed(value(Types.LONG, name="a")), keyed(value(POJO_V1, name="b")), lacking=["com.acme.Alarm"]),
         [("STATE_CLASS_MISSING", OP, "b")], verdict="incompatible"),
    Case("state-dropped-kryo-class-missing",
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", Types.GENERIC("com.acme.Blob"))]),
         as_jar(keyed(value(Types.LONG, name="a")), keyed(value(Types.GENERIC("com.acme.Blob"), name="b")),
                lacking=["com.acme.Blob"]),
         [("STATE_CLASS_MISSING", OP, "b")], verdict="incompatible"),
    Case("state-dropped-class-kept", keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", POJO_V1)]),
         as_jar(keyed(value(Types.LONG, name="a")), keyed(value(POJO_V1, name="b"))),
         [("STATE_NOT_DECLARED", OP, "b")], infos=True, verdict="compatible"),
    Case("state-dropped-class-unchecked", keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", POJO_V1)]),
         keyed(value(Types.LONG, name="a")), [("STATE_CLASS_UNCHECKED", OP, "b")], verdict="compatible"),
    # another state of the new job names the class: its class path has it
    Case("state-dropped-class-still-named", keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", POJO_V1)]),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ListStateDescriptor("alarms", POJO_V1)]),
         [("STATE_NOT_DECLARED", OP, "b"), ("STATE_ADDED", OP, "alarms")], infos=True, verdict="compatible"),
    # ... and the hashmap backend reads each of its values, with the new job's classes
    Case("state-dropped-pojo-field-retyped-still-named",
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", POJO_V1)]),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ListStateDescriptor("alarms", ALARM_TIME_STRING)]),
         [("UNDECLARED_STATE_UNREADABLE", OP, "b")], verdict="incompatible"),
    Case("state-dropped-pojo-field-retyped-still-named-rocksdb",
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", POJO_V1)], backend="rocksdb"),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ListStateDescriptor("alarms", ALARM_TIME_STRING)],
               backend="rocksdb"),
         [("STATE_NOT_DECLARED", OP, "b"), ("STATE_ADDED", OP, "alarms")], infos=True, verdict="compatible"),
    # a Long where a long was: Field.set takes the boxed value as it is
    Case("state-dropped-pojo-field-boxed-still-named",
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", reading("long"))]),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ListStateDescriptor("readings", reading("java.lang.Long"))]),
         [("STATE_NOT_DECLARED", OP, "b"), ("STATE_ADDED", OP, "readings")], infos=True, verdict="compatible"),
    # a long where a Long was: Field.set unboxes, and fails on a null, which the old class allowed
    Case("state-dropped-pojo-field-unboxed-still-named",
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", reading("java.lang.Long"))]),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ListStateDescriptor("readings", reading("long"))]),
         [("UNDECLARED_STATE_UNREADABLE", OP, "b")], verdict="incompatible"),
    Case("state-dropped-kryo-field-added-still-named",
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", BLOB_LABEL_VALUE)]),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ListStateDescriptor("blobs", BLOB_LABEL_UNIT_VALUE)]),
         [("UNDECLARED_STATE_UNREADABLE", OP, "b")], verdict="incompatible"),
    # Kryo reads the fields left and never looks at the bytes of the last ones
    Case("state-dropped-kryo-last-field-removed-still-named",
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ValueStateDescriptor("b", BLOB_LABEL_VALUE)]),
         keyed(lambda: [ValueStateDescriptor("a", Types.LONG), ListStateDescriptor("blobs", BLOB_LABEL)]),
         [("STATE_NOT_DECLARED", OP, "b"), ("STATE_ADDED", OP, "blobs")], infos=True, verdict="compatible"),
    # -- serializers ------------------------------------------------------------------
    Case("long-to-int", keyed(value(Types.LONG)), keyed(value(Types.INT)), [("STATE_SERIALIZER_INCOMPATIBLE", OP, S)]),
    Case("tuple-arity", keyed(value(Types.TUPLE(Types.BOOLEAN, Types.LONG))),
         keyed(value(Types.TUPLE(Types.BOOLEAN, Types.LONG, Types.STRING))), [("STATE_SERIALIZER_INCOMPATIBLE", OP, S)]),
    Case("row-field-added", keyed(value(Types.ROW(Types.LONG))), keyed(value(Types.ROW(Types.LONG, Types.STRING))),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, S)]),
    Case("pojo-field-added", keyed(value(POJO_V1)), keyed(value(POJO_ADDED)), [("STATE_MIGRATION_REQUIRED", OP, S)],
         verdict="migration-required"),
    Case("pojo-field-removed", keyed(value(POJO_V1)), keyed(value(POJO_REMOVED)), [("STATE_MIGRATION_REQUIRED", OP, S)],
         verdict="migration-required"),
    Case("pojo-field-retyped", keyed(value(POJO_V1)), keyed(value(POJO_RETYPED)), [("STATE_SERIALIZER_INCOMPATIBLE", OP, S)]),
    # A field removed and one of the same type added: Flink migrates and drops the old values.
    Case("pojo-field-renamed", keyed(value(POJO_V1)), keyed(value(POJO_FIELD_RENAMED)),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("POJO_FIELD_LIKELY_RENAMED", OP, S)], verdict="state-loss"),
    Case("pojo-field-renamed-in-nested-pojo", keyed(value(ROOM_V1)), keyed(value(ROOM_ALARM_FIELD_RENAMED)),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("POJO_FIELD_LIKELY_RENAMED", OP, S)], verdict="state-loss"),
    Case("pojo-field-renamed-in-map-value", keyed(map_state(Types.STRING, POJO_V1)),
         keyed(map_state(Types.STRING, POJO_FIELD_RENAMED)),
         [("STATE_MIGRATION_REQUIRED", OP, "m"), ("POJO_FIELD_LIKELY_RENAMED", OP, "m")], verdict="state-loss"),
    Case("pojo-field-renamed-in-list-elements", keyed(list_(Types.TUPLE(Types.LONG, POJO_V1))),
         keyed(list_(Types.TUPLE(Types.LONG, POJO_FIELD_RENAMED))),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("POJO_FIELD_LIKELY_RENAMED", OP, S)], verdict="state-loss"),
    Case("pojo-field-replaced-by-another-type", keyed(value(POJO_V1)), keyed(value(POJO_FIELD_REPLACED)),
         [("STATE_MIGRATION_REQUIRED", OP, S)], verdict="migration-required"),
    # Keys are never migrated: the restore fails on the key serializer, nothing is dropped.
    Case("key-pojo-field-renamed", keyed(value(Types.LONG), key=POJO_V1), keyed(value(Types.LONG), key=POJO_FIELD_RENAMED),
         [("KEY_TYPE_CHANGED", OP, None), ("TIMERS_NOT_MIGRATED", OP, "_timer_state/event_user-timers"),
          ("TIMERS_NOT_MIGRATED", OP, "_timer_state/processing_user-timers")], verdict="incompatible"),
    # RocksDB does not migrate a MapState whose user keys change: the restore fails instead.
    # A class's Kryo serializer: the registrations resolve as is; RocksDB reads old bytes with the new
    # serializer (proven: kryo-registered-serializer-added-rocksdb), the heap with the old one
    Case("kryo-serializer-registered-rocksdb", keyed(value(kryo_blob()), backend="rocksdb"),
         keyed(value(kryo_blob("com.acme.BlobSerializer")), backend="rocksdb"),
         [("KRYO_SERIALIZED_STATE", "op", "s"), ("KRYO_SERIALIZER_CHANGED_ON_ROCKSDB", "op", "s")], verdict="incompatible"),
    Case("kryo-serializer-unregistered-rocksdb", keyed(value(kryo_blob("com.acme.BlobSerializer")), backend="rocksdb"),
         keyed(value(kryo_blob()), backend="rocksdb"), [("KRYO_SERIALIZED_STATE", "op", "s"), ("KRYO_SERIALIZER_CHANGED_ON_ROCKSDB", "op", "s")],
         verdict="incompatible"),
    Case("kryo-serializer-registered-hashmap", keyed(value(kryo_blob()), backend="hashmap"),
         keyed(value(kryo_blob("com.acme.BlobSerializer")), backend="hashmap"), [("KRYO_SERIALIZED_STATE", "op", "s")],
         verdict="compatible"),
    Case("map-user-key-pojo-field-renamed-rocksdb", keyed(map_state(POJO_V1, Types.LONG), backend="rocksdb"),
         keyed(map_state(POJO_FIELD_RENAMED, Types.LONG), backend="rocksdb"), [("MAP_STATE_USER_KEY_MIGRATION", OP, "m")]),
    Case("map-user-key-pojo-field-renamed-hashmap", keyed(map_state(POJO_V1, Types.LONG), backend="hashmap"),
         keyed(map_state(POJO_FIELD_RENAMED, Types.LONG), backend="hashmap"),
         [("STATE_MIGRATION_REQUIRED", OP, "m"), ("POJO_FIELD_LIKELY_RENAMED", OP, "m")], verdict="state-loss"),
    # Long -> long: one serializer; a null an old value holds there fails the restore (between
    # two jobs the values are not seen: an error; tests/compat/test_pojo_made_primitive.py reads them)
    Case("pojo-field-boxed-made-primitive", keyed(value(reading("java.lang.Long"))), keyed(value(reading("long"))),
         [("POJO_FIELD_MADE_PRIMITIVE", OP, S)], verdict="incompatible"),
    Case("pojo-field-boxed-made-primitive-in-map-key", keyed(map_state(reading("java.lang.Long"), Types.LONG)),
         keyed(map_state(reading("long"), Types.LONG)), [("POJO_FIELD_MADE_PRIMITIVE", OP, "m")], verdict="incompatible"),
    Case("pojo-field-boxed-made-primitive-in-list", keyed(list_(Types.TUPLE(Types.LONG, reading("java.lang.Long")))),
         keyed(list_(Types.TUPLE(Types.LONG, reading("long")))), [("POJO_FIELD_MADE_PRIMITIVE", OP, S)], verdict="incompatible"),
    Case("pojo-field-primitive-made-boxed", keyed(value(reading("long"))), keyed(value(reading("java.lang.Long"))), [],
         verdict="compatible"),
    Case("pojo-field-java-type-unknown-on-one-side", keyed(value(reading())), keyed(value(reading("long"))), [],
         verdict="compatible"),
    Case("pojo-field-boxed-made-primitive-and-field-added", keyed(value(reading("java.lang.Long"))),
         keyed(value(reading("long", unit=Types.STRING))),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("POJO_FIELD_MADE_PRIMITIVE", OP, S)], verdict="incompatible"),
    Case("pojo-class-renamed", keyed(value(POJO_V1)), keyed(value(POJO_RENAMED)), [("STATE_SERIALIZER_INCOMPATIBLE", OP, S)]),
    Case("list-element-changed", keyed(lambda: [ListStateDescriptor(S, Types.LONG)]),
         keyed(lambda: [ListStateDescriptor(S, Types.STRING)]), [("STATE_SERIALIZER_INCOMPATIBLE", OP, S)]),
    Case("map-value-changed", keyed(map_state(Types.STRING, Types.LONG)), keyed(map_state(Types.STRING, Types.INT)),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, "m")]),
    Case("map-value-pojo-evolves-rocksdb", keyed(map_state(Types.STRING, POJO_V1), backend="rocksdb"),
         keyed(map_state(Types.STRING, POJO_ADDED), backend="rocksdb"), [("STATE_MIGRATION_REQUIRED", OP, "m")]),
    Case("map-user-key-evolves-rocksdb", keyed(map_state(POJO_V1, Types.LONG), backend="rocksdb"),
         keyed(map_state(POJO_ADDED, Types.LONG), backend="rocksdb"), [("MAP_STATE_USER_KEY_MIGRATION", OP, "m")]),
    Case("map-user-key-evolves-hashmap", keyed(map_state(POJO_V1, Types.LONG), backend="hashmap"),
         keyed(map_state(POJO_ADDED, Types.LONG), backend="hashmap"), [("STATE_MIGRATION_REQUIRED", OP, "m")]),
    Case("enum-constant-added", keyed(value(ENUM_V1)), keyed(value(ENUM_ADDED)), [("STATE_SERIALIZER_RECONFIGURED", OP, S)],
         infos=True, verdict="compatible"),
    Case("enum-constant-removed", keyed(value(ENUM_V1)), keyed(value(ENUM_REMOVED)), [("STATE_SERIALIZER_INCOMPATIBLE", OP, S)]),
    Case("avro-field-with-default", keyed(value(AVRO_V1)), keyed(value(AVRO_DEFAULTED)), [("STATE_MIGRATION_REQUIRED", OP, S)]),
    Case("avro-field-without-default", keyed(value(AVRO_V1)), keyed(value(AVRO_NO_DEFAULT)),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, S)]),
    # Avro resolution skips the old field and gives the new one its default: the values are lost.
    Case("avro-field-renamed", keyed(value(AVRO_V1)), keyed(value(AVRO_FIELD_RENAMED)),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("AVRO_FIELD_LIKELY_RENAMED", OP, S)], verdict="state-loss"),
    Case("avro-field-renamed-with-alias", keyed(value(AVRO_V1)), keyed(value(AVRO_FIELD_RENAMED_WITH_ALIAS)),
         [("STATE_MIGRATION_REQUIRED", OP, S)], verdict="migration-required"),
    Case("avro-field-replaced-by-another-type", keyed(value(AVRO_V1)), keyed(value(AVRO_FIELD_REPLACED)),
         [("STATE_MIGRATION_REQUIRED", OP, S)], verdict="migration-required"),
    # GenericRecords: migrated by position (the old schema reads, the new one writes)
    Case("avro-generic-field-appended", keyed(value(GENERIC_V1)), keyed(value(GENERIC_APPENDED)),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("AVRO_GENERIC_MIGRATION_FAILS", OP, S)], verdict="incompatible"),
    Case("avro-generic-last-field-removed", keyed(value(GENERIC_V1)), keyed(value(GENERIC_LAST_REMOVED)),
         [("STATE_MIGRATION_REQUIRED", OP, S)], verdict="migration-required"),
    Case("avro-generic-middle-field-removed", keyed(value(GENERIC_V1)), keyed(value(GENERIC_MIDDLE_REMOVED)),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("AVRO_GENERIC_MIGRATION_FAILS", OP, S)], verdict="incompatible"),
    Case("avro-generic-field-replaced-in-place", keyed(value(GENERIC_V1)), keyed(value(GENERIC_REPLACED_IN_PLACE)),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("AVRO_GENERIC_FIELDS_SHIFTED", OP, S)], verdict="state-loss"),
    # a field of another name in place takes the old one's values (by position): right for a
    # rename, wrong for a replacement; an alias says which (and then Avro agrees)
    Case("avro-generic-field-renamed-in-place", keyed(value(GENERIC_V1)), keyed(value(GENERIC_RENAMED_IN_PLACE)),
         [("STATE_MIGRATION_REQUIRED", OP, S), ("AVRO_GENERIC_FIELDS_SHIFTED", OP, S)], verdict="state-loss"),
    Case("avro-generic-field-renamed-in-place-with-alias", keyed(value(GENERIC_V1)), keyed(value(GENERIC_RENAMED_WITH_ALIAS)),
         [("STATE_MIGRATION_REQUIRED", OP, S)], verdict="migration-required"),
    Case("avro-generic-number-widened", keyed(list_(GENERIC_V1, "l")), keyed(list_(GENERIC_WIDENED, "l")),
         [("STATE_MIGRATION_REQUIRED", OP, "l")], verdict="migration-required"),
    Case("avro-generic-list-element-field-appended", keyed(list_(GENERIC_V1, "l")), keyed(list_(GENERIC_APPENDED, "l")),
         [("STATE_MIGRATION_REQUIRED", OP, "l"), ("AVRO_GENERIC_MIGRATION_FAILS", OP, "l")], verdict="incompatible"),
    Case("avro-generic-docs-and-aliases-only", keyed(value(GENERIC_V1)), keyed(value(GENERIC_DOCUMENTED)), [], verdict="compatible"),
    Case("kryo-type-changed", keyed(value(Types.GENERIC("com.acme.Blob"))), keyed(value(Types.GENERIC("com.acme.Blob2"))),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)]),
    Case("kryo-class-field-added", keyed(value(Types.GENERIC("com.acme.Blob", fields={"a": "long"}))),
         keyed(value(Types.GENERIC("com.acme.Blob", fields={"a": "long", "b": "java.lang.String"}))),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)]),
    Case("kryo-last-field-removed", keyed(value(Types.GENERIC("com.acme.Blob", fields={"a": "long", "b": "java.lang.String"}))),
         keyed(value(Types.GENERIC("com.acme.Blob", fields={"a": "long"}))), [("KRYO_SERIALIZED_STATE", OP, S)],
         verdict="compatible"),
    Case("kryo-last-field-removed-from-list-elements",
         keyed(list_(Types.GENERIC("com.acme.Blob", fields={"a": "long", "b": "java.lang.String"}))),
         keyed(list_(Types.GENERIC("com.acme.Blob", fields={"a": "long"}))),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)]),
    Case("kryo-layout-unknown-on-the-old-side", keyed(value(Types.GENERIC("com.acme.Blob"))),
         keyed(value(Types.GENERIC("com.acme.Blob", fields={"a": "long"}))),
         [("STATE_SERIALIZER_UNKNOWN", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)], verdict="unknown"),
    Case("kryo-layout-declared-only-on-the-old-side", keyed(value(Types.GENERIC("com.acme.Blob", fields={"a": "long"}))),
         keyed(value(Types.GENERIC("com.acme.Blob"))), [("KRYO_SERIALIZED_STATE", OP, S)]),
    Case("kryo-unchanged", keyed(value(Types.GENERIC("com.acme.Blob"))), keyed(value(Types.GENERIC("com.acme.Blob"))),
         [("KRYO_SERIALIZED_STATE", OP, S)]),
    # Kryo writes an enum field by its ordinal: what the constants at the old ordinals are now
    Case("kryo-enum-constant-inserted", keyed(value(kryo_with_level("LOW", "HIGH"))),
         keyed(value(kryo_with_level("LOW", "MEDIUM", "HIGH"))),
         [("KRYO_ENUM_ORDINALS_CHANGED", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)], verdict="state-loss"),
    Case("kryo-enum-constant-appended", keyed(value(kryo_with_level("LOW", "HIGH"))),
         keyed(value(kryo_with_level("LOW", "HIGH", "CRITICAL"))), [("KRYO_SERIALIZED_STATE", OP, S)], verdict="compatible"),
    Case("kryo-enum-in-a-list-reordered", keyed(list_(kryo_with_level("LOW", "HIGH"))),
         keyed(list_(kryo_with_level("HIGH", "LOW"))),
         [("KRYO_ENUM_ORDINALS_CHANGED", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)], verdict="state-loss"),
    Case("kryo-enum-last-constant-removed", keyed(value(kryo_with_level("LOW", "HIGH"))),
         keyed(value(kryo_with_level("LOW"))),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)], verdict="incompatible"),
    # a class the Kryo class holds is written with its own fields: its layout and enums count too
    Case("kryo-nested-class-field-added", keyed(value(kryo_holding({"a": "long"}))),
         keyed(value(kryo_holding({"a": "long", "b": "long"}))),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)], verdict="incompatible"),
    # a field declared by an abstract class holds a subclass, written with the subclass's layout
    Case("kryo-held-subclass-field-added", keyed(value(kryo_holding_part({"a": "long"}))),
         keyed(value(kryo_holding_part({"a": "long", "b": "long"}))),
         [("STATE_SERIALIZER_INCOMPATIBLE", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)], verdict="incompatible"),
    Case("kryo-nested-class-unchanged", keyed(value(kryo_holding({"a": "long"}))),
         keyed(value(kryo_holding({"a": "long"}))), [("KRYO_SERIALIZED_STATE", OP, S)], verdict="compatible"),
    Case("kryo-nested-enum-constant-inserted", keyed(value(kryo_holding({"level": Types.ENUM("com.acme.Level", ["LOW", "HIGH"])}))),
         keyed(value(kryo_holding({"level": Types.ENUM("com.acme.Level", ["LOW", "MEDIUM", "HIGH"])}))),
         [("KRYO_ENUM_ORDINALS_CHANGED", OP, S), ("KRYO_SERIALIZED_STATE", OP, S)], verdict="state-loss"),
    # the nested class's layout unknown on one side (declared by its class name only): nothing to compare
    Case("kryo-nested-class-layout-unknown", keyed(value(Types.GENERIC("com.acme.Blob", fields={"count": "long", "detail": "com.acme.Detail"}))),
         keyed(value(kryo_holding({"a": "long", "b": "long"}))), [("KRYO_SERIALIZED_STATE", OP, S)], verdict="compatible"),
    # the constants of one side unknown (a field declared by its class name only): nothing to compare
    Case("kryo-enum-constants-unknown", keyed(value(Types.GENERIC("com.acme.Blob", fields={"count": "long", "level": "com.acme.Level"}))),
         keyed(value(kryo_with_level("LOW", "MEDIUM", "HIGH"))), [("KRYO_SERIALIZED_STATE", OP, S)], verdict="compatible"),
    # Flink 2.x resolves a 1.x Kryo snapshot as is and reads Kryo 2's bytes with Kryo 5
    Case("kryo-flink-1.20-to-2.3", keyed(value(Types.GENERIC("com.acme.Blob")), version="1.20"),
         keyed(value(Types.GENERIC("com.acme.Blob"))),
         [("FLINK_MAJOR_VERSION_CHANGED", None, None), ("KRYO_STATE_ACROSS_FLINK_MAJOR", OP, S),
          ("KRYO_SERIALIZED_STATE", OP, S)], verdict="state-loss"),
    Case("kryo-in-a-list-flink-1.20-to-2.3", keyed(list_(Types.GENERIC("com.acme.Blob")), version="1.20"),
         keyed(list_(Types.GENERIC("com.acme.Blob"))),
         [("FLINK_MAJOR_VERSION_CHANGED", None, None), ("KRYO_STATE_ACROSS_FLINK_MAJOR", OP, S),
          ("KRYO_SERIALIZED_STATE", OP, S)], verdict="state-loss"),
    Case("kryo-flink-1.19-to-1.20", keyed(value(Types.GENERIC("com.acme.Blob")), version="1.19"),
         keyed(value(Types.GENERIC("com.acme.Blob")), version="1.20"), [("KRYO_SERIALIZED_STATE", OP, S)],
         verdict="compatible"),
    Case("pojo-flink-1.20-to-2.3", keyed(value(Types.LONG), version="1.20"), keyed(value(Types.LONG)),
         [("FLINK_MAJOR_VERSION_CHANGED", None, None)], verdict="compatible"),
    Case("unknown-serializer", keyed(value(CUSTOM)), keyed(value(CUSTOM)), [("STATE_SERIALIZER_UNKNOWN", OP, S)],
         verdict="unknown"),
    # a custom key serializer: unknown (its timers' too), not a key type that changed (the same class)
    Case("unknown-key-serializer", keyed(value(Types.LONG), key=CUSTOM), keyed(value(Types.LONG), key=CUSTOM),
         [("KEY_SERIALIZER_UNKNOWN", OP, None), ("STATE_SERIALIZER_UNKNOWN", OP, "_timer_state/event_user-timers"),
          ("STATE_SERIALIZER_UNKNOWN", OP, "_timer_state/processing_user-timers")], verdict="unknown"),
    Case("ttl-on-flink-2.3", keyed(value(Types.LONG)), keyed(value(Types.LONG, ttl=TTL)), [("STATE_MIGRATION_REQUIRED", OP, S)]),
    Case("ttl-on-flink-1.20", keyed(value(Types.LONG), version="1.20"), keyed(value(Types.LONG, ttl=TTL), version="1.20"),
         [("STATE_TTL_CHANGED", OP, S)]),
    Case("ttl-off-flink-2.1-hashmap", keyed(value(Types.LONG, ttl=TTL), version="2.1", backend="hashmap"),
         keyed(value(Types.LONG), version="2.1", backend="hashmap"), [("STATE_TTL_CHANGED", OP, S)]),
    Case("ttl-off-flink-2.1-rocksdb", keyed(value(Types.LONG, ttl=TTL), version="2.1", backend="rocksdb"),
         keyed(value(Types.LONG), version="2.1", backend="rocksdb"), [("STATE_MIGRATION_REQUIRED", OP, S)]),
    # a savepoint keeps each value's last access, not the TTL: the new one decides what expired
    Case("ttl-shortened", keyed(value(Types.LONG, ttl=StateTtlConfig(7 * 86_400_000))), keyed(value(Types.LONG, ttl=TTL)),
         [("STATE_TTL_SHORTENED", OP, S)], verdict="compatible"),
    Case("ttl-lengthened", keyed(value(Types.LONG, ttl=TTL)), keyed(value(Types.LONG, ttl=StateTtlConfig(7 * 86_400_000))),
         [], verdict="compatible"),
    Case("ttl-kept", keyed(value(Types.LONG, ttl=TTL)), keyed(value(Types.LONG, ttl=TTL)), [], verdict="compatible"),
    # a savepoint alone does not say the old TTL (only that TTL is on): nothing to compare
    Case("ttl-against-a-savepoint", as_savepoint(keyed(value(Types.LONG, ttl=StateTtlConfig(7 * 86_400_000)))),
         keyed(value(Types.LONG, ttl=TTL)), [], verdict="compatible"),
    Case("timers-key-evolves-rocksdb", keyed(None, key=POJO_V1, timers=True, backend="rocksdb"),
         keyed(None, key=POJO_ADDED, timers=True, backend="rocksdb"),
         [("KEY_TYPE_CHANGED", OP, None), ("TIMERS_NOT_MIGRATED", OP, "_timer_state/event_user-timers"),
          ("TIMERS_NOT_MIGRATED", OP, "_timer_state/processing_user-timers")]),
    # the heap backend reads timers into objects with the old serializer and writes them with the
    # new one: migrated, not lost (the key itself still cannot change: Flink migrates no key serializer)
    Case("timers-key-evolves-hashmap", keyed(None, key=POJO_V1, timers=True, backend="hashmap"),
         keyed(None, key=POJO_ADDED, timers=True, backend="hashmap"),
         [("KEY_TYPE_CHANGED", OP, None), ("STATE_MIGRATION_REQUIRED", OP, "_timer_state/event_user-timers"),
          ("STATE_MIGRATION_REQUIRED", OP, "_timer_state/processing_user-timers")]),
    Case("timers-kept", keyed(None, timers=True), keyed(None, timers=True), []),
    # a named Row's fields of one type swap: Flink reads by position (proven: row-named-fields-reordered)
    Case("row-named-fields-reordered", keyed(value(Types.ROW_NAMED(["total", "count"], Types.LONG, Types.LONG))),
         keyed(value(Types.ROW_NAMED(["count", "total"], Types.LONG, Types.LONG))),
         [("ROW_FIELDS_REORDERED", OP, S)], verdict="state-loss"),
    # a savepoint's Row has no names: fields of one type are a warning (ROW_FIELDS_UNCHECKED), others not
    Case("row-named-fields-against-a-savepoint", as_savepoint(keyed(value(Types.ROW(Types.LONG, Types.LONG)))),
         keyed(value(Types.ROW_NAMED(["count", "total"], Types.LONG, Types.LONG))),
         [("ROW_FIELDS_UNCHECKED", OP, S)], verdict="compatible"),
    Case("row-named-fields-of-other-types-against-a-savepoint",
         as_savepoint(keyed(value(Types.ROW(Types.LONG, Types.STRING)))),
         keyed(value(Types.ROW_NAMED(["count", "name"], Types.LONG, Types.STRING))), [], verdict="compatible"),
    Case("row-named-field-renamed", keyed(value(Types.ROW_NAMED(["total", "count"], Types.LONG, Types.LONG))),
         keyed(value(Types.ROW_NAMED(["sum", "count"], Types.LONG, Types.LONG))), [], verdict="compatible"),
    Case("row-unnamed", keyed(value(Types.ROW(Types.LONG, Types.LONG))),
         keyed(value(Types.ROW_NAMED(["count", "total"], Types.LONG, Types.LONG))), [], verdict="compatible"),
    # restored timers fire the new onTimer whatever it sets (proven: timers-registration-removed,
    # timers-event-to-processing-time)
    Case("timers-no-longer-set", keyed(value(Types.LONG), timers="event"), keyed(value(Types.LONG), timers=()),
         [("TIMERS_NO_LONGER_SET", OP, None)], verdict="state-loss"),
    Case("timers-event-to-processing-time", keyed(value(Types.LONG), timers="event"),
         keyed(value(Types.LONG), timers="processing"), [("TIMERS_NO_LONGER_SET", OP, None)], verdict="state-loss"),
    Case("timers-domain-added", keyed(value(Types.LONG), timers="event"),
         keyed(value(Types.LONG), timers=("event", "processing")), [], verdict="compatible"),
    Case("timers-domains-not-said", keyed(value(Types.LONG), timers="event"), keyed(value(Types.LONG), timers=True),
         [], verdict="compatible"),
    # code the bridge could not read whole (a call through an interface nothing held implements):
    # a domain it does not show is not known to be set, nor unset
    Case("timers-new-read-in-part", keyed(value(Types.LONG), timers="event"),
         timers_read_in_part(keyed(value(Types.LONG), timers=())), [("TIMERS_UNCHECKED", OP, None)],
         verdict="compatible"),
    Case("timers-new-read-in-part-sets-the-domain", keyed(value(Types.LONG), timers="event"),
         timers_read_in_part(keyed(value(Types.LONG), timers="event")), [], verdict="compatible"),
    Case("timers-old-read-in-part", timers_read_in_part(keyed(value(Types.LONG), timers="processing")),
         keyed(value(Types.LONG), timers="processing"), [("TIMERS_UNCHECKED", OP, None)], verdict="compatible"),
    Case("timers-old-read-in-part-new-sets-both", timers_read_in_part(keyed(value(Types.LONG), timers=())),
         keyed(value(Types.LONG), timers=("event", "processing")), [], verdict="compatible"),
    Case("behaviour-unread-new", keyed(value(Types.LONG), timers="event"),
         behaviour_unread(keyed(value(Types.LONG), timers="event")), [("OPERATOR_BEHAVIOUR_UNCHECKED", OP, None)],
         verdict="compatible"),
    Case("behaviour-unread-old", behaviour_unread(keyed(value(Types.LONG))), keyed(value(Types.LONG)),
         [("OPERATOR_BEHAVIOUR_UNCHECKED", OP, None)], verdict="compatible"),
    Case("timers-old-read-in-part-sets-what-new-no-longer-does",
         timers_read_in_part(keyed(value(Types.LONG), timers="event")), keyed(value(Types.LONG), timers=("processing",)),
         [("TIMERS_NO_LONGER_SET", OP, None)], verdict="state-loss"),
    # -- built-in operators ------------------------------------------------------------
    Case("reduce-input-grows", reduce_job(Types.TUPLE(Types.STRING, Types.INT)),
         reduce_job(Types.TUPLE(Types.STRING, Types.LONG, Types.INT)), [("INTERNAL_STATE_CHANGED", "count", "_op_state")]),
    Case("window-reduce-to-process", window_job("reduce"), window_job("process"),
         [("STATE_KIND_CHANGED", "window", "window-contents")]),
    Case("window-time-to-global", window_job("process", "time"), window_job("process", "global"),
         [("WINDOW_CHANGED", "window", None), ("NAMESPACE_SERIALIZER_CHANGED", "window", "window-contents"),
          ("INTERNAL_STATE_CHANGED", "window", "_timer_state/event_window-timers"),
          ("INTERNAL_STATE_CHANGED", "window", "_timer_state/processing_window-timers")]),
    # -- what a window does, beyond its state's types ---------------------------------------
    Case("window-size-changed", assigned_window_job(lambda: TumblingEventTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(20_000)), [("WINDOW_CHANGED", "window", None)],
         verdict="state-loss"),
    Case("window-offset-changed", assigned_window_job(lambda: TumblingEventTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000, offset_ms=2_000)),
         [("WINDOW_CHANGED", "window", None)], verdict="state-loss"),
    Case("window-event-to-processing-time", assigned_window_job(lambda: TumblingEventTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingProcessingTimeWindows(10_000)), [("WINDOW_CHANGED", "window", None)],
         verdict="state-loss"),
    # The sessions' merging-window-set is no longer registered: Flink ignores it (an info finding).
    Case("window-session-to-tumbling", assigned_window_job(lambda: EventTimeSessionWindows(5_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000)), [("WINDOW_CHANGED", "window", None)],
         verdict="state-loss"),
    Case("window-count-trigger-changed", assigned_window_job(None, count=3), assigned_window_job(None, count=5),
         [("WINDOW_CHANGED", "window", None)], verdict="state-loss"),
    Case("window-trigger-set", assigned_window_job(lambda: TumblingEventTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000), trigger="CountTrigger(maxCount=3)"),
         [("WINDOW_CHANGED", "window", None)], verdict="state-loss"),
    Case("window-unchanged", assigned_window_job(lambda: TumblingEventTimeWindows(10_000), trigger="CountTrigger(maxCount=3)"),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000), trigger="CountTrigger(maxCount=3)"), [],
         verdict="compatible"),
    # A savepoint records no window; with its state not read (a graph of it alone) nothing of the
    # window is checked: a warning, until --old-query says it (tests/compat/test_window_evidence.py
    # reads a savepoint's windows)
    Case("window-against-a-savepoint-not-read", as_savepoint(assigned_window_job(lambda: TumblingEventTimeWindows(10_000))),
         assigned_window_job(lambda: SlidingEventTimeWindows(10_000, 5_000)), [("WINDOW_UNCHECKED", "window", None)],
         verdict="compatible"),
    # PurgingTrigger(EventTimeTrigger) without lateness purges at the cleanup of the same timer
    # (proven: window-trigger-made-purging); with lateness the window is purged at its first firing
    Case("window-trigger-made-purging", assigned_window_job(lambda: TumblingEventTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000),
                             trigger="PurgingTrigger(nestedTrigger=EventTimeTrigger)"), [], verdict="compatible"),
    Case("window-trigger-made-purging-with-lateness",
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000), lateness=5_000),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000),
                             trigger="PurgingTrigger(nestedTrigger=EventTimeTrigger)", lateness=5_000),
         [("WINDOW_CHANGED", "window", None)], verdict="state-loss"),
    # ContinuousEventTimeTrigger(n * size) on aligned tumbling windows fires at their end only
    # (proven: window-trigger-continuous-interval-equals-size); a shorter interval fires early
    Case("window-trigger-continuous-at-the-end", assigned_window_job(lambda: TumblingEventTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000),
                             trigger="ContinuousEventTimeTrigger(interval=20000)"), [], verdict="compatible"),
    Case("window-trigger-continuous-early", assigned_window_job(lambda: TumblingEventTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000),
                             trigger="ContinuousEventTimeTrigger(interval=5000)"),
         [("WINDOW_CHANGED", "window", None)], verdict="state-loss"),
    Case("window-trigger-continuous-offset-windows",
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000, offset_ms=2_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000, offset_ms=2_000),
                             trigger="ContinuousEventTimeTrigger(interval=10000)"),
         [("WINDOW_CHANGED", "window", None)], verdict="state-loss"),
    # more lateness: the windows the old job purged start afresh for their late records
    # (proven: window-allowed-lateness-added-late-data); less restores as is (...-reduced-late-data)
    Case("window-lateness-increased", assigned_window_job(lambda: TumblingEventTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000), lateness=10_000),
         [("WINDOW_LATENESS_INCREASED", "window", None)], verdict="state-loss"),
    Case("window-lateness-reduced", assigned_window_job(lambda: TumblingEventTimeWindows(10_000), lateness=10_000),
         assigned_window_job(lambda: TumblingEventTimeWindows(10_000)), [], verdict="compatible"),
    Case("window-lateness-on-processing-time", assigned_window_job(lambda: TumblingProcessingTimeWindows(10_000)),
         assigned_window_job(lambda: TumblingProcessingTimeWindows(10_000), lateness=10_000), [],
         verdict="compatible"),
    # A size not declared: the window is unknown, nothing is said of it (never a guessed change).
    Case("window-size-not-declared", assigned_window_job(lambda: TumblingEventTimeWindows()),
         assigned_window_job(lambda: TumblingEventTimeWindows(20_000)), [], verdict="compatible"),
    # -- key selectors ------------------------------------------------------------------------
    Case("key-selector-field-moved", key_selector_job("userId"), key_selector_job("accountId"),
         [("KEY_SELECTOR_CHANGED", "count", None)], verdict="state-loss"),
    Case("key-selector-unchanged", key_selector_job("userId"), key_selector_job("userId"), [], verdict="compatible"),
    # PyFlink: the key function's code fingerprint (the JVM's KeyByKeySelector is the same for all).
    Case("key-selector-python-function-changed", with_selector(key_selector_job("userId"), "python", "a" * 64),
         with_selector(key_selector_job("userId"), "python", "b" * 64),
         [("KEY_SELECTOR_CHANGED", "count", None)], verdict="state-loss"),
    Case("key-selector-python-function-same", with_selector(key_selector_job("userId"), "python", "a" * 64),
         with_selector(key_selector_job("userId"), "python", "a" * 64), [], verdict="compatible"),
    # Fingerprints made in different ways say nothing of each other.
    Case("key-selector-python-vs-bytecode", with_selector(key_selector_job("userId"), "python", "a" * 64),
         with_selector(key_selector_job("userId"), "bytecode", "b" * 64), [], verdict="compatible"),
    # A savepoint does not say what the key selector was: a warning, until --old-query says it.
    Case("key-selector-against-a-savepoint", as_savepoint(key_selector_job("userId")), key_selector_job("accountId"),
         [("KEY_SELECTOR_UNCHECKED", None, None)]),
    Case("key-selector-against-a-savepoint-not-declared", as_savepoint(key_selector_job("userId")),
         key_selector_job(None), [], verdict="compatible"),
    Case("key-selector-not-declared", key_selector_job(None), key_selector_job("accountId"), [], verdict="compatible"),
    # Two inputs swapped, each with its own key (proven: connect-inputs-swapped restores every key's
    # state); swapping the keys between the inputs is a change
    Case("key-selectors-follow-swapped-inputs", connect_job("clicks", "purchases"), connect_job("purchases", "clicks"),
         [], verdict="compatible"),
    Case("key-selectors-swapped-between-inputs", connect_job("clicks", "purchases"),
         connect_job("clicks", "purchases", keys=("userId", "buyerId")), [("KEY_SELECTOR_CHANGED", "join", None)],
         verdict="state-loss"),
    # -- built-in aggregations, interval joins, uids exchanged ---------------------------------
    Case("aggregation-field-changed", aggregation_job("sum", 1), aggregation_job("sum", 2),
         [("AGGREGATION_CHANGED", "agg", None)], verdict="state-loss"),
    Case("aggregation-min-to-max", aggregation_job("min", 1), aggregation_job("max", 1),
         [("AGGREGATION_CHANGED", "agg", None)], verdict="state-loss"),
    Case("aggregation-unchanged", aggregation_job("sum", 1), aggregation_job("sum", 1), [], verdict="compatible"),
    # A savepoint records neither: warnings, until --old-query says them
    Case("aggregation-against-a-savepoint", as_savepoint(aggregation_job("sum", 1)), aggregation_job("sum", 2),
         [("AGGREGATION_UNCHECKED", "agg", None)], verdict="compatible"),
    Case("interval-join-against-a-savepoint", as_savepoint(interval_join_job(-1_000, 1_000)),
         interval_join_job(-5_000, 1_000), [("INTERVAL_JOIN_UNCHECKED", "join", None),
                                            ("KEY_SELECTOR_UNCHECKED", None, None)], verdict="compatible"),
    Case("interval-join-widened", interval_join_job(-1_000, 1_000), interval_join_job(-5_000, 1_000),
         [("INTERVAL_JOIN_WIDENED", "join", None)], verdict="state-loss"),
    # narrower bounds: the records kept longer than needed join no more than the new bounds allow
    Case("interval-join-narrowed", interval_join_job(-5_000, 5_000), interval_join_job(-1_000, 1_000), [],
         verdict="compatible"),
    # -- sources: another connector's serializers read the old splits and enumerator checkpoint ---
    Case("source-connector-changed", source_job("com.example.KafkaSource"), source_job("com.example.PulsarSource"),
         [("SOURCE_CONNECTOR_CHANGED", "events", None)], verdict="state-loss"),
    Case("source-split-serializer-changed", source_job("com.example.Source"),
         source_job("com.example.Source", splits="com.example.Source$SplitV2"),
         [("SOURCE_CONNECTOR_CHANGED", "events", None)], verdict="state-loss"),
    # another class with the same serializers (proven: source-replaced-same-serializers)
    Case("source-class-changed-same-serializers",
         source_job("com.example.DataGen", splits="com.example.Seq$Split", checkpoint="com.example.Seq$Pending"),
         source_job("com.example.Seq"), [], verdict="compatible"),
    Case("source-unchanged", source_job("com.example.Seq"), source_job("com.example.Seq"), [], verdict="compatible"),
    # A savepoint records no connector: a warning, until --old-query says it.
    Case("source-connector-against-a-savepoint", as_savepoint(source_job("com.example.KafkaSource")),
         source_job("com.example.PulsarSource"), [("SOURCE_CONNECTOR_UNCHECKED", "events", None)],
         verdict="compatible"),
    Case("source-connector-not-known", source_job(None), source_job("com.example.PulsarSource"), [],
         verdict="compatible"),
    Case("uids-swapped", two_counters_job(("x", "y")), two_counters_job(("y", "x")),
         [("UIDS_SWAPPED", None, None)], verdict="state-loss"),
    Case("uids-kept", two_counters_job(("x", "y")), two_counters_job(("x", "y")), [], verdict="compatible"),
    # -- key hashes: a key class of the job's whose hashCode changes --------------------------
    Case("key-hash-changed", with_key_hash(key_selector_job("userId"), "a" * 64),
         with_key_hash(key_selector_job("userId"), "b" * 64), [("KEY_HASH_CHANGED", "count", None)],
         verdict="state-loss"),
    Case("key-hash-unchanged", with_key_hash(key_selector_job("userId"), "a" * 64),
         with_key_hash(key_selector_job("userId"), "a" * 64), [], verdict="compatible"),
    # A key the new serializer cannot read fails the restore: KEY_TYPE_CHANGED's, not the hash's.
    Case("key-hash-and-key-type-changed", with_key_hash(key_selector_job("userId"), "a" * 64),
         with_key_hash(key_selector_job("userId"), "b" * 64, key=POJO_ADDED), [("KEY_TYPE_CHANGED", "count", None)],
         verdict="incompatible"),
    # A savepoint records no hashCode: nothing is said of it (KEY_SELECTOR_UNCHECKED asks for the old job).
    Case("key-hash-against-a-savepoint", as_savepoint(with_key_hash(key_selector_job("userId"), "a" * 64)),
         with_key_hash(key_selector_job("userId"), "b" * 64), [("KEY_SELECTOR_UNCHECKED", None, None)]),
    # A key type that cannot be read fails the restore: KEY_TYPE_CHANGED says it, not the selector.
    Case("key-selector-and-key-type-changed", key_selector_job("userId"), key_selector_job("name", Types.STRING),
         [("KEY_TYPE_CHANGED", "count", None)], verdict="incompatible"),
    Case("window-join-input-changed", join_job(Types.TUPLE(Types.STRING, Types.INT)),
         join_job(Types.TUPLE(Types.STRING, Types.LONG)), [("INTERNAL_STATE_CHANGED", "join", "window-contents")]),
    Case("window-join-unchanged", join_job(Types.TUPLE(Types.STRING, Types.INT)),
         join_job(Types.TUPLE(Types.STRING, Types.INT)), []),
    Case("broadcast-value-changed", broadcast_job(Types.LONG), broadcast_job(Types.STRING),
         [("STATE_SERIALIZER_INCOMPATIBLE", "apply", "rules")]),
    Case("broadcast-value-pojo-evolves", broadcast_job(POJO_V1), broadcast_job(POJO_ADDED),
         [("STATE_MIGRATION_REQUIRED", "apply", "rules")]),
    # its keys have a serializer of their own, resolved first (proven: broadcast-state-key-type-changed)
    Case("broadcast-key-changed", broadcast_job(key_type=Types.STRING), broadcast_job(key_type=Types.LONG),
         [("STATE_SERIALIZER_INCOMPATIBLE", "apply", "rules")], verdict="incompatible"),
    Case("broadcast-key-pojo-evolves", broadcast_job(key_type=POJO_V1), broadcast_job(key_type=POJO_ADDED),
         [("STATE_MIGRATION_REQUIRED", "apply", "rules")]),
    # -- the old side is another job -----------------------------------------------------
    # Without state on the old side nothing else would be said: it would pass unchecked.
    Case("another-stateless-job-as-old", lambda: _another_job(), keyed(value(Types.LONG)),
         [("NO_OPERATOR_IN_COMMON", None, None)], verdict="compatible"),
    Case("another-job-as-new", keyed(value(Types.LONG)), lambda: _another_job(),
         [("NO_OPERATOR_IN_COMMON", None, None), ("STATEFUL_OPERATOR_REMOVED", OP, None),
          ("STATEFUL_OPERATOR_REMOVED", "source", None)], verdict="incompatible"),
    # -- state that could not be discovered (a job JAR whose open() failed) ------------
    Case("state-not-discovered", keyed(value(Types.LONG)), lambda: undiscovered(keyed(value(Types.LONG))(), "op"),
         [("STATE_NOT_DISCOVERED", "op", None)], verdict="unknown"),
    # -- a job configured for production (a job JAR whose main() sets its checkpoint directory) ----
    Case("discovery-settings-replaced", keyed(value(Types.LONG)), lambda: configured_for_production(keyed(value(Types.LONG))()),
         [("DISCOVERY_SETTINGS_REPLACED", None, None)], infos=True, verdict="compatible"),
    # -- a job JAR loaded on a Flink other than the one it was built for; one told by its classes --
    Case("job-flink-version-mismatch", keyed(value(Types.LONG)),
         lambda: flink_noted(keyed(value(Types.LONG))(), FlinkNote(
             kind="mismatch", loaded="2.3.0", built_for="1.x",
             evidence="demo.Alarm references Flink 1.x's org.apache.flink.api.common.time.Time")),
         [("JOB_FLINK_VERSION_MISMATCH", None, None)], verdict="compatible"),
    Case("job-flink-version-detected", keyed(value(Types.LONG)),
         lambda: flink_noted(keyed(value(Types.LONG))(), FlinkNote(
             kind="detected", loaded="1.20.3", built_for="1.x",
             evidence="demo.Alarm declares open(Configuration), RichFunction's in Flink 1.x only")),
         [("JOB_FLINK_VERSION_DETECTED", None, None)], infos=True, verdict="compatible"),
]


def _another_job() -> JobGraph:
    """A stateless job none of whose operators is in the keyed jobs above."""
    env = StreamExecutionEnvironment("other")
    env.from_source("Other source", Types.STRING, state=[]).uid("other-source").print().uid("other-sink")
    return env.to_job_graph()


def undiscovered(graph: JobGraph, uid: str) -> JobGraph:
    """``graph`` with the states of operator ``uid`` unknown, as a JAR whose open() failed loads."""
    ops = tuple(
        op.model_copy(update={"states": (), "states_unknown": "Flink could not open it (Fn.open() failed: boom)"})
        if op.uid == uid else op
        for op in graph.operators
    )
    return graph.model_copy(update={"operators": ops})


def flink_noted(graph: JobGraph, note: FlinkNote) -> JobGraph:
    """``graph`` as a job JAR loaded with ``note`` on its Flink (graph/jar.py ``flink_side``)."""
    return graph.model_copy(update={"flink_note": note})


def configured_for_production(graph: JobGraph) -> JobGraph:
    """``graph`` as a job JAR whose main() sets production's checkpoint directory and restore path loads."""
    return graph.model_copy(update={"replaced_settings": {
        "execution.checkpointing.dir": "s3://prod/checkpoints", "execution.state-recovery.path": "s3://prod/savepoints/sp-1"}})


def _with_extra_operator() -> JobGraph:
    env = StreamExecutionEnvironment("job")
    env.set_parallelism(2)
    src = env.from_source("Source", Types.TUPLE(Types.LONG, Types.STRING)).uid("source")
    op = src.key_by(Types.LONG).process("Stateful", Types.STRING, state=[ValueStateDescriptor("s", Types.LONG)]).uid("op")
    op.key_by(Types.STRING).process("Extra", Types.STRING, state=[ValueStateDescriptor("seen", Types.BOOLEAN)]).uid(
        "extra"
    ).print().uid("sink")
    return env.to_job_graph()


def _basic(type_info: str) -> dict:
    return {"type": "BasicTypeInfo", "fields": {"_basic_type": {"enum": f"BasicType.{type_info}"}}}


def python_state(kind: str, type_info: str, key: str = "STRING"):
    """A PyFlink program's job: the keyed operator holds the Python state "count" of ``kind``
    declared with the Python type ``type_info`` (``Types.LONG()`` → ``"LONG"``; a list state's
    elements, a map state's values, whose keys are ``key``), as graph.pyflink records it (the
    Java state Flink registers, with the Python type's structure as PyFlink's descriptors have it)."""

    def build() -> JobGraph:
        from flink_compat.graph.api import VOID_NAMESPACE
        from flink_compat.graph.pyflink import java_state

        graph = keyed()()
        if kind == "list":
            structure = {"type": "ListTypeInfo", "fields": {"elem_type": _basic(type_info)}}
        elif kind == "map":
            structure = {"type": "MapTypeInfo", "fields": {"_key_type_info": _basic(key),
                                                           "_value_type_info": _basic(type_info)}}
        else:
            structure = _basic(type_info)
        state = java_state({"name": "count", "kind": kind, "type_info": type_info.title(), "structure": structure},
                           VOID_NAMESPACE)
        ops = tuple(op.model_copy(update={"states": (*op.states, state)}) if op.uid == OP else op
                    for op in graph.operators)
        return graph.model_copy(update={"operators": ops})

    return build


def _python_case(id: str, old, new, rule: Optional[str]) -> Case:
    verdict = {None: "compatible", "PYTHON_STATE_TYPE_CHANGED": "incompatible", "PYTHON_STATE_TYPE_MISREAD": "state-loss"}
    return Case(id, old, new, [(rule, OP, "python-state-count")] if rule else [], verdict=verdict[rule])


_FAILS, _MISREAD = "PYTHON_STATE_TYPE_CHANGED", "PYTHON_STATE_TYPE_MISREAD"

# What PyFlink 2.3's coders do with the old bytes (compat.python_state.python_read); the
# fidelity scenario that shows it on PyFlink, where there is one (tests/fidelity/pyflink).
CASES += [
    _python_case("python-state-type-unchanged", python_state("value", "LONG"), python_state("value", "LONG"), None),
    # one coder (BigIntCoder) for both: the same bytes, the same values
    _python_case("python-state-long-to-big-int", python_state("value", "LONG"), python_state("value", "BIG_INT"), None),
    # value-int-to-string, list-int-to-string: UnicodeDecodeError at the first read
    _python_case("python-state-type-changed", python_state("value", "LONG"), python_state("value", "STRING"), _FAILS),
    _python_case("python-list-int-to-string", python_state("list", "INT"), python_state("list", "STRING"), _FAILS),
    # value-int-to-float, value-int-to-long: fixed-width reads never fail, they misread
    _python_case("python-value-int-to-float", python_state("value", "INT"), python_state("value", "FLOAT"), _MISREAD),
    _python_case("python-value-int-to-long", python_state("value", "INT"), python_state("value", "LONG"), _MISREAD),
    _python_case("python-value-long-to-int", python_state("value", "LONG"), python_state("value", "INT"), _MISREAD),
    _python_case("python-list-int-to-long", python_state("list", "INT"), python_state("list", "LONG"), _MISREAD),
    # map-key-string-to-int: the keys (and the values after them) read as other ints
    _python_case("python-map-key-string-to-int", python_state("map", "INT", key="STRING"),
                 python_state("map", "INT", key="INT"), _MISREAD),
    # map-value-int-to-long: the values read 4 bytes too far, the string keys after them fail
    _python_case("python-map-value-int-to-long", python_state("map", "INT"), python_state("map", "LONG"), _FAILS),
    # the same width: the string keys stay in place and read; the values are misread
    _python_case("python-map-value-int-to-float", python_state("map", "INT"), python_state("map", "FLOAT"), _MISREAD),
    # the same coder in another layout: a value read as a list of one
    _python_case("python-state-kind-changed", python_state("value", "LONG"), python_state("list", "LONG"), _MISREAD),
    # the same bytes: one value of the type (value-to-reducing-state)
    _python_case("python-state-value-to-reducing", python_state("value", "LONG"), python_state("reducing", "LONG"),
                 None),
    _python_case("python-state-reducing-to-aggregating-retyped", python_state("reducing", "LONG"),
                 python_state("aggregating", "STRING"), _FAILS),
]



def python_reduce(name: str, changes_each_open: bool = True):
    """A PyFlink program whose keyed operator reduces: PyFlink's ``KeyedStream.reduce`` state,
    named ``_reduce_state`` + a UUID anew at each open (``name``: the UUID this load drew), as
    graph.pyflink records it."""

    def build() -> JobGraph:
        from flink_compat.graph.api import VOID_NAMESPACE
        from flink_compat.graph.pyflink import java_state

        graph = keyed()()
        state = java_state({"name": f"_reduce_state{name}", "kind": "reducing", "type_info": "Long",
                            "structure": _basic("LONG"), "name_changes_each_open": changes_each_open},
                           VOID_NAMESPACE)
        ops = tuple(op.model_copy(update={"states": (*op.states, state)}) if op.uid == OP else op
                    for op in graph.operators)
        return graph.model_copy(update={"operators": ops})

    return build


# PyFlink's reduce state is never restored (pyflink-keyed-reduce-unchanged): whatever the UUIDs
# the two loads drew, the same ones (a cached graph) included; the old state's row is lost. A
# savepoint's state, or an old program's, is named as its run drew it.
CASES += [
    Case("python-reduce-state-renamed-each-open", python_reduce("1111", changes_each_open=False),
         python_reduce("2222"), [("STATE_NAME_CHANGES_EACH_OPEN", OP, "python-state-_reduce_state1111")],
         verdict="state-loss"),
    Case("python-reduce-state-same-draw", python_reduce("1111"), python_reduce("1111"),
         [("STATE_NAME_CHANGES_EACH_OPEN", OP, "python-state-_reduce_state1111")], verdict="state-loss"),
    # a state of another kind is not what it would have restored: the operator's state is replaced
    Case("python-reduce-state-added", python_state("map", "LONG"), python_reduce("2222"),
         [("OPERATOR_STATE_REPLACED", OP, None)], verdict="state-loss", infos=True),
]


# --------------------------------------------------------------------------- SQL jobs


def sql_job(source: str = "plan", version: int = 1, description: str = "GroupAggregate(groupBy=[k], select=[k, SUM(amount) AS s])",
            savepoint: bool = False, **options: str):
    """The keyed job as a SQL job would load (graph/sql.py): ``source`` script or compiled plan,
    the stateful operator a GroupAggregate of ExecNode version ``version`` (or what
    ``description`` says), table ``options`` (``table_exec_state_ttl`` for
    ``table.exec.state.ttl``). A script's operators have no uid. ``savepoint``: the job as its
    savepoint shows it (no SQL: the planner's descriptions are not in a savepoint)."""
    from flink_compat.graph.model import SqlJob, SqlOperator

    def build() -> JobGraph:
        graph = keyed(lambda: [ValueStateDescriptor("accState", Types.LONG)], uid=OP if source == "plan" else None)()
        if savepoint:
            return graph.model_copy(update={"origin": "savepoint"})
        sql = {OP if source == "plan" else None: SqlOperator(
            exec_node_id=3, exec_node_type="stream-exec-group-aggregate", exec_node_version=version,
            description=description)}
        ops = tuple(op.model_copy(update={"sql": sql.get(op.uid, SqlOperator(description=op.name))})
                    for op in graph.operators)
        settings = {k.replace("_", "."): v for k, v in options.items()}
        return graph.model_copy(update={"operators": ops, "sql": SqlJob(source=source, options=settings)})

    return build


_TOP_N = ("Rank(strategy=[AppendFastStrategy], rankType=[ROW_NUMBER], rankRange=[rankStart=1, rankEnd={}], "
          "partitionBy=[k], orderBy=[amount DESC], select=[k, amount, rn])")


CASES += [
    Case("sql-plan-unchanged", sql_job(), sql_job(), [], verdict="compatible"),
    Case("sql-script-without-compiled-plan", sql_job("script"), sql_job("script"),
         [("SQL_WITHOUT_COMPILED_PLAN", None, None)]),
    Case("sql-uid-generation-changed", sql_job(table_exec_uid_generation="PLAN_ONLY"),
         sql_job(table_exec_uid_generation="ALWAYS"), [("SQL_UID_GENERATION_CHANGED", None, None)]),
    Case("sql-state-ttl-changed", sql_job(table_exec_state_ttl="0 ms"), sql_job(table_exec_state_ttl="1 h"),
         [("SQL_STATE_TTL_CHANGED", None, None)], infos=True),
    Case("sql-exec-node-version-changed", sql_job(version=1), sql_job(version=2),
         [("SQL_EXEC_NODE_VERSION_CHANGED", OP, None)]),
    # the accumulator stays an INT: Flink restores it as is and MAX continues from SUM's value
    Case("sql-state-meaning-changed", sql_job(),
         sql_job(description="GroupAggregate(groupBy=[k], select=[k, MAX(amount) AS s])"),
         [("SQL_STATE_MEANING_CHANGED", OP, None)], verdict="state-loss"),
    Case("sql-aggregate-renamed", sql_job(),
         sql_job(description="GroupAggregate(groupBy=[k], select=[k, SUM(amount) AS total])"), [],
         verdict="compatible"),
    Case("sql-top-n-limit-raised", sql_job(description=_TOP_N.format(2)), sql_job(description=_TOP_N.format(3)),
         [("SQL_TOP_N_LIMIT_RAISED", OP, None)], verdict="state-loss"),
    Case("sql-top-n-limit-lowered", sql_job(description=_TOP_N.format(3)), sql_job(description=_TOP_N.format(2)),
         [], verdict="compatible"),
    Case("sql-savepoint-without-its-query", sql_job(savepoint=True), sql_job(),
         [("SQL_STATE_MEANING_UNCHECKED", None, None)], verdict="compatible"),
]
