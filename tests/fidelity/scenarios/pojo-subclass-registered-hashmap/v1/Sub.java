package fidelity;

/** A subclass of Base: the values the state holds. */
public class Sub extends Base {
    public long extra;

    public Sub() {}

    public Sub(long id, long extra) {
        this.id = id;
        this.extra = extra;
    }

    @Override
    public String toString() {
        return "Sub{id=" + id + ", extra=" + extra + "}";
    }
}
