"""What the bridge reads of a job JAR's windows and key selectors (graph/bridge/Behaviour.java), and the
rules they feed (WINDOW_CHANGED, KEY_SELECTOR_CHANGED) on JAR -> JAR checks."""

from __future__ import annotations

import pytest

from flink_compat.compat.check import check
from flink_compat.graph.loader import load

from .conftest import program_args

pytestmark = pytest.mark.java


def _op(graph, uid):
    return next(op for op in graph.operators if op.uid == uid)


def test_window_size_read_from_the_assigner(jar_graph):
    v1, v2 = _op(jar_graph("window-tumbling-size-changed", "v1"), "window").window, _op(jar_graph("window-tumbling-size-changed", "v2"), "window").window
    assert v1.assigner == "TumblingEventTimeWindows" and v1.parameters["size"] == "10000"
    assert v2.parameters["size"] == "20000"
    assert v1.event_time and not v1.merging and v1.trigger == "EventTimeTrigger" and v1.evictor is None


def test_window_equals_the_package_declaration(jar_graph):
    """The JAR's window and the Python mirror's declaration are the same description (Flink's names)."""
    from tests.fidelity._support import package as load_package

    for name in ("window-tumbling-size-changed", "window-session-to-tumbling"):
        for side in ("v1", "v2"):
            package = load_package(name, side)
            assert _op(package, "window").window == _op(jar_graph(name, side), "window").window, (name, side)


def test_session_windows_are_merging(jar_graph):
    w = _op(jar_graph("window-session-to-tumbling", "v1"), "window").window
    assert w.assigner == "EventTimeSessionWindows" and w.merging and w.parameters == {"sessionTimeout": "5000"}


@pytest.mark.parametrize("name", ["window-tumbling-size-changed", "window-session-to-tumbling"])
def test_window_change_is_state_loss(jar_graph, name):
    verdict = check(jar_graph(name, "v1"), jar_graph(name, "v2"))
    assert verdict.verdict == "state-loss"
    assert [(f.rule, f.operator) for f in verdict.findings if f.rule == "WINDOW_CHANGED"] == [("WINDOW_CHANGED", "window")]


def test_key_selector_lambda_moved_to_another_field(jar_graph):
    old, new = jar_graph("keyby-field-moved", "v1"), jar_graph("keyby-field-moved", "v2")
    a, b = _op(old, "count").key_selector, _op(new, "count").key_selector
    assert a.origin == b.origin == "bytecode" and a.fingerprint != b.fingerprint
    assert a.description.startswith("lambda in fidelity.Job")
    verdict = check(old, new)
    assert verdict.verdict == "state-loss"
    assert [f.rule for f in verdict.findings if f.level.name == "ERROR"] == ["KEY_SELECTOR_CHANGED"]


def test_key_selector_follows_the_getter_of_its_input_it_calls(jar_graph):
    """``pair -> pair.key()``, the same lambda in both; Pair.key() returns userId, then accountId
    (proven on Flink: keyby-getter-body-changed reads other keys' counts)."""
    old, new = jar_graph("keyby-getter-body-changed", "v1"), jar_graph("keyby-getter-body-changed", "v2")
    assert _op(old, "count").key_selector.fingerprint != _op(new, "count").key_selector.fingerprint
    verdict = check(old, new)
    assert verdict.verdict == "state-loss"
    assert [f.rule for f in verdict.findings if f.level.name == "ERROR"] == ["KEY_SELECTOR_CHANGED"]


def test_key_hash_of_a_record_key(jar_graph):
    """A record key whose components are reordered: the same POJO serializer (fields by name),
    another hashCode (proven on Flink: key-record-components-reordered finds no count for the
    keys whose hash moved)."""
    old, new = jar_graph("key-record-components-reordered", "v1"), jar_graph("key-record-components-reordered", "v2")
    a, b = _op(old, "count").key_hash, _op(new, "count").key_hash
    assert a.description.startswith("hashCode of fidelity.UserKey ")
    assert a.fingerprint != b.fingerprint
    verdict = check(old, new)
    assert verdict.verdict == "state-loss"
    assert [f.rule for f in verdict.findings if f.level.name == "ERROR"] == ["KEY_HASH_CHANGED"]


