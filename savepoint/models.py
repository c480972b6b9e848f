"""The models of a savepoint, as Flink writes them: checkpoint metadata, state handles,
and the meta information of keyed and operator state backends.

All models are pydantic and dump to JSON with ``model_dump(mode="json")``. Inline state
bytes (byte-stream handles, master state payloads) are kept on the model but left out of
dumps; their size is dumped instead.

Vocabulary (Flink's): an *operator state* is everything one operator (one OperatorID)
stored; it has one *subtask state* per subtask, which holds up to four *state handles*
(managed / raw × operator / keyed) and the channel state of unaligned checkpoints. A
*stream handle* points at bytes: inline in ``_metadata``, a file, a file relative to the
``_metadata`` directory, or a segment of a merged file.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Optional, Union

from pydantic import BaseModel, ConfigDict, Field

from flink_compat.schema_registry.snapshot import Snapshot


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)


# ---------------------------------------------------------------------------------------
#  stream handles: where bytes live


class ByteStreamHandle(_Model):
    """State bytes inlined into ``_metadata`` (below ``state.storage.fs.memory-threshold``)."""

    kind: Literal["byte_stream"] = "byte_stream"
    handle_name: str
    size: int
    #: Offset of the first data byte inside ``_metadata``.
    metadata_offset: int
    data: bytes = Field(default=b"", exclude=True, repr=False)


class FileHandle(_Model):
    """A whole file, by absolute path (checkpoints; savepoints before Flink 1.11)."""

    kind: Literal["file"] = "file"
    path: str
    size: int


class RelativeFileHandle(_Model):
    """A file in the savepoint directory, named relative to ``_metadata`` (Flink 1.11+)."""

    kind: Literal["relative_file"] = "relative_file"
    relative_path: str
    #: The relative path resolved beside ``_metadata``.
    path: str
    size: int


class SegmentFileHandle(_Model):
    """A segment ``[start, start+size)`` of a merged checkpoint file (file merging, 1.20+)."""

    kind: Literal["segment_file"] = "segment_file"
    path: str
    start: int
    size: int
    scope: str
    logical_file_id: str


class EmptySegmentFileHandle(_Model):
    kind: Literal["empty_segment_file"] = "empty_segment_file"
    size: int = 0


class KeyGroupsHandle(_Model):
    """Keyed state of a range of key groups in one stream, with the offset of each group.

    ``savepoint`` is true for Flink's ``KeyGroupsSavepointStateHandle``: the canonical
    (unified) savepoint format. Otherwise it is a ``KeyGroupsStateHandle`` of a checkpoint
    or native savepoint, whose layout depends on the state backend (see ``keyed.py``).
    An offset of 0 means the key group holds no data.
    """

    kind: Literal["key_groups"] = "key_groups"
    savepoint: bool
    #: Flink's handle type code in ``_metadata`` (3, 7 or 12).
    type_code: int
    start_key_group: int
    offsets: list[int]
    delegate: Optional["StreamHandle"]
    state_handle_id: Optional[str] = None

    @property
    def end_key_group(self) -> int:
        """Last key group (inclusive); ``start - 1`` for an empty range."""
        return self.start_key_group + len(self.offsets) - 1

    def key_groups(self) -> range:
        return range(self.start_key_group, self.start_key_group + len(self.offsets))

    def offset_of(self, key_group: int) -> int:
        return self.offsets[key_group - self.start_key_group]


StreamHandle = Annotated[
    Union[ByteStreamHandle, FileHandle, RelativeFileHandle, SegmentFileHandle, EmptySegmentFileHandle, KeyGroupsHandle],
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------------------------------
#  keyed state handles


class HandleAndLocalPath(_Model):
    """One file of a native RocksDB snapshot: its name in the RocksDB instance and where it is."""

    local_path: str
    handle: Optional[StreamHandle]


class IncrementalKeyedHandle(_Model):
    """A native RocksDB snapshot (incremental checkpoint or native savepoint).

    Its SST, MANIFEST, OPTIONS and CURRENT files are listed; their content is RocksDB's,
    out of scope here. The ``metadata`` handle holds the keyed backend meta information
    (state names and serializers), which is read.
    """

    kind: Literal["incremental"] = "incremental"
    type_code: int
    checkpoint_id: int
    backend_identifier: str
    start_key_group: int
    num_key_groups: int
    checkpointed_size: Optional[int] = None
    metadata: Optional[StreamHandle]
    shared: list[HandleAndLocalPath]
    private: list[HandleAndLocalPath]
    state_handle_id: Optional[str] = None

    @property
    def end_key_group(self) -> int:
        return self.start_key_group + self.num_key_groups - 1


class StateChangeRef(_Model):
    """One state change of a changelog handle; key group -1 marks a metadata change."""

    key_group: int
    size: int
    data: bytes = Field(default=b"", exclude=True, repr=False)


class InMemoryChangelogHandle(_Model):
    kind: Literal["changelog_in_memory"] = "changelog_in_memory"
    start_key_group: int
    num_key_groups: int
    sequence_from: int
    sequence_to: int
    changes: list[StateChangeRef]
    state_handle_id: str


class ChangelogFileHandle(_Model):
    kind: Literal["changelog_file"] = "changelog_file"
    type_code: int
    start_key_group: int
    num_key_groups: int
    handles_and_offsets: list[tuple[Optional[StreamHandle], int]]
    size: int
    checkpointed_size: int
    state_handle_id: str
    storage_identifier: str


class ChangelogBackendHandle(_Model):
    """Changelog state backend: materialized backend handles plus non-materialized changes."""

    kind: Literal["changelog"] = "changelog"
    type_code: int
    start_key_group: int
    num_key_groups: int
    checkpointed_size: int
    materialized: list["KeyedHandle"]
    non_materialized: list["KeyedHandle"]
    materialization_id: int
    checkpoint_id: int
    state_handle_id: str


KeyedHandle = Annotated[
    Union[KeyGroupsHandle, IncrementalKeyedHandle, ChangelogBackendHandle, InMemoryChangelogHandle, ChangelogFileHandle],
    Field(discriminator="kind"),
]


# ---------------------------------------------------------------------------------------
#  operator state handles

DISTRIBUTION_MODES = ("SPLIT_DISTRIBUTE", "UNION", "BROADCAST")


class OperatorStatePartitions(_Model):
    """Where one operator state's elements start in the stream, and how it redistributes."""

    mode: str
    offsets: list[int]


