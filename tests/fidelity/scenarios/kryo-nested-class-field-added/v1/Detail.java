package fidelity;

/** v1: a Reading's detail, one field. */
public final class Detail {
    private final long a;

    public Detail(long a) {
        this.a = a;
    }

    @Override
    public String toString() {
        return "a=" + a;
    }
}
