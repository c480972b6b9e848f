"""Reading ``_metadata``: Flink's checkpoint metadata, format versions 2 to 6.

Follows ``MetadataV2V3SerializerBase`` and ``MetadataV{2,3,4,5,6}Serializer``:

* magic ``0x4960672D``, int format version (2: Flink 1.3–1.10, 3: 1.11–1.15, 4: 1.16–1.20,
  5: 2.0–2.2, 6: 2.3);
* long checkpoint id; master states; operator states (OperatorID, parallelism, max
  parallelism, coordinator state, subtask states with their state handles);
* version 4+: a Java-serialized ``CheckpointProperties`` trailer, read by a bounded
  grammar reader that never instantiates anything (``_properties.py``).

Every count and length is checked against the bytes that remain before anything is
allocated; any inconsistency raises :class:`FormatError` naming the file and offset.
"""

from __future__ import annotations

import struct

from flink_compat.schema_registry._io import DataInput, FormatError

from . import _fs
from ._properties import read_checkpoint_properties
from .models import (
    DISTRIBUTION_MODES,
    ByteStreamHandle,
    ChangelogBackendHandle,
    ChangelogFileHandle,
    ChannelStateHandle,
    CheckpointMetadata,
    EmptySegmentFileHandle,
    FileHandle,
    HandleAndLocalPath,
    IncrementalKeyedHandle,
    InMemoryChangelogHandle,
    KeyGroupsHandle,
    MasterState,
    MergedChannelStateHandle,
    OperatorState,
    OperatorStatePartitions,
    OperatorStreamHandle,
    RelativeFileHandle,
    SegmentFileHandle,
    StateChangeRef,
    SubtaskState,
)

MAGIC = 0x4960672D
MASTER_STATE_MAGIC = 0xC96B1696 - (1 << 32)  # as a signed int
SUPPORTED_VERSIONS = (2, 3, 4, 5, 6)

# MetadataV2V3SerializerBase handle type codes
NULL_HANDLE = 0
BYTE_STREAM_STATE_HANDLE = 1
FILE_STREAM_STATE_HANDLE = 2
KEY_GROUPS_HANDLE = 3
PARTITIONABLE_OPERATOR_STATE_HANDLE = 4
INCREMENTAL_KEY_GROUPS_HANDLE = 5
RELATIVE_STREAM_STATE_HANDLE = 6
SAVEPOINT_KEY_GROUPS_HANDLE = 7
CHANGELOG_HANDLE = 8
CHANGELOG_BYTE_INCREMENT_HANDLE = 9
CHANGELOG_FILE_INCREMENT_HANDLE = 10
INCREMENTAL_KEY_GROUPS_HANDLE_V2 = 11
KEY_GROUPS_HANDLE_V2 = 12
CHANGELOG_FILE_INCREMENT_HANDLE_V2 = 13
CHANGELOG_HANDLE_V2 = 14
SEGMENT_FILE_HANDLE = 15
EMPTY_SEGMENT_FILE_HANDLE = 16
SEGMENT_PARTITIONABLE_OPERATOR_STATE_HANDLE = 17

# ChannelStateHandleSerializerV2 (format 6)
INPUT_CHANNEL_STATE_HANDLE = 1
RESULT_SUBPARTITION_STATE_HANDLE = 2
MERGED_INPUT_CHANNEL_STATE_HANDLE = 3
MERGED_RESULT_SUBPARTITION_STATE_HANDLE = 4

#: Nesting limit of keyed handles (changelog handles contain keyed handles).
_MAX_DEPTH = 8

FLINK_VERSIONS_OF_FORMAT = {
    1: "1.2",
    2: "1.3–1.10",
    3: "1.11–1.15",
    4: "1.16–1.20",
    5: "2.0–2.2",
    6: "2.3+",
}


def format_of_flink(flink_version: str) -> int:
    """The metadata format Flink ``flink_version`` ("2.1", "1.20.3") writes: the last of
    :data:`FLINK_VERSIONS_OF_FORMAT` whose first version is not after it."""
    def release(text: str) -> tuple[int, ...]:
        return tuple(int(p) for p in text.split(".")[:2])

    wanted = release(flink_version)
    return max(fmt for fmt, versions in FLINK_VERSIONS_OF_FORMAT.items()
               if release(versions.split("–")[0].rstrip("+")) <= wanted)


