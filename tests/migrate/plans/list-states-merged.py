"""v1's operator list states "evens" and "odds" are v2's "buffered"."""


def plan(p):
    p.merge_lists("buffer", ["evens", "odds"], "buffered")
