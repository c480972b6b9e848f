"""Small unit tests: bugs found on the way and formats worth pinning."""

from __future__ import annotations

from flink_compat.schema_registry import snapshot as _snapshot  # noqa: F401
from flink_compat.schema_registry._io import decode_modified_utf8, encode_modified_utf8
from flink_compat.schema_registry._javaser import JavaInteger, decode_java_serialized, encode_java_serialized
from flink_compat.schema_registry._base import Compatibility
from flink_compat.schema_registry.codecs import codec_for
from flink_compat.schema_registry.families.simple import SimpleSnapshot
from flink_compat.schema_registry.families.ttl import TtlAwareSnapshot, TtlSnapshot
from flink_compat.schema_registry.families.value_types import VALUE_CLASS, ValueTypeSnapshot
from flink_compat.schema_registry.snapshot import resolve


def test_lone_surrogates_survive_modified_utf8():
    # Java strings may hold a lone surrogate; readUTF accepts it. Used to raise.
    text = "a\ud800b\U0001F600"
    assert decode_modified_utf8(encode_modified_utf8(text)) == text


def test_string_codec_matches_flink_for_non_ascii_and_null():
    codec = codec_for(SimpleSnapshot.named("String"))
    # StringValue.writeString: length+1 varint, chars as varints (é = 0xE9 → E9 01).
    assert codec.write("é") == b"\x02\xe9\x01"
    assert codec.write(None) == b"\x00"
    assert codec.read(b"\x02\xe9\x01") == ("é", 3)
    long = "x" * 200
    assert codec.read(codec.write(long))[0] == long


def test_null_value_serializer_writes_nothing_but_null_value_write_a_byte():
    assert codec_for(SimpleSnapshot.named("NullValue")).write(None) == b""
    via_value = codec_for(ValueTypeSnapshot(snapshot_class=VALUE_CLASS, type_class="org.apache.flink.types.NullValue"))
    assert via_value.write(None) == b"\x00"


def test_java_serialized_integer_round_trips():
    raw = bytearray()
    encode_java_serialized(JavaInteger(26), raw)
    value, pos = decode_java_serialized(bytes(raw), 0)
    assert value == 26 and type(value) is JavaInteger and pos == len(raw)


def test_timer_timestamp_sign_bit_is_flipped():
    from flink_compat.schema_registry.families.timers import Timer, TimerSnapshot

    codec = codec_for(TimerSnapshot(key=SimpleSnapshot.named("Int"), namespace=SimpleSnapshot.named("VoidNamespace")))
    data = codec.write(Timer(5, 1, None))
    assert data[:8] == bytes.fromhex("8000000000000005")


def test_ttl_aware_resolution_follows_flink():
    s, l = SimpleSnapshot.named("String"), SimpleSnapshot.named("Long")
    plain = TtlAwareSnapshot(ttl_enabled=False, inner=s)
    ttl = TtlAwareSnapshot(ttl_enabled=True, inner=TtlSnapshot(timestamp=l, value=s))
    assert resolve(plain, ttl).compatibility is Compatibility.COMPATIBLE_AFTER_MIGRATION
    assert resolve(ttl, plain).compatibility is Compatibility.COMPATIBLE_AFTER_MIGRATION
    assert resolve(plain, plain).compatibility is Compatibility.COMPATIBLE_AS_IS
    other = TtlAwareSnapshot(ttl_enabled=True, inner=TtlSnapshot(timestamp=l, value=l))
    assert resolve(plain, other).compatibility is Compatibility.INCOMPATIBLE
