package fidelity;

/** v2: Reading renamed to Measurement (same fields). */
public class Measurement {
    public long id;
    public long count;

    public Measurement() {}

    public Measurement(long id, long count) {
        this.id = id;
        this.count = count;
    }
}
