package fidelity;

/** v2: a primitive field visits added. */
public class Reading {
    public long id;
    public long count;
    public long visits;

    public Reading() {}

    public Reading(long id, long count, long visits) {
        this.id = id;
        this.count = count;
        this.visits = visits;
    }
}