class OperatorStreamHandle(_Model):
    kind: Literal["operator_stream"] = "operator_stream"
    #: State name → distribution mode and element offsets, in the order of ``_metadata``.
    states: dict[str, OperatorStatePartitions]
    delegate: Optional[StreamHandle]
    #: File merging (type 17): directories, and whether the handle is an empty placeholder.
    task_owned_dir: Optional[str] = None
    shared_dir: Optional[str] = None
    empty: bool = False


# ---------------------------------------------------------------------------------------
#  channel state (unaligned checkpoints)


class ChannelStateHandle(_Model):
    kind: Literal["input_channel", "result_subpartition"]
    subtask_index: int
    #: (gate, channel) for input channels, (partition, subpartition) for outputs.
    info: tuple[int, int]
    offsets: list[int]
    size: int
    delegate: Optional[StreamHandle]


class MergedChannelStateHandle(_Model):
    kind: Literal["merged_input_channel", "merged_result_subpartition"]
    subtask_index: int
    size: int
    delegate: Optional[StreamHandle]
    serialized_channel_offsets_size: int


ChannelHandle = Annotated[Union[ChannelStateHandle, MergedChannelStateHandle], Field(discriminator="kind")]


# ---------------------------------------------------------------------------------------
#  metadata


class SubtaskState(_Model):
    index: int
    finished: bool = False
    managed_operator_state: Optional[OperatorStreamHandle] = None
    raw_operator_state: Optional[OperatorStreamHandle] = None
    managed_keyed_state: Optional[KeyedHandle] = None
    raw_keyed_state: Optional[KeyedHandle] = None
    input_channel_state: list[ChannelHandle] = []
    result_subpartition_state: list[ChannelHandle] = []

    def is_empty(self) -> bool:
        return not (
            self.managed_operator_state
            or self.raw_operator_state
            or self.managed_keyed_state
            or self.raw_keyed_state
            or self.input_channel_state
            or self.result_subpartition_state
        )


class OperatorState(_Model):
    #: OperatorID as Flink prints it: hex of the 16 bytes (lower part first).
    operator_id: str
    #: Operator name and uid, written since format version 5 (Flink 2.0); None before.
    name: Optional[str] = None
    uid: Optional[str] = None
    parallelism: int
    max_parallelism: int
    coordinator_state: Optional[ByteStreamHandle] = None
    #: All subtasks finished (the operator is restored as finished).
    fully_finished: bool = False
    subtasks: list[SubtaskState] = []


