"""A bounded reader of the Java Object Serialization *grammar*, for one purpose: the
``CheckpointProperties`` trailer Flink appends to ``_metadata`` since format version 4.

This never instantiates, loads or resolves any class: it walks the stream grammar
(class descriptors, field values, strings, enum constants) and returns plain Python
values (dicts of field name → value). It supports exactly what serializable classes
without custom ``writeObject`` produce (what ``CheckpointProperties``, ``SavepointType``
and ``CheckpointType`` are); anything else (externalizable data, custom block data,
proxies) makes it give up, and the caller records the trailer as unreadable. Depth,
element counts and string lengths are bounded.
"""

from __future__ import annotations

import struct
from typing import Any

from schema_registry._io import decode_modified_utf8

from .models import CheckpointProperties

STREAM_MAGIC = 0xACED
STREAM_VERSION = 5

TC_NULL = 0x70
TC_REFERENCE = 0x71
TC_CLASSDESC = 0x72
TC_OBJECT = 0x73
TC_STRING = 0x74
TC_ARRAY = 0x75
TC_CLASS = 0x76
TC_BLOCKDATA = 0x77
TC_ENDBLOCKDATA = 0x78
TC_RESET = 0x79
TC_BLOCKDATALONG = 0x7A
TC_EXCEPTION = 0x7B
TC_LONGSTRING = 0x7C
TC_PROXYCLASSDESC = 0x7D
TC_ENUM = 0x7E
BASE_HANDLE = 0x7E0000

SC_WRITE_METHOD = 0x01
SC_BLOCK_DATA = 0x08
SC_SERIALIZABLE = 0x02
SC_EXTERNALIZABLE = 0x04
SC_ENUM = 0x10

_PRIM = {
    "B": (">b", 1),
    "C": (">H", 2),
    "D": (">d", 8),
    "F": (">f", 4),
    "I": (">i", 4),
    "J": (">q", 8),
    "S": (">h", 2),
    "Z": (">?", 1),
}

_MAX_DEPTH = 32
_MAX_HANDLES = 4096
_MAX_ARRAY = 4096


class _GiveUp(Exception):
    pass


class ClassDesc:
    __slots__ = ("name", "flags", "fields", "super")

    def __init__(self, name: str, flags: int, fields: list, super_desc):
        self.name = name
        self.flags = flags
        self.fields = fields
        self.super = super_desc


class JavaObject(dict):
    """Field values of one object (all classes of its hierarchy), plus its class name."""

    def __init__(self, class_name: str):
        super().__init__()
        self.class_name = class_name


class JavaEnum:
    __slots__ = ("class_name", "constant")

    def __init__(self, class_name: str, constant: str):
        self.class_name = class_name
        self.constant = constant

    def __repr__(self) -> str:
        return f"{self.class_name}.{self.constant}"


