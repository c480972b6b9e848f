package fidelity;

/** v1 of the POJO kept in state: id, count. */
public class Reading {
    public long id;
    public long count;

    public Reading() {}

    public Reading(long id, long count) {
        this.id = id;
        this.count = count;
    }
}
