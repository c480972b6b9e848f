package fidelity;

/** v2: the field count renamed total. */
public class Reading {
    public long id;
    public long total;

    public Reading() {}

    public Reading(long id, long total) {
        this.id = id;
        this.total = total;
    }
}
