"""The keyed state "s" is now called "total"."""


def plan(p):
    p.rename_state("stateful", "s", "total")
