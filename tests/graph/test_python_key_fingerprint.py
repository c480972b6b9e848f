"""The fingerprint of a PyFlink key function (graph/_pyflink_child.py ``key_fingerprint``): what
``KEY_SELECTOR_CHANGED`` compares for PyFlink programs. Only the standard library is used, so the
functions are fingerprinted here, in the test's interpreter (the loader does it in the PyFlink
child, never in the checker's process)."""

from __future__ import annotations

from pathlib import Path

from flink_compat.graph._pyflink_child import _key_function, key_fingerprint

KEY_FIELD = 0
#: This module stands for the program's own code (as a PyFlink program's directory does).
PROGRAM = [str(Path(__file__).resolve().parent)]


def fp(function) -> str:
    return key_fingerprint(function, PROGRAM)["fingerprint"]


def user_of(r):
    """The user id."""
    return r[0]


def key_of(row):
    # renamed, with a comment and another parameter name: the same key
    return row[
        0
    ]


def account_of(r):
    return r[1]


def scaled(r):
    return r[0] * 10


def scaled_more(r):
    return r[0] * 100


def _helper(r):
    return r[0]


def via_helper(r):
    return _helper(r)


def via_global(r):
    return r[KEY_FIELD]


def test_a_rename_a_comment_a_docstring_and_a_reformat_keep_it():
    assert fp(user_of) == fp(key_of) == fp(lambda r: r[0]) == fp(lambda x: (x[0]))


def test_a_moved_field_changes_it():
    assert fp(user_of) != fp(account_of)
    assert fp(lambda r: r[0]) != fp(lambda r: r[1])


def test_another_constant_or_expression_changes_it():
    assert fp(scaled) != fp(scaled_more)
    assert fp(scaled) != fp(user_of)
    assert fp(lambda r: r[0] + 1) != fp(lambda r: r[0] - 1)


def test_a_captured_value_counts():
    def selector(field):
        return lambda r: r[field]

    assert fp(selector(0)) == fp(selector(0))
    assert fp(selector(0)) != fp(selector(1))


def test_a_default_argument_counts():
    assert fp(lambda r, i=0: r[i]) != fp(lambda r, i=1: r[i])


def test_a_global_of_plain_data_counts(monkeypatch):
    before = fp(via_global)
    monkeypatch.setitem(via_global.__globals__, "KEY_FIELD", 1)
    assert fp(via_global) != before


def test_a_called_function_of_the_program_counts(monkeypatch):
    before = fp(via_helper)

    def _helper(r):  # the same name, another field: the helper's code counts, not its name
        return r[1]

    monkeypatch.setitem(via_helper.__globals__, "_helper", _helper)
    assert fp(via_helper) != before


def test_a_library_function_counts_by_its_name():
    import operator

    assert fp(lambda r: operator.itemgetter(0)(r)) == fp(lambda x: operator.itemgetter(0)(x))
    assert fp(lambda r: operator.itemgetter(0)(r)) != fp(lambda r: operator.itemgetter(1)(r))


def test_a_key_selector_class_by_its_code_and_data():
    class ByField:
        def __init__(self, field):
            self.field = field

        def get_key(self, value):
            return value[self.field]

    class Renamed:
        def __init__(self, field):
            self.field = field

        def get_key(self, value):
            return value[self.field]

    assert fp(ByField(0).get_key) == fp(Renamed(0).get_key)
    assert fp(ByField(0).get_key) != fp(ByField(1).get_key)


def test_a_key_selector_s_helper_method_counts():
    def selector(field):
        class ByHelper:
            def get_key(self, value):
                return self.pick(value)

            def pick(self, value):
                return value[field]

        return ByHelper().get_key

    assert fp(selector(0)) == fp(selector(0))
    assert fp(selector(0)) != fp(selector(1))


def test_a_recursive_function_is_fingerprinted():
    def depth(r, n=0):
        return n if not isinstance(r, tuple) else depth(r[0], n + 1)

    assert len(fp(depth)) == 64


def test_the_description_names_the_function():
    assert key_fingerprint(user_of)["description"].startswith("Python key function user_of at ")
    described = key_fingerprint(lambda r: r[1])["description"]
    assert "lambda r: r[1]" in described, described


def test_only_key_by_s_function_is_a_key_function():
    # PyFlink's key_by: a local class AddKey of pyflink.datastream.data_stream, unpickled by value
    # (its qualname is then its bare name), holding the program's callable
    AddKey = type("AddKey", (), {"__module__": "pyflink.datastream.data_stream"})
    add_key = AddKey()
    add_key._get_key_func = user_of
    assert _key_function(add_key) is user_of
    assert _key_function(user_of) is None
    Other = type("AddKey", (), {"__module__": "__main__"})
    assert _key_function(Other()) is None