def test_keys_of_flink_and_jdk_types_have_no_key_hash(jar_graph):
    """A Long key hashes by the JDK's code: nothing of the job's to compare."""
    assert _op(jar_graph("keyby-field-moved", "v1"), "count").key_hash is None


def test_key_selector_class_renamed_with_a_comment_is_no_change(jar_graph):
    old, new = jar_graph("keyby-selector-renamed-only", "v1"), jar_graph("keyby-selector-renamed-only", "v2")
    a, b = _op(old, "count").key_selector, _op(new, "count").key_selector
    assert "fidelity.Job$ByUser" in a.description and "fidelity.Job$UserKey" in b.description
    assert a.fingerprint == b.fingerprint
    assert check(old, new).verdict == "compatible"


def test_key_selector_of_the_same_field_of_a_changed_input_type_is_no_change(jar_graph):
    """``t -> t.f0`` over Tuple2 and over Tuple3: the selector takes the same field of its input;
    the input type's change is the state rules' (the reduce's state fails the restore)."""
    old, new = jar_graph("reduce-input-type-changed", "v1"), jar_graph("reduce-input-type-changed", "v2")
    assert _op(old, "sum").key_selector.fingerprint == _op(new, "sum").key_selector.fingerprint
    verdict = check(old, new)
    assert verdict.verdict == "incompatible"
    assert "KEY_SELECTOR_CHANGED" not in {f.rule for f in verdict.findings}


def test_operators_without_keys_or_windows_have_none(jar_graph):
    graph = jar_graph("keyby-field-moved", "v1")
    assert _op(graph, "to-pair").key_selector is None and _op(graph, "to-pair").window is None
    assert _op(graph, "count").window is None


@pytest.fixture(scope="module")
def behaviours(scenario_jar, flink_home):
    """The BehaviourJob (tests/jar/java/fidelity/BehaviourJob.java) in a fidelity scenario's JAR."""
    graph = load(scenario_jar("keyby-field-moved", "v1"), args=[*program_args("keyby-field-moved", "v1"), "--behaviours"],
                 flink_home=flink_home, timeout=120)
    return {op.uid: op for op in graph.operators}


def test_count_window_with_an_evictor(behaviours):
    w = behaviours["count-evict"].window
    assert (w.assigner, w.parameters, w.merging, w.event_time) == ("GlobalWindows", {"defaultTrigger": "NeverTrigger"}, False, False)
    # what the package API declares for count_window(3).evictor(...)
    assert w.trigger == "PurgingTrigger(nestedTrigger=CountTrigger(maxCount=3))"
    assert w.evictor == "CountEvictor(doEvictAfter=false, maxCount=2)"


def test_method_references_differ_by_the_method(behaviours):
    half, third = behaviours["ref-half"].key_selector, behaviours["ref-third"].key_selector
    assert half.description.startswith("fidelity.BehaviourJob::half ") and half.fingerprint != third.fingerprint


def test_the_same_lambda_at_two_places_is_one_selector(behaviours):
    # lambda$build$N differ by N; the code is the same
    assert behaviours["mod5-a"].key_selector.fingerprint == behaviours["mod5-b"].key_selector.fingerprint


def test_a_lambda_includes_the_helpers_it_calls(behaviours):
    # both lambdas are "call a static method of the class with i"; the helpers differ
    assert behaviours["via-half"].key_selector.fingerprint != behaviours["via-third"].key_selector.fingerprint


def test_a_lambda_includes_the_helpers_of_other_classes_it_calls(behaviours):
    """``i -> KeyHelpers.Half.of(i)`` and ``i -> KeyHelpers.Third.of(i)``: the same lambda but for the
    class, which is normalized; the helpers' code tells them apart."""
    fingerprint = {uid: behaviours[uid].key_selector.fingerprint for uid in ("helper-half", "helper-halve", "helper-third")}
    assert fingerprint["helper-half"] != fingerprint["helper-third"]
    # the same code in a class of another name is the same key
    assert fingerprint["helper-half"] == fingerprint["helper-halve"]


