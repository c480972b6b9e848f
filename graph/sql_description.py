"""Reading the planner's description of a SQL operator (``GroupAggregate(groupBy=[k], select=[...])``).

The planner prints each operator as its kind and ``name=[value]`` arguments, values holding lists
and nested brackets of their own (``window=[TUMBLE(time_col=[ts], size=[5 s])]``): they are split
at the commas outside brackets, parentheses and quotes.
"""

from __future__ import annotations

import re
from typing import Optional


def split_top_level(text: str, separator: str = ",") -> list[str]:
    """``text`` split at ``separator`` outside brackets, parentheses and quotes, items stripped."""
    items, depth, quote, start = [], 0, None, 0
    for i, ch in enumerate(text):
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"`":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == separator and depth == 0:
            items.append(text[start:i].strip())
            start = i + 1
    last = text[start:].strip()
    if last or items:
        items.append(last)
    return items


_DESCRIPTION = re.compile(r"([A-Za-z]+)\((.*)\)\s*$", re.S)


def parse_description(description: Optional[str]) -> tuple[Optional[str], dict[str, str]]:
    """The kind and the ``name=[value]`` arguments of a planner description:
    ``Rank(rankRange=[rankStart=1, rankEnd=3], partitionBy=[k])`` →
    ``("Rank", {"rankRange": "rankStart=1, rankEnd=3", "partitionBy": "k"})``. (None, {}) for a
    description of another shape (a sink's ``totals[6]: Writer``)."""
    match = _DESCRIPTION.match(description or "")
    if not match:
        return None, {}
    arguments = {}
    for item in split_top_level(match.group(2)):
        name, eq, value = item.partition("=")
        if eq and value.startswith("[") and value.endswith("]"):
            arguments[name.strip()] = value[1:-1]
    return match.group(1), arguments
