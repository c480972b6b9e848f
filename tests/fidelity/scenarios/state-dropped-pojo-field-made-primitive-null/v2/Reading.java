package fidelity;

/** v2 of the POJO kept in state: id, count (long). */
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
        return "Reading(" + id + ", " + count + ")";
    }
}
