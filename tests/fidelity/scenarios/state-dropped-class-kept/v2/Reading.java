package fidelity;

/** v2: still in the JAR, used by nothing. */
public class Reading {
    public long id;
    public long count;

    public Reading() {}

    public Reading(long id, long count) {
        this.id = id;
        this.count = count;
    }
}
