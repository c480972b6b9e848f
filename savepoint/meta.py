"""Backend meta information: the head of every keyed and operator state stream.

``KeyedBackendSerializationProxy`` (keyed state; also the whole content of a native
RocksDB snapshot's meta data file)::

    int version (6 since Flink 1.7) | boolean compressed (snappy key groups)
    | key serializer snapshot | short n | n × StateMetaInfoSnapshot

``OperatorBackendSerializationProxy`` (operator state)::

    int version (6 since 1.11; 5 in 1.7–1.10) | boolean compressed (version 6)
    | short n | n × StateMetaInfoSnapshot (operator list states)
    | short m | m × StateMetaInfoSnapshot (broadcast states)

``StateMetaInfoSnapshot`` (``StateMetaInfoSnapshotReadersWriters``, format 6/7)::

    UTF name | int backend state type (ordinal) | int k | k × (UTF key, UTF value) options
    | int s | s × (UTF key, serializer snapshot)

A serializer snapshot is written inline without a length (``int 2 | UTF class | int
version | body``), so its end is only known by decoding its body. Classes that
``schema_registry.binary`` knows are decoded; for others (custom serializers) this
reader searches the end: the first one from which the rest of the meta information
parses and ends exactly where the state data begins. The search is bounded, and gives
up with a :class:`FormatError` naming the furthest point any attempt reached.
"""

from __future__ import annotations

from flink_compat.schema_registry._io import DataInput, FormatError

from . import _snapshots
from .models import BACKEND_STATE_TYPES, KeyedBackendMeta, OperatorBackendMeta, StateMetaInfo

#: Operator proxy version → state meta info format (OperatorBackendSerializationProxy).
_OPERATOR_META_VERSION = {1: 1, 2: 2, 3: 3, 4: 5, 5: 6, 6: 7}

#: Candidate ends tried in all, per meta information block, before giving up.
SEARCH_BUDGET = 50_000


class _Fail(Exception):
    pass


class _State:
    __slots__ = (
        "pos",
        "phase",
        "version",
        "compressed",
        "key_serializer",
        "groups",
        "group",
        "left",
        "cur",
        "sers_left",
        "ser_key",
    )

    def clone(self) -> "_State":
        s = _State.__new__(_State)
        s.pos = self.pos
        s.phase = self.phase
        s.version = self.version
        s.compressed = self.compressed
        s.key_serializer = self.key_serializer
        s.groups = [list(g) for g in self.groups]
        s.group = self.group
        s.left = self.left
        s.cur = None if self.cur is None else {**self.cur, "serializers": dict(self.cur["serializers"])}
        s.sers_left = self.sers_left
        s.ser_key = self.ser_key
        return s


class _Opaque:
    """A snapshot of unknown class whose body ends at ``end`` (built when chosen)."""

    __slots__ = ("env", "end")

    def __init__(self, env, end):
        self.env = env
        self.end = end


