"""Java enums.

Flink: ``EnumSerializer.EnumSerializerSnapshot`` (body: the enum class and its constant
names in ordinal order; values are written as the index into that list). Resolution:
another class → INCOMPATIBLE; the same constants in the same order → AS_IS; constants
added or reordered → RECONFIGURED (the old order is kept and new constants appended). A
constant that no longer exists makes Flink fail while reading the old snapshot
("Probably because an enum value was removed"), so it is INCOMPATIBLE.
"""

from __future__ import annotations

from typing import Literal

from .._base import AS_IS, INCOMPATIBLE, RECONFIGURED, Resolution, SnapshotBase, short_class

ENUM_CLASS = "org.apache.flink.api.common.typeutils.base.EnumSerializer$EnumSerializerSnapshot"


class EnumSnapshot(SnapshotBase):
    family: Literal["enum"] = "enum"
    snapshot_class: str = ENUM_CLASS
    version: int = 3
    enum_class: str
    constants: tuple[str, ...]

    def label(self) -> str:
        return f"Enum {short_class(self.enum_class)}"

    def classes_read(self) -> tuple[str, ...]:
        return (self.snapshot_class, self.enum_class)

    def resolve_against(self, old) -> Resolution:
        if not isinstance(old, EnumSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.enum_class != self.enum_class:
            return Resolution.of(
                INCOMPATIBLE, f"enum class changed from {old.enum_class} to {self.enum_class}"
            )
        removed = [c for c in old.constants if c not in self.constants]
        if removed:
            return Resolution.of(
                INCOMPATIBLE,
                f"enum constant(s) removed: {', '.join(removed)}; Flink cannot read the old "
                "snapshot",
            )
        if old.constants == self.constants:
            return Resolution(AS_IS)
        added = [c for c in self.constants if c not in old.constants]
        what = f"constant(s) added: {', '.join(added)}" if added else "constants reordered"
        return Resolution.of(
            RECONFIGURED, f"{what}; Flink keeps the old ordinals and appends new constants"
        )


# -- binary format: UTF enum class, int count, UTF constant names (version 3) ------------------
import struct as _struct  # noqa: E402

from ..codecs import Codec, FormatError  # noqa: E402


def _read_enum(inp, cls, version):
    # Flink reads every version the same way.
    enum_class = inp.read_utf("enum class")
    n = inp.read_count("enum constants", 2)
    constants = tuple(inp.read_utf("enum constant") for _ in range(n))
    return EnumSnapshot(snapshot_class=cls, version=version, enum_class=enum_class, constants=constants)


def _write_enum(out, s: EnumSnapshot) -> None:
    out.write_int(3)
    out.write_utf(s.enum_class)
    out.write_int(len(s.constants))
    for c in s.constants:
        out.write_utf(c)


READERS = {ENUM_CLASS: _read_enum}
WRITERS = {EnumSnapshot: _write_enum}

_INT = _struct.Struct(">i")


def _enum_codec(s: EnumSnapshot) -> Codec:
    # EnumSerializer: int index into the constants in the snapshot's order.
    constants = s.constants
    index = {c: i for i, c in enumerate(constants)}
    unpack = _INT.unpack_from
    label = s.label()

    def decode(buf, pos):
        i = unpack(buf, pos)[0]
        if 0 <= i < len(constants):
            return constants[i], pos + 4
        raise FormatError("<value>", pos, f"ordinal {i} of {label} outside its {len(constants)} constants")

    def skip(buf, pos):
        return decode(buf, pos)[1]

    def encode(value, out):
        try:
            out += _INT.pack(index[value])
        except KeyError:
            raise ValueError(f"{value!r} is not a constant of {label}") from None

    return Codec(decode, skip, encode, label, 4)


CODECS = {EnumSnapshot: _enum_codec}


# -- value migration: values are constant names; Flink keeps the old ordinals and appends new
#    constants (reconfiguration), so a constant that is gone cannot be read -------------------
def _enum_migrator(old: EnumSnapshot, new: EnumSnapshot):
    from ..migrate import MigrationError, failing, identity

    if old.enum_class != new.enum_class:
        return failing(f"enum class changed from {old.enum_class} to {new.enum_class}")
    known = frozenset(new.constants)
    if all(c in known for c in old.constants):
        return identity
    label = new.label()

    def migrate(value):
        if value is not None and value not in known:
            raise MigrationError(f"constant {value} is no longer a constant of {label}")
        return value

    return migrate


MIGRATIONS = {EnumSnapshot: _enum_migrator}
