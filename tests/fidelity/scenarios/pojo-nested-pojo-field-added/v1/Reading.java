package fidelity;

/** The nested POJO. */
public class Reading {
    public long count;

    public Reading() {}

    public Reading(long count) {
        this.count = count;
    }

    @Override
    public String toString() {
        return "Reading{count=" + count + "}";
    }
}
