"""Where savepoint bytes come from: local files (memory-mapped) or any fsspec URI.

Savepoints are only ever read: files are opened read-only and nothing is written next
to them. A :class:`Source` gives the size of one file, ranges of it, and for local files
a zero-copy buffer over the whole file (an ``mmap``), which the decoders scan directly.

Remote URIs (``s3://``, ``gs://``, ``hdfs://``, ...) go through fsspec; the matching
fsspec implementation (``s3fs``, ``gcsfs``, pyarrow for HDFS) must be installed, which the
error message says when it is not.

State handles name files by path, and ``_metadata`` is input: :func:`within` decides
whether a path lies under a directory (the savepoint's own, or a prefix the user allows),
so a crafted handle cannot make the reader open ``/etc/passwd`` or ``https://...``.
"""

from __future__ import annotations

import mmap
import os
import posixpath
import stat
from urllib.parse import unquote, urlparse

from flink_compat.schema_registry._io import FormatError

#: Bytes fetched per remote read when a caller streams through a file.
REMOTE_CHUNK = 4 << 20


class Source:
    """One readable file."""

    name: str
    size: int

    def read(self, offset: int, n: int) -> bytes:
        """``n`` bytes at ``offset`` (fewer only at the end of the file)."""
        raise NotImplementedError

    def buffer(self):
        """A buffer over the whole file (zero copy), or ``None`` if the source has none."""
        return None

    def release(self, start: int, end: int) -> None:
        """Hint that bytes in ``[start, end)`` will not be read again (drops mapped pages)."""

    def close(self) -> None:
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.name!r}, size={self.size})"


class BytesSource(Source):
    """Bytes already in memory (inline state handles, tests)."""

    def __init__(self, data, name: str = "<bytes>"):
        self._data = data
        self.name = name
        self.size = len(data)

    def read(self, offset: int, n: int) -> bytes:
        return bytes(self._data[offset : offset + n])

    def buffer(self):
        return self._data


_PAGE = mmap.PAGESIZE
_HAS_MADVISE = hasattr(mmap.mmap, "madvise") and hasattr(mmap, "MADV_DONTNEED")


class LocalSource(Source):
    """A local file, memory-mapped read-only."""

    def __init__(self, path: str):
        self.name = path
        try:
            fd = os.open(path, os.O_RDONLY)
        except FileNotFoundError:
            raise FormatError(path, None, "state file not found") from None
        except IsADirectoryError:
            raise FormatError(path, None, "expected a file, found a directory") from None
        except OSError as e:
            raise FormatError(path, None, f"cannot open: {e.strerror}") from None
        except ValueError as e:  # e.g. an embedded NUL in a path read from _metadata
            raise FormatError(repr(path), None, f"invalid state file path: {e}") from None
        try:
            st = os.fstat(fd)
            if stat.S_ISDIR(st.st_mode):
                # Linux opens a directory O_RDONLY without IsADirectoryError; mmap would then
                # fail with a bare OSError (EINVAL).
                raise FormatError(path, None, "expected a file, found a directory")
            self.size = st.st_size
            self._mm = mmap.mmap(fd, 0, access=mmap.ACCESS_READ) if self.size else None
        finally:
            os.close(fd)

    def read(self, offset: int, n: int) -> bytes:
        if self._mm is None:
            return b""
        return self._mm[offset : offset + n]

    def buffer(self):
        return self._mm if self._mm is not None else b""

    def release(self, start: int, end: int) -> None:
        # Pages of a read-only shared mapping can be dropped at any time: the kernel
        # re-reads them from the page cache if touched again. Keeps RSS flat while
        # streaming through files larger than memory.
        if self._mm is None or not _HAS_MADVISE:
            return
        start = (start + _PAGE - 1) // _PAGE * _PAGE
        end = min(end, self.size) // _PAGE * _PAGE
        if end > start:
            try:
                self._mm.madvise(mmap.MADV_DONTNEED, start, end - start)
            except (OSError, ValueError):
                pass

    def close(self) -> None:
        if self._mm is not None:
            try:
                self._mm.close()
            except BufferError:
                # A memoryview over the map is still alive somewhere; the map is
                # closed when it is collected.
                pass
            self._mm = None


class FsspecSource(Source):
    """A file behind an fsspec filesystem, read in ranges: each read fetches exactly the bytes
    asked for (no read-ahead cache). Readers stream through state in chunks of their own
    (``REMOTE_CHUNK``), and the header of a state file (its states and serializer snapshots)
    is read alone: with s3fs's default 50 MB read-ahead, a replay's driver planning from the
    headers would download the state itself."""

    def __init__(self, fs, path: str, uri: str):
        self.name = uri
        self._fs = fs
        self._path = path
        try:
            self.size = int(fs.size(path))
        except FileNotFoundError:
            raise FormatError(uri, None, "state file not found") from None
        except (OSError, ValueError) as e:
            raise FormatError(uri, None, f"cannot stat: {e}") from None
        self._f = None

    def read(self, offset: int, n: int) -> bytes:
        if n <= 0 or offset >= self.size:
            return b""
        try:
            if self._f is None:
                self._f = self._fs.open(self._path, "rb", cache_type="none")
            self._f.seek(offset)
            return self._f.read(n)
        except (OSError, ValueError) as e:
            raise FormatError(self.name, offset, f"read failed: {e}") from None

    def close(self) -> None:
        if self._f is not None:
            self._f.close()
            self._f = None


