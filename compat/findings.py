"""Findings: what a rule says about an upgrade, with where and why."""

from __future__ import annotations

import enum
from typing import Optional

from pydantic import BaseModel, ConfigDict

from flink_compat.graph.model import SourceLocation


class Level(str, enum.Enum):
    """How bad a finding is, from the restore's point of view."""

    #: Flink fails the restore or drops state (and, by default, unknown serializers).
    ERROR = "error"
    #: Flink restores after migrating state (every entry read with the old serializer,
    #: written with the new one).
    MIGRATION = "migration"
    #: A risk: restores now, but fragile (no uid, Kryo, …).
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return _RANK[self]


_RANK = {Level.INFO: 0, Level.WARNING: 1, Level.MIGRATION: 2, Level.ERROR: 3}


class Finding(BaseModel):
    model_config = ConfigDict(frozen=True)

    rule: str
    level: Level
    message: str
    #: The operator concerned: its OperatorID and a name for people (uid, name or id).
    operator_id: Optional[str] = None
    operator: Optional[str] = None
    state: Optional[str] = None
    #: Where the new job declares it (for annotations), and where the old one did.
    location: Optional[SourceLocation] = None
    old_location: Optional[SourceLocation] = None
    #: Details, e.g. the serializer resolution path by path.
    reasons: tuple[str, ...] = ()
    ignored: bool = False
    ignore_reason: Optional[str] = None

    def key(self) -> str:
        """A stable identity, for fingerprints and ignores."""
        return "|".join([self.rule, self.operator_id or "", self.state or ""])
