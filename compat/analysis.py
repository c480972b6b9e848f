"""What the rules look at: the upgrade as a whole and each pair of old and new state.

The engine computes these once; rules read them. Keeping Flink's restore logic for a
state in one place (:class:`StatePair`) lets every rule agree on what Flink would do.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property
from typing import Optional

from graph.model import JobGraph, Operator, State, StateKind
from schema_registry import Compatibility, Resolution, Snapshot, resolve
from schema_registry._base import INCOMPATIBLE, MIGRATION, Reason
from schema_registry.families.collections import ListSnapshot, MapSnapshot
from schema_registry.families.ttl import TtlSnapshot

from .policy import Policy


def _major_minor(version: str) -> tuple[int, int]:
    """``"2.3"`` → (2, 3); ranges such as ``"1.16–1.20"`` or ``"2.3+"`` give their lower end."""
    match = re.match(r"\s*(\d+)(?:\.(\d+))?", version)
    if not match:
        return 0, 0
    return int(match.group(1)), int(match.group(2) or 0)


@dataclass
class Upgrade:
    """An old graph, a new graph and the policy they are checked under."""

    old: JobGraph
    new: JobGraph
    policy: Policy
    _resolutions: dict = field(default_factory=dict)

    @cached_property
    def new_by_restore_id(self) -> dict[str, Operator]:
        by_id: dict[str, Operator] = {}
        for op in self.new.operators:
            by_id.setdefault(op.restore_id, op)
        return by_id

    def match(self, old_op: Operator) -> Optional[Operator]:
        """The new operator that restores ``old_op``'s state (Flink matches by OperatorID)."""
        return self.new_by_restore_id.get(old_op.id)

    @cached_property
    def matched_new_ids(self) -> set[str]:
        return {m.id for op in self.old.operators if (m := self.match(op)) is not None}

    @property
    def backend(self) -> Optional[str]:
        return self.new.state_backend

    @property
    def old_major(self) -> int:
        return _major_minor(self.old.flink_version)[0]

    @property
    def new_major(self) -> int:
        return _major_minor(self.new.flink_version)[0]

    def ttl_switch_supported(self) -> bool:
        """Flink migrates TTL switches since 2.1 on RocksDB and 2.2 on heap (FLINK-36521)."""
        version = _major_minor(self.new.flink_version)
        if version >= (2, 2):
            return True
        return version >= (2, 1) and self.backend == "rocksdb"

    def resolve(self, old: Snapshot, new: Snapshot) -> Resolution:
        key = (id(old), id(new))
        hit = self._resolutions.get(key)
        if hit is None:
            hit = self._resolutions[key] = (resolve(old, new), old, new)
        return hit[0]

    def name_of(self, op: Operator) -> str:
        return op.display_name

    @staticmethod
    def has_keyed_state(op: Operator) -> bool:
        return any(s.kind.keyed for s in op.states)

    @cached_property
    def _counterparts(self) -> dict[str, Optional[Operator]]:
        return _find_counterparts(self)


def counterpart_of(up: Upgrade, old_op: Operator) -> Optional[Operator]:
    """A new operator that is probably ``old_op`` under another ID (uid renamed, ID shifted)."""
    return up._counterparts.get(old_op.id)


def is_successor(up: Upgrade, new_op: Operator) -> bool:
    """Whether ``new_op`` is the counterpart of an old operator whose ID changed."""
    return any(c is not None and c.id == new_op.id for c in up._counterparts.values())


def _signature(op: Operator) -> set[tuple[str, str]]:
    return {(s.name, s.kind.value) for s in op.states}


def _find_counterparts(up: Upgrade) -> dict[str, Optional[Operator]]:
    unmatched_old = [op for op in up.old.operators if op.is_stateful and up.match(op) is None]
    unmatched_new = [op for op in up.new.operators if op.is_stateful and op.id not in up.matched_new_ids]
    scores = []
    for old_op in unmatched_old:
        for new_op in unmatched_new:
            a, b = _signature(old_op), _signature(new_op)
            score = len(a & b) / len(a | b)
            if old_op.kind == new_op.kind and old_op.kind != "operator":
                score += 0.25
            if old_op.name and old_op.name == new_op.name:
                score += 0.25
            if old_op.key_serializer is not None and old_op.key_serializer == new_op.key_serializer:
                score += 0.1
            if score >= 0.5:
                scores.append((score, old_op.id, new_op.id, new_op))
    result: dict[str, Optional[Operator]] = {}
    taken: set[str] = set()
    for score, old_id, new_id, new_op in sorted(scores, key=lambda s: (-s[0], s[1], s[2])):
        if old_id in result or new_id in taken:
            continue
        result[old_id] = new_op
        taken.add(new_id)
    return result


def explain(resolution: Resolution) -> tuple[str, ...]:
    return tuple(str(r) for r in resolution.reasons)


# ------------------------------------------------------------------------------ TTL


def _strip_ttl(kind: StateKind, serializer: Optional[Snapshot]) -> tuple[Optional[Snapshot], bool]:
    """The serializer without Flink's TTL wrapper, and whether there was one."""
    if serializer is None:
        return None, False
    if kind is StateKind.LIST and isinstance(serializer, ListSnapshot) and isinstance(serializer.element, TtlSnapshot):
        return serializer.model_copy(update={"element": serializer.element.value}), True
    if kind is StateKind.MAP and isinstance(serializer, MapSnapshot) and isinstance(serializer.value, TtlSnapshot):
        return serializer.model_copy(update={"value": serializer.value.value}), True
    if isinstance(serializer, TtlSnapshot):
        return serializer.value, True
    return serializer, False


