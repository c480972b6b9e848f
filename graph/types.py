"""Flink type information for job packages, as the serializer snapshots it yields.

``Types`` mirrors ``org.apache.flink.api.common.typeinfo.Types``: each type is the
serializer snapshot Flink writes for it (``Types.LONG`` is Flink's ``LongSerializer``
snapshot, ``Types.TUPLE(Types.BOOLEAN, Types.LONG)`` a ``TupleSerializer`` over those, a
POJO the ``PojoSerializer`` snapshot with fields in Flink's order, a generic type the
``KryoSerializer`` snapshot with Flink's default registrations).

A Python dataclass can describe a POJO::

    @pojo("com.acme.alarm.AlarmState")
    @dataclasses.dataclass
    class AlarmState:
        active: Types.BOOLEAN
        time: Types.LONG
"""

from __future__ import annotations

import dataclasses
import re
import sys
import typing
from typing import Any, Iterable, Mapping, Sequence

from flink_compat.schema_registry import Snapshot
from flink_compat.schema_registry._base import SnapshotBase
from flink_compat.schema_registry.families.avro import GENERIC_RECORD, AvroSnapshot
from flink_compat.schema_registry.families.collections import GenericArraySnapshot, ListSnapshot, MapSnapshot, SetSnapshot
from flink_compat.schema_registry.families.either import EitherSnapshot
from flink_compat.schema_registry.families.enum import EnumSnapshot
from flink_compat.schema_registry.families.kryo import KryoRegistration, KryoSnapshot, kryo_field_order
from flink_compat.schema_registry.families.nullable import NullableSnapshot
from flink_compat.schema_registry.families.pojo import PojoField, PojoSnapshot
from flink_compat.schema_registry.families.row import RowSnapshot
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from flink_compat.schema_registry.families.tuple import TupleSnapshot, tuple_class_for_arity
from flink_compat.schema_registry.families.value_types import VALUE_CLASS, ValueTypeSnapshot

#: Java classes of the simple types (the component class of object arrays).
JAVA_CLASS = {
    "Boolean": "java.lang.Boolean",
    "Byte": "java.lang.Byte",
    "Short": "java.lang.Short",
    "Int": "java.lang.Integer",
    "Long": "java.lang.Long",
    "Float": "java.lang.Float",
    "Double": "java.lang.Double",
    "Char": "java.lang.Character",
    "String": "java.lang.String",
    "BigInteger": "java.math.BigInteger",
    "BigDecimal": "java.math.BigDecimal",
    "Date": "java.util.Date",
    "SqlDate": "java.sql.Date",
    "SqlTime": "java.sql.Time",
    "SqlTimestamp": "java.sql.Timestamp",
    "Instant": "java.time.Instant",
    "LocalDate": "java.time.LocalDate",
    "LocalTime": "java.time.LocalTime",
    "LocalDateTime": "java.time.LocalDateTime",
}

#: Fixed serialized lengths (``TypeSerializer.getLength``), for null padding.
FIXED_LENGTH = {
    "Boolean": 1, "Byte": 1, "Short": 2, "Int": 4, "Long": 8, "Float": 4, "Double": 8,
    "Char": 2, "Date": 8, "SqlDate": 8, "SqlTime": 8, "SqlTimestamp": 12, "Instant": 12,
    "LocalDate": 6, "LocalTime": 7, "LocalDateTime": 13, "Void": 1,
}

# Registered by Flink's KryoSerializer when flink-avro is not on the classpath (a dummy
# that keeps registration ids stable): AvroUtils.addAvroGenericDataArrayRegistration.
#: A Java type name: a primitive, or a (possibly nested or array) class name.
_JAVA_TYPE = re.compile(r"[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\[\])*")

_AVRO_ARRAY_DUMMY = KryoRegistration(
    class_name="org.apache.avro.generic.GenericData$Array",
    serializer_kind="class",
    serializer_class="org.apache.flink.api.java.typeutils.runtime.kryo.Serializers$DummyAvroKryoSerializerClass",
    # What Flink 2.3 writes: the dummy class it registers in place of GenericData$Array
    # (tests/fidelity: the kryo-type-changed savepoint).
    registered_class="org.apache.flink.api.java.typeutils.runtime.kryo.Serializers$DummyAvroRegisteredClass",
)


def java_class_of(snapshot: Snapshot) -> str:
    """The Java class a snapshot's values have (for generic array components)."""
    if isinstance(snapshot, SimpleSnapshot) and snapshot.name in JAVA_CLASS:
        return JAVA_CLASS[snapshot.name]
    for attr in ("pojo_class", "enum_class", "type_class", "tuple_class", "runtime_type"):
        value = getattr(snapshot, attr, None)
        if value:
            return value
    if isinstance(snapshot, RowSnapshot):
        return "org.apache.flink.types.Row"
    raise ValueError(f"no Java class known for {snapshot.label()}")


