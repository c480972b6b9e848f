"""The Kryo field reader against Flink's own KryoSerializer, value by value: Flink 2.3 (Kryo 5.6)
and Flink 1.20 (Kryo 2.24, whose fixed-width numbers are big-endian: the reader is told which
Kryo wrote the bytes, as a savepoint's metadata version tells the checker).

Classes with known fields are compiled with javac; values are written by our Kryo writer with
*other* layouts (what an older version of the class wrote), then mutated (truncated, bytes
flipped, bytes inserted) and mixed with random bytes. Flink reads each value with the class
(``kryo_oracle/KryoOracle.java``), we read it with the fields the class declares; both must
agree on whether it reads, how many bytes it takes and what the fields hold. Needs Java and
the Flink jars the fixture generator downloads (``make test`` fetches them first); skips
cleanly without them.
"""

from __future__ import annotations

import json
import math
import os
import random
import shutil
import struct
import subprocess
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from flink_compat.graph.types import Types
from flink_compat.schema_registry._io import FormatError
from flink_compat.schema_registry.codecs import CannotDecode, codec_for
from flink_compat.schema_registry.families.kryo import (
    CORRUPT_REFERENCE,
    READABLE_FIELD_TYPES,
    WRAPPERS,
    KryoObject,
    kryo_field_order,
    with_kryo_major,
)

REPO = Path(__file__).resolve().parents[2]
#: Flink → the Kryo major its KryoSerializer runs (the fidelity runner downloads Flink 1.20's jars).
KRYO_OF_FLINK = {"2.3.0": 5, "1.20.3": 2}
#: What Flink's configuration opens to its classes on Java 17 (``env.java.opts.all``): Kryo 2's
#: serializers of JDK collections reach into them.
_OPENS = [f"--add-opens=java.base/{p}=ALL-UNNAMED" for p in ("java.lang", "java.lang.reflect", "java.util", "java.io",
                                                            "java.math", "java.net", "java.nio", "java.text", "java.time")]
ORACLE = Path(__file__).resolve().parent / "kryo_oracle" / "KryoOracle.java"

#: The classes Flink reads with: name → fields (Java source order does not matter to Kryo).
CLASSES = {
    "probe.Blob": {"label": "java.lang.String", "value": "long"},
    "probe.BlobExtra": {"label": "java.lang.String", "value": "long", "extra": "java.lang.String"},
    "probe.BlobLabel": {"label": "java.lang.String"},
    "probe.Everything": {
        "aBoolean": "boolean", "aByte": "byte", "aChar": "char", "aShort": "short", "anInt": "int",
        "aLong": "long", "aFloat": "float", "aDouble": "double", "bBoolean": "java.lang.Boolean",
        "bByte": "java.lang.Byte", "bChar": "java.lang.Character", "bShort": "java.lang.Short",
        "bInt": "java.lang.Integer", "bLong": "java.lang.Long", "bFloat": "java.lang.Float",
        "bDouble": "java.lang.Double", "name": "java.lang.String", "other": "java.lang.String",
    },
}
PRIMITIVE_TYPES = sorted(READABLE_FIELD_TYPES)


def _java_source(name: str, fields: dict[str, str]) -> str:
    package, simple = name.rsplit(".", 1)
    body = "".join(f"    private {t} {n};\n" for n, t in fields.items())
    return f"package {package};\n\npublic final class {simple} {{\n{body}}}\n"


# ------------------------------------------------------------------------------ values
_INT_RANGES = {"byte": 8, "short": 16, "int": 32, "long": 64}
_STRINGS = ["", "b", "x", "ab", "label", "a" * 32, "a" * 33, "ü", "naïve", "日本語", "\U0001f600", "\ud800", "z" * 70]


def _value(rng: random.Random, java_type: str):
    t = WRAPPERS.get(java_type, java_type)
    if t != java_type or t == "java.lang.String":
        if rng.random() < 0.2:
            return None
    if t == "boolean":
        return rng.random() < 0.5
    if t == "char":
        return chr(rng.choice([0x41, 0x7F, 0xE9, 0x3042, rng.randrange(0xD800)]))
    if t in _INT_RANGES:
        bits = _INT_RANGES[t]
        return rng.choice([0, 1, -1, 63, 64, -65, 2 ** (bits - 1) - 1, -(2 ** (bits - 1)), rng.randrange(-(2 ** (bits - 1)), 2 ** (bits - 1))])
    if t == "float":
        return struct.unpack("<f", struct.pack("<f", rng.choice([0.0, -1.5, 3.25, 1e30, rng.uniform(-1e6, 1e6)])))[0]
    if t == "double":
        return rng.choice([0.0, -2.5, 1e300, rng.uniform(-1e9, 1e9)])
    return rng.choice(_STRINGS)