def test_a_call_is_followed_into_the_class_that_declares_the_method(behaviours):
    """``new ByHalf().key(i)``: key() is declared by ByHalf's superclass, whose code counts."""
    assert behaviours["inherited-half"].key_selector.fingerprint != behaviours["inherited-third"].key_selector.fingerprint


def test_a_key_written_as_a_method_reference_a_lambda_or_an_anonymous_class_is_one_key(behaviours):
    """``BehaviourJob::half``, ``i -> half(i)`` and an anonymous KeySelector returning ``half(i)``;
    ``i -> i % 5`` and an anonymous class returning ``i % 5``: refactors that keep every key."""
    fingerprint = {uid: op.key_selector.fingerprint for uid, op in behaviours.items() if op.key_selector}
    assert fingerprint["ref-half"] == fingerprint["via-half"] == fingerprint["anonymous-half"]
    assert fingerprint["mod5-a"] == fingerprint["anonymous-mod5"]
    assert fingerprint["anonymous-half"] != fingerprint["anonymous-mod5"]


def test_a_key_concatenated_into_a_string_is_read(behaviours):
    """``i -> "k" + (i % 4)``: javac's string concatenation (StringConcatFactory's recipe marks its
    arguments with a control character the code's text used for its own marks: the operator's
    objects went unread, its key selector unchecked)."""
    fingerprint = {uid: behaviours[uid].key_selector.fingerprint for uid in ("concat-mod4", "concat-mod4-again", "concat-mod5")}
    assert fingerprint["concat-mod4"] == fingerprint["concat-mod4-again"] != fingerprint["concat-mod5"]
    assert behaviours["concat-mod4"].behaviour_unread is None


def test_a_window_join_is_described_by_the_jobs_selectors_code(behaviours):
    join = behaviours["join"]
    assert join.window.assigner == "TumblingEventTimeWindows"
    assert "UnionKeySelector" in join.key_selector.description and "ModKey" not in join.key_selector.description


def test_a_selector_shared_by_two_inputs_is_two_equal_selectors(behaviours):
    assert behaviours["join-shared"].key_selector.fingerprint == behaviours["join"].key_selector.fingerprint


@pytest.fixture(scope="module")
def held_timers(scenario_jar, flink_home):
    """The TimersJob (tests/jar/java/fidelity/TimersJob.java): keyed process functions whose timers
    what they hold registers, by uid."""
    graph = load(scenario_jar("keyby-field-moved", "v1"), args=[*program_args("keyby-field-moved", "v1"), "--timers"],
                 flink_home=flink_home, timeout=120)
    return {op.uid: op.timers for op in graph.operators if op.timers is not None}


@pytest.mark.parametrize("uid, sets", [
    ("jdk-lambda-event", (True, False)),  # a (BiConsumer & Serializable) lambda given to the constructor
    ("job-class-processing", (False, True)),  # an object of the job's class implementing BiConsumer
    ("no-timers", (False, False)),  # the same function holding a BiConsumer that registers none
    ("own-interface-event", (True, False)),  # a lambda of the job's interface, in a List
    ("own-interface-both", (True, True)),
    ("static-helper-processing", (False, True)),  # a lambda in another class's static field
    ("enum-constant-processing", (False, True)),  # an enum's constant with a body; null fields beside
])
def test_timers_registered_by_what_the_function_holds(held_timers, uid, sets):
    timers = held_timers[uid]
    assert (timers.event, timers.processing, timers.on_timer, timers.unread) == (*sets, True, None)


def test_a_call_of_the_jobs_interface_that_nothing_held_implements_is_not_read(held_timers):
    """``arms`` is empty: what implements Arm.arm is not known, so 'sets none' is not said (TIMERS_UNCHECKED)."""
    timers = held_timers["own-interface-none-held"]
    assert (timers.event, timers.processing) == (False, False)
    assert timers.unread == ("it calls fidelity.TimersJob$Arm.arm, which has no code (its implementations are "
                             "not known)")
