package fidelity;

/** v1: id and count declared here. */
public class Reading {
    public long id;
    public long count;

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
