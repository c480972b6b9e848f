"""Reading Java's ``DataInput`` encoding from a buffer, with every length checked.

Flink writes savepoints and serializer snapshots with ``java.io.DataOutput``: big-endian
fixed-width numbers and "modified UTF-8" strings. :class:`DataInput` reads them from any
buffer (``bytes``, ``memoryview``, ``mmap``) and raises :class:`FormatError` naming the
source, the offset and what was expected whenever the bytes run out or make no sense.
Nothing is allocated from a length before that length is checked against what remains.
"""

from __future__ import annotations

import struct

_INT = struct.Struct(">i")
_UINT = struct.Struct(">I")
_LONG = struct.Struct(">q")
_SHORT = struct.Struct(">h")
_USHORT = struct.Struct(">H")
_FLOAT = struct.Struct(">f")
_DOUBLE = struct.Struct(">d")


class FormatError(Exception):
    """Bytes that are not what Flink writes: truncated, corrupted or of another format.

    ``str(error)`` is one line: ``<source> at offset <n>: <what was expected>``.
    """

    def __init__(self, source: str, offset: int | None, message: str):
        self.source = source
        self.offset = offset
        self.message = message
        where = f"{source} at offset {offset}" if offset is not None else source
        super().__init__(f"{where}: {message}")

    def located(self, source: str) -> "FormatError":
        """The same error (same class, offset and message) located at ``source``.
        Subclasses take other constructor arguments, so the copy bypasses ``__init__``."""
        err = type(self).__new__(type(self))
        err.__dict__.update(self.__dict__)
        FormatError.__init__(err, source, self.offset, self.message)
        return err


class DataInput:
    """A cursor over a buffer that reads Java ``DataInput`` values."""

    __slots__ = ("buf", "pos", "end", "source", "base")

    def __init__(self, buf, pos: int = 0, end: int | None = None, source: str = "<bytes>", base: int = 0):
        self.buf = buf
        self.pos = pos
        self.end = len(buf) if end is None else end
        self.source = source
        #: Added to positions in error messages, when ``buf`` is a slice of a larger file.
        self.base = base

    # -- errors and bounds -------------------------------------------------------
    def error(self, message: str, at: int | None = None) -> FormatError:
        return FormatError(self.source, self.base + (self.pos if at is None else at), message)

    def remaining(self) -> int:
        return self.end - self.pos

    def need(self, n: int, what: str) -> None:
        if n < 0:
            raise self.error(f"negative length {n} for {what}")
        if n > self.end - self.pos:
            raise self.error(f"expected {n} bytes of {what}, only {self.end - self.pos} remain")

    def at_end(self) -> bool:
        return self.pos >= self.end

    # -- fixed width -------------------------------------------------------------
    def _unpack(self, st: struct.Struct, what: str):
        pos = self.pos
        if pos + st.size > self.end:
            raise self.error(f"expected {what} ({st.size} bytes), only {self.end - pos} remain")
        self.pos = pos + st.size
        return st.unpack_from(self.buf, pos)[0]

    def read_int(self, what: str = "int") -> int:
        return self._unpack(_INT, what)

    def read_uint(self, what: str = "unsigned int") -> int:
        return self._unpack(_UINT, what)

    def read_long(self, what: str = "long") -> int:
        return self._unpack(_LONG, what)

    def read_short(self, what: str = "short") -> int:
        return self._unpack(_SHORT, what)

    def read_ushort(self, what: str = "unsigned short") -> int:
        return self._unpack(_USHORT, what)

    def read_float(self, what: str = "float") -> float:
        return self._unpack(_FLOAT, what)

    def read_double(self, what: str = "double") -> float:
        return self._unpack(_DOUBLE, what)

    def read_byte(self, what: str = "byte") -> int:
        if self.pos >= self.end:
            raise self.error(f"expected {what}, no bytes remain")
        b = self.buf[self.pos]
        self.pos += 1
        return b - 256 if b > 127 else b

    def read_ubyte(self, what: str = "byte") -> int:
        if self.pos >= self.end:
            raise self.error(f"expected {what}, no bytes remain")
        b = self.buf[self.pos]
        self.pos += 1
        return b

    def read_boolean(self, what: str = "boolean") -> bool:
        return self.read_ubyte(what) != 0

    def read_bytes(self, n: int, what: str = "bytes") -> bytes:
        self.need(n, what)
        start = self.pos
        self.pos += n
        return bytes(self.buf[start : start + n])

    def skip(self, n: int, what: str = "bytes") -> None:
        self.need(n, what)
        self.pos += n

    def read_count(self, what: str, min_bytes_each: int = 1) -> int:
        """An int count of items that follow; each needs at least ``min_bytes_each`` bytes."""
        at = self.pos
        n = self.read_int(f"count of {what}")
        if n < 0:
            raise self.error(f"negative count {n} of {what}", at)
        if min_bytes_each and n * min_bytes_each > self.end - self.pos:
            raise self.error(f"count {n} of {what} exceeds the {self.end - self.pos} bytes that remain", at)
        return n

    # -- strings -------------------------------------------------------------------
    def read_utf(self, what: str = "string") -> str:
        """``DataInput.readUTF``: unsigned short length, then modified UTF-8."""
        at = self.pos
        n = self._unpack(_USHORT, f"length of {what}")
        self.need(n, what)
        raw = bytes(self.buf[self.pos : self.pos + n])
        self.pos += n
        try:
            return decode_modified_utf8(raw)
        except ValueError as e:
            raise self.error(f"{what} is not modified UTF-8: {e}", at) from None


