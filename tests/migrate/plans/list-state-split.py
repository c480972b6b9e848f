"""v1's operator list state "buffered" is v2's "evens" and "odds", by parity."""


def plan(p):
    p.split_list("buffer", "buffered", ["evens", "odds"], lambda v: "evens" if v % 2 == 0 else "odds")