def kryo_major_of_format(version: int) -> int:
    """The Kryo major whose bytes a savepoint of metadata format ``version`` holds: Flink 2.0
    moved to Kryo 5 (FLIP-317) and, with it, to format 5; Flink 1.x wrote Kryo 2's."""
    return 2 if version <= 4 else 5


def operator_id_hex(lower: bytes, upper: bytes) -> str:
    """OperatorID as Flink prints it (``AbstractID.toString``): lower part bytes first."""
    return (lower + upper).hex()


class _Reader:
    """One pass over a ``_metadata`` buffer."""

    def __init__(self, inp: DataInput, directory: str, version: int):
        self.inp = inp
        self.directory = directory
        self.version = version

    # -- stream handles --------------------------------------------------------------
    def stream_handle(self, what: str = "stream state handle"):
        inp = self.inp
        at = inp.pos
        code = inp.read_ubyte(f"type of {what}")
        if code == NULL_HANDLE:
            return None
        if code == FILE_STREAM_STATE_HANDLE:
            size = inp.read_long("file state size")
            path = inp.read_utf("file state path")
            return FileHandle.model_construct(kind="file", path=path, size=size)
        if code == BYTE_STREAM_STATE_HANDLE:
            name = inp.read_utf("byte stream handle name")
            n = inp.read_int("byte stream handle length")
            inp.need(n, "inline state bytes")
            start = inp.pos
            data = inp.read_bytes(n, "inline state bytes")
            return ByteStreamHandle.model_construct(
                kind="byte_stream", handle_name=name, size=n, metadata_offset=inp.base + start, data=data
            )
        if code == RELATIVE_STREAM_STATE_HANDLE:
            rel = inp.read_utf("relative file path")
            size = inp.read_long("relative file size")
            if not rel or rel.startswith("/") or ".." in rel.replace("\\", "/").split("/"):
                raise inp.error(f"relative state file path {rel!r} leaves the savepoint directory", at)
            return RelativeFileHandle.model_construct(
                kind="relative_file", relative_path=rel, path=_fs.join(self.directory, rel), size=size
            )
        if code == KEY_GROUPS_HANDLE:
            return self._key_groups(code, at, nested=True)
        if code == SEGMENT_FILE_HANDLE:
            start = inp.read_long("segment start")
            size = inp.read_long("segment size")
            scope = inp.read_int("segment scope")
            if scope not in (0, 1):
                raise inp.error(f"unknown checkpointed state scope {scope} (expected 0 EXCLUSIVE or 1 SHARED)")
            path = inp.read_utf("segment file path")
            logical = inp.read_utf("logical file id")
            return SegmentFileHandle.model_construct(
                kind="segment_file",
                path=path,
                start=start,
                size=size,
                scope=("EXCLUSIVE", "SHARED")[scope],
                logical_file_id=logical,
            )
        if code == EMPTY_SEGMENT_FILE_HANDLE:
            return EmptySegmentFileHandle.model_construct(kind="empty_segment_file", size=0)
        raise inp.error(f"unknown stream state handle type {code} (expected 0-3, 6, 15 or 16)", at)

    def _key_groups(self, code: int, at: int, nested: bool = False) -> KeyGroupsHandle:
        inp = self.inp
        start = inp.read_int("start key group")
        n = inp.read_count("key groups", 8)
        _check_range(inp, start, n, at)
        offsets = _longs(inp, n)
        delegate = self.stream_handle("key groups delegate handle")
        handle_id = None
        if code == KEY_GROUPS_HANDLE_V2 and not nested:
            handle_id = inp.read_utf("state handle id")
        return KeyGroupsHandle.model_construct(
            kind="key_groups",
            savepoint=code == SAVEPOINT_KEY_GROUPS_HANDLE,
            type_code=code,
            start_key_group=start,
            offsets=offsets,
            delegate=delegate,
            state_handle_id=handle_id,
        )

    # -- keyed handles ---------------------------------------------------------------
    def keyed_handle(self, depth: int = 0):
        inp = self.inp
        at = inp.pos
        if depth > _MAX_DEPTH:
            raise inp.error("keyed state handles nested too deeply")
        code = inp.read_byte("type of keyed state handle")
        if code == NULL_HANDLE:
            return None
        if code in (KEY_GROUPS_HANDLE, KEY_GROUPS_HANDLE_V2, SAVEPOINT_KEY_GROUPS_HANDLE):
            return self._key_groups(code, at)
        if code in (INCREMENTAL_KEY_GROUPS_HANDLE, INCREMENTAL_KEY_GROUPS_HANDLE_V2):
            v2 = code == INCREMENTAL_KEY_GROUPS_HANDLE_V2
            checkpoint_id = inp.read_long("checkpoint id")
            backend_id = inp.read_utf("backend identifier")
            start = inp.read_int("start key group")
            n = inp.read_int("number of key groups")
            _check_range(inp, start, n, at)
            checkpointed = inp.read_long("checkpointed size") if v2 else None
            meta = self.stream_handle("RocksDB meta data handle")
            shared = self._handles_and_paths("shared state files")
            private = self._handles_and_paths("private state files")
            handle_id = inp.read_utf("state handle id") if v2 else None
            return IncrementalKeyedHandle.model_construct(
                kind="incremental",
                type_code=code,
                checkpoint_id=checkpoint_id,
                backend_identifier=backend_id,
                start_key_group=start,
                num_key_groups=n,
                checkpointed_size=checkpointed,
                metadata=meta,
                shared=shared,
                private=private,
                state_handle_id=handle_id,
            )
        if code in (CHANGELOG_HANDLE, CHANGELOG_HANDLE_V2):
            start = inp.read_int("start key group")
            n = inp.read_int("number of key groups")
            _check_range(inp, start, n, at)
            checkpointed = inp.read_long("checkpointed size")
            base = [self.keyed_handle(depth + 1) for _ in range(inp.read_count("materialized handles", 1))]
            delta = [self.keyed_handle(depth + 1) for _ in range(inp.read_count("non-materialized handles", 1))]
            materialization_id = inp.read_long("materialization id")
            checkpoint_id = inp.read_long("checkpoint id") if code == CHANGELOG_HANDLE_V2 else materialization_id
            handle_id = inp.read_utf("state handle id")
            return ChangelogBackendHandle.model_construct(
                kind="changelog",
                type_code=code,
                start_key_group=start,
                num_key_groups=n,
                checkpointed_size=checkpointed,
                materialized=[h for h in base if h is not None],
                non_materialized=[h for h in delta if h is not None],
                materialization_id=materialization_id,
                checkpoint_id=checkpoint_id,
                state_handle_id=handle_id,
            )
        if code == CHANGELOG_BYTE_INCREMENT_HANDLE:
            start = inp.read_int("start key group")
            n = inp.read_int("number of key groups")
            _check_range(inp, start, n, at)
            seq_from = inp.read_long("sequence number from")
            seq_to = inp.read_long("sequence number to")
            changes = []
            for _ in range(inp.read_count("state changes", 8)):
                kg = inp.read_int("key group of state change")
                size = inp.read_int("size of state change")
                data = inp.read_bytes(size, "state change bytes")
                changes.append(StateChangeRef.model_construct(key_group=kg, size=size, data=data))
            handle_id = inp.read_utf("state handle id")
            return InMemoryChangelogHandle.model_construct(
                kind="changelog_in_memory",
                start_key_group=start,
                num_key_groups=n,
                sequence_from=seq_from,
                sequence_to=seq_to,
                changes=changes,
                state_handle_id=handle_id,
            )
        if code in (CHANGELOG_FILE_INCREMENT_HANDLE, CHANGELOG_FILE_INCREMENT_HANDLE_V2):
            start = inp.read_int("start key group")
            n = inp.read_int("number of key groups")
            _check_range(inp, start, n, at)
            pairs = []
            for _ in range(inp.read_count("changelog stream handles", 9)):
                offset = inp.read_long("changelog offset")
                pairs.append((self.stream_handle("changelog stream handle"), offset))
            size = inp.read_long("changelog state size")
            checkpointed = inp.read_long("checkpointed size")
            handle_id = inp.read_utf("state handle id")
            storage = inp.read_utf("storage identifier") if code == CHANGELOG_FILE_INCREMENT_HANDLE_V2 else "filesystem"
            return ChangelogFileHandle.model_construct(
                kind="changelog_file",
                type_code=code,
                start_key_group=start,
                num_key_groups=n,
                handles_and_offsets=pairs,
                size=size,
                checkpointed_size=checkpointed,
                state_handle_id=handle_id,
                storage_identifier=storage,
            )
        raise inp.error(f"unknown keyed state handle type {code} (expected 0, 3, 5, 7-14)", at)

    def _handles_and_paths(self, what: str) -> list[HandleAndLocalPath]:
        inp = self.inp
        out = []
        for _ in range(inp.read_count(what, 3)):
            local = inp.read_utf("local file name")
            out.append(HandleAndLocalPath.model_construct(local_path=local, handle=self.stream_handle(what)))
        return out

    # -- operator handles --------------------------------------------------------------
    def operator_handle(self):
        inp = self.inp
        at = inp.pos
        code = inp.read_byte("type of operator state handle")
        if code == NULL_HANDLE:
            return None
        if code not in (PARTITIONABLE_OPERATOR_STATE_HANDLE, SEGMENT_PARTITIONABLE_OPERATOR_STATE_HANDLE):
            raise inp.error(f"unknown operator state handle type {code} (expected 0, 4 or 17)", at)
        states = {}
        for _ in range(inp.read_count("operator states in handle", 7)):
            name = inp.read_utf("operator state name")
            mode_at = inp.pos
            mode = inp.read_byte("distribution mode")
            if not 0 <= mode < len(DISTRIBUTION_MODES):
                raise inp.error(f"unknown distribution mode {mode} (expected 0 SPLIT_DISTRIBUTE, 1 UNION, 2 BROADCAST)", mode_at)
            n = inp.read_count(f"offsets of operator state {name!r}", 8)
            states[name] = OperatorStatePartitions.model_construct(mode=DISTRIBUTION_MODES[mode], offsets=_longs(inp, n))
        task_dir = shared_dir = None
        empty = False
        if code == SEGMENT_PARTITIONABLE_OPERATOR_STATE_HANDLE:
            task_dir = inp.read_utf("task-owned directory")
            shared_dir = inp.read_utf("shared directory")
            empty = inp.read_boolean("empty flag")
        delegate = self.stream_handle("operator state delegate handle")
        if code == SEGMENT_PARTITIONABLE_OPERATOR_STATE_HANDLE and delegate is not None and delegate.kind not in (
            "segment_file",
            "empty_segment_file",
        ):
            raise inp.error("file-merging operator state handle without a segment file handle", at)
        return OperatorStreamHandle.model_construct(
            kind="operator_stream",
            states=states,
            delegate=delegate,
            task_owned_dir=task_dir,
            shared_dir=shared_dir,
            empty=empty,
        )

    # -- channel state -------------------------------------------------------------------
    def channel_handles(self, output: bool) -> list:
        inp = self.inp
        out = []
        what = "result subpartition state handles" if output else "input channel state handles"
        for _ in range(inp.read_count(what, 21)):
            if self.version >= 6:
                at = inp.pos
                code = inp.read_ubyte("type of channel state handle")
                if code in (INPUT_CHANNEL_STATE_HANDLE, RESULT_SUBPARTITION_STATE_HANDLE):
                    if (code == RESULT_SUBPARTITION_STATE_HANDLE) != output:
                        raise inp.error(f"channel state handle type {code} in the {what}", at)
                    out.append(self._channel_handle(output))
                elif code in (MERGED_INPUT_CHANNEL_STATE_HANDLE, MERGED_RESULT_SUBPARTITION_STATE_HANDLE):
                    if (code == MERGED_RESULT_SUBPARTITION_STATE_HANDLE) != output:
                        raise inp.error(f"channel state handle type {code} in the {what}", at)
                    subtask = inp.read_int("subtask index")
                    size = inp.read_long("state size")
                    delegate = self.stream_handle("channel state delegate handle")
                    n = inp.read_int("length of serialized channel offsets")
                    inp.skip(n, "serialized channel offsets")
                    out.append(
                        MergedChannelStateHandle.model_construct(
                            kind="merged_result_subpartition" if output else "merged_input_channel",
                            subtask_index=subtask,
                            size=size,
                            delegate=delegate,
                            serialized_channel_offsets_size=n,
                        )
                    )
                else:
                    raise inp.error(f"unknown channel state handle type {code} (expected 1-4)", at)
            else:
                out.append(self._channel_handle(output))
        return out

    def _channel_handle(self, output: bool) -> ChannelStateHandle:
        inp = self.inp
        subtask = inp.read_int("subtask index")
        info = (inp.read_int("gate / partition index"), inp.read_int("channel / subpartition index"))
        offsets = _longs(inp, inp.read_count("channel state offsets", 8))
        size = inp.read_long("channel state size")
        delegate = self.stream_handle("channel state delegate handle")
        return ChannelStateHandle.model_construct(
            kind="result_subpartition" if output else "input_channel",
            subtask_index=subtask,
            info=info,
            offsets=offsets,
            size=size,
            delegate=delegate,
        )

    # -- subtask and operator state ------------------------------------------------------
    def subtask_state(self, index: int) -> SubtaskState:
        inp = self.inp
        if self.version == 2:
            inp.read_long("duration (unused)")
            at = inp.pos
            legacy = inp.read_int("number of legacy task states")
            if legacy > 0:
                raise inp.error(
                    "legacy state of the 'Checkpointed' interface (Flink <= 1.1) is not supported", at
                )
        managed_op = self.operator_handle() if inp.read_int("managed operator state flag") != 0 else None
        raw_op = self.operator_handle() if inp.read_int("raw operator state flag") != 0 else None
        managed_keyed = self.keyed_handle()
        raw_keyed = self.keyed_handle()
        inputs = outputs = []
        if self.version >= 3:
            inputs = self.channel_handles(output=False)
            outputs = self.channel_handles(output=True)
        return SubtaskState.model_construct(
            index=index,
            finished=False,
            managed_operator_state=managed_op,
            raw_operator_state=raw_op,
            managed_keyed_state=managed_keyed,
            raw_keyed_state=raw_keyed,
            input_channel_state=inputs,
            result_subpartition_state=outputs,
        )

    def operator_state(self) -> OperatorState:
        inp = self.inp
        name = uid = None
        if self.version >= 5:
            name = inp.read_utf("operator name") or None
            uid = inp.read_utf("operator uid") or None
        at = inp.pos
        inp.need(16, "operator id")
        raw_id = inp.read_bytes(16, "operator id")
        operator_id = raw_id.hex()
        parallelism = inp.read_int("parallelism")
        max_parallelism = inp.read_int("max parallelism")
        if parallelism < 0 or max_parallelism < 0 or max_parallelism > 32768:
            raise inp.error(
                f"operator {operator_id}: implausible parallelism {parallelism} / max parallelism {max_parallelism}", at
            )
        subtasks = []
        coordinator = None
        fully_finished = False
        if self.version == 2:
            inp.read_int("chain length (unused)")
            n = inp.read_count("subtask states", 4)
            for _ in range(n):
                index = inp.read_int("subtask index")
                subtasks.append(self.subtask_state(index))
        else:
            cat = inp.pos
            coordinator = self.stream_handle("coordinator state handle")
            if coordinator is not None and coordinator.kind != "byte_stream":
                raise inp.error("coordinator state must be an inline byte stream handle", cat)
            n = inp.read_int("number of subtask states")
            if n < 0:
                fully_finished = True
                if coordinator is not None:
                    raise inp.error("a fully finished operator has coordinator state", cat)
            else:
                inp.need(4 * n, "subtask states")
                for _ in range(n):
                    stored = inp.read_int("subtask index")
                    if stored < 0:
                        subtasks.append(SubtaskState.model_construct(index=-stored - 1, finished=True, input_channel_state=[], result_subpartition_state=[], managed_operator_state=None, raw_operator_state=None, managed_keyed_state=None, raw_keyed_state=None))
                    else:
                        subtasks.append(self.subtask_state(stored))
        return OperatorState.model_construct(
            operator_id=operator_id,
            name=name,
            uid=uid,
            parallelism=parallelism,
            max_parallelism=max_parallelism,
            coordinator_state=coordinator,
            fully_finished=fully_finished,
            subtasks=subtasks,
        )

    def master_state(self) -> MasterState:
        inp = self.inp
        at = inp.pos
        magic = inp.read_int("master state magic number")
        if magic != MASTER_STATE_MAGIC:
            raise inp.error(f"master state magic number 0x{magic & 0xFFFFFFFF:08x}, expected 0xc96b1696", at)
        n = inp.read_int("master state length")
        if n <= 0:
            raise inp.error(f"master state length {n}, expected a positive length", at + 4)
        inp.need(n, "master state bytes")
        end = inp.pos + n
        sub = DataInput(inp.buf, inp.pos, end, inp.source, inp.base)
        version = sub.read_int("master state version")
        name = sub.read_utf("master state name")
        size = sub.read_int("master state payload length")
        data = sub.read_bytes(size, "master state payload")
        if not sub.at_end():
            raise sub.error(f"{sub.remaining()} trailing bytes in master state")
        inp.pos = end
        return MasterState.model_construct(name=name, version=version, size=size, data=data)