# ---------------------------------------------------------------------------------------
#  locations


def is_local(uri: str) -> bool:
    scheme = urlparse(uri).scheme
    return scheme in ("", "file") or (len(scheme) == 1 and os.name == "nt")


def local_path(uri: str) -> str:
    """The local path of a ``file:`` URI or plain path (``file:/x``, ``file:///x``)."""
    if uri.startswith("file:"):
        parsed = urlparse(uri)
        return unquote(parsed.path) or "/"
    return uri


def _filesystem(uri: str):
    try:
        import fsspec
    except ImportError:  # pragma: no cover - fsspec is a dependency
        raise FormatError(uri, None, "reading remote savepoints needs fsspec: pip install fsspec") from None
    try:
        fs, path = fsspec.core.url_to_fs(uri)
    except (ImportError, ValueError, TypeError, OSError) as e:
        scheme = urlparse(uri).scheme
        hint = {"s3": "s3fs", "s3a": "s3fs", "gs": "gcsfs", "gcs": "gcsfs", "hdfs": "pyarrow"}.get(scheme)
        extra = f" (pip install {hint}, or flink-compat[remote])" if hint else ""
        raise FormatError(uri, None, f"no filesystem for this URI: {e}{extra}") from None
    return fs, path


def open_source(uri: str) -> Source:
    """Open one file for reading."""
    if is_local(uri):
        return LocalSource(local_path(uri))
    fs, path = _filesystem(uri)
    return FsspecSource(fs, path, uri)


def is_dir(uri: str) -> bool:
    if is_local(uri):
        return os.path.isdir(local_path(uri))
    fs, path = _filesystem(uri)
    try:
        return bool(fs.isdir(path))
    except (OSError, ValueError):
        return False


def exists(uri: str) -> bool:
    if is_local(uri):
        return os.path.exists(local_path(uri))
    fs, path = _filesystem(uri)
    try:
        return bool(fs.exists(path))
    except (OSError, ValueError):
        return False


def listdir(uri: str) -> list[str]:
    """Names in a directory (none when it cannot be listed)."""
    if is_local(uri):
        try:
            return os.listdir(local_path(uri))
        except OSError:
            return []
    fs, path = _filesystem(uri)
    try:
        return [posixpath.basename(p.rstrip("/")) for p in fs.ls(path, detail=False)]
    except (OSError, ValueError):
        return []


def join(base: str, relative: str) -> str:
    """``relative`` resolved inside the directory ``base`` (a path or URI)."""
    if is_local(base):
        return os.path.join(local_path(base), relative)
    return base.rstrip("/") + "/" + relative


def parent(uri: str) -> str:
    if is_local(uri):
        return os.path.dirname(os.path.abspath(local_path(uri)))
    parsed = urlparse(uri)
    return parsed._replace(path=posixpath.dirname(parsed.path.rstrip("/"))).geturl()


def basename(uri: str) -> str:
    return posixpath.basename(urlparse(uri).path.rstrip("/")) if not is_local(uri) else os.path.basename(local_path(uri))


# ---------------------------------------------------------------------------------------
#  confinement


class PathRefused(FormatError):
    """A state handle names a file outside the directories the reader may read."""


def within(path: str, root: str) -> bool:
    """Whether ``path`` lies under the directory ``root``: both local, compared after
    resolving symlinks and ``..``; or both URIs of the same scheme and authority whose
    paths have no ``..`` segment (object stores have no ``..``: one would be a key)."""
    if is_local(path) != is_local(root):
        return False
    if is_local(path):
        try:
            p = os.path.realpath(local_path(path))
            r = os.path.realpath(local_path(root))
        except (OSError, ValueError):  # e.g. an embedded NUL
            return False
        return p == r or p.startswith(r.rstrip(os.sep) + os.sep)
    p, r = urlparse(path), urlparse(root)
    if (p.scheme.lower(), p.netloc) != (r.scheme.lower(), r.netloc) or p.query or p.fragment:
        return False
    if ".." in p.path.split("/") or ".." in r.path.split("/"):
        return False
    ppath = posixpath.normpath("/" + p.path)
    rpath = posixpath.normpath("/" + r.path)
    return ppath == rpath or ppath.startswith(rpath.rstrip("/") + "/")