class _Parser:
    def __init__(self, buf, start: int, end: int, source: str, base: int, keyed: bool, exact_end: bool, compressed_end=None):
        self.buf = buf
        self.start = start
        self.limit = end
        self.source = source
        self.base = base
        self.keyed = keyed
        self.exact_end = exact_end
        #: For operator state: where the proxy ends if the stream is snappy-compressed.
        self.compressed_end = compressed_end
        self.furthest: FormatError | None = None
        self.budget = SEARCH_BUDGET

    def _inp(self, pos: int) -> DataInput:
        return DataInput(self.buf, pos, self.limit, self.source, self.base)

    def _note(self, err: FormatError) -> None:
        if self.furthest is None or (err.offset or 0) > (self.furthest.offset or 0):
            self.furthest = err

    # -- one deterministic run up to the next snapshot (a choice point) or the end -------
    def step(self, s: _State):
        """Advance ``s``; return None at the end, or an iterator of snapshot choices."""
        inp = self._inp(s.pos)
        try:
            while True:
                phase = s.phase
                if phase == "head":
                    at = inp.pos
                    s.version = inp.read_int("backend meta version")
                    if self.keyed:
                        if s.version != 6:
                            raise inp.error(
                                f"keyed backend meta version {s.version}: only version 6 (Flink 1.7+) is supported"
                                if 0 < s.version < 6
                                else f"unknown keyed backend meta version {s.version} (expected 6)",
                                at,
                            )
                        s.compressed = inp.read_boolean("key group compression flag")
                        s.phase = "key_ser"
                        s.pos = inp.pos
                        return self._choices(s)
                    meta_version = _OPERATOR_META_VERSION.get(s.version)
                    if meta_version is None:
                        raise inp.error(f"unknown operator backend meta version {s.version} (expected 1-6)", at)
                    if meta_version < 6:
                        raise inp.error(
                            f"operator backend meta version {s.version} (Flink <= 1.6) is not supported", at
                        )
                    s.compressed = inp.read_boolean("operator state compression flag") if meta_version >= 7 else False
                    s.phase = "count"
                elif phase == "count":
                    at = inp.pos
                    n = inp.read_short("number of states")
                    if n < 0:
                        raise inp.error(f"negative number of states {n}", at)
                    if n * 12 > inp.remaining():
                        raise inp.error(f"{n} states do not fit in the {inp.remaining()} bytes that remain", at)
                    s.left = n
                    s.phase = "state" if n else self._after_group(s)
                elif phase == "state":
                    at = inp.pos
                    name = inp.read_utf("state name")
                    t = inp.read_int("backend state type")
                    if not 0 <= t < len(BACKEND_STATE_TYPES):
                        raise inp.error(f"unknown backend state type {t} of state {name!r}", at)
                    options = {}
                    for _ in range(inp.read_count(f"options of state {name!r}", 4)):
                        k = inp.read_utf("option key")
                        options[k] = inp.read_utf("option value")
                    n = inp.read_count(f"serializers of state {name!r}", 16)
                    s.cur = {
                        "name": name,
                        "backend_type": BACKEND_STATE_TYPES[t],
                        "options": options,
                        "serializers": {},
                        "state_id": sum(len(g) for g in s.groups) if self.keyed else len(s.groups[s.group]),
                    }
                    s.sers_left = n
                    if n:
                        s.phase = "ser_key"
                    else:
                        self._finish_state(s)
                elif phase == "ser_key":
                    s.ser_key = inp.read_utf("serializer key")
                    s.phase = "ser_snap"
                    s.pos = inp.pos
                    return self._choices(s)
                elif phase == "end":
                    end = inp.pos
                    if self.exact_end:
                        expected = self.limit
                        if s.compressed and self.compressed_end is not None:
                            expected = self.compressed_end
                        if end != expected:
                            raise inp.error(
                                f"meta information ends at {self.base + end} but state data starts at {self.base + expected}"
                            )
                    s.pos = end
                    return None
                else:  # pragma: no cover
                    raise AssertionError(phase)
                s.pos = inp.pos
        except FormatError as e:
            self._note(e)
            raise _Fail() from None

    def _after_group(self, s: _State) -> str:
        s.group += 1
        return "count" if s.group < len(s.groups) else "end"

    def _finish_state(self, s: _State) -> None:
        s.groups[s.group].append(s.cur)
        s.cur = None
        s.left -= 1
        s.phase = "state" if s.left else self._after_group(s)

    def _apply(self, s: _State, snapshot, end: int) -> None:
        if s.phase == "key_ser":
            s.key_serializer = snapshot
            s.phase = "count"
        else:
            s.cur["serializers"][s.ser_key] = snapshot
            s.sers_left -= 1
            if s.sers_left:
                s.phase = "ser_key"
            else:
                self._finish_state(s)
        s.pos = end

    def _choices(self, s: _State):
        try:
            env = _snapshots.read_envelope(self.buf, s.pos, self.limit, self.source, self.base)
            known = _snapshots.read_known(self.buf, s.pos, self.limit, self.source, self.base)
        except FormatError as e:
            self._note(e)
            raise _Fail() from None
        return self._gen(env, known)

    def _gen(self, env, known):
        first = None
        if isinstance(known, _snapshots.OpaqueGuess):
            first = known.end
            yield known.snapshot, known.end
        elif known is not None:
            yield known
            return
        for end in range(env.body_start, self.limit + 1):
            if end != first:
                yield _Opaque(env, end), end

    # -- backtracking driver ---------------------------------------------------------------
    def run(self) -> _State:
        s = _State()
        s.pos = self.start
        s.phase = "head"
        s.version = 0
        s.compressed = False
        s.key_serializer = None
        s.groups = [[]] if self.keyed else [[], []]
        s.group = 0
        s.left = 0
        s.cur = None
        s.sers_left = 0
        s.ser_key = None
        return self.search(s)

    def search(self, s: _State) -> _State:
        """Step from ``s`` to a complete parse, backtracking over the candidate ends."""
        stack: list = []
        while True:
            try:
                choices = self.step(s)
                if choices is None:
                    return s
                stack.append((s, choices))
            except _Fail:
                pass
            # take the next choice of the innermost choice point that has one left
            while stack:
                saved, it = stack[-1]
                nxt = next(it, None)
                if nxt is None:
                    stack.pop()
                    continue
                self.budget -= 1
                if self.budget < 0:
                    raise self._give_up("too many candidate ends for serializer snapshots of unknown classes")
                s = saved.clone()
                self._apply(s, nxt[0], nxt[1])
                break
            else:
                raise self._give_up()

    def _give_up(self, why: str | None = None) -> FormatError:
        err = self.furthest or FormatError(self.source, self.base + self.start, "unreadable backend meta information")
        if why:
            return FormatError(err.source, err.offset, f"{err.message} ({why})")
        return err

    def _materialize(self, snap):
        if isinstance(snap, _Opaque):
            return _snapshots.make_opaque(self.buf, snap.env, snap.end, self.source, self.base)
        return snap

    def states(self, s: _State, group: int) -> list[StateMetaInfo]:
        out = []
        for d in s.groups[group]:
            out.append(
                StateMetaInfo.model_construct(
                    name=d["name"],
                    backend_type=d["backend_type"],
                    options=d["options"],
                    serializers={k: self._materialize(v) for k, v in d["serializers"].items()},
                    state_id=d["state_id"],
                )
            )
        return out


