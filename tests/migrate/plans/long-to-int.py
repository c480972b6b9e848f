"""v2 holds an Integer where v1 held a Long: narrowed explicitly (a value out of the int
range fails its entry), then key 0's entry is dropped and every other value multiplied
by 10."""

INT_MIN, INT_MAX = -(2**31), 2**31 - 1


def narrow(value):
    if not INT_MIN <= value <= INT_MAX:
        raise ValueError(f"{value} does not fit an int")
    return value


def ten_times(key, value):
    if key == 0:
        return None
    return key, value * 10


def plan(p):
    p.convert_value("stateful", "s", narrow)
    p.transform("stateful", "s", ten_times)
