package fidelity;

/** v2: a Reading's part, a Detail gets a second field, b (after a in Kryo's order, by name). */
public final class Detail extends Part {
    private final long a;
    private final long b;

    public Detail(long a) {
        this.a = a;
        this.b = -a;
    }

    @Override
    public String toString() {
        return "a=" + a + " b=" + b;
    }
}
