"""``Either<L, R>`` of Flink's Java API.

Flink: ``JavaEitherSerializerSnapshot``, a composite of the left and right serializers.
"""

from __future__ import annotations

from typing import Literal

from .._base import CompositeSnapshot

EITHER_CLASS = "org.apache.flink.api.java.typeutils.runtime.JavaEitherSerializerSnapshot"


class EitherSnapshot(CompositeSnapshot):
    family: Literal["either"] = "either"
    snapshot_class: str = EITHER_CLASS
    version: int = 3
    left: "Snapshot"
    right: "Snapshot"

    def label(self) -> str:
        return f"Either<{self.left.label()}, {self.right.label()}>"

    def nested(self):
        return (("left", self.left), ("right", self.right))


# -- binary format: composite, outer version 1, nested (left, right) -------------------------
from typing import Any, NamedTuple  # noqa: E402

from .. import binary  # noqa: E402
from ..codecs import Codec, codec_for  # noqa: E402


def _read_either(inp, cls, version):
    _, _, nested = binary.read_composite(inp, version, arity=2, what="Either")
    return EitherSnapshot(snapshot_class=cls, version=version, left=nested[0], right=nested[1])


READERS = {EITHER_CLASS: _read_either}
WRITERS = {EitherSnapshot: lambda out, s: binary.write_composite(out, 1, [s.left, s.right])}


class Left(NamedTuple):
    """The left side of an ``Either`` (Java's ``Either.Left``, Scala's ``Left``)."""

    value: Any


class Right(NamedTuple):
    """The right side of an ``Either``."""

    value: Any


def either_codec(left_snap, right_snap, label: str) -> Codec:
    """A boolean "is left", then the left or the right value (Java and Scala Either)."""
    lc, rc = codec_for(left_snap), codec_for(right_snap)
    ld, rd, ls, rs, le, re_ = lc.decode, rc.decode, lc.skip, rc.skip, lc.encode, rc.encode

    def decode(buf, pos):
        if buf[pos]:
            v, pos = ld(buf, pos + 1)
            return Left(v), pos
        v, pos = rd(buf, pos + 1)
        return Right(v), pos

    def skip(buf, pos):
        return ls(buf, pos + 1) if buf[pos] else rs(buf, pos + 1)

    def encode(value, out):
        if isinstance(value, Left):
            out.append(1)
            le(value.value, out)
        elif isinstance(value, Right):
            out.append(0)
            re_(value.value, out)
        else:
            raise ValueError(f"{label} values are Left(...) or Right(...), not {type(value).__name__}")

    return Codec(decode, skip, encode, label)


CODECS = {EitherSnapshot: lambda s: either_codec(s.left, s.right, s.label())}


# -- value migration: the side that is set migrates with its serializer ------------------------
def either_migrator(old_left, old_right, new_left, new_right):
    from ..migrate import nested

    left, right = nested(old_left, new_left), nested(old_right, new_right)

    def migrate(value):
        if isinstance(value, Left):
            return Left(left(value.value))
        return Right(right(value.value))

    return migrate


MIGRATIONS = {EitherSnapshot: lambda old, new: either_migrator(old.left, old.right, new.left, new.right)}
