package fidelity;

/** The POJO kept as ListState element. */
public class Reading {
    public long id;
    public long count;

    public Reading() {}

    public Reading(long id, long count) {
        this.id = id;
        this.count = count;
    }
}