class Types:
    """Flink's ``Types``: every attribute or call returns a serializer snapshot."""

    BOOLEAN = SimpleSnapshot.named("Boolean")
    BYTE = SimpleSnapshot.named("Byte")
    SHORT = SimpleSnapshot.named("Short")
    INT = SimpleSnapshot.named("Int")
    LONG = SimpleSnapshot.named("Long")
    FLOAT = SimpleSnapshot.named("Float")
    DOUBLE = SimpleSnapshot.named("Double")
    CHAR = SimpleSnapshot.named("Char")
    STRING = SimpleSnapshot.named("String")
    VOID = SimpleSnapshot.named("Void")
    BIG_INT = SimpleSnapshot.named("BigInteger")
    BIG_DEC = SimpleSnapshot.named("BigDecimal")
    DATE = SimpleSnapshot.named("Date")
    SQL_DATE = SimpleSnapshot.named("SqlDate")
    SQL_TIME = SimpleSnapshot.named("SqlTime")
    SQL_TIMESTAMP = SimpleSnapshot.named("SqlTimestamp")
    INSTANT = SimpleSnapshot.named("Instant")
    LOCAL_DATE = SimpleSnapshot.named("LocalDate")
    LOCAL_TIME = SimpleSnapshot.named("LocalTime")
    LOCAL_DATE_TIME = SimpleSnapshot.named("LocalDateTime")
    #: ``byte[]`` (also what sources keep their split state in).
    BYTES = SimpleSnapshot.named("byte[]")

    @staticmethod
    def PRIMITIVE_ARRAY(element: Snapshot) -> Snapshot:
        names = {"Boolean", "Byte", "Short", "Int", "Long", "Float", "Double", "Char"}
        if not isinstance(element, SimpleSnapshot) or element.name not in names:
            raise ValueError(f"no primitive array of {element.label()}")
        java = {"Int": "int", "Char": "char"}.get(element.name, element.name.lower())
        return SimpleSnapshot.named(f"{java}[]")

    @staticmethod
    def BASIC_ARRAY(element: Snapshot) -> Snapshot:
        """Arrays of boxed basic types: ``String[]`` has its own serializer, others are generic arrays."""
        if isinstance(element, SimpleSnapshot) and element.name == "String":
            return SimpleSnapshot.named("String[]")
        return Types.OBJECT_ARRAY(element)

    @staticmethod
    def OBJECT_ARRAY(element: Snapshot) -> Snapshot:
        return GenericArraySnapshot(component_class=java_class_of(element), element=element)

    @staticmethod
    def TUPLE(*fields: Snapshot) -> Snapshot:
        return TupleSnapshot(tuple_class=tuple_class_for_arity(len(fields)), fields=tuple(fields))

    @staticmethod
    def ROW(*fields: Snapshot) -> Snapshot:
        return RowSnapshot(fields=tuple(fields))

    @staticmethod
    def ROW_NAMED(names: Sequence[str], *fields: Snapshot) -> Snapshot:
        # Field names are not part of Flink's RowSerializer snapshot: kept beside it, as the
        # job's RowTypeInfo keeps them (a Row reads its fields by position, ROW_FIELDS_REORDERED).
        if len(names) != len(fields):
            raise ValueError("ROW_NAMED needs as many names as types")
        if len(set(names)) != len(names) or not all(isinstance(n, str) and n for n in names):
            raise ValueError("ROW_NAMED needs distinct non-empty names")
        return RowSnapshot(fields=tuple(fields), field_names=tuple(names))

    @staticmethod
    def POJO(pojo_class: Any, fields: Mapping[str, Snapshot] | None = None,
             java_types: Mapping[str, str] | None = None) -> Snapshot:
        """A POJO by class name and fields, or from a ``@pojo`` dataclass.

        ``java_types``: the Java types of fields whose serializer serves a primitive and its boxed
        type alike (``{"count": "java.lang.Long"}`` or ``"long"``), if you declare them: Flink's
        snapshot does not tell them apart, and a ``Long`` made a ``long`` fails the restore of
        values holding null (POJO_FIELD_MADE_PRIMITIVE). Not part of Flink's snapshot."""
        if not isinstance(pojo_class, str):
            return pojo_snapshot_of(pojo_class)
        if fields is None:
            raise ValueError("POJO needs its fields")
        return _pojo(pojo_class, [(name, pojo_class, t) for name, t in fields.items()], java_types)

    @staticmethod
    def ENUM(enum_class: str, constants: Iterable[str]) -> Snapshot:
        return EnumSnapshot(enum_class=enum_class, constants=tuple(constants))

    @staticmethod
    def GENERIC(
        type_class: str, registrations: Iterable[str] = (), fields: Mapping[str, "str | Snapshot"] | None = None,
        held: Iterable[Snapshot] = (),
    ) -> Snapshot:
        """A type Flink cannot analyse, serialized by Kryo (with Flink's default registrations).

        ``fields``: the class's fields as Kryo sees them, if you declare them: every
        non-static, non-transient field (superclasses included) by name, with its Java type
        (``"long"``, ``"java.lang.Long"``, ``"java.lang.String"``, ``"com.acme.Part"``...); for
        an enum ``Types.ENUM(cls, constants)``: Kryo writes an enum by its ordinal, so its
        constants in order say what old values read as; for a class of the job that Kryo writes
        field by field inside this one, ``Types.GENERIC(cls, fields=...)``: its layout matters as
        much as this class's.
        ``held``: classes of the job whose values this class's values hold beyond the fields'
        declared types (a field declared as an abstract class or an interface holds a subclass:
        Kryo writes that class and then the value with its fields), each as
        ``Types.GENERIC(cls, fields=...)``, or an enum as ``Types.ENUM(cls, constants)``.
        Flink records no class layout for Kryo, so this is the only way the checker can see
        that a Kryo class changed (Kryo then fails reading old state); it is not part of
        Flink's snapshot. Values of primitive, wrapper and String fields can be read from a
        savepoint, which proves or disproves that the new class still reads them.
        """
        if held and fields is None:
            raise ValueError(f"GENERIC({type_class!r}): held classes need the class's own fields")
        regs = [KryoRegistration(class_name=type_class)]
        regs += [KryoRegistration(class_name=c) for c in registrations if c != type_class]
        regs.append(_AVRO_ARRAY_DUMMY)
        layout = enums = nested = None
        if fields is not None:
            types, enums, nested = {}, {}, {}

            def hold(kryo: KryoSnapshot) -> None:  # a class of the job Kryo writes inside this one
                nested[kryo.type_class] = kryo.declared_fields
                nested.update(kryo.nested_fields or ())
                enums.update(kryo.declared_enums or ())

            for name, java_type in fields.items():
                if isinstance(java_type, EnumSnapshot):
                    types[name] = java_type.enum_class
                    enums[java_type.enum_class] = java_type.constants
                elif isinstance(java_type, KryoSnapshot) and java_type.declared_fields is not None:
                    types[name] = java_type.type_class
                    hold(java_type)
                elif not isinstance(java_type, str) or not _JAVA_TYPE.fullmatch(java_type):
                    raise ValueError(
                        f"GENERIC({type_class!r}): field {name!r} needs its Java type as Kryo sees it, such as "
                        f"'long', 'java.lang.Long' or 'java.lang.String', Types.ENUM(...) or Types.GENERIC(..., fields=...) (got {java_type!r})"
                    )
                else:
                    types[name] = java_type
            for other in held:
                if isinstance(other, EnumSnapshot):
                    enums[other.enum_class] = other.constants
                elif isinstance(other, KryoSnapshot) and other.declared_fields is not None:
                    hold(other)
                else:
                    raise ValueError(f"GENERIC({type_class!r}): held needs Types.GENERIC(cls, fields=...) or "
                                     f"Types.ENUM(...) (got {other!r})")
            layout = tuple((name, types[name]) for name in kryo_field_order(types))
            enums = tuple(enums.items()) or None
            nested = tuple(nested.items()) or None
        return KryoSnapshot(type_class=type_class, registrations=tuple(regs), declared_fields=layout,
                            declared_enums=enums, nested_fields=nested)

    @staticmethod
    def LIST(element: Snapshot) -> Snapshot:
        return ListSnapshot(element=element)

    @staticmethod
    def MAP(key: Snapshot, value: Snapshot) -> Snapshot:
        return MapSnapshot(key=key, value=value)

    @staticmethod
    def EITHER(left: Snapshot, right: Snapshot) -> Snapshot:
        return EitherSnapshot(left=left, right=right)

    @staticmethod
    def NULLABLE(inner: Snapshot, padded: bool = False) -> Snapshot:
        """``NullableSerializer.wrap(inner, padNullValueIfFixedLen)``."""
        padding = FIXED_LENGTH.get(getattr(inner, "name", ""), 0) if padded else 0
        return NullableSnapshot(inner=inner, padding=padding)

    @staticmethod
    def AVRO(schema: str | Mapping, record_class: str | None = None) -> Snapshot:
        """An Avro type: ``record_class`` for a generated SpecificRecord, else GenericRecord."""
        import json

        text = schema if isinstance(schema, str) else json.dumps(schema, separators=(",", ":"))
        return AvroSnapshot(runtime_type=record_class or GENERIC_RECORD, avro_schema=text)

    @staticmethod
    def VALUE(value_class: str) -> Snapshot:
        """A class implementing Flink's ``Value`` interface."""
        return ValueTypeSnapshot(snapshot_class=VALUE_CLASS, type_class=value_class)


