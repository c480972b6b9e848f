package fidelity;

/** v1: id declared here, count in the superclass Base. */
public class Reading extends Base {
    public long id;

    public Reading() {}

    public Reading(long id, long count) {
        this.id = id;
        this.count = count;
    }

    @Override
    public String toString() {
        return "Reading{id=" + id + ", count=" + count + "}";
    }
}
