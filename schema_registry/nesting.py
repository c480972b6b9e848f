"""How deep nested data (a parsed manifest, an Avro schema) goes, without recursion.

The checker walks types recursively (validation, resolution, codecs). Input nested
deeper than any real type would make those walks raise ``RecursionError``, so readers
measure the nesting first, with this loop, and refuse what is too deep.
"""

from __future__ import annotations

from typing import Any, Optional


def too_deep(data: Any, limit: int) -> Optional[tuple]:
    """The path (keys and indexes) to a JSON-like container nested more than ``limit``
    containers deep in ``data`` (``data`` itself is level 1), or None when none is."""
    if type(data) not in (dict, list) or _max_depth(data, limit) <= limit:
        return None
    return _path_below(data, limit + 1, ())


def _max_depth(data: Any, limit: int) -> int:
    """The deepest level in ``data``, counting no further than ``limit + 1``."""
    deepest = 1
    stack = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > deepest:
            deepest = depth
            if deepest > limit:
                return deepest
        for child in node.values() if type(node) is dict else node:
            if type(child) is dict or type(child) is list:
                stack.append((child, depth + 1))
    return deepest


def _path_below(node: Any, depth: int, path: tuple) -> Optional[tuple]:
    # Only called on data known to be too deep; recursion stops at ``depth`` levels.
    if depth == 1:
        return path
    items = node.items() if type(node) is dict else enumerate(node)
    for key, child in items:
        if type(child) is dict or type(child) is list:
            found = _path_below(child, depth - 1, path + (key,))
            if found is not None:
                return found
    return None
