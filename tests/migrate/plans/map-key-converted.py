"""v2's map state "m" has the String map keys "k" + the old Integer map key."""


def plan(p):
    p.convert_map_key("stateful", "m", lambda k: f"k{k}")