def _layout(rng: random.Random) -> dict[str, str]:
    names = rng.sample(["extra", "label", "value", "name", "other", "count", "aLong", "anInt", "zeta"], rng.randint(0, 4))
    return {n: rng.choice(PRIMITIVE_TYPES) for n in names}


def _encode(type_class: str, fields: dict[str, str], rng: random.Random, kryo_major: int) -> bytes:
    snapshot = with_kryo_major(Types.GENERIC(type_class, fields=fields), kryo_major)
    value = KryoObject(type_class, {n: _value(rng, t) for n, t in fields.items()})
    return codec_for(snapshot).write(value)


def _mutate(data: bytes, rng: random.Random) -> bytes:
    choice = rng.randrange(4)
    if choice == 0 and len(data) > 1:
        return data[: rng.randrange(1, len(data))]
    if choice == 1:
        b = bytearray(data)
        i = rng.randrange(len(b))
        b[i] = rng.randrange(256)
        return bytes(b)
    if choice == 2:
        i = rng.randrange(len(data) + 1)
        return data[:i] + bytes(rng.randrange(256) for _ in range(rng.randint(1, 3))) + data[i:]
    return data[:2] + bytes(rng.randrange(256) for _ in range(rng.randint(0, 24)))


def _inputs(kryo_major: int, seed: int = int(os.environ.get("KRYO_ORACLE_SEED", "20261122")),
            per_class: int = int(os.environ.get("KRYO_ORACLE_VALUES", "600"))) -> list[tuple[str, bytes]]:
    """Values our writer writes as Kryo ``kryo_major`` would, of the classes' and other layouts,
    two in three mutated."""
    rng = random.Random(seed)
    out = []
    for name, fields in CLASSES.items():
        layouts = [fields, *CLASSES.values(), *(_layout(rng) for _ in range(12))]
        for i in range(per_class):
            data = _encode(name, rng.choice(layouts), rng, kryo_major)
            out.append((name, data if i % 3 == 0 else _mutate(data, rng)))
    return out


# ------------------------------------------------------------------------------ both readers
def _ours(name: str, data: bytes, kryo_major: int = 5):
    """("ok", bytes read, fields) / ("fail",) / ("corrupt",) / ("cannot",) as our reader sees ``data``
    written by Kryo ``kryo_major``."""
    fields = CLASSES[name]
    snapshot = with_kryo_major(Types.GENERIC(name, fields=fields), kryo_major)
    try:
        value, pos = codec_for(snapshot).read(data)
    except CannotDecode:
        return ("cannot",)
    except FormatError as e:
        return ("corrupt",) if e.message.startswith(CORRUPT_REFERENCE) else ("fail",)
    if value is None:
        return ("ok", pos, None)
    rendered = {}
    for n, t in fields.items():
        v = value[n]
        if v is not None and t in ("float", "java.lang.Float"):
            v = {"f32": "NaN" if math.isnan(v) else struct.unpack("<i", struct.pack("<f", v))[0]}
        elif v is not None and t in ("double", "java.lang.Double"):
            v = {"f64": "NaN" if math.isnan(v) else struct.unpack("<q", struct.pack("<d", v))[0]}
        rendered[n] = v
    return ("ok", pos, rendered)


def _nan_bits(fields):
    """NaN payloads do not survive Python's floats: a NaN compares as "NaN"."""
    for v in (fields or {}).values():
        if isinstance(v, dict) and "f32" in v and (v["f32"] >> 23) & 0xFF == 0xFF and v["f32"] & 0x7FFFFF:
            v["f32"] = "NaN"
        if isinstance(v, dict) and "f64" in v and (v["f64"] >> 52) & 0x7FF == 0x7FF and v["f64"] & ((1 << 52) - 1):
            v["f64"] = "NaN"
    return fields


def _theirs(line: str):
    if line.startswith("fail "):
        return ("fail",), line[5:]
    _, pos, payload = line.split(" ", 2)
    return ("ok", int(pos), _nan_bits(json.loads(payload))), payload