def _longs(inp: DataInput, n: int) -> list[int]:
    inp.need(8 * n, "offsets")
    vals = list(struct.unpack_from(f">{n}q", inp.buf, inp.pos)) if n else []
    inp.pos += 8 * n
    return vals


def _check_range(inp: DataInput, start: int, n: int, at: int) -> None:
    if n < 0 or start < 0 or (n > 0 and start + n - 1 > 32767):
        raise inp.error(f"key group range start {start}, count {n} outside 0..32767", at)


def read_metadata_buffer(buf, source: str, directory: str) -> CheckpointMetadata:
    """Parse a ``_metadata`` held in ``buf`` (bytes, memoryview or mmap)."""
    size = len(buf)
    if size == 0:
        raise FormatError(source, 0, "empty file: expected Flink checkpoint metadata (magic 0x4960672D)")
    inp = DataInput(buf, source=source)
    magic = inp.read_int("magic number 0x4960672D")
    if magic != MAGIC:
        raise FormatError(
            source, 0, f"magic number 0x{magic & 0xFFFFFFFF:08x}: not a Flink _metadata file (expected 0x4960672d)"
        )
    version = inp.read_int("metadata format version")
    if version not in SUPPORTED_VERSIONS:
        if version == 1:
            msg = "metadata format version 1 (Flink 1.1/1.2) is not supported, as in Flink 1.17+"
        else:
            msg = f"unknown metadata format version {version} (supported: 2-6, Flink 1.3 to 2.3)"
        raise FormatError(source, 4, msg)
    reader = _Reader(inp, directory, version)
    at = inp.pos
    checkpoint_id = inp.read_long("checkpoint id")
    if checkpoint_id < 0:
        raise inp.error(f"negative checkpoint id {checkpoint_id}", at)
    masters = [reader.master_state() for _ in range(inp.read_count("master states", 8))]
    operators = [reader.operator_state() for _ in range(inp.read_count("operator states", 28))]
    properties = None
    properties_bytes = b""
    if version >= 4:
        properties = read_checkpoint_properties(buf, inp.pos, size, source)
        properties_bytes = bytes(buf[inp.pos : size])
    return CheckpointMetadata.model_construct(
        path=source,
        directory=directory,
        version=version,
        checkpoint_id=checkpoint_id,
        master_states=masters,
        operators=operators,
        properties=properties,
        properties_bytes=properties_bytes,
        size=size,
    )


def read_metadata(uri: str) -> CheckpointMetadata:
    """Read a ``_metadata`` file (a path or URI). Relative handles resolve beside it."""
    with _fs.open_source(uri) as src:
        buf = src.buffer()
        if buf is None:
            buf = src.read(0, src.size)
        try:
            return read_metadata_buffer(buf, src.name, _fs.parent(uri))
        finally:
            del buf
