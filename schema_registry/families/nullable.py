"""``NullableSerializer``: a null flag in front of another serializer's bytes.

Flink: ``NullableSerializer.NullableSerializerSnapshot``, a composite with one outer
field, the length of the null padding (non-zero for fixed-length inner types when
padding was asked for). A different padding is INCOMPATIBLE.
"""

from __future__ import annotations

from typing import Literal

from .._base import INCOMPATIBLE, CompositeSnapshot, Resolution

NULLABLE_CLASS = "org.apache.flink.api.java.typeutils.runtime.NullableSerializer$NullableSerializerSnapshot"


class NullableSnapshot(CompositeSnapshot):
    family: Literal["nullable"] = "nullable"
    snapshot_class: str = NULLABLE_CLASS
    version: int = 3
    padding: int = 0
    inner: "Snapshot"

    def label(self) -> str:
        return f"Nullable<{self.inner.label()}>"

    def nested(self):
        return (("inner", self.inner),)

    def outer_compatibility(self, old) -> Resolution:
        if not isinstance(old, NullableSnapshot):
            return Resolution.of(INCOMPATIBLE, f"serializer changed from {old.label()} to {self.label()}")
        if old.padding != self.padding:
            return Resolution.of(
                INCOMPATIBLE, f"null padding changed from {old.padding} to {self.padding} bytes"
            )
        return Resolution.as_is()


# -- binary format: composite, outer version 2 = int padding length ------------------------
from .. import binary  # noqa: E402
from ..codecs import Codec, codec_for, eof  # noqa: E402


def _read_nullable(inp, cls, version):
    _, padding, nested = binary.read_composite(
        inp, version, lambda i, _v: i.read_int("null padding length"), arity=1, what="Nullable"
    )
    if padding < 0:
        raise inp.error(f"negative null padding length {padding}")
    return NullableSnapshot(snapshot_class=cls, version=version, padding=padding, inner=nested[0])


READERS = {NULLABLE_CLASS: _read_nullable}
WRITERS = {
    NullableSnapshot: lambda out, s: binary.write_composite(out, 2, [s.inner], lambda o: o.write_int(s.padding))
}


def _nullable_codec(s: NullableSnapshot) -> Codec:
    # NullableSerializer: boolean "is null"; a null is followed by `padding` zero bytes.
    inner = codec_for(s.inner)
    dec, skp, enc = inner.decode, inner.skip, inner.encode
    pad = s.padding
    zeros = bytes(pad)
    label = s.label()

    def decode(buf, pos):
        if buf[pos]:
            end = pos + 1 + pad
            if end > len(buf):
                raise eof(pos, f"{pad} bytes of null padding")
            return None, end
        return dec(buf, pos + 1)

    def skip(buf, pos):
        if buf[pos]:
            end = pos + 1 + pad
            if end > len(buf):
                raise eof(pos, f"{pad} bytes of null padding")
            return end
        return skp(buf, pos + 1)

    def encode(value, out):
        if value is None:
            out.append(1)
            out += zeros
        else:
            out.append(0)
            enc(value, out)

    return Codec(decode, skip, encode, label, (1 + inner.size) if (pad and inner.size == pad) else None)


CODECS = {NullableSnapshot: _nullable_codec}


# -- value migration: null stays null, anything else migrates as the inner type -----------------
def _nullable_migrator(old: NullableSnapshot, new: NullableSnapshot):
    from ..migrate import nested

    inner = nested(old.inner, new.inner)
    return lambda value: None if value is None else inner(value)


MIGRATIONS = {NullableSnapshot: _nullable_migrator}
