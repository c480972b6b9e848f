package fidelity;

/** v2: id declared here, count in the superclass Entity. */
public class Reading extends Entity {
    public long id;

    public Reading() {}

    public Reading(long id, long count) {
        this.id = id;
        this.count = count;
    }

    @Override
    public String toString() {
        return "Reading{id=" + id + ", count=" + count + "}";
    }
}
