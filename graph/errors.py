"""Errors of loading a job: one line that says what and where."""

from __future__ import annotations

import re
import zipfile
import zlib
from typing import Optional


class LoadError(Exception):
    """A job package, manifest or savepoint that cannot be loaded.

    ``str(error)`` is a single line naming the input (file, line or field) and the problem.
    """


#: What reading a damaged or hostile zip archive (a job package, a JAR) may raise besides
#: ``zipfile.BadZipFile``: a truncated member (EOFError, zlib.error), an unsupported compression
#: (NotImplementedError), encryption (RuntimeError), a member name flagged UTF-8 that is not
#: (UnicodeDecodeError, from ``zipfile.ZipFile`` itself), and the file system's OSError.
ZIP_ERRORS = (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError, RuntimeError, UnicodeDecodeError, OSError)


#: Terminal escape sequences: OSC (ESC ] … BEL or ESC \), CSI (ESC [ params final byte),
#: any other two-byte ESC sequence, and C1 CSI/OSC introducers.
_ESCAPES = re.compile(
    r"(?:\x1b\]|\x9d)[^\x07\x1b\x9c]*(?:\x07|\x1b\\|\x9c)?"
    r"|(?:\x1b\[|\x9b)[0-?]*[ -/]*[@-~]?"
    r"|\x1b[@-_]?"
)
#: Every other control character (C0, DEL, C1), whitespace included: one line, one space.
_CONTROLS = re.compile(r"[\x00-\x20\x7f-\x9f]+")


def one_line(text: str, limit: Optional[int] = None) -> str:
    """``text`` made safe for the one-line error: terminal escape sequences removed (a job
    package's output could otherwise recolour, retitle or rewrite the user's terminal),
    control characters and line breaks turned into single spaces, and at most ``limit``
    characters (an ellipsis marks a cut)."""
    text = _CONTROLS.sub(" ", _ESCAPES.sub("", text)).strip()
    if limit is not None and len(text) > limit:
        text = text[: limit - 1].rstrip() + "…"
    return text