def _pojo(pojo_class: str, fields: list[tuple[str, str, Snapshot]], java_types: Mapping[str, str] | None = None) -> PojoSnapshot:
    # PojoTypeInfo sorts fields by name; the serializer keeps that order.
    ordered = sorted(fields, key=lambda f: f[0])
    java_types = dict(java_types or {})
    unknown = sorted(set(java_types) - {n for n, _d, _t in fields})
    if unknown:
        raise ValueError(f"POJO {pojo_class}: java_types names no field {', '.join(unknown)}")
    return PojoSnapshot(
        pojo_class=pojo_class,
        fields=tuple(PojoField(name=n, declaring_class=d, serializer=t, java_type=java_types.get(n)) for n, d, t in ordered),
    )


_PY_BUILTINS = {bool: Types.BOOLEAN, str: Types.STRING, float: Types.DOUBLE, bytes: Types.BYTES}


def _annotation_type(annotation: Any, where: str) -> Snapshot:
    if isinstance(annotation, SnapshotBase):
        return annotation  # type: ignore[return-value]
    if annotation in _PY_BUILTINS:
        return _PY_BUILTINS[annotation]
    if annotation is int:
        raise TypeError(f"{where}: 'int' is ambiguous in Java; use Types.INT or Types.LONG")
    if dataclasses.is_dataclass(annotation) and hasattr(annotation, "__flink_pojo__"):
        return pojo_snapshot_of(annotation)
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin in (list, typing.List, dict, typing.Dict, set, typing.Set) and args:
        # Flink 2.x's TypeExtractor makes a List<E>, Map<K, V> or Set<E> field whose type
        # arguments are plain classes a Nullable{List,Map,Set}TypeInfo: List →
        # Nullable(List(Nullable(E))), Map → Nullable(Map(Nullable(K), V)), Set →
        # Nullable(Set(E)), never padded (tests/fidelity: pojo-list-field-added; the
        # serializers fixture). Only explicit Types.LIST/Types.MAP are the bare serializers.
        if any(typing.get_origin(a) is not None for a in args):
            raise TypeError(
                f"{where}: nested generic collections ({annotation!r}) are not analysed by Flink's "
                "TypeExtractor like plain ones; declare the field's type explicitly"
            )
        inner = [_annotation_type(a, where) for a in args]
        if origin in (list, typing.List) and len(inner) == 1:
            return NullableSnapshot(inner=ListSnapshot(element=NullableSnapshot(inner=inner[0])))
        if origin in (dict, typing.Dict) and len(inner) == 2:
            return NullableSnapshot(inner=MapSnapshot(key=NullableSnapshot(inner=inner[0]), value=inner[1]))
        if origin in (set, typing.Set) and len(inner) == 1:
            return NullableSnapshot(inner=SetSnapshot(element=inner[0]))
    raise TypeError(f"{where}: cannot map annotation {annotation!r} to a Flink type")


