"""One module per serializer family: the family's snapshot models with Flink's resolution
rules, and the tables the rest of ``schema_registry`` dispatches on (``READERS``,
``WRITERS``, ``CODECS``, ``MIGRATIONS``).

Once imported, a family module is an attribute of this package and hides any global of
its name here (``tuple``, ``enum``, ``table``, ...): this file uses none of those names.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import lru_cache


@lru_cache(maxsize=None)
def modules() -> list:
    """Every family module, in name order (imported on first use)."""
    names = sorted(info.name for info in pkgutil.iter_modules(__path__))
    return [importlib.import_module(f"{__name__}.{name}") for name in names]


def dispatch_table(name: str) -> dict:
    """One dispatch table (``CODECS``, ``MIGRATIONS``, ...) merged over all family modules."""
    merged: dict = {}
    for module in modules():
        merged.update(getattr(module, name, {}))
    return merged
