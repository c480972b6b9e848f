"""The broadcast state "limits" of operator "apply" starts with this map."""


def plan(p):
    p.bootstrap("apply", "limits", {"daily": 100, "weekly": 500, "monthly": 1800})