def pojo(java_class: str, java_types: Mapping[str, str] | None = None):
    """Class decorator: this dataclass describes the Java POJO ``java_class``; ``java_types``
    as :meth:`Types.POJO` has it (of the fields this class declares)."""

    def mark(cls):
        if not dataclasses.is_dataclass(cls):
            cls = dataclasses.dataclass(cls)
        cls.__flink_pojo__ = java_class
        cls.__flink_java_types__ = dict(java_types or {})
        return cls

    return mark


def pojo_snapshot_of(cls: Any) -> PojoSnapshot:
    if not hasattr(cls, "__flink_pojo__"):
        raise TypeError(f"{cls!r} is not marked with @pojo(\"java.class.Name\")")
    fields: list[tuple[str, str, Snapshot]] = []
    java_types: dict[str, str] = {}
    # Walk the MRO from the root so inherited fields keep their declaring class.
    for klass in reversed(cls.__mro__):
        java = klass.__dict__.get("__flink_pojo__")
        if java is None:
            continue
        java_types.update(klass.__dict__.get("__flink_java_types__", {}))
        namespace = vars(sys.modules[klass.__module__]) if klass.__module__ in sys.modules else {}
        for name, annotation in klass.__dict__.get("__annotations__", {}).items():
            if any(f[0] == name for f in fields):
                continue
            if isinstance(annotation, str):  # from __future__ import annotations
                annotation = eval(annotation, namespace, {"Types": Types})
            fields.append((name, java, _annotation_type(annotation, f"{java}.{name}")))
    return _pojo(cls.__flink_pojo__, fields, java_types)
