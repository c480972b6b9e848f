"""Flink's snappy-compressed state streams.

``SnappyStreamCompressionDecorator`` wraps streams in xerial's ``SnappyFramedOutputStream``
(block size 64 KiB, minimum compression ratio 0.85): the snappy *framing format*::

    stream identifier  ff 06 00 00 "sNaPpY"          (written when a stream is opened)
    chunk              type (1 byte) | length (3 bytes, little endian) | payload
      0x00 compressed:   masked CRC32C (4) | raw snappy block
      0x01 uncompressed: masked CRC32C (4) | data
      0xfe padding, 0x80-0xfd skippable; 0x02-0x7f reserved (error)

Flink opens a new compressed stream per key group (and per state in heap checkpoints),
so stream identifiers also appear in the middle; they are skipped. Checksums are not
verified, as in Flink (``new SnappyFramedInputStream(in, false)``).
"""

from __future__ import annotations

import cramjam

from flink_compat.schema_registry._io import FormatError

STREAM_IDENTIFIER = b"\xff\x06\x00\x00sNaPpY"
_MAX_BLOCK = 1 << 16  # xerial's maximum block size
_decompress_raw = cramjam.snappy.decompress_raw


class SnappyChunks:
    """Reads the data chunks of a framed stream from ``buf[pos:end]``, one at a time."""

    __slots__ = ("buf", "pos", "end", "source", "base", "chunk_start")

    def __init__(self, buf, pos: int, end: int, source: str, base: int = 0):
        self.buf = buf
        self.pos = pos
        self.end = end
        self.source = source
        self.base = base
        #: File offset of the chunk most recently returned (for error messages).
        self.chunk_start = pos

    def error(self, message: str, at: int | None = None) -> FormatError:
        return FormatError(self.source, self.base + (self.pos if at is None else at), message)

    def next(self) -> bytes | None:
        """The decompressed data of the next data chunk, or None at the end of ``buf``."""
        buf = self.buf
        while True:
            pos = self.pos
            if pos >= self.end:
                return None
            if pos + 4 > self.end:
                raise self.error("truncated snappy chunk header (expected 4 bytes)")
            kind = buf[pos]
            n = buf[pos + 1] | (buf[pos + 2] << 8) | (buf[pos + 3] << 16)
            start = pos + 4
            if start + n > self.end:
                raise self.error(f"snappy chunk of {n} bytes, only {self.end - start} remain")
            self.pos = start + n
            self.chunk_start = pos
            if kind == 0x00 or kind == 0x01:
                if n < 4:
                    raise self.error(f"snappy data chunk of {n} bytes, shorter than its checksum", pos)
                payload = bytes(buf[start + 4 : start + n])
                if kind == 0x01:
                    if len(payload) > _MAX_BLOCK:
                        raise self.error(f"uncompressed snappy chunk of {len(payload)} bytes exceeds 65536", pos)
                    return payload
                try:
                    size = cramjam.snappy.decompress_raw_len(payload)
                except Exception:  # noqa: BLE001 - cramjam raises its own error types
                    raise self.error("corrupt snappy chunk (bad length preamble)", pos) from None
                if size > _MAX_BLOCK:
                    raise self.error(f"snappy chunk decompresses to {size} bytes, more than 65536", pos)
                try:
                    return bytes(_decompress_raw(payload))
                except Exception:  # noqa: BLE001
                    raise self.error("corrupt snappy chunk (decompression failed)", pos) from None
            if kind == 0xFF:
                if bytes(buf[pos : pos + 10]) != STREAM_IDENTIFIER:
                    raise self.error("bad snappy stream identifier (expected ff 06 00 00 sNaPpY)", pos)
                continue
            if kind == 0xFE or kind >= 0x80:
                continue  # padding / reserved skippable
            raise self.error(f"reserved unskippable snappy chunk type 0x{kind:02x}", pos)


def decompress_range(buf, pos: int, end: int, source: str, base: int = 0, limit: int | None = None) -> bytes:
    """All data of the framed stream(s) in ``buf[pos:end]`` (at most ``limit`` bytes kept)."""
    chunks = SnappyChunks(buf, pos, end, source, base)
    out = bytearray()
    while True:
        c = chunks.next()
        if c is None:
            return bytes(out)
        out += c
        if limit is not None and len(out) >= limit:
            return bytes(out)