class _Stream:
    def __init__(self, buf, pos: int, end: int):
        self.buf = buf
        self.pos = pos
        self.end = end
        self.handles: list = []

    def take(self, n: int) -> bytes:
        if n < 0 or self.pos + n > self.end:
            raise _GiveUp(f"truncated at offset {self.pos}")
        b = bytes(self.buf[self.pos : self.pos + n])
        self.pos += n
        return b

    def unpack(self, fmt: str, n: int):
        return struct.unpack(fmt, self.take(n))[0]

    def u8(self) -> int:
        return self.take(1)[0]

    def utf(self, long: bool = False) -> str:
        n = self.unpack(">q", 8) if long else self.unpack(">H", 2)
        try:
            return decode_modified_utf8(self.take(n))
        except ValueError as e:
            raise _GiveUp(str(e)) from None

    def new_handle(self, value) -> int:
        if len(self.handles) >= _MAX_HANDLES:
            raise _GiveUp("too many objects")
        self.handles.append(value)
        return len(self.handles) - 1

    def set_handle(self, index: int, value) -> None:
        self.handles[index] = value

    def reference(self):
        h = self.unpack(">i", 4) - BASE_HANDLE
        if not 0 <= h < len(self.handles):
            raise _GiveUp(f"bad back reference {h}")
        return self.handles[h]

    # -- grammar -------------------------------------------------------------------
    def content(self, depth: int):
        if depth > _MAX_DEPTH:
            raise _GiveUp("nested too deeply")
        tc = self.u8()
        if tc == TC_NULL:
            return None
        if tc == TC_REFERENCE:
            return self.reference()
        if tc == TC_STRING:
            s = self.utf()
            self.new_handle(s)
            return s
        if tc == TC_LONGSTRING:
            s = self.utf(long=True)
            self.new_handle(s)
            return s
        if tc == TC_CLASSDESC:
            return self.class_desc_body(depth)
        if tc == TC_ENUM:
            desc = self.class_desc(depth + 1)
            idx = self.new_handle(None)
            constant = self.content(depth + 1)
            if not isinstance(constant, str):
                raise _GiveUp("enum constant is not a string")
            value = JavaEnum(desc.name if desc else "?", constant)
            self.set_handle(idx, value)
            return value
        if tc == TC_OBJECT:
            desc = self.class_desc(depth + 1)
            if desc is None:
                raise _GiveUp("object without class")
            obj = JavaObject(desc.name)
            self.new_handle(obj)
            chain = []
            d = desc
            while d is not None:
                chain.append(d)
                d = d.super
            for d in reversed(chain):
                if d.flags & SC_EXTERNALIZABLE or not d.flags & SC_SERIALIZABLE:
                    raise _GiveUp(f"class {d.name} is not plainly serializable")
                for type_code, name, _cls in d.fields:
                    obj[name] = self.value(type_code, depth + 1)
                if d.flags & SC_WRITE_METHOD:
                    # custom writeObject data: skip annotations up to the end marker
                    self.annotation(depth + 1)
            return obj
        if tc == TC_ARRAY:
            desc = self.class_desc(depth + 1)
            if desc is None or not desc.name.startswith("["):
                raise _GiveUp("array without array class")
            idx = self.new_handle(None)
            n = self.unpack(">i", 4)
            if not 0 <= n <= _MAX_ARRAY:
                raise _GiveUp(f"array of {n} elements")
            elem = desc.name[1]
            values = [self.value(elem, depth + 1) for _ in range(n)]
            self.set_handle(idx, values)
            return values
        if tc == TC_CLASS:
            desc = self.class_desc(depth + 1)
            self.new_handle(desc)
            return desc
        raise _GiveUp(f"unsupported type code 0x{tc:02x}")

    def value(self, type_code: str, depth: int):
        prim = _PRIM.get(type_code)
        if prim is not None:
            return self.unpack(*prim)
        if type_code in ("L", "["):
            return self.content(depth)
        raise _GiveUp(f"bad field type {type_code!r}")

    def annotation(self, depth: int) -> None:
        while True:
            if self.pos >= self.end:
                raise _GiveUp("unterminated annotation")
            tc = self.buf[self.pos]
            if tc == TC_ENDBLOCKDATA:
                self.pos += 1
                return
            if tc == TC_BLOCKDATA:
                self.pos += 1
                self.take(self.u8())
            elif tc == TC_BLOCKDATALONG:
                self.pos += 1
                self.take(self.unpack(">i", 4))
            else:
                self.content(depth + 1)

    def class_desc(self, depth: int):
        tc = self.u8()
        if tc == TC_NULL:
            return None
        if tc == TC_REFERENCE:
            d = self.reference()
            if not isinstance(d, ClassDesc):
                raise _GiveUp("reference to a non class descriptor")
            return d
        if tc == TC_CLASSDESC:
            return self.class_desc_body(depth)
        raise _GiveUp(f"expected a class descriptor, found 0x{tc:02x}")

    def class_desc_body(self, depth: int) -> ClassDesc:
        if depth > _MAX_DEPTH:
            raise _GiveUp("nested too deeply")
        name = self.utf()
        self.take(8)  # serialVersionUID
        idx = self.new_handle(None)
        flags = self.u8()
        n = self.unpack(">h", 2)
        if n < 0 or n > 1024:
            raise _GiveUp(f"{n} fields")
        fields = []
        for _ in range(n):
            code = chr(self.u8())
            fname = self.utf()
            cls = None
            if code in ("L", "["):
                cls = self.content(depth + 1)
            elif code not in _PRIM:
                raise _GiveUp(f"bad field type {code!r}")
            fields.append((code, fname, cls))
        desc = ClassDesc(name, flags, fields, None)
        self.set_handle(idx, desc)
        self.annotation(depth + 1)
        desc.super = self.class_desc(depth + 1)
        return desc


def read_java_object(buf, pos: int, end: int):
    """The first object of a Java serialization stream at ``buf[pos:end]``.

    Returns ``(value, end_position)``; raises ``ValueError`` when the stream uses
    anything this reader does not support.
    """
    s = _Stream(buf, pos, end)
    try:
        if s.unpack(">H", 2) != STREAM_MAGIC or s.unpack(">H", 2) != STREAM_VERSION:
            raise _GiveUp("not a Java serialization stream (magic 0xACED 0005)")
        value = s.content(0)
    except (_GiveUp, struct.error, IndexError, RecursionError) as e:
        raise ValueError(str(e)) from None
    return value, s.pos


def _enum_name(v) -> str | None:
    return v.constant if isinstance(v, JavaEnum) else None


def read_checkpoint_properties(buf, pos: int, end: int, source: str) -> CheckpointProperties:
    """The ``CheckpointProperties`` trailer of a format 4+ ``_metadata``; never raises."""
    if pos >= end:
        return CheckpointProperties(error="no checkpoint properties after the operator states")
    try:
        obj, stop = read_java_object(buf, pos, end)
    except ValueError as e:
        return CheckpointProperties(error=f"checkpoint properties at offset {pos} not readable: {e}")
    if not isinstance(obj, JavaObject):
        return CheckpointProperties(error=f"checkpoint properties at offset {pos}: not an object")
    props: dict[str, Any] = {
        "flags": {k: v for k, v in obj.items() if isinstance(v, bool)},
    }
    ctype = obj.get("checkpointType")
    if isinstance(ctype, JavaObject):
        name = ctype.get("name")
        props["snapshot_type"] = name if isinstance(name, str) else None
        props["is_savepoint"] = ctype.class_name.endswith(".SavepointType")
        props["format_type"] = _enum_name(ctype.get("formatType"))
        props["post_checkpoint_action"] = _enum_name(ctype.get("postCheckpointAction"))
        props["sharing_files_strategy"] = _enum_name(ctype.get("sharingFilesStrategy"))
    if stop != end:
        props["error"] = f"{end - stop} trailing bytes after the checkpoint properties"
    return CheckpointProperties(**props)
