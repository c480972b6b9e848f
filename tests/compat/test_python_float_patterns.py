"""A PyFlink state whose Python type went from an integer to a float of the same width
(``Types.INT()`` → ``Types.FLOAT()``, ``LONG`` → ``DOUBLE``) restores, and PyFlink reads every old
int as the float with its bits: no error, other values (``value-int-to-float`` in the PyFlink
fidelity suite: 22 reads as 3.08e-44). The check sees it in the values read: integers' bits are
subnormal floats, or NaNs with the sign bit and a payload, which arithmetic does not give.

These test the bit-pattern count (``graph/_pyflink_child._integer_patterns``, run in the PyFlink
interpreter on the savepoint's bytes) and what the check says (``compat.python_state.PythonRead``);
the whole path against Flink is ``tests/fidelity/test_pyflink_verdicts.py``."""

from __future__ import annotations

import math
import struct

from hypothesis import given
from hypothesis import strategies as st

from flink_compat.compat.python_state import PythonRead
from flink_compat.graph._pyflink_child import _integer_patterns

FLT_MIN = struct.unpack(">f", bytes.fromhex("00800000"))[0]
INT32 = st.integers(-(2**31), 2**31 - 1)


def count(data: bytes, width: int) -> dict:
    patterns = {"integer_like": 0, "nonzero": 0, "first": None}
    _integer_patterns(data, width, patterns)
    return patterns


#: The one int of each width whose bits are the NaN arithmetic gives (sign set, quiet payload:
#: inf - inf on x86): read as a float it is that NaN, which the count leaves out on purpose.
ARITHMETIC_NAN_INT = struct.unpack(">i", bytes.fromhex("ffc00000"))[0]
ARITHMETIC_NAN_LONG = struct.unpack(">q", bytes.fromhex("fff8000000000000"))[0]


@given(st.integers(-(2**23) + 1, 2**23 - 1).filter(lambda n: n and n != ARITHMETIC_NAN_INT))
def test_small_ints_read_as_floats_are_integer_like(n):
    found = count(struct.pack(">i", n), 4)
    assert found == {"integer_like": 1, "nonzero": 1, "first": struct.pack(">i", n).hex()}


@given(st.integers(-(2**52) + 1, 2**52 - 1).filter(lambda n: n and n != ARITHMETIC_NAN_LONG))
def test_longs_read_as_doubles_are_integer_like(n):
    assert count(struct.pack(">q", n), 8)["integer_like"] == 1


@given(st.floats(width=32, allow_nan=False).filter(lambda x: x == 0 or abs(x) >= FLT_MIN))
def test_floats_arithmetic_gives_are_not(x):
    found = count(struct.pack(">f", x), 4)
    assert found["integer_like"] == 0
    assert found["nonzero"] == (0 if x == 0 else 1)


@given(st.floats(allow_nan=False, allow_subnormal=False))
def test_doubles_arithmetic_gives_are_not(x):
    assert count(struct.pack(">d", x), 8)["integer_like"] == 0


def test_the_int_with_the_bits_of_arithmetic_nan_is_not_counted():
    assert count(struct.pack(">i", ARITHMETIC_NAN_INT), 4)["integer_like"] == 0
    assert count(struct.pack(">q", ARITHMETIC_NAN_LONG), 8)["integer_like"] == 0


def test_nan_of_arithmetic_is_not_an_integer():
    nan = float("inf") - float("inf")  # the NaN a computation gives (sign set on x86)
    for width, fmt in ((4, ">f"), (8, ">d")):
        assert count(struct.pack(fmt, nan) + struct.pack(fmt, -nan) + struct.pack(fmt, math.nan), width)["integer_like"] == 0


def test_a_bag_of_values_counts_each():
    data = struct.pack(">iii", 22, 0, -3) + struct.pack(">f", 1.5)
    assert count(data, 4) == {"integer_like": 2, "nonzero": 3, "first": struct.pack(">i", 22).hex()}


def test_the_check_reports_mostly_integer_bits():
    read = PythonRead(read=3, pieces=3, nonzero_floats=3, integer_like=3, first_integer_like="00000016")
    assert read.reads_integers
    text = read.summary(type("T", (), {"kind": "value", "type_info": "Float"})())
    assert "bytes 00000016 read as 3.08e-44" in text and "the integer 22" in text


def test_a_piece_names_its_first_integer_bits():
    patterns = {"integer_like": 0, "nonzero": 0, "first": None}
    assert _integer_patterns(struct.pack(">fi", 1.5, 7), 4, patterns) == "00000007"
    assert _integer_patterns(struct.pack(">f", 1.5), 4, patterns) is None
    assert patterns == {"integer_like": 1, "nonzero": 3, "first": "00000007"}


def test_the_replay_fails_integer_bits_only_when_they_are_most_of_the_state():
    from flink_compat.compat.replay._engine import FAILED, INTEGER_LIKE, INTEGER_SAMPLES, MIGRATED, NONZERO_FLOATS, SAMPLES, new_acc
    from flink_compat.compat.replay._report import _integers_failed

    acc = new_acc()
    acc[MIGRATED], acc[NONZERO_FLOATS], acc[INTEGER_LIKE], acc[INTEGER_SAMPLES] = 10, 10, 6, [{"key": 1}]
    failed, moved = _integers_failed(acc)
    assert (failed[MIGRATED], failed[FAILED], failed[SAMPLES], moved) == (4, 6, [{"key": 1}], 6)
    acc[INTEGER_LIKE] = 5  # half: decay underflowing to subnormals, not ints
    assert _integers_failed(acc)[0] is acc and _integers_failed(acc)[1] == 0


def test_the_check_leaves_real_floats_alone():
    assert not PythonRead(read=10, pieces=10, nonzero_floats=10, integer_like=5).reads_integers
    assert not PythonRead(read=10, pieces=10).reads_integers
