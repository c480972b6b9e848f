"""Properties of serializer resolution (hypothesis)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from flink_compat.graph.types import Types
from flink_compat.schema_registry import Compatibility, resolve
from flink_compat.schema_registry._base import combine, Resolution
from flink_compat.schema_registry.families.simple import SIMPLE_SERIALIZERS, SimpleSnapshot

simple = st.sampled_from(sorted(SIMPLE_SERIALIZERS)).map(SimpleSnapshot.named)
names = st.text(alphabet="abcdefghij", min_size=1, max_size=5)


def composites(children):
    return st.one_of(
        st.lists(children, min_size=1, max_size=4).map(lambda fs: Types.TUPLE(*fs)),
        st.lists(children, min_size=1, max_size=4).map(lambda fs: Types.ROW(*fs)),
        children.map(Types.LIST),
        st.tuples(children, children).map(lambda kv: Types.MAP(*kv)),
        children.map(Types.NULLABLE),
        st.tuples(children, children).map(lambda lr: Types.EITHER(*lr)),
        st.dictionaries(names, children, min_size=1, max_size=4).map(lambda f: Types.POJO("com.x.P", f)),
        st.lists(names, min_size=1, max_size=4, unique=True).map(lambda cs: Types.ENUM("com.x.E", cs)),
    )


snapshots = st.recursive(simple, composites, max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(snapshots)
def test_resolving_a_snapshot_against_itself_is_as_is(snapshot):
    assert resolve(snapshot, snapshot).compatibility is Compatibility.COMPATIBLE_AS_IS


@settings(max_examples=200, deadline=None)
@given(st.lists(snapshots, min_size=1, max_size=4), st.integers(min_value=0, max_value=3))
def test_an_incompatible_nested_serializer_makes_the_composite_incompatible(fields, i):
    i %= len(fields)
    changed = list(fields)
    # Long → Int is incompatible; replace one field by a type it cannot become.
    changed[i] = Types.INT if fields[i] != Types.INT else Types.LONG
    assert resolve(fields[i], changed[i]).compatibility is Compatibility.INCOMPATIBLE
    for outer in (Types.TUPLE, Types.ROW):
        assert resolve(outer(*fields), outer(*changed)).compatibility is Compatibility.INCOMPATIBLE
    assert resolve(Types.LIST(fields[i]), Types.LIST(changed[i])).compatibility is Compatibility.INCOMPATIBLE


levels = st.sampled_from(list(Compatibility))


@given(st.lists(levels, max_size=6))
def test_combination_order_is_flinks(results):
    combined = combine(Resolution(c) for c in results).compatibility
    order = [Compatibility.INCOMPATIBLE, Compatibility.UNKNOWN, Compatibility.COMPATIBLE_AFTER_MIGRATION,
             Compatibility.COMPATIBLE_WITH_RECONFIGURED_SERIALIZER, Compatibility.COMPATIBLE_AS_IS]
    expected = next((c for c in order if c in results), Compatibility.COMPATIBLE_AS_IS)
    assert combined is expected


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(names, simple, min_size=1, max_size=5), names, simple)
def test_pojo_field_added_is_migration_unless_a_kept_field_breaks(fields, new_name, new_type):
    old = Types.POJO("com.x.P", fields)
    if new_name in fields:
        return
    new = Types.POJO("com.x.P", {**fields, new_name: new_type})
    assert resolve(old, new).compatibility is Compatibility.COMPATIBLE_AFTER_MIGRATION
    assert resolve(new, old).compatibility is Compatibility.COMPATIBLE_AFTER_MIGRATION


@given(snapshots, snapshots)
@settings(max_examples=200, deadline=None)
def test_resolution_never_raises_and_is_a_known_result(a, b):
    assert resolve(a, b).compatibility in set(Compatibility)
