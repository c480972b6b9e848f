"""The keyed ValueState<Long> "count" is now NEW's ValueState<Stats> "stats" (the count and the
time of the last record): each count becomes a Stats of it, its lastSeen unknown (0)."""


def plan(p):
    p.rename_state("stateful", "count", "stats")
    p.convert_value("stateful", "count", lambda count: {"count": count, "lastSeen": 0})
