"""NEW's operator "limits", which the savepoint lacks, starts with these values."""


def plan(p):
    p.bootstrap("limits", "limit", [(k, 1000 + k) for k in range(10)])
    p.bootstrap("limits", "quota", [(k, "daily", k) for k in range(0, 10, 3)])