@dataclass
class StatePair:
    """A state present in both versions, and what Flink does with it at restore."""

    up: Upgrade
    old_op: Operator
    new_op: Operator
    old: State
    new: State

    @cached_property
    def comparable(self) -> bool:
        """Same kind of state: only then do serializers matter (Flink checks kind first)."""
        if self.old.kind.keyed != self.new.kind.keyed:
            return False
        if self.old.kind.keyed:
            return self.old.kind == self.new.kind
        return self.old.distribution == self.new.distribution

    @property
    def old_label(self) -> str:
        return self.old.value_serializer.label() if self.old.value_serializer else "?"

    @property
    def new_label(self) -> str:
        return self.new.value_serializer.label() if self.new.value_serializer else "?"

    @cached_property
    def ttl_switch(self) -> Optional[str]:
        if not self.old.kind.keyed or self.old.kind is StateKind.TIMERS:
            return None
        _, old_ttl = _strip_ttl(self.old.kind, self.old.value_serializer)
        _, new_ttl = _strip_ttl(self.new.kind, self.new.value_serializer)
        if old_ttl == new_ttl:
            return None
        return "on" if new_ttl else "off"

    @cached_property
    def value(self) -> Resolution:
        """Resolution of the state's serializer as the backend applies it."""
        old, new = self.old.value_serializer, self.new.value_serializer
        if old is None or new is None:
            return Resolution(Compatibility.COMPATIBLE_AS_IS)
        if self.ttl_switch and self.up.ttl_switch_supported():
            # TtlAwareSerializerSnapshot: resolve the user serializers; anything compatible
            # becomes a migration that adds or drops the TTL timestamp of every entry.
            inner_old, _ = _strip_ttl(self.old.kind, old)
            inner_new, _ = _strip_ttl(self.new.kind, new)
            inner = self.up.resolve(inner_old, inner_new)
            if inner.compatibility.is_compatible:
                return Resolution(
                    MIGRATION, (*inner.reasons, Reason(MIGRATION, f"TTL switched {self.ttl_switch}: every entry is rewritten"))
                )
            return inner
        return self.up.resolve(old, new)

    @cached_property
    def namespace(self) -> Optional[Resolution]:
        if self.old.namespace_serializer is None or self.new.namespace_serializer is None:
            return None
        return self.up.resolve(self.old.namespace_serializer, self.new.namespace_serializer)

    # -- MapState user keys (RocksDB only migrates values) ----------------------------
    @cached_property
    def _maps(self) -> Optional[tuple[MapSnapshot, MapSnapshot]]:
        if self.old.kind is not StateKind.MAP or self.new.kind is not StateKind.MAP:
            return None
        old, new = self.old.value_serializer, self.new.value_serializer
        if isinstance(old, MapSnapshot) and isinstance(new, MapSnapshot):
            return old, new
        return None

    @cached_property
    def user_key(self) -> Optional[Resolution]:
        if self._maps is None:
            return None
        return self.up.resolve(self._maps[0].key, self._maps[1].key)

    @property
    def user_key_old(self) -> str:
        return self._maps[0].key.label() if self._maps else "?"

    @property
    def user_key_new(self) -> str:
        return self._maps[1].key.label() if self._maps else "?"

    @cached_property
    def map_user_key_blocked(self) -> bool:
        """RocksDB migrates a MapState only if its user keys resolve AS_IS."""
        if self.user_key is None or self.up.backend == "hashmap":
            return False
        return (
            self.value.compatibility is Compatibility.COMPATIBLE_AFTER_MIGRATION
            and self.user_key.compatibility is not Compatibility.COMPATIBLE_AS_IS
        )

    # -- timers ------------------------------------------------------------------------
    @cached_property
    def timers_unmigrated(self) -> bool:
        """RocksDB keeps timers as keys and only rejects incompatible timer serializers."""
        return (
            self.new.kind is StateKind.TIMERS
            and self.up.backend != "hashmap"
            and self.value.compatibility is Compatibility.COMPATIBLE_AFTER_MIGRATION
        )

    @cached_property
    def ttl_blocked(self) -> bool:
        return bool(self.ttl_switch) and not self.up.ttl_switch_supported()

    @cached_property
    def blocked(self) -> bool:
        """A migration Flink will not carry out (reported by a more specific rule)."""
        return self.map_user_key_blocked or self.timers_unmigrated or self.ttl_blocked

    @cached_property
    def effective(self) -> Compatibility:
        """What happens to this state at restore, all rules considered."""
        if not self.comparable or self.blocked:
            return INCOMPATIBLE
        worst = self.value.compatibility
        ns = self.namespace
        if ns is not None and ns.compatibility in (Compatibility.COMPATIBLE_AFTER_MIGRATION, Compatibility.INCOMPATIBLE):
            return INCOMPATIBLE
        if ns is not None and ns.compatibility is Compatibility.UNKNOWN and worst.rank < Compatibility.UNKNOWN.rank:
            return Compatibility.UNKNOWN
        return worst
