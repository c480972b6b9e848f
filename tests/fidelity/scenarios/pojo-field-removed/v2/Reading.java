package fidelity;

/** v2: the field count removed. */
public class Reading {
    public long id;

    public Reading() {}

    public Reading(long id) {
        this.id = id;
    }
}
