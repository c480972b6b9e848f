"""The operator list state "extra" of operator "buffer" starts with these elements."""


def plan(p):
    p.bootstrap("buffer", "extra", [100 + i for i in range(7)])