@pytest.fixture(scope="module", params=sorted(KRYO_OF_FLINK))
def oracle(request, tmp_path_factory):
    """``run(inputs)``: Flink's answers; ``run.kryo_major``: which Kryo answers."""
    flink = request.param
    lib = REPO / ".cache" / f"flink-{flink}" / "lib"
    java, javac = shutil.which("java"), shutil.which("javac")
    if not (java and javac and (lib / ".complete").exists()):
        pytest.skip(f"needs java, javac and Flink's jars in .cache/flink-{flink}/lib (make fixtures, make fidelity)")
    work = tmp_path_factory.mktemp(f"kryo-oracle-{flink}")
    src = work / "src"
    for name, fields in CLASSES.items():
        path = src / Path(*name.split(".")).with_suffix(".java")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(_java_source(name, fields))
    classes = work / "classes"
    cp = os.pathsep.join([str(lib / "*")])
    sources = [str(p) for p in src.rglob("*.java")] + [str(ORACLE)]
    subprocess.run([javac, "-nowarn", "--release", "17", "-d", str(classes), "-cp", cp, *sources], check=True)

    def run(inputs: list[tuple[str, bytes]]) -> list[str]:
        stdin = "".join(f"{name} {data.hex()}\n" for name, data in inputs)
        done = subprocess.run(
            [java, "-XX:TieredStopAtLevel=1", *_OPENS, "-cp", os.pathsep.join([str(classes), cp]),
             "flinkcompat.kryooracle.KryoOracle"],
            input=stdin, capture_output=True, text=True, timeout=600, check=True,
        )
        lines = done.stdout.split("\n")[:-1]
        assert len(lines) == len(inputs), done.stderr[-2000:]
        return lines

    run.kryo_major = KRYO_OF_FLINK[flink]
    return run


def test_field_reader_agrees_with_flinks_kryo_serializer(oracle):
    inputs = _inputs(oracle.kryo_major)
    answers = oracle(inputs)
    mismatches, counts = [], {"ok": 0, "fail": 0, "corrupt": 0, "cannot": 0}
    for (name, data), line in zip(inputs, answers):
        ours = _ours(name, data, oracle.kryo_major)
        theirs, text = _theirs(line)
        counts[ours[0]] += 1
        if ours[0] == "cannot":
            continue  # a class by name, another registration: not read field by field, by design
        if ours[0] == "corrupt":
            # We fail where Flink builds an object holding itself in a String field.
            if not (theirs[0] == "ok" and {"class": name} in theirs[2].values()):
                mismatches.append(f"{name} {data.hex()}: ours corrupt, Flink {text}")
            continue
        if ours != theirs:
            mismatches.append(f"{name} {data.hex()}: ours {ours}, Flink {text}")
    print(f"\nKryo reader vs Flink (Kryo {oracle.kryo_major}): {len(inputs)} values, {counts}")
    assert not mismatches, f"{len(mismatches)} disagreements:\n" + "\n".join(mismatches[:15])
    # The inputs exercise both outcomes, not only one.
    assert counts["ok"] > 300 and counts["fail"] > 300


# ------------------------------------------------------------------------------ no JVM
_FIELD_TYPES = st.sampled_from(PRIMITIVE_TYPES)


@given(st.dictionaries(st.from_regex(r"[a-z][a-zA-Z0-9_]{0,6}", fullmatch=True), _FIELD_TYPES, max_size=6),
       st.randoms(use_true_random=False), st.sampled_from([2, 5]))
def test_written_values_read_back(fields, rng, kryo_major):
    name = "com.acme.Blob"
    snapshot = with_kryo_major(Types.GENERIC(name, fields=fields), kryo_major)
    value = KryoObject(name, {n: _value(rng, t) for n, t in fields.items()})
    codec = codec_for(snapshot)
    data = codec.write(value)
    back, pos = codec.read(data)
    assert pos == len(data)
    assert back == value or _same_floats(back, value)
    assert list(back) == kryo_field_order(fields)


def _same_floats(a, b) -> bool:
    return all(x == y or (isinstance(x, float) and struct.pack("<d", x) == struct.pack("<d", y)) for x, y in zip(a.values(), b.values()))


def test_replay_migrates_kryo_values_by_reading_them_with_the_new_fields():
    # A value Flink 2.3 wrote (tests/fidelity/savepoints/kryo-class-field-added): Blob("b", 9).
    from flink_compat.schema_registry.families.kryo import KryoValue
    from flink_compat.schema_registry.migrate import CannotVerify, MigrationError, migrator

    written = KryoValue(85, None, bytes.fromhex("570101826212"))
    old = Types.GENERIC("fidelity.Blob")
    same = migrator(old, Types.GENERIC("fidelity.Blob", fields={"label": "java.lang.String", "value": "long"}))
    assert same(written) == KryoObject("fidelity.Blob", {"label": "b", "value": 9})
    grown = migrator(old, Types.GENERIC("fidelity.Blob", fields={"label": "java.lang.String", "value": "long", "extra": "java.lang.String"}))
    with pytest.raises(MigrationError, match="Unable to resolve reference for String with id: 16"):
        grown(written)
    with pytest.raises(CannotVerify):
        migrator(old, Types.GENERIC("fidelity.Blob", fields={"money": "com.acme.Money"}))(written)
