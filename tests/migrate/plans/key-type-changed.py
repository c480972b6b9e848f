"""v2 keys by the String "k" + i % 4 where v1 keyed by the Long i % 4."""


def plan(p):
    p.convert_key("stateful", lambda key: f"k{key}")
