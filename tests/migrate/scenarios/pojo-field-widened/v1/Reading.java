package fidelity;

/** v1: count is an int. */
public class Reading {
    public long id;
    public int count;

    public Reading() {}

    public Reading(long id, int count) {
        this.id = id;
        this.count = count;
    }
}
