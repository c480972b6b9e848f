"""NEW's new states start with values: keys 0-3 are v1's, 4 and 5 are not (their key
groups are Flink's for them, on either subtask)."""


def plan(p):
    p.bootstrap("stateful", "limit", [(k, 100 * k) for k in range(6)])
    # a list: one record per element, a key's elements in the order given
    p.bootstrap("stateful", "tags", [(k, f"t{k}") for k in range(6)] + [(1, "vip")])
    # a map: (key, map key, value) records
    p.bootstrap("stateful", "limits", [(k, "daily", 10 * k) for k in range(4)] + [(5, "weekly", 70)])
