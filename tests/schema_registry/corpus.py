"""The shared Flink corpus of serializer upgrade data, for the schema_registry tests.

``<module>/src/test/resources/<name>-<flink version>/{serializer-snapshot,test-data}``:
the snapshot written by ``writeSerializerSnapshot`` and one value written by that
serializer (see the corpus README).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
from tests.conftest import CORPUS  # noqa: E402  (one definition of where the corpus is)
_DIR = re.compile(r"^(?P<name>.+)-(?P<version>\d+\.\d+)$")


@dataclass(frozen=True)
class Case:
    name: str
    version: str
    directory: Path

    @property
    def id(self) -> str:
        return f"{self.name}-{self.version}"

    def snapshot_bytes(self) -> bytes:
        return (self.directory / "serializer-snapshot").read_bytes()

    def test_data(self) -> bytes | None:
        p = self.directory / "test-data"
        return p.read_bytes() if p.exists() else None


def cases() -> list[Case]:
    if not CORPUS.is_dir():
        return []
    out = []
    for snap in sorted(CORPUS.glob("**/src/test/resources/*/serializer-snapshot")):
        m = _DIR.match(snap.parent.name)
        if m:
            out.append(Case(m.group("name"), m.group("version"), snap.parent))
    return out


def version_key(v: str) -> tuple[int, ...]:
    return tuple(int(x) for x in v.split("."))
