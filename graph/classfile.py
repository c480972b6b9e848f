"""What a Java class file refers to, read from its constant pool and method table (JVMS §4).

No Java needed: :func:`class_refs` reads the classes a class file names (its ``CONSTANT_Class``
entries and the ``L...;`` types of its descriptors and signatures) and the methods it declares
(name and descriptor). Bounded: a class file over :data:`MAX_CLASS_BYTES` or with more than
:data:`MAX_POOL_ENTRIES` constant-pool entries is not read; a damaged one raises
:class:`ClassFileError`, which names the offset.
"""

from __future__ import annotations

import re
import struct
from typing import NamedTuple

#: Largest class file read (a real one is rarely over a few hundred KB).
MAX_CLASS_BYTES = 4 << 20
#: Most constant-pool entries read (the format allows 65535).
MAX_POOL_ENTRIES = 65535
_MAGIC = 0xCAFEBABE
# tag → size of the entry after its tag, for the entries of fixed size (JVMS §4.4)
_FIXED = {3: 4, 4: 4, 5: 8, 6: 8, 7: 2, 8: 2, 9: 4, 10: 4, 11: 4, 12: 4, 15: 3, 16: 2, 17: 4, 18: 4, 19: 2, 20: 2}
_UTF8, _CLASS, _LONG, _DOUBLE, _NAME_AND_TYPE = 1, 7, 5, 6, 12
_MEMBER_REFS = (9, 10, 11)  # Fieldref, Methodref, InterfaceMethodref
_TYPE_IN_DESCRIPTOR = re.compile(r"L([A-Za-z0-9_$/]+)[;<]")


class ClassFileError(ValueError):
    """A class file this reader cannot read: not one, damaged, or over its bounds."""


class ClassRefs(NamedTuple):
    #: This class, in internal form (``org/apache/flink/api/common/time/Time``).
    name: str
    #: Classes it names: its constant pool's classes and the types its descriptors mention.
    classes: frozenset
    #: Methods it declares: (name, descriptor).
    methods: frozenset
    #: Fields and methods of other classes it uses: (class, name, descriptor).
    members: frozenset = frozenset()


def class_refs(data: bytes) -> ClassRefs:
    """The classes the class file ``data`` refers to and the methods it declares."""
    if len(data) > MAX_CLASS_BYTES:
        raise ClassFileError(f"class file of {len(data)} bytes, over {MAX_CLASS_BYTES}")
    pos = 0

    def take(n: int) -> bytes:
        nonlocal pos
        if pos + n > len(data):
            raise ClassFileError(f"truncated at byte {pos} (needs {n} more)")
        chunk = data[pos:pos + n]
        pos += n
        return chunk

    def u1() -> int:
        return take(1)[0]

    def u2() -> int:
        return struct.unpack(">H", take(2))[0]

    def u4() -> int:
        return struct.unpack(">I", take(4))[0]

    if u4() != _MAGIC:
        raise ClassFileError("not a class file (no 0xCAFEBABE)")
    take(4)  # minor, major version
    count = u2()
    if count > MAX_POOL_ENTRIES:
        raise ClassFileError(f"{count} constant-pool entries, over {MAX_POOL_ENTRIES}")
    utf8: dict[int, str] = {}
    class_index: dict[int, int] = {}
    member_refs: list[tuple[int, int]] = []
    name_and_type: dict[int, tuple[int, int]] = {}
    i = 1
    while i < count:
        at = pos
        tag = u1()
        if tag == _UTF8:
            utf8[i] = take(u2()).decode("utf-8", "replace")  # modified UTF-8: close enough for names
        elif tag in _FIXED:
            body = take(_FIXED[tag])
            if tag == _CLASS:
                class_index[i] = struct.unpack(">H", body)[0]
            elif tag in _MEMBER_REFS:
                member_refs.append(struct.unpack(">HH", body))
            elif tag == _NAME_AND_TYPE:
                name_and_type[i] = struct.unpack(">HH", body)
        else:
            raise ClassFileError(f"unknown constant-pool tag {tag} at byte {at}")
        i += 2 if tag in (_LONG, _DOUBLE) else 1
    take(2)  # access flags
    this = utf8.get(class_index.get(u2(), 0), "")
    take(2)  # super class (a CONSTANT_Class, already among the classes)
    take(2 * u2())  # interfaces (CONSTANT_Class too)

    def members() -> list[tuple[str, str]]:
        out = []
        for _ in range(u2()):
            take(2)
            name, descriptor = utf8.get(u2(), ""), utf8.get(u2(), "")
            for _ in range(u2()):
                take(2)
                take(u4())
            out.append((name, descriptor))
        return out

    members()  # fields
    methods = members()
    classes = set()
    for index in class_index.values():
        name = utf8.get(index, "")
        classes.add(name.lstrip("[").removeprefix("L").removesuffix(";") if name.startswith("[") else name)
    for text in utf8.values():
        if "L" in text and (";" in text or "<" in text):
            classes.update(_TYPE_IN_DESCRIPTOR.findall(text))
    classes.discard("")
    members = set()
    for owner, nat in member_refs:
        name, descriptor = name_and_type.get(nat, (0, 0))
        members.add((utf8.get(class_index.get(owner, 0), ""), utf8.get(name, ""), utf8.get(descriptor, "")))
    return ClassRefs(this, frozenset(classes), frozenset(methods), frozenset(members))
