"""The project's policy: what fails the check, severity overrides and reasoned ignores.

Read from ``flink-compat.toml`` (top-level keys) or ``pyproject.toml`` under
``[tool.flink-compat]``::

    fail-on = "error"                  # error | migration | warning | never
    allow-non-restored-state = false   # the deploy uses --allowNonRestoredState

    [severity]                         # rule ID → error | migration | warning | info
    OPERATOR_WITHOUT_UID = "error"

    [[ignore]]                         # every ignore needs a reason
    rule = "STATE_MIGRATION_REQUIRED"
    operator = "alarm-eval"            # uid, name or OperatorID; optional
    state = "isActive"                 # optional
    reason = "migration planned for the 2.4 release"
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Literal, Optional

from pydantic import BaseModel, ConfigDict, ValidationError, field_validator

from .findings import Level

FailOn = Literal["error", "migration", "warning", "info", "never"]


class PolicyError(Exception):
    """An invalid policy file or option; one line naming the file and the problem."""


class Ignore(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    rule: str
    operator: Optional[str] = None
    state: Optional[str] = None
    reason: str

    @field_validator("reason")
    @classmethod
    def _reason_given(cls, v: str) -> str:
        if not v.strip():
            raise ValueError("an ignore needs a reason")
        return v

    def describe(self) -> str:
        """How a message names this entry: its rule, operator and state."""
        parts = [f"rule {self.rule}"]
        parts += [f'{k} "{v}"' for k, v in (("operator", self.operator), ("state", self.state)) if v is not None]
        return "(" + ", ".join(parts) + ")"

    def matches(self, finding, operator_names: set[str]) -> bool:
        if finding.rule != self.rule:
            return False
        if self.operator is not None and self.operator not in operator_names:
            return False
        return self.state is None or self.state == finding.state


class Policy(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    fail_on: FailOn = "error"
    allow_non_restored_state: bool = False
    severity: dict[str, Level] = {}
    ignore: tuple[Ignore, ...] = ()
    #: Where it was read from, for messages.
    source: str = "defaults"

    def level_of(self, rule_id: str, default: Level) -> Level:
        return self.severity.get(rule_id, default)

    def fails(self, level: Level) -> bool:
        if self.fail_on == "never":
            return False
        return level.rank >= Level(self.fail_on).rank


def _dashless(data):
    if isinstance(data, dict):
        return {
            (k.replace("-", "_") if k not in ("severity",) else k): (v if k == "severity" else _dashless(v))
            for k, v in data.items()
        }
    if isinstance(data, list):
        return [_dashless(v) for v in data]
    return data


def parse_policy(data: dict, source: str) -> Policy:
    from .rules import RULES

    try:
        policy = Policy.model_validate({**_dashless(data), "source": source})
    except ValidationError as e:
        err = e.errors()[0]
        path = ".".join(str(p) for p in err["loc"]).replace("_", "-")
        raise PolicyError(f"{source}: {path}: {err['msg']}") from None
    for rule_id in [*policy.severity, *(i.rule for i in policy.ignore)]:
        if rule_id not in RULES:
            raise PolicyError(f"{source}: unknown rule {rule_id!r} (see `flink-compat rules`)")
    return policy


def load_policy(config: Optional[str] = None, directory: Path | None = None) -> Policy:
    """The policy from ``config``, else ``flink-compat.toml`` or ``pyproject.toml`` in ``directory``."""
    if config is not None:
        path = Path(config)
        if not path.is_file():
            raise PolicyError(f"{config}: no such policy file")
        return parse_policy(_read_toml(path, tool_section=path.name == "pyproject.toml"), str(path))
    directory = directory or Path.cwd()
    own = directory / "flink-compat.toml"
    if own.is_file():
        return parse_policy(_read_toml(own, tool_section=False), str(own))
    pyproject = directory / "pyproject.toml"
    if pyproject.is_file():
        section = _read_toml(pyproject, tool_section=True)
        if section:
            return parse_policy(section, f"{pyproject} [tool.flink-compat]")
    return Policy()


#: Largest policy file read (a policy is a few lines; a pyproject.toml rarely 100 KB).
MAX_POLICY_BYTES = 4 << 20


def _read_toml(path: Path, tool_section: bool) -> dict:
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_POLICY_BYTES + 1)
    except OSError as e:
        raise PolicyError(f"{path}: cannot read the policy: {e.strerror}") from None
    if len(raw) > MAX_POLICY_BYTES:
        raise PolicyError(f"{path}: larger than {MAX_POLICY_BYTES >> 20} MiB, too large for a policy file")
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as e:  # TOML's errors name the line and column
        raise PolicyError(f"{path}: not valid TOML: {e}") from None
    except RecursionError:  # tomllib recurses per nested array or inline table, and names no place then
        raise PolicyError(f"{path}: not valid TOML: arrays or inline tables nested too deep to read") from None
    if tool_section:
        section = data.get("tool", {})
        section = section.get("flink-compat", {}) if isinstance(section, dict) else {}
        if not isinstance(section, dict):
            raise PolicyError(f"{path}: tool.flink-compat: expected a table, not {type(section).__name__}")
        return section
    return data
