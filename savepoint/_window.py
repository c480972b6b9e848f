"""Sliding windows over state streams, for the entry scanners.

A scanner reads ``buf[pos:lim]`` directly (``struct.unpack_from`` and slices); when an
item does not fit it asks the window for more with ``more(keep)``: bytes before ``keep``
may be dropped, and the window returns how far positions moved (the *shift*), or
``None`` at the end of the stream. Three kinds:

* :class:`BufferWindow`: a region of a buffer that is already addressable (a local
  file's mmap, inline bytes). No copying; ``lim`` advances in steps so mapped pages
  behind the scanner can be released (flat memory on files larger than RAM).
* :class:`SnappyWindow`: the decompressed data of a snappy framed stream, chunk by chunk.
* :class:`RangeWindow`: a remote file read in chunks.
"""

from __future__ import annotations

from flink_compat.schema_registry._io import FormatError

from . import _fs
from ._fs import Source
from ._snappy import SnappyChunks

#: How far a BufferWindow lets the scanner run before it releases pages behind it.
RELEASE_STEP = 16 << 20


class Window:
    buf: object
    lim: int
    #: Where the stream of this window starts, for messages.
    start: int
    source: str

    def more(self, keep: int):
        raise NotImplementedError

    def available(self, pos: int):
        """Bytes from ``pos`` to the end of the stream, or None when unknown (compressed)."""
        return None

    def where(self, pos: int) -> int:
        """File offset of window position ``pos`` (best effort for compressed streams)."""
        return pos

    def error(self, pos: int, message: str) -> FormatError:
        return FormatError(self.source, self.where(pos), message)

    def describe(self, pos: int) -> str:
        return f"offset {self.where(pos)}"


class BufferWindow(Window):
    def __init__(self, buf, start: int, end: int, source: str, src: Source | None = None):
        self.buf = buf
        self.start = start
        self.end = end
        self.source = source
        self._src = src
        self._released = start
        self.lim = min(end, start + RELEASE_STEP) if src is not None else end

    def more(self, keep: int):
        if self.lim >= self.end:
            return None
        if self._src is not None and keep - self._released >= RELEASE_STEP:
            self._src.release(self._released, keep)
            self._released = keep
        self.lim = min(self.end, max(self.lim, keep) + RELEASE_STEP)
        return 0

    def available(self, pos: int):
        return self.end - pos


class SnappyWindow(Window):
    """Decompressed data of the snappy framed stream in ``buf[start:end]``."""

    def __init__(self, buf, start: int, end: int, source: str):
        self._chunks = SnappyChunks(buf, start, end, source)
        self.start = start
        self.source = source
        self.buf = b""
        self.lim = 0
        #: Decompressed bytes dropped before ``buf`` (for messages).
        self._dropped = 0

    def more(self, keep: int):
        data = self._chunks.next()
        if data is None:
            return None
        if keep >= self.lim:
            self._dropped += self.lim
            self.buf = data
            shift = self.lim
        else:
            self._dropped += keep
            self.buf = self.buf[keep:] + data
            shift = keep
        self.lim = len(self.buf)
        return shift

    def where(self, pos: int) -> int:
        return self._chunks.chunk_start

    def error(self, pos: int, message: str) -> FormatError:
        return FormatError(
            self.source,
            self._chunks.chunk_start,
            f"{message} (byte {self._dropped + pos} of the snappy stream starting at offset {self.start})",
        )


class RangeWindow(Window):
    """A file read in chunks from ``start`` to ``end``."""

    def __init__(self, src: Source, start: int, end: int, chunk: int | None = None):
        self._src = src
        self.source = src.name
        self.start = start
        self.end = end
        self._chunk = chunk or _fs.REMOTE_CHUNK
        self._next = start  # file offset of the byte after buf
        self.buf = b""
        self.lim = 0

    def more(self, keep: int):
        if self._next >= self.end:
            return None
        n = min(self._chunk, self.end - self._next)
        data = self._src.read(self._next, n)
        if not data:
            return None
        self._next += len(data)
        if keep >= self.lim:
            self.buf = data
            shift = self.lim
        else:
            self.buf = self.buf[keep:] + data
            shift = keep
        self.lim = len(self.buf)
        return shift

    def where(self, pos: int) -> int:
        return self._next - (self.lim - pos)

    def available(self, pos: int):
        return self.end - self.where(pos)


class SnappyRangeWindow(SnappyWindow):
    """A snappy framed stream in a remote file: compressed bytes are fetched in chunks."""

    def __init__(self, src: Source, start: int, end: int, chunk: int | None = None):
        # Compressed data of one key group is usually small; fetch it all when it is,
        # otherwise stream it through a RangeWindow of compressed bytes.
        self._raw = RangeWindow(src, start, end, chunk)
        self.start = start
        self.source = src.name
        self.buf = b""
        self.lim = 0
        self._dropped = 0
        self._cpos = 0  # position in the compressed window
        self._chunk_start = start

    def _next_chunk(self):
        raw = self._raw
        while True:
            p = self._cpos
            if p + 4 > raw.lim:
                shift = raw.more(p)
                if shift is None:
                    if p < raw.lim:
                        raise FormatError(self.source, raw.where(p), "truncated snappy chunk header")
                    return None
                p -= shift
                self._cpos = p
                continue
            n = raw.buf[p + 1] | (raw.buf[p + 2] << 8) | (raw.buf[p + 3] << 16)
            if p + 4 + n > raw.lim:
                shift = raw.more(p)
                if shift is None:
                    raise FormatError(self.source, raw.where(p), f"snappy chunk of {n} bytes is truncated")
                self._cpos = p - shift
                continue
            self._chunk_start = raw.where(p)
            chunks = SnappyChunks(raw.buf, p, p + 4 + n, self.source, self._chunk_start - p)
            data = chunks.next()
            self._cpos = p + 4 + n
            if data is not None:
                return data

    def more(self, keep: int):
        data = self._next_chunk()
        if data is None:
            return None
        if keep >= self.lim:
            self._dropped += self.lim
            self.buf = data
            shift = self.lim
        else:
            self._dropped += keep
            self.buf = self.buf[keep:] + data
            shift = keep
        self.lim = len(self.buf)
        return shift

    def where(self, pos: int) -> int:
        return self._chunk_start

    def error(self, pos: int, message: str) -> FormatError:
        return FormatError(
            self.source,
            self._chunk_start,
            f"{message} (byte {self._dropped + pos} of the snappy stream starting at offset {self.start})",
        )


def open_window(src: Source, start: int, end: int, compressed: bool) -> Window:
    """A window over ``[start, end)`` of ``src``, decompressing if ``compressed``."""
    buf = src.buffer()
    if compressed:
        if buf is not None:
            return SnappyWindow(buf, start, end, src.name)
        return SnappyRangeWindow(src, start, end)
    if buf is not None:
        return BufferWindow(buf, start, end, src.name, src)
    return RangeWindow(src, start, end)
