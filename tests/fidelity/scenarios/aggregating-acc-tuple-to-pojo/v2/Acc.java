package fidelity;

/** v2 accumulator. */
public class Acc {
    public long sum;
    public long count;

    public Acc() {}
}
