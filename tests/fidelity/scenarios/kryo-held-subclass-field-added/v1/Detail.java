package fidelity;

/** v1: a Reading's part, a Detail, one field. */
public final class Detail extends Part {
    private final long a;

    public Detail(long a) {
        this.a = a;
    }

    @Override
    public String toString() {
        return "a=" + a;
    }
}