class MasterState(_Model):
    name: str
    version: int
    size: int
    data: bytes = Field(default=b"", exclude=True, repr=False)


class CheckpointProperties(_Model):
    """What the Java-serialized ``CheckpointProperties`` trailer (format 4+) says.

    Read by a bounded reader of the Java serialization grammar that never instantiates
    anything. ``snapshot_type`` is Flink's name ("Savepoint", "Checkpoint", "Full
    Checkpoint", ...), ``format_type`` CANONICAL or NATIVE for savepoints.
    """

    snapshot_type: Optional[str] = None
    is_savepoint: Optional[bool] = None
    format_type: Optional[str] = None
    post_checkpoint_action: Optional[str] = None
    sharing_files_strategy: Optional[str] = None
    flags: dict[str, bool] = {}
    #: Set when the trailer could not be read; the metadata itself is still valid.
    error: Optional[str] = None


class CheckpointMetadata(_Model):
    #: The ``_metadata`` file read.
    path: str
    #: The directory relative handles resolve against.
    directory: str
    version: int
    checkpoint_id: int
    master_states: list[MasterState] = []
    operators: list[OperatorState] = []
    properties: Optional[CheckpointProperties] = None
    #: The Java-serialized CheckpointProperties trailer (format 4+) as written, which a
    #: rewritten savepoint copies (``write.py``).
    properties_bytes: bytes = Field(default=b"", exclude=True, repr=False)
    size: int


# ---------------------------------------------------------------------------------------
#  backend meta information (the head of every keyed / operator state stream)

#: StateMetaInfoSnapshot.BackendStateType, by ordinal (as written).
BACKEND_STATE_TYPES = ("KEY_VALUE", "OPERATOR", "BROADCAST", "PRIORITY_QUEUE", "KEY_VALUE_V2")


class StateMetaInfo(_Model):
    """Flink's ``StateMetaInfoSnapshot``: one registered state."""

    name: str
    #: KEY_VALUE, KEY_VALUE_V2, PRIORITY_QUEUE, OPERATOR or BROADCAST.
    backend_type: str
    options: dict[str, str] = {}
    #: Serializer snapshots by key (KEY_SERIALIZER, NAMESPACE_SERIALIZER, VALUE_SERIALIZER).
    serializers: dict[str, Snapshot] = {}
    #: Position of this state in the stream (the state id keyed entries refer to).
    state_id: int = 0

    @property
    def kind(self) -> str:
        """VALUE, LIST, MAP, REDUCING, AGGREGATING, PRIORITY_QUEUE (timers), or for operator
        state its distribution mode (SPLIT_DISTRIBUTE, UNION) or BROADCAST."""
        if self.backend_type in ("KEY_VALUE", "KEY_VALUE_V2"):
            return self.options.get("KEYED_STATE_TYPE", "UNKNOWN")
        if self.backend_type == "OPERATOR":
            return self.options.get("OPERATOR_STATE_DISTRIBUTION_MODE", "SPLIT_DISTRIBUTE")
        return self.backend_type

    @property
    def value_serializer(self) -> Optional[Any]:
        return self.serializers.get("VALUE_SERIALIZER")

    @property
    def namespace_serializer(self) -> Optional[Any]:
        return self.serializers.get("NAMESPACE_SERIALIZER")

    @property
    def key_serializer(self) -> Optional[Any]:
        return self.serializers.get("KEY_SERIALIZER")


class KeyedBackendMeta(_Model):
    """Flink's ``KeyedBackendSerializationProxy``: the head of every keyed state stream."""

    version: int
    compressed: bool
    key_serializer: Optional[Snapshot] = None
    states: list[StateMetaInfo] = []
    #: Bytes the meta information takes at the head of the stream.
    size: int = 0


class OperatorBackendMeta(_Model):
    """Flink's ``OperatorBackendSerializationProxy``: the head of every operator state stream."""

    version: int
    compressed: bool
    operator_states: list[StateMetaInfo] = []
    broadcast_states: list[StateMetaInfo] = []
    size: int = 0


for _m in (KeyGroupsHandle, ChangelogBackendHandle, ChangelogFileHandle, SubtaskState, OperatorState, HandleAndLocalPath, IncrementalKeyedHandle, OperatorStreamHandle, ChannelStateHandle, MergedChannelStateHandle):
    _m.model_rebuild()
