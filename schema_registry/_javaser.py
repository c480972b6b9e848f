"""Reading Java serialization streams as plain data, never deserializing them.

Flink Java-serializes a few things into savepoints: values of ``JavaSerializer``
(operator state of ``ListCheckpointed`` functions, e.g. strings) and serializer instances
inside Kryo snapshots. The stream grammar (Java Object Serialization Specification,
chapter 6) is plain data: class descriptors name the classes and list the field types,
so values can be walked without loading or instantiating any class. This module walks
that grammar and returns:

* ``str`` / ``None`` for strings and null; boxed primitives as :class:`JavaInteger`,
  :class:`JavaLong`, … (subclasses of ``int``/``float``/``str``; ``bool`` for Boolean),
  which remember the Java type so that they encode back to the same bytes;
* arrays as ``list`` (``bytes`` for ``byte[]``); enum constants as :class:`JavaEnum`;
  ``java.util.ArrayList``/``LinkedList`` as ``list`` and ``HashMap``/``LinkedHashMap`` as
  ``dict`` when their custom data has the JDK layout;
* anything else as :class:`JavaObject` (class name, field values by name, custom
  ``writeObject`` data in ``annotations``).

A top-level value that is not a string, null or boxed primitive keeps its exact bytes
(``raw``) so it can be written back unchanged. ``Externalizable`` objects written
without block data cannot be walked (their length is unknown): FormatError.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from ._io import FormatError, decode_modified_utf8, encode_modified_utf8

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
SC_SERIALIZABLE = 0x02
SC_EXTERNALIZABLE = 0x04
SC_BLOCK_DATA = 0x08

#: Nesting of objects in objects (each level is a few Python frames).
MAX_DEPTH = 200
#: Objects a value may expand to beyond one per stream byte. A back-reference (TC_REFERENCE)
#: costs five bytes but stands for the whole object it names, and whoever walks the value
#: (JSON, repr, comparisons) walks that object again at every reference: a few KB of arrays
#: referencing the previous array twice expand to 2**N objects. Every object without
#: sharing takes at least one byte, so a stream may expand to max(this, its length).
MAX_SHARED_EXPANSION = 100_000


class JavaInteger(int):
    java_class = "java.lang.Integer"


class JavaLong(int):
    java_class = "java.lang.Long"


class JavaShort(int):
    java_class = "java.lang.Short"


class JavaByte(int):
    java_class = "java.lang.Byte"


class JavaDouble(float):
    java_class = "java.lang.Double"


class JavaFloat(float):
    java_class = "java.lang.Float"


class JavaCharacter(str):
    java_class = "java.lang.Character"


@dataclass(eq=True)
class JavaObject:
    """An object read structurally: its class, its fields (all classes of the hierarchy,
    subclass fields winning on name clashes) and its custom ``writeObject`` data."""

    class_name: str
    fields: dict = field(default_factory=dict)
    annotations: list = field(default_factory=list)
    raw: bytes | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class JavaEnum:
    class_name: str
    name: str


@dataclass(frozen=True)
class JavaClass:
    class_name: str


@dataclass
class _ClassDesc:
    name: str
    uid: int
    flags: int
    fields: list  # (typecode, name, class name or None)
    superclass: "_ClassDesc | None"


# Java's own bytes for boxed primitives (printed by ObjectOutputStream), up to the value.
_BOXED_PREFIX = {
    JavaInteger: ("737200116a6176612e6c616e672e496e746567657212e2a0a4f781873802000149000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b0200007870", ">i"),
    JavaLong: ("7372000e6a6176612e6c616e672e4c6f6e673b8be490cc8f23df0200014a000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b0200007870", ">q"),
    JavaShort: ("7372000f6a6176612e6c616e672e53686f7274684d37133460da5202000153000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b0200007870", ">h"),
    JavaByte: ("7372000e6a6176612e6c616e672e427974659c4e6084ee50f51c02000142000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b0200007870", ">b"),
    JavaDouble: ("737200106a6176612e6c616e672e446f75626c6580b3c24a296bfb0402000144000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b0200007870", ">d"),
    JavaFloat: ("7372000f6a6176612e6c616e672e466c6f6174daedc9a2db3cf0ec02000146000576616c7565787200106a6176612e6c616e672e4e756d62657286ac951d0b94e08b0200007870", ">f"),
    bool: ("737200116a6176612e6c616e672e426f6f6c65616ecd207280d59cfaee0200015a000576616c75657870", ">?"),
    JavaCharacter: ("737200136a6176612e6c616e672e436861726163746572348b47d96b1a267802000143000576616c75657870", ">H"),
}
_BOXED_BY_NAME = {
    "java.lang.Integer": JavaInteger,
    "java.lang.Long": JavaLong,
    "java.lang.Short": JavaShort,
    "java.lang.Byte": JavaByte,
    "java.lang.Double": JavaDouble,
    "java.lang.Float": JavaFloat,
    "java.lang.Boolean": bool,
    "java.lang.Character": JavaCharacter,
}
_PRIM = {
    "B": (struct.Struct(">b"), int),
    "C": (struct.Struct(">H"), chr),
    "D": (struct.Struct(">d"), float),
    "F": (struct.Struct(">f"), float),
    "I": (struct.Struct(">i"), int),
    "J": (struct.Struct(">q"), int),
    "S": (struct.Struct(">h"), int),
    "Z": (struct.Struct(">?"), bool),
}


class _Walker:
    __slots__ = ("buf", "pos", "end", "handles", "depth", "sizes", "expanded", "max_expanded")

    def __init__(self, buf, pos: int, end: int):
        self.buf = buf
        self.pos = pos
        self.end = end
        self.handles: list = []
        #: per handle, the objects it expands to (None while it is being read)
        self.sizes: list = []
        self.depth = 0
        #: objects of the value read so far, each reference counting what it stands for
        self.expanded = 0
        self.max_expanded = max(MAX_SHARED_EXPANSION, end - pos)

    def error(self, message: str, at: int | None = None) -> FormatError:
        return FormatError("<java serialization>", self.pos if at is None else at, message)

    def take(self, n: int) -> bytes:
        if n < 0 or self.pos + n > self.end:
            raise self.error(f"expected {n} bytes, {self.end - self.pos} remain")
        raw = bytes(self.buf[self.pos : self.pos + n])
        self.pos += n
        return raw

    def u8(self) -> int:
        if self.pos >= self.end:
            raise self.error("unexpected end of the Java serialization stream")
        b = self.buf[self.pos]
        self.pos += 1
        return b

    def unpack(self, fmt: str):
        st = struct.Struct(fmt)
        return st.unpack(self.take(st.size))[0]

    def utf(self) -> str:
        n = self.unpack(">H")
        try:
            return decode_modified_utf8(self.take(n))
        except ValueError as e:
            raise self.error(f"bad modified UTF-8: {e}") from None

    def long_utf(self) -> str:
        n = self.unpack(">q")
        try:
            return decode_modified_utf8(self.take(n))
        except ValueError as e:
            raise self.error(f"bad modified UTF-8: {e}") from None

    def count(self, n: int, at: int) -> None:
        self.expanded += n
        if self.expanded > self.max_expanded:
            raise self.error(f"the value expands to more than {self.max_expanded:,} objects through shared references: refused", at)

    def new_handle(self, value, size: int | None = 1) -> int:
        """A new handle; ``size=None`` while the object is read, see :meth:`sized`."""
        self.handles.append(value)
        self.sizes.append(size)
        return len(self.handles) - 1

    def sized(self, idx: int, expanded_before: int) -> None:
        self.sizes[idx] = self.expanded - expanded_before

    def reference(self):
        at = self.pos
        handle = self.unpack(">i") - BASE_HANDLE
        if not 0 <= handle < len(self.handles):
            raise self.error(f"reference to unknown handle {handle + BASE_HANDLE:#x}", at)
        # A reference to an object still being read (a cycle) is not walked again.
        self.count(self.sizes[handle] or 1, at)
        return self.handles[handle]

    # -- grammar --------------------------------------------------------------------------
    def content(self):
        """object | blockdata; block data is returned as ``bytes``."""
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise self.error("Java serialization stream nested too deeply")
        try:
            at = self.pos
            tc = self.u8()
            if tc != TC_REFERENCE:
                self.count(1, at)
            if tc == TC_NULL:
                return None
            if tc == TC_REFERENCE:
                return self.reference()
            if tc == TC_STRING:
                s = self.utf()
                self.new_handle(s)
                return s
            if tc == TC_LONGSTRING:
                s = self.long_utf()
                self.new_handle(s)
                return s
            if tc == TC_OBJECT:
                return self.new_object()
            if tc == TC_ARRAY:
                return self.new_array()
            if tc == TC_ENUM:
                desc = self.class_desc()
                idx = self.new_handle(None)
                name = self.content()
                value = JavaEnum(desc.name if desc else "?", name if isinstance(name, str) else str(name))
                self.handles[idx] = value
                return value
            if tc == TC_CLASS:
                desc = self.class_desc()
                value = JavaClass(desc.name if desc else "?")
                self.new_handle(value)
                return value
            if tc in (TC_CLASSDESC, TC_PROXYCLASSDESC):
                self.pos = at
                return self.class_desc()
            if tc == TC_BLOCKDATA:
                return self.take(self.u8())
            if tc == TC_BLOCKDATALONG:
                return self.take(self.unpack(">i"))
            if tc == TC_RESET:
                # ObjectInputStream.handleReset: a reset inside an object being read is "unexpected
                # reset" (the handles of the objects around it would be gone)
                if self.depth > 1:
                    raise self.error("Java serialization reset inside an object", at)
                self.handles.clear()
                self.sizes.clear()
                return self.content()
            if tc == TC_EXCEPTION:
                raise self.error("the stream holds an exception written during serialization", at)
            raise self.error(f"unknown Java serialization type code {tc:#x}", at)
        finally:
            self.depth -= 1

    def class_desc(self) -> "_ClassDesc | None":
        at = self.pos
        tc = self.u8()
        if tc == TC_NULL:
            return None
        if tc == TC_REFERENCE:
            desc = self.reference()
            if desc is not None and not isinstance(desc, _ClassDesc):
                raise self.error("reference to a non class descriptor where one is expected", at)
            return desc
        if tc == TC_CLASSDESC:
            name = self.utf()
            uid = self.unpack(">q")
            desc = _ClassDesc(name, uid, 0, [], None)
            self.new_handle(desc)
            desc.flags = self.u8()
            n = self.unpack(">h")
            if n < 0:
                raise self.error(f"negative field count {n}")
            for _ in range(n):
                code = chr(self.u8())
                fname = self.utf()
                if code in _PRIM:
                    desc.fields.append((code, fname, None))
                elif code in "[L":
                    cls = self.content()
                    if not isinstance(cls, str):
                        raise self.error("field class name is not a string")
                    desc.fields.append((code, fname, cls))
                else:
                    raise self.error(f"unknown field type code {code!r}")
            self.annotation()
            desc.superclass = self.class_desc()
            return desc
        if tc == TC_PROXYCLASSDESC:
            desc = _ClassDesc("<proxy>", 0, SC_SERIALIZABLE, [], None)
            self.new_handle(desc)
            n = self.unpack(">i")
            if n < 0 or n > self.end - self.pos:
                raise self.error(f"bad proxy interface count {n}")
            names = [self.utf() for _ in range(n)]
            desc.name = "<proxy " + ",".join(names) + ">"
            self.annotation()
            desc.superclass = self.class_desc()
            return desc
        raise self.error(f"class descriptor expected, found type code {tc:#x}", at)

    def annotation(self) -> list:
        items = []
        while True:
            if self.pos < self.end and self.buf[self.pos] == TC_ENDBLOCKDATA:
                self.pos += 1
                return items
            items.append(self.content())

    def new_object(self):
        desc = self.class_desc()
        if desc is None:
            raise self.error("object without a class descriptor")
        obj = JavaObject(desc.name)
        before = self.expanded
        idx = self.new_handle(obj, None)
        chain = []
        d = desc
        while d is not None:
            chain.append(d)
            d = d.superclass
            if len(chain) > MAX_DEPTH:
                raise self.error("class hierarchy too deep")
        for d in reversed(chain):
            if d.flags & SC_EXTERNALIZABLE:
                if not d.flags & SC_BLOCK_DATA:
                    raise self.error(f"cannot walk Externalizable {d.name} written without block data")
                obj.annotations.extend(self.annotation())
                continue
            values = {}
            for code, fname, _cls in d.fields:
                if code in _PRIM:
                    st, conv = _PRIM[code]
                    values[fname] = conv(st.unpack(self.take(st.size))[0])
                else:
                    values[fname] = self.content()
            obj.fields.update(values)
            if d.flags & SC_WRITE_METHOD:
                obj.annotations.extend(self.annotation())
        value = _plain(obj)
        self.handles[idx] = value
        self.sized(idx, before)
        return value

    def new_array(self):
        desc = self.class_desc()
        if desc is None:
            raise self.error("array without a class descriptor")
        before = self.expanded
        idx = self.new_handle(None, None)
        at = self.pos
        n = self.unpack(">i")
        if n < 0 or n > self.end - self.pos:
            raise self.error(f"bad array length {n}")
        code = desc.name[1:2]
        if code == "B":
            value = self.take(n)
        elif code in _PRIM:
            st, conv = _PRIM[code]
            raw = self.take(n * st.size)
            self.count(n, at)
            value = [conv(v) for v in struct.unpack(f">{n}{st.format[1:]}", raw)]
        else:
            value = [self.content() for _ in range(n)]
        self.handles[idx] = value
        self.sized(idx, before)
        return value


def _plain(obj: JavaObject):
    boxed = _BOXED_BY_NAME.get(obj.class_name)
    if boxed is not None and "value" in obj.fields:
        return boxed(obj.fields["value"])
    ann = obj.annotations
    if obj.class_name in ("java.util.ArrayList", "java.util.LinkedList") and ann:
        items = ann[1:] if isinstance(ann[0], bytes) else ann
        if not any(isinstance(i, bytes) for i in items):
            return list(items)
    if obj.class_name in ("java.util.HashMap", "java.util.LinkedHashMap") and ann and isinstance(ann[0], bytes):
        items = ann[1:]
        if len(items) % 2 == 0 and not any(isinstance(i, bytes) for i in items):
            try:
                return dict(zip(items[::2], items[1::2]))
            except TypeError:
                return obj
    return obj


def read_stream(buf, pos: int, end: int | None = None):
    """One ``ObjectOutputStream`` (header and one object) at ``pos``: ``(value, new_pos)``."""
    end = len(buf) if end is None else end
    w = _Walker(buf, pos, end)
    magic = w.unpack(">H")
    version = w.unpack(">H")
    if magic != STREAM_MAGIC or version != STREAM_VERSION:
        raise w.error(f"not a Java serialization stream (header {magic:#06x} {version})", pos)
    value = w.content()
    if isinstance(value, bytes):
        raise w.error("the stream starts with block data, not an object", pos)
    if isinstance(value, _ClassDesc):
        value = JavaClass(value.name)
    if isinstance(value, JavaObject) or isinstance(value, (list, dict, JavaEnum, JavaClass, bytes)):
        if isinstance(value, JavaObject):
            value.raw = bytes(buf[pos : w.pos])
        else:
            value = _Raw(value, bytes(buf[pos : w.pos]))
    return value, w.pos


class _Raw:
    """A container decoded from a stream, kept with its bytes (lists, maps, arrays, enums)."""

    __slots__ = ("value", "raw")

    def __init__(self, value, raw):
        self.value = value
        self.raw = raw


def decode_java_serialized(buf, pos):
    value, pos = read_stream(buf, pos)
    if isinstance(value, _Raw):
        value = _with_raw(value.value, value.raw)
    return value, pos


class JavaList(list):
    """A list read from a Java stream; ``raw`` holds its exact bytes."""

    raw: bytes | None = None


class JavaMap(dict):
    """A map read from a Java stream; ``raw`` holds its exact bytes."""

    raw: bytes | None = None


def _with_raw(value, raw):
    if isinstance(value, list):
        out = JavaList(value)
        out.raw = raw
        return out
    if isinstance(value, dict):
        out = JavaMap(value)
        out.raw = raw
        return out
    if isinstance(value, (JavaEnum, JavaClass)):
        return JavaObject(value.class_name, {"name": getattr(value, "name", None)}, [], raw)
    if isinstance(value, bytes):
        return JavaObject("[B", {"value": value}, [], raw)
    return value


def skip_java_serialized(buf, pos):
    return read_stream(buf, pos)[1]


def encode_java_serialized(value, out) -> None:
    out += b"\xac\xed\x00\x05"
    raw = getattr(value, "raw", None)
    if raw is not None:
        out[-4:] = b""
        out += raw
        return
    if value is None:
        out.append(TC_NULL)
        return
    kind = type(value)
    if kind in _BOXED_PREFIX:
        prefix, fmt = _BOXED_PREFIX[kind]
        out += bytes.fromhex(prefix)
        out += struct.pack(fmt, ord(value) if kind is JavaCharacter else value)
        return
    if isinstance(value, str):
        data = encode_modified_utf8(value)
        if len(data) <= 0xFFFF:
            out.append(TC_STRING)
            out += struct.pack(">H", len(data))
        else:
            out.append(TC_LONGSTRING)
            out += struct.pack(">q", len(data))
        out += data
        return
    raise ValueError(
        f"cannot Java-serialize {kind.__name__}: only strings, null, JavaInteger/JavaLong/... "
        "and values read from a stream (which keep their bytes) can be written"
    )