def decode_modified_utf8(raw: bytes) -> str:
    """Java's modified UTF-8: NUL as C0 80, supplementary characters as surrogate pairs."""
    try:
        if b"\xc0\x80" not in raw and b"\xed" not in raw:
            return raw.decode("utf-8")
        # surrogatepass reads CESU-8 style surrogates; then rejoin the pairs.
        text = raw.replace(b"\xc0\x80", b"\x00").decode("utf-8", "surrogatepass")
        # Rejoin surrogate pairs; a lone surrogate stays as it is (Java strings allow it).
        return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "surrogatepass")
    except UnicodeError as e:
        raise ValueError(str(e)) from None


def encode_modified_utf8(text: str) -> bytes:
    """The inverse of :func:`decode_modified_utf8` (used by tests and the replay)."""
    out = bytearray()
    for ch in text:
        cp = ord(ch)
        if cp == 0:
            out += b"\xc0\x80"
        elif cp >= 0x10000:
            for unit in ch.encode("utf-16-be"), :
                hi = int.from_bytes(unit[0:2], "big")
                lo = int.from_bytes(unit[2:4], "big")
                out += chr(hi).encode("utf-8", "surrogatepass") + chr(lo).encode("utf-8", "surrogatepass")
        else:
            out += ch.encode("utf-8", "surrogatepass")
    return bytes(out)


class DataOutput:
    """Writes Java ``DataOutput`` values into a ``bytearray`` (the mirror of :class:`DataInput`)."""

    __slots__ = ("buf",)

    def __init__(self, buf: bytearray | None = None):
        self.buf = bytearray() if buf is None else buf

    def getvalue(self) -> bytes:
        return bytes(self.buf)

    def write_int(self, v: int) -> None:
        self.buf += _INT.pack(v)

    def write_long(self, v: int) -> None:
        self.buf += _LONG.pack(v)

    def write_short(self, v: int) -> None:
        self.buf += _SHORT.pack(v)

    def write_float(self, v: float) -> None:
        self.buf += _FLOAT.pack(v)

    def write_double(self, v: float) -> None:
        self.buf += _DOUBLE.pack(v)

    def write_byte(self, v: int) -> None:
        self.buf.append(v & 0xFF)

    def write_boolean(self, v: bool) -> None:
        self.buf.append(1 if v else 0)

    def write_bytes(self, data) -> None:
        self.buf += data

    def write_utf(self, text: str) -> None:
        """``DataOutput.writeUTF``: unsigned short length, then modified UTF-8 (at most 65535 bytes)."""
        raw = encode_modified_utf8(text)
        if len(raw) > 0xFFFF:
            raise ValueError(f"string of {len(raw)} bytes is too long for writeUTF")
        self.buf += _USHORT.pack(len(raw))
        self.buf += raw