def read_keyed_meta(buf, start: int, end: int, source: str, base: int = 0, exact_end: bool = True) -> KeyedBackendMeta:
    """The ``KeyedBackendSerializationProxy`` in ``buf[start:end]``.

    With ``exact_end`` the meta information must end exactly at ``end`` (where the key
    group data starts); otherwise anywhere before it.
    """
    p = _Parser(buf, start, end, source, base, keyed=True, exact_end=exact_end)
    s = p.run()
    return KeyedBackendMeta.model_construct(
        version=s.version,
        compressed=s.compressed,
        key_serializer=p._materialize(s.key_serializer),
        states=p.states(s, 0),
        size=s.pos - start,
    )


SNAPPY_STREAM_HEADER = b"\xff\x06\x00\x00sNaPpY"


def read_operator_meta(
    buf, start: int, end: int, source: str, base: int = 0, exact_end: bool = True
) -> OperatorBackendMeta:
    """The ``OperatorBackendSerializationProxy`` in ``buf[start:end]``.

    ``end`` is where the first state element starts; with compression, the snappy stream
    header sits between the meta information and that point.
    """
    compressed_end = None
    if end - start >= len(SNAPPY_STREAM_HEADER) and bytes(buf[end - len(SNAPPY_STREAM_HEADER) : end]) == SNAPPY_STREAM_HEADER:
        compressed_end = end - len(SNAPPY_STREAM_HEADER)
    p = _Parser(buf, start, end, source, base, keyed=False, exact_end=exact_end, compressed_end=compressed_end)
    s = p.run()
    return OperatorBackendMeta.model_construct(
        version=s.version,
        compressed=s.compressed,
        operator_states=p.states(s, 0),
        broadcast_states=p.states(s, 1),
        size=s.pos - start,
    )


#: StateChangeOperation.METADATA of the changelog state backend.
CHANGELOG_METADATA = 8


def read_changelog_state_meta(data: bytes, source: str):
    """The state meta information of a changelog *metadata* change, or None.

    Layout (``AbstractStateChangeLogger.logMetaIfNeeded``): byte 8 (METADATA), int meta
    info version, StateMetaInfoSnapshot, then default value / TTL details, the state's
    short id and type, which are not read. Unknown serializer snapshots in it are cut at
    the first end from which the state meta information parses.
    """
    if len(data) < 5 or data[0] != CHANGELOG_METADATA:
        return None
    p = _Parser(data, 5, len(data), source, 0, keyed=True, exact_end=False)
    s = _State()
    s.pos, s.phase, s.version, s.compressed, s.key_serializer = 5, "state", 0, False, None
    s.groups, s.group, s.left, s.cur, s.sers_left, s.ser_key = [[]], 0, 1, None, 0, None
    return p.states(p.search(s), 0)[0]
