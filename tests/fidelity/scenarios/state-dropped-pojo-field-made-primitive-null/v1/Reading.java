package fidelity;

/** v1 of the POJO kept in state: id, count (Long). */
public class Reading {
    public long id;
    public Long count;

    public Reading() {}

    public Reading(long id, Long count) {
        this.id = id;
        this.count = count;
    }

    @Override
    public String toString() {
        return "Reading(" + id + ", " + count + ")";
    }
}
